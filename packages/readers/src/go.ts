/**
 * Go's `net/url.Parse`, modelled byte for byte on `src/net/url/url.go`: version `'1.27'` (the
 * default, the newest release) and `'1.19'` (the version installed here, which the live
 * differential checks). They differ only in `parseHost` (see {@link GoVersion} and the README).
 *
 * Mapping of Go's `*url.URL` to the common shape (the live script `live/go.go` does the same):
 * - scheme: `u.Scheme` (lower-cased by Go), `null` when empty;
 * - userinfo: `u.User.String()` (Go keeps only the decoded name and password and re-escapes them),
 *   `null` when `u.User` is nil;
 * - host: `u.Hostname()`, `null` when `u.Host` is empty (Go has no "empty host" distinct from none);
 * - port: `u.Port()`, `null` when empty;
 * - path: `u.Opaque` when set (`mailto:x`), else `u.EscapedPath()`, the path Go sends;
 * - query: `u.RawQuery`, `null` unless it is non-empty or `u.ForceQuery`;
 * - fragment: `u.EscapedFragment()`, `null` when `u.Fragment` is empty (Go cannot tell `#` from none);
 * - error: the message of the error inside Go's `*url.Error` (without the `parse "…": ` prefix).
 * Strings with bytes that are not UTF-8 (from `%FF` in a host or userinfo) come back with one
 * U+FFFD per bad byte, as Go's `encoding/json` writes them.
 */
import { percentEncode } from '@url/percent';
import { fromByteString, isHex, toByteString, unhex } from './internal/bytes';
import type { Reader, ReaderInfo, ReaderResult } from './types';

/**
 * The Go release modelled. `'1.27'`, the newest, reads the host strictly where `'1.19'` does not:
 * a `[` that does not start the host is `invalid IP-literal` (CVE-2026-25679); the text in
 * brackets must be an IPv6 address (`netip.ParseAddr`; IPv4 is `invalid IP-literal`, anything
 * else `invalid host: ParseAddr(…): …`); and in an `http`/`https` URL a host with more than one
 * colon outside brackets reads its port from the first colon (`http://a:1:2/` is `invalid port
 * ":1:2" after host`; GODEBUG `urlstrictcolons=1`, the default since Go 1.26, limited to `http`
 * and `https` in 1.27). Everything else reads alike.
 */
export type GoVersion = '1.27' | '1.19';

export interface GoReaderOptions {
  /** The Go release modelled (default `'1.27'`, the newest). */
  readonly version?: GoVersion | undefined;
}

const INFO: Readonly<Record<GoVersion, ReaderInfo>> = {
  '1.27': {
    name: 'go',
    label: 'Go net/url.Parse',
    version: '1.27',
    basis: 'live-differential',
    liveVersion: '1.19',
  },
  '1.19': { name: 'go', label: 'Go net/url.Parse', version: '1.19', basis: 'live-differential' },
};

enum Mode {
  Path,
  Host,
  Zone,
  UserPassword,
  Fragment,
}

/** A Go error value, raised inside the model and turned into `{ ok: false }` at the top. */
class GoError {
  constructor(readonly message: string) {}
}

function isAlnum(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39);
}

/** Go's `shouldEscape(c, mode)`, as written in url.go (used once per mode and byte to fill a table). */
function shouldEscapeSlow(c: number, mode: Mode): boolean {
  if (isAlnum(c)) return false;
  const ch = String.fromCharCode(c);
  if ((mode === Mode.Host || mode === Mode.Zone) && '!$&\'()*+,;=:[]<>"'.includes(ch)) return false;
  if ('-_.~'.includes(ch)) return false;
  if ('$&+,/:;=?@'.includes(ch)) {
    if (mode === Mode.Path) return c === 0x3f;
    if (mode === Mode.UserPassword) return ch === '@' || ch === '/' || ch === '?' || ch === ':';
    if (mode === Mode.Fragment) return false;
    // Host and zone reach here only for '/', '?' and '@', which they escape.
    return true;
  }
  if (mode === Mode.Fragment && '!()*'.includes(ch)) return false;
  return true;
}

