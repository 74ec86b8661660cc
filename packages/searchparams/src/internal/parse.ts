import { percentDecodeBytes, percentDecodeToString, utf8DecodeWithoutBOM } from '@url/percent';

// Flags per name or value: which of the two costly steps of the parser it needs.
const HAS_PLUS = 1;
const HAS_PERCENT = 2;

/**
 * Decodes `input.slice(start, end)` as a form name or value: "Replace any 0x2B (+) ... with 0x20 (SP)",
 * then UTF-8 decode without BOM the percent-decoding. With neither `+` nor `%`, slicing is exact
 * (`input` is a scalar value string, so its UTF-8 encoding decodes back to itself).
 */
function decodeFormPiece(input: string, start: number, end: number, flags: number): string {
  const s = input.slice(start, end);
  if (flags === 0) return s;
  if (flags === HAS_PLUS) return s.replaceAll('+', ' ');
  return percentDecodeToString(s, (flags & HAS_PLUS) !== 0);
}

export function tooManyPairs(maxPairs: number): RangeError {
  return new RangeError(
    `application/x-www-form-urlencoded input has more than ${maxPairs} name-value pairs (the maxPairs limit)`,
  );
}

/** Makes one output item from a decoded name and value (a pair array, or the class's entry). */
export type MakePair<T> = (name: string, value: string) => T;

/**
 * The application/x-www-form-urlencoded parser over a scalar value string, pushing
 * `make(name, value)` onto `out` for each pair.
 *
 * The separators and the two characters that need decoding are found with `indexOf` (native,
 * vectorised scans) instead of a `charCodeAt` loop. For each of `&`, `=`, `%` and `+` the position of
 * the next occurrence is remembered and searched again only once the parse has moved past it, so
 * every code unit is scanned at most once per character sought: linear time, and about two native
 * calls per pair when no `%` or `+` occurs.
 */
export function parseStringInto<T>(input: string, out: T[], maxPairs: number, make: MakePair<T>): void {
  const len = input.length;
  const limit = out.length + maxPairs;
  // next '=', '%', '+' at or after the point last searched from; len when there is none
  let nextEq = -1;
  let nextPercent = -1;
  let nextPlus = -1;
  let start = 0;
  while (start < len) {
    // "Let sequences be the result of splitting input on 0x26 (&)."
    let end = input.indexOf('&', start);
    if (end < 0) end = len;
    // "If bytes is the empty byte sequence, then continue."
    if (end > start) {
      if (out.length >= limit) throw tooManyPairs(maxPairs);
      if (nextEq < start) {
        nextEq = input.indexOf('=', start);
        if (nextEq < 0) nextEq = len;
      }
      if (nextPercent < start) {
        nextPercent = input.indexOf('%', start);
        if (nextPercent < 0) nextPercent = len;
      }
      if (nextPlus < start) {
        nextPlus = input.indexOf('+', start);
        if (nextPlus < 0) nextPlus = len;
      }
      // "If bytes contains a 0x3D (=), then let name be the bytes from the start of bytes up to but
      // excluding its first 0x3D (=), and let value be the bytes, if any, after [it]"
      if (nextEq >= end) {
        const flags = (nextPercent < end ? HAS_PERCENT : 0) | (nextPlus < end ? HAS_PLUS : 0);
        out.push(make(decodeFormPiece(input, start, end, flags), ''));
      } else {
        const eq = nextEq;
        const nameFlags = (nextPercent < eq ? HAS_PERCENT : 0) | (nextPlus < eq ? HAS_PLUS : 0);
        if (nextPercent < eq) {
          nextPercent = input.indexOf('%', eq + 1);
          if (nextPercent < 0) nextPercent = len;
        }
        if (nextPlus < eq) {
          nextPlus = input.indexOf('+', eq + 1);
          if (nextPlus < 0) nextPlus = len;
        }
        const valueFlags = (nextPercent < end ? HAS_PERCENT : 0) | (nextPlus < end ? HAS_PLUS : 0);
        out.push(
          make(decodeFormPiece(input, start, eq, nameFlags), decodeFormPiece(input, eq + 1, end, valueFlags)),
        );
      }
    }
    start = end + 1;
  }
}

/** Latin-1 decoding of ASCII bytes (used only for runs known to be ASCII). */
function asciiBytesToString(bytes: Uint8Array, start: number, end: number): string {
  let s = '';
  for (let i = start; i < end; i += 8192) {
    s += String.fromCharCode.apply(null, bytes.subarray(i, Math.min(end, i + 8192)) as unknown as number[]);
  }
  return s;
}

function decodeFormBytes(bytes: Uint8Array, start: number, end: number): string {
  let plain = true;
  for (let i = start; i < end; i++) {
    const b = bytes[i];
    if (b >= 0x80 || b === 0x25 || b === 0x2b) {
      plain = false;
      break;
    }
  }
  if (plain) return asciiBytesToString(bytes, start, end);
  const piece = bytes.slice(start, end);
  for (let i = 0; i < piece.length; i++) if (piece[i] === 0x2b) piece[i] = 0x20;
  return utf8DecodeWithoutBOM(percentDecodeBytes(piece));
}

/** The application/x-www-form-urlencoded parser over a byte sequence; same output as above. */
export function parseBytesInto<T>(bytes: Uint8Array, out: T[], maxPairs: number, make: MakePair<T>): void {
  const len = bytes.length;
  const limit = out.length + maxPairs;
  let start = 0;
  // The next '=' at or after `start`, searched again only once passed, so the whole parse is linear.
  let nextEq = -1;
  while (start <= len) {
    let end = bytes.indexOf(0x26, start);
    if (end < 0) end = len;
    if (end > start) {
      if (out.length >= limit) throw tooManyPairs(maxPairs);
      if (nextEq < start) {
        nextEq = bytes.indexOf(0x3d, start);
        if (nextEq < 0) nextEq = len;
      }
      const eq = nextEq < end ? nextEq : -1;
      out.push(
        eq < 0
          ? make(decodeFormBytes(bytes, start, end), '')
          : make(decodeFormBytes(bytes, start, eq), decodeFormBytes(bytes, eq + 1, end)),
      );
    }
    start = end + 1;
  }
}

/** Decodes one form name or value given as its own string (see decodeFormPiece). */
export function decodeForm(s: string): string {
  const plus = s.indexOf('+') >= 0 ? HAS_PLUS : 0;
  const percent = s.indexOf('%') >= 0 ? HAS_PERCENT : 0;
  return decodeFormPiece(s, 0, s.length, plus | percent);
}
