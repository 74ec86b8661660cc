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
import { DELTAS, PALETTE, RUN_COUNT, RUNS } from './idna-table';
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
  let at = 0;
  const next = (): number => {
    let n = 0;
    let shift = 1;
    for (;;) {
      const c = RUNS.charCodeAt(at++);
      // The base64url alphabet: A-Z a-z 0-9 - _
      const d = c === 0x5f ? 63 : c >= 0x61 ? c - 71 : c >= 0x41 ? c - 0x41 : c >= 0x30 ? c + 4 : 62;
      n += (d & 31) * shift;
      if (d < 32) return n;
      shift *= 32;
    }
  };
  let cp = 0;
  for (let r = 0; r < RUN_COUNT; r++) {
    const length = next() + 1;
    const value = PALETTE[next()] as number;
    starts[r] = cp;
    values[r] = value;
    if ((value & KIND_MASK) === MAPPED) deltas[r] = DELTAS[next()] as number;
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

function digit(d: number): string {
  return String.fromCharCode(d < 26 ? d + 0x61 : d + 22);
}

/** Punycode encoding of the code points of a label (at most FAST_MAX_LENGTH of them). */
function punycodeEncode(cps: number[]): string {
  const length = cps.length;
  let output = '';
  for (let j = 0; j < length; j++) {
    const c = cps[j] as number;
    if (c < 0x80) output += String.fromCharCode(c);
  }
  const basic = output.length;
  let handled = basic;
  if (basic > 0) output += '-';
  let n = 0x80;
  let delta = 0;
  let bias = 72;
  while (handled < length) {
    let m = MAX_INT;
    for (let j = 0; j < length; j++) {
      const c = cps[j] as number;
      if (c >= n && c < m) m = c;
    }
    delta += (m - n) * (handled + 1);
    n = m;
    for (let j = 0; j < length; j++) {
      const c = cps[j] as number;
      if (c < n) delta++;
      if (c === n) {
        let q = delta;
        for (let k = BASE; ; k += BASE) {
          const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
          if (q < t) break;
          output += digit(t + ((q - t) % (BASE - t)));
          q = Math.floor((q - t) / (BASE - t));
        }
        output += digit(q);
        bias = adapt(delta, handled + 1, handled === basic);
        delta = 0;
        handled++;
      }
    }
    delta++;
    n++;
  }
  return output;
}

/**
 * Punycode decoding of an ASCII string (a label without its `xn--`) into code points, or
 * `undefined` wherever the punycode package throws.
 */
function punycodeDecode(input: string): number[] | undefined {
  const output: number[] = [];
  let basic = input.lastIndexOf('-');
  if (basic < 0) basic = 0;
  for (let j = 0; j < basic; j++) output.push(input.charCodeAt(j));
  let i = 0;
  let n = 0x80;
  let bias = 72;
  for (let index = basic > 0 ? basic + 1 : 0; index < input.length; ) {
    const oldi = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (index >= input.length) return undefined;
      const c = input.charCodeAt(index++);
      const d =
        c >= 0x30 && c < 0x3a
          ? c - 22
          : c >= 0x41 && c < 0x5b
            ? c - 0x41
            : c >= 0x61 && c < 0x7b
              ? c - 0x61
              : BASE;
      if (d >= BASE || d > Math.floor((MAX_INT - i) / w)) return undefined;
      i += d * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (d < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) return undefined;
      w *= BASE - t;
    }
    const out = output.length + 1;
    bias = adapt(i - oldi, out, oldi === 0);
    if (Math.floor(i / out) > MAX_INT - n) return undefined;
    n += Math.floor(i / out);
    i %= out;
    output.splice(i++, 0, n);
  }
  return output;
}

// ---------------------------------------------------------------------------------------------

/** A label after mapping and normalization: its code points, and the OR of their values. */
interface Label {
  cps: number[];
  any: number;
  ascii: boolean;
}

