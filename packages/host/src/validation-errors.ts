/**
 * The validation errors the host parser reports itself (https://url.spec.whatwg.org/#validation-error):
 * each type is the URL Standard's name, verbatim, with the standard's description (without its
 * examples). The IPv4 and IPv6 parsers' errors, which the host parser passes on, are `@url/ipaddr`'s.
 * @module
 */

import type { IPAddressValidationErrorType } from '@url/ipaddr';

/** A validation error that the host parser, the domain parser or the opaque-host parser reports itself. */
export type HostOwnValidationErrorType =
  | 'domain-to-ASCII'
  | 'domain-percent-encoded'
  | 'host-invalid-code-point'
  | 'IPv4-non-ASCII-input'
  | 'IPv6-unclosed'
  | 'invalid-URL-unit';

/**
 * A validation error the host algorithms report: their own, and those of the IPv4 and IPv6 parsers
 * (https://url.spec.whatwg.org/#concept-host-parser).
 */
export type HostValidationErrorType = HostOwnValidationErrorType | IPAddressValidationErrorType;

/**
 * The host algorithms' own validation errors with the URL Standard's descriptions:
 * https://url.spec.whatwg.org/#validation-error. `IPv4-non-ASCII-input` is whatwg/url#925 (newer
 * than the pinned copy of the standard, so its description is ours). `invalid-URL-unit` is listed here because the opaque-host
 * parser reports it; the basic URL parser reports it too.
 */
export const HOST_VALIDATION_ERRORS: Readonly<Record<HostOwnValidationErrorType, string>> = {
  'domain-to-ASCII':
    'Unicode ToASCII records an error when CheckHyphens, UseSTD3ASCIIRules, and VerifyDnsLength are all set to true.',
  'domain-percent-encoded': "The input's host to be processed as a domain contains a percent-encoded byte.",
  'host-invalid-code-point':
    'An opaque host (in a URL that is not special) contains a forbidden host code point.',
  'IPv4-non-ASCII-input':
    'The domain is not an ASCII string before domain to ASCII, and ends in a number after it: an IPv4 address written with non-ASCII code points.',
  'IPv6-unclosed': 'An IPv6 address is missing the closing U+005D (]).',
  'invalid-URL-unit': 'A code point is found that is not a URL unit.',
};
