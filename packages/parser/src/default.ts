/**
 * The default URL stack: the basic URL parser and the `URL` class with IDNA through the UTS #46 of
 * `@url/host` (`uts46IDNA`, tables generated from tr46's data; tr46 is not bundled) and the fast
 * path layer.
 * @module
 */

import { createHostParser, uts46IDNA } from '@url/host';
import { createURLParser, type URLConstructor, type URL as URLInstance, type URLParser } from './create';
import { urlFastPath } from './fast-path';
import type { HostParser, URLBase } from './types';
import { createIsValidURLString } from './valid-url-string';

const stack: URLParser = /* @__PURE__ */ createURLParser({
  host: /* @__PURE__ */ createHostParser({ idna: uts46IDNA }),
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

/**
 * Whether `input` is a valid URL string (https://url.spec.whatwg.org/#valid-url-string): what the URL
 * parser takes without a validation error or failure, by the standard's writing rules (URL units
 * only, no credentials, a valid host string, a port up to 65535, `//` after a special scheme, ...).
 * `base` is a URL record, null, or whatwg-url's `{ baseURL }`; without a base only absolute URL
 * strings are valid, and against a base with an opaque path only `#fragment`. Hosts go through this
 * stack's host parser (`uts46IDNA`), or `hosts` when given.
 */
export const isValidURLString: (input: string, base?: URLBase, hosts?: HostParser) => boolean =
  /* @__PURE__ */ createIsValidURLString(stack.hostParser);
