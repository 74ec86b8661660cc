/** Receives each name-value pair the parser finds, in order, as written (not decoded yet). */
export type PairSink = (name: string, value: string) => void;

const fromCharCode = String.fromCharCode;

// The class's parser (parseFlat) and the decoder's reads of code units call their string methods
// as `''.indexOf.call(s, ...)` (`''.indexOf` is `String.prototype.indexOf`), not looked up on the
// string (`s.indexOf(...)`). In V8 a string's map depends on its representation (one-byte or
// two-byte; sequential, sliced or internalized), and a lookup on the string keeps an inline cache
// per map: once a program has parsed both ASCII-only and non-ASCII queries (five maps or more)
// those caches go megamorphic for good, and the synthetic corpus then parsed about a third slower
// after the real one than alone (issue #16). Looked up on `''` the method is one constant whatever
// the string, and the optimizing compiler inlines it as it inlines `s.indexOf(...)` on a single
// map; a loop reads `s.length` once, before it starts. Written out at each call: through a module
// variable (`const { indexOf } = String.prototype`; the bundle makes it a `var`, which V8 does not
// take for a constant) it measured slower than the lookup, small helper functions cost Bun about
// 10%, and a bound `call` was two to three times slower in Bun. The decoder's slices (one per `+`
// or run of escapes), the codec's own splitting (parseStringInto) and `decodeForm`'s first look
// keep the lookup, for the size budgets of ./urlencoded, ./query and @url/parser's URL class.

/** The value of the ASCII hex digit `c` (either case), or 256 when it is not one (NaN included). */
function hexValue(c: number): number {
  return c > 0x2f && c < 0x3a ? c - 0x30 : (c |= 0x20) > 0x60 && c < 0x67 ? c - 0x57 : 256;
}

/** The byte that "%XX" at `s[i]` spells, or a number above 0xFF when there is none there. */
function byteAt(s: string, i: number): number {
  return ''.charCodeAt.call(s, i) === 0x25
    ? (hexValue(''.charCodeAt.call(s, i + 1)) << 4) | hexValue(''.charCodeAt.call(s, i + 2))
    : 256;
}

/**
 * Decodes one form name or value given as a scalar value string: "Replace any 0x2B (+) ... with
 * 0x20 (SP)", percent-decode (https://url.spec.whatwg.org/#string-percent-decode), then UTF-8
 * decode without BOM (https://encoding.spec.whatwg.org/#utf-8-decode-without-bom). With neither
 * `+` nor `%`, that is the string itself (its UTF-8 encoding decodes back to it).
 */
export function decodeForm(s: string): string {
  return s.indexOf('%') < 0 && s.indexOf('+') < 0 ? s : decodeFormFound(s);
}

/**
 * {@link decodeForm} without its first look for `%` and `+`, for a caller that has already found
 * one (the class's parser finds them in the whole query): the decoding steps of
 * https://url.spec.whatwg.org/#concept-urlencoded-parser for one name or value. One pass: unchanged runs are sliced, `+`
 * and escapes decoded as they come; `s` itself comes back when nothing was decoded.
 *
 * Escapes are UTF-8 decoded as they are read. The decoder's state never carries past a literal
 * code unit: the UTF-8 encoding of a scalar value never starts with a continuation byte, so a
 * sequence cut there is an error just as in the decoder over all the bytes.
 */
export function decodeFormFound(s: string): string {
  let out = '';
  let copied = 0; // s[0, copied) is decoded into `out`
  for (let i = 0, length = s.length; i < length; i++) {
    const c = ''.charCodeAt.call(s, i);
    if (c === 0x2b) {
      out += s.slice(copied, i) + ' ';
      copied = i + 1;
    } else if (c === 0x25) {
      // A run of escapes, UTF-8 decoded as it is read. "If byte is not 0x25 (%) [or] the next two
      // bytes after byte in input are not in the ranges 0x30 (0) to 0x39 (9), 0x41 (A) to 0x46 (F),
      // and 0x61 (a) to 0x66 (f), all inclusive, append byte to output": such a "%" ends the run.
      let run = '';
      let j = i;
      for (let b: number; (b = byteAt(s, j)) < 0x100; ) {
        j += 3;
        if (b > 0x7f) {
          // The UTF-8 decoder (https://encoding.spec.whatwg.org/#utf-8-decoder): 0xC2 to 0xDF lead
          // two bytes, 0xE0 to 0xEF three, 0xF0 to 0xF4 four, anything else is an error; the lead
          // byte sets the range of the byte after it. "If byte is not in the range lower UTF-8
          // boundary to upper UTF-8 boundary, inclusive, then ... restore byte to ioQueue ...
          // return error."
          let need = b < 0xc2 || b > 0xf4 ? 0 : b < 0xe0 ? 1 : b < 0xf0 ? 2 : 3;
          let lower = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
          let upper = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
          b = need === 0 ? 0xfffd : b & (0x3f >> need);
          for (; need !== 0; need--) {
            const next = byteAt(s, j);
            if (next < lower || next > upper) {
              b = 0xfffd; // the escape that broke the sequence is read again next
              break;
            }
            b = (b << 6) | (next & 0x3f);
            lower = 0x80;
            upper = 0xbf;
            j += 3;
          }
        }
        run += b > 0xffff ? fromCharCode(0xd7c0 + (b >> 10), 0xdc00 | (b & 0x3ff)) : fromCharCode(b);
      }
      if (j > i) {
        out += s.slice(copied, i) + run;
        copied = j;
        i = j - 1;
      }
    }
  }
  return copied === 0 ? s : out + s.slice(copied);
}

