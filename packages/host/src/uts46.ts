/**
 * Unicode IDNA Compatibility Processing (UTS #46) of our own: ToASCII and ToUnicode for every flag
 * combination, from compact tables generated from tr46's own data (src/idna-table.ts, by
 * scripts/generate-idna-table.mjs), so that tr46 — the oracle of the tests — and this read the same
 * Unicode version. It follows tr46 step by step, its readings of the standard included (the
 * ContextJ rule for U+200C ZWNJ as its regular expression reads it, the Bidi rule as its regular
 * expressions read it, `ẞ` to `ss` in transitional processing); normalization is the runtime's
 * `String.prototype.normalize`, as in tr46.
 * @module
 */

import {
  DELTA_COUNT,
  DELTAS,
  PALETTE,
  RUN_COUNT,
  RUN_LENGTHS,
  RUN_MAPS,
  RUN_VALUES,
  STRING_COUNT,
  STRINGS,
} from './idna-table';
import type { IDNA, UTS46Options } from './types';

// The bit layout of the table's values (scripts/generate-idna-table.mjs).
const KIND = 7;
const DISALLOWED = 0;
const VALID = 1;
const MAPPED = 2;
const IGNORED = 3;
const DEVIATION = 4;
const MAPPED_STRING = 5;
const MARK = 1 << 3;
const BIDI_DOMAIN = 1 << 4;
const S1_LTR = 1 << 5;
const S1_RTL = 1 << 6;
const S2 = 1 << 7;
const S3_END = 1 << 8;
const S3_NSM = 1 << 9;
const S4_EN = 1 << 10;
const S4_AN = 1 << 11;
const S5 = 1 << 12;
const S6_END = 1 << 13;
const S6_NSM = 1 << 14;
const VIRAMA = 1 << 15;
const JOIN_LD = 1 << 16;
const JOIN_T = 1 << 17;
const JOIN_RD = 1 << 18;

const ZWNJ = 0x200c;
const ZWJ = 0x200d;

// ---------------------------------------------------------------------------------------------
// The tables, decoded once, on first use.

let runStart: Int32Array | undefined;
let runValue: Int32Array;
let runMap: Int32Array;
let bmpRun: Uint16Array;
/** The value of each BMP code point (one load instead of two on the hot path). */
let bmpValue: Int32Array;
let strings: string[];
/** Whether a string of `strings` holds a code point that can change under NFC. */
let stringMayChange: Uint8Array;

/** The base64url digit at `at` in `s`. */
function digitAt(s: string, at: number): number {
  const c = s.charCodeAt(at);
  // A-Z a-z 0-9 - _
  return c === 0x5f ? 63 : c >= 0x61 ? c - 71 : c >= 0x41 ? c - 0x41 : c >= 0x30 ? c + 4 : 62;
}

/** A reader of the varints of one stream (see src/idna-table.ts). */
function reader(s: string): () => number {
  let at = 0;
  return () => {
    let n = 0;
    let shift = 1;
    for (;;) {
      const d = digitAt(s, at++);
      n += (d & 31) * shift;
      if (d < 32) return n;
      shift *= 32;
    }
  };
}

function signed(n: number): number {
  return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
}

