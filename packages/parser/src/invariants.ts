/**
 * The invariants between a URL's record, its serialization and the offsets the `URL` class keeps
 * (what rust-url's `check_invariants` and ada's `validate()` check), for tests: the differential, the
 * fuzzer and the WPT runs call it on every input.
 * @module
 */

import { serializeHost } from '@url/host/core';
import { toScalarValueString } from '@url/percent';
import { runBasicURLParser } from './basic-url-parser';
import type { URLParser } from './create';
import { urlFastPath } from './fast-path';
import type { URLOffsets, URLRecord } from './types';
import { partsToRecord, recordToParts, serializeURL, URLParts } from './url-parts';
import { serializeOrigin, serializePath } from './url-record';

const OFFSETS = [
  'href',
  'schemeEnd',
  'usernameEnd',
  'hostStart',
  'hostEnd',
  'pathStart',
  'queryStart',
  'hashStart',
] as const;

/** What is wrong with `p` as the offsets of `url` (https://url.spec.whatwg.org/#concept-url-serializer). */
function offsetErrors(p: URLOffsets, url: URLRecord, what: string): string[] {
  const errors: string[] = [];
  const { href, schemeEnd, usernameEnd, hostStart, hostEnd, pathStart, queryStart, hashStart } = p;
  const expect = (ok: boolean, message: string) => {
    if (!ok) errors.push(`${what}: ${message}`);
  };
  expect(href === serializeURL(url), `href ${JSON.stringify(href)} is not the serialization`);
  expect(href.slice(0, schemeEnd) === url.scheme && href[schemeEnd] === ':', 'schemeEnd');
  const pathEnd = queryStart !== -1 ? queryStart : hashStart !== -1 ? hashStart : href.length;
  expect(
    schemeEnd < usernameEnd + 1 &&
      usernameEnd <= hostStart &&
      hostStart <= hostEnd &&
      hostEnd <= pathStart &&
      pathStart <= pathEnd &&
      pathEnd <= href.length &&
      (hashStart === -1 || (hashStart >= pathEnd && href[hashStart] === '#')),
    `offsets out of order: ${OFFSETS.slice(1).map((k) => p[k])}`,
  );
  if (url.host === null) {
    expect(usernameEnd === schemeEnd + 1 && hostStart === usernameEnd && hostEnd === hostStart, 'no host');
    const prefix = href.slice(hostEnd, pathStart);
    expect(prefix === '' || prefix === '/.', `"${prefix}" before the path`);
  } else {
    expect(href.slice(schemeEnd + 1, schemeEnd + 3) === '//', '"//" after the scheme');
    expect(href.slice(schemeEnd + 3, usernameEnd) === url.username, 'username');
    const credentials = url.username !== '' || url.password !== '';
    expect(
      credentials
        ? href[hostStart - 1] === '@' &&
            href.slice(usernameEnd, hostStart - 1) === (url.password === '' ? '' : `:${url.password}`)
        : hostStart === usernameEnd,
      'password',
    );
    expect(href.slice(hostStart, hostEnd) === serializeHost(url.host), 'host');
    expect(href.slice(hostEnd, pathStart) === (url.port === null ? '' : `:${url.port}`), 'port');
  }
  expect(href.slice(pathStart, pathEnd) === serializePath(url), 'path');
  const queryEnd = hashStart !== -1 ? hashStart : href.length;
  expect(
    url.query === null
      ? queryStart === -1
      : href[queryStart] === '?' && href.slice(queryStart + 1, queryEnd) === url.query,
    'query',
  );
  expect(url.fragment === null ? hashStart === -1 : href.slice(hashStart + 1) === url.fragment, 'fragment');
  expect(serializeURL(partsToRecord(p as URLParts)) === href, 'the record read back from the offsets');
  return errors;
}

/**
 * Checks the invariants of `input` parsed against `base` by `stack` (its URL parser and `URL` class)
 * and returns what does not hold (nothing for an input that holds them all):
 * - the offsets of the record's serialization (the `URL` class's representation) point at each
 *   component of the URL record, and read back as the same record (the URL serializer,
 *   https://url.spec.whatwg.org/#concept-url-serializer);
 * - the fast path's offsets, when it answers, are the same numbers; the packed path record the `URL`
 *   class parses into serializes the same;
 * - the `URL` object's href and every getter agree with the record (https://url.spec.whatwg.org/#url-class),
 *   `URL.canParse` and `URL.parse` agree with the parser;
 * - parsing the serialization gives it back (https://url.spec.whatwg.org/#url-serializing).
 */
export function checkURLInvariants(stack: URLParser, input: string, base?: string | null): string[] {
  const errors: string[] = [];
  // The `URL` API takes USVStrings (lone surrogates become U+FFFD before tabs and newlines are removed)
  input = toScalarValueString(input);
  if (base != null) base = toScalarValueString(base);
  const baseRecord = base == null ? null : stack.parseURL(base);
  if (base != null && baseRecord === null) return errors;
  const url = stack.parseURL(input, baseRecord);
  const U = stack.URL;
  const baseArg = base == null ? undefined : base;
  if (U.canParse(input, baseArg) !== (url !== null)) errors.push('URL.canParse disagrees with the parser');
  if ((U.parse(input, baseArg) === null) !== (url === null))
    errors.push('URL.parse disagrees with the parser');
  if (url === null) return errors;
  const parts = new URLParts();
  recordToParts(url, parts);
  errors.push(...offsetErrors(parts, url, 'record offsets'));
  const href = parts.href;

  // the fast path's offsets, when it answers, are the state machine's
  const fast = new URLParts();
  let answered = false;
  if (baseRecord === null) {
    answered = urlFastPath.parseCanonical(input, fast, false, stack.hostParser);
  } else {
    const b = new URLParts();
    recordToParts(baseRecord, b);
    answered = urlFastPath.parseRelativeCanonical(input, b, fast);
  }
  if (answered) {
    for (const k of OFFSETS) {
      if (fast[k] !== parts[k]) errors.push(`fast path: ${k} is ${fast[k]}, the state machine's ${parts[k]}`);
    }
  }
  // the packed record (see runBasicURLParser's `pack`) serializes the same
  const packed = runBasicURLParser(input, baseRecord, null, 0, undefined, stack.hostParser, true);
  if (packed === null || serializeURL(packed) !== href) errors.push('the packed record serializes otherwise');

  // the URL object
  const u = new U(input, baseArg);
  const port = url.port === null ? '' : String(url.port);
  const host = url.host === null ? '' : serializeHost(url.host);
  const pathname = serializePath(url);
  const getters: Record<string, string> = {
    href,
    protocol: `${url.scheme}:`,
    username: url.username,
    password: url.password,
    host: url.host === null ? '' : port === '' ? host : `${host}:${port}`,
    hostname: host,
    port,
    pathname,
    search: url.query === null || url.query === '' ? '' : `?${url.query}`,
    hash: url.fragment === null || url.fragment === '' ? '' : `#${url.fragment}`,
    origin: serializeOrigin(stack.origin(url)),
  };
  for (const [name, value] of Object.entries(getters)) {
    const got = (u as unknown as Record<string, string>)[name];
    if (got !== value)
      errors.push(`URL.${name} is ${JSON.stringify(got)}, the record's ${JSON.stringify(value)}`);
  }
  // idempotence: the serialization parses to itself
  const again = stack.parseURL(href);
  if (again === null || serializeURL(again) !== href)
    errors.push('the serialization does not parse to itself');
  return errors;
}
