import { describe, expect, it } from 'vitest';
import { findTheIPv6AddressCompressedPieceIndex, parseIPv6, serializeIPv6 } from '../src/ipv6.ts';
import { withErrors } from './helpers.ts';

describe('parseIPv6', () => {
  it.each([
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    ['::1', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['1::', [1, 0, 0, 0, 0, 0, 0, 0]],
    ['1::2', [1, 0, 0, 0, 0, 0, 0, 2]],
    ['1:2:3:4:5:6:7:8', [1, 2, 3, 4, 5, 6, 7, 8]],
    ['1:2:3:4:5:6:7::', [1, 2, 3, 4, 5, 6, 7, 0]],
    ['::2:3:4:5:6:7:8', [0, 2, 3, 4, 5, 6, 7, 8]],
    ['FFFF:abcd:EF01:0:0:0:0:0', [0xffff, 0xabcd, 0xef01, 0, 0, 0, 0, 0]],
    ['0000:0001::00ff', [0, 1, 0, 0, 0, 0, 0, 0xff]],
    ['2001:db8:85a3::8a2e:370:7334', [0x2001, 0xdb8, 0x85a3, 0, 0, 0x8a2e, 0x370, 0x7334]],
    ['::ffff:192.168.0.1', [0, 0, 0, 0, 0, 0xffff, 0xc0a8, 1]],
    ['::127.0.0.1', [0, 0, 0, 0, 0, 0, 0x7f00, 1]],
    ['1:2:3:4:5:6:1.2.3.4', [1, 2, 3, 4, 5, 6, 0x102, 0x304]],
    ['64:ff9b::0.0.0.0', [0x64, 0xff9b, 0, 0, 0, 0, 0, 0]],
    ['::255.255.255.255', [0, 0, 0, 0, 0, 0, 0xffff, 0xffff]],
    // failures
    ['', null],
    [':', null],
    [':1', null],
    ['1:', null],
    [':::', null],
    ['1:::2', null],
    ['1::2::3', null],
    ['1:2:3:4:5:6:7', null],
    ['1:2:3:4:5:6:7:8:9', null],
    ['1:2:3:4::5:6:7:8', null],
    ['::1:2:3:4:5:6:7:8', null],
    ['12345::', null],
    ['g::', null],
    ['fe80::1%eth0', null],
    ['[::1]', null],
    ['::1 ', null],
    ['1:2:3:4:5:6:7:1.2.3.4', null],
    ['1:2:3:4:5:6::1.2.3.4', null],
    ['::1.2.3', null],
    ['::1.2.3.4.5', null],
    ['::1.2.3.04', null],
    ['::1.2.3.256', null],
    ['::1.2.3.4x', null],
    ['::.1.2.3', null],
    ['::1..2.3', null],
    ['::1.2.3.', null],
    ['::1a.2.3.4', null],
    ['::１', null],
  ])('%j -> %j', (input, expected) => {
    expect(parseIPv6(input)).toEqual(expected);
    expect(parseIPv6(input, () => {})).toEqual(expected);
  });

  it('takes long input in linear time', () => {
    expect(parseIPv6(`::${'1:'.repeat(1_000_000)}`)).toBe(null);
    expect(parseIPv6(`::1.${'1'.repeat(1_000_000)}`)).toBe(null);
  });
});

describe('parseIPv6 validation errors (name@index)', () => {
  it.each([
    // the spec table's examples (inside the brackets), then more
    [':1', null, ['IPv6-invalid-compression@0']],
    [':', null, ['IPv6-invalid-compression@0']],
    ['1:2:3:4:5:6:7:8:9', null, ['IPv6-too-many-pieces@16']],
    ['1::1::1', null, ['IPv6-multiple-compression@5']],
    ['1:2:3!:4', null, ['IPv6-invalid-code-point@5']],
    ['1:2:3:', null, ['IPv6-invalid-code-point@6']],
    ['12345::', null, ['IPv6-invalid-code-point@4']],
    ['1:2:3', null, ['IPv6-too-few-pieces@5']],
    ['::01', [0, 0, 0, 0, 0, 0, 0, 1], ['IPv6-piece-leading-zero@2']],
    [
      '0001:0:00:000:0000::1',
      [1, 0, 0, 0, 0, 0, 0, 1],
      [
        'IPv6-piece-leading-zero@0',
        'IPv6-piece-leading-zero@7',
        'IPv6-piece-leading-zero@10',
        'IPv6-piece-leading-zero@14',
      ],
    ],
    ['1:1:1:1:1:1:1:127.0.0.1', null, ['IPv4-in-IPv6-too-many-pieces@14']],
    ['ffff::.0.0.1', null, ['IPv4-in-IPv6-invalid-code-point@6']],
    ['ffff::127.0.xyz.1', null, ['IPv4-in-IPv6-invalid-code-point@12']],
    ['ffff::127.0xyz', null, ['IPv4-in-IPv6-invalid-code-point@11']],
    ['ffff::127.00.0.1', null, ['IPv4-in-IPv6-invalid-code-point@11']],
    ['ffff::127.0.0.1.2', null, ['IPv4-in-IPv6-invalid-code-point@15']],
    ['ffff::127.0.0.', null, ['IPv4-in-IPv6-invalid-code-point@14']],
    ['ffff::127.0.0.4000', null, ['IPv4-in-IPv6-out-of-range-part@16']],
    ['ffff::127.0.0', null, ['IPv4-in-IPv6-too-few-parts@13']],
    ['::ffff:1.2.3.4', [0, 0, 0, 0, 0, 0xffff, 0x102, 0x304], []],
  ])('%j', (input, expected, errors) => {
    expect(withErrors(parseIPv6, input)).toEqual([expected, errors]);
  });
});

describe('findTheIPv6AddressCompressedPieceIndex', () => {
  it.each([
    [[0, 0xf, 0, 0, 0xf, 0xf, 0, 0], 2], // the spec's example
    [[0, 0, 0, 0, 0, 0, 0, 0], 0],
    [[1, 0, 0, 0, 0, 0, 0, 0], 1],
    [[1, 0, 1, 0, 1, 0, 1, 0], null],
    [[1, 0, 0, 1, 0, 0, 0, 1], 4],
    [[1, 0, 0, 1, 0, 0, 1, 1], 1],
    [[1, 2, 3, 4, 5, 6, 7, 8], null],
  ])('%j -> %j', (input, expected) => {
    expect(findTheIPv6AddressCompressedPieceIndex(input)).toBe(expected);
  });
});

describe('serializeIPv6', () => {
  it.each([
    [[0, 0, 0, 0, 0, 0, 0, 0], '::'],
    [[0, 0, 0, 0, 0, 0, 0, 1], '::1'],
    [[1, 0, 0, 0, 0, 0, 0, 0], '1::'],
    [[1, 0, 0, 0, 0, 0, 0, 1], '1::1'],
    [[0, 0xf, 0, 0, 0xf, 0xf, 0, 0], '0:f::f:f:0:0'],
    [[1, 0, 1, 0, 1, 0, 1, 0], '1:0:1:0:1:0:1:0'],
    [[1, 0, 0, 1, 0, 0, 0, 1], '1:0:0:1::1'],
    [[0x2001, 0xdb8, 0, 0, 0, 0, 0, 1], '2001:db8::1'],
    [[0, 0, 0, 0, 0, 0xffff, 0xc0a8, 1], '::ffff:c0a8:1'],
    [
      [0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff],
      'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
    ],
    [[0xabcd, 0, 0, 0, 0, 0, 0, 0xef], 'abcd::ef'],
  ])('%j -> %j', (input, expected) => {
    expect(serializeIPv6(input)).toBe(expected);
    expect(serializeIPv6(Uint16Array.from(input))).toBe(expected);
  });

  it.each([
    [[0, 0, 0, 0, 0, 0, 0]],
    [[0, 0, 0, 0, 0, 0, 0, 0, 0]],
    [[0, 0, 0, 0, 0, 0, 0, 0x10000]],
    [[0, 0, 0, 0, 0, 0, 0, -1]],
    [[0, 0, 0, 0, 0, 0, 0, 1.5]],
  ])('throws a TypeError for %j', (pieces) => {
    expect(() => serializeIPv6(pieces)).toThrow(TypeError);
  });
});
