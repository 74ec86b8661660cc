import { describe, expect, it } from 'vitest';
import { endsInANumber, parseIPv4, parseIPv4Number, serializeIPv4 } from '../src/ipv4.ts';
import { withErrors } from './helpers.ts';

const ip = (a: number, b: number, c: number, d: number) => a * 2 ** 24 + b * 2 ** 16 + c * 2 ** 8 + d;

describe('parseIPv4', () => {
  it.each([
    ['0.0.0.0', 0],
    ['1.2.3.4', ip(1, 2, 3, 4)],
    ['255.255.255.255', 0xffffffff],
    ['192.168.0.1', ip(192, 168, 0, 1)],
    // one, two and three parts: the last part fills the remaining bytes
    ['2130706433', ip(127, 0, 0, 1)],
    ['127.1', ip(127, 0, 0, 1)],
    ['127.0.1', ip(127, 0, 0, 1)],
    ['1.65536', ip(1, 1, 0, 0)],
    ['1.65535', ip(1, 0, 255, 255)],
    ['1.16777215', ip(1, 255, 255, 255)],
    ['1.16777216', null],
    ['1.2.65535', ip(1, 2, 255, 255)],
    ['1.2.65536', null],
    ['4294967295', 0xffffffff],
    ['4294967296', null],
    // hexadecimal and octal
    ['0x7f.1', ip(127, 0, 0, 1)],
    ['0X7F.0.0.1', ip(127, 0, 0, 1)],
    ['0177.0.0.1', ip(127, 0, 0, 1)],
    ['0x', 0],
    ['0x.0x.0x.0x', 0],
    ['00.00.00.00', 0],
    ['0xffffffff', 0xffffffff],
    ['0x100000000', null],
    ['037777777777', 0xffffffff],
    ['040000000000', null],
    ['0x0000000000000000000000000000000000000000000000000000001', 1],
    ['0000000000000000000000000000000000000000177.0.0.1', ip(127, 0, 0, 1)],
    ['08.1.2.3', null],
    ['0x1g.1.2.3', null],
    // a trailing dot, empty parts
    ['1.2.3.4.', ip(1, 2, 3, 4)],
    ['1.2.3.4..', null],
    ['1..2.3', null],
    ['.1.2.3', null],
    ['', null],
    ['.', null],
    // too many parts, out of range parts
    ['1.2.3.4.5', null],
    ['256.0.0.1', null],
    ['1.256.0.1', null],
    ['1.2.3.256', null],
    ['1.2.3.1000', null],
    ['99999999999999999999999999999999999999999', null],
    // not numbers
    ['1.2.3.a', null],
    ['foo.1.2.3', null],
    ['1.2.3.4 ', null],
    ['1.2.3.٤', null],
  ])('%j -> %j', (input, expected) => {
    expect(parseIPv4(input)).toBe(expected);
    expect(parseIPv4(input, () => {})).toBe(expected);
  });

  it('returns unsigned numbers', () => {
    expect(parseIPv4('128.0.0.0')).toBe(2 ** 31);
    expect(parseIPv4('0x80000000')).toBe(2 ** 31);
    expect(parseIPv4('200.1')).toBe(ip(200, 0, 0, 1));
  });

  it('takes long input in linear time', () => {
    const long = `0x${'0'.repeat(1_000_000)}1.${'0'.repeat(1_000_000)}2`;
    expect(parseIPv4(long)).toBe(ip(1, 0, 0, 2));
    expect(parseIPv4('1.'.repeat(500_000))).toBe(null);
  });
});

