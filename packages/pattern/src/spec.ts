// The URL Pattern Standard's algorithms, one function each, named after the standard
// (https://urlpattern.spec.whatwg.org/). For tools and tests; most users want '@url/pattern'.
export {
  canonicalizeAHash,
  canonicalizeAHostname,
  canonicalizeAnIPv6Hostname,
  canonicalizeAnOpaquePathname,
  canonicalizeAPassword,
  canonicalizeAPathname,
  canonicalizeAPort,
  canonicalizeAProtocol,
  canonicalizeASearch,
  canonicalizeAUsername,
  createADummyURL,
} from './canonicalize';
export {
  Component,
  compileAComponent,
  createAComponentMatchResult,
  hostnamePatternIsAnIPv6Address,
  protocolComponentMatchesASpecialScheme,
} from './component';
export { type ConstructorStringParserState, parseAConstructorString } from './constructor-parser';
export {
  type InitType,
  isAnAbsolutePathname,
  processABaseURLString,
  processAURLPatternInit,
  processHashForInit,
  processHostnameForInit,
  processPasswordForInit,
  processPathnameForInit,
  processPortForInit,
  processProtocolForInit,
  processSearchForInit,
  processUsernameForInit,
} from './init';
export { type ComponentMatcher, compileMatcher, compileRegexpSearch, type RegexpSearch } from './matcher';
export {
  DEFAULT_OPTIONS,
  type EncodingCallback,
  FULL_WILDCARD_REGEXP_VALUE,
  generateASegmentWildcardRegexp,
  HOSTNAME_OPTIONS,
  type Options,
  PATHNAME_OPTIONS,
  type Part,
  type PartModifier,
  type PartType,
  parseAPatternString,
} from './parser';
export { escapeAPatternString, generateAPatternString } from './pattern-string';
export {
  convertAModifierToAString,
  escapeARegexpString,
  generateARegularExpressionAndNameList,
} from './regexp';
export {
  isAValidNameCodePoint,
  type Token,
  type TokenizePolicy,
  type TokenType,
  tokenize,
} from './tokenizer';
export {
  createAURLPattern,
  matchAURLPattern,
  type URLPatternRecord,
  urlPatternRecord,
} from './url-pattern';
