// isValidURLString (https://url.spec.whatwg.org/#valid-url-string) against the writing rules of the
// standard, and against the parser: a valid URL string is what the URL parser takes without a
// validation error or failure, so on WPT's inputs and on generated URLs the two must agree both ways.
import { readFileSync } from 'node:fs';
import { createHostParser } from '@url/host';
import { tr46IDNA } from '@url/host/tr46';
import * as core from '@url/parser/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidURLString, parseURL, parseURLWithValidationErrors, type URLRecord } from '../src/index';
import { absoluteURL, baseURL, relativeRef } from './arbitraries';

const base = (s: string): URLRecord => {
  const url = parseURL(s);
  if (url === null) throw new Error(`bad base ${s}`);
  return url;
};

describe('the writing rules, clause by clause', () => {
  const cases: [input: string, base: string | null, valid: boolean, why: string][] = [
    ['https://example.com/', null, true, 'scheme-relative-special-URL string'],
    ['HTTPS://EXAMPLE.COM/', null, true, 'schemes and domains are ASCII case-insensitive'],
    ['https:example.com', null, false, 'a special scheme needs "//"'],
    ['https://', null, false, 'a special scheme needs a valid host string'],
    ['https://:443/', null, false, 'no port without a host'],
    ['https://example.com:/', null, true, 'an empty URL-port string'],
    ['https://example.com:0065535/', null, true, 'leading zeros in a port'],
    ['https://example.com:65536/', null, false, 'a port is a 16-bit number'],
    ['https://example.com:8x/', null, false, 'a port is digits'],
    ['https://user@example.com/', null, false, 'no credentials'],
    ['https://127.0.0.1/', null, true, 'a valid IPv4-address string'],
    ['https://127.0.0.01/', null, false, 'no leading zeros in IPv4'],
    ['https://127.1/', null, false, 'four parts'],
    ['https://0x7f.0.0.1/', null, false, 'decimal only'],
    ['https://１２７.０.０.１/', null, false, 'IPv4 digits are ASCII digits, not mapped to them by IDNA'],
    ['https://example.1/', null, false, 'a domain that ends in a number is not a valid domain'],
    ['https://[::1]/', null, true, 'a valid IPv6-address string in brackets'],
    ['https://[::01]/', null, false, 'no leading zeros in IPv6 pieces'],
    ['https://[1:2:3:4:5:6:7::]/', null, true, '"::" for one piece'],
    ['https://[1:2:3:4:5:6:7:8::]/', null, false, 'at most 8 pieces'],
    ['https://[::1.2.3.4]/', null, true, 'IPv6 with an IPv4 ending'],
    ['https://[::1]x/', null, false, 'nothing after "]" but a port or a path'],
    ['https://[::1/', null, false, 'an unclosed bracket'],
    ['https://xn--53h.example/', null, true, 'a valid Punycode label'],
    [
      'https://☕.example/',
      null,
      true,
      'Unicode domains are valid when the domain parser takes them strictly',
    ],
    ['https://a_b.example/', null, false, 'UseSTD3ASCIIRules: "_" in a domain'],
    ['https://-a.example/', null, false, 'CheckHyphens'],
    ['https://exa%6Dple.com/', null, false, 'a percent-encoded domain'],
    ['https://example.com/a/../b/./c', null, true, 'dot segments are URL-path-segment strings'],
    ['https://example.com/%7e/%2F', null, true, 'percent-encoded bytes are URL units'],
    ['https://example.com/%7g', null, false, '"%" must start a percent-encoded byte'],
    ['https://example.com/%', null, false, 'a lone "%"'],
    ['https://example.com/a b', null, false, 'a space is no URL unit'],
    ['https://example.com/a\\b', null, false, '"\\" is no URL unit'],
    ['https://example.com/?a=b?c/d', null, true, 'a query is URL units, "?" and "/" included'],
    ['https://example.com/#a?b/c', null, true, 'a fragment is URL units'],
    ['https://example.com/#a#b', null, false, '"#" is no URL unit'],
    ['https://example.com/\u00e9\u{1F4A9}', null, true, 'code points from U+00A0 on are URL code points'],
    ['https://example.com/\ufdd0', null, false, 'noncharacters are not'],
    ['https://example.com/\ud800', null, false, 'lone surrogates are not'],
    ['https://example.com/\u0085', null, false, 'C1 controls are not'],
    ['file:///C:/x', null, true, 'scheme-relative-file-URL string, no host'],
    ['file://host/x', null, true, 'a file host'],
    ['file://', null, true, '"//" alone'],
    ['file:/x', null, false, 'file needs "//"'],
    ['file://host:80/', null, false, 'no port for file'],
    ['foo:', null, true, 'an empty opaque-path-URL string'],
    ['foo:bar/baz', null, true, 'an opaque path'],
    ['foo:bar?q', null, true, 'an opaque path and a query'],
    ['foo:/a/b', null, true, 'a path-absolute-non-authority-URL string'],
    ['foo://', null, true, 'an empty opaque-host-and-port string'],
    ['foo://h:1/p', null, true, 'an opaque host and port'],
    ['foo://h@x/', null, false, '"@" is a forbidden host code point'],
    ['foo://%zz/', null, false, 'an opaque host is URL units'],
    ['foo://[::1]:80', null, true, 'an IPv6 opaque host'],
    ['1foo:bar', null, false, 'a scheme starts with an ASCII alpha'],
    ['fo o:bar', null, false, 'a scheme is alphanumeric, "+", "-", "."'],
    ['a+b-c.d:x', null, true, 'those are allowed'],
    ['x', null, false, 'a relative string needs a base'],
    ['x', 'https://example.com/', true, 'a path-relative-scheme-less-URL string'],
    ['', 'https://example.com/', true, 'an empty relative string'],
    ['/x', 'https://example.com/', true, 'a path-absolute-non-authority-URL string'],
    ['//other.example/x', 'https://example.com/', true, 'scheme-relative, by the base scheme'],
    ['//h:80', 'foo://example/', true, 'scheme-relative for a non-special base: opaque host'],
    ['//h:80', 'file:///x', false, 'scheme-relative for a file base: no port'],
    ['a:b', 'https://example.com/', true, 'parsed as an absolute URL (opaque path)'],
    ['?q#f', 'https://example.com/', true, 'a query and a fragment'],
    ['#f', 'foo:opaque', true, 'only a fragment against an opaque-path base'],
    ['?q', 'foo:opaque', false, 'not a query'],
  ];
  for (const [input, b, valid, why] of cases) {
    it(`${JSON.stringify(input)}${b === null ? '' : ` against ${b}`}: ${valid ? 'valid' : 'invalid'} (${why})`, () => {
      const record = b === null ? null : base(b);
      expect(isValidURLString(input, record)).toBe(valid);
      expect(isValidURLString(input, { baseURL: record })).toBe(valid);
      // and the parser agrees: no validation error and no failure exactly for valid strings
      // (IDNA mapping a domain to an IPv4 address is the IPv4-non-ASCII-input error of whatwg/url#925)
      const { url, errors } = parseURLWithValidationErrors(input, record);
      expect(url !== null && errors.length === 0).toBe(valid);
    });
  }
});

