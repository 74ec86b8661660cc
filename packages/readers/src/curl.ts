/**
 * libcurl's URL API: `curl_url_set(h, CURLUPART_URL, input, 0)` (default flags), then
 * `curl_url_get(h, part, &out, 0)` for each part.
 *
 * Components: `scheme` (lower-cased), `userinfo` (user, then ':' password, then ';' options, as
 * curl splits them; null when there is no '@'), `host` (percent-decoded, IPv4 numbers normalized
 * to dotted decimal, IPv6 shortened when shorter; a zone id put back as `%25zone` inside the
 * brackets), `port` (only when given, leading zeros removed), `path` (dot segments removed; '/'
 * when empty), `query` and `fragment` (null when absent; an empty fragment is absent, and in 8.x an
 * empty query too). The error
 * is the `CURLUcode` name curl_url_set returns. The input reaches curl as a C string: it ends at
 * the first NUL.
 *
 * Documentation: https://curl.se/libcurl/c/curl_url_set.html and https://curl.se/libcurl/c/curl_url_get.html
 */
import { decodeUtf8Escaped, unhex as hexValue, isHex, utf8Bytes, utf8Length } from './internal/bytes';
import { readFail, readOk } from './result';
import type { Reader, ReaderInfo, ReaderResult } from './types';

/**
 * `'7.88.1'`: Debian 12's libcurl4 (7.88.1-10+deb12u15). `'8'`: the newest 8.x release; see the
 * README for what differs.
 */
export type CurlVersion = '7.88.1' | '8';

export interface CurlReaderOptions {
  readonly version?: CurlVersion;
}

const CURL_MAX_INPUT_LENGTH = 8_000_000;

/** The schemes Debian 12's libcurl4 (OpenSSL flavour, with librtmp) is built with. */
const SCHEMES_7_88 = new Set([
  'dict',
  'file',
  'ftp',
  'ftps',
  'gopher',
  'gophers',
  'http',
  'https',
  'imap',
  'imaps',
  'ldap',
  'ldaps',
  'mqtt',
  'pop3',
  'pop3s',
  'rtmp',
  'rtmpe',
  'rtmps',
  'rtmpt',
  'rtmpte',
  'rtmpts',
  'rtsp',
  'scp',
  'sftp',
  'smb',
  'smbs',
  'smtp',
  'smtps',
  'telnet',
  'tftp',
]);
/** The schemes curl 8.x knows (Curl_getn_scheme), whether or not a build implements them. */
const SCHEMES_8 = new Set([
  'dict',
  'file',
  'ftp',
  'ftps',
  'gopher',
  'gophers',
  'http',
  'https',
  'imap',
  'imaps',
  'ldap',
  'ldaps',
  'mqtt',
  'mqtts',
  'pop3',
  'pop3s',
  'rtsp',
  'scp',
  'sftp',
  'smb',
  'smbs',
  'smtp',
  'smtps',
  'socks',
  'socks4',
  'socks4a',
  'socks5',
  'socks5h',
  'telnet',
  'tftp',
  'ws',
  'wss',
]);
/** Schemes whose handler lets the userinfo carry ';options' (PROTOPT_URLOPTIONS). */
const URL_OPTIONS = new Set(['imap', 'imaps', 'pop3', 'pop3s', 'smtp', 'smtps']);

class CurlError {
  constructor(readonly code: string) {}
}

function fail(code: string): never {
  throw new CurlError(code);
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isAlpha(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/** junkscan: a control byte (0x01-0x1f, 0x7f) or a space (without CURLU_ALLOW_SPACE). */
function hasJunk(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c <= 0x20 || c === 0x7f) return true;
  }
  return false;
}

// STARTS_WITH_URL_DRIVE_PREFIX: a letter, ':' or '|', then '/', '\' or the end.
function startsWithDrive(s: string, i: number): boolean {
  const c2 = s.charCodeAt(i + 2);
  return (
    isAlpha(s.charCodeAt(i)) &&
    (s[i + 1] === ':' || s[i + 1] === '|') &&
    (c2 === 0x2f || c2 === 0x5c || Number.isNaN(c2))
  );
}

