/**
 * Fast paths in front of the state machine. Each one scans its input once (short parts with
 * `charCodeAt`, long runs with sticky regular expressions, see below) and either answers "done"
 * (writing the same serialization and offsets that the state machine followed by the serializer
 * would give) or "don't know" (`false`: the caller then runs the state machine). They never answer
 * differently from the state machine: the tests compare every offset with it on the WPT inputs, the
 * benchmark corpora and generated input.
 *
 * `parseCanonical` recognises input that is already (or almost: an empty path after the host, an
 * upper-case ASCII host) in the serializer's form; `parseRelativeCanonical` resolves the common
 * relative references (path-absolute, path-relative with leading "./" and "../", query-only,
 * fragment-only) against a special, non-"file" base, without building records.
 * @module
 */

import {
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
} from '@url/percent';
import { DOMAIN_CHAR, OPAQUE_HOST_CHAR, SCHEME_CHAR } from './tables';
import type { HostParser, URLFastPath, URLOffsets, URLRecord } from './types';
import { partsToRecord, URLParts } from './url-parts';
import { defaultPortOfId, FILE, FTP, HTTP, HTTPS, NOT_SPECIAL, specialIdAt, WS, WSS } from './url-record';

/**
 * A regular expression character class (`[\x..\x..]`) of the ASCII code units `allowed` accepts.
 * Built from the percent-encode set tables, so the fast path cannot disagree with them.
 */
function charClass(allowed: (c: number) => boolean): string {
  let s = '[';
  for (let c = 0; c < 128; c++) if (allowed(c)) s += '\\x' + (c < 16 ? '0' : '') + c.toString(16);
  return s + ']';
}

// Scanning long runs is what the fast path spends its time on. A sticky regular expression runs
// that scan in irregexp's compiled code over the flat string, 2-4 times faster than a charCodeAt
// loop in JavaScript (which pays for the string representation check on every call); each one is
// called at most once per component, never per code unit.

/** Not a single-dot or double-dot segment: "." / "%2e" (any case), twice at most, then "/", "?", "#" or the end. */
const NOT_DOT = '(?!(?:\\.|%2[eE]){1,2}(?:[\\/?#]|$))';

/** A path segment code unit the path percent-encode set keeps, other than "/" (and "\\" for special URLs). */
const inSegmentSpecial = (c: number) => PATH_PERCENT_ENCODE_SET[c] === 0 && c !== 0x2f && c !== 0x5c;
/** The same without "|": "C|" as a first segment of a file URL is a Windows drive letter quirk. */
const inSegmentFile = (c: number) => inSegmentSpecial(c) && c !== 0x7c;
const inSegmentOther = (c: number) => PATH_PERCENT_ENCODE_SET[c] === 0 && c !== 0x2f;
const SEGMENT_SPECIAL = /* @__PURE__ */ charClass(inSegmentSpecial);
/** An opaque path code unit the C0 control percent-encode set keeps, but "?", "#" and U+0020. */
const OPAQUE = /* @__PURE__ */ charClass((c) => c > 0x20 && c < 0x7f && c !== 0x3f && c !== 0x23);
/** Query code units the special-query (or query) percent-encode set keeps; they exclude "#". */
const QUERY_SPECIAL = /* @__PURE__ */ charClass((c) => SPECIAL_QUERY_PERCENT_ENCODE_SET[c] === 0);
const QUERY_OTHER = /* @__PURE__ */ charClass((c) => QUERY_PERCENT_ENCODE_SET[c] === 0);
/** Fragment code units the fragment percent-encode set keeps. */
const FRAGMENT = /* @__PURE__ */ charClass((c) => FRAGMENT_PERCENT_ENCODE_SET[c] === 0);

/**
 * How a path's "/segment" repeats. Unbounded (`*`) where the rest of the input is at most
 * {@link MAX_UNBOUNDED_PATH} code units: JavaScriptCore's YARR compiles a greedy group that ends the
 * expression as a plain loop, and runs a counted group (`{0,1024}`) more slowly, in about 1.6 times
 * the time on the corpora's paths (V8's irregexp runs both alike). Beyond that length, at most 1024
 * "/segment" per match: irregexp keeps a backtracking entry per repetition of a group, and its stack
 * is bounded (ten million segments overflow it), so a longer path is matched in several calls; each
 * one continues where the previous stopped.
 */
