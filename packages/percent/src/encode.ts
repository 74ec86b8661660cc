import { APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET, type PercentEncodeSet } from './sets';
import { PERCENT_ENCODED } from './tables';

/**
 * Percent-encode a byte: "return a string consisting of U+0025 (%), followed by two ASCII upper
 * hex digits representing byte."
 * https://url.spec.whatwg.org/#percent-encode
 */
export function percentEncode(byte: number): string {
  const encoded = PERCENT_ENCODED[byte];
  if (encoded === undefined) throw new TypeError(`percentEncode: ${String(byte)} is not a byte (0 to 255)`);
  return encoded;
}

/**
 * The encoder half of an encoding, one instance per call of {@link percentEncodeAfterEncoding}
 * (it may keep state between code points, as ISO-2022-JP's does).
 */
export interface Encoder {
  /**
   * Encodes one scalar value: pushes its bytes onto `output` and returns `null` (or nothing).
   * When the encoding cannot represent it, returns the code point to report instead (usually
   * `codePoint` itself), after pushing any bytes that must come first; the output then gets
   * "%26%23" + that number in decimal + "%3B", which is `&#<number>;` percent-encoded.
   * This is the Encoding Standard's "encode or fail" for one item.
   */
  encode(codePoint: number, output: number[]): number | null | undefined;
  /** Called once at the end of the input (end-of-queue): pushes any final bytes onto `output`. */
  end?(output: number[]): void;
}

/** An encoding as {@link percentEncodeAfterEncoding} needs it: a name and a way to get an encoder. */
export interface Encoding {
  readonly name: string;
  getEncoder(): Encoder;
}

/** The UTF-8 encoder (https://encoding.spec.whatwg.org/#utf-8-encoder) for one scalar value. */
function pushUTF8(codePoint: number, output: number[]): null {
  if (codePoint < 0x80) output.push(codePoint);
  else {
    // a lead byte (110xxxxx, 1110xxxx or 11110xxx), then n continuation bytes (10xxxxxx)
    let n = codePoint < 0x800 ? 1 : codePoint < 0x10000 ? 2 : 3;
    output.push((0x100 - (0x80 >> n)) | (codePoint >> (6 * n)));
    while (n !== 0) output.push(0x80 | ((codePoint >> (6 * --n)) & 0x3f));
  }
  return null;
}

/**
 * UTF-8 (https://encoding.spec.whatwg.org/#utf-8). Passing it (or any encoding named "UTF-8"),
 * `null` or `undefined` to {@link percentEncodeAfterEncoding} takes the fast path of
 * {@link utf8PercentEncodeString}; its `getEncoder()` exists so that UTF-8 can also run through
 * the generic path.
 */
export const UTF_8: Encoding = /* @__PURE__ */ Object.freeze({
  name: 'UTF-8',
  getEncoder: (): Encoder => ({ encode: pushUTF8 }),
});

/**
 * UTF-8 percent-encodes `input[start, end)`, which the caller has checked is a range of `input`.
 * The leading run that needs no encoding (for most URL components and form names, all of it) is
 * found by one tight scan and returned as a slice, or as `input` itself when it is all of it.
 */
function encode(
  input: string,
  start: number,
  end: number,
  set: PercentEncodeSet,
  spaceAsPlus: boolean,
): string {
  // "If spaceAsPlus is true and byte is 0x20 (SP), then append U+002B (+) to output": so U+0020
  // must not be copied as it is even when the set does not hold it.
  if (spaceAsPlus && set[0x20] === 0) {
    set = set.slice();
    set[0x20] = 1;
  }
  let i = start;
  for (; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c > 0x7f || set[c] === 1) break;
  }
  if (i === end) return start === 0 && end === input.length ? input : input.slice(start, end);
  return encodeTail(input, start, i, end, set, spaceAsPlus);
}

/** The rest of {@link encode}, from `i`, the first code unit that changes (a function of its own, so that the scan stays small). */
function encodeTail(
  input: string,
  start: number,
  i: number,
  end: number,
  set: PercentEncodeSet,
  spaceAsPlus: boolean,
): string {
  let out = input.slice(start, i);
  let copied = i; // input[copied, i) is copied unchanged
  for (; i < end; i++) {
    let c = input.charCodeAt(i);
    if (c < 0x80) {
      if (set[c] === 0) continue;
      if (copied < i) out += input.slice(copied, i);
      out += c === 0x20 && spaceAsPlus ? '+' : PERCENT_ENCODED[c];
    } else {
      if (copied < i) out += input.slice(copied, i);
      if ((c & 0xf800) === 0xd800) {
        const next = i + 1 < end ? input.charCodeAt(i + 1) : 0;
        if (c < 0xdc00 && (next & 0xfc00) === 0xdc00) {
          c = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
          i++;
        } else c = 0xfffd; // a lone surrogate is not a scalar value: U+FFFD is encoded instead
      }
      // The UTF-8 bytes: a lead byte (110xxxxx, 1110xxxx or 11110xxx) and n continuation bytes,
      // each appended as its cached "%XX" (one `+=` per byte measured faster than joining first).
      let n = c < 0x800 ? 1 : c < 0x10000 ? 2 : 3;
      out += PERCENT_ENCODED[(0x100 - (0x80 >> n)) | (c >> (6 * n))];
      while (n !== 0) out += PERCENT_ENCODED[0x80 | ((c >> (6 * --n)) & 0x3f)];
    }
    copied = i + 1;
  }
  return copied < end ? out + input.slice(copied, end) : out;
}

