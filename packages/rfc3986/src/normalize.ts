import { is, isHex, UNRESERVED } from './chars';
import { removeDotSegments } from './resolve';
import { recomposeURIReference, splitAuthority, splitURIReference } from './split';

const HEX = '0123456789ABCDEF';

/**
 * Percent-encoding normalization (§6.2.2.2) and the hexadecimal half of case normalization (§6.2.2.1):
 * a triplet that encodes an unreserved character is decoded; every other triplet gets upper-case hex.
 * https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2.2
 */
export function normalizePercentEncoding(component: string): string {
  let i = component.indexOf('%');
  if (i < 0) return component;
  let out = '';
  let last = 0;
  for (; i >= 0 && i < component.length; i = component.indexOf('%', i + 1)) {
    const h1 = component.charCodeAt(i + 1);
    const h2 = component.charCodeAt(i + 2);
    if (!isHex(h1) || !isHex(h2)) continue;
    const byte = Number.parseInt(component.slice(i + 1, i + 3), 16);
    out += component.slice(last, i);
    // decoding must not glue a stray "%" before it into a new triplet ("%%41a" stays "%%41a"), or the
    // result would not be normalized itself
    const n = out.length;
    const strayBefore =
      out.charCodeAt(n - 1) === 0x25 || (out.charCodeAt(n - 2) === 0x25 && isHex(out.charCodeAt(n - 1)));
    if (byte < 0x80 && is(byte, UNRESERVED) && !(strayBefore && isHex(byte)))
      out += String.fromCharCode(byte);
    else out += `%${HEX[byte >> 4]}${HEX[byte & 15]}`;
    last = i + 3;
    i += 2;
  }
  return out + component.slice(last);
}

export interface NormalizeOptions {
  /**
   * Also apply the scheme-based normalization of §6.2.3 for the schemes whose defaults are known:
   * an empty port or the scheme's default port is removed, and an empty path with an authority becomes "/"
   * for http, https, ws and wss. Default true.
   */
  schemeBased?: boolean;
}

const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443', ws: '80', wss: '443', ftp: '21' };

/**
 * Syntax-based normalization (RFC 3986 §6.2.2, https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2):
 * scheme and host lower-cased, percent-encodings normalized, dot segments removed; plus, by default,
 * scheme-based normalization (§6.2.3). The input is not validated: call `validateURIReference` for that.
 */
export function normalizeURIReference(input: string, { schemeBased = true }: NormalizeOptions = {}): string {
  const ref = splitURIReference(input);
  const scheme = ref.scheme?.toLowerCase();
  let authority = ref.authority;
  if (authority !== undefined) {
    const a = splitAuthority(authority);
    const userinfo = a.userinfo === undefined ? '' : `${normalizePercentEncoding(a.userinfo)}@`;
    // lower-case the host, but keep the hexadecimal digits of percent-encodings upper case
    const host = normalizePercentEncoding(a.host).replace(/%[0-9A-F]{2}|[A-Z]+/g, (m) =>
      m.charCodeAt(0) === 0x25 ? m : m.toLowerCase(),
    );
    let port = a.port === undefined ? '' : `:${a.port}`;
    if (schemeBased && scheme !== undefined && (a.port === '' || a.port === DEFAULT_PORTS[scheme])) port = '';
    authority = userinfo + host + port;
  }
  let path = normalizePercentEncoding(ref.path);
  if (scheme !== undefined || authority !== undefined) path = removeDotSegments(path);
  if (
    schemeBased &&
    path === '' &&
    authority !== undefined &&
    (scheme === 'http' || scheme === 'https' || scheme === 'ws' || scheme === 'wss')
  )
    path = '/';
  return recomposeURIReference({
    scheme,
    authority,
    path,
    query: ref.query === undefined ? undefined : normalizePercentEncoding(ref.query),
    fragment: ref.fragment === undefined ? undefined : normalizePercentEncoding(ref.fragment),
  });
}
