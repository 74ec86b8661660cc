/**
 * Python's `urllib.parse.urlsplit`, and the `.hostname` / `.port` a Python client then reads.
 *
 * Components: `scheme` (lower-cased; '' when none), `userinfo` (the netloc before its last '@', or
 * null), `host` (`.hostname`: lower-cased except an IPv6 zone, brackets removed, null when empty),
 * `port` (`.port` as a decimal string, or null), `path`, `query` and `fragment` ('' when absent, as
 * Python reports them). A `ValueError` from `urlsplit()` or from reading `.port` is the error.
 *
 * Documentation: https://docs.python.org/3/library/urllib.parse.html#urllib.parse.urlsplit
 */
import { isAscii, isAsciiDigits, isAsciiHex, pyRepr, readFail, readOk } from './result';
import type { Reader, ReaderInfo, ReaderResult } from './types';

/**
 * `'3.12'` and `'3.11'`: the current releases of those branches (Debian 12's 3.11.2-6+deb12u6
 * carries the same fixes), which read URLs alike. `'3.11.7'`: a release from before the gh-105704
 * fix (CVE-2025-0938; 3.11.7, 3.12.1 and 3.13.0 read alike), which checks only the text between
 * the first '[' and the next ']' of the netloc, so `http://prefix[::1]/` or `http://[::1]suffix/`
 * are accepted.
 */
export type PythonVersion = '3.12' | '3.11' | '3.11.7';

export interface PythonReaderOptions {
  readonly version?: PythonVersion;
}

// "Leading and trailing C0 control and space to be stripped per WHATWG spec" (only leading).
function isC0OrSpace(c: number): boolean {
  return c <= 0x20;
}

// scheme_chars: ASCII letters, digits and "+-.".
function isSchemeChar(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0x2b ||
    c === 0x2d ||
    c === 0x2e
  );
}

class PyValueError {
  constructor(readonly message: string) {}
}

function fail(msg: string): never {
  throw new PyValueError(msg);
}

/** `ipaddress.IPv4Address(s)`: exactly four decimal octets, no leading zeros, each <= 255. */
function pyIPv4(s: string): number | null {
  const octets = s.split('.');
  if (octets.length !== 4) return null;
  let value = 0;
  for (const o of octets) {
    if (!isAsciiDigits(o) || o.length > 3) return null;
    if (o.length > 1 && o.charCodeAt(0) === 0x30) return null;
    const n = Number(o);
    if (n > 255) return null;
    value = value * 256 + n;
  }
  return value;
}

/** `ipaddress.IPv6Address(s)` accepts s (scope id after '%', an IPv4 tail, one '::'). */
function pyIPv6(s: string): boolean {
  let addr = s;
  const pct = s.indexOf('%');
  if (pct >= 0) {
    const scope = s.slice(pct + 1);
    if (scope === '' || scope.includes('%')) return false;
    addr = s.slice(0, pct);
  }
  if (addr === '' || addr.includes('/')) return false;
  const parts = addr.split(':');
  if (parts.length < 3) return false;
  const last = parts[parts.length - 1] as string;
  if (last.includes('.')) {
    if (pyIPv4(last) === null) return false;
    parts.pop();
    parts.push('0', '0');
  }
  if (parts.length > 9) return false;
  let skip = -1;
  for (let i = 1; i < parts.length - 1; i++) {
    if (parts[i] === '') {
      if (skip >= 0) return false;
      skip = i;
    }
  }
  let hi: number;
  let lo: number;
  if (skip >= 0) {
    hi = skip;
    lo = parts.length - skip - 1;
    if (parts[0] === '') {
      hi--;
      if (hi !== 0) return false;
    }
    if (parts[parts.length - 1] === '') {
      lo--;
      if (lo !== 0) return false;
    }
    if (8 - (hi + lo) < 1) return false;
  } else {
    if (parts.length !== 8) return false;
    hi = 8;
    lo = 0;
  }
  const check = (h: string): boolean => h !== '' && h.length <= 4 && isAsciiHex(h);
  for (let i = 0; i < hi; i++) if (!check(parts[i] as string)) return false;
  for (let i = parts.length - lo; i < parts.length; i++) if (!check(parts[i] as string)) return false;
  return true;
}

// `\Av[a-fA-F0-9]+\..+\Z`
function isIPvFuture(h: string): boolean {
  const dot = h.indexOf('.', 1);
  return dot > 1 && dot < h.length - 1 && isAsciiHex(h.slice(1, dot));
}

/** `_check_bracketed_host`: IPvFuture, or an address that is IPv6 (not IPv4). */
function checkBracketedHost(h: string): void {
  if (h.startsWith('v')) {
    if (!isIPvFuture(h)) fail('IPvFuture address is invalid');
    return;
  }
  if (pyIPv4(h) !== null) fail('An IPv4 address cannot be in brackets');
  if (!pyIPv6(h)) fail(`${pyRepr(h)} does not appear to be an IPv4 or IPv6 address`);
}

/** Python's `str.partition(sep)`. */
function partition(s: string, sep: string): [string, boolean, string] {
  const i = s.indexOf(sep);
  return i < 0 ? [s, false, ''] : [s.slice(0, i), true, s.slice(i + sep.length)];
}

