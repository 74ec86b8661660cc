/**
 * A fast route through UTS #46 for the URL Standard's flags, with tr46 as the fallback and the
 * reference. The per-code-point data is generated from tr46's own tables (src/idna-table.ts, by
 * scripts/generate-idna-table.mjs), so both read the same Unicode version.
 *
 * The fast route handles a domain when every step is one it can decide: code points that are
 * valid, ignored, deviations other than ZWJ/ZWNJ, or mapped to a single code point; `xn--` labels
 * that decode; labels that pass every validity criterion. Anything else — an error, a joiner, a
 * multi-code-point mapping, other flags, a domain longer than {@link FAST_MAX_LENGTH} — goes to
 * tr46, so the answer is always tr46's.
 * @module
 */

import { toASCII as tr46ToASCII, toUnicode as tr46ToUnicode } from 'tr46';
import { DELTAS, PALETTE, RUN_COUNT, RUN_LENGTHS, RUN_OFFSETS, RUN_VALUES } from './idna-table';
import type { IDNA, UTS46Options } from './types';

// The bit layout of the table's values (scripts/generate-idna-table.mjs).
const KIND_MASK = 3;
const VALID = 1;
const MAPPED = 2;
const IGNORED = 3;
const MARK = 1 << 2;
const BIDI_DOMAIN = 1 << 3;
const S1_LTR = 1 << 4;
const S1_RTL = 1 << 5;
const S2 = 1 << 6;
const S3_END = 1 << 7;
const S3_NSM = 1 << 8;
const S4_EN = 1 << 9;
const S4_AN = 1 << 10;
const S5 = 1 << 11;
const S6_END = 1 << 12;
const S6_NSM = 1 << 13;

/**
 * Longer domains go to tr46. It keeps every Punycode delta of the fast route far below 2^31 (the
 * bound where Punycode reports overflow), so the fast encoder needs no overflow checks.
 */
export const FAST_MAX_LENGTH = 1024;

let runStart: Int32Array | undefined;
let runValue: Uint16Array;
let runDelta: Int32Array;
let bmpRun: Uint16Array;

function decodeTable(): void {
  const starts = new Int32Array(RUN_COUNT);
  const values = new Uint16Array(RUN_COUNT);
  const deltas = new Int32Array(RUN_COUNT);
  const bmp = new Uint16Array(0x10000);
  const digit = (s: string, at: number): number => {
    const c = s.charCodeAt(at);
    // The base64url alphabet: A-Z a-z 0-9 - _
    return c === 0x5f ? 63 : c >= 0x61 ? c - 71 : c >= 0x41 ? c - 0x41 : c >= 0x30 ? c + 4 : 62;
  };
  /** A reader of varints from one stream. */
  const reader = (s: string) => {
    let at = 0;
    return (): number => {
      let n = 0;
      let shift = 1;
      for (;;) {
        const d = digit(s, at++);
        n += (d & 31) * shift;
        if (d < 32) return n;
        shift *= 32;
      }
    };
  };
  const nextLength = reader(RUN_LENGTHS);
  const nextOffset = reader(RUN_OFFSETS);
  let cp = 0;
  for (let r = 0; r < RUN_COUNT; r++) {
    const length = nextLength() + 1;
    const value = PALETTE[digit(RUN_VALUES, r)] as number;
    starts[r] = cp;
    values[r] = value;
    if ((value & KIND_MASK) === MAPPED) deltas[r] = DELTAS[nextOffset()] as number;
    if (cp < 0x10000) bmp.fill(r, cp, Math.min(cp + length, 0x10000));
    cp += length;
  }
  runValue = values;
  runDelta = deltas;
  bmpRun = bmp;
  runStart = starts;
}

/** The run of a code point. */
function runOf(cp: number): number {
  if (cp < 0x10000) return bmpRun[cp] as number;
  const starts = runStart as Int32Array;
  let lo = 0;
  let hi = RUN_COUNT - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= cp) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The table's value of a code point (bits above), for tests. */
export function idnaTableValue(cp: number): number {
  if (runStart === undefined) decodeTable();
  return runValue[runOf(cp)] as number;
}

// ---------------------------------------------------------------------------------------------
// Punycode (RFC 3492), with the bounds and errors of the punycode package that tr46 uses.

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const MAX_INT = 0x7fffffff;

