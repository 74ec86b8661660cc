/**
 * Security notes: what about a URL misleads people or filters.
 * @module
 */

import { domainToASCII, serializeHost } from '@url/host';
import {
  compareReadings,
  embeddedIPv4,
  type IPv4EmbeddingKind,
  rangeOfIPv4,
  rangeOfIPv6,
  serializeIPv4,
} from '@url/ipaddr';
import { defaultPort, isSpecialScheme, parseURL, serializeURL, type URLRecord } from '@url/parser';
import { percentDecodeToString } from '@url/percent';
import { splitURIReference } from '@url/rfc3986';
import { latinLookalike } from './confusables';
import { noteParts, noteText } from './notes';
import { findHidden, hiddenLabel } from './reveal';
import { checkDomainScripts } from './scripts';
import type { URLSplit } from './split';
import type {
  NoteArgs,
  ReaderReading,
  ReadersReport,
  RFC3986Report,
  SecurityNote,
  Severity,
  URLParts,
} from './types';

/** IPv4 ranges a server-side request should not reach. */
const IPV4_REACHES = new Set([
  'loopback',
  'private',
  'linkLocal',
  'unspecified',
  'carrierGradeNat',
  'broadcast',
  'multicast',
  'reserved',
]);

/** IPv6 ranges a server-side request should not reach. */
const IPV6_REACHES = new Set([
  'loopback',
  'unspecified',
  'linkLocal',
  'uniqueLocal',
  'deprecatedSiteLocal',
  'multicast',
]);

/** How each embedding is said in a note. */
const EMBEDDING_WORDS: Record<IPv4EmbeddingKind, string> = {
  ipv4Mapped: 'an IPv4-mapped address (::ffff:0:0/96)',
  ipv4Compatible: 'an IPv4-compatible address (::/96, deprecated)',
  rfc6145: 'an IPv4-translated address (::ffff:0:0:0/96, RFC 6145)',
  nat64: 'a NAT64 address (the well-known prefix 64:ff9b::/96)',
  nat64Local: 'a NAT64 address (the local-use prefix 64:ff9b:1::/48)',
  '6to4': 'a 6to4 address (2002::/16)',
  teredo: "a Teredo address (2001::/32; the client's address)",
  isatap: 'an ISATAP address (interface identifier 0:5efe)',
};

/** The IDNA deviation characters (UTS #46 §4.1): one reading in IDNA2008 and browsers, another in IDNA2003. */
const DEVIATIONS: Record<string, string> = { ß: 'ss', ς: 'σ', '\u200c': '', '\u200d': '' };

const SEVERITY_ORDER: Record<Severity, number> = { danger: 0, warning: 1, info: 2 };

