/**
 * Fast paths in front of the state machine. Each one scans its input once with `charCodeAt` and
 * either answers "done" (writing the same serialization and offsets that the state machine followed
 * by the serializer would give) or "don't know" (`false`: the caller then runs the state machine).
 * They never answer differently from the state machine: the tests run every WPT case and every
 * differential input both ways and compare.
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
import { dotSegment } from './basic-url-parser';
import { DOMAIN_CHAR, OPAQUE_HOST_CHAR, SCHEME_CHAR } from './tables';
import { specialIdAt, type URLParts } from './url-parts';
import { defaultPortOfId, FILE, NOT_SPECIAL } from './url-record';

/**
 * Scans a path from `start` (a "/" or the first code unit of a path-relative reference) up to "?",
 * "#" or the end. Returns the index where it stopped, or -1 when the path is not canonical: a code
 * unit the path percent-encode set changes, "\" in a special URL, a single-dot or double-dot
 * segment, or (`file`) a first segment that is a Windows drive letter with "|".
 */
function scanPath(input: string, start: number, special: boolean, file: boolean): number {
  const len = input.length;
  let segmentStart = input.charCodeAt(start) === 0x2f ? start + 1 : start;
  let i = segmentStart;
  for (; i < len; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x23) {
      const first = input.charCodeAt(segmentStart);
      if (
        (first === 0x2e || first === 0x25) &&
        i - segmentStart <= 6 &&
        dotSegment(input, segmentStart, i) !== 0
      ) {
        return -1;
      }
      if (c !== 0x2f) return i;
      segmentStart = i + 1;
      continue;
    }
    if (c >= 0x80 || PATH_PERCENT_ENCODE_SET[c] === 1) return -1;
    if (c === 0x5c && special) return -1;
    // A Windows drive letter quirk: "C|" as the first segment of a file URL becomes "C:".
    if (c === 0x7c && file) return -1;
  }
  const first = input.charCodeAt(segmentStart);
  if (
    (first === 0x2e || first === 0x25) &&
    i - segmentStart <= 6 &&
    dotSegment(input, segmentStart, i) !== 0
  ) {
    return -1;
  }
  return i;
}

/**
 * Scans an optional query and fragment from `start` (at "?", "#" or the end). Returns false when one
 * of them has a code unit its percent-encode set changes; otherwise writes their offsets (shifted by
 * `shift`) into `out`.
 */