/** Curl_is_absolute_url without scheme guessing: the lower-cased scheme, or null. */
function absoluteScheme(url: string, version: CurlVersion): string | null {
  // 8.x: "scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )"; 7.88 took any of them first.
  if (version === '8' && !isAlpha(url.charCodeAt(0))) return null;
  let i = 0;
  while (i < 40) {
    const c = url.charCodeAt(i);
    if (isAlpha(c) || isDigit(c) || c === 0x2b || c === 0x2d || c === 0x2e) i++;
    else break;
  }
  if (i > 0 && url.charCodeAt(i) === 0x3a) return url.slice(0, i).toLowerCase();
  return null;
}

/**
 * The output of dot-segment removal as pieces (each a '/' and the segment after it, but for a
 * leading piece without '/'), so removing the last segment costs its own length: appending to a
 * string that was just cut would copy it each time, quadratic in the number of segments.
 */
class Segments {
  private readonly pieces: string[] = [];
  push(piece: string): void {
    this.pieces.push(piece);
  }
  /** "remove the last segment and its preceding '/' (if any) from the output buffer" */
  dropLast(): void {
    for (;;) {
      const p = this.pieces.pop();
      if (p === undefined || p.startsWith('/')) return;
    }
  }
  clear(): void {
    this.pieces.length = 0;
  }
  toString(): string {
    return this.pieces.join('');
  }
}

/** dedotdotify: RFC 3986 "remove dot segments" as curl 7.88 does it (the path has no query here). */
function dedotdotify(input: string): string {
  if (input.length < 2 || !input.includes('.')) return input;
  const out = new Segments();
  let i = 0;
  const n = input.length;
  const rest = (k: number, s: string): boolean => input.startsWith(s, k);
  const is = (k: number, s: string): boolean => n - k === s.length && rest(k, s);
  do {
    let dotdot = true;
    if (input[i] === '.') {
      if (rest(i, './')) i += 2;
      else if (rest(i, '../')) i += 3;
      else if (is(i, '.') || is(i, '..')) {
        out.clear();
        break;
      } else dotdot = false;
    } else if (input[i] === '/') {
      if (rest(i, '/./')) i += 2;
      else if (is(i, '/.')) {
        out.push('/');
        break;
      } else if (rest(i, '/../')) {
        i += 3;
        out.dropLast();
      } else if (is(i, '/..')) {
        out.dropLast();
        out.push('/');
        break;
      } else dotdot = false;
    } else dotdot = false;
    if (!dotdot) {
      let j = input.indexOf('/', i + 1);
      if (j < 0) j = n;
      out.push(input.slice(i, j));
      i = j;
    }
  } while (i < n);
  return out.toString();
}

/** 8.x's is_dot: '.' or '%2e' / '%2E' at `i`; the index after it, or -1. */
function dotAt(s: string, i: number): number {
  if (s[i] === '.') return i + 1;
  if (s[i] === '%' && s[i + 1] === '2' && (s[i + 2] === 'e' || s[i + 2] === 'E')) return i + 3;
  return -1;
}

/** 8.x's dedotdotify: as RFC 3986 5.2.4, a '%2e' counting as a dot. */
function dedotdotify8(input: string): string {
  if (input.length < 2) return input;
  const out = new Segments();
  let i = 0;
  const n = input.length;
  // A path here always starts with '/' (8.x rejects other file: paths), so curl's steps for a
  // leading './' or '../' never apply.
  while (i < n) {
    if (input[i] === '/') {
      const p = dotAt(input, i + 1);
      if (p >= 0) {
        if (p === n) {
          out.push('/');
          break;
        }
        if (input[p] === '/') {
          i = p;
          continue;
        }
        const p2 = dotAt(input, p);
        if (p2 >= 0 && (p2 === n || input[p2] === '/')) {
          out.dropLast();
          if (p2 < n) {
            i = p2;
            continue;
          }
          out.push('/');
          break;
        }
      }
    }
    // Copy up to the next '/', which the loop looks at again.
    let j = input.indexOf('/', i + 1);
    if (j < 0) j = n;
    out.push(input.slice(i, j));
    i = j;
  }
  return out.toString();
}

