/**
 * The WHATWG splitter: where each component of a parsed URL came from in the input.
 *
 * It walks the input with the basic URL parser's states (https://url.spec.whatwg.org/#concept-basic-url-parser)
 * and the same component boundaries, but instead of building the URL it records, for each component,
 * the span of the input it was read from (or that it was taken from the base URL), and the small
 * decisions the parser made on the way (a `\` read as `/`, a dot segment removed, slashes skipped).
 * `recordFromSplit` then applies the spec's per-component transforms (lower-casing, percent-encoding,
 * the host parser) to those spans; the tests check that this gives the parser's own URL record for every
 * `urltestdata.json` case, which is what keeps the spans honest.
 * @module
 */

import type { Host, URLRecord } from '@url/parser';
import {
  C0_CONTROL_PERCENT_ENCODE_SET,
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
  utf8PercentEncodeString,
} from '@url/percent';

/** A half-open range `[start, end)` of UTF-16 code units in the ORIGINAL input. */
export interface Span {
  start: number;
  end: number;
}

/** A component read from the input: its raw text (tabs and newlines removed) and its span. */
export interface InputPiece {
  from: 'input';
  /** the raw text as the parser saw it (after trimming and tab/newline removal) */
  text: string;
  span: Span;
}

/** A component taken from the base URL: its value, already in the URL record's form. */
export interface BasePiece<T> {
  from: 'base';
  value: T;
}

/** One path segment of the result. */
export type PathSegmentSource =
  | (InputPiece & {
      /** the separator before it in the input (`/` or `\`), when there was one */
      separator: Span | null;
      /** a Windows drive letter whose second code point the parser replaced with `:` */
      driveLetterFixed?: boolean;
    })
  | (BasePiece<string> & { separator?: undefined });

/** Something the parser did along the way that the components alone do not show. */
export type SplitEvent =
  /** a `\` read as a `/` (special URLs) */
  | { type: 'backslash'; span: Span }
  /** the slashes after `scheme:` of a special URL were not exactly `//` */
  | { type: 'slashes'; span: Span; text: string; expected: string }
  /**
   * a `.`/`..` path segment (or `%2e` forms) removed; `removed` is the segment `..` took away, and the
   * span starts at that segment's `/` when it came from the input
   */
  | {
      type: 'dot-segment';
      span: Span;
      text: string;
      double: boolean;
      removed: string | null;
      removedSpan: Span | null;
      /** a `.`/`..` that ends the path leaves an empty segment (a trailing slash) */
      trailingSlash: boolean;
      /** whether the span starts with a `/` (or `\`) separator */
      separated: boolean;
    }
  /** a special URL's empty path: the parser made it `/` */
  | { type: 'path-slash-added'; at: number }
  /** a relative input that starts with a Windows drive letter against a file: base (path not shortened) */
  | { type: 'drive-letter-reset'; span: Span }
  /** `file://localhost/`: the host "localhost" becomes the empty host */
  | { type: 'localhost-dropped'; span: Span }
  /** `file://C:/`: a Windows drive letter where the host would be is read as the first path segment */
  | { type: 'drive-letter-host'; span: Span };

