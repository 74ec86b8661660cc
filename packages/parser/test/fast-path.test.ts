// The fast paths answer "done" or "don't know", never something else: wherever they answer, their
// serialization AND every offset equal what the state machine followed by the serializer gives.
// Also: they do answer for most real input (otherwise these tests would prove little).
import { readFileSync } from 'node:fs';
import { createHostParser } from '@url/host';
import { tr46IDNA } from '@url/host/tr46';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { runBasicURLParser } from '../src/basic-url-parser';
import { MAX_UNBOUNDED_PATH, parseCanonical, parseRelativeCanonical } from '../src/fast-path';
import { basicURLParse, URL as OurURL } from '../src/index';
import { recordToParts, URLParts } from '../src/url-parts';
import { absoluteURL, baseURL, nearCanonicalRelative, nearCanonicalURL, relativeRef } from './arbitraries';
import { CORPORA, loadCorpus } from './corpora';

const hosts = createHostParser({ idna: tr46IDNA });

function viaStateMachine(input: string, base: string | null): URLParts | null {
  let baseRecord = null;
  if (base !== null) {
    baseRecord = runBasicURLParser(base, null, null, 0, undefined, hosts);
    if (baseRecord === null) return null;
  }
  const url = runBasicURLParser(input, baseRecord, null, 0, undefined, hosts);
  if (url === null) return null;
  const parts = new URLParts();
  recordToParts(url, parts);
  return parts;
}

const plain = (p: URLParts) => ({ ...p });

/**
 * Runs the fast path without and with the host parser; wherever it answers, checks it against the
 * state machine. Returns whether it answered (with the host parser: `withHosts`).
 */
function checkAbsolute(input: string, withHosts = false): boolean {
  const label = JSON.stringify(input);
  // The state machine runs once per input (the corpora hold ~100,000 lines); results are compared
  // cheaply first and through \`expect\` only when they differ, so a failure reports as before.
  const record = runBasicURLParser(input, null, null, 0, undefined, hosts);
  let reference: URLParts | null | undefined;
  const referenceParts = () => {
    if (reference === undefined) {
      reference = null;
      if (record !== null) {
        reference = new URLParts();
        recordToParts(record, reference);
      }
    }
    return reference;
  };
  // basicURLParse builds its record from the fast path's offsets when it can: it must equal the
  // state machine's record, host types included.
  same(basicURLParse(input), record, label);
  const fast = new URLParts();
  const answered = parseCanonical(input, fast);
  // The validate-only mode (URL.canParse) stops after the authority: it answers wherever the full
  // fast path does, and when it answers, the state machine does not fail.
  const valid = parseCanonical(input, new URLParts(), true);
  if (answered && !valid) expect(valid, label).toBe(true);
  if (valid && record === null) expect(record, label).not.toBeNull();
  if (answered) same(plain(fast), plain(referenceParts()!), label);
  // With the host parser (SCAN_HOST): a host that is not in serialized form goes straight to it. It
  // answers wherever the fast path without it does, and with the state machine's offsets.
  const fastHost = new URLParts();
  const answeredHost = parseCanonical(input, fastHost, false, hosts);
  const validHost = parseCanonical(input, new URLParts(), true, hosts);
  if (answered && !answeredHost) expect(answeredHost, label).toBe(true);
  if (valid && !validHost) expect(validHost, label).toBe(true);
  if (answeredHost && !validHost) expect(validHost, label).toBe(true);
  if (validHost && record === null) expect(record, label).not.toBeNull();
  if (answeredHost) same(plain(fastHost), plain(referenceParts()!), label);
  return withHosts ? answeredHost : answered;
}

/** \`expect(actual).toEqual(expected)\`, reached only when the two serialize differently. */
function same(actual: unknown, expected: unknown, label: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual, label).toEqual(expected);
}

function checkRelative(input: string, base: string): boolean {
  const b = viaStateMachine(base, null);
  if (b === null) return false;
  const fast = new URLParts();
  if (!parseRelativeCanonical(input, b, fast)) return false;
  expect(plain(fast), `${JSON.stringify(input)} against ${JSON.stringify(base)}`).toEqual(
    plain(viaStateMachine(input, base)!),
  );
  return true;
}

