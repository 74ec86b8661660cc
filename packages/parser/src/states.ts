/**
 * The basic URL parser's states (https://url.spec.whatwg.org/#concept-basic-url-parser): their names,
 * the spec's strings verbatim (each one can be a state override), and the small integers the state
 * machine and the setters use for them. The one place these live; everything else imports them.
 * @module
 */

import type { StateOverride } from './types';

// The states, as small integers: a state's number is its index in STATE_NAMES plus 1, in the
// order the spec defines them. 0 means "no state override".
export const SCHEME_START = 1;
export const SCHEME = 2;
export const NO_SCHEME = 3;
export const SPECIAL_RELATIVE_OR_AUTHORITY = 4;
export const PATH_OR_AUTHORITY = 5;
export const RELATIVE = 6;
export const RELATIVE_SLASH = 7;
export const SPECIAL_AUTHORITY_SLASHES = 8;
export const SPECIAL_AUTHORITY_IGNORE_SLASHES = 9;
export const AUTHORITY = 10;
export const HOST = 11;
export const HOSTNAME = 12;
export const PORT = 13;
export const FILE_STATE = 14;
export const FILE_SLASH = 15;
export const FILE_HOST = 16;
export const PATH_START = 17;
export const PATH = 18;
export const OPAQUE_PATH = 19;
export const QUERY = 20;
export const FRAGMENT = 21;

/**
 * The basic URL parser's state names (https://url.spec.whatwg.org/#concept-basic-url-parser), the
 * spec's strings verbatim, in the order the spec defines the states: the name of state number n is
 * `STATE_NAMES[n - 1]`.
 */
export const STATE_NAMES: readonly StateOverride[] = Object.freeze([
  'scheme start state',
  'scheme state',
  'no scheme state',
  'special relative or authority state',
  'path or authority state',
  'relative state',
  'relative slash state',
  'special authority slashes state',
  'special authority ignore slashes state',
  'authority state',
  'host state',
  'hostname state',
  'port state',
  'file state',
  'file slash state',
  'file host state',
  'path start state',
  'path state',
  'opaque path state',
  'query state',
  'fragment state',
] as const);

/** The state number of a state override name (0 for none); throws a TypeError for anything else. */
export function stateNumber(name: string | undefined): number {
  if (name === undefined) return 0;
  const i = STATE_NAMES.indexOf(name as StateOverride);
  if (i === -1) throw new TypeError(`Unknown basic URL parser state override: ${JSON.stringify(name)}`);
  return i + 1;
}
