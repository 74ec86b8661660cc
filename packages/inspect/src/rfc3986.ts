/**
 * The other reading: how an RFC 3986 parser (and Python's `urlsplit`, curl, most HTTP libraries and
 * proxies) reads the same string, component by component, next to the URL Standard's reading.
 *
 * The RFC side splits the ORIGINAL input with Appendix B and splits the authority at its last `@`
 * (`@url/rfc3986`), and, when a base is given, resolves the reference against it (§5.2, strict). The
 * WHATWG side is the parsed URL record. "Agree" is defined per component in {@link compareWithRFC3986}.
 * @module
 */

import { domainToUnicode, serializeHost } from '@url/host';
import { parseIPv4Strict, parseIPv6Strict, serializeIPv4 } from '@url/ipaddr';
import { isSpecialScheme, type URLRecord } from '@url/parser';
import { percentDecodeToString } from '@url/percent';
import {
  recomposeURIReference,
  removeDotSegments,
  splitAuthority,
  splitURIReference,
  transformReference,
  type URIReference,
  validateURIReference,
} from '@url/rfc3986';
import { comparisonParts, noteText } from './notes';
import { defaultPortOf } from './split';
import type { ComparisonReason, ComponentComparison, RFC3986Component, RFC3986Report } from './types';

const decode = (s: string): string => percentDecodeToString(s);
const DIGITS = /^[0-9]+$/;

function show(s: string | undefined | null): string | null {
  return s === undefined || s === null ? null : s;
}

function pathSegments(path: string): string[] {
  return path.split('/').map(decode);
}

/**
 * Compares the RFC 3986 reading of `input` (against `base`, a string, when given) with `url`, the URL
 * Standard's reading (null when it failed). Per component:
 * - scheme: equal ignoring ASCII case;
 * - userinfo: equal after percent-decoding; no userinfo and an empty one (`@host`) agree;
 * - host: both absent, or the same host: IP literals compared as addresses, a dotted-decimal IPv4 as
 *   its address, a registered name compared lower-cased and percent-decoded with the WHATWG host's
 *   ASCII or Unicode form (so `0x7f.1`, a name to RFC 3986, does not agree with 127.0.0.1);
 * - port: no port on the RFC side and none (the default) on the URL Standard's, or the same number
 *   (`:443` on an https URL agrees with no port);
 * - a file: URL's empty host and `localhost` agree (RFC 8089);
 * - path: the same list of percent-decoded segments (a `%2F` stays inside its segment), after the
 *   RFC's `remove_dot_segments`; an empty path and `/` agree for a special URL;
 * - query, fragment: both absent, or equal after percent-decoding.
 */
