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

/** `HEX_VALUE[c]` is the value of the ASCII hex digit `c` (either case), or 255 when `c` is not one. */
export const HEX_VALUE: Uint8Array = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128).fill(255);
  for (let d = 0; d < 10; d++) table[0x30 + d] = d;
  for (let d = 0; d < 6; d++) {
    table[0x41 + d] = 10 + d;
    table[0x61 + d] = 10 + d;
  }
  return table;
})();
