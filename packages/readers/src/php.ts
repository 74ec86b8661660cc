/**
 * PHP's `parse_url()`, modelled on `php_url_parse_ex2` in `ext/standard/url.c` (PHP 8.2, the
 * version installed here; the function has not changed in its splitting logic since PHP 7.4).
 *
 * PHP works on bytes: the model reads the input's UTF-8 bytes. `parse_url` never decodes
 * percent-escapes and never validates: it splits on ASCII delimiters, replaces each ASCII control
 * byte (0x00–0x1F, 0x7F; `iscntrl` in the C locale) in every component with `_`, and returns
 * `false` for a few shapes (empty host, bad port). Mapping to the common shape (as the live
 * script `live/php.php` does):
 * - scheme, host, query, fragment: the array's entry, `null` when absent (`?`/`#` with nothing
 *   after give '');
 * - userinfo: `user`, plus `:` and `pass` when `pass` is present; `null` when `user` is absent;
 * - port: the `port` entry in decimal, `null` when absent;
 * - path: the `path` entry, '' when absent;
 * - error: `false` becomes the error "parse_url returned false" (PHP gives no reason).
 */
import { fromByteString, toByteString } from './internal/bytes';
import type { Reader, ReaderInfo, ReaderResult } from './types';

const INFO: ReaderInfo = {
  name: 'php',
  label: 'PHP parse_url',
  version: '8.2',
  basis: 'live-differential',
};

const FALSE = 'parse_url returned false';

interface PhpUrl {
  scheme: string | null;
  user: string | null;
  pass: string | null;
  host: string | null;
  port: number;
  hasPort: boolean;
  path: string | null;
  query: string | null;
  fragment: string | null;
}

function isAlpha(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** `php_replace_controlchars`: each `iscntrl` byte becomes '_'. */
function noCtl(s: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) {
      out += `${s.slice(from, i)}_`;
      from = i + 1;
    }
  }
  return from === 0 ? s : out + s.slice(from);
}

/** `binary_strcspn(s, e, chars)`: the first index in [s, e) of any of `chars`, else e. */
function strcspn(str: string, s: number, e: number, chars: string): number {
  let end = e;
  for (const ch of chars) {
    const p = str.indexOf(ch, s);
    if (p >= 0 && p < end) end = p;
  }
  return end;
}

function isSpace(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}

/**
 * `ZEND_STRTOL(buf, &end, 10)` on a buffer of at most five bytes (a C string: it stops at NUL),
 * or null when it reads no digit (`end == buf`).
 */
function strtol(buf: string): number | null {
  let i = 0;
  while (i < buf.length && isSpace(buf.charCodeAt(i))) i++;
  let sign = 1;
  if (buf[i] === '+' || buf[i] === '-') {
    if (buf[i] === '-') sign = -1;
    i++;
  }
  const start = i;
  let n = 0;
  while (i < buf.length && isDigit(buf.charCodeAt(i))) {
    n = n * 10 + (buf.charCodeAt(i) - 0x30);
    i++;
  }
  return i === start ? null : sign * n;
}

/** The C string in `buf` (up to its first NUL byte). */
function cString(buf: string): string {
  const nul = buf.indexOf('\0');
  return nul < 0 ? buf : buf.slice(0, nul);
}

