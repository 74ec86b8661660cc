export { decodeValue, ENCODE_SET_NAMES, ENCODE_SETS, encodeValue } from './encode';
export { type FormatOptions, formatInspection } from './format';
export { inspect } from './inspect';
export type {
  Change,
  ChangeKind,
  Component,
  ComponentComparison,
  FragmentRoute,
  HostInfo,
  HostKind,
  Inspection,
  PathSegment,
  RFC3986Component,
  RFC3986Report,
  SecurityKind,
  SecurityNote,
  Severity,
  URLParts,
  ValidationIssue,
} from './types';
