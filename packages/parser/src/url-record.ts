/**
 * The URL record and the algorithms on it that need no parsing: special schemes, default ports,
 * the URL serializer, the path serializer, origins, "set the username/password".
 * @module
 */

import { serializeHost } from '@url/host/core';
import { USERINFO_PERCENT_ENCODE_SET, utf8PercentEncodeString } from '@url/percent';
import type { Origin, URLRecord } from './types';

/** A new URL record with every component at its initial value. */
export function createURLRecord(): URLRecord {
  return {
    scheme: '',
    username: '',
    password: '',
    host: null,
    port: null,
    path: [],
    query: null,
    fragment: null,
  };
}

/** A copy of `url` (its path list copied too; hosts are immutable values here). */
export function cloneURLRecord(url: URLRecord): URLRecord {
  return {
    scheme: url.scheme,
    username: url.username,
    password: url.password,
    host: typeof url.host === 'object' && url.host !== null ? url.host.slice() : url.host,
    port: url.port,
    path: typeof url.path === 'string' ? url.path : url.path.slice(),
    query: url.query,
    fragment: url.fragment,
  };
}

/** A special scheme: https://url.spec.whatwg.org/#special-scheme */
export type SpecialScheme = 'ftp' | 'file' | 'http' | 'https' | 'ws' | 'wss';

/**
 * The special schemes and their default ports (null for "file"), the URL Standard's table in its
 * order: https://url.spec.whatwg.org/#special-scheme. The one copy of this table in the stack.
 */
export const SPECIAL_SCHEMES: Readonly<Record<SpecialScheme, number | null>> = Object.freeze({
  ftp: 21,
  file: null,
  http: 80,
  https: 443,
  ws: 80,
  wss: 443,
});

// Special schemes, told apart by length and a few code units (no string-keyed lookups).
/** 0: not special; otherwise one of the constants below (1 + the scheme's row in SPECIAL_SCHEMES). */
export const NOT_SPECIAL = 0;
export const FTP = 1;
export const FILE = 2;
export const HTTP = 3;
export const HTTPS = 4;
export const WS = 5;
export const WSS = 6;

/**
 * The special scheme id of `href.slice(0, schemeEnd)` (already lower case), without slicing: one
 * of the constants above, or 0.
 */
export function specialIdAt(href: string, schemeEnd: number): number {
  switch (schemeEnd) {
    case 2:
      return href.charCodeAt(0) === 0x77 && href.charCodeAt(1) === 0x73 ? WS : NOT_SPECIAL;
    case 3:
      if (href.startsWith('wss')) return WSS;
      return href.startsWith('ftp') ? FTP : NOT_SPECIAL;
    case 4:
      if (href.startsWith('http')) return HTTP;
      return href.startsWith('file') ? FILE : NOT_SPECIAL;
    case 5:
      return href.startsWith('https') ? HTTPS : NOT_SPECIAL;
    default:
      return NOT_SPECIAL;
  }
}

/** Which special scheme `scheme` is (1-6), or 0. `scheme` must already be lower case. */
export function specialSchemeId(scheme: string): number {
  return specialIdAt(scheme, scheme.length);
}

/** Default ports by special scheme id (SPECIAL_SCHEMES in order, after 0); -1 for none. */
const DEFAULT_PORTS: readonly number[] = /* @__PURE__ */ [-1].concat(
  Object.values(SPECIAL_SCHEMES).map((port) => port ?? -1),
);

/** The default port of a special scheme id, -1 when there is none. */
export function defaultPortOfId(id: number): number {
  return DEFAULT_PORTS[id] ?? -1;
}

/**
 * Whether `scheme` is a special scheme: https://url.spec.whatwg.org/#special-scheme
 */
export function isSpecialScheme(scheme: string): boolean {
  return specialSchemeId(scheme) !== NOT_SPECIAL;
}

/**
 * The default port of `scheme`, or null: https://url.spec.whatwg.org/#default-port
 */
export function defaultPort(scheme: string): number | null {
  const port = DEFAULT_PORTS[specialSchemeId(scheme)] ?? -1;
  return port === -1 ? null : port;
}

/** Whether `url` is special: https://url.spec.whatwg.org/#is-special */
export function isSpecial(url: URLRecord): boolean {
  return specialSchemeId(url.scheme) !== NOT_SPECIAL;
}

/**
 * Whether `url` includes credentials: https://url.spec.whatwg.org/#include-credentials
 */
export function includesCredentials(url: URLRecord): boolean {
  return url.username !== '' || url.password !== '';
}

/**
 * Whether `url` has an opaque path: https://url.spec.whatwg.org/#url-opaque-path
 */
export function hasAnOpaquePath(url: URLRecord): boolean {
  return typeof url.path === 'string';
}

/**
 * https://url.spec.whatwg.org/#cannot-have-a-username-password-port
 */
export function cannotHaveAUsernamePasswordPort(url: URLRecord): boolean {
  return url.host === null || url.host === '' || url.scheme === 'file';
}

