/**
 * `FORM[byte]` is what the application/x-www-form-urlencoded serializer writes for `byte`
 * (https://url.spec.whatwg.org/#string-percent-encode-after-encoding with the
 * application/x-www-form-urlencoded percent-encode set and spaceAsPlus): "+" for 0x20, the byte
 * itself for ASCII alphanumerics and `*-._` (the only bytes outside the set), "%XX" otherwise.
 * `KEEP[c]` is 1 for the code units written as they are.
 */
const KEEP = /* @__PURE__ */ new Uint8Array(128);
export const FORM: string[] = /* @__PURE__ */ (() => {
  const table: string[] = [];
  for (let b = 0; b < 256; b++) {
    const lower = b | 0x20; // A-Z to a-z
    const keep =
      (b > 0x2f && b < 0x3a) ||
      (lower > 0x60 && lower < 0x7b) ||
      b === 0x2a ||
      b === 0x2d ||
      b === 0x2e ||
      b === 0x5f;
    if (keep) KEEP[b] = 1;
    table[b] = keep
      ? String.fromCharCode(b)
      : b === 0x20
        ? '+'
        : '%' + (b + 256).toString(16).slice(1).toUpperCase();
  }
  return table;
})();

/**
 * UTF-8 percent-encodes a name or value with the application/x-www-form-urlencoded percent-encode
 * set, space as `+` (https://url.spec.whatwg.org/#concept-urlencoded-serializer, for one string).
 * Runs that need no encoding are sliced; a string that needs none (most names and values) comes
 * back as it is. A lone surrogate is encoded as U+FFFD.
 */
export function encodeFormComponent(s: string): string {
  let out = '';
  let copied = 0; // s[copied, i) is copied unchanged
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80 && KEEP[c] === 1) continue;
    out += s.slice(copied, i);
    if (c < 0x80) out += FORM[c];
    else {
      c = s.codePointAt(i)!;
      if (c > 0xffff) i++;
      else if ((c & 0xf800) === 0xd800) c = 0xfffd; // a lone surrogate is not a scalar value: U+FFFD is encoded instead
      // The UTF-8 bytes: a lead byte (110xxxxx, 1110xxxx or 11110xxx), then n continuation bytes.
      let n = c < 0x800 ? 1 : c < 0x10000 ? 2 : 3;
      out += FORM[(0x100 - (0x80 >> n)) | (c >> (6 * n))];
      while (n !== 0) out += FORM[0x80 | ((c >> (6 * --n)) & 0x3f)];
    }
    copied = i + 1;
  }
  return copied === 0 ? s : out + s.slice(copied);
}

/**
 * The application/x-www-form-urlencoded serializer's loop
 * (https://url.spec.whatwg.org/#concept-urlencoded-serializer): `encode(name)` + "=" +
 * `encode(value)` for each pair, joined by "&".
 */
export function joinPairs(pairs: Iterable<readonly [string, string]>, encode: (s: string) => string): string {
  let out = '';
  let separator = '';
  for (const pair of pairs) {
    out += separator + encode(pair[0]) + '=' + encode(pair[1]);
    separator = '&';
  }
  return out;
}