describe('parseCanonical', () => {
  for (const name of CORPORA) {
    test(`${name}: answers for almost every line, and answers right`, () => {
      const lines = loadCorpus(name);
      let answered = 0;
      for (const line of lines) if (checkAbsolute(line)) answered++;
      // Measured with Node's URL: 99.6% (kasztp), 93.8% (userbait), 99.9% (node_files), 100% (isaacs)
      // of the lines are canonical; the fast path also takes an empty path after the host.
      expect(answered / lines.length).toBeGreaterThan(0.99);
    });
  }

  test('every WPT urltestdata input without a base', () => {
    const data = JSON.parse(
      readFileSync(new URL('../../../wpt/url/resources/urltestdata.json', import.meta.url), 'utf8'),
    );
    let answered = 0;
    for (const t of data) {
      if (typeof t === 'string' || t.base !== null) continue;
      if (checkAbsolute(t.input)) answered++;
    }
    expect(answered).toBeGreaterThan(20);
  });

  test('generated inputs', () => {
    let answered = 0;
    fc.assert(
      fc.property(fc.oneof(nearCanonicalURL, absoluteURL), (input) => {
        if (checkAbsolute(input)) answered++;
      }),
      { numRuns: 20000 },
    );
    expect(answered).toBeGreaterThan(2000);
  });

  test.each([
    'http://example.com/',
    'http://example.com',
    'http://EXAMPLE.com/a?b#c',
    'http://ExAmple.COM:8080/p',
    'https://WWW.Example.com',
    'http://User@h/',
    'http://a.B1/',
    'http://A.0Xg/',
    'https://user:pass@example.com:8080/p?q#f',
    'https://:pass@h/',
    'http://1.2.3.4/',
    'file://1.2.3.4/x',
    'http://0.0.0.0/',
    'ws://255.255.255.255:1/',
    'http://a.b.c.d1/',
    'file:///C:/x',
    'file://host/x',
    'file://host',
    'sc:opaque',
    'sc:',
    'sc://',
    'sc://host',
    'sc:/a/b',
    'node:url',
    'ws://h:1',
  ])('takes %j', (input) => {
    expect(checkAbsolute(input)).toBe(true);
  });

  // No path or the path "/", then the end: scanPathQueryFragment answers without a path expression.
  // The same answer and offsets as the state machine (checkAbsolute), for every kind of URL; one
  // code unit more (a query, a fragment, a segment, an odd code unit) goes through the expressions.
  test.each([
    'http://h',
    'http://h/',
    'https://u:p@h:8080',
    'https://u:p@h:8080/',
    'ws://1.2.3.4',
    'file://',
    'file:///',
    'file://h',
    'file://h/',
    'sc:',
    'sc:/',
    'sc://',
    'sc:///',
    'sc://h',
    'sc://h/',
    'sc://u@h:1/',
  ])('takes %j, and with a query, fragment or segment after it', (input) => {
    expect(checkAbsolute(input)).toBe(true);
    for (const tail of ['?', '#', '?q#f', '/a']) {
      expect(checkAbsolute(input + tail), input + tail).toBe(true);
    }
    for (const tail of ['a', ' ', '`', '?`', '\\', '/..', '/.', '/%2E']) {
      // Kept or not, whatever the fast path answers equals the state machine's result.
      checkAbsolute(input + tail);
    }
  });

  test.each([
    'HTTP://example.com/',
    'http:example.com',
    'http://ex ample.com/',
    'http://user:@h/',
    'http://@h/',
    'http://a@b@h/',
    'http://h:/',
    'http://h:80/',
    'http://h:080/',
    'http://h:65536/',
    'http://1.2.3/',
    'http://01.2.3.4/',
    'http://1.2.3.4./',
    'http://a.0x1/',
    'http://a.1/',
    'http://A.0X1F/',
    'http://A.0X/',
    'http://A.1/',
    'file://HOST/x',
    'http://é.com/',
    'http://[::1]/',
    'http://h/a/../b',
    'http://h/a/%2e/b',
    'http://h/a/.',
    'http://h/a\\b',
    'http://h/a b',
    "http://h/?'",
    'http://h/#`',
    'file://localhost/x',
    'file://C:/x',
    'file:///C|/x',
    'file:///|x',
    'file:x',
    ' http://h/',
    'http://h/\t',
    'sc: x',
    'sc://h:00/',
    'sc://u@/',
  ])('refuses %j', (input) => {
    expect(checkAbsolute(input)).toBe(false);
  });

  test.each([
    'http://é.com/',
    'https://ＥＸＡＭＰＬＥ。com/p?q#f',
    'https://user:pw@Müller.de:8080/p?q#f',
    'https://u@é.com/',
    'http://é.a1/',
    'http://EXAMPLE.é/',
    'http://ex.é:1/',
    'http://é.com',
    'http://é.com?q',
    'ws://日本.jp:1',
    'http://%65x.com/',
    'http://a%2Eb/',
    'http://0x7f.1/',
    'http://0X7F.1/',
    'http://1.2.3/',
    'http://01.2.3.4/',
    'https://１２７.０.０.１/',
    'http://EXAMPLE.com./',
    'http://xn--nxasmq6b.com/',
    'http://a\u00adb.com/',
    'https://😀.example/',
    'http://ا1.com/',
    'wss://faß.de/',
  ])('takes %j with the host parser', (input) => {
    expect(checkAbsolute(input, true)).toBe(true);
  });

  test.each([
    'http://é\t.com/',
    'http://é.c\nom/',
    'http://é.com /',
    'http://é.com\u0000',
    'http://[é]/',
    'http://é.com\\x',
    'http://é.1/',
    'http://é\\x/',
    'http://é@h/',
    'http://é.com@h/',
    'http://é:80@h/',
    'http://é:8é/',
    'http://é[/',
    'http://\ud800.com/',
    'http://a\udc00b.com/',
    'http://é\ud83d/',
    'http://a b.é/',
    'http://xn--a.é/',
    'http://é.com/a b',
    'http://é.com:80/',
    'http://é.com:99999/',
    'http://u@@é/',
    'http:///',
    'file://é/',
    'file://é.com/x',
    'sc://é/',
    'HTTP://é.com/',
  ])('refuses %j with the host parser', (input) => {
    expect(checkAbsolute(input, true)).toBe(false);
  });

  test('idna-domains.txt: hosts of the benchmark corpus, with the host parser', () => {
    const lines = loadCorpus('idna-domains.txt');
    let accepted = 0;
    let answered = 0;
    for (const d of lines) {
      const input = `https://${d}/`;
      if (runBasicURLParser(input, null, null, 0, undefined, hosts) === null) continue;
      accepted++;
      if (checkAbsolute(input, true)) answered++;
    }
    expect(accepted).toBeGreaterThan(900);
    expect(answered).toBe(accepted);
  });

  test('generated Unicode hosts, with the host parser', () => {
    const piece = fc.oneof(
      { weight: 4, arbitrary: fc.stringMatching(/^[a-zA-Z0-9-]{1,5}$/) },
      { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }) },
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          'é',
          'É',
          'ß',
          'ẞ',
          'ς',
          '日本',
          'ｗ',
          '。',
          '．',
          '.',
          '\u200c',
          '\u200d',
          '\u00ad',
          'ا',
          '١',
          '1',
          '\u0301',
          'xn--',
          'xn--zca',
          '%41',
          '%c3%a9',
          '%',
          '\t',
          '[',
          ']',
          ':',
          '@',
          '\\',
          '\ud800',
          '\udc00',
          '😀',
          '０',
          'x',
          '-',
        ),
      },
    );
    const unicodeHost = fc.array(piece, { minLength: 1, maxLength: 5 }).map((xs) => xs.join(''));
    let answered = 0;
    fc.assert(
      fc.property(
        fc.constantFrom('http://', 'https://', 'ws://', 'ftp://', 'file://', 'sc://'),
        fc.constantFrom('', 'u@', 'u:p@'),
        unicodeHost,
        fc.constantFrom('', '', ':8080', ':80', ':'),
        fc.constantFrom('/', '', '/a?q#f', '?q', '#f', '/a b'),
        (scheme, userinfo, host, port, tail) => {
          if (checkAbsolute(scheme + userinfo + host + port + tail, true)) answered++;
        },
      ),
      { numRuns: 5000 },
    );
    expect(answered).toBeGreaterThan(500);
  });

  // Validate-only (URL.canParse) needs a valid scheme and authority, not a canonical tail.
  test.each([
    'http://h/a/../b',
    'http://h/a b',
    'http://h/\t',
    "http://h/?'",
    'https://h/é?%zz#<>`',
    'file:///C|/x',
    'file:///a/./b\\c',
    'sc: x',
    'sc:/a/%2e/b c',
  ])('validates %j without a canonical tail', (input) => {
    expect(checkAbsolute(input)).toBe(false);
    expect(parseCanonical(input, new URLParts(), true)).toBe(true);
  });

  test.each(['HTTP://h/', 'http://h:80/', 'http://1.2.3/', 'http://[::1]/', 'file://localhost/x'])(
    'does not validate %j (valid, left to the state machine)',
    (input) => {
      expect(parseCanonical(input, new URLParts(), true)).toBe(false);
      expect(OurURL.canParse(input)).toBe(true);
    },
  );

  test.each(['http://a b/', 'http://h:99999/', 'http://1.2.3.4.5/', 'sc://a b/', 'a:\t//:?', 'a:/\n/:?'])(
    'does not validate %j (invalid)',
    (input) => {
      expect(parseCanonical(input, new URLParts(), true)).toBe(false);
      expect(OurURL.canParse(input)).toBe(false);
    },
  );
});

