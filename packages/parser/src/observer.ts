/**
 * The basic URL parser's observer: where in the input each component was read, and what the spec's
 * steps did to the input on the way (https://url.spec.whatwg.org/#concept-basic-url-parser).
 *
 * Like the validation error reporter, it is an option read once per parse, and every call to it in
 * the state machine sits behind `if (observe !== undefined)`: a parse without one does no more work
 * than before. Tools that need more than the URL record (spans, what was trimmed, encoded, removed)
 * subscribe to it instead of walking the input with their own copy of the states.
 * @module
 */

import { serializeHost } from '@url/host/core';
import {
  C0_CONTROL_PERCENT_ENCODE_SET,
  type PercentEncodeSet,
  percentDecodeToString,
  utf8PercentEncodeRange,
} from '@url/percent';
import type { Host } from './types';

/**
 * A component of a URL record (https://url.spec.whatwg.org/#concept-url), as the observer names it:
 * a `path-segment` is one item of a list path, `opaque-path` the string of an opaque path.
 */
export type ObservedComponent =
  | 'scheme'
  | 'username'
  | 'password'
  | 'host'
  | 'port'
  | 'path-segment'
  | 'opaque-path'
  | 'query'
  | 'fragment';

/** A component that the parser copies from the base URL. */
export type BaseComponent = 'scheme' | 'username' | 'password' | 'host' | 'port' | 'path' | 'query';

/**
 * The percent-encode sets (https://url.spec.whatwg.org/#percent-encoded-bytes), by the spec's names
 * without "percent-encode set": `'C0 control'` is the C0 control percent-encode set, and so on.
 */
export type PercentEncodeSetName =
  | 'C0 control'
  | 'fragment'
  | 'query'
  | 'special-query'
  | 'path'
  | 'userinfo';

/**
 * What the basic URL parser tells its observer. `start` and `end` are a half-open range of UTF-16
 * code units in the ORIGINAL input (before trimming and tab/newline removal); a range in the middle
 * of which a tab or newline was removed includes it. An empty range (`start === end`) marks a
 * position: an empty component, or where a step happened.
 *
 * Order: the trimming and tab/newline removal events first (the spec's first steps, at once), then
 * the state machine's events in input order, each component before the events about its content.
 */
export type URLParseEvent =
  /**
   * "Remove any leading and trailing C0 control or space from input": one event for each end that
   * had any.
   */
  | { type: 'trimmed'; start: number; end: number; side: 'leading' | 'trailing' }
  /** "Remove all ASCII tab or newline from input": one event for each removed code unit. */
  | { type: 'tab-or-newline-removed'; start: number; end: number }
  /**
   * A component read from the input: its raw text is the input in the range (tabs and newlines
   * removed). Its value in the URL record is that text after the spec's transforms for the
   * component (told by the events that follow it). A `path-segment` may be removed again by a
   * later `path-shortened`.
   */
  | { type: 'component'; component: ObservedComponent; start: number; end: number }
  /** A component copied from the base URL (the range is the position where that happened). */
  | { type: 'from-base'; component: BaseComponent; start: number; end: number }
  /** A U+005C (\) read as U+002F (/) in a special URL (invalid-reverse-solidus). */
  | { type: 'reverse-solidus'; start: number; end: number }
  /**
   * The slashes after a special scheme are not exactly "//" (special-scheme-missing-following-solidus):
   * the range is the run of U+002F (/) and U+005C (\) read there (for "file:", fewer than two).
   */
  | { type: 'special-scheme-slashes'; start: number; end: number }
  /** The scheme had ASCII upper alphas: "append c, lowercased, to buffer". */
  | { type: 'scheme-lowercased'; start: number; end: number }
  /** The host had percent-encoded bytes: the host parser percent-decodes it first. */
  | { type: 'host-percent-decoded'; start: number; end: number }
  /** An ASCII domain that domain to ASCII only lowercased. */
  | { type: 'host-lowercased'; start: number; end: number }
  /**
   * Domain to ASCII (https://url.spec.whatwg.org/#concept-domain-to-ascii) changed more than the
   * case: UTS #46 mapping, and Punycode when `punycode` (an "xn--" label in the result).
   */
  | { type: 'domain-to-ASCII'; start: number; end: number; punycode: boolean }
  /** An IPv4 address written in another notation than the IPv4 serializer's. */
  | { type: 'IPv4-rewritten'; start: number; end: number }
  /** An IPv6 address written otherwise than the IPv6 serializer writes it (compressed, lowercase). */
  | { type: 'IPv6-rewritten'; start: number; end: number }
  /**
   * One code point UTF-8 percent-encoded with `set` (https://url.spec.whatwg.org/#utf-8-percent-encode):
   * the range is the code point (two code units for a surrogate pair), `encoded` what it became.
   */
  | { type: 'percent-encoded'; start: number; end: number; set: PercentEncodeSetName; encoded: string }
  /**
   * An opaque path's last U+0020 SPACE before "?" or "#" appended as "%20" ("If remaining starts
   * with U+003F (?) or U+0023 (#), then append "%20" to url's path").
   */
  | { type: 'opaque-path-space-encoded'; start: number; end: number }
  /**
   * A single-dot or double-dot URL path segment (https://url.spec.whatwg.org/#single-dot-path-segment)
   * that is not appended to the path.
   */
  | { type: 'dot-segment-removed'; start: number; end: number; double: boolean }
  /**
   * "Shorten url's path" removed the path's last segment (https://url.spec.whatwg.org/#shorten-a-urls-path):
   * after a double-dot segment, or in the relative and file states; the range is the position.
   */
  | { type: 'path-shortened'; start: number; end: number }
  /** A Windows drive letter "C|" as the first segment of a file URL's path written "C:". */
  | { type: 'Windows-drive-letter-normalized'; start: number; end: number }
  /** A file URL's path starts with the base's Windows drive letter ("append base's path[0]"). */
  | { type: 'Windows-drive-letter-from-base'; start: number; end: number }
  /**
   * "file://C:/": a Windows drive letter where the host goes is the first path segment, the host is
   * empty (file-invalid-Windows-drive-letter-host).
   */
  | { type: 'Windows-drive-letter-host'; start: number; end: number }
  /**
   * A relative file URL that starts with a Windows drive letter: the base's path is not used
   * (file-invalid-Windows-drive-letter; "set url's path to « »").
   */
  | { type: 'base-path-dropped'; start: number; end: number }
  /** A file URL's host "localhost" becomes the empty host. */
  | { type: 'localhost-removed'; start: number; end: number }
  /** The port is the scheme's default port (https://url.spec.whatwg.org/#default-port): null. */
  | { type: 'default-port-removed'; start: number; end: number };

