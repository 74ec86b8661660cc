/**
 * Node.js's legacy `url.parse(input)` (no query parsing, `slashesDenoteHost` false), as in Node 20.
 *
 * Components: `scheme` (`protocol` without its ':', lower-cased), `userinfo` (`auth`,
 * percent-decoded), `host` (`hostname`, lower-cased and converted to ASCII, IPv6 brackets
 * removed), `port`, `path` (`pathname`, '' when null), `query` and `fragment` (`search` / `hash`
 * without their '?' / '#'). The error is what `url.parse` throws (`ERR_INVALID_URL`, or the
 * `URIError` of decoding `auth`).
 *
 * Documentation: https://nodejs.org/docs/latest-v20.x/api/url.html#urlparseurlstring-parsequerystring-slashesdenotehost
 */
import { hasACELabel, type ReaderIDNA, type ReaderOptions } from './idna';
import { isAscii, readFail, readOk } from './result';
import type { Reader, ReaderInfo, ReaderResult } from './types';

const INFO: ReaderInfo = {
  name: 'node-legacy',
  label: 'Node.js url.parse() (legacy)',
  version: '20',
  basis: 'live-differential',
};

const NODE_IDNA_OPTIONS = {
  checkHyphens: false,
  checkBidi: false,
  checkJoiners: true,
  useSTD3ASCIIRules: false,
  transitionalProcessing: false,
  verifyDNSLength: false,
  ignoreInvalidPunycode: false,
} as const;

const protocolPattern = /^[a-z0-9.+-]+:/i;
const hostPattern = /^\/\/[^@/]+@[^@/]+/;
const simplePathPattern = /^(\/\/?(?!\/)[^?\s]*)(\?[^\s]*)?$/;
const forbiddenHostChars = /[\0\t\n\r #%/:<>?@[\\\]^|]/;
const forbiddenHostCharsIpv6 = /[\0\t\n\r #%/<>?@\\^|]/;
const portPattern = /:[0-9]*$/;
const SLASHED = new Set(['http:', 'https:', 'ftp:', 'gopher:', 'file:', 'ws:', 'wss:']);

// Characters url.parse escapes in everything after the host ("autoEscape").
const AUTO_ESCAPE: Record<number, string> = {
  9: '%09',
  10: '%0A',
  13: '%0D',
  32: '%20',
  34: '%22',
  39: '%27',
  60: '%3C',
  62: '%3E',
  92: '%5C',
  94: '%5E',
  96: '%60',
  123: '%7B',
  124: '%7C',
  125: '%7D',
};

function autoEscape(rest: string): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < rest.length; i++) {
    const e = AUTO_ESCAPE[rest.charCodeAt(i)];
    if (e !== undefined) {
      out += rest.slice(last, i) + e;
      last = i + 1;
    }
  }
  return last === 0 ? rest : out + rest.slice(last);
}

class NodeError {
  constructor(readonly message: string) {}
}

function invalid(_input: string): never {
  throw new NodeError('ERR_INVALID_URL: Invalid URL');
}

function endsInLoneSurrogate(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) {
      if (i + 1 >= s.length) return true;
      i++;
    }
  }
  return false;
}

function toASCII(hostname: string, input: string, idna: ReaderIDNA | undefined): string {
  let ascii: string | null = hostname;
  if (!isAscii(hostname) || hasACELabel(hostname)) {
    if (idna === undefined) {
      throw new NodeError(
        'model: a non-ASCII or xn-- hostname needs the idna option (e.g. uts46IDNA from @url/host)',
      );
    }
    ascii = idna.toASCII(hostname, NODE_IDNA_OPTIONS);
    if (ascii === null) invalid(input);
  }
  // Node reads IDNA's answer back as a C string: it ends at the first NUL.
  const nul = ascii.indexOf('\0');
  return nul < 0 ? ascii : ascii.slice(0, nul);
}

interface Parsed {
  protocol: string | null;
  auth: string | null;
  hostname: string | null;
  port: string | null;
  pathname: string | null;
  search: string | null;
  hash: string | null;
}

function isWs(c: number): boolean {
  return c < 33 || c === 0xa0 || c === 0xfeff;
}