const SEGMENTS_PER_MATCH = 1024;
/** The longest rest of the input (from the path's start) matched by the unbounded expressions. */
export const MAX_UNBOUNDED_PATH = 65536;
// "/segment": a first code unit that cannot start a dot segment (not "." nor "%": the common case,
// no lookahead), or a lookahead that rules the dot segments out.
const segments = (inSegment: (c: number) => boolean, repeat: string) => {
  const segment = charClass(inSegment);
  const notDotStart = charClass((c) => inSegment(c) && c !== 0x2e && c !== 0x25);
  return `(?:\\/(?:${notDotStart}${segment}*|${NOT_DOT}${segment}*))${repeat}`;
};
const sticky = (source: string) => new RegExp(source, 'y');
/** A path expression in both forms: unbounded (index 0) and at most 1024 "/segment" per match (1). */
const paths = (inSegment: (c: number) => boolean, prefix = ''): [RegExp, RegExp] => [
  sticky(prefix + segments(inSegment, '*')),
  sticky(prefix + segments(inSegment, `{0,${SEGMENTS_PER_MATCH}}`)),
];
/** The form of the path expressions for input whose rest, from the path's start, is `length` long. */
const formFor = (length: number): 0 | 1 => (length > MAX_UNBOUNDED_PATH ? 1 : 0);
/** Paths already in serialized form: "/segment" repeated (no single-dot or double-dot segment). */
const PATH_SPECIAL = /* @__PURE__ */ paths(inSegmentSpecial);
const PATH_FILE = /* @__PURE__ */ paths(inSegmentFile);
const PATH_OTHER = /* @__PURE__ */ paths(inSegmentOther);
/** A path-relative reference: the same without the first "/". */
const PATH_RELATIVE = /* @__PURE__ */ paths(inSegmentSpecial, `${NOT_DOT}${SEGMENT_SPECIAL}*`);
const PATH_OPAQUE = /* @__PURE__ */ sticky(`${OPAQUE}*`);
const QUERY_SPECIAL_RUN = /* @__PURE__ */ sticky(`${QUERY_SPECIAL}*`);
const QUERY_OTHER_RUN = /* @__PURE__ */ sticky(`${QUERY_OTHER}*`);
const FRAGMENT_RUN = /* @__PURE__ */ sticky(`${FRAGMENT}*`);
/**
 * Whether `input` from `start` to its end is a path matching `path` (then `rest`, the same without a
 * first segment, as long as a match stops at a "/": after 1024 segments), then an optional query
 * and fragment, all already in serialized form. If so, writes the offsets of the query and
 * fragment, plus `shift`, into `out` (unless null). One expression per component present: most
 * URLs need one call.
 */
function scanTail(
  input: string,
  start: number,
  path: RegExp,
  rest: RegExp,
  special: boolean,
  out: URLOffsets | null,
  shift: number,
): boolean {
  const len = input.length;
  path.lastIndex = start;
  path.test(input);
  let end = path.lastIndex;
  while (end !== len && input.charCodeAt(end) === 0x2f) {
    const from = end;
    rest.lastIndex = from;
    rest.test(input);
    end = rest.lastIndex;
    if (end === from) return false;
  }
  let query = -1;
  let hash = -1;
  if (end !== len) {
    let c = input.charCodeAt(end);
    if (c === 0x3f) {
      query = end;
      const run = special ? QUERY_SPECIAL_RUN : QUERY_OTHER_RUN;
      run.lastIndex = end + 1;
      run.test(input);
      end = run.lastIndex;
      c = end !== len ? input.charCodeAt(end) : 0;
    }
    if (end !== len) {
      if (c !== 0x23) return false;
      hash = end;
      FRAGMENT_RUN.lastIndex = end + 1;
      FRAGMENT_RUN.test(input);
      if (FRAGMENT_RUN.lastIndex !== len) return false;
    }
  }
  if (out !== null) {
    out.queryStart = query === -1 ? -1 : query + shift;
    out.hashStart = hash === -1 ? -1 : hash + shift;
  }
  return true;
}

/**
 * Whether `input[start, end)` (a host ending in a number) is an IPv4 address in its serialized form:
 * four decimal numbers from 0 to 255 without leading zeros, separated by ".".
 */
function isCanonicalIPv4(input: string, start: number, end: number): boolean {
  let parts = 0;
  let i = start;
  while (i < end) {
    const partStart = i;
    let value = 0;
    while (i < end) {
      const c = input.charCodeAt(i);
      if (c < 0x30 || c > 0x39) break;
      value = value * 10 + (c - 0x30);
      i++;
    }
    const digits = i - partStart;
    if (digits === 0 || digits > 3 || value > 255 || (digits > 1 && input.charCodeAt(partStart) === 0x30)) {
      return false;
    }
    parts++;
    if (i === end) break;
    if (input.charCodeAt(i) !== 0x2e || parts === 4) return false;
    i++;
    if (i === end) return false;
  }
  return parts === 4;
}

