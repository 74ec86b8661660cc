/**
 * The basic URL parser: https://url.spec.whatwg.org/#concept-basic-url-parser
 *
 * One state machine over `charCodeAt` with integer states. A state that consumes a run of code units
 * (a path segment, a query, a host) scans the run once and slices it (or percent-encodes it in one
 * call) instead of appending code point by code point; the pointer then lands where the spec's
 * pointer would be after the run, so the states and their order are the spec's own.
 * @module
 */

import { isASCIIHexDigit, isURLCodePoint } from '@url/host/core';
import {
  C0_CONTROL_PERCENT_ENCODE_SET,
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  type PercentEncodeSet,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
  utf8PercentEncodeRange,
} from '@url/percent';
import { createObserve, type Observe, observeEncoded, observeHost, type URLParserObserver } from './observer';
import {
  AUTHORITY,
  FILE_HOST,
  FILE_SLASH,
  FILE_STATE,
  FRAGMENT,
  HOST,
  HOSTNAME,
  NO_SCHEME,
  OPAQUE_PATH,
  PATH,
  PATH_OR_AUTHORITY,
  PATH_START,
  PORT,
  QUERY,
  RELATIVE,
  RELATIVE_SLASH,
  SCHEME,
  SCHEME_START,
  SPECIAL_AUTHORITY_IGNORE_SLASHES,
  SPECIAL_AUTHORITY_SLASHES,
  SPECIAL_RELATIVE_OR_AUTHORITY,
} from './states';
import { SCHEME_CHAR } from './tables';
import type { Host, HostParser, URLRecord, ValidationErrorReporter } from './types';
import {
  createURLRecord,
  defaultPortOfId,
  FILE,
  isASCIIAlpha,
  isNormalizedWindowsDriveLetter,
  isWindowsDriveLetter,
  NOT_SPECIAL,
  specialSchemeId,
  startsWithAWindowsDriveLetter,
} from './url-record';

export { STATE_NAMES, stateNumber } from './states';

const EOF = -1;

/** Longest range percent-encoded in one call; longer ones are encoded in chunks and joined. */
const CHUNK = 4096;

/**
 * UTF-8 percent-encode `input[start, end)` with `set`. An encoded result is built by appending
 * pieces, a rope of one node per piece: it is flattened right away (by reading a code unit), and a
 * long range is encoded in chunks, each flattened, then joined. Otherwise a long input would keep
 * millions of rope nodes alive until the end, and the garbage collector would spend most of the
 * parse copying them (measured: 5-10 times slower on 1 MB of non-ASCII).
 */
function encodeRange(input: string, start: number, end: number, set: PercentEncodeSet): string {
  if (end - start <= CHUNK) {
    const out = utf8PercentEncodeRange(input, start, end, set);
    out.charCodeAt(0);
    return out;
  }
  const chunks: string[] = [];
  for (let i = start; i < end; ) {
    let j = Math.min(i + CHUNK, end);
    // Never split a surrogate pair.
    const c = input.charCodeAt(j - 1);
    if (j < end && c >= 0xd800 && c <= 0xdbff) j++;
    const chunk = utf8PercentEncodeRange(input, i, j, set);
    chunk.charCodeAt(0);
    chunks.push(chunk);
    i = j;
  }
  return chunks.join('');
}

/**
 * Reports invalid-URL-unit for every code point of `input[start, end)` that is not a URL code point
 * and not U+0025 (%), and for every U+0025 (%) not followed by two ASCII hex digits.
 */
function validateURLUnits(input: string, start: number, end: number, report: ValidationErrorReporter): void {
  for (let i = start; i < end; i++) {
    const at = i;
    let c = input.charCodeAt(i);
    if (c === 0x25) {
      // "If c is U+0025 (%) and remaining does not start with two ASCII hex digits, invalid-URL-unit
      // validation error."
      if (!isASCIIHexDigit(input.charCodeAt(i + 1)) || !isASCIIHexDigit(input.charCodeAt(i + 2))) {
        report('invalid-URL-unit', at);
      }
      continue;
    }
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      const d = input.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    // "If c is not a URL code point and not U+0025 (%), invalid-URL-unit validation error."
    if (!isURLCodePoint(c)) report('invalid-URL-unit', at);
  }
}

/**
 * The host parser on `input[start, end)` (https://url.spec.whatwg.org/#concept-host-parser), with
 * `isOpaque` = "url is not special", its validation errors re-based to `input`.
 */
function parseHostRange(
  input: string,
  start: number,
  end: number,
  isOpaque: boolean,
  report: ValidationErrorReporter | undefined,
  hosts: HostParser,
): Host | null {
  return hosts.parseHost(
    input.slice(start, end),
    isOpaque,
    report === undefined ? undefined : (type, index) => report(type, start + index),
  );
}

