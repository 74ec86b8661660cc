import { readFileSync } from 'node:fs';
import { parseQuery as parseQueryRoot, URLSearchParams } from '@url/searchparams';
import { toObject } from '@url/searchparams/object';
import { parseQuery } from '@url/searchparams/query';
import { parseUrlencoded } from '@url/searchparams/urlencoded';
import fc from 'fast-check';
import fqs from 'fast-querystring';
import { describe, expect, it } from 'vitest';
import { queryString } from './helpers/arbitraries';

describe('parseQuery', () => {
  it('is exported from the root and from ./query', () => {
    expect(parseQueryRoot).toBe(parseQuery);
  });

  it('one call: a null-prototype object, repeated names as arrays in order', () => {
    const q = parseQuery('a=1&b=2&a=3&a=4&c=&d');
    expect(Object.getPrototypeOf(q)).toBe(null);
    expect({ ...q }).toEqual({ a: ['1', '3', '4'], b: '2', c: '', d: '' });
    expect(Object.keys(q)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('decodes as the form format: + is a space, percent-decoding, UTF-8 with U+FFFD', () => {
    expect({ ...parseQuery('q=a+b%20c&e=%E2%82%AC&bad=%FF&pct=%zz') }).toEqual({
      q: 'a b c',
      e: '\u20ac',
      bad: '\ufffd',
      pct: '%zz',
    });
  });

  it('removes one leading "?", as new URLSearchParams(string) does', () => {
    expect({ ...parseQuery('?a=1') }).toEqual({ a: '1' });
    expect({ ...parseQuery('??a=1') }).toEqual({ '?a': '1' });
    expect({ ...parseQuery('') }).toEqual({});
    expect({ ...parseQuery('?') }).toEqual({});
  });

  it('is not qs: brackets and dots are part of the name, nothing is nested or coerced', () => {
    const q = parseQuery('a[b]=1&a[]=2&a[]=3&x.y=4&n=5&t=true');
    expect({ ...q }).toEqual({ 'a[b]': '1', 'a[]': ['2', '3'], 'x.y': '4', n: '5', t: 'true' });
  });

  it('keeps __proto__ and constructor as plain keys (no pollution)', () => {
    const q = parseQuery('__proto__=x&constructor=y&__proto__=z');
    expect(Object.getOwnPropertyNames(q)).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(q, '__proto__')?.value).toEqual(['x', 'z']);
    expect(Object.prototype).not.toHaveProperty('x');
  });

  it('lone surrogates become U+FFFD', () => {
    expect({ ...parseQuery('\ud800=\udc00') }).toEqual({ '\ufffd': '\ufffd' });
  });

  it('maxPairs and maxLength: RangeError naming parseQuery; bad options and input: TypeError', () => {
    expect(Object.keys(parseQuery('a&b&&c', { maxPairs: 3 }))).toEqual(['a', 'b', 'c']);
    expect(() => parseQuery('a&b&c&d', { maxPairs: 3 })).toThrow(
      new RangeError('parseQuery: more than 3 pairs (maxPairs)'),
    );
    expect(() => parseQuery('abcd', { maxLength: 3 })).toThrow(
      new RangeError('parseQuery: length 4 is longer than 3 (maxLength)'),
    );
    expect(() => parseQuery('a', { maxPairs: -1 })).toThrow(
      new TypeError('parseQuery: maxPairs must be a non-negative integer, got -1'),
    );
    expect(() => parseQuery(null as unknown as string)).toThrow(
      new TypeError('parseQuery: expected a string, got null'),
    );
    expect(() => parseQuery(5 as unknown as string)).toThrow(
      new TypeError('parseQuery: expected a string, got number 5'),
    );
  });

  it('equals toObject(parseUrlencoded(s)) and URLSearchParams on generated input', () => {
    fc.assert(
      fc.property(fc.oneof(queryString, fc.string(), fc.string({ unit: 'grapheme' })), (s) => {
        const body = s.charCodeAt(0) === 0x3f ? s.slice(1) : s;
        expect(parseQuery(s)).toEqual(toObject(parseUrlencoded(body)));
        expect(parseQuery(s)).toEqual(toObject(new URLSearchParams(s)));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives fast-querystring parse output on the query corpora wherever the two formats agree', () => {
    // fast-querystring keeps a malformed escape's bytes as they were and does not remove "?";
    // where a query has neither, the outputs must be deep-equal (same keys, strings and arrays).
    let compared = 0;
    for (const file of ['querystrings-real.txt', 'querystrings-synthetic.txt']) {
      const lines = readFileSync(new URL(`../../../tooling/bench/data/${file}`, import.meta.url), 'utf8')
        .split('\n')
        .filter((l) => l !== '');
      for (const line of lines) {
        if (line.startsWith('?') || /%(?![0-9A-Fa-f]{2})/.test(line)) continue;
        let decodesCleanly = true;
        try {
          decodeURIComponent(line.replace(/\+/g, ' '));
        } catch {
          decodesCleanly = false;
        }
        if (!decodesCleanly) continue;
        expect({ ...parseQuery(line) }, line).toEqual({ ...fqs.parse(line) });
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(5000);
  });
});
