export { decodeValue, ENCODE_SET_NAMES, ENCODE_SETS, encodeValue } from './encode';
export { elided, type FormatOptions, formatInspection, visible } from './format';
export { type ChangeGroup, groupChanges, groupValidationErrors, type ValidationErrorGroup } from './group';
export { inspect } from './inspect';
export { type InspectionJSON, inspectionJSON, prettyJSON } from './json';
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