/** `shouldEscape` per mode (Path, Host, Zone, UserPassword, Fragment) and byte: 1 to escape. */
const ESCAPE_TABLES: readonly Uint8Array[] = [0, 1, 2, 3, 4].map((mode) => {
  const t = new Uint8Array(256);
  for (let c = 0; c < 256; c++) t[c] = shouldEscapeSlow(c, mode) ? 1 : 0;
  return t;
});

/** Go's `shouldEscape(c, mode)`. */
function shouldEscape(c: number, mode: Mode): boolean {
  return (ESCAPE_TABLES[mode] as Uint8Array)[c] === 1;
}

/** Go's `unescape(s, mode)` over a byte string. */
function goUnescape(s: string, mode: Mode): string {
  let n = 0;
  for (let i = 0; i < s.length; ) {
    const c = s.charCodeAt(i);
    if (c === 0x25) {
      n++;
      if (i + 2 >= s.length || !isHex(s.charCodeAt(i + 1)) || !isHex(s.charCodeAt(i + 2))) {
        throw new GoError(`invalid URL escape ${goQuote(s.slice(i, i + 3))}`);
      }
      const esc = s.slice(i, i + 3);
      if (mode === Mode.Host && unhex(s.charCodeAt(i + 1)) < 8 && esc !== '%25') {
        throw new GoError(`invalid URL escape ${goQuote(esc)}`);
      }
      if (mode === Mode.Zone) {
        const v = (unhex(s.charCodeAt(i + 1)) << 4) | unhex(s.charCodeAt(i + 2));
        if (esc !== '%25' && v !== 0x20 && shouldEscape(v, Mode.Host)) {
          throw new GoError(`invalid URL escape ${goQuote(esc)}`);
        }
      }
      i += 3;
    } else {
      if ((mode === Mode.Host || mode === Mode.Zone) && c < 0x80 && shouldEscape(c, mode)) {
        throw new GoError(`invalid character ${goQuote(s[i] as string)} in host name`);
      }
      i++;
    }
  }
  if (n === 0) return s;
  let t = '';
  for (let i = 0; i < s.length; i++) {
    if (s.charCodeAt(i) === 0x25) {
      t += String.fromCharCode((unhex(s.charCodeAt(i + 1)) << 4) | unhex(s.charCodeAt(i + 2)));
      i += 2;
    } else {
      t += s[i];
    }
  }
  return t;
}

/** Go's `escape(s, mode)` for the modes other than query components. */
function goEscape(s: string, mode: Mode): string {
  let t = '';
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (shouldEscape(c, mode)) {
      t += s.slice(from, i) + percentEncode(c);
      from = i + 1;
    }
  }
  return from === 0 ? s : t + s.slice(from);
}

/** Go's `validEncoded(s, mode)`. */
function validEncoded(s: string, mode: Mode): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (VALID_ENCODED_EXTRA[c] === 1) continue;
    if (shouldEscape(c, mode)) return false;
  }
  return true;
}

/** The bytes `validEncoded` accepts whatever the mode: sub-delims, ':', '@', '[', ']', '%'. */
const VALID_ENCODED_EXTRA = /* @__PURE__ */ (() => {
  const t = new Uint8Array(256);
  for (const ch of "!$&'()*+,;=:@[]%") t[ch.charCodeAt(0)] = 1;
  return t;
})();

/** Go's `validOptionalPort`: empty, or ':' followed by ASCII digits. */
function validOptionalPort(port: string): boolean {
  if (port === '') return true;
  if (port[0] !== ':') return false;
  for (let i = 1; i < port.length; i++) {
    const c = port.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

/** Go's `validUserinfo` (runes; any non-ASCII rune fails, so bytes give the same answer). */
function validUserinfo(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isAlnum(c)) continue;
    if (!"-._:~!$&'()*+,;=%@".includes(s[i] as string)) return false;
  }
  return true;
}

