import { describe, expect, it } from 'vitest';
import { type Inspection, inspect } from '../src/index';

interface Case {
  name: string;
  input: string;
  base?: string;
  /** a subset of `parts` (toMatchObject), or null for a failure */
  parts: Record<string, unknown> | null;
  /** [kind, start, end, after] of every change, in order */
  changes: [string, number, number, string][];
  /** components where RFC 3986 disagrees */
  disagreements: string[];
  /** whether the input is RFC 3986-valid */
  rfcValid: boolean;
  /** kinds of the security notes, in order */
  security: string[];
  /** names of the validation errors */
  errors?: string[];
  check?: (r: Inspection) => void;
}

const CASES: Case[] = [
  {
    name: 'repeated query names and + spaces',
    input: 'https://shop.example/list?tag=red&tag=blue&q=red+shoes&q=%2B1',
    parts: {
      href: 'https://shop.example/list?tag=red&tag=blue&q=red+shoes&q=%2B1',
      query: 'tag=red&tag=blue&q=red+shoes&q=%2B1',
      queryPairs: [
        ['tag', 'red'],
        ['tag', 'blue'],
        ['q', 'red shoes'],
        ['q', '+1'],
      ],
      host: {
        kind: 'domain',
        ascii: 'shop.example',
        registrableDomain: 'shop.example',
        publicSuffix: 'example',
      },
      effectivePort: 443,
      port: null,
    },
    changes: [],
    disagreements: [],
    rfcValid: true,
    security: [],
    errors: [],
  },
  {
    name: 'a backslash before @',
    input: 'http://evil.example\\@good.example/login',
    parts: {
      href: 'http://evil.example/@good.example/login',
      host: { kind: 'domain', ascii: 'evil.example', input: 'evil.example' },
      username: '',
      pathname: '/@good.example/login',
      pathSegments: [
        { raw: '@good.example', decoded: '@good.example' },
        { raw: 'login', decoded: 'login' },
      ],
      origin: 'http://evil.example',
    },
    changes: [['backslash-as-slash', 19, 20, '/']],
    disagreements: ['userinfo', 'host', 'path'],
    rfcValid: false,
    security: ['backslash-before-at', 'readers-elsewhere'],
    errors: ['invalid-reverse-solidus'],
    check: (r) => {
      expect(r.rfc3986.error).toMatchObject({ rule: 'userinfo', index: 19 });
      const host = r.rfc3986.components.find((c) => c.component === 'host');
      expect(host).toMatchObject({ whatwg: 'evil.example', rfc3986: 'good.example', agree: false });
      expect(r.security[0]!.message).toContain('good.example');
      expect(r.security[0]!).toMatchObject({ severity: 'danger', start: 19, end: 20 });
    },
  },
  {
    name: 'credentials that look like the site',
    input: 'https://paypal.com@evil.example/login',
    parts: {
      href: 'https://paypal.com@evil.example/login',
      username: 'paypal.com',
      password: '',
      host: { ascii: 'evil.example', registrableDomain: 'evil.example' },
      origin: 'https://evil.example',
    },
    changes: [],
    disagreements: [],
    rfcValid: true,
    security: ['credentials'],
    errors: ['invalid-credentials'],
    check: (r) => {
      expect(r.security[0]!.severity).toBe('danger');
      expect(r.security[0]!.message).toContain('`paypal.com` is a username here, not the site');
      expect(r.security[0]!).toMatchObject({ start: 8, end: 19 });
    },
  },
  {
    name: 'IPv4 in hexadecimal with two parts',
    input: 'http://0x7f.1/admin',
    parts: {
      href: 'http://127.0.0.1/admin',
      host: {
        kind: 'IPv4',
        ascii: '127.0.0.1',
        input: '0x7f.1',
        ipRange: 'loopback',
        registrableDomain: null,
      },
    },
    changes: [['ipv4-rewritten', 7, 13, '127.0.0.1']],
    disagreements: ['host'],
    rfcValid: true,
    security: ['ipv4-notation', 'special-address', 'readers-elsewhere'],
    errors: ['IPv4-too-few-parts', 'IPv4-non-decimal-part'],
    check: (r) => {
      expect(r.changes[0]!.message).toContain('hexadecimal `0x7f`');
      expect(r.changes[0]!.message).toContain('2 parts instead of 4');
      expect(r.security.find((n) => n.kind === 'special-address')?.message).toContain('loopback');
    },
  },
  {
    name: 'upper-case scheme and host',
    input: 'HTTPS://Shop.EXAMPLE.com/A/B',
    parts: {
      href: 'https://shop.example.com/A/B',
      scheme: 'https',
      host: {
        ascii: 'shop.example.com',
        input: 'Shop.EXAMPLE.com',
        registrableDomain: 'example.com',
        publicSuffix: 'com',
        publicSuffixSource: 'icann',
      },
      pathSegments: [
        { raw: 'A', decoded: 'A' },
        { raw: 'B', decoded: 'B' },
      ],
    },
    changes: [
      ['scheme-lowercased', 0, 5, 'https'],
      ['host-lowercased', 8, 24, 'shop.example.com'],
    ],
    disagreements: [],
    rfcValid: true,
    security: [],
    errors: [],
  },
  {
    name: 'a scheme named localhost',
    input: 'localhost:3000/api',
    parts: {
      href: 'localhost:3000/api',
      scheme: 'localhost',
      special: false,
      host: null,
      opaquePath: true,
      pathname: '3000/api',
      pathSegments: [],
      origin: 'null',
      port: null,
      effectivePort: null,
    },
    changes: [],
    disagreements: [],
    rfcValid: true,
    security: ['scheme-looks-like-host'],
    errors: [],
    check: (r) => expect(r.security[0]!.message).toContain('`http://localhost:3000/api`'),
  },
  {
    name: 'no scheme and no base',
    input: 'example.com/path',
    parts: null,
    changes: [],
    disagreements: ['path'],
    rfcValid: true,
    security: [],
    errors: ['missing-scheme-non-relative-URL'],
    check: (r) => {
      expect(r.failure?.error?.type).toBe('missing-scheme-non-relative-URL');
      expect(r.failure?.message).toContain('no scheme and there is no base URL');
      expect(r.rfc3986.kind).toBe('relative-ref');
    },
  },
  {
    name: 'the default port',
    input: 'https://example.com:443/',
    parts: { href: 'https://example.com/', port: null, effectivePort: 443, defaultPort: 443 },
    changes: [['default-port-removed', 19, 23, '']],
    disagreements: [],
    rfcValid: true,
    security: [],
    errors: [],
  },
  {
    name: 'dot segments against a base',
    input: '/a/./b/../c',
    base: 'https://example.com/x/y',
    parts: {
      href: 'https://example.com/a/c',
      host: { ascii: 'example.com', input: null },
      pathSegments: [
        { raw: 'a', decoded: 'a' },
        { raw: 'c', decoded: 'c' },
      ],
    },
    changes: [
      ['resolved-against-base', 0, 11, 'https://example.com/a/c'],
      ['dot-segment-removed', 2, 4, ''],
      ['dot-segment-removed', 4, 9, ''],
    ],
    disagreements: [],
    rfcValid: true,
    security: [],
    errors: [],
    check: (r) => {
      expect(r.changes[0]!.message).toContain('scheme, userinfo, host and port taken from the base');
      expect(r.changes[2]!.message).toContain('(`b`)');
      expect(r.rfc3986.target).toBe('https://example.com/a/c');
    },
  },
  {
    name: 'an IDN host mixing Cyrillic and Latin',
    input: 'https://раypal.com/signin',
    parts: {
      href: 'https://xn--ypal-43d9g.com/signin',
      host: {
        kind: 'domain',
        ascii: 'xn--ypal-43d9g.com',
        unicode: 'раypal.com',
        registrableDomain: 'xn--ypal-43d9g.com',
        registrableDomainUnicode: 'раypal.com',
      },
    },
    changes: [['idna', 8, 18, 'xn--ypal-43d9g.com']],
    disagreements: [],
    rfcValid: false,
    security: ['mixed-script', 'readers-elsewhere'],
    errors: [],
    check: (r) => {
      expect(r.security[0]!.message).toContain('Cyrillic, Latin');
      expect(r.security[0]!.message).toContain('`xn--ypal-43d9g`');
      expect(r.security[0]!.message).toContain('U+0440');
      expect(r.rfc3986.error?.rule).toBe('reg-name');
    },
  },
  {
    name: 'a whole-script confusable',
    input: 'https://аррӏе.com/',
    parts: { href: 'https://xn--80ak6aa92e.com/', host: { unicode: 'аррӏе.com' } },
    changes: [['idna', 8, 17, 'xn--80ak6aa92e.com']],
    disagreements: [],
    rfcValid: false,
    security: ['confusable', 'readers-elsewhere'],
    check: (r) => expect(r.security[0]!.message).toContain('looks like the Latin `apple`'),
  },
  {
    name: 'a hash-routed single-page URL',
    input: 'https://app.example/#/search?q=red+shoes&page=2',
    parts: {
      href: 'https://app.example/#/search?q=red+shoes&page=2',
      query: null,
      queryPairs: [],
      fragment: '/search?q=red+shoes&page=2',
      fragmentRoute: {
        path: '/search',
        query: 'q=red+shoes&page=2',
        queryPairs: [
          ['q', 'red shoes'],
          ['page', '2'],
        ],
      },
    },
    changes: [],
    disagreements: [],
    rfcValid: true,
    security: ['fragment-not-sent'],
    check: (r) => {
      expect(r.security[0]!.message).toContain('never sees that query');
      expect(r.security[0]!).toMatchObject({ start: 20, end: 47 });
    },
  },
  {
    name: 'trimming, tabs, spaces and percent-encoding',
    input: ' \thttp://EXAMPLE.com/a b?c d#e f\t',
    parts: { href: 'http://example.com/a%20b?c%20d#e%20f', queryPairs: [['c d', '']] },
    changes: [
      ['trimmed', 0, 2, ''],
      ['host-lowercased', 9, 20, 'example.com'],
      ['path-percent-encoded', 22, 23, '%20'],
      ['query-percent-encoded', 26, 27, '%20'],
      ['fragment-percent-encoded', 30, 31, '%20'],
      ['trimmed', 32, 33, ''],
    ],
    disagreements: ['scheme', 'fragment'],
    rfcValid: false,
    security: ['fragment-not-sent', 'readers-elsewhere'],
    errors: ['invalid-URL-unit', 'invalid-URL-unit', 'invalid-URL-unit', 'invalid-URL-unit'],
  },
  {
    name: 'a tab inside the host',
    input: 'https://exa\tmple.com/',
    parts: { href: 'https://example.com/' },
    changes: [['tab-or-newline-removed', 11, 12, '']],
    disagreements: ['host'],
    rfcValid: false,
    security: ['host-disagreement', 'readers-elsewhere'],
    errors: ['invalid-URL-unit'],
  },
  {
    name: 'backslashes as slashes, extra slashes',
    input: 'http:\\\\\\example.com\\a',
    parts: { href: 'http://example.com/a' },
    changes: [
      ['slashes-normalized', 5, 8, '//'],
      ['backslash-as-slash', 5, 6, '/'],
      ['backslash-as-slash', 6, 7, '/'],
      ['backslash-as-slash', 7, 8, '/'],
      ['backslash-as-slash', 19, 20, '/'],
    ],
    disagreements: ['host', 'path'],
    rfcValid: false,
    security: ['host-disagreement', 'readers-elsewhere'],
  },
  {
    name: 'a file URL with localhost and a drive letter',
    input: 'file://localhost/C|/x',
    parts: { href: 'file:///C:/x', host: { kind: 'empty', ascii: '' } },
    changes: [
      ['localhost-removed', 7, 16, ''],
      ['drive-letter-normalized', 18, 19, ':'],
    ],
    disagreements: ['path'],
    rfcValid: false,
    security: [],
  },
  {
    name: 'an IPv4-mapped private address',
    input: 'http://[::ffff:10.0.0.1]/',
    parts: { href: 'http://[::ffff:a00:1]/', host: { kind: 'IPv6', ipRange: 'ipv4Mapped' } },
    changes: [['ipv6-normalized', 7, 24, '[::ffff:a00:1]']],
    disagreements: [],
    rfcValid: true,
    security: ['special-address'],
    check: (r) => expect(r.security[0]!.message).toContain('`10.0.0.1`, a private-use address'),
  },
  {
    name: 'an empty password and a non-default port',
    input: 'http://user:@host:8080/',
    parts: { href: 'http://user@host:8080/', port: 8080, effectivePort: 8080 },
    changes: [['empty-password-removed', 11, 12, '']],
    disagreements: ['userinfo'],
    rfcValid: true,
    security: ['credentials', 'non-default-port'],
  },
  {
    name: 'a percent-encoded host',
    input: 'https://exam%70le.org/',
    parts: { href: 'https://example.org/', host: { ascii: 'example.org', input: 'exam%70le.org' } },
    changes: [['host-percent-decoded', 8, 21, 'example.org']],
    disagreements: [],
    rfcValid: true,
    security: ['readers-elsewhere', 'host-percent-encoded'],
    errors: ['domain-percent-encoded'],
  },
  {
    name: 'a %2F inside a path segment',
    input: 'https://a.example/%2Fx/y%2fz',
    parts: {
      pathSegments: [
        { raw: '%2Fx', decoded: '/x' },
        { raw: 'y%2fz', decoded: 'y/z' },
      ],
    },
    changes: [],
    disagreements: [],
    rfcValid: true,
    security: [],
  },
  {
    name: 'a javascript: URL',
    input: 'javascript:alert(1)',
    parts: { href: 'javascript:alert(1)', opaquePath: true, host: null },
    changes: [],
    disagreements: [],
    rfcValid: true,
    security: ['script-scheme'],
  },
  {
    name: 'the private section of the Public Suffix List',
    input: 'https://project.github.io/',
    parts: {
      host: {
        registrableDomain: 'project.github.io',
        publicSuffix: 'github.io',
        publicSuffixSource: 'private',
      },
    },
    changes: [],
    disagreements: [],
    rfcValid: true,
    security: [],
  },
  {
    name: 'a base that does not parse',
    input: '/x',
    base: 'not a url',
    parts: null,
    changes: [],
    // the URL Standard has nothing; RFC 3986 reads a path (and does not resolve against an invalid base)
    disagreements: ['path'],
    rfcValid: true,
    security: [],
    check: (r) => expect(r.failure?.message).toContain('the base URL "not a url" does not parse'),
  },
  {
    name: 'an IPv4 address with a percent-encoded digit',
    input: 'http://1.2.3.%34/',
    parts: { href: 'http://1.2.3.4/', host: { kind: 'IPv4', ascii: '1.2.3.4', input: '1.2.3.%34' } },
    changes: [['ipv4-rewritten', 7, 16, '1.2.3.4']],
    disagreements: [],
    rfcValid: true,
    // a filter on the raw text, or a strict address parser, misses it (issue 13: `http://%38.8.8.8/`)
    security: ['readers-elsewhere', 'ipv4-notation'],
    errors: ['domain-percent-encoded'],
    check: (r) =>
      expect(r.changes[0]!.message).toBe(
        'IPv4 address written with a different spelling: rewritten as `1.2.3.4`',
      ),
  },
  {
    name: 'an IPv4 address with a trailing dot',
    input: 'http://1.2.3.4./',
    parts: { href: 'http://1.2.3.4/' },
    changes: [['ipv4-rewritten', 7, 15, '1.2.3.4']],
    disagreements: ['host'],
    rfcValid: true,
    security: ['ipv4-notation', 'readers-elsewhere'],
    check: (r) => {
      expect(r.changes[0]!.message).toContain('a trailing dot');
      expect(r.security[0]!.message).toContain('but not an address to inet_pton or an RFC 3986 parser');
    },
  },
  {
    name: 'a Windows drive letter where the host goes',
    input: 'file://c:/x',
    parts: { href: 'file:///c:/x', host: { kind: 'empty' } },
    changes: [['drive-letter-host', 7, 9, '/c:']],
    disagreements: ['host', 'path'],
    rfcValid: true,
    security: ['host-disagreement'],
    errors: ['file-invalid-Windows-drive-letter-host'],
  },
  {
    name: 'a backslash before @ in a scheme-relative input',
    input: '//a\\@b/',
    base: 'http://x/',
    parts: { href: 'http://a/@b/', host: { ascii: 'a' } },
    changes: [
      ['resolved-against-base', 0, 7, 'http://a/@b/'],
      ['backslash-as-slash', 3, 4, '/'],
    ],
    disagreements: ['userinfo', 'host', 'path'],
    rfcValid: false,
    security: ['backslash-before-at'],
    check: (r) => {
      expect(r.changes[0]!.message).toBe(
        'relative input resolved against the base `http://x/`: scheme taken from the base',
      );
      expect(r.security[0]!).toMatchObject({ start: 3, end: 4 });
      expect(r.security[0]!.message).toContain('(host `a`)');
      expect(r.security[0]!.message).toContain('(host `b`)');
    },
  },
  {
    name: 'an opaque host percent-encoded',
    input: 'foo://aéb/',
    parts: { href: 'foo://a%C3%A9b/', host: { kind: 'opaque', ascii: 'a%C3%A9b', input: 'aéb' } },
    changes: [['opaque-host-percent-encoded', 7, 8, '%C3%A9']],
    disagreements: [],
    rfcValid: false,
    security: [],
    check: (r) => expect(r.changes[0]!.message).toBe('opaque host percent-encoded: `é` → `%C3%A9`'),
  },
  {
    name: 'an all-Cyrillic lookalike label with a digit',
    input: 'https://аррӏе1.com/',
    parts: { href: 'https://xn--1-7sbp7ba27f.com/' },
    changes: [['idna', 8, 18, 'xn--1-7sbp7ba27f.com']],
    disagreements: [],
    rfcValid: false,
    security: ['confusable', 'readers-elsewhere'],
    check: (r) =>
      expect(r.security[0]!.message).toContain(
        'looks like the Latin `apple1`; in Punycode it is `xn--1-7sbp7ba27f`',
      ),
  },
  {
    name: 'a label mixing Latin with a script the check does not know',
    input: 'https://ᚠa.com/',
    parts: { href: 'https://xn--a-xij.com/' },
    changes: [['idna', 8, 14, 'xn--a-xij.com']],
    disagreements: [],
    rfcValid: false,
    security: ['mixed-script', 'readers-elsewhere'],
    check: (r) =>
      expect(r.security[0]!.message).toBe(
        'the label `ᚠa` mixes scripts (Unknown, Latin: `a` U+0061 Latin); in Punycode it is `xn--a-xij`, the host is `xn--a-xij.com`',
      ),
  },
];