/** 8.x's ipv4_normalize: numbers of 32 bits at most, one trailing dot allowed; or null. */
function ipv4Normalize8(host: string): string | null {
  const parts = [0, 0, 0, 0];
  let n = 0;
  let c = 0;
  for (;;) {
    let base = 10;
    if (host[c] === '0') {
      if (host[c + 1] === 'x' || host[c + 1] === 'X') {
        c += 2;
        base = 16;
      } else base = 8;
    }
    const start = c;
    let v = 0;
    for (; c < host.length; c++) {
      const ch = host.charCodeAt(c);
      const dv = isDigit(ch) ? ch - 0x30 : isHex(ch) ? hexValue(ch) : 99;
      if (dv >= base) break;
      v = v * base + dv;
      if (v > 0xffffffff) return null;
    }
    if (c === start) {
      // No number: only a dot at the very end (after at least one number) is swallowed.
      if (base === 16 || n === 0 || c < host.length) return null;
      n--;
    } else parts[n] = v;
    if (host[c] === '.') {
      if (n === 3) {
        if (c + 1 < host.length) return null;
        break;
      }
      n++;
      c++;
    } else if (c === host.length) break;
    else return null;
  }
  return dottedQuad(parts.slice(0, n + 1));
}

/** strtoul(s, &end, 0) from `i`: [value or Infinity when above 32 bits, end index]. */
function strtoul0(s: string, i: number): [number, number] {
  let base = 10;
  let k = i;
  if (s[k] === '0') {
    if ((s[k + 1] === 'x' || s[k + 1] === 'X') && isHex(s.charCodeAt(k + 2))) {
      base = 16;
      k += 2;
    } else base = 8;
  }
  let v = 0;
  const start = k;
  for (; k < s.length; k++) {
    const c = s.charCodeAt(k);
    const d = isDigit(c) ? c - 0x30 : isHex(c) ? hexValue(c) : 99;
    if (d >= base) break;
    v = v * base + d;
    if (v > 0xffffffff) v = Number.POSITIVE_INFINITY;
  }
  return [v, k === start && base !== 8 ? i : k];
}

/** ipv4_normalize: one to four numbers (decimal, 0x hex, 0 octal) as a dotted quad, or null. */
function ipv4Normalize(host: string): string | null {
  const parts: number[] = [];
  let i = 0;
  for (;;) {
    if (!isDigit(host.charCodeAt(i))) return null;
    const [v, end] = strtoul0(host, i);
    if (end === i || v === Number.POSITIVE_INFINITY) return null;
    parts.push(v);
    i = end;
    if (i === host.length) break;
    if (host[i] !== '.' || parts.length === 4) return null;
    i++;
  }
  return dottedQuad(parts);
}

/** The number parts of an IPv4 address (1 to 4) as a dotted quad, or null when one is too big. */
function dottedQuad(parts: readonly number[]): string | null {
  const [a = 0, b = 0, c = 0, d = 0] = parts;
  let n: number;
  switch (parts.length) {
    case 1:
      n = a;
      break;
    case 2:
      if (a > 0xff || b > 0xffffff) return null;
      n = a * 0x1000000 + b;
      break;
    case 3:
      if (a > 0xff || b > 0xff || c > 0xffff) return null;
      n = a * 0x1000000 + b * 0x10000 + c;
      break;
    default:
      if (a > 0xff || b > 0xff || c > 0xff || d > 0xff) return null;
      n = a * 0x1000000 + b * 0x10000 + c * 0x100 + d;
  }
  return `${Math.floor(n / 0x1000000)}.${Math.floor(n / 0x10000) & 0xff}.${Math.floor(n / 0x100) & 0xff}.${n & 0xff}`;
}

