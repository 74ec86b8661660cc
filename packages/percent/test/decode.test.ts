import { percentDecodeBytes, percentDecodeString, percentDecodeToString, utf8Encode } from '@url/percent';
import { describe, expect, test, vi } from 'vitest';

const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0)); // a byte string, one byte per char
const latin1 = (b: Uint8Array) => String.fromCharCode(...b);

describe('percentDecodeBytes', () => {
  test("the spec's example: `%25%s%1G` -> `%%s%1G`", () => {
    expect(latin1(percentDecodeBytes(bytes('%25%s%1G')))).toBe('%%s%1G');
  });

  test('edge cases: "%" at the end, "%4", "%zz", "%%41", lowercase hex', () => {
    const cases: [string, string][] = [
      ['', ''],
      ['%', '%'],
      ['a%', 'a%'],
      ['%4', '%4'],
      ['%4a', 'J'],
      ['%4A', 'J'],
      ['%zz', '%zz'],
      ['%g0', '%g0'],
      ['%0g', '%0g'],
      ['%%41', '%A'],
      ['%%%', '%%%'],
      ['%41%', 'A%'],
      ['%ff%FF%fF', '\xff\xff\xff'],
      ['%00', '\x00'],
      ['%2525', '%25'], // decoded once only
      ['+', '+'], // "+" is not special here
      ['%e2%80%bd', '\xe2\x80\xbd'],
      ['%41%42%43abc', 'ABCabc'],
    ];
    for (const [input, expected] of cases)
      expect([input, latin1(percentDecodeBytes(bytes(input)))]).toEqual([input, expected]);
  });

  test('bytes around the hex digit ranges are not hex digits', () => {
    // 0x2F and 0x3A around 0-9, 0x40 and 0x47 around A-F, 0x60 and 0x67 around a-f
    for (const c of ['/', ':', '@', 'G', '`', 'g']) {
      expect(latin1(percentDecodeBytes(bytes(`%${c}0`)))).toBe(`%${c}0`);
      expect(latin1(percentDecodeBytes(bytes(`%0${c}`)))).toBe(`%0${c}`);
    }
    // a non-ASCII byte after "%" is not a hex digit either
    expect([...percentDecodeBytes(new Uint8Array([0x25, 0xc4, 0xb1]))]).toEqual([0x25, 0xc4, 0xb1]);
  });

  test('every byte value round-trips through %XX, upper and lower case', () => {
    for (let b = 0; b < 256; b++) {
      const hex = b.toString(16).padStart(2, '0');
      expect([...percentDecodeBytes(bytes(`%${hex}`))]).toEqual([b]);
      expect([...percentDecodeBytes(bytes(`%${hex.toUpperCase()}`))]).toEqual([b]);
    }
  });

  test('returns a new array, never the input', () => {
    const input = bytes('abc');
    const output = percentDecodeBytes(input);
    expect(output).not.toBe(input);
    expect(output).toEqual(input);
    output[0] = 0;
    expect(input[0]).toBe(0x61);
  });

  test('1 MB input (runs, no timing)', () => {
    const input = bytes('%41b'.repeat(1 << 18));
    const output = percentDecodeBytes(input);
    expect(output.length).toBe(1 << 19);
    expect(latin1(output.subarray(0, 4))).toBe('AbAb');
  });
});

describe('percentDecodeString', () => {
  test("the spec's example: `‽%25%2E` -> 0xE2 0x80 0xBD 0x25 0x2E", () => {
    expect([...percentDecodeString('\u203d%25%2E')]).toEqual([0xe2, 0x80, 0xbd, 0x25, 0x2e]);
  });

  test('UTF-8 encodes first (lone surrogates as U+FFFD), then decodes', () => {
    expect([...percentDecodeString('')]).toEqual([]);
    expect([...percentDecodeString('é%C3%A9')]).toEqual([0xc3, 0xa9, 0xc3, 0xa9]);
    expect([...percentDecodeString('\ud800%41')]).toEqual([0xef, 0xbf, 0xbd, 0x41]);
    expect([...percentDecodeString('😀%zz')]).toEqual([0xf0, 0x9f, 0x98, 0x80, 0x25, 0x7a, 0x7a]);
    expect([...percentDecodeString('%%41%4')]).toEqual([0x25, 0x41, 0x25, 0x34]);
  });

  test('without "%" it is the UTF-8 encoding', () => {
    expect(percentDecodeString('a b+é')).toEqual(utf8Encode('a b+é'));
  });
});

