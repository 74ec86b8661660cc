/**
 * The outbound-URL check: one parse with the URL Standard's parser, then the decisions an SSRF filter
 * needs. Not part of the URL Standard.
 * @module
 */

import { serializeHost } from '@url/host/core';
import { embeddedIPv4, type IPv4EmbeddingKind } from '@url/ipaddr/embedded';
import { serializeIPv4 } from '@url/ipaddr/ipv4';
import { serializeIPv6 } from '@url/ipaddr/ipv6';
import { type IPv4RangeName, type IPv6RangeName, rangeOfIPv4, rangeOfIPv6 } from '@url/ipaddr/ranges';
import { parseIPv4Strict, parseIPv6Strict } from '@url/ipaddr/strict';
import type { URLParser, URLRecord } from '@url/parser/core';
import { defaultPort as defaultPortOf, serializeURL } from '@url/parser/core';
import { addressDenied, CLOUD_METADATA_ADDRESSES, nameReason } from './deny';
import type { GuardReader, ReadersCheck } from './readers';

/** A special-purpose range name (ipaddr.js's names), `'unicast'` for none. */
export type RangeName = IPv4RangeName | IPv6RangeName;

/** What the host of a URL is. */
export type HostKind = 'domain' | 'ipv4' | 'ipv6' | 'opaque' | 'empty';

/** Why a check failed. */
export type ReasonCode =
  | 'invalid-url'
  | 'scheme'
  | 'credentials'
  | 'no-host'
  | 'port'
  | 'private-address'
  | 'idn'
  | 'validation-errors'
  | 'invalid-address'
  | 'parser-differential'
  | 'localhost'
  | 'denied-host'
  | 'denied-address';

/** One reason a URL or address was rejected. */
export interface Reason {
  code: ReasonCode;
  message: string;
}

/** How an IPv6 address carries an IPv4 address (`@url/ipaddr`'s `IPv4EmbeddingKind`). */
export type EmbeddingKind = IPv4EmbeddingKind;

/** The IPv4 address inside an IPv6 address, and its range. */
export interface EmbeddedIPv4 {
  /** How it is embedded: `::ffff:a.b.c.d` (ipv4Mapped), `::a.b.c.d` (ipv4Compatible, deprecated), `::ffff:0:a.b.c.d` (rfc6145), `64:ff9b::a.b.c.d` (nat64), `64:ff9b:1::/48` (nat64Local), `2002:aabb:ccdd::/48` (6to4), Teredo's client address (teredo), `…:0:5efe:a.b.c.d` (isatap). */
  via: EmbeddingKind;
  /** Dotted-decimal text. */
  address: string;
  range: IPv4RangeName;
}

/** Options of the checks. */
export interface OutboundOptions {
  /** Schemes allowed, without the colon, lower case. Default `['http', 'https']`. */
  allowSchemes?: readonly string[] | undefined;
  /**
   * Allow IP addresses in every special-purpose range (loopback, private, link-local, ...).
   * Default false: only `'unicast'` addresses (and those of `allowRanges`) pass.
   */
  allowPrivate?: boolean | undefined;
  /** Range names allowed besides `'unicast'`, e.g. `['private']` for an internal crawler. */
  allowRanges?: readonly RangeName[] | undefined;
  /** Allow a username or password in the URL. Default false. */
  allowCredentials?: boolean | undefined;
  /** Ports allowed (the scheme's default port counts when none is written). Default: any. */
  allowPorts?: readonly number[] | null | undefined;
  /** Allow internationalized domain names (an `xn--` label after domain to ASCII). Default true. */
  allowIDN?: boolean | undefined;
  /**
   * Reject input with any validation error (the URL Standard's name for input that is not a valid URL
   * string, though it may parse): backslashes, `0x7f.1`, tabs, `@` in the password, ... Such input is
   * where other parsers disagree with the standard. Default false.
   */
  rejectValidationErrors?: boolean | undefined;
  /** A base URL for relative input. */
  base?: string | undefined;
  /**
   * Other parsers in the request path (`@url/readers` names such as `'curl'`, `'python'`, or `Reader`
   * objects): reject the URL, with reason `parser-differential`, when one of them would send the
   * request to another scheme, host or port than the URL Standard, or would reject it. They read the
   * input as given (the `href` when `base` is set). On `@url/guard/core`, give `createOutboundChecker`
   * a `createReadersCheck(...)` from `@url/guard/readers`; without one, `readers` rejects every URL.
   */
  readers?: readonly GuardReader[] | undefined;
  /**
   * Host names denied whatever else the options allow: exact names, or `*.example` for every name
   * under `example`. Default: `CLOUD_METADATA_HOSTS` (`metadata.google.internal`, …); pass your own
   * list to replace it (`[...CLOUD_METADATA_HOSTS, 'internal.example']` to add to it).
   */
  denyHosts?: readonly string[] | undefined;
  /**
   * Address blocks (CIDR, or single addresses) denied whatever the ranges allow, checked against the
   * address and the IPv4 address it carries. Default: `CLOUD_METADATA_ADDRESSES` (169.254.169.254,
   * `fd00:ec2::254`, Azure's 168.63.129.16, …); pass your own list to replace it.
   */
  denyAddresses?: readonly string[] | undefined;
}