function decodeTables(): void {
  const starts = new Int32Array(RUN_COUNT);
  const values = new Int32Array(RUN_COUNT);
  const maps = new Int32Array(RUN_COUNT);
  const bmp = new Uint16Array(0x10000);
  const bmpValues = new Int32Array(0x10000);
  const deltaReader = reader(DELTAS);
  const deltas: number[] = [];
  for (let i = 0; i < DELTA_COUNT; i++) deltas.push(signed(deltaReader()));
  const stringReader = reader(STRINGS);
  const list: string[] = [];
  let previous = 0;
  for (let i = 0; i < STRING_COUNT; i++) {
    let s = '';
    for (let n = stringReader(); n > 0; n--) {
      previous += signed(stringReader());
      s += String.fromCodePoint(previous);
    }
    list.push(s);
  }
  const nextLength = reader(RUN_LENGTHS);
  const nextValue = reader(RUN_VALUES);
  const nextMap = reader(RUN_MAPS);
  let cp = 0;
  let nextString = 0;
  for (let r = 0; r < RUN_COUNT; r++) {
    const length = nextLength() + 1;
    const value = PALETTE[nextValue()]!;
    starts[r] = cp;
    values[r] = value;
    const kind = value & KIND;
    if (kind === MAPPED) maps[r] = deltas[nextMap()]!;
    else if (kind === MAPPED_STRING || kind === DEVIATION) {
      const back = nextMap();
      maps[r] = back === 0 ? nextString++ : nextString - back;
    }
    if (cp < 0x10000) {
      bmp.fill(r, cp, Math.min(cp + length, 0x10000));
      bmpValues.fill(value, cp, Math.min(cp + length, 0x10000));
    }
    cp += length;
  }
  runValue = values;
  runMap = maps;
  bmpRun = bmp;
  bmpValue = bmpValues;
  strings = list;
  runStart = starts;
  const mayChange = new Uint8Array(STRING_COUNT);
  for (let i = 0; i < STRING_COUNT; i++) {
    for (const ch of list[i]!) {
      const c = ch.codePointAt(0)!;
      if (mayChangeUnderNFC(c, cpValue(c))) mayChange[i] = 1;
    }
  }
  stringMayChange = mayChange;
}

/** The run of a code point (at most U+10FFFF). */
function runOf(cp: number): number {
  if (cp < 0x10000) return bmpRun[cp]!;
  const starts = runStart!;
  let lo = 0;
  let hi = RUN_COUNT - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= cp) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The table's value of a code point known to be at most U+10FFFF. */
function cpValue(cp: number): number {
  return cp < 0x10000 ? bmpValue[cp]! : runValue[runOf(cp)]!;
}

/** The table's value of a code point (bits above), for tests. */
export function idnaTableValue(cp: number): number {
  if (runStart === undefined) decodeTables();
  return cpValue(cp);
}

/** The mapping of a mapped or deviation code point, for tests. */
export function idnaTableMapping(cp: number): string {
  if (runStart === undefined) decodeTables();
  const r = runOf(cp);
  const kind = runValue[r]! & KIND;
  if (kind === MAPPED) return String.fromCodePoint(cp + runMap[r]!);
  return kind === MAPPED_STRING || kind === DEVIATION ? strings[runMap[r]!]! : '';
}

/**
 * Whether a code point can change a string under NFC: anything but a valid or deviation code point
 * (so a string with a disallowed code point is always normalized), a combining mark, or one of the
 * few other code points that compose with the one before them (the Hangul vowel and final jamo, and
 * U+16D67 KIRAT RAI VOWEL SIGN E). Every other valid code point has Canonical_Combining_Class 0 and
 * NFC_Quick_Check Yes, so a string of them is in NFC (UAX #15 section 9); test/uts46.test.ts checks
 * that claim against the runtime's normalization (the one tr46 uses) on all of Unicode.
 */
export function mayChangeUnderNFC(cp: number, value: number): boolean {
  const kind = value & KIND;
  return (
    (kind !== VALID && kind !== DEVIATION) ||
    (value & MARK) !== 0 ||
    (cp >= 0x1161 && cp <= 0x1175) ||
    (cp >= 0x11a8 && cp <= 0x11c2) ||
    cp === 0x16d67
  );
}

// ---------------------------------------------------------------------------------------------
// Punycode (RFC 3492), with the bounds and errors of the punycode package that tr46 uses.

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const MAX_INT = 0x7fffffff;

/**
 * Bias adaptation (RFC 3492 section 6.1). Every operand is a non-negative integer below 2^31, so
 * `(a / b) | 0` is the floor of the quotient.
 */
function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  let k = 0;
  delta = firstTime ? (delta / 700) | 0 : delta >> 1;
  delta += (delta / numPoints) | 0;
  for (; delta > 455; k += BASE) delta = (delta / 35) | 0;
  return (k + (36 * delta) / (delta + 38)) | 0;
}