const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;

/**
 * Go's `strconv.Quote` of a byte string (for error messages). Whether a non-ASCII rune is
 * printable follows the runtime's Unicode tables, which may be newer than Go 1.19's.
 * Documentation: https://pkg.go.dev/strconv#Quote
 */
export function goQuote(bytes: string): string {
  let out = '"';
  const text = fromByteString(bytes);
  // Walk the bytes and the decoded text side by side: a U+FFFD that stands for a bad byte is \x..
  let bi = 0;
  for (const r of text) {
    const cp = r.codePointAt(0) as number;
    const width = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    if (cp === 0xfffd && bytes.slice(bi, bi + 3) !== '\xef\xbf\xbd') {
      out += `\\x${bytes.charCodeAt(bi).toString(16).padStart(2, '0')}`;
      bi += 1;
      continue;
    }
    bi += width;
    if (r === '"' || r === '\\') out += `\\${r}`;
    else if (cp >= 0x20 && cp < 0x7f) out += r;
    else if (cp >= 0x80 && PRINTABLE.test(r)) out += r;
    else if (cp === 7) out += '\\a';
    else if (cp === 8) out += '\\b';
    else if (cp === 12) out += '\\f';
    else if (cp === 10) out += '\\n';
    else if (cp === 13) out += '\\r';
    else if (cp === 9) out += '\\t';
    else if (cp === 11) out += '\\v';
    else if (cp < 0x20 || cp === 0x7f) out += `\\x${cp.toString(16).padStart(2, '0')}`;
    else if (cp < 0x10000) out += `\\u${cp.toString(16).padStart(4, '0')}`;
    else out += `\\U${cp.toString(16).padStart(8, '0')}`;
  }
  return `${out}"`;
}

/**
 * Go's `parseHost`: the host[:port] after the userinfo, decoded. In the newest release
 * (`parseHost(scheme, host)`) an IP-literal must start the host and hold an IPv6 address, and in
 * `http`/`https` URLs the port starts at the first colon; 1.19 reads any `[…]` at the start and
 * takes the last colon.
 */
function parseHost(host: string, scheme: string, version: GoVersion): string {
  const newest = version !== '1.19';
  const open = host.lastIndexOf('[');
  if (newest && open > 0) throw new GoError('invalid IP-literal');
  if (newest ? open === 0 : host.startsWith('[')) {
    const close = host.lastIndexOf(']');
    if (close < 0) throw new GoError("missing ']' in host");
    const colonPort = host.slice(close + 1);
    if (!validOptionalPort(colonPort)) {
      throw new GoError(`invalid port ${goQuote(colonPort)} after host`);
    }
    // 1.19 decodes "[", the address, the zone and "]:port" as they come (so an escape cut short
    // by "]" quotes "%]"); the newest release decodes the text between the brackets alone.
    const end = newest ? close : host.length;
    const zone = host.slice(0, close).indexOf('%25');
    const decoded =
      zone >= 0
        ? goUnescape(host.slice(0, zone), Mode.Host) +
          goUnescape(host.slice(zone, close), Mode.Zone) +
          goUnescape(host.slice(close, end), Mode.Host)
        : goUnescape(host.slice(0, end), Mode.Host);
    if (!newest) return decoded;
    if (netipParseAddr(decoded.slice(1)) === 4) throw new GoError('invalid IP-literal');
    return `${decoded}]${colonPort}`;
  }
  let i = host.indexOf(':');
  if (i !== -1) {
    // strict colons (the newest release's default) only for http and https
    if (!newest || (scheme !== 'http' && scheme !== 'https')) i = host.lastIndexOf(':');
    const colonPort = host.slice(i);
    if (!validOptionalPort(colonPort)) {
      throw new GoError(`invalid port ${goQuote(colonPort)} after host`);
    }
  }
  return goUnescape(host, Mode.Host);
}

