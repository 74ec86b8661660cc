/**
 * `@url/host`: the URL Standard's host parser and serializer, with IDNA (UTS #46) of our own.
 * @module
 */

export {
  createHostParser,
  DEFAULT_MAX_IDNA_INPUT_LENGTH,
  HOST_VALIDATION_ERRORS,
  type Host,
  type HostOwnValidationErrorType,
  type HostParser,
  type HostParserOptions,
  type HostValidationErrorType,
  type IDNA,
  isASCIIHexDigit,
  isForbiddenDomainCodePoint,
  isForbiddenHostCodePoint,
  isURLCodePoint,
  parseOpaqueHost,
  RELAXED_TO_ASCII_OPTIONS,
  STRICT_TO_ASCII_OPTIONS,
  serializeHost,
  TO_UNICODE_OPTIONS,
  type UTS46Options,
  type ValidationErrorReporter,
} from './core';
export { domainToASCII, domainToUnicode, parseHost } from './default';
export { uts46IDNA } from './uts46';
