/**
 * The URL Standard's writing rules: whether a string is a valid URL string
 * (https://url.spec.whatwg.org/#valid-url-string), read by the grammar of the standard's "URL
 * writing" section, with hosts checked by the host parser of the stack.
 * @module
 */

import { createHostParser, isASCIIHexDigit, isURLCodePoint } from '@url/host/core';
import { readBase } from './options';
import type { HostParser, URLBase, URLRecord } from './types';
import { hasAnOpaquePath, isSpecialScheme } from './url-record';

const SLASH = 0x2f;
const QUESTION = 0x3f;
const COLON = 0x3a;
const HASH = 0x23;
const PERCENT = 0x25;
const OPEN_BRACKET = 0x5b;
const NONE = -1;

/**
 * Whether `input[start, end)` is zero or more URL units (https://url.spec.whatwg.org/#url-units:
 * URL code points and percent-encoded bytes), none of them the ASCII code units `excluded` and
 * `excluded2`.
 */
function isURLUnits(input: string, start: number, end: number, excluded = NONE, excluded2 = NONE): boolean {
  for (let i = start; i < end; i++) {
    let c = input.charCodeAt(i);
    if (c === PERCENT) {
      // A percent-encoded byte: "%" followed by two ASCII hex digits.
      if (
        i + 2 >= end ||
        !isASCIIHexDigit(input.charCodeAt(i + 1)) ||
        !isASCIIHexDigit(input.charCodeAt(i + 2))
      )
        return false;
      i += 2;
      continue;
    }
    if (c === excluded || c === excluded2) return false;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      const d = input.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    if (!isURLCodePoint(c)) return false;
  }
  return true;
}

/**
 * The end of a URL-scheme string followed by U+003A (:) at the start of `input` (the index of the
 * colon), or -1: "one ASCII alpha, followed by zero or more of ASCII alphanumeric, U+002B (+),
 * U+002D (-), and U+002E (.)".
 */
function schemeEnd(input: string, end: number): number {
  const first = input.charCodeAt(0) | 0x20;
  if (!(first >= 0x61 && first <= 0x7a)) return -1;
  for (let i = 1; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === COLON) return i;
    const l = c | 0x20;
    if (!((l >= 0x61 && l <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e))
      return -1;
  }
  return -1;
}

/**
 * Whether `s` is a valid host string (https://url.spec.whatwg.org/#valid-host-string), or with
 * `opaque` a valid opaque-host string (https://url.spec.whatwg.org/#valid-opaque-host-string).
 *
 * A valid domain is one the domain parser accepts with beStrict true and that does not end in a
 * number; a valid IPv4-address string is four decimal numbers from 0 to 255 without leading zeros;
 * a valid IPv6-address string uses no piece with a leading zero. That is the host parser (for a
 * special URL, or the opaque-host parser) succeeding without a validation error, and for an IPv4
 * address the input being its serialization (not mapped to it by IDNA): the parser's errors
 * that do not fail are domain-to-ASCII (the strict domain parser failed), domain-percent-encoded
 * (which strict ToASCII rejects as well), the IPv4 errors that say the number is not in that form,
 * IPv6-piece-leading-zero, and for an opaque host invalid-URL-unit.
 */
function isValidHost(hosts: HostParser, s: string, opaque: boolean): boolean {
  let clean = true;
  const host = hosts.parseHost(s, opaque, () => {
    clean = false;
  });
  if (host === null || !clean) return false;
  // The host parser reads an IPv4 address from the domain's ASCII form ("１２７.０.０.１" maps to
  // "127.0.0.1"), but a valid IPv4-address string is the four decimal numbers themselves, and the
  // domain ends in a number, so it is no valid domain either: the input must be the serialization.
  return typeof host !== 'number' || s === hosts.serializeHost(host);
}

/**
 * A URL-port string at `input[start, end)`: empty, or ASCII digits for a number up to 65535.
 * https://url.spec.whatwg.org/#url-port-string
 */
function isPortString(input: string, start: number, end: number): boolean {
  let value = 0;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
    value = value * 10 + (c - 0x30);
    if (value > 0xffff) return false;
  }
  return true;
}

/** A path-absolute-URL string at `input[start, end)`: "/" and URL units other than "?". */
function isPathAbsolute(input: string, start: number, end: number): boolean {
  return input.charCodeAt(start) === SLASH && isURLUnits(input, start + 1, end, QUESTION);
}

/**
 * After the "//" of a scheme-relative URL string at `start`: a host (valid host string, or with
 * `opaque` an opaque-host-and-port string), then with `port` an optional ":" and URL-port string,
 * then an optional path-absolute-URL string, up to `end`.
 */
function isAuthorityAndPath(
  hosts: HostParser,
  input: string,
  start: number,
  end: number,
  kind: 'special' | 'file' | 'opaque',
): boolean {
  let hostEnd: number;
  if (input.charCodeAt(start) === OPEN_BRACKET) {
    const close = input.indexOf(']', start);
    if (close === -1 || close >= end) return false;
    hostEnd = close + 1;
  } else {
    hostEnd = start;
    while (hostEnd < end) {
      const c = input.charCodeAt(hostEnd);
      if (c === SLASH || (c === COLON && kind !== 'file')) break;
      hostEnd++;
    }
  }
  let pathStart = hostEnd;
  if (kind !== 'file' && input.charCodeAt(hostEnd) === COLON && hostEnd < end) {
    pathStart = input.indexOf('/', hostEnd);
    if (pathStart === -1 || pathStart > end) pathStart = end;
    if (!isPortString(input, hostEnd + 1, pathStart)) return false;
    // "an opaque-host-and-port string must be either the empty string or: a valid opaque-host
    // string, optionally followed by U+003A (:) and a URL-port string": no port without a host
    if (hostEnd === start) return false;
  }
  if (pathStart < end && !isPathAbsolute(input, pathStart, end)) return false;
  if (hostEnd === start) {
    // An empty host: allowed for file ("//" then a path or nothing) and for an opaque host.
    return kind !== 'special';
  }
  return isValidHost(hosts, input.slice(start, hostEnd), kind === 'opaque');
}

