import { readFileSync } from 'node:fs';
import punycode from 'node:punycode';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { toASCII, toUnicode } from 'tr46';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the generator is a plain .mjs script
import { generateIDNATable } from '../scripts/generate-idna-table.mjs';
import { FAST_MAX_LENGTH, fastIDNA, fastRoute, idnaTableValue, mayChangeUnderNFC } from '../src/fast-idna';
import { RELAXED_TO_ASCII_OPTIONS, STRICT_TO_ASCII_OPTIONS, TO_UNICODE_OPTIONS } from '../src/host';
import { TABLE_TR46_VERSION } from '../src/idna-table';
import type { UTS46Options } from '../src/types';
import { loadCases } from './wpt-data';

const OPTION_SETS: [string, UTS46Options][] = [
  ['relaxed', RELAXED_TO_ASCII_OPTIONS],
  ['strict', STRICT_TO_ASCII_OPTIONS],
  ['to Unicode', TO_UNICODE_OPTIONS],
];

/** Compares fastIDNA with tr46 on `domain` under every option set; returns the first difference. */
function difference(domain: string): string | undefined {
  for (const [name, options] of OPTION_SETS) {
    const ours = fastIDNA.toASCII(domain, options);
    const theirs = toASCII(domain, options);
    if (ours !== theirs) return `${name} toASCII(${JSON.stringify(domain)}): ${ours} vs tr46 ${theirs}`;
    const u = fastIDNA.toUnicode(domain, options);
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
    expect(idnaTableValue(0x61) & 3).toBe(1); // a: valid
    expect(idnaTableValue(0x41) & 3).toBe(2); // A: mapped to a
    expect(idnaTableValue(0xad) & 3).toBe(3); // soft hyphen: ignored
    expect(idnaTableValue(0x200d) & 3).toBe(0); // ZWJ: tr46 decides
    expect(idnaTableValue(0x301) & 4).toBe(4); // a combining mark
    expect(idnaTableValue(0x5d0) & 8).toBe(8); // Hebrew alef makes a Bidi domain
    expect(idnaTableValue(0x10ffff) & 3).toBe(0); // a noncharacter: disallowed
    expect(idnaTableValue(0x20000) & 3).toBe(1); // CJK extension B: valid
  });
});

describe('the normalization shortcut', () => {
  // mayChangeUnderNFC(c) false must mean: Canonical_Combining_Class 0 and NFC_Quick_Check Yes, as the
  // runtime's normalization (which tr46 calls) sees it. Read off the runtime: a code point composes
  // with the one before it only if it is a later code point of some canonical decomposition; its
  // combining class is that of the first code point of its decomposition, nonzero exactly when
  // canonical reordering moves it against U+0334 (class 1) or U+0345 (class 240).
  it('holds for every valid code point it lets through, on this runtime', { timeout: 120_000 }, () => {
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
      if ((v & 3) !== 1 || mayChangeUnderNFC(c, v)) continue;
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

describe('fastIDNA agrees with tr46', () => {
  // Where the fast route declines, the answer is tr46's own; so only the answers it gives are compared.
  it('on every single code point, alone, inside a label and inside a Bidi domain', {
    timeout: 600_000,
  }, () => {
    const differences: string[] = [];
    let fast = 0;
    const check = (domain: string, options: UTS46Options, toASCIIForm: boolean) => {
      const ours = fastRoute(domain, options, toASCIIForm);
      if (ours === undefined) return;
      fast++;
      let same: boolean;
      if (toASCIIForm) same = ours === toASCII(domain, options);
      else {
        const theirs = toUnicode(domain, options);
        same = theirs.domain === ours && !theirs.error;
      }
      if (!same) differences.push(`${toASCIIForm ? 'toASCII' : 'toUnicode'} ${JSON.stringify(domain)}`);
    };
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      const ch = String.fromCodePoint(cp);
      check(ch, RELAXED_TO_ASCII_OPTIONS, true);
      check(`a${ch}`, STRICT_TO_ASCII_OPTIONS, true);
      check(`\u05d0${ch}.b`, TO_UNICODE_OPTIONS, false);
      if (differences.length > 20) break;
    }
    expect(differences).toEqual([]);
    // Most assigned code points take the fast route (tr46 6.0.0: about 160,000 valid or simply mapped).
    expect(fast).toBeGreaterThan(300_000);
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

  it('on other flags, long domains and the length limits, through tr46', () => {
    const transitional = { ...RELAXED_TO_ASCII_OPTIONS, transitionalProcessing: true };
    expect(fastIDNA.toASCII('faß.de', transitional)).toBe(toASCII('faß.de', transitional));
    const long = 'ü'.repeat(FAST_MAX_LENGTH + 1);
    expect(difference(long)).toBeUndefined();
    expect(difference(`${'a'.repeat(63)}ü.com`)).toBeUndefined();
    expect(difference(`${'ü'.repeat(60)}`)).toBeUndefined();
    expect(difference(`${'aü.'.repeat(70)}com`)).toBeUndefined();
    expect(difference(`${'a'.repeat(FAST_MAX_LENGTH - 1)}ü`)).toBeUndefined();
  });
});
