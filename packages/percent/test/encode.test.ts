import {
  APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET,
  C0_CONTROL_PERCENT_ENCODE_SET,
  COMPONENT_PERCENT_ENCODE_SET,
  createPercentEncodeSet,
  type Encoding,
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  percentEncode,
  percentEncodeAfterEncoding,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
  UTF_8,
  utf8PercentEncodeCodePoint,
  utf8PercentEncodeRange,
  utf8PercentEncodeString,
} from '@url/percent';
import { describe, expect, test } from 'vitest';
import { iso2022jpWithoutIndex, shiftJISToy, windows1252 } from './legacy-encoders.ts';

const FORM = APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET;

describe('percentEncode', () => {
  test('"%" and two ASCII upper hex digits, for every byte', () => {
    expect(percentEncode(0x23)).toBe('%23');
    expect(percentEncode(0x7f)).toBe('%7F');
    expect(percentEncode(0)).toBe('%00');
    expect(percentEncode(0xff)).toBe('%FF');
    for (let b = 0; b < 256; b++)
      expect(percentEncode(b)).toBe(`%${b.toString(16).toUpperCase().padStart(2, '0')}`);
  });

  test('throws a TypeError naming a value that is not a byte', () => {
    for (const bad of [-1, 256, 1.5, Number.NaN]) expect(() => percentEncode(bad)).toThrow(String(bad));
    expect(() => percentEncode(256)).toThrow(TypeError);
  });
});

