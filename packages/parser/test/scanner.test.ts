// The scanner (scanSchemeAndAuthority + scanPathQueryFragment, exported from @url/parser/fast-path and
// shared by the fast path layer and @url/pattern's URL splitting) answers "valid", "invalid" or
// "don't know", and never differently from the state machine. Checked both ways on the WPT inputs,
// the four benchmark corpora and generated input:
// - scanner to state machine: "valid" means the state machine's record has exactly the components
//   the scanner's offsets give (the host lowercased when it says so, "/" for an empty special path);
//   "invalid" means the state machine returns failure;
// - state machine to scanner: where the state machine fails, the scanner never said "valid"; where it
//   succeeds, never "invalid"; and of the inputs already in serialized form, the scanner answers for
//   almost all of the real ones (otherwise these tests would prove little).
import { readFileSync } from 'node:fs';
import { createHostParser, serializeHost } from '@url/host';
import { tr46IDNA } from '@url/host/tr46';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { runBasicURLParser } from '../src/basic-url-parser';
import {
  SCAN_INVALID,
  SCAN_LOWER,
  SCAN_NO_AUTHORITY,
  SCAN_SCHEME_ID,
  SCAN_UNKNOWN,
  scanPathQueryFragment,
  scanSchemeAndAuthority,
} from '../src/fast-path-entry';
import { serializePath, serializeURL, type URLOffsets, type URLRecord } from '../src/index';
import { absoluteURL, nearCanonicalURL } from './arbitraries';
import { CORPORA, loadCorpus } from './corpora';

const hosts = createHostParser({ idna: tr46IDNA });
const stateMachine = (input: string): URLRecord | null =>
  runBasicURLParser(input, null, null, 0, undefined, hosts);

const offsets = (): URLOffsets => ({
  href: '',
  schemeEnd: -9,
  usernameEnd: -9,
  hostStart: -9,
  hostEnd: -9,
  pathStart: -9,
  queryStart: -9,
  hashStart: -9,
});

interface Tally {
  valid: number;
  invalid: number;
  unknown: number;
  /** Inputs the state machine keeps exactly as they are (serializeURL(record) === input). */
  canonical: number;
  /** Of those, the ones the scanner answered "valid" for, through to the fragment. */
  canonicalAnswered: number;
}

const tally = (): Tally => ({ valid: 0, invalid: 0, unknown: 0, canonical: 0, canonicalAnswered: 0 });

/** Runs the scanner on `input`, checks its answer against the state machine, and counts it. */
function check(input: string, t: Tally): void {
  const what = JSON.stringify(input);
  const record = stateMachine(input);
  const out = offsets();
  const answer = scanSchemeAndAuthority(input, out);
  if (record !== null && serializeURL(record) === input) t.canonical++;
  if (answer === SCAN_UNKNOWN) {
    t.unknown++;
    return;
  }
  if (answer === SCAN_INVALID) {
    t.invalid++;
    expect(record, `${what}: the scanner says invalid`).toBeNull();
    return;
  }
  t.valid++;
  expect(answer, what).toBeGreaterThanOrEqual(0);
  expect(record, `${what}: the scanner says valid`).not.toBeNull();
  const url = record!;
  const { schemeEnd, usernameEnd, hostStart, hostEnd, pathStart } = out;
  const special = (answer & SCAN_SCHEME_ID) !== 0;
  expect(url.scheme, what).toBe(input.slice(0, schemeEnd));
  if ((answer & SCAN_NO_AUTHORITY) !== 0) {
    expect(special, what).toBe(false);
    expect(url.host, what).toBeNull();
    expect([url.username, url.password, url.port], what).toEqual(['', '', null]);
    expect(pathStart, what).toBe(schemeEnd + 1);
  } else {
    const authorityStart = schemeEnd + 3;
    expect(input.slice(schemeEnd, authorityStart), what).toBe('://');
    const credentials = hostStart !== authorityStart;
    expect(url.username, what).toBe(input.slice(authorityStart, usernameEnd));
    expect(url.password, what).toBe(
      credentials && usernameEnd < hostStart - 1 ? input.slice(usernameEnd + 1, hostStart - 1) : '',
    );
    const host = input.slice(hostStart, hostEnd);
    expect(url.host === null ? null : serializeHost(url.host), what).toBe(
      (answer & SCAN_LOWER) !== 0 ? host.toLowerCase() : host,
    );
    expect(url.port, what).toBe(hostEnd === pathStart ? null : Number(input.slice(hostEnd + 1, pathStart)));
    const c = input.charCodeAt(pathStart);
    expect(pathStart === input.length || c === 0x2f || c === 0x3f || c === 0x23, what).toBe(true);
  }
  // The second half: path, query and fragment as they are.
  if (!scanPathQueryFragment(input, pathStart, answer, out)) return;
  const { queryStart, hashStart } = out;
  const pathEnd = queryStart !== -1 ? queryStart : hashStart !== -1 ? hashStart : input.length;
  const path = input.slice(pathStart, pathEnd);
  expect(serializePath(url), what).toBe(special && path === '' ? '/' : path);
  expect(url.query, what).toBe(
    queryStart === -1 ? null : input.slice(queryStart + 1, hashStart === -1 ? input.length : hashStart),
  );
  expect(url.fragment, what).toBe(hashStart === -1 ? null : input.slice(hashStart + 1));
  if (serializeURL(url) === input) t.canonicalAnswered++;
  else
    expect(
      (answer & SCAN_LOWER) !== 0 || (special && path === ''),
      `${what}: answered, yet not its serialization`,
    ).toBe(true);
}

