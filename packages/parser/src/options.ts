/**
 * Reading the options of `parseURL`, `basicURLParse` and `isValidURLString`: ours
 * (`parseURL(input, base)`, `basicURLParse(input, { base, url, stateOverride, report, observer })`) and the
 * shapes whatwg-url users pass (`{ baseURL }`, state overrides without the word "state"). Anything else is a `TypeError` that says what to pass, never a silent `null`.
 * @module
 */

import { STATE_NAMES } from './states';
import type { BasicURLParseOptions, StateOverride, URLRecord } from './types';

function fail(fn: string, message: string): never {
  throw new TypeError(`${fn}: ${message}`);
}

/** What a bad argument was, for an error message: `5`, `{ base }`. */
function describe(value: unknown): string {
  return typeof value === 'object' && value !== null ? `{ ${Object.keys(value).join(', ')} }` : String(value);
}

/** Whether `value` looks like a URL record (what the parser returns). */
export function isURLRecord(value: unknown): value is URLRecord {
  return typeof value === 'object' && value !== null && typeof (value as URLRecord).scheme === 'string';
}

function checkKeys(fn: string, options: object, keys: readonly string[]): void {
  for (const key of Object.keys(options)) {
    if (!keys.includes(key)) fail(fn, `unknown option ${key}; the options are ${keys}`);
  }
}

/**
 * The base of `parseURL(input, base)`: a URL record, a string, null or undefined, or whatwg-url's
 * options object `{ baseURL }`.
 */
export function readBase(fn: string, base: unknown): URLRecord | string | null {
  if (base == null) return null;
  if (typeof base === 'string' || isURLRecord(base)) return base;
  if (typeof base === 'object' && 'baseURL' in base) {
    checkKeys(fn, base, ['baseURL']);
    const b = (base as { baseURL?: unknown }).baseURL;
    if (b == null || typeof b === 'string' || isURLRecord(b)) return b ?? null;
  }
  return fail(
    fn,
    `pass a base URL record (from parseURL), a string, null or { baseURL }, not ${describe(base)}`,
  );
}

/**
 * A state override name: the spec's (`'hostname state'`), or whatwg-url's, which leaves out the word
 * "state" (`'hostname'`). Anything else is a TypeError listing the names.
 */
export function readStateOverride(fn: string, name: unknown): StateOverride | undefined {
  if (name === undefined) return undefined;
  for (const state of STATE_NAMES) if (name === state || `${name} state` === state) return state;
  return fail(fn, `unknown state override ${describe(name)}; the states are ${STATE_NAMES}`);
}

const OPTION_KEYS = ['base', 'baseURL', 'url', 'stateOverride', 'report', 'observer'];

/**
 * The options of `basicURLParse`, with whatwg-url's `baseURL` read as `base` and its state
 * override names read as the spec's; unknown keys, both `base` and `baseURL`, a base that is not a
 * URL record are TypeErrors.
 */
export function readBasicURLParseOptions(fn: string, options: unknown): BasicURLParseOptions {
  if (typeof options !== 'object' || options === null) {
    return fail(fn, `the options are an object, not ${describe(options)}`);
  }
  checkKeys(fn, options, OPTION_KEYS);
  const o = options as BasicURLParseOptions;
  if (o.base != null && o.baseURL != null) fail(fn, 'pass base or baseURL, not both');
  const base = o.base ?? o.baseURL ?? null;
  if (base !== null && !isURLRecord(base))
    fail(fn, `the base is a URL record (from parseURL), not ${describe(base)}`);
  return {
    base,
    url: o.url,
    stateOverride: readStateOverride(fn, o.stateOverride),
    report: o.report,
    observer: o.observer,
  };
}
