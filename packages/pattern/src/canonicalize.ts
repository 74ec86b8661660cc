// Encoding callbacks: https://urlpattern.spec.whatwg.org/#canon-encoding-callbacks
//
// Each function mirrors the standard's steps through the URL parser (url-backend.ts). In front of
// the parser sits a fast path that only answers when the value is certainly returned unchanged (for
// example a pathname piece of safe ASCII characters without dot segments); anything else takes the
// standard's route. test/canonicalize.test.ts checks both routes against each other.

import {
  allSafe,
  CHAR_FLAGS,
  FRAGMENT,
  isDotSegment,
  NOT_DOMAIN,
  PATH,
  SPECIAL_QUERY,
  USERINFO,
} from './chars';
import { quote } from './errors';
import {
  basicURLParse,
  defaultPort,
  serializeHost,
  serializePath,
  setThePassword,
  setTheUsername,
  type URLRecord,
} from './url-backend';

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

/** True for a scheme the URL parser keeps as is: ASCII lower alpha, then lower alphanumerics, "+", "-", ".". */
function isCanonicalScheme(value: string): boolean {
  const c0 = value.charCodeAt(0);
  if (!(c0 >= 0x61 && c0 <= 0x7a)) return false;
  for (let i = 1; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e))
      return false;
  }
  return true;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-protocol */
