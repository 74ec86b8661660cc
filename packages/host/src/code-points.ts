/**
 * Host code point sets of the URL Standard, as 128-entry lookup tables.
 * @module
 */

/** 1 = forbidden host code point, 2 = forbidden domain code point only (C0 control, `%`, DEL). */
const FORBIDDEN = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128);
  // C0 controls, U+0025 (%) and U+007F DELETE are forbidden domain code points only.
  for (let c = 0; c < 0x20; c++) table[c] = 2;
  table[0x25] = 2;
  table[0x7f] = 2;
  // U+0000 NULL, U+0009 TAB, U+000A LF, U+000D CR, U+0020 SPACE, # / : < > ? @ [ \ ] ^ |
  for (const c of [
    0x00, 0x09, 0x0a, 0x0d, 0x20, 0x23, 0x2f, 0x3a, 0x3c, 0x3e, 0x3f, 0x40, 0x5b, 0x5c, 0x5d, 0x5e, 0x7c,
  ]) {
    table[c] = 1;
  }
  return table;
})();

/** The forbidden-code-point table: 1 = forbidden host code point, 2 = forbidden domain code point only. */
export const FORBIDDEN_TABLE: Uint8Array = FORBIDDEN;

/**
 * A forbidden host code point is U+0000 NULL, U+0009 TAB, U+000A LF, U+000D CR, U+0020 SPACE,
 * U+0023 (#), U+002F (/), U+003A (:), U+003C (<), U+003E (>), U+003F (?), U+0040 (@), U+005B ([),
 * U+005C (\), U+005D (]), U+005E (^), or U+007C (|).
 *
 * https://url.spec.whatwg.org/#forbidden-host-code-point
 */
export function isForbiddenHostCodePoint(c: number): boolean {
  return c >= 0 && c < 0x80 && FORBIDDEN[c] === 1;
}

/**
 * A forbidden domain code point is a forbidden host code point, a C0 control, U+0025 (%), or
 * U+007F DELETE.
 *
 * https://url.spec.whatwg.org/#forbidden-domain-code-point
 */
export function isForbiddenDomainCodePoint(c: number): boolean {
  return c >= 0 && c < 0x80 && FORBIDDEN[c]! >= 1;
}

/** Index of the first forbidden domain code point in `s` (UTF-16 index), or -1. */
export function indexOfForbiddenDomainCodePoint(s: string): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80 && FORBIDDEN[c] !== 0) return i;
  }
  return -1;
}

/** Index of the first forbidden host code point in `s` (UTF-16 index), or -1. */
export function indexOfForbiddenHostCodePoint(s: string): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80 && FORBIDDEN[c] === 1) return i;
  }
  return -1;
}

/** Whether the code unit `c` is an ASCII hex digit: https://infra.spec.whatwg.org/#ascii-hex-digit */
export function isASCIIHexDigit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
}

/**
 * URL code points: ASCII alphanumeric, U+0021 (!), U+0024 ($), U+0026 (&), U+0027 ('),
 * U+0028 LEFT PARENTHESIS, U+0029 RIGHT PARENTHESIS, U+002A (*), U+002B (+), U+002C (,),
 * U+002D (-), U+002E (.), U+002F (/), U+003A (:), U+003B (;), U+003D (=), U+003F (?), U+0040 (@),
 * U+005F (_), U+007E (~), and code points in the range U+00A0 to U+10FFFD, inclusive, excluding
 * surrogates and noncharacters.
 *
 * https://url.spec.whatwg.org/#url-code-points
 */
const ASCII_URL_CODE_POINT = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128);
  for (let c = 0x30; c <= 0x39; c++) table[c] = 1;
  for (let c = 0x41; c <= 0x5a; c++) table[c] = 1;
  for (let c = 0x61; c <= 0x7a; c++) table[c] = 1;
  for (const ch of "!$&'()*+,-./:;=?@_~") table[ch.charCodeAt(0)] = 1;
  return table;
})();

/**
 * Whether the code point `c` (not a code unit: combine a surrogate pair first) is a URL code point:
 * https://url.spec.whatwg.org/#url-code-points
 */
export function isURLCodePoint(c: number): boolean {
  if (c < 0x80) return ASCII_URL_CODE_POINT[c] === 1;
  if (c < 0xa0 || c > 0x10fffd) return false;
  if (c >= 0xd800 && c <= 0xdfff) return false; // surrogates
  // noncharacters: U+FDD0 to U+FDEF, and the last two code points of every plane
  if (c >= 0xfdd0 && c <= 0xfdef) return false;
  return (c & 0xfffe) !== 0xfffe;
}