/** A `netip.ParseAddr` error, as `parseHost` wraps it: `invalid host: ParseAddr("…"): …`. */
function addrError(input: string, msg: string, at?: string): GoError {
  const where = at === undefined ? '' : ` (at ${goQuote(at)})`;
  return new GoError(`invalid host: ParseAddr(${goQuote(input)}): ${msg}${where}`);
}

const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/** netip's `parseIPv4Fields` over `input[off:end]`: throws its error, or returns. */
function ipv4Fields(input: string, off: number, end: number): void {
  const s = input.slice(off, end);
  let val = 0;
  let pos = 0;
  let digits = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) {
      if (digits === 1 && val === 0) throw addrError(input, 'IPv4 field has octet with leading zero');
      val = val * 10 + c - 0x30;
      digits++;
      if (val > 255) throw addrError(input, 'IPv4 field has value >255');
    } else if (c === 0x2e) {
      if (i === 0 || i === s.length - 1 || s.charCodeAt(i - 1) === 0x2e)
        throw addrError(input, 'IPv4 field must have at least one digit', s.slice(i));
      if (pos === 3) throw addrError(input, 'IPv4 address too long');
      pos++;
      val = 0;
      digits = 0;
    } else {
      throw addrError(input, 'unexpected character', s.slice(i));
    }
  }
  if (pos < 3) throw addrError(input, 'IPv4 address too short');
}

/** netip's `parseIPv6`: throws its error, or returns. */
function ipv6(input: string): void {
  let s = input;
  const pct = s.indexOf('%');
  let zone = '';
  if (pct !== -1) {
    zone = s.slice(pct + 1);
    s = s.slice(0, pct);
    if (zone === '') throw addrError(input, 'zone must be a non-empty string');
  }
  let ellipsis = -1;
  if (s.startsWith('::')) {
    ellipsis = 0;
    s = s.slice(2);
    if (s === '') return;
  }
  let i = 0;
  while (i < 16) {
    let off = 0;
    for (; off < s.length && isHex(s.charCodeAt(off)); off++) {
      // the fifth digit fails before a group could pass 0xffff
      if (off > 3) throw addrError(input, 'each group must have 4 or less digits', s);
    }
    if (off === 0) throw addrError(input, 'each colon-separated field must have at least one digit', s);
    if (off < s.length && s.charCodeAt(off) === 0x2e) {
      if (ellipsis < 0 && i !== 12)
        throw addrError(input, 'embedded IPv4 address must replace the final 2 fields of the address', s);
      if (i + 4 > 16)
        throw addrError(input, 'too many hex fields to fit an embedded IPv4 at the end of the address', s);
      const end = input.length - (zone === '' ? 0 : zone.length + 1);
      ipv4Fields(input, end - s.length, end);
      s = '';
      i += 4;
      break;
    }
    i += 2;
    s = s.slice(off);
    if (s === '') break;
    if (s.charCodeAt(0) !== 0x3a) throw addrError(input, 'unexpected character, want colon', s);
    if (s.length === 1) throw addrError(input, 'colon must be followed by more characters', s);
    s = s.slice(1);
    if (s.charCodeAt(0) === 0x3a) {
      if (ellipsis >= 0) throw addrError(input, 'multiple :: in address', s);
      ellipsis = i;
      s = s.slice(1);
      if (s === '') break;
    }
  }
  if (s !== '') throw addrError(input, 'trailing garbage after address', s);
  if (i < 16) {
    if (ellipsis < 0) throw addrError(input, 'address string too short');
  } else if (ellipsis >= 0) {
    throw addrError(input, 'the :: must expand to at least one field of zeros');
  }
}