function labelOf(cps: number[]): Label | undefined {
  let any = 0;
  let ascii = true;
  for (let j = 0; j < cps.length; j++) {
    const c = cps[j] as number;
    if (c > 0x10ffff) return undefined;
    if (c >= 0x80) ascii = false;
    any |= runValue[runOf(c)] as number;
  }
  return { cps, any, ascii };
}

/**
 * The validity criteria (UTS #46 section 4.1) for a label with the URL Standard's flags
 * (CheckBidi, CheckJoiners, nontransitional, IgnoreInvalidPunycode false): whether the label passes
 * without needing tr46. Normalization is checked by the caller.
 */
function labelPasses(label: Label, checkHyphens: boolean, useSTD3: boolean, isBidi: boolean): boolean {
  const cps = label.cps;
  const length = cps.length;
  if (length === 0) return true;
  if (checkHyphens) {
    if (cps[0] === 0x2d || cps[length - 1] === 0x2d || (cps[2] === 0x2d && cps[3] === 0x2d)) return false;
  } else if (cps[0] === 0x78 && cps[1] === 0x6e && cps[2] === 0x2d && cps[3] === 0x2d) {
    return false;
  }
  const first = runValue[runOf(cps[0] as number)] as number;
  if ((first & MARK) !== 0) return false;
  let all = -1;
  let any = 0;
  let lastRTL = 0;
  let lastLTR = 0;
  for (let j = 0; j < length; j++) {
    const c = cps[j] as number;
    // "The label must not contain a U+002E ( . ) FULL STOP."
    if (c === 0x2e) return false;
    if (useSTD3 && c < 0x80 && !((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d))
      return false;
    const v = runValue[runOf(c)] as number;
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

function codePointsOf(s: string): number[] {
  const cps: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        cps.push(0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00));
        i++;
        continue;
      }
    }
    cps.push(c);
  }
  return cps;
}

function needsNormalizationCheck(cps: number[]): boolean {
  for (let j = 0; j < cps.length; j++) if ((cps[j] as number) >= 0x300) return true;
  return false;
}

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
    const kind = (runValue[r] as number) & KIND_MASK;
    if (kind === VALID) {
      if (c >= 0x300) high = true;
      continue;
    }
    if (kind === MAPPED) {
      const target = c + (runDelta[r] as number);
      if (target >= 0x300) high = true;
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
  // 2. Normalize. No code point below U+0300 changes under NFC or combines with another.
  if (high) s = s.normalize('NFC');
  // 3. Break.
  const parts = s.split('.');
  const labels: Label[] = [];
  let anyValue = 0;
  for (let j = 0; j < parts.length; j++) {
    const part = parts[j] as string;
    let cps: number[] | undefined;
    const punycode = part.startsWith('xn--');
    if (punycode) {
      for (let k = 4; k < part.length; k++) if (part.charCodeAt(k) >= 0x80) return undefined;
      cps = punycodeDecode(part.slice(4));
      if (cps === undefined) return undefined;
    } else {
      cps = codePointsOf(part);
    }
    const label = labelOf(cps);
    if (label === undefined) return undefined;
    if (punycode) {
      // A decoded label must not be empty or ASCII, and must be in NFC.
      if (label.ascii) return undefined;
      if (needsNormalizationCheck(cps)) {
        const text = String.fromCodePoint(...cps);
        if (text.normalize('NFC') !== text) return undefined;
      }
    }
    anyValue |= label.any;
    labels.push(label);
  }
  // 4. Convert/Validate.
  const isBidi = (anyValue & BIDI_DOMAIN) !== 0;
  let result = '';
  for (let j = 0; j < labels.length; j++) {
    const label = labels[j] as Label;
    if (!labelPasses(label, checkHyphens, useSTD3, isBidi)) return undefined;
    let text: string;
    if (label.ascii) text = String.fromCharCode(...label.cps);
    else if (toASCII) text = 'xn--' + punycodeEncode(label.cps);
    else text = String.fromCodePoint(...label.cps);
    if (verifyDNSLength && (text.length === 0 || text.length > 63)) return undefined;
    result += j === 0 ? text : '.' + text;
  }
  if (verifyDNSLength && (result.length === 0 || result.length > 253)) return undefined;
  return result;
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
