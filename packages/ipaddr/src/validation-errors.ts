/**
 * The validation errors the IPv4 and IPv6 parsers report
 * (https://url.spec.whatwg.org/#validation-error): each type is the URL Standard's name, verbatim,
 * and the tables hold the standard's description of each (without its examples). Higher layers
 * (`@url/host`, `@url/parser`, `@url/inspect`) import these; they keep no copy.
 * @module
 */

/** A validation error the IPv4 parser reports: https://url.spec.whatwg.org/#concept-ipv4-parser */
export type IPv4ValidationErrorType =
  | 'IPv4-empty-part'
  | 'IPv4-too-few-parts'
  | 'IPv4-too-many-parts'
  | 'IPv4-non-numeric-part'
  | 'IPv4-non-decimal-part'
  | 'IPv4-out-of-range-part';

/** A validation error the IPv6 parser reports: https://url.spec.whatwg.org/#concept-ipv6-parser */
export type IPv6ValidationErrorType =
  | 'IPv6-invalid-compression'
  | 'IPv6-too-many-pieces'
  | 'IPv6-multiple-compression'
  | 'IPv6-invalid-code-point'
  | 'IPv6-too-few-pieces'
  | 'IPv6-piece-leading-zero'
  | 'IPv4-in-IPv6-too-many-pieces'
  | 'IPv4-in-IPv6-invalid-code-point'
  | 'IPv4-in-IPv6-out-of-range-part'
  | 'IPv4-in-IPv6-too-few-parts';

/** A validation error the IPv4 or the IPv6 parser reports. */
export type IPAddressValidationErrorType = IPv4ValidationErrorType | IPv6ValidationErrorType;

/**
 * Receives validation errors: `type` is the URL Standard's error name, verbatim (for example
 * `"IPv4-non-decimal-part"`), `index` the position in the string given to the parser where it arose.
 * A function that takes any string (`(type: string, index: number) => void`) is one too.
 * https://url.spec.whatwg.org/#validation-error
 */
export type ValidationErrorReporter<T extends string = IPAddressValidationErrorType> = (
  type: T,
  index: number,
) => void;

/**
 * The IPv4 parser's validation errors with the URL Standard's descriptions:
 * https://url.spec.whatwg.org/#validation-error
 */
export const IPV4_VALIDATION_ERRORS: Readonly<Record<IPv4ValidationErrorType, string>> = {
  'IPv4-empty-part': 'An IPv4 address ends with a U+002E (.).',
  'IPv4-too-few-parts': 'An IPv4 address has fewer than 4 parts.',
  'IPv4-too-many-parts': 'An IPv4 address has more than 4 parts.',
  'IPv4-non-numeric-part': 'An IPv4 address part is not numeric.',
  'IPv4-non-decimal-part': 'The IPv4 address contains numbers expressed using hexadecimal or octal digits.',
  'IPv4-out-of-range-part': 'An IPv4 address part exceeds 255.',
};

/**
 * The IPv6 parser's validation errors with the URL Standard's descriptions:
 * https://url.spec.whatwg.org/#validation-error
 */
export const IPV6_VALIDATION_ERRORS: Readonly<Record<IPv6ValidationErrorType, string>> = {
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
    'An IPv6 address with IPv4 address syntax: an IPv4 part is empty or contains a non-ASCII digit, an IPv4 part contains a leading 0, or there are too many IPv4 parts.',
  'IPv4-in-IPv6-out-of-range-part': 'An IPv6 address with IPv4 address syntax: an IPv4 part exceeds 255.',
  'IPv4-in-IPv6-too-few-parts':
    'An IPv6 address with IPv4 address syntax: an IPv4 address contains too few parts.',
};
