// TEMPORARY stand-in for @url/percent while that package is being written. Same names and
// signatures as the cross-package contract; only what @url/searchparams needs. To be deleted
// (and the imports switched to '@url/percent') as soon as @url/percent lands.

export type PercentEncodeSet = Uint8Array;

/** https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set */
export const APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET: PercentEncodeSet = /* @__PURE__ */ (() => {
  const set = new Uint8Array(128).fill(1);
  // "contains all code points, except the ASCII alphanumeric, U+002A (*), U+002D (-), U+002E (.), and U+005F (_)"
  for (let c = 0x30; c <= 0x39; c++) set[c] = 0;
  for (let c = 0x41; c <= 0x5a; c++) set[c] = 0;
  for (let c = 0x61; c <= 0x7a; c++) set[c] = 0;
  set[0x2a] = 0;
  set[0x2d] = 0;
  set[0x2e] = 0;
  set[0x5f] = 0;
  return set;
})();

const HEX = '0123456789ABCDEF';
const PCT: string[] = /* @__PURE__ */ (() => {
  const t: string[] = [];
  for (let b = 0; b < 256; b++) t.push('%' + HEX[b >> 4] + HEX[b & 15]);
  return t;
})();

function encodeCodePointUTF8(cp: number): string {
  if (cp < 0x800) return PCT[0xc0 | (cp >> 6)] + PCT[0x80 | (cp & 63)];
  if (cp < 0x10000) return PCT[0xe0 | (cp >> 12)] + PCT[0x80 | ((cp >> 6) & 63)] + PCT[0x80 | (cp & 63)];
  return (
    PCT[0xf0 | (cp >> 18)] +
    PCT[0x80 | ((cp >> 12) & 63)] +
    PCT[0x80 | ((cp >> 6) & 63)] +
    PCT[0x80 | (cp & 63)]
  );
}

export function utf8PercentEncodeString(input: string, set: PercentEncodeSet, spaceAsPlus = false): string {
  const len = input.length;
  let i = 0;
  for (; i < len; i++) {
    const c = input.charCodeAt(i);
    if (c >= 0x80 || set[c] === 1) break;
  }
  if (i === len) return input;
  let out = input.slice(0, i);
  let runStart = i;
  for (; i < len; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80) {
      if (set[c] === 0) continue;
      if (runStart < i) out += input.slice(runStart, i);
      out += spaceAsPlus && c === 0x20 ? '+' : PCT[c];
      runStart = i + 1;
      continue;
    }
    if (runStart < i) out += input.slice(runStart, i);
    let cp = c;
    if (c >= 0xd800 && c <= 0xdfff) {
      const d = i + 1 < len ? input.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
        cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      } else cp = 0xfffd;
    }
    out += encodeCodePointUTF8(cp);
    runStart = i + 1;
  }
  if (runStart < len) out += input.slice(runStart);
  return out;
}

/** Encoder hook: bytes for one scalar value in the target encoding, or null when unmappable. */
export type Encoder = (codePoint: number) => ArrayLike<number> | null;

export function percentEncodeAfterEncoding(
  encoder: Encoder,
  input: string,
  set: PercentEncodeSet,
  spaceAsPlus = false,
): string {
  let out = '';
  for (let i = 0; i < input.length; i++) {
    let cp = input.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdfff) {
      const d = i + 1 < input.length ? input.charCodeAt(i + 1) : 0;
      if (cp <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (d - 0xdc00);
        i++;
      } else cp = 0xfffd;
    }
    const bytes = encoder(cp);
    if (bytes === null) {
      out += '%26%23' + cp + '%3B';
      continue;
    }
    for (let k = 0; k < bytes.length; k++) {
      const b = bytes[k];
      if (spaceAsPlus && b === 0x20) out += '+';
      else if (b < 0x80 && set[b] === 0) out += String.fromCharCode(b);
      else out += PCT[b];
    }
  }
  return out;
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  c |= 0x20;
  if (c >= 0x61 && c <= 0x66) return c - 0x61 + 10;
  return -1;
}

export function utf8Encode(input: string): Uint8Array {
  const out = new Uint8Array(input.length * 3);
  let n = 0;
  for (let i = 0; i < input.length; i++) {
    let cp = input.charCodeAt(i);
    if (cp < 0x80) {
      out[n++] = cp;
      continue;
    }
    if (cp >= 0xd800 && cp <= 0xdfff) {
      const d = i + 1 < input.length ? input.charCodeAt(i + 1) : 0;
      if (cp <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (d - 0xdc00);
        i++;
      } else cp = 0xfffd;
    }
    if (cp < 0x800) {
      out[n++] = 0xc0 | (cp >> 6);
    } else if (cp < 0x10000) {
      out[n++] = 0xe0 | (cp >> 12);
      out[n++] = 0x80 | ((cp >> 6) & 63);
    } else {
      out[n++] = 0xf0 | (cp >> 18);
      out[n++] = 0x80 | ((cp >> 12) & 63);
      out[n++] = 0x80 | ((cp >> 6) & 63);
    }
    if (cp >= 0x80) out[n++] = 0x80 | (cp & 63);
  }
  return out.subarray(0, n);
}

export function percentDecodeBytes(input: Uint8Array): Uint8Array {
  const out = new Uint8Array(input.length);
  let n = 0;
  for (let i = 0; i < input.length; i++) {
    const b = input[i];
    if (b === 0x25 && i + 2 < input.length) {
      const h = hexValue(input[i + 1]);
      const l = hexValue(input[i + 2]);
      if (h >= 0 && l >= 0) {
        out[n++] = (h << 4) | l;
        i += 2;
        continue;
      }
    }
    out[n++] = b;
  }
  return out.subarray(0, n);
}

export function utf8DecodeWithoutBOM(bytes: Uint8Array): string {
  let out = '';
  const units: number[] = [];
  const len = bytes.length;
  let i = 0;
  while (i < len) {
    const b = bytes[i];
    let cp = 0xfffd;
    let next = i + 1;
    if (b < 0x80) cp = b;
    else if (b >= 0xc2 && b <= 0xf4) {
      const need = b < 0xe0 ? 1 : b < 0xf0 ? 2 : 3;
      let lower = 0x80;
      let upper = 0xbf;
      if (b === 0xe0) lower = 0xa0;
      else if (b === 0xed) upper = 0x9f;
      else if (b === 0xf0) lower = 0x90;
      else if (b === 0xf4) upper = 0x8f;
      let acc = b & (need === 1 ? 0x1f : need === 2 ? 0x0f : 0x07);
      let k = 0;
      for (; k < need; k++) {
        const c = i + 1 + k < len ? bytes[i + 1 + k] : -1;
        if (c < lower || c > upper) break;
        lower = 0x80;
        upper = 0xbf;
        acc = (acc << 6) | (c & 63);
      }
      next = i + 1 + k;
      if (k === need) cp = acc;
    }
    i = next;
    if (cp >= 0x10000) {
      cp -= 0x10000;
      units.push(0xd800 + (cp >> 10), 0xdc00 + (cp & 0x3ff));
    } else units.push(cp);
    if (units.length > 4096) {
      out += String.fromCharCode.apply(null, units);
      units.length = 0;
    }
  }
  return out + String.fromCharCode.apply(null, units);
}

export function percentDecodeString(input: string): Uint8Array {
  return percentDecodeBytes(utf8Encode(input));
}

export function percentDecodeToString(input: string): string {
  if (input.indexOf('%') === -1) return input;
  return utf8DecodeWithoutBOM(percentDecodeString(input));
}
