import type { ReaderComponents, ReaderInfo, ReaderResult } from './types';

/** A successful reading, in the common shape. */
export function readOk(reader: ReaderInfo, c: ReaderComponents): ReaderResult {
  return {
    ok: true,
    reader,
    scheme: c.scheme,
    userinfo: c.userinfo,
    host: c.host,
    port: c.port,
    path: c.path,
    query: c.query,
    fragment: c.fragment,
  };
}

/** The error the reader would raise, in the common shape. */
export function readFail(reader: ReaderInfo, error: string): ReaderResult {
  return { ok: false, reader, error };
}

/** True for ASCII digits 0-9 only (and a non-empty string). */
export function isAsciiDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

/** True when every code unit is below 0x80. */
export function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** True for ASCII hex digits only (the empty string included). */
export function isAsciiHex(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) | 0x20;
    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66))) return false;
  }
  return true;
}

/** Python's `repr()` of a str for error messages: single quotes, backslash escapes. */
export function pyRepr(s: string): string {
  const q = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = q;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as string;
    const c = ch.charCodeAt(0);
    if (ch === q || ch === '\\') out += `\\${ch}`;
    else if (c === 0x0a) out += '\\n';
    else if (c === 0x0d) out += '\\r';
    else if (c === 0x09) out += '\\t';
    else if (c < 0x20 || c === 0x7f) out += `\\x${c.toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return out + q;
}
