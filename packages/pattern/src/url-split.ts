// Reading a URL's components for matching, parsed once.
//
// `match` needs eight strings from a URL: scheme, username, password, serialized host, serialized
// port, serialized path, query and fragment. Most URLs a router sees are already in canonical form
// (lowercase scheme and host, no dot segments, nothing to percent-encode), and for those the basic URL
// parser would return the input's own substrings. `splitCanonicalURL` recognises exactly that case
// in one pass and answers null ("don't know") for anything else, which then goes through the basic
// URL parser. test/url-split.test.ts runs both over the URL corpora and the WPT URL inputs.

import { isUnchangedASCIIDomain } from './canonicalize';
import {
  CHAR_FLAGS,
  DOMAIN_CLASS,
  FRAGMENT,
  FRAGMENT_KEEP,
  isDotSegment,
  PATH,
  PATH_KEEP,
  QUERY,
  SPECIAL_QUERY,
  SPECIAL_QUERY_KEEP,
  USERINFO,
} from './chars';
import { CODE_WILDCARD, type ComponentMatcher, testRangeOf } from './matcher';
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
  return splitCommonURL(input) ?? splitAnyCanonicalURL(input);
}

/** `scanCommonURL` reads the whole URL. */
export const STOP_NEVER = 0;
/** `scanCommonURL` (testing) may stop after the authority: pathname, search and hash match anything. */
export const STOP_AFTER_AUTHORITY = 1;
/** `scanCommonURL` (testing) may stop after the path: search and hash match anything. */
export const STOP_AFTER_PATH = 2;

/** Size of the offsets array `scanCommonURL` fills: start and end of each of the eight components. */
export const OFFSETS_LENGTH = 16;

const PATHNAME_START = 10;

function isXnLabel(input: string, start: number, end: number): boolean {
  return (
    end - start >= 4 &&
    input.charCodeAt(start + 2) === 0x2d &&
    input.charCodeAt(start + 3) === 0x2d &&
    input.charCodeAt(start) === 0x78 &&
    input.charCodeAt(start + 1) === 0x6e
  );
}

const EMPTY_PATH_INPUT = '/';

/** Whether a path segment starting at `i` can be a dot segment ("." or "%2e" first). */
function maybeDot(input: string, i: number): boolean {
  const c = input.charCodeAt(i);
  return c === 0x2e || c === 0x25;
}

/** The group values of a component with none. */
const NO_GROUPS: (string | undefined)[] = [];

/**
 * The common case, in one pass and in place: "http(s)://", "ws(s)://" or "file://", a lowercase ASCII
 * domain, an optional port, then path, query and fragment that need no encoding (no credentials).
 * Fills `offsets` with the start and end of each component in `input`; a pathname start of -1 means
 * the path is the "/" a special URL gets when the input has none.
 *
 * With `matchers`, each component is tested as soon as its value is final (the scheme once read, the
 * host once the authority has ended, and so on). Past that point the URL either fails to parse or
 * has that value, so a mismatch decides `test`: the scan stops there.
 *
 * Returns 1 (in the common form; every tested component matched), 0 (a component did not match) or
 * -1 (not in the common form, nothing concluded: run the general path). `stop` lets a test end early
 * when the remaining components are matched by wildcards (`offsets` is then incomplete); `mask` has
 * bit k set for each component a test has to check (a lone "*" matches any value it can read).
 */
/** Tests component `k` (or, with `groups`, runs exec and keeps its group values). */
function check(
  matchers: readonly ComponentMatcher[],
  groups: ((string | undefined)[] | null)[] | null,
  k: number,
  input: string,
  start: number,
  end: number,
): boolean {
  const m = matchers[k];
  if (groups === null) return testRangeOf(m, input, start, end);
  if (m.code === CODE_WILDCARD) {
    // the group is the component itself: left for the result builder, which has the string
    groups[k] = WILDCARD_GROUPS;
    return true;
  }
  const values = m.execRange(input, start, end);
  groups[k] = values;
  return values !== null;
}

/** Marks a component matched by a lone "*" in `scanCommonURL`'s groups (its group is the input). */
export const WILDCARD_GROUPS: (string | undefined)[] = ['*'];

