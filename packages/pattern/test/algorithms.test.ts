// Unit tests for each of the standard's algorithms, on its own.
import { describe, expect, it } from 'vitest';
import { parseAConstructorString } from '../src/constructor-parser';
import {
  isAnAbsolutePathname,
  processABaseURLString,
  processAURLPatternInit,
  processHashForInit,
  processProtocolForInit,
  processSearchForInit,
} from '../src/init';
import {
  DEFAULT_OPTIONS,
  generateASegmentWildcardRegexp,
  HOSTNAME_OPTIONS,
  PATHNAME_OPTIONS,
  type Part,
  parseAPatternString,
} from '../src/parser';
import { escapeAPatternString, generateAPatternString } from '../src/pattern-string';
import {
  convertAModifierToAString,
  escapeARegexpString,
  generateARegularExpressionAndNameList,
  runtimeRegExpSource,
} from '../src/regexp';
import { isAValidNameCodePoint, tokenize } from '../src/tokenizer';

const id = (s: string) => s;
const types = (input: string, policy: 'strict' | 'lenient' = 'strict') =>
  tokenize(input, policy).map((t) => `${t.type}:${t.value}@${t.index}`);

describe('tokenize', () => {
  it('produces each token type with its index and value', () => {
    expect(types('/:id(\\d+)?{x}*+\\:a')).toEqual([
      'char:/@0',
      'name:id@1',
      'regexp:\\d+@4',
      'other-modifier:?@9',
      'open:{@10',
      'char:x@11',
      'close:}@12',
      'asterisk:*@13',
      'other-modifier:+@14',
      'escaped-char::@15',
      'char:a@17',
      'end:@18',
    ]);
  });
  it('reads names by IdentifierStart/IdentifierPart, astral code points included', () => {
    expect(types(':café_1$x')).toEqual(['name:café_1$x@0', 'end:@9']);
    expect(types(':𝑓x')).toEqual(['name:𝑓x@0', 'end:@4']);
    expect(types(':a-b')).toEqual(['name:a@0', 'char:-@2', 'char:b@3', 'end:@4']);
  });
  it('allows nested non-capturing groups in a regexp', () => {
    expect(types('((?:a|b)c)')).toEqual(['regexp:(?:a|b)c@0', 'end:@10']);
  });
  it('throws in strict mode and yields invalid-char tokens in lenient mode', () => {
    for (const bad of ['\\', ':', ':-', '(', '(a', '()', '(?x)', '(a(b))', '(é)', '(a\\']) {
      expect(() => tokenize(bad, 'strict'), bad).toThrow(TypeError);
      expect(
        tokenize(bad, 'lenient').some((t) => t.type === 'invalid-char'),
        bad,
      ).toBe(true);
    }
    expect(types('a(b', 'lenient')).toEqual(['char:a@0', 'invalid-char:(@1', 'char:b@2', 'end:@3']);
  });
  it('isAValidNameCodePoint follows ECMAScript identifiers', () => {
    expect(isAValidNameCodePoint(0x61, true)).toBe(true);
    expect(isAValidNameCodePoint(0x31, true)).toBe(false);
    expect(isAValidNameCodePoint(0x31, false)).toBe(true);
    expect(isAValidNameCodePoint(0x24, true)).toBe(true);
    expect(isAValidNameCodePoint(0x200d, false)).toBe(true);
    expect(isAValidNameCodePoint(0x200d, true)).toBe(false);
    expect(isAValidNameCodePoint(0x1f6b2, true)).toBe(false);
    expect(isAValidNameCodePoint(-1, false)).toBe(false);
  });
});

const part = (p: Partial<Part>): Part => ({
  type: 'fixed-text',
  value: '',
  modifier: 'none',
  name: '',
  prefix: '',
  suffix: '',
  ...p,
});

