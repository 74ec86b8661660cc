/**
 * The readers' one module of UTF-8 byte helpers. The readers written in C, Go, PHP and Perl work on
 * bytes, not UTF-16 code units: a model turns its input into a "byte string" (one char per byte,
 * each char code 0–255, the input's UTF-8 bytes) or a byte array, follows the reader's
 * byte-by-byte logic, and turns the result back into a JS string at the end. The readers differ
 * in two conventions, each written here once:
 * - a lone surrogate: U+FFFD (the Encoding Standard's UTF-8 encode, `@url/percent`'s
 *   `utf8Encode`: `toByteString`) or its three-byte form, as a C caller's buffer carries it
 *   (curl: `utf8Bytes`);
 * - a byte that starts no well-formed sequence: one U+FFFD each (Go's, PHP's and Perl's JSON:
 *   `fromByteString`) or U+DC80..U+DCFF (Python's `surrogateescape`, the curl driver's:
 *   `decodeUtf8Escaped`, which also reads encoded surrogates).
 * Percent-encoding a byte is `@url/percent`'s `percentEncode`.
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
  return ascii ? bytes : decodeBytes(bytes, false);
}

/**
 * Decodes a byte string: well-formed sequences (with `surrogates`, also the three-byte forms of
 * U+D800..U+DFFF) become their code points; any other byte becomes U+FFFD, or with `surrogates`
 * U+DC80..U+DCFF (Python's `surrogateescape`).
 */
function decodeBytes(bytes: string, surrogates: boolean): string {
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
    const cp = decodeAt(bytes, i, n, surrogates);
    if (cp < 0) {
      out += surrogates ? String.fromCharCode(0xdc00 + b0) : '\uFFFD';
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

/**
 * The code point of the well-formed UTF-8 sequence at `i`, or -1 (Go's `utf8.DecodeRune` rules;
 * with `surrogates`, ED A0..BF xx reads as U+D800..U+DFFF too).
 */
function decodeAt(bytes: string, i: number, n: number, surrogates: boolean): number {
  const b0 = bytes.charCodeAt(i);
  if (b0 >= 0xc2 && b0 <= 0xdf) {
    const c1 = cont(bytes, i + 1, n);
    return c1 < 0 ? -1 : ((b0 & 0x1f) << 6) | c1;
  }
  if (b0 >= 0xe0 && b0 <= 0xef) {
    const hi = b0 === 0xed && !surrogates ? 0x9f : 0xbf;
    const c1 = cont(bytes, i + 1, n, b0 === 0xe0 ? 0xa0 : 0x80, hi);
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

/**
 * The UTF-8 bytes of `s` as a C caller's buffer carries them: a lone surrogate in its three-byte
 * form (curl's input).
 */
export function utf8Bytes(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) {
      out.push(c);
      continue;
    }
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 0x3f), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
  }
  return out;
}

/** Length of the UTF-8 encoding of `s` (a lone surrogate counts three bytes). */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/**
 * Decodes UTF-8 bytes (encoded surrogates included); each byte of an invalid sequence becomes
 * U+DC80..U+DCFF (Python's `surrogateescape`, what the curl driver reports).
 */
export function decodeUtf8Escaped(b: readonly number[]): string {
  let bytes = '';
  // Chunks keep String.fromCharCode's argument count bounded; the total work stays linear.
  for (let i = 0; i < b.length; i += 8192) bytes += String.fromCharCode(...b.slice(i, i + 8192));
  return decodeBytes(bytes, true);
}

/** Whether `c` (a char code) is an ASCII hex digit. */
export function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** The value of the ASCII hex digit `c`. */
export function unhex(c: number): number {
  return c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x57;
}
