// Reading a URL's components for matching, parsed once.
//
// `match` needs eight strings from a URL: scheme, username, password, serialized host, serialized
// port, serialized path, query and fragment. Most URLs a router sees are already in canonical form
// (lowercase scheme and host, no dot segments, nothing to percent-encode), and for those the basic URL
// parser would return the input's own substrings. `splitCanonicalURL` recognises exactly that case
// in one pass and answers null ("don't know") for anything else, which then goes through the basic
// URL parser. test/url-split.test.ts runs both over the URL corpora and the WPT URL inputs.

import { isUnchangedASCIIDomain } from './canonicalize';
import { CHAR_FLAGS, FRAGMENT, isDotSegment, PATH, QUERY, SPECIAL_QUERY, USERINFO } from './chars';
import {
  basicURLParse,
  defaultPort,
  hasAnOpaquePath,
  serializeHost,
  serializePath,
  type URLRecord,
} from './url-backend';

/** protocol, username, password, hostname, port, pathname, search, hash — as `match` reads them. */
export type URLComponents = [string, string, string, string, string, string, string, string];

/** The components plus whether the URL has an opaque path (what "process a URLPatternInit" needs). */
export interface ParsedURL {
  components: URLComponents;
  opaquePath: boolean;
}

/** The eight strings `match` takes from a URL record. */
export function componentsOfURLRecord(url: URLRecord): URLComponents {
  return [
    url.scheme,
    url.username,
    url.password,
    url.host === null ? '' : serializeHost(url.host),
    url.port === null ? '' : String(url.port),
    serializePath(url),
    url.query ?? '',
    url.fragment ?? '',
  ];
}

function schemeKind(scheme: string): number {
  // 0 = not special, 1 = special (not file), 2 = file
  switch (scheme) {
    case 'http':
    case 'https':
    case 'ws':
    case 'wss':
    case 'ftp':
      return 1;
    case 'file':
      return 2;
    default:
      return 0;
  }
}

/**
 * Splits an absolute URL that is already in canonical form, with an authority ("scheme://host"),
 * into the components the basic URL parser would produce; null when the input is not certainly
 * canonical (the caller then runs the parser).
 */
