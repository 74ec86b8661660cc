// The class's parser (parseFlat: a name or value with neither `%` nor `+` is sliced, others are
// decoded in one pass by decodeFormFound) against the spec's steps written out plainly:
// split on `&`, split at the first `=`, replace `+` with a space, UTF-8 encode, percent-decode the
// bytes, UTF-8 decode without BOM (@url/percent's byte functions). Run on the WPT form-parser data and
// on generated strings with lone surrogates, broken escapes, non-ASCII and astral code points.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { percentDecodeBytes, utf8DecodeWithoutBOM, utf8Encode } from '@url/percent';
import { URLSearchParams } from '@url/searchparams';
import { parseUrlencoded } from '@url/searchparams/urlencoded';
import { wptDataPath } from '@url/wpt-runner';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeForm, decodeFormFound, parseFlat } from '../src/internal/parse';
import { queryString } from './helpers/arbitraries';
import { toWellFormed } from './helpers/strings';

/** The general path for one name or value: every step of the spec, no shortcut. */
function decodeGeneral(s: string): string {
  return utf8DecodeWithoutBOM(percentDecodeBytes(utf8Encode(s.replaceAll('+', ' '))));
}

/** The general path for a query (a scalar value string): flat pairs, as parseFlat returns them. */
function parseGeneral(query: string): string[] {
  const out: string[] = [];
  for (const bytes of query.split('&')) {
    if (bytes === '') continue;
    const eq = bytes.indexOf('=');
    const name = eq === -1 ? bytes : bytes.slice(0, eq);
    const value = eq === -1 ? '' : bytes.slice(eq + 1);
    out.push(decodeGeneral(name), decodeGeneral(value));
  }
  return out;
}

/** The inputs of url/urlencoded-parser.any.js: the array literal the file starts with. */
function wptInputs(): string[] {
  const text = readFileSync(wptDataPath('url/urlencoded-parser.any.js'), 'utf8');
  const end = text.indexOf('\n].forEach');
  expect(end).toBeGreaterThan(0);
  const cases = runInNewContext(`(${text.slice(0, end + 2)})`) as { input: string; output: string[][] }[];
  expect(cases.length).toBeGreaterThan(30);
  return cases.map((c) => c.input);
}

/** Pieces that make escapes valid, broken, overlong, surrogate-encoding, cut short or astral. */
const piece = fc.constantFrom(
  'a',
  'Z',
  '0',
  'f',
  'G',
  '+',
  '=',
  '&',
  '%',
  '%2',
  '%g1',
  '%41',
  '%2b',
  '%2B',
  '%26',
  '%3D',
  '%C2',
  '%c3%a9',
  '%C0%80',
  '%E0%80%80',
  '%ED%A0%80',
  '%ED%9F%BF',
  '%EF%BB%BF',
  '%F0%9F%98',
  '%F0%9F%98%80',
  '%F4%90%80%80',
  '%F5',
  '%FF',
  '%80',
  'é',
  '€',
  '😀',
  '\uD800',
  '\uDC00',
  '\uFEFF',
  ' ',
);
const generated = fc.oneof(
  fc.array(piece, { maxLength: 30 }).map((p) => p.join('')),
  queryString,
  fc.string({ unit: 'grapheme-composite', maxLength: 12 }),
);

describe('the class parser against the general path', () => {
  it('agrees on the WPT form-parser inputs (parseFlat, decodeForm, the class)', () => {
    const inputs = wptInputs();
    for (const input of inputs) {
      const q = toWellFormed(input);
      const general = parseGeneral(q);
      expect(parseFlat(q)).toEqual(general);
      expect(q.startsWith('?')).toBe(false);
      const p = new URLSearchParams(input);
      expect(p.size).toBe(general.length / 2);
      expect([...new URLSearchParams(input)].flat()).toEqual(general);
      expect(parseUrlencoded(input).flat()).toEqual(general);
    }
  });

  it('agrees on generated queries: lone surrogates, broken escapes, non-ASCII', () => {
    fc.assert(
      fc.property(generated, (input) => {
        const q = toWellFormed(input);
        const general = parseGeneral(q);
        expect(parseFlat(q)).toEqual(general);
        // the constructor drops one leading `?` first
        const viaClass = new URLSearchParams(input);
        expect([...viaClass].flat()).toEqual(q.startsWith('?') ? parseGeneral(q.slice(1)) : general);
        expect(decodeForm(q)).toBe(decodeGeneral(q));
      }),
      { numRuns: 5000 },
    );
  });

  it('decodeFormFound (no early exit) decodes as the general path, `%` or `+` present or not', () => {
    fc.assert(
      fc.property(generated, (input) => {
        const q = toWellFormed(input);
        expect(decodeFormFound(q)).toBe(decodeGeneral(q));
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees whatever the representation of the string (one- or two-byte; flat, sliced, cons)', () => {
    // The parser calls its string methods through String.prototype so that its optimized code is
    // the same for every representation (issue #16); the answer must be too. Each query is given
    // as itself, as a slice of a one-byte and of a two-byte string, as a rope of two halves, and
    // as a flattened copy, all in one run, so that the parser's code has seen every kind.
    const representations = (q: string): string[] => {
      const half = q.length >> 1;
      const rope = q.slice(0, half) + q.slice(half);
      return [
        q,
        `${'x'.repeat(16)}${q}${'y'.repeat(16)}`.slice(16, 16 + q.length),
        `${'\u00e9'.repeat(16)}${q}${'\u20ac'.repeat(16)}`.slice(16, 16 + q.length),
        rope,
        [...rope].join(''),
      ];
    };
    fc.assert(
      fc.property(generated, (input) => {
        const q = toWellFormed(input);
        const general = parseGeneral(q);
        const viaClass = q.startsWith('?') ? parseGeneral(q.slice(1)) : general;
        for (const r of representations(q)) {
          expect(r).toBe(q);
          expect(parseFlat(r)).toEqual(general);
          expect([...new URLSearchParams(r)].flat()).toEqual(viaClass);
          expect(new URLSearchParams(r).size).toBe(viaClass.length / 2);
          expect(parseUrlencoded(r).flat()).toEqual(general);
          expect(decodeFormFound(r)).toBe(decodeGeneral(r));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('decodes a whole escaped value at the end of the query and right before a separator', () => {
    expect(parseFlat('a=%41%42&b=%4')).toEqual(['a', 'AB', 'b', '%4']);
    expect(parseFlat('a=%4&b=%')).toEqual(['a', '%4', 'b', '%']);
    expect(parseFlat('%4=%C3&%C3%A9')).toEqual(['%4', '\uFFFD', 'é', '']);
    expect(parseFlat('x+y=1&z=+')).toEqual(['x y', '1', 'z', ' ']);
    // a `%` or `+` in a name does not make the value after it decode, nor the other way round
    expect(parseFlat('%41=b&c=d+')).toEqual(['A', 'b', 'c', 'd ']);
  });
});
