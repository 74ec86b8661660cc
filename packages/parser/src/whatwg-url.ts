/**
 * `@url/parser/whatwg-url`: whatwg-url's public API (https://github.com/jsdom/whatwg-url), with its
 * names and call shapes, over this package's parser (with tr46). For code written against
 * whatwg-url: change the import, keep the calls. URL records have whatwg-url's shape (`scheme`,
 * `username`, `password`, `host`, `port`, `path`, `query`, `fragment`; hosts as strings, IPv4 as a
 * number, IPv6 as 8 numbers).
 *
 * Differences: the `encoding` option takes only UTF-8 (another encoding is a TypeError, where
 * whatwg-url encodes the query in it); and the parser follows the newer standard pinned by this
 * package where whatwg-url 17.x has not caught up.
 * @module
 */

import { URLSearchParams } from '@url/searchparams';
import {
  origin,
  basicURLParse as ourBasicURLParse,
  isValidURLString as ourIsValidURLString,
  parseURL as ourParseURL,
  parseURLWithValidationErrors as ourParseURLWithValidationErrors,
  URL,
} from './default';
import { readStateOverride } from './options';
import type { Host, StateOverrideShortName, URLRecord } from './types';
import { serializeOrigin } from './url-record';

// The same functions as whatwg-url's, under the same names and call shapes.
export { serializeHost } from '@url/host';
export { percentDecodeBytes, percentDecodeString } from '@url/percent';
export { serializeURL } from './url-parts';
export {
  cannotHaveAUsernamePasswordPort,
  hasAnOpaquePath,
  serializePath,
  setThePassword,
  setTheUsername,
} from './url-record';
export type { Host, URLRecord };
export { URL, URLSearchParams };

/** whatwg-url's options of `parseURL`, `parseURLWithValidationErrors` and `isValidURLString`. */
export interface ParseURLOptions {
  /** The base URL record, or null. */
  baseURL?: URLRecord | null | undefined;
  /** Only a label of UTF-8; another encoding is a TypeError. */
  encoding?: string | undefined;
}

/** whatwg-url's options of `basicURLParse`. */
export interface BasicURLParseOptions extends ParseURLOptions {
  /** A URL record to modify in place, with `stateOverride`. */
  url?: URLRecord | undefined;
  /** A state override as whatwg-url names it: the spec's state name without " state" (`'hostname'`). */
  stateOverride?: StateOverrideShortName | undefined;
}

// The labels of UTF-8 in the Encoding Standard (https://encoding.spec.whatwg.org/#names-and-labels).
const UTF8_LABELS = [
  'unicode-1-1-utf-8',
  'unicode11utf8',
  'unicode20utf8',
  'utf-8',
  'utf8',
  'x-unicode20utf8',
];

/**
 * Checks an `encoding` option: absent, or a label of UTF-8, the only encoding the parser writes
 * queries in; anything else is a TypeError (whatwg-url would encode the query in it).
 */
function checkEncoding(fn: string, encoding: unknown): void {
  if (encoding == null) return;
  if (typeof encoding === 'string' && UTF8_LABELS.includes(encoding.trim().toLowerCase())) return;
  throw new TypeError(
    `${fn}: encoding ${JSON.stringify(String(encoding))} is not supported: this parser encodes queries as UTF-8 only (omit encoding, or pass 'utf-8')`,
  );
}

const OPTIONS = ['baseURL', 'encoding'];
const BASIC_OPTIONS = ['baseURL', 'encoding', 'url', 'stateOverride'];

/** Reads whatwg-url's options object: unknown keys and a base that is not a record are TypeErrors. */
function readOptions(fn: string, options: unknown, keys: readonly string[]): BasicURLParseOptions {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`${fn}: options must be an object ({ ${keys.join(', ')} }), got ${String(options)}`);
  }
  for (const key of Object.keys(options)) {
    if (!keys.includes(key)) {
      throw new TypeError(
        `${fn}: unknown option ${JSON.stringify(key)} (whatwg-url's options are ${keys.join(', ')})`,
      );
    }
  }
  const o = options as BasicURLParseOptions;
  checkEncoding(fn, o.encoding);
  if (
    o.baseURL !== undefined &&
    o.baseURL !== null &&
    (typeof o.baseURL !== 'object' || !('scheme' in o.baseURL))
  ) {
    throw new TypeError(`${fn}: baseURL must be a URL record (from parseURL), got ${String(o.baseURL)}`);
  }
  return o;
}

/**
 * whatwg-url's `parseURL(input, { baseURL })`: the URL parser
 * (https://url.spec.whatwg.org/#concept-url-parser) without blob URL entries; a URL record or null.
 */
export function parseURL(input: string, options?: ParseURLOptions): URLRecord | null {
  const o = readOptions('parseURL', options, OPTIONS);
  return ourParseURL(input, o.baseURL ?? null);
}

/**
 * whatwg-url's `basicURLParse(input, { baseURL, url, stateOverride })`: the basic URL parser
 * (https://url.spec.whatwg.org/#concept-basic-url-parser). With `url` and `stateOverride` (a state
 * name without " state", as whatwg-url spells them: `'hostname'`, `'path start'`), modifies `url` in
 * place and returns it, or null for failure.
 */
export function basicURLParse(input: string, options?: BasicURLParseOptions): URLRecord | null {
  const o = readOptions('basicURLParse', options, BASIC_OPTIONS);
  const stateOverride = readStateOverride('basicURLParse', o.stateOverride);
  if (o.url !== undefined && (typeof o.url !== 'object' || o.url === null || !('scheme' in o.url))) {
    throw new TypeError(`basicURLParse: url must be a URL record (from parseURL), got ${String(o.url)}`);
  }
  if (o.baseURL == null && o.url === undefined && stateOverride === undefined) return ourBasicURLParse(input);
  return ourBasicURLParse(input, { base: o.baseURL ?? null, url: o.url, stateOverride });
}

/**
 * whatwg-url's `parseURLWithValidationErrors(input, { baseURL })`: the URL parser
 * (https://url.spec.whatwg.org/#concept-url-parser) and the names of the validation errors
 * (https://url.spec.whatwg.org/#validation-error) it met, in order.
 */
export function parseURLWithValidationErrors(
  input: string,
  options?: ParseURLOptions,
): { url: URLRecord | null; validationErrors: string[] } {
  const o = readOptions('parseURLWithValidationErrors', options, OPTIONS);
  const { url, errors } = ourParseURLWithValidationErrors(input, o.baseURL ?? null);
  return { url, validationErrors: errors.map((e) => e.type) };
}

/**
 * whatwg-url's `isValidURLString(input, { baseURL })`: whether `input` is a valid URL string
 * (https://url.spec.whatwg.org/#valid-url-string).
 */
export function isValidURLString(input: string, options?: ParseURLOptions): boolean {
  const o = readOptions('isValidURLString', options, OPTIONS);
  return ourIsValidURLString(input, o.baseURL ?? null);
}

/**
 * The serialization of a URL record's origin (https://url.spec.whatwg.org/#concept-url-origin,
 * https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin):
 * `"null"` for an opaque origin (file: URLs included).
 */
export function serializeURLOrigin(url: URLRecord): string {
  return serializeOrigin(origin(url));
}

/**
 * The shortest decimal serialization of an integer, as whatwg-url's `serializeInteger` (`String`):
 * https://url.spec.whatwg.org/#serialize-an-integer
 */
export function serializeInteger(integer: number): string {
  return String(integer);
}
