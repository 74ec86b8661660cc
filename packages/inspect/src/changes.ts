/**
 * The changes the URL parser made to the input: what its observer reported
 * (https://url.spec.whatwg.org/#concept-basic-url-parser), with each component's span in the input
 * (from the splitter) next to the component in the parsed URL, classified.
 * @module
 */

import { domainToASCII, serializeHost } from '@url/host';
import type { PercentEncodeSetName, URLParseEvent, URLRecord } from '@url/parser';
import { percentDecodeToString } from '@url/percent';
import { changeParts, noteText } from './notes';
import type { Span, URLSplit } from './split';
import type { Change, ChangeKind, Component, NoteArgs } from './types';

const TAB_OR_NEWLINE_RUN = /[\t\n\r]/g;

type Encoded = Extract<URLParseEvent, { type: 'percent-encoded' }>;

/**
 * The code points inside `span` that the parser reported percent-encoding with `set` (`encoded`, in
 * input order): the span from the first to the last one, the first four distinct code points with
 * what each became (`chars`, `encoded`, `more` when there are others: the template's arguments), and
 * what that span became (tabs and newlines dropped, as the parser did).
 */
function encodedIn(
  input: string,
  encoded: Encoded[],
  span: Span,
  set: PercentEncodeSetName,
): { span: Span; args: NoteArgs; after: string } | null {
  // the first event at or after span.start (events are in input order)
  let lo = 0;
  let hi = encoded.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (encoded[mid]!.start < span.start) lo = mid + 1;
    else hi = mid;
  }
  const chars: string[] = [];
  const to: string[] = [];
  let more = false;
  let after = '';
  let first = -1;
  let last = -1;
  for (let k = lo; k < encoded.length && encoded[k]!.end <= span.end; k++) {
    const e = encoded[k]!;
    if (e.set !== set) continue;
    if (first === -1) first = e.start;
    else after += input.slice(last, e.start).replace(TAB_OR_NEWLINE_RUN, '');
    after += e.encoded;
    last = e.end;
    const ch = input.slice(e.start, e.end).replace(TAB_OR_NEWLINE_RUN, '');
    if (!chars.some((seen, i) => seen === ch && to[i] === e.encoded)) {
      if (chars.length < 4) {
        chars.push(ch);
        to.push(e.encoded);
      } else more = true;
    }
  }
  if (first === -1) return null;
  return { span: { start: first, end: last }, args: { chars, encoded: to, more }, after };
}

/** How an IPv4 address was written, from its ASCII text (`0x7f.1`): the `ipv4-rewritten` template's arguments. */
function ipv4NotationArgs(text: string): NoteArgs {
  const parts = text.split('.');
  let trailingDot = false;
  if (parts.length > 1 && parts[parts.length - 1] === '') {
    parts.pop();
    trailingDot = true;
  }
  return {
    trailingDot,
    hex: parts.filter((p) => HEX_PART.test(p)),
    octal: parts.filter((p) => OCTAL_PART.test(p)),
    parts: parts.length,
  };
}

const HEX_PART = /^0x/i;
const OCTAL_PART = /^0[0-9]/;

