/**
 * Java's `java.net.URI` (the `new URI(String)` constructor, RFC 2396 with the IPv6 amendments of
 * RFC 2732), modelled on the `URI.Parser` class of OpenJDK 17, the JRE installed here.
 *
 * Java strings are UTF-16 like JavaScript's, and the parser reads them one `char` at a time: the
 * model does too, so a lone surrogate is one "other" character, as in Java. Mapping of the
 * `URI` to the common shape (as `live/Java.java` does):
 * - scheme: `getScheme()` (case kept), `null` when relative;
 * - userinfo, host, port: `getRawUserInfo()`, `getHost()` (IPv6 with its brackets), `getPort()`
 *   (`-1` is `null`). A registry-based authority (`http://a_b/`, `http://a:b:c/`) has no host:
 *   Java keeps it only as `getRawAuthority()`, and all three are `null`;
 * - path: `getRawPath()`, or for an opaque URI (`mailto:a@b`) `getRawSchemeSpecificPart()`;
 * - query, fragment: `getRawQuery()`, `getRawFragment()`;
 * - error: the `URISyntaxException`'s `getReason()`, then ` at index N` when it has an index.
 */
import type { Reader, ReaderInfo, ReaderResult } from './types';

const INFO: ReaderInfo = {
  name: 'java',
  label: 'Java java.net.URI',
  version: '17',
  basis: 'live-differential',
};

/** A character class of `URI.java` (its low/high mask pairs), ASCII members plus the escape flag. */
interface Mask {
  readonly ascii: readonly boolean[];
  /** `L_ESCAPED` set: `%XX` escapes and "other" (non-ASCII, non-space, non-control) characters. */
  readonly escaped: boolean;
}

const DIGITS = '0123456789';
const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ALPHANUM = ALPHA + DIGITS;
const UNRESERVED = `${ALPHANUM}-_.!~*'()`;

function mask(chars: string, escaped = false): Mask {
  const ascii: boolean[] = new Array(128).fill(false);
  for (const ch of chars) ascii[ch.charCodeAt(0)] = true;
  return { ascii, escaped };
}

const M_DIGIT = mask(DIGITS);
const M_ALPHA = mask(ALPHA);
const M_ALPHANUM = mask(ALPHANUM);
const M_ALPHANUM_DASH = mask(`${ALPHANUM}-`);
const M_HEX = mask(`${DIGITS}ABCDEFabcdef`);
const M_URIC = mask(`${UNRESERVED};/?:@&=+$,[]`, true);
const M_PATH = mask(`${UNRESERVED}:@&=+$,;/`, true);
const M_USERINFO = mask(`${UNRESERVED};:&=+$,`, true);
const M_REG_NAME = mask(`${UNRESERVED}$,;:@&=+`, true);
const M_SERVER = mask(`${UNRESERVED};:&=+$,.:@[]-`, true);
const M_SERVER_PERCENT = mask(`${UNRESERVED};:&=+$,.:@[]-%`, true);
const M_SCHEME = mask(`${ALPHANUM}+-.`);
const M_SCOPE_ID = mask(`${ALPHANUM}_.`);
const M_DIGIT_DOT = mask(`${DIGITS}.`);

/** A `stop` (or `err`) string of `URI.Parser.scan` as a set of char codes. */
function stopSet(chars: string): Uint8Array {
  const t = new Uint8Array(128);
  for (const ch of chars) t[ch.charCodeAt(0)] = 1;
  return t;
}

const SET_HASH = stopSet('#');
const SET_PERCENT = stopSet('%');
const SET_SLASH = stopSet('/');
const SET_SLASH_QUERY_HASH = stopSet('/?#');
const SET_COLON = stopSet(':');
const SET_QUERY_HASH = stopSet('?#');
const SET_AT = stopSet('@');
const SET_CLOSE_BRACKET = stopSet(']');

/** Whether the char code `c` is in `set` (all stop characters are ASCII). */
function inSet(set: Uint8Array, c: number): boolean {
  return c < 128 && set[c] === 1;
}

/** `URI.match(c, lowMask, highMask)`: NUL and non-ASCII never match. */
function match(c: number, m: Mask): boolean {
  return c !== 0 && c < 128 && (m.ascii[c] as boolean);
}

/** `Character.isSpaceChar` (Zs, Zl, Zp) or `Character.isISOControl` (U+0000–001F, 007F–009F). */
const SPACE_OR_CONTROL = /[\p{Zs}\p{Zl}\p{Zp}\u0000-\u001f\u007f-\u009f]/u;

class URISyntaxError {
  constructor(
    readonly reason: string,
    readonly index: number,
  ) {}
}

interface JavaURI {
  scheme: string | null;
  ssp: string | null;
  authority: string | null;
  userInfo: string | null;
  host: string | null;
  port: number;
  path: string | null;
  query: string | null;
  fragment: string | null;
}