/**
 * Checks `input[start, end)` as the host of a special URL: 1 when the domain parser keeps it as it
 * is, 2 when it only lower-cases it, 0 when the state machine has to decide.
 */
function scanDomain(input: string, start: number, end: number): number {
  if (start === end) return 0;
  let result = 1;
  let lastDot = start - 1;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c >= 0x80) return 0;
    const t = DOMAIN_CHAR[c];
    if (t === 0) return 0;
    if (t === 2) result = 2;
    else if (c === 0x2e && i !== end - 1) lastDot = i;
  }
  // "If asciiDomain ends in a number, then return the result of IPv4 parsing asciiDomain."
  const lastStart = lastDot + 1;
  const c = input.charCodeAt(lastStart);
  if (c >= 0x30 && c <= 0x39) {
    let i = lastStart;
    let last = end;
    if (input.charCodeAt(end - 1) === 0x2e) last--;
    while (i < last && input.charCodeAt(i) >= 0x30 && input.charCodeAt(i) <= 0x39) i++;
    if (i === last) return isCanonicalIPv4(input, start, end) ? 1 : 0;
    // "0x" or "0X" followed by ASCII hex digits also ends in a number.
    if (c === 0x30 && (input.charCodeAt(lastStart + 1) | 0x20) === 0x78) return 0;
  }
  return result;
}

/** The code units a domain keeps as they are (no upper case, nothing forbidden, no "%"). */
const HOST = /* @__PURE__ */ new RegExp(`${charClass((c) => DOMAIN_CHAR[c] === 1)}*`, 'y');
/** The same with upper-case ASCII letters, which the domain parser lowercases. */
const HOST_ANY_CASE = /* @__PURE__ */ new RegExp(`${charClass((c) => DOMAIN_CHAR[c] !== 0)}*`, 'y');

/**
 * Scans a port's digits from `start`; returns the index after them, or -1 when the port is not in
 * its serialized form: empty, a leading zero, more than 65535, or the scheme's default port.
 */
function scanPort(input: string, start: number, id: number): number {
  let i = start;
  let port = 0;
  for (; i < input.length && i - start < 6; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x30 || c > 0x39) break;
    port = port * 10 + (c - 0x30);
  }
  const digits = i - start;
  if (digits === 0 || (digits > 1 && input.charCodeAt(start) === 0x30)) return -1;
  if (port > 0xffff || port === defaultPortOfId(id)) return -1;
  return i;
}

/** The scanner's answer "don't know": the state machine has to decide. */
export const SCAN_UNKNOWN = -1;
/** The scanner's answer "invalid": the basic URL parser returns failure for this input. */
export const SCAN_INVALID = -2;
/** In a "valid" answer of {@link scanSchemeAndAuthority}: the host is ASCII with upper-case letters, which the parser lowercases. */
export const SCAN_LOWER = 8;
/** In a "valid" answer of {@link scanSchemeAndAuthority}: the URL has no authority (no "//" after the scheme of a non-special URL). */
export const SCAN_NO_AUTHORITY = 16;
/**
 * In a "valid" answer of {@link scanSchemeAndAuthority} asked with `viaHostParser`: the host of a
 * special, non-"file" URL is a span the state machine hands to the host parser as it is
 * (`parseHost(input.slice(hostStart, hostEnd), false)`), but that the scanner cannot answer for
 * (non-ASCII, "%", an IPv4 address not in its serialized form, ...): the URL's host is what the
 * host parser returns, and its failure is the parse's failure.
 */
export const SCAN_HOST = 32;
/** The special scheme id (0: not special) in the low bits of a "valid" answer (1 ftp, 2 file, 3 http, 4 https, 5 ws, 6 wss). */
export const SCAN_SCHEME_ID = 7;

/** Whether a special URL's port from `start` is all ASCII digits, up to the end of the authority, and too big: the parser's failure. */
function portOutOfRange(input: string, start: number): boolean {
  let i = start;
  let port = 0;
  for (; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x30 || c > 0x39) break;
    if (port <= 0xffff) port = port * 10 + (c - 0x30);
  }
  if (i === start || port <= 0xffff) return false;
  // "If port is not a 16-bit unsigned integer, port-out-of-range validation error, return failure."
  // Only when the digits end the authority (a "@" after them would make them a password).
  const c = i < input.length ? input.charCodeAt(i) : -1;
  return c === -1 || c === 0x2f || c === 0x3f || c === 0x23 || c === 0x5c;
}

