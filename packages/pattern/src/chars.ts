// ASCII character classes shared by the canonicalize fast paths and the URL splitter.
// Each byte is a bit set; a code point outside 0x21..0x7E is never "safe" for any of them.

/** In the fragment percent-encode set. */
export const FRAGMENT = 1;
/** In the query percent-encode set. */
export const QUERY = 2;
/** In the special-query percent-encode set. */
export const SPECIAL_QUERY = 4;
/** In the path percent-encode set. */
export const PATH = 8;
/** In the userinfo percent-encode set. */
export const USERINFO = 16;
/** Not a lowercase domain code point the ASCII host fast path accepts (a-z 0-9 - _ .). */
export const NOT_DOMAIN = 32;

/** Flags for code units 0..127 (the C0 controls, space and DEL carry every flag). */
export const CHAR_FLAGS: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  const add = (chars: string, flag: number) => {
    for (let i = 0; i < chars.length; i++) t[chars.charCodeAt(i)] |= flag;
  };
  for (let c = 0; c < 128; c++) {
    if (c <= 0x20 || c === 0x7f) t[c] = 0xff;
    const domain =
      (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x5f || c === 0x2e;
    if (!domain) t[c] |= NOT_DOMAIN;
  }
  add('"<>`', FRAGMENT);
  add('"#<>', QUERY | SPECIAL_QUERY | PATH | USERINFO);
  add("'", SPECIAL_QUERY);
  add('?^`{}', PATH | USERINFO);
  add('/:;=@[\\]|', USERINFO);
  return t;
})();

/** True when every code unit of `s` is in 0x21..0x7E and carries none of `flags`. */
export function allSafe(s: string, flags: number): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x7f || (CHAR_FLAGS[c] & flags) !== 0) return false;
  }
  return true;
}

/** https://url.spec.whatwg.org/#single-dot-path-segment */
export function isSingleDotSegment(s: string, start: number, end: number): boolean {
  const n = end - start;
  if (n === 1) return s.charCodeAt(start) === 0x2e;
  if (n === 3) return isPercent2E(s, start);
  return false;
}

/** https://url.spec.whatwg.org/#double-dot-path-segment */
export function isDoubleDotSegment(s: string, start: number, end: number): boolean {
  const n = end - start;
  if (n === 2) return s.charCodeAt(start) === 0x2e && s.charCodeAt(start + 1) === 0x2e;
  if (n === 4)
    return (
      (s.charCodeAt(start) === 0x2e && isPercent2E(s, start + 1)) ||
      (isPercent2E(s, start) && s.charCodeAt(start + 3) === 0x2e)
    );
  if (n === 6) return isPercent2E(s, start) && isPercent2E(s, start + 3);
  return false;
}

function isPercent2E(s: string, i: number): boolean {
  return s.charCodeAt(i) === 0x25 && s.charCodeAt(i + 1) === 0x32 && (s.charCodeAt(i + 2) | 0x20) === 0x65;
}

/** True when a path segment in s[start, end) is "." or ".." in any of their spellings. */
export function isDotSegment(s: string, start: number, end: number): boolean {
  return isSingleDotSegment(s, start, end) || isDoubleDotSegment(s, start, end);
}

/** Lookup tables for the URL splitter's fast path: 1 = the code unit is kept as is there. */
function table(keep: (c: number) => boolean): Uint8Array {
  const t = new Uint8Array(128);
  for (let c = 0; c < 128; c++) if (keep(c)) t[c] = 1;
  return t;
}
/** a-z 0-9 "-" "_" (1) and "." (2): what the ASCII domain fast path reads. */
export const DOMAIN_CLASS: Uint8Array = /* @__PURE__ */ (() => {
  const t = table((c) => (CHAR_FLAGS[c] & NOT_DOMAIN) === 0);
  t[0x2e] = 2;
  return t;
})();
/** Path code units of a special URL other than "/", "?", "#" and "\" that need no encoding. */
export const PATH_KEEP: Uint8Array = /* @__PURE__ */ table(
  (c) => (CHAR_FLAGS[c] & PATH) === 0 && c !== 0x2f && c !== 0x3f && c !== 0x23 && c !== 0x5c && c !== 0x7f,
);
/** Query code units of a special URL other than "#" that need no encoding. */
export const SPECIAL_QUERY_KEEP: Uint8Array = /* @__PURE__ */ table(
  (c) => (CHAR_FLAGS[c] & SPECIAL_QUERY) === 0 && c !== 0x7f,
);
/** Fragment code units that need no encoding. */
export const FRAGMENT_KEEP: Uint8Array = /* @__PURE__ */ table(
  (c) => (CHAR_FLAGS[c] & FRAGMENT) === 0 && c !== 0x7f,
);