function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  let k = 0;
  delta = firstTime ? Math.floor(delta / 700) : delta >> 1;
  delta += Math.floor(delta / numPoints);
  for (; delta > 455; k += BASE) delta = Math.floor(delta / 35);
  return Math.floor(k + (36 * delta) / (delta + 38));
}

function digit(d: number): number {
  return d < 26 ? d + 0x61 : d + 22;
}

/**
 * Appends to `out` the Punycode encoding of the code points `cps[from..to)` (at most
 * FAST_MAX_LENGTH of them), as char codes.
 */
function punycodeEncode(cps: number[], from: number, to: number, out: number[]): void {
  const length = to - from;
  let basic = 0;
  for (let j = from; j < to; j++) {
    const c = cps[j] as number;
    if (c < 0x80) {
      out.push(c);
      basic++;
    }
  }
  let handled = basic;
  if (basic > 0) out.push(0x2d);
  let n = 0x80;
  let delta = 0;
  let bias = 72;
  while (handled < length) {
    let m = MAX_INT;
    for (let j = from; j < to; j++) {
      const c = cps[j] as number;
      if (c >= n && c < m) m = c;
    }
    delta += (m - n) * (handled + 1);
    n = m;
    for (let j = from; j < to; j++) {
      const c = cps[j] as number;
      if (c < n) delta++;
      if (c === n) {
        let q = delta;
        for (let k = BASE; ; k += BASE) {
          const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
          if (q < t) break;
          out.push(digit(t + ((q - t) % (BASE - t))));
          q = Math.floor((q - t) / (BASE - t));
        }
        out.push(digit(q));
        bias = adapt(delta, handled + 1, handled === basic);
        delta = 0;
        handled++;
      }
    }
    delta++;
    n++;
  }
}

/**
 * Punycode decoding of `input[from..to)` (ASCII; a label without its `xn--`), appended to `out` as
 * code points; `false` wherever the punycode package throws (its decoded code points must also be
 * at most U+10FFFF, or `String.fromCodePoint` throws).
 */
function punycodeDecode(input: string, from: number, to: number, out: number[]): boolean {
  const base = out.length;
  let basic = input.lastIndexOf('-', to - 1);
  if (basic < from) basic = from;
  for (let j = from; j < basic; j++) out.push(input.charCodeAt(j));
  let i = 0;
  let n = 0x80;
  let bias = 72;
  for (let index = basic > from ? basic + 1 : from; index < to; ) {
    const oldi = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (index >= to) return false;
      const c = input.charCodeAt(index++);
      const d =
        c >= 0x30 && c < 0x3a
          ? c - 22
          : c >= 0x41 && c < 0x5b
            ? c - 0x41
            : c >= 0x61 && c < 0x7b
              ? c - 0x61
              : BASE;
      if (d >= BASE || d > Math.floor((MAX_INT - i) / w)) return false;
      i += d * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (d < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) return false;
      w *= BASE - t;
    }
    const count = out.length - base + 1;
    bias = adapt(i - oldi, count, oldi === 0);
    if (Math.floor(i / count) > MAX_INT - n) return false;
    n += Math.floor(i / count);
    i %= count;
    out.splice(base + i++, 0, n);
  }
  for (let j = base; j < out.length; j++) if ((out[j] as number) > 0x10ffff) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------

/**
 * Whether a code point can change a string under NFC: a combining mark, or one of the few other
 * code points that compose with the one before them (the Hangul vowel and final jamo, and U+16D67
 * KIRAT RAI VOWEL SIGN E). Every other valid code point has Canonical_Combining_Class 0 and
 * NFC_Quick_Check Yes, so a string of them is in NFC (UAX #15 section 9); test/fast-idna.test.ts
 * checks that claim against the runtime's normalization (the one tr46 uses) on all of Unicode.
 */
export function mayChangeUnderNFC(cp: number, value: number): boolean {
  return (
    (value & MARK) !== 0 || (cp >= 0x1161 && cp <= 0x1175) || (cp >= 0x11a8 && cp <= 0x11c2) || cp === 0x16d67
  );
}

/** The table's value of a code point known to be at most U+10FFFF. */
function cpValue(cp: number): number {
  return runValue[runOf(cp)] as number;
}

