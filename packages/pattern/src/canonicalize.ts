// Encoding callbacks: https://urlpattern.spec.whatwg.org/#canon-encoding-callbacks
//
// Each function mirrors the standard's steps through the URL parser (url-backend.ts). In front of
// the parser sits a fast path that only answers when the value is certainly returned unchanged (for
// example a pathname piece of safe ASCII characters without dot segments); anything else takes the
// standard's route. test/canonicalize.test.ts checks both routes against each other.

import { quote } from './errors';
import {
  basicURLParse,
  defaultPort,
  type StateOverride,
  serializeHost,
  serializePath,
  setThePassword,
  setTheUsername,
  type URLRecord,
} from './url-backend';
import { FRAGMENT, isPlainHost, pathEnd, QUERY, runEnd, USERINFO } from './url-split';

/** Whether every code unit of `value` is kept as is by the run `bit` (see url-split.ts). */
const keeps = (value: string, bit: number): boolean => runEnd(value, 0, value.length, bit) === value.length;

/**
 * The basic URL parser on `value` with `url` (a dummy URL) and `stateOverride`; a TypeError naming
 * `what` on failure (only the scheme, host and port states can fail).
 */
function parseInto(value: string, url: URLRecord, stateOverride: StateOverride, what: string): URLRecord {
  if (basicURLParse(value, { url, stateOverride }) === null)
    throw new TypeError(`invalid ${what} ${quote(value)}`);
  return url;
}

/** A dummy URL with one member changed. */
function dummyWith<K extends keyof URLRecord>(key: K, value: URLRecord[K]): URLRecord {
  const url = createADummyURL();
  url[key] = value;
  return url;
}

/** https://urlpattern.spec.whatwg.org/#create-a-dummy-url */
export function createADummyURL(): URLRecord {
  // The record the basic URL parser returns for "https://dummy.invalid/".
  return {
    scheme: 'https',
    username: '',
    password: '',
    host: 'dummy.invalid',
    port: null,
    path: [''],
    query: null,
    fragment: null,
  };
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-protocol */
export function canonicalizeAProtocol(value: string): string {
  // Fast path: lower alpha, then lower alphanumerics, "+", "-", "." (kept as is by the parser).
  let i = value.length;
  if (i === 0) return value;
  while (--i > 0) {
    const c = value.charCodeAt(i);
    if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x2b && c <= 0x39 && c !== 0x2c && c !== 0x2f))) break;
  }
  const c0 = value.charCodeAt(0);
  if (i === 0 && c0 >= 0x61 && c0 <= 0x7a) return value;
  // "state override is not used here because it enforces restrictions that are only appropriate for
  // the protocol setter."
  const parseResult = basicURLParse(`${value}://dummy.invalid/`);
  if (parseResult === null) throw new TypeError(`invalid protocol ${quote(value)}`);
  return parseResult.scheme;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-username */
export function canonicalizeAUsername(value: string): string {
  if (keeps(value, USERINFO)) return value;
  const dummyURL = createADummyURL();
  setTheUsername(dummyURL, value);
  return dummyURL.username;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-password */
export function canonicalizeAPassword(value: string): string {
  if (keeps(value, USERINFO)) return value;
  const dummyURL = createADummyURL();
  setThePassword(dummyURL, value);
  return dummyURL.password;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-hostname */
export function canonicalizeAHostname(value: string): string {
  // A hostname piece as the pattern parser passes it ("example.com", ".example.com", "api.") is
  // unchanged when it is a plain lowercase ASCII domain, a leading dot aside.
  const start = value.charCodeAt(0) === 0x2e ? 1 : 0;
  if (value === '' || isPlainHost(value, start, value.length)) return value;
  const dummyURL = parseInto(value, createADummyURL(), 'hostname state', 'hostname');
  return dummyURL.host === null ? '' : serializeHost(dummyURL.host);
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-an-ipv6-hostname */
export function canonicalizeAnIPv6Hostname(value: string): string {
  let result = '';
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    const hex = (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);
    if (!hex && c !== 0x5b && c !== 0x5d && c !== 0x3a)
      throw new TypeError(
        `invalid IPv6 hostname ${quote(value)}: unexpected ${quote(value[i]!)} at index ${i}`,
      );
    result += c >= 0x41 && c <= 0x46 ? String.fromCharCode(c | 0x20) : value[i]!;
  }
  return result;
}

/**
 * https://urlpattern.spec.whatwg.org/#canonicalize-a-port
 *
 * As amended by whatwg/urlpattern#286 (June 2026, after the pinned spec text; the pinned WPT tests
 * expect it): without a `protocolValue` the dummy URL's scheme is the empty string, so a piece of a
 * port pattern such as the "443" in "*443" is not taken for https's default port and dropped.
 */
export function canonicalizeAPort(portValue: string, protocolValue?: string): string {
  if (portValue === '') return portValue;
  const scheme = protocolValue === undefined ? '' : protocolValue;
  // Fast path: the port state's steps for a buffer of digits followed by the end of the input.
  let port = 0;
  let i = 0;
  for (; i < portValue.length; i++) {
    const c = portValue.charCodeAt(i);
    if (c < 0x30 || c > 0x39) break;
    if (port <= 0xffff) port = port * 10 + c - 0x30;
  }
  if (i === portValue.length) {
    if (port > 0xffff) throw new TypeError(`invalid port ${quote(portValue)}: out of range`);
    return port === defaultPort(scheme) ? '' : String(port);
  }
  // "we set the URL record's scheme in order for the basic URL parser to recognize and normalize
  // default port values."
  const dummyURL = parseInto(portValue, dummyWith('scheme', scheme), 'port state', 'port');
  return dummyURL.port === null ? '' : String(dummyURL.port);
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-pathname */
export function canonicalizeAPathname(value: string): string {
  if (value === '') return value;
  const leadingSlash = value.charCodeAt(0) === 0x2f;
  // "An additional character is also inserted here in order to avoid inadvertantly collapsing a
  // leading dot due to the fake leading slash being interpreted as a "/." sequence."
  const modifiedValue = leadingSlash ? value : `/-${value}`;
  // Fast path: segments that need no encoding, none of them a dot segment.
  if (pathEnd(modifiedValue, 0, modifiedValue.length) === modifiedValue.length) return value;
  const result = serializePath(
    parseInto(modifiedValue, dummyWith('path', []), 'path start state', 'pathname'),
  );
  return leadingSlash ? result : result.slice(2);
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-an-opaque-pathname */
export function canonicalizeAnOpaquePathname(value: string): string {
  // Fast path: printable ASCII but "?" and "#" (kept as is by the opaque path state).
  let i = 0;
  for (; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c <= 0x20 || c >= 0x7f || c === 0x3f || c === 0x23) break;
  }
  if (i === value.length) return value;
  return serializePath(parseInto(value, dummyWith('path', ''), 'opaque path state', 'pathname'));
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-search */
export function canonicalizeASearch(value: string): string {
  if (keeps(value, QUERY)) return value;
  return parseInto(value, dummyWith('query', ''), 'query state', 'search').query ?? '';
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-hash */
export function canonicalizeAHash(value: string): string {
  if (keeps(value, FRAGMENT)) return value;
  return parseInto(value, dummyWith('fragment', ''), 'fragment state', 'hash').fragment ?? '';
}