/** How the parser read the input: spans in the original input for everything it kept. */
export interface URLSplit {
  /** the input after trimming and tab/newline removal: what the state machine walks */
  clean: string;
  /** `map[i]` is the original index of `clean[i]`; `map[clean.length]` is the end of the trimmed input */
  map: number[];
  /** leading C0 controls and spaces that were trimmed, or null */
  leading: Span | null;
  /** trailing C0 controls and spaces that were trimmed, or null */
  trailing: Span | null;
  /** original indices of each removed ASCII tab or newline (inside the trimmed input) */
  removed: number[];
  /** null when the parser fails; otherwise the components */
  failure: SplitFailure | null;
  scheme: InputPiece | BasePiece<string> | null;
  /** the lower-cased scheme */
  schemeValue: string;
  special: boolean;
  /** whether the result's userinfo, host and port come from the base, the input, or neither (no host) */
  authority: 'input' | 'base' | 'none';
  /** the authority's span in the input (between the slashes and the path), when read from the input */
  authoritySpan: Span | null;
  username: InputPiece | BasePiece<string> | null;
  password: InputPiece | BasePiece<string> | null;
  /** the `@` that ends the credentials (the last one in the authority) */
  at: Span | null;
  /** the `:` that separates username and password */
  passwordColon: Span | null;
  host: (InputPiece & { value: Host }) | BasePiece<Host | null> | null;
  port: InputPiece | BasePiece<number | null> | null;
  /** the `:` before the port */
  portColon: Span | null;
  /** a list of segments, or the opaque path */
  path: PathSegmentSource[] | InputPiece | BasePiece<string>;
  query: InputPiece | BasePiece<string | null> | null;
  /** the `?` that starts the query in the input */
  queryMark: Span | null;
  fragment: InputPiece | null;
  /** the `#` that starts the fragment in the input */
  fragmentMark: Span | null;
  /** the components taken from the base URL (in order), when the input was relative */
  fromBase: string[];
  events: SplitEvent[];
}

/** Why the parser failed, in the spec's words: the validation error that returns failure, and where. */
export interface SplitFailure {
  type: string;
  index: number;
}

/** The host parser the splitter uses on host spans (the same one the URL parser uses). */
export type ParseHost = (input: string, isOpaque: boolean) => Host | null;

const EOF = -1;