/**
 * UTF-8 percent-encode `input[start, end)` using `set`: the same as
 * `utf8PercentEncodeString(input.slice(start, end), set, spaceAsPlus)` without making the slice.
 * When nothing needs encoding, returns the slice, or `input` itself when the range is all of it.
 * https://url.spec.whatwg.org/#string-utf-8-percent-encode
 */
export function utf8PercentEncodeRange(
  input: string,
  start: number,
  end: number,
  set: PercentEncodeSet,
  spaceAsPlus: boolean = set === APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET,
): string {
  if (!(start >= 0 && start <= end && end <= input.length && (start | 0) === start && (end | 0) === end))
    throw new RangeError(
      `utf8PercentEncodeRange: [${start}, ${end}) is not a range of a string of length ${input.length}`,
    );
  return encode(input, start, end, set, spaceAsPlus);
}

/**
 * UTF-8 percent-encode a string `input` using `set`: each code point in the set becomes the
 * percent-encoding of its UTF-8 bytes; lone surrogates are encoded as U+FFFD (%EF%BF%BD).
 * Returns `input` itself when nothing needs encoding, found by one tight scan, so callers need
 * not scan first.
 *
 * `spaceAsPlus` (U+0020 becomes "+"): as in the spec's "percent-encode after encoding", it
 * defaults to true for the application/x-www-form-urlencoded percent-encode set and to false for
 * every other set.
 * https://url.spec.whatwg.org/#string-utf-8-percent-encode
 */
export function utf8PercentEncodeString(
  input: string,
  set: PercentEncodeSet,
  spaceAsPlus: boolean = set === APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET,
): string {
  return encode(input, 0, input.length, set, spaceAsPlus);
}

/**
 * UTF-8 percent-encode a scalar value `codePoint` using `set`: the code point itself as a string
 * when it is not in the set, otherwise the percent-encoding of its UTF-8 bytes. A surrogate code
 * point is encoded as U+FFFD; a number that is not a code point throws a `TypeError`.
 * https://url.spec.whatwg.org/#utf-8-percent-encode
 */
export function utf8PercentEncodeCodePoint(codePoint: number, set: PercentEncodeSet): string {
  if (!(codePoint >= 0 && codePoint <= 0x10ffff && Number.isInteger(codePoint)))
    throw new TypeError(`utf8PercentEncodeCodePoint: ${String(codePoint)} is not a code point`);
  const input = String.fromCodePoint(codePoint);
  return encode(input, 0, input.length, set, false);
}

/**
 * Percent-encode after encoding: encodes `input` with `encoding` (UTF-8 when `null`,
 * `undefined` or an encoding named "UTF-8"), then percent-encodes each byte whose isomorphic code point is in `set` (every
 * byte at or above 0x80 is). A code point the encoding cannot represent becomes
 * "%26%23" + its decimal value + "%3B". Lone surrogates in `input` are read as U+FFFD.
 *
 * `spaceAsPlus`: "Let spaceAsPlus be true if percentEncodeSet is
 * application/x-www-form-urlencoded percent-encode set; otherwise false." Passing a boolean
 * overrides that.
 *
 * The spec only calls it with a non-UTF-8 encoding together with the special-query or the
 * application/x-www-form-urlencoded set ("Assert: encoding is UTF-8 or percentEncodeSet is
 * special-query percent-encode set or application/x-www-form-urlencoded percent-encode set");
 * this function does not check that.
 * https://url.spec.whatwg.org/#string-percent-encode-after-encoding
 */
export function percentEncodeAfterEncoding(
  encoding: Encoding | null | undefined,
  input: string,
  set: PercentEncodeSet,
  spaceAsPlus: boolean = set === APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET,
): string {
  // An encoding's name identifies it (https://encoding.spec.whatwg.org/#names-and-labels), so
  // UTF-8 is recognised by name, which keeps `UTF_8` out of bundles that never use it.
  if (encoding == null || encoding.name === 'UTF-8') return encode(input, 0, input.length, set, spaceAsPlus);
  const encoder = encoding.getEncoder();
  const bytes: number[] = [];
  let out = '';
  // One more round than there are code points: the last one is end-of-queue, when a stateful
  // encoder (ISO-2022-JP) emits the bytes that return it to its initial state.
  for (let i = 0; i <= input.length; i++) {
    let codePoint = input.codePointAt(i);
    let error: number | null | undefined;
    if (codePoint === undefined) encoder.end?.(bytes);
    else {
      if (codePoint > 0xffff) i++;
      else if ((codePoint & 0xf800) === 0xd800) codePoint = 0xfffd; // a lone surrogate
      error = encoder.encode(codePoint, bytes);
    }
    for (const byte of bytes) {
      const encoded = PERCENT_ENCODED[byte];
      if (encoded === undefined)
        throw new TypeError(
          `percentEncodeAfterEncoding: the ${encoding.name} encoder produced ${String(byte)}, which is not a byte`,
        );
      // "If spaceAsPlus is true and byte is 0x20 (SP), then append U+002B (+) to output and
      // continue." "If isomorph is not in percentEncodeSet, then append isomorph to output."
      out +=
        byte === 0x20 && spaceAsPlus
          ? '+'
          : byte < 0x80 && set[byte] === 0
            ? String.fromCharCode(byte)
            : encoded;
    }
    bytes.length = 0;
    // "If potentialError is non-null, then append "%26%23", followed by the shortest sequence of
    // ASCII digits representing potentialError in base ten, followed by "%3B", to output."
    if (typeof error === 'number') out += `%26%23${error}%3B`;
  }
  return out;
}
