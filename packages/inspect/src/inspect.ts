/**
 * `inspect(input, base?)`: what the URL Standard's parser makes of a string, what it changed, where
 * an RFC 3986 parser reads it differently, and what about it is worth a second look.
 * @module
 */

import { domainToUnicode, serializeHost } from '@url/host';
import { rangeOfIPv4, rangeOfIPv6 } from '@url/ipaddr';
import {
  defaultPort,
  isSpecialScheme,
  origin,
  parseURL,
  serializeOrigin,
  serializeURL,
  type URLRecord,
} from '@url/parser';
import { percentDecodeToString } from '@url/percent';
import type { ReaderName } from '@url/readers';
import { parseUrlencoded } from '@url/searchparams/urlencoded';
import { parse as parseDomain } from 'tldts';
import { listChanges } from './changes';
import { readersReport, standardReading } from './readers';
import { compareWithRFC3986 } from './rfc3986';
import { securityNotes } from './security';
import type { URLSplit } from './split';
import { parseAndSplit } from './split';
import type {
  ComponentSpans,
  FragmentRoute,
  HostInfo,
  InputSpan,
  Inspection,
  URLParts,
  ValidationIssue,
} from './types';
import { describeValidationError } from './validation-errors';

/** Options of {@link inspect}. */
export interface InspectOptions {
  /**
   * The readers of the `readers` section, by name (`python`, `curl`, `go`, …; default all nine of
   * `@url/readers`); `[]` for none. An unknown name is a TypeError.
   */
  readers?: readonly ReaderName[];
}

/**
 * Inspects `input` as a URL, against `base` when given (a URL string, parsed first).
 * Never throws for any string input; a failure is reported in the result. An unknown name in
 * `options.readers` is a TypeError.
 * https://url.spec.whatwg.org/#url-parsing
 */
export function inspect(input: string, base?: string | null, options: InspectOptions = {}): Inspection {
  input = `${input}`;
  const names = options.readers;
  const baseText = base === undefined || base === null ? null : `${base}`;
  const result: Inspection = {
    input,
    base: baseText,
    ok: false,
    failure: null,
    parts: null,
    spans: null,
    changes: [],
    validationErrors: [],
    rfc3986: null as unknown as Inspection['rfc3986'], // set on every path below
    // the readers read the input as written (once: compared below when the URL parses from its own
    // scheme, else set on the way out)
    readers: null as unknown as Inspection['readers'],
    security: [],
  };
  let baseRecord: URLRecord | null = null;
  if (baseText !== null) {
    baseRecord = parseURL(baseText);
    if (baseRecord === null) {
      result.rfc3986 = compareWithRFC3986(input, baseText, null);
      result.failure = { message: `the base URL ${JSON.stringify(baseText)} does not parse`, error: null };
      result.readers = readersReport(input, null, names);
      return result;
    }
  }
  // one parse with the observer: the record, the validation errors and where each component is written
  const { url, errors, split } = parseAndSplit(input, baseRecord);
  result.validationErrors = errors.map(
    (e): ValidationIssue => ({ type: e.type, index: e.index, description: describeValidationError(e.type) }),
  );
  if (url === null || split === null) {
    result.rfc3986 = compareWithRFC3986(input, baseText, null);
    const last = result.validationErrors[result.validationErrors.length - 1] ?? null;
    result.failure = { message: failureMessage(input, baseRecord, last), error: last };
    result.readers = readersReport(input, null, names);
    return result;
  }
  const href = serializeURL(url);
  const parts = describeParts(
    url,
    href,
    split.host !== null && split.host.from === 'input' ? split.host.text : null,
  );
  result.ok = true;
  result.parts = parts;
  if (split.failure === null) result.spans = componentSpans(input, split);
  result.rfc3986 = compareWithRFC3986(input, baseText, url);
  // compared only for a request to a host (a special scheme but file), scheme and host written in the input
  if (
    parts.special &&
    parts.scheme !== 'file' &&
    split.failure === null &&
    split.scheme !== null &&
    split.scheme.from === 'input' &&
    parts.host !== null &&
    parts.host.ascii !== ''
  )
    result.readers = readersReport(input, standardReading(parts), names);
  else result.readers = readersReport(input, null, names);
  // the splitter mirrors the parser (tested on every urltestdata.json case); were it ever to disagree,
  // no changes are listed rather than wrong ones
  if (split.failure === null) result.changes = listChanges(input, split, url, href, baseText);
  result.security = securityNotes(input, url, parts, split, result.rfc3986, result.readers);
  return result;
}

function failureMessage(input: string, base: URLRecord | null, error: ValidationIssue | null): string {
  if (error?.type === 'missing-scheme-non-relative-URL') {
    return base === null
      ? `the input has no scheme and there is no base URL: the URL parser fails (an address bar would guess "http://"; the URL parser does not). Try "https://${input.trim()}" or give a base.`
      : 'the input has no scheme and the base URL has an opaque path, so it cannot be a base: the URL parser fails';
  }
  if (error === null) return 'the URL parser fails';
  return `the URL parser fails: ${error.type} at index ${error.index} (${error.description})`;
}