/**
 * The basic URL parser's observer (an option of `basicURLParse`): called with each
 * {@link URLParseEvent} of a parse. Observing never changes the result.
 * https://url.spec.whatwg.org/#concept-basic-url-parser
 */
export type URLParserObserver = (event: URLParseEvent) => void;

/**
 * The state machine's side of an observer: `start` and `end` are indices in the input after trimming
 * and tab/newline removal (mapped back to the original input here).
 */
export type Observe = (
  type: URLParseEvent['type'],
  start: number,
  end: number,
  extra?: Record<string, unknown>,
) => void;

/** Wraps `observer` for the state machine; `map` takes an index in the cleaned input to the original. */
export function createObserve(observer: URLParserObserver, map: (index: number) => number): Observe {
  return (type, start, end, extra) => {
    const s = map(start);
    const event = { type, start: s, end: end > start ? map(end - 1) + 1 : s, ...extra };
    observer(event as URLParseEvent);
  };
}

/**
 * Emits a `percent-encoded` event for each code point of `input[start, end)` that UTF-8 percent-encoding
 * with `set` encodes (code points at or above U+0080 always are).
 */
export function observeEncoded(
  observe: Observe,
  input: string,
  start: number,
  end: number,
  set: PercentEncodeSet,
  name: PercentEncodeSetName,
): void {
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    let n = 1;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      const d = input.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) n = 2;
    }
    if (c >= 0x80 || set[c] === 1) {
      observe('percent-encoded', i, i + n, {
        set: name,
        encoded: utf8PercentEncodeRange(input, i, i + n, set),
      });
    }
    i += n - 1;
  }
}

/**
 * Emits the `host` component `input[start, end)` and what the host parser
 * (https://url.spec.whatwg.org/#concept-host-parser) did to it to make `host`.
 */
export function observeHost(
  observe: Observe,
  input: string,
  start: number,
  end: number,
  host: Host,
  isOpaque: boolean,
): void {
  observe('component', start, end, { component: 'host' });
  const text = input.slice(start, end);
  if (typeof host === 'number') {
    if (text !== serializeHost(host)) observe('IPv4-rewritten', start, end);
  } else if (typeof host !== 'string') {
    if (text !== serializeHost(host)) observe('IPv6-rewritten', start, end);
  } else if (isOpaque) {
    // The opaque-host parser: "UTF-8 percent-encode input using the C0 control percent-encode set."
    observeEncoded(observe, input, start, end, C0_CONTROL_PERCENT_ENCODE_SET, 'C0 control');
  } else {
    let domain = text;
    if (text.includes('%')) {
      observe('host-percent-decoded', start, end);
      domain = percentDecodeToString(text);
    }
    if (domain !== host) {
      // domain to ASCII only lowercases a domain of ASCII code points without an "xn--" label
      // (the fast path of https://url.spec.whatwg.org/#concept-domain-to-ascii)
      if (/[^\0-\x7f]/.test(domain) || domain.toLowerCase() !== host) {
        observe('domain-to-ASCII', start, end, { punycode: /(^|\.)xn--/.test(host) });
      } else {
        observe('host-lowercased', start, end);
      }
    }
  }
}
