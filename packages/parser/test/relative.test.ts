// The public `relativeURL`, with this package's `URL` (the default) and whatwg-url's.
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { URL as OurURL } from '../src/index';
import { relativeURL, type URLWithBaseConstructor } from '../src/relative';

const require = createRequire(import.meta.url);
const WhatwgURL = (require('whatwg-url') as { URL: URLWithBaseConstructor }).URL;

describe('relativeURL', () => {
  const cases: [string, string, string][] = [
    ['http://h/a/b', 'http://h/a/c', 'c'],
    ['http://h/a/b/c', 'http://h/a/d?q#f', '../d?q#f'],
    ['http://h/a/b#f', 'http://h/a/b', ''],
    ['http://h/a/b', 'http://h/a/b#f', '#f'],
    ['http://h/a/', 'http://h/a/a:b', './a:b'],
    ['http://h/a/', 'http://h/a//b', './/b'],
    ['http://h/a/b/c/d/e', 'http://h//x', '/.//x'],
    ['http://h/a', 'http://g/a', '//g/a'],
    ['file:///C:/a/b', 'file:///D:/x', '/D:/x'],
    ['file:///x/', 'file:///x/C:', './C:'],
    ['mailto:a@b', 'mailto:a@b#f', '#f'],
    ['mailto:a@b#f', 'mailto:a@b', 'mailto:a@b'],
    ['http://h/a', 'https://h/a', 'https://h/a'],
  ];
  it.each(cases)('%s -> %s', (from, to, expected) => {
    expect(relativeURL(new OurURL(from), new OurURL(to))).toBe(expected);
    expect(relativeURL(from, to)).toBe(expected);
    expect(relativeURL(new WhatwgURL(from), new WhatwgURL(to), { URL: WhatwgURL })).toBe(expected);
    expect(new OurURL(expected, from).href).toBe(new OurURL(to).href);
  });

  it('throws a TypeError for a string that does not parse', () => {
    expect(() => relativeURL('nope', 'http://h/')).toThrow(TypeError);
  });

  // The grammar of relative-core.test.ts, smaller: pairs that share scheme, authority and path prefixes.
  const segment = fc.constantFrom('a', 'b', '', '.', '..', '%2e', 'a:b', 'C:', 'c|', 'é', '%41', 'a\\b', ' ');
  const part = fc.record({
    scheme: fc.constantFrom('http', 'file', 'web+x', 'mailto', 'ws'),
    authority: fc.option(fc.constantFrom('h', 'g', 'u:p@h', 'h:8080', '', '[::1]'), { nil: undefined }),
    slash: fc.boolean(),
    segments: fc.array(segment, { maxLength: 4 }),
    query: fc.option(fc.constantFrom('', 'q', 'é'), { nil: undefined }),
    fragment: fc.option(fc.constantFrom('', 'f', 'é'), { nil: undefined }),
  });
  type Part = typeof part extends fc.Arbitrary<infer T> ? T : never;
  const build = (p: Part, shared: string[]) => {
    const path = [...shared, ...p.segments].join('/');
    return (
      `${p.scheme}:` +
      (p.authority !== undefined ? `//${p.authority}/${path}` : p.slash ? `/${path}` : path) +
      (p.query !== undefined ? `?${p.query}` : '') +
      (p.fragment !== undefined ? `#${p.fragment}` : '')
    );
  };
  const pair = fc
    .tuple(
      part,
      part,
      fc.array(segment, { maxLength: 3 }),
      fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
    )
    .map(([a, b, shared, same]) => {
      const keys = ['scheme', 'authority', 'slash', 'segments', 'query', 'fragment'] as const;
      const b2 = { ...b };
      keys.forEach((key, i) => {
        if (same[i]) (b2 as Record<string, unknown>)[key] = a[key];
      });
      return [build(a, shared), build(b2, shared)] as const;
    });

  it('property with our URL: new URL(relativeURL(a, b), a).href === b.href', () => {
    let parsedPairs = 0;
    fc.assert(
      fc.property(pair, ([x, y]) => {
        let a: InstanceType<typeof OurURL>;
        let b: InstanceType<typeof OurURL>;
        try {
          a = new OurURL(x);
          b = new OurURL(y);
        } catch {
          return;
        }
        parsedPairs++;
        const result = relativeURL(a, b);
        expect(new OurURL(result, a).href).toBe(b.href);
        expect(new WhatwgURL(result, a.href).href).toBe(b.href);
        expect(result.length).toBeLessThanOrEqual(b.href.length);
        // The same answer as with the reference parser.
        expect(relativeURL(a.href, b.href, { URL: WhatwgURL })).toBe(result);
      }),
      { numRuns: 5000 },
    );
    expect(parsedPairs).toBeGreaterThan(4000);
  });
});
