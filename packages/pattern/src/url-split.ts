// Reading a URL's components for matching.
//
// `match` needs eight strings from a URL: scheme, username, password, serialized host, serialized
// port, serialized path, query and fragment. Most URLs a router sees are already in canonical form
// (lowercase scheme and host, no dot segments, nothing to percent-encode), and for those the basic URL
// parser would return the input's own substrings. `scanCommonURL` recognises them in place, as
// offsets into the input, with @url/parser's scanner (the one its fast path uses, proven by
// @url/parser's tests never to answer differently from the state machine), testing each component
// as soon as its value is known; it answers "don't know" for anything else, which `readURL` hands
// to @url/parser's `URL` class. This module keeps no reading of URL syntax of its own: the tables
// below serve the canonicalize callbacks' component fast paths. test/url-split.test.ts compares
// both paths with whatwg-url.

import {
  SCAN_INVALID,
  SCAN_LOWER,
  SCAN_SCHEME_ID,
  scanPathQueryFragment,
  scanSchemeAndAuthority,
  type URLOffsets,
} from '@url/parser/fast-path';
import { SPECIAL_SCHEMES, URL } from './url-backend';

/** protocol, username, password, hostname, port, pathname, search, hash — as `match` reads them. */
export type URLComponents = [string, string, string, string, string, string, string, string];

/** The components plus whether the URL has an opaque path (what "process a URLPatternInit" needs). */
export interface ParsedURL {
  components: URLComponents;
  opaquePath: boolean;
}

/**
 * Runs the basic URL parser on `input` (against `base`, itself parsed first, when given) and reads
 * the eight components; null on failure. @url/parser's `URL.parse` is the URL parser without blob
 * URL entries, which is the basic URL parser here, and its getters are the serializers `match` uses
 * (`protocol` and `search`/`hash` carry a ":" and a "?"/"#" around the scheme, query and fragment).
 */
export function readURL(input: string, base?: string): ParsedURL | null {
  const url = base === undefined ? URL.parse(input) : URL.parse(input, base);
  if (url === null) return null;
  const protocol = url.protocol;
  const search = url.search;
  const hash = url.hash;
  return {
    components: [
      protocol.slice(0, -1),
      url.username,
      url.password,
      url.hostname,
      url.port,
      url.pathname,
      search === '' ? '' : search.slice(1),
      hash === '' ? '' : hash.slice(1),
    ],
    // A path that is a list serializes with a leading "/" after the scheme (or is empty after "//");
    // an opaque path is whatever follows the ":" (never "/").
    opaquePath: url.href.charCodeAt(protocol.length) !== 0x2f,
  };
}

/** `scanCommonURL` reads the whole URL. */
export const STOP_NEVER = 0;
/** `scanCommonURL` (testing) may stop after the authority: pathname, search and hash match anything. */
export const STOP_AFTER_AUTHORITY = 1;
/** `scanCommonURL` (testing) may stop after the path: search and hash match anything. */
export const STOP_AFTER_PATH = 2;

/**
 * Size of the offsets array `scanCommonURL` fills: start and end of each of the eight components,
 * then the special scheme id (see `SCHEME_ID`).
 */
export const OFFSETS_LENGTH = 17;
/** Where `scanCommonURL` writes @url/parser's special scheme id (0: not special) in the offsets. */
export const SCHEME_ID = 16;

/**
 * What `scanCommonURL` tests components with: `check(k, input, start, end)` says whether component
 * k matches input[start, end) (and may keep its groups); `mask` has bit k set for each component
 * that has to be checked (a lone "*" matches any value the scan accepts); `stop` as described at
 * `scanCommonURL`; `hostLiteral`, the hostname when the hostname pattern is plain text, is the
 * checker's own (the scan reads every host with @url/parser's scanner).
 */
export interface ScanChecker {
  check(k: number, input: string, start: number, end: number): boolean;
  readonly mask: number;
  readonly stop: number;
  readonly hostLiteral: string | null;
}

// The scan reads each run with a table lookup per code unit (URLs a router sees are short: a loop
// beats the call overhead of a sticky RegExp). The canonicalize callbacks' fast paths read the same
// table.

/** a-z 0-9 "-" "_": a lowercase domain label's code units. */
export const HOST = 1;
/** Kept as is in a special URL's path segment (not "/" or "\\"). */
export const SEGMENT = 2;
/** Kept as is in a special URL's query (not "#"). */
export const QUERY = 4;
/** Kept as is in a fragment. */
export const FRAGMENT = 8;
/** Kept as is by the userinfo percent-encode set. */
export const USERINFO = 16;

