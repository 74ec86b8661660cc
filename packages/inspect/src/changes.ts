/**
 * The changes the URL parser made to the input: each component's span in the input (from the
 * splitter) next to the component in the parsed URL, classified.
 * @module
 */

import { domainToASCII, serializeHost } from '@url/host';
import type { URLRecord } from '@url/parser';
import {
  C0_CONTROL_PERCENT_ENCODE_SET,
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  type PercentEncodeSet,
  percentDecodeToString,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
  utf8PercentEncodeString,
} from '@url/percent';
import { defaultPortOf, type InputPiece, opaquePathValue, type Span, type URLSplit } from './split';
import type { Change, ChangeKind, Component } from './types';

const TAB_OR_NEWLINE = (c: number) => c === 0x09 || c === 0x0a || c === 0x0d;

/** How a code point shows in a message: the character in backticks, or its U+ number when invisible. */
export function showChar(ch: string): string {
  const cp = ch.codePointAt(0)!;
  if (cp === 0x20) return 'space';
  if (cp === 0x60) return 'backtick';
  if (cp < 0x20 || cp === 0x7f || (cp >= 0x80 && cp < 0xa0) || (cp >= 0xd800 && cp <= 0xdfff)) {
    return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return `\`${ch}\``;
}

/**
 * The code points of `input[span]` (tabs and newlines skipped: the parser removed them) that `set`
 * encodes: the span from the first to the last one, and a short list `space → %20, \`"\` → %22`.
 */
function encodedIn(input: string, span: Span, set: PercentEncodeSet): { span: Span; list: string } | null {
  let first = -1;
  let last = -1;
  const seen: string[] = [];
  let more = false;
  for (let i = span.start; i < span.end; i++) {
    const c = input.charCodeAt(i);
    if (TAB_OR_NEWLINE(c)) continue;
    let ch = input[i];
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < span.end) {
      const d = input.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) ch = input.slice(i, i + 2);
    }
    const encoded = utf8PercentEncodeString(ch, set);
    if (encoded !== ch) {
      if (first === -1) first = i;
      last = i + ch.length;
      const item = `${showChar(ch)} → ${encoded}`;
      if (!seen.includes(item)) {
        if (seen.length < 4) seen.push(item);
        else more = true;
      }
    }
    i += ch.length - 1;
  }
  if (first === -1) return null;
  return { span: { start: first, end: last }, list: seen.join(', ') + (more ? ', …' : '') };
}

