// Special-purpose address ranges, with the range names ipaddr.js uses, and IPv4-mapped conversion.
// Not part of the URL Standard. Sources: the IANA IPv4 and IPv6 Special-Purpose Address Registries
// (RFC 6890 and the RFCs each entry cites), the IANA multicast registries, RFC 4291 and RFC 3879.

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

const v4 = (a: number, b: number, c: number, d: number) => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

/**
 * The IPv4 ranges in the order they are matched (the first match wins, so a range nested in another
 * comes first).
 */
export const IPV4_SPECIAL_RANGES: readonly SpecialRange<Exclude<IPv4RangeName, 'unicast'>, number>[] = [
  // limited broadcast, RFC 919 / RFC 8190 (inside 240.0.0.0/4 below)
  { name: 'broadcast', network: v4(255, 255, 255, 255), prefixLength: 32 },
  // "this network", RFC 791 / RFC 1122 section 3.2.1.3
  { name: 'unspecified', network: v4(0, 0, 0, 0), prefixLength: 8 },
  // multicast, RFC 5771
  { name: 'multicast', network: v4(224, 0, 0, 0), prefixLength: 4 },
  // link local, RFC 3927
  { name: 'linkLocal', network: v4(169, 254, 0, 0), prefixLength: 16 },
  // loopback, RFC 1122 section 3.2.1.3
  { name: 'loopback', network: v4(127, 0, 0, 0), prefixLength: 8 },
  // shared address space, RFC 6598
  { name: 'carrierGradeNat', network: v4(100, 64, 0, 0), prefixLength: 10 },
  // private use, RFC 1918
  { name: 'private', network: v4(10, 0, 0, 0), prefixLength: 8 },
  { name: 'private', network: v4(172, 16, 0, 0), prefixLength: 12 },
  { name: 'private', network: v4(192, 168, 0, 0), prefixLength: 16 },
  // IETF protocol assignments, RFC 6890 section 2.1
  { name: 'reserved', network: v4(192, 0, 0, 0), prefixLength: 24 },
  // documentation (TEST-NET-1, -2, -3), RFC 5737
  { name: 'reserved', network: v4(192, 0, 2, 0), prefixLength: 24 },
  { name: 'reserved', network: v4(198, 51, 100, 0), prefixLength: 24 },
  { name: 'reserved', network: v4(203, 0, 113, 0), prefixLength: 24 },
  // 6to4 relay anycast, deprecated by RFC 7526
  { name: 'reserved', network: v4(192, 88, 99, 0), prefixLength: 24 },
  // benchmarking, RFC 2544
  { name: 'reserved', network: v4(198, 18, 0, 0), prefixLength: 15 },
  // reserved for future use, RFC 1112 section 4
  { name: 'reserved', network: v4(240, 0, 0, 0), prefixLength: 4 },
  // AS112 DNS service: RFC 7534 (direct delegation) and RFC 7535 (AS112-v4)
  { name: 'as112', network: v4(192, 175, 48, 0), prefixLength: 24 },
  { name: 'as112', network: v4(192, 31, 196, 0), prefixLength: 24 },
  // automatic multicast tunneling, RFC 7450
  { name: 'amt', network: v4(192, 52, 193, 0), prefixLength: 24 },
];

const z = 0;
/**
 * The IPv6 ranges in the order they are matched (the first match wins, so a range nested in another
 * comes first: the 2001::/23 block of IETF protocol assignments is last).
 */
export const IPV6_SPECIAL_RANGES: readonly SpecialRange<
  Exclude<IPv6RangeName, 'unicast'>,
  readonly number[]