describe('utf8PercentEncodeString', () => {
  test("the spec's examples", () => {
    expect(utf8PercentEncodeString('\u2261', USERINFO_PERCENT_ENCODE_SET)).toBe('%E2%89%A1');
    expect(utf8PercentEncodeString('\u203d', USERINFO_PERCENT_ENCODE_SET)).toBe('%E2%80%BD');
    expect(utf8PercentEncodeString('Say what\u203d', USERINFO_PERCENT_ENCODE_SET)).toBe(
      'Say%20what%E2%80%BD',
    );
  });

  test('returns the input itself when nothing needs encoding', () => {
    const input = ['abc', 'def'].join('/'); // not a literal, so identity is meaningful
    expect(utf8PercentEncodeString(input, PATH_PERCENT_ENCODE_SET)).toBe(input);
    expect(Object.is(utf8PercentEncodeString(input, PATH_PERCENT_ENCODE_SET), input)).toBe(true);
    expect(utf8PercentEncodeString('', COMPONENT_PERCENT_ENCODE_SET)).toBe('');
  });

  test('UTF-8 widths 1 to 4, at the start, middle and end', () => {
    expect(utf8PercentEncodeString('\u00e9', C0_CONTROL_PERCENT_ENCODE_SET)).toBe('%C3%A9');
    expect(utf8PercentEncodeString('\u0080\u07ff\u0800\uffff', C0_CONTROL_PERCENT_ENCODE_SET)).toBe(
      '%C2%80%DF%BF%E0%A0%80%EF%BF%BF',
    );
    expect(utf8PercentEncodeString('a\u{10000}b\u{10ffff}', C0_CONTROL_PERCENT_ENCODE_SET)).toBe(
      'a%F0%90%80%80b%F4%8F%BF%BF',
    );
    expect(utf8PercentEncodeString('😀x', FRAGMENT_PERCENT_ENCODE_SET)).toBe('%F0%9F%98%80x');
    expect(utf8PercentEncodeString('x😀', FRAGMENT_PERCENT_ENCODE_SET)).toBe('x%F0%9F%98%80');
    expect(utf8PercentEncodeString('a b', FRAGMENT_PERCENT_ENCODE_SET)).toBe('a%20b');
    expect(utf8PercentEncodeString(' ab ', FRAGMENT_PERCENT_ENCODE_SET)).toBe('%20ab%20');
  });

  test('lone surrogates become U+FFFD (%EF%BF%BD), never a throw', () => {
    expect(utf8PercentEncodeString('\ud800', C0_CONTROL_PERCENT_ENCODE_SET)).toBe('%EF%BF%BD');
    expect(utf8PercentEncodeString('\udc00', C0_CONTROL_PERCENT_ENCODE_SET)).toBe('%EF%BF%BD');
    expect(utf8PercentEncodeString('a\ud83dB', C0_CONTROL_PERCENT_ENCODE_SET)).toBe('a%EF%BF%BDB');
    expect(utf8PercentEncodeString('a\ude00\ud83d', C0_CONTROL_PERCENT_ENCODE_SET)).toBe(
      'a%EF%BF%BD%EF%BF%BD',
    );
    // a low surrogate before a high one is two lone surrogates, not a pair
    expect(utf8PercentEncodeString('\ude00\ud83d\ude00', C0_CONTROL_PERCENT_ENCODE_SET)).toBe(
      '%EF%BF%BD%F0%9F%98%80',
    );
  });

  test('each set encodes what it should', () => {
    const ascii = ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
    expect(utf8PercentEncodeString(ascii, C0_CONTROL_PERCENT_ENCODE_SET)).toBe(ascii);
    expect(utf8PercentEncodeString(ascii, FRAGMENT_PERCENT_ENCODE_SET)).toBe(
      "%20!%22#$%&'()*+,-./:;%3C=%3E?@[\\]^_%60{|}~",
    );
    expect(utf8PercentEncodeString(ascii, QUERY_PERCENT_ENCODE_SET)).toBe(
      "%20!%22%23$%&'()*+,-./:;%3C=%3E?@[\\]^_`{|}~",
    );
    expect(utf8PercentEncodeString(ascii, SPECIAL_QUERY_PERCENT_ENCODE_SET)).toBe(
      '%20!%22%23$%&%27()*+,-./:;%3C=%3E?@[\\]^_`{|}~',
    );
    expect(utf8PercentEncodeString(ascii, PATH_PERCENT_ENCODE_SET)).toBe(
      "%20!%22%23$%&'()*+,-./:;%3C=%3E%3F@[\\]%5E_%60%7B|%7D~",
    );
    expect(utf8PercentEncodeString(ascii, USERINFO_PERCENT_ENCODE_SET)).toBe(
      "%20!%22%23$%&'()*+,-.%2F%3A%3B%3C%3D%3E%3F%40%5B%5C%5D%5E_%60%7B%7C%7D~",
    );
    expect(utf8PercentEncodeString(ascii, COMPONENT_PERCENT_ENCODE_SET)).toBe(
      "%20!%22%23%24%25%26'()*%2B%2C-.%2F%3A%3B%3C%3D%3E%3F%40%5B%5C%5D%5E_%60%7B%7C%7D~",
    );
    expect(utf8PercentEncodeString(ascii, FORM)).toBe(
      '+%21%22%23%24%25%26%27%28%29*%2B%2C-.%2F%3A%3B%3C%3D%3E%3F%40%5B%5C%5D%5E_%60%7B%7C%7D%7E',
    );
    expect(utf8PercentEncodeString('\u0000\u001f\u007f', C0_CONTROL_PERCENT_ENCODE_SET)).toBe('%00%1F%7F');
  });

  test('spaceAsPlus: spec default (only the form set), or as given', () => {
    expect(utf8PercentEncodeString('a b+c', FORM)).toBe('a+b%2Bc');
    expect(utf8PercentEncodeString('a b+c', FORM, false)).toBe('a%20b%2Bc');
    expect(utf8PercentEncodeString('a b+c', COMPONENT_PERCENT_ENCODE_SET)).toBe('a%20b%2Bc');
    expect(utf8PercentEncodeString('a b+c', COMPONENT_PERCENT_ENCODE_SET, true)).toBe('a+b%2Bc');
    // a space becomes "+" even when the set does not contain U+0020
    expect(utf8PercentEncodeString('a b', C0_CONTROL_PERCENT_ENCODE_SET, true)).toBe('a+b');
    expect(utf8PercentEncodeString('  ', C0_CONTROL_PERCENT_ENCODE_SET, true)).toBe('++');
    // "+" itself is only encoded when the set says so
    expect(utf8PercentEncodeString('+ +', C0_CONTROL_PERCENT_ENCODE_SET, true)).toBe('+++');
  });

  test('a custom set', () => {
    const set = createPercentEncodeSet(PATH_PERCENT_ENCODE_SET, { add: '%', remove: '{}' });
    expect(utf8PercentEncodeString('{a%20}', set)).toBe('{a%2520}');
  });

  test('1 MB inputs: ASCII unchanged, ASCII with encodes, non-ASCII (runs, no timing)', () => {
    const plain = 'abcdefgh'.repeat(1 << 17);
    expect(utf8PercentEncodeString(plain, COMPONENT_PERCENT_ENCODE_SET)).toBe(plain);
    const spaced = 'abc def '.repeat(1 << 17);
    const encoded = utf8PercentEncodeString(spaced, COMPONENT_PERCENT_ENCODE_SET);
    expect(encoded.length).toBe(spaced.length + 2 * (1 << 18));
    expect(encoded).toBe(encodeURIComponent(spaced));
    const wide = 'é😀中'.repeat(1 << 17);
    expect(utf8PercentEncodeString(wide, COMPONENT_PERCENT_ENCODE_SET)).toBe(encodeURIComponent(wide));
  });
});

