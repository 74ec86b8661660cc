import {
  APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET as FORM_SET,
  utf8PercentEncodeRange,
  utf8PercentEncodeString,
} from '@url/percent';
import { decodeFormFound, parseStringInto } from './parse';

/** A name or value as the application/x-www-form-urlencoded serializer writes it (https://url.spec.whatwg.org/#concept-urlencoded-serializer). */
export function encodePiece(s: string): string {
  return utf8PercentEncodeString(s, FORM_SET, true);
}

/**
 * `query[start, end)`, the rest of a name or value from a code unit that does not come out as it
 * went in, as the serializer writes what the parser makes of it. With neither `%` nor `+` in it,
 * the parser leaves it as it is, so it is UTF-8 percent-encoded straight from `query`; otherwise
 * it is decoded and encoded again. Decoding the rest alone decodes what it would as part of the
 * whole name or value: what comes before it is ASCII without `%`.
 */
function serializeRest(query: string, start: number, end: number): string {
  for (let i = start; i < end; i++) {
    const c = query.charCodeAt(i);
    if (c === 0x25 || c === 0x2b) return encodePiece(decodeFormFound(query.slice(start, end)));
  }
  return utf8PercentEncodeRange(query, start, end, FORM_SET, true);
}

/**
 * A name or value as the parser hands it over (not decoded yet), as the serializer writes what
 * the parser makes of it: the string itself when every code unit comes out as it went in (ASCII
 * outside the application/x-www-form-urlencoded percent-encode set, or `+`, which the parser makes
 * a space and the serializer writes as `+`), which most names and values do.
 */
function serializeRaw(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!(c < 0x80 && (FORM_SET[c] === 0 || c === 0x2b)))
      return s.slice(0, i) + serializeRest(s, i, s.length);
  }
  return s;
}

/**
 * The application/x-www-form-urlencoded serializer
 * (https://url.spec.whatwg.org/#concept-urlencoded-serializer) applied to what the
 * application/x-www-form-urlencoded string parser
 * (https://url.spec.whatwg.org/#concept-urlencoded-string-parser) makes of `query`, a scalar value
 * string, without making the list: the first serialization of a URLSearchParams parsed from a
 * string. Names and values are serialized from the query as written, decoded only when they hold
 * `%` or `+` after a code unit that changes.
 */
export function serializeParsedQuery(query: string): string {
  let out = '';
  parseStringInto(query, Infinity, (name, value) => {
    // A pair serializes to at least "=", so `out` is empty before the first pair only.
    out += (out && '&') + serializeRaw(name) + '=' + serializeRaw(value);
  });
  return out;
}
