/**
 * Perl's `URI->new($input)` (the `URI` distribution 5.17, Debian's liburi-perl), modelled on
 * `URI.pm`, `URI::_generic`, `URI::_server`, `URI::_query`, `URI::_idna` and the scheme classes.
 *
 * Perl's URI never rejects input: `new` unwraps `<URL:…>` and `"…"`, trims white space, escapes
 * every character outside RFC 2396's `uric` (as UTF-8 `%XX`), and for the server-based schemes
 * first converts a host with other characters through its own IDNA (`lc` plus Punycode). The
 * accessors then read the stored string with regular expressions. The model reads the input as a
 * Perl character string (as a program that decodes its input has it). Mapping to the common shape
 * (as `live/perl.pl` does):
 * - scheme: `scheme` (lower-cased); path: `path` (`ftp:` includes the query, as
 *   `URI::ftp::path` is `path_query`; `sip:` has none: ''), or `opaque` for `data:`, `mailto:`,
 *   `urn:`;
 * - userinfo, host, port: `userinfo`, `host` (brackets removed, `%XX` decoded to the code points
 *   U+0000–U+00FF, not UTF-8), `port` (the scheme's default when none is given) where the class
 *   has them (`http:` and the other server schemes; `file:` has `host` only), else `null`;
 * - query: `query` where the class has it; fragment: `fragment`.
 */
import { percentEncode, utf8Encode } from '@url/percent';
import type { Reader, ReaderInfo, ReaderResult } from './types';

const INFO: ReaderInfo = {
  name: 'perl',
  label: 'Perl URI->new',
  version: 'URI 5.17',
  basis: 'live-differential',
};

/** The server-based schemes (`URI::_server` subclasses) and their default ports. */
const SERVER_PORTS: Record<string, string | null> = {
  ftp: '21',
  gopher: '70',
  http: '80',
  https: '443',
  ldap: '389',
  ldaps: '636',
  mms: '1755',
  news: '119',
  nntp: '119',
  nntps: '563',
  pop: '110',
  rlogin: '513',
  rsync: '873',
  rtsp: '554',
  rtspu: '554',
  sftp: '22',
  sip: '5060',
  sips: '5061',
  snews: '563',
  ssh: '22',
  telnet: '23',
  tn3270: '23',
};

/** Schemes whose class is a `URI` with only an opaque part (no path, host or port). */
const OPAQUE: Record<string, boolean> = { data: true, mailto: true, urn: true };

const SCHEME = /^([a-zA-Z][a-zA-Z0-9.+-]*):/;
/** Perl's `\s` on a character string (Unicode White_Space). */
const PERL_SPACE = '\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000';
const LEADING_SPACE = new RegExp(`^[${PERL_SPACE}]+`);
const ONE_SPACE = new RegExp(`^[${PERL_SPACE}]$`);

