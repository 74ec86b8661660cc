import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import punycode from 'node:punycode';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { toASCII, toUnicode } from 'tr46-oracle';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the generator is a plain .mjs script
import { generateIDNATable } from '../scripts/generate-idna-table.mjs';
import { RELAXED_TO_ASCII_OPTIONS, STRICT_TO_ASCII_OPTIONS, TO_UNICODE_OPTIONS } from '../src/host';
import { TABLE_TR46_VERSION } from '../src/idna-table';
import { tr46IDNA } from '../src/tr46';
import type { UTS46Options } from '../src/types';
import { idnaTableMapping, idnaTableValue, mayChangeUnderNFC, uts46IDNA } from '../src/uts46';
import { loadCases } from './wpt-data';

const NONE: UTS46Options = {
  checkHyphens: false,
  checkBidi: false,
  checkJoiners: false,
  useSTD3ASCIIRules: false,
  transitionalProcessing: false,
  ignoreInvalidPunycode: false,
};

/** The URL Standard's three flag sets, and others (transitional, nothing checked, everything). */
const OPTION_SETS: [string, UTS46Options][] = [
  ['relaxed', RELAXED_TO_ASCII_OPTIONS],
  ['strict', STRICT_TO_ASCII_OPTIONS],
  ['to Unicode', TO_UNICODE_OPTIONS],
  ['transitional', { ...RELAXED_TO_ASCII_OPTIONS, transitionalProcessing: true }],
  ['transitional strict', { ...STRICT_TO_ASCII_OPTIONS, transitionalProcessing: true }],
  ['no checks', NONE],
  ['ignoreInvalidPunycode', { ...RELAXED_TO_ASCII_OPTIONS, ignoreInvalidPunycode: true }],
];

/**
 * RFC 3492 encoding of code points as given (node:punycode reads a string, where two surrogates
 * would be one code point); every code point here is above 0x7f.
 */
function encodeCodePoints(cps: number[]): string {
  const adapt = (delta: number, points: number, first: boolean) => {
    let d = first ? Math.floor(delta / 700) : delta >> 1;
    d += Math.floor(d / points);
    let k = 0;
    for (; d > 455; k += 36) d = Math.floor(d / 35);
    return Math.floor(k + (36 * d) / (d + 38));
  };
  const digit = (d: number) => String.fromCharCode(d < 26 ? d + 0x61 : d + 22);
  let out = '';
  let n = 0x80;
  let delta = 0;
  let bias = 72;
  for (let handled = 0; handled < cps.length; ) {
    const m = Math.min(...cps.filter((c) => c >= n));
    delta += (m - n) * (handled + 1);
    n = m;
    for (const c of cps) {
      if (c < n) delta++;
      if (c !== n) continue;
      let q = delta;
      for (let k = 36; ; k += 36) {
        const t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias;
        if (q < t) break;
        out += digit(t + ((q - t) % (36 - t)));
        q = Math.floor((q - t) / (36 - t));
      }
      out += digit(q);
      bias = adapt(delta, handled + 1, handled === 0);
      delta = 0;
      handled++;
    }
    delta++;
    n++;
  }
  return out;
}

/** Compares uts46IDNA with tr46 on `domain` under every option set; returns the first difference. */
function difference(domain: string): string | undefined {
  for (const [name, options] of OPTION_SETS) {
    const ours = uts46IDNA.toASCII(domain, options);
    const theirs = toASCII(domain, options);
    if (ours !== theirs) return `${name} toASCII(${JSON.stringify(domain)}): ${ours} vs tr46 ${theirs}`;
    const u = uts46IDNA.toUnicode(domain, options);
    const v = toUnicode(domain, options);
    if (u.domain !== v.domain || u.error !== v.error) {
      return `${name} toUnicode(${JSON.stringify(domain)}): ${JSON.stringify(u)} vs tr46 ${JSON.stringify(v)}`;
    }
  }
  return undefined;
}