/** What {@link checkOutboundURL} reports. */
export interface OutboundCheck {
  /** True when no reason was found to reject the URL. */
  ok: boolean;
  /** The URL's serialization: send the request to this, never to the raw input. Null when it did not parse. */
  href: string | null;
  /** The parsed URL record. */
  url: URLRecord | null;
  /** The scheme, without the colon. */
  scheme: string | null;
  /** Whether the URL has a username or password. */
  credentials: boolean;
  /** The kind of host; null when the URL has none. */
  hostKind: HostKind | null;
  /** The host, serialized (IPv6 in brackets, domains in ASCII). */
  hostname: string | null;
  /** The port the request goes to: the written one, or the scheme's default port. */
  port: number | null;
  /**
   * The IP address when the host is one, as canonical text (IPv6 without brackets), however it was
   * written (`0x7f.1`, `2130706433`, `127.1` and `[::ffff:127.0.0.1]` all read as IP addresses).
   */
  address: string | null;
  /** The address's special-purpose range (`'unicast'` for none); null when the host is not an address. */
  range: RangeName | null;
  /** The IPv4 address inside an IPv6 address, which is what a dual-stack or translated connection reaches. */
  embeddedIPv4: EmbeddedIPv4 | null;
  /**
   * The parser rewrote the host (the serialized host is not in the input as written: `0x7f.1`,
   * `EXAMPLE.com`, `%6c%6f%63alhost`, `faß.de`): other software reading the raw input may see a
   * different host.
   */
  hostRewritten: boolean;
  /** The host is a domain (or an opaque host): where it leads is known only after DNS resolution. */
  dnsRequired: boolean;
  /** The validation errors the parser reported, by name. */
  validationErrors: string[];
  /** Why the URL is rejected; empty when `ok`. */
  reasons: Reason[];
}

/** What {@link checkResolvedAddress} reports. */
export interface AddressCheck {
  ok: boolean;
  family: 4 | 6 | null;
  /** Canonical text (IPv6 without brackets). */
  address: string | null;
  range: RangeName | null;
  embeddedIPv4: EmbeddedIPv4 | null;
  reasons: Reason[];
}

const DEFAULT_SCHEMES: readonly string[] = ['http', 'https'];

interface Classified {
  family: 4 | 6;
  address: string;
  range: RangeName;
  embeddedIPv4: EmbeddedIPv4 | null;
}

/**
 * The IPv4 address an IPv6 address carries (IPv4-mapped, IPv4-compatible, IPv4-translated, NAT64
 * well-known and local-use, 6to4, Teredo, ISATAP), with its range: `@url/ipaddr`'s `embeddedIPv4`,
 * the one place the stack knows these forms. Not a URL Standard algorithm; the ranges are those of the
 * IANA IPv6 Special-Purpose Address Registry:
 * https://www.iana.org/assignments/iana-ipv6-special-registry/iana-ipv6-special-registry.xhtml#special-purpose-address-registry-1
 */
export function embeddedIPv4Of(pieces: ArrayLike<number>): EmbeddedIPv4 | null {
  const e = embeddedIPv4(pieces);
  return e === null ? null : { via: e.via, address: serializeIPv4(e.ipv4), range: rangeOfIPv4(e.ipv4) };
}

function classify(host: number | ArrayLike<number>): Classified {
  if (typeof host === 'number')
    return { family: 4, address: serializeIPv4(host), range: rangeOfIPv4(host), embeddedIPv4: null };
  return {
    family: 6,
    address: serializeIPv6(host),
    range: rangeOfIPv6(host),
    embeddedIPv4: embeddedIPv4Of(host),
  };
}