export function compareWithRFC3986(input: string, base: string | null, url: URLRecord | null): RFC3986Report {
  const validation = validateURIReference(input);
  const ref = splitURIReference(input);
  let target: URIReference | null = null;
  if (base !== null) {
    const b = splitURIReference(base);
    if (b.scheme !== undefined) target = transformReference(b, ref);
  } else if (ref.scheme !== undefined) {
    // a URI is its own target: §5.2.2 with R.scheme defined removes its dot segments
    target = { ...ref, path: removeDotSegments(ref.path) };
  }
  const r = target ?? ref;
  const authority = r.authority === undefined ? undefined : splitAuthority(r.authority);

  const components: ComponentComparison[] = [];
  const add = (
    component: RFC3986Component,
    whatwg: string | null,
    rfc: string | null,
    agree: boolean,
    why: ComparisonReason = 'differs',
    shownWhatwg: string | null = whatwg,
    shownRfc: string | null = rfc,
  ) => {
    if (agree) {
      components.push({ component, whatwg, rfc3986: rfc, agree, reason: null, args: {}, message: '' });
      return;
    }
    const reason: ComparisonReason = url === null ? 'url-standard-fails' : why;
    const args = { whatwg: shownWhatwg, rfc3986: shownRfc };
    const message = noteText(comparisonParts({ component, reason, args }));
    components.push({ component, whatwg, rfc3986: rfc, agree, reason, args, message });
  };

  // scheme
  {
    const w = url === null ? null : url.scheme;
    const v = show(r.scheme);
    const agree = (w ?? null) === (v === null ? null : v.toLowerCase());
    add('scheme', w, v, agree);
  }
  // userinfo
  {
    let w: string | null = null;
    if (url !== null && (url.username !== '' || url.password !== '')) {
      w = url.password === '' ? url.username : `${url.username}:${url.password}`;
    }
    const v = authority === undefined ? null : show(authority.userinfo);
    const norm = (s: string | null) => (s === null || s === '' ? '' : decode(s));
    const agree = norm(w) === norm(v);
    add('userinfo', w, v, agree, v !== null && v !== '' && w === null ? 'userinfo-only-rfc3986' : 'differs');
  }
  // host
  {
    const w = url === null || url.host === null ? null : serializeHost(url.host);
    const v = authority === undefined ? null : authority.host;
    let agree: boolean;
    let shownWhatwg = w;
    let why: ComparisonReason = 'differs';
    if (url === null || url.host === null || v === null) {
      agree = (url === null || url.host === null) && v === null;
      if (v !== null && (url === null || url.host === null)) why = 'host-only-rfc3986';
      else if (v === null && w !== null) why = 'host-only-url-standard';
    } else if (Array.isArray(url.host)) {
      const pieces = v.startsWith('[') && v.endsWith(']') ? parseIPv6Strict(v.slice(1, -1)) : null;
      const hostPieces = url.host;
      agree = pieces?.every((n, i) => n === hostPieces[i]) === true;
    } else if (typeof url.host === 'number') {
      const address = parseIPv4Strict(decode(v));
      agree = address === url.host;
      if (!agree && address === null) {
        why = 'registered-name';
        shownWhatwg = serializeIPv4(url.host);
      }
    } else if (url.scheme === 'file' && url.host === '') {
      // RFC 8089: "file://localhost/" and "file:///" name the same file
      agree = v === '' || v.toLowerCase() === 'localhost';
    } else {
      const rv = decode(v).toLowerCase();
      const wv = decode(url.host).toLowerCase();
      agree = rv === wv || (isSpecialScheme(url.scheme) && rv === domainToUnicode(url.host).toLowerCase());
    }
    add('host', w, v, agree, why, shownWhatwg);
  }
  // port
  {
    const w = url === null || url.port === null ? null : String(url.port);
    const v = authority === undefined ? undefined : authority.port;
    const wEff = url === null ? null : (url.port ?? defaultPortOf(url.scheme));
    if (v === undefined || v === '') {
      // no port on the RFC side: both use the scheme's default when the URL Standard has none either
      add('port', w, show(v), url === null || url.port === null, 'port-only-url-standard');
    } else if (!DIGITS.test(v)) {
      add('port', w, v, false, 'port-not-a-number');
    } else {
      const agree = url !== null && Number(v) === wEff;
      add('port', w, v, agree, 'port-differs', wEff === null ? null : String(wEff), String(Number(v)));
    }
  }
  // path
  {
    let w: string | null = null;
    let agree: boolean;
    const v = r.path;
    if (url === null) {
      agree = v === '';
    } else if (typeof url.path === 'string') {
      w = url.path;
      agree = decode(w) === decode(v);
    } else {
      w = url.path.length === 0 ? '' : `/${url.path.join('/')}`;
      const rv = v === '' && url.path.length === 1 && url.path[0] === '' ? '/' : v;
      // the same text is the same segments (most URLs): decode only when the texts differ
      if (w === rv) agree = true;
      else {
        const a = pathSegments(w);
        const b = pathSegments(rv);
        agree = a.length === b.length && a.every((s, i) => s === b[i]);
      }
    }
    add('path', w, v, agree);
  }
  // query and fragment
  for (const component of ['query', 'fragment'] as const) {
    const w = url === null ? null : url[component];
    const v = show(r[component]);
    const agree = w === null ? v === null : v !== null && (w === v || decode(w) === decode(v));
    add(component, w, v, agree);
  }

  return {
    valid: validation.valid,
    kind: validation.kind,
    error: validation.error === undefined ? null : { ...validation.error },
    target: target === null ? null : recomposeURIReference(target),
    components,
    disagreements: components.filter((c) => !c.agree).map((c) => c.component),
  };
}
