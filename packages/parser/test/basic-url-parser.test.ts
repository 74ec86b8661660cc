import { readFileSync } from 'node:fs';
import { HOST_VALIDATION_ERRORS } from '@url/host';
import { IPV4_VALIDATION_ERRORS, IPV6_VALIDATION_ERRORS } from '@url/ipaddr';
import { describe, expect, test } from 'vitest';
import {
  basicURLParse,
  parseURL,
  parseURLWithValidationErrors,
  STATE_NAMES,
  type StateOverride,
  serializeURL,
  URL_PARSER_VALIDATION_ERRORS,
  type URLRecord,
  VALIDATION_ERRORS,
  type ValidationErrorType,
} from '../src/index';

const record = (input: string, base?: string): URLRecord => {
  const url = basicURLParse(input, { base: base === undefined ? null : basicURLParse(base) });
  if (url === null) throw new Error(`${input} failed`);
  return url;
};

describe('basicURLParse: URL records', () => {
  test('the spec examples of §4.1', () => {
    expect(record('https://example.com/')).toEqual({
      scheme: 'https',
      username: '',
      password: '',
      host: 'example.com',
      port: null,
      path: [''],
      query: null,
      fragment: null,
    });
    expect(record('https://localhost:8000/search?q=text#hello')).toMatchObject({
      host: 'localhost',
      port: 8000,
      path: ['search'],
      query: 'q=text',
      fragment: 'hello',
    });
    expect(record('urn:isbn:9780307476463')).toMatchObject({
      host: null,
      port: null,
      path: 'isbn:9780307476463',
    });
    expect(record('file:///ada/Analytical%20Engine/README.md')).toMatchObject({
      scheme: 'file',
      host: '',
      path: ['ada', 'Analytical%20Engine', 'README.md'],
    });
  });

  test('hosts come back typed: IPv4 as a number, IPv6 as 8 pieces, domains and opaque hosts as strings', () => {
    expect(record('http://192.168.0.1/').host).toBe(0xc0a80001);
    expect(record('http://0x7f.1/').host).toBe(0x7f000001);
    expect(record('http://[::1]/').host).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(record('http://EXAMPLE.com/').host).toBe('example.com');
    expect(record('sc://EXAMPLE.com/').host).toBe('EXAMPLE.com');
    expect(record('sc:///x').host).toBe('');
    expect(record('http://xn--nxasmq6b.com/').host).toBe('xn--nxasmq6b.com');
    expect(record('http://ÉXAMPLE.com/').host).toBe('xn--xample-9ua.com');
  });

  test('the examples table of §4 (input, base, output)', () => {
    const rows: [string, string | null, string | null][] = [
      ['https:example.org', null, 'https://example.org/'],
      ['https://////example.com///', null, 'https://example.com///'],
      ['https://example.com/././foo', null, 'https://example.com/foo'],
      ['hello:world', 'https://example.com/', 'hello:world'],
      ['https:example.org', 'https://example.com/', 'https://example.com/example.org'],
      ['\\example\\..\\demo/.\\', 'https://example.com/', 'https://example.com/demo/'],
      ['example', 'https://example.com/demo', 'https://example.com/example'],
      ['file:///C|/demo', null, 'file:///C:/demo'],
      ['..', 'file:///C:/demo', 'file:///C:/'],
      ['file://localhost/', null, 'file:///'],
      ['file://loc%61lhost/', null, 'file:///'],
      ['https://user:password@example.org/', null, 'https://user:password@example.org/'],
      ['https://example.org/foo bar', null, 'https://example.org/foo%20bar'],
      ['https://EXAMPLE.com/../x', null, 'https://example.com/x'],
      ['https://ex ample.org/', null, null],
      ['example', null, null],
      ['https://example.com:demo', null, null],
      ['http://[www.example.com]/', null, null],
      ['https://example.org//', null, 'https://example.org//'],
      ['https://example.com/[]?[]#[]', null, 'https://example.com/[]?[]#[]'],
      ['https://example/%?%#%', null, 'https://example/%?%#%'],
      ['https://example/%25?%25#%25', null, 'https://example/%25?%25#%25'],
    ];
    for (const [input, base, output] of rows) {
      const url = basicURLParse(input, { base: base === null ? null : basicURLParse(base) });
      expect(url === null ? null : serializeURL(url), `${input} against ${base}`).toBe(output);
    }
  });

  test('opaque paths: a space before "?" or "#" is encoded, others are kept', () => {
    expect(serializeURL(record('sc:a b  ?q'))).toBe('sc:a b %20?q');
    expect(serializeURL(record('sc:a b  #f'))).toBe('sc:a b %20#f');
    expect(record('sc:a  b').path).toBe('a  b');
    expect(serializeURL(record('data:space ?query'))).toBe('data:space%20?query');
  });

  test('"/." is written before a path whose first segment is empty when there is no host', () => {
    const url = record('web+demo:/.//not-a-host/');
    expect(url.host).toBeNull();
    expect(url.path).toEqual(['', 'not-a-host', '']);
    expect(serializeURL(url)).toBe('web+demo:/.//not-a-host/');
    expect(serializeURL(record('web+demo:/path/..//not-a-host/'))).toBe('web+demo:/.//not-a-host/');
  });

  test('lone surrogates are encoded as U+FFFD', () => {
    expect(serializeURL(record('http://h/\ud800?\udc00#\ud83d'))).toBe(
      'http://h/%EF%BF%BD?%EF%BF%BD#%EF%BF%BD',
    );
  });

  test('failure is null, never an exception, for every kind of bad input', () => {
    for (const input of [
      '',
      ' ',
      'http://',
      'http://[',
      'http://a:b',
      'http://a:65536',
      '//x',
      '\u0000',
      '\ud800',
    ]) {
      expect(basicURLParse(input), JSON.stringify(input)).toBeNull();
    }
  });

  test('the input is converted to a string', () => {
    expect(basicURLParse(42 as unknown as string, { base: record('http://h/a/') })).toMatchObject({
      path: ['a', '42'],
    });
  });
});

