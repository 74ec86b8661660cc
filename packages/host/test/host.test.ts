import { describe, expect, it } from 'vitest';
import {
  domainToASCII,
  domainToUnicode,
  type Host,
  parseHost,
  parseOpaqueHost,
  serializeHost,
} from '../src/index';

type Errors = [string, number][];
function collect<T>(run: (report: (type: string, index: number) => void) => T): {
  result: T;
  errors: Errors;
} {
  const errors: Errors = [];
  const result = run((type, index) => errors.push([type, index]));
  return { result, errors };
}
const roundTrip = (input: string, isOpaque = false): string | null => {
  const host = parseHost(input, isOpaque);
  return host === null ? null : serializeHost(host);
};

describe('parseHost', () => {
  // The spec's parse-serialize example table (https://url.spec.whatwg.org/#hosts-(domains-and-ip-addresses)).
  const table: [string, string | null, string | null][] = [
    ['EXAMPLE.COM', 'example.com', 'EXAMPLE.COM'],
    ['example%2Ecom', 'example.com', 'example%2Ecom'],
    ['faß.example', 'xn--fa-hia.example', 'fa%C3%9F.example'],
    ['0', '0.0.0.0', '0'],
    ['%30', '0.0.0.0', '%30'],
    ['0x', '0.0.0.0', '0x'],
    ['0xffffffff', '255.255.255.255', '0xffffffff'],
    ['[0:0::1]', '[::1]', '[::1]'],
    ['[0:0::1%5D', null, null],
    ['[0:0::%31]', null, null],
    ['09', null, '09'],
    ['example.255', null, 'example.255'],
    ['example^example', null, null],
  ];
  for (const [input, domain, opaque] of table) {
    it(`spec example ${JSON.stringify(input)}`, () => {
      expect(roundTrip(input)).toBe(domain);
      expect(roundTrip(input, true)).toBe(opaque);
    });
  }

  it('returns the kind of host the spec says', () => {
    expect(parseHost('example.com')).toBe('example.com');
    expect(parseHost('127.0.0.1')).toBe(0x7f000001);
    expect(parseHost('0x7f.1')).toBe(0x7f000001);
    expect(parseHost('[::1]')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseHost('[::1]', true)).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseHost('', true)).toBe('');
  });

  it('lowercases ASCII domains whatever Unicode ToASCII says', () => {
    expect(parseHost('XN--A.COM')).toBe('xn--a.com'); // invalid Punycode, kept
    expect(parseHost('xn--8i7caa')).toBe('xn--8i7caa'); // valid Punycode of disallowed ｗｗｗ
    expect(parseHost('-x.ab--c.')).toBe('-x.ab--c.');
    expect(parseHost('exa_mple.COM')).toBe('exa_mple.com');
    expect(parseHost('a'.repeat(300))).toBe('a'.repeat(300));
  });

  it('fails the inputs the spec fails', () => {
    for (const input of [
      '',
      'exa mple',
      'a%00b',
      'a%zz',
      'a%25b',
      '%FF',
      'a%C3',
      '[::1',
      '[',
      'xn--a.ß',
      '\u001fx',
    ]) {
      expect(parseHost(input), JSON.stringify(input)).toBeNull();
    }
  });

  it('percent-decodes, then runs the domain parser', () => {
    expect(parseHost('%E2%98%95.example')).toBe('xn--53h.example');
    expect(parseHost('%C3%A9')).toBe('xn--9ca');
    expect(parseHost('ex%41mple.com')).toBe('example.com');
    expect(parseHost('1.2.3.%34')).toBe(0x01020304);
  });

  it('runs the IPv4 parser on the ASCII domain when it ends in a number', () => {
    expect(parseHost('１２７.０.０.１')).toBe(0x7f000001); // fullwidth digits map to ASCII
    expect(parseHost('example.0x')).toBeNull();
    expect(parseHost('example.com.')).toBe('example.com.');
    expect(parseHost('1.2.3.4.')).toBe(0x01020304);
    expect(parseHost('foo.09')).toBeNull();
    expect(parseHost('foo.0xg')).toBe('foo.0xg');
    expect(parseHost('.')).toBe('.');
    expect(parseHost('..')).toBe('..');
  });

  describe('validation errors', () => {
    it('IPv6-unclosed at the opening bracket', () => {
      expect(collect((r) => parseHost('[::1', false, r))).toEqual({
        result: null,
        errors: [['IPv6-unclosed', 0]],
      });
    });

    it('IPv6 parser errors, at their index in the host input', () => {
      const input = '[1:2:3!:4]';
      const { result, errors } = collect((r) => parseHost(input, false, r));
      expect(result).toBeNull();
      expect(errors.map((e) => e[0])).toEqual(['IPv6-invalid-code-point']);
      expect(errors[0]?.[1]).toBe(input.indexOf('!'));
      expect(collect((r) => parseHost('[::01]', false, r)).errors).toEqual([['IPv6-piece-leading-zero', 3]]); // the piece's start
    });

    it('domain-percent-encoded at the first percent-encoded byte', () => {
      expect(collect((r) => parseHost('exam%zz%70le.org', false, r)).errors).toEqual([
        ['domain-percent-encoded', 7],
        ['domain-to-ASCII', 0],
      ]);
      expect(collect((r) => parseHost('exam%70le.org', false, r))).toEqual({
        result: 'example.org',
        errors: [['domain-percent-encoded', 4]],
      });
    });

    it('domain-to-ASCII at 0 when the strict ToASCII fails', () => {
      for (const input of [
        'exa_mple.org',
        'a..b',
        '-x',
        'x-',
        'ab--c',
        'example.com.',
        'a'.repeat(64),
        'xn--a',
        'xn--8i7caa',
      ]) {
        const { errors } = collect((r) => parseHost(input, false, r));
        expect(errors, input).toEqual([['domain-to-ASCII', 0]]);
      }
      for (const input of ['EXAMPLE.COM', 'faß.example', 'xn--fa-hia.example', 'a'.repeat(63), 'a-b.c']) {
        expect(collect((r) => parseHost(input, false, r)).errors, input).toEqual([]);
      }
      expect(collect((r) => parseHost('exa#mple.org', false, r))).toEqual({
        result: null,
        errors: [['domain-to-ASCII', 0]],
      });
    });

    it('IPv4 parser errors', () => {
      const cases: [string, Host | null, string[]][] = [
        ['127.0.0.1.', 0x7f000001, ['IPv4-empty-part']],
        ['1.2.3', 0x01020003, ['IPv4-too-few-parts']],
        ['1.2.3.4.5', null, ['IPv4-too-many-parts']],
        ['test.42', null, ['IPv4-too-few-parts', 'IPv4-non-numeric-part']],
        ['127.0.0x0.1', 0x7f000001, ['IPv4-non-decimal-part']],
        ['255.255.4000.1', null, ['IPv4-out-of-range-part']],
      ];
      for (const [input, host, types] of cases) {
        const { result, errors } = collect((r) => parseHost(input, false, r));
        expect(result, input).toEqual(host);
        // 127.0.0.1. also fails the strict ToASCII (empty label), test.42 does not
        expect(
          errors.map((e) => e[0]).filter((t) => t !== 'domain-to-ASCII'),
          input,
        ).toEqual(types);
      }
    });

    it('IPv4-non-ASCII-input when a domain that is not ASCII becomes one that ends in a number', () => {
      // whatwg/url#925: reported before the IPv4 parser runs; the host parses as it did before.
      const cases: [string, Host | null, string[]][] = [
        ['①.②.③.④', 0x01020304, ['IPv4-non-ASCII-input']],
        ['１２７.0.0.1', 0x7f000001, ['IPv4-non-ASCII-input']],
        ['127。0。0。1', 0x7f000001, ['IPv4-non-ASCII-input']],
        ['².2.3.4', 0x02020304, ['IPv4-non-ASCII-input']],
        [
          '%E2%91%A0.%E2%91%A1.%E2%91%A2.%E2%91%A3',
          0x01020304,
          ['domain-percent-encoded', 'IPv4-non-ASCII-input'],
        ],
        // the IPv4 parser's own errors follow it
        ['０ｘ７Ｆ.1', 0x7f000001, ['IPv4-non-ASCII-input', 'IPv4-too-few-parts', 'IPv4-non-decimal-part']],
        ['１.２.３.４.５', null, ['IPv4-non-ASCII-input', 'IPv4-too-many-parts']],
      ];
      for (const [input, host, types] of cases) {
        const { result, errors } = collect((r) => parseHost(input, false, r));
        expect(result, input).toEqual(host);
        expect(parseHost(input, false), input).toEqual(host);
        expect(
          errors.map((e) => e[0]).filter((t) => t !== 'domain-to-ASCII'),
          input,
        ).toEqual(types);
        expect(errors.find((e) => e[0] === 'IPv4-non-ASCII-input')?.[1], input).toBe(0);
      }
      // Not when domain is ASCII (a percent-encoded ASCII digit decodes to ASCII), nor when the
      // result does not end in a number.
      for (const input of ['%31.2.3.4', '1.2.3.4', 'ｅｘａｍｐｌｅ.com', '１.example']) {
        const { errors } = collect((r) => parseHost(input, false, r));
        expect(
          errors.map((e) => e[0]),
          input,
        ).not.toContain('IPv4-non-ASCII-input');
      }
    });

    it('host-invalid-code-point and invalid-URL-unit for opaque hosts', () => {
      expect(collect((r) => parseHost('exa[mple.org', true, r))).toEqual({
        result: null,
        errors: [['host-invalid-code-point', 3]],
      });
      expect(collect((r) => parseHost('a"b%zz', true, r))).toEqual({
        result: 'a"b%zz',
        errors: [
          ['invalid-URL-unit', 1],
          ['invalid-URL-unit', 3],
        ],
      });
    });
  });
});

