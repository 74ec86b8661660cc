// relativeURL's logic (src/relative-core.ts) with whatwg-url's URL (the reference implementation) and
// Node's built-in URL (Ada) as the URL classes.
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relativeHref, relativeURLWith, type URLWithBaseConstructor } from '../src/relative-core';

const require = createRequire(import.meta.url);
const WhatwgURL = (require('whatwg-url') as { URL: URLWithBaseConstructor }).URL;
const NodeURL = globalThis.URL as unknown as URLWithBaseConstructor;

const classes: [string, URLWithBaseConstructor][] = [
  ['whatwg-url', WhatwgURL],
  ['node', NodeURL],
];

// [from, to, the expected shortest relative string]
const cases: [string, string, string][] = [
  // identical, and fragments in both directions
  ['http://h/a/b', 'http://h/a/b', ''],
  ['http://h/a/b#f', 'http://h/a/b', ''],
  ['http://h/a/b', 'http://h/a/b#f', '#f'],
  ['http://h/a/b#f', 'http://h/a/b#f', '#f'],
  ['http://h/a/b#f', 'http://h/a/b#g', '#g'],
  ['http://h/a/b', 'http://h/a/b#', '#'],
  ['http://h/a/b?q', 'http://h/a/b?q', ''],
  // queries
  ['http://h/a/b', 'http://h/a/b?q', '?q'],
  ['http://h/a/b?q', 'http://h/a/b?r#f', '?r#f'],
  ['http://h/a/b?q', 'http://h/a/b?', '?'],
  ['http://h/a/b?q', 'http://h/a/b', 'b'],
  ['http://h/a/?q', 'http://h/a/', '.'],
  ['http://h/a/b?q', 'http://h/a/c?q', 'c?q'],
  // path-relative
  ['http://h/a/b', 'http://h/a/c', 'c'],
  ['http://h/a/b/c', 'http://h/a/d', '../d'],
  ['http://h/a/b/c/d', 'http://h/a/x/y', '/a/x/y'],
  ['http://h/a/b/c/d', 'http://h/a/b/x/y', '../x/y'],
  ['http://h/a/b', 'http://h/a/', '.'],
  ['http://h/a/b/c', 'http://h/a/', '..'],
  ['http://h/a/b/c/d', 'http://h/a/', '/a/'],
  ['http://h/abc/b/c/d', 'http://h/abc/', '../..'],
  ['http://h/a/b/', 'http://h/a/b/c/', 'c/'],
  ['http://h/a/b', 'http://h/', '/'],
  ['http://h/a/b/c/d/e', 'http://h/x', '/x'],
  ['http://h/a/', 'http://h/a/a:b', './a:b'],
  ['http://h/a/', 'http://h/a/http:b', './http:b'],
  ['http://h/a/', 'http://h/a/1:b', '1:b'],
  ['http://h/a/', 'http://h/a/b/c:d', 'b/c:d'],
  ['http://h/a/b/', 'http://h/a/x:y', '../x:y'],
  // empty segments
  ['http://h/a/', 'http://h/a//b', './/b'],
  ['http://h/a//b/c', 'http://h/a//d', '../d'],
  ['http://h/a//b/c', 'http://h/a/d', '/a/d'],
  ['http://h/abcdef//b/c', 'http://h/abcdef/d', '../../d'],
  ['http://h/a/b', 'http://h//x', '..//x'],
  ['http://h/a/b/c/d/e', 'http://h//x', '/.//x'],
  ['http://h/', 'http://h//', './/'],
  ['http://h//', 'http://h/', '/'],
  // dot-like segments never survive parsing, so `%2e` only shows up as an input to the parser
  ['http://h/a/%2e/b', 'http://h/a/c', 'c'],
  ['http://h/a/b', 'http://h/a/%2e%2e/c', '/c'],
  // authorities
  ['http://h/a', 'http://g/a', '//g/a'],
  ['http://h/a', 'http://h:8080/a', '//h:8080/a'],
  ['http://u@h/a', 'http://h/a', '//h/a'],
  ['http://h/a', 'http://u:p@h/a', '//u:p@h/a'],
  ['http://h/a', 'https://h/a', 'https://h/a'],
  ['http://h/a', 'http://[::1]/', '//[::1]/'],
  // file URLs and Windows drive letters
  ['file:///a/b', 'file:///a/c', 'c'],
  ['file:///a/b', 'file:///C:/x', '/C:/x'],
  ['file:///C:/a/b', 'file:///C:/x', '../x'],
  ['file:///C:/a/b', 'file:///D:/x', '/D:/x'],
  ['file:///C:/a', 'file:///y', '///y'],
  ['file:///C:/a', 'file:///C:/', '.'],
  ['file:///x/', 'file:///x/C:', './C:'],
  ['file:///x/', 'file:///x/C|', './C|'],
  ['file:///x/', 'file:///x/C|/y', './C|/y'],
  ['file:///x/', 'file:///x/C|x', 'C|x'],
  ['file:///a', 'file://host/a', '//host/a'],
  ['file://host/a/b', 'file://host/c', '/c'],
  ['file://host/a', 'file:///a', '///a'],
  // non-special schemes
  ['web+x://h/a/b', 'web+x://h/a/c', 'c'],
  ['web+x://h/a', 'web+x://h', '//h'],
  ['web+x://h', 'web+x://h/a', 'a'],
  ['web+x://h', 'web+x://h/', '.'],
  ['web+x://h?q', 'web+x://h', '//h'],
  ['web+x://h/a', 'web+x://h?q', '//h?q'],
  ['web+x://h/p', 'web+x:///p', '///p'],
  ['web+x:/a/b', 'web+x:/a/c', 'c'],
  ['web+x:/a/b', 'web+x:/.//c', '..//c'],
  ['web+x:/a', 'web+x:/.//c', './/c'],
  ['web+x:/a/b/c/d', 'web+x:/.//c', '/.//c'],
  ['web+x:/a/', 'web+x:/.//c', '..//c'],
  ['web+x://h/a', 'web+x:/a', 'web+x:/a'],
  ['web+x:/a', 'web+x://h/a', '//h/a'],
  ['web+x:/a/', 'web+x:/a/b\\c', 'b\\c'],
  ['web+x:/a/b', 'web+x:b', 'web+x:b'],
  // opaque paths
  ['mailto:a@b', 'mailto:a@b#f', '#f'],
  ['mailto:a@b#f', 'mailto:a@b', 'mailto:a@b'],
  ['mailto:a@b', 'mailto:c@d', 'mailto:c@d'],
  ['mailto:a@b', 'mailto:a@b?subject=x', 'mailto:a@b?subject=x'],
  ['data:,x', 'data:,x#y', '#y'],
  ['data:,x#y', 'data:,x', 'data:,x'],
  ['mailto:a@b', 'mailto://h/p', 'mailto://h/p'],
  ['http://h/a', 'mailto:a@b', 'mailto:a@b'],
  ['http://h/a', 'http://h/a b', 'a%20b'],
];