describe('utf8PercentEncodeRange', () => {
  test('encodes only the range', () => {
    const input = 'ab cd ef';
    expect(utf8PercentEncodeRange(input, 2, 6, FRAGMENT_PERCENT_ENCODE_SET)).toBe('%20cd%20');
    expect(utf8PercentEncodeRange(input, 3, 5, FRAGMENT_PERCENT_ENCODE_SET)).toBe('cd');
    expect(utf8PercentEncodeRange(input, 4, 4, FRAGMENT_PERCENT_ENCODE_SET)).toBe('');
    expect(utf8PercentEncodeRange(input, 0, input.length, FRAGMENT_PERCENT_ENCODE_SET)).toBe('ab%20cd%20ef');
  });

  test('returns the input itself for the whole range with nothing to encode', () => {
    const input = ['x', 'y'].join('-');
    expect(Object.is(utf8PercentEncodeRange(input, 0, input.length, PATH_PERCENT_ENCODE_SET), input)).toBe(
      true,
    );
  });

  test('a range that cuts a surrogate pair sees a lone surrogate, like a slice does', () => {
    const input = 'a😀b';
    expect(utf8PercentEncodeRange(input, 0, 2, FRAGMENT_PERCENT_ENCODE_SET)).toBe('a%EF%BF%BD');
    expect(utf8PercentEncodeRange(input, 2, 4, FRAGMENT_PERCENT_ENCODE_SET)).toBe('%EF%BF%BDb');
    expect(utf8PercentEncodeRange(input, 1, 3, FRAGMENT_PERCENT_ENCODE_SET)).toBe('%F0%9F%98%80');
  });

  test('spaceAsPlus', () => {
    expect(utf8PercentEncodeRange('?a b&', 1, 4, FORM)).toBe('a+b');
    expect(utf8PercentEncodeRange('?a b&', 1, 4, FORM, false)).toBe('a%20b');
  });

  test('rejects a range that is not one, with a RangeError naming it', () => {
    const set = FRAGMENT_PERCENT_ENCODE_SET;
    expect(() => utf8PercentEncodeRange('abc', 2, 1, set)).toThrow(RangeError);
    expect(() => utf8PercentEncodeRange('abc', -1, 2, set)).toThrow('[-1, 2)');
    expect(() => utf8PercentEncodeRange('abc', 0, 4, set)).toThrow('length 3');
    expect(() => utf8PercentEncodeRange('abc', 0.5, 2, set)).toThrow(RangeError);
    expect(() => utf8PercentEncodeRange('abc', Number.NaN, 2, set)).toThrow(RangeError);
  });
});

describe('utf8PercentEncodeCodePoint', () => {
  test('a code point not in the set is returned as a string', () => {
    expect(utf8PercentEncodeCodePoint(0x61, USERINFO_PERCENT_ENCODE_SET)).toBe('a');
    expect(utf8PercentEncodeCodePoint(0x2f, PATH_PERCENT_ENCODE_SET)).toBe('/');
  });

  test('a code point in the set is the percent-encoding of its UTF-8 bytes', () => {
    expect(utf8PercentEncodeCodePoint(0x2f, USERINFO_PERCENT_ENCODE_SET)).toBe('%2F');
    expect(utf8PercentEncodeCodePoint(0x2261, USERINFO_PERCENT_ENCODE_SET)).toBe('%E2%89%A1');
    expect(utf8PercentEncodeCodePoint(0x1f600, C0_CONTROL_PERCENT_ENCODE_SET)).toBe('%F0%9F%98%80');
    expect(utf8PercentEncodeCodePoint(0x10ffff, C0_CONTROL_PERCENT_ENCODE_SET)).toBe('%F4%8F%BF%BF');
    expect(utf8PercentEncodeCodePoint(0x80, C0_CONTROL_PERCENT_ENCODE_SET)).toBe('%C2%80');
  });

  test('a surrogate code point is encoded as U+FFFD; a non-code-point throws a TypeError naming it', () => {
    expect(utf8PercentEncodeCodePoint(0xd800, C0_CONTROL_PERCENT_ENCODE_SET)).toBe('%EF%BF%BD');
    expect(utf8PercentEncodeCodePoint(0xdfff, C0_CONTROL_PERCENT_ENCODE_SET)).toBe('%EF%BF%BD');
    for (const bad of [-1, 0x110000, 65.5, Number.NaN])
      expect(() => utf8PercentEncodeCodePoint(bad, C0_CONTROL_PERCENT_ENCODE_SET)).toThrow(
        new TypeError(`utf8PercentEncodeCodePoint: ${bad} is not a code point`),
      );
  });
});

