/**
 * `@url/parser/fast-path`: the fast path layer for a URL stack built with `createURLParser()` from
 * `@url/parser/core`. Recognisers in front of the state machine for input already in serialized form
 * (and the common relative references), answering exactly as the state machine would, or not at all;
 * and the scanner they are built on (`scanSchemeAndAuthority`, `scanPathQueryFragment`), which
 * `@url/pattern` shares.
 * @module
 */

export {
  SCAN_INVALID,
  SCAN_LOWER,
  SCAN_NO_AUTHORITY,
  SCAN_SCHEME_ID,
  SCAN_UNKNOWN,
  scanPathQueryFragment,
  scanSchemeAndAuthority,
  urlFastPath,
} from './fast-path';
export type { URLFastPath, URLOffsets } from './types';
