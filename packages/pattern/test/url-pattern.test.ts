// URLPattern as a whole: error messages, options (ignoreCase, limits, unsafe regexps), overloads,
// and properties (re-compiling a pattern's own strings, test ≡ exec !== null).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { URLPattern, type URLPatternWarning } from '../src/index';
import { COMPONENT_NAMES } from '../src/init';
import { matchAURLPattern, urlPatternRecord } from '../src/url-pattern';

const COMPONENTS = COMPONENT_NAMES;

describe('errors name the component, the position and what was expected', () => {
  const message = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(TypeError);
      return (e as Error).message;
    }
    throw new Error('did not throw');
  };
  it('unterminated regexp group', () => {
    // quoted as written (backslashes not doubled); control characters as \u escapes
    expect(message(() => new URLPattern({ pathname: '/a\n(' }))).toMatch(
      /^Invalid pathname pattern "\/a\\u000a\("/,
    );
    expect(message(() => new URLPattern({ pathname: '/:id(\\d+' }))).toBe(
      'Invalid pathname pattern "/:id(\\d+": regexp group starting at index 4 is unterminated',
    );
  });
  it('other tokenizer errors', () => {
    expect(message(() => new URLPattern({ pathname: '/:' }))).toBe(
      `Invalid pathname pattern "/:": ':' at index 1 must be followed by a group name, found the end of the pattern`,
    );
    expect(message(() => new URLPattern({ pathname: '/:-x' }))).toMatch(/found '-' at index 2/);
    expect(message(() => new URLPattern({ pathname: '/(a(b))' }))).toMatch(
      /regexp group starting at index 1 has a capturing group '\(' at index 3/,
    );
    expect(message(() => new URLPattern({ pathname: '/(?=a)' }))).toMatch(/cannot start with '\?'/);
    expect(message(() => new URLPattern({ pathname: '/()' }))).toMatch(
      /regexp group starting at index 1 is empty '\(\)'/,
    );
    expect(message(() => new URLPattern({ pathname: '/(é)' }))).toMatch(/non-ASCII character 'é' at index 2/);
    expect(message(() => new URLPattern({ hash: 'a\\' }))).toMatch(
      /^Invalid hash pattern "a\\": a backslash at index 1/,
    );
  });
  it('parser errors', () => {
    expect(message(() => new URLPattern({ pathname: '/{a' }))).toBe(
      `Invalid pathname pattern "/{a": expected '}' to close the group opened at index 1 but found the end of the pattern at index 3`,
    );
    expect(message(() => new URLPattern({ search: ':a:a' }))).toBe(
      `Invalid search pattern ":a:a": duplicate group name 'a' at index 2`,
    );
  });
  it('bad regexp groups, canonicalization failures and constructor misuse', () => {
    expect(message(() => new URLPattern({ pathname: '/(\\m)' }))).toMatch(
      /^Invalid pathname pattern "\/\(\\m\)": regexp group \(\\m\) is not a valid regular expression/,
    );
    expect(message(() => new URLPattern({ hostname: 'bad host' }))).toBe(
      'Invalid hostname pattern "bad host": invalid hostname "bad host"',
    );
    expect(message(() => new URLPattern({ protocol: 'http', port: '100000' }))).toMatch(
      /invalid port "100000"/,
    );
    expect(message(() => new URLPattern('/foo'))).toMatch(/needs a baseURL/);
    expect(message(() => new URLPattern({ pathname: '/' }, 'https://example.com'))).toMatch(
      /only allowed with a pattern string/,
    );
    expect(message(() => new URLPattern('/foo', 'not a url'))).toMatch(/Invalid baseURL "not a url"/);
  });
});