describe('inspect', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const r = inspect(c.input, c.base);
    expect(r.input).toBe(c.input);
    expect(r.ok).toBe(c.parts !== null);
    if (c.parts === null) expect(r.parts).toBeNull();
    else expect(r.parts).toMatchObject(c.parts);
    expect(r.changes.map((ch) => [ch.kind, ch.start, ch.end, ch.after])).toEqual(c.changes);
    expect(r.rfc3986.disagreements).toEqual(c.disagreements);
    expect(r.rfc3986.valid).toBe(c.rfcValid);
    expect(r.security.map((n) => n.kind)).toEqual(c.security);
    if (c.errors !== undefined) expect(r.validationErrors.map((e) => e.type)).toEqual(c.errors);
    for (const e of r.validationErrors) expect(e.description).not.toBe(e.type);
    c.check?.(r);
  });

  it('returns plain data that JSON keeps as is', () => {
    for (const c of CASES) {
      const r = inspect(c.input, c.base);
      expect(JSON.parse(JSON.stringify(r))).toEqual(r);
    }
  });

  it('never throws, whatever the input', () => {
    for (const input of [
      '',
      ' ',
      '\u0000',
      '%',
      '\ud800',
      'http://[',
      'http://a:99999',
      '#',
      '?',
      'a'.repeat(10000),
    ]) {
      const r = inspect(input);
      expect(typeof r.ok).toBe('boolean');
    }
  });
});