/** Describes how an IPv4 address was written, from its ASCII text (`0x7f.1`). */
export function describeIPv4Notation(text: string): string {
  const parts = text.split('.');
  const notes: string[] = [];
  if (parts.length > 1 && parts[parts.length - 1] === '') {
    parts.pop();
    notes.push('a trailing dot');
  }
  const hex = parts.filter((p) => /^0x/i.test(p));
  const octal = parts.filter((p) => /^0[0-9]/.test(p));
  if (hex.length > 0) notes.push(`hexadecimal ${hex.map((p) => `\`${p}\``).join(', ')}`);
  if (octal.length > 0) notes.push(`octal ${octal.map((p) => `\`${p}\``).join(', ')}`);
  if (parts.length === 1) notes.push('a single 32-bit number');
  else if (parts.length < 4)
    notes.push(`${parts.length} parts instead of 4 (the last part fills the remaining bytes)`);
  if (notes.length === 0) notes.push('a different spelling');
  return notes.join(', ');
}

/** Lists the changes; `url` is the parsed URL record, `href` its serialization. */
export function listChanges(
  input: string,
  split: URLSplit,
  url: URLRecord,
  href: string,
  base: string | null,
): Change[] {
  const changes: Change[] = [];
  const add = (kind: ChangeKind, component: Component, span: Span, after: string, message: string): void => {
    changes.push({
      kind,
      component,
      start: span.start,
      end: span.end,
      before: input.slice(span.start, span.end),
      after,
      message,
    });
  };
  const special = split.special;
  const scheme = url.scheme;

  // trimming and tab/newline removal
  if (split.leading !== null) {
    add('trimmed', 'input', split.leading, '', 'leading C0 control or space removed');
  }
  if (split.trailing !== null) {
    add('trimmed', 'input', split.trailing, '', 'trailing C0 control or space removed');
  }
  for (let k = 0; k < split.removed.length; ) {
    let j = k;
    while (j + 1 < split.removed.length && split.removed[j + 1] === split.removed[j] + 1) j++;
    const span = { start: split.removed[k], end: split.removed[j] + 1 };
    add('tab-or-newline-removed', 'input', span, '', 'ASCII tab or newline removed (anywhere in the input)');
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
    add(
      'resolved-against-base',
      'input',
      span,
      href,
      `relative input resolved against the base ${base}: ${parts.join(', ')} taken from the base`,
    );
  }

  // scheme
  if (split.scheme !== null && split.scheme.from === 'input' && split.scheme.text !== scheme) {
    add('scheme-lowercased', 'scheme', split.scheme.span, scheme, 'scheme lower-cased');
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
        add(
          'backslash-as-slash',
          inSlashes ? 'input' : 'path',
          e.span,
          '/',
          endsAuthority
            ? `\`\\\` is read as \`/\` in a ${scheme}: URL: it ends the host here and starts the path`
            : `\`\\\` is read as \`/\` in a ${scheme}: URL`,
        );
        break;
      }
      case 'slashes': {
        const what =
          e.text === ''
            ? `\`${e.expected}\` added after \`${scheme}:\``
            : e.text.length > e.expected.length
              ? `${e.text.length} slashes after \`${scheme}:\` read as \`${e.expected}\` (the extra ones are ignored)`
              : `\`${e.text}\` after \`${scheme}:\` read as \`${e.expected}\``;
        add('slashes-normalized', 'input', e.span, e.expected, what);
        break;
      }
      case 'dot-segment': {
        const dots = e.double ? '..' : '.';
        const spelled = e.text === dots ? '' : ` (\`${e.text}\` counts as \`${dots}\`)`;
        const message = e.double
          ? `\`${dots}\` segment removed${spelled}${e.removed === null ? ' (nothing above it to remove)' : `, together with the segment before it (\`${e.removed}\`)`}`
          : `\`.\` segment removed${spelled}`;
        add('dot-segment-removed', 'path', e.span, e.trailingSlash && e.separated ? '/' : '', message);
        break;
      }
      case 'path-slash-added':
        add(
          'path-slash-added',
          'path',
          { start: e.at, end: e.at },
          '/',
          `the path of a ${scheme}: URL is never empty: \`/\` added`,
        );
        break;
      case 'localhost-dropped':
        add(
          'localhost-removed',
          'host',
          e.span,
          '',
          'the host `localhost` of a file: URL becomes the empty host',
        );
        break;
      case 'drive-letter-host':
        add(
          'drive-letter-host',
          'host',
          e.span,
          `/${input[e.span.start]}:`, // the span is the two code points of the drive letter
          'a Windows drive letter where the host goes is read as the first path segment (the host is empty)',
        );
        break;
      case 'drive-letter-reset':
        break;
    }
  }

  // userinfo
  const userinfoPiece = (p: URLSplit['username'], which: string) => {
    if (p === null || p.from !== 'input') return;
    const enc = encodedIn(input, p.span, USERINFO_PERCENT_ENCODE_SET);
    if (enc !== null) {
      add(
        'credentials-percent-encoded',
        'userinfo',
        enc.span,
        utf8PercentEncodeString(
          input.slice(enc.span.start, enc.span.end).replace(/[\t\n\r]/g, ''),
          USERINFO_PERCENT_ENCODE_SET,
        ),
        `${which} percent-encoded: ${enc.list}`,
      );
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
        'empty credentials removed',
      );
    } else if (split.passwordColon !== null && url.password === '') {
      add(
        'empty-password-removed',
        'userinfo',
        split.passwordColon,
        '',
        'empty password removed with its `:`',
      );
    }
  }

  // host
  const host = split.host;
  const localhost = split.events.some((e) => e.type === 'localhost-dropped');
  if (host !== null && host.from === 'input' && host.text !== '' && !localhost) {
    const raw = host.text;
    const value = host.value;
    if (typeof value === 'number') {
      const ascii = domainToASCII(percentDecodeToString(raw), false) ?? raw;
      const serialized = serializeHost(value);
      if (raw !== serialized) {
        add(
          'ipv4-rewritten',
          'host',
          host.span,
          serialized,
          `IPv4 address written with ${describeIPv4Notation(ascii)}: rewritten as ${serialized}`,
        );
      }
    } else if (Array.isArray(value)) {
      const serialized = serializeHost(value);
      if (raw !== serialized) {
        add(
          'ipv6-normalized',
          'host',
          host.span,
          serialized,
          'IPv6 address rewritten in its shortest, lower-case form',
        );
      }
    } else if (special) {
      let text = raw;
      if (raw.includes('%')) {
        text = percentDecodeToString(raw);
        add(
          'host-percent-decoded',
          'host',
          host.span,
          text,
          'host percent-decoded before it is read as a domain',
        );
      }
      if (text !== value) {
        if (/[^\x00-\x7f]/.test(text) || text.toLowerCase() !== value) {
          add(
            'idna',
            'host',
            host.span,
            value,
            /xn--/.test(value)
              ? 'IDNA: Unicode domain mapped (UTS #46: case folded, compatibility forms replaced) and written in Punycode'
              : 'IDNA: domain mapped to ASCII (UTS #46: case folded, compatibility forms replaced)',
          );
        } else {
          add('host-lowercased', 'host', host.span, value, 'host lower-cased');
        }
      }
    } else {
      // the opaque-host parser changes nothing but the code points it percent-encodes
      const enc = encodedIn(input, host.span, C0_CONTROL_PERCENT_ENCODE_SET);
      if (enc !== null) {
        add(
          'opaque-host-percent-encoded',
          'host',
          enc.span,
          encodeSlice(input, enc.span, C0_CONTROL_PERCENT_ENCODE_SET),
          `opaque host percent-encoded: ${enc.list}`,
        );
      }
    }
  }

  // port
  const port = split.port;
  if (port !== null && port.from === 'input' && split.portColon !== null) {
    const span = { start: split.portColon.start, end: port.span.end };
    if (port.text === '') {
      add('empty-port-removed', 'port', span, '', 'empty port removed with its `:`');
    } else {
      const n = Number(port.text);
      if (n === defaultPortOf(scheme)) {
        add('default-port-removed', 'port', span, '', `\`:${n}\` is the default port of ${scheme}: removed`);
      } else if (String(n) !== port.text) {
        add('port-normalized', 'port', port.span, String(n), 'port written without leading zeros');
      }
    }
  }

  // path
  if (Array.isArray(split.path)) {
    let firstInput: Span | null = null;
    for (const seg of split.path) {
      if (seg.from !== 'input') continue;
      if (firstInput === null) firstInput = seg.separator ?? seg.span;
      const enc = encodedIn(input, seg.span, PATH_PERCENT_ENCODE_SET);
      if (enc !== null) {
        add(
          'path-percent-encoded',
          'path',
          enc.span,
          encodeSlice(input, enc.span, PATH_PERCENT_ENCODE_SET),
          `path percent-encoded: ${enc.list}`,
        );
      }
      if (seg.driveLetterFixed && seg.text[1] === '|') {
        const bar = input.indexOf('|', seg.span.start);
        add(
          'drive-letter-normalized',
          'path',
          { start: bar, end: bar + 1 },
          ':',
          'Windows drive letter `|` written as `:`',
        );
      }
    }
    const path = url.path as string[];
    if (url.host === null && path.length > 1 && path[0] === '') {
      const at = firstInput?.start ?? 0;
      add(
        'path-dot-prefix-added',
        'path',
        { start: at, end: at },
        '/.',
        'the path starts with `//` but there is no host: `/.` is put in front so that it does not read as a host',
      );
    }
  } else if (split.path.from === 'input') {
    const p = split.path as InputPiece;
    const enc = encodedIn(input, p.span, C0_CONTROL_PERCENT_ENCODE_SET);
    if (enc !== null) {
      add(
        'path-percent-encoded',
        'path',
        enc.span,
        encodeSlice(input, enc.span, C0_CONTROL_PERCENT_ENCODE_SET),
        `opaque path percent-encoded: ${enc.list}`,
      );
    }
    const followed = split.queryMark !== null || split.fragmentMark !== null;
    if (followed && opaquePathValue(p, true).endsWith('%20') && p.text.endsWith(' ')) {
      const at = p.span.end - 1;
      add(
        'path-percent-encoded',
        'path',
        { start: at, end: at + 1 },
        '%20',
        'a space that ends an opaque path before `?` or `#` is percent-encoded (so that it is not trimmed away)',
      );
    }
  }

  // query and fragment
  if (split.query !== null && split.query.from === 'input') {
    const set = special ? SPECIAL_QUERY_PERCENT_ENCODE_SET : QUERY_PERCENT_ENCODE_SET;
    const enc = encodedIn(input, split.query.span, set);
    if (enc !== null) {
      add(
        'query-percent-encoded',
        'query',
        enc.span,
        encodeSlice(input, enc.span, set),
        `query percent-encoded: ${enc.list}${special && enc.list.includes("`'`") ? " (a special URL's query encodes `'` too)" : ''}`,
      );
    }
  }
  if (split.fragment !== null) {
    const enc = encodedIn(input, split.fragment.span, FRAGMENT_PERCENT_ENCODE_SET);
    if (enc !== null) {
      add(
        'fragment-percent-encoded',
        'fragment',
        enc.span,
        encodeSlice(input, enc.span, FRAGMENT_PERCENT_ENCODE_SET),
        `fragment percent-encoded: ${enc.list}`,
      );
    }
  }

  // `/./` in front of a path that starts with an empty segment, with no host, is what the serializer
  // writes back (`web+demo:/.//not-a-host/`): the removal and the addition cancel out
  const prefix = changes.findIndex((c) => c.kind === 'path-dot-prefix-added');
  if (prefix !== -1) {
    const at = changes[prefix].start;
    const dot = changes.findIndex(
      (c) => c.kind === 'dot-segment-removed' && c.end === at && c.before === '/.',
    );
    if (dot !== -1 && changes[dot].before === '/.') {
      changes.splice(Math.max(prefix, dot), 1);
      changes.splice(Math.min(prefix, dot), 1);
    }
  }
  changes.sort((a, b) => a.start - b.start || b.end - a.end);
  return changes;
}

function encodeSlice(input: string, span: Span, set: PercentEncodeSet): string {
  return utf8PercentEncodeString(input.slice(span.start, span.end).replace(/[\t\n\r]/g, ''), set);
}