export function splitCanonicalURL(input: string): URLComponents | null {
  const n = input.length;
  // scheme: [a-z][a-z0-9+.-]* ":"
  let c = input.charCodeAt(0);
  if (!(c >= 0x61 && c <= 0x7a)) return null;
  let i = 1;
  for (; i < n; i++) {
    c = input.charCodeAt(i);
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e)
      continue;
    break;
  }
  if (c !== 0x3a || input.charCodeAt(i + 1) !== 0x2f || input.charCodeAt(i + 2) !== 0x2f) return null;
  const scheme = input.slice(0, i);
  const kind = schemeKind(scheme);
  const authorityStart = i + 3;
  // authority: [username [":" password] "@"] host [":" port] — no IPv6 literal, nothing to decode
  // or encode, at most one "@"
  let at = -1;
  for (i = authorityStart; i < n; i++) {
    c = input.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x23) break;
    if (c === 0x40) {
      if (at !== -1) return null;
      at = i;
    }
  }
  const authorityEnd = i;
  let username = '';
  let password = '';
  let hostStart = authorityStart;
  if (at !== -1) {
    // file URLs have no credentials ("@" would be part of the host, which then fails)
    if (kind === 2 || at === authorityStart) return null;
    let colon = -1;
    for (let k = authorityStart; k < at; k++) {
      c = input.charCodeAt(k);
      if (c === 0x3a && colon === -1) {
        colon = k;
        continue;
      }
      if (c >= 0x7f || (CHAR_FLAGS[c] & USERINFO) !== 0) return null;
    }
    if (colon === -1) username = input.slice(authorityStart, at);
    else {
      username = input.slice(authorityStart, colon);
      password = input.slice(colon + 1, at);
    }
    hostStart = at + 1;
    // credentials need a host, in every scheme
    if (hostStart === authorityEnd || input.charCodeAt(hostStart) === 0x3a) return null;
  }
  let hostEnd = -1;
  for (i = hostStart; i < authorityEnd; i++) {
    c = input.charCodeAt(i);
    if (c === 0x3a) {
      if (hostEnd !== -1) return null;
      hostEnd = i;
      continue;
    }
    if (hostEnd !== -1) {
      if (c < 0x30 || c > 0x39) return null;
      continue;
    }
    if (kind !== 0) continue; // checked as a domain below
    // opaque host: keep to characters the opaque-host parser leaves alone
    if (
      !((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39)) &&
      c !== 0x2d &&
      c !== 0x2e &&
      c !== 0x5f &&
      c !== 0x7e
    )
      return null;
  }
  if (hostEnd === -1) hostEnd = authorityEnd;
  let port = '';
  if (hostEnd !== authorityEnd) {
    // "foo://:2" fails: a port needs a host
    if (hostEnd === hostStart) return null;
    // ":" then 1-5 digits without a leading zero, in range, not the scheme's default port
    const portStart = hostEnd + 1;
    const len = authorityEnd - portStart;
    if (kind === 2 || len === 0 || len > 5) return null;
    if (input.charCodeAt(portStart) === 0x30 && len > 1) return null;
    let value = 0;
    for (let k = portStart; k < authorityEnd; k++) value = value * 10 + input.charCodeAt(k) - 0x30;
    if (value > 0xffff || value === defaultPort(scheme)) return null;
    port = input.slice(portStart, authorityEnd);
  }
  if (kind !== 0) {
    if (hostEnd === hostStart) {
      if (kind !== 2) return null; // "http:///x" takes the host from the path
    } else {
      if (!isUnchangedASCIIDomain(input, hostStart, hostEnd)) return null;
      // no empty label except a trailing one
      if (input.charCodeAt(hostStart) === 0x2e) return null;
      for (let k = hostStart + 1; k < hostEnd; k++)
        if (input.charCodeAt(k) === 0x2e && input.charCodeAt(k - 1) === 0x2e) return null;
      if (kind === 2 && hostEnd - hostStart === 9 && input.startsWith('localhost', hostStart)) return null;
    }
  }
  const hostname = input.slice(hostStart, hostEnd);
  // path
  i = authorityEnd;
  let pathname: string;
  if (i === n || (c = input.charCodeAt(i)) === 0x3f || c === 0x23) {
    pathname = kind !== 0 ? '/' : '';
  } else {
    // input[i] is "/"
    const pathStart = i;
    let segmentStart = i + 1;
    let first = true;
    for (i = i + 1; i <= n; i++) {
      c = i === n ? 0x3f : input.charCodeAt(i);
      if (c === 0x2f || c === 0x3f || c === 0x23) {
        if (isDotSegment(input, segmentStart, i)) return null;
        if (first && kind === 2 && i - segmentStart === 2 && input.charCodeAt(segmentStart + 1) === 0x7c) {
          // a Windows drive letter "c|" becomes "c:" in file URLs
          return null;
        }
        first = false;
        if (c !== 0x2f) break;
        segmentStart = i + 1;
        continue;
      }
      if (c >= 0x7f || c === 0x5c || (CHAR_FLAGS[c] & PATH) !== 0) return null;
    }
    pathname = input.slice(pathStart, i);
  }
  let search = '';
  if (i < n && input.charCodeAt(i) === 0x3f) {
    const queryStart = i + 1;
    const flags = kind !== 0 ? SPECIAL_QUERY : QUERY;
    for (i = queryStart; i < n; i++) {
      c = input.charCodeAt(i);
      if (c === 0x23) break;
      if (c >= 0x7f || (CHAR_FLAGS[c] & flags) !== 0) return null;
    }
    search = input.slice(queryStart, i);
  }
  let hash = '';
  if (i < n) {
    // input[i] is "#"
    const fragmentStart = i + 1;
    for (i = fragmentStart; i < n; i++) {
      c = input.charCodeAt(i);
      if (c >= 0x7f || (CHAR_FLAGS[c] & FRAGMENT) !== 0) return null;
    }
    hash = input.slice(fragmentStart);
  }
  return [scheme, username, password, hostname, port, pathname, search, hash];
}

/**
 * Runs the basic URL parser on `input` (against `base` when given) and reads the components,
 * through `splitCanonicalURL` when it can answer. Null on failure.
 */
export function parseURLComponents(input: string, base?: URLRecord | null): ParsedURL | null {
  if (base == null) {
    const split = splitCanonicalURL(input);
    if (split !== null) return { components: split, opaquePath: false };
  }
  const url = basicURLParse(input, base == null ? undefined : { base });
  if (url === null) return null;
  return { components: componentsOfURLRecord(url), opaquePath: hasAnOpaquePath(url) };
}