describe('basicURLParse with url and stateOverride (the setters and URL patterns)', () => {
  const modify = (href: string, input: string, stateOverride: StateOverride) => {
    const url = record(href);
    const result = basicURLParse(input, { url, stateOverride });
    return { result: result === null ? null : result === url ? 'url' : 'other', href: serializeURL(url) };
  };

  test('every state name is accepted; anything else is a TypeError', () => {
    expect(STATE_NAMES.length).toBe(21);
    // Combinations the spec never makes (a relative state without a base, a path state on an opaque
    // path) fail instead of throwing.
    for (const name of STATE_NAMES) {
      for (const href of ['sc:y', 'sc://h/y', 'http://h/y', 'file:///y']) {
        for (const base of [null, record('http://b/c'), record('file:///c'), record('sc:opaque')]) {
          for (const input of ['x', '', '/', '?q', '#f', '..', 'a:b', '//h:1/p']) {
            expect(() =>
              basicURLParse(input, { url: record(href), base, stateOverride: name }),
            ).not.toThrow();
          }
        }
      }
    }
    // whatwg-url's names (without " state") are read as the spec's; anything else throws
    // ('scheme' here is the scheme state: "sc" without ":" is a failure, not a TypeError)
    expect(basicURLParse('sc', { url: record('sc:y'), stateOverride: 'scheme' as StateOverride })).toBeNull();
    expect(
      basicURLParse('sd:', { url: record('sc:y'), stateOverride: 'scheme' as StateOverride }),
    ).not.toBeNull();
    expect(() =>
      basicURLParse('x', { url: record('sc:y'), stateOverride: 'schem' as StateOverride }),
    ).toThrow(TypeError);
  });

  test('scheme start state: the protocol setter', () => {
    expect(modify('http://h/', 'https:', 'scheme start state')).toEqual({
      result: 'url',
      href: 'https://h/',
    });
    expect(modify('http://h:443/', 'https:', 'scheme start state')).toEqual({
      result: 'url',
      href: 'https://h/',
    });
    // "If url's scheme is a special scheme and buffer is not a special scheme, then return."
    expect(modify('http://h/', 'sc:', 'scheme start state')).toEqual({ result: 'url', href: 'http://h/' });
    // "If url includes credentials or has a non-null port, and buffer is "file", then return."
    expect(modify('http://u@h/', 'file:', 'scheme start state')).toEqual({
      result: 'url',
      href: 'http://u@h/',
    });
    // "If url's scheme is "file" and its host is an empty host, then return."
    expect(modify('file:///x', 'http:', 'scheme start state')).toEqual({ result: 'url', href: 'file:///x' });
    // Failure: not an ASCII alpha first, or no ":".
    expect(modify('http://h/', '1:', 'scheme start state').result).toBeNull();
    expect(modify('http://h/', 'ht tp:', 'scheme start state').result).toBeNull();
    expect(modify('http://h/', 'http', 'scheme start state').result).toBeNull();
  });

  test('host state and hostname state', () => {
    expect(modify('http://h:1/p', 'example.com:8080', 'host state')).toEqual({
      result: 'url',
      href: 'http://example.com:8080/p',
    });
    expect(modify('http://h:1/p', 'example.com', 'host state').href).toBe('http://example.com:1/p');
    expect(modify('http://h:1/p', 'example.com:8080', 'hostname state')).toEqual({
      result: null,
      href: 'http://h:1/p',
    });
    // The host is set before the port fails: the record stays partly modified, as in the spec.
    expect(modify('http://h:1/p', 'example.com:x', 'host state')).toEqual({
      result: null,
      href: 'http://example.com:1/p',
    });
    expect(modify('http://h/', '', 'host state').result).toBeNull();
    expect(modify('sc://u@h/', '', 'host state').result).toBeNull();
    expect(modify('sc://h/', '', 'host state')).toEqual({ result: 'url', href: 'sc:///' });
    expect(modify('file://h/x', 'localhost', 'host state').href).toBe('file:///x');
    expect(modify('http://h/', 'a/b', 'host state').href).toBe('http://a/');
  });

  test('port state', () => {
    expect(modify('http://h/', '8080', 'port state')).toEqual({ result: 'url', href: 'http://h:8080/' });
    expect(modify('http://h:1/', '80', 'port state').href).toBe('http://h/');
    expect(modify('http://h/', '8080stuff', 'port state').href).toBe('http://h:8080/');
    expect(modify('http://h:1/', 'x', 'port state')).toEqual({ result: null, href: 'http://h:1/' });
    expect(modify('http://h:1/', '65536', 'port state')).toEqual({ result: null, href: 'http://h:1/' });
  });

  test('path start state (the pathname setter empties the path first)', () => {
    const url = record('http://h/a/b?q');
    url.path = [];
    expect(basicURLParse('x/../y z?#', { url, stateOverride: 'path start state' })).toBe(url);
    expect(serializeURL(url)).toBe('http://h/y%20z%3F%23?q');
    const nonSpecial = record('sc:/a');
    nonSpecial.path = [];
    basicURLParse('', { url: nonSpecial, stateOverride: 'path start state' });
    expect(nonSpecial.path).toEqual(['']);
  });

  test('query state and fragment state', () => {
    const url = record('http://h/?old#f');
    url.query = '';
    basicURLParse("a b#c'", { url, stateOverride: 'query state' });
    expect(url.query).toBe('a%20b%23c%27');
    url.fragment = '';
    basicURLParse('x y`#', { url, stateOverride: 'fragment state' });
    expect(url.fragment).toBe('x%20y%60#');
  });

  test('opaque path state (as URL patterns use it)', () => {
    const url = record('sc:x');
    url.path = '';
    basicURLParse('a b\u0000é', { url, stateOverride: 'opaque path state' });
    expect(url.path).toBe('a b%00%C3%A9');
  });

  test('file host state via the host setter of a file URL', () => {
    expect(modify('file:///x', 'example.com', 'host state').href).toBe('file://example.com/x');
    expect(modify('file://h/x', '', 'host state').href).toBe('file:///x');
    expect(modify('file:///x', 'a:b', 'host state').result).toBeNull();
  });
});