/** Whether `input[start, end)` starts with "//". */
function startsWithTwoSlashes(input: string, start: number, end: number): boolean {
  return end - start >= 2 && input.charCodeAt(start) === SLASH && input.charCodeAt(start + 1) === SLASH;
}

/**
 * The scheme-relative part after a scheme of kind `kind` (or, relative to a base with that scheme,
 * the start of a relative-URL string): scheme-relative-special-URL, scheme-relative-file-URL or
 * scheme-relative-URL string, at `input[start, end)`.
 */
function isSchemeRelative(
  hosts: HostParser,
  input: string,
  start: number,
  end: number,
  kind: 'special' | 'file' | 'opaque',
): boolean {
  return startsWithTwoSlashes(input, start, end) && isAuthorityAndPath(hosts, input, start + 2, end, kind);
}

function kindOf(scheme: string): 'special' | 'file' | 'opaque' {
  return scheme === 'file' ? 'file' : isSpecialScheme(scheme) ? 'special' : 'opaque';
}

/** An absolute-URL string at `input[0, end)`: https://url.spec.whatwg.org/#absolute-url-string */
function isAbsoluteURLString(hosts: HostParser, input: string, end: number): boolean {
  const colon = schemeEnd(input, end);
  if (colon === -1) return false;
  // "any optionally followed by U+003F (?) and a URL-query string"
  let q = input.indexOf('?', colon);
  if (q === -1 || q > end) q = end;
  if (q < end && !isURLUnits(input, q + 1, end)) return false;
  const kind = kindOf(input.slice(0, colon).toLowerCase());
  const rest = colon + 1;
  if (kind !== 'opaque') return isSchemeRelative(hosts, input, rest, q, kind);
  // "a scheme-relative-URL string, a path-absolute-non-authority-URL string, or an opaque-path-URL
  // string"
  if (startsWithTwoSlashes(input, rest, q)) return isAuthorityAndPath(hosts, input, rest + 2, q, 'opaque');
  if (input.charCodeAt(rest) === SLASH) return isPathAbsolute(input, rest, q);
  // "zero or more URL units excluding U+003F (?), the first of which (if any) is not U+002F (/)"
  return isURLUnits(input, rest, q, QUESTION);
}

/** A relative-URL string at `input[0, end)` against `base`: https://url.spec.whatwg.org/#relative-url-string */
function isRelativeURLString(hosts: HostParser, input: string, end: number, base: URLRecord): boolean {
  let q = input.indexOf('?');
  if (q === -1 || q > end) q = end;
  if (q < end && !isURLUnits(input, q + 1, end)) return false;
  if (startsWithTwoSlashes(input, 0, q)) return isSchemeRelative(hosts, input, 0, q, kindOf(base.scheme));
  // a path-absolute-non-authority-URL string
  if (input.charCodeAt(0) === SLASH) return isPathAbsolute(input, 0, q);
  // a path-relative-scheme-less-URL string: URL-path-segment strings, not starting with a scheme
  // followed by ":"
  return schemeEnd(input, q) === -1 && isURLUnits(input, 0, q, QUESTION);
}

/**
 * Whether `input` is a valid URL string (https://url.spec.whatwg.org/#valid-url-string) against
 * `base` (a URL record, or null): an absolute-URL-with-fragment string, or, given a base, a
 * relative-URL-with-fragment string. Hosts are judged by `hosts` (its IDNA decides non-ASCII
 * domains).
 */
export function isValidURLStringWith(hosts: HostParser, input: string, base: URLRecord | null): boolean {
  // "optionally followed by U+0023 (#) and a URL-fragment string"
  let end = input.indexOf('#');
  if (end === -1) end = input.length;
  else if (!isURLUnits(input, end + 1, input.length)) return false;
  if (isAbsoluteURLString(hosts, input, end)) return true;
  if (base === null) return false;
  // "U+0023 (#) followed by a URL-fragment string, if base URL has an opaque path"
  if (hasAnOpaquePath(base)) return input.charCodeAt(0) === HASH;
  return isRelativeURLString(hosts, input, end, base);
}

/** `isValidURLString` with `defaultHosts` as the host parser when the caller passes none. */
export function createIsValidURLString(
  defaultHosts: HostParser,
): (input: string, base?: URLBase, hosts?: HostParser) => boolean {
  return (input, base, hosts = defaultHosts) => {
    const b = readBase('isValidURLString', base);
    if (typeof b === 'string') {
      throw new TypeError(
        'isValidURLString: the base must be a URL record (parseURL(base)) or null, not a string',
      );
    }
    return isValidURLStringWith(hosts, `${input}`, b);
  };
}

/**
 * Whether `input` is a valid URL string (https://url.spec.whatwg.org/#valid-url-string): what the URL
 * parser takes without a validation error or failure, by the standard's writing rules. `base` is a
 * URL record, null, or `{ baseURL }`; without one only absolute URL strings are valid. Hosts are
 * judged by `hosts`, by default a host parser without IDNA, so that a non-ASCII domain is not valid;
 * pass a host parser with IDNA (`createHostParser({ idna })`), or use the root entry's
 * `isValidURLString`, which has tr46.
 */
export const isValidURLString: (input: string, base?: URLBase, hosts?: HostParser) => boolean =
  /* @__PURE__ */ createIsValidURLString(/* @__PURE__ */ createHostParser());
