// CIDR blocks (RFC 4632 for IPv4, RFC 4291 section 2.3 for IPv6) with strict address syntax.
// Not part of the URL Standard.
import { serializeIPv4 } from './ipv4';
import { serializeIPv6 } from './ipv6';
import { parseIPv4Strict, parseIPv6Strict } from './strict';

/** An IPv4 block: every address whose first `prefixLength` bits (0 to 32) equal `address`'s. */
export interface IPv4CIDR {
  kind: 'ipv4';
  address: number;
  prefixLength: number;
}

/** An IPv6 block: every address whose first `prefixLength` bits (0 to 128) equal `address`'s. */
export interface IPv6CIDR {
  kind: 'ipv6';
  address: number[];
  prefixLength: number;
}

export type CIDR = IPv4CIDR | IPv6CIDR;

/**
 * Parses `address/prefixLength`: the address as `inet_pton` reads it (`parseIPv4Strict`,
 * `parseIPv6Strict`: no hex, octal or short IPv4 forms, no brackets, no zone id), the prefix length
 * in decimal without a leading zero, at most 32 for IPv4 and 128 for IPv6. Bits after the prefix may
 * be set (`10.1.2.3/8` is kept as written). Returns `null` for anything else.
 * Not a URL Standard algorithm: CIDR notation as in RFC 4632 section 3.1
 * (https://www.rfc-editor.org/rfc/rfc4632#section-3.1) and RFC 4291 section 2.3
 * (https://www.rfc-editor.org/rfc/rfc4291#section-2.3).
 */
export function parseCIDR(input: string): CIDR | null {
  const slash = input.indexOf('/');
  const length = input.length;
  // 1 to 3 digits after the slash
  if (slash === -1 || length - slash < 2 || length - slash > 4) return null;
  let prefixLength = 0;
  for (let i = slash + 1; i < length; i++) {
    const d = input.charCodeAt(i) - 0x30;
    if (d < 0 || d > 9) return null;
    prefixLength = prefixLength * 10 + d;
  }
  // no leading zero ("/08")
  if (length - slash > 2 && input.charCodeAt(slash + 1) === 0x30) return null;
  const text = input.slice(0, slash);
  if (text.indexOf(':') !== -1) {
    const address = parseIPv6Strict(text);
    if (address === null || prefixLength > 128) return null;
    return { kind: 'ipv6', address, prefixLength };
  }
  const address = parseIPv4Strict(text);
  if (address === null || prefixLength > 32) return null;
  return { kind: 'ipv4', address, prefixLength };
}

function toCIDR(cidr: CIDR | string): CIDR {
  if (typeof cidr === 'string') {
    const parsed = parseCIDR(cidr);
    if (parsed === null) throw new TypeError(`Invalid CIDR block: ${cidr}`);
    return parsed;
  }
  const ok =
    cidr !== null &&
    typeof cidr === 'object' &&
    Number.isInteger(cidr.prefixLength) &&
    cidr.prefixLength >= 0 &&
    (cidr.kind === 'ipv4'
      ? cidr.prefixLength <= 32 && cidr.address >>> 0 === cidr.address
      : cidr.kind === 'ipv6' && cidr.prefixLength <= 128 && isPieces(cidr.address));
  if (!ok) throw new TypeError(`Invalid CIDR block: ${JSON.stringify(cidr)}`);
  return cidr;
}

function isPieces(value: unknown): value is ArrayLike<number> {
  if (value === null || typeof value !== 'object') return false;
  const pieces = value as ArrayLike<number>;
  if (pieces.length !== 8) return false;
  for (let i = 0; i < 8; i++) if ((pieces[i]! & 0xffff) !== pieces[i]) return false;
  return true;
}

/**
 * Whether `address` is in the block `cidr`. `cidr` is a parsed block or text for `parseCIDR`; `address`
 * is an IPv4 address (unsigned 32-bit integer), an IPv6 address (8 pieces), or text read with
 * `parseIPv4Strict`/`parseIPv6Strict`. An address of the other family is never in the block: convert
 * IPv4-mapped IPv6 addresses first (`ipv4MappedToIPv4` in `@url/ipaddr/ranges`) if you want
 * `::ffff:10.0.0.1` to match `10.0.0.0/8`. Throws a `TypeError` for a malformed block or address.
 * Not a URL Standard algorithm: prefix matching as in RFC 4632 section 3.1
 * (https://www.rfc-editor.org/rfc/rfc4632#section-3.1).
 */
export function cidrContains(cidr: CIDR | string, address: number | ArrayLike<number> | string): boolean {
  const block = toCIDR(cidr);
  let value: number | ArrayLike<number>;
  if (typeof address === 'string') {
    const parsed = address.indexOf(':') !== -1 ? parseIPv6Strict(address) : parseIPv4Strict(address);
    if (parsed === null) throw new TypeError(`Invalid IP address: ${address}`);
    value = parsed;
  } else if (typeof address === 'number') {
    if (address >>> 0 !== address) throw new TypeError(`Invalid IPv4 address: ${String(address)}`);
    value = address;
  } else {
    if (!isPieces(address)) throw new TypeError(`Invalid IPv6 address: ${String(address)}`);
    value = address;
  }
  if (block.kind === 'ipv4') {
    if (typeof value !== 'number') return false;
    const bits = block.prefixLength;
    if (bits === 0) return true;
    const mask = ~(0xffffffff >>> bits) | (bits === 32 ? -1 : 0);
    return ((value ^ block.address) & mask) === 0;
  }
  if (typeof value === 'number') return false;
  // piece by piece while prefix bits are left; both addresses have 8 pieces (checked above)
  for (let i = 0, bits = block.prefixLength; i < 8 && bits > 0; i++, bits -= 16) {
    const mask = bits >= 16 ? 0xffff : (0xffff << (16 - bits)) & 0xffff;
    if (((value[i]! ^ block.address[i]!) & mask) !== 0) return false;
  }
  return true;
}

/**
 * The text of a block: `10.0.0.0/8`, `2001:db8::/32` (IPv6 compressed as the URL Standard does).
 * Not a URL Standard algorithm: RFC 4632 section 3.1
 * (https://www.rfc-editor.org/rfc/rfc4632#section-3.1); the address part is
 * https://url.spec.whatwg.org/#concept-ipv4-serializer or
 * https://url.spec.whatwg.org/#concept-ipv6-serializer.
 */
export function serializeCIDR(cidr: CIDR): string {
  const block = toCIDR(cidr);
  const address = block.kind === 'ipv4' ? serializeIPv4(block.address) : serializeIPv6(block.address);
  return address + '/' + block.prefixLength;
}
