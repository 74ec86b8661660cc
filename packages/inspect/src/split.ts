/**
 * The WHATWG splitter: where each component of a parsed URL came from in the input.
 *
 * It runs the basic URL parser (https://url.spec.whatwg.org/#concept-basic-url-parser) with its
 * observer attached and gathers the events into, for each component, the span of the input it was
 * read from (or that it was taken from the base URL), and the small decisions the parser made on the
 * way (a `\` read as `/`, a dot segment removed, slashes skipped). There is no second copy of the
 * parser's states here: the spans are the parser's own. `recordFromSplit` applies the spec's
 * per-component transforms (lower-casing, percent-encoding, the host parser) to those spans; the
 * tests check that this gives the parser's own URL record for every `urltestdata.json` case.
 * @module
 */

import {
  basicURLParse,
  type Host,
  isSpecialScheme,
  type URLParseEvent,
  type URLRecord,
  type ValidationError,
} from '@url/parser';
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
  /** the parser observer's events, as they came (https://url.spec.whatwg.org/#concept-basic-url-parser) */
  observed: URLParseEvent[];
}

/** Why the parser failed, in the spec's words: the validation error that returns failure, and where. */
export interface SplitFailure {
  type: string;
  index: number;
}

const TAB_OR_NEWLINE = /[\t\n\r]/g;

/**
 * Splits `input` (against `base`, a URL record or null) the way the basic URL parser reads it: one
 * parse with the parser's observer attached (https://url.spec.whatwg.org/#concept-basic-url-parser),
 * its events gathered into the components' spans.
 */
export function splitURL(input: string, base: URLRecord | null): URLSplit {
  return finish(input, base, observe(input, base, null));
}

/** One parse with the observer attached: the record, the events, the failure (and every validation error into `errors`). */
function observe(input: string, base: URLRecord | null, errors: ValidationError[] | null): Observed {
  const observed: URLParseEvent[] = [];
  let failure: SplitFailure | null = null;
  const url = basicURLParse(input, {
    base,
    observer: (e) => observed.push(e),
    report: (type, index) => {
      failure = { type, index };
      if (errors !== null) errors.push({ type, index });
    },
  });
  return { url, observed, failure };
}

interface Observed {
  url: URLRecord | null;
  observed: URLParseEvent[];
  failure: SplitFailure | null;
}