describe('percentDecodeToString', () => {
  test('decodes escapes and UTF-8', () => {
    expect(percentDecodeToString('%E2%80%BD%25%2E')).toBe('\u203d%.');
    expect(percentDecodeToString('a%20b')).toBe('a b');
    expect(percentDecodeToString('%F0%9F%98%80')).toBe('😀');
    expect(percentDecodeToString('%f0%9f%98%80')).toBe('😀');
    expect(percentDecodeToString('caf%C3%A9 %E4%B8%AD')).toBe('café 中');
  });

  test('edge cases: "%" at the end, "%4", "%zz", "%%41", lowercase hex, empty string', () => {
    expect(percentDecodeToString('')).toBe('');
    expect(percentDecodeToString('%')).toBe('%');
    expect(percentDecodeToString('abc%')).toBe('abc%');
    expect(percentDecodeToString('%4')).toBe('%4');
    expect(percentDecodeToString('a%4')).toBe('a%4');
    expect(percentDecodeToString('%zz')).toBe('%zz');
    expect(percentDecodeToString('%%41')).toBe('%A');
    expect(percentDecodeToString('%%%41%')).toBe('%%A%');
    expect(percentDecodeToString('%4a%4A')).toBe('JJ');
    expect(percentDecodeToString('%2525')).toBe('%25');
  });

  test('returns the input itself when there is nothing to decode', () => {
    const input = ['a', 'b'].join('+');
    expect(Object.is(percentDecodeToString(input), input)).toBe(true);
    const withBadEscape = ['a', 'zz'].join('%');
    expect(Object.is(percentDecodeToString(withBadEscape), withBadEscape)).toBe(true);
  });

  test('invalid UTF-8 becomes U+FFFD as the Encoding Standard says', () => {
    expect(percentDecodeToString('%FF')).toBe('\ufffd');
    expect(percentDecodeToString('%C3')).toBe('\ufffd');
    expect(percentDecodeToString('%C3x')).toBe('\ufffdx');
    expect(percentDecodeToString('%E4%B8')).toBe('\ufffd'); // truncated: one U+FFFD
    expect(percentDecodeToString('%E4%B8%')).toBe('\ufffd%');
    expect(percentDecodeToString('%F0%80%80')).toBe('\ufffd\ufffd\ufffd'); // F0 needs 90..BF next
    expect(percentDecodeToString('%ED%A0%80')).toBe('\ufffd\ufffd\ufffd'); // a surrogate, UTF-8 encoded
    expect(percentDecodeToString('%C0%AF')).toBe('\ufffd\ufffd'); // overlong "/"
    expect(percentDecodeToString('%C3%28')).toBe('\ufffd(');
    expect(percentDecodeToString('%F4%90%80%80')).toBe('\ufffd\ufffd\ufffd\ufffd'); // above U+10FFFF
    expect(percentDecodeToString('%E2%82%E2%82%AC')).toBe('\ufffd€');
  });

  test('a sequence split between escapes and literal text is not joined', () => {
    // "é" is C3 A9: "%C3" followed by a literal "é" is C3 C3 A9 -> U+FFFD é
    expect(percentDecodeToString('%C3é')).toBe('\ufffdé');
    // a literal "é" followed by an escaped continuation byte: C3 A9 A9 -> é U+FFFD
    expect(percentDecodeToString('é%A9')).toBe('é\ufffd');
    // an invalid escape in the middle is a literal "%" byte, which ends the sequence
    expect(percentDecodeToString('%E2%zz%82%AC')).toBe('\ufffd%zz\ufffd\ufffd');
  });

  test('a byte order mark is kept, not stripped', () => {
    expect(percentDecodeToString('%EF%BB%BFx')).toBe('\ufeffx');
    expect(percentDecodeToString('\ufeff%41')).toBe('\ufeffA');
  });

  test('lone surrogates in the input come out as U+FFFD', () => {
    expect(percentDecodeToString('\ud800%41')).toBe('\ufffdA');
    expect(percentDecodeToString('%41\udc00')).toBe('A\ufffd');
    expect(percentDecodeToString('\ud800')).toBe('\ufffd');
    expect(percentDecodeToString('😀%41')).toBe('😀A');
  });

  test('plusAsSpace: "+" becomes a space, "%2B" stays "+"', () => {
    expect(percentDecodeToString('a+b')).toBe('a+b');
    expect(percentDecodeToString('a+b', true)).toBe('a b');
    expect(percentDecodeToString('+', true)).toBe(' ');
    expect(percentDecodeToString('++%2B+', true)).toBe('  + ');
    expect(percentDecodeToString('%C3+%A9', true)).toBe('\ufffd \ufffd');
    expect(percentDecodeToString('%2B%20+', true)).toBe('+  ');
    expect(percentDecodeToString('a%zz+b%', true)).toBe('a%zz b%');
    const input = ['a', 'b'].join('%');
    expect(Object.is(percentDecodeToString(input, true), input)).toBe(true);
  });

  test('1 MB inputs (runs, no timing)', () => {
    const ascii = 'ab%20cd+'.repeat(1 << 17);
    expect(percentDecodeToString(ascii, true)).toBe('ab cd '.repeat(1 << 17));
    const wide = '%E4%B8%AD%F0%9F%98%80'.repeat(1 << 15);
    expect(percentDecodeToString(wide)).toBe('中😀'.repeat(1 << 15));
    const noEscapes = 'x'.repeat(1 << 20);
    expect(percentDecodeToString(noEscapes)).toBe(noEscapes);
    const manyBad = '%'.repeat(1 << 20);
    expect(percentDecodeToString(manyBad)).toBe(manyBad);
  });
});

