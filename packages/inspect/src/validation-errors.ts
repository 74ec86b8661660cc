/**
 * The URL Standard's validation errors (https://url.spec.whatwg.org/#validation-error): each name with
 * the spec's description, shortened where it has examples.
 * @module
 */

const DESCRIPTIONS: Record<string, string> = {
  'domain-to-ASCII':
    'Unicode ToASCII records an error (UTS #46 with CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength).',
  'domain-percent-encoded': "The input's host to be processed as a domain contains a percent-encoded byte.",
  'host-invalid-code-point':
    'An opaque host (in a URL that is not special) contains a forbidden host code point.',
  'IPv4-empty-part': 'An IPv4 address ends with a U+002E (.).',
  'IPv4-too-few-parts': 'An IPv4 address has fewer than 4 parts.',
  'IPv4-too-many-parts': 'An IPv4 address has more than 4 parts.',
  'IPv4-non-numeric-part': 'An IPv4 address part is not numeric.',
  'IPv4-non-decimal-part': 'The IPv4 address contains numbers expressed using hexadecimal or octal digits.',
  'IPv4-out-of-range-part': 'An IPv4 address part exceeds 255.',
  'IPv6-unclosed': 'An IPv6 address is missing the closing U+005D (]).',
  'IPv6-invalid-compression': 'An IPv6 address begins with improper compression.',
  'IPv6-too-many-pieces': 'An IPv6 address contains more than 8 pieces.',
  'IPv6-multiple-compression': 'An IPv6 address is compressed in more than one spot.',
  'IPv6-invalid-code-point':
    'An IPv6 address contains a code point that is neither an ASCII hex digit nor a U+003A (:). Or it unexpectedly ends.',
  'IPv6-too-few-pieces': 'An uncompressed IPv6 address contains fewer than 8 pieces.',
  'IPv6-piece-leading-zero': 'An IPv6 address piece contains a leading U+0030 (0).',
  'IPv4-in-IPv6-too-many-pieces':
    'An IPv6 address with IPv4 address syntax: the IPv6 address has more than 6 pieces.',
  'IPv4-in-IPv6-invalid-code-point':
    'An IPv6 address with IPv4 address syntax: an IPv4 part is empty or contains a non-ASCII digit, contains a leading 0, or there are too many IPv4 parts.',
  'IPv4-in-IPv6-out-of-range-part': 'An IPv6 address with IPv4 address syntax: an IPv4 part exceeds 255.',
  'IPv4-in-IPv6-too-few-parts':
    'An IPv6 address with IPv4 address syntax: an IPv4 address contains too few parts.',
  'invalid-URL-unit': 'A code point is found that is not a URL unit.',
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

/** The spec's description of a validation error type (the type itself for an unknown one). */
export function describeValidationError(type: string): string {
  return DESCRIPTIONS[type] ?? type;
}