/**
 * Go's `netip.ParseAddr` (https://pkg.go.dev/net/netip#ParseAddr): 4 or 6 for an IPv4 or IPv6
 * address (with or without a zone), or its error.
 */
function netipParseAddr(s: string): 4 | 6 {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x2e) {
      ipv4Fields(s, 0, s.length);
      return 4;
    }
    if (c === 0x3a) {
      ipv6(s);
      return 6;
    }
    if (c === 0x25) throw addrError(s, 'missing IPv6 address');
  }
  throw addrError(s, 'unable to parse IP');
}

interface GoUser {
  readonly username: string;
  readonly password: string | null;
}

function parseAuthority(
  authority: string,
  scheme: string,
  version: GoVersion,
): { user: GoUser | null; host: string } {
  const i = authority.lastIndexOf('@');
  const hostPort = i < 0 ? authority : authority.slice(i + 1);
  const host = parseHost(hostPort, scheme, version);
  if (i < 0) return { user: null, host };
  const userinfo = authority.slice(0, i);
  if (!validUserinfo(userinfo)) throw new GoError('net/url: invalid userinfo');
  const colon = userinfo.indexOf(':');
  if (colon < 0) return { user: { username: goUnescape(userinfo, Mode.UserPassword), password: null }, host };
  const username = goUnescape(userinfo.slice(0, colon), Mode.UserPassword);
  const password = goUnescape(userinfo.slice(colon + 1), Mode.UserPassword);
  return { user: { username, password }, host };
}

/** Go's `getScheme`: [scheme, rest]. */
function getScheme(raw: string): [string, string] {
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)) continue;
    if ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e) {
      if (i === 0) return ['', raw];
      continue;
    }
    if (c === 0x3a) {
      if (i === 0) throw new GoError('missing protocol scheme');
      return [raw.slice(0, i), raw.slice(i + 1)];
    }
    return ['', raw];
  }
  return ['', raw];
}

/** Go's `splitHostPort` behind `Hostname()` and `Port()`. */
function splitHostPort(hostPort: string): [string, string] {
  let host = hostPort;
  let port = '';
  const colon = host.lastIndexOf(':');
  if (colon !== -1 && validOptionalPort(host.slice(colon))) {
    port = host.slice(colon + 1);
    host = host.slice(0, colon);
  }
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  return [host, port];
}

/** Go's `EscapedPath()` / `EscapedFragment()` after `setPath` / `setFragment` of the raw text. */
function escapedForm(raw: string, mode: Mode): { decoded: string; escaped: string } {
  const decoded = goUnescape(raw, mode);
  const escp = goEscape(decoded, mode);
  // setPath keeps RawPath only when it differs from the default encoding.
  const rawKept = escp === raw ? '' : raw;
  if (rawKept !== '' && validEncoded(rawKept, mode)) {
    // unescape(rawKept) is `decoded`: the same text, decoded the same way.
    return { decoded, escaped: rawKept };
  }
  if (mode === Mode.Path && decoded === '*') return { decoded, escaped: '*' };
  return { decoded, escaped: escp };
}

