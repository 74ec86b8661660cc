/**
 * UTF-8 helpers for readers that work on bytes (curl): a string is handed over as its UTF-8 bytes
 * (a lone surrogate as its three-byte form, as a C caller's buffer would carry it), and bytes
 * read back decode as UTF-8, each byte of an invalid sequence becoming U+DC80..U+DCFF (Python's
 * `surrogateescape`, the live driver's convention).
 */

/** The UTF-8 bytes of `s` (lone surrogates encoded as three bytes). */
export function utf8Bytes(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) {
      out.push(c);
      continue;
    }
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 0x3f), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
  }
  return out;
}

/** Length of the UTF-8 encoding of `s`. */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

// One UTF-8 sequence at `i` (surrogates allowed): [code point, length], or null.
function sequenceAt(b: readonly number[], i: number): [number, number] | null {
  const b0 = b[i] as number;
  let need: number;
  let cp: number;
  let min: number;
  if (b0 >= 0xc2 && b0 <= 0xdf) {
    need = 1;
    cp = b0 & 0x1f;
    min = 0x80;
  } else if (b0 >= 0xe0 && b0 <= 0xef) {
    need = 2;
    cp = b0 & 0x0f;
    min = 0x800;
  } else if (b0 >= 0xf0 && b0 <= 0xf4) {
    need = 3;
    cp = b0 & 0x07;
    min = 0x10000;
  } else return null;
  for (let k = 1; k <= need; k++) {
    const x = b[i + k];
    if (x === undefined || (x & 0xc0) !== 0x80) return null;
    cp = (cp << 6) | (x & 0x3f);
  }
  if (cp < min || cp > 0x10ffff) return null;
  return [cp, need + 1];
}

/** Decodes UTF-8 bytes; bytes of invalid sequences become U+DC80..U+DCFF. */
export function decodeUtf8Escaped(b: readonly number[]): string {
  let out = '';
  let i = 0;
  while (i < b.length) {
    const x = b[i] as number;
    if (x < 0x80) {
      out += String.fromCharCode(x);
      i++;
      continue;
    }
    const seq = sequenceAt(b, i);
    if (seq === null) {
      out += String.fromCharCode(0xdc00 + x);
      i++;
    } else {
      out += String.fromCodePoint(seq[0]);
      i += seq[1];
    }
  }
  return out;
}