describe('options', () => {
  it('ignoreCase applies to pathname, search and hash only', () => {
    const p = new URLPattern(
      { protocol: 'https', hostname: 'example.com', pathname: '/Foo/:x', search: 'Q', hash: 'H' },
      { ignoreCase: true },
    );
    expect(p.test('https://example.com/fOO/1?q#h')).toBe(true);
    expect(p.exec('https://example.com/FOO/Ab?Q#h')?.pathname.groups).toEqual({ x: 'Ab' });
    expect(p.test('https://EXAMPLE.com/foo/1?q#h')).toBe(true); // the host parser lowercases
    expect(new URLPattern({ hostname: 'A.com' }, { ignoreCase: true }).hostname).toBe('a.com');
    const s = new URLPattern({ pathname: '/Foo' });
    expect(s.test({ pathname: '/foo' })).toBe(false);
  });
  it('maxPatternLength and maxGroups', () => {
    expect(() => new URLPattern({ pathname: '/abcdef' }, { maxPatternLength: 4 })).toThrow(
      /pathname pattern is 7 code units long, more than maxPatternLength \(4\)/,
    );
    expect(() => new URLPattern('https://example.com/abc', { maxPatternLength: 10 })).toThrow(
      /constructor string/,
    );
    expect(new URLPattern({ pathname: '/abcd' }, { maxPatternLength: 5 }).pathname).toBe('/abcd');
    // the seven other components default to "*" (one group each), plus the pathname's two groups
    expect(() => new URLPattern({ pathname: '/:a/:b' }, { maxGroups: 8 })).toThrow(
      /at least 9 groups \(counted up to the hash pattern\), more than maxGroups \(8\)/,
    );
    // counted before anything is compiled: 32,768 groups never reach the RegExp engine
    const many = `/:a${Array.from({ length: 32_768 }, (_, i) => `{:g${i}}`).join('')}`;
    expect(() => new URLPattern({ pathname: many }, { maxGroups: 100 })).toThrow(
      /^Invalid URLPattern: it has at least 32774 groups \(counted up to the pathname pattern\), more than maxGroups \(100\)$/,
    );
    // without maxGroups, an engine limit is the standard's TypeError too
    const huge = `/${'(a)'.repeat(70_000)}`;
    try {
      new URLPattern({ pathname: huge });
    } catch (e) {
      expect(e).toBeInstanceOf(TypeError);
    }
    expect(new URLPattern({ pathname: '/:a/:b' }, { maxGroups: 9 }).pathname).toBe('/:a/:b');
  });
  it('warns about, or rejects, exactly the regexp groups that do not run in linear time', () => {
    const warnings: URLPatternWarning[] = [];
    const onWarning = (w: URLPatternWarning) => warnings.push(w);
    for (const [unsafe, code, group] of [
      ['/:a-:b-:c/(\\1)', 'backreference', '\\1'],
      ['/:a/(\\k<n>(?<n>x))', 'backreference', '\\k<n>(?<n>x)'],
      ['/:id((?=\\d)\\d+)+', 'lookaround', '(?=\\d)\\d+'],
      ['/((?<!a)b)', 'lookaround', '(?<!a)b'],
      ['/((?!x).*)', 'lookaround', '(?!x).*'],
    ] as const) {
      warnings.length = 0;
      new URLPattern({ pathname: unsafe }, { onWarning });
      expect(warnings, unsafe).toEqual([
        { code, component: 'pathname', regexp: group, message: expect.stringContaining(`(${group})`) },
      ]);
      expect(() => new URLPattern({ pathname: unsafe }, { rejectUnsafeRegExp: true }), unsafe).toThrow(
        new RegExp(
          `^Invalid pathname pattern .*regexp group \\(${group.replace(/[\\()?=<!*+.]/g, '\\$&')}\\) in the pathname pattern has a ${code}`,
        ),
      );
    }
    // what used to run on RegExp (nested quantifiers, overlapping alternatives, \s, empty-matching
    // repeats, counted repeats) is linear now: nothing to report
    for (const safe of [
      '/:id(\\d+)',
      '/(en|de|fr)',
      '/((?:en|de)+)',
      '/:f([a-z]+\\.(?:png|jpe?g))',
      '/(a?)',
      '/((?:ab)+)',
      '/(\\s?)',
      '/:a((?:\\s+)+)',
      '/(\\w*)*x',
      '/((?:a|\\s)*)',
      '/((?:\\s|\\d)+)',
      '/((?:\\s{1,5})*)',
      '/:x((?:\\d\\d?)+)',
      '/:x((?:a?a?)+)',
      '/:a((?:a+)+)',
      '/(\\p{L}+[\\p{N}--[0]]*)',
      '/([\\q{abc|d}x]+)',
    ]) {
      warnings.length = 0;
      const p = new URLPattern({ pathname: safe }, { onWarning, rejectUnsafeRegExp: true });
      expect(warnings, safe).toEqual([]);
      expect(['vm', 'regexp'], safe).toContain(urlPatternRecord(p).matchers[5]?.kind);
    }
  });

  // Found by `pnpm fuzz` (SECURITY.md): with ignore case the component used to run on RegExp as a
  // whole, and in an opaque pathname `:a+` is `((?:[^]+?)(?:/(?:[^]+?))*)`: about ×3 per segment,
  // over a minute at 16 segments. The timeout makes a regression fail instead of hanging the run.
  it('matches :a+ next to a regexp group under ignoreCase in an opaque pathname in linear time', {
    timeout: 10_000,
  }, () => {
    const pattern = new URLPattern({ protocol: 'foo', pathname: '/:a+/(b)?/x' }, { ignoreCase: true });
    expect(urlPatternRecord(pattern).components[5]?.matcher.kind).toBe('vm');
    const counterexample = { protocol: 'foo', pathname: '/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/y' };
    expect(pattern.test(counterexample)).toBe(false);
    expect(pattern.exec(counterexample)).toBeNull();
    expect(pattern.test({ protocol: 'foo', pathname: `/${'a/'.repeat(20_000)}y` })).toBe(false);
    // same captures as the standard's RegExp (flags "vi")
    const re = urlPatternRecord(pattern).components[5]!.regularExpression;
    let matched = 0;
    for (const pathname of ['/a/B/X', '/a/a/x', '/A/b/c/B/x', '/K/k/b/x', '/a//x', '/a/b/y']) {
      const m = re.exec(pathname);
      const r = pattern.exec({ protocol: 'foo', pathname });
      expect(r === null ? null : r.pathname.groups, pathname).toEqual(
        m === null ? null : { a: m[1], 0: m[2] },
      );
      if (m !== null) matched++;
    }
    expect(matched).toBe(4);
  });
  it('keeps the rest of a component linear next to a group with a lookaround', () => {
    const warnings: URLPatternWarning[] = [];
    const p = new URLPattern(
      { protocol: 'foo', pathname: '/:a+/((?=b)b)' },
      { onWarning: (w) => warnings.push(w) },
    );
    expect(warnings.map((w) => w.code)).toEqual(['lookaround']);
    expect(urlPatternRecord(p).matchers[5]?.kind).toBe('vm');
    expect(p.test({ protocol: 'foo', pathname: `/${'a/'.repeat(20_000)}c` })).toBe(false);
    expect(p.exec({ protocol: 'foo', pathname: '/x/y/b' })?.pathname.groups).toEqual({ a: 'x/y', 0: 'b' });
  });
});