/** `php_url_parse_ex2` over a byte string; null where PHP returns NULL. */
function parseUrl(str: string): PhpUrl | null {
  const ret: PhpUrl = {
    scheme: null,
    user: null,
    pass: null,
    host: null,
    port: 0,
    hasPort: false,
    path: null,
    query: null,
    fragment: null,
  };
  const ue = str.length;
  let s = 0;
  let e = -1;
  let p: number;
  // Which label the scheme step jumps to.
  let next: 'port' | 'host' | 'path';

  const colon = str.indexOf(':');
  if (colon > 0) {
    e = colon;
    next = 'host';
    let bad = false;
    for (p = s; p < e; p++) {
      const c = str.charCodeAt(p);
      if (!isAlpha(c) && !isDigit(c) && c !== 0x2b && c !== 0x2e && c !== 0x2d) {
        bad = true;
        break;
      }
    }
    if (bad) {
      if (e + 1 < ue && e < strcspn(str, s, ue, '?#')) next = 'port';
      else if (s + 1 < ue && str[s] === '/' && str[s + 1] === '/') {
        s += 2;
        next = 'host';
      } else next = 'path';
    } else if (e + 1 === ue) {
      ret.scheme = noCtl(str.slice(s, e));
      return ret;
    } else if (str[e + 1] !== '/') {
      p = e + 1;
      while (p < ue && isDigit(str.charCodeAt(p))) p++;
      if ((p === ue || str[p] === '/') && p - e < 7) next = 'port';
      else {
        ret.scheme = noCtl(str.slice(s, e));
        s = e + 1;
        next = 'path';
      }
    } else {
      ret.scheme = noCtl(str.slice(s, e));
      if (e + 2 < ue && str[e + 2] === '/') {
        s = e + 3;
        if (ret.scheme.toLowerCase() === 'file' && e + 3 < ue && str[e + 3] === '/') {
          // Windows drive letters, as in file:///c:/somedir/file.txt
          if (e + 5 < ue && str[e + 5] === ':') s = e + 4;
          next = 'path';
        }
      } else {
        s = e + 1;
        next = 'path';
      }
    }
  } else if (colon === 0) {
    e = 0;
    next = 'port';
  } else if (s + 1 < ue && str[s] === '/' && str[s + 1] === '/') {
    s += 2;
    next = 'host';
  } else {
    next = 'path';
  }

  if (next === 'port') {
    // parse_port: "a.com:80" and ":80" read as a host and port.
    p = e + 1;
    let pp = p;
    while (pp < ue && pp - p < 6 && isDigit(str.charCodeAt(pp))) pp++;
    if (pp - p > 0 && pp - p < 6 && (pp === ue || str[pp] === '/')) {
      const port = Number(str.slice(p, pp));
      if (port > 65535) return null;
      ret.hasPort = true;
      ret.port = port;
      if (s + 1 < ue && str[s] === '/' && str[s + 1] === '/') s += 2;
    } else if (p === pp && pp === ue) {
      return null;
    } else if (s + 1 < ue && str[s] === '/' && str[s + 1] === '/') {
      s += 2;
    } else {
      return justPath(str, s, ret);
    }
    next = 'host';
  }
  if (next === 'path') return justPath(str, s, ret);

  // parse_host
  e = strcspn(str, s, ue, '/?#');
  const at = str.lastIndexOf('@', e - 1);
  if (at >= s) {
    const c = str.indexOf(':', s);
    if (c >= 0 && c < at) {
      ret.user = noCtl(str.slice(s, c));
      ret.pass = noCtl(str.slice(c + 1, at));
    } else {
      ret.user = noCtl(str.slice(s, at));
    }
    s = at + 1;
  }
  if (s < ue && str[s] === '[' && str[e - 1] === ']') {
    // An IPv6 literal: no port scan.
    p = -1;
  } else {
    p = e > s ? str.lastIndexOf(':', e - 1) : -1;
    if (p < s) p = -1;
  }
  if (p >= 0) {
    if (ret.port === 0) {
      p++;
      if (e - p > 5) return null;
      if (e - p > 0) {
        const port = strtol(cString(str.slice(p, e)));
        if (port === null || port < 0 || port > 65535) return null;
        ret.hasPort = true;
        ret.port = port;
      }
      p--;
    }
  } else {
    p = e;
  }
  if (p - s < 1) return null;
  ret.host = noCtl(str.slice(s, p));
  if (e === ue) return ret;
  return justPath(str, e, ret);
}

/** The `just_path` label: fragment, query and path from `s` on. */
function justPath(str: string, s: number, ret: PhpUrl): PhpUrl {
  const ue = str.length;
  let e = ue;
  const hash = str.indexOf('#', s);
  if (hash >= 0) {
    ret.fragment = noCtl(str.slice(hash + 1));
    e = hash;
  }
  const q = str.indexOf('?', s);
  if (q >= 0 && q < e) {
    ret.query = noCtl(str.slice(q + 1, e));
    e = q;
  }
  if (s < e || s === ue) ret.path = noCtl(str.slice(s, e));
  return ret;
}

/**
 * Reads `input` as PHP's `parse_url` (PHP 8.2) would: its components in the common shape, or the error it raises.
 * Documentation: https://www.php.net/manual/en/function.parse-url.php
 */
export function readPhp(input: string): ReaderResult {
  const url = parseUrl(toByteString(input));
  if (url === null) return { ok: false, reader: INFO, error: FALSE };
  const text = (s: string | null): string | null => (s === null ? null : fromByteString(s));
  let userinfo = url.user;
  if (userinfo !== null && url.pass !== null) userinfo += `:${url.pass}`;
  return {
    ok: true,
    reader: INFO,
    scheme: text(url.scheme),
    userinfo: text(userinfo),
    host: text(url.host),
    port: url.hasPort ? String(url.port) : null,
    path: text(url.path) ?? '',
    query: text(url.query),
    fragment: text(url.fragment),
  };
}

/**
 * The reader model of PHP's `parse_url` (PHP 8.2).
 * Documentation: https://www.php.net/manual/en/function.parse-url.php
 */
export function phpReader(): Reader {
  return { info: INFO, read: readPhp };
}