function isAlpha(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

function isSchemeChar(c: number): boolean {
  return isAlpha(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e;
}

const SPECIAL_SCHEMES = ['ftp', 'file', 'http', 'https', 'ws', 'wss'];

/** https://url.spec.whatwg.org/#windows-drive-letter */
export function isWindowsDriveLetter(s: string): boolean {
  return s.length === 2 && isAlpha(s.charCodeAt(0)) && (s[1] === ':' || s[1] === '|');
}

/** https://url.spec.whatwg.org/#normalized-windows-drive-letter */
function isNormalizedWindowsDriveLetter(s: string): boolean {
  return s.length === 2 && isAlpha(s.charCodeAt(0)) && s[1] === ':';
}

/** https://url.spec.whatwg.org/#start-with-a-windows-drive-letter */
function startsWithAWindowsDriveLetter(s: string, p: number): boolean {
  if (s.length - p < 2) return false;
  if (!isWindowsDriveLetter(s.slice(p, p + 2))) return false;
  if (s.length - p === 2) return true;
  const c = s.charCodeAt(p + 2);
  return c === 0x2f || c === 0x5c || c === 0x3f || c === 0x23;
}

/**
 * 1 for a single-dot URL path segment, 2 for a double-dot one, otherwise 0.
 * https://url.spec.whatwg.org/#single-dot-path-segment
 */
function dotSegment(s: string): number {
  const lower = s.toLowerCase();
  if (lower === '.' || lower === '%2e') return 1;
  if (lower === '..' || lower === '.%2e' || lower === '%2e.' || lower === '%2e%2e') return 2;
  return 0;
}

/**
 * Splits `input` (against `base`, a URL record or null) the way the basic URL parser reads it.
 * `parseHost` is the host parser (hosts decide failure, so the splitter needs one).
 */
export function splitURL(input: string, base: URLRecord | null, parseHost: ParseHost): URLSplit {
  const result = walk(input, base, parseHost);
  // `file:x` gets `///` (the host's `//` and the first segment's `/`), but `file:.//x` only `//`: its
  // first segment has a `/` of its own in the input
  for (const e of result.events) {
    if (e.type === 'slashes' && e.expected === '///' && Array.isArray(result.path)) {
      const first = result.path[0];
      if (first !== undefined && first.from === 'input' && first.separator !== null) e.expected = '//';
    }
  }
  return result;
}

function walk(input: string, base: URLRecord | null, parseHost: ParseHost): URLSplit {
  // "Remove any leading and trailing C0 control or space from input."
  let start = 0;
  let end = input.length;
  while (start < end && input.charCodeAt(start) <= 0x20) start++;
  while (end > start && input.charCodeAt(end - 1) <= 0x20) end--;
  // "Remove all ASCII tab or newline from input." `map[i]` is the original index of clean[i].
  const removed: number[] = [];
  const map: number[] = [];
  let clean = '';
  let run = start;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) {
      clean += input.slice(run, i);
      run = i + 1;
      removed.push(i);
    } else {
      map.push(i);
    }
  }
  clean += input.slice(run, end);
  map.push(end);

  const s = clean;
  const len = s.length;
  const span = (a: number, b: number): Span =>
    b > a ? { start: map[a], end: map[b - 1] + 1 } : { start: map[a], end: map[a] };
  const piece = (a: number, b: number): InputPiece => ({
    from: 'input',
    text: s.slice(a, b),
    span: span(a, b),
  });

  const result: URLSplit = {
    clean,
    map,
    leading: start > 0 ? { start: 0, end: start } : null,
    trailing: end < input.length ? { start: end, end: input.length } : null,
    removed,
    failure: null,
    scheme: null,
    schemeValue: '',
    special: false,
    authority: 'none',
    authoritySpan: null,
    username: null,
    password: null,
    at: null,
    passwordColon: null,
    host: null,
    port: null,
    portColon: null,
    path: [],
    query: null,
    queryMark: null,
    fragment: null,
    fragmentMark: null,
    fromBase: [],
    events: [],
  };
  const events = result.events;
  let special = false;
  let isFile = false;
  let segments: PathSegmentSource[] = [];
  result.path = segments;

  const at = (i: number): number => (i < len ? s.charCodeAt(i) : EOF);
  const fail = (type: string, index: number): URLSplit => {
    result.failure = { type, index: map[Math.min(index, len)] };
    return result;
  };
  const setScheme = (value: string) => {
    result.schemeValue = value;
    special = SPECIAL_SCHEMES.includes(value);
    isFile = value === 'file';
    result.special = special;
  };
  const takeAuthorityFromBase = (b: URLRecord) => {
    result.authority = 'base';
    result.username = { from: 'base', value: b.username };
    result.password = { from: 'base', value: b.password };
    result.host = { from: 'base', value: b.host };
    result.port = { from: 'base', value: b.port };
    result.fromBase.push('username', 'password', 'host', 'port');
  };
  const takePathFromBase = (b: URLRecord) => {
    segments = (b.path as string[]).map((value): PathSegmentSource => ({ from: 'base', value }));
    result.path = segments;
    result.fromBase.push('path');
  };
  // "shorten url's path": https://url.spec.whatwg.org/#shorten-a-urls-path
  const shorten = (): PathSegmentSource | null => {
    if (isFile && segments.length === 1) {
      const only = segments[0];
      const text = only.from === 'base' ? only.value : segmentValue(only);
      if (isNormalizedWindowsDriveLetter(text)) return null;
    }
    return segments.pop() ?? null;
  };

  const query = (p: number): URLSplit => {
    // query state: up to the first U+0023 (#)
    result.queryMark = span(p - 1, p);
    let q = p;
    while (q < len && s.charCodeAt(q) !== 0x23) q++;
    result.query = piece(p, q);
    if (q < len) return fragment(q + 1);
    return result;
  };
  const fragment = (p: number): URLSplit => {
    result.fragmentMark = span(p - 1, p);
    result.fragment = piece(p, len);
    return result;
  };

  // path state, from `p` (the start of a segment) to the end of the path
  const pathState = (p: number, separator: Span | null): URLSplit => {
    for (;;) {
      let q = p;
      let d = EOF;
      for (; q < len; q++) {
        d = s.charCodeAt(q);
        if (d === 0x2f || (d === 0x5c && special) || d === 0x3f || d === 0x23) break;
      }
      if (q === len) d = EOF;
      const slash = d === 0x2f || (d === 0x5c && special);
      const text = s.slice(p, q);
      const kind = dotSegment(text);
      if (kind !== 0) {
        let removedText: string | null = null;
        let removedSpan: Span | null = null;
        let removedSeparated = false;
        if (kind === 2) {
          // "If buffer is a double-dot URL path segment, then shorten url's path."
          const gone = shorten();
          if (gone !== null) {
            removedText = gone.from === 'base' ? gone.value : gone.text;
            if (gone.from === 'input') {
              removedSpan = gone.separator ?? gone.span;
              removedSeparated = gone.separator !== null;
            }
          }
        }
        // "If neither c is U+002F (/), nor url is special and c is U+005C (\), append the empty string"
        if (!slash) segments.push({ from: 'input', text: '', span: span(q, q), separator: null });
        // the span runs from the removed segment (when it came from the input) to the end of the dot segment
        const startAt =
          removedSpan !== null ? removedSpan.start : separator === null ? span(p, q).start : separator.start;
        events.push({
          type: 'dot-segment',
          span: { start: startAt, end: span(p, q).end },
          text,
          double: kind === 2,
          removed: removedText,
          removedSpan,
          trailingSlash: !slash,
          separated: removedSpan !== null ? removedSeparated : separator !== null,
        });
      } else {
        const seg: PathSegmentSource = { from: 'input', text, span: span(p, q), separator };
        // "If url's scheme is "file", url's path is empty, and buffer is a Windows drive letter, then
        // replace the second code point in buffer with U+003A (:)."
        if (isFile && segments.length === 0 && isWindowsDriveLetter(text)) seg.driveLetterFixed = true;
        segments.push(seg);
      }
      if (d === 0x5c && special) events.push({ type: 'backslash', span: span(q, q + 1) });
      if (d === 0x3f) return query(q + 1);
      if (d === 0x23) return fragment(q + 1);
      if (d === EOF) return result;
      separator = span(q, q + 1);
      p = q + 1;
    }
  };

  // path start state
  const pathStart = (p: number): URLSplit => {
    const c = at(p);
    if (special) {
      if (c === 0x5c) events.push({ type: 'backslash', span: span(p, p + 1) });
      if (c === 0x2f || c === 0x5c) return pathState(p + 1, span(p, p + 1));
      // "If c is neither U+002F (/) nor U+005C (\), decrease pointer by 1": the path gets an empty
      // first segment, which serializes as "/"
      events.push({ type: 'path-slash-added', at: map[p] });
      return pathState(p, null);
    }
    if (c === 0x3f) return query(p + 1);
    if (c === 0x23) return fragment(p + 1);
    if (c !== EOF) return c === 0x2f ? pathState(p + 1, span(p, p + 1)) : pathState(p, null);
    return result;
  };

  // port state: `p` is just after the U+003A (:)
  const portState = (p: number): URLSplit => {
    let q = p;
    let value = 0;
    while (q < len && s.charCodeAt(q) >= 0x30 && s.charCodeAt(q) <= 0x39) {
      if (value <= 0xffff) value = value * 10 + (s.charCodeAt(q) - 0x30);
      q++;
    }
    const d = at(q);
    if (!(d === EOF || d === 0x2f || d === 0x3f || d === 0x23 || (d === 0x5c && special))) {
      return fail('port-invalid', q);
    }
    result.portColon = span(p - 1, p);
    result.port = piece(p, q);
    if (q !== p && value > 0xffff) return fail('port-out-of-range', p);
    return pathStart(q);
  };

  // host state: `p` is the start of the host
  const hostState = (p: number): URLSplit => {
    let q = p;
    let inside = false;
    let d = EOF;
    for (; q < len; q++) {
      d = s.charCodeAt(q);
      if (d === 0x3a) {
        if (!inside) break;
      } else if (d === 0x2f || d === 0x3f || d === 0x23 || (d === 0x5c && special)) {
        break;
      } else if (d === 0x5b) inside = true;
      else if (d === 0x5d) inside = false;
    }
    if (q === len) d = EOF;
    if (d === 0x3a) {
      if (q === p) return fail('host-missing', q);
    } else if (special && q === p) {
      return fail('host-missing', q);
    }
    const text = s.slice(p, q);
    const value = parseHost(text, !special);
    if (value === null) return fail('host-invalid', p);
    result.host = { from: 'input', text, span: span(p, q), value };
    result.authoritySpan = { start: result.authoritySpan!.start, end: span(q, q).start };
    if (d === 0x3a) {
      // the authority goes on through the port
      let e = q + 1;
      while (e < len) {
        const c = s.charCodeAt(e);
        if (c === 0x2f || c === 0x3f || c === 0x23 || (c === 0x5c && special)) break;
        e++;
      }
      result.authoritySpan.end = span(e, e).start;
      return portState(q + 1);
    }
    return pathStart(q);
  };

  // authority state: `p` is the start of the authority
  const authorityState = (p: number): URLSplit => {
    result.authority = 'input';
    result.authoritySpan = span(p, p);
    let q = p;
    let atSign = -1;
    for (; q < len; q++) {
      const d = s.charCodeAt(q);
      if (d === 0x2f || d === 0x3f || d === 0x23 || (d === 0x5c && special)) break;
      if (d === 0x40) atSign = q;
    }
    result.username = { from: 'input', text: '', span: span(p, p) };
    result.password = { from: 'input', text: '', span: span(p, p) };
    if (atSign === -1) return hostState(p);
    // "If atSignSeen is true and buffer is the empty string, host-missing validation error, return failure."
    if (atSign + 1 === q) return fail('host-missing', q);
    result.at = span(atSign, atSign + 1);
    let colon = s.indexOf(':', p);
    if (colon > atSign) colon = -1;
    if (colon === -1) {
      result.username = piece(p, atSign);
      result.password = { from: 'input', text: '', span: span(atSign, atSign) };
    } else {
      result.username = piece(p, colon);
      result.passwordColon = span(colon, colon + 1);
      result.password = piece(colon + 1, atSign);
    }
    return hostState(atSign + 1);
  };

  // special authority slashes state + special authority ignore slashes state: every `/` and `\`
  const ignoreSlashes = (p: number, expected: string): URLSplit => {
    let q = p;
    while (q < len && (s.charCodeAt(q) === 0x2f || s.charCodeAt(q) === 0x5c)) {
      if (s.charCodeAt(q) === 0x5c) events.push({ type: 'backslash', span: span(q, q + 1) });
      q++;
    }
    const text = s.slice(p, q);
    if (text.replaceAll('\\', '/') !== expected) {
      events.push({ type: 'slashes', span: span(p, q), text, expected });
    }
    return authorityState(q);
  };

  // relative slash state: `p` is just after the first `/` (or `\`)
  const relativeSlash = (p: number, first: number): URLSplit => {
    const c = at(p);
    if (special && (c === 0x2f || c === 0x5c)) {
      return ignoreSlashes(first, '//');
    }
    if (c === 0x2f) return authorityState(p + 1);
    if (at(first) === 0x5c) events.push({ type: 'backslash', span: span(first, p) });
    takeAuthorityFromBase(base!);
    return pathState(p, span(first, p));
  };

  // relative state: `p` is the first code point after the scheme (if any)
  const relative = (p: number): URLSplit => {
    const b = base!;
    const c = at(p);
    if (c === 0x2f || (special && c === 0x5c)) return relativeSlash(p + 1, p);
    takeAuthorityFromBase(b);
    takePathFromBase(b);
    result.query = { from: 'base', value: b.query };
    result.fromBase.push('query');
    if (c === 0x3f) {
      result.fromBase.pop();
      return query(p + 1);
    }
    if (c === 0x23) return fragment(p + 1);
    if (c !== EOF) {
      result.query = null;
      result.fromBase.pop();
      shorten();
      return pathState(p, null);
    }
    return result;
  };

  // file host state: `p` is just after `file://`
  const fileHost = (p: number): URLSplit => {
    let q = p;
    while (q < len) {
      const d = s.charCodeAt(q);
      if (d === 0x2f || d === 0x5c || d === 0x3f || d === 0x23) break;
      q++;
    }
    result.authority = 'input';
    result.authoritySpan = span(p, q);
    if (q - p === 2 && isWindowsDriveLetter(s.slice(p, q))) {
      // "buffer is not reset here and instead used in the path state": the drive letter is the first segment
      result.host = { from: 'input', text: '', span: span(p, p), value: '' };
      result.authoritySpan = span(p, p);
      events.push({ type: 'drive-letter-host', span: span(p, q) });
      return pathState(p, null);
    }
    if (q === p) {
      result.host = { from: 'input', text: '', span: span(p, p), value: '' };
      return pathStart(q);
    }
    const text = s.slice(p, q);
    let value = parseHost(text, false);
    if (value === null) return fail('host-invalid', p);
    // "If host is "localhost", then set host to the empty string."
    if (value === 'localhost') {
      events.push({ type: 'localhost-dropped', span: span(p, q) });
      value = '';
    }
    result.host = { from: 'input', text, span: span(p, q), value };
    return pathStart(q);
  };

  // file slash state: `p` is just after the first slash
  const fileSlash = (p: number, first: number): URLSplit => {
    const c = at(p);
    if (c === 0x2f || c === 0x5c) {
      if (c === 0x5c) events.push({ type: 'backslash', span: span(p, p + 1) });
      return fileHost(p + 1);
    }
    if (result.scheme?.from === 'input') {
      // `file:/x` is `file:///x`: the host's `//` goes in before the path's `/`
      events.push({ type: 'slashes', span: span(first, first), text: '', expected: '//' });
    }
    if (base !== null && base.scheme === 'file') {
      result.authority = 'base';
      result.host = { from: 'base', value: base.host };
      result.fromBase.push('host');
      // "If the code point substring from pointer to the end of input does not start with a Windows
      // drive letter and base's path[0] is a normalized Windows drive letter, then append base's
      // path[0] to url's path."
      const bp = base.path as string[];
      if (!startsWithAWindowsDriveLetter(s, p) && bp.length > 0 && isNormalizedWindowsDriveLetter(bp[0])) {
        segments.push({ from: 'base', value: bp[0] });
        result.fromBase.push('path');
      }
    } else {
      result.host = { from: 'input', text: '', span: span(p, p), value: '' };
    }
    return pathState(p, span(first, p));
  };

  // file state: `p` is the first code point after `file:` (or the start, for relative input)
  const fileState = (p: number): URLSplit => {
    const c = at(p);
    if (c === 0x2f || c === 0x5c) {
      if (c === 0x5c) events.push({ type: 'backslash', span: span(p, p + 1) });
      return fileSlash(p + 1, p);
    }
    if (base !== null && base.scheme === 'file') {
      result.authority = 'base';
      result.host = { from: 'base', value: base.host };
      result.fromBase.push('host');
      takePathFromBase(base);
      result.query = { from: 'base', value: base.query };
      result.fromBase.push('query');
      if (c === 0x3f) {
        result.fromBase.pop();
        return query(p + 1);
      }
      if (c === 0x23) return fragment(p + 1);
      if (c !== EOF) {
        result.query = null;
        result.fromBase.pop();
        if (!startsWithAWindowsDriveLetter(s, p)) shorten();
        else {
          events.push({ type: 'drive-letter-reset', span: span(p, p + 2) });
          segments = [];
          result.path = segments;
          result.fromBase.splice(result.fromBase.indexOf('path'), 1);
        }
        return pathState(p, null);
      }
      return result;
    }
    if (result.scheme?.from === 'input') {
      // `file:x` is `file:///x`: the host's `//` and the path's `/`
      events.push({ type: 'slashes', span: span(p, p), text: '', expected: '///' });
    }
    result.host = { from: 'input', text: '', span: span(p, p), value: '' };
    return pathState(p, null);
  };

  // scheme start state + scheme state
  let q = 0;
  if (isAlpha(at(0))) {
    q = 1;
    while (q < len && isSchemeChar(s.charCodeAt(q))) q++;
  }
  if (q > 0 && at(q) === 0x3a) {
    result.scheme = piece(0, q);
    setScheme(s.slice(0, q).toLowerCase());
    const p = q + 1;
    if (isFile) return fileState(p);
    if (special && base !== null && base.scheme === result.schemeValue) {
      // special relative or authority state
      if (at(p) === 0x2f && at(p + 1) === 0x2f) return ignoreSlashes(p, '//');
      return relative(p);
    }
    if (special) return ignoreSlashes(p, '//');
    if (at(p) === 0x2f) {
      // path or authority state
      if (at(p + 1) === 0x2f) return authorityState(p + 2);
      return pathState(p + 1, span(p, p + 1));
    }
    // opaque path state
    let e = p;
    while (e < len && s.charCodeAt(e) !== 0x3f && s.charCodeAt(e) !== 0x23) e++;
    result.path = piece(p, e);
    if (e < len) return s.charCodeAt(e) === 0x3f ? query(e + 1) : fragment(e + 1);
    return result;
  }

  // no scheme state
  if (base === null || (typeof base.path === 'string' && at(0) !== 0x23)) {
    return fail('missing-scheme-non-relative-URL', 0);
  }
  result.scheme = { from: 'base', value: base.scheme };
  result.fromBase.push('scheme');
  setScheme(base.scheme);
  if (typeof base.path === 'string') {
    result.path = { from: 'base', value: base.path };
    result.query = { from: 'base', value: base.query };
    result.fromBase.push('path', 'query');
    return fragment(1);
  }
  if (base.scheme !== 'file') return relative(0);
  return fileState(0);
}

