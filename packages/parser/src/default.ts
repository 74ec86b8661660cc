/**
 * The default URL stack: the basic URL parser and the `URL` class with IDNA through the fast UTS #46
 * route of `@url/host` (tr46 behind it) and the fast path layer.
 * @module
 */

import { createHostParser, fastIDNA } from '@url/host';
import { createURLParser, type URLConstructor, type URL as URLInstance, type URLParser } from './create';
import { urlFastPath } from './fast-path';

const stack: URLParser = /* @__PURE__ */ createURLParser({
  host: /* @__PURE__ */ createHostParser({ idna: fastIDNA }),
  fastPath: urlFastPath,
});

/**
 * The `URL` class: https://url.spec.whatwg.org/#url-class
 */
export const URL: URLConstructor = stack.URL;
/** A `URL` object. */
export type URL = URLInstance;

/**
 * The basic URL parser: https://url.spec.whatwg.org/#concept-basic-url-parser
 *
 * Returns a new URL record, or null for failure. With `url` and `stateOverride`, modifies `url` in
 * place and returns it (or null for failure), as the `URL` setters and URL patterns need.
 */
export const basicURLParse: URLParser['basicURLParse'] = stack.basicURLParse;

/**
 * The URL parser (https://url.spec.whatwg.org/#concept-url-parser), blob URL entries aside: `input`
 * against `base` (a URL record, a string parsed first, or null).
 */
export const parseURL: URLParser['parseURL'] = stack.parseURL;

/**
 * The URL parser, collecting validation errors: `{ url, errors }`, each error `{ type, index }` with
 * the spec's name and its index in `input`.
 */
export const parseURLWithValidationErrors: URLParser['parseURLWithValidationErrors'] =
  stack.parseURLWithValidationErrors;

/** The origin of a URL record: https://url.spec.whatwg.org/#concept-url-origin */
export const origin: URLParser['origin'] = stack.origin;
