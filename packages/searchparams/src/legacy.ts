// @url/searchparams/legacy: the application/x-www-form-urlencoded serializer with a legacy encoding
// (https://url.spec.whatwg.org/#concept-urlencoded-serializer's optional encoding), apart from the
// UTF-8 codec so that the codec does not carry it. URLSearchParams always serializes as UTF-8.
import { type Encoding, toScalarValueString as toWellFormed } from '@url/percent';
import { FORM, joinPairs } from './internal/encode';
import { serializeUrlencoded } from './urlencoded';

/**
 * An encoding as @url/percent's `percentEncodeAfterEncoding` takes it (`{ name, getEncoder() }`).
 */
export type { Encoding };

/**
 * The application/x-www-form-urlencoded serializer
 * (https://url.spec.whatwg.org/#concept-urlencoded-serializer) given an encoding: each name and
 * value percent-encoded after `encoding` with the application/x-www-form-urlencoded percent-encode
 * set (space as `+`; a code point the encoding cannot represent as `%26%23` + decimal + `%3B`),
 * joined as `name=value` by `&`. UTF-8 (what `serializeUrlencoded` does) when `encoding` is null,
 * undefined or named "UTF-8". Lone surrogates are encoded as U+FFFD.
 * @throws TypeError when the encoder gives something that is not a byte.
 */
export function serializeUrlencodedWithEncoding(
  pairs: Iterable<readonly [string, string]>,
  encoding?: Encoding | null,
): string {
  // An encoding's name identifies it (https://encoding.spec.whatwg.org/#names-and-labels).
  return encoding == null || encoding.name === 'UTF-8'
    ? serializeUrlencoded(pairs)
    : joinPairs(pairs, (s) => encodeFormLegacy(s, encoding));
}

/**
 * Percent-encode after encoding (https://url.spec.whatwg.org/#string-percent-encode-after-encoding)
 * with a legacy `encoding`, the application/x-www-form-urlencoded percent-encode set and
 * spaceAsPlus: each scalar value through the encoder, then end-of-queue; each byte as `FORM` says,
 * an unmappable code point as "%26%23" + its decimal value + "%3B" (`&#<number>;`).
 */
function encodeFormLegacy(s: string, encoding: Encoding): string {
  const encoder = encoding.getEncoder();
  // bytes, and in their place the escaped reference for each code point the encoding cannot represent
  const output: (number | string)[] = [];
  for (const c of toWellFormed(s)) {
    const unmapped = encoder.encode(c.codePointAt(0)!, output as number[]);
    if (typeof unmapped === 'number') output.push(`%26%23${unmapped}%3B`);
  }
  encoder.end?.(output as number[]);
  let out = '';
  for (const b of output) {
    const piece = typeof b === 'string' ? b : FORM[b];
    if (piece === undefined)
      throw new TypeError(`serializeUrlencodedWithEncoding: ${encoding.name} gave ${b}, not a byte`);
    out += piece;
  }
  return out;
}