/**
 * Whether the state machine hands the host span `input[start, end)` of a special, non-"file" URL
 * (the scanner found its ends: no "\\", "@" or ":" in it) to the host parser exactly as it is: it is
 * not empty, and nothing in it is changed before the host state sees it or ends the host elsewhere:
 * no code unit up to U+0020 (tabs and newlines are removed, C0 controls and spaces trimmed at the end
 * of the input; all of them make the host parser fail anyway), no "[" (a ":" inside brackets does not
 * start a port) and no lone surrogate (the `URL` API makes it U+FFFD first).
 */
function hostParserTakes(input: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    // A surrogate must be the high half of a pair, whose low half is skipped (the code unit at
    // `end` is ASCII or past the input: never a low half).
    if (
      c <= 0x20 ||
      c === 0x5b ||
      ((c & 0xf800) === 0xd800 && (c > 0xdbff || (input.charCodeAt(++i) & 0xfc00) !== 0xdc00))
    )
      return false;
  }
  return start !== end;
}

/**
 * The scanner, first half: reads the scheme and the authority of `input` (no base) the way the basic
 * URL parser would, and answers "valid" when the state machine would keep both exactly as they are
 * (or only lowercase an ASCII host, flagged {@link SCAN_LOWER}), "invalid" ({@link SCAN_INVALID})
 * when it would return failure, or "don't know" ({@link SCAN_UNKNOWN}). Never anything else: the
 * tests compare it with the state machine's record on the WPT inputs, the corpora and generated input.
 *
 * A "valid" answer is the special scheme id (bits {@link SCAN_SCHEME_ID}) plus flags, and writes
 * `out.schemeEnd`, `out.usernameEnd` (the end of the username: the ":" before a password, or the "@";
 * `hostStart` when there are no credentials), `out.hostStart`, `out.hostEnd` (before a ":port") and
 * `out.pathStart` (where the authority ends, or just after the ":" without one). Nothing after that
 * point can make the parse fail (the path start, path, opaque path, query and fragment states never
 * return failure), nor change the scheme and authority: {@link scanPathQueryFragment} reads the rest.
 * With `viaHostParser`, a host the domain checks cannot answer for is left to the host parser
 * ({@link SCAN_HOST}) instead of "don't know".
 * Used by the fast path layer and by `@url/pattern`'s URL splitting. Not a spec algorithm: an
 * answer of
 * https://url.spec.whatwg.org/#concept-basic-url-parser known without running it.
 */
