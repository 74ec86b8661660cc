/**
 * Percent-encoding and -decoding of a single value, with the URL Standard's percent-encode sets
 * (https://url.spec.whatwg.org/#percent-encoded-bytes), for the CLI's `--encode`/`--decode` and the page.
 * @module
 */

import {
  APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET,
  C0_CONTROL_PERCENT_ENCODE_SET,
  COMPONENT_PERCENT_ENCODE_SET,
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  type PercentEncodeSet,
  percentDecodeToString,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
  utf8PercentEncodeString,
} from '@url/percent';

/** The percent-encode sets by name; `form` is application/x-www-form-urlencoded (space as `+`). */
export const ENCODE_SETS: Readonly<Record<string, PercentEncodeSet>> = Object.freeze({
  component: COMPONENT_PERCENT_ENCODE_SET,
  form: APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET,
  userinfo: USERINFO_PERCENT_ENCODE_SET,
  path: PATH_PERCENT_ENCODE_SET,
  query: QUERY_PERCENT_ENCODE_SET,
  'special-query': SPECIAL_QUERY_PERCENT_ENCODE_SET,
  fragment: FRAGMENT_PERCENT_ENCODE_SET,
  'c0-control': C0_CONTROL_PERCENT_ENCODE_SET,
});

/** The names `encodeValue` takes. */
export const ENCODE_SET_NAMES: readonly string[] = Object.keys(ENCODE_SETS);

/**
 * UTF-8 percent-encodes `value` with the named set (default `component`, as `encodeURIComponent` but
 * per the URL Standard); `form` writes spaces as `+`. Throws a TypeError for an unknown set name.
 * Built on https://url.spec.whatwg.org/#string-utf-8-percent-encode with the sets of
 * https://url.spec.whatwg.org/#percent-encoded-bytes.
 */
export function encodeValue(value: string, set = 'component'): string {
  const s = Object.hasOwn(ENCODE_SETS, set) ? ENCODE_SETS[set] : undefined;
  if (s === undefined) {
    throw new TypeError(
      `Unknown percent-encode set ${JSON.stringify(set)}; use one of ${ENCODE_SET_NAMES.join(', ')}`,
    );
  }
  return utf8PercentEncodeString(value, s, set === 'form');
}

/**
 * Percent-decodes `value` and decodes the bytes as UTF-8 (U+FFFD for invalid sequences); with
 * `form`, `+` is a space first (application/x-www-form-urlencoded).
 * Built on https://url.spec.whatwg.org/#string-percent-decode and
 * https://encoding.spec.whatwg.org/#utf-8-decode-without-bom (with `form`:
 * https://url.spec.whatwg.org/#concept-urlencoded-parser's `+` rule).
 */
export function decodeValue(value: string, form = false): string {
  return percentDecodeToString(value, form);
}
