export { type NormalizeOptions, normalizePercentEncoding, normalizeURIReference } from './normalize';
export { removeDotSegments, resolveURIReference, transformReference } from './resolve';
export {
  type Authority,
  recomposeURIReference,
  splitAuthority,
  splitURIReference,
  type URIReference,
} from './split';
export {
  type GrammarError,
  type HostKind,
  hostKind,
  ipv6Violation,
  isIPv4address,
  isURI,
  type ValidationResult,
  validateURIReference,
} from './validate';