>[] = [
  // unspecified and loopback, RFC 4291 section 2.5.2 and 2.5.3
  { name: 'unspecified', network: [z, z, z, z, z, z, z, z], prefixLength: 128 },
  { name: 'loopback', network: [z, z, z, z, z, z, z, 1], prefixLength: 128 },
  // link-local unicast, RFC 4291 section 2.5.6
  { name: 'linkLocal', network: [0xfe80, z, z, z, z, z, z, z], prefixLength: 10 },
  // multicast, RFC 4291 section 2.7
  { name: 'multicast', network: [0xff00, z, z, z, z, z, z, z], prefixLength: 8 },
  // unique local, RFC 4193
  { name: 'uniqueLocal', network: [0xfc00, z, z, z, z, z, z, z], prefixLength: 7 },
  // IPv4-mapped, RFC 4291 section 2.5.5.2
  { name: 'ipv4Mapped', network: [z, z, z, z, z, 0xffff, z, z], prefixLength: 96 },
  // site-local, deprecated by RFC 3879
  { name: 'deprecatedSiteLocal', network: [0xfec0, z, z, z, z, z, z, z], prefixLength: 10 },
  // discard-only, RFC 6666
  { name: 'discard', network: [0x100, z, z, z, z, z, z, z], prefixLength: 64 },
  // IPv4-translated, RFC 6145 / RFC 7915 (not in the IANA registry; kept for ipaddr.js parity)
  { name: 'rfc6145', network: [z, z, z, z, 0xffff, z, z, z], prefixLength: 96 },
  // IPv4/IPv6 translation: the well-known prefix, RFC 6052, and the local-use prefix, RFC 8215
  { name: 'rfc6052', network: [0x64, 0xff9b, z, z, z, z, z, z], prefixLength: 96 },
  { name: 'rfc6052', network: [0x64, 0xff9b, 1, z, z, z, z, z], prefixLength: 48 },
  // 6to4, RFC 3056
  { name: '6to4', network: [0x2002, z, z, z, z, z, z, z], prefixLength: 16 },
  // Teredo, RFC 4380 (inside 2001::/23)
  { name: 'teredo', network: [0x2001, z, z, z, z, z, z, z], prefixLength: 32 },
  // benchmarking, RFC 5180 (inside 2001::/23)
  { name: 'benchmarking', network: [0x2001, 2, z, z, z, z, z, z], prefixLength: 48 },
  // automatic multicast tunneling, RFC 7450 (inside 2001::/23)
  { name: 'amt', network: [0x2001, 3, z, z, z, z, z, z], prefixLength: 32 },
  // AS112-v6, RFC 7535 (inside 2001::/23), and the AS112 direct delegation, RFC 7534
  { name: 'as112v6', network: [0x2001, 4, 0x112, z, z, z, z, z], prefixLength: 48 },
  { name: 'as112v6', network: [0x2620, 0x4f, 0x8000, z, z, z, z, z], prefixLength: 48 },
  // ORCHID, deprecated by RFC 7343; ORCHIDv2, RFC 7343 (inside 2001::/23)
  { name: 'deprecatedOrchid', network: [0x2001, 0x10, z, z, z, z, z, z], prefixLength: 28 },
  { name: 'orchid2', network: [0x2001, 0x20, z, z, z, z, z, z], prefixLength: 28 },
  // drone remote ID protocol entity tags (DETs), RFC 9374 (inside 2001::/23)
  { name: 'droneRemoteIdProtocolEntityTags', network: [0x2001, 0x30, z, z, z, z, z, z], prefixLength: 28 },
  // segment routing (SRv6) SIDs, RFC 9602
  { name: 'segmentRouting', network: [0x5f00, z, z, z, z, z, z, z], prefixLength: 16 },
  // IETF protocol assignments, RFC 2928 / RFC 6890 section 2.2.2
  { name: 'reserved', network: [0x2001, z, z, z, z, z, z, z], prefixLength: 23 },
  // documentation, RFC 3849 and RFC 9637
  { name: 'reserved', network: [0x2001, 0xdb8, z, z, z, z, z, z], prefixLength: 32 },
  { name: 'reserved', network: [0x3fff, z, z, z, z, z, z, z], prefixLength: 20 },
];

function assertIPv4(address: number): void {
  if (address >>> 0 !== address) throw new TypeError(`Invalid IPv4 address: ${String(address)}`);
}

function assertIPv6(pieces: ArrayLike<number>): void {
  let ok = pieces != null && pieces.length === 8;
  for (let i = 0; ok && i < 8; i++) ok = (pieces[i] & 0xffff) === pieces[i];
  if (!ok) throw new TypeError(`Invalid IPv6 address: ${String(pieces)}`);
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
  for (let i = 0; i < IPV4_SPECIAL_RANGES.length; i++) {
    const range = IPV4_SPECIAL_RANGES[i];
    // the first prefixLength bits are equal when nothing is left after shifting the rest out (no
    // entry has length 0, for which `>>> 32` would be `>>> 0`)
    if ((address ^ range.network) >>> (32 - range.prefixLength) === 0) return range.name;
  }
  return 'unicast';
}

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
  rows: for (const range of IPV6_SPECIAL_RANGES) {
    for (let i = 0, bits = range.prefixLength; bits > 0; i++, bits -= 16)
      if ((pieces[i] ^ range.network[i]) >>> Math.max(16 - bits, 0) !== 0) continue rows;
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