function parse(url: string, idna: ReaderIDNA | undefined): Parsed {
  const u: Parsed = {
    protocol: null,
    auth: null,
    hostname: null,
    port: null,
    pathname: null,
    search: null,
    hash: null,
  };
  // Trim whitespace (C0, space, U+00A0, U+FEFF) at both ends; before the first '?' or '#', turn
  // backslashes into slashes.
  let start = -1;
  let end = -1;
  let hasHash = false;
  let hasAt = false;
  let split = false;
  let inWs = false;
  for (let i = 0; i < url.length; i++) {
    const c = url.charCodeAt(i);
    const ws = isWs(c);
    if (start === -1) {
      if (ws) continue;
      start = i;
    } else if (inWs) {
      if (!ws) {
        end = -1;
        inWs = false;
      }
    } else if (ws) {
      end = i;
      inWs = true;
    }
    if (!split) {
      if (c === 0x40) hasAt = true;
      else if (c === 0x23) {
        hasHash = true;
        split = true;
      } else if (c === 0x3f) split = true;
    } else if (c === 0x23) hasHash = true;
  }
  let rest = start === -1 ? '' : url.slice(start, end === -1 ? url.length : end);
  if (rest.includes('\\')) {
    let firstSplit = rest.search(/[?#]/);
    if (firstSplit < 0) firstSplit = rest.length;
    rest = rest.slice(0, firstSplit).replace(/\\/g, '/') + rest.slice(firstSplit);
  }

  if (!hasHash && !hasAt) {
    const simple = simplePathPattern.exec(rest);
    if (simple !== null) {
      u.pathname = simple[1] as string;
      if (simple[2] !== undefined && simple[2] !== '') u.search = simple[2];
      return u;
    }
  }

  const protoMatch = protocolPattern.exec(rest);
  let proto: string | null = null;
  let lowerProto = '';
  if (protoMatch !== null) {
    proto = protoMatch[0];
    lowerProto = proto.toLowerCase();
    u.protocol = lowerProto;
    rest = rest.slice(proto.length);
  }
  const hostless = lowerProto === 'javascript:';
  let slashes = false;
  if (proto !== null || hostPattern.test(rest)) {
    slashes = rest.startsWith('//');
    if (slashes && !hostless) rest = rest.slice(2);
  }

  if (!hostless && (slashes || (proto !== null && !SLASHED.has(proto)))) {
    // The first '/', '?' or '#' ends the host; the last '@' before it ends the userinfo; a
    // character never allowed in a hostname ends the host unless an '@' follows it.
    // url.parse deletes each tab, CR and LF it meets while scanning for the end of the host (one
    // string copy per character, quadratic); deleting those before the first '/', '?' or '#' in one
    // pass gives the same string.
    const scanEnd = rest.search(/[/?#]/);
    const head = scanEnd < 0 ? rest : rest.slice(0, scanEnd);
    if (/[\t\n\r]/.test(head))
      rest = head.replace(/[\t\n\r]/g, '') + (scanEnd < 0 ? '' : rest.slice(scanEnd));
    let hostEnd = -1;
    let atSign = -1;
    let nonHost = -1;
    for (let i = 0; i < rest.length; i++) {
      switch (rest.charCodeAt(i)) {
        case 0x20:
        case 0x22:
        case 0x25:
        case 0x27:
        case 0x3b:
        case 0x3c:
        case 0x3e:
        case 0x5c:
        case 0x5e:
        case 0x60:
        case 0x7b:
        case 0x7c:
        case 0x7d:
          if (nonHost === -1) nonHost = i;
          break;
        case 0x23:
        case 0x2f:
        case 0x3f:
          if (nonHost === -1) nonHost = i;
          hostEnd = i;
          break;
        case 0x40:
          atSign = i;
          nonHost = -1;
          break;
      }
      if (hostEnd !== -1) break;
    }
    let hostStart = 0;
    if (atSign !== -1) {
      try {
        u.auth = decodeURIComponent(rest.slice(0, atSign));
      } catch {
        throw new NodeError('URIError: URI malformed');
      }
      // format() re-encodes auth as UTF-8, reading a surrogate and the code unit after it as a
      // pair: a surrogate in the last position throws.
      if (endsInLoneSurrogate(u.auth)) throw new NodeError('ERR_INVALID_URI: URI malformed');
      hostStart = atSign + 1;
    }
    let host: string;
    if (nonHost === -1) {
      host = rest.slice(hostStart);
      rest = '';
    } else {
      host = rest.slice(hostStart, nonHost);
      rest = rest.slice(nonHost);
    }
    // parseHost: a trailing ':digits' is the port.
    const portMatch = portPattern.exec(host);
    if (portMatch !== null) {
      if (portMatch[0] !== ':') u.port = portMatch[0].slice(1);
      host = host.slice(0, host.length - portMatch[0].length);
    }
    let hostname = host;
    const ipv6 = hostname.startsWith('[') && hostname.endsWith(']');
    if (!ipv6) {
      // getHostname: '/', '\', '#', '?' or ':' in the hostname moves the rest into the path.
      for (let i = 0; i < hostname.length; i++) {
        const c = hostname.charCodeAt(i);
        if (c === 0x2f || c === 0x5c || c === 0x23 || c === 0x3f || c === 0x3a) {
          rest = `/${hostname.slice(i)}${rest}`;
          hostname = hostname.slice(0, i);
          break;
        }
      }
    }
    hostname = hostname.length > 255 ? '' : hostname.toLowerCase();
    if (hostname !== '') {
      if (ipv6) {
        if (forbiddenHostCharsIpv6.test(hostname)) invalid(url);
      } else {
        hostname = toASCII(hostname, url, idna);
        if (hostname === '' || forbiddenHostChars.test(hostname)) invalid(url);
      }
    }
    if (ipv6) {
      hostname = hostname.slice(1, -1);
      if (rest[0] !== '/') rest = `/${rest}`;
    }
    u.hostname = hostname;
  }

  if (!hostless) rest = autoEscape(rest);

  let questionIdx = -1;
  let hashIdx = -1;
  for (let i = 0; i < rest.length; i++) {
    const c = rest.charCodeAt(i);
    if (c === 0x23) {
      u.hash = rest.slice(i);
      hashIdx = i;
      break;
    }
    if (c === 0x3f && questionIdx === -1) questionIdx = i;
  }
  if (questionIdx !== -1) u.search = rest.slice(questionIdx, hashIdx === -1 ? rest.length : hashIdx);
  const firstIdx = questionIdx !== -1 ? questionIdx : hashIdx;
  if (firstIdx === -1) {
    if (rest.length > 0) u.pathname = rest;
  } else if (firstIdx > 0) {
    u.pathname = rest.slice(0, firstIdx);
  }
  if (SLASHED.has(lowerProto) && u.hostname && !u.pathname) u.pathname = '/';
  return u;
}

/**
 * Reads `input` as Node.js's legacy `url.parse(input)`. Pass `options.idna` (e.g. `uts46IDNA`
 * from `@url/host`) to convert non-ASCII hostnames as Node does.
 * Documentation: https://nodejs.org/docs/latest-v20.x/api/url.html#urlparseurlstring-parsequerystring-slashesdenotehost
 */
export function readNodeLegacy(input: string, options: ReaderOptions = {}): ReaderResult {
  try {
    const u = parse(input, options.idna);
    return readOk(INFO, {
      scheme: u.protocol === null ? null : u.protocol.slice(0, -1),
      userinfo: u.auth,
      host: u.hostname,
      port: u.port,
      path: u.pathname ?? '',
      query: u.search === null ? null : u.search.slice(1),
      fragment: u.hash === null ? null : u.hash.slice(1),
    });
  } catch (e) {
    if (e instanceof NodeError) return readFail(INFO, e.message);
    /* c8 ignore next */
    throw e;
  }
}

/**
 * The Node.js legacy `url.parse()` reader.
 * Documentation: https://nodejs.org/docs/latest-v20.x/api/url.html#urlparseurlstring-parsequerystring-slashesdenotehost
 */
export function nodeLegacyReader(options: ReaderOptions = {}): Reader {
  return { info: INFO, read: (input) => readNodeLegacy(input, options) };
}
