import { describe, expect, it } from 'vitest';
import { goQuote, goReader } from '../src/go.ts';

const go = goReader();

import { COMPONENTS, type DifferenceClass, rate } from './live/agreement.ts';
import { liveCommands } from './live/driver.ts';
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