function hasCtl(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

interface GoParts {
  scheme: string;
  opaque: string;
  user: GoUser | null;
  host: string;
  path: string;
  rawQuery: string;
  forceQuery: boolean;
}

/** Go's unexported `parse(rawURL, viaRequest=false)`. */
function parse(raw: string, version: GoVersion): GoParts {
  if (hasCtl(raw)) throw new GoError('net/url: invalid control character in URL');
  const url: GoParts = {
    scheme: '',
    opaque: '',
    user: null,
    host: '',
    path: '',
    rawQuery: '',
    forceQuery: false,
  };
  if (raw === '*') {
    url.path = '*';
    return url;
  }
  let [scheme, rest] = getScheme(raw);
  // Scheme bytes are ASCII letters, digits and "+-.": toLowerCase is Go's strings.ToLower here.
  url.scheme = scheme.toLowerCase();
  const q = rest.indexOf('?');
  if (q === rest.length - 1 && q >= 0) {
    url.forceQuery = true;
    rest = rest.slice(0, -1);
  } else if (q >= 0) {
    url.rawQuery = rest.slice(q + 1);
    rest = rest.slice(0, q);
  }
  if (!rest.startsWith('/')) {
    if (url.scheme !== '') {
      url.opaque = rest;
      return url;
    }
    const slash = rest.indexOf('/');
    const segment = slash < 0 ? rest : rest.slice(0, slash);
    if (segment.includes(':')) throw new GoError('first path segment in URL cannot contain colon');
  }
  if ((url.scheme !== '' || !rest.startsWith('///')) && rest.startsWith('//')) {
    let authority = rest.slice(2);
    rest = '';
    const i = authority.indexOf('/');
    if (i >= 0) {
      rest = authority.slice(i);
      authority = authority.slice(0, i);
    }
    const { user, host } = parseAuthority(authority, url.scheme, version);
    url.user = user;
    url.host = host;
  }
  url.path = escapedForm(rest, Mode.Path).escaped;
  return url;
}

/**
 * Reads `input` as Go's `net/url.Parse` would (`options.version`: `'1.27'`, the default, or
 * `'1.19'`): its components in the common shape, or the error it raises.
 * Documentation: https://pkg.go.dev/net/url#Parse
 * Go splits the syntax of RFC 3986 (https://www.rfc-editor.org/rfc/rfc3986#section-3) its own way.
 */
export function readGo(input: string, options: GoReaderOptions = {}): ReaderResult {
  const version = options.version ?? '1.27';
  const info = INFO[version];
  const raw = toByteString(input);
  // ASCII input gives ASCII path, query and fragment (escapes are ASCII); only a decoded host can
  // hold other bytes.
  const ascii = raw === input;
  const text = (b: string): string => (ascii ? b : fromByteString(b));
  const hash = raw.indexOf('#');
  const u = hash < 0 ? raw : raw.slice(0, hash);
  const frag = hash < 0 ? '' : raw.slice(hash + 1);
  try {
    const url = parse(u, version);
    let fragment: string | null = null;
    if (frag !== '') {
      const f = escapedForm(frag, Mode.Fragment);
      fragment = f.decoded === '' ? null : f.escaped;
    }
    let userinfo: string | null = null;
    if (url.user !== null) {
      userinfo = goEscape(url.user.username, Mode.UserPassword);
      if (url.user.password !== null) userinfo += `:${goEscape(url.user.password, Mode.UserPassword)}`;
    }
    const [hostname, port] = splitHostPort(url.host);
    return {
      ok: true,
      reader: info,
      scheme: url.scheme === '' ? null : url.scheme,
      userinfo: userinfo === null ? null : fromByteString(userinfo),
      host: url.host === '' ? null : fromByteString(hostname),
      port: port === '' ? null : port,
      path: text(url.opaque !== '' ? url.opaque : url.path),
      query: url.rawQuery !== '' || url.forceQuery ? text(url.rawQuery) : null,
      fragment: fragment === null ? null : text(fragment),
    };
  } catch (e) {
    if (e instanceof GoError) return { ok: false, reader: info, error: e.message };
    /* c8 ignore next: only the model's own GoError is expected here */
    throw e;
  }
}

/**
 * The reader model of Go's `net/url.Parse` (`options.version`: `'1.27'`, the default, or `'1.19'`).
 * Documentation: https://pkg.go.dev/net/url#Parse
 * Go splits the syntax of RFC 3986 (https://www.rfc-editor.org/rfc/rfc3986#section-3) its own way.
 */
export function goReader(options: GoReaderOptions = {}): Reader {
  const version = options.version ?? '1.27';
  const fixed = { version };
  return { info: INFO[version], read: (input) => readGo(input, fixed) };
}
