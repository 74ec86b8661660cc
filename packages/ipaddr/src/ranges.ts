// Special-purpose address ranges, with the range names ipaddr.js uses, and IPv4-mapped conversion.
// Not part of the URL Standard. Sources: the IANA IPv4 and IPv6 Special-Purpose Address Registries
// (RFC 6890 and the RFCs each entry cites), the IANA multicast registries, RFC 4291 and RFC 3879.

import { assertIPv6 } from './internal/pieces';

/** The name of the special-purpose range an IPv4 address is in; `'unicast'` when none. */
export type IPv4RangeName =
  | 'unspecified'
  | 'broadcast'
  | 'multicast'
  | 'linkLocal'
  | 'loopback'
  | 'carrierGradeNat'
  | 'private'
  | 'reserved'
  | 'as112'
  | 'amt'
  | 'unicast';

/** The name of the special-purpose range an IPv6 address is in; `'unicast'` when none. */
export type IPv6RangeName =
  | 'unspecified'
  | 'linkLocal'
  | 'multicast'
  | 'loopback'
  | 'uniqueLocal'
  | 'ipv4Mapped'
  | 'deprecatedSiteLocal'
  | 'discard'
  | 'rfc6145'
  | 'rfc6052'
  | '6to4'
  | 'teredo'
  | 'benchmarking'
  | 'amt'
  | 'as112v6'
  | 'deprecatedOrchid'
  | 'orchid2'
  | 'droneRemoteIdProtocolEntityTags'
  | 'segmentRouting'
  | 'reserved'
  | 'unicast';

/** One row of a range table: every address whose first `prefixLength` bits equal `network`'s. */
export interface SpecialRange<Name extends string, Address> {
  readonly name: Name;
  readonly network: Address;
  readonly prefixLength: number;
}

/** Table rows from `[name, network, prefixLength]` tuples. */
function rows<Name extends string, Address>(list: [Name, Address, number][]): SpecialRange<Name, Address>[] {
  return list.map(([name, network, prefixLength]) => ({ name, network, prefixLength }));
}

const v4 = (a: number, b: number, c: number, d: number) => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

/**
 * The IPv4 ranges in the order they are matched (the first match wins, so a range nested in another
 * comes first).
 */
export const IPV4_SPECIAL_RANGES: readonly SpecialRange<Exclude<IPv4RangeName, 'unicast'>, number>[] =
  /* @__PURE__ */ rows([
    // limited broadcast, RFC 919 / RFC 8190 (inside 240.0.0.0/4 below)
    ['broadcast', v4(255, 255, 255, 255), 32],
    // "this network", RFC 791 / RFC 1122 section 3.2.1.3
    ['unspecified', v4(0, 0, 0, 0), 8],
    // multicast, RFC 5771
    ['multicast', v4(224, 0, 0, 0), 4],
    // link local, RFC 3927
    ['linkLocal', v4(169, 254, 0, 0), 16],
    // loopback, RFC 1122 section 3.2.1.3
    ['loopback', v4(127, 0, 0, 0), 8],
    // shared address space, RFC 6598
    ['carrierGradeNat', v4(100, 64, 0, 0), 10],
    // private use, RFC 1918
    ['private', v4(10, 0, 0, 0), 8],
    ['private', v4(172, 16, 0, 0), 12],
    ['private', v4(192, 168, 0, 0), 16],
    // IETF protocol assignments, RFC 6890 section 2.1
    ['reserved', v4(192, 0, 0, 0), 24],
    // documentation (TEST-NET-1, -2, -3), RFC 5737
    ['reserved', v4(192, 0, 2, 0), 24],
    ['reserved', v4(198, 51, 100, 0), 24],
    ['reserved', v4(203, 0, 113, 0), 24],
    // 6to4 relay anycast, deprecated by RFC 7526
    ['reserved', v4(192, 88, 99, 0), 24],
    // benchmarking, RFC 2544
    ['reserved', v4(198, 18, 0, 0), 15],
    // reserved for future use, RFC 1112 section 4
    ['reserved', v4(240, 0, 0, 0), 4],
    // AS112 DNS service: RFC 7534 (direct delegation) and RFC 7535 (AS112-v4)
    ['as112', v4(192, 175, 48, 0), 24],
    ['as112', v4(192, 31, 196, 0), 24],
    // automatic multicast tunneling, RFC 7450
    ['amt', v4(192, 52, 193, 0), 24],
  ]);

