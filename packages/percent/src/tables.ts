/**
 * Lookup tables shared by the encoder and the decoder, computed once when the module loads.
 * @internal
 */

const UPPER_HEX = '0123456789ABCDEF';

/**
 * `PERCENT_ENCODED[byte]` is the spec's percent-encoding of `byte`: U+0025 (%) followed by two ASCII
 * upper hex digits (https://url.spec.whatwg.org/#percent-encode).
 */
export const PERCENT_ENCODED: readonly string[] = /* @__PURE__ */ (() => {
  const table: string[] = new Array(256);
  for (let byte = 0; byte < 256; byte++) table[byte] = '%' + UPPER_HEX[byte >> 4] + UPPER_HEX[byte & 15];
  return table;
})();

/**
 * The value of the ASCII hex digit (either case) whose code is `c`, or 255 when `c` is not one:
 * "0x30 (0) to 0x39 (9), 0x41 (A) to 0x46 (F), and 0x61 (a) to 0x66 (f)".
 */
export function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  c |= 0x20; // A-F to a-f
  return c >= 0x61 && c <= 0x66 ? c - 0x57 : 255;
}