export function canonicalizeAProtocol(value: string): string {
  if (value === '') return value;
  if (isCanonicalScheme(value)) return value;
  // "state override is not used here because it enforces restrictions that are only appropriate for
  // the protocol setter."
  const parseResult = basicURLParse(`${value}://dummy.invalid/`);
  if (parseResult === null) throw new TypeError(`invalid protocol ${quote(value)}`);
  return parseResult.scheme;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-username */
export function canonicalizeAUsername(value: string): string {
  if (value === '') return value;
  if (allSafe(value, USERINFO)) return value;
  const dummyURL = createADummyURL();
  setTheUsername(dummyURL, value);
  return dummyURL.username;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-password */
export function canonicalizeAPassword(value: string): string {
  if (value === '') return value;
  if (allSafe(value, USERINFO)) return value;
  const dummyURL = createADummyURL();
  setThePassword(dummyURL, value);
  return dummyURL.password;
}

/**
 * True when the host parser returns this lowercase ASCII domain unchanged: only a-z 0-9 - _ and
 * dots, no label starting "xn--" (punycode is validated), and a last label that cannot make the
 * host an IPv4 address ("ends in a number").
 */
export function isUnchangedASCIIDomain(value: string, start: number, end: number): boolean {
  if (start >= end) return false;
  let labelStart = start;
  let lastNonEmptyLabelStart = -1;
  let sawAlnum = false;
  for (let i = start; i <= end; i++) {
    const c = i === end ? 0x2e : value.charCodeAt(i);
    if (c === 0x2e) {
      if (i > labelStart) {
        lastNonEmptyLabelStart = labelStart;
        if (
          i - labelStart >= 4 &&
          value.charCodeAt(labelStart) === 0x78 &&
          value.charCodeAt(labelStart + 1) === 0x6e &&
          value.charCodeAt(labelStart + 2) === 0x2d &&
          value.charCodeAt(labelStart + 3) === 0x2d
        )
          return false;
      }
      labelStart = i + 1;
      continue;
    }
    if (c >= 0x80 || (CHAR_FLAGS[c] & NOT_DOMAIN) !== 0) return false;
    if (c !== 0x2d && c !== 0x5f) sawAlnum = true;
  }
  if (!sawAlnum) return false;
  // "ends in a number" looks at the last label (or the one before a trailing empty label); only a
  // label that starts with a digit can be an IPv4 number, so such hosts go the long way.
  const c = value.charCodeAt(lastNonEmptyLabelStart);
  return !(c >= 0x30 && c <= 0x39);
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-hostname */
export function canonicalizeAHostname(value: string): string {
  if (value === '') return value;
  if (isUnchangedASCIIDomainPiece(value)) return value;
  const dummyURL = createADummyURL();
  const parseResult = basicURLParse(value, { url: dummyURL, stateOverride: 'hostname state' });
  if (parseResult === null) throw new TypeError(`invalid hostname ${quote(value)}`);
  return dummyURL.host === null ? '' : serializeHost(dummyURL.host);
}

// A hostname *piece* as the pattern parser passes it ("example.com", ".example.com", "api.") is
// unchanged when it is a valid lowercase ASCII domain on its own. Its last label must not start with
// a digit and no label may be empty except a leading or trailing one.
function isUnchangedASCIIDomainPiece(value: string): boolean {
  const n = value.length;
  for (let i = 1; i < n; i++) {
    // two dots in a row: let the host parser decide
    if (value.charCodeAt(i) === 0x2e && value.charCodeAt(i - 1) === 0x2e) return false;
  }
  return isUnchangedASCIIDomain(value, 0, n);
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-an-ipv6-hostname */
export function canonicalizeAnIPv6Hostname(value: string): string {
  let result = '';
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    const hex = (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);
    if (!hex && c !== 0x5b && c !== 0x5d && c !== 0x3a)
      throw new TypeError(
        `invalid IPv6 hostname ${quote(value)}: unexpected ${quote(value[i])} at index ${i}`,
      );
    result += c >= 0x41 && c <= 0x46 ? String.fromCharCode(c | 0x20) : value[i];
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
  let allDigits = true;
  for (let i = 0; i < portValue.length; i++) {
    const c = portValue.charCodeAt(i);
    if (c < 0x30 || c > 0x39) {
      allDigits = false;
      break;
    }
  }
  if (allDigits) {
    // The port state's steps for a buffer of digits followed by the end of the input.
    let port = 0;
    for (let i = 0; i < portValue.length && port <= 0xffff; i++)
      port = port * 10 + portValue.charCodeAt(i) - 0x30;
    if (port > 0xffff) throw new TypeError(`invalid port ${quote(portValue)}: out of range`);
    return port === defaultPort(scheme) ? '' : String(port);
  }
  const dummyURL = createADummyURL();
  // "we set the URL record's scheme in order for the basic URL parser to recognize and normalize
  // default port values."
  dummyURL.scheme = scheme;
  const parseResult = basicURLParse(portValue, { url: dummyURL, stateOverride: 'port state' });
  if (parseResult === null) throw new TypeError(`invalid port ${quote(portValue)}`);
  return dummyURL.port === null ? '' : String(dummyURL.port);
}

/** True when the path state keeps `value` (which starts with "/") exactly as it is. */
function isUnchangedPath(value: string): boolean {
  let segmentStart = 1;
  const n = value.length;
  for (let i = 1; i <= n; i++) {
    if (i === n || value.charCodeAt(i) === 0x2f) {
      if (isDotSegment(value, segmentStart, i)) return false;
      segmentStart = i + 1;
      continue;
    }
    const c = value.charCodeAt(i);
    // A backslash is a path separator in special URLs.
    if (c >= 0x7f || c === 0x5c || (CHAR_FLAGS[c] & PATH) !== 0) return false;
  }
  return true;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-pathname */
export function canonicalizeAPathname(value: string): string {
  if (value === '') return value;
  const leadingSlash = value.charCodeAt(0) === 0x2f;
  // "An additional character is also inserted here in order to avoid inadvertantly collapsing a
  // leading dot due to the fake leading slash being interpreted as a "/." sequence."
  const modifiedValue = leadingSlash ? value : `/-${value}`;
  if (isUnchangedPath(modifiedValue)) return value;
  const dummyURL = createADummyURL();
  dummyURL.path = [];
  basicURLParse(modifiedValue, { url: dummyURL, stateOverride: 'path start state' });
  let result = serializePath(dummyURL);
  if (!leadingSlash) result = result.slice(2);
  return result;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-an-opaque-pathname */
export function canonicalizeAnOpaquePathname(value: string): string {
  if (value === '') return value;
  let unchanged = true;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c <= 0x20 || c >= 0x7f || c === 0x3f || c === 0x23) {
      unchanged = false;
      break;
    }
  }
  if (unchanged) return value;
  const dummyURL = createADummyURL();
  dummyURL.path = '';
  const parseResult = basicURLParse(value, { url: dummyURL, stateOverride: 'opaque path state' });
  if (parseResult === null) throw new TypeError(`invalid pathname ${quote(value)}`);
  return serializePath(dummyURL);
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-search */
export function canonicalizeASearch(value: string): string {
  if (value === '') return value;
  if (allSafe(value, SPECIAL_QUERY)) return value;
  const dummyURL = createADummyURL();
  dummyURL.query = '';
  basicURLParse(value, { url: dummyURL, stateOverride: 'query state' });
  return dummyURL.query ?? '';
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-hash */
export function canonicalizeAHash(value: string): string {
  if (value === '') return value;
  if (allSafe(value, FRAGMENT)) return value;
  const dummyURL = createADummyURL();
  dummyURL.fragment = '';
  basicURLParse(value, { url: dummyURL, stateOverride: 'fragment state' });
  return dummyURL.fragment ?? '';
}