describe('parseRelativeCanonical', () => {
  test('generated relative references against generated bases', () => {
    let answered = 0;
    fc.assert(
      fc.property(fc.oneof(nearCanonicalRelative, relativeRef), baseURL, (input, base) => {
        if (checkRelative(input, base)) answered++;
      }),
      { numRuns: 20000 },
    );
    expect(answered).toBeGreaterThan(2000);
  });

  test.each([
    ['a', 'http://h/b/c'],
    ['a/b?c#d', 'http://h/b/c?q#f'],
    ['./a', 'http://h/b/c'],
    ['../a', 'http://h/b/c'],
    ['../../../a', 'http://h/b/c'],
    ['..', 'http://h/b/c'],
    ['.', 'http://h/b/c'],
    ['..?x', 'http://h/b/c/d'],
    ['/a', 'https://u:p@h:81/b/c?q#f'],
    ['?x', 'http://h/b/c?q#f'],
    ['#x', 'http://h/b/c?q#f'],
    ['', 'http://h/b/c?q#f'],
    ['#', 'http://h/b?q'],
    ['?', 'http://h/b'],
    ['https://other/x', 'http://h/'],
    ['sc:x', 'http://h/'],
  ])('takes %j against %j', (input, base) => {
    expect(checkRelative(input, base)).toBe(true);
  });

  test.each([
    ['//other/x', 'http://h/'],
    ['\\x', 'http://h/'],
    ['/\\x', 'http://h/'],
    ['http:x', 'http://h/'],
    ['%2e/x', 'http://h/a/b'],
    ['.%2e/x', 'http://h/a/b'],
    ['a/../b', 'http://h/'],
    ['a b', 'http://h/'],
    ['é', 'http://h/'],
    ['a', 'file:///C:/x'],
    ['a', 'sc://h/x'],
    [' a', 'http://h/'],
    ['.//a', 'http://h/'],
  ])('refuses %j against %j', (input, base) => {
    expect(checkRelative(input, base)).toBe(false);
  });
});

