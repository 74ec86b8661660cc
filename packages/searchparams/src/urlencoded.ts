// @url/searchparams/urlencoded: the application/x-www-form-urlencoded codec alone, with no class.
// https://url.spec.whatwg.org/#application/x-www-form-urlencoded
import type { Encoding } from '@url/percent';
import { encodeFormComponent, encodeFormLegacy } from './internal/encode';
import { bytesToQuery, parseStringInto } from './internal/parse';
import { toUSVString, toWellFormed } from './internal/usv';

/** A name-value tuple. */
export type UrlencodedPair = [name: string, value: string];

/**
 * The legacy-encoding hook of the serializer: an encoding as @url/percent's
 * `percentEncodeAfterEncoding` takes it (`{ name, getEncoder() }`). UTF-8 when absent.
 */
export type { Encoding };

export interface ParseUrlencodedOptions {
  /**
   * Most name-value pairs to accept; more throws a `RangeError` before any further decoding.
   * Empty sequences (`&&`) do not count. Default: no limit.
   */
  maxPairs?: number;
  /** Longest input to accept, in code units for a string or bytes for a `Uint8Array`. Default: no limit. */
  maxLength?: number;
}

/** Reads `options[key]`: Infinity when absent, a TypeError naming it when not a count. */
function readLimit(options: ParseUrlencodedOptions | undefined, key: 'maxPairs' | 'maxLength'): number {
  const v = options?.[key];
  if (v === undefined) return Infinity;
  // Infinity % 1 is NaN, so Infinity passes the integer test.
  if (typeof v !== 'number' || !(v >= 0) || v % 1 > 0)
    throw new TypeError(`parseUrlencoded: ${key} must be a non-negative integer, got ${String(v)}`);
  return v;
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
  const maxPairs = readLimit(options, 'maxPairs');
  const maxLength = readLimit(options, 'maxLength');
  const isString = typeof input === 'string';
  if (!isString && !(ArrayBuffer.isView(input) && input.BYTES_PER_ELEMENT === 1))
    throw new TypeError(`parseUrlencoded: expected a string or a Uint8Array, got ${describe(input)}`);
  // code units of a string, bytes of a view
  if (input.length > maxLength)
    throw new RangeError(`parseUrlencoded: length ${input.length} is longer than ${maxLength} (maxLength)`);
  const pairs: UrlencodedPair[] = [];
  parseStringInto(isString ? toWellFormed(input) : bytesToQuery(input), maxPairs, (name, value) => {
    pairs.push([name, value]);
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
 * (https://url.spec.whatwg.org/#concept-urlencoded-serializer): each name and value percent-encoded
 * with the application/x-www-form-urlencoded percent-encode set (space as `+`), joined as
 * `name=value` by `&`. UTF-8 by default; pass `encoding` to percent-encode after another encoding
 * (unmappable code points become `%26%23` + decimal + `%3B`).
 * Lone surrogates are encoded as U+FFFD.
 */
export function serializeUrlencoded(
  pairs: Iterable<readonly [string, string]>,
  encoding?: Encoding | null,
): string {
  // An encoding's name identifies it (https://encoding.spec.whatwg.org/#names-and-labels).
  const encode =
    encoding == null || encoding.name === 'UTF-8'
      ? encodeFormComponent
      : (s: string) => encodeFormLegacy(s, encoding);
  let out = '';
  let separator = '';
  for (const pair of pairs) {
    out += separator + encode(pair[0]) + '=' + encode(pair[1]);
    separator = '&';
  }
  return out;
}

/**
 * Groups pairs by name into an object with a null prototype: the value for a name that occurs once
 * is a string, for a repeated name an array of its values in order. Every name is a plain own key,
 * `__proto__` and `constructor` included, so untrusted input cannot reach any prototype. Key order is
 * JavaScript's: integer-like names ("0", "12") come first, then the others in first-occurrence order.
 * Not a spec algorithm: a convenience over the pairs of
 * https://url.spec.whatwg.org/#concept-urlencoded-parser.
 */
export function toObject(pairs: Iterable<readonly [string, string]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const pair of pairs) {
    const name = pair[0];
    const value = pair[1];
    const prev = out[name];
    if (prev === undefined) out[name] = value;
    else if (typeof prev === 'string') out[name] = [prev, value];
    else prev.push(value);
  }
  return out;
}

/** What `fromObject` accepts for a value: one value, or an array of values for a repeated name. */
export type UrlencodedRecordValue = unknown;

/**
 * The inverse of `toObject`: one pair per value, in the record's own enumerable string-key order;
 * an array value gives one pair per element (a repeated name; an empty array gives none).
 * `undefined` (as a value or an array element) is skipped; any other value is converted to a string
 * the way `URLSearchParams` converts record values (`String(value)`, lone surrogates to U+FFFD).
 * Not a spec algorithm: builds the pairs
 * https://url.spec.whatwg.org/#concept-urlencoded-serializer takes, converting values as the
 * record form of https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams does.
 */
export function fromObject(record: Readonly<Record<string, UrlencodedRecordValue>>): UrlencodedPair[] {
  // Object(v) is v itself exactly for objects and functions.
  if (Object(record) !== record)
    throw new TypeError(`fromObject: expected an object, got ${describe(record)}`);
  const out: UrlencodedPair[] = [];
  for (const key of Object.keys(record)) {
    const value = record[key];
    for (const v of Array.isArray(value) ? value : [value])
      if (v !== undefined) out.push([toWellFormed(key), toUSVString(v)]);
  }
  return out;
}
