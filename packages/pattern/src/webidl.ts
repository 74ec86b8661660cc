// The Web IDL conversions URLPattern's interface performs on its arguments.

import type { URLPatternInit } from './init';

/**
 * https://webidl.spec.whatwg.org/#es-USVString
 * ToString (which throws a TypeError for a symbol), then every lone surrogate becomes U+FFFD
 * (`String.prototype.toWellFormed`, ES2024).
 */
export function toUSVString(value: unknown): string {
  return (`${value as string}` as unknown as { toWellFormed(): string }).toWellFormed();
}

// Dictionary members are read in lexicographic order, as Web IDL does.
const INIT_MEMBERS = [
  'baseURL',
  'hash',
  'hostname',
  'password',
  'pathname',
  'port',
  'protocol',
  'search',
  'username',
] as const;

/**
 * https://webidl.spec.whatwg.org/#es-dictionary for URLPatternInit: a new object with the present
 * members. `value` is undefined, null or an object (`toURLPatternInput` sends anything else to the
 * string branch of the union).
 */
export function toURLPatternInit(value: unknown): URLPatternInit {
  const result: URLPatternInit = {};
  if (value === undefined || value === null) return result;
  const dict = value as Record<string, unknown>;
  for (const key of INIT_MEMBERS) {
    const v = dict[key];
    if (v !== undefined) result[key] = toUSVString(v);
  }
  return result;
}

/** A URLPatternInput after conversion: a string, or a URLPatternInit. */
export type ConvertedInput = string | URLPatternInit;

/**
 * https://webidl.spec.whatwg.org/#es-union for (USVString or URLPatternInit): null, undefined and
 * objects become the dictionary, anything else a string.
 */
export function toURLPatternInput(value: unknown): ConvertedInput {
  if (value === undefined || value === null || typeof value === 'object' || typeof value === 'function')
    return toURLPatternInit(value);
  return toUSVString(value);
}

/** Whether a value picks the dictionary branch of an overload (undefined, null or an object). */
export function isDictionaryLike(value: unknown): boolean {
  return value === undefined || value === null || typeof value === 'object' || typeof value === 'function';
}
