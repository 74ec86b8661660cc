/**
 * Reads `input` as four decimal parts separated by U+002E (.), each 0 to 255 written without a
 * leading zero: a valid IPv4-address string (https://url.spec.whatwg.org/#valid-ipv4-address-string),
 * which is also exactly what `inet_pton(AF_INET)` accepts. One `charCodeAt` pass, no allocation.
 * Returns the address, or -1 when `input` is anything else (the caller decides what that means).
 */
export function parseDottedQuad(input: string): number {
  const length = input.length;
  // the longest dotted quad is "255.255.255.255"
  if (length < 7 || length > 15) return -1;
  let address = 0;
  let part = 0;
  let digits = 0;
  let dots = 0;
  for (let i = 0; i < length; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x2e) {
      if (digits === 0 || dots === 3) return -1;
      address = address * 256 + part;
      dots++;
      part = 0;
      digits = 0;
      continue;
    }
    const d = c - 0x30;
    // not a digit, or a digit after a leading zero
    if (d < 0 || d > 9 || (digits !== 0 && part === 0)) return -1;
    part = part * 10 + d;
    if (part > 255) return -1;
    digits++;
  }
  if (dots !== 3 || digits === 0) return -1;
  return address * 256 + part;
}
