/**
 * UTF-8 as the Encoding Standard defines it, written out here because `src/` may not use the
 * runtime's `TextEncoder`/`TextDecoder` (and for the short strings of URLs this code is faster).
 */

/**
 * UTF-8 encode: the UTF-8 bytes of `input`, each lone surrogate encoded as U+FFFD (EF BF BD),
 * as the Encoding Standard's conversion of a string to scalar values does.
 * https://encoding.spec.whatwg.org/#utf-8-encode
 */
export function utf8Encode(input: string): Uint8Array {
  const length = input.length;
  // First pass: the exact byte length, so the result is allocated once.
  let size = length;
  for (let i = 0; i < length; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) size += 1;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < length && (input.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // a surrogate pair: two code units, four bytes
      size += 2;
      i++;
    } else size += 2; // three bytes, also for a lone surrogate (U+FFFD)
  }
  const bytes = new Uint8Array(size);
  if (size === length) {
    for (let i = 0; i < length; i++) bytes[i] = input.charCodeAt(i);
    return bytes;
  }
  let o = 0;
  for (let i = 0; i < length; i++) {
    let c = input.charCodeAt(i);
    if (c < 0x80) {
      bytes[o++] = c;
    } else if (c < 0x800) {
      bytes[o++] = 0xc0 | (c >> 6);
      bytes[o++] = 0x80 | (c & 0x3f);
    } else if (c < 0xd800 || c > 0xdfff) {
      bytes[o++] = 0xe0 | (c >> 12);
      bytes[o++] = 0x80 | ((c >> 6) & 0x3f);
      bytes[o++] = 0x80 | (c & 0x3f);
    } else {
      const next = i + 1 < length ? input.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && (next & 0xfc00) === 0xdc00) {
        c = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
        i++;
        bytes[o++] = 0xf0 | (c >> 18);
        bytes[o++] = 0x80 | ((c >> 12) & 0x3f);
        bytes[o++] = 0x80 | ((c >> 6) & 0x3f);
        bytes[o++] = 0x80 | (c & 0x3f);
      } else {
        bytes[o++] = 0xef;
        bytes[o++] = 0xbf;
        bytes[o++] = 0xbd;
      }
    }
  }
  return bytes;
}

/**
 * Code units wait here (a plain array, reused across calls) and become a string CHUNK at a time.
 * @internal
 */
export const CHUNK = 4096;
/** @internal */
export const units: number[] = [];
const fromCharCode = String.fromCharCode;

/**
 * `units[0, n)` as a string. Short runs call `String.fromCharCode` with 16 or 8 arguments at a
 * time, which V8 runs faster than `String.fromCharCode.apply`; from 64 code units on, `apply` wins.
 * @internal
 */
export function unitsToString(n: number): string {
  const u = units;
  if (n >= 64) return fromCharCode.apply(null, n === u.length ? u : u.slice(0, n));
  let out = '';
  let i = 0;
  for (; i + 16 <= n; i += 16)
    out += fromCharCode(
      u[i],
      u[i + 1],
      u[i + 2],
      u[i + 3],
      u[i + 4],
      u[i + 5],
      u[i + 6],
      u[i + 7],
      u[i + 8],
      u[i + 9],
      u[i + 10],
      u[i + 11],
      u[i + 12],
      u[i + 13],
      u[i + 14],
      u[i + 15],
    );
  if (i + 8 <= n) {
    out += fromCharCode(u[i], u[i + 1], u[i + 2], u[i + 3], u[i + 4], u[i + 5], u[i + 6], u[i + 7]);
    i += 8;
  }
  for (; i < n; i++) out += fromCharCode(u[i]);
  return out;
}

/**
 * The UTF-8 decoder of the Encoding Standard over `bytes[start, end)`, appending to a string.
 * Returns null on the first error when `fatal`, otherwise replaces each error with U+FFFD.
 *
 * The decoder's rule for errors: a lead byte sets the range the next byte must fall in (usually
 * 0x80 to 0xBF; 0xA0 to 0xBF after E0, 0x80 to 0x9F after ED, 0x90 to 0xBF after F0, 0x80 to 0x8F
 * after F4). "If byte is not in the range lower UTF-8 boundary to upper UTF-8 boundary,
 * inclusive, then: ... restore byte to ioQueue ... return error." So a broken sequence gives one
 * U+FFFD for the bytes read so far, and the offending byte is decoded again on its own; a
 * sequence cut short by the end of the input gives one U+FFFD.
 */
