// Property tests (fast-check) on generated inputs:
// - parse → serialize → parse gives the same href (idempotence), for records and the class;
// - every setter leaves a URL whose href re-parses to itself;
// - canParse agrees with the constructor, and parse with both;
// - a reporter never changes a result.
import { createHostParser } from '@url/host';
import { tr46IDNA } from '@url/host/tr46';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { basicURLParse, createURLParser, serializeURL, URL } from '../src/index';
import {
  absoluteURL,
  baseURL,
  nearCanonicalRelative,
  nearCanonicalURL,
  relativeRef,
  text,
} from './arbitraries';

const RUNS = 3000;
const anyInput = fc.oneof(absoluteURL, nearCanonicalURL);
const anyPair = fc.oneof(
  anyInput.map((i) => [i, undefined] as const),
  fc.tuple(fc.oneof(relativeRef, nearCanonicalRelative), baseURL),
);

function tryURL(input: string, base?: string): URL | null {
  try {
    return new URL(input, base);
  } catch {
    return null;
  }
}

describe('idempotence', () => {
  test('records: serializeURL(basicURLParse(serializeURL(r))) is serializeURL(r)', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const url = basicURLParse(input);
        if (url === null) return;
        const href = serializeURL(url);
        const again = basicURLParse(href);
        expect(again).not.toBeNull();
        expect(serializeURL(again!)).toBe(href);
        expect(again).toEqual(basicURLParse(href));
      }),
      { numRuns: RUNS },
    );
  });

  test('the class: new URL(new URL(s).href).href is new URL(s).href, components too', () => {
    fc.assert(
      fc.property(anyPair, ([input, base]) => {
        const url = tryURL(input, base);
        if (url === null) return;
        const again = new URL(url.href);
        expect(again.href).toBe(url.href);
        for (const k of [
          'protocol',
          'username',
          'password',
          'host',
          'port',
          'pathname',
          'search',
          'hash',
        ] as const) {
          expect(again[k], k).toBe(url[k]);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

const SETTERS = [
  'href',
  'protocol',
  'username',
  'password',
  'host',
  'hostname',
  'port',
  'pathname',
  'search',
  'hash',
];
const setterValue = fc.oneof(
  text(8),
  fc.constantFrom(
    '',
    'https',
    'sc',
    'file',
    'ws:',
    'x.y:81',
    '[::1]',
    '8080',
    '/a/../b',
    '?q',
    '#f',
    'http://other/',
    'C:',
    '\t\n ',
  ),
);

describe('setters', () => {
  test('every setter leaves a URL whose href re-parses to itself', () => {
    fc.assert(
      fc.property(anyPair, fc.constantFrom(...SETTERS), setterValue, ([input, base], name, value) => {
        const url = tryURL(input, base);
        if (url === null) return;
        try {
          (url as any)[name] = value;
        } catch (e) {
          // Only the href setter throws, and only a TypeError.
          expect(name).toBe('href');
          expect(e).toBeInstanceOf(TypeError);
        }
        const href = url.href;
        // A gap in the standard (whatwg-url gives the same): a special URL whose first path segment
        // is a drive letter like `C|` keeps it when the protocol setter makes it file:, while
        // parsing that href normalizes it to `C:`. Pinned by its own test below.
        if (url.protocol === 'file:' && /^\/[A-Za-z]\|/.test(url.pathname)) return;
        expect(new URL(href).href).toBe(href);
        // The record-level parse of the new href agrees too.
        expect(serializeURL(basicURLParse(href)!)).toBe(href);
      }),
      { numRuns: RUNS },
    );
  });

  test('the one gap: a drive letter with | that the protocol setter carries into file:', () => {
    // found by a CI seed (174227832); whatwg-url 17.3.0 gives the same two hrefs
    const url = new URL('C|', 'http://1.2.3.4/a');
    url.protocol = 'file';
    expect(url.href).toBe('file://1.2.3.4/C|');
    expect(new URL(url.href).href).toBe('file://1.2.3.4/C:');
  });

  test('searchParams edits leave a URL whose href re-parses to itself', () => {
    fc.assert(
      fc.property(anyPair, text(4), text(4), ([input, base], name, value) => {
        const url = tryURL(input, base);
        if (url === null) return;
        url.searchParams.append(name, value);
        expect(new URL(url.href).href).toBe(url.href);
        url.searchParams.delete(name);
        expect(new URL(url.href).href).toBe(url.href);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('agreement', () => {
  test('canParse and parse agree with the constructor', () => {
    fc.assert(
      fc.property(anyPair, ([input, base]) => {
        const url = tryURL(input, base);
        expect(URL.canParse(input, base)).toBe(url !== null);
        expect(URL.parse(input, base)?.href ?? null).toBe(url?.href ?? null);
      }),
      { numRuns: RUNS },
    );
  });

  test('a reporter never changes a result (records and the class)', () => {
    let reported = 0;
    const reporting = createURLParser({
      host: createHostParser({ idna: tr46IDNA }),
      report: () => {
        reported++;
      },
    });
    fc.assert(
      fc.property(anyPair, ([input, base]) => {
        const baseRecord = base === undefined ? null : basicURLParse(base);
        const plain = basicURLParse(input, { base: baseRecord });
        const withReport = basicURLParse(input, { base: baseRecord, report: () => {} });
        expect(withReport).toEqual(plain);
        let href: string | null = null;
        try {
          href = new reporting.URL(input, base).href;
        } catch {}
        expect(href).toBe(tryURL(input, base)?.href ?? null);
      }),
      { numRuns: RUNS },
    );
    expect(reported).toBeGreaterThan(RUNS);
  });
});