/** Bit flags per ASCII code unit: which runs keep it as is (none for controls, space and DEL). */
const RUN = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  const not = (chars: string, c: number) => !chars.includes(String.fromCharCode(c));
  for (let c = 0x21; c < 0x7f; c++)
    t[c] =
      ((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x5f ? HOST : 0) |
      // the path percent-encode set, "/" and "\\"
      (not('"#<>?`{}^/\\', c) ? SEGMENT : 0) |
      // the special-query percent-encode set ("#" ends the query)
      (not(`"#<>'`, c) ? QUERY : 0) |
      (not('"<>`', c) ? FRAGMENT : 0) |
      (not('"#<>?`{}^/:;=@[\\]|', c) ? USERINFO : 0);
  return t;
})();

/** The end of the run of code units with flag `bit` from `start` (to at most `n`). */
export function runEnd(input: string, start: number, n: number, bit: number): number {
  let i = start;
  for (; i < n; i++) {
    const c = input.charCodeAt(i);
    if (c >= 128 || (RUN[c]! & bit) === 0) break;
  }
  return i;
}

/**
 * The end of the lowercase domain from `start`: labels of a-z 0-9 - _ separated by single dots, an
 * optional trailing dot. -1 for a label starting with "xn--" (validated as punycode elsewhere).
 */
function hostEndOf(input: string, start: number, n: number): number {
  let i = start;
  let label = start;
  for (; i < n; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x2e) {
      if (i === label) break;
      label = i + 1;
      continue;
    }
    if (c >= 128 || (RUN[c]! & HOST) === 0) break;
    if (i === label && c === 0x78 && input.startsWith('n--', i + 1)) return -1;
  }
  return i;
}

/**
 * True when the host parser returns input[start, end) unchanged: a lowercase ASCII domain (see
 * `hostEndOf`) whose last label starts with a letter (only a label starting with a digit can make it
 * "end in a number", an IPv4 address).
 */
export function isPlainHost(input: string, start: number, end: number): boolean {
  return start < end && hostEndOf(input, start, end) === end && lastLabelIsName(input, start, end);
}

/** Whether the last label of the domain input[start, end) starts with a letter. */
function lastLabelIsName(input: string, start: number, end: number): boolean {
  let last = end - 1;
  if (input.charCodeAt(last) === 0x2e) last--;
  while (last > start && input.charCodeAt(last - 1) !== 0x2e) last--;
  return input.charCodeAt(last) >= 0x61;
}

/** Whether the segment at `i` (after a "/") is "." or ".." ("." or "%2e", once or twice). */
function isDotSegment(input: string, i: number, n: number): boolean {
  let dots = 0;
  for (;;) {
    const c = i < n ? input.charCodeAt(i) : 0x2f;
    if (c === 0x2e) i++;
    else if (c === 0x25 && input.charCodeAt(i + 1) === 0x32 && (input.charCodeAt(i + 2) | 0x20) === 0x65)
      i += 3;
    else return dots > 0 && (c === 0x2f || c === 0x3f || c === 0x23);
    if (++dots > 2) return false;
  }
}

/**
 * The end of the special URL path from `i` (a "/"): segments of code units that need no encoding,
 * none of them a dot segment. -1 when a dot segment is found.
 */
export function pathEnd(input: string, i: number, n: number): number {
  for (;;) {
    // "/" then a segment that is not a dot segment
    i++;
    const c0 = i < n ? input.charCodeAt(i) : 0;
    if ((c0 === 0x2e || c0 === 0x25) && isDotSegment(input, i, n)) return -1;
    i = runEnd(input, i, n, SEGMENT);
    if (i >= n || input.charCodeAt(i) !== 0x2f) return i;
  }
}

/** Where @url/parser's scanner writes its offsets (one URL at a time; nothing keeps them). */
const scan: URLOffsets = {
  href: '',
  schemeEnd: 0,
  usernameEnd: 0,
  hostStart: 0,
  hostEnd: 0,
  pathStart: 0,
  queryStart: -1,
  hashStart: -1,
};

/**
 * The common case, in place: a URL that the basic URL parser keeps exactly as it is written, as
 * @url/parser's scanner (`scanSchemeAndAuthority`, `scanPathQueryFragment`, the one its fast path
 * uses) proves it, with a lower-case host, so every component is a substring of the input. Fills `offsets` with the start and end of each component in `input`; a
 * pathname start of -1 means the path is the "/" a special URL gets when the input has none.
 *
 * With a `checker`, each component is checked as soon as its value is known (the scheme, host and
 * port once the authority is read, then the path, query and fragment). Past the authority the URL
 * cannot fail to parse, so a mismatch decides: the scan stops there. `checker.stop` lets a test end
 * early when the remaining components are matched by wildcards (`offsets` is then incomplete).
 *
 * Returns 1 (in the common form; every checked component matched), 0 (a component did not match,
 * or the scanner knows the URL fails to parse) or -1 (not in the common form, nothing concluded:
 * run the general path).
 */
