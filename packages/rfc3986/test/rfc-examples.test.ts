import {
  normalizeURIReference,
  removeDotSegments,
  resolveURIReference,
  splitURIReference,
  validateURIReference,
} from '@url/rfc3986';
import { describe, expect, test } from 'vitest';

// RFC 3986 §5.4, with the base URI of §5.4: http://a/b/c/d;p?q
const BASE = 'http://a/b/c/d;p?q';
const normal: [string, string][] = [
  ['g:h', 'g:h'],
  ['g', 'http://a/b/c/g'],
  ['./g', 'http://a/b/c/g'],
  ['g/', 'http://a/b/c/g/'],
  ['/g', 'http://a/g'],
  ['//g', 'http://g'],
  ['?y', 'http://a/b/c/d;p?y'],
  ['g?y', 'http://a/b/c/g?y'],
  ['#s', 'http://a/b/c/d;p?q#s'],
  ['g#s', 'http://a/b/c/g#s'],
  ['g?y#s', 'http://a/b/c/g?y#s'],
  [';x', 'http://a/b/c/;x'],
  ['g;x', 'http://a/b/c/g;x'],
  ['g;x?y#s', 'http://a/b/c/g;x?y#s'],
  ['', 'http://a/b/c/d;p?q'],
  ['.', 'http://a/b/c/'],
  ['./', 'http://a/b/c/'],
  ['..', 'http://a/b/'],
  ['../', 'http://a/b/'],
  ['../g', 'http://a/b/g'],
  ['../..', 'http://a/'],
  ['../../', 'http://a/'],
  ['../../g', 'http://a/g'],
];
const abnormal: [string, string][] = [
  ['../../../g', 'http://a/g'],
  ['../../../../g', 'http://a/g'],
  ['/./g', 'http://a/g'],
  ['/../g', 'http://a/g'],
  ['g.', 'http://a/b/c/g.'],
  ['.g', 'http://a/b/c/.g'],
  ['g..', 'http://a/b/c/g..'],
  ['..g', 'http://a/b/c/..g'],
  ['./../g', 'http://a/b/g'],
  ['./g/.', 'http://a/b/c/g/'],
  ['g/./h', 'http://a/b/c/g/h'],
  ['g/../h', 'http://a/b/c/h'],
  ['g;x=1/./y', 'http://a/b/c/g;x=1/y'],
  ['g;x=1/../y', 'http://a/b/c/y'],
  ['g?y/./x', 'http://a/b/c/g?y/./x'],
  ['g?y/../x', 'http://a/b/c/g?y/../x'],
  ['g#s/./x', 'http://a/b/c/g#s/./x'],
  ['g#s/../x', 'http://a/b/c/g#s/../x'],
  ['http:g', 'http:g'],
];

describe('RFC 3986 §5.4 reference resolution examples', () => {
  test.each(normal)('normal: %j', (ref, target) => {
    expect(resolveURIReference(BASE, ref)).toBe(target);
  });
  test.each(abnormal)('abnormal: %j', (ref, target) => {
    expect(resolveURIReference(BASE, ref)).toBe(target);
  });
  test('"http:g" in the non-strict (backward-compatible) mode', () => {
    expect(resolveURIReference(BASE, 'http:g', { strict: false })).toBe('http://a/b/c/g');
  });
  test('every example reference and target is a valid URI reference', () => {
    for (const [ref, target] of [...normal, ...abnormal]) {
      expect(validateURIReference(ref).valid, ref).toBe(true);
      expect(validateURIReference(target).valid, target).toBe(true);
    }
  });
  test('a base without a scheme is rejected', () => {
    expect(() => resolveURIReference('//a/b', 'c')).toThrow(TypeError);
  });
});

describe('remove_dot_segments (§5.2.4 examples)', () => {
  test.each([
    ['/a/b/c/./../../g', '/a/g'],
    ['mid/content=5/../6', 'mid/6'],
    ['/a/b//../c', '/a/b/c'],
    ['/..', '/'],
    ['/.', '/'],
    ['.', ''],
    ['..', ''],
    ['../a', 'a'],
    ['/a/..', '/'],
    ['a/../../b', '/b'],
    ['/a/b', '/a/b'],
  ])('%j -> %j', (input, output) => {
    expect(removeDotSegments(input)).toBe(output);
  });
});

describe('Appendix B splitting', () => {
  test('the Appendix B example', () => {
    expect(splitURIReference('http://www.ics.uci.edu/pub/ietf/uri/#Related')).toEqual({
      scheme: 'http',
      authority: 'www.ics.uci.edu',
      path: '/pub/ietf/uri/',
      query: undefined,
      fragment: 'Related',
    });
  });
  test('empty and absent components stay apart (§5.3)', () => {
    expect(splitURIReference('http://a/b?#')).toEqual({
      scheme: 'http',
      authority: 'a',
      path: '/b',
      query: '',
      fragment: '',
    });
    expect(splitURIReference('//')).toMatchObject({ scheme: undefined, authority: '', path: '' });
  });
  test('a backslash is ordinary data to RFC 3986', () => {
    expect(splitURIReference('http://evil.example\\@good.example/login')).toMatchObject({
      authority: 'evil.example\\@good.example',
      path: '/login',
    });
  });
});

describe('normalization (§6.2.2 examples)', () => {
  test('case and percent-encoding', () => {
    expect(normalizeURIReference('HTTP://www.Example.com/')).toBe('http://www.example.com/');
    expect(normalizeURIReference('eXAMPLE://a/./b/../b/%63/%7bfoo%7d')).toBe('example://a/b/c/%7Bfoo%7D');
  });
  test('scheme-based normalization (§6.2.3)', () => {
    expect(normalizeURIReference('http://example.com')).toBe('http://example.com/');
    expect(normalizeURIReference('http://example.com:/')).toBe('http://example.com/');
    expect(normalizeURIReference('http://example.com:80/')).toBe('http://example.com/');
    expect(normalizeURIReference('http://example.com:80/', { schemeBased: false })).toBe(
      'http://example.com:80/',
    );
    expect(normalizeURIReference('https://example.com:80/')).toBe('https://example.com:80/');
  });
  test('host percent-encodings keep upper-case hex while the host is lower-cased', () => {
    expect(normalizeURIReference('http://EX%c3%a4MPLE%41.com/')).toBe('http://ex%C3%A4mplea.com/');
  });
});

describe('a path that starts with "//" without an authority keeps its reading', () => {
  test('after resolution', () => {
    expect(resolveURIReference('urn:a:b', '..///::')).toBe('urn:/.//::');
    expect(validateURIReference('urn:/.//::').valid).toBe(true);
  });
  test('after normalization, which stays idempotent', () => {
    const once = normalizeURIReference('a b:/..//:');
    expect(once).toBe('a b:/.//:');
    expect(normalizeURIReference(once)).toBe(once);
  });
});