/** `URI.Parser`, with `requireServerAuthority` false (the `URI(String)` constructor). */
class Parser {
  readonly uri: JavaURI = {
    scheme: null,
    ssp: null,
    authority: null,
    userInfo: null,
    host: null,
    port: -1,
    path: null,
    query: null,
    fragment: null,
  };
  private ipv6byteCount = 0;

  constructor(private readonly input: string) {}

  private fail(reason: string, p = -1): never {
    throw new URISyntaxError(reason, p);
  }

  private at(start: number, end: number, c: string): boolean {
    return start < end && this.input.charCodeAt(start) === c.charCodeAt(0);
  }

  private atStr(start: number, end: number, s: string): boolean {
    return s.length <= end - start && this.input.startsWith(s, start);
  }

  private scanChar(start: number, end: number, c: string): number {
    return start < end && this.input.charCodeAt(start) === c.charCodeAt(0) ? start + 1 : start;
  }

  /** `scan(start, end, err, stop)`: -1 at an `err` char, else the index of the first `stop` char. */
  private scanErrStop(start: number, end: number, errSet: Uint8Array, stopAt: Uint8Array): number {
    for (let p = start; p < end; p++) {
      const c = this.input.charCodeAt(p);
      if (inSet(errSet, c)) return -1;
      if (inSet(stopAt, c)) return p;
    }
    return end;
  }

  private scanStop(start: number, end: number, stopAt: Uint8Array): number {
    for (let p = start; p < end; p++) if (inSet(stopAt, this.input.charCodeAt(p))) return p;
    return end;
  }

  private scanEscape(p: number, n: number, c: number): number {
    if (c === 0x25) {
      if (
        p + 3 <= n &&
        match(this.input.charCodeAt(p + 1), M_HEX) &&
        match(this.input.charCodeAt(p + 2), M_HEX)
      ) {
        return p + 3;
      }
      this.fail('Malformed escape pair', p);
    }
    if (c > 128 && !SPACE_OR_CONTROL.test(this.input[p] as string)) return p + 1;
    return p;
  }

  private scan(start: number, n: number, m: Mask): number {
    let p = start;
    while (p < n) {
      const c = this.input.charCodeAt(p);
      if (match(c, m)) {
        p++;
        continue;
      }
      if (m.escaped) {
        const q = this.scanEscape(p, n, c);
        if (q > p) {
          p = q;
          continue;
        }
      }
      break;
    }
    return p;
  }

  private checkChars(start: number, end: number, m: Mask, what: string): void {
    const p = this.scan(start, end, m);
    if (p < end) this.fail(`Illegal character in ${what}`, p);
  }

  parse(): void {
    const input = this.input;
    const n = input.length;
    let p = this.scanErrStop(0, n, SET_SLASH_QUERY_HASH, SET_COLON);
    if (p >= 0 && this.at(p, n, ':')) {
      if (p === 0) this.fail('Expected scheme name', 0);
      this.checkChars(0, 1, M_ALPHA, 'scheme name');
      this.checkChars(1, p, M_SCHEME, 'scheme name');
      this.uri.scheme = input.slice(0, p);
      p++;
      if (this.at(p, n, '/')) {
        p = this.parseHierarchical(p, n);
      } else {
        const q = this.scanStop(p, n, SET_HASH);
        if (q <= p) this.fail('Expected scheme-specific part', p);
        this.checkChars(p, q, M_URIC, 'opaque part');
        this.uri.ssp = input.slice(p, q);
        p = q;
      }
    } else {
      p = this.parseHierarchical(0, n);
    }
    if (this.at(p, n, '#')) {
      this.checkChars(p + 1, n, M_URIC, 'fragment');
      this.uri.fragment = input.slice(p + 1, n);
      p = n;
    }
    if (p < n) this.fail('end of URI', p);
  }

  private parseHierarchical(start: number, n: number): number {
    let p = start;
    if (this.at(p, n, '/') && this.at(p + 1, n, '/')) {
      p += 2;
      const q = this.scanStop(p, n, SET_SLASH_QUERY_HASH);
      if (q > p) p = this.parseAuthority(p, q);
      else if (q >= n) this.fail('Expected authority', p);
    }
    let q = this.scanStop(p, n, SET_QUERY_HASH);
    this.checkChars(p, q, M_PATH, 'path');
    this.uri.path = this.input.slice(p, q);
    p = q;
    if (this.at(p, n, '?')) {
      p++;
      q = this.scanStop(p, n, SET_HASH);
      this.checkChars(p, q, M_URIC, 'query');
      this.uri.query = this.input.slice(p, q);
      p = q;
    }
    return p;
  }