describe('percentEncodeAfterEncoding', () => {
  test('UTF-8 by default (null, undefined or UTF_8), same as utf8PercentEncodeString', () => {
    for (const encoding of [null, undefined, UTF_8]) {
      expect(percentEncodeAfterEncoding(encoding, 'Say what\u203d', USERINFO_PERCENT_ENCODE_SET)).toBe(
        'Say%20what%E2%80%BD',
      );
      expect(percentEncodeAfterEncoding(encoding, '1+1 \u2261 2%20\u203d', FORM)).toBe(
        '1%2B1+%E2%89%A1+2%2520%E2%80%BD',
      );
    }
    const input = ['plain', 'text'].join('-');
    expect(Object.is(percentEncodeAfterEncoding(null, input, FORM), input)).toBe(true);
  });

  test('UTF-8 through the generic encoder path gives the same as the fast path', () => {
    const slowUTF8: Encoding = { name: 'UTF-8 (generic)', getEncoder: () => UTF_8.getEncoder() };
    const inputs = ['', 'abc', 'a b+c', '\u00e9\u2261\u{1f600}', '\ud800x\udc00', "!'()~*%", '\u0000\u007f'];
    for (const input of inputs)
      for (const set of [C0_CONTROL_PERCENT_ENCODE_SET, SPECIAL_QUERY_PERCENT_ENCODE_SET, FORM])
        expect(percentEncodeAfterEncoding(slowUTF8, input, set)).toBe(utf8PercentEncodeString(input, set));
  });

  test("the spec's Shift_JIS examples (with a toy Shift_JIS encoder)", () => {
    const set = SPECIAL_QUERY_PERCENT_ENCODE_SET;
    expect(percentEncodeAfterEncoding(shiftJISToy, ' ', set)).toBe('%20');
    expect(percentEncodeAfterEncoding(shiftJISToy, '\u2261', set)).toBe('%81%DF');
    expect(percentEncodeAfterEncoding(shiftJISToy, '\u203d', set)).toBe('%26%238253%3B');
    expect(percentEncodeAfterEncoding(shiftJISToy, '1+1 \u2261 2%20\u203d', FORM)).toBe(
      '1%2B1+%81%DF+2%2520%26%238253%3B',
    );
  });

  test("the spec's ISO-2022-JP example: a stateful encoder and its end-of-queue bytes", () => {
    expect(
      percentEncodeAfterEncoding(iso2022jpWithoutIndex, '\u00a5', SPECIAL_QUERY_PERCENT_ENCODE_SET),
    ).toBe('%1B(J\\%1B(B');
    // an error in the middle does not reset the encoder: it stays in its Roman state, where "a"
    // is one byte, and switches back to ASCII only at the end
    expect(
      percentEncodeAfterEncoding(
        iso2022jpWithoutIndex,
        '\u00a5\u2603\u00a5a',
        SPECIAL_QUERY_PERCENT_ENCODE_SET,
      ),
    ).toBe('%1B(J\\%26%239731%3B\\a%1B(B');
    expect(
      percentEncodeAfterEncoding(iso2022jpWithoutIndex, '\u00a5\\', SPECIAL_QUERY_PERCENT_ENCODE_SET),
    ).toBe('%1B(J\\%1B(B\\');
    // a new call gets a new encoder (in ASCII state)
    expect(percentEncodeAfterEncoding(iso2022jpWithoutIndex, 'a', SPECIAL_QUERY_PERCENT_ENCODE_SET)).toBe(
      'a',
    );
  });

  test('windows-1252: a single-byte encoder', () => {
    const set = SPECIAL_QUERY_PERCENT_ENCODE_SET;
    expect(percentEncodeAfterEncoding(windows1252, '\u20ac \u00e9\u2020', set)).toBe('%80%20%E9%86');
    expect(percentEncodeAfterEncoding(windows1252, '\u0100', set)).toBe('%26%23256%3B');
    expect(percentEncodeAfterEncoding(windows1252, '\u{1f600}', set)).toBe('%26%23128512%3B');
    // a lone surrogate reaches the encoder as U+FFFD
    expect(percentEncodeAfterEncoding(windows1252, '\ud800', set)).toBe('%26%2365533%3B');
    expect(percentEncodeAfterEncoding(windows1252, "a b'c\u00ff", FORM)).toBe('a+b%27c%FF');
    expect(percentEncodeAfterEncoding(windows1252, 'a b', set, true)).toBe('a+b');
  });

  test('an encoder that emits a non-byte gets a TypeError naming the encoding', () => {
    const broken: Encoding = {
      name: 'broken',
      getEncoder: () => ({
        encode(codePoint, output) {
          output.push(codePoint + 1000);
          return null;
        },
      }),
    };
    expect(() => percentEncodeAfterEncoding(broken, 'a', C0_CONTROL_PERCENT_ENCODE_SET)).toThrow(
      new TypeError('percentEncodeAfterEncoding: the broken encoder produced 1097, which is not a byte'),
    );
  });
});