export function scanSchemeAndAuthority(input: string, out: URLOffsets, viaHostParser = false): number {
  const len = input.length;
  let c = input.charCodeAt(0);
  let i = -1;
  let id = NOT_SPECIAL;
  // The special schemes, told apart by their first code units (the common case), else any
  // lower-case scheme.
  if (c === 0x68) {
    if (input.charCodeAt(1) === 0x74 && input.charCodeAt(2) === 0x74 && input.charCodeAt(3) === 0x70) {
      c = input.charCodeAt(4);
      if (c === 0x3a) {
        i = 4;
        id = HTTP;
      } else if (c === 0x73 && input.charCodeAt(5) === 0x3a) {
        i = 5;
        id = HTTPS;
      }
    }
  } else if (c === 0x66) {
    c = input.charCodeAt(1);
    if (
      c === 0x69 &&
      input.charCodeAt(2) === 0x6c &&
      input.charCodeAt(3) === 0x65 &&
      input.charCodeAt(4) === 0x3a
    ) {
      i = 4;
      id = FILE;
    } else if (c === 0x74 && input.charCodeAt(2) === 0x70 && input.charCodeAt(3) === 0x3a) {
      i = 3;
      id = FTP;
    }
  } else if (c === 0x77) {
    if (input.charCodeAt(1) === 0x73) {
      c = input.charCodeAt(2);
      if (c === 0x3a) {
        i = 2;
        id = WS;
      } else if (c === 0x73 && input.charCodeAt(3) === 0x3a) {
        i = 3;
        id = WSS;
      }
    }
  }
  if (i === -1) {
    c = input.charCodeAt(0);
    if (!(c >= 0x61 && c <= 0x7a)) return SCAN_UNKNOWN;
    for (i = 1; i < len; i++) {
      c = input.charCodeAt(i);
      if (c === 0x3a) break;
      if (c >= 0x80 || SCHEME_CHAR[c] === 0 || (c >= 0x41 && c <= 0x5a)) return SCAN_UNKNOWN;
    }
    if (i === len) return SCAN_UNKNOWN;
    id = specialIdAt(input, i);
  }
  const special = id !== NOT_SPECIAL;
  out.schemeEnd = i;
  i++;
  if (input.charCodeAt(i) !== 0x2f || input.charCodeAt(i + 1) !== 0x2f) {
    if (special) return SCAN_UNKNOWN;
    // A path without a host ("sc:/a/b"), or an opaque path ("sc:a"). Removing tabs and newlines
    // could make "//" of it ("sc:/\t/h"): don't know.
    out.usernameEnd = out.hostStart = out.hostEnd = out.pathStart = i;
    c = input.charCodeAt(i);
    if (c === 0x2f) c = input.charCodeAt(i + 1);
    return c === 0x09 || c === 0x0a || c === 0x0d ? SCAN_UNKNOWN : SCAN_NO_AUTHORITY;
  }
  const authorityStart = i + 2;
  let authorityEnd = -1;
  let hostStart = authorityStart;
  let hostEnd = authorityStart;
  let lower = false;
  let viaHost = false;
  if (special) {
    // The common case: a domain or IPv4 address, an optional port, no credentials.
    let e = authorityStart;
    if (id !== FILE || input.charCodeAt(authorityStart) !== 0x2f) {
      HOST.lastIndex = authorityStart;
      HOST.test(input);
      e = HOST.lastIndex;
      c = input.charCodeAt(e);
      if (id !== FILE && c >= 0x41 && c <= 0x5a) {
        // Upper case (not in a "file" URL's host): the domain parser lowercases it.
        HOST_ANY_CASE.lastIndex = e;
        HOST_ANY_CASE.test(input);
        e = HOST_ANY_CASE.lastIndex;
        lower = true;
        c = input.charCodeAt(e);
      }
      if (id !== FILE && c >= 0x80) {
        // Non-ASCII, in the host or in credentials (a "@" follows): only the host parser can answer
        // for a host, and the scanner leaves non-ASCII credentials (and "\\") to the state machine.
        // One pass to the end of the host, with the rules of hostParserTakes.
        if (!viaHostParser) return SCAN_UNKNOWN;
        for (; e < len; e++) {
          c = input.charCodeAt(e);
          if (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x3a) break;
          if (
            c <= 0x20 ||
            c === 0x40 ||
            c === 0x5b ||
            c === 0x5c ||
            ((c & 0xf800) === 0xd800 && (c > 0xdbff || (input.charCodeAt(++e) & 0xfc00) !== 0xdc00))
          )
            return SCAN_UNKNOWN;
        }
        viaHost = true;
      }
    }
    c = e < len ? input.charCodeAt(e) : -1;
    if ((e !== authorityStart || id === FILE) && (c === -1 || c === 0x2f || c === 0x3f || c === 0x23)) {
      // (A file URL's host may be empty.)
      authorityEnd = hostEnd = e;
    } else if (e !== authorityStart && c === 0x3a && id !== FILE) {
      // A port, unless this was a username (then the general code below decides).
      const end = scanPort(input, e + 1, id);
      c = end === -1 || end === len ? -1 : input.charCodeAt(end);
      if (end !== -1 && (c === -1 || c === 0x2f || c === 0x3f || c === 0x23)) authorityEnd = hostEnd = end;
      if (authorityEnd !== -1) hostEnd = e;
      else if (portOutOfRange(input, e + 1)) return SCAN_INVALID;
    }
    if (authorityEnd !== -1) {
      // "If asciiDomain ends in a number, then return the result of IPv4 parsing asciiDomain." The last
      // label of a domain that ends in a number starts with a digit.
      // A last label that is a number ends in an ASCII digit, or in "x" or a hex digit ("0x" form);
      // any other last code unit (the common ".com") rules it out without reading the label.
      c = input.charCodeAt(input.charCodeAt(hostEnd - 1) === 0x2e ? hostEnd - 2 : hostEnd - 1);
      // (The "0x" form in any case: c | 0x20.)
      c |= 0x20;
      if (hostEnd !== hostStart && ((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66) || c === 0x78)) {
        let lastLabel = hostEnd - 2;
        while (lastLabel >= hostStart && input.charCodeAt(lastLabel) !== 0x2e) lastLabel--;
        c = input.charCodeAt(lastLabel + 1);
        if (c >= 0x30 && c <= 0x39 && scanDomain(input, hostStart, hostEnd) === 0) {
          if (!viaHostParser || id === FILE) return SCAN_UNKNOWN;
          viaHost = true;
        }
      }
      // "If host is "localhost", then set host to the empty string."
      if (id === FILE && hostEnd - hostStart === 9 && input.startsWith('localhost', hostStart))
        return SCAN_UNKNOWN;
      out.usernameEnd = authorityStart;
    }
  }
  if (authorityEnd === -1) {
    // Everything else: credentials, upper case, an opaque host. The authority goes up to "/", "?",
    // "#" or the end ("\" in a special URL ends it too: don't know).
    authorityEnd = authorityStart;
    let at = -1;
    for (; authorityEnd < len; authorityEnd++) {
      c = input.charCodeAt(authorityEnd);
      if (c === 0x2f || c === 0x3f || c === 0x23) break;
      if (c === 0x40) {
        if (at !== -1) return SCAN_UNKNOWN;
        at = authorityEnd;
      } else if (c === 0x5c && special) {
        return SCAN_UNKNOWN;
      }
    }
    if (at !== -1) {
      // Credentials are kept as they are when nothing in them needs encoding, the username or
      // password is not empty, and a ":" is followed by a password.
      if (id === FILE) return SCAN_UNKNOWN;
      let colon = -1;
      for (let k = authorityStart; k < at; k++) {
        c = input.charCodeAt(k);
        if (c >= 0x80 || USERINFO_PERCENT_ENCODE_SET[c] === 1) {
          if (c !== 0x3a || colon !== -1) return SCAN_UNKNOWN;
          colon = k;
        }
      }
      if (colon === -1) {
        if (at === authorityStart) return SCAN_UNKNOWN;
        out.usernameEnd = at;
      } else {
        if (colon + 1 === at) return SCAN_UNKNOWN;
        out.usernameEnd = colon;
      }
      hostStart = at + 1;
    } else {
      out.usernameEnd = authorityStart;
    }
    // The host, then an optional port.
    hostEnd = hostStart;
    while (hostEnd < authorityEnd && input.charCodeAt(hostEnd) !== 0x3a) hostEnd++;
    if (special) {
      if (id === FILE) {
        if (hostEnd !== authorityEnd) return SCAN_UNKNOWN;
        if (hostStart !== hostEnd) {
          if (scanDomain(input, hostStart, hostEnd) !== 1) return SCAN_UNKNOWN;
          if (hostEnd - hostStart === 9 && input.startsWith('localhost', hostStart)) return SCAN_UNKNOWN;
        }
      } else {
        const kind = scanDomain(input, hostStart, hostEnd);
        if (kind === 0) {
          if (!viaHostParser || !hostParserTakes(input, hostStart, hostEnd)) return SCAN_UNKNOWN;
          viaHost = true;
        }
        lower = kind === 2;
      }
    } else {
      for (let k = hostStart; k < hostEnd; k++) {
        c = input.charCodeAt(k);
        if (c >= 0x80 || OPAQUE_HOST_CHAR[c] === 0) return SCAN_UNKNOWN;
      }
      if (hostStart === hostEnd && at !== -1) return SCAN_UNKNOWN;
    }
    if (hostEnd !== authorityEnd) {
      if (hostStart === hostEnd || scanPort(input, hostEnd + 1, id) !== authorityEnd) return SCAN_UNKNOWN;
    }
  }
  out.hostStart = hostStart;
  out.hostEnd = hostEnd;
  out.pathStart = authorityEnd;
  return viaHost ? id | SCAN_HOST : lower ? id | SCAN_LOWER : id;
}