describe('bad input', () => {
  it('deeply nested or huge patterns throw a TypeError or compile; nothing crashes', () => {
    const deep = `/(${'(?:'.repeat(5000)}a${')'.repeat(5000)})`;
    try {
      const p = new URLPattern({ pathname: deep });
      expect(p.test({ pathname: '/a' })).toBe(true);
    } catch (e) {
      expect(e).toBeInstanceOf(TypeError);
    }
    const long = `/${':a-'.repeat(2000)}x`.replace(/:a-/g, (_, i) => `:a${i}-`);
    const p = new URLPattern({ pathname: long });
    expect(p.test({ pathname: `/${'a-'.repeat(3000)}` })).toBe(false);
    expect(() => new URLPattern({ pathname: '('.repeat(10000) })).toThrow(TypeError);
    expect(() => new URLPattern({ pathname: '{'.repeat(10000) })).toThrow(TypeError);
  });
  it('long inputs take linear time (a 1 MB near miss)', () => {
    // shapes left to RegExp (every wildcard's end forced) as well as shapes on the machine
    const mb = 'a/'.repeat(500_000);
    for (const [pathname, input] of [
      ['/docs/:path+', `/docs/${mb}/x`],
      ['/docs/:path*', `/docs/${mb}/x`],
      ['/:a/:b/*.png', `/${mb}.pnG`],
      ['/:a/:b?', `/${mb}`],
      ['/:owner/:repo{/}?', `/${mb}`],
      ['/products{/:category}?/:id(\\d+)', `/products/${'1/'.repeat(500_000)}x`],
      ['/shop/{:category/}?items/:id', `/shop/${'items/'.repeat(200_000)}`],
      ['/{:a}?/{:b}?/{:c}?/{:d}?/x', `/${mb}`],
    ] as const) {
      const r = new URLPattern({ pathname });
      expect(urlPatternRecord(r).matchers[5]?.kind, pathname).toBe('regexp');
      expect(r.test({ pathname: input }), pathname).toBe(false);
    }
    expect(
      new URLPattern({ hostname: '*.example.com' }).test({ hostname: `${'a.'.repeat(500_000)}example.co` }),
    ).toBe(false);
    for (const hostname of [`${'a.'.repeat(500_000)}example.co`, `${'example.com.'.repeat(90_000)}x`]) {
      const r = new URLPattern({ hostname: '{*.}?example.com' });
      expect(urlPatternRecord(r).matchers[3].kind).toBe('regexp');
      expect(r.test({ hostname })).toBe(false);
    }
    // on the machine, with the rewrites of forced ends
    expect(new URLPattern({ search: '*utm_*' }).test({ search: `${'utm'.repeat(300_000)}\n` })).toBe(false);
    const p = new URLPattern({ pathname: '/:a-:b-:c-:d' });
    expect(p.test({ pathname: `/${'a-'.repeat(500_000)}/` })).toBe(false);
    expect(
      new URLPattern({ hostname: '**.example.com' }).test({
        hostname: `${'a'.repeat(1_000_000)}.example.co`,
      }),
    ).toBe(false);
  });
});

