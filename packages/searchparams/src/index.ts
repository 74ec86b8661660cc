export type { Encoding } from './legacy';
export { serializeUrlencodedWithEncoding } from './legacy';
export type { UrlencodedRecordValue } from './object';
export { fromObject, toObject } from './object';
export type { SearchParamsOwner, URLSearchParamsInit, URLSearchParamsIterator } from './search-params';
export { bindSearchParams, resetSearchParams, URLSearchParams } from './search-params';
export type { ParseUrlencodedOptions, UrlencodedPair } from './urlencoded';
export { parseUrlencoded, serializeUrlencoded } from './urlencoded';