function finish(input: string, base: URLRecord | null, o: Observed): URLSplit {
  const { url, observed, failure } = o;
  const result = fromEvents(input, base, url, observed);
  if (url === null) result.failure = failure ?? { type: 'failure', index: 0 };
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

/**
 * Parses `input` against `base` once, with the observer: the URL record (the basic URL parser's, as
 * `parseURL` gives it), every validation error in order, and the split (null when the parser fails).
 * https://url.spec.whatwg.org/#concept-basic-url-parser
 */
export function parseAndSplit(
  input: string,
  base: URLRecord | null,
): { url: URLRecord | null; errors: ValidationError[]; split: URLSplit | null } {
  const errors: ValidationError[] = [];
  const o = observe(input, base, errors);
  return { url: o.url, errors, split: o.url === null ? null : finish(input, base, o) };
}

function fromEvents(
  input: string,
  base: URLRecord | null,
  url: URLRecord | null,
  observed: URLParseEvent[],
): URLSplit {
  // The cleaned input: `map[i]` is the original index of clean[i], `cleanAt[j]` the clean index of
  // original index j (of the next kept code unit, for a removed or trimmed one).
  let start = 0;
  let end = input.length;
  const removed: number[] = [];
  for (const e of observed) {
    if (e.type === 'trimmed') {
      if (e.side === 'leading') start = e.end;
      else end = e.start;
    } else if (e.type === 'tab-or-newline-removed') {
      removed.push(e.start);
    }
  }
  const map: number[] = [];
  const cleanAt = new Int32Array(input.length + 1);
  let clean = '';
  let run = start;
  for (let i = start, k = 0; i <= end; i++) {
    cleanAt[i] = map.length;
    if (i === end) break;
    if (k < removed.length && removed[k] === i) {
      clean += input.slice(run, i);
      run = i + 1;
      k++;
    } else {
      map.push(i);
    }
  }
  clean += input.slice(run, end);
  for (let i = end; i <= input.length; i++) cleanAt[i] = map.length;
  map.push(end);

  // `map` has an entry for every clean index up to clean.length, `cleanAt` for every original index
  // up to input.length, and the parser's events and clean indices stay within those
  /** The span of clean[a, b) in the original input. */
  const span = (a: number, b: number): Span =>
    b > a ? { start: map[a]!, end: map[b - 1]! + 1 } : { start: map[a]!, end: map[a]! };
  /** The clean index just after an event's range. */
  const cleanEnd = (e: Span): number => (e.end > e.start ? cleanAt[e.end - 1]! + 1 : cleanAt[e.start]!);
  const piece = (e: Span): InputPiece => ({
    from: 'input',
    text: input.slice(e.start, e.end).replace(TAB_OR_NEWLINE, ''),
    span: { start: e.start, end: e.end },
  });
  const isSlash = (i: number, special: boolean): boolean => {
    const c = clean.charCodeAt(i);
    return c === 0x2f || (c === 0x5c && special);
  };

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
    observed,
  };
  const events = result.events;
  let segments: PathSegmentSource[] = [];
  result.path = segments;
  let special = false;
  let fileSlashes: Extract<SplitEvent, { type: 'slashes' }> | null = null;
  let driveLetterHost = false;
  let driveLetterFirst = false;
  /** The last component read from the input (for where the path starts). */
  let last: string | null = null;
  let lastEnd = -1;
  /** The last dot segment, while a `path-shortened` may still follow it. */
  let dot: Extract<SplitEvent, { type: 'dot-segment' }> | null = null;

  for (const e of observed) {
    // a `path-shortened` right after a double-dot segment is that segment's doing
    const pendingDot = dot;
    dot = null;
    switch (e.type) {
      case 'component': {
        const text = input.slice(e.start, e.end).replace(TAB_OR_NEWLINE, '');
        const a = cleanAt[e.start]!;
        const b = cleanEnd(e);
        switch (e.component) {
          case 'scheme':
            result.scheme = piece(e);
            result.schemeValue = text.toLowerCase();
            special = isSpecialScheme(result.schemeValue);
            break;
          case 'username':
            result.username = piece(e);
            result.authoritySpan = { start: e.start, end: e.start };
            // the `@` after it, unless a password follows (then after the password)
            result.at = span(b, b + 1);
            result.password = { from: 'input', text: '', span: span(b, b) };
            break;
          case 'password':
            result.password = piece(e);
            result.passwordColon = span(a - 1, a);
            result.at = span(b, b + 1);
            break;
          case 'host': {
            const value: Host = url === null ? '' : (url.host ?? '');
            result.host = { ...piece(e), value };
            if (result.schemeValue !== 'file') {
              result.authority = 'input';
              if (result.username === null) {
                result.username = { from: 'input', text: '', span: span(a, a) };
                result.password = { from: 'input', text: '', span: span(a, a) };
                result.authoritySpan = { start: e.start, end: e.start };
              }
              result.authoritySpan!.end = span(b, b).start;
            } else if (a >= 2 && isSlash(a - 1, true) && isSlash(a - 2, true)) {
              // after `file://`: the file host state
              result.authority = 'input';
              result.authoritySpan = { start: e.start, end: e.end };
            }
            break;
          }
          case 'port':
            result.port = piece(e);
            result.portColon = span(a - 1, a);
            result.authoritySpan!.end = span(b, b).start;
            break;
          case 'path-segment': {
            // the `/` (or a special URL's `\`) before it, when there is one (a drive letter read
            // where the host goes has none: it starts the path)
            const afterAuthority =
              (last === 'host' || last === 'port') && a === lastEnd && result.authority === 'input';
            const separator =
              a > 0 && isSlash(a - 1, special) && !driveLetterFirst && !afterAuthority
                ? span(a - 1, a)
                : null;
            driveLetterFirst = false;
            // "If c is neither U+002F (/) nor U+005C (\), decrease pointer by 1": a special URL's path
            // gets an empty first segment, which serializes as "/"
            if (
              special &&
              (last === 'host' || last === 'port') &&
              separator === null &&
              !driveLetterHost &&
              (result.schemeValue !== 'file' || result.authority === 'input')
            ) {
              events.push({ type: 'path-slash-added', at: e.start });
            }
            segments.push({ from: 'input', text, span: { start: e.start, end: e.end }, separator });
            break;
          }
          case 'opaque-path':
            result.path = piece(e);
            break;
          case 'query':
            result.queryMark = span(a - 1, a);
            result.query = piece(e);
            break;
          case 'fragment':
            result.fragmentMark = span(a - 1, a);
            result.fragment = piece(e);
            break;
        }
        last = e.component;
        lastEnd = b;
        break;
      }
      case 'from-base': {
        const b = base!;
        result.fromBase.push(e.component);
        switch (e.component) {
          case 'scheme':
            result.scheme = { from: 'base', value: b.scheme };
            result.schemeValue = b.scheme;
            special = isSpecialScheme(b.scheme);
            break;
          case 'username':
          case 'password':
            result.authority = 'base';
            result[e.component] = { from: 'base', value: b[e.component] };
            break;
          case 'host':
            result.authority = 'base';
            result.host = { from: 'base', value: b.host };
            break;
          case 'port':
            result.port = { from: 'base', value: b.port };
            break;
          case 'path':
            if (typeof b.path === 'string') {
              result.path = { from: 'base', value: b.path };
            } else {
              segments = b.path.map((value): PathSegmentSource => ({ from: 'base', value }));
              result.path = segments;
            }
            break;
          case 'query':
            result.query = { from: 'base', value: b.query };
            break;
        }
        break;
      }
      case 'reverse-solidus':
        events.push({ type: 'backslash', span: { start: e.start, end: e.end } });
        break;
      case 'special-scheme-slashes': {
        const text = input.slice(e.start, e.end).replace(TAB_OR_NEWLINE, '');
        if (result.schemeValue !== 'file') {
          events.push({ type: 'slashes', span: { start: e.start, end: e.end }, text, expected: '//' });
        } else {
          // `file:x` is `file:///x` (the host's `//` and the path's `/`); `file:/x` is `file:///x`
          fileSlashes = {
            type: 'slashes',
            span: { start: e.start, end: e.start },
            text: '',
            expected: text === '' ? '///' : '//',
          };
          events.push(fileSlashes);
        }
        break;
      }
      case 'dot-segment-removed': {
        const a = cleanAt[e.start]!;
        const b = cleanEnd(e);
        const separator = a > 0 && isSlash(a - 1, special) ? span(a - 1, a) : null;
        dot = {
          type: 'dot-segment',
          span: { start: separator === null ? e.start : separator.start, end: e.end },
          text: input.slice(e.start, e.end).replace(TAB_OR_NEWLINE, ''),
          double: e.double,
          removed: null,
          removedSpan: null,
          trailingSlash: !isSlash(b, special),
          separated: separator !== null,
        };
        events.push(dot);
        last = 'path-segment';
        break;
      }
      case 'path-shortened': {
        const gone = segments.pop();
        if (pendingDot !== null && gone !== undefined) {
          pendingDot.removed = gone.from === 'base' ? gone.value : gone.text;
          if (gone.from === 'input') {
            pendingDot.removedSpan = gone.separator ?? gone.span;
            pendingDot.separated = gone.separator !== null;
            pendingDot.span.start = pendingDot.removedSpan.start;
          }
        }
        break;
      }
      case 'Windows-drive-letter-normalized': {
        const seg = segments[segments.length - 1];
        if (seg !== undefined && seg.from === 'input') seg.driveLetterFixed = true;
        break;
      }
      case 'Windows-drive-letter-from-base':
        // the parser reports it only when the base's path starts with a drive letter segment
        segments.push({ from: 'base', value: (base!.path as string[])[0]! });
        result.fromBase.push('path');
        break;
      case 'Windows-drive-letter-host':
        driveLetterHost = true;
        driveLetterFirst = true;
        result.authoritySpan = { start: e.start, end: e.start };
        events.push({ type: 'drive-letter-host', span: { start: e.start, end: e.end } });
        break;
      case 'base-path-dropped':
        events.push({ type: 'drive-letter-reset', span: { start: e.start, end: e.end } });
        segments = [];
        result.path = segments;
        result.fromBase.splice(result.fromBase.indexOf('path'), 1);
        break;
      case 'localhost-removed':
        events.push({ type: 'localhost-dropped', span: { start: e.start, end: e.end } });
        break;
    }
  }
  // `file:x` against a file: base takes the host from the base: nothing is added
  if (fileSlashes !== null && fileSlashes.expected === '///' && result.authority === 'base') {
    events.splice(events.indexOf(fileSlashes), 1);
  }
  result.special = special;
  return result;
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