const z = 0;
/** The eight pieces of an IPv6 network from its leading pieces (the rest are zero). */
const v6 = (...head: number[]) => [...head, z, z, z, z, z, z, z, z].slice(0, 8);
/**
 * The IPv6 ranges in the order they are matched (the first match wins, so a range nested in another
 * comes first: the 2001::/23 block of IETF protocol assignments is last).
 */
export const IPV6_SPECIAL_RANGES: readonly SpecialRange<
  Exclude<IPv6RangeName, 'unicast'>,
  readonly number[]
>[] = /* @__PURE__ */ rows([
  // unspecified and loopback, RFC 4291 section 2.5.2 and 2.5.3
  ['unspecified', v6(), 128],
  ['loopback', v6(z, z, z, z, z, z, z, 1), 128],
  // link-local unicast, RFC 4291 section 2.5.6
  ['linkLocal', v6(0xfe80), 10],
  // multicast, RFC 4291 section 2.7
  ['multicast', v6(0xff00), 8],
  // unique local, RFC 4193
  ['uniqueLocal', v6(0xfc00), 7],
  // IPv4-mapped, RFC 4291 section 2.5.5.2
  ['ipv4Mapped', v6(z, z, z, z, z, 0xffff), 96],
  // site-local, deprecated by RFC 3879
  ['deprecatedSiteLocal', v6(0xfec0), 10],
  // discard-only, RFC 6666
  ['discard', v6(0x100), 64],
  // IPv4-translated, RFC 6145 / RFC 7915 (not in the IANA registry; kept for ipaddr.js parity)
  ['rfc6145', v6(z, z, z, z, 0xffff), 96],
  // IPv4/IPv6 translation: the well-known prefix, RFC 6052, and the local-use prefix, RFC 8215
  ['rfc6052', v6(0x64, 0xff9b), 96],
  ['rfc6052', v6(0x64, 0xff9b, 1), 48],
  // 6to4, RFC 3056
  ['6to4', v6(0x2002), 16],
  // Teredo, RFC 4380 (inside 2001::/23)
  ['teredo', v6(0x2001), 32],
  // benchmarking, RFC 5180 (inside 2001::/23)
  ['benchmarking', v6(0x2001, 2), 48],
  // automatic multicast tunneling, RFC 7450 (inside 2001::/23)
  ['amt', v6(0x2001, 3), 32],
  // AS112-v6, RFC 7535 (inside 2001::/23), and the AS112 direct delegation, RFC 7534
  ['as112v6', v6(0x2001, 4, 0x112), 48],
  ['as112v6', v6(0x2620, 0x4f, 0x8000), 48],
  // ORCHID, deprecated by RFC 7343; ORCHIDv2, RFC 7343 (inside 2001::/23)
  ['deprecatedOrchid', v6(0x2001, 0x10), 28],
  ['orchid2', v6(0x2001, 0x20), 28],
  // drone remote ID protocol entity tags (DETs), RFC 9374 (inside 2001::/23)
  ['droneRemoteIdProtocolEntityTags', v6(0x2001, 0x30), 28],
  // segment routing (SRv6) SIDs, RFC 9602
  ['segmentRouting', v6(0x5f00), 16],
  // IETF protocol assignments, RFC 2928 / RFC 6890 section 2.2.2
  ['reserved', v6(0x2001), 23],
  // documentation, RFC 3849 and RFC 9637
  ['reserved', v6(0x2001, 0xdb8), 32],
  ['reserved', v6(0x3fff), 20],
]);

function assertIPv4(address: number): void {
  if (address >>> 0 !== address) throw new TypeError(`Invalid IPv4 address: ${String(address)}`);
}