function hostInfo(host: string | number | number[], special: boolean, input: string | null): HostInfo {
  const ascii = serializeHost(host);
  const info: HostInfo = {
    kind:
      typeof host === 'number'
        ? 'IPv4'
        : Array.isArray(host)
          ? 'IPv6'
          : host === ''
            ? 'empty'
            : special
              ? 'domain'
              : 'opaque',
    ascii,
    unicode: ascii,
    input,
    registrableDomain: null,
    registrableDomainUnicode: null,
    publicSuffix: null,
    publicSuffixUnicode: null,
    publicSuffixSource: null,
    ipRange: null,
  };
  if (info.kind === 'domain') {
    info.unicode = domainToUnicode(ascii);
    // the Public Suffix List, both sections (browsers use both: a github.io subdomain is its own site)
    const psl = parseDomain(ascii, {
      allowPrivateDomains: true,
      extractHostname: false,
      detectIp: false,
      validateHostname: false,
    });
    if (psl.publicSuffix !== null) {
      info.publicSuffix = psl.publicSuffix;
      info.publicSuffixUnicode = domainToUnicode(psl.publicSuffix);
      info.publicSuffixSource = psl.isPrivate ? 'private' : psl.isIcann ? 'icann' : 'none';
    }
    if (psl.domain !== null) {
      info.registrableDomain = psl.domain;
      info.registrableDomainUnicode = domainToUnicode(psl.domain);
    }
  } else if (typeof host === 'number') {
    info.ipRange = rangeOfIPv4(host);
  } else if (Array.isArray(host)) {
    info.ipRange = rangeOfIPv6(host);
  }
  return info;
}

function fragmentRoute(fragment: string | null): FragmentRoute | null {
  if (fragment === null) return null;
  if (!(fragment.startsWith('/') || fragment.startsWith('!/'))) return null;
  const q = fragment.indexOf('?');
  const query = q === -1 ? null : fragment.slice(q + 1);
  return {
    path: percentDecodeToString(q === -1 ? fragment : fragment.slice(0, q)),
    query,
    queryPairs: query === null ? [] : parseUrlencoded(query),
  };
}

function describeParts(url: URLRecord, href: string, hostInput: string | null): URLParts {
  const special = isSpecialScheme(url.scheme);
  const opaque = typeof url.path === 'string';
  const segments = opaque ? [] : (url.path as string[]);
  const pathname = opaque ? (url.path as string) : segments.length === 0 ? '' : `/${segments.join('/')}`;
  return {
    href,
    scheme: url.scheme,
    special,
    username: url.username,
    password: url.password,
    host: url.host === null ? null : hostInfo(url.host, special, hostInput),
    port: url.port,
    effectivePort: url.port ?? defaultPort(url.scheme),
    defaultPort: defaultPort(url.scheme),
    pathname,
    opaquePath: opaque,
    pathSegments: segments.map((raw) => ({ raw, decoded: percentDecodeToString(raw) })),
    query: url.query,
    queryPairs: url.query === null ? [] : parseUrlencoded(url.query),
    fragment: url.fragment,
    fragmentDecoded: url.fragment === null ? null : percentDecodeToString(url.fragment),
    fragmentRoute: fragmentRoute(url.fragment),
    origin: serializeOrigin(origin(url)),
  };
}

/** The components' spans in the input, from the splitter (only those read from the input). */
function componentSpans(input: string, split: URLSplit): ComponentSpans {
  const nonEmpty = (start: number, end: number): InputSpan | null => (end > start ? { start, end } : null);
  const own = (piece: { from: string; span?: InputSpan } | null): InputSpan | null =>
    piece !== null && piece.from === 'input' && piece.span !== undefined
      ? nonEmpty(piece.span.start, piece.span.end)
      : null;
  const scheme = own(split.scheme as { from: string; span?: InputSpan } | null);
  const authority =
    split.authoritySpan === null ? null : nonEmpty(split.authoritySpan.start, split.authoritySpan.end);
  const username = own(split.username as { from: string; span?: InputSpan } | null);
  const password = own(split.password as { from: string; span?: InputSpan } | null);
  const userinfo =
    authority !== null && split.at !== null
      ? nonEmpty(authority.start, split.at.start)
      : (username ?? password);
  const end = split.queryMark?.start ?? split.fragmentMark?.start ?? split.trailing?.start ?? input.length;
  const pathStart =
    split.authoritySpan !== null
      ? split.authoritySpan.end
      : scheme !== null
        ? scheme.end + 1
        : (split.leading?.end ?? 0);
  const path = split.fromBase.includes('path') ? null : nonEmpty(pathStart, end);
  const query =
    split.queryMark === null
      ? null
      : nonEmpty(split.queryMark.end, split.fragmentMark?.start ?? split.trailing?.start ?? input.length);
  const fragment =
    split.fragmentMark === null
      ? null
      : nonEmpty(split.fragmentMark.end, split.trailing?.start ?? input.length);
  return {
    scheme,
    authority,
    userinfo,
    host: own(split.host as { from: string; span?: InputSpan } | null),
    port: own(split.port as { from: string; span?: InputSpan } | null),
    path,
    query,
    fragment,
  };
}