/**
 * A reporter that maps an index in the input after trimming and tab/newline removal back to the
 * index in the original input: `offset` code units were trimmed at the start, and `removed` holds
 * the (ascending) indices, after trimming, of the removed tabs and newlines.
 */
function mappedReporter(
  report: ValidationErrorReporter,
  offset: number,
  removed: number[] | null,
): ValidationErrorReporter {
  if (removed === null) return offset === 0 ? report : (type, index) => report(type, index + offset);
  return (type, index) => report(type, originalIndex(index, offset, removed));
}

/** The index in the original input of `index` in the input after trimming and tab/newline removal. */
function originalIndex(index: number, offset: number, removed: number[]): number {
  // The original index i is the smallest with i - (removed positions before i) = index and i not
  // removed: the number k of removed positions below it satisfies removed[k] <= index + k.
  let lo = 0;
  let hi = removed.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (removed[mid]! <= index + mid) lo = mid + 1;
    else hi = mid;
  }
  return index + lo + offset;
}

/**
 * Shorten a URL's path (https://url.spec.whatwg.org/#shorten-a-urls-path) when its last entry may be
 * a packed run "a/b/c" (see `pack` below): that entry loses its last segment. A normalized Windows
 * drive letter is never packed, so the "file" exception sees it as the lone entry it is.
 */
function shortenPackedPath(url: URLRecord): boolean {
  const path = url.path as string[];
  const n = path.length;
  if (n === 0) return false;
  if (n === 1 && url.scheme === 'file' && isNormalizedWindowsDriveLetter(path[0]!)) return false;
  const last = path[n - 1]!;
  const k = last.lastIndexOf('/');
  if (k === -1) path.pop();
  else path[n - 1] = last.slice(0, k);
  return true;
}

/**
 * The basic URL parser: https://url.spec.whatwg.org/#concept-basic-url-parser
 *
 * `stateOverride` is a state number (0 for none, see {@link stateNumber}). Without `url`, returns a
 * new URL record or null (failure). With `url`, modifies it in place and returns it, or null for
 * failure (the record may then be partly modified, as in the spec).
 *
 * `pack` (for callers that only serialize the record, like the `URL` class): consecutive path
 * segments that are appended as they are (no percent-encoding, no dot segment, "/" after them) go
 * into one path entry "a/b/c" instead of one entry each. The serialization is the same, with one
 * string allocated per run instead of per segment (a path of a million segments no longer makes a
 * million strings); shortening removes the last segment of a packed entry. Such a record is only
 * for {@link recordToParts}.
 */
