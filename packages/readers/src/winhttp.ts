/**
 * WinHTTP's `WinHttpCrackUrl(url, 0, 0, &components)`, modelled from Microsoft's documentation
 * and the published behaviour tables (no Windows machine can check it here): every result says
 * `basis: 'model-from-documentation'`.
 *
 * What the model does: the URL is a NUL-terminated string (`dwUrlLength` 0), so it ends at the
 * first NUL; only `http` and `https` are recognized (any case), followed by "//"; a tab, CR, LF or
 * backslash anywhere is `ERROR_WINHTTP_INVALID_URL`; the authority ends at the first '/', '?' or
 * '#'; the userinfo (before the last '@') is cracked but not used for HTTP, so it is reported as
 * null; a bracketed host is kept with its brackets whether or not it is an IPv6 address; other
 * hosts are taken as they are (C0 controls and spaces included, no percent-decoding, no
 * lower-casing); the port is decimal and at most 65535; the path is kept as written (no
 * dot-segment removal, '%2e' kept); `lpszExtraInfo` is split into query and fragment.
 *
 * Documentation: https://learn.microsoft.com/en-us/windows/win32/api/winhttp/nf-winhttp-winhttpcrackurl
 */
import { isAsciiDigits, readFail, readOk } from './result';
import type { Reader, ReaderInfo, ReaderResult } from './types';

const INFO: ReaderInfo = {
  name: 'winhttp',
  label: 'WinHTTP WinHttpCrackUrl',
  version: 'Windows 10/11',
  basis: 'model-from-documentation',
};

/**
 * Reads `input` as the documented `WinHttpCrackUrl` would. A model from documentation only.
 * Documentation: https://learn.microsoft.com/en-us/windows/win32/api/winhttp/nf-winhttp-winhttpcrackurl
 */
export function readWinHTTP(input: string): ReaderResult {
  const nul = input.indexOf('\0');
  const url = nul < 0 ? input : input.slice(0, nul);
  const colon = url.indexOf(':');
  const scheme = colon < 0 ? '' : url.slice(0, colon).toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') return readFail(INFO, 'ERROR_WINHTTP_UNRECOGNIZED_SCHEME');
  if (/[\t\r\n\\]/.test(url)) return readFail(INFO, 'ERROR_WINHTTP_INVALID_URL');
  if (!url.startsWith('//', colon + 1)) return readFail(INFO, 'ERROR_WINHTTP_INVALID_URL');
  const start = colon + 3;
  let end = url.length;
  for (let i = start; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x23) {
      end = i;
      break;
    }
  }
  const authority = url.slice(start, end);
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
  let host: string;
  let port: string | null = null;
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']');
    if (close < 0) return readFail(INFO, 'ERROR_WINHTTP_INVALID_URL');
    host = hostPort.slice(0, close + 1);
    const rest = hostPort.slice(close + 1);
    if (rest !== '') {
      if (rest[0] !== ':') return readFail(INFO, 'ERROR_WINHTTP_INVALID_URL');
      port = rest.slice(1);
    }
  } else {
    const pc = hostPort.lastIndexOf(':');
    host = pc < 0 ? hostPort : hostPort.slice(0, pc);
    if (pc >= 0) port = hostPort.slice(pc + 1);
  }
  if (host === '') return readFail(INFO, 'ERROR_WINHTTP_INVALID_URL');
  if (port !== null) {
    if (port === '') port = null;
    else if (!isAsciiDigits(port) || Number(port) > 65535) return readFail(INFO, 'ERROR_WINHTTP_INVALID_URL');
    else port = String(Number(port));
  }
  const rest = url.slice(end);
  const hash = rest.indexOf('#');
  const beforeHash = hash < 0 ? rest : rest.slice(0, hash);
  const q = beforeHash.indexOf('?');
  return readOk(INFO, {
    scheme,
    userinfo: null,
    host,
    port,
    path: q < 0 ? beforeHash : beforeHash.slice(0, q),
    query: q < 0 ? null : beforeHash.slice(q + 1),
    fragment: hash < 0 ? null : rest.slice(hash + 1),
  });
}

/**
 * The WinHTTP reader (a model from documentation; no live check).
 * Documentation: https://learn.microsoft.com/en-us/windows/win32/api/winhttp/nf-winhttp-winhttpcrackurl
 */
export function winhttpReader(): Reader {
  return { info: INFO, read: readWinHTTP };
}
