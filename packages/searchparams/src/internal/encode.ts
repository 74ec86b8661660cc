import {
  APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET as FORM_SET,
  utf8PercentEncodeString,
} from '@url/percent';

/**
 * UTF-8 percent-encodes a name or value with the application/x-www-form-urlencoded percent-encode set,
 * space as `+` (the serializer's step for one string). A string that needs no encoding (most names
 * and values) comes back as it is, found by @url/percent's own scan.
 */
export function encodeFormComponent(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 0x7f || FORM_SET[c] === 1) return utf8PercentEncodeString(s, FORM_SET, true);
  }
  return s;
}