describe('parse a pattern string', () => {
  it('splits a pathname pattern into parts with automatic "/" prefixes', () => {
    expect(parseAPatternString('/foo/:bar?/*', PATHNAME_OPTIONS, id)).toEqual([
      part({ value: '/foo' }),
      part({ type: 'segment-wildcard', name: 'bar', prefix: '/', modifier: 'optional' }),
      part({ type: 'full-wildcard', name: '0', prefix: '/' }),
    ]);
  });
  it('keeps a non-prefix character as fixed text, and groups with braces', () => {
    expect(parseAPatternString('a-:b{x:c(\\d+)y}+', DEFAULT_OPTIONS, id)).toEqual([
      part({ value: 'a-' }),
      part({ type: 'segment-wildcard', name: 'b' }),
      part({ type: 'regexp', name: 'c', value: '\\d+', prefix: 'x', suffix: 'y', modifier: 'one-or-more' }),
    ]);
  });
  it('treats an equivalent regexp as the wildcard it spells', () => {
    expect(parseAPatternString('/([^\\/]+?)', PATHNAME_OPTIONS, id)[0]?.type).toBe('segment-wildcard');
    expect(parseAPatternString('(.*)', DEFAULT_OPTIONS, id)[0]?.type).toBe('full-wildcard');
  });
  it('merges {text} into fixed text and keeps {text}? apart', () => {
    expect(parseAPatternString('a{b}c{d}?', DEFAULT_OPTIONS, id)).toEqual([
      part({ value: 'abc' }),
      part({ value: 'd', modifier: 'optional' }),
    ]);
  });
  it('runs the encoding callback on fixed text, prefixes and suffixes', () => {
    const seen: string[] = [];
    parseAPatternString('ab{c:x}d', DEFAULT_OPTIONS, (s) => {
      seen.push(s);
      return s.toUpperCase();
    });
    expect(seen).toEqual(['ab', 'c', '', 'd']);
  });
  it('rejects duplicate names and unbalanced groups with positions', () => {
    expect(() => parseAPatternString('/:a/:a', PATHNAME_OPTIONS, id)).toThrow(
      "duplicate group name 'a' at index 4",
    );
    expect(() => parseAPatternString('{a', DEFAULT_OPTIONS, id)).toThrow(
      "expected '}' to close the group opened at index 0 but found the end of the pattern at index 2",
    );
    expect(() => parseAPatternString('a}', DEFAULT_OPTIONS, id)).toThrow(
      "expected the end of the pattern but found '}' at index 1",
    );
    expect(() => parseAPatternString('{{a}}', DEFAULT_OPTIONS, id)).toThrow(/found '\{' at index 1/);
  });
  it('generates the segment wildcard from the delimiter', () => {
    expect(generateASegmentWildcardRegexp(PATHNAME_OPTIONS)).toBe('[^\\/]+?');
    expect(generateASegmentWildcardRegexp(HOSTNAME_OPTIONS)).toBe('[^\\.]+?');
    expect(generateASegmentWildcardRegexp(DEFAULT_OPTIONS)).toBe('[^]+?');
  });
});

describe('generate a regular expression and name list', () => {
  const gen = (p: string, o = PATHNAME_OPTIONS) =>
    generateARegularExpressionAndNameList(parseAPatternString(p, o, id), o);
  it('builds each form of the standard', () => {
    expect(gen('/foo/:bar')).toEqual({ regexp: '^\\/foo(?:\\/([^\\/]+?))$', nameList: ['bar'] });
    expect(gen('/:a?').regexp).toBe('^(?:\\/([^\\/]+?))?$');
    expect(gen('/:a*').regexp).toBe('^(?:\\/((?:[^\\/]+?)(?:\\/(?:[^\\/]+?))*))?$');
    expect(gen('/:a+').regexp).toBe('^(?:\\/((?:[^\\/]+?)(?:\\/(?:[^\\/]+?))*))$');
    expect(gen('**', DEFAULT_OPTIONS)).toEqual({ regexp: '^((?:.*)*)$', nameList: ['0'] });
    expect(gen('{a.b}?', DEFAULT_OPTIONS).regexp).toBe('^(?:a\\.b)?$');
    expect(gen('(\\d+)', DEFAULT_OPTIONS)).toEqual({ regexp: '^(\\d+)$', nameList: ['0'] });
  });
  it('escapes regexp syntax and converts modifiers', () => {
    expect(escapeARegexpString('a.b+c*?^$'.concat('{}()[]|/\\'))).toBe(
      'a\\.b\\+c\\*\\?\\^\\$\\{\\}\\(\\)\\[\\]\\|\\/\\\\',
    );
    expect(escapeARegexpString('plain')).toBe('plain');
    expect(
      ['none', 'optional', 'zero-or-more', 'one-or-more'].map((m) => convertAModifierToAString(m as any)),
    ).toEqual(['', '?', '*', '+']);
  });
  it('writes [^] as [\\s\\S] for the runtime RegExp only', () => {
    expect(runtimeRegExpSource('^([^]+?)x[^a]\\[^]$')).toBe('^([\\s\\S]+?)x[^a]\\[^]$');
    expect(runtimeRegExpSource('^[[^]]$')).toBe('^[[^]]$');
    expect(runtimeRegExpSource('^a$')).toBe('^a$');
  });
});

describe('generate a pattern string', () => {
  const round = (p: string, o = PATHNAME_OPTIONS) => generateAPatternString(parseAPatternString(p, o, id), o);
  it('normalizes groupings and wildcards', () => {
    expect(round('/foo/:bar')).toBe('/foo/:bar');
    // a group right after fixed text ending in "/" keeps its braces
    expect(round('/foo/{:bar}')).toBe('/foo/{:bar}');
    expect(round('/foo{/:bar}')).toBe('/foo/:bar');
    expect(round('/:a{b}')).toBe('{/:a}b');
    expect(round('/:a\\b')).toBe('{/:a}b');
    expect(round('{/:a}?')).toBe('/:a?');
    expect(round('/(.*)')).toBe('/*');
    expect(round(':a(.*)')).toBe(':a(.*)');
    expect(round('/:a/(.*)')).toBe('/:a/*');
    expect(round('/([^\\/]+?)')).toBe('/([^\\/]+?)');
    expect(round('{a:b}', DEFAULT_OPTIONS)).toBe('{a:b}');
    expect(round('{:a.}?', HOSTNAME_OPTIONS)).toBe('{:a.}?');
  });
  it('escapes pattern syntax in text', () => {
    expect(escapeAPatternString('a+b*c?d:e{f}g(h)i\\')).toBe('a\\+b\\*c\\?d\\:e\\{f\\}g\\(h\\)i\\\\');
    expect(round('\\*', DEFAULT_OPTIONS)).toBe('\\*');
  });
});