/** glibc inet_pton(AF_INET) for the dotted tail of an IPv6 address: 4 bytes, or null. */
function pton4(s: string): number[] | null {
  const out: number[] = [];
  let saw = false;
  let cur = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) {
      if (saw && cur === 0) return null;
      cur = cur * 10 + (c - 0x30);
      if (cur > 255) return null;
      if (!saw) {
        if (out.length >= 4) return null;
        saw = true;
      }
    } else if (c === 0x2e && saw) {
      if (out.length === 3) return null;
      out.push(cur);
      cur = 0;
      saw = false;
    } else return null;
  }
  if (!saw || out.length !== 3) return null;
  out.push(cur);
  return out;
}

/** glibc inet_pton(AF_INET6): the 8 pieces, or null. */
function pton6(src: string): number[] | null {
  const words: number[] = [];
  let colonp = -1;
  let i = 0;
  if (src[0] === ':') {
    if (src[1] !== ':') return null;
    i = 1;
  }
  let curtok = i;
  let saw = 0;
  let val = 0;
  while (i < src.length) {
    const c = src.charCodeAt(i++);
    if (isHex(c)) {
      val = (val << 4) | hexValue(c);
      if (++saw > 4) return null;
      continue;
    }
    if (c === 0x3a) {
      curtok = i;
      if (saw === 0) {
        if (colonp >= 0) return null;
        colonp = words.length;
        continue;
      }
      if (i === src.length) return null;
      if (words.length >= 8) return null;
      words.push(val);
      saw = 0;
      val = 0;
      continue;
    }
    if (c === 0x2e && words.length <= 6) {
      const v4 = pton4(src.slice(curtok));
      if (v4 === null) return null;
      words.push((v4[0] as number) * 256 + (v4[1] as number), (v4[2] as number) * 256 + (v4[3] as number));
      saw = 0;
      break;
    }
    return null;
  }
  if (saw > 0) {
    if (words.length >= 8) return null;
    words.push(val);
  }
  if (colonp >= 0) {
    if (words.length === 8) return null;
    const tail = words.splice(colonp);
    while (words.length + tail.length < 8) words.push(0);
    words.push(...tail);
  }
  return words.length === 8 ? words : null;
}

/** glibc inet_ntop(AF_INET6). */
function ntop6(w: readonly number[]): string {
  let bestBase = -1;
  let bestLen = 0;
  let curBase = -1;
  let curLen = 0;
  for (let i = 0; i < 8; i++) {
    if (w[i] === 0) {
      if (curBase < 0) {
        curBase = i;
        curLen = 1;
      } else curLen++;
    } else if (curBase >= 0) {
      if (bestBase < 0 || curLen > bestLen) {
        bestBase = curBase;
        bestLen = curLen;
      }
      curBase = -1;
    }
  }
  if (curBase >= 0 && (bestBase < 0 || curLen > bestLen)) {
    bestBase = curBase;
    bestLen = curLen;
  }
  if (bestBase >= 0 && bestLen < 2) bestBase = -1;
  let out = '';
  for (let i = 0; i < 8; i++) {
    if (bestBase >= 0 && i >= bestBase && i < bestBase + bestLen) {
      if (i === bestBase) out += ':';
      continue;
    }
    if (i !== 0) out += ':';
    if (i === 6 && bestBase === 0 && (bestLen === 6 || (bestLen === 5 && w[5] === 0xffff))) {
      const a = w[6] as number;
      const b = w[7] as number;
      out += `${a >> 8}.${a & 0xff}.${b >> 8}.${b & 0xff}`;
      break;
    }
    out += (w[i] as number).toString(16);
  }
  if (bestBase >= 0 && bestBase + bestLen === 8) out += ':';
  return out;
}