describe('overloads and conversions', () => {
  it('picks (input, baseURL, options) or (input, options) like Web IDL', () => {
    expect(new URLPattern('/a', 'https://x.com').hostname).toBe('x.com');
    expect(new URLPattern('https://x.com/a', { ignoreCase: true }).test('https://x.com/A')).toBe(true);
    expect(new URLPattern('https://x.com/a', undefined).pathname).toBe('/a');
    expect(new URLPattern('https://x.com/a', null as any).pathname).toBe('/a');
    expect(() => new URLPattern('/a', { ignoreCase: true } as any, {})).toThrow(TypeError);
    expect(new URLPattern().pathname).toBe('*');
    expect(new URLPattern(undefined, undefined).pathname).toBe('*');
  });
  it('converts USVStrings: lone surrogates become U+FFFD', () => {
    expect(new URLPattern({ pathname: '/\ud800' }).pathname).toBe('/%EF%BF%BD');
    expect(new URLPattern({ pathname: '/*' }).exec('https://x.com/\udc00')?.pathname.input).toBe(
      '/%EF%BF%BD',
    );
  });
  it('returns inputs as given, dictionaries as a copy of their members', () => {
    const p = new URLPattern({ pathname: '/:x' });
    const init = { pathname: '/1', extra: 1 } as any;
    const r = p.exec(init)!;
    expect(r.inputs).toEqual([{ pathname: '/1' }]);
    expect(r.inputs[0]).not.toBe(init);
    expect(p.exec('/1', 'https://x.com')?.inputs).toEqual(['/1', 'https://x.com']);
    expect(Object.keys(r)).toEqual([
      'hash',
      'hostname',
      'inputs',
      'password',
      'pathname',
      'port',
      'protocol',
      'search',
      'username',
    ]);
  });
  it('is a plain class with no global side effects', () => {
    expect(Object.prototype.toString.call(new URLPattern())).toBe('[object URLPattern]');
    // The runtime may have its own URLPattern (Bun, Deno, Chromium) or none (Node 20): either way,
    // importing this package put ours on no global (test/polyfill.test.ts compares before and after).
    expect((globalThis as any).URLPattern).not.toBe(URLPattern);
    for (const name of Object.getOwnPropertyNames(globalThis)) {
      const d = Object.getOwnPropertyDescriptor(globalThis, name)!;
      if ('value' in d) expect(d.value, name).not.toBe(URLPattern);
    }
  });
});