export function scanCommonURL(input: string, offsets: Int32Array, checker: ScanChecker | null): number {
  const answer = scanSchemeAndAuthority(input, scan);
  // "If url is failure, return null."
  if (answer === SCAN_INVALID) return 0;
  if (answer < 0 || (answer & SCAN_LOWER) !== 0) return -1;
  const n = input.length;
  const schemeEnd = scan.schemeEnd;
  const hostStart = scan.hostStart;
  const hostEnd = scan.hostEnd;
  const authorityEnd = scan.pathStart;
  const usernameEnd = scan.usernameEnd;
  offsets[0] = 0;
  offsets[1] = schemeEnd;
  offsets[SCHEME_ID] = answer & SCAN_SCHEME_ID;
  const mask = checker === null ? 0 : checker.mask;
  if ((mask & 1) !== 0 && !checker!.check(0, input, 0, schemeEnd)) return 0;
  const portStart = hostEnd === authorityEnd ? authorityEnd : hostEnd + 1;
  // No credentials: the username ends where the host starts, right after "//" (or ":" without an
  // authority). Else "user@" or "user:password@" right after "//", kept as they are written.
  const credentials = usernameEnd !== hostStart;
  const userStart = credentials ? schemeEnd + 3 : hostStart;
  const passwordEnd = credentials ? hostStart - 1 : hostStart;
  const passwordStart = usernameEnd === passwordEnd ? passwordEnd : usernameEnd + 1;
  offsets[2] = userStart;
  offsets[3] = usernameEnd;
  offsets[4] = passwordStart;
  offsets[5] = passwordEnd;
  offsets[6] = hostStart;
  offsets[7] = hostEnd;
  offsets[8] = portStart;
  offsets[9] = authorityEnd;
  if (checker !== null) {
    if ((mask & 8) !== 0 && !checker.check(3, input, hostStart, hostEnd)) return 0;
    if ((mask & 16) !== 0 && !checker.check(4, input, portStart, authorityEnd)) return 0;
    if ((mask & 2) !== 0 && !checker.check(1, input, userStart, usernameEnd)) return 0;
    if ((mask & 4) !== 0 && !checker.check(2, input, passwordStart, passwordEnd)) return 0;
    // Nothing after the authority can make the URL fail to parse: when what is left is matched by
    // wildcards, the answer is known.
    if (checker.stop === STOP_AFTER_AUTHORITY) return 1;
  }
  if (!scanPathQueryFragment(input, authorityEnd, answer, scan)) return -1;
  const queryMark = scan.queryStart;
  const hashMark = scan.hashStart;
  const pathEndIndex = queryMark !== -1 ? queryMark : hashMark !== -1 ? hashMark : n;
  if ((answer & SCAN_SCHEME_ID) !== 0 && pathEndIndex === authorityEnd) {
    // A special URL without a path gets "/".
    offsets[10] = -1;
    offsets[11] = -1;
    if ((mask & 32) !== 0 && !checker!.check(5, EMPTY_PATH_INPUT, 0, 1)) return 0;
  } else {
    offsets[10] = authorityEnd;
    offsets[11] = pathEndIndex;
    if ((mask & 32) !== 0 && !checker!.check(5, input, authorityEnd, pathEndIndex)) return 0;
  }
  if (checker !== null && checker.stop === STOP_AFTER_PATH) return 1;
  const queryEnd = hashMark !== -1 ? hashMark : n;
  offsets[12] = queryMark !== -1 ? queryMark + 1 : pathEndIndex;
  offsets[13] = queryMark !== -1 ? queryEnd : pathEndIndex;
  offsets[14] = hashMark !== -1 ? hashMark + 1 : n;
  offsets[15] = n;
  if ((mask & 64) !== 0 && !checker!.check(6, input, offsets[12], offsets[13])) return 0;
  if ((mask & 128) !== 0 && !checker!.check(7, input, offsets[14], n)) return 0;
  return 1;
}

/** The pathname of a special URL whose input has no path. */
export const EMPTY_PATH_INPUT = '/';

/** Component `k` of a URL scanned by `scanCommonURL`, as a string. */
export function componentAt(input: string, offsets: Int32Array, k: number): string {
  const start = offsets[2 * k];
  return start === -1 ? EMPTY_PATH_INPUT : input.slice(start, offsets[2 * k + 1]);
}

/**
 * The scheme `scanCommonURL` read (its end is offsets[1], its special scheme id offsets[SCHEME_ID]):
 * the special scheme's name, a constant, or the input's own text.
 */
export function schemeOf(input: string, end: number, id: number): string {
  // (@url/parser's ids are 1 + the scheme's row in the special scheme table)
  return id !== 0 ? SPECIAL_SCHEMES[id - 1]! : input.slice(0, end);
}
