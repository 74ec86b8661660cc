// @url/searchparams/urlencoded: the application/x-www-form-urlencoded codec alone, with no class.
// https://url.spec.whatwg.org/#application/x-www-form-urlencoded
import { encodeFormComponent } from './internal/encode';
import { readLimit } from './internal/limits';
import { bytesToQuery, decodeForm, parseStringInto } from './internal/parse';
import { toWellFormed } from './internal/usv';

/** A name-value tuple. */
export type UrlencodedPair = [name: string, value: string];

export interface ParseUrlencodedOptions {
  /**
   * Most name-value pairs to accept; more throws a `RangeError` before any further decoding.
   * Empty sequences (`&&`) do not count. Default: no limit.
   */
  maxPairs?: number;
  /** Longest input to accept, in code units for a string or bytes for a `Uint8Array`. Default: no limit. */
  maxLength?: number;
}

/**
 * The application/x-www-form-urlencoded parser (https://url.spec.whatwg.org/#concept-urlencoded-parser)
 * for a `Uint8Array` (or another view of single bytes), and the application/x-www-form-urlencoded
 * string parser (https://url.spec.whatwg.org/#concept-urlencoded-string-parser) for a string: lone
 * surrogates in a string become U+FFFD, as UTF-8 encoding it would make them.
 *
 * Splits on `&`, then on the first `=`, turns `+` into a space, percent-decodes, and decodes UTF-8
 * without BOM (U+FFFD for invalid bytes). No leading `?` is removed.
 * @throws RangeError when `options.maxPairs` or `options.maxLength` is exceeded.
 */
export function parseUrlencoded(
  input: string | Uint8Array,
  options?: ParseUrlencodedOptions,
): UrlencodedPair[] {
  const maxPairs = readLimit('parseUrlencoded', options, 'maxPairs');
  const maxLength = readLimit('parseUrlencoded', options, 'maxLength');
  const isString = typeof input === 'string';
  if (!isString && !(ArrayBuffer.isView(input) && input.BYTES_PER_ELEMENT === 1))
    throw new TypeError(`parseUrlencoded: expected a string or a Uint8Array, got ${describe(input)}`);
  // code units of a string, bytes of a view
  if (input.length > maxLength)
    throw new RangeError(`parseUrlencoded: length ${input.length} is longer than ${maxLength} (maxLength)`);
  const pairs: UrlencodedPair[] = [];
  parseStringInto(isString ? toWellFormed(input) : bytesToQuery(input), maxPairs, (name, value) => {
    pairs.push([decodeForm(name), decodeForm(value)]);
  });
  return pairs;
}

/** `[object Null]`, `[object Uint16Array]`, `number 42`: what a bad argument was, for an error message. */
function describe(value: unknown): string {
  return value === null || typeof value === 'object'
    ? {}.toString.call(value)
    : `${typeof value} ${String(value)}`;
}

/**
 * The application/x-www-form-urlencoded serializer
 * (https://url.spec.whatwg.org/#concept-urlencoded-serializer) with its default encoding, UTF-8:
 * each name and value percent-encoded with the application/x-www-form-urlencoded percent-encode set
 * (space as `+`), joined as `name=value` by `&`. Lone surrogates are encoded as U+FFFD. For a
 * legacy encoding, `serializeUrlencodedWithEncoding` from `@url/searchparams/legacy`.
 */
export function serializeUrlencoded(pairs: Iterable<readonly [string, string]>, encoding?: null): string {
  // An encoding passed here (this function once took one) must not be ignored silently.
  if (encoding != null)
    throw new TypeError(
      `serializeUrlencoded takes no encoding (got ${String((encoding as { name?: unknown }).name ?? encoding)}): use serializeUrlencodedWithEncoding from @url/searchparams/legacy`,
    );
  // The loop of joinPairs with the encoder called directly: the codec's hot path.
  let out = '';
  let separator = '';
  for (const pair of pairs) {
    out += separator + encodeFormComponent(pair[0]) + '=' + encodeFormComponent(pair[1]);
    separator = '&';
  }
  return out;
}
