// scanCommonURL answers only when the basic URL parser would return the input's own substrings:
// whenever it answers, it must agree with whatwg-url (the reference parser), component by component;
// readURL (through @url/parser's URL class) must always agree.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as whatwg from 'whatwg-url';
import {
  componentAt,
  OFFSETS_LENGTH,
  readURL,
  SCHEME_ID,
  scanCommonURL,
  schemeOf,
  type URLComponents,
} from '../src/url-split';
import sample from './fixtures/workload-sample.json' with { type: 'json' };
import { readWptJSON } from './helpers/wpt';

function referenceComponents(input: string): string[] | null {
  const url = whatwg.basicURLParse(input);
  if (url === null) return null;
  return [
    url.scheme,
    url.username,
    url.password,
    url.host === null ? '' : whatwg.serializeHost(url.host),
    url.port === null ? '' : String(url.port),
    whatwg.serializePath(url),
    url.query ?? '',
    url.fragment ?? '',
  ];
}

/**
 * The components `scanCommonURL` reads in place, 'failure' when it answers that the URL fails to
 * parse (0 without a checker), or null when it does not answer.
 */
function splitCanonicalURL(input: string): URLComponents | 'failure' | null {
  const offsets = new Int32Array(OFFSETS_LENGTH);
  const r = scanCommonURL(input, offsets, null);
  if (r === -1) return null;
  if (r === 0) return 'failure';
  expect(r).toBe(1);
  const c = (k: number) => componentAt(input, offsets, k);
  expect(c(0)).toBe(schemeOf(input, offsets[1]!, offsets[SCHEME_ID]!));
  return [c(0), c(1), c(2), c(3), c(4), c(5), c(6), c(7)];
}

function check(input: string): boolean {
  const split = splitCanonicalURL(input);
  const ref = referenceComponents(input);
  if (split === 'failure') expect(ref, JSON.stringify(input)).toBeNull();
  else if (split !== null) expect(split, JSON.stringify(input)).toEqual(ref);
  expect(readURL(input)?.components ?? null, JSON.stringify(input)).toEqual(ref);
  return split !== null;
}

