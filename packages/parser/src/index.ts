/**
 * `@url/parser`: the URL Standard's URL record, basic URL parser, serializer, origin and `URL` class,
 * with IDNA through tr46. `@url/parser/core` has the same without tr46 (`createURLParser`).
 * @module
 */

export {
  type BasicURLParser,
  createBasicURLParser,
  createURLParser,
  type URLConstructor,
  type URLParser,
  type URLParserOptions,
} from './create';
export {
  basicURLParse,
  isValidURLString,
  origin,
  parseURL,
  parseURLWithValidationErrors,
  URL,
} from './default';
export { urlFastPath } from './fast-path';
export { checkURLInvariants } from './invariants';
export type {
  BaseComponent,
  ObservedComponent,
  PercentEncodeSetName,
  URLParseEvent,
  URLParserObserver,
} from './observer';
export {
  type RelativeURLOptions,
  relativeURL,
  type URLHrefLike,
  type URLWithBaseConstructor,
} from './relative';
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
export {
  URL_PARSER_VALIDATION_ERRORS,
  type URLParserOwnValidationErrorType,
  VALIDATION_ERRORS,
  type ValidationErrorType,
} from './validation-errors';