/** A path segment's value in the URL record (percent-encoded, drive letter fixed). */
export function segmentValue(seg: PathSegmentSource): string {
  if (seg.from === 'base') return seg.value;
  const encoded = utf8PercentEncodeString(seg.text, PATH_PERCENT_ENCODE_SET);
  return seg.driveLetterFixed ? `${encoded.charAt(0)}:` : encoded;
}

/** The opaque path's value: C0 control percent-encode set, and a final space before `?`/`#` as `%20`. */
export function opaquePathValue(p: InputPiece, followed: boolean): string {
  let v = utf8PercentEncodeString(p.text, C0_CONTROL_PERCENT_ENCODE_SET);
  // "If remaining starts with U+003F (?) or U+0023 (#), then append "%20" to url's path."
  if (followed && v.endsWith(' ')) v = `${v.slice(0, -1)}%20`;
  return v;
}

/**
 * The URL record that the spec's per-component transforms make of the split: the scheme lower-cased,
 * userinfo, path, query and fragment percent-encoded with their sets, the host parsed, the port read
 * (the default port becomes null). Null when the split failed.
 */
export function recordFromSplit(split: URLSplit): URLRecord | null {
  if (split.failure !== null) return null;
  const special = split.special;
  const get = <T>(p: InputPiece | BasePiece<T> | null, transform: (text: string) => T, none: T): T =>
    p === null ? none : p.from === 'base' ? p.value : transform(p.text);
  const userinfo = (t: string) => utf8PercentEncodeString(t, USERINFO_PERCENT_ENCODE_SET);
  let port: number | null = null;
  if (split.port !== null) {
    if (split.port.from === 'base') port = split.port.value;
    else if (split.port.text !== '') {
      const n = Number(split.port.text);
      port = n === defaultPortOf(split.schemeValue) ? null : n;
    }
  }
  let path: string[] | string;
  if (Array.isArray(split.path)) path = split.path.map(segmentValue);
  else if (split.path.from === 'base') path = split.path.value;
  else path = opaquePathValue(split.path, split.queryMark !== null || split.fragmentMark !== null);
  return {
    scheme: split.schemeValue,
    username: get(split.username, userinfo, ''),
    password: get(split.password, userinfo, ''),
    host: split.host === null ? null : split.host.from === 'base' ? split.host.value : split.host.value,
    port,
    path,
    query: get(
      split.query,
      (t) =>
        utf8PercentEncodeString(t, special ? SPECIAL_QUERY_PERCENT_ENCODE_SET : QUERY_PERCENT_ENCODE_SET),
      null,
    ),
    fragment:
      split.fragment === null
        ? null
        : utf8PercentEncodeString(split.fragment.text, FRAGMENT_PERCENT_ENCODE_SET),
  };
}

/** https://url.spec.whatwg.org/#default-port */
export function defaultPortOf(scheme: string): number | null {
  switch (scheme) {
    case 'ftp':
      return 21;
    case 'http':
    case 'ws':
      return 80;
    case 'https':
    case 'wss':
      return 443;
    default:
      return null;
  }
}