/** Whether an address passes: by its embedded IPv4 address when it has one, else by its own range. */
function addressReason(c: Classified, options: OutboundOptions): Reason | null {
  if (options.allowPrivate === true) return null;
  const allowed = (range: RangeName) =>
    range === 'unicast' || (options.allowRanges?.includes(range) ?? false);
  const e = c.embeddedIPv4;
  // an ISATAP identifier can follow any prefix, and a local-use NAT64 prefix is the site's own (its
  // layout too): for those the IPv6 address's own range must pass as well, as it did before
  const alsoOwnRange = e !== null && (e.via === 'isatap' || e.via === 'nat64Local');
  if (e !== null && (!alsoOwnRange || !allowed(e.range) || allowed(c.range))) {
    if (allowed(e.range)) return null;
    return {
      code: 'private-address',
      message: `${c.address} carries the IPv4 address ${e.address} (${e.via}), which is in the ${e.range} range`,
    };
  }
  if (allowed(c.range)) return null;
  return { code: 'private-address', message: `${c.address} is in the ${c.range} range` };
}

/** `denyAddresses` (default: the cloud metadata endpoints), whatever the ranges allow. */
function deniedReason(
  text: string,
  host: number | ArrayLike<number> | string,
  options: Pick<OutboundOptions, 'denyAddresses'>,
): Reason | null {
  const value = typeof host === 'string' ? parseIPv4Strict(host) : host;
  if (value === null) return null;
  const hit = addressDenied(value, options.denyAddresses ?? CLOUD_METADATA_ADDRESSES);
  return hit === null ? null : { code: 'denied-address', message: `${text} is denied (${hit})` };
}

/** The host text as the input holds it, for the "rewritten" test: tabs and newlines removed, as the parser does. */
function stripTabsAndNewlines(input: string): string {
  let out = '';
  let run = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) {
      out += input.slice(run, i);
      run = i + 1;
    }
  }
  return run === 0 ? input : out + input.slice(run);
}

/** The parts of a URL parser the checks use (any stack from `createURLParser`). */
export type GuardParser = Pick<URLParser, 'parseURLWithValidationErrors'>;

/**
 * Builds a checker on a given URL parser: `createOutboundChecker(createURLParser())` from
 * `@url/parser/core` (no IDNA: a non-ASCII domain fails to parse, so it is rejected), or the root
 * entry's default stack (with IDNA), which `@url/guard`'s `checkOutboundURL` uses.
 */
