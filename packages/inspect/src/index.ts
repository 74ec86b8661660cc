export { decodeValue, ENCODE_SET_NAMES, ENCODE_SETS, encodeValue } from './encode';
export { drawComponents, elided, type FormatOptions, formatInspection, visible } from './format';
export { type ChangeGroup, groupChanges, groupValidationErrors, type ValidationErrorGroup } from './group';
export { type InspectOptions, inspect } from './inspect';
export { type InspectionJSON, inspectionJSON, prettyJSON } from './json';
export { changeParts, comparisonParts, type NotePart, noteParts, noteText } from './notes';
export { type PageChild, type PageElement, type PageOptions, type PageView, renderPage } from './page';
export { READER_NAMES } from './readers';
export {
  findHidden,
  type HiddenChar,
  type HiddenClass,
  type HiddenSummary,
  hiddenChar,
  type RevealPiece,
  reveal,
} from './reveal';
export type {
  Change,
  ChangeKind,
  ComparisonReason,
  Component,
  ComponentComparison,
  ComponentSpans,
  FragmentRoute,
  HostInfo,
  HostKind,
  InputSpan,
  Inspection,
  NoteArgs,
  PathSegment,
  ReaderDifference,
  ReaderReading,
  ReadersReport,
  RFC3986Component,
  RFC3986Report,
  SecurityKind,
  SecurityNote,
  Severity,
  URLParts,
  ValidationIssue,
} from './types';