describe('the generated table', () => {
  it('is what the generator makes from the installed tr46', () => {
    const committed = readFileSync(fileURLToPath(new URL('../src/idna-table.ts', import.meta.url)), 'utf8');
    expect(generateIDNATable()).toBe(committed);
    const installed = JSON.parse(
      readFileSync(fileURLToPath(new URL('../node_modules/tr46/package.json', import.meta.url)), 'utf8'),
    ) as { version: string };
    expect(TABLE_TR46_VERSION).toBe(installed.version);
  });

  it('decodes to the values tr46 implies for a few known code points', () => {
    expect(idnaTableValue(0x61) & 7).toBe(1); // a: valid
    expect(idnaTableValue(0x41) & 7).toBe(2); // A: mapped to one code point
    expect(idnaTableMapping(0x41)).toBe('a');
    expect(idnaTableValue(0xad) & 7).toBe(3); // soft hyphen: ignored
    expect(idnaTableValue(0x200d) & 7).toBe(4); // ZWJ: deviation
    expect(idnaTableMapping(0xdf)).toBe('ss'); // ß: deviation, ss in transitional processing
    expect(idnaTableMapping(0x200c)).toBe('');
    expect(idnaTableValue(0x3371) & 7).toBe(5); // ㍱: mapped to a string
    expect(idnaTableMapping(0x3371)).toBe('hpa');
    expect(idnaTableMapping(0xf900)).toBe('\u8c48'); // a CJK compatibility ideograph
    expect(idnaTableMapping(0x61)).toBe('');
    expect(idnaTableValue(0x301) & 8).toBe(8); // a combining mark
    expect(idnaTableValue(0x5d0) & 16).toBe(16); // Hebrew alef makes a Bidi domain
    expect(idnaTableValue(0x94d) & (1 << 15)).toBe(1 << 15); // a virama
    expect(idnaTableValue(0x10ffff) & 7).toBe(0); // a noncharacter: disallowed
    expect(idnaTableValue(0x20000) & 7).toBe(1); // CJK extension B: valid
  });

  it('has every mapping of tr46\u2019s table', () => {
    const require = createRequire(import.meta.url);
    const table = require('tr46/lib/mappingTable.json') as [number | [number, number], number, string?][];
    const wrong: string[] = [];
    let mapped = 0;
    for (const [range, status, mapping] of table) {
      const [from, to] = Array.isArray(range) ? range : [range, range];
      // mapped (1) and deviation (6)
      if (status !== 1 && status !== 6) continue;
      for (let c = from; c <= to; c++) {
        mapped++;
        if (idnaTableMapping(c) !== mapping) wrong.push(c.toString(16));
      }
    }
    expect(wrong).toEqual([]);
    expect(mapped).toBeGreaterThan(5000);
  });
});

describe('the normalization shortcut', () => {
  // mayChangeUnderNFC(c) false must mean: Canonical_Combining_Class 0 and NFC_Quick_Check Yes, as the
  // runtime's normalization (which tr46 calls) sees it. Read off the runtime: a code point composes
  // with the one before it only if it is a later code point of some canonical decomposition; its
  // combining class is that of the first code point of its decomposition, nonzero exactly when
  // canonical reordering moves it against U+0334 (class 1) or U+0345 (class 240).
  it('holds for every code point it lets through, on this runtime', { timeout: 120_000 }, () => {
    const later = new Set<number>();
    for (let x = 0; x <= 0x10ffff; x++) {
      if (x >= 0xd800 && x <= 0xdfff) continue;
      const d = String.fromCodePoint(x).normalize('NFD');
      if (d.length === 1) continue;
      const cps = Array.from(d, (c) => c.codePointAt(0) as number);
      for (let i = 1; i < cps.length; i++) later.add(cps[i] as number);
    }
    const wrong: string[] = [];
    let inert = 0;
    for (let c = 0; c <= 0x10ffff; c++) {
      const v = idnaTableValue(c);
      if (mayChangeUnderNFC(c, v)) continue;
      inert++;
      const ch = String.fromCodePoint(c);
      const f = String.fromCodePoint(ch.normalize('NFD').codePointAt(0) as number);
      const nonStarter =
        `a${f}\u0334`.normalize('NFD') !== `a${f}\u0334` || `a\u0345${f}`.normalize('NFD') !== `a\u0345${f}`;
      if (later.has(c) || nonStarter || ch.normalize('NFC') !== ch) wrong.push(c.toString(16));
    }
    expect(wrong).toEqual([]);
    expect(inert).toBeGreaterThan(100_000);
    // And the check can fail: it flags the code points the shortcut names.
    expect(later.has(0x1161) && later.has(0x16d67) && later.has(0x301)).toBe(true);
  });
});

