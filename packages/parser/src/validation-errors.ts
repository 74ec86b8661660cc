/**
 * The validation errors the basic URL parser reports itself (https://url.spec.whatwg.org/#validation-error),
 * and the whole table: each type is the URL Standard's name, verbatim, with the standard's description
 * (without its examples). The host parser's errors are `@url/host`'s, the IPv4 and IPv6 parsers'
 * `@url/ipaddr`'s; this module imports them and keeps no copy.
 * @module
 */

import {
  HOST_VALIDATION_ERRORS,
  type HostOwnValidationErrorType,
  type HostValidationErrorType,
} from '@url/host/core';
import { IPV4_VALIDATION_ERRORS, IPV6_VALIDATION_ERRORS } from '@url/ipaddr';

/** A validation error the basic URL parser reports itself (not through the host parser). */
export type URLParserOwnValidationErrorType =
  | 'invalid-URL-unit'
  | 'special-scheme-missing-following-solidus'
  | 'missing-scheme-non-relative-URL'
  | 'invalid-reverse-solidus'
  | 'invalid-credentials'
  | 'host-missing'
  | 'port-out-of-range'
  | 'port-invalid'
  | 'file-invalid-Windows-drive-letter'
  | 'file-invalid-Windows-drive-letter-host';

/**
 * A validation error type of the URL Standard (https://url.spec.whatwg.org/#validation-error): every
 * name the basic URL parser can report, its own and the host, IPv4 and IPv6 parsers'.
 */
export type ValidationErrorType = URLParserOwnValidationErrorType | HostValidationErrorType;

/**
 * The basic URL parser's own validation errors with the URL Standard's descriptions
 * (https://url.spec.whatwg.org/#validation-error); `invalid-URL-unit` is `@url/host`'s entry.
 */
export const URL_PARSER_VALIDATION_ERRORS: Readonly<
  Record<Exclude<URLParserOwnValidationErrorType, HostOwnValidationErrorType>, string>
> = {
  'special-scheme-missing-following-solidus': 'The input\'s scheme is not followed by "//".',
  'missing-scheme-non-relative-URL':
    'The input is missing a scheme, because it does not begin with an ASCII alpha, and either no base URL was provided or the base URL cannot be used as a base URL because it has an opaque path.',
  'invalid-reverse-solidus': 'The URL has a special scheme and it uses U+005C (\\) instead of U+002F (/).',
  'invalid-credentials': 'The input includes credentials.',
  'host-missing': 'The input has a special scheme, but does not contain a host.',
  'port-out-of-range': "The input's port is too big.",
  'port-invalid': "The input's port is invalid.",
  'file-invalid-Windows-drive-letter':
    'The input is a relative-URL string that starts with a Windows drive letter and the base URL\'s scheme is "file".',
  'file-invalid-Windows-drive-letter-host': "A file: URL's host is a Windows drive letter.",
};

/**
 * Every validation error of the URL Standard with its description: the table at
 * https://url.spec.whatwg.org/#validation-error, put together from the layers that report them
 * (`@url/ipaddr`, `@url/host`, this package).
 */
export const VALIDATION_ERRORS: Readonly<Record<ValidationErrorType, string>> = /* @__PURE__ */ Object.freeze(
  Object.assign(
    {},
    HOST_VALIDATION_ERRORS,
    IPV4_VALIDATION_ERRORS,
    IPV6_VALIDATION_ERRORS,
    URL_PARSER_VALIDATION_ERRORS,
  ),
);