export function runBasicURLParser(
  input: string,
  base: URLRecord | null,
  url: URLRecord | null,
  stateOverride: number,
  report: ValidationErrorReporter | undefined,
  hosts: HostParser,
  pack = false,
  observer?: URLParserObserver,
): URLRecord | null {
  let offset = 0;
  if (url === null) {
    url = createURLRecord();
    // "If input contains any leading or trailing C0 control or space, invalid-URL-unit validation
    // error." "Remove any leading and trailing C0 control or space from input."
    let start = 0;
    let end = input.length;
    while (start < end && input.charCodeAt(start) <= 0x20) start++;
    while (end > start && input.charCodeAt(end - 1) <= 0x20) end--;
    if (start !== 0 || end !== input.length) {
      if (report !== undefined) report('invalid-URL-unit', start !== 0 ? 0 : end);
      if (observer !== undefined) {
        if (start !== 0) observer({ type: 'trimmed', start: 0, end: start, side: 'leading' });
        if (end !== input.length)
          observer({ type: 'trimmed', start: end, end: input.length, side: 'trailing' });
      }
      input = input.slice(start, end);
      offset = start;
    }
  }
  // "If input contains any ASCII tab or newline, invalid-URL-unit validation error."
  // "Remove all ASCII tab or newline from input."
  let removed: number[] | null = null;
  {
    let len = input.length;
    let i = 0;
    for (; i < len; i++) {
      const c = input.charCodeAt(i);
      if (c === 0x09 || c === 0x0a || c === 0x0d) break;
    }
    if (i < len) {
      if (report !== undefined) report('invalid-URL-unit', i + offset);
      if (report !== undefined || observer !== undefined) removed = [];
      // The pieces between them are joined in blocks (see encodeRange and joinPath for why).
      const blocks: string[] = [];
      let pieces: string[] = [];
      let run = 0;
      for (; i < len; i++) {
        const c = input.charCodeAt(i);
        if (c === 0x09 || c === 0x0a || c === 0x0d) {
          if (run < i) {
            pieces.push(input.slice(run, i));
            if (pieces.length === 1024) {
              blocks.push(pieces.join(''));
              pieces = [];
            }
          }
          run = i + 1;
          if (removed !== null) removed.push(i);
        }
      }
      if (run < len) pieces.push(input.slice(run, len));
      blocks.push(pieces.join(''));
      input = blocks.join('');
      len = input.length;
    }
  }
  if (report !== undefined) report = mappedReporter(report, offset, removed);
  let observe: Observe | undefined;
  if (observer !== undefined) {
    const removedAt = removed ?? [];
    for (const i of removedAt)
      observer({ type: 'tab-or-newline-removed', start: i + offset, end: i + offset + 1 });
    observe = createObserve(observer, (index) => originalIndex(index, offset, removedAt));
  }

  const len = input.length;
  const override = stateOverride;
  let state = override === 0 ? SCHEME_START : override;
  let p = 0;
  let schemeId = specialSchemeId(url.scheme);
  let special = schemeId !== NOT_SPECIAL;
  /** Start of the buffer when it is a run of input (scheme state, or the path buffer carried from file host). */
  let bufferStart = -1;
  /** The pending run of packed path segments, input[runStart, runEnd) (see `pack`). */
  let runStart = -1;
  let runEnd = -1;

  for (;;) {
    const c = p < len ? input.charCodeAt(p) : EOF;
    switch (state) {
      case SCHEME_START: {
        if (isASCIIAlpha(c)) {
          // "If c is an ASCII alpha, append c, lowercased, to buffer, and set state to scheme state."
          bufferStart = p;
          state = SCHEME;
        } else if (override === 0) {
          state = NO_SCHEME;
          p--;
        } else {
          return null;
        }
        break;
      }

      case SCHEME: {
        if (bufferStart === -1) bufferStart = p;
        let q = p;
        let d = c;
        while (d >= 0 && d < 128 && SCHEME_CHAR[d] === 1) {
          q++;
          d = q < len ? input.charCodeAt(q) : EOF;
        }
        if (d === 0x3a) {
          let buffer = input.slice(bufferStart, q);
          for (let i = 0; i < buffer.length; i++) {
            const e = buffer.charCodeAt(i);
            if (e >= 0x41 && e <= 0x5a) {
              buffer = buffer.toLowerCase();
              break;
            }
          }
          if (observe !== undefined) {
            observe('component', bufferStart, q, { component: 'scheme' });
            if (buffer !== input.slice(bufferStart, q)) observe('scheme-lowercased', bufferStart, q);
          }
          bufferStart = -1;
          const bufferId = specialSchemeId(buffer);
          if (override !== 0) {
            // "If url's scheme is a special scheme and buffer is not a special scheme, then return."
            // "If url's scheme is not a special scheme and buffer is a special scheme, then return."
            if (special !== (bufferId !== NOT_SPECIAL)) return url;
            // "If url includes credentials or has a non-null port, and buffer is "file", then return."
            if ((url.username !== '' || url.password !== '' || url.port !== null) && bufferId === FILE)
              return url;
            // "If url's scheme is "file" and its host is an empty host, then return."
            if (schemeId === FILE && url.host === '') return url;
          }
          url.scheme = buffer;
          schemeId = bufferId;
          special = bufferId !== NOT_SPECIAL;
          if (override !== 0) {
            // "If url's port is url's scheme's default port, then set url's port to null."
            if (url.port !== null && url.port === defaultPortOfId(schemeId)) url.port = null;
            return url;
          }
          p = q;
          if (schemeId === FILE) {
            // "If remaining does not start with "//", special-scheme-missing-following-solidus
            // validation error."
            if (
              report !== undefined &&
              (input.charCodeAt(q + 1) !== 0x2f || input.charCodeAt(q + 2) !== 0x2f)
            ) {
              report('special-scheme-missing-following-solidus', q + 1);
            }
            if (observe !== undefined) {
              // (the file state and the file slash state read up to two of U+002F (/) or U+005C (\))
              let k = q + 1;
              while (k < q + 3 && (input.charCodeAt(k) === 0x2f || input.charCodeAt(k) === 0x5c)) k++;
              if (k < q + 3) observe('special-scheme-slashes', q + 1, k);
            }
            state = FILE_STATE;
          } else if (special && base !== null && base.scheme === buffer) {
            state = SPECIAL_RELATIVE_OR_AUTHORITY;
          } else if (special) {
            state = SPECIAL_AUTHORITY_SLASHES;
          } else if (input.charCodeAt(q + 1) === 0x2f) {
            // "Otherwise, if remaining starts with an U+002F (/), set state to path or authority state
            // and increase pointer by 1."
            state = PATH_OR_AUTHORITY;
            p++;
          } else {
            url.path = '';
            state = OPAQUE_PATH;
          }
        } else if (override === 0) {
          // "set buffer to the empty string, state to no scheme state, and start over (from the first
          // code point in input)."
          bufferStart = -1;
          state = NO_SCHEME;
          p = -1;
        } else {
          return null;
        }
        break;
      }

      case NO_SCHEME: {
        if (base === null || (typeof base.path === 'string' && c !== 0x23)) {
          if (report !== undefined) report('missing-scheme-non-relative-URL', p);
          return null;
        }
        if (observe !== undefined) observe('from-base', p, p, { component: 'scheme' });
        if (typeof base.path === 'string') {
          // "Otherwise, if base has an opaque path and c is U+0023 (#), set url's scheme to base's
          // scheme, url's path to base's path, url's query to base's query, url's fragment to the empty
          // string, and set state to fragment state."
          url.scheme = base.scheme;
          schemeId = specialSchemeId(url.scheme);
          special = schemeId !== NOT_SPECIAL;
          url.path = base.path;
          url.query = base.query;
          url.fragment = '';
          if (observe !== undefined) {
            observe('from-base', p, p, { component: 'path' });
            observe('from-base', p, p, { component: 'query' });
          }
          state = FRAGMENT;
        } else if (base.scheme !== 'file') {
          state = RELATIVE;
          p--;
        } else {
          state = FILE_STATE;
          p--;
        }
        break;
      }

      case SPECIAL_RELATIVE_OR_AUTHORITY: {
        if (c === 0x2f && input.charCodeAt(p + 1) === 0x2f) {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          p++;
        } else {
          if (report !== undefined) report('special-scheme-missing-following-solidus', p);
          state = RELATIVE;
          p--;
        }
        break;
      }

      case PATH_OR_AUTHORITY: {
        if (c === 0x2f) {
          state = AUTHORITY;
        } else {
          state = PATH;
          p--;
        }
        break;
      }

      case RELATIVE: {
        // "Assert: base's scheme is not "file"." (Reached without a base only through a state
        // override, which no algorithm of the spec uses: failure.)
        if (base === null || typeof base.path === 'string') return null;
        const b = base;
        url.scheme = b.scheme;
        schemeId = specialSchemeId(url.scheme);
        special = schemeId !== NOT_SPECIAL;
        if (c === 0x2f) {
          state = RELATIVE_SLASH;
        } else if (special && c === 0x5c) {
          if (report !== undefined) report('invalid-reverse-solidus', p);
          state = RELATIVE_SLASH;
        } else {
          url.username = b.username;
          url.password = b.password;
          url.host = b.host;
          url.port = b.port;
          url.path = (b.path as string[]).slice();
          url.query = b.query;
          if (observe !== undefined) {
            for (const component of ['username', 'password', 'host', 'port', 'path'] as const) {
              observe('from-base', p, p, { component });
            }
            if (c === 0x23 || c === EOF) observe('from-base', p, p, { component: 'query' });
          }
          if (c === 0x3f) {
            url.query = '';
            state = QUERY;
          } else if (c === 0x23) {
            url.fragment = '';
            state = FRAGMENT;
          } else if (c !== EOF) {
            url.query = null;
            if (shortenPackedPath(url) && observe !== undefined) observe('path-shortened', p, p);
            state = PATH;
            p--;
          }
        }
        break;
      }

      case RELATIVE_SLASH: {
        if (special && (c === 0x2f || c === 0x5c)) {
          if (c === 0x5c && report !== undefined) report('invalid-reverse-solidus', p);
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
        } else if (c === 0x2f) {
          state = AUTHORITY;
        } else {
          if (base === null) return null;
          const b = base;
          url.username = b.username;
          url.password = b.password;
          url.host = b.host;
          url.port = b.port;
          if (observe !== undefined) {
            // (a U+005C (\) read as U+002F (/) by the relative state)
            if (input.charCodeAt(p - 1) === 0x5c) observe('reverse-solidus', p - 1, p);
            for (const component of ['username', 'password', 'host', 'port'] as const) {
              observe('from-base', p, p, { component });
            }
          }
          state = PATH;
          p--;
        }
        break;
      }

      case SPECIAL_AUTHORITY_SLASHES: {
        if (c === 0x2f && input.charCodeAt(p + 1) === 0x2f) {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          p++;
        } else {
          if (report !== undefined) report('special-scheme-missing-following-solidus', p);
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          p--;
        }
        break;
      }

      case SPECIAL_AUTHORITY_IGNORE_SLASHES: {
        if (c !== 0x2f && c !== 0x5c) {
          if (observe !== undefined) {
            // The run of slashes the special authority states read (from the special relative or
            // authority, special authority slashes or relative slash state): not exactly "//"?
            let k = p;
            while (k > 0 && (input.charCodeAt(k - 1) === 0x2f || input.charCodeAt(k - 1) === 0x5c)) k--;
            for (let i = k; i < p; i++)
              if (input.charCodeAt(i) === 0x5c) observe('reverse-solidus', i, i + 1);
            if (p - k !== 2) observe('special-scheme-slashes', k, p);
          }
          state = AUTHORITY;
          p--;
        } else if (report !== undefined) {
          report('special-scheme-missing-following-solidus', p);
        }
        break;
      }

      case AUTHORITY: {
        // Find the end of the authority: "c is the EOF code point, U+002F (/), U+003F (?), or U+0023
        // (#)", or "url is special and c is U+005C (\)"; and the last U+0040 (@) before it.
        let q = p;
        let at = -1;
        for (; q < len; q++) {
          const d = input.charCodeAt(q);
          if (d === 0x2f || d === 0x3f || d === 0x23 || (d === 0x5c && special)) break;
          if (d === 0x40) {
            // "Invalid-credentials validation error."
            if (report !== undefined) report('invalid-credentials', q);
            at = q;
          }
        }
        let hostStart = p;
        if (at !== -1) {
          // "If atSignSeen is true and buffer is the empty string, host-missing validation error,
          // return failure."
          if (at + 1 === q) {
            if (report !== undefined) report('host-missing', q);
            return null;
          }
          // Each U+0040 (@) flushes the buffer into the username, or the password after the first
          // U+003A (:), prepending "%40" for every U+0040 (@) but the first: the same as encoding
          // the whole run before the last U+0040 (@) with the userinfo percent-encode set (which
          // has U+0040 (@) and U+003A (:)), split at its first U+003A (:).
          let colon = input.indexOf(':', p);
          if (colon > at) colon = -1;
          if (colon === -1) {
            url.username += encodeRange(input, p, at, USERINFO_PERCENT_ENCODE_SET);
          } else {
            url.username += encodeRange(input, p, colon, USERINFO_PERCENT_ENCODE_SET);
            url.password += encodeRange(input, colon + 1, at, USERINFO_PERCENT_ENCODE_SET);
          }
          if (observe !== undefined) {
            const end = colon === -1 ? at : colon;
            observe('component', p, end, { component: 'username' });
            observeEncoded(observe, input, p, end, USERINFO_PERCENT_ENCODE_SET, 'userinfo');
            if (colon !== -1) {
              observe('component', colon + 1, at, { component: 'password' });
              observeEncoded(observe, input, colon + 1, at, USERINFO_PERCENT_ENCODE_SET, 'userinfo');
            }
          }
          hostStart = at + 1;
        }
        // "Decrease pointer by buffer's code point length + 1, set buffer to the empty string, and set
        // state to host state."
        state = HOST;
        p = hostStart - 1;
        break;
      }

      case HOST:
      case HOSTNAME: {
        // "If state override is given and url's scheme is "file", then decrease pointer by 1 and set
        // state to file host state."
        if (override !== 0 && schemeId === FILE) {
          p--;
          state = FILE_HOST;
          break;
        }
        let q = p;
        let insideBrackets = false;
        let d = EOF;
        for (; q < len; q++) {
          d = input.charCodeAt(q);
          if (d === 0x3a) {
            if (!insideBrackets) break;
          } else if (d === 0x2f || d === 0x3f || d === 0x23 || (d === 0x5c && special)) {
            break;
          } else if (d === 0x5b) {
            insideBrackets = true;
          } else if (d === 0x5d) {
            insideBrackets = false;
          }
        }
        if (q === len) d = EOF;
        if (d === 0x3a) {
          // "Otherwise, if c is U+003A (:) and insideBrackets is false:"
          if (q === p) {
            if (report !== undefined) report('host-missing', q);
            return null;
          }
          if (override === HOSTNAME) return null;
          const host = parseHostRange(input, p, q, !special, report, hosts);
          if (host === null) return null;
          url.host = host;
          if (observe !== undefined) observeHost(observe, input, p, q, host, !special);
          state = PORT;
          p = q;
        } else {
          // "c is the EOF code point, U+002F (/), U+003F (?), or U+0023 (#)", or "url is special and c
          // is U+005C (\)": "decrease pointer by 1, and:"
          if (special && q === p) {
            if (report !== undefined) report('host-missing', q);
            return null;
          }
          // "Otherwise, if state override is given, buffer is the empty string, and either url
          // includes credentials or url's port is non-null, then return failure."
          if (
            override !== 0 &&
            q === p &&
            (url.username !== '' || url.password !== '' || url.port !== null)
          ) {
            return null;
          }
          const host = parseHostRange(input, p, q, !special, report, hosts);
          if (host === null) return null;
          url.host = host;
          if (observe !== undefined) observeHost(observe, input, p, q, host, !special);
          state = PATH_START;
          p = q - 1;
          if (override !== 0) return url;
        }
        break;
      }

      case PORT: {
        let q = p;
        let port = 0;
        let d = c;
        while (d >= 0x30 && d <= 0x39) {
          if (port <= 0xffff) port = port * 10 + (d - 0x30);
          q++;
          d = q < len ? input.charCodeAt(q) : EOF;
        }
        if (
          d === EOF ||
          d === 0x2f ||
          d === 0x3f ||
          d === 0x23 ||
          (d === 0x5c && special) ||
          override !== 0
        ) {
          if (observe !== undefined) observe('component', p, q, { component: 'port' });
          if (q !== p) {
            // "If port is not a 16-bit unsigned integer, port-out-of-range validation error, return
            // failure."
            if (port > 0xffff) {
              if (report !== undefined) report('port-out-of-range', p);
              return null;
            }
            // "Set url's port to null, if port is url's scheme's default port; otherwise to port."
            url.port = port === defaultPortOfId(schemeId) ? null : port;
            if (observe !== undefined && url.port === null) observe('default-port-removed', p, q);
            if (override !== 0) return url;
          }
          if (override !== 0) return null;
          state = PATH_START;
          p = q - 1;
        } else {
          if (report !== undefined) report('port-invalid', q);
          return null;
        }
        break;
      }

      case FILE_STATE: {
        url.scheme = 'file';
        schemeId = FILE;
        special = true;
        url.host = '';
        if (c === 0x2f || c === 0x5c) {
          if (c === 0x5c && report !== undefined) report('invalid-reverse-solidus', p);
          if (c === 0x5c && observe !== undefined) observe('reverse-solidus', p, p + 1);
          state = FILE_SLASH;
        } else if (base !== null && base.scheme === 'file') {
          url.host = base.host;
          url.path = (base.path as string[]).slice();
          url.query = base.query;
          if (observe !== undefined) {
            observe('from-base', p, p, { component: 'host' });
            observe('from-base', p, p, { component: 'path' });
            if (c === 0x23 || c === EOF) observe('from-base', p, p, { component: 'query' });
          }
          if (c === 0x3f) {
            url.query = '';
            state = QUERY;
          } else if (c === 0x23) {
            url.fragment = '';
            state = FRAGMENT;
          } else if (c !== EOF) {
            url.query = null;
            // "If the code point substring from pointer to the end of input does not start with a
            // Windows drive letter, then shorten url's path."
            if (!startsWithAWindowsDriveLetter(input, p)) {
              if (shortenPackedPath(url) && observe !== undefined) observe('path-shortened', p, p);
            } else {
              if (report !== undefined) report('file-invalid-Windows-drive-letter', p);
              if (observe !== undefined) observe('base-path-dropped', p, p + 2);
              url.path = [];
            }
            state = PATH;
            p--;
          }
        } else {
          if (observe !== undefined) observe('component', p, p, { component: 'host' });
          state = PATH;
          p--;
        }
        break;
      }

      case FILE_SLASH: {
        if (c === 0x2f || c === 0x5c) {
          if (c === 0x5c && report !== undefined) report('invalid-reverse-solidus', p);
          if (c === 0x5c && observe !== undefined) observe('reverse-solidus', p, p + 1);
          state = FILE_HOST;
        } else {
          if (observe !== undefined && (base === null || base.scheme !== 'file')) {
            observe('component', p, p, { component: 'host' });
          }
          if (base !== null && base.scheme === 'file') {
            url.host = base.host;
            if (observe !== undefined) observe('from-base', p, p, { component: 'host' });
            // "If the code point substring from pointer to the end of input does not start with a
            // Windows drive letter and base's path[0] is a normalized Windows drive letter, then
            // append base's path[0] to url's path."
            const basePath = base.path as string[];
            if (
              typeof url.path !== 'string' &&
              !startsWithAWindowsDriveLetter(input, p) &&
              basePath.length > 0 &&
              isNormalizedWindowsDriveLetter(basePath[0]!)
            ) {
              (url.path as string[]).push(basePath[0]!);
              if (observe !== undefined) observe('Windows-drive-letter-from-base', p, p);
            }
          }
          state = PATH;
          p--;
        }
        break;
      }

      case FILE_HOST: {
        let q = p;
        for (; q < len; q++) {
          const d = input.charCodeAt(q);
          if (d === 0x2f || d === 0x5c || d === 0x3f || d === 0x23) break;
        }
        // "decrease pointer by 1 and then:"
        if (override === 0 && q - p === 2 && isWindowsDriveLetter(input.slice(p, q))) {
          // "If state override is not given and buffer is a Windows drive letter,
          // file-invalid-Windows-drive-letter-host validation error, set state to path state."
          // "buffer is not reset here and instead used in the path state."
          if (report !== undefined) report('file-invalid-Windows-drive-letter-host', p);
          if (observe !== undefined) {
            observe('component', p, p, { component: 'host' });
            observe('Windows-drive-letter-host', p, q);
          }
          bufferStart = p;
          state = PATH;
        } else if (q === p) {
          url.host = '';
          if (observe !== undefined) observe('component', p, p, { component: 'host' });
          if (override !== 0) return url;
          state = PATH_START;
        } else {
          let host = parseHostRange(input, p, q, false, report, hosts);
          if (host === null) return null;
          if (observe !== undefined) observeHost(observe, input, p, q, host, false);
          // "If host is "localhost", then set host to the empty string."
          if (host === 'localhost') {
            host = '';
            if (observe !== undefined) observe('localhost-removed', p, q);
          }
          url.host = host;
          if (override !== 0) return url;
          state = PATH_START;
        }
        p = q - 1;
        break;
      }

      case PATH_START: {
        // (A URL with an opaque path never gets here in the spec; through a state override it fails.)
        if (typeof url.path === 'string') return null;
        if (special) {
          if (c === 0x5c && report !== undefined) report('invalid-reverse-solidus', p);
          if (c === 0x5c && observe !== undefined) observe('reverse-solidus', p, p + 1);
          state = PATH;
          if (c !== 0x2f && c !== 0x5c) p--;
        } else if (override === 0 && c === 0x3f) {
          url.query = '';
          state = QUERY;
        } else if (override === 0 && c === 0x23) {
          url.fragment = '';
          state = FRAGMENT;
        } else if (c !== EOF) {
          state = PATH;
          if (c !== 0x2f) p--;
        } else if (override !== 0 && url.host === null) {
          (url.path as string[]).push('');
        }
        break;
      }

      case PATH: {
        // One segment: up to "the EOF code point or U+002F (/)", "url is special and c is U+005C (\)",
        // or "state override is not given and c is U+003F (?) or U+0023 (#)".
        if (typeof url.path === 'string') return null;
        const start = bufferStart === -1 ? p : bufferStart;
        bufferStart = -1;
        let q = p;
        let encode = false;
        let d = EOF;
        for (; q < len; q++) {
          d = input.charCodeAt(q);
          if (d === 0x2f || (d === 0x5c && special) || ((d === 0x3f || d === 0x23) && override === 0)) break;
          if (d >= 0x80 || PATH_PERCENT_ENCODE_SET[d] === 1) encode = true;
        }
        if (q === len) d = EOF;
        if (report !== undefined) {
          validateURLUnits(input, p, q, report);
          if (d === 0x5c) report('invalid-reverse-solidus', q);
        }
        const path = url.path as string[];
        const slash = d === 0x2f || d === 0x5c;
        const kind = q - start <= 6 ? dotSegment(input, start, q) : 0;
        if (observe !== undefined) {
          if (kind !== 0) {
            observe('dot-segment-removed', start, q, { double: kind === 2 });
          } else {
            observe('component', start, q, { component: 'path-segment' });
            if (encode) observeEncoded(observe, input, start, q, PATH_PERCENT_ENCODE_SET, 'path');
            if (
              schemeId === FILE &&
              path.length === 0 &&
              runStart === -1 &&
              q - start === 2 &&
              isWindowsDriveLetter(input.slice(start, q)) &&
              input.charCodeAt(start + 1) === 0x7c
            ) {
              observe('Windows-drive-letter-normalized', start, q);
            }
          }
        }
        if (kind === 2) {
          // "If buffer is a double-dot URL path segment, then: shorten url's path. If neither c is
          // U+002F (/), nor url is special and c is U+005C (\), append the empty string to url's path."
          if (runStart !== -1) {
            // (the last segment is still in the pending run)
            const k = input.lastIndexOf('/', runEnd - 1);
            if (k >= runStart) runEnd = k;
            else runStart = runEnd = -1;
            if (observe !== undefined) observe('path-shortened', q, q);
          } else if (shortenPackedPath(url) && observe !== undefined) {
            observe('path-shortened', q, q);
          }
          if (!slash) {
            if (runStart !== -1) path.push(input.slice(runStart, runEnd));
            runStart = runEnd = -1;
            path.push('');
            if (observe !== undefined) observe('component', q, q, { component: 'path-segment' });
          }
        } else if (kind === 1) {
          if (!slash) {
            if (runStart !== -1) path.push(input.slice(runStart, runEnd));
            runStart = runEnd = -1;
            path.push('');
            if (observe !== undefined) observe('component', q, q, { component: 'path-segment' });
          }
        } else if (
          pack &&
          !encode &&
          d !== 0x5c &&
          !(schemeId === FILE && q - start === 2 && path.length === 0 && runStart === -1)
        ) {
          // A segment that is appended as it is: packed into the pending run of such segments, which
          // is pushed as one "a/b/c" entry (see `pack`).
          if (runStart !== -1 && start === runEnd + 1 && input.charCodeAt(runEnd) === 0x2f) {
            runEnd = q;
          } else {
            if (runStart !== -1) path.push(input.slice(runStart, runEnd));
            runStart = start;
            runEnd = q;
          }
        } else {
          if (runStart !== -1) path.push(input.slice(runStart, runEnd));
          runStart = runEnd = -1;
          let segment = encode
            ? encodeRange(input, start, q, PATH_PERCENT_ENCODE_SET)
            : input.slice(start, q);
          // "If url's scheme is "file", url's path is empty, and buffer is a Windows drive letter,
          // then replace the second code point in buffer with U+003A (:)."
          if (schemeId === FILE && path.length === 0 && isWindowsDriveLetter(segment)) {
            segment = segment.charAt(0) + ':';
          }
          path.push(segment);
        }
        if (!slash && runStart !== -1) {
          // The path ends here.
          path.push(input.slice(runStart, runEnd));
          runStart = runEnd = -1;
        }
        if (d === 0x5c && observe !== undefined) observe('reverse-solidus', q, q + 1);
        if (d === 0x3f) {
          url.query = '';
          state = QUERY;
        } else if (d === 0x23) {
          url.fragment = '';
          state = FRAGMENT;
        }
        p = q;
        break;
      }

      case OPAQUE_PATH: {
        let q = p;
        let encode = false;
        for (; q < len; q++) {
          const d = input.charCodeAt(q);
          if (d === 0x3f || d === 0x23) break;
          if (d < 0x20 || d >= 0x7f) encode = true;
        }
        // "If c is U+0020 SPACE: invalid-URL-unit validation error." (as for any other non-URL unit)
        if (report !== undefined) validateURLUnits(input, p, q, report);
        let segment = encode ? encodeRange(input, p, q, C0_CONTROL_PERCENT_ENCODE_SET) : input.slice(p, q);
        // "If c is U+0020 SPACE: ... If remaining starts with U+003F (?) or U+0023 (#), then append
        // "%20" to url's path. Otherwise, append U+0020 SPACE to url's path."
        if (q < len && q > p && input.charCodeAt(q - 1) === 0x20) segment = segment.slice(0, -1) + '%20';
        if (observe !== undefined) {
          observe('component', p, q, { component: 'opaque-path' });
          if (encode) observeEncoded(observe, input, p, q, C0_CONTROL_PERCENT_ENCODE_SET, 'C0 control');
          if (q < len && q > p && input.charCodeAt(q - 1) === 0x20) {
            observe('opaque-path-space-encoded', q - 1, q);
          }
        }
        url.path = typeof url.path === 'string' ? url.path + segment : segment;
        if (q < len) {
          if (input.charCodeAt(q) === 0x3f) {
            url.query = '';
            state = QUERY;
          } else {
            url.fragment = '';
            state = FRAGMENT;
          }
        }
        p = q;
        break;
      }

      case QUERY: {
        const set = special ? SPECIAL_QUERY_PERCENT_ENCODE_SET : QUERY_PERCENT_ENCODE_SET;
        let q = p;
        let encode = false;
        for (; q < len; q++) {
          const d = input.charCodeAt(q);
          if (d === 0x23 && override === 0) break;
          if (d >= 0x80 || set[d] === 1) encode = true;
        }
        if (report !== undefined) validateURLUnits(input, p, q, report);
        const part = encode ? encodeRange(input, p, q, set) : input.slice(p, q);
        url.query = url.query === null ? part : url.query + part;
        if (observe !== undefined) {
          observe('component', p, q, { component: 'query' });
          if (encode) observeEncoded(observe, input, p, q, set, special ? 'special-query' : 'query');
        }
        if (q < len) {
          url.fragment = '';
          state = FRAGMENT;
        }
        p = q;
        break;
      }

      case FRAGMENT: {
        if (observe !== undefined) {
          observe('component', p, len, { component: 'fragment' });
          observeEncoded(observe, input, p, len, FRAGMENT_PERCENT_ENCODE_SET, 'fragment');
        }
        if (p < len) {
          if (report !== undefined) validateURLUnits(input, p, len, report);
          const part = encodeRange(input, p, len, FRAGMENT_PERCENT_ENCODE_SET);
          url.fragment = url.fragment === null ? part : url.fragment + part;
        }
        p = len;
        break;
      }
    }
    // "If after a run pointer points to the EOF code point, go to the next step. Otherwise, increase
    // pointer by 1 and continue with the state machine."
    if (p >= len) break;
    p++;
  }
  return url;
}

/**
 * 1 when `input[start, end)` is a single-dot URL path segment ("." or an ASCII case-insensitive match
 * for "%2e"), 2 when it is a double-dot one ("..", ".%2e", "%2e." or "%2e%2e"), otherwise 0.
 * https://url.spec.whatwg.org/#single-dot-path-segment
 */
export function dotSegment(input: string, start: number, end: number): number {
  let dots = 0;
  let i = start;
  while (i < end) {
    const c = input.charCodeAt(i);
    if (c === 0x2e) {
      i++;
    } else if (
      c === 0x25 &&
      i + 3 <= end &&
      input.charCodeAt(i + 1) === 0x32 &&
      (input.charCodeAt(i + 2) | 0x20) === 0x65
    ) {
      i += 3;
    } else {
      return 0;
    }
    dots++;
  }
  return dots <= 2 ? dots : 0;
}