describe('long input', () => {
  test('paths of more than 1024 segments, in one match or (long input) several, with the same answers', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `s${i}`).join('/');
    // Without the padding the unbounded expressions run; with it (a long query or fragment), the ones
    // matching 1024 segments at a time.
    for (const pad of ['', 'q'.repeat(MAX_UNBOUNDED_PATH)]) {
      for (const n of [1023, 1024, 1025, 2048, 2049, 5000]) {
        const m = `${n} ${pad.length}`;
        expect(checkAbsolute(`https://example.com/${many(n)}?q${pad}#f`), m).toBe(true);
        expect(checkAbsolute(`sc:/${many(n)}#${pad}`), m).toBe(true);
        expect(checkAbsolute(`file:///${many(n)}#${pad}`), m).toBe(true);
        expect(checkRelative(`${many(n)}?q${pad}`, 'http://h/a/b'), m).toBe(true);
        expect(checkRelative(`/${many(n)}?q${pad}`, 'http://h/a/b'), m).toBe(true);
        // a dot segment or an odd code unit right after a block boundary is still refused
        expect(checkAbsolute(`https://example.com/${many(n)}/../x?${pad}`), m).toBe(false);
        expect(checkAbsolute(`https://example.com/${many(n)}/%2e?${pad}`), m).toBe(false);
        expect(checkAbsolute(`https://example.com/${many(n)}/a b?${pad}`), m).toBe(false);
        expect(checkAbsolute(`file:///${many(n)}/../x?${pad}`), m).toBe(false);
        expect(checkAbsolute(`sc:/${many(n)}/./x?${pad}`), m).toBe(false);
        expect(checkRelative(`${many(n)}/./x?${pad}`, 'http://h/a/b'), m).toBe(false);
      }
    }
  });

  test('the unbounded expressions take the rest of the input up to MAX_UNBOUNDED_PATH code units', () => {
    for (const extra of [-1, 0, 1]) {
      // from the path's start: "/" + "a" * k, then "?", then the query
      const query = 'q'.repeat(MAX_UNBOUNDED_PATH - 12 + extra);
      const input = `https://h/${'a'.repeat(10)}?${query}`;
      expect(input.length - 'https://h'.length - MAX_UNBOUNDED_PATH).toBe(extra);
      expect(checkAbsolute(input)).toBe(true);
      expect(checkAbsolute(`${input.slice(0, 12)}/../${input.slice(12)}`)).toBe(false);
    }
  });

  test('a URL with three million path segments parses (no regular expression stack overflow)', () => {
    const input = `https://example.com/${'a/'.repeat(3_000_000)}`;
    expect(parseCanonical(input, new URLParts())).toBe(true);
    const url = new OurURL(input);
    expect(url.href.length).toBe(input.length);
    expect(url.pathname.length).toBe(6_000_001);
    expect(OurURL.canParse(`${input}?x#y`)).toBe(true);
  });
});