/**
 * The scanner, second half: whether `input` from `start` (the `pathStart` that
 * {@link scanSchemeAndAuthority} wrote; `answer` is its answer) is a path, then an optional query and
 * fragment, all in the serialized form the state machine would keep as they are (nothing to
 * percent-encode, no dot segment, no Windows drive letter quirk). If so, writes `out.queryStart` and
 * `out.hashStart` (the "?" and "#", or -1) plus `shift`. False: don't know. Not a spec algorithm:
 * the path, query and fragment states of https://url.spec.whatwg.org/#concept-basic-url-parser,
 * answered without running them.
 */
export function scanPathQueryFragment(
  input: string,
  start: number,
  answer: number,
  out: URLOffsets | null,
  shift = 0,
): boolean {
  const rest = input.length - start;
  if (rest === 0 || (rest === 1 && input.charCodeAt(start) === 0x2f)) {
    // No path (an empty special path serializes as "/"), or the path "/", and no query or fragment:
    // what every path expression matches, without calling one (a call costs 10-30 ns on both V8 and
    // JavaScriptCore; a quarter of userbait.txt's lines end there).
    if (out !== null) out.queryStart = out.hashStart = -1;
    return true;
  }
  const id = answer & SCAN_SCHEME_ID;
  const special = id !== NOT_SPECIAL;
  const form = formFor(rest);
  const path =
    id === FILE
      ? PATH_FILE[form]
      : special
        ? PATH_SPECIAL[form]
        : (answer & SCAN_NO_AUTHORITY) !== 0 && (start === input.length || input.charCodeAt(start) !== 0x2f)
          ? PATH_OPAQUE
          : PATH_OTHER[form];
  return scanTail(input, start, path, path, special, out, shift);
}