describe('validation errors: every name, at its index in the original input', () => {
  const errors = (input: string, base?: string) =>
    parseURLWithValidationErrors(input, base).errors.map((e) => [e.type, e.index]);

  test.each<[string, string | undefined, (string | number)[][]]>([
    // URL parsing
    ['https://example.org/>', undefined, [['invalid-URL-unit', 20]]],
    [' https://example.org ', undefined, [['invalid-URL-unit', 0]]],
    ['https://example.org ', undefined, [['invalid-URL-unit', 19]]],
    ['ht\ntps://example.org', undefined, [['invalid-URL-unit', 2]]],
    ['https://example.org/%s', undefined, [['invalid-URL-unit', 20]]],
    ['https://example.org/?a#%', undefined, [['invalid-URL-unit', 23]]],
    ['sc: a', undefined, [['invalid-URL-unit', 3]]],
    ['https://h/\ud800', undefined, [['invalid-URL-unit', 10]]],
    [
      'https://h/\ufdd0\u{10fffe}',
      undefined,
      [
        ['invalid-URL-unit', 10],
        ['invalid-URL-unit', 11],
      ],
    ],
    ['file:c:/my-secret-folder', undefined, [['special-scheme-missing-following-solidus', 5]]],
    ['https:example.org', undefined, [['special-scheme-missing-following-solidus', 6]]],
    ['https:foo.html', 'https://example.org/', [['special-scheme-missing-following-solidus', 6]]],
    ['https:///x', undefined, [['special-scheme-missing-following-solidus', 8]]],
    ['💩', undefined, [['missing-scheme-non-relative-URL', 0]]],
    ['💩', 'mailto:user@example.org', [['missing-scheme-non-relative-URL', 0]]],
    [
      'https://example.org\\path\\to\\file',
      undefined,
      [
        ['invalid-reverse-solidus', 19],
        ['invalid-reverse-solidus', 24],
        ['invalid-reverse-solidus', 27],
      ],
    ],
    ['https://user@example.org', undefined, [['invalid-credentials', 12]]],
    ['ssh://user@example.org', undefined, [['invalid-credentials', 10]]],
    ['https://#fragment', undefined, [['host-missing', 8]]],
    ['https://:443', undefined, [['host-missing', 8]]],
    [
      'https://user:pass@',
      undefined,
      [
        ['invalid-credentials', 17],
        ['host-missing', 18],
      ],
    ],
    ['https://example.org:70000', undefined, [['port-out-of-range', 20]]],
    ['https://example.org:7z', undefined, [['port-invalid', 21]]],
    [
      'C|/x',
      'file:///c:/',
      [
        ['file-invalid-Windows-drive-letter', 0],
        ['invalid-URL-unit', 1],
      ],
    ],
    ['file://c:', undefined, [['file-invalid-Windows-drive-letter-host', 7]]],
    // Host parsing (the host layer's errors, re-based to the input)
    ['https://exam%70le.org', undefined, [['domain-percent-encoded', 12]]],
    [
      'https://exa%23mple.org',
      undefined,
      [
        ['domain-percent-encoded', 11],
        ['domain-to-ASCII', 8],
      ],
    ],
    ['foo://exa[mple.org', undefined, [['host-invalid-code-point', 9]]],
    ['https://1.2.3/', undefined, [['IPv4-too-few-parts', 8]]],
    ['https://127.0.0x0.1', undefined, [['IPv4-non-decimal-part', 14]]],
    ['https://[::1', undefined, [['IPv6-unclosed', 8]]],
    ['https://[:1]', undefined, [['IPv6-invalid-compression', 9]]],
    ['https://[1::1::1]', undefined, [['IPv6-multiple-compression', 14]]],
    ['https://[1:2:3]', undefined, [['IPv6-too-few-pieces', 14]]],
    ['https://[::01]', undefined, [['IPv6-piece-leading-zero', 11]]],
    // Indices after removed tabs and newlines and a trimmed start still point into the input.
    [
      'https://a\tb@c/%zz',
      undefined,
      [
        ['invalid-URL-unit', 9],
        ['invalid-credentials', 11],
        ['invalid-URL-unit', 14],
      ],
    ],
    [
      '\t\n https://h/a\tb\n\nc>',
      undefined,
      [
        ['invalid-URL-unit', 0],
        ['invalid-URL-unit', 14],
        ['invalid-URL-unit', 19],
      ],
    ],
  ])('%j against %j', (input, base, expected) => {
    expect(errors(input, base)).toEqual(expected);
  });

  test('every error name of the spec that the parser itself reports is covered above', () => {
    // (the host layer's names are tested in @url/host)
    const names = [
      'invalid-URL-unit',
      'special-scheme-missing-following-solidus',
      'missing-scheme-non-relative-URL',
      'invalid-reverse-solidus',
      'invalid-credentials',
      'host-missing',
      'port-out-of-range',
      'port-invalid',
      'file-invalid-Windows-drive-letter',
      'file-invalid-Windows-drive-letter-host',
    ];
    const seen = new Set<string>();
    for (const input of [
      'https://example.org/>',
      'https:example.org',
      '💩',
      'https://a\\b',
      'https://u@h',
      'https://#f',
      'https://h:70000',
      'https://h:7z',
      'file://c:',
    ]) {
      for (const e of parseURLWithValidationErrors(input).errors) seen.add(e.type);
    }
    for (const e of parseURLWithValidationErrors('C|/x', 'file:///').errors) seen.add(e.type);
    expect([...seen].filter((n) => names.includes(n)).sort()).toEqual([...names].sort());
  });

  test('IPv4-non-ASCII-input (whatwg/url#925): a non-ASCII domain that ends in a number', () => {
    for (const [input, href, index] of [
      ['https://①.②.③.④', 'https://1.2.3.4/', 8],
      ['http://１２７.0.0.1/', 'http://127.0.0.1/', 7],
      ['http://127。0。0。1/', 'http://127.0.0.1/', 7],
    ] as const) {
      const { url, errors } = parseURLWithValidationErrors(input);
      expect(errors, input).toEqual([{ type: 'IPv4-non-ASCII-input', index }]);
      // the host parses as it did before
      expect(url === null ? null : serializeURL(url), input).toBe(href);
      expect(url, input).toEqual(basicURLParse(input));
    }
  });

  test('VALIDATION_ERRORS: every name once, from the layer that reports it', () => {
    const layers = [
      IPV4_VALIDATION_ERRORS,
      IPV6_VALIDATION_ERRORS,
      HOST_VALIDATION_ERRORS,
      URL_PARSER_VALIDATION_ERRORS,
    ];
    const names = layers.flatMap((t) => Object.keys(t));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(VALIDATION_ERRORS).sort()).toEqual([...names].sort());
    // the pinned standard's table has 30 rows; whatwg/url#925 adds IPv4-non-ASCII-input
    expect(names.length).toBe(31);
    for (const [name, description] of Object.entries(VALIDATION_ERRORS)) {
      expect(description, name).toMatch(/^[A-Z].*\.$/);
    }
  });

  test('every name reported on the WPT inputs is in VALIDATION_ERRORS', () => {
    const seen = new Set<ValidationErrorType>();
    const data: ({ input: string; base: string | null } | string)[] = JSON.parse(
      readFileSync(new URL('../../../wpt/url/resources/urltestdata.json', import.meta.url), 'utf8'),
    );
    for (const t of data) {
      if (typeof t === 'string') continue;
      const base = t.base === null ? null : parseURL(t.base);
      for (const e of parseURLWithValidationErrors(t.input, base).errors) seen.add(e.type);
    }
    for (const name of seen) expect(VALIDATION_ERRORS, name).toHaveProperty([name]);
    expect(seen.size).toBeGreaterThan(25);
  });

  test('a valid URL string has no validation error', () => {
    for (const input of [
      'https://example.com/',
      'https://example.com/a/b?c=d#e',
      'file:///C:/x',
      'sc:opaque',
      'mailto:a@b.c',
      'https://[::1]:8080/',
      'https://xn--nxasmq6b.com/',
    ]) {
      expect(parseURLWithValidationErrors(input).errors, input).toEqual([]);
    }
  });

  test('reporting never changes the result', () => {
    for (const input of ['https://exa%23mple.org', ' https://a\tb@c/%zz ', 'https://[::01]/', 'sc: a ?b']) {
      const { url } = parseURLWithValidationErrors(input);
      expect(url).toEqual(basicURLParse(input));
    }
  });

  test('a string base is parsed first; failure of the base is failure', () => {
    expect(parseURL('a', 'http://h/b/')).toMatchObject({ path: ['b', 'a'] });
    expect(parseURL('a', 'nope')).toBeNull();
    expect(parseURLWithValidationErrors('a', 'nope')).toEqual({ url: null, errors: [] });
  });
});
