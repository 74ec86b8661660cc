import { describe, expect, it } from 'vitest';
import { goQuote, goReader, readGo } from '../src/go.ts';

/** Go 1.19, the version installed here: the unit tests below and the live differential. */
const go = goReader({ version: '1.19' });

import { liveCommands } from '../live/driver.ts';
import { COMPONENTS, type DifferenceClass, rate } from './live/agreement.ts';
import { checkRealVersion, type ErrorClass, liveCheck } from './live/model-check.ts';

/** Known differences between the model and Go 1.19 (each listed in the README's Go section). */
export const GO_CLASSES: readonly DifferenceClass[] = [];

/**
 * Known error-text differences: Go 1.19's strconv.Quote knows Unicode 13; the model asks the
 * runtime's newer tables whether a code point is printable, so a newer one shows raw, not \U….
 */
export const GO_ERROR_CLASSES: readonly ErrorClass[] = [
  {
    id: 'unicode-tables',
    matches: (d) =>
      d.model ===
      d.real.replace(/\\U([0-9a-f]{8})/g, (_, h: string) => String.fromCodePoint(parseInt(h, 16))),
  },
];

describe('go: net/url.Parse model', () => {
  it('rejects the issue example as Go does: invalid userinfo', () => {
    const r = go.read('http://evil.example\\@good.example/login');
    expect(r).toMatchObject({ ok: false, error: 'net/url: invalid userinfo' });
    expect(r.reader).toEqual({
      name: 'go',
      label: 'Go net/url.Parse',
      version: '1.19',
      basis: 'live-differential',
    });
  });

  it('maps the URL fields to the common shape', () => {
    expect(go.read('HTTP://u%41:p%3a@[fe80::1%25en0]:8080/a%2Fb/c d?q=1#f%20g')).toEqual({
      ok: true,
      reader: go.info,
      scheme: 'http',
      userinfo: 'uA:p%3A',
      host: 'fe80::1%en0',
      port: '8080',
      path: '/a/b/c%20d',
      query: 'q=1',
      fragment: 'f%20g',
    });
    expect(go.read('mailto:a@b?x')).toMatchObject({ scheme: 'mailto', host: null, path: 'a@b', query: 'x' });
    expect(go.read('http://h/?')).toMatchObject({ query: '', fragment: null });
    expect(go.read('http://h/#')).toMatchObject({ query: null, fragment: null });
    expect(go.read('*')).toMatchObject({ ok: true, scheme: null, path: '*' });
    expect(go.read('//h:/p')).toMatchObject({ scheme: null, host: 'h', port: null, path: '/p' });
    expect(go.read('http://%C3%A9.example/')).toMatchObject({ host: 'é.example' });
    expect(go.read('http://%FF/')).toMatchObject({ host: '\uFFFD' });
    expect(go.read('/%2A')).toMatchObject({ path: '/%2A' });
    expect(go.read('/a%2Fb')).toMatchObject({ path: '/a%2Fb' });
    expect(go.read('http://u@h/')).toMatchObject({ userinfo: 'u' });
  });

  it('raises the errors Go raises, with their messages', () => {
    const error = (s: string) => {
      const r = go.read(s);
      return r.ok ? null : r.error;
    };
    expect(error('http://a b/')).toBe('invalid character " " in host name');
    expect(error('http://h:8a/')).toBe('invalid port ":8a" after host');
    expect(error('http://[::1/')).toBe("missing ']' in host");
    expect(error('http://[::1]x/')).toBe('invalid port "x" after host');
    expect(error(':x')).toBe('missing protocol scheme');
    expect(error('a:b/c')).toBeNull();
    expect(error('ab/c:d')).toBeNull();
    expect(error('a/b:c')).toBeNull();
    expect(error('1a:b')).toBe('first path segment in URL cannot contain colon');
    expect(error('http://h/%zz')).toBe('invalid URL escape "%zz"');
    expect(error('http://h/%é')).toBe('invalid URL escape "%é"');
    expect(error('http://h/%\u00e9'.slice(0, 10))).toBe('invalid URL escape "%"');
    expect(error('http://%41/')).toBe('invalid URL escape "%41"');
    expect(error('http://[::1%25%00]/')).toBe('invalid URL escape "%00"');
    expect(error('http://[::1%25a%20b]:1/')).toBeNull();
    expect(error('http://[::1%25a]%41/')).toBe('invalid port "%41" after host');
    expect(error('http://a\tb/')).toBe('net/url: invalid control character in URL');
    expect(error('http://u:%zz@h/')).toBe('invalid URL escape "%zz"');
    expect(error('http://%zz:p@h/')).toBe('invalid URL escape "%zz"');
    expect(error('http://h/#%zz')).toBe('invalid URL escape "%zz"');
  });

  it("quotes error text as Go's strconv.Quote does", () => {
    expect(goQuote('a"\\b')).toBe('"a\\"\\\\b"');
    expect(goQuote('\x07\b\f\n\r\t\v\x01\x7f')).toBe('"\\a\\b\\f\\n\\r\\t\\v\\x01\\x7f"');
    expect(goQuote('\xc3\xa9')).toBe('"é"');
    expect(goQuote('\xc2\x85')).toBe('"\\u0085"');
    expect(goQuote('\xf3\xa0\x80\x81')).toBe('"\\U000e0001"');
    expect(goQuote('\xff\xef\xbf\xbd')).toBe('"\\xff\uFFFD"');
  });

  it('agrees with the real Go net/url.Parse on >= 99.9% of inputs per component', async () => {
    checkRealVersion(['go', 'version'], /\bgo1\.19(\.|\s)/, 'Go 1.19', liveCommands.go);
    const check = await liveCheck(go, liveCommands.go, GO_CLASSES, undefined, GO_ERROR_CLASSES);
    console.log(check.report);
    expect(check.agreement.total).toBeGreaterThan(100_000);
    for (const c of COMPONENTS) expect(rate(check.agreement, c), c).toBeGreaterThanOrEqual(0.999);
    expect(check.unclassified.slice(0, 5)).toEqual([]);
    expect(check.unclassifiedErrors.slice(0, 5)).toEqual([]);
  });

  it('classifies the listed error-text class on its README example, live', async () => {
    const input = 'http://h:1\u{1FAE8}/';
    const check = await liveCheck(go, liveCommands.go, GO_CLASSES, [input, 'http://h:x/'], GO_ERROR_CLASSES);
    expect(check.unclassified).toEqual([]);
    expect(check.errorsByClass.get('unicode-tables')).toEqual([
      {
        input,
        model: 'invalid port ":1\u{1FAE8}" after host',
        real: 'invalid port ":1\\U0001fae8" after host',
      },
    ]);
    // Without the class the same difference is reported as unclassified: the check can fail.
    const bare = await liveCheck(go, liveCommands.go, GO_CLASSES, [input]);
    expect(bare.unclassifiedErrors.map((d) => d.input)).toEqual([input]);
  });

  it('names both versions when the installed Go is not the one modelled, and how to install a missing one', () => {
    expect(() => checkRealVersion(['go', 'version'], /go1\.99\b/, 'Go 1.99', liveCommands.go)).toThrow(
      /reports "go version go1\.19[^"]*"; the model follows Go 1\.99/,
    );
    expect(() => checkRealVersion(['/nonexistent/go', 'version'], /go/, 'Go 1.19', liveCommands.go)).toThrow(
      /Install: apt-get install -y golang-go/,
    );
  });
});

