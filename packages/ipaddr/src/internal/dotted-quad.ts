/**
 * Reads `input` as four decimal parts separated by U+002E (.), each 0 to 255 written without a
 * leading zero: a valid IPv4-address string (https://url.spec.whatwg.org/#valid-ipv4-address-string),
 * which is also exactly what `inet_pton(AF_INET)` accepts. One `charCodeAt` pass, no allocation.
 * Returns the address, or -1 when `input` is anything else (the caller decides what that means).
 */
export function parseDottedQuad(input: string): number {
  const length = input.length;
  // the shortest dotted quad is "0.0.0.0", the longest "255.255.255.255"
  if (length < 7 || length > 15) return -1;
  let i = 0;
  let address = 0;
  for (let part = 0; part < 4; part++) {
    // one to three digits
    if (i >= length) return -1;
    let value = input.charCodeAt(i++) - 0x30;
    if (value < 0 || value > 9) return -1;
    if (i < length) {
      let digit = input.charCodeAt(i) - 0x30;
      if (digit >= 0 && digit <= 9) {
        // a leading zero
        if (value === 0) return -1;
        value = value * 10 + digit;
        i++;
        if (i < length) {
          digit = input.charCodeAt(i) - 0x30;
          if (digit >= 0 && digit <= 9) {
            value = value * 10 + digit;
            i++;
            if (value > 255) return -1;
          }
        }
      }
    }
    address = address * 256 + value;
    // then a dot, except after the fourth part, which must end the input
    if (part < 3) {
      if (i >= length || input.charCodeAt(i) !== 0x2e) return -1;
      i++;
    }
  }
  return i === length ? address : -1;
}