/** Lists the changes; `url` is the parsed URL record, `href` its serialization. */
export function listChanges(
  input: string,
  split: URLSplit,
  url: URLRecord,
  href: string,
  base: string | null,
): Change[] {
  const changes: Change[] = [];
  const add = (
    kind: ChangeKind,
    component: Component,
    span: Span,
    after: string,
    args: NoteArgs = {},
  ): void => {
    changes.push({
      kind,
      component,
      start: span.start,
      end: span.end,
      before: input.slice(span.start, span.end),
      after,
      args,
      message: noteText(changeParts({ kind, args })),
    });
  };
  const scheme = url.scheme;
  // what the parser's observer reported, by kind
  const encoded: Encoded[] = [];
  const happened = new Set<URLParseEvent['type']>();
  let punycode = false;
  for (const e of split.observed) {
    happened.add(e.type);
    if (e.type === 'percent-encoded') encoded.push(e);
    else if (e.type === 'domain-to-ASCII') punycode = e.punycode;
  }

  // trimming and tab/newline removal
  if (split.leading !== null) {
    add('trimmed', 'input', split.leading, '', { leading: true });
  }
  if (split.trailing !== null) {
    add('trimmed', 'input', split.trailing, '', { leading: false });
  }
  for (let k = 0; k < split.removed.length; ) {
    let j = k;
    while (j + 1 < split.removed.length && split.removed[j + 1] === split.removed[j]! + 1) j++;
    const span = { start: split.removed[k]!, end: split.removed[j]! + 1 };
    add('tab-or-newline-removed', 'input', span, '');
    k = j + 1;
  }

  // relative input
  if (split.fromBase.length > 0) {
    const parts = [
      ...new Set(split.fromBase.map((c) => (c === 'username' || c === 'password' ? 'userinfo' : c))),
    ];
    const span = {
      start: split.leading === null ? 0 : split.leading.end,
      end: split.trailing === null ? input.length : split.trailing.start,
    };
    add('resolved-against-base', 'input', span, href, { base, fromBase: parts });
  }

  // scheme
  if (split.scheme !== null && split.scheme.from === 'input' && happened.has('scheme-lowercased')) {
    add('scheme-lowercased', 'scheme', split.scheme.span, scheme);
  }

  // events: backslashes, slashes, dot segments...
  const hostEnd = split.host !== null && split.host.from === 'input' ? split.host.span.end : -1;
  const portEnd = split.port !== null && split.port.from === 'input' ? split.port.span.end : -1;
  for (const e of split.events) {
    switch (e.type) {
      case 'backslash': {
        const endsAuthority = e.span.start === hostEnd || e.span.start === portEnd;
        const inSlashes =
          split.authoritySpan !== null && e.span.start < split.authoritySpan.start && !endsAuthority;
        add('backslash-as-slash', inSlashes ? 'input' : 'path', e.span, '/', { scheme, endsAuthority });
        break;
      }
      case 'slashes': {
        add('slashes-normalized', 'input', e.span, e.expected, {
          scheme,
          expected: e.expected,
          written: e.text,
          extra: e.text.length > e.expected.length,
        });
        break;
      }
      case 'dot-segment': {
        const dots = e.double ? '..' : '.';
        add('dot-segment-removed', 'path', e.span, e.trailingSlash && e.separated ? '/' : '', {
          double: e.double,
          written: e.text === dots ? null : e.text,
          removed: e.double ? e.removed : null,
        });
        break;
      }
      case 'path-slash-added':
        add('path-slash-added', 'path', { start: e.at, end: e.at }, '/', { scheme });
        break;
      case 'localhost-dropped':
        add('localhost-removed', 'host', e.span, '');
        break;
      case 'drive-letter-host':
        add(
          'drive-letter-host',
          'host',
          e.span,
          `/${input[e.span.start]}:`, // the span is the two code points of the drive letter
        );
        break;
      case 'drive-letter-reset':
        break;
    }
  }

  // userinfo
  const userinfoPiece = (p: URLSplit['username'], which: string) => {
    if (p === null || p.from !== 'input') return;
    const enc = encodedIn(input, encoded, p.span, 'userinfo');
    if (enc !== null) {
      add('credentials-percent-encoded', 'userinfo', enc.span, enc.after, {
        ...enc.args,
        password: which === 'password',
      });
    }
  };
  userinfoPiece(split.username, 'username');
  userinfoPiece(split.password, 'password');
  if (split.at !== null && split.authoritySpan !== null) {
    if (url.username === '' && url.password === '') {
      add(
        'empty-credentials-removed',
        'userinfo',
        { start: split.authoritySpan.start, end: split.at.end },
        '',
      );
    } else if (split.passwordColon !== null && url.password === '') {
      add('empty-password-removed', 'userinfo', split.passwordColon, '');
    }
  }

  // host: what the host parser did, as the observer reported it
  const host = split.host;
  const localhost = split.events.some((e) => e.type === 'localhost-dropped');
  if (host !== null && host.from === 'input' && host.text !== '' && !localhost) {
    const raw = host.text;
    const value = host.value;
    if (happened.has('IPv4-rewritten')) {
      const ascii = domainToASCII(percentDecodeToString(raw), false) ?? raw;
      const serialized = serializeHost(value);
      add('ipv4-rewritten', 'host', host.span, serialized, {
        ...ipv4NotationArgs(ascii),
        address: serialized,
      });
    } else if (happened.has('IPv6-rewritten')) {
      add('ipv6-normalized', 'host', host.span, serializeHost(value));
    } else if (typeof value === 'string') {
      if (happened.has('host-percent-decoded')) {
        add('host-percent-decoded', 'host', host.span, percentDecodeToString(raw));
      }
      if (happened.has('domain-to-ASCII')) {
        add('idna', 'host', host.span, value, { punycode });
      } else if (happened.has('host-lowercased')) {
        add('host-lowercased', 'host', host.span, value);
      }
      // the opaque-host parser changes nothing but the code points it percent-encodes
      const enc = encodedIn(input, encoded, host.span, 'C0 control');
      if (enc !== null) {
        add('opaque-host-percent-encoded', 'host', enc.span, enc.after, enc.args);
      }
    }
  }

  // port
  const port = split.port;
  if (port !== null && port.from === 'input' && split.portColon !== null) {
    const span = { start: split.portColon.start, end: port.span.end };
    if (port.text === '') {
      add('empty-port-removed', 'port', span, '');
    } else {
      const n = Number(port.text);
      if (happened.has('default-port-removed')) {
        add('default-port-removed', 'port', span, '', { port: n, scheme });
      } else if (String(n) !== port.text) {
        add('port-normalized', 'port', port.span, String(n));
      }
    }
  }

  // path
  if (Array.isArray(split.path)) {
    let firstInput: Span | null = null;
    for (const seg of split.path) {
      if (seg.from !== 'input') continue;
      if (firstInput === null) firstInput = seg.separator ?? seg.span;
      const enc = encodedIn(input, encoded, seg.span, 'path');
      if (enc !== null) {
        add('path-percent-encoded', 'path', enc.span, enc.after, enc.args);
      }
      // (the parser reported it: Windows-drive-letter-normalized)
      if (seg.driveLetterFixed) {
        const bar = input.indexOf('|', seg.span.start);
        add('drive-letter-normalized', 'path', { start: bar, end: bar + 1 }, ':');
      }
    }
    const path = url.path as string[];
    if (url.host === null && path.length > 1 && path[0] === '') {
      const at = firstInput?.start ?? 0;
      add('path-dot-prefix-added', 'path', { start: at, end: at }, '/.');
    }
  } else if (split.path.from === 'input') {
    const p = split.path;
    const enc = encodedIn(input, encoded, p.span, 'C0 control');
    if (enc !== null) {
      add('path-percent-encoded', 'path', enc.span, enc.after, { ...enc.args, opaque: true });
    }
    const space = split.observed.find((e) => e.type === 'opaque-path-space-encoded');
    if (space !== undefined) {
      const at = space.start;
      add('path-percent-encoded', 'path', { start: at, end: at + 1 }, '%20', { opaqueSpace: true });
    }
  }

  // query and fragment
  if (split.query !== null && split.query.from === 'input') {
    const special = split.special;
    const enc = encodedIn(input, encoded, split.query.span, special ? 'special-query' : 'query');
    if (enc !== null) {
      add('query-percent-encoded', 'query', enc.span, enc.after, {
        ...enc.args,
        apostrophe: special && (enc.args.chars as string[]).includes("'"),
      });
    }
  }
  if (split.fragment !== null) {
    const enc = encodedIn(input, encoded, split.fragment.span, 'fragment');
    if (enc !== null) {
      add('fragment-percent-encoded', 'fragment', enc.span, enc.after, enc.args);
    }
  }

  // `/./` in front of a path that starts with an empty segment, with no host, is what the serializer
  // writes back (`web+demo:/.//not-a-host/`): the removal and the addition cancel out
  const prefix = changes.find((c) => c.kind === 'path-dot-prefix-added');
  if (prefix !== undefined) {
    const at = prefix.start;
    const dot = changes.find((c) => c.kind === 'dot-segment-removed' && c.end === at && c.before === '/.');
    if (dot !== undefined) {
      changes.splice(changes.indexOf(prefix), 1);
      changes.splice(changes.indexOf(dot), 1);
    }
  }
  changes.sort((a, b) => a.start - b.start || b.end - a.end);
  return changes;
}