function decode(bytes: Uint8Array, fatal: boolean): string | null {
  const end = bytes.length;
  let out = '';
  let n = 0;
  let i = 0;
  while (i < end) {
    if (n > CHUNK - 2) {
      out += unitsToString(n);
      n = 0;
    }
    const b = bytes[i];
    if (b < 0x80) {
      units[n++] = b;
      i++;
      continue;
    }
    // A multi-byte sequence (or an error). `need` continuation bytes must follow.
    let need: number;
    let cp: number;
    let lower = 0x80;
    let upper = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      cp = b & 0x1f;
    } else if (b >= 0xe0 && b <= 0xef) {
      if (b === 0xe0) lower = 0xa0;
      else if (b === 0xed) upper = 0x9f;
      need = 2;
      cp = b & 0x0f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      if (b === 0xf0) lower = 0x90;
      else if (b === 0xf4) upper = 0x8f;
      need = 3;
      cp = b & 0x07;
    } else {
      // 0x80 to 0xC1 and 0xF5 to 0xFF never start a sequence.
      if (fatal) return null;
      units[n++] = 0xfffd;
      i++;
      continue;
    }
    let j = i + 1;
    let ok = true;
    while (need > 0) {
      const next = j < end ? bytes[j] : -1;
      if (next < lower || next > upper) {
        // The end of the input, or a byte that does not continue the sequence: one error for
        // what was read; the byte itself (not consumed) is decoded again by the outer loop.
        ok = false;
        break;
      }
      cp = (cp << 6) | (next & 0x3f);
      lower = 0x80;
      upper = 0xbf;
      j++;
      need--;
    }
    i = j;
    if (!ok) {
      if (fatal) return null;
      units[n++] = 0xfffd;
    } else if (cp < 0x10000) {
      units[n++] = cp;
    } else {
      cp -= 0x10000;
      units[n++] = 0xd800 | (cp >> 10);
      units[n++] = 0xdc00 | (cp & 0x3ff);
    }
  }
  return out + unitsToString(n);
}

/**
 * UTF-8 decode without BOM: decodes `bytes` as UTF-8, replacing each invalid sequence with
 * U+FFFD exactly as the Encoding Standard's UTF-8 decoder does. A leading byte order mark is
 * kept (decoded as U+FEFF), not stripped.
 * https://encoding.spec.whatwg.org/#utf-8-decode-without-bom
 */
export function utf8DecodeWithoutBOM(bytes: Uint8Array): string {
  return decode(bytes, false)!;
}

/**
 * UTF-8 decode without BOM or fail: like {@link utf8DecodeWithoutBOM}, but `null` (the spec's
 * failure) when `bytes` is not valid UTF-8. The host parser may use it (the URL Standard notes
 * that the domain parser fails on U+FFFD anyway).
 * https://encoding.spec.whatwg.org/#utf-8-decode-without-bom-or-fail
 */
export function utf8DecodeWithoutBOMOrFail(bytes: Uint8Array): string | null {
  return decode(bytes, true);
}

type StringWithWellFormed = { isWellFormed?: (this: string) => boolean };
const nativeIsWellFormed = (String.prototype as StringWithWellFormed).isWellFormed;

/**
 * Whether `input` has no lone surrogates (ES2024 `String.prototype.isWellFormed`, with a
 * fallback for older runtimes).
 * @internal
 */
export function isWellFormed(input: string): boolean {
  if (nativeIsWellFormed !== undefined) return nativeIsWellFormed.call(input);
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c > 0xdbff || i + 1 === input.length || (input.charCodeAt(i + 1) & 0xfc00) !== 0xdc00) return false;
    i++;
  }
  return true;
}

/**
 * `input` with each lone surrogate replaced by U+FFFD: its scalar value string. The length and
 * every index stay the same.
 * @internal
 */
export function toScalarValueString(input: string): string {
  let out = '';
  let runStart = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c <= 0xdbff && i + 1 < input.length && (input.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      i++;
      continue;
    }
    out += input.slice(runStart, i) + '\ufffd';
    runStart = i + 1;
  }
  return runStart === 0 ? input : out + input.slice(runStart);
}
