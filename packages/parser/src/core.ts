/**
 * `@url/parser/core`: the URL parser without tr46. Build a stack with `createURLParser()`, passing
 * an `idna` implementation or a host parser; without one, ASCII domains work and non-ASCII domains
 * fail to parse.
 * @module
 */

export {
  type BasicURLParser,
  createBasicURLParser,
  createURLParser,
  type URL,
  type URLConstructor,
  type URLParser,
  type URLParserOptions,
} from './create';
export type {
  BaseComponent,
  ObservedComponent,
  PercentEncodeSetName,
  URLParseEvent,
  URLParserObserver,
} from './observer';
export { STATE_NAMES } from './states';
export type {
  BasicURLParseOptions,
  Host,
  HostParser,
  OpaqueOrigin,
  Origin,
  StateOverride,
  StateOverrideShortName,
  TupleOrigin,
  URLBase,
  URLFastPath,
  URLOffsets,
  URLRecord,
  ValidationError,
  ValidationErrorReporter,
} from './types';
export { serializeURL, urlEquals } from './url-parts';
export {
  cannotHaveAUsernamePasswordPort,
  defaultPort,
  hasAnOpaquePath,
  includesCredentials,
  isSpecialScheme,
  SPECIAL_SCHEMES,
  type SpecialScheme,
  serializeOrigin,
  serializePath,
  setThePassword,
  setTheUsername,
  shortenPath,
} from './url-record';
export { isValidURLString } from './valid-url-string';
// The validation-error description tables are the root entry's (a stack that reports errors by
// name does not need their descriptions); the types are here.
export type { URLParserOwnValidationErrorType, ValidationErrorType } from './validation-errors';