describe.each(classes)('relativeURLWith(%s)', (_name, URLClass) => {
  it.each(cases)('%s -> %s', (from, to, expected) => {
    const result = relativeURLWith(URLClass, new URLClass(from), new URLClass(to));
    expect(new URLClass(result, from).href).toBe(new URLClass(to).href);
    expect(result).toBe(expected);
  });

  it('takes strings (parsed first) and URL objects', () => {
    expect(relativeURLWith(URLClass, 'HTTP://H/a/./b', 'http://h/a/c')).toBe('c');
    expect(relativeURLWith(URLClass, { href: 'http://h/a/b' }, 'http://h/a/c')).toBe('c');
    expect(() => relativeURLWith(URLClass, 'not a url', 'http://h/')).toThrow(TypeError);
    expect(() => relativeURLWith(URLClass, 42 as never, 'http://h/')).toThrow(/"from".*number/);
    expect(() => relativeURLWith(URLClass, 'http://h/', null as never)).toThrow(/"to".*null/);
  });
});

// A grammar of URL pairs that share a lot: same scheme and authority most of the time, shared path
// prefixes, dot-like and empty segments, drive letters, queries, fragments, opaque paths.
const segment = fc.constantFrom(
  'a',
  'b',
  'ab',
  '',
  '',
  '.',
  '..',
  '%2e',
  '%2E%2e',
  '.%2E',
  'a:b',
  'x:',
  'C:',
  'c|',
  'D:',
  'é',
  '%41',
  'a\\b',
  ' ',
  '~',
  ';p=1',
  '1:2',
);
const scheme = fc.constantFrom('http', 'https', 'file', 'web+x', 'ws', 'mailto', 'data', 'foo');
const authority = fc.constantFrom(
  'h',
  'H',
  'g',
  'u:p@h',
  'u@h',
  'h:8080',
  'h:80',
  '[::1]',
  '',
  '127.0.0.1',
  'localhost',
);
const query = fc.option(fc.constantFrom('', 'q', 'q=1&r', 'a#b', 'é'), { nil: undefined });
const fragment = fc.option(fc.constantFrom('', 'f', 'g', 'f#g', 'é'), { nil: undefined });
const segments = fc.array(segment, { maxLength: 4 });

