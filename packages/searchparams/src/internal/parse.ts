import { percentDecodeToString } from '@url/percent';

/** Receives each name-value pair the parsers find, in order. */
export type PairSink = (name: string, value: string) => void;

export function tooManyPairs(maxPairs: number): RangeError {
  return new RangeError(
    `parseUrlencoded: input has more than ${maxPairs} name-value pairs (options.maxPairs)`,
  );
}

/**
 * Decodes one form name or value given as its own scalar value string: "Replace any 0x2B (+) ...
 * with 0x20 (SP)", then UTF-8 decode without BOM the percent-decoding. With neither `+` nor `%`,
 * that is the string itself (its UTF-8 encoding decodes back to it).
 */
export function decodeForm(s: string): string {
  return s.indexOf('%') === -1 && s.indexOf('+') === -1 ? s : percentDecodeToString(s, true);
}

/**
 * The application/x-www-form-urlencoded parser over a scalar value string
 * (https://url.spec.whatwg.org/#concept-urlencoded-string-parser), handing each pair to `sink`.
 *
 * The separators are found with `indexOf` (native, vectorised scans). The next `=` is remembered
 * and searched for again only once the parse has moved past it, so that a run of sequences without
 * `=` is not scanned again and again: every code unit is scanned a bounded number of times.
 */
export function parseStringInto(input: string, maxPairs: number, sink: PairSink): void {
  const length = input.length;
  let pairs = 0;
  let nextEq = -1; // the first '=' at or after the current sequence, or `length`
  for (let start = 0; start < length; ) {
    // "Let sequences be the result of splitting input on 0x26 (&)."
    let end = input.indexOf('&', start);
    if (end === -1) end = length;
    // "If bytes is the empty byte sequence, then continue."
    if (end > start) {
      if (++pairs > maxPairs) throw tooManyPairs(maxPairs);
      if (nextEq < start) {
        nextEq = input.indexOf('=', start);
        if (nextEq === -1) nextEq = length;
      }
      // "If bytes contains a 0x3D (=), then let name be the bytes from the start of bytes up to but
      // excluding its first 0x3D (=), and let value be the bytes, if any, after [it]"
      if (nextEq < end)
        sink(decodeForm(input.slice(start, nextEq)), decodeForm(input.slice(nextEq + 1, end)));
      else sink(decodeForm(input.slice(start, end)), '');
    }
    start = end + 1;
  }
}

/**
 * The application/x-www-form-urlencoded parser over a byte sequence
 * (https://url.spec.whatwg.org/#concept-urlencoded-parser) runs as the string parser over a string
 * that spells the same bytes: each ASCII byte as itself, each other byte percent-encoded. The
 * string parser percent-decodes, then UTF-8 decodes what it decoded, so it sees exactly `bytes`;
 * and a byte at or above 0x80 is never `&`, `=`, `+` or part of an escape, so the splitting and
 * the `+` rule are those of the bytes.
 */
export function bytesToQuery(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = String.fromCharCode.apply(null, bytes.subarray(i, i + 8192) as unknown as number[]);
    let copied = 0;
    for (let j = 0; j < chunk.length; j++) {
      const c = chunk.charCodeAt(j);
      if (c < 0x80) continue;
      out += chunk.slice(copied, j) + '%' + c.toString(16);
      copied = j + 1;
    }
    out += copied === 0 ? chunk : chunk.slice(copied);
  }
  return out;
}