const patternText = fc.string({
  unit: fc.constantFrom(
    'a',
    'B',
    '/',
    '.',
    ':x',
    ':y',
    '*',
    '?',
    '+',
    '{',
    '}',
    '-',
    '%',
    '(\\d+)',
    ' ',
    'é',
    '\\*',
    '#',
    '[',
    ']',
  ),
  maxLength: 8,
});
const initArb = fc.record(
  {
    protocol: fc.constantFrom('https', 'http', 'http{s}?', '*', 'foo', 'file', ':p'),
    hostname: patternText,
    port: fc.constantFrom('', '8080', '*', ':port', '443', '80'),
    pathname: patternText,
    search: patternText,
    hash: patternText,
  },
  { requiredKeys: [] },
);

describe('the in-place URL reading agrees with the general path', () => {
  it('test and exec on URL strings equal the standard match on split components', () => {
    const host = fc.constantFrom(
      'example.com',
      'a.example.com',
      'Example.com',
      'xn--fi8h.com',
      '127.0.0.1',
      'localhost',
      'example.co',
    );
    const patternArb = fc.record({
      protocol: fc.constantFrom('https', 'http', '*', 'http{s}?', 'file'),
      hostname: fc.constantFrom(
        'example.com',
        '*.example.com',
        '*',
        'localhost',
        '127.0.0.1',
        'a.example.com',
        '',
        ':domain(.*)',
      ),
      port: fc.constantFrom('', '*', '8080'),
      pathname: fc.constantFrom('/*', '/a/:b', '/:x', '*', '/a', '/a/b/', ':all(.*)'),
      search: fc.constantFrom('*', '', 'q=:v', ':q(.*)'),
      hash: fc.constantFrom('*', '', 'h'),
    });
    const urlArb = fc
      .tuple(
        fc.constantFrom('https', 'http', 'file', 'ws'),
        host,
        fc.constantFrom('', ':8080', ':443', ':80', ':'),
        fc.constantFrom('', '/', '/a', '/a/b', '/a/b/', '/A/%2e/b', '/a b'),
        fc.constantFrom('', '?q=1', '?q=a b', '#h', '?#', '#h i'),
      )
      .map((p) => `${p[0]}://${p[1]}${p[2]}${p[3]}${p[4]}`);
    fc.assert(
      fc.property(patternArb, fc.array(urlArb, { minLength: 1, maxLength: 6 }), (init, urls) => {
        const p = new URLPattern(init);
        const record = urlPatternRecord(p);
        for (const u of urls) {
          const expected = matchAURLPattern(record, u);
          expect(p.exec(u), `${JSON.stringify(init)} on ${u}`).toEqual(expected);
          expect(p.test(u), `${JSON.stringify(init)} on ${u}`).toBe(expected !== null);
        }
      }),
      { numRuns: Number(process.env.PATTERN_RUNS ?? 1500) },
    );
  });
  it('a full wildcard with a name keeps its name', () => {
    const p = new URLPattern({ hostname: ':domain(.*)', pathname: ':all(.*)' });
    const r = p.exec('https://localhost/a/b')!;
    expect(r.hostname.groups).toEqual({ domain: 'localhost' });
    expect(r.pathname.groups).toEqual({ all: '/a/b' });
    expect(p.exec({ hostname: 'localhost' })!.hostname.groups).toEqual({ domain: 'localhost' });
  });
});

