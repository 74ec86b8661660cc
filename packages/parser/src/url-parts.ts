/**
 * A URL as its serialization plus the offsets of its components (as ada's url_aggregator, rust-url's
 * `Url` and Node keep it), and the conversions between that form and a URL record.
 *
 * ```
 * https://user:pass@example.com:1234/foo/bar?baz#quux
 *      |       |    |          |    |       |   |
 *      |       |    |          |    |       |   hashStart (-1: fragment is null)
 *      |       |    |          |    |       queryStart (-1: query is null)
 *      |       |    |          |    pathStart
 *      |       |    |          hostEnd (a port follows when href[hostEnd] is ":" and hostEnd < pathStart)
 *      |       |    hostStart
 *      |       usernameEnd
 *      schemeEnd (the ":")
 * ```
 *
 * When the host is null: usernameEnd = hostStart = hostEnd = schemeEnd + 1, and pathStart is
 * schemeEnd + 1, or schemeEnd + 3 after the "/." that the serializer writes before a path whose first
 * segment is empty.
 * @module
 */

import { serializeHost } from '@url/host/core';
import type { URLRecord } from './types';
import { joinPath } from './url-record';

export class URLParts {
  href = '';
  schemeEnd = 0;
  usernameEnd = 0;
  hostStart = 0;
  hostEnd = 0;
  pathStart = 0;
  queryStart = -1;
  hashStart = -1;
}

/** Writes the serialization of `url` and its offsets into `out` (its path may be packed: see `runBasicURLParser`). */
export function recordToParts(url: URLRecord, out: URLParts): void {
  let href = url.scheme + ':';
  out.schemeEnd = href.length - 1;
  const host = url.host;
  const path = url.path;
  if (host !== null) {
    href += '//';
    if (url.username !== '' || url.password !== '') {
      href += url.username;
      out.usernameEnd = href.length;
      if (url.password !== '') href += ':' + url.password;
      href += '@';
    } else {
      out.usernameEnd = href.length;
    }
    out.hostStart = href.length;
    href += serializeHost(host);
    out.hostEnd = href.length;
    if (url.port !== null) href += ':' + url.port;
  } else {
    out.usernameEnd = out.hostStart = out.hostEnd = href.length;
  }
  const pathString = typeof path === 'string' ? path : joinPath(path);
  // "If url's host is null, url does not have an opaque path, url's path's size is greater than 1,
  // and url's path[0] is the empty string, then append U+002F (/) followed by U+002E (.)": that is,
  // when the serialized path starts with "//" (so that it holds for packed paths too).
  if (host === null && typeof path !== 'string' && pathString.charCodeAt(1) === 0x2f) href += '/.';
  out.pathStart = href.length;
  href += pathString;
  if (url.query !== null) {
    out.queryStart = href.length;
    href += '?' + url.query;
  } else {
    out.queryStart = -1;
  }
  if (url.fragment !== null) {
    out.hashStart = href.length;
    href += '#' + url.fragment;
  } else {
    out.hashStart = -1;
  }
  out.href = href;
}

/**
 * The URL record that `p` serializes. Hosts come back in their serialized form (a string), which
 * every algorithm that reads a record's host treats alike (the host serializer returns a string host
 * as it is).
 */
export function partsToRecord(p: URLParts): URLRecord {
  const { href, schemeEnd, usernameEnd, hostStart, hostEnd, pathStart, queryStart, hashStart } = p;
  const hostIsNull = hostStart === schemeEnd + 1;
  const pathEnd = queryStart !== -1 ? queryStart : hashStart !== -1 ? hashStart : href.length;
  const pathString = href.slice(pathStart, pathEnd);
  let path: string[] | string;
  if (hostIsNull && (pathString === '' || pathString.charCodeAt(0) !== 0x2f)) {
    path = pathString;
  } else if (pathString === '') {
    path = [];
  } else {
    path = pathString.split('/');
    path.shift();
  }
  let port: number | null = null;
  if (!hostIsNull && hostEnd < pathStart && href.charCodeAt(hostEnd) === 0x3a) {
    port = +href.slice(hostEnd + 1, pathStart);
  }
  return {
    scheme: href.slice(0, schemeEnd),
    username: hostIsNull ? '' : href.slice(schemeEnd + 3, usernameEnd),
    password: hostStart - 1 > usernameEnd ? href.slice(usernameEnd + 1, hostStart - 1) : '',
    host: hostIsNull ? null : href.slice(hostStart, hostEnd),
    port,
    path,
    query: queryStart === -1 ? null : href.slice(queryStart + 1, hashStart !== -1 ? hashStart : href.length),
    fragment: hashStart === -1 ? null : href.slice(hashStart + 1),
  };
}

const scratch = /* @__PURE__ */ new URLParts();

/**
 * The URL serializer: https://url.spec.whatwg.org/#concept-url-serializer
 */
export function serializeURL(url: URLRecord, excludeFragment = false): string {
  // (recordToParts writes the serialization, including "/." before a path that starts with an
  // empty segment when the host is null, and the fragment's offset.)
  recordToParts(url, scratch);
  const href = scratch.href;
  return excludeFragment && scratch.hashStart !== -1 ? href.slice(0, scratch.hashStart) : href;
}

/**
 * Whether two URLs are equal: https://url.spec.whatwg.org/#concept-url-equals
 */
export function urlEquals(a: URLRecord, b: URLRecord, excludeFragments = false): boolean {
  return serializeURL(a, excludeFragments) === serializeURL(b, excludeFragments);
}
