// Corners of the matcher, the in-place URL reading and the algorithms that the WPT data and the
// random tests rarely reach: astral code points under backtracking, deep backtrack stacks, many
// groups, components on RegExp read in place, the router's index, and messages of rare errors.
import { describe, expect, it } from 'vitest';
import { quote } from '../src/errors';
import { URLPattern } from '../src/index';
import { URLPatternList } from '../src/list';
import { compileMatcher, RegExpMatcher } from '../src/matcher';
import {
  DEFAULT_OPTIONS,
  type Options,
  PATHNAME_OPTIONS,
  type Part,
  parseAPatternString,
} from '../src/parser';
import { generateARegularExpressionAndNameList, runtimeRegExpSource } from '../src/regexp';
import '../src/safe-regexp';
import { COMPONENT_NAMES } from '../src/init';
import {
  compileAComponent,
  hostnamePatternIsAnIPv6Address,
  matchAURLPattern,
  parseAConstructorString,
  urlPatternRecord,
} from '../src/spec';

const COMPONENTS = COMPONENT_NAMES;

/** The matcher of a pattern string gives what the standard's RegExp gives, on every input. */
function agree(pattern: string, options: Options, inputs: readonly string[]): string {
  const parts = parseAPatternString(pattern, options, (s) => s);
  const { regexp, nameList } = generateARegularExpressionAndNameList(parts, options);
  const re = new RegExp(runtimeRegExpSource(regexp), options.ignoreCase ? 'vi' : 'v');
  // null: the standard's RegExp runs the component (a shape it cannot backtrack badly on)
  const matcher = compileMatcher(parts, options) ?? new RegExpMatcher(re, nameList.length);
  for (const input of inputs) {
    const m = re.exec(input);
    const expected = m === null ? null : nameList.map((_, i) => m[i + 1]);
    const detail = `${re} on ${JSON.stringify(input).slice(0, 80)}`;
    expect(matcher.exec(input, false), detail).toEqual(expected);
    expect(matcher.test(input, false), detail).toBe(expected !== null);
  }
  return matcher.kind;
}

/** exec through the in-place URL reading equals the standard's match on the parsed components. */
function sameAsSpec(pattern: URLPattern, url: string): ReturnType<URLPattern['exec']> {
  const viaScan = pattern.exec(url);
  expect(viaScan, url).toEqual(matchAURLPattern(urlPatternRecord(pattern), url));
  expect(pattern.test(url), url).toBe(viaScan !== null);
  return viaScan;
}