describe('parseOpaqueHost', () => {
  it('UTF-8 percent-encodes with the C0 control percent-encode set', () => {
    expect(parseOpaqueHost('EXAMPLE.COM')).toBe('EXAMPLE.COM');
    expect(parseOpaqueHost('faß.example')).toBe('fa%C3%9F.example');
    expect(parseOpaqueHost('a\u0001b\u007f~')).toBe('a%01b%7F~');
    expect(parseOpaqueHost('%zz%41')).toBe('%zz%41');
    expect(parseOpaqueHost('\u{1F4A9}')).toBe('%F0%9F%92%A9');
    expect(parseOpaqueHost('')).toBe('');
  });

  it('fails on every forbidden host code point', () => {
    for (const ch of '\u0000\t\n\r #/:<>?@[\\]^|') {
      expect(parseOpaqueHost(`a${ch}b`), JSON.stringify(ch)).toBeNull();
    }
    expect(parseOpaqueHost('a%b')).toBe('a%b');
  });

  it('reports invalid-URL-unit once per rule, at the first offending code point', () => {
    expect(collect((r) => parseOpaqueHost('ok\u{FFFF}x\uFDD0{', r)).errors).toEqual([
      ['invalid-URL-unit', 2],
    ]);
    expect(collect((r) => parseOpaqueHost('\u{1F4A9}`', r)).errors).toEqual([['invalid-URL-unit', 2]]);
    expect(collect((r) => parseOpaqueHost('\uD800a', r)).errors).toEqual([['invalid-URL-unit', 0]]);
    expect(collect((r) => parseOpaqueHost('a%4', r)).errors).toEqual([['invalid-URL-unit', 1]]);
    expect(collect((r) => parseOpaqueHost('a%41é\u{10FFFD}', r)).errors).toEqual([]);
  });
});

