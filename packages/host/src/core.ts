/**
 * `@url/host/core`: the host algorithms with IDNA as an option; never imports tr46.
 * @module
 */

export {
  isASCIIHexDigit,
  isForbiddenDomainCodePoint,
  isForbiddenHostCodePoint,
  isURLCodePoint,
} from './code-points';
export {
  createHostParser,
  DEFAULT_MAX_IDNA_INPUT_LENGTH,
  parseOpaqueHost,
  RELAXED_TO_ASCII_OPTIONS,
  STRICT_TO_ASCII_OPTIONS,
  serializeHost,
  TO_UNICODE_OPTIONS,
} from './host';
export type {
  Host,
  HostParser,
  HostParserOptions,
  IDNA,
  UTS46Options,
  ValidationErrorReporter,
} from './types';
export {
  HOST_VALIDATION_ERRORS,
  type HostOwnValidationErrorType,
  type HostValidationErrorType,
} from './validation-errors';
