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

export const table = new Uint8Array(128);
for (let c = 0x41; c <= 0x5a; c++) table[c] |= ALPHA | UNRESERVED | SCHEME;
for (let c = 0x61; c <= 0x7a; c++) table[c] |= ALPHA | UNRESERVED | SCHEME;
for (let c = 0x30; c <= 0x39; c++) table[c] |= DIGIT | HEXDIG | UNRESERVED | SCHEME;
for (const c of 'ABCDEFabcdef') table[c.charCodeAt(0)] |= HEXDIG;
for (const c of '-._~') table[c.charCodeAt(0)] |= UNRESERVED;
for (const c of "!$&'()*+,;=") table[c.charCodeAt(0)] |= SUB_DELIM;
for (const c of ':/?#[]@') table[c.charCodeAt(0)] |= GEN_DELIM;
for (const c of '+-.') table[c.charCodeAt(0)] |= SCHEME;

export function is(c: number, flags: number): boolean {
  return c < 128 && (table[c] & flags) !== 0;
}

export function isHex(c: number): boolean {
  return c < 128 && (table[c] & HEXDIG) !== 0;
}