// A gap in the standard, not ours: "maybe add a part from the pending fixed value" keeps a fixed-text
// part whose canonical value is empty (a "#" in an opaque pathname canonicalizes to ""), and "generate a
// pattern string" then writes the full wildcard after it as a bare "*" (its previous part is fixed
// text), next to the "*" before it. "**" reads back as one wildcard with a "*" modifier, so the
// component string no longer round-trips (urlpattern-polyfill 10.1.0 gives the same "**?" and fails on
// it the same way). A CI run's random seed found it.
const SPEC_GAP_ADJACENT_WILDCARDS = /(^|[^\\])\*\*/;

describe('properties', () => {
  it('the standard writes "**" for wildcards around a fixed text that canonicalizes to ""', () => {
    const p = new URLPattern({ protocol: 'foo', pathname: '*#*?' });
    expect(p.pathname).toBe('**?');
    expect(SPEC_GAP_ADJACENT_WILDCARDS.test(p.pathname)).toBe(true);
    expect(() => new URLPattern({ protocol: 'foo', pathname: p.pathname })).toThrow(TypeError);
    // with a special scheme the "#" is percent-encoded, the part is not empty, and it round-trips
    expect(new URLPattern({ pathname: '*#*?' }).pathname).toBe('*%23*?');
  });

  it('the standard reads "[{}" as an IPv6 hostname pattern and its own "[" as a domain', () => {
    const p = new URLPattern({ hostname: '[{}' });
    expect(p.hostname).toBe('[');
    expect(() => new URLPattern({ hostname: p.hostname })).toThrow(TypeError);
  });

  it("a pattern's own component strings compile to an equal pattern", () => {
    fc.assert(
      fc.property(initArb, fc.boolean(), (init, ignoreCase) => {
        let p: URLPattern;
        try {
          p = new URLPattern(init, { ignoreCase });
        } catch {
          return;
        }
        // every component string without the standard's gaps must round-trip: the one above, and
        // "hostname pattern is an IPv6 address", which looks at the pattern string: "[{}" is one (it
        // starts with "["), canonicalized as an IPv6 hostname to "[", which is not (shorter than 2),
        // so "[" is canonicalized as a domain and fails
        fc.pre(!COMPONENTS.some((c) => SPEC_GAP_ADJACENT_WILDCARDS.test(p[c])) && p.hostname !== '[');
        // (a dictionary strips one leading "?" from search, "#" from hash and a trailing ":" from
        // protocol, so those go back in with their separator)
        const again = new URLPattern(
          {
            ...Object.fromEntries(COMPONENTS.map((c) => [c, p[c]])),
            protocol: `${p.protocol}:`,
            search: `?${p.search}`,
            hash: `#${p.hash}`,
          },
          { ignoreCase },
        );
        for (const c of COMPONENTS) expect(again[c], `${c} of ${JSON.stringify(init)}`).toBe(p[c]);
        expect(again.hasRegExpGroups).toBe(p.hasRegExpGroups);
      }),
      { numRuns: Number(process.env.PATTERN_RUNS ?? 2000) },
    );
  });

  it('test(x) is exec(x) !== null', () => {
    const urlArb = fc
      .tuple(
        fc.constantFrom('https', 'http', 'foo', 'file'),
        fc.constantFrom('a.com', 'B.com', 'x', ''),
        fc.constantFrom('', ':8080', ':443'),
        fc.string({ unit: fc.constantFrom('a', 'B', '/', '.', 'x', '1', '-', ' ', 'é'), maxLength: 8 }),
        fc.constantFrom('', '?a', '?x.y', '#a', '#1'),
      )
      .map(([s, h, port, path, tail]) => `${s}://${h}${port}/${path}${tail}`);
    fc.assert(
      fc.property(initArb, fc.array(urlArb, { maxLength: 5 }), (init, urls) => {
        let p: URLPattern;
        try {
          p = new URLPattern(init);
        } catch {
          return;
        }
        for (const u of urls) expect(p.test(u), u).toBe(p.exec(u) !== null);
        for (const d of [{ pathname: urls[0] ?? '/' }, { hostname: 'a.com', pathname: '/a' }])
          expect(p.test(d)).toBe(p.exec(d) !== null);
      }),
      { numRuns: Number(process.env.PATTERN_RUNS ?? 1500) },
    );
  });
});