describe('packed paths (the URL class runs the state machine with `pack`)', () => {
  const serialized = (input: string, base: string | null, pack: boolean) => {
    const baseRecord = base === null ? null : runBasicURLParser(base, null, null, 0, undefined, hosts);
    if (base !== null && baseRecord === null) return null;
    const url = runBasicURLParser(input, baseRecord, null, 0, undefined, hosts, pack);
    if (url === null) return null;
    const parts = new URLParts();
    recordToParts(url, parts);
    return plain(parts);
  };

  test('give the same serialization and offsets as one entry per segment', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.oneof(absoluteURL, nearCanonicalURL).map((i) => [i, null] as const),
          fc.tuple(fc.oneof(relativeRef, nearCanonicalRelative), baseURL),
        ),
        ([input, base]) => {
          expect(serialized(input, base, true)).toEqual(serialized(input, base, false));
        },
      ),
      { numRuns: 20000 },
    );
  });

  test.each([
    ['http://h/a/b/c/../d/./e/..', null],
    ['http://h/a/b/c/%2e%2e/..', null],
    ['http://h/a//b/../../..', null],
    ['sc:/.//x', null],
    ['sc:/a/..//x/y', null],
    ['sc://h/a/b\\c/..', null],
    ['file:///C:/a/b/../../..', null],
    ['file:///C|/a/../..', null],
    ['file://C:/a/..', null],
    ['../../..', 'file:///C:/x/y'],
    ['a/b/../../../c', 'http://h/x/y/z'],
    ['http://h/a b/c/d/../e', null],
    ['http://h/a/b\\c/d/..', null],
  ])('%j against %j', (input, base) => {
    expect(serialized(input, base, true)).toEqual(serialized(input, base, false));
  });
});