// The non-basic code points of the label being encoded, and how many basic code points come before
// each of them (after the one before), grown on demand.
let NON_BASIC = new Int32Array(64);
let GAPS = new Int32Array(64);
// The Punycode encoding being written, as char codes.
let PUNY = new Int32Array(256);

/**
 * Writes `xn--` and the Punycode encoding of the code points `cps[from..to)` to PUNY, as char codes:
 * their count, or -1 on overflow (where the punycode package throws). The loops of RFC 3492 section 6.3 run over the
 * non-basic code points only: every basic code point is smaller than n, so it only adds 1 to delta.
 */
function punycodeEncode(cps: Int32Array, from: number, to: number): number {
  const length = to - from;
  if (NON_BASIC.length < length) {
    NON_BASIC = new Int32Array(length * 2);
    GAPS = new Int32Array(length * 2);
  }
  // A delta takes at most 7 digits (36^6 < 2^31 < 36^7), a basic code point 1; then `xn--` and `-`.
  if (PUNY.length < length * 7 + 5) PUNY = new Int32Array(length * 14 + 10);
  const out = PUNY;
  out[0] = 0x78;
  out[1] = 0x6e;
  out[2] = 0x2d;
  out[3] = 0x2d;
  let at = 4;
  const nonBasic = NON_BASIC;
  const gaps = GAPS;
  let count = 0;
  let gap = 0;
  for (let j = from; j < to; j++) {
    const c = cps[j]!;
    if (c < 0x80) {
      out[at++] = c;
      gap++;
    } else {
      nonBasic[count] = c;
      gaps[count++] = gap;
      gap = 0;
    }
  }
  const trailing = gap;
  const basicLength = length - count;
  let handled = basicLength;
  if (basicLength > 0) out[at++] = 0x2d;
  let n = 0x80;
  let delta = 0;
  let bias = 72;
  while (handled < length) {
    let m = MAX_INT;
    for (let j = 0; j < count; j++) {
      const c = nonBasic[j]!;
      if (c >= n && c < m) m = c;
    }
    const handledPlusOne = handled + 1;
    // "if (m - n) > floor((maxint - delta) / (h + 1)) then fail on overflow", without the division:
    // for integers, x > floor(a / b) exactly when x * b > a (all exact in doubles here).
    if ((m - n) * handledPlusOne > MAX_INT - delta) return -1;
    delta += (m - n) * handledPlusOne;
    n = m;
    for (let j = 0; j < count; j++) {
      // The basic code points before this one each add 1 (delta only grows here, so one check
      // after adding them fails exactly when one of the additions would).
      delta += gaps[j]!;
      const c = nonBasic[j]!;
      if (c < n) delta++;
      if (delta > MAX_INT) return -1;
      if (c === n) {
        let q = delta;
        for (let k = BASE; ; k += BASE) {
          const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
          if (q < t) break;
          const d = t + (((q - t) % (BASE - t)) | 0);
          out[at++] = d < 26 ? d + 0x61 : d + 22;
          q = ((q - t) / (BASE - t)) | 0;
        }
        out[at++] = q < 26 ? q + 0x61 : q + 22;
        bias = adapt(delta, handledPlusOne, handled === basicLength);
        delta = 0;
        handled++;
      }
    }
    delta += trailing;
    if (delta > MAX_INT) return -1;
    delta++;
    n++;
  }
  return at;
}

/**
 * Punycode decoding of the code points `input[from..to)` (a label without its `xn--`), appended to
 * `out`; `false` wherever the punycode package throws (a code point that is not ASCII, a bad digit,
 * overflow; its decoded code points must also be at most U+10FFFF, or `String.fromCodePoint`
 * throws).
 */