describe('scanCommonURL and readURL', () => {
  it('agrees with the URL parser on every urltestdata.json input', () => {
    const data = readWptJSON<any[]>('url/resources/urltestdata.json');
    let answered = 0;
    for (const c of data) {
      if (typeof c === 'string' || c.base !== null) continue;
      if (check(c.input)) answered++;
    }
    expect(answered).toBeGreaterThan(20);
  });

  it('answers for most of the workload URLs, and agrees', () => {
    let answered = 0;
    for (const url of sample.urls) if (check(url)) answered++;
    expect(answered / sample.urls.length).toBeGreaterThan(0.9);
  });

  it('agrees on generated URLs (canonical and nearly canonical)', () => {
    const piece = (chars: string[], max: number) =>
      fc.string({ unit: fc.constantFrom(...chars), maxLength: max });
    const urlArb = fc
      .tuple(
        fc.constantFrom('http', 'https', 'ws', 'wss', 'ftp', 'file', 'foo', 'git+ssh', 'HTTP', 'a1'),
        fc.constantFrom(
          '://',
          ':/',
          ':',
          '://',
          ':///',
          '://',
          '://u@',
          '://u:p@',
          '://:p@',
          '://u:@',
          '://a@b@',
          '://u%41@',
          '://u:p:q@',
          "://u'!$@",
        ),
        piece(['a', 'b', '0', '9', '.', '-', '_', 'x', 'n', 'A', '%', '@', ':', '[', ']', '~', '*'], 12),
        fc.constantFrom('', ':80', ':443', ':8080', ':0', ':08', ':', ':65536', ':21'),
        piece(
          ['/', 'a', '.', '%', '2', 'e', 'E', ' ', '"', '{', '|', ':', '\\', '~', "'", '^', '`', 'é'],
          14,
        ),
        fc.constantFrom('', '?', '?a=b', "?a='", '?a b', '?x#', '?%zz'),
        fc.constantFrom('', '#', '#a', '#a b', '#`', '#é', '##'),
      )
      .map((p) => p.join(''));
    fc.assert(
      fc.property(urlArb, (input) => {
        check(input);
      }),
      { numRuns: Number(process.env.SPLIT_RUNS ?? 5000) },
    );
  });

  it('agrees on edge cases of the one-pass common path', () => {
    for (const u of [
      'https://a.b.',
      'https://a.1',
      'https://a.1.',
      'https://1a.b',
      'https://a.xn--b',
      'https://xn--a.b',
      'https://x:0',
      'https://x:00',
      'http://x:80',
      'ws://x:80',
      'wss://x:443',
      'https://x?#',
      'https://x#?',
      'https://x/a/.',
      'https://x/.%2E/',
      'https://x/%2e',
      'https://x/..',
      'https://x/...',
      'https://x/a?b#c?d#e',
      "https://x/?'",
      'https://x/#`',
      'https://x/a\\b',
      'http://_._',
      'https://-',
      'https://x_y-z.com:65535/',
      'https://x:65536',
      'https://x:123456',
      'httpss://x/',
      'wsx://x/',
      'https:x',
      'https:/x',
      'https://x@y',
      'https://x.:1/',
      'file:///C|/x',
      'file://x/C|/y',
      'file://localhost',
      'file://localhost/x',
      'file://a.1/x',
      'file:///',
      'file://',
      'file://h?x#y',
      'file:///c|',
      'file:///c:',
      'file://x:1/',
      'file://LOCALHOST/',
      'file:///a/../b',
      'filex://a/',
      'https://a..b/',
      'https://.a/',
      'https://a.-1/',
      'https://a.b.xn--c/',
      'https://xn-a.b/',
      'https://axn--b.c/',
      'https://a.9b/',
      'https://a.b9/',
      'https://a./x',
      'https://a.b.:8080/x',
      'https://x/%2E%2e/b',
      'https://x/.a/..b/a./%2ex/%2',
      'https://x//a//',
      `https://x${'/a'.repeat(1500)}`,
      `https://x${'/a'.repeat(1500)}/../b`,
      `https://x${'/a'.repeat(1024)}/./b?q#f`,
      'https://x/a?b?c#d#e',
      "https://x/a?'#'",
      'https://x/^',
      'https://x/a#^{}|',
      'file:///c|x/',
      'file:///cc|/',
      'file:///|/',
    ])
      check(u);
  });

  it('leaves credentials to the parser, and reads Windows drive letters', () => {
    expect(readURL('https://user:pw@example.com/x')?.components).toEqual([
      'https',
      'user',
      'pw',
      'example.com',
      '',
      '/x',
      '',
      '',
    ]);
    expect(readURL('foo://user@h/x')?.components).toEqual(['foo', 'user', '', 'h', '', '/x', '', '']);
    expect(splitCanonicalURL('file:///C:/projects/x.ts')).toEqual([
      'file',
      '',
      '',
      '',
      '',
      '/C:/projects/x.ts',
      '',
      '',
    ]);
    for (const u of [
      'https://user:pw@example.com/x',
      'foo://user@/x',
      'file:///C:/projects/x.ts',
      'file://h/C:/x',
      'file:///C|/x',
      'file://C:/x',
    ])
      check(u);
  });

  it('says whether the path is opaque', () => {
    expect(readURL('mailto:a@b')?.opaquePath).toBe(true);
    expect(readURL('foo:')?.opaquePath).toBe(true);
    expect(readURL('foo:/x')?.opaquePath).toBe(false);
    expect(readURL('foo://h')?.opaquePath).toBe(false);
    expect(readURL('foo://')?.opaquePath).toBe(false);
    expect(readURL('https://h')?.opaquePath).toBe(false);
    expect(readURL('web+demo:/.//not-a-host/')?.components[5]).toBe('//not-a-host/');
    expect(readURL('web+demo:/.//not-a-host/')?.opaquePath).toBe(false);
    expect(readURL('/x', 'https://h/a/b')?.components[5]).toBe('/x');
    expect(readURL('/x', 'bad base')).toBeNull();
  });

  it('leaves anything it cannot vouch for to the parser', () => {
    for (const input of [
      'HTTPS://example.com/',
      'https://EXAMPLE.com/',
      'https://example.com:443/',
      'https://user:pa:ss@example.com/',
      'https://us er@example.com/',
      'file://user@example.com/',
      'https://[::1]/',
      'https://127.1/',
      'https://example.com/a/../b',
      'https://example.com/a b',
      'file://localhost/x',
      'https://example.com/caf\u00e9',
      'sc:/\t/h',
    ]) {
      expect(splitCanonicalURL(input), input).toBeNull();
      check(input);
    }
  });

  it("answers with @url/parser's scanner: canonical IPv4, xn-- labels, other schemes", () => {
    for (const input of [
      'https://127.0.0.1/',
      'https://xn--fi8h.com/',
      'mailto:someone@example.com',
      'ftp://example.com/x',
      'sc://host:1/p?q#f',
      'sc:/a/b',
      'https://user@example.com/',
      'https://user:pw@example.com:8080/x?q#f',
      'sc://u:p@h/x',
    ]) {
      expect(splitCanonicalURL(input), input).not.toBeNull();
      expect(check(input), input).toBe(true);
    }
    expect(schemeOf('mailto:x', 6, 0)).toBe('mailto');
  });

  it('answers "fails to parse" when the scanner knows the parser returns failure', () => {
    for (const input of ['https://x:65536', 'http://x:99999/a', 'wss://x:0123456?q', 'https://x:70000\\a']) {
      expect(splitCanonicalURL(input), input).toBe('failure');
      check(input);
    }
    // not when the digits could be a password, or are followed by anything else
    for (const input of ['https://x:99999@h/', 'https://x:99999a/']) {
      expect(splitCanonicalURL(input), input).not.toBe('failure');
      check(input);
    }
  });
});