/** hostname_check for a bracketed host: [host, zone id or null]. */
function checkIPv6(host: string, version: CurlVersion): [string, string | null] {
  if (host.length < 4) fail('CURLUE_BAD_IPV6');
  const inner = host.slice(1); // still ends with ']'
  let len = 0;
  while (len < inner.length) {
    const c = inner.charCodeAt(len);
    if (isHex(c) || c === 0x3a || c === 0x2e) len++;
    else break;
  }
  let hlen = host.length - 2;
  let zone: string | null = null;
  if (hlen !== len) {
    hlen = len;
    if (inner[len] !== '%') fail('CURLUE_BAD_IPV6');
    let h = len + 1;
    if (inner.startsWith('25', h) && h + 2 < inner.length && inner[h + 2] !== ']') h += 2;
    let z = '';
    while (h < inner.length && inner[h] !== ']' && z.length < 15) z += inner[h++];
    if (z === '' || inner[h] !== ']') fail('CURLUE_BAD_IPV6');
    zone = z;
  }
  const addr = inner.slice(0, hlen);
  const words = pton6(addr);
  if (words === null) fail('CURLUE_BAD_IPV6');
  const norm = ntop6(words);
  // 7.88 writes the normalized form when it is shorter; 8.x whenever it fits.
  const useNorm = version === '8' ? norm.length <= hlen : norm.length < hlen;
  return [`[${useNorm ? norm : addr}]`, zone];
}

/** decode_host: percent-decodes the host; a decoded control byte is CURLUE_BAD_HOSTNAME. */
function decodeHost(host: string): string {
  let name = host;
  if (name.includes('%')) {
    const b = utf8Bytes(name);
    const out: number[] = [];
    for (let i = 0; i < b.length; i++) {
      let x = b[i] as number;
      if (x === 0x25 && i + 2 < b.length && isHex(b[i + 1] as number) && isHex(b[i + 2] as number)) {
        x = hexValue(b[i + 1] as number) * 16 + hexValue(b[i + 2] as number);
        i += 2;
      }
      if (x < 0x20) fail('CURLUE_BAD_HOSTNAME');
      out.push(x);
    }
    name = decodeUtf8Escaped(out);
  }
  return name;
}