describe('serializeHost', () => {
  it('serializes every kind of host', () => {
    expect(serializeHost('example.com')).toBe('example.com');
    expect(serializeHost('')).toBe('');
    expect(serializeHost(0)).toBe('0.0.0.0');
    expect(serializeHost(0x7f000001)).toBe('127.0.0.1');
    expect(serializeHost(0xffffffff)).toBe('255.255.255.255');
    expect(serializeHost([0, 0, 0, 0, 0, 0, 0, 1])).toBe('[::1]');
    expect(serializeHost([0x2001, 0xdb8, 0, 0, 1, 0, 0, 1])).toBe('[2001:db8::1:0:0:1]');
    expect(serializeHost([0, 0xf, 0, 0, 0xf, 0xf, 0, 0])).toBe('[0:f::f:f:0:0]');
  });
});

describe('domainToASCII', () => {
  it('with beStrict false: lowercases ASCII, runs ToASCII on the rest', () => {
    expect(domainToASCII('EXAMPLE.com')).toBe('example.com');
    expect(domainToASCII('exa_mple.com')).toBe('exa_mple.com');
    expect(domainToASCII('xn--a')).toBe('xn--a');
    expect(domainToASCII('faß.de')).toBe('xn--fa-hia.de');
    expect(domainToASCII('Bücher.DE')).toBe('xn--bcher-kva.de');
    expect(domainToASCII('a'.repeat(64))).toBe('a'.repeat(64));
    expect(domainToASCII('☕.example')).toBe('xn--53h.example');
  });

  it('with beStrict false: fails empty results and forbidden domain code points', () => {
    expect(domainToASCII('')).toBeNull();
    expect(domainToASCII('\u00AD')).toBeNull(); // ignored code point: ToASCII gives ""
    expect(domainToASCII('a%b')).toBeNull();
    expect(domainToASCII('a b')).toBeNull();
    expect(domainToASCII('www.lookout.net\u2A7480')).toBeNull(); // maps to "::="
    expect(domainToASCII('xn--a.ß')).toBeNull();
  });

  it('with beStrict true: the strict ToASCII result', () => {
    expect(domainToASCII('EXAMPLE.com', true)).toBe('example.com');
    expect(domainToASCII('faß.de', true)).toBe('xn--fa-hia.de');
    expect(domainToASCII('xn--fa-hia.de', true)).toBe('xn--fa-hia.de');
    for (const d of [
      'exa_mple.com',
      'xn--a',
      '-x',
      'x-',
      'ab--c',
      'a..b',
      'a.',
      '',
      'a'.repeat(64),
      `${'a.'.repeat(127)}a`,
    ]) {
      expect(domainToASCII(d, true), d).toBeNull();
    }
    expect(domainToASCII(`${'a.'.repeat(126)}a`, true)).toBe(`${'a.'.repeat(126)}a`); // 253 long
  });

  it('reports domain-to-ASCII at 0, without changing the result', () => {
    expect(collect((r) => domainToASCII('exa_mple.com', false, r))).toEqual({
      result: 'exa_mple.com',
      errors: [['domain-to-ASCII', 0]],
    });
    expect(collect((r) => domainToASCII('exa_mple.com', true, r))).toEqual({
      result: null,
      errors: [['domain-to-ASCII', 0]],
    });
    expect(collect((r) => domainToASCII('faß.de', false, r)).errors).toEqual([]);
  });
});

describe('domainToUnicode', () => {
  it('decodes Punycode labels', () => {
    expect(domainToUnicode('xn--fa-hia.de')).toBe('faß.de');
    expect(domainToUnicode('XN--FA-HIA.DE')).toBe('faß.de');
    expect(domainToUnicode('example.xn--53h')).toBe('example.☕');
  });

  it('returns ASCII domains without xn-- labels lowercased', () => {
    expect(domainToUnicode('example.com')).toBe('example.com');
    expect(domainToUnicode('EXAMPLE.com')).toBe('example.com');
    expect(domainToUnicode('a-xn--b.c')).toBe('a-xn--b.c');
  });

  it('returns the domain itself when ToUnicode records an error', () => {
    expect(domainToUnicode('xn--8i7caa')).toBe('xn--8i7caa');
    expect(domainToUnicode('xn--a')).toBe('xn--a');
    expect(domainToUnicode('xn--a.example')).toBe('xn--a.example');
  });

  it('never reports (the pinned spec defines no validation error here)', () => {
    expect(collect((r) => domainToUnicode('xn--a', r)).errors).toEqual([]);
  });
});