/**
 * Set the username: https://url.spec.whatwg.org/#set-the-username
 */
export function setTheUsername(url: URLRecord, username: string): void {
  url.username = utf8PercentEncodeString(username, USERINFO_PERCENT_ENCODE_SET);
}

/**
 * Set the password: https://url.spec.whatwg.org/#set-the-password
 */
export function setThePassword(url: URLRecord, password: string): void {
  url.password = utf8PercentEncodeString(password, USERINFO_PERCENT_ENCODE_SET);
}

/** ASCII alpha test on a code unit. */
export function isASCIIAlpha(c: number): boolean {
  const l = c | 0x20;
  return l >= 0x61 && l <= 0x7a;
}

/**
 * Whether `s` is a Windows drive letter: https://url.spec.whatwg.org/#windows-drive-letter
 */
export function isWindowsDriveLetter(s: string): boolean {
  if (s.length !== 2) return false;
  const c = s.charCodeAt(1);
  return isASCIIAlpha(s.charCodeAt(0)) && (c === 0x3a || c === 0x7c);
}

/**
 * Whether `s` is a normalized Windows drive letter:
 * https://url.spec.whatwg.org/#normalized-windows-drive-letter
 */
export function isNormalizedWindowsDriveLetter(s: string): boolean {
  return s.length === 2 && isASCIIAlpha(s.charCodeAt(0)) && s.charCodeAt(1) === 0x3a;
}

/**
 * Whether the code units of `input` from `start` start with a Windows drive letter:
 * https://url.spec.whatwg.org/#start-with-a-windows-drive-letter
 */
export function startsWithAWindowsDriveLetter(input: string, start: number): boolean {
  const length = input.length - start;
  if (length < 2) return false;
  const c1 = input.charCodeAt(start + 1);
  if (!isASCIIAlpha(input.charCodeAt(start)) || (c1 !== 0x3a && c1 !== 0x7c)) return false;
  if (length === 2) return true;
  // "its length is 2 or its third code point is U+002F (/), U+005C (\), U+003F (?), or U+0023 (#)"
  const c2 = input.charCodeAt(start + 2);
  return c2 === 0x2f || c2 === 0x5c || c2 === 0x3f || c2 === 0x23;
}

/**
 * Shorten a URL's path: https://url.spec.whatwg.org/#shorten-a-urls-path
 */
export function shortenPath(url: URLRecord): void {
  const path = url.path as string[];
  // "If url's scheme is "file", path's size is 1, and path[0] is a normalized Windows drive letter,
  // then return."
  if (url.scheme === 'file' && path.length === 1 && isNormalizedWindowsDriveLetter(path[0]!)) return;
  path.pop();
}

/**
 * "/" followed by each segment of a path list, as the path serializer writes it. A long list is
 * joined in blocks: one join over a million segments needs a temporary array as large as the list,
 * and measured 3-4 times slower per segment than blocks of 1024.
 */
export function joinPath(path: string[]): string {
  const n = path.length;
  if (n === 0) return '';
  if (n === 1) return '/' + path[0];
  if (n <= 1024) return '/' + path.join('/');
  const blocks: string[] = [];
  for (let i = 0; i < n; i += 1024) blocks.push(path.slice(i, i + 1024).join('/'));
  return '/' + blocks.join('/');
}

/**
 * The URL path serializer: https://url.spec.whatwg.org/#url-path-serializer
 */
export function serializePath(url: URLRecord): string {
  const path = url.path;
  return typeof path === 'string' ? path : joinPath(path);
}

/**
 * The origin of a URL (https://url.spec.whatwg.org/#concept-url-origin), given the URL parser to use
 * for "blob:" URLs (their path is parsed as a URL). Blob URL entries are out of scope: a URL record
 * here never has one.
 */
export function originWith(url: URLRecord, parse: (input: string) => URLRecord | null): Origin {
  switch (url.scheme) {
    case 'blob': {
      // "Let pathURL be the result of parsing the result of URL path serializing url."
      const pathURL = parse(serializePath(url));
      if (pathURL === null) return { type: 'opaque' };
      // "If pathURL's scheme is "http", "https", or "file", then return pathURL's origin."
      if (pathURL.scheme === 'http' || pathURL.scheme === 'https' || pathURL.scheme === 'file') {
        return originWith(pathURL, parse);
      }
      return { type: 'opaque' };
    }
    case 'ftp':
    case 'http':
    case 'https':
    case 'ws':
    case 'wss':
      return { type: 'tuple', scheme: url.scheme, host: url.host!, port: url.port, domain: null };
    default:
      // "file": "Unfortunate as it is, this is left as an exercise to the reader. When in doubt, return
      // a new opaque origin." Every other scheme: "Return a new opaque origin."
      return { type: 'opaque' };
  }
}

/**
 * The serialization of an origin: https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin
 */
export function serializeOrigin(origin: Origin): string {
  if (origin.type === 'opaque') return 'null';
  let result = origin.scheme + '://' + serializeHost(origin.host);
  if (origin.port !== null) result += ':' + origin.port;
  return result;
}