/** hostname_check for a name (not bracketed). */
function checkName(name: string, version: CurlVersion): string {
  if (name === '') fail('CURLUE_NO_HOST');
  if (version === '8') {
    if (/[ \r\n\t/:#?!@{}[\]\\$'"^`*<>=;,+&()%|]/.test(name)) fail('CURLUE_BAD_HOSTNAME');
    if (name === '.' || name.endsWith('..')) fail('CURLUE_BAD_HOSTNAME');
  } else if (/[ \r\n\t/:#?!@{}[\]\\$'"^`*<>=;,+&()]/.test(name)) fail('CURLUE_BAD_HOSTNAME');
  return name;
}

interface CurlParts {
  scheme: string | null;
  user: string | null;
  password: string | null;
  options: string | null;
  host: string | null;
  zoneid: string | null;
  port: string | null;
  path: string | null;
  query: string | null;
  fragment: string | null;
}

function parseurl(input: string, version: CurlVersion): CurlParts {
  const nul = input.indexOf('\0');
  const url = nul < 0 ? input : input.slice(0, nul);
  if (url.length > CURL_MAX_INPUT_LENGTH / 4 && utf8Length(url) > CURL_MAX_INPUT_LENGTH) {
    fail('CURLUE_MALFORMED_INPUT');
  }
  const u: CurlParts = {
    scheme: null,
    user: null,
    password: null,
    options: null,
    host: null,
    zoneid: null,
    port: null,
    path: null,
    query: null,
    fragment: null,
  };
  // 8.x scans the whole URL first: a control byte, DEL or space anywhere is malformed input.
  if (version === '8' && hasJunk(url)) fail('CURLUE_MALFORMED_INPUT');
  const scheme = absoluteScheme(url, version);
  let host = '';
  let pathStart: number;
  if (scheme === 'file') {
    if (utf8Length(url) <= 6) fail('CURLUE_BAD_FILE_URL');
    let p = scheme.length + 1;
    // 8.x: "local-path also starts with a '/'".
    if (version === '8' && url[p] !== '/') fail('CURLUE_BAD_FILE_URL');
    if (url.startsWith('//', p)) {
      let ptr = p + 2;
      if (url[ptr] !== '/' && !startsWithDrive(url, ptr)) {
        const prefix = url.slice(ptr, ptr + 10).toLowerCase();
        if (prefix === 'localhost/' || prefix === '127.0.0.1/') ptr += 9;
        else fail('CURLUE_BAD_FILE_URL');
      }
      p = ptr;
    }
    if ((url[p] === '/' && startsWithDrive(url, p + 1)) || startsWithDrive(url, p))
      fail('CURLUE_BAD_FILE_URL');
    u.scheme = 'file';
    pathStart = p;
  } else {
    if (scheme === null) fail('CURLUE_BAD_SCHEME');
    let p = scheme.length + 1;
    let slashes = 0;
    while (url[p] === '/' && slashes < 4) {
      p++;
      slashes++;
    }
    if (!(version === '8' ? SCHEMES_8 : SCHEMES_7_88).has(scheme)) fail('CURLUE_UNSUPPORTED_SCHEME');
    if (slashes < 1 || slashes > 3) fail('CURLUE_BAD_SLASHES');
    const hostStart = p;
    while (p < url.length && url[p] !== '/' && url[p] !== '?' && url[p] !== '#') p++;
    host = url.slice(hostStart, p);
    if (host === '') fail('CURLUE_NO_HOST');
    u.scheme = scheme;
    pathStart = p;
  }

  let pathEnd = url.length;
  const hash = url.indexOf('#', pathStart);
  if (hash >= 0) {
    pathEnd = hash;
    if (hash + 1 < url.length) {
      u.fragment = url.slice(hash + 1);
      if (hasJunk(u.fragment)) fail('CURLUE_BAD_FRAGMENT');
    }
  }
  const q = url.indexOf('?', pathStart);
  if (q >= 0 && q < pathEnd) {
    u.query = url.slice(q + 1, pathEnd);
    if (hasJunk(u.query)) fail('CURLUE_BAD_QUERY');
    pathEnd = q;
  }
  const path = url.slice(pathStart, pathEnd);
  if (utf8Length(path) > 1) {
    if (hasJunk(path)) fail('CURLUE_BAD_PATH');
    u.path = version === '8' ? dedotdotify8(path) : dedotdotify(path);
  }

  if (host !== '') {
    const at = host.indexOf('@');
    if (at >= 0) {
      const login = host.slice(0, at);
      const withOptions = URL_OPTIONS.has(scheme as string);
      let psep = login.indexOf(':');
      const osep = withOptions ? login.indexOf(';') : -1;
      const end = login.length;
      const userEnd = psep >= 0 ? (osep >= 0 && psep > osep ? osep : psep) : osep >= 0 ? osep : end;
      u.user = login.slice(0, userEnd);
      if (psep >= 0) u.password = login.slice(psep + 1, osep >= 0 && osep > psep ? osep : end);
      if (osep >= 0) {
        const opt = login.slice(osep + 1, psep >= 0 && psep > osep ? psep : end);
        if (opt !== '') u.options = opt;
      }
      psep = 0;
      if (hasJunk(u.user)) fail('CURLUE_BAD_USER');
      if (u.password !== null && hasJunk(u.password)) fail('CURLUE_BAD_PASSWORD');
      if (u.options !== null && hasJunk(u.options)) fail('CURLUE_BAD_LOGIN');
      host = host.slice(at + 1);
    }
    // Curl_parse_port
    let portAt: number;
    if (host[0] === '[') {
      const close = host.indexOf(']');
      if (close < 0) fail('CURLUE_BAD_IPV6');
      portAt = close + 1 < host.length ? close + 1 : -1;
      if (portAt >= 0 && host[portAt] !== ':') fail('CURLUE_BAD_PORT_NUMBER');
    } else portAt = host.indexOf(':');
    if (portAt >= 0) {
      const port = host.slice(portAt + 1);
      host = host.slice(0, portAt);
      if (port !== '') {
        if (!isDigit(port.charCodeAt(0))) fail('CURLUE_BAD_PORT_NUMBER');
        let k = 0;
        let v = 0;
        while (k < port.length && isDigit(port.charCodeAt(k))) {
          v = Math.min(v * 10 + (port.charCodeAt(k) - 0x30), 0x10000);
          k++;
        }
        if (v > 0xffff || k < port.length) fail('CURLUE_BAD_PORT_NUMBER');
        u.port = String(v);
      }
    }
    if (hasJunk(host)) fail('CURLUE_BAD_HOSTNAME');
    if (version === '8') {
      // 8.x decodes first, then reads the decoded host as IPv4, IPv6 or a name.
      if (host === '') fail('CURLUE_NO_HOST');
      const decoded = decodeHost(host);
      const v4 = decoded[0] === '[' ? null : ipv4Normalize8(decoded);
      if (v4 !== null) u.host = v4;
      else if (decoded[0] === '[') [u.host, u.zoneid] = checkIPv6(decoded, version);
      else u.host = checkName(decoded, version);
    } else {
      const v4 = ipv4Normalize(host);
      if (v4 !== null) u.host = v4;
      else if (host[0] === '[') [u.host, u.zoneid] = checkIPv6(host, version);
      else if (host === '') fail('CURLUE_NO_HOST');
      else u.host = checkName(decodeHost(host), version);
    }
  }
  return u;
}

const INFO: Record<CurlVersion, ReaderInfo> = {
  '7.88.1': { name: 'curl', label: 'curl (libcurl URL API)', version: '7.88.1', basis: 'live-differential' },
  '8': {
    name: 'curl',
    label: 'curl (libcurl URL API)',
    version: '8.21.0',
    basis: 'live-differential',
    liveVersion: '7.88.1',
  },
};

/**
 * Reads `input` as libcurl's `curl_url_set(CURLUPART_URL, input, 0)` and `curl_url_get`.
 * Documentation: https://curl.se/libcurl/c/curl_url_set.html
 */
export function readCurl(input: string, options: CurlReaderOptions = {}): ReaderResult {
  const version = options.version ?? '8';
  const info = INFO[version];
  try {
    const u = parseurl(input, version);
    let userinfo: string | null = null;
    if (u.user !== null || u.password !== null || u.options !== null) {
      userinfo =
        (u.user ?? '') +
        (u.password === null ? '' : `:${u.password}`) +
        (u.options === null ? '' : `;${u.options}`);
    }
    let host = u.host;
    if (host !== null && u.zoneid !== null) host = `${host.slice(0, -1)}%25${u.zoneid}]`;
    return readOk(info, {
      scheme: u.scheme,
      userinfo,
      host,
      port: u.port,
      path: u.path ?? '/',
      // 8.x's curl_url_get reports an empty query as absent unless asked (CURLU_GET_EMPTY).
      query: version === '8' && u.query === '' ? null : u.query,
      fragment: u.fragment,
    });
  } catch (e) {
    if (e instanceof CurlError) return readFail(info, e.code);
    /* c8 ignore next */
    throw e;
  }
}

/**
 * The curl reader for one version.
 * Documentation: https://curl.se/libcurl/c/libcurl-url.html
 */
export function curlReader(options: CurlReaderOptions = {}): Reader {
  const version = options.version ?? '8';
  const fixed = { version };
  return { info: INFO[version], read: (input) => readCurl(input, fixed) };
}