function punycodeDecode(input: Int32Array, from: number, to: number, out: number[]): boolean {
  const base = out.length;
  let basicEnd = to - 1;
  while (basicEnd >= from && input[basicEnd] !== 0x2d) basicEnd--;
  if (basicEnd < from) basicEnd = from;
  for (let j = from; j < basicEnd; j++) {
    const c = input[j]!;
    if (c >= 0x80) return false;
    out.push(c);
  }
  let i = 0;
  let n = 0x80;
  let bias = 72;
  for (let index = basicEnd > from ? basicEnd + 1 : from; index < to; ) {
    const oldi = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (index >= to) return false;
      const c = input[index++]!;
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
  for (let j = base; j < out.length; j++) if (out[j]! > 0x10ffff) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Processing (UTS #46 section 4).

// Module scratch buffers (nothing here calls out, so no other call can be using them), grown on
// demand: the code points of the domain and their values; those of a decoded label; the decoded
// code points.
let CPS = new Int32Array(256);
let VALS = new Int32Array(256);
/**
 * Makes CPS and VALS hold at least `length` code points (a domain has at most `length`), keeping
 * the first `keep` of them.
 */
function growBuffers(length: number, keep = 0): void {
  if (CPS.length < length) {
    const cps = new Int32Array(length * 2);
    const vals = new Int32Array(length * 2);
    cps.set(CPS.subarray(0, keep));
    vals.set(VALS.subarray(0, keep));
    CPS = cps;
    VALS = vals;
  }
}
let LABEL_CPS = new Int32Array(64);
let LABEL_VALS = new Int32Array(64);
const DECODED: number[] = [];

/** The string of the code points `cps[from..to)` (a surrogate code point as itself). */
function stringOf(cps: ArrayLike<number>, from: number, to: number): string {
  let s = '';
  for (let j = from; j < to; j++) s += String.fromCodePoint(cps[j]!);
  return s;
}

let nfcNeeded = false;

/**
 * 1. Map: each code point by its status ("disallowed: leave the code point unchanged"). Sets
 * `nfcNeeded` when a code point of the result can change under NFC. CPS and VALS then hold the
 * code points of the result and their values (the count is returned by readCount).
 */
function map(domain: string, transitional: boolean): string {
  const length = domain.length;
  growBuffers(length);
  let cps = CPS;
  let vals = VALS;
  let n = 0;
  let mapped = '';
  let from = 0;
  let nfc = false;
  for (let i = 0; i < length; i++) {
    let c = domain.charCodeAt(i);
    const at = i;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < length) {
      const d = domain.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    const value = cpValue(c);
    const kind = value & KIND;
    let replacement: string;
    if (kind === VALID || (kind === DEVIATION && !transitional) || kind === DISALLOWED) {
      cps[n] = c;
      vals[n++] = value;
      if (kind === DISALLOWED || (c >= 0x300 && mayChangeUnderNFC(c, value))) nfc = true;
      continue;
    }
    const r = runOf(c);
    if (kind === MAPPED) {
      const target = c + runMap[r]!;
      const targetValue = cpValue(target);
      cps[n] = target;
      vals[n++] = targetValue;
      if (target >= 0x300 && mayChangeUnderNFC(target, targetValue)) nfc = true;
      replacement = String.fromCodePoint(target);
    } else if (kind === IGNORED) {
      replacement = '';
    } else {
      if (transitional && c === 0x1e9e) {
        // tr46: "ẞ" is "ss" in transitional processing.
        replacement = 'ss';
      } else {
        const index = runMap[r]!;
        if (stringMayChange[index] === 1) nfc = true;
        replacement = strings[index]!;
      }
      // The code points of the replacement (a mapping is at most 18 of them): the domain's
      // remaining code units plus the replacement's bound the count.
      if (cps.length < n + replacement.length + length - i) {
        growBuffers(cps.length + replacement.length + length, n);
        cps = CPS;
        vals = VALS;
      }
      for (let j = 0; j < replacement.length; j++) {
        let d = replacement.charCodeAt(j);
        if (d >= 0xd800 && d <= 0xdbff)
          d = 0x10000 + ((d - 0xd800) << 10) + (replacement.charCodeAt(++j) - 0xdc00);
        cps[n] = d;
        vals[n++] = cpValue(d);
      }
    }
    mapped += domain.slice(from, at) + replacement;
    from = i + 1;
  }
  nfcNeeded = nfc;
  readCount = n;
  return from === 0 ? domain : mapped + domain.slice(from);
}

let readCount = 0;

/** Reads the code points of `s` (a lone surrogate as itself) and their values into CPS and VALS. */
function readAll(s: string): number {
  const length = s.length;
  growBuffers(length);
  const cps = CPS;
  const vals = VALS;
  let n = 0;
  for (let i = 0; i < length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    cps[n] = c;
    vals[n++] = cpValue(c);
  }
  return n;
}

/** Whether the code points `cps[from..to)` start with `xn--`. */
function startsWithACE(cps: Int32Array, from: number, to: number): boolean {
  return (
    to - from >= 4 &&
    cps[from] === 0x78 &&
    cps[from + 1] === 0x6e &&
    cps[from + 2] === 0x2d &&
    cps[from + 3] === 0x2d
  );
}

/**
 * Punycode-decodes `CPS[from..to)` (a label after its `xn--`) into LABEL_CPS and LABEL_VALS, as the
 * code points of the decoded string (two decoded surrogates may be one code point there): their
 * count, or -1 where the punycode package throws, or when the label is empty, ASCII or not in NFC.
 */
function decodeLabel(from: number, to: number): number {
  const decoded = DECODED;
  decoded.length = 0;
  if (!punycodeDecode(CPS, from, to, decoded)) return -1;
  let surrogates = false;
  let ascii = true;
  for (let j = 0; j < decoded.length; j++) {
    const c = decoded[j]!;
    if (c >= 0x80) ascii = false;
    if (c >= 0xd800 && c <= 0xdfff) surrogates = true;
  }
  // "If the label is empty, or if the label contains only ASCII code points, record an error."
  if (ascii) return -1;
  let text = '';
  if (surrogates) {
    text = stringOf(decoded, 0, decoded.length);
    decoded.length = 0;
    for (const ch of text) decoded.push(ch.codePointAt(0)!);
  }
  const n = decoded.length;
  if (LABEL_CPS.length < n) {
    LABEL_CPS = new Int32Array(n * 2);
    LABEL_VALS = new Int32Array(n * 2);
  }
  let mayChange = false;
  for (let j = 0; j < n; j++) {
    const c = decoded[j]!;
    const v = cpValue(c);
    LABEL_CPS[j] = c;
    LABEL_VALS[j] = v;
    if (mayChangeUnderNFC(c, v)) mayChange = true;
  }
  // "The label must be in Unicode Normalization Form NFC."
  if (mayChange) {
    if (!surrogates) text = stringOf(decoded, 0, n);
    if (text.normalize('NFC') !== text) return -1;
  }
  return n;
}

/**
 * The ContextJ rules as tr46 reads them (RFC 5892 appendix A.1 and A.2) on the label
 * `cps[from..to)`: a joiner after a virama is fine; otherwise a ZWNJ must be matched by
 * `(Joining_Type:{L,D})(Joining_Type:T)*\u200C(Joining_Type:T)*(Joining_Type:{R,D})` somewhere in
 * the code points from the one after the last ZWNJ so matched to the next ZWNJ; a ZWJ fails.
 */
function joinersPass(cps: Int32Array, vals: Int32Array, from: number, to: number): boolean {
  let last = from;
  for (let i = from; i < to; i++) {
    const c = cps[i]!;
    if (c !== ZWNJ && c !== ZWJ) continue;
    if (i > from) {
      if ((vals[i - 1]! & VIRAMA) !== 0) continue;
      if (c === ZWNJ) {
        let next = i + 1;
        while (next < to && cps[next] !== ZWNJ) next++;
        if (zwnjMatches(cps, vals, last, next)) {
          last = i + 1;
          continue;
        }
      }
    }
    return false;
  }
  return true;
}

/** Whether the ZWNJ regular expression above matches in the code points `cps[from..to)`. */
function zwnjMatches(cps: Int32Array, vals: Int32Array, from: number, to: number): boolean {
  for (let z = from; z < to; z++) {
    if (cps[z] !== ZWNJ) continue;
    let before = false;
    for (let q = z - 1; q >= from; q--) {
      const v = vals[q]!;
      if ((v & JOIN_LD) !== 0) {
        before = true;
        break;
      }
      if ((v & JOIN_T) === 0) break;
    }
    if (!before) continue;
    for (let q = z + 1; q < to; q++) {
      const v = vals[q]!;
      if ((v & JOIN_RD) !== 0) return true;
      if ((v & JOIN_T) === 0) break;
    }
  }
  return false;
}

/** Whether the label `vals[from..to)` ends with an `end` code point followed only by `nsm` ones. */
function endsWith(vals: Int32Array, from: number, to: number, end: number, nsm: number): boolean {
  for (let q = to - 1; q >= from; q--) {
    const v = vals[q]!;
    if ((v & end) !== 0) return true;
    if ((v & nsm) === 0) return false;
  }
  return false;
}

// What checkLabel says about a valid label.
const LABEL_BIDI_DOMAIN = 1; // it has a code point that makes the domain a Bidi domain name
const LABEL_BIDI_FAILS = 2; // it fails the Bidi rule (which applies if the domain is a Bidi one)
const LABEL_NOT_ASCII = 4;

/**
 * The validity criteria (UTS #46 section 4.1) for the label `cps[from..to)` (values in `vals`),
 * whose NFC form has been checked: -1 for invalid, else the LABEL_ bits (the Bidi rule is read
 * with CheckBidi only). `transitional` is Transitional_Processing for this label.
 */
function checkLabel(
  cps: Int32Array,
  vals: Int32Array,
  from: number,
  to: number,
  options: number,
  transitional: boolean,
): number {
  const n = to - from;
  if (n === 0) return 0;
  const first = cps[from]!;
  if ((options & CHECK_HYPHENS) !== 0) {
    // "the label must not contain a U+002D HYPHEN-MINUS character in both the third and fourth
    // positions", "must neither begin nor end with a U+002D HYPHEN-MINUS character"
    if (
      (n >= 4 && cps[from + 2] === 0x2d && cps[from + 3] === 0x2d) ||
      first === 0x2d ||
      cps[to - 1] === 0x2d
    ) {
      return -1;
    }
  } else if (startsWithACE(cps, from, to)) {
    // "If not CheckHyphens, the label must not begin with “xn--”."
    return -1;
  }
  // (A label cannot contain U+002E (.): labels were split at it, and Punycode writes basic code
  // points literally.)
  // "The label must not begin with a combining mark."
  const firstValue = vals[from]!;
  if ((firstValue & MARK) !== 0) return -1;
  // "Each code point in the label must only have certain Status values"
  const std3 = (options & USE_STD3) !== 0;
  let any = 0;
  let all = -1;
  let high = false;
  let joiners = false;
  for (let j = from; j < to; j++) {
    const v = vals[j]!;
    const kind = v & KIND;
    if (kind !== VALID && (kind !== DEVIATION || transitional)) return -1;
    const c = cps[j]!;
    if (c < 0x80) {
      if (std3 && !((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d)) return -1;
    } else {
      high = true;
      if (c === ZWNJ || c === ZWJ) joiners = true;
    }
    any |= v;
    all &= v;
  }
  if (joiners && (options & CHECK_JOINERS) !== 0 && !joinersPass(cps, vals, from, to)) return -1;
  let result = high ? LABEL_NOT_ASCII : 0;
  if ((any & BIDI_DOMAIN) !== 0) result |= LABEL_BIDI_DOMAIN;
  if ((options & CHECK_BIDI) === 0) return result;
  // The Bidi rule (RFC 5893 section 2).
  let bidiOK: boolean;
  if ((firstValue & S1_LTR) !== 0) {
    bidiOK = (all & S5) !== 0 && endsWith(vals, from, to, S6_END, S6_NSM);
  } else if ((firstValue & S1_RTL) !== 0) {
    bidiOK =
      (all & S2) !== 0 &&
      endsWith(vals, from, to, S3_END, S3_NSM) &&
      (any & (S4_EN | S4_AN)) !== (S4_EN | S4_AN);
  } else {
    bidiOK = false;
  }
  if (!bidiOK) result |= LABEL_BIDI_FAILS;
  return result;
}

// Option bits.
const CHECK_HYPHENS = 1;
const CHECK_BIDI = 2;
const CHECK_JOINERS = 4;
const USE_STD3 = 8;
const TRANSITIONAL = 16;
const VERIFY_DNS_LENGTH = 32;
const TO_ASCII = 64;

let lastOptions: UTS46Options | undefined;
let lastBits = 0;

/** The options as bits (the last frozen options object read is remembered). */
function optionBits(options: UTS46Options): number {
  if (options === lastOptions) return lastBits;
  const bits =
    (options.checkHyphens ? CHECK_HYPHENS : 0) |
    (options.checkBidi ? CHECK_BIDI : 0) |
    (options.checkJoiners ? CHECK_JOINERS : 0) |
    (options.useSTD3ASCIIRules ? USE_STD3 : 0) |
    (options.transitionalProcessing ? TRANSITIONAL : 0) |
    (options.verifyDNSLength ? VERIFY_DNS_LENGTH : 0);
  if (Object.isFrozen(options)) {
    lastOptions = options;
    lastBits = bits;
  }
  return bits;
}

/**
 * Processing (UTS #46 section 4) and the conversion of each label (sections 4.2 and 4.3), with the
 * options as bits: the ToASCII or ToUnicode result, or `null` when an error was recorded. Labels
 * are validated as they come; whether the domain is a Bidi domain name is known at the end, so each
 * label's Bidi rule result is kept until then. (ignoreInvalidPunycode changes nothing in tr46 6: a
 * label left undecoded is ASCII, an error.)
 */
function processDomain(domain: string, options: number): string | null {
  if (runStart === undefined) decodeTables();
  const transitional = (options & TRANSITIONAL) !== 0;
  // 1. Map.
  let s = map(domain, transitional);
  // 2. Normalize, unless no code point can change the string (see mayChangeUnderNFC).
  let n = readCount;
  if (nfcNeeded) {
    s = s.normalize('NFC');
    n = readAll(s);
  }
  // 3. Break. 4. Convert/Validate. CPS holds the code points of s; `at` is where a label starts in s.
  const toASCII = (options & TO_ASCII) !== 0;
  const verify = (options & VERIFY_DNS_LENGTH) !== 0;
  const cps = CPS;
  // The result is s with changed labels replaced: `result` holds it up to s[copied].
  let result = '';
  let copied = 0;
  let resultLength = 0;
  let bidi = 0;
  let at = 0;
  for (let start = 0; ; ) {
    let end = start;
    let units = 0;
    for (; end < n; end++) {
      const c = cps[end]!;
      if (c === 0x2e) break;
      units += c >= 0x10000 ? 2 : 1;
    }
    let label: string | undefined;
    if (startsWithACE(cps, start, end)) {
      const length = decodeLabel(start + 4, end);
      if (length === -1) return null;
      const flags = checkLabel(LABEL_CPS, LABEL_VALS, 0, length, options, false);
      if (flags === -1) return null;
      bidi |= flags;
      if (!toASCII) label = stringOf(LABEL_CPS, 0, length);
      else {
        const ace = aceLabel(LABEL_CPS, 0, length);
        if (ace === null) return null;
        label = ace;
      }
    } else {
      const flags = checkLabel(cps, VALS, start, end, options, transitional);
      if (flags === -1) return null;
      bidi |= flags;
      if (toASCII && (flags & LABEL_NOT_ASCII) !== 0) {
        const ace = aceLabel(cps, start, end);
        if (ace === null) return null;
        label = ace;
      }
    }
    const labelLength = label === undefined ? units : label.length;
    // VerifyDnsLength: "The length of each label is from 1 to 63."
    if (verify && (labelLength === 0 || labelLength > 63)) return null;
    resultLength += labelLength + (start === 0 ? 0 : 1);
    if (label !== undefined) {
      result += s.slice(copied, at) + label;
      copied = at + units;
    }
    if (end === n) break;
    start = end + 1;
    at += units + 1;
  }
  // "A Bidi domain name is a domain name containing at least one character with Bidi_Class R, AL,
  // or AN": then every label must satisfy the Bidi rule.
  if ((bidi & (LABEL_BIDI_DOMAIN | LABEL_BIDI_FAILS)) === (LABEL_BIDI_DOMAIN | LABEL_BIDI_FAILS)) return null;
  // "The length of the domain name, excluding the root label and its dot, is from 1 to 253." (tr46
  // counts the root label and its dot, and an empty root label fails the label rule above.)
  if (verify && (resultLength === 0 || resultLength > 253)) return null;
  return copied === 0 ? s : result + s.slice(copied);
}

/** `xn--` and the Punycode encoding of `cps[from..to)`, or `null` on overflow. */
function aceLabel(cps: Int32Array, from: number, to: number): string | null {
  const count = punycodeEncode(cps, from, to);
  if (count === -1) return null;
  // String.fromCharCode with eight arguments at a time, then one by one (no array, no apply).
  const p = PUNY;
  let s = '';
  let j = 0;
  for (; j + 8 <= count; j += 8) {
    s += String.fromCharCode(
      p[j]!,
      p[j + 1]!,
      p[j + 2]!,
      p[j + 3]!,
      p[j + 4]!,
      p[j + 5]!,
      p[j + 6]!,
      p[j + 7]!,
    );
  }
  for (; j < count; j++) s += String.fromCharCode(p[j]!);
  return s;
}

/**
 * ToUnicode's domain when an error was recorded: the mapped and normalized domain with every `xn--`
 * label that decodes replaced by its decoding (tr46 keeps going after an error).
 */
function unicodeWithError(domain: string, transitional: boolean): string {
  const labels = map(domain, transitional).normalize('NFC').split('.');
  const decoded = DECODED;
  for (let l = 0; l < labels.length; l++) {
    const n = readAll(labels[l]!);
    decoded.length = 0;
    if (startsWithACE(CPS, 0, n) && punycodeDecode(CPS, 4, n, decoded)) {
      labels[l] = stringOf(decoded, 0, decoded.length);
    }
  }
  return labels.join('.');
}

/**
 * Unicode ToASCII (https://www.unicode.org/reports/tr46/#ToASCII) with tr46's option names: the
 * ASCII domain, or `null` when an error was recorded.
 */
export function uts46ToASCII(domain: string, options: UTS46Options): string | null {
  return processDomain(domain, optionBits(options) | TO_ASCII);
}

/**
 * Unicode ToUnicode (https://www.unicode.org/reports/tr46/#ToUnicode) with tr46's option names: the
 * domain, and whether an error was recorded.
 */
export function uts46ToUnicode(domain: string, options: UTS46Options): { domain: string; error: boolean } {
  const result = processDomain(domain, optionBits(options) & ~VERIFY_DNS_LENGTH);
  if (result !== null) return { domain: result, error: false };
  return { domain: unicodeWithError(domain, !!options.transitionalProcessing), error: true };
}

/**
 * Unicode ToASCII and ToUnicode (https://www.unicode.org/reports/tr46/#Processing) of our own, on
 * tables generated from tr46's data: the same answers as `tr46IDNA` on every input, without tr46's
 * code or tables in the bundle. The root entry's functions use it.
 */
export const uts46IDNA: IDNA = { toASCII: uts46ToASCII, toUnicode: uts46ToUnicode };
