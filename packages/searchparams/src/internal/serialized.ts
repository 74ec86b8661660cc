import {
  APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET as FORM_SET,
  percentDecodeToString,
  utf8PercentEncodeRange,
  utf8PercentEncodeString,
} from '@url/percent';

/**
 * `KEEP[c]` is 1 for the ASCII code units that come out of parsing then serializing as they went
 * in: those outside the application/x-www-form-urlencoded percent-encode set, and `+` (the parser
 * makes it a space, the serializer writes a space as `+`).
 */
const KEEP: Uint8Array = /* @__PURE__ */ (() => {
  const keep = new Uint8Array(128);
  for (let c = 0; c < 128; c++) keep[c] = FORM_SET[c] === 0 || c === 0x2b ? 1 : 0;
  return keep;
})();

/**
 * `query[start, end)`, the rest of a name or value from a code unit that is not kept as it is, as
 * the serializer writes what the parser makes of it. With neither `%` nor `+` in it, the parser
 * leaves it as it is, so it is UTF-8 percent-encoded straight from `query`; otherwise it is
 * decoded ("Replace any 0x2B (+) ... with 0x20 (SP)", percent-decode, UTF-8 decode without BOM)
 * and encoded again. Decoding the rest alone decodes what it would as part of the whole name or
 * value: what comes before it is ASCII without `%`.
 */
function serializeRest(query: string, start: number, end: number): string {
  for (let i = start; i < end; i++) {
    const c = query.charCodeAt(i);
    if (c === 0x25 || c === 0x2b)
      return utf8PercentEncodeString(percentDecodeToString(query.slice(start, end), true), FORM_SET, true);
  }
  return utf8PercentEncodeRange(query, start, end, FORM_SET, true);
}

/**
 * The application/x-www-form-urlencoded serializer
 * (https://url.spec.whatwg.org/#concept-urlencoded-serializer) applied to what the
 * application/x-www-form-urlencoded string parser
 * (https://url.spec.whatwg.org/#concept-urlencoded-string-parser) makes of `query`, a scalar value
 * string, in one pass and without making the list: the first serialization of a URLSearchParams
 * parsed from a string. Runs of the query that come out as they went in (most of a real query) are
 * sliced, a query that is its own serialization comes back as it is, and only the names and values
 * that hold `%` or `+` after a code unit that changes are decoded.
 */
export function serializeParsedQuery(query: string): string {
  const length = query.length;
  let out = '';
  let copied = 0; // the output is `out` + query[copied, at)
  let at = 0; // where the last pair written ends in `query` (0 before the first)
  let pairs = false; // whether a pair has been written
  for (let start = 0; start < length; ) {
    // "Let sequences be the result of splitting input on 0x26 (&)."
    let end = query.indexOf('&', start);
    if (end === -1) end = length;
    // "If bytes is the empty byte sequence, then continue."
    if (end > start) {
      // The serializer writes "&" before each pair but the first: the query has it right before
      // this sequence unless empty sequences came between (or before the first pair).
      if (start !== (pairs ? at + 1 : 0)) {
        out += query.slice(copied, at);
        copied = pairs ? start - 1 : start;
      }
      // The name: up to the first "=", if any.
      let i = start;
      let c = 0;
      while (i < end && (c = query.charCodeAt(i)) < 0x80 && KEEP[c] === 1) i++;
      if (i < end && c !== 0x3d) {
        let eq = i + 1;
        while (eq < end && query.charCodeAt(eq) !== 0x3d) eq++;
        out += query.slice(copied, i) + serializeRest(query, i, eq);
        copied = i = eq;
      }
      if (i === end) {
        // "Otherwise, let name have the value of bytes and let value be the empty byte sequence":
        // serialized as "name=".
        out += query.slice(copied, end) + '=';
        copied = end;
      } else {
        // The value: after the first "=" (a later "=" is encoded).
        i++;
        while (i < end && (c = query.charCodeAt(i)) < 0x80 && KEEP[c] === 1) i++;
        if (i < end) {
          out += query.slice(copied, i) + serializeRest(query, i, end);
          copied = end;
        }
      }
      at = end;
      pairs = true;
    }
    start = end + 1;
  }
  return copied === 0 && at === length ? query : out + query.slice(copied, at);
}