/**
 * Parses an input that needs nothing from the state machine but offsets: a lower-case scheme, and
 * for special schemes "//", optional credentials, a domain or dotted-decimal IPv4 host, a
 * non-default port, then a path, query and fragment in which nothing needs percent-encoding and no
 * dot segment occurs: the scanner ({@link scanSchemeAndAuthority}, {@link scanPathQueryFragment})
 * answers "valid". Returns false ("don't know") for anything else.
 *
 * `validateOnly` (for `URL.canParse`): true as soon as the scheme and the authority are known to be
 * valid. The path start, path, opaque path, query and fragment states never return failure, so
 * whatever follows the authority (or follows the scheme of a URL without one) cannot make the
 * parse fail; `out` then only holds some offsets.
 *
 * `hosts` (the stack's host parser): a special URL's host that is not in its serialized form
 * (non-ASCII, "%", ...) but otherwise canonical input is handed straight to it, as the host state
 * would ({@link SCAN_HOST}); its failure answers "don't know" (the state machine then fails too).
 */
export function parseCanonical(
  input: string,
  out: URLOffsets,
  validateOnly = false,
  hosts?: HostParser,
): boolean {
  const answer = scanSchemeAndAuthority(input, out, hosts !== undefined);
  if (answer < 0) return false;
  const hostStart = out.hostStart;
  const hostEnd = out.hostEnd;
  // The serialized host when it is not the host span itself.
  let host: string | undefined;
  if ((answer & SCAN_HOST) !== 0) {
    const parsed = hosts!.parseHost(input.slice(hostStart, hostEnd), false);
    if (parsed === null) return false;
    host = hosts!.serializeHost(parsed);
  }
  if (validateOnly) return true;
  if ((answer & SCAN_LOWER) !== 0) host = input.slice(hostStart, hostEnd).toLowerCase();
  const start = out.pathStart;
  // An empty path after the host of a special URL serializes as "/".
  // (A special URL always has an authority.)
  const shift =
    (answer & SCAN_SCHEME_ID) !== NOT_SPECIAL && (start === input.length || input.charCodeAt(start) !== 0x2f)
      ? 1
      : 0;
  // Every offset after the host moves by the difference in length.
  const grow = host === undefined ? 0 : host.length - (hostEnd - hostStart);
  if (!scanPathQueryFragment(input, start, answer, out, shift + grow)) return false;
  let href = host === undefined ? input : input.slice(0, hostStart) + host + input.slice(hostEnd);
  out.hostEnd = hostEnd + grow;
  out.pathStart = start + grow;
  if (shift === 1) href = href.slice(0, start + grow) + '/' + href.slice(start + grow);
  out.href = href;
  return true;
}

/**
 * Resolves `input` against the base `b` when `b` is special and not "file", and `input` is a
 * canonical path-absolute ("/a/b"), path-relative ("a/b", "../a", "./a") query-only ("?q"),
 * fragment-only ("#f") or empty reference, or an absolute URL that {@link parseCanonical} handles.
 * Returns false ("don't know") for anything else.
 */