describe('uts46IDNA agrees with tr46', () => {
  it('on every single code point, alone (ToASCII as the domain parser calls it, strict and not, and ToUnicode as domain to Unicode calls it), inside a label and inside a Bidi domain', {
    timeout: 900_000,
  }, () => {
    const differences: string[] = [];
    let valid = 0;
    const checkASCII = (domain: string, options: UTS46Options) => {
      const ours = uts46IDNA.toASCII(domain, options);
      if (ours !== null) valid++;
      if (ours !== toASCII(domain, options)) differences.push(`toASCII ${JSON.stringify(domain)}`);
    };
    const checkUnicode = (domain: string) => {
      const ours = uts46IDNA.toUnicode(domain, TO_UNICODE_OPTIONS);
      const theirs = toUnicode(domain, TO_UNICODE_OPTIONS);
      if (ours.domain !== theirs.domain || ours.error !== theirs.error) {
        differences.push(`toUnicode ${JSON.stringify(domain)}`);
      }
    };
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      const ch = String.fromCodePoint(cp);
      checkASCII(ch, RELAXED_TO_ASCII_OPTIONS);
      checkASCII(ch, STRICT_TO_ASCII_OPTIONS);
      checkUnicode(ch);
      checkASCII(`a${ch}`, STRICT_TO_ASCII_OPTIONS);
      checkUnicode(`\u05d0${ch}.b`);
      if (differences.length > 20) break;
    }
    expect(differences).toEqual([]);
    // tr46 6.0.0: about 160,000 code points are valid or mapped to valid ones.
    expect(valid).toBeGreaterThan(300_000);
  });

  it('on every input of toascii.json, IdnaTestV2.json and IdnaTestV2-removed.json', () => {
    const differences: string[] = [];
    let count = 0;
    for (const file of ['toascii.json', 'IdnaTestV2.json', 'IdnaTestV2-removed.json']) {
      for (const c of loadCases(file)) {
        count++;
        const d = difference(c.input);
        if (d !== undefined) differences.push(d);
        if (c.output !== null) {
          const e = difference(c.output);
          if (e !== undefined) differences.push(e);
        }
      }
    }
    expect(count).toBeGreaterThan(2500);
    expect(differences).toEqual([]);
  });

  it('on the domains of the benchmark corpus and their ASCII forms', () => {
    const corpus = fileURLToPath(new URL('../../../tooling/bench/data/idna-domains.txt', import.meta.url));
    const lines = readFileSync(corpus, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\n')
      .filter(Boolean);
    const differences: string[] = [];
    for (const line of lines) {
      const d = difference(line);
      if (d !== undefined) differences.push(d);
      const ascii = toASCII(line, RELAXED_TO_ASCII_OPTIONS);
      if (ascii !== null) {
        const e = difference(ascii);
        if (e !== undefined) differences.push(e);
      }
    }
    expect(differences).toEqual([]);
  });

  // Code points from every class the fast route reads: ASCII, upper case, marks (also ones that
  // compose), RTL letters and digits, AN and EN digits, NSMs, mapped and ignored code points,
  // joiners, dots (also mapped ones), astral letters, lone surrogates.
  const ALPHABET = [
    'a',
    'Z',
    '0',
    '-',
    '.',
    'x',
    'n',
    'ß',
    'ς',
    'é',
    'e',
    '\u0301',
    '\u0308',
    '\u0327',
    'Å',
    'ö',
    '\u05d0',
    '\u05d1',
    '\u05b0',
    '\u0627',
    '\u0628',
    '\u0660',
    '\u06f0',
    '\u064b',
    '\u0915',
    '\u094d',
    '\u200c',
    '\u200d',
    '\u00ad',
    '\u3002',
    '\uff0e',
    '\uff21',
    '\uff41',
    'Я',
    'я',
    'Σ',
    '中',
    '\u1100',
    '\u1161',
    '\u11a8',
    '\u{1d400}',
    '\u{20000}',
    '\u{1f310}',
    '\ud800',
    '\udc00',
    '\u2163',
    '\ufb00',
    '\u0345',
    '\u0e31',
    '\u0f73',
    '$',
    '_',
    ' ',
    '%',
  ];
  const piece = fc.oneof(
    fc.constantFrom(...ALPHABET),
    fc.constantFrom(
      'xn--',
      'XN--',
      'xn--a',
      'xn--ls8h',
      'xn--nxa',
      'xn--zca',
      'xn--4db',
      'xn--mgbh0fb',
      'xn--0',
    ),
  );
  const domains = fc.array(piece, { maxLength: 12 }).map((p) => p.join(''));

  it('on generated domains', () => {
    fc.assert(
      fc.property(domains, (d) => {
        expect(difference(d)).toBeUndefined();
      }),
      { numRuns: 20_000 },
    );
  });

  it('on the Punycode forms of generated labels (decoding)', () => {
    fc.assert(
      fc.property(domains, (d) => {
        const label = d.replaceAll('.', '');
        for (const form of [
          toASCII(label, RELAXED_TO_ASCII_OPTIONS),
          toASCII(`${label}.${label}`, RELAXED_TO_ASCII_OPTIONS),
        ]) {
          if (form !== null) expect(difference(form)).toBeUndefined();
        }
      }),
      { numRuns: 5_000 },
    );
  });

  it('on Punycode labels that decode to invalid labels', () => {
    // Node's own (deprecated) punycode module crafts labels that tr46's ToASCII never produces.
    for (const decoded of [
      'a.ü',
      'Aü',
      '\u0301ü',
      'ü\u0301',
      'xn--ü',
      '-ü',
      'ü-',
      'ab--ü',
      'ü\u200d',
      '\u05d0a',
      'a\u05d0',
      '\u{10ffff}ü',
    ]) {
      const label = `xn--${punycode.encode(decoded)}`;
      expect(difference(label)).toBeUndefined();
      expect(difference(`a.${label}.b`)).toBeUndefined();
    }
  });

  it('on malformed and overflowing Punycode', () => {
    for (const d of [
      'xn--',
      'xn--a-',
      'xn---',
      'xn--99999999999',
      'xn--zzzzzzzzzzzzzz',
      'xn--a-zzzzzzzzzzzz',
      'xn--ñ',
      'xn--a.b',
      'xn--ab$',
      'xn--55555555a',
      'xn--a-ecp.ru',
      'XN--NXA',
    ]) {
      expect(difference(d)).toBeUndefined();
    }
  });

  it('on long domains, the length limits and Punycode overflow', () => {
    expect(difference('ü'.repeat(1025))).toBeUndefined();
    expect(difference(`${'a'.repeat(63)}ü.com`)).toBeUndefined();
    expect(difference(`${'ü'.repeat(60)}`)).toBeUndefined();
    expect(difference(`${'aü.'.repeat(70)}com`)).toBeUndefined();
    expect(difference(`${'a'.repeat(1023)}ü`)).toBeUndefined();
    // Punycode encoding overflows: (U+3134A - 0x80) × 11,001 handled code points is over 2^31 - 1.
    const overflow = `${'a'.repeat(11_000)}\u{3134a}`;
    expect(toASCII(overflow, RELAXED_TO_ASCII_OPTIONS)).toBeNull();
    expect(uts46IDNA.toASCII(overflow, RELAXED_TO_ASCII_OPTIONS)).toBeNull();
    expect(difference(overflow)).toBeUndefined();
    // Overflow in the second loop: a delta past 2^31 - 1 while counting the smaller code points.
    expect(difference(`${'\u4e00'.repeat(3000)}\u{3134a}`)).toBeUndefined();
    // Long results are built in pieces.
    const ideographs = Array.from({ length: 6000 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join('');
    expect(difference(ideographs)).toBeUndefined();
    expect(difference(`${'a'.repeat(5000)}.${'b'.repeat(5000)}`)).toBeUndefined();
  });

  it('on mappings that make the domain longer than its code points (the code point buffers grow)', () => {
    // The map step writes the mapped code points straight into its buffers, which grow (keeping
    // what they hold) when a mapping lengthens the domain: U+337F maps to 4 code points that NFC
    // leaves alone, 80,000 of them are more than any domain of this file before (the buffers never
    // shrink). U+FDFA maps to 18 code points, U+1F12B (an astral code point) to 3, U+2474 to 3.
    for (const ch of ['\u337f', '\ufdfa', '\u{1f12b}', '\u2474', '\u00bd', '\u1e9e']) {
      for (const count of ch === '\u337f' ? [1, 20, 300, 1500, 20_000] : [1, 20, 300]) {
        expect(difference(ch.repeat(count))).toBeUndefined();
        expect(difference(`a${ch.repeat(count)}.b${ch}`)).toBeUndefined();
      }
    }
    expect(difference(`${'\u337f'.repeat(200)}${'\ufdfa'.repeat(200)}\u0301`)).toBeUndefined();
  });

  it('on decoded surrogates, which pair up in the decoded string as tr46 reads it', () => {
    for (const decoded of [
      [0xd800, 0xdc00],
      [0xfc, 0xd83d, 0xde00],
      [0xdc00, 0xd800],
      [0xfc, 0xd800],
    ]) {
      const label = `xn--${encodeCodePoints(decoded)}`;
      expect(toUnicode(label, TO_UNICODE_OPTIONS).domain).toBe(String.fromCharCode(...decoded));
      expect(difference(label)).toBeUndefined();
      expect(difference(`a.${label}`)).toBeUndefined();
    }
  });

  it('is what the root entry and tr46IDNA give', () => {
    expect(uts46IDNA.toASCII('faß.de', RELAXED_TO_ASCII_OPTIONS)).toBe(
      tr46IDNA.toASCII('faß.de', RELAXED_TO_ASCII_OPTIONS),
    );
    expect(uts46IDNA.toUnicode('xn--a.de', TO_UNICODE_OPTIONS)).toEqual(
      tr46IDNA.toUnicode('xn--a.de', TO_UNICODE_OPTIONS),
    );
  });
});
