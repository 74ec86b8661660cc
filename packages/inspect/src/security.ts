/**
 * Security notes: what about a URL misleads people or filters.
 * @module
 */

import { domainToASCII } from '@url/host';
import { compareReadings, ipv4MappedToIPv4, rangeOfIPv4, rangeOfIPv6, serializeIPv4 } from '@url/ipaddr';
import type { URLRecord } from '@url/parser';
import { percentDecodeToString } from '@url/percent';
import { splitURIReference } from '@url/rfc3986';
import { checkDomainScripts } from './scripts';
import type { URLSplit } from './split';
import type { RFC3986Report, SecurityNote, Severity, URLParts } from './types';

/** IPv4 ranges a server-side request should not reach, with how to say it. */
const IPV4_RANGES: Record<string, string> = {
  loopback: 'a loopback address (this machine)',
  private: 'a private-use address (RFC 1918)',
  linkLocal: 'a link-local address (cloud metadata services live at 169.254.169.254)',
  unspecified: 'the "this network" range (0.0.0.0 reaches this machine on many systems)',
  carrierGradeNat: 'a shared address space address (carrier-grade NAT, RFC 6598)',
  broadcast: 'the limited broadcast address',
  multicast: 'a multicast address',
  reserved: 'a reserved or documentation address',
};

const IPV6_RANGES: Record<string, string> = {
  loopback: 'the IPv6 loopback address (this machine)',
  unspecified: 'the IPv6 unspecified address',
  linkLocal: 'an IPv6 link-local address',
  uniqueLocal: 'an IPv6 unique local address (private, RFC 4193)',
  deprecatedSiteLocal: 'an IPv6 site-local address (private, deprecated)',
  multicast: 'an IPv6 multicast address',
};

function quote(s: string | null): string {
  return s === null ? '(none)' : s === '' ? '(empty)' : `\`${s}\``;
}

const SEVERITY_ORDER: Record<Severity, number> = { danger: 0, warning: 1, info: 2 };

const LOOKS_LIKE_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*\.?$/i;

