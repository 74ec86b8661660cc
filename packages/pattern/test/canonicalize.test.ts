// The canonicalize callbacks (fast paths included) against the standard's steps run literally on
// whatwg-url, the reference URL parser: same result, or both throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as whatwg from 'whatwg-url';
import {
  canonicalizeAHash,
  canonicalizeAHostname,
  canonicalizeAnIPv6Hostname,
  canonicalizeAnOpaquePathname,
  canonicalizeAPassword,
  canonicalizeAPathname,
  canonicalizeAPort,
  canonicalizeAProtocol,
  canonicalizeASearch,
  canonicalizeAUsername,
} from '../src/canonicalize';

const dummy = () => whatwg.basicURLParse('https://dummy.invalid/')!;

// The standard's steps (https://urlpattern.spec.whatwg.org/#canon-encoding-callbacks), on whatwg-url.
const reference = {
  protocol(value: string) {
    if (value === '') return value;
    const r = whatwg.basicURLParse(`${value}://dummy.invalid/`);
    if (r === null) throw new TypeError();
    return r.scheme;
  },
  username(value: string) {
    if (value === '') return value;
    const u = dummy();
    whatwg.setTheUsername(u, value);
    return u.username;
  },
  password(value: string) {
    if (value === '') return value;
    const u = dummy();
    whatwg.setThePassword(u, value);
    return u.password;
  },
  hostname(value: string) {
    if (value === '') return value;
    const u = dummy();
    if (whatwg.basicURLParse(value, { url: u, stateOverride: 'hostname' }) === null) throw new TypeError();
    return u.host === null ? '' : whatwg.serializeHost(u.host);
  },
  port(value: string, protocol?: string) {
    if (value === '') return value;
    const u = dummy();
    // whatwg/urlpattern#286: no protocol given means an empty scheme
    u.scheme = protocol ?? '';
    if (whatwg.basicURLParse(value, { url: u, stateOverride: 'port' }) === null) throw new TypeError();
    return u.port === null ? '' : String(u.port);
  },
  pathname(value: string) {
    if (value === '') return value;
    const leading = value[0] === '/';
    const u = dummy();
    u.path = [];
    whatwg.basicURLParse(leading ? value : `/-${value}`, { url: u, stateOverride: 'path start' });
    const r = whatwg.serializePath(u);
    return leading ? r : r.slice(2);
  },
  opaquePathname(value: string) {
    if (value === '') return value;
    const u = dummy();
    u.path = '';
    if (whatwg.basicURLParse(value, { url: u, stateOverride: 'opaque path' }) === null) throw new TypeError();
    return whatwg.serializePath(u);
  },
  search(value: string) {
    if (value === '') return value;
    const u = dummy();
    u.query = '';
    whatwg.basicURLParse(value, { url: u, stateOverride: 'query' });
    return u.query;
  },
  hash(value: string) {
    if (value === '') return value;
    const u = dummy();
    u.fragment = '';
    whatwg.basicURLParse(value, { url: u, stateOverride: 'fragment' });
    return u.fragment;
  },
};

function outcome(f: () => string): string {
  try {
    return `ok:${f()}`;
  } catch (e) {
    expect(e).toBeInstanceOf(TypeError);
    return 'throws';
  }
}

const text = fc.string({
  unit: fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom('a', 'b', 'z', 'A', '0', '9', '-', '.', '_', '~', '%', '2', 'e', 'x', 'n'),
    },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '/',
        '\\',
        '?',
        '#',
        '@',
        ':',
        ';',
        '=',
        '[',
        ']',
        '{',
        '}',
        '^',
        '`',
        '|',
        "'",
        '"',
        '<',
        '>',
        ' ',
        '!',
        '$',
        '&',
        '(',
        ')',
        '*',
        '+',
        ',',
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('\t', '\n', '\u0000', '\u007f', 'é', 'ß', '\u00ad', '🍅', '\ufffd', 'ｘ'),
    },
  ),
  maxLength: 12,
});

const cases: [string, (v: string) => string, (v: string) => string][] = [
  ['protocol', canonicalizeAProtocol, reference.protocol],
  ['username', canonicalizeAUsername, reference.username],
  ['password', canonicalizeAPassword, reference.password],
  ['hostname', canonicalizeAHostname, reference.hostname],
  ['port', (v) => canonicalizeAPort(v), (v) => reference.port(v)],
  ['port (http)', (v) => canonicalizeAPort(v, 'http'), (v) => reference.port(v, 'http')],
  ['port (foo)', (v) => canonicalizeAPort(v, 'foo'), (v) => reference.port(v, 'foo')],
  ['pathname', canonicalizeAPathname, reference.pathname],
  ['opaque pathname', canonicalizeAnOpaquePathname, reference.opaquePathname],
  ['search', canonicalizeASearch, reference.search],
  ['hash', canonicalizeAHash, reference.hash],
];

const examples = [
  '',
  'a',
  'example.com',
  '.example.com',
  'example.',
  'a..b',
  'xn--fi8h',
  'xn--a',
  'EXAMPLE',
  '1.2.3.4',
  'a.0x1',
  'a.09',
  '0',
  '443',
  '80',
  '0080',
  '65536',
  '99999999999',
  '8080abc',
  '/foo/./bar',
  '/foo/../bar',
  '.',
  '..',
  '%2e',
  '.%2E',
  '/a/%2e%2e/b',
  'foo bar',
  'a?b',
  'a#b',
  "it's",
  '/-',
  'c:',
  'http',
  'HTTP',
  'a+b',
  '1a',
  'café',
  '🍅',
  '[::1]',
  'a\tb',
  ' a',
  'a ',
  'a b',
  'a%20b',
  '%zz',
];

describe('canonicalize callbacks ≡ the standard on whatwg-url', () => {
  for (const [name, ours, ref] of cases) {
    it(`${name}: examples`, () => {
      for (const v of examples)
        expect(
          outcome(() => ours(v)),
          JSON.stringify(v),
        ).toBe(outcome(() => ref(v)));
    });
    it(`${name}: random strings`, () => {
      fc.assert(
        fc.property(text, (v) => {
          expect(
            outcome(() => ours(v)),
            JSON.stringify(v),
          ).toBe(outcome(() => ref(v)));
        }),
        { numRuns: Number(process.env.CANON_RUNS ?? 1500) },
      );
    });
  }
});

describe('canonicalize an IPv6 hostname', () => {
  it('lowercases hex digits and keeps brackets and colons', () => {
    expect(canonicalizeAnIPv6Hostname('[::ABCD]')).toBe('[::abcd]');
    expect(canonicalizeAnIPv6Hostname('[2001:DB8::1]')).toBe('[2001:db8::1]');
  });
  it('rejects anything else, naming the character', () => {
    expect(() => canonicalizeAnIPv6Hostname('[::xY]')).toThrow(/unexpected "x" at index 3/);
    expect(() => canonicalizeAnIPv6Hostname('fé')).toThrow(TypeError);
  });
});