/** `s/\s+$//`, scanning back from the end (the regex would retry every run of white space). */
function trimEnd(s: string): string {
  let end = s.length;
  while (end > 0 && ONE_SPACE.test(s[end - 1] as string)) end--;
  return s.slice(0, end);
}
/** RFC 2396 `uric` (URI.pm's `$uric`) and '#': what `_uric_escape` leaves alone. */
const NOT_URIC = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[^;/?:@&=+$,A-Za-z0-9\-_.!~*'()%#]/g;
/** `$uric4host`: `uric` plus '[' and ']'. */
const NOT_URIC4HOST = /[^;/?:@&=+$,A-Za-z0-9\-_.!~*'()%[\]]/;

/** `URI::Escape::escape_char` of one character of a character string: its UTF-8 bytes as %XX. */
function escapeChar(ch: string): string {
  let out = '';
  for (const b of utf8Encode(ch)) out += percentEncode(b);
  return out;
}

/** `uri_unescape`: each %XX becomes the character with that code (no UTF-8 decoding). */
function uriUnescape(s: string): string {
  if (!s.includes('%')) return s;
  const out: string[] = [];
  let from = 0;
  for (let i = s.indexOf('%'); i >= 0 && i + 2 < s.length; i = s.indexOf('%', i + 1)) {
    const hex = s.slice(i + 1, i + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) continue;
    out.push(s.slice(from, i), String.fromCharCode(parseInt(hex, 16)));
    from = i + 3;
    i += 2;
  }
  out.push(s.slice(from));
  return out.join('');
}

/** Perl's `lc`, one code point at a time (no final-sigma context). */
function perlLc(s: string): string {
  let out = '';
  for (const ch of s) out += ch.toLowerCase();
  return out;
}

/** RFC 3492 Punycode encoding (`URI::_punycode::encode_punycode`), over code points. */
function encodePunycode(label: string): string {
  const input = Array.from(label, (ch) => ch.codePointAt(0) as number);
  let n = 128;
  let delta = 0;
  let bias = 72;
  let out = '';
  for (const c of input) if (c < 0x80) out += String.fromCharCode(c);
  const b = out.length;
  let h = b;
  if (b > 0 && h < input.length) out += '-';
  const digit = (d: number) => String.fromCharCode(d < 26 ? d + 97 : d + 22);
  const adapt = (d0: number, points: number, first: boolean) => {
    let d = first ? Math.floor(d0 / 700) : Math.floor(d0 / 2);
    d += Math.floor(d / points);
    let k = 0;
    while (d > 455) {
      d = Math.floor(d / 35);
      k += 36;
    }
    return k + Math.floor((36 * d) / (d + 38));
  };
  while (h < input.length) {
    let m = Number.POSITIVE_INFINITY;
    for (const c of input) if (c >= n && c < m) m = c;
    delta += (m - n) * (h + 1);
    n = m;
    for (const c of input) {
      if (c < n) delta++;
      if (c === n) {
        let q = delta;
        for (let k = 36; ; k += 36) {
          const t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias;
          if (q < t) break;
          out += digit(t + ((q - t) % (36 - t)));
          q = Math.floor((q - t) / (36 - t));
        }
        out += digit(q);
        bias = adapt(delta, h + 1, h === b);
        delta = 0;
        h++;
      }
    }
    delta++;
    n++;
  }
  return out;
}

/** `URI::_idna`'s `/^[\x00-\x7F]*\z/`. */
const ASCII_ONLY = /^[\u0000-\u007f]*$/;

/** `URI::_idna::encode`, or null where it croaks (a label empty, too long, or `xn--` + Unicode). */
function idnaEncode(domain: string): string | null {
  const labels = domain.split('.');
  let keepLast = false;
  if (labels.length > 1 && labels[labels.length - 1] === '') {
    labels.pop();
    keepLast = true;
  }
  const out: string[] = [];
  for (let label of labels) {
    if (!ASCII_ONLY.test(label)) {
      label = perlLc(label);
      if (!ASCII_ONLY.test(label)) {
        if (label.startsWith('xn--')) return null;
        // "xn--" plus at least one character per code point: over 63 from 60 code points on, so
        // check_size would croak. Stopping here keeps Punycode (quadratic in a label) bounded.
        if (Array.from(label).length >= 60) return null;
        label = `xn--${encodePunycode(label)}`;
      }
    }
    if (label === '' || Array.from(label).length > 63) return null;
    out.push(label);
  }
  if (keepLast) out.push('');
  return out.join('.');
}

/** `URI::_server::_uric_escape`'s host step: a host with non-`uric` characters through IDNA. */
function serverHostEscape(str: string): string {
  const m = /^((?:[a-zA-Z][a-zA-Z0-9.+-]*:)?)\/\/([^/?#]*)([\s\S]*)$/.exec(str);
  if (m === null) return str;
  const [, scheme, auth, rest] = m as unknown as [string, string, string, string];
  let host = auth;
  // s/(.*@)// without /s: from the start of the first '@'s line up to that line's last '@'
  // (found with index scans; the regex itself backtracks quadratically in V8 without an '@').
  let ui = '';
  const first = host.indexOf('@');
  if (first >= 0) {
    const lineStart = host.lastIndexOf('\n', first) + 1;
    const next = host.indexOf('\n', first);
    const lastAt = host.lastIndexOf('@', next < 0 ? host.length : next);
    ui = host.slice(lineStart, lastAt + 1);
    host = host.slice(0, lineStart) + host.slice(lastAt + 1);
  }
  let port = '';
  const p = host.includes(':') ? /:\p{Nd}+$/u.exec(host) : null;
  if (p !== null) {
    port = p[0];
    host = host.slice(0, p.index);
  }
  if (!NOT_URIC4HOST.test(host)) return str;
  const encoded = idnaEncode(host);
  return encoded === null ? str : `${scheme}//${ui}${encoded}${port}${rest}`;
}

/** `URI::_fix_uric_escape_for_host_part`: `%5B`/`%5D` back to brackets in the host. */
function fixHostPart(str: string): string {
  if (!str.includes('%')) return str;
  if (/^(?:data|ldapi|urn|sqlite|sqlite3):/.test(str)) return str;
  if (/^mailto:/.test(str)) return str.replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  const m = /^((?:[a-zA-Z][a-zA-Z0-9.+-]*:)?)\/\/([^/?#]+)([\s\S]*)$/.exec(str);
  if (m === null) return str;
  const orig = m[2] as string;
  const at = orig.lastIndexOf('@');
  const user = at < 0 ? '' : orig.slice(0, at + 1);
  let host = at < 0 ? orig : orig.slice(at + 1);
  const p = /:[0-9]+$/.exec(host);
  const port = p === null ? '' : p[0];
  if (p !== null) host = host.slice(0, p.index);
  host = host.replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  // s/\Q$orig\E/.../ replaces the first occurrence, wherever it is.
  const i = str.indexOf(orig);
  return str.slice(0, i) + user + host + port + str.slice(i + orig.length);
}

/** Perl's `s/^X(.*)Y$/$1/` without /s: `.` stops at LF, `$` also matches before a final LF. */
function unwrap(s: string, re: RegExp): string {
  const m = re.exec(s);
  return m === null ? s : (m[1] as string) + s.slice(m[0].length);
}

/**
 * Reads `input` as Perl's `URI->new($input)` would (URI 5.17): its components in the common
 * shape. Perl's URI raises no error.
 * Documentation: https://metacpan.org/pod/URI#$uri-=-URI-%3Enew(-$str-)
 * URI.pm escapes what RFC 2396 does not allow (https://www.rfc-editor.org/rfc/rfc2396#section-2.4.3).
 */
export function readPerl(input: string): ReaderResult {
  // Lone surrogates: the live script reads them as U+FFFD, as every UTF-8 reader does.
  let s = /[\uD800-\uDFFF]/.test(input)
    ? input.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    : input;
  if (s.startsWith('<')) s = unwrap(s, /^<(?:URL:)?([^\n]*)>(?=\n?$)/);
  if (s.startsWith('"')) s = unwrap(s, /^"([^\n]*)"(?=\n?$)/);
  s = trimEnd(s.replace(LEADING_SPACE, ''));
  const sm = SCHEME.exec(s);
  const kind = sm === null ? '' : (sm[1] as string).toLowerCase();
  const server = Object.hasOwn(SERVER_PORTS, kind);
  if (server) s = serverHostEscape(s);
  s = fixHostPart(s.replace(NOT_URIC, escapeChar));

  const frag = s.indexOf('#');
  const fragment = frag < 0 ? null : s.slice(frag + 1);
  const opaqueClass = Object.hasOwn(OPAQUE, kind);
  const authMatch = /^((?:[a-zA-Z][a-zA-Z0-9.+-]*:)?)(?:\/\/([^/?#]*))?/.exec(s) as RegExpExecArray;
  let authority: string | null = authMatch[2] ?? null;
  if (kind === 'sip' || kind === 'sips') {
    authority = (/^(?:[a-zA-Z][a-zA-Z0-9.+-]*:)?([^;?]*)/.exec(s) as RegExpExecArray)[1] as string;
  }
  let userinfo: string | null = null;
  let host: string | null = null;
  let port: string | null = null;
  if (server) {
    if (authority !== null) {
      const at = authority.lastIndexOf('@');
      if (at >= 0) userinfo = authority.slice(0, at);
      const h = authority.slice(at + 1).replace(/:[0-9]+$/, '');
      const b = /^\[([^\n]*)\]$/.exec(h);
      host = uriUnescape(b === null ? h : (b[1] as string));
      const pm = /:([0-9]*)$/.exec(authority);
      if (pm !== null && pm[1] !== '') port = pm[1] as string;
    }
    port ??= SERVER_PORTS[kind] as string;
  } else if (kind === 'file' && authority !== null) {
    host = uriUnescape(authority);
  }
  let path: string;
  let query: string | null = null;
  const beforeFrag = frag < 0 ? s : s.slice(0, frag);
  const q = beforeFrag.indexOf('?');
  if (opaqueClass) {
    path = beforeFrag.slice(sm === null ? 0 : (sm[0] as string).length);
    if (kind === 'mailto' && q >= 0) query = beforeFrag.slice(q + 1);
  } else {
    if (q >= 0) query = beforeFrag.slice(q + 1);
    if (kind === 'sip' || kind === 'sips') path = '';
    else {
      const pm = /^((?:[^:/?#]+:)?(?:\/\/[^/?#]*)?)/.exec(s) as RegExpExecArray;
      const rest = beforeFrag.slice((pm[1] as string).length);
      const pq = rest.indexOf('?');
      path = kind === 'ftp' || pq < 0 ? rest : rest.slice(0, pq);
    }
  }
  return {
    ok: true,
    reader: INFO,
    scheme: sm === null ? null : kind,
    userinfo,
    host,
    port,
    path,
    query,
    fragment,
  };
}

/**
 * The reader model of Perl's `URI->new` (URI 5.17).
 * Documentation: https://metacpan.org/pod/URI#$uri-=-URI-%3Enew(-$str-)
 * URI.pm escapes what RFC 2396 does not allow (https://www.rfc-editor.org/rfc/rfc2396#section-2.4.3).
 */
export function perlReader(): Reader {
  return { info: INFO, read: readPerl };
}