function checkNetlocNFKC(netloc: string): void {
  if (netloc === '' || isAscii(netloc)) return;
  const n = netloc.replace(/[@:#?]/g, '');
  const n2 = n.normalize('NFKC');
  if (n === n2) return;
  for (const c of '/?#@:') {
    if (n2.includes(c)) fail(`netloc ${pyRepr(netloc)} contains invalid characters under NFKC normalization`);
  }
}

function urlsplit(input: string, version: PythonVersion): [string, string, string, string, string] {
  let start = 0;
  while (start < input.length && isC0OrSpace(input.charCodeAt(start))) start++;
  let url = input.slice(start);
  if (/[\t\r\n]/.test(url)) url = url.replace(/[\t\r\n]/g, '');
  let scheme = '';
  let netloc = '';
  let query = '';
  let fragment = '';
  const i = url.indexOf(':');
  const c0 = url.charCodeAt(0) | 0x20;
  if (i > 0 && c0 >= 0x61 && c0 <= 0x7a) {
    let all = true;
    for (let k = 0; k < i; k++) {
      if (!isSchemeChar(url.charCodeAt(k))) {
        all = false;
        break;
      }
    }
    if (all) {
      scheme = url.slice(0, i).toLowerCase();
      url = url.slice(i + 1);
    }
  }
  if (url.startsWith('//')) {
    let end = url.length;
    for (let k = 2; k < url.length; k++) {
      const c = url.charCodeAt(k);
      if (c === 0x2f || c === 0x3f || c === 0x23) {
        end = k;
        break;
      }
    }
    netloc = url.slice(2, end);
    url = url.slice(end);
    const open = netloc.includes('[');
    const close = netloc.includes(']');
    if (open !== close) fail('Invalid IPv6 URL');
    if (open && close) {
      if (version === '3.11.7') {
        checkBracketedHost(partition(partition(netloc, '[')[2], ']')[0]);
      } else {
        const at = netloc.lastIndexOf('@');
        const hostAndPort = netloc.slice(at + 1);
        const [before, hasOpen, bracketed] = partition(hostAndPort, '[');
        let hostname: string;
        if (hasOpen) {
          if (before !== '') fail('Invalid IPv6 URL');
          const [h, , port] = partition(bracketed, ']');
          if (port !== '' && !port.startsWith(':')) fail('Invalid IPv6 URL');
          hostname = h;
        } else {
          hostname = partition(hostAndPort, ':')[0];
        }
        checkBracketedHost(hostname);
      }
    }
  }
  const hash = url.indexOf('#');
  if (hash >= 0) {
    fragment = url.slice(hash + 1);
    url = url.slice(0, hash);
  }
  const q = url.indexOf('?');
  if (q >= 0) {
    query = url.slice(q + 1);
    url = url.slice(0, q);
  }
  checkNetlocNFKC(netloc);
  return [scheme, netloc, url, query, fragment];
}

/** `_hostinfo`, `.hostname` and `.port` of a netloc. */
function hostAndPort(netloc: string): [string | null, string | null] {
  const hostinfo = netloc.slice(netloc.lastIndexOf('@') + 1);
  const [, hasOpen, bracketed] = partition(hostinfo, '[');
  let hostname: string;
  let port: string;
  if (hasOpen) {
    const [h, , rest] = partition(bracketed, ']');
    hostname = h;
    port = partition(rest, ':')[2];
  } else {
    [hostname, , port] = partition(hostinfo, ':');
  }
  let host: string | null = null;
  if (hostname !== '') {
    const [h, hasPct, zone] = partition(hostname, '%');
    host = h.toLowerCase() + (hasPct ? `%${zone}` : '');
  }
  if (port === '') return [host, null];
  if (!isAsciiDigits(port)) fail(`Port could not be cast to integer value as ${pyRepr(port)}`);
  let i = 0;
  while (i < port.length - 1 && port.charCodeAt(i) === 0x30) i++;
  const digits = port.slice(i);
  if (digits.length > 5 || Number(digits) > 65535) fail('Port out of range 0-65535');
  return [host, digits];
}

const INFO: Record<PythonVersion, ReaderInfo> = {
  '3.12': {
    name: 'python',
    label: 'Python urllib.parse.urlsplit',
    version: '3.12',
    basis: 'live-differential',
    liveVersion: '3.11',
  },
  '3.11': {
    name: 'python',
    label: 'Python urllib.parse.urlsplit',
    version: '3.11',
    basis: 'live-differential',
  },
  '3.11.7': {
    name: 'python',
    label: 'Python urllib.parse.urlsplit',
    version: '3.11.7',
    basis: 'live-differential',
  },
};

/**
 * Reads `input` as Python's `urllib.parse.urlsplit(input)` followed by `.hostname` and `.port`.
 * Documentation: https://docs.python.org/3/library/urllib.parse.html#urllib.parse.urlsplit
 */
export function readPython(input: string, options: PythonReaderOptions = {}): ReaderResult {
  const version = options.version ?? '3.12';
  const info = INFO[version];
  try {
    const [scheme, netloc, path, query, fragment] = urlsplit(input, version);
    const at = netloc.lastIndexOf('@');
    const [host, port] = hostAndPort(netloc);
    return readOk(info, {
      scheme,
      userinfo: at >= 0 ? netloc.slice(0, at) : null,
      host,
      port,
      path,
      query,
      fragment,
    });
  } catch (e) {
    if (e instanceof PyValueError) return readFail(info, `ValueError: ${e.message}`);
    /* c8 ignore next */
    throw e;
  }
}

/**
 * The Python reader for one version.
 * Documentation: https://docs.python.org/3/library/urllib.parse.html#urllib.parse.urlsplit
 */
export function pythonReader(options: PythonReaderOptions = {}): Reader {
  const version = options.version ?? '3.12';
  const fixed = { version };
  return { info: INFO[version], read: (input) => readPython(input, fixed) };
}