const urlSpec = fc.record({
  scheme,
  authority: fc.option(authority, { nil: undefined }),
  slash: fc.boolean(),
  segments,
  query,
  fragment,
});
type URLSpec = typeof urlSpec extends fc.Arbitrary<infer T> ? T : never;

function build(spec: URLSpec, shared: string[]): string {
  let s = `${spec.scheme}:`;
  if (spec.authority !== undefined) s += `//${spec.authority}`;
  const path = [...shared, ...spec.segments].join('/');
  if (spec.authority !== undefined || spec.slash) s += `/${path}`;
  else s += path;
  if (spec.query !== undefined) s += `?${spec.query}`;
  if (spec.fragment !== undefined) s += `#${spec.fragment}`;
  return s;
}

const urlPair = fc
  .tuple(
    urlSpec,
    urlSpec,
    segments,
    fc.record({
      scheme: fc.boolean(),
      authority: fc.boolean(),
      slash: fc.boolean(),
      query: fc.boolean(),
      fragment: fc.boolean(),
      segments: fc.boolean(),
    }),
  )
  .map(([a, b, shared, same]) => {
    // `b` copies each part of `a` when the coin says so, so that the pair shares a lot.
    const b2: URLSpec = {
      scheme: same.scheme ? a.scheme : b.scheme,
      authority: same.authority ? a.authority : b.authority,
      slash: same.slash ? a.slash : b.slash,
      segments: same.segments ? a.segments : b.segments,
      query: same.query ? a.query : b.query,
      fragment: same.fragment ? a.fragment : b.fragment,
    };
    return [build(a, shared), build(b2, shared)] as const;
  });

function parse(URLClass: URLWithBaseConstructor, s: string) {
  try {
    return new URLClass(s);
  } catch {
    return null;
  }
}

describe.each(classes)('relativeURL property (%s)', (_name, URLClass) => {
  it('new URL(relativeURL(a, b), a).href === b.href, never longer than b.href', () => {
    let relativeCount = 0;
    fc.assert(
      fc.property(urlPair, ([x, y]) => {
        const a = parse(URLClass, x);
        const b = parse(URLClass, y);
        if (a === null || b === null) return;
        const result = relativeURLWith(URLClass, a, b);
        expect(new URLClass(result, a.href).href).toBe(b.href);
        expect(result.length).toBeLessThanOrEqual(b.href.length);
        if (result !== b.href) relativeCount++;
      }),
      { numRuns: 5000 },
    );
    // The grammar must mostly produce pairs that have a relative form.
    expect(relativeCount).toBeGreaterThan(2000);
  });
});

describe('relativeURL minimality (whatwg-url)', () => {
  // Only with the reference: Node's URL (Ada 2.x in Node 20) resolves `/#` against `web+x:` (an empty
  // opaque path), where the standard says failure, so it finds "shorter" forms that are not conformant.
  it('does at least as well as the simple forms it could have missed', () => {
    const URLClass = WhatwgURL;
    fc.assert(
      fc.property(urlPair, ([x, y]) => {
        const a = parse(URLClass, x);
        const b = parse(URLClass, y);
        if (a === null || b === null) return;
        const result = relativeURLWith(URLClass, a, b);
        // Every suffix of b.href that starts at a delimiter is a candidate relative reference; the
        // ones that resolve to b must not be shorter than our result.
        const href = b.href;
        for (let i = 0; i < href.length; i++) {
          const c = href[i];
          if (c !== '/' && c !== '?' && c !== '#') continue;
          const candidate = href.slice(i);
          if (candidate.length >= result.length) break;
          const resolved = tryResolve(URLClass, candidate, a.href);
          expect(resolved, `${candidate} is shorter than ${result}`).not.toBe(href);
        }
        if (result.length > 0) expect(tryResolve(URLClass, '', a.href)).not.toBe(href);
      }),
      { numRuns: 3000 },
    );
  });
});

function tryResolve(URLClass: URLWithBaseConstructor, input: string, base: string): string | null {
  try {
    return new URLClass(input, base).href;
  } catch {
    return null;
  }
}

describe('relativeHref', () => {
  it('takes linear time on long paths', () => {
    const deep = 'http://h/' + 'a/'.repeat(50_000);
    const other = 'http://h/' + 'a/'.repeat(25_000) + 'b';
    const result = relativeHref(WhatwgURL, deep, other);
    // 25,000 `../` would do, but the path-absolute form is shorter.
    expect(result).toBe(other.slice('http://h'.length));
    expect(relativeHref(WhatwgURL, other, deep)).toBe(`${'a/'.repeat(25_000)}`);
  });
});
