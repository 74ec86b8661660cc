export {
  percentDecodeBytes,
  percentDecodeString,
  percentDecodeToString,
} from './decode';
export {
  type Encoder,
  type Encoding,
  percentEncode,
  percentEncodeAfterEncoding,
  UTF_8,
  utf8PercentEncodeCodePoint,
  utf8PercentEncodeRange,
  utf8PercentEncodeString,
} from './encode';
export {
  APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET,
  C0_CONTROL_PERCENT_ENCODE_SET,
  COMPONENT_PERCENT_ENCODE_SET,
  createPercentEncodeSet,
  FRAGMENT_PERCENT_ENCODE_SET,
  isInPercentEncodeSet,
  PATH_PERCENT_ENCODE_SET,
  type PercentEncodeSet,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
} from './sets';
export {
  isWellFormed,
  toScalarValueString,
  utf8DecodeWithoutBOM,
  utf8DecodeWithoutBOMOrFail,
  utf8Encode,
} from './utf8';
