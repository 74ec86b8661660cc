/**
 * The URL Standard's validation errors (https://url.spec.whatwg.org/#validation-error): the
 * descriptions come from `@url/parser`'s `VALIDATION_ERRORS`, which puts together the rows of the
 * layers that report them (`@url/ipaddr`, `@url/host`, `@url/parser`). No copy of the table here.
 * @module
 */

import { VALIDATION_ERRORS } from '@url/parser/core';

/** The spec's description of a validation error type (the type itself for an unknown one). */
export function describeValidationError(type: string): string {
  return Object.hasOwn(VALIDATION_ERRORS, type)
    ? VALIDATION_ERRORS[type as keyof typeof VALIDATION_ERRORS]
    : type;
}