export function createOutboundChecker(
  parser: GuardParser,
  readersCheck?: ReadersCheck,
): (input: string | { readonly href: string }, options?: OutboundOptions) => OutboundCheck {
  return function checkOutboundURL(input, options = {}) {
    const text = typeof input === 'string' ? input : `${input.href}`;
    const { url, errors } = parser.parseURLWithValidationErrors(text, options.base ?? null);
    const validationErrors = errors.map((e) => e.type);
    const reasons: Reason[] = [];
    if (url === null) {
      return {
        ok: false,
        href: null,
        url: null,
        scheme: null,
        credentials: false,
        hostKind: null,
        hostname: null,
        port: null,
        address: null,
        range: null,
        embeddedIPv4: null,
        hostRewritten: false,
        dnsRequired: false,
        validationErrors,
        reasons: [{ code: 'invalid-url', message: `not a URL: ${JSON.stringify(text.slice(0, 200))}` }],
      };
    }
    const href = serializeURL(url);
    const scheme = url.scheme;
    const allowSchemes = options.allowSchemes ?? DEFAULT_SCHEMES;
    if (!allowSchemes.includes(scheme)) {
      reasons.push({
        code: 'scheme',
        message: `the scheme ${JSON.stringify(scheme)} is not one of ${allowSchemes.join(', ')}`,
      });
    }
    const credentials = url.username !== '' || url.password !== '';
    if (credentials && options.allowCredentials !== true) {
      reasons.push({ code: 'credentials', message: 'the URL has a username or password' });
    }

    const host = url.host;
    let hostKind: HostKind | null = null;
    let hostname: string | null = null;
    let classified: Classified | null = null;
    let dnsRequired = false;
    let hostRewritten = false;
    if (host === null) {
      if (scheme !== 'file') reasons.push({ code: 'no-host', message: 'the URL has no host' });
    } else {
      hostname = serializeHost(host);
      if (typeof host === 'number') {
        hostKind = 'ipv4';
        classified = classify(host);
      } else if (typeof host !== 'string') {
        hostKind = 'ipv6';
        classified = classify(host);
      } else if (host === '') {
        hostKind = 'empty';
        if (scheme !== 'file') reasons.push({ code: 'no-host', message: 'the URL has an empty host' });
      } else {
        // Special URLs have domains; other schemes have opaque hosts, which their clients may read as
        // anything, an address included: read as an IPv4 address when it is a strict dotted quad. (An
        // opaque host cannot hold ":", a forbidden host code point, so it is never an IPv6 address; a
        // bracketed one is parsed as IPv6 above.)
        const special = defaultPortOf(scheme) !== null || scheme === 'file';
        hostKind = special ? 'domain' : 'opaque';
        dnsRequired = true;
        if (!special) {
          const v4 = parseIPv4Strict(host);
          if (v4 !== null) {
            classified = classify(v4);
            dnsRequired = false;
          }
        }
        if (options.allowIDN === false && /(^|\.)xn--/i.test(host)) {
          reasons.push({ code: 'idn', message: `the host ${host} is an internationalized domain name` });
        }
        const named = nameReason(host, options);
        if (named !== null) reasons.push(named);
      }
      const written = stripTabsAndNewlines(options.base === undefined ? text : `${text} ${options.base}`);
      hostRewritten = hostname !== '' && !written.includes(hostname);
    }

    let address: string | null = null;
    let range: RangeName | null = null;
    let embeddedIPv4: EmbeddedIPv4 | null = null;
    if (classified !== null) {
      address = classified.address;
      range = classified.range;
      embeddedIPv4 = classified.embeddedIPv4;
      const r = addressReason(classified, options);
      if (r !== null) reasons.push(r);
      const denied = deniedReason(classified.address, host as number | ArrayLike<number> | string, options);
      if (denied !== null) reasons.push(denied);
    }

    const port = url.port ?? defaultPortOf(scheme);
    if (options.allowPorts != null && (port === null || !options.allowPorts.includes(port))) {
      reasons.push({
        code: 'port',
        message: `the port ${port ?? '(none)'} is not one of ${options.allowPorts.join(', ')}`,
      });
    }
    if (options.readers !== undefined && options.readers.length > 0) {
      const read = options.base === undefined ? text : href;
      const target = { scheme, hostname, port };
      if (readersCheck === undefined) {
        reasons.push({
          code: 'parser-differential',
          message: 'no readers check: see createReadersCheck in @url/guard/readers',
        });
      } else reasons.push(...readersCheck(read, target, options.readers));
    }
    if (options.rejectValidationErrors === true && validationErrors.length > 0) {
      reasons.push({
        code: 'validation-errors',
        message: `the input is not a valid URL string: ${validationErrors.join(', ')}`,
      });
    }

    return {
      ok: reasons.length === 0,
      href,
      url,
      scheme,
      credentials,
      hostKind,
      hostname,
      port,
      address,
      range,
      embeddedIPv4,
      hostRewritten,
      dnsRequired,
      validationErrors,
      reasons,
    };
  };
}

/**
 * Checks an address a DNS lookup returned (or any address about to be connected to), after
 * {@link checkOutboundURL} passed a URL whose host is a domain. Takes the text a resolver gives
 * (read strictly, as `inet_pton` does: `127.0.0.1`, `::1`; `0x7f.1` is not an address here), an IPv4
 * address as an unsigned 32-bit integer, or IPv6 pieces. Only `allowPrivate` and `allowRanges` of the
 * options matter.
 */
export function checkResolvedAddress(
  address: string | number | ArrayLike<number>,
  options: Pick<OutboundOptions, 'allowPrivate' | 'allowRanges' | 'denyAddresses'> = {},
): AddressCheck {
  let host: number | ArrayLike<number> | null = null;
  if (typeof address === 'string') {
    const text = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
    host = parseIPv4Strict(text) ?? parseIPv6Strict(text);
  } else if (typeof address === 'number') {
    host = address >>> 0 === address ? address : null;
  } else if (address != null && address.length === 8) {
    let ok = true;
    for (let i = 0; i < 8; i++) ok &&= (address[i]! & 0xffff) === address[i];
    host = ok ? address : null;
  }
  if (host === null) {
    return {
      ok: false,
      family: null,
      address: null,
      range: null,
      embeddedIPv4: null,
      reasons: [
        {
          code: 'invalid-address',
          message: `not an IP address: ${JSON.stringify(String(address)).slice(0, 200)}`,
        },
      ],
    };
  }
  const c = classify(host);
  const reasons: Reason[] = [];
  const r = addressReason(c, options);
  if (r !== null) reasons.push(r);
  const denied = deniedReason(c.address, host, options);
  if (denied !== null) reasons.push(denied);
  return {
    ok: reasons.length === 0,
    family: c.family,
    address: c.address,
    range: c.range,
    embeddedIPv4: c.embeddedIPv4,
    reasons,
  };
}