  private parseAuthority(p: number, n: number): number {
    const uri = this.uri;
    let q = p;
    let ex: URISyntaxError | null = null;
    const serverChars =
      this.scanStop(p, n, SET_CLOSE_BRACKET) > p
        ? this.scan(p, n, M_SERVER_PERCENT) === n
        : this.scan(p, n, M_SERVER) === n;
    const regChars = this.scan(p, n, M_REG_NAME) === n;
    if (regChars && !serverChars) {
      uri.authority = this.input.slice(p, n);
      return n;
    }
    const skip = regChars;
    if (serverChars) {
      try {
        q = this.parseServer(p, n, skip);
        if (q < n) {
          if (skip) {
            uri.userInfo = null;
            uri.host = null;
            uri.port = -1;
            q = p;
          } else {
            this.fail('Expected end of authority', q);
          }
        } else {
          uri.authority = this.input.slice(p, n);
        }
      } catch (x) {
        /* c8 ignore next: only the model's own URISyntaxError is expected here */
        if (!(x instanceof URISyntaxError)) throw x;
        uri.userInfo = null;
        uri.host = null;
        uri.port = -1;
        ex = x;
        q = p;
      }
    }
    if (q < n) {
      if (regChars) uri.authority = this.input.slice(p, n);
      else if (ex !== null) throw ex;
      // OpenJDK 17 reports the start of the authority (later releases: where the scan stopped).
      else this.fail('Illegal character in authority', q);
    }
    return n;
  }

  private parseServer(start: number, n: number, skip: boolean): number {
    const input = this.input;
    const uri = this.uri;
    let p = start;
    let q = this.scanErrStop(p, n, SET_SLASH_QUERY_HASH, SET_AT);
    if (q >= p && this.at(q, n, '@')) {
      this.checkChars(p, q, M_USERINFO, 'user info');
      uri.userInfo = input.slice(p, q);
      p = q + 1;
    }
    if (this.at(p, n, '[')) {
      p++;
      q = this.scanErrStop(p, n, SET_SLASH_QUERY_HASH, SET_CLOSE_BRACKET);
      if (q > p && this.at(q, n, ']')) {
        const r = this.scanStop(p, q, SET_PERCENT);
        if (r > p) {
          this.parseIPv6Reference(p, r);
          if (r + 1 === q) this.fail('scope id expected');
          this.checkChars(r + 1, q, M_SCOPE_ID, 'scope id');
        } else {
          this.parseIPv6Reference(p, q);
        }
        uri.host = input.slice(p - 1, q + 1);
        p = q + 1;
      } else {
        this.fail('Expected closing bracket for IPv6 address', q);
      }
    } else {
      q = this.parseIPv4Address(p, n);
      if (q <= p) q = this.parseHostname(p, n, skip);
      p = q;
    }
    if (this.at(p, n, ':')) {
      p++;
      q = this.scanStop(p, n, SET_SLASH);
      if (q > p) {
        this.checkChars(p, q, M_DIGIT, 'port number');
        const port = Number(input.slice(p, q));
        if (port > 2147483647) this.fail('Malformed port number', p);
        uri.port = port;
        p = q;
      }
    } else if (p < n && skip) {
      return p;
    }
    if (p < n) this.fail('Expected port number', p);
    return p;
  }

  private scanByte(p: number, n: number): number {
    const q = this.scan(p, n, M_DIGIT);
    if (q <= p) return q;
    let i = p;
    while (i < q && this.input[i] === '0') i++;
    const significant = q - i;
    if (significant < 3) return q;
    if (significant > 3) return p;
    return Number(this.input.slice(p, q)) > 255 ? p : q;
  }

  private scanIPv4Address(start: number, n: number, strict: boolean): number {
    let p = start;
    let q = p;
    const m = this.scan(p, n, M_DIGIT_DOT);
    if (m <= p || (strict && m !== n)) return -1;
    let whole = true;
    for (let part = 0; part < 4 && whole; part++) {
      if (part > 0) {
        q = this.scanChar(p, m, '.');
        if (q <= p) whole = false;
        else p = q;
      }
      if (whole) {
        q = this.scanByte(p, m);
        if (q <= p) whole = false;
        else p = q;
      }
    }
    if (whole && q >= m) return q;
    if (strict) this.fail('Malformed IPv4 address', q);
    return -1;
  }

  private takeIPv4Address(start: number, n: number, expected: string): number {
    const p = this.scanIPv4Address(start, n, true);
    if (p <= start) this.fail(`Expected ${expected}`, start);
    return p;
  }

  private parseIPv4Address(start: number, n: number): number {
    const p = this.scanIPv4Address(start, n, false);
    if (p === -1) return p;
    if (p > start && p < n && this.input[p] !== ':') return -1;
    if (p > start) this.uri.host = this.input.slice(start, p);
    return p;
  }

