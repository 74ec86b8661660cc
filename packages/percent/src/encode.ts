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

function pushUTF8(codePoint: number, output: number[]): null {
  if (codePoint < 0x80) output.push(codePoint);
  else if (codePoint < 0x800) output.push(0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f));
  else if (codePoint < 0x10000)
    output.push(0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f));
  else
    output.push(
      0xf0 | (codePoint >> 18),
      0x80 | ((codePoint >> 12) & 0x3f),
      0x80 | ((codePoint >> 6) & 0x3f),
      0x80 | (codePoint & 0x3f),
    );
  return null;
}

/**
 * UTF-8 (https://encoding.spec.whatwg.org/#utf-8). Passing it, `null` or `undefined` to
 * {@link percentEncodeAfterEncoding} takes the fast path of {@link utf8PercentEncodeString}; its
 * `getEncoder()` exists so that UTF-8 can also run through the generic path.
 */
export const UTF_8: Encoding = /* @__PURE__ */ Object.freeze({
  name: 'UTF-8',
  getEncoder: (): Encoder => ({ encode: pushUTF8 }),
});

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
  // Skip the leading run that needs no encoding: for most URL components, all of it.
  let i = start;
  if (spaceAsPlus) {
    for (; i < end; i++) {
      const c = input.charCodeAt(i);
      if (c >= 0x80 || set[c] === 1 || c === 0x20) break;
    }
  } else {
    for (; i < end; i++) {
      const c = input.charCodeAt(i);
      if (c >= 0x80 || set[c] === 1) break;
    }
  }
  if (i === end) return start === 0 && end === input.length ? input : input.slice(start, end);
  return encodeTail(input, start, i, end, set, spaceAsPlus);
}

/** The rest of utf8PercentEncodeRange, from `i`, the first code unit that changes. */
function encodeTail(
  input: string,
  start: number,
  i: number,
  end: number,
  set: PercentEncodeSet,
  spaceAsPlus: boolean,
): string {
  let out = input.slice(start, i);
  let run = i; // start of the current run of code units copied unchanged
  for (; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80) {
      if (set[c] === 0 && (c !== 0x20 || !spaceAsPlus)) continue;
      if (run < i) out += input.slice(run, i);
      run = i + 1;
      // "If spaceAsPlus is true and byte is 0x20 (SP), then append U+002B (+) to output"
      out += c === 0x20 && spaceAsPlus ? '+' : PERCENT_ENCODED[c];
      continue;
    }
    if (run < i) out += input.slice(run, i);
    // One `+=` per byte of the cached "%XX" strings (measured faster than joining them first).
    if (c < 0x800) {
      out += PERCENT_ENCODED[0xc0 | (c >> 6)];
      out += PERCENT_ENCODED[0x80 | (c & 0x3f)];
    } else if (c < 0xd800 || c > 0xdfff) {
      out += PERCENT_ENCODED[0xe0 | (c >> 12)];
      out += PERCENT_ENCODED[0x80 | ((c >> 6) & 0x3f)];
      out += PERCENT_ENCODED[0x80 | (c & 0x3f)];
    } else {
      const next = i + 1 < end ? input.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && (next & 0xfc00) === 0xdc00) {
        const cp = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
        out += PERCENT_ENCODED[0xf0 | (cp >> 18)];
        out += PERCENT_ENCODED[0x80 | ((cp >> 12) & 0x3f)];
        out += PERCENT_ENCODED[0x80 | ((cp >> 6) & 0x3f)];
        out += PERCENT_ENCODED[0x80 | (cp & 0x3f)];
        i++;
      } else {
        // A lone surrogate is not a scalar value; it is encoded as U+FFFD.
        out += '%EF%BF%BD';
      }
    }
    run = i + 1;
  }
  return run < end ? out + input.slice(run, end) : out;
}

/**
 * UTF-8 percent-encode a string `input` using `set`: each code point in the set becomes the
 * percent-encoding of its UTF-8 bytes; lone surrogates are encoded as U+FFFD (%EF%BF%BD).
 * Returns `input` itself when nothing needs encoding.
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
  return utf8PercentEncodeRange(input, 0, input.length, set, spaceAsPlus);
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
  if (codePoint < 0x80)
    return set[codePoint] === 1 ? PERCENT_ENCODED[codePoint] : String.fromCharCode(codePoint);
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return '%EF%BF%BD';
  return encodeTail(String.fromCodePoint(codePoint), 0, 0, codePoint < 0x10000 ? 1 : 2, set, false);
}

/**
 * Percent-encode after encoding: encodes `input` with `encoding` (UTF-8 when `null` or
 * `undefined`), then percent-encodes each byte whose isomorphic code point is in `set` (every
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
  if (encoding == null || encoding === UTF_8)
    return utf8PercentEncodeRange(input, 0, input.length, set, spaceAsPlus);
  const encoder = encoding.getEncoder();
  const bytes: number[] = [];
  let out = '';
  const flush = () => {
    for (let k = 0; k < bytes.length; k++) {
      const byte = bytes[k];
      if (spaceAsPlus && byte === 0x20) out += '+';
      else if (byte < 0x80 && set[byte] === 0) out += String.fromCharCode(byte);
      else {
        const encoded = PERCENT_ENCODED[byte];
        if (encoded === undefined)
          throw new TypeError(
            `percentEncodeAfterEncoding: the ${encoding.name} encoder produced ${String(byte)}, which is not a byte`,
          );
        out += encoded;
      }
    }
    bytes.length = 0;
  };
  for (let i = 0; i < input.length; i++) {
    let cp = input.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdfff) {
      const next = i + 1 < input.length ? input.charCodeAt(i + 1) : 0;
      if (cp <= 0xdbff && (next & 0xfc00) === 0xdc00) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00);
        i++;
      } else cp = 0xfffd;
    }
    const error = encoder.encode(cp, bytes);
    flush();
    // "If potentialError is non-null, then append "%26%23", followed by the shortest sequence of
    // ASCII digits representing potentialError in base ten, followed by "%3B", to output."
    if (typeof error === 'number') out += '%26%23' + error + '%3B';
  }
  if (encoder.end !== undefined) {
    encoder.end(bytes);
    flush();
  }
  return out;
}
