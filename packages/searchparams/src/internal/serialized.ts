import { APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET as FORM_SET } from '@url/percent';

/**
 * Whether parsing `query` and serializing the result gives `query` back, by a check that never
 * says yes wrongly (it may say no to some that do): `&`-separated sequences, none empty, each with
 * exactly one `=`, made of code units the serializer keeps, `+` (a space, written back as `+`), and
 * escapes `%XX` in upper case of ASCII bytes the serializer escapes (not space, written back as `+`).
 */
export function isSerializedQuery(query: string): boolean {
  let eq = 0; // how many "=" the current sequence has
  for (let i = 0; i < query.length; i++) {
    const c = query.charCodeAt(i);
    if (c === 0x26) {
      if (eq !== 1) return false;
      eq = 0;
    } else if (c === 0x3d) {
      if (eq++ !== 0) return false;
    } else if (c === 0x25) {
      const high = query.charCodeAt(i + 1) - 0x30; // 0 to 7 for an ASCII byte
      const low = query.charCodeAt(i + 2);
      const byte = (high << 4) | (low < 0x3a ? low - 0x30 : low - 0x37);
      if (!(high >= 0 && high < 8 && ((low > 0x2f && low < 0x3a) || (low > 0x40 && low < 0x47))))
        return false;
      if (FORM_SET[byte] === 0 || byte === 0x20) return false;
      i += 2;
    } else if (!(c < 0x80 && (FORM_SET[c] === 0 || c === 0x2b))) return false;
  }
  return eq === 1;
}
