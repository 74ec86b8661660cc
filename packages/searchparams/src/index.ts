export type { SearchParamsOwner, URLSearchParamsInit, URLSearchParamsIterator } from './search-params';
export { bindSearchParams, resetSearchParams, URLSearchParams } from './search-params';
export type {
  Encoding,
  ParseUrlencodedOptions,
  UrlencodedPair,
  UrlencodedRecordValue,
} from './urlencoded';
export { fromObject, parseUrlencoded, serializeUrlencoded, toObject } from './urlencoded';
