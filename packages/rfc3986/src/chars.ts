/** Character classes of RFC 3986 §2 as bit flags over ASCII. */
export const ALPHA = 1;
export const DIGIT = 2;
export const HEXDIG = 4;
/** unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" (https://www.rfc-editor.org/rfc/rfc3986#section-2.3) */
export const UNRESERVED = 8;
/** sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=" (§2.2) */
export const SUB_DELIM = 16;
/** gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@" (§2.2) */
export const GEN_DELIM = 32;
/** scheme characters after the first: ALPHA / DIGIT / "+" / "-" / "." (§3.1) */
export const SCHEME = 64;

/** The classes of the ASCII character whose code is `c`, as the flags above. */
function classesOf(c: number): number {
  const ch = String.fromCharCode(c);
  let flags = 0;
  if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) flags |= ALPHA | UNRESERVED | SCHEME;
  if (c >= 0x30 && c <= 0x39) flags |= DIGIT | HEXDIG | UNRESERVED | SCHEME;
  if ('ABCDEFabcdef'.includes(ch)) flags |= HEXDIG;
  if ('-._~'.includes(ch)) flags |= UNRESERVED;
  if ("!$&'()*+,;=".includes(ch)) flags |= SUB_DELIM;
  if (':/?#[]@'.includes(ch)) flags |= GEN_DELIM;
  if ('+-.'.includes(ch)) flags |= SCHEME;
  return flags;
}

export const table = Uint8Array.from({ length: 128 }, (_, c) => classesOf(c));

export function is(c: number, flags: number): boolean {
  return c < 128 && (table[c]! & flags) !== 0;
}

export function isHex(c: number): boolean {
  return c < 128 && (table[c]! & HEXDIG) !== 0;
}