/** Whether the first `prefixLength` bits of two IPv6 addresses are equal. */

/**
 * The special-purpose range of an IPv4 address (an unsigned 32-bit integer), with ipaddr.js's names:
 * `rangeOfIPv4(parseIPv4('127.0.0.1')!) === 'loopback'`. Throws a `TypeError` for a value that is not
 * an IPv4 address.
 * Not a URL Standard algorithm: the ranges of the IANA IPv4 Special-Purpose Address Registry
 * (https://www.iana.org/assignments/iana-ipv4-special-registry/iana-ipv4-special-registry.xhtml#iana-ipv4-special-registry-1)
 * and RFC 6890.
 */
export function rangeOfIPv4(address: number): IPv4RangeName {
  assertIPv4(address);
  for (const range of IPV4_SPECIAL_RANGES) {
    // the first prefixLength bits are equal when nothing is left after shifting the rest out (no
    // entry has length 0, for which `>>> 32` would be `>>> 0`)
    if ((address ^ range.network) >>> (32 - range.prefixLength) === 0) return range.name;
  }
  return 'unicast';
}

let byFirstBits: (typeof IPV6_SPECIAL_RANGES)[] | undefined;

/**
 * The special-purpose range of an IPv6 address (8 pieces), with ipaddr.js's names:
 * `rangeOfIPv6(parseIPv6('fe80::1')!) === 'linkLocal'`. Throws a `TypeError` for a value that is not
 * an IPv6 address.
 * Not a URL Standard algorithm: the ranges of the IANA IPv6 Special-Purpose Address Registry
 * (https://www.iana.org/assignments/iana-ipv6-special-registry/iana-ipv6-special-registry.xhtml#special-purpose-address-registry-1)
 * and RFC 6890.
 */
export function rangeOfIPv6(pieces: ArrayLike<number>): IPv6RangeName {
  assertIPv6(pieces);
  // the first prefixLength bits, piece by piece (the first piece rules out most rows); of a piece the
  // prefix only partly covers, the bits left after shifting the rest out
  // only the rows whose network starts with the address's first 7 bits, the shortest prefix in the
  // table (computed on first use; most addresses fall in none or few)
  byFirstBits ??= Array.from({ length: 128 }, (_, bits) =>
    IPV6_SPECIAL_RANGES.filter((range) => range.network[0]! >> 9 === bits),
  );
  // pieces[0] >> 9 is below 128, the length of byFirstBits; a row's prefix is at most 128 bits, so
  // i stays below 8, the number of pieces of the address and of the row's network
  next: for (const range of byFirstBits[pieces[0] >> 9]!) {
    for (let i = 0, bits = range.prefixLength; bits > 0; i++, bits -= 16)
      if ((pieces[i]! ^ range.network[i]!) >>> Math.max(16 - bits, 0) !== 0) continue next;
    return range.name;
  }
  return 'unicast';
}

/**
 * The IPv4 address inside an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, RFC 4291 section 2.5.5.2), or
 * `null` when `pieces` is not in `::ffff:0:0/96`.
 * RFC 4291 section 2.5.5.2: https://www.rfc-editor.org/rfc/rfc4291#section-2.5.5.2 (not a URL
 * Standard algorithm).
 */
export function ipv4MappedToIPv4(pieces: ArrayLike<number>): number | null {
  assertIPv6(pieces);
  if (pieces[0] !== 0 || pieces[1] !== 0 || pieces[2] !== 0 || pieces[3] !== 0) return null;
  if (pieces[4] !== 0 || pieces[5] !== 0xffff) return null;
  return pieces[6] * 0x10000 + pieces[7];
}

/**
 * The IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) of an IPv4 address.
 * RFC 4291 section 2.5.5.2: https://www.rfc-editor.org/rfc/rfc4291#section-2.5.5.2 (not a URL
 * Standard algorithm).
 */
export function ipv4ToIPv4Mapped(address: number): number[] {
  assertIPv4(address);
  return [0, 0, 0, 0, 0, 0xffff, address >>> 16, address & 0xffff];
}
