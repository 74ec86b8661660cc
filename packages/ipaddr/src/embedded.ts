// The IPv4 address an IPv6 address carries. Not part of the URL Standard: the forms are those of the
// IANA IPv6 Special-Purpose Address Registry and the RFCs it cites. The one place the stack knows them:
// @url/guard decides on them and @url/inspect explains them.

import { assertIPv6 } from './internal/pieces';

/** How an IPv6 address carries an IPv4 address. */
export type IPv4EmbeddingKind =
  | 'ipv4Mapped'
  | 'ipv4Compatible'
  | 'rfc6145'
  | 'nat64'
  | 'nat64Local'
  | '6to4'
  | 'teredo'
  | 'isatap';

/** The IPv4 address inside an IPv6 address, and how it is embedded. */
export interface IPv4InIPv6 {
  /** the form (see {@link embeddedIPv4}) */
  via: IPv4EmbeddingKind;
  /** the IPv4 address as an unsigned 32-bit integer */
  ipv4: number;
}

/**
 * The IPv4 address an IPv6 address (eight 16-bit pieces; anything else is a `TypeError`) carries,
 * when it is in a range that carries one, else null:
 * - `ipv4Mapped` `::ffff:0:0/96` (RFC 4291 §2.5.5.2): the last 32 bits;
 * - `ipv4Compatible` `::/96` (deprecated, RFC 4291 §2.5.5.1; `::` and `::1` excluded): the last 32 bits;
 * - `rfc6145` IPv4-translated `::ffff:0:0:0/96` (RFC 6145): the last 32 bits;
 * - `nat64` the well-known prefix `64:ff9b::/96` (RFC 6052 §2.1): the last 32 bits;
 * - `nat64Local` the local-use prefix `64:ff9b:1::/48` (RFC 8215): the last 32 bits when bits 48–95
 *   are zero (a /96 inside it), else the RFC 6052 §2.2 layout of a /48 prefix (bits 48–63 and 72–87);
 * - `6to4` `2002::/16` (RFC 3056): the 32 bits after the prefix;
 * - `teredo` `2001::/32` (RFC 4380): the client address, the last 32 bits inverted;
 * - `isatap` any prefix with the interface identifier `0:5efe:a.b.c.d` or `200:5efe:a.b.c.d`
 *   (RFC 5214 §6.1): the last 32 bits.
 *
 * https://www.iana.org/assignments/iana-ipv6-special-registry/iana-ipv6-special-registry.xhtml#special-purpose-address-registry-1
 */
export function embeddedIPv4(pieces: ArrayLike<number>): IPv4InIPv6 | null {
  assertIPv6(pieces);
  const p0 = pieces[0];
  const p1 = pieces[1];
  const p2 = pieces[2];
  const p3 = pieces[3];
  const p4 = pieces[4];
  const p5 = pieces[5];
  const p6 = pieces[6];
  const p7 = pieces[7];
  const low = (p6 * 0x10000 + p7) >>> 0;
  if (p0 === 0 && p1 === 0 && p2 === 0 && p3 === 0) {
    if (p4 === 0 && p5 === 0xffff) return { via: 'ipv4Mapped', ipv4: low };
    if (p4 === 0xffff && p5 === 0) return { via: 'rfc6145', ipv4: low };
    if (p4 === 0 && p5 === 0 && (p6 !== 0 || p7 > 1)) return { via: 'ipv4Compatible', ipv4: low };
    return null;
  }
  if (p0 === 0x64 && p1 === 0xff9b) {
    if (p2 === 0 && p3 === 0 && p4 === 0 && p5 === 0) return { via: 'nat64', ipv4: low };
    if (p2 === 1) {
      if (p3 === 0 && p4 === 0 && p5 === 0) return { via: 'nat64Local', ipv4: low };
      // RFC 6052 §2.2, a /48 prefix: the IPv4 address in bits 48–63 and 72–87 (bits 64–71 are zero)
      return { via: 'nat64Local', ipv4: (p3 * 0x10000 + ((p4 & 0xff) << 8) + (p5 >>> 8)) >>> 0 };
    }
  }
  if (p0 === 0x2002) return { via: '6to4', ipv4: (p1 * 0x10000 + p2) >>> 0 };
  if (p0 === 0x2001 && p1 === 0) return { via: 'teredo', ipv4: ~low >>> 0 };
  if ((p4 & 0xfdff) === 0 && p5 === 0x5efe) return { via: 'isatap', ipv4: low };
  return null;
}