/**
 * The application/x-www-form-urlencoded parser over a scalar value string
 * (https://url.spec.whatwg.org/#concept-urlencoded-string-parser), up to decoding: hands `sink`
 * each pair's name and value as written (the caller decodes them: "Replace any 0x2B (+) ... with
 * 0x20 (SP)", percent-decode, UTF-8 decode without BOM); a `RangeError` past `maxPairs` pairs.
 *
 * The separators are found with `indexOf` (native, vectorised scans). The next `=` is remembered
 * and searched for again only once the parse has moved past it, so that a run of sequences without
 * `=` is not scanned again and again: every code unit is scanned a bounded number of times.
 */
export function parseStringInto(
  input: string,
  maxPairs: number,
  sink: PairSink,
  fn = 'parseUrlencoded',
): void {
  const length = input.length;
  let pairs = 0;
  let nextEq = -1; // the first '=' at or after the current sequence, or `length`
  for (let start = 0; start < length; ) {
    // "Let sequences be the result of splitting input on 0x26 (&)."
    let end = input.indexOf('&', start);
    if (end < 0) end = length;
    // "If bytes is the empty byte sequence, then continue."
    if (end > start) {
      if (++pairs > maxPairs) throw new RangeError(`${fn}: more than ${maxPairs} pairs (maxPairs)`);
      if (nextEq < start) {
        nextEq = input.indexOf('=', start);
        if (nextEq < 0) nextEq = length;
      }
      // "If bytes contains a 0x3D (=), then let name be the bytes from the start of bytes up to but
      // excluding its first 0x3D (=), and let value be the bytes, if any, after [it]"
      if (nextEq < end) sink(input.slice(start, nextEq), input.slice(nextEq + 1, end));
      else sink(input.slice(start, end), '');
    }
    start = end + 1;
  }
}

/** The first `c` in `s` at or after `from`, or `s.length` when there is none. */
function indexOrLength(s: string, c: string, from: number): number {
  const i = ''.indexOf.call(s, c, from);
  return i < 0 ? s.length : i;
}

/**
 * The application/x-www-form-urlencoded string parser
 * (https://url.spec.whatwg.org/#concept-urlencoded-string-parser) over a scalar value string, to
 * flat pairs: names and values alternating, decoded. Splits as {@link parseStringInto} does; the
 * next `%` and the next `+` are remembered the way it remembers the next `=`, so that a name or
 * value with neither is a slice of `input` (exact: `input` is a scalar value string) without a
 * scan of its own, and one with either is decoded from `input` in one pass.
 */
export function parseFlat(input: string): string[] {
  const pairs: string[] = [];
  const length = input.length;
  // The first '=', '%' and '+' at or after the current sequence, or `length` when there is none.
  let nextEq = -1;
  let nextPercent = -1;
  let nextPlus = -1;
  for (let start = 0; start < length; ) {
    let end = ''.indexOf.call(input, '&', start);
    if (end < 0) end = length;
    if (end > start) {
      if (nextEq < start) nextEq = indexOrLength(input, '=', start);
      if (nextPercent < start) nextPercent = indexOrLength(input, '%', start);
      if (nextPlus < start) nextPlus = indexOrLength(input, '+', start);
      const eq = Math.min(nextEq, end);
      const name = ''.slice.call(input, start, eq);
      pairs.push(nextPercent < eq || nextPlus < eq ? decodeFormFound(name) : name);
      if (eq === end) pairs.push('');
      else {
        const from = eq + 1;
        if (nextPercent < from) nextPercent = indexOrLength(input, '%', from);
        if (nextPlus < from) nextPlus = indexOrLength(input, '+', from);
        const value = ''.slice.call(input, from, end);
        pairs.push(nextPercent < end || nextPlus < end ? decodeFormFound(value) : value);
      }
    }
    start = end + 1;
  }
  return pairs;
}

/**
 * The application/x-www-form-urlencoded parser over a byte sequence
 * (https://url.spec.whatwg.org/#concept-urlencoded-parser) runs as the string parser over a string
 * that spells the same bytes: each ASCII byte as itself, each other byte percent-encoded. The
 * string parser percent-decodes, then UTF-8 decodes what it decoded, so it sees exactly `bytes`;
 * and a byte at or above 0x80 is never `&`, `=`, `+` or part of an escape, so the splitting and
 * the `+` rule are those of the bytes. `bytes` is any view of single bytes (an Int8Array too).
 */
export function bytesToQuery(
  bytes: ArrayLike<number> & { subarray(start: number, end: number): ArrayLike<number> },
): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = fromCharCode.apply(null, bytes.subarray(i, i + 8192) as unknown as number[]);
    let copied = 0;
    for (let j = 0; j < chunk.length; j++) {
      const c = chunk.charCodeAt(j);
      if (c > 0x7f) {
        // `& 0xff`: an Int8Array's negative values come out of fromCharCode as 0xFF80 to 0xFFFF
        out += chunk.slice(copied, j) + '%' + (c & 0xff).toString(16);
        copied = j + 1;
      }
    }
    out += chunk.slice(copied);
  }
  return out;
}
