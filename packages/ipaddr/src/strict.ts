// Strict (inet_pton) readings of IP address text, and a comparison with the URL Standard's reading.
// Not part of the URL Standard: for code that checks addresses before connecting (SSRF guards).
import { parseDottedQuad } from './internal/dotted-quad';
import { endsInANumber, parseIPv4 } from './ipv4';
import { parseIPv6 } from './ipv6';

/**
 * Reads `input` as `inet_pton(AF_INET)` does (glibc, musl, libuv, and Node's `net.isIPv4`): exactly four
 * decimal parts from 0 to 255 separated by dots, no leading zeros ("01.2.3.4" and "00.1.2.3" are
 * rejected; "0.0.0.0" is fine), no other character. Returns the address as an unsigned 32-bit integer,
 * or `null`. This is the URL Standard's valid IPv4-address string:
 * https://url.spec.whatwg.org/#valid-ipv4-address-string
 */
export function parseIPv4Strict(input: string): number | null {
  const address = parseDottedQuad(input);
  return address === -1 ? null : address;
}

/**
 * Reads `input` as RFC 4291 text (section 2.2), as `inet_pton(AF_INET6)` does: eight groups of 1 to 4
 * hex digits (either case) separated by colons, or fewer with one `::` standing for one or more zero
 * groups, optionally ending in a dotted quad (as `parseIPv4Strict` reads it) for the last 32 bits.
 * No brackets, no zone id (`%eth0`), no prefix length. Returns the 8 pieces, or `null`.
 *
 * The URL Standard's IPv6 parser accepts exactly this language (its `::` also stands for at least one
 * group, and its embedded IPv4 parts are decimal without leading zeros), so this is `parseIPv6` without
 * validation errors; the package's tests check the two against Node's `net.isIPv6` on generated text.
 * The text forms of RFC 4291 section 2.2 (https://www.rfc-editor.org/rfc/rfc4291#section-2.2),
 * compared with https://url.spec.whatwg.org/#concept-ipv6-parser.
 */
export function parseIPv6Strict(input: string): number[] | null {
  return parseIPv6(input);
}

/** An IPv4 address (unsigned 32-bit integer) or an IPv6 address (8 pieces). */
export type IPAddress = number | number[];

/** What `compareReadings` found. */
export interface Readings {
  /** `'ipv6'` when the input contains a colon (bare or in brackets), otherwise `'ipv4'`. */
  kind: 'ipv4' | 'ipv6';
  /**
   * The address a URL parser reads in this host: for IPv4 text, the IPv4 parser's result when the text
   * ends in a number (otherwise it is a domain: `null`); for IPv6 text, the IPv6 parser's result.
   * `null` also stands for the URL parser's failure.
   */
  url: IPAddress | null;
  /** The address `inet_pton` reads in the text (brackets removed for IPv6), or `null`. */
  strict: IPAddress | null;
  /** True when the two readings are not the same address (one of them null, or different addresses). */
  differ: boolean;
}

/**
 * Reads `input` both ways: as a URL parser reads a host (`0x7f.1`, `2130706433`, `127.1` and
 * `0177.0.0.1` are all 127.0.0.1) and as `inet_pton` does (none of those is an address), and says
 * whether the readings differ. A guard that checks an address with one reading and connects with the
 * other can be fooled; reject input where `differ` is true.
 *
 * `input` is ASCII host text as it stands after the host parser's percent-decoding and domain-to-ASCII
 * steps (which map, for example, full-width digits to ASCII); use `@url/host` to get there from raw
 * URL text. IPv6 text may be given with or without its brackets.
 * The two readings: https://url.spec.whatwg.org/#concept-ipv4-parser (and #concept-ipv6-parser)
 * against the text forms of RFC 4291 section 2.2
 * (https://www.rfc-editor.org/rfc/rfc4291#section-2.2) and dotted-quad decimal. Not a spec
 * algorithm.
 */
export function compareReadings(input: string): Readings {
  if (input.indexOf(':') !== -1) {
    let text = input;
    if (input.length >= 2 && input.charCodeAt(0) === 0x5b && input.charCodeAt(input.length - 1) === 0x5d)
      text = input.slice(1, -1);
    const url = parseIPv6(text);
    const strict = parseIPv6Strict(text);
    return { kind: 'ipv6', url, strict, differ: !sameIPv6(url, strict) };
  }
  const url = input.length > 0 && endsInANumber(input) ? parseIPv4(input) : null;
  const strict = parseIPv4Strict(input);
  return { kind: 'ipv4', url, strict, differ: url !== strict };
}

function sameIPv6(a: number[] | null, b: number[] | null): boolean {
  if (a === null || b === null) return a === b;
  for (let i = 0; i < 8; i++) if (a[i] !== b[i]) return false;
  return true;
}