export function scanCommonURL(
  input: string,
  offsets: Int32Array,
  matchers: readonly ComponentMatcher[] | null,
  groups: ((string | undefined)[] | null)[] | null = null,
  stop = STOP_NEVER,
  hostLiteral: string | null = null,
  mask = 0xff,
): number {
  const n = input.length;
  let i = 0;
  let c = input.charCodeAt(0);
  let file = false;
  let defaultPortValue = -1;
  if (c === 0x66) {
    // file
    if (input.charCodeAt(1) !== 0x69 || input.charCodeAt(2) !== 0x6c || input.charCodeAt(3) !== 0x65)
      return -1;
    file = true;
    i = 4;
  } else if (c === 0x68) {
    // http, https
    if (input.charCodeAt(1) !== 0x74 || input.charCodeAt(2) !== 0x74 || input.charCodeAt(3) !== 0x70)
      return -1;
    if (input.charCodeAt(4) === 0x73) {
      i = 5;
      defaultPortValue = 443;
    } else {
      i = 4;
      defaultPortValue = 80;
    }
  } else if (c === 0x77) {
    // ws, wss
    if (input.charCodeAt(1) !== 0x73) return -1;
    if (input.charCodeAt(2) === 0x73) {
      i = 3;
      defaultPortValue = 443;
    } else {
      i = 2;
      defaultPortValue = 80;
    }
  } else return -1;
  if (input.charCodeAt(i) !== 0x3a || input.charCodeAt(i + 1) !== 0x2f || input.charCodeAt(i + 2) !== 0x2f)
    return -1;
  offsets[0] = 0;
  offsets[1] = i;
  if (matchers !== null && (mask & 1) !== 0 && !check(matchers, groups, 0, input, 0, i)) return 0;
  // host: labels of a-z 0-9 - _ separated by single dots, no leading dot, no "xn--" label, last label
  // not starting with a digit (which could make the host an IPv4 address)
  const hostStart = i + 3;
  let labelStart = hostStart;
  let lastLabel = -1;
  i = hostStart;
  if (hostLiteral !== null && !file && input.startsWith(hostLiteral, hostStart)) {
    // The pattern's hostname is this canonical host: when the input spells exactly it, there is
    // nothing to validate (and the hostname matches).
    const end = hostStart + hostLiteral.length;
    c = end < n ? input.charCodeAt(end) : 0x2f;
    if (c === 0x3a || c === 0x2f || c === 0x3f || c === 0x23) i = end;
  }
  const literalHost = i !== hostStart;
  if (literalHost) lastLabel = hostStart;
  else
    for (i = hostStart; i < n; i++) {
      c = input.charCodeAt(i);
      if (c - 0x61 < 26 && c >= 0x61) continue; // a-z, the common case
      const k = c < 128 ? DOMAIN_CLASS[c] : 0;
      if (k === 1) continue;
      if (k !== 2) break;
      if (i === labelStart || (input.charCodeAt(labelStart) === 0x78 && isXnLabel(input, labelStart, i)))
        return -1;
      lastLabel = labelStart;
      labelStart = i + 1;
    }
  const hostEnd = i;
  if (literalHost) {
    // checked above
  } else if (hostEnd === hostStart) {
    // "file:///path" has the empty host; "http:///x" takes its host from the path
    if (!file) return -1;
  } else {
    if (labelStart < hostEnd) {
      if (isXnLabel(input, labelStart, hostEnd)) return -1;
      lastLabel = labelStart;
    }
    c = input.charCodeAt(lastLabel);
    if (c >= 0x30 && c <= 0x39) return -1;
    // "file://localhost/" has the empty host
    if (file && hostEnd - hostStart === 9 && input.startsWith('localhost', hostStart)) return -1;
  }
  // port: 1-5 digits without a leading zero, in range, not the default port
  let portStart = i;
  if (i < n && input.charCodeAt(i) === 0x3a) {
    if (file) return -1;
    portStart = i + 1;
    let value = 0;
    for (i = portStart; i < n; i++) {
      c = input.charCodeAt(i);
      if (c < 0x30 || c > 0x39) break;
      value = value * 10 + c - 0x30;
    }
    const len = i - portStart;
    if (len === 0 || len > 5 || value > 0xffff || value === defaultPortValue) return -1;
    if (len > 1 && input.charCodeAt(portStart) === 0x30) return -1;
  }
  // the authority ends here, or it is something the general splitter handles (credentials, ...)
  if (i < n) {
    c = input.charCodeAt(i);
    if (c !== 0x2f && c !== 0x3f && c !== 0x23) return -1;
  }
  offsets[2] = offsets[3] = offsets[4] = offsets[5] = hostStart;
  offsets[6] = hostStart;
  offsets[7] = hostEnd;
  offsets[8] = portStart;
  offsets[9] = i;
  if (matchers !== null) {
    if (!literalHost && (mask & 8) !== 0 && !check(matchers, groups, 3, input, hostStart, hostEnd)) return 0;
    if (literalHost && groups !== null) groups[3] = NO_GROUPS;
    if ((mask & 16) !== 0 && !check(matchers, groups, 4, input, portStart, i)) return 0;
    if ((mask & 2) !== 0 && !check(matchers, groups, 1, input, hostStart, hostStart)) return 0;
    if ((mask & 4) !== 0 && !check(matchers, groups, 2, input, hostStart, hostStart)) return 0;
    // Nothing after the authority can make the URL fail to parse: when what is left is matched by
    // wildcards, the answer is known.
    if (stop === STOP_AFTER_AUTHORITY) return 1;
  }
  // path: "/" then code units that need no encoding; dot segments go the long way
  if (i < n && c === 0x2f) {
    const pathStart = i;
    let segmentStart = i + 1;
    for (i = segmentStart; i < n; i++) {
      c = input.charCodeAt(i);
      if (c - 0x61 < 26 && c >= 0x61) continue; // a-z, the common case
      if (c < 128 && PATH_KEEP[c] === 1) continue;
      if (c === 0x2f) {
        if (i - segmentStart <= 6 && maybeDot(input, segmentStart) && isDotSegment(input, segmentStart, i))
          return -1;
        // a Windows drive letter "c|" becomes "c:" in file URLs
        if (
          file &&
          segmentStart === pathStart + 1 &&
          i - segmentStart === 2 &&
          input.charCodeAt(i - 1) === 0x7c
        )
          return -1;
        segmentStart = i + 1;
        continue;
      }
      if (c === 0x3f || c === 0x23) break;
      return -1;
    }
    if (i - segmentStart <= 6 && maybeDot(input, segmentStart) && isDotSegment(input, segmentStart, i))
      return -1;
    if (file && segmentStart === pathStart + 1 && i - segmentStart === 2 && input.charCodeAt(i - 1) === 0x7c)
      return -1;
    offsets[PATHNAME_START] = pathStart;
    offsets[11] = i;
    if (matchers !== null && (mask & 32) !== 0 && !check(matchers, groups, 5, input, pathStart, i)) return 0;
  } else {
    offsets[PATHNAME_START] = -1;
    offsets[11] = -1;
    if (matchers !== null && (mask & 32) !== 0 && !check(matchers, groups, 5, EMPTY_PATH_INPUT, 0, 1))
      return 0;
  }
  if (stop === STOP_AFTER_PATH) return 1;
  let queryStart = i;
  if (i < n && input.charCodeAt(i) === 0x3f) {
    queryStart = i + 1;
    for (i = queryStart; i < n; i++) {
      c = input.charCodeAt(i);
      if (c < 128 && SPECIAL_QUERY_KEEP[c] === 1) continue;
      if (c === 0x23) break;
      return -1;
    }
  }
  const queryEnd = i;
  let fragmentStart = i;
  if (i < n) {
    fragmentStart = i + 1;
    for (i = fragmentStart; i < n; i++) {
      c = input.charCodeAt(i);
      if (c >= 128 || FRAGMENT_KEEP[c] !== 1) return -1;
    }
  }
  offsets[12] = queryStart;
  offsets[13] = queryEnd;
  offsets[14] = fragmentStart;
  offsets[15] = n;
  if (matchers !== null) {
    if ((mask & 64) !== 0 && !check(matchers, groups, 6, input, queryStart, queryEnd)) return 0;
    if ((mask & 128) !== 0 && !check(matchers, groups, 7, input, fragmentStart, n)) return 0;
  }
  return 1;
}

/** Component `k` of a URL scanned by `scanCommonURL`, as a string. */
export function componentAt(input: string, offsets: Int32Array, k: number): string {
  const start = offsets[2 * k];
  return start === -1 ? EMPTY_PATH_INPUT : input.slice(start, offsets[2 * k + 1]);
}

const scratch = new Int32Array(OFFSETS_LENGTH);

function splitCommonURL(input: string): URLComponents | undefined {
  if (scanCommonURL(input, scratch, null) !== 1) return undefined;
  return [
    componentAt(input, scratch, 0),
    '',
    '',
    componentAt(input, scratch, 3),
    componentAt(input, scratch, 4),
    componentAt(input, scratch, 5),
    componentAt(input, scratch, 6),
    componentAt(input, scratch, 7),
  ];
}

/** The general splitter: any scheme with an authority, credentials, file URLs. */
function splitAnyCanonicalURL(input: string): URLComponents | null {
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
