import {
  isWellFormed,
  toScalarValueString,
  utf8DecodeWithoutBOM,
  utf8DecodeWithoutBOMOrFail,
  utf8Encode,
} from '@url/percent';
import { describe, expect, test, vi } from 'vitest';

const decode = (...bytes: number[]) => utf8DecodeWithoutBOM(new Uint8Array(bytes));
const decodeOrFail = (...bytes: number[]) => utf8DecodeWithoutBOMOrFail(new Uint8Array(bytes));
const F = '\ufffd';

describe('utf8Encode', () => {
  test('1 to 4 bytes per code point', () => {
    expect([...utf8Encode('')]).toEqual([]);
    expect([...utf8Encode('A')]).toEqual([0x41]);
    expect([...utf8Encode('\u0000\u007f')]).toEqual([0x00, 0x7f]);
    expect([...utf8Encode('\u0080\u07ff')]).toEqual([0xc2, 0x80, 0xdf, 0xbf]);
    expect([...utf8Encode('\u0800\uffff')]).toEqual([0xe0, 0xa0, 0x80, 0xef, 0xbf, 0xbf]);
    expect([...utf8Encode('\u{10000}\u{10ffff}')]).toEqual([0xf0, 0x90, 0x80, 0x80, 0xf4, 0x8f, 0xbf, 0xbf]);
  });

  test('lone surrogates become U+FFFD (EF BF BD)', () => {
    expect([...utf8Encode('\ud800')]).toEqual([0xef, 0xbf, 0xbd]);
    expect([...utf8Encode('\udfff')]).toEqual([0xef, 0xbf, 0xbd]);
    expect([...utf8Encode('a\ud800')]).toEqual([0x61, 0xef, 0xbf, 0xbd]);
    expect([...utf8Encode('\udc00\ud800')]).toEqual([0xef, 0xbf, 0xbd, 0xef, 0xbf, 0xbd]);
    expect([...utf8Encode('\ud800\ud83d\ude00')]).toEqual([0xef, 0xbf, 0xbd, 0xf0, 0x9f, 0x98, 0x80]);
  });

  test('1 MB input (runs, no timing)', () => {
    expect(utf8Encode('é'.repeat(1 << 19)).length).toBe(1 << 20);
    expect(utf8Encode('a'.repeat(1 << 20)).length).toBe(1 << 20);
  });
});

describe('utf8DecodeWithoutBOM', () => {
  test('valid input', () => {
    expect(decode()).toBe('');
    expect(decode(0x41, 0x42)).toBe('AB');
    expect(decode(0xc3, 0xa9)).toBe('é');
    expect(decode(0xe2, 0x80, 0xbd)).toBe('\u203d');
    expect(decode(0xf0, 0x9f, 0x98, 0x80)).toBe('😀');
    expect(decode(0xf4, 0x8f, 0xbf, 0xbf)).toBe('\u{10ffff}');
    expect(decode(0xef, 0xbf, 0xbf)).toBe('\uffff');
  });

  test('keeps a byte order mark', () => {
    expect(decode(0xef, 0xbb, 0xbf, 0x41)).toBe('\ufeffA');
    expect(decode(0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf)).toBe('\ufeff\ufeff');
  });

  test('invalid input, error by error as the Encoding Standard decoder gives them', () => {
    expect(decode(0x80)).toBe(F); // a lone continuation byte
    expect(decode(0xbf, 0x41)).toBe(`${F}A`);
    expect(decode(0xc0, 0x80)).toBe(F + F); // C0 and C1 never start a sequence
    expect(decode(0xc1, 0xbf)).toBe(F + F);
    expect(decode(0xf5, 0x80)).toBe(F + F); // F5 to FF never start a sequence
    expect(decode(0xff)).toBe(F);
    expect(decode(0xc3)).toBe(F); // truncated at the end: one U+FFFD
    expect(decode(0xe4, 0xb8)).toBe(F);
    expect(decode(0xf0, 0x9f, 0x98)).toBe(F);
    expect(decode(0xe4, 0xb8, 0x41)).toBe(`${F}A`); // the byte that breaks it is read again
    expect(decode(0xe4, 0xc3, 0xa9)).toBe(`${F}é`);
    expect(decode(0xf0, 0x80, 0x80)).toBe(F + F + F); // after F0 the next byte must be 90..BF
    expect(decode(0xf0, 0x8f, 0xbf, 0xbf)).toBe(F + F + F + F);
    expect(decode(0xf0, 0x90, 0x80, 0x80)).toBe('\u{10000}');
    expect(decode(0xe0, 0x80, 0x80)).toBe(F + F + F); // after E0 it must be A0..BF (overlong)
    expect(decode(0xe0, 0x9f, 0xbf)).toBe(F + F + F);
    expect(decode(0xe0, 0xa0, 0x80)).toBe('\u0800');
    expect(decode(0xed, 0xa0, 0x80)).toBe(F + F + F); // after ED it must be 80..9F (surrogates)
    expect(decode(0xed, 0x9f, 0xbf)).toBe('\ud7ff');
    expect(decode(0xf4, 0x90, 0x80, 0x80)).toBe(F + F + F + F); // after F4 it must be 80..8F
    expect(decode(0xf4, 0x8f, 0xbf)).toBe(F);
    expect(decode(0xe2, 0x82, 0xe2, 0x82, 0xac)).toBe(`${F}€`);
  });

  test('long inputs cross the internal chunk size intact', () => {
    for (const n of [4095, 4096, 4097, 8191, 8192, 8193, 100_000]) {
      const s = 'a😀é'.repeat(n).slice(0, n);
      // slicing may cut the last emoji after its high surrogate, which comes back as U+FFFD
      expect(utf8DecodeWithoutBOM(utf8Encode(s))).toBe(s.replace(/[\ud800-\udbff]$/, '\ufffd'));
    }
    const big = 'x€'.repeat(1 << 19);
    expect(utf8DecodeWithoutBOM(utf8Encode(big))).toBe(big);
  });
});