describe('matcher corners', () => {
  it('steps back over surrogate pairs, and lone surrogates, as RegExp does', () => {
    const inputs = [
      '\ud83d\ude00\ud83d\ude00b\ud83d\ude00',
      'a\ud83d\ude00b',
      '\ude00\ude00b\ude00',
      '\ud83d\ud83db',
      'b\ud83d\ude00\ude00',
      '\ud83d\ude00',
      'bb',
    ];
    expect(agree('*b*', DEFAULT_OPTIONS, inputs)).toBe('vm');
    expect(agree('(\\D*)b', DEFAULT_OPTIONS, inputs)).toBe('vm');
    expect(agree(':a*b', DEFAULT_OPTIONS, inputs)).toBe('vm');
    expect(agree('{:a}+b', { ...DEFAULT_OPTIONS, ignoreCase: true }, inputs)).toBe('vm');
  });

  it('grows its backtrack stack on long inputs', () => {
    const long = `${'a'.repeat(5000)}b`;
    expect(agree('{a}*b', DEFAULT_OPTIONS, [long, `${long}a`, 'b'])).toBe('vm');
    expect(agree('{a}*:x', DEFAULT_OPTIONS, [long, 'a'])).toBe('vm');
    // a capture saved on top of thousands of frames
    const p = new URLPattern({ search: '{a}*:x' });
    expect(p.exec({ search: long })?.search.groups).toEqual({ x: 'b' });
  });

  it('compiles many groups', () => {
    const names = 'abcdefghijkl'.split('');
    const pathname = names.map((n) => `/:${n}`).join('');
    expect(agree(pathname, PATHNAME_OPTIONS, ['/1/2/3/4/5/6/7/8/9/10/11/12', '/1/2'])).toBe('regexp');
    const p = new URLPattern({ pathname });
    const groups = sameAsSpec(p, 'https://example.com/1/2/3/4/5/6/7/8/9/10/11/12')!.pathname.groups;
    expect(Object.values(groups)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    const vm = `${pathname.replace('/:a', '/:a-:z')}`;
    expect(agree(vm, PATHNAME_OPTIONS, ['/x-y/2/3/4/5/6/7/8/9/10/11/12'])).toBe('vm');
  });

  it('leaves a part list with a non-ASCII literal to the RegExp', () => {
    const part = (p: Partial<Part>): Part => ({
      type: 'segment-wildcard',
      value: '',
      modifier: 'none',
      name: 'a',
      prefix: '',
      suffix: '',
      ...p,
    });
    expect(compileMatcher([part({ type: 'fixed-text', value: 'é', name: '' })], DEFAULT_OPTIONS)?.kind).toBe(
      'literal',
    );
    // with ignore case, a non-ASCII literal is folded as RegExp folds it
    const ci = { ...DEFAULT_OPTIONS, ignoreCase: true };
    expect(compileMatcher([part({ type: 'fixed-text', value: 'é', name: '' })], ci)).toBeNull();
    expect(compileMatcher([part({ prefix: 'é' })], DEFAULT_OPTIONS)).toBeNull(); // RegExp: no backtracking to fear
    expect(compileMatcher([part({ prefix: 'e' })], DEFAULT_OPTIONS)).toBeNull();
    // the components URLPattern builds are percent-encoded, so this only happens with other callbacks
    const c = compileAComponent('é:a', (s) => s, DEFAULT_OPTIONS);
    expect(c.matcher.kind).toBe('regexp');
    expect(c.matcher.exec('éx', false)).toEqual(['x']);
    const folded = compileAComponent('É:a(x+)x-:b', (s) => s, ci);
    expect(folded.matcher.kind).toBe('vm');
    expect(folded.matcher.exec('éXX-y', false)).toEqual(['X', 'y']);
    expect(folded.matcher.exec('eXX-y', false)).toBeNull();
  });

  it('runs regexp groups of the subset on the machine', () => {
    const inputs = ['/1', '/12', '/12/', '/12/x', '/12/x/y', '/1x', '/x/1', '/12//'];
    // [^x] can take the "/" that starts the tail, \D the \W after it, \d the "1" after it
    expect(agree('/([^x]+)/:b*', PATHNAME_OPTIONS, inputs)).toBe('vm');
    expect(agree('/(\\D+)(\\W)', PATHNAME_OPTIONS, [...inputs, '/a-', '/a--', '/é\ud83d\ude00'])).toBe('vm');
    expect(agree('/(\\d+)(1)', PATHNAME_OPTIONS, inputs)).toBe('vm');
    expect(agree('/(\\d+)(\\d)', PATHNAME_OPTIONS, inputs)).toBe('vm');
    expect(agree('/(\\d+):b', PATHNAME_OPTIONS, inputs)).toBe('vm');
    // ... and these cannot: each repeat ends at one place, so RegExp runs them in linear time
    expect(agree('/(\\d+)/:b*', PATHNAME_OPTIONS, inputs)).toBe('regexp');
    expect(agree('/(\\d+)/:b?', PATHNAME_OPTIONS, inputs)).toBe('regexp');
    expect(agree('/(\\d+){/}?', PATHNAME_OPTIONS, inputs)).toBe('regexp');
    expect(agree('/(\\d+)([a-z])', PATHNAME_OPTIONS, inputs)).toBe('regexp');
    expect(agree('/(\\d+)(\\s)', PATHNAME_OPTIONS, inputs)).toBe('vm'); // \s: not only ASCII
    expect(
      agree('/([a-z]+)(K)', { ...PATHNAME_OPTIONS, ignoreCase: true }, [...inputs, '/ak', '/a\u212a']),
    ).toBe('vm');
    expect(
      agree('/([a-j]+)(K)', { ...PATHNAME_OPTIONS, ignoreCase: true }, [...inputs, '/ak', '/a\u212a']),
    ).toBe('regexp');
    expect(agree('/([a-z]+)(\\d*)1', PATHNAME_OPTIONS, [...inputs, '/a1'])).toBe('vm'); // \d* can be empty
  });
});

describe('URL strings read in place', () => {
  it('runs lookarounds on RegExp over ranges of the URL', () => {
    const p = new URLPattern({ hostname: '((?=a)[a-z]+).com', pathname: '/((?=x)\\w+)' });
    expect(urlPatternRecord(p).matchers[3]?.kind).toBe('vm');
    expect(sameAsSpec(p, 'https://abc.com/xyz')?.pathname.groups).toEqual({ 0: 'xyz' });
    expect(sameAsSpec(p, 'https://abc.com/xyz')?.hostname.groups).toEqual({ 0: 'abc' });
    expect(sameAsSpec(p, 'https://bc.com/xyz')).toBeNull();
    expect(sameAsSpec(p, 'https://abc.com/yz')).toBeNull();
    // a router reads a dictionary into one string; a lone pathname is all of it
    const list = new URLPatternList<string>();
    list.add({ pathname: '/((?=x)\\w+)' }, 'x');
    expect(list.match({ pathname: '/xy' })?.result.pathname.groups).toEqual({ 0: 'xy' });
    expect(list.test({ pathname: '/yx' })).toBe(false);
    expect(list.match('https://a.com/xy')?.value).toBe('x');
  });

  it('gives "*?" an undefined group for an empty component', () => {
    const p = new URLPattern({ search: '*?', hash: '*?' });
    expect(sameAsSpec(p, 'https://a.com/?#h')?.search.groups).toEqual({ 0: undefined });
    expect(sameAsSpec(p, 'https://a.com/?q#')?.hash.groups).toEqual({ 0: undefined });
    expect(sameAsSpec(p, 'https://a.com/?q#h')?.search.groups).toEqual({ 0: 'q' });
  });

  it('checks username and password patterns against a URL without credentials', () => {
    for (const init of [{ username: '' }, { password: '' }, { username: ':u?', password: '*?' }]) {
      const r = sameAsSpec(new URLPattern(init), 'https://a.com/');
      expect(r?.username.input).toBe('');
      expect(r?.password.input).toBe('');
    }
    expect(sameAsSpec(new URLPattern({ username: '' }), 'https://a.com/')?.username.groups).toEqual({});
    expect(sameAsSpec(new URLPattern({ username: ':u?' }), 'https://a.com/')?.username.groups).toEqual({
      u: undefined,
    });
    expect(sameAsSpec(new URLPattern({ password: 'x' }), 'https://a.com/')).toBeNull();
    expect(new URLPattern({ password: 'x' }).test('https://a.com/')).toBe(false);
    expect(new URLPattern({ username: 'x' }).test('https://a.com/')).toBe(false);
  });

  it('builds the groups record for three or more numbered groups', () => {
    const p = new URLPattern({ pathname: '/:a/*/*/(\\d+)' });
    expect(sameAsSpec(p, 'https://a.com/x/y/z/1')?.pathname.groups).toEqual({
      a: 'x',
      0: 'y',
      1: 'z',
      2: '1',
    });
    expect(Object.keys(p.exec('https://a.com/x/y/z/1')!.pathname.groups)).toEqual(['0', '1', '2', 'a']);
  });
});

describe('the router index', () => {
  it('files a pathname under fixed text repeated with "+"', () => {
    const patterns = [{ pathname: '/a{/b}+' }, { pathname: '/a/:x' }, { pathname: '{/a}+' }].map(
      (p) => new URLPattern(p),
    );
    const list = new URLPatternList<number>();
    for (const [i, p] of patterns.entries()) list.add(p, i);
    for (const url of [
      'https://e.com/a/b',
      'https://e.com/a/b/b',
      'https://e.com/a/a',
      'https://e.com/a',
      'https://e.com/b',
    ]) {
      const first = patterns.findIndex((p) => p.test(url));
      expect(list.match(url)?.index ?? -1, url).toBe(first);
      expect(
        list.matchAll(url).map((m) => m.index),
        url,
      ).toEqual(patterns.flatMap((p, i) => (p.test(url) ? [i] : [])));
    }
  });
});

describe('algorithm corners', () => {
  it('component regular expressions are generated on first use, with the v or vi flags', () => {
    for (const ignoreCase of [false, true]) {
      const p = new URLPattern({ pathname: '/:a/*' }, { ignoreCase });
      const c = urlPatternRecord(p).components[5]!;
      expect(c.regularExpression.flags).toBe(ignoreCase ? 'iv' : 'v');
      expect(c.regularExpression.source).toBe(runtimeRegExpSource(c.regexpSource));
      expect(c.regexpSource).toBe('^(?:\\/([^\\/]+?))(?:\\/(.*))$');
      expect(c.regularExpression.exec('/X/y/z')?.slice(1)).toEqual(['X', 'y/z']);
    }
  });

  it('passes errors other than TypeError from an encoding callback through unchanged', () => {
    const boom = new RangeError('boom');
    const callback = () => {
      throw boom;
    };
    expect(() => compileAComponent('abc', callback, DEFAULT_OPTIONS)).toThrow(boom);
    // a TypeError gets the component and pattern in its message
    expect(() =>
      compileAComponent(
        'abc',
        () => {
          throw new TypeError('bad');
        },
        DEFAULT_OPTIONS,
        'pathname',
      ),
    ).toThrow('Invalid pathname pattern "abc": bad');
  });

  it('hostname pattern is an IPv6 address', () => {
    expect(hostnamePatternIsAnIPv6Address('[::1]')).toBe(true);
    expect(hostnamePatternIsAnIPv6Address('{[')).toBe(true);
    expect(hostnamePatternIsAnIPv6Address('\\[')).toBe(true);
    expect(hostnamePatternIsAnIPv6Address('[')).toBe(false);
    expect(hostnamePatternIsAnIPv6Address('a[')).toBe(false);
    expect(hostnamePatternIsAnIPv6Address('{a')).toBe(false);
  });

  it('parse a constructor string: non-special paths, and authority slashes at the end', () => {
    expect(parseAConstructorString('foo://host?q')).toEqual({
      protocol: 'foo',
      hostname: 'host',
      port: '',
      pathname: '',
      search: 'q',
    });
    expect(parseAConstructorString('https://host?q').pathname).toBe('/');
    expect(parseAConstructorString('foo://host#h').pathname).toBe('');
    expect(parseAConstructorString('foo:/')).toEqual({
      protocol: 'foo',
      hostname: '',
      port: '',
      pathname: '/',
    });
    expect(parseAConstructorString('foo:/x')).toEqual({
      protocol: 'foo',
      hostname: '',
      port: '',
      pathname: '/x',
    });
    expect(new URLPattern('foo:/x').test('foo:/x')).toBe(true);
  });

  it('resolves a relative pathname against a base URL whose path has no slash', () => {
    expect(new URLPattern({ pathname: 'x', baseURL: 'foo://host' }).pathname).toBe('x');
    expect(new URLPattern({ pathname: 'x', baseURL: 'foo://host/a/b' }).pathname).toBe('/a/x');
    expect(
      new URLPattern({ pathname: 'x', baseURL: 'foo://host' }).test({ pathname: 'x', baseURL: 'foo://host' }),
    ).toBe(true);
  });

  it('tokenizes escaped astral code points, and names a non-ASCII escape in a regexp group', () => {
    expect(new URLPattern({ pathname: '/\\😀' }).pathname).toBe('/%F0%9F%98%80');
    expect(new URLPattern({ hash: '\\😀:a' }).exec({ hash: '😀x' })?.hash.groups).toEqual({ a: 'x' });
    expect(() => new URLPattern({ pathname: '/(\\é)' })).toThrow(
      'Invalid pathname pattern "/(\\é)": regexp group starting at index 1 contains the non-ASCII character \'é\' at index 3',
    );
  });

  it('quotes strings for messages, escaping controls, quotes and lone surrogates only', () => {
    expect(quote('a"b')).toBe('"a\\"b"');
    expect(quote('\ud83d\ude00')).toBe('"\ud83d\ude00"');
    expect(quote('\ud83dx')).toBe('"\\ud83dx"');
    expect(quote('x\ud83d')).toBe('"x\\ud83d"');
    expect(quote('\ude00')).toBe('"\\ude00"');
    expect(quote('\x7f\n')).toBe('"\\u007f\\u000a"');
  });

  it('rejects options and groups of the wrong type', () => {
    expect(() => new URLPattern({}, { onWarning: 'yes' } as any)).toThrow(
      'URLPattern: options.onWarning must be a function',
    );
    const p = new URLPattern({ pathname: '/:id' });
    expect(() => p.generate('pathname', null as any)).toThrow('URLPattern: groups must be an object');
    expect(() => p.generate('pathname', 'id' as any)).toThrow('URLPattern: groups must be an object');
    const fn = Object.assign(() => {}, { id: '7' });
    expect(p.generate('pathname', fn as any)).toBe('/7');
    expect(COMPONENTS.map((c) => p.groupNames[c].length)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });
});