describe('the scanner never answers differently from the state machine', () => {
  test('every WPT urltestdata input without a base', () => {
    const data = JSON.parse(
      readFileSync(new URL('../../../wpt/url/resources/urltestdata.json', import.meta.url), 'utf8'),
    );
    const t = tally();
    for (const c of data) if (typeof c !== 'string' && c.base === null) check(c.input, t);
    expect(t.valid).toBeGreaterThan(50);
    expect(t.unknown).toBeGreaterThan(100);
  });

  for (const name of CORPORA) {
    test(`${name}: every line, and it answers for almost every canonical line`, () => {
      const t = tally();
      for (const line of loadCorpus(name)) check(line, t);
      expect(t.canonicalAnswered / t.canonical).toBeGreaterThan(0.99);
    });
  }

  test('generated input: near-canonical and arbitrary absolute URLs (40,000 runs)', () => {
    const t = tally();
    fc.assert(
      fc.property(fc.oneof(nearCanonicalURL, absoluteURL), (input) => {
        check(input, t);
      }),
      { numRuns: 40000 },
    );
    expect(t.valid).toBeGreaterThan(4000);
    expect(t.unknown).toBeGreaterThan(4000);
  });

  test('generated ports, both ways: too big is invalid exactly when the state machine fails', () => {
    const t = tally();
    const portInput = fc
      .tuple(
        fc.constantFrom('http', 'https', 'ws', 'wss', 'ftp', 'file', 'sc'),
        fc.constantFrom('a', 'a.b', '1.2.3.4', 'A', ''),
        fc.stringMatching(/^[0-9]{0,8}$/),
        fc.constantFrom('', '/', '?', '#', '\\', '@h', 'x', '\t'),
      )
      .map(([s, h, p, rest]) => `${s}://${h}:${p}${rest}`);
    fc.assert(
      fc.property(portInput, (input) => {
        check(input, t);
      }),
      { numRuns: 5000 },
    );
    expect(t.invalid).toBeGreaterThan(300);
    expect(t.valid).toBeGreaterThan(300);
  });

  // Where a special URL's host ends and its path starts, near the 65,536 code units at which the path
  // expressions change form; the second half gives the same answer whatever the first half scanned
  // last (it keeps nothing between calls that could leak into another input's answer).
  const longPath = 'https://a.com/' + 'x'.repeat(65536 - 6);
  test.each([
    ['https://a.com/x/y', true],
    ['https://a.com', true],
    ['https://a.com:8443/x', true],
    ['https://u:p@a.com/x', true],
    ['https://u@a.com/x/y', true],
    ['https://a.com?q=/x', true],
    ['https://a.com#/x', true],
    ['https://a.com/x?q=/y#/z', true],
    ['https://Ab.com/x', true],
    ['https://1.2.3.4/x', true],
    ['ws://a/b', true],
    ['https://a.com/./x', false],
    ['https://a.com/x/../y', false],
    ['https://a.com/%2e/x', false],
    ['https://a.com/x y', false],
    ['https://a.com/x\\y', false],
    [longPath, true],
    [longPath + 'x', true],
    [`https://a.com${'/b'.repeat(40000)}`, true],
  ] as const)('host and path boundaries: %j', (input, expected) => {
    check(input, tally());
    const a = offsets();
    const answer = scanSchemeAndAuthority(input, a);
    expect(answer).toBeGreaterThanOrEqual(0);
    const first = scanPathQueryFragment(input, a.pathStart, answer, a);
    expect(first).toBe(expected);
    // The same answer with nothing kept from the first half (another input scanned in between).
    scanSchemeAndAuthority('https://b.com/other/path', offsets());
    const b = offsets();
    const second = scanPathQueryFragment(input, a.pathStart, answer, b);
    expect([second, b.queryStart, b.hashStart]).toEqual([first, a.queryStart, a.hashStart]);
  });

  test.each([
    ['https://example.com/a?b#c', true],
    ['https://EXAMPLE.com/', true],
    ['http://u:p@h:8080/', true],
    ['sc:opaque', true],
    ['sc:/a', true],
    ['http://h:65536/', 'invalid'],
    ['ws://h:99999', 'invalid'],
    ['http://h:99999@x/', true], // a password, not a port
    ['http://h:80/', false],
    ['HTTP://h/', false],
    ['sc:/\t/h', false],
  ] as const)('%j', (input, expected) => {
    const answer = scanSchemeAndAuthority(input, offsets());
    expect(answer === SCAN_INVALID ? 'invalid' : answer >= 0).toBe(expected);
    check(input, tally());
  });
});