function scanQueryAndFragment(
  input: string,
  start: number,
  special: boolean,
  out: URLParts,
  shift: number,
): boolean {
  const len = input.length;
  let i = start;
  out.queryStart = -1;
  out.hashStart = -1;
  if (i < len && input.charCodeAt(i) === 0x3f) {
    out.queryStart = i + shift;
    const set = special ? SPECIAL_QUERY_PERCENT_ENCODE_SET : QUERY_PERCENT_ENCODE_SET;
    for (i++; i < len; i++) {
      const c = input.charCodeAt(i);
      if (c >= 0x80 || set[c] === 1) {
        if (c === 0x23) break;
        return false;
      }
    }
  }
  if (i < len) {
    out.hashStart = i + shift;
    for (i++; i < len; i++) {
      const c = input.charCodeAt(i);
      if (c >= 0x80 || FRAGMENT_PERCENT_ENCODE_SET[c] === 1) return false;
    }
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

/**
 * Parses an input that needs nothing from the state machine but offsets: a lower-case scheme, and
 * for special schemes "//", optional credentials, a domain or dotted-decimal IPv4 host, a
 * non-default port, then a path, query and fragment in which nothing needs percent-encoding and no
 * dot segment occurs. Returns false ("don't know") for anything else.
 */
export function parseCanonical(input: string, out: URLParts): boolean {
  const len = input.length;
  let c = input.charCodeAt(0);
  if (!(c >= 0x61 && c <= 0x7a)) return false;
  let i = 1;
  for (; i < len; i++) {
    c = input.charCodeAt(i);
    if (c === 0x3a) break;
    if (c >= 0x80 || SCHEME_CHAR[c] === 0 || (c >= 0x41 && c <= 0x5a)) return false;
  }
  if (i === len) return false;
  const schemeEnd = i;
  const id = specialIdAt(input, schemeEnd);
  const special = id !== NOT_SPECIAL;
  out.schemeEnd = schemeEnd;
  i++;
  if (input.charCodeAt(i) !== 0x2f || input.charCodeAt(i + 1) !== 0x2f) {
    if (special) return false;
    out.usernameEnd = out.hostStart = out.hostEnd = out.pathStart = i;
    if (i < len && input.charCodeAt(i) === 0x2f) {
      // A path without a host ("sc:/a/b").
      const end = scanPath(input, i, false, false);
      if (end === -1 || !scanQueryAndFragment(input, end, false, out, 0)) return false;
    } else {
      // An opaque path: the C0 control percent-encode set changes C0 controls, U+007F and above;
      // U+0020 is kept except before "?" or "#" (and trimmed at the end), so it is left to the state
      // machine.
      for (; i < len; i++) {
        c = input.charCodeAt(i);
        if (c === 0x3f || c === 0x23) break;
        if (c <= 0x20 || c >= 0x7f) return false;
      }
      if (!scanQueryAndFragment(input, i, false, out, 0)) return false;
    }
    out.href = input;
    return true;
  }
  // The authority: up to "/", "?", "#" or the end ("\" in a special URL ends it too: don't know).
  const authorityStart = i + 2;
  let authorityEnd = authorityStart;
  let at = -1;
  for (; authorityEnd < len; authorityEnd++) {
    c = input.charCodeAt(authorityEnd);
    if (c === 0x2f || c === 0x3f || c === 0x23) break;
    if (c === 0x40) {
      if (at !== -1) return false;
      at = authorityEnd;
    } else if (c === 0x5c && special) {
      return false;
    }
  }
  let hostStart = authorityStart;
  if (at !== -1) {
    // Credentials are kept as they are when nothing in them needs encoding, the username or password
    // is not empty, and a ":" is followed by a password.
    if (id === FILE) return false;
    let colon = -1;
    for (let k = authorityStart; k < at; k++) {
      c = input.charCodeAt(k);
      if (c >= 0x80 || USERINFO_PERCENT_ENCODE_SET[c] === 1) {
        if (c !== 0x3a || colon !== -1) return false;
        colon = k;
      }
    }
    if (colon === -1) {
      if (at === authorityStart) return false;
      out.usernameEnd = at;
    } else {
      if (colon + 1 === at) return false;
      out.usernameEnd = colon;
    }
    hostStart = at + 1;
  } else {
    out.usernameEnd = authorityStart;
  }
  // The host, then an optional port.
  let hostEnd = hostStart;
  while (hostEnd < authorityEnd && input.charCodeAt(hostEnd) !== 0x3a) hostEnd++;
  let lower = false;
  if (special) {
    if (id === FILE) {
      if (hostEnd !== authorityEnd) return false;
      if (hostStart !== hostEnd) {
        if (scanDomain(input, hostStart, hostEnd) !== 1) return false;
        // "If host is "localhost", then set host to the empty string."
        if (hostEnd - hostStart === 9 && input.startsWith('localhost', hostStart)) return false;
      }
    } else {
      const kind = scanDomain(input, hostStart, hostEnd);
      if (kind === 0) return false;
      lower = kind === 2;
    }
  } else {
    for (let k = hostStart; k < hostEnd; k++) {
      c = input.charCodeAt(k);
      if (c >= 0x80 || OPAQUE_HOST_CHAR[c] === 0) return false;
    }
    if (hostStart === hostEnd && at !== -1) return false;
  }
  if (hostEnd !== authorityEnd) {
    // A port: digits without a leading zero, at most 65535, not the scheme's default port.
    const portStart = hostEnd + 1;
    const digits = authorityEnd - portStart;
    if (digits === 0 || digits > 5) return false;
    if (input.charCodeAt(portStart) === 0x30 && digits > 1) return false;
    let port = 0;
    for (let k = portStart; k < authorityEnd; k++) {
      c = input.charCodeAt(k);
      if (c < 0x30 || c > 0x39) return false;
      port = port * 10 + (c - 0x30);
    }
    if (port > 0xffff || port === defaultPortOfId(id)) return false;
    if (hostStart === hostEnd) return false;
  }
  out.hostStart = hostStart;
  out.hostEnd = hostEnd;
  // The path.
  let shift = 0;
  let pathEnd = authorityEnd;
  if (authorityEnd < len && input.charCodeAt(authorityEnd) === 0x2f) {
    pathEnd = scanPath(input, authorityEnd, special, id === FILE);
    if (pathEnd === -1) return false;
  } else if (special) {
    // An empty path after the host of a special URL serializes as "/".
    shift = 1;
  }
  out.pathStart = authorityEnd;
  if (!scanQueryAndFragment(input, pathEnd, special, out, shift)) return false;
  let href = input;
  if (lower)
    href = input.slice(0, hostStart) + input.slice(hostStart, hostEnd).toLowerCase() + input.slice(hostEnd);
  if (shift === 1) href = href.slice(0, authorityEnd) + '/' + href.slice(authorityEnd);
  out.href = href;
  return true;
}

/**
 * Resolves `input` against the base `b` when `b` is special and not "file", and `input` is a
 * canonical path-absolute ("/a/b"), path-relative ("a/b", "../a", "./a") query-only ("?q"),
 * fragment-only ("#f") or empty reference, or an absolute URL that {@link parseCanonical} handles.
 * Returns false ("don't know") for anything else.
 */
export function parseRelativeCanonical(input: string, b: URLParts, out: URLParts): boolean {
  const base = b.href;
  const id = specialIdAt(base, b.schemeEnd);
  if (id === NOT_SPECIAL || id === FILE) return false;
  const len = input.length;
  const baseQueryStart = b.queryStart;
  const baseHashStart = b.hashStart;
  const basePathEnd =
    baseQueryStart !== -1 ? baseQueryStart : baseHashStart !== -1 ? baseHashStart : base.length;
  let prefixEnd: number;
  let pathEnd: number;
  let start = 0;
  if (len === 0) {
    // "Otherwise, if c is not the EOF code point" does not apply: everything but the fragment is the
    // base's.
    prefixEnd = baseHashStart !== -1 ? baseHashStart : base.length;
    pathEnd = 0;
  } else {
    const c = input.charCodeAt(0);
    if (c === 0x23) {
      prefixEnd = baseHashStart !== -1 ? baseHashStart : base.length;
      pathEnd = 0;
    } else if (c === 0x3f) {
      prefixEnd = basePathEnd;
      pathEnd = 0;
    } else if (c === 0x2f) {
      const d = input.charCodeAt(1);
      if (d === 0x2f || d === 0x5c) return false;
      prefixEnd = b.pathStart;
      pathEnd = scanPath(input, 0, true, false);
      if (pathEnd === -1) return false;
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
      prefixEnd = base.lastIndexOf('/', basePathEnd - 1) + 1;
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
          if (prefixEnd - 1 > pathStart) prefixEnd = base.lastIndexOf('/', prefixEnd - 2) + 1;
          start += start + 2 < len && e === 0x2f ? 3 : 2;
        } else {
          break;
        }
      }
      if (start < len) {
        const e = input.charCodeAt(start);
        if (e === 0x2f || e === 0x5c || e <= 0x20) return false;
      }
      pathEnd = scanPath(input, start, true, false);
      if (pathEnd === -1) return false;
    }
  }
  const shift = prefixEnd - start;
  if (!scanQueryAndFragment(input, pathEnd, true, out, shift)) return false;
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
