// @url/searchparams/object: conversions between the name-value pairs of the form codec and a plain
// object. Not spec algorithms: conveniences over the pairs of
// https://url.spec.whatwg.org/#concept-urlencoded-parser and
// https://url.spec.whatwg.org/#concept-urlencoded-serializer.
import { toScalarValueString as toWellFormed } from '@url/percent';
import type { UrlencodedPair } from './urlencoded';

/** What `fromObject` accepts for a value: one value, or an array of values for a repeated name. */
export type UrlencodedRecordValue = unknown;

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

/**
 * The inverse of `toObject`: one pair per value, in the record's own enumerable string-key order;
 * an array value gives one pair per element (a repeated name; an empty array gives none).
 * `undefined` (as a value or an array element) is skipped; any other value is converted to a string
 * the way `URLSearchParams` converts record values (`String(value)`, lone surrogates to U+FFFD).
 * Not a spec algorithm: builds the pairs
 * https://url.spec.whatwg.org/#concept-urlencoded-serializer takes, converting values as the
 * record form of https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams does.
 * @throws TypeError when `record` is not an object.
 */
export function fromObject(record: Readonly<Record<string, UrlencodedRecordValue>>): UrlencodedPair[] {
  // Object(v) is v itself exactly for objects and functions.
  if (Object(record) !== record)
    throw new TypeError(
      `fromObject: expected an object, got ${record === null ? 'null' : `${typeof record} ${String(record)}`}`,
    );
  const out: UrlencodedPair[] = [];
  for (const key of Object.keys(record)) {
    const value = record[key];
    for (const v of Array.isArray(value) ? value : [value])
      if (v !== undefined) out.push([toWellFormed(key), toWellFormed(typeof v === 'string' ? v : `${v}`)]);
  }
  return out;
}