export function parseRelativeCanonical(input: string, b: URLOffsets, out: URLOffsets): boolean {
  const base = b.href;
  const id = specialIdAt(base, b.schemeEnd);
  if (id === NOT_SPECIAL || id === FILE) return false;
  const len = input.length;
  const baseQueryStart = b.queryStart;
  const baseHashStart = b.hashStart;
  const basePathEnd =
    baseQueryStart !== -1 ? baseQueryStart : baseHashStart !== -1 ? baseHashStart : base.length;
  let prefixEnd: number;
  let start = 0;
  const form = formFor(len);
  let path = PATH_SPECIAL[form];
  if (len === 0) {
    // "Otherwise, if c is not the EOF code point" does not apply: everything but the fragment is the
    // base's.
    prefixEnd = baseHashStart !== -1 ? baseHashStart : base.length;
  } else {
    const c = input.charCodeAt(0);
    if (c === 0x23) {
      prefixEnd = baseHashStart !== -1 ? baseHashStart : base.length;
    } else if (c === 0x3f) {
      prefixEnd = basePathEnd;
    } else if (c === 0x2f) {
      const d = input.charCodeAt(1);
      if (d === 0x2f || d === 0x5c) return false;
      prefixEnd = b.pathStart;
    } else {
      // Anything that starts like a scheme followed by ":" is an absolute URL.
      if ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) {
        let k = 1;
        let d = 0;
        while (k < len) {
          d = input.charCodeAt(k);
          if (d >= 0x80 || SCHEME_CHAR[d] === 0) break;
          k++;
        }
        if (k < len && d === 0x3a) return parseCanonical(input, out);
      }
      if (c <= 0x20 || c === 0x5c) return false;
      // Path-relative: the base's path up to its last "/", then leading "./" and "../" segments.
      prefixEnd = basePathEnd;
      while (base.charCodeAt(prefixEnd - 1) !== 0x2f) prefixEnd--;
      const pathStart = b.pathStart;
      for (;;) {
        if (input.charCodeAt(start) !== 0x2e) break;
        const d = input.charCodeAt(start + 1);
        if (start + 1 === len || d === 0x2f || d === 0x3f || d === 0x23) {
          // "." segment.
          start += start + 1 < len && d === 0x2f ? 2 : 1;
        } else if (d === 0x2e) {
          const e = input.charCodeAt(start + 2);
          if (!(start + 2 === len || e === 0x2f || e === 0x3f || e === 0x23)) break;
          // ".." segment: "shorten url's path".
          if (prefixEnd - 1 > pathStart) {
            prefixEnd--;
            while (base.charCodeAt(prefixEnd - 1) !== 0x2f) prefixEnd--;
          }
          start += start + 2 < len && e === 0x2f ? 3 : 2;
        } else {
          break;
        }
      }
      if (start < len) {
        const e = input.charCodeAt(start);
        if (e === 0x2f || e === 0x5c || e <= 0x20) return false;
      }
      path = PATH_RELATIVE[form];
    }
  }
  if (!scanTail(input, start, path, PATH_SPECIAL[form], true, out, prefixEnd - start)) return false;
  out.href = start === 0 ? base.slice(0, prefixEnd) + input : base.slice(0, prefixEnd) + input.slice(start);
  out.schemeEnd = b.schemeEnd;
  out.usernameEnd = b.usernameEnd;
  out.hostStart = b.hostStart;
  out.hostEnd = b.hostEnd;
  out.pathStart = b.pathStart;
  if (prefixEnd > basePathEnd) {
    // A query-only or empty reference keeps the base's query.
    out.queryStart =
      out.queryStart === -1 && baseQueryStart !== -1 && prefixEnd > baseQueryStart
        ? baseQueryStart
        : out.queryStart;
  }
  return true;
}

/** The offsets {@link parseCanonicalRecord} reads right after {@link parseCanonical} writes them. */
const scratch = /* @__PURE__ */ new URLParts();

/**
 * The URL record of `input` when {@link parseCanonical} accepts it (null: "don't know"), its
 * components sliced from the offsets, with the host typed as the host parser types it (the fast path
 * only accepts a dotted-decimal IPv4 address or a domain that does not end in a number, in a special
 * URL: only a host that ends in a digit can be an address).
 */
export function parseCanonicalRecord(input: string, hosts: HostParser): URLRecord | null {
  if (!parseCanonical(input, scratch, false, hosts)) return null;
  const url = partsToRecord(scratch);
  const host = url.host as string | null;
  if (host !== null && specialIdAt(input, scratch.schemeEnd) !== NOT_SPECIAL) {
    const c = host.charCodeAt(host.length - 1);
    if (c >= 0x30 && c <= 0x39) url.host = hosts.parseHost(host, false);
  }
  return url;
}

/**
 * The fast path layer of a URL stack (https://url.spec.whatwg.org/#concept-basic-url-parser answered
 * without the state machine for input already in serialized form): pass it as
 * `createURLParser({ fastPath: urlFastPath })`. The root entry's stack has it; a `./core` stack
 * without it runs every parse through the state machine, with the same results.
 */
export const urlFastPath: URLFastPath = { parseCanonical, parseRelativeCanonical, parseCanonicalRecord };