const isAlnum = (c: number) => (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
const isLetter = (c: number) => (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;

/**
 * Whether a username reads like a site anywhere in it: a `.` between a letter or digit and a letter
 * (`paypal.com`, `paypal.com is safe`), or a non-ASCII label (`раураl.com`). Linear; the rest of the
 * username cannot lower the note's severity.
 */
function looksLikeSite(user: string): boolean {
  for (let i = 1; i + 1 < user.length; i++) {
    if (user.charCodeAt(i) !== 0x2e) continue;
    const before = user.charCodeAt(i - 1);
    const after = user.charCodeAt(i + 1);
    if ((isAlnum(before) || before > 0x7f) && (isLetter(after) || after > 0x7f)) return true;
  }
  return false;
}

/** The security notes for a parsed URL (`url`, `parts`) read from `input`. */
export function securityNotes(
  input: string,
  url: URLRecord,
  parts: URLParts,
  split: URLSplit,
  rfc: RFC3986Report,
  readers: ReadersReport | null = null,
): SecurityNote[] {
  const notes: SecurityNote[] = [];
  const add = (
    kind: SecurityNote['kind'],
    severity: Severity,
    args: NoteArgs,
    span: { start: number; end: number } | null = null,
  ) => {
    const message = noteText(noteParts({ kind, args }));
    notes.push({ kind, severity, args, message, start: span?.start ?? null, end: span?.end ?? null });
  };
  const host = parts.host;
  const hostText =
    host === null ? '(none)' : host.unicode === host.ascii ? host.ascii : `${host.unicode} (${host.ascii})`;

  // code points that hide or reorder text
  const hidden = findHidden(input);
  const first = hidden[0];
  if (first !== undefined) {
    const inHost =
      split.host !== null && split.host.from === 'input' && findHidden(split.host.text).length > 0;
    const reorders = hidden.some((h) => h.char.kind === 'bidi');
    add(
      'hidden-characters',
      reorders || inHost ? 'danger' : 'warning',
      {
        names: hidden.slice(0, 8).map((h) => `${hiddenLabel(h.char)}${h.count > 1 ? ` × ${h.count}` : ''}`),
        more: Math.max(0, hidden.length - 8),
        reorders,
        inHost,
      },
      { start: first.first, end: first.first + (first.char.codePoint > 0xffff ? 2 : 1) },
    );
  }

  // credentials
  if (url.username !== '' || url.password !== '') {
    const user = percentDecodeToString(url.username);
    const fromInput = split.username !== null && split.username.from === 'input';
    const span =
      fromInput && split.authoritySpan !== null && split.at !== null
        ? { start: split.authoritySpan.start, end: split.at.end }
        : null;
    add(
      'credentials',
      looksLikeSite(user) ? 'danger' : 'warning',
      { username: user, password: url.password !== '', host: hostText, looksLikeSite: looksLikeSite(user) },
      span,
    );
  }

  // a backslash before "@": the classic two-parser trick
  const ref = splitURIReference(input);
  if (parts.special && ref.authority !== undefined) {
    const at = ref.authority.lastIndexOf('@');
    const bs = ref.authority.indexOf('\\');
    if (bs !== -1 && bs < at) {
      const authStart = (ref.scheme === undefined ? 0 : ref.scheme.length + 1) + 2;
      const rfcHost = rfc.components.find((c) => c.component === 'host')?.rfc3986 ?? null;
      add(
        'backslash-before-at',
        'danger',
        { host: hostText, rfcHost },
        { start: authStart + bs, end: authStart + bs + 1 },
      );
    }
  }

  // hosts read differently
  const hostCmp = rfc.components.find((c) => c.component === 'host');
  if (
    hostCmp !== undefined &&
    !hostCmp.agree &&
    typeof url.host !== 'number' &&
    !notes.some((n) => n.kind === 'backslash-before-at')
  ) {
    add('host-disagreement', 'danger', { rfcHost: hostCmp.rfc3986, host: hostCmp.whatwg });
  }

  // IPv4 in another notation
  if (typeof url.host === 'number' && split.host !== null && split.host.from === 'input') {
    const ascii = domainToASCII(percentDecodeToString(split.host.text), false) ?? split.host.text;
    const readings = compareReadings(ascii);
    const dotted = serializeIPv4(url.host);
    if (split.host.text !== dotted) {
      add(
        'ipv4-notation',
        'warning',
        {
          written: split.host.text,
          address: dotted,
          strict: ascii === split.host.text && readings.strict !== null,
          percentEncoded: split.host.text.includes('%'),
          unicode: /[^\x00-\x7f]/.test(split.host.text),
        },
        split.host.span,
      );
    }
  }

  // private, loopback, link-local...
  if (typeof url.host === 'number') {
    const range = rangeOfIPv4(url.host);
    if (IPV4_REACHES.has(range)) {
      add('special-address', 'warning', {
        address: serializeIPv4(url.host),
        range,
        family: 'IPv4',
        form: null,
      });
    }
  } else if (Array.isArray(url.host)) {
    const range = rangeOfIPv6(url.host);
    const inside = embeddedIPv4(url.host);
    if (inside !== null) {
      const r4 = rangeOfIPv4(inside.ipv4);
      add('special-address', IPV4_REACHES.has(r4) ? 'warning' : 'info', {
        address: serializeIPv4(inside.ipv4),
        range: r4,
        family: 'IPv4',
        form: EMBEDDING_WORDS[inside.via],
        via: inside.via,
        embeddedIn: host?.ascii ?? '',
        reaches: IPV4_REACHES.has(r4),
      });
    } else if (IPV6_REACHES.has(range)) {
      add('special-address', 'warning', { address: host?.ascii ?? '', range, family: 'IPv6', form: null });
    }
  } else if (
    typeof url.host === 'string' &&
    parts.special &&
    (url.host === 'localhost' || url.host.endsWith('.localhost') || url.host === 'localhost.')
  ) {
    add('special-address', 'warning', { address: url.host, range: 'loopback', family: 'IPv4', form: 'name' });
  }

  // mixed scripts and confusables
  if (host !== null && host.kind === 'domain' && host.unicode !== host.ascii) {
    const asciiLabels = host.ascii.split('.');
    const unicodeLabels = host.unicode.split('.');
    for (const finding of checkDomainScripts(host.unicode)) {
      // checkDomainScripts splits host.unicode on `.` too, so the label is always found
      const puny = asciiLabels[unicodeLabels.indexOf(finding.label)] ?? finding.label;
      if (finding.mixed) {
        // never empty: were every letter in the main script, the label would not be mixed
        const odd = finding.odd.slice(0, 6).map((o) => `${o.char} ${o.codePoint} ${o.script}`);
        const lookalike = latinLookalike(finding.label);
        add('mixed-script', 'danger', {
          label: finding.label,
          scripts: finding.scripts,
          odd,
          lookalike,
          // the whole host with this label spelled in Latin: `paypal.com`
          lookalikeHost:
            lookalike === null
              ? null
              : unicodeLabels.map((l) => (l === finding.label ? lookalike : l)).join('.'),
          punycode: puny,
          host: host.ascii,
        });
      }
      if (finding.confusableWith !== null) {
        add('confusable', 'danger', {
          label: finding.label,
          script: finding.scripts.join(', '), // the one script of a whole-script confusable
          lookalike: finding.confusableWith,
          punycode: puny,
          host: host.ascii,
        });
      }
    }
  }

  // percent-encoded host
  if (
    parts.special &&
    split.host !== null &&
    split.host.from === 'input' &&
    split.host.text.includes('%') &&
    typeof url.host === 'string'
  ) {
    add(
      'host-percent-encoded',
      'warning',
      { written: split.host.text, host: host?.ascii ?? '' },
      split.host.span,
    );
  }

  // a scheme that is really a host
  if (
    !parts.special &&
    split.scheme !== null &&
    split.scheme.from === 'input' &&
    typeof url.path === 'string'
  ) {
    // `localhost:3000/api`, `localhost:+11211aaa`: what follows the "scheme" starts like a port
    const looksLikePort = /^[+-]?[0-9]/.test(url.path);
    if (looksLikePort || url.scheme.includes('.') || url.scheme === 'localhost') {
      add(
        'scheme-looks-like-host',
        'warning',
        {
          scheme: split.scheme.text,
          path: url.path,
          suggestion: `http://${input.trim()}`,
          port: looksLikePort,
        },
        split.scheme.span,
      );
    }
  }

  // `;` in the authority: Node's legacy url.parse and others end the host there
  if (split.host !== null && split.host.from === 'input' && split.host.text.includes(';')) {
    const before = split.host.text.slice(0, split.host.text.indexOf(';'));
    add(
      'semicolon-in-host',
      'danger',
      { written: split.host.text, host: host?.ascii ?? '', before },
      split.host.span,
    );
  }

  // IDNA deviation characters: IDNA2003 and UTS #46 transitional processing read another host
  if (host !== null && host.kind === 'domain' && host.input !== null) {
    const typed = percentDecodeToString(host.input);
    let mapped = '';
    let found = '';
    for (const ch of typed.toLowerCase()) {
      const d = DEVIATIONS[ch];
      if (d === undefined) mapped += ch;
      else {
        mapped += d;
        if (!found.includes(ch)) found += ch;
      }
    }
    if (found !== '') {
      const transitional = domainToASCII(mapped, false);
      if (transitional !== null && transitional !== host.ascii) {
        const span = split.host !== null && split.host.from === 'input' ? split.host.span : null;
        add('idna-deviation', 'warning', { chars: [...found], host: host.ascii, transitional }, span);
      }
    }
  }

  // a URL inside a non-special URL: jar:, view-source:, and the like unwrap it and fetch it
  if (!parts.special) {
    const rest = typeof url.path === 'string' ? url.path : null;
    const inner = rest === null ? null : innerURL(rest);
    if (inner !== null) {
      const innerHost = inner.host === null ? null : serializeHost(inner.host);
      const innerRange =
        typeof inner.host === 'number'
          ? rangeOfIPv4(inner.host)
          : Array.isArray(inner.host)
            ? rangeOfIPv6(inner.host)
            : null;
      const reaches = innerRange !== null && (IPV4_REACHES.has(innerRange) || IPV6_REACHES.has(innerRange));
      add('nested-url', reaches ? 'danger' : 'warning', {
        scheme: url.scheme,
        inner: serializeURL(inner),
        innerHost,
        innerRange: reaches ? innerRange : null,
      });
    }
  }

  if (url.scheme === 'javascript' || url.scheme === 'vbscript' || url.scheme === 'data') {
    add('script-scheme', 'warning', { scheme: url.scheme });
  }

  // non-default port
  if (url.port !== null) {
    add('non-default-port', 'info', {
      port: String(url.port),
      scheme: url.scheme,
      defaultPort: parts.defaultPort,
    });
  }

  // the fragment stays in the browser
  if (url.fragment !== null && url.fragment !== '') {
    const route = parts.fragmentRoute;
    const span = split.fragmentMark === null ? null : { start: split.fragmentMark.start, end: input.length };
    add(
      'fragment-not-sent',
      'info',
      {
        fragment: url.fragment,
        routePath: route === null ? null : route.path,
        routeQuery: route === null ? null : route.query,
      },
      span,
    );
  }

  // the other readers that would send the request elsewhere
  if (readers !== null && readers.elsewhere.length > 0) {
    const label = (r: ReaderReading) =>
      r.basis === 'model-from-documentation' ? `${r.label} (model from documentation)` : r.label;
    // readers that use another host, scheme or port; readers that reject the URL or read no host in it
    const hasHost = (r: ReaderReading) => r.host !== null && r.host !== '';
    const moved = readers.readings.filter((r) => r.ok && r.differs.length > 0 && hasHost(r));
    const nowhere = readers.readings.filter((r) => !r.ok || !hasHost(r));
    add(
      'readers-elsewhere',
      moved.some((r) => r.differs.includes('host')) ? 'danger' : moved.length > 0 ? 'warning' : 'info',
      {
        target: target(parts.scheme, host === null ? null : host.ascii, parts.effectivePort),
        moved: moved.map(label),
        movedTo: moved.map((r) => target(r.scheme, r.host, r.port ?? defaultPortOf(r.scheme))),
        nowhere: nowhere.map(label),
        readers: readers.elsewhere,
      },
    );
  }

  notes.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  return notes;
}

/** `scheme://host:port` as a reader would connect (`(no host)` when it has none). */
function target(scheme: string | null, host: string | null, port: string | number | null): string {
  const h = host === null || host === '' ? '(no host)' : host;
  return `${scheme ?? '(no scheme)'}://${h}${port === null ? '' : `:${port}`}`;
}

const defaultPortOf = (scheme: string | null): number | null =>
  scheme === null ? null : defaultPort(scheme.toLowerCase());

/**
 * The URL a non-special URL's opaque path starts with, when it is a special URL with `//` (`jar:http://…!/`,
 * `view-source:https://…`), parsed as the URL Standard does; null otherwise. For `jar:` the part before
 * `!/` is the inner URL.
 */
function innerURL(rest: string): URLRecord | null {
  const colon = rest.indexOf(':');
  if (colon <= 0 || !isSpecialScheme(rest.slice(0, colon).toLowerCase())) return null;
  if (!rest.startsWith('//', colon + 1)) return null;
  const bang = rest.indexOf('!/');
  return parseURL(bang === -1 ? rest : rest.slice(0, bang));
}