  private parseHostname(start: number, n: number, skip: boolean): number {
    const input = this.input;
    let p = start;
    let q: number;
    let l = -1;
    do {
      q = this.scan(p, n, M_ALPHANUM);
      if (q <= p) break;
      l = p;
      p = q;
      q = this.scan(p, n, M_ALPHANUM_DASH);
      if (q > p) {
        if (input[q - 1] === '-') this.fail('Illegal character in hostname', q - 1);
        p = q;
      }
      q = this.scanChar(p, n, '.');
      if (q <= p) break;
      p = q;
    } while (p < n);
    if (p < n && !this.at(p, n, ':')) {
      if (skip) return p;
      this.fail('Illegal character in hostname', p);
    }
    if (l < 0) this.fail('Expected hostname', start);
    if (l > start && !match(input.charCodeAt(l), M_ALPHA)) this.fail('Illegal character in hostname', l);
    this.uri.host = input.slice(start, p);
    return p;
  }

  private parseIPv6Reference(start: number, n: number): number {
    let p = start;
    let compressedZeros = false;
    const q = this.scanHexSeq(p, n);
    if (q > p) {
      p = q;
      if (this.atStr(p, n, '::')) {
        compressedZeros = true;
        p = this.scanHexPost(p + 2, n);
      } else if (this.at(p, n, ':')) {
        p = this.takeIPv4Address(p + 1, n, 'IPv4 address');
        this.ipv6byteCount += 4;
      }
    } else if (this.atStr(p, n, '::')) {
      compressedZeros = true;
      p = this.scanHexPost(p + 2, n);
    }
    if (p < n) this.fail('Malformed IPv6 address', start);
    if (this.ipv6byteCount > 16) this.fail('IPv6 address too long', start);
    if (!compressedZeros && this.ipv6byteCount < 16) this.fail('IPv6 address too short', start);
    if (compressedZeros && this.ipv6byteCount === 16) this.fail('Malformed IPv6 address', start);
    return p;
  }

  private scanHexPost(start: number, n: number): number {
    let p = start;
    if (p === n) return p;
    const q = this.scanHexSeq(p, n);
    if (q > p) {
      p = q;
      if (this.at(p, n, ':')) {
        p++;
        p = this.takeIPv4Address(p, n, 'hex digits or IPv4 address');
        this.ipv6byteCount += 4;
      }
    } else {
      p = this.takeIPv4Address(p, n, 'hex digits or IPv4 address');
      this.ipv6byteCount += 4;
    }
    return p;
  }

  private scanHexSeq(start: number, n: number): number {
    let p = start;
    let q = this.scan(p, n, M_HEX);
    if (q <= p) return -1;
    if (this.at(q, n, '.')) return -1;
    if (q > p + 4) this.fail('IPv6 hexadecimal digit sequence too long', p);
    this.ipv6byteCount += 2;
    p = q;
    while (p < n) {
      if (!this.at(p, n, ':')) break;
      if (this.at(p + 1, n, ':')) break;
      p++;
      q = this.scan(p, n, M_HEX);
      if (q <= p) this.fail('Expected digits for an IPv6 address', p);
      if (this.at(q, n, '.')) {
        p--;
        break;
      }
      if (q > p + 4) this.fail('IPv6 hexadecimal digit sequence too long', p);
      this.ipv6byteCount += 2;
      p = q;
    }
    return p;
  }
}

/**
 * Reads `input` as Java's `new java.net.URI(input)` (OpenJDK 17) would: its components in the common shape, or the error it raises.
 * Documentation: https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/net/URI.html#%3Cinit%3E(java.lang.String)
 * Java follows the grammar of RFC 2396 (https://www.rfc-editor.org/rfc/rfc2396#appendix-A),
 * amended by RFC 2732 for IPv6.
 */
export function readJava(input: string): ReaderResult {
  const parser = new Parser(input);
  try {
    parser.parse();
  } catch (e) {
    /* c8 ignore next: only the model's own URISyntaxError is expected here */
    if (!(e instanceof URISyntaxError)) throw e;
    const at = e.index >= 0 ? ` at index ${e.index}` : '';
    return { ok: false, reader: INFO, error: `${e.reason}${at}` };
  }
  const u = parser.uri;
  return {
    ok: true,
    reader: INFO,
    scheme: u.scheme,
    userinfo: u.userInfo,
    host: u.host,
    port: u.port === -1 ? null : String(u.port),
    path: u.path ?? u.ssp ?? '',
    query: u.query,
    fragment: u.fragment,
  };
}

/**
 * The reader model of Java's `new java.net.URI(input)` (OpenJDK 17).
 * Documentation: https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/net/URI.html#%3Cinit%3E(java.lang.String)
 * Java follows the grammar of RFC 2396 (https://www.rfc-editor.org/rfc/rfc2396#appendix-A),
 * amended by RFC 2732 for IPv6.
 */
export function javaReader(): Reader {
  return { info: INFO, read: readJava };
}