describe('without String.prototype.isWellFormed (runtimes before ES2024)', () => {
  test('percentDecodeToString still reads lone surrogates as U+FFFD', async () => {
    const proto = String.prototype as { isWellFormed?: unknown };
    const native = proto.isWellFormed;
    delete proto.isWellFormed;
    try {
      // a fresh copy of the modules, which look for the native method when they load
      vi.resetModules();
      const fresh = await import('../src/decode.ts');
      expect(fresh.percentDecodeToString('\ud800%41')).toBe('\ufffdA');
      expect(fresh.percentDecodeToString('a\udc00')).toBe('a\ufffd');
      expect(fresh.percentDecodeToString('😀\ud83d')).toBe('😀\ufffd');
      const wellFormed = ['😀', 'b'].join('');
      expect(Object.is(fresh.percentDecodeToString(wellFormed), wellFormed)).toBe(true);
    } finally {
      proto.isWellFormed = native;
    }
    expect(typeof proto.isWellFormed).toBe('function');
  });
});

describe('without String.prototype.isWellFormed and toWellFormed (runtimes before ES2024)', () => {
  test('percentDecodeToString still reads lone surrogates as U+FFFD', async () => {
    const proto = String.prototype as { isWellFormed?: unknown; toWellFormed?: unknown };
    const { isWellFormed: nativeIs, toWellFormed: nativeTo } = proto;
    delete proto.isWellFormed;
    delete proto.toWellFormed;
    try {
      vi.resetModules();
      const fresh = await import('../src/decode.ts');
      expect(fresh.percentDecodeToString('\ud800%41')).toBe('\ufffdA');
      expect(fresh.percentDecodeToString('a+\udc00', true)).toBe('a \ufffd');
      expect(fresh.percentDecodeToString('😀\ud83d')).toBe('😀\ufffd');
      const wellFormed = ['😀', 'b'].join('');
      expect(Object.is(fresh.percentDecodeToString(wellFormed), wellFormed)).toBe(true);
    } finally {
      proto.isWellFormed = nativeIs;
      proto.toWellFormed = nativeTo;
    }
    expect(typeof proto.toWellFormed).toBe('function');
  });
});
