import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cidrContains, parseCIDR, serializeCIDR } from '../src/cidr.ts';
import { parseIPv4, serializeIPv4 } from '../src/ipv4.ts';
import { parseIPv6, serializeIPv6 } from '../src/ipv6.ts';
import { ipv4Address, ipv6Pieces } from './arbitraries.ts';

const require = createRequire(import.meta.url);
const ipaddr = require('ipaddr.js') as {
  parse(s: string): { match(range: [unknown, number]): boolean };
  parseCIDR(s: string): [unknown, number];
};

describe('parseCIDR', () => {
  it.each([
    ['10.0.0.0/8', { kind: 'ipv4', address: parseIPv4('10.0.0.0'), prefixLength: 8 }],
    ['0.0.0.0/0', { kind: 'ipv4', address: 0, prefixLength: 0 }],
    ['10.1.2.3/8', { kind: 'ipv4', address: parseIPv4('10.1.2.3'), prefixLength: 8 }],
    ['1.2.3.4/32', { kind: 'ipv4', address: parseIPv4('1.2.3.4'), prefixLength: 32 }],
    ['2001:db8::/32', { kind: 'ipv6', address: parseIPv6('2001:db8::'), prefixLength: 32 }],
    ['::/0', { kind: 'ipv6', address: [0, 0, 0, 0, 0, 0, 0, 0], prefixLength: 0 }],
    ['::1/128', { kind: 'ipv6', address: [0, 0, 0, 0, 0, 0, 0, 1], prefixLength: 128 }],
    ['::ffff:0.0.0.0/96', { kind: 'ipv6', address: [0, 0, 0, 0, 0, 0xffff, 0, 0], prefixLength: 96 }],
    ['10.0.0.0/33', null],
    ['::/129', null],
    ['10.0.0.0/08', null],
    ['10.0.0.0/', null],
    ['10.0.0.0', null],
    ['/8', null],
    ['10.0.0.0/8/8', null],
    ['10.0.0.0/ 8', null],
    ['10.0.0.0/1000', null],
    ['10/8', null],
    ['0x0a.0.0.0/8', null],
    ['010.0.0.0/8', null],
    ['[::1]/128', null],
    ['fe80::%eth0/64', null],
  ])('%j', (input, expected) => {
    expect(parseCIDR(input)).toEqual(expected);
  });
});

describe('cidrContains', () => {
  it.each([
    ['10.0.0.0/8', '10.0.0.0', true],
    ['10.0.0.0/8', '10.255.255.255', true],
    ['10.0.0.0/8', '11.0.0.0', false],
    ['10.0.0.0/8', '9.255.255.255', false],
    ['0.0.0.0/0', '255.255.255.255', true],
    ['1.2.3.4/32', '1.2.3.4', true],
    ['1.2.3.4/32', '1.2.3.5', false],
    ['128.0.0.0/1', '255.0.0.0', true],
    ['128.0.0.0/1', '127.255.255.255', false],
    ['172.16.0.0/12', '172.31.1.1', true],
    ['172.16.0.0/12', '172.32.0.0', false],
    ['2001:db8::/32', '2001:db8:ffff::1', true],
    ['2001:db8::/32', '2001:db9::', false],
    ['fe80::/10', 'febf::1', true],
    ['fe80::/10', 'fec0::1', false],
    ['::/0', '::1', true],
    ['::1/128', '::1', true],
    ['::1/128', '::2', false],
    ['::ffff:0:0/96', '::ffff:10.0.0.1', true],
    // an address of the other family is never in the block
    ['10.0.0.0/8', '::ffff:10.0.0.1', false],
    ['::/0', '10.0.0.1', false],
  ])('%s contains %s: %j', (cidr, address, expected) => {
    expect(cidrContains(cidr, address)).toBe(expected);
    const block = parseCIDR(cidr)!;
    const parsed = address.includes(':') ? parseIPv6(address)! : parseIPv4(address)!;
    expect(cidrContains(block, parsed)).toBe(expected);
  });

  it('throws a TypeError for a malformed block or address', () => {
    expect(() => cidrContains('10.0.0.0/33', '10.0.0.1')).toThrow(TypeError);
    expect(() => cidrContains('10.0.0.0/8', '0x0a.0.0.1')).toThrow(TypeError);
    expect(() => cidrContains('10.0.0.0/8', 'example.com')).toThrow(TypeError);
    expect(() => cidrContains('10.0.0.0/8', -1)).toThrow(TypeError);
    expect(() => cidrContains('::/0', [0, 0])).toThrow(TypeError);
    expect(() => cidrContains({ kind: 'ipv4', address: 0, prefixLength: 40 }, 1)).toThrow(TypeError);
    expect(() =>
      cidrContains({ kind: 'ipv6', address: [0], prefixLength: 4 }, [0, 0, 0, 0, 0, 0, 0, 0]),
    ).toThrow(TypeError);
  });

  it('agrees with ipaddr.js match() on generated IPv4 blocks', () => {
    fc.assert(
      fc.property(
        ipv4Address,
        ipv4Address,
        fc.integer({ min: 0, max: 32 }),
        fc.nat(31),
        (net, a, len, flip) => {
          // half the time, an address that shares the prefix but for one bit
          const address = flip % 2 === 0 ? a : (net ^ (1 << flip)) >>> 0;
          const text = `${serializeIPv4(net)}/${len}`;
          expect(cidrContains(text, address)).toBe(
            ipaddr.parse(serializeIPv4(address)).match(ipaddr.parseCIDR(text)),
          );
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('agrees with ipaddr.js match() on generated IPv6 blocks', () => {
    fc.assert(
      fc.property(
        ipv6Pieces,
        ipv6Pieces,
        fc.integer({ min: 0, max: 128 }),
        fc.nat(127),
        (net, p, len, flip) => {
          const address =
            flip % 2 === 0 ? p : net.map((x, i) => (i === flip >> 4 ? x ^ (0x8000 >> (flip & 15)) : x));
          const text = `${serializeIPv6(net)}/${len}`;
          expect(cidrContains(text, address)).toBe(
            ipaddr.parse(serializeIPv6(address)).match(ipaddr.parseCIDR(text)),
          );
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe('serializeCIDR', () => {
  it.each([['10.0.0.0/8'], ['0.0.0.0/0'], ['2001:db8::/32'], ['::/0'], ['::ffff:0:0/96']])('%s', (text) => {
    expect(serializeCIDR(parseCIDR(text)!)).toBe(text);
  });
});