describe('parseIPv4 validation errors (name@index)', () => {
  it.each([
    // IPv4-empty-part: at the trailing dot; not a failure
    ['127.0.0.1.', ip(127, 0, 0, 1), ['IPv4-empty-part@9']],
    // IPv4-too-few-parts: at 0; not a failure
    ['1.2.3', ip(1, 2, 0, 3), ['IPv4-too-few-parts@0']],
    ['1.2.3.', ip(1, 2, 0, 3), ['IPv4-empty-part@5', 'IPv4-too-few-parts@0']],
    // IPv4-too-many-parts: at the fifth part; failure
    ['1.2.3.4.5', null, ['IPv4-too-many-parts@8']],
    ['1.2.3.4.5.', null, ['IPv4-empty-part@9', 'IPv4-too-many-parts@8']],
    // IPv4-non-numeric-part: at the part; failure
    ['test.42', null, ['IPv4-too-few-parts@0', 'IPv4-non-numeric-part@0']],
    ['1.2.x.4', null, ['IPv4-non-numeric-part@4']],
    ['1..3.4', null, ['IPv4-non-numeric-part@2']],
    ['', null, ['IPv4-empty-part@0', 'IPv4-too-few-parts@0', 'IPv4-non-numeric-part@0']],
    // IPv4-non-decimal-part: at each hex or octal part; not a failure
    ['127.0.0x0.1', ip(127, 0, 0, 1), ['IPv4-non-decimal-part@6']],
    [
      '0x7f.00.0.01',
      ip(127, 0, 0, 1),
      ['IPv4-non-decimal-part@0', 'IPv4-non-decimal-part@5', 'IPv4-non-decimal-part@10'],
    ],
    // IPv4-out-of-range-part: once, at the first part over 255; a failure unless only the last part is
    // over 255 and it fits
    ['255.255.4000.1', null, ['IPv4-out-of-range-part@8']],
    ['1.2.3.256', null, ['IPv4-out-of-range-part@6']],
    ['1.2.256', ip(1, 2, 1, 0), ['IPv4-too-few-parts@0', 'IPv4-out-of-range-part@4']],
    ['300.300.1', null, ['IPv4-too-few-parts@0', 'IPv4-out-of-range-part@0']],
    [
      '1.2.0x300',
      ip(1, 2, 3, 0),
      ['IPv4-too-few-parts@0', 'IPv4-non-decimal-part@4', 'IPv4-out-of-range-part@4'],
    ],
    // a valid IPv4-address string has none
    ['1.2.3.4', ip(1, 2, 3, 4), []],
  ])('%j', (input, expected, errors) => {
    expect(withErrors(parseIPv4, input)).toEqual([expected, errors]);
  });
});

describe('parseIPv4Number', () => {
  it.each([
    ['0', { value: 0, validationError: false }],
    ['00', { value: 0, validationError: true }],
    ['0x', { value: 0, validationError: true }],
    ['0X', { value: 0, validationError: true }],
    ['0xA', { value: 10, validationError: true }],
    ['010', { value: 8, validationError: true }],
    ['10', { value: 10, validationError: false }],
    ['4294967296', { value: 4294967296, validationError: false }],
    ['9007199254740991', { value: 9007199254740991, validationError: false }],
    ['', null],
    ['09', null],
    ['0xg', null],
    ['a', null],
    ['-1', null],
    ['+1', null],
    ['1e3', null],
  ])('%j -> %j', (input, expected) => {
    expect(parseIPv4Number(input)).toEqual(expected);
  });
});

describe('endsInANumber', () => {
  it.each([
    ['1', true],
    ['1.', true],
    ['foo.1', true],
    ['foo.09', true],
    ['foo.0x', true],
    ['foo.0X1f', true],
    ['foo.0xg', false],
    ['foo.bar', false],
    ['foo.1a', false],
    ['1.foo', false],
    ['1..', false],
    ['.', false],
    ['', false],
    ['x', false],
    ['0x.', true],
    ['example.com', false],
    ['１', false],
  ])('%j -> %j', (input, expected) => {
    expect(endsInANumber(input)).toBe(expected);
  });
});

describe('serializeIPv4', () => {
  it.each([
    [0, '0.0.0.0'],
    [ip(127, 0, 0, 1), '127.0.0.1'],
    [0xffffffff, '255.255.255.255'],
    [2 ** 31, '128.0.0.0'],
    [ip(10, 20, 30, 40), '10.20.30.40'],
  ])('%j -> %j', (input, expected) => {
    expect(serializeIPv4(input)).toBe(expected);
  });

  it.each([[-1], [2 ** 32], [1.5], [Number.NaN], ['1' as unknown as number]])(
    'throws a TypeError for %j',
    (v) => {
      expect(() => serializeIPv4(v)).toThrow(TypeError);
    },
  );
});