/**
 * The newest release (the default, '1.27') against 1.19. The inputs are entries of Go's own
 * `TestParseErrors` table in `src/net/url/url_test.go` (the bracket cases arrived with the
 * IP-literal checks; `wantErr` quoted after each), and the colon cases those Go's release notes
 * name for GODEBUG `urlstrictcolons` (1.26) and its limit to http/https (1.27).
 */
describe('go: the newest release (1.27) where it differs from 1.19', () => {
  const newest = goReader();
  const errorOf = (s: string, version?: '1.19' | '1.27') => {
    const r = readGo(s, version === undefined ? {} : { version });
    return r.ok ? null : r.error;
  };

  it('is the default, and names its version', () => {
    expect(newest.info.version).toBe('1.27');
    expect(readGo('http://a/').reader.version).toBe('1.27');
    expect(readGo('http://a/', { version: '1.19' }).reader.version).toBe('1.19');
  });

  it('rejects an IP-literal that does not start the host (url_test.go: {"http://example.com[::1]", true}, CVE-2026-25679)', () => {
    for (const s of ['http://example.com[::1]', 'http://example.com[::1', 'http://.[::1]', 'http:// [::1]']) {
      expect(errorOf(s), s).toBe('invalid IP-literal');
    }
    expect(readGo('http://example.com[::1', { version: '1.19' })).toMatchObject({
      ok: true,
      host: 'example.com[:',
      port: '1',
    });
  });

  it('accepts only an IPv6 address in brackets (url_test.go: {"http://[192.168.0.1]/", true}, {"http://[::ffff:192.168.0.1]/", false})', () => {
    expect(errorOf('http://[192.168.0.1]/')).toBe('invalid IP-literal');
    expect(errorOf('http://[192.168.0.1]:8080/')).toBe('invalid IP-literal');
    expect(readGo('http://[192.168.0.1]/', { version: '1.19' })).toMatchObject({
      ok: true,
      host: '192.168.0.1',
    });
    expect(errorOf('http://[::ffff:192.168.0.1000]/')).toBe(
      'invalid host: ParseAddr("::ffff:192.168.0.1000"): IPv4 field has value >255',
    );
    expect(errorOf('http://[not-an-ip]/')).toBe('invalid host: ParseAddr("not-an-ip"): unable to parse IP');
    expect(errorOf('http://[test.com]/')).toBe(
      'invalid host: ParseAddr("test.com"): unexpected character (at "test.com")',
    );
    for (const s of [
      'http://[192.168.0.1]/',
      'http://[not-an-ip]/',
      'http://[test.com]/',
      'http://[::ffff:192.168.0.1000]/',
    ])
      expect(errorOf(s, '1.19'), s).toBeNull();
    for (const s of [
      'http://[::ffff:192.168.0.1]/',
      'http://[::ffff:192.168.0.1]:8080/',
      'http://[::ffff:c0a8:1]/',
      'http://[::1%25en0]',
      'http://[::1%25%41]',
      'http://[::1]:80',
    ])
      expect(readGo(s), s).toEqual({ ...readGo(s, { version: '1.19' }), reader: newest.info });
    // the same reason either way (url_test.go: {"http://[fe80::1%foo]/", true}, {"http://[fe80::1", true})
    expect(errorOf('http://[fe80::1%foo]/')).toBe(errorOf('http://[fe80::1%foo]/', '1.19'));
    expect(errorOf('http://[fe80::1')).toBe("missing ']' in host");
    // the newest release decodes the text between the brackets alone: an escape cut by "]"
    expect(errorOf('http://[fe80::1%]/x')).toBe('invalid URL escape "%"');
    expect(errorOf('http://[fe80::1%]/x', '1.19')).toBe('invalid URL escape "%]"');
    // in a zone both versions stop at "]"
    expect(errorOf('http://[fe80::1%25e%]/x')).toBe(errorOf('http://[fe80::1%25e%]/x', '1.19'));
  });

  it("reports netip.ParseAddr's reason for a bracketed host that is no IPv6 address", () => {
    const cases: [string, string][] = [
      ['http://[]/', 'ParseAddr(""): unable to parse IP'],
      ['http://[%25x]/', 'ParseAddr("%x"): missing IPv6 address'],
      ['http://[::1%25]/', 'ParseAddr("::1%"): zone must be a non-empty string'],
      ['http://[1.2.3.4%25z]/', 'ParseAddr("1.2.3.4%z"): unexpected character (at "%z")'],
      [
        'http://[1:2:3:4:5:6:7:8:9]/',
        'ParseAddr("1:2:3:4:5:6:7:8:9"): trailing garbage after address (at "9")',
      ],
      ['http://[1::2::3]/', 'ParseAddr("1::2::3"): multiple :: in address (at ":3")'],
      ['http://[12345::]/', 'ParseAddr("12345::"): each group must have 4 or less digits (at "12345::")'],
      ['http://[:1]/', 'ParseAddr(":1"): each colon-separated field must have at least one digit (at ":1")'],
      ['http://[1:]/', 'ParseAddr("1:"): colon must be followed by more characters (at ":")'],
      ['http://[::1x]/', 'ParseAddr("::1x"): unexpected character, want colon (at "x")'],
      ['http://[1:2]/', 'ParseAddr("1:2"): address string too short'],
      [
        'http://[1:2:3:4:5:6:7:8::]/',
        'ParseAddr("1:2:3:4:5:6:7:8::"): the :: must expand to at least one field of zeros',
      ],
      [
        'http://[1:2:3:4:5:1.2.3.4]/',
        'ParseAddr("1:2:3:4:5:1.2.3.4"): embedded IPv4 address must replace the final 2 fields of the address (at "1.2.3.4")',
      ],
      [
        'http://[1:2:3:4:5:6:7::1.2.3.4]/',
        'ParseAddr("1:2:3:4:5:6:7::1.2.3.4"): too many hex fields to fit an embedded IPv4 at the end of the address (at "1.2.3.4")',
      ],
      ['http://[::1.2.3]/', 'ParseAddr("::1.2.3"): IPv4 address too short'],
      ['http://[::01.2.3.4]/', 'ParseAddr("::01.2.3.4"): IPv4 field has octet with leading zero'],
      ['http://[::1.2.3.4.5]/', 'ParseAddr("::1.2.3.4.5"): IPv4 address too long'],
      ['http://[::1..3.4]/', 'ParseAddr("::1..3.4"): IPv4 field must have at least one digit (at ".3.4")'],
    ];
    for (const [input, reason] of cases) expect(errorOf(input), input).toBe(`invalid host: ${reason}`);
    for (const s of [
      'http://[::]/',
      'http://[1:2:3:4:5:6:7::]/',
      'http://[1:2:3:4:5:6:1.2.3.4]/',
      'http://[fe80::1%25eth0]:8080/',
    ])
      expect(readGo(s).ok, s).toBe(true);
  });

  it('reads the port of an http/https host from its first colon (strict colons); other schemes from the last', () => {
    expect(errorOf('http://localhost:1:2/')).toBe('invalid port ":1:2" after host');
    expect(errorOf('https://::1/')).toBe('invalid port "::1" after host');
    expect(errorOf('http://fe80::1]/')).toBe('invalid port "::1]" after host');
    expect(errorOf('http://fe80::1]/', '1.19')).toBe('invalid port ":1]" after host');
    expect(readGo('http://localhost:1:2/', { version: '1.19' })).toMatchObject({
      host: 'localhost:1',
      port: '2',
    });
    // not http or https: as before (a list of database hosts)
    for (const s of ['postgres://a:1,b:2/', 'mongodb://h1:27017,h2:27017/db', '//a:1:2/'])
      expect(readGo(s), s).toEqual({ ...readGo(s, { version: '1.19' }), reader: newest.info });
    expect(readGo('postgres://a:1,b:2/')).toMatchObject({ host: 'a:1,b', port: '2' });
  });
});