/**
 * The validity criteria (UTS #46 section 4.1) for the label `cps[from..to)` with the URL Standard's
 * flags (CheckBidi, CheckJoiners, nontransitional, IgnoreInvalidPunycode false): whether the label
 * passes without needing tr46. Normalization is checked by the caller.
 */
function labelPasses(
  cps: number[],
  from: number,
  to: number,
  checkHyphens: boolean,
  useSTD3: boolean,
  isBidi: boolean,
): boolean {
  const length = to - from;
  if (length === 0) return true;
  if (checkHyphens) {
    if (
      cps[from] === 0x2d ||
      cps[to - 1] === 0x2d ||
      (cps[from + 2] === 0x2d && cps[from + 3] === 0x2d && length >= 4)
    ) {
      return false;
    }
  } else if (
    length >= 4 &&
    cps[from] === 0x78 &&
    cps[from + 1] === 0x6e &&
    cps[from + 2] === 0x2d &&
    cps[from + 3] === 0x2d
  ) {
    return false;
  }
  const first = cpValue(cps[from] as number);
  if ((first & MARK) !== 0) return false;
  let all = -1;
  let any = 0;
  let lastRTL = 0;
  let lastLTR = 0;
  for (let j = from; j < to; j++) {
    const c = cps[j] as number;
    if (useSTD3 && c < 0x80 && !((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d))
      return false;
    const v = cpValue(c);
    if ((v & KIND_MASK) !== VALID) return false;
    all &= v;
    any |= v;
    if ((v & S3_NSM) === 0) lastRTL = v;
    if ((v & S6_NSM) === 0) lastLTR = v;
  }
  if (!isBidi) return true;
  if ((first & S1_LTR) !== 0) {
    return (all & S5) !== 0 && (lastLTR & S6_END) !== 0;
  }
  if ((first & S1_RTL) !== 0) {
    return (all & S2) !== 0 && (lastRTL & S3_END) !== 0 && (any & (S4_EN | S4_AN)) !== (S4_EN | S4_AN);
  }
  return false;
}

const CPS: number[] = [];
const OUT: number[] = [];

/**
 * UTS #46 processing (section 4) with the URL Standard's flags, and the conversion of each label;
 * `undefined` whenever tr46 has to decide. `toASCII` selects the ToASCII conversion (Punycode
 * encoding and VerifyDnsLength) over the ToUnicode one.
 */
function fastProcess(
  domain: string,
  checkHyphens: boolean,
  useSTD3: boolean,
  verifyDNSLength: boolean,
  toASCII: boolean,
): string | undefined {
  if (domain.length > FAST_MAX_LENGTH) return undefined;
  if (runStart === undefined) decodeTable();
  // 1. Map.
  let mapped = '';
  let from = 0;
  let high = false;
  for (let i = 0; i < domain.length; i++) {
    let c = domain.charCodeAt(i);
    const at = i;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < domain.length) {
      const d = domain.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    const r = runOf(c);
    const value = runValue[r] as number;
    const kind = value & KIND_MASK;
    if (kind === VALID) {
      if (c >= 0x300 && mayChangeUnderNFC(c, value)) high = true;
      continue;
    }
    if (kind === MAPPED) {
      const target = c + (runDelta[r] as number);
      if (target >= 0x300 && mayChangeUnderNFC(target, cpValue(target))) high = true;
      mapped += domain.slice(from, at) + String.fromCodePoint(target);
    } else if (kind === IGNORED) {
      mapped += domain.slice(from, at);
    } else {
      // Disallowed, a joiner, or a mapping to more than one code point.
      return undefined;
    }
    from = i + 1;
  }
  let s = from === 0 ? domain : mapped + domain.slice(from);
  // 2. Normalize, unless no code point can change the string (see mayChangeUnderNFC). A code point
  // that is neither valid nor mapped to a valid one fails validation below.
  if (high) s = s.normalize('NFC');
  // 3. Break, decoding `xn--` labels: the code points of all labels, separated by U+002E (.), in
  // the module's scratch array (nothing here calls out, so no other call can be using it).
  const cps = CPS;
  cps.length = 0;
  let anyValue = 0;
  const length = s.length;
  for (let start = 0; start <= length; ) {
    let end = s.indexOf('.', start);
    if (end === -1) end = length;
    if (start > 0) cps.push(0x2e);
    const labelStart = cps.length;
    if (
      end - start >= 4 &&
      s.charCodeAt(start) === 0x78 &&
      s.charCodeAt(start + 1) === 0x6e &&
      s.charCodeAt(start + 2) === 0x2d &&
      s.charCodeAt(start + 3) === 0x2d
    ) {
      for (let k = start + 4; k < end; k++) if (s.charCodeAt(k) >= 0x80) return undefined;
      if (!punycodeDecode(s, start + 4, end, cps)) return undefined;
      // A decoded label must not be empty or ASCII, and must be in NFC. (It cannot hold a U+002E (.):
      // Punycode writes ASCII code points literally, so a "." would have split the label already.)
      let ascii = true;
      let decodedHigh = false;
      for (let j = labelStart; j < cps.length; j++) {
        const c = cps[j] as number;
        if (c >= 0x80) ascii = false;
        const value = cpValue(c);
        if (mayChangeUnderNFC(c, value)) decodedHigh = true;
        anyValue |= value;
      }
      if (ascii) return undefined;
      if (decodedHigh) {
        const text = String.fromCodePoint(...cps.slice(labelStart));
        if (text.normalize('NFC') !== text) return undefined;
      }
    } else {
      for (let i = start; i < end; i++) {
        let c = s.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
          const d = s.charCodeAt(i + 1);
          if (d >= 0xdc00 && d <= 0xdfff) {
            c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
            i++;
          }
        }
        cps.push(c);
        anyValue |= cpValue(c);
      }
    }
    start = end + 1;
  }
  // 4. Convert/Validate.
  const isBidi = (anyValue & BIDI_DOMAIN) !== 0;
  const out = OUT;
  out.length = 0;
  const total = cps.length;
  for (let start = 0; start <= total; ) {
    let end = cps.indexOf(0x2e, start);
    if (end === -1) end = total;
    if (!labelPasses(cps, start, end, checkHyphens, useSTD3, isBidi)) return undefined;
    if (start > 0) out.push(0x2e);
    const outStart = out.length;
    let ascii = true;
    for (let j = start; j < end; j++) {
      if ((cps[j] as number) >= 0x80) {
        ascii = false;
        break;
      }
    }
    if (ascii) {
      for (let j = start; j < end; j++) out.push(cps[j] as number);
    } else if (toASCII) {
      out.push(0x78, 0x6e, 0x2d, 0x2d);
      punycodeEncode(cps, start, end, out);
    } else {
      for (let j = start; j < end; j++) {
        const c = cps[j] as number;
        if (c < 0x10000) out.push(c);
        else out.push(0xd800 + ((c - 0x10000) >> 10), 0xdc00 + ((c - 0x10000) & 0x3ff));
      }
    }
    if (verifyDNSLength && (out.length === outStart || out.length - outStart > 63)) return undefined;
    start = end + 1;
  }
  if (verifyDNSLength && (out.length === 0 || out.length > 253)) return undefined;
  return String.fromCharCode.apply(null, out);
}

