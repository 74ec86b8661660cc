/**
 * Byte strings: the readers written in C, Go, PHP and Perl work on bytes, not UTF-16 code units.
 * A model turns its input into a "byte string" (one char per byte, each char code 0–255, the
 * input's UTF-8 bytes) so that it can follow the reader's byte-by-byte logic exactly, and turns
 * the result back into a JS string at the end.
 */
import { utf8Encode } from '@url/percent';

/** The UTF-8 bytes of `input` (a lone surrogate becomes U+FFFD) as a byte string. */
export function toByteString(input: string): string {
  let ascii = true;
  for (let i = 0; i < input.length; i++) {
    if (input.charCodeAt(i) > 0x7f) {
      ascii = false;
      break;
    }
  }
  if (ascii) return input;
  const bytes = utf8Encode(input);
  let out = '';
  // Chunks keep String.fromCharCode's argument count bounded; the total work stays linear.
  for (let i = 0; i < bytes.length; i += 8192) {
    out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return out;
}

/**
 * A byte string back to a JS string, each byte that does not start a well-formed UTF-8 sequence
 * becoming one U+FFFD: what Go's `encoding/json`, PHP's `json_encode` with
 * `JSON_INVALID_UTF8_SUBSTITUTE` and Perl's `JSON::PP` do (one replacement per bad byte, not the
 * Encoding Standard's one per maximal subpart).
 */
export function fromByteString(bytes: string): string {
  let ascii = true;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes.charCodeAt(i) > 0x7f) {
      ascii = false;
      break;
    }
  }
  if (ascii) return bytes;
  let out = '';
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b0 = bytes.charCodeAt(i);
    if (b0 < 0x80) {
      out += bytes[i];
      i++;
      continue;
    }
    const cp = decodeAt(bytes, i, n);
    if (cp < 0) {
      out += '\uFFFD';
      i++;
      continue;
    }
    out += String.fromCodePoint(cp);
    i += cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return out;
}

function cont(bytes: string, i: number, n: number, lo = 0x80, hi = 0xbf): number {
  if (i >= n) return -1;
  const b = bytes.charCodeAt(i);
  return b >= lo && b <= hi ? b & 0x3f : -1;
}

/** The code point of the well-formed UTF-8 sequence at `i`, or -1 (Go's `utf8.DecodeRune` rules). */
function decodeAt(bytes: string, i: number, n: number): number {
  const b0 = bytes.charCodeAt(i);
  if (b0 >= 0xc2 && b0 <= 0xdf) {
    const c1 = cont(bytes, i + 1, n);
    return c1 < 0 ? -1 : ((b0 & 0x1f) << 6) | c1;
  }
  if (b0 >= 0xe0 && b0 <= 0xef) {
    const c1 = cont(bytes, i + 1, n, b0 === 0xe0 ? 0xa0 : 0x80, b0 === 0xed ? 0x9f : 0xbf);
    const c2 = c1 < 0 ? -1 : cont(bytes, i + 2, n);
    return c2 < 0 ? -1 : ((b0 & 0x0f) << 12) | (c1 << 6) | c2;
  }
  if (b0 >= 0xf0 && b0 <= 0xf4) {
    const c1 = cont(bytes, i + 1, n, b0 === 0xf0 ? 0x90 : 0x80, b0 === 0xf4 ? 0x8f : 0xbf);
    const c2 = c1 < 0 ? -1 : cont(bytes, i + 2, n);
    const c3 = c2 < 0 ? -1 : cont(bytes, i + 3, n);
    return c3 < 0 ? -1 : ((b0 & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3;
  }
  return -1;
}

/** Whether `c` (a char code) is an ASCII hex digit. */
export function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** The value of the ASCII hex digit `c`. */
export function unhex(c: number): number {
  return c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x57;
}

const UPPER_HEX = '0123456789ABCDEF';

/** `%XX` (upper-case hex) for the byte `b`. */
export function pctByte(b: number): string {
  return `%${UPPER_HEX[b >> 4]}${UPPER_HEX[b & 15]}`;
}