describe('parse a constructor string', () => {
  it('splits a full URL pattern into components', () => {
    expect(parseAConstructorString('https://user\\:pw@example.com:8080/a/:b/?q=1#frag')).toEqual({
      protocol: 'https',
      username: 'user',
      password: 'pw',
      hostname: 'example.com',
      port: '8080',
      pathname: '/a/:b/',
      search: 'q=1',
      hash: 'frag',
    });
  });
  it('fills in defaults the way the standard describes', () => {
    expect(parseAConstructorString('https://example.com')).toEqual({
      protocol: 'https',
      hostname: 'example.com',
      port: '',
    });
    expect(parseAConstructorString('https://example.com#x')).toEqual({
      protocol: 'https',
      hostname: 'example.com',
      port: '',
      pathname: '/',
      search: '',
      hash: 'x',
    });
    // an escaped ":" ends the protocol; a non-special one goes straight to the pathname
    expect(parseAConstructorString('data\\:foo')).toEqual({
      protocol: 'data',
      hostname: '',
      port: '',
      pathname: 'foo',
    });
  });
  it('handles relative strings, groups and IPv6 hosts', () => {
    expect(parseAConstructorString('/foo?bar')).toEqual({ pathname: '/foo', search: 'bar' });
    expect(parseAConstructorString('#h')).toEqual({ hash: 'h' });
    expect(parseAConstructorString('?s')).toEqual({ search: 's' });
    expect(parseAConstructorString('https://{sub.}?example.com/')).toMatchObject({
      hostname: '{sub.}?example.com',
    });
    expect(parseAConstructorString('http://[::1]:8080/x')).toMatchObject({ hostname: '[::1]', port: '8080' });
    expect(parseAConstructorString('https://example.com/:id?x')).toMatchObject({ pathname: '/:id?x' });
  });
  it('reads ":name" as a named group, not a protocol or password separator', () => {
    // ":text" is a name token, so there is no protocol here: the whole string is a pathname
    expect(parseAConstructorString('data:text/plain,*')).toEqual({ pathname: 'data:text/plain,*' });
    expect(parseAConstructorString('https:example.com/x')).toEqual({ pathname: 'https:example.com/x' });
    expect(parseAConstructorString('https://u:p@h/')).toMatchObject({ username: 'u:p', hostname: 'h' });
    // after a name, "?" is a modifier and does not start the search
  });
});

describe('process a URLPatternInit', () => {
  it('inherits from the base URL only what is less specific than the given components', () => {
    expect(
      processAURLPatternInit(
        { pathname: 'a', baseURL: 'https://example.com:8080/x/y?q#h' },
        'pattern',
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
      ),
    ).toEqual({ protocol: 'https', hostname: 'example.com', port: '8080', pathname: '/x/a' });
    expect(
      processAURLPatternInit(
        { search: 'z', baseURL: 'https://u:p@example.com/x?q#h' },
        'url',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
      ),
    ).toEqual({
      protocol: 'https',
      username: 'u',
      password: 'p',
      hostname: 'example.com',
      port: '',
      pathname: '/x',
      search: 'z',
      hash: '',
    });
  });
  it('escapes base URL text in patterns and canonicalizes for URLs', () => {
    expect(processABaseURLString('/a:b*', 'pattern')).toBe('/a\\:b\\*');
    expect(processABaseURLString('/a:b*', 'url')).toBe('/a:b*');
    expect(
      processAURLPatternInit({ pathname: '/a b', protocol: 'HTTPS:' }, 'url', '', '', '', '', '', '', '', ''),
    ).toMatchObject({ protocol: 'https', pathname: '/a%20b' });
  });
  it('strips the separators of protocol, search and hash', () => {
    expect(processProtocolForInit('https:', 'pattern')).toBe('https');
    expect(processSearchForInit('?a', 'pattern')).toBe('a');
    expect(processHashForInit('#a', 'pattern')).toBe('a');
    expect(processHashForInit('##a', 'url')).toBe('#a');
  });
  it('recognizes absolute pathnames', () => {
    expect(isAnAbsolutePathname('/a', 'url')).toBe(true);
    expect(isAnAbsolutePathname('\\/a', 'url')).toBe(false);
    expect(isAnAbsolutePathname('\\/a', 'pattern')).toBe(true);
    expect(isAnAbsolutePathname('{/a}', 'pattern')).toBe(true);
    expect(isAnAbsolutePathname('a', 'pattern')).toBe(false);
    expect(isAnAbsolutePathname('', 'pattern')).toBe(false);
  });
  it('throws for a base URL that does not parse', () => {
    expect(() =>
      processAURLPatternInit({ baseURL: 'nope' }, 'pattern', null, null, null, null, null, null, null, null),
    ).toThrow(/Invalid baseURL "nope"/);
  });
});
