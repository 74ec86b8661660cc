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

const fromCharCode = String.fromCharCode;

/**
 * Decoded code units wait here (a plain array, reused across calls), at most 8,192 at a time.
 * @internal
 */
export const units: number[] = [];

/**
 * `units[0, n)` as a string: a short run (the usual decoded escape) one code unit at a time,
 * which V8 runs fastest, a longer one with one `fromCharCode.apply`.
 * @internal
 */
export function unitsToString(n: number): string {
  if (n > 16) return fromCharCode.apply(null, n === units.length ? units : units.slice(0, n));
  let out = '';
  // `units[0, n)` were written by the caller (n <= units.length), so each read below is a number.
  for (let i = 0; i < n; i++) out += fromCharCode(units[i]!);
  return out;
}

/**
 * The UTF-8 decoder of the Encoding Standard (https://encoding.spec.whatwg.org/#utf-8-decoder)
 * over `bytes`, run to the end of the queue: the decoded string, each error replaced by U+FFFD,
 * or `null` if there was an error and `fatal` is set. A byte order mark is kept.
 *
 * The decoder's rule for errors: a lead byte sets the range the next byte must fall in (usually
 * 0x80 to 0xBF; 0xA0 to 0xBF after E0, 0x80 to 0x9F after ED, 0x90 to 0xBF after F0, 0x80 to 0x8F
 * after F4). "If byte is not in the range lower UTF-8 boundary to upper UTF-8 boundary,
 * inclusive, then: ... restore byte to ioQueue ... return error." So a broken sequence gives one
 * U+FFFD for the bytes read so far, and the offending byte is decoded again on its own; a
 * sequence cut short by the end of the input gives one U+FFFD.
 *
 * `percentDecodeToString` runs the same decoder over the bytes of percent-encoded runs, written
 * out again there because it reads its bytes from "%XX" triplets as it goes.
 */
function decode(bytes: Uint8Array, fatal: boolean): string | null {
  const end = bytes.length;
  let out = '';
  let n = 0;
  for (let i = 0; i < end; i++) {
    let cp = bytes[i]!;
    if (cp > 0x7f) {
      // 0xC2 to 0xDF lead a 2-byte sequence, 0xE0 to 0xEF a 3-byte one, 0xF0 to 0xF4 a 4-byte one;
      // 0x80 to 0xC1 and 0xF5 to 0xFF lead none (an error).
      let need = cp < 0xc2 || cp > 0xf4 ? 0 : cp < 0xe0 ? 1 : cp < 0xf0 ? 2 : 3;
      let lower = cp === 0xe0 ? 0xa0 : cp === 0xf0 ? 0x90 : 0x80;
      let upper = cp === 0xed ? 0x9f : cp === 0xf4 ? 0x8f : 0xbf;
      let error = need === 0;
      cp &= 0x3f >> need;
      for (; need !== 0; need--) {
        const next = i + 1 < end ? bytes[i + 1]! : -1;
        if (next < lower || next > upper) {
          // a sequence broken by a byte (not consumed: it is read again next) or by end-of-queue
          error = true;
          break;
        }
        cp = (cp << 6) | (next & 0x3f);
        lower = 0x80;
        upper = 0xbf;
        i++;
      }
      if (error) {
        if (fatal) return null;
        cp = 0xfffd;
      }
    }
    if (cp > 0xffff) {
      units[n++] = 0xd7c0 + (cp >> 10);
      cp = 0xdc00 | (cp & 0x3ff);
    }
    units[n++] = cp;
    if (n > 8190) {
      out += unitsToString(n);
      n = 0;
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

type StringES2024 = { isWellFormed?: (this: string) => boolean; toWellFormed?: (this: string) => string };

/**
 * Whether `input` is a scalar value string (https://infra.spec.whatwg.org/#scalar-value-string):
 * whether it has no lone surrogates. ES2024's `String.prototype.isWellFormed` where the runtime
 * has it, a scan otherwise.
 */
export function isWellFormed(input: string): boolean {
  const native = (input as StringES2024).isWellFormed;
  return native !== undefined ? native.call(input) : replaceLoneSurrogates(input) === input;
}

/**
 * "To convert a string into a scalar value string, replace any surrogates with U+FFFD"
 * (https://infra.spec.whatwg.org/#javascript-string-convert): `input` with each lone surrogate
 * replaced by U+FFFD, which is also WebIDL's `USVString` conversion of a string. The length and
 * every index stay the same; a string without lone surrogates comes back as it is. ES2024's
 * `String.prototype.toWellFormed` where the runtime has it, a scan otherwise.
 */
export function toScalarValueString(input: string): string {
  // Kept this small so that it inlines into callers; the scan is a function of its own.
  const native = (input as StringES2024).toWellFormed;
  return native !== undefined ? native.call(input) : replaceLoneSurrogates(input);
}

/** The scan behind {@link toScalarValueString} for runtimes without `String.prototype.toWellFormed`. */
function replaceLoneSurrogates(input: string): string {
  let out = '';
  let copied = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if ((c & 0xf800) !== 0xd800) continue;
    if (c < 0xdc00 && (input.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
    else {
      out += input.slice(copied, i) + '\ufffd';
      copied = i + 1;
    }
  }
  return copied === 0 ? input : out + input.slice(copied);
}