describe('utf8DecodeWithoutBOMOrFail', () => {
  test('decodes valid UTF-8, fails (null) on any error', () => {
    expect(decodeOrFail()).toBe('');
    expect(decodeOrFail(0xef, 0xbb, 0xbf, 0xc3, 0xa9)).toBe('\ufeffé');
    expect(decodeOrFail(0xef, 0xbf, 0xbd)).toBe(F); // an encoded U+FFFD is valid
    expect(decodeOrFail(0x80)).toBeNull();
    expect(decodeOrFail(0x41, 0xc3)).toBeNull();
    expect(decodeOrFail(0xed, 0xa0, 0x80)).toBeNull();
    expect(decodeOrFail(0xf0, 0x9f, 0x98, 0x80, 0xff)).toBeNull();
  });
});

describe('isWellFormed and toScalarValueString', () => {
  // [input, its scalar value string]
  const cases: [string, string][] = [
    ['', ''],
    ['abc', 'abc'],
    ['\ud800', F],
    ['\udc00', F],
    ['a\ud800b', `a${F}b`],
    ['\ud83d\udca9', '\u{1f4a9}'],
    ['\udca9\ud83d', F + F], // a low surrogate before a high one: two lone surrogates
    ['\ud800\ud800\udc00', `${F}\u{10000}`],
    ['x\udbff', `x${F}`],
    ['\udbff\udfffz\udfff', `\u{10ffff}z${F}`],
  ];

  test('replace lone surrogates with U+FFFD, keep pairs, keep the length', () => {
    for (const [input, expected] of cases) {
      expect([input, toScalarValueString(input)]).toEqual([input, expected]);
      expect([input, isWellFormed(input)]).toEqual([input, input === expected]);
      expect(toScalarValueString(input).length).toBe(input.length);
    }
  });

  test('the fallbacks for runtimes without the ES2024 methods give the same answers', async () => {
    const proto = String.prototype as { isWellFormed?: unknown; toWellFormed?: unknown };
    const { isWellFormed: nativeIs, toWellFormed: nativeTo } = proto;
    delete proto.isWellFormed;
    delete proto.toWellFormed;
    try {
      vi.resetModules();
      const fresh = await import('../src/utf8.ts');
      for (const [input, expected] of cases) {
        expect([input, fresh.toScalarValueString(input)]).toEqual([input, expected]);
        expect([input, fresh.isWellFormed(input)]).toEqual([input, input === expected]);
      }
      const plain = ['plain ', '\ud83d\udca9 text'].join('');
      expect(Object.is(fresh.toScalarValueString(plain), plain)).toBe(true);
      const long = `${'ab\ud800'.repeat(1 << 16)}x\udfff`;
      expect(fresh.toScalarValueString(long) === `${`ab${F}`.repeat(1 << 16)}x${F}`).toBe(true);
    } finally {
      proto.isWellFormed = nativeIs;
      proto.toWellFormed = nativeTo;
    }
    expect(typeof proto.toWellFormed).toBe('function');
  });
});
