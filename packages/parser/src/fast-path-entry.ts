/**
 * `@url/parser/fast-path`: the fast path layer for a URL stack built with `createURLParser()` from
 * `@url/parser/core`. Recognisers in front of the state machine for input already in serialized form
 * (and the common relative references), answering exactly as the state machine would, or not at all.
 * @module
 */

export { urlFastPath } from './fast-path';
export type { URLFastPath, URLOffsets } from './types';