describe('valid exactly when the URL parser reports nothing', () => {
  it('on every WPT urltestdata.json input', () => {
    const data = JSON.parse(
      readFileSync(new URL('../../../wpt/url/resources/urltestdata.json', import.meta.url), 'utf8'),
    ) as ({ input: string; base: string | null } | string)[];
    const counts = { valid: 0, invalid: 0 };
    for (const c of data) {
      if (typeof c === 'string') continue;
      const b = c.base === null ? null : parseURL(c.base);
      if (c.base !== null && b === null) continue;
      const { url, errors } = parseURLWithValidationErrors(c.input, b);
      const valid = isValidURLString(c.input, b);
      expect(valid, `${JSON.stringify(c.input)} against ${c.base}`).toBe(url !== null && errors.length === 0);
      counts[valid ? 'valid' : 'invalid']++;
    }
    expect(counts.valid).toBeGreaterThan(150);
    expect(counts.invalid).toBeGreaterThan(500);
  });

  it('on generated absolute URLs and relative references', () => {
    const counts = { valid: 0, invalid: 0 };
    const check = (input: string, b: URLRecord | null) => {
      const { url, errors } = parseURLWithValidationErrors(input, b);
      const valid = isValidURLString(input, b);
      expect(valid, JSON.stringify(input)).toBe(url !== null && errors.length === 0);
      counts[valid ? 'valid' : 'invalid']++;
    };
    fc.assert(
      fc.property(absoluteURL, (s) => check(s, null)),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(relativeRef, baseURL, (s, b) => {
        const record = parseURL(b);
        if (record !== null) check(s, record);
      }),
      { numRuns: 3000 },
    );
    expect(counts.valid).toBeGreaterThan(150);
    expect(counts.invalid).toBeGreaterThan(1000);
  });
});

describe('arguments', () => {
  it('a base that is not a record is a TypeError; {} and undefined are no base', () => {
    expect(() => isValidURLString('x', 'https://example.com/' as never)).toThrow(TypeError);
    expect(() => isValidURLString('x', { base: null } as never)).toThrow(TypeError);
    expect(isValidURLString('https://a/', undefined)).toBe(true);
    expect(isValidURLString('x', { baseURL: undefined })).toBe(false);
  });

  it('@url/parser/core judges non-ASCII domains with the host parser it is given (none: invalid)', () => {
    expect(core.isValidURLString('https://example.com/')).toBe(true);
    expect(core.isValidURLString('https://☕.example/')).toBe(false);
    expect(core.isValidURLString('https://☕.example/', null, createHostParser({ idna: tr46IDNA }))).toBe(
      true,
    );
  });
});
