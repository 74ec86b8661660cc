import { HEX_VALUE } from './tables';
import { CHUNK, isWellFormed, toScalarValueString, units, unitsToString, utf8Encode } from './utf8';

/** The value of the ASCII hex digit `c`, or 255 when `c` is not one. */
function hexValue(c: number): number {
  return c < 0x80 ? HEX_VALUE[c] : 255;
}

/** Percent-decodes `input[0, length)` into `output` (which may be `input` itself); returns the new length. */
function decodeInto(input: Uint8Array, length: number, output: Uint8Array, from: number): number {
  let o = from;
  for (let i = from; i < length; i++) {
    const byte = input[i];
    if (byte === 0x25 && i + 2 < length) {
      const high = hexValue(input[i + 1]);
      const low = hexValue(input[i + 2]);
      if ((high | low) < 16) {
        output[o++] = (high << 4) | low;
        i += 2;
        continue;
      }
    }
    // "If byte is not 0x25 (%), then append byte to output." Otherwise, when "the next two bytes
    // after byte in input are not in the ranges 0x30 (0) to 0x39 (9), 0x41 (A) to 0x46 (F), and
    // 0x61 (a) to 0x66 (f), all inclusive, append byte to output."
    output[o++] = byte;
  }
  return o;
}

/**
 * Percent-decode a byte sequence: each "%" followed by two ASCII hex digits (either case)
 * becomes the byte they spell; every other byte, including a "%" that does not start such a
 * sequence, is kept. Returns a new array (never `bytes` itself).
 * https://url.spec.whatwg.org/#percent-decode
 */
export function percentDecodeBytes(bytes: Uint8Array): Uint8Array {
  const first = bytes.indexOf(0x25);
  if (first === -1) return bytes.slice();
  const output = new Uint8Array(bytes.length);
  output.set(bytes.subarray(0, first));
  const length = decodeInto(bytes, bytes.length, output, first);
  return length === output.length ? output : output.slice(0, length);
}

/**
 * Percent-decode a string: "Let bytes be the UTF-8 encoding of input. Return the
 * percent-decoding of bytes." Lone surrogates are encoded as U+FFFD.
 * https://url.spec.whatwg.org/#string-percent-decode
 */
export function percentDecodeString(input: string): Uint8Array {
  const bytes = utf8Encode(input);
  const first = bytes.indexOf(0x25);
  if (first === -1) return bytes;
  // Decoding never lengthens, so it can run in place over the freshly encoded bytes.
  const length = decodeInto(bytes, bytes.length, bytes, first);
  return length === bytes.length ? bytes : bytes.slice(0, length);
}

/**
 * Percent-decodes `input`, then runs UTF-8 decode without BOM on the bytes: the string form of
 * "UTF-8 decode without BOM on the percent-decoding of input", which the host parser and the
 * application/x-www-form-urlencoded parser use. Invalid UTF-8 becomes U+FFFD exactly as the
 * Encoding Standard's decoder says; a decoded byte order mark is kept.
 *
 * With `plusAsSpace`, each "+" becomes a space first, as the application/x-www-form-urlencoded
 * parser does ("Replace any 0x2B (+) in name and value with 0x20 (SP)").
 *
 * Returns `input` itself when it has nothing to decode (no "%", and no "+" with `plusAsSpace`)
 * and no lone surrogates. A lone surrogate in `input` comes out as U+FFFD, since the
 * percent-decoding of a string starts from its UTF-8 encoding.
 *
 * https://url.spec.whatwg.org/#string-percent-decode,
 * https://encoding.spec.whatwg.org/#utf-8-decode-without-bom
 */
export function percentDecodeToString(input: string, plusAsSpace = false): string {
  let nextPercent = input.indexOf('%');
  let nextPlus = plusAsSpace ? input.indexOf('+') : -1;
  if (!isWellFormed(input)) input = toScalarValueString(input); // same length, same indices
  if (nextPercent === -1) {
    if (nextPlus === -1) return input;
    return input.replaceAll('+', ' ');
  }
  const length = input.length;
  let out = '';
  let run = 0; // start of the run of code units copied unchanged
  for (;;) {
    // The next "%" or "+" (a "+" only with plusAsSpace); -1 means none left.
    let i: number;
    if (nextPlus !== -1 && (nextPercent === -1 || nextPlus < nextPercent)) {
      i = nextPlus;
      out += input.slice(run, i) + ' ';
      run = i + 1;
      nextPlus = input.indexOf('+', run);
      continue;
    }
    if (nextPercent === -1) break;
    i = nextPercent;
    // A run of percent-encoded bytes, UTF-8 decoded as it is read. The decoder's state cannot
    // carry over to what follows the run: the next byte is then ASCII or starts a well-formed
    // sequence, which is never a continuation byte, so ending the run here ("end-of-queue")
    // gives the same U+FFFD as decoding everything at once would.
    let need = 0; // continuation bytes still expected
    let cp = 0;
    let lower = 0x80;
    let upper = 0xbf;
    let j = i;
    let decoded = '';
    let n = 0; // code units waiting in `units`
    while (j + 2 < length && input.charCodeAt(j) === 0x25) {
      const high = hexValue(input.charCodeAt(j + 1));
      const low = hexValue(input.charCodeAt(j + 2));
      if (high === 255 || low === 255) break;
      const byte = (high << 4) | low;
      j += 3;
      if (need !== 0) {
        if (byte >= lower && byte <= upper) {
          cp = (cp << 6) | (byte & 0x3f);
          lower = 0x80;
          upper = 0xbf;
          if (--need === 0) {
            if (n > CHUNK - 2) {
              decoded += unitsToString(n);
              n = 0;
            }
            if (cp < 0x10000) units[n++] = cp;
            else {
              units[n++] = 0xd7c0 + (cp >> 10);
              units[n++] = 0xdc00 | (cp & 0x3ff);
            }
          }
          continue;
        }
        // "If byte is not in the range lower UTF-8 boundary to upper UTF-8 boundary, inclusive,
        // then: ... restore byte to ioQueue ... return error." The byte is then read afresh.
        units[n++] = 0xfffd;
        need = 0;
        lower = 0x80;
        upper = 0xbf;
      }
      if (n > CHUNK - 2) {
        decoded += unitsToString(n);
        n = 0;
      }
      if (byte < 0x80) units[n++] = byte;
      else if (byte >= 0xc2 && byte <= 0xdf) {
        need = 1;
        cp = byte & 0x1f;
      } else if (byte >= 0xe0 && byte <= 0xef) {
        if (byte === 0xe0) lower = 0xa0;
        else if (byte === 0xed) upper = 0x9f;
        need = 2;
        cp = byte & 0x0f;
      } else if (byte >= 0xf0 && byte <= 0xf4) {
        if (byte === 0xf0) lower = 0x90;
        else if (byte === 0xf4) upper = 0x8f;
        need = 3;
        cp = byte & 0x07;
      } else units[n++] = 0xfffd;
    }
    if (need !== 0) units[n++] = 0xfffd;
    if (n !== 0) decoded += unitsToString(n);
    if (j === i) {
      // "%" not followed by two hex digits: it stays as it is, in the unchanged run.
      nextPercent = input.indexOf('%', i + 1);
      continue;
    }
    out += run < i ? input.slice(run, i) + decoded : decoded;
    run = j;
    nextPercent = input.indexOf('%', j);
    if (nextPlus !== -1 && nextPlus < j) nextPlus = input.indexOf('+', j);
  }
  return run === 0 ? input : run < length ? out + input.slice(run) : out;
}
