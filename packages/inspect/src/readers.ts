/**
 * The `readers` section of an inspection: how the other parsers in a request path (Python's
 * urlsplit, curl, Go, PHP, Java, Node's legacy url.parse, WinHTTP, Ruby, Perl; the models of
 * `@url/readers`) read the same input, and which of them would send the request somewhere else than
 * the URL Standard does.
 * @module
 */

import { endsInANumber, parseIPv4, parseIPv6, serializeIPv4, serializeIPv6 } from '@url/ipaddr';
import { defaultPort } from '@url/parser';
import { type ReaderName, type ReaderResult, readers, readURL } from '@url/readers';
import type { ReaderDifference, ReaderReading, ReadersReport, URLParts } from './types';

/** What the readers are compared with: the URL Standard's scheme, host and port. */
export interface StandardReading {
  scheme: string;
  /** the host's ASCII and Unicode forms (null: no host) */
  host: { ascii: string; unicode: string } | null;
  /** the port, or the scheme's default */
  port: number | null;
}

/** The URL Standard's reading from the parsed parts. */
export function standardReading(parts: URLParts): StandardReading {
  return {
    scheme: parts.scheme,
    host: parts.host === null ? null : { ascii: parts.host.ascii, unicode: parts.host.unicode },
    port: parts.effectivePort,
  };
}

/**
 * A host for comparison: a name in lower case; an IP address as the address it is (IPv6 with or
 * without brackets, in any of its spellings; IPv4 in the forms inet_aton and the URL Standard take,
 * `0x7f.1` is `127.0.0.1`), since every reader hands such a host to the same address parser.
 */
function hostKey(host: string): string {
  const h = host.toLowerCase();
  const inner = h.length >= 2 && h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : h;
  if (inner.includes(':')) {
    const v6 = parseIPv6(inner);
    return v6 === null ? inner : serializeIPv6(v6);
  }
  if (endsInANumber(inner)) {
    const v4 = parseIPv4(inner);
    if (v4 !== null) return serializeIPv4(v4);
  }
  return inner;
}

/** The port a reader uses: the one it reports, or its scheme's default (null: none). */
function readerPort(port: string | null, scheme: string | null): number | null {
  if (port !== null && port !== '') {
    // a decimal string as the reader reports it; leading zeros are the same port
    return /^[0-9]{1,16}$/.test(port) ? Number(port) : Number.NaN;
  }
  return scheme === null ? null : defaultPort(scheme.toLowerCase());
}

/** Where `r` differs from the URL Standard's reading (scheme, host, port); `ourKeys` are its host's keys. */
function differences(
  r: ReaderResult,
  standard: StandardReading,
  ourKeys: readonly string[],
): ReaderDifference[] {
  if (!r.ok) return [];
  const out: ReaderDifference[] = [];
  if ((r.scheme ?? '').toLowerCase() !== standard.scheme) out.push('scheme');
  const theirs = r.host === null || r.host === '' ? null : hostKey(r.host);
  if (theirs === null ? ourKeys.length > 0 : !ourKeys.includes(theirs)) out.push('host');
  if (readerPort(r.port, r.scheme) !== standard.port) out.push('port');
  return out;
}

/** One reader's result as the report shows it (one object shape for every reader, no spreads). */
function reading(
  r: ReaderResult,
  standard: StandardReading | null,
  ourKeys: readonly string[],
): ReaderReading {
  const info = r.reader;
  if (!r.ok) {
    return {
      name: info.name,
      label: info.label,
      version: info.version,
      basis: info.basis,
      ok: false,
      error: r.error,
      scheme: null,
      userinfo: null,
      host: null,
      port: null,
      path: null,
      query: null,
      fragment: null,
      differs: [],
    };
  }
  return {
    name: info.name,
    label: info.label,
    version: info.version,
    basis: info.basis,
    ok: true,
    error: null,
    scheme: r.scheme,
    userinfo: r.userinfo,
    host: r.host,
    port: r.port,
    path: r.path,
    query: r.query,
    fragment: r.fragment,
    differs: standard === null ? [] : differences(r, standard, ourKeys),
  };
}

/**
 * Reads `input` with each named reader (all when `names` is omitted) and, when `standard` is given,
 * marks where each differs from it. An unknown reader name is a TypeError (from `@url/readers`).
 * Each reader runs in time linear in the input.
 * https://url.spec.whatwg.org/#url-parsing
 */
export function readersReport(
  input: string,
  standard: StandardReading | null,
  names?: readonly ReaderName[],
): ReadersReport {
  const ours = standard === null ? null : standard.host;
  // the URL Standard's host keys, once for every reader
  const ourKeys = ours === null || ours.ascii === '' ? [] : [hostKey(ours.ascii), hostKey(ours.unicode)];
  const results = readURL(input, names);
  const readings: ReaderReading[] = [];
  const elsewhere: ReaderName[] = [];
  for (const r of results) {
    const one = reading(r, standard, ourKeys);
    readings.push(one);
    if (standard !== null && (!one.ok || one.differs.length > 0)) elsewhere.push(one.name);
  }
  return { compared: standard !== null, readings, elsewhere };
}

/** The names of the readers of `@url/readers`, in their order (what `names` may hold). */
export const READER_NAMES: readonly ReaderName[] = /* @__PURE__ */ readers.map((r) => r.info.name);