/**
 * The fast route's answer for `domain`, or `undefined` when it leaves the domain to tr46 (exported
 * for the tests, which compare every answer it gives with tr46's).
 */
export function fastRoute(domain: string, options: UTS46Options, toASCII: boolean): string | undefined {
  if (!fastOptions(options)) return undefined;
  return fastProcess(
    domain,
    !!options.checkHyphens,
    !!options.useSTD3ASCIIRules,
    toASCII && !!options.verifyDNSLength,
    toASCII,
  );
}

/** Whether the options are those the fast route implements (the URL Standard's, whatever the strictness). */
function fastOptions(options: UTS46Options): boolean {
  return (
    !!options.checkBidi &&
    !!options.checkJoiners &&
    !options.transitionalProcessing &&
    !options.ignoreInvalidPunycode
  );
}

/**
 * Unicode ToASCII and ToUnicode (https://www.unicode.org/reports/tr46/#Processing): the fast route
 * for the URL Standard's flags, tr46 for everything it cannot decide. Same answers as `tr46IDNA`.
 */
export const fastIDNA: IDNA = {
  toASCII(domain, options) {
    const result = fastRoute(domain, options, true);
    return result !== undefined ? result : tr46ToASCII(domain, options);
  },
  toUnicode(domain, options) {
    const result = fastRoute(domain, options, false);
    return result !== undefined ? { domain: result, error: false } : tr46ToUnicode(domain, options);
  },
};