/** The security notes for a parsed URL (`url`, `parts`) read from `input`. */
export function securityNotes(
  input: string,
  url: URLRecord,
  parts: URLParts,
  split: URLSplit,
  rfc: RFC3986Report,
): SecurityNote[] {
  const notes: SecurityNote[] = [];
  const add = (
    kind: SecurityNote['kind'],
    severity: Severity,
    message: string,
    span: { start: number; end: number } | null = null,
  ) => {
    notes.push({ kind, severity, message, start: span?.start ?? null, end: span?.end ?? null });
  };
  const host = parts.host;
  const hostText =
    host === null ? '(none)' : host.unicode === host.ascii ? host.ascii : `${host.unicode} (${host.ascii})`;

  // credentials
  if (url.username !== '' || url.password !== '') {
    const user = percentDecodeToString(url.username);
    const fromInput = split.username !== null && split.username.from === 'input';
    const span =
      fromInput && split.authoritySpan !== null && split.at !== null
        ? { start: split.authoritySpan.start, end: split.at.end }
        : null;
    if (LOOKS_LIKE_HOST.test(user)) {
      add(
        'credentials',
        'danger',
        `\`${user}\` is a username here, not the site: this URL goes to ${hostText}. Anything before \`@\` is not the site.`,
        span,
      );
    } else {
      add(
        'credentials',
        'warning',
        `the URL carries credentials (username \`${user}\`${url.password !== '' ? ' and a password' : ''}): anything before \`@\` is not the site, and credentials in URLs end up in logs and history`,
        span,
      );
    }
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
        `a \`\\\` before \`@\`: browsers end the host at \`\\\` (host ${hostText}), while RFC 3986 parsers, curl and Python's urlsplit read everything up to \`@\` as userinfo (host ${rfcHost === null ? '(none)' : rfcHost})`,
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
    add(
      'host-disagreement',
      'danger',
      `RFC 3986 parsers read the host ${quote(hostCmp.rfc3986)}, browsers ${quote(hostCmp.whatwg)}: a check made with one parser and a request made with the other go to different hosts`,
    );
  }

  // IPv4 in another notation
  if (typeof url.host === 'number' && split.host !== null && split.host.from === 'input') {
    const ascii = domainToASCII(percentDecodeToString(split.host.text), false) ?? split.host.text;
    const readings = compareReadings(ascii);
    const dotted = serializeIPv4(url.host);
    if (ascii !== dotted) {
      add(
        'ipv4-notation',
        'warning',
        `the host \`${split.host.text}\` is the IPv4 address ${dotted} to browsers${readings.strict === null ? ', but not an address to inet_pton or an RFC 3986 parser' : ''}: filters that compare host text or check addresses with a strict parser miss it`,
        split.host.span,
      );
    }
  }

  // private, loopback, link-local...
  if (typeof url.host === 'number') {
    const range = rangeOfIPv4(url.host);
    if (IPV4_RANGES[range] !== undefined) {
      add(
        'special-address',
        'warning',
        `${serializeIPv4(url.host)} is ${IPV4_RANGES[range]}: a server that fetches this URL reaches its own network`,
      );
    }
  } else if (Array.isArray(url.host)) {
    const range = rangeOfIPv6(url.host);
    const mapped = range === 'ipv4Mapped' ? ipv4MappedToIPv4(url.host) : null;
    if (mapped !== null) {
      const r4 = rangeOfIPv4(mapped);
      add(
        'special-address',
        IPV4_RANGES[r4] !== undefined ? 'warning' : 'info',
        `${host?.ascii} is the IPv4-mapped form of ${serializeIPv4(mapped)}${IPV4_RANGES[r4] !== undefined ? `, ${IPV4_RANGES[r4]}` : ''}`,
      );
    } else if (IPV6_RANGES[range] !== undefined) {
      add(
        'special-address',
        'warning',
        `${host?.ascii} is ${IPV6_RANGES[range]}: a server that fetches this URL reaches its own network`,
      );
    }
  } else if (
    typeof url.host === 'string' &&
    parts.special &&
    (url.host === 'localhost' || url.host.endsWith('.localhost') || url.host === 'localhost.')
  ) {
    add(
      'special-address',
      'warning',
      `\`${url.host}\` resolves to a loopback address (this machine) in browsers and most resolvers`,
    );
  }

  // mixed scripts and confusables
  if (host !== null && host.kind === 'domain' && host.unicode !== host.ascii) {
    const asciiLabels = host.ascii.split('.');
    const unicodeLabels = host.unicode.split('.');
    for (const finding of checkDomainScripts(host.unicode)) {
      // checkDomainScripts splits host.unicode on `.` too, so the label is always found
      const puny = asciiLabels[unicodeLabels.indexOf(finding.label)];
      if (finding.mixed) {
        // never empty: were every letter in the main script, the label would not be mixed
        const odd = finding.odd
          .slice(0, 6)
          .map((o) => `\`${o.char}\` ${o.codePoint} ${o.script}`)
          .join(', ');
        add(
          'mixed-script',
          'danger',
          `the label \`${finding.label}\` mixes scripts (${finding.scripts.join(', ')}: ${odd}); in Punycode it is \`${puny}\`, the host is ${host.ascii}`,
        );
      }
      if (finding.confusableWith !== null) {
        add(
          'confusable',
          'danger',
          `the label \`${finding.label}\` is all ${finding.scripts[0]} but looks like the Latin \`${finding.confusableWith}\`; in Punycode it is \`${puny}\`, the host is ${host.ascii}`,
        );
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
      `the host is percent-encoded in the input (\`${split.host.text}\`): browsers read \`${host?.ascii}\`; a filter on the raw text sees something else`,
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
    const looksLikePort = /^[0-9]+(?:[/?#]|$)/.test(url.path);
    if (looksLikePort || url.scheme.includes('.')) {
      add(
        'scheme-looks-like-host',
        'warning',
        `\`${split.scheme.text}:\` was read as a scheme, so this URL has no host and the opaque path \`${url.path}\`; write \`http://${input.trim()}\` for a host${looksLikePort ? ' and port' : ''}`,
        split.scheme.span,
      );
    }
  }

  if (url.scheme === 'javascript' || url.scheme === 'vbscript' || url.scheme === 'data') {
    add(
      'script-scheme',
      'warning',
      `${url.scheme}: URLs carry their content (and can run script) instead of pointing at a server`,
    );
  }

  // non-default port
  if (url.port !== null) {
    add(
      'non-default-port',
      'info',
      parts.defaultPort === null
        ? `port ${url.port} (the scheme has no default port)`
        : `port ${url.port} is not the default port of ${url.scheme} (${parts.defaultPort})`,
    );
  }

  // the fragment stays in the browser
  if (url.fragment !== null && url.fragment !== '') {
    const route = parts.fragmentRoute;
    const span = split.fragmentMark === null ? null : { start: split.fragmentMark.start, end: input.length };
    add(
      'fragment-not-sent',
      'info',
      route !== null && route.query !== null
        ? `the fragment \`#${url.fragment}\` is a single-page route (\`${route.path}\`) with its own query (\`${route.query}\`): the server never sees the fragment, so it never sees that query either`
        : `the fragment \`#${url.fragment}\` stays in the browser: the server never sees it`,
      span,
    );
  }

  notes.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  return notes;
}
