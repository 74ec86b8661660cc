import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIPv4 } from '../src/ipv4.ts';
import { parseIPv6 } from '../src/ipv6.ts';
import {
  IPV4_SPECIAL_RANGES,
  IPV6_SPECIAL_RANGES,
  ipv4MappedToIPv4,
  ipv4ToIPv4Mapped,
  rangeOfIPv4,
  rangeOfIPv6,
} from '../src/ranges.ts';
import { ipv4Address, ipv6Pieces } from './arbitraries.ts';
import { loadIPLiterals } from './corpus.ts';

const require = createRequire(import.meta.url);
interface IPaddrJS {
  IPv4: { new (octets: number[]): { range(): string }; prototype: { SpecialRanges: object } };
  IPv6: { new (parts: number[]): { range(): string }; prototype: { SpecialRanges: object } };
}
const ipaddr = require('ipaddr.js') as IPaddrJS;
const theirsV4 = (a: number) =>
  new ipaddr.IPv4([a >>> 24, (a >>> 16) & 255, (a >>> 8) & 255, a & 255]).range();
const theirsV6 = (p: number[]) => new ipaddr.IPv6([...p]).range();

const v4 = (s: string) => {
  const a = parseIPv4(s);
  if (a === null) throw new Error(`bad test address ${s}`);
  return a;
};
const v6 = (s: string) => {
  const p = parseIPv6(s);
  if (p === null) throw new Error(`bad test address ${s}`);
  return p;
};

describe('rangeOfIPv4', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.255.255.255', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['255.255.255.254', 'reserved'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.255', 'multicast'],
    ['169.254.169.254', 'linkLocal'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.255', 'loopback'],
    ['100.64.0.0', 'carrierGradeNat'],
    ['100.127.255.255', 'carrierGradeNat'],
    ['100.128.0.0', 'unicast'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.0', 'unicast'],
    ['192.168.1.1', 'private'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['192.88.99.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.19.255.255', 'reserved'],
    ['198.20.0.0', 'unicast'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['192.175.48.1', 'as112'],
    ['192.31.196.1', 'as112'],
    ['192.52.193.1', 'amt'],
    ['8.8.8.8', 'unicast'],
    ['1.1.1.1', 'unicast'],
  ])('%s is %s', (text, name) => {
    const address = v4(text);
    expect(rangeOfIPv4(address)).toBe(name);
    expect(theirsV4(address)).toBe(name);
  });

  it('names every range of the table', () => {
    const names = new Set<string>(IPV4_SPECIAL_RANGES.map((r) => r.name));
    for (const r of IPV4_SPECIAL_RANGES) expect(names.has(rangeOfIPv4(r.network))).toBe(true);
    // the same names as ipaddr.js's table
    expect([...names].sort()).toEqual(Object.keys(ipaddr.IPv4.prototype.SpecialRanges).sort());
  });

  it.each([[-1], [2 ** 32], [0.5]])('throws a TypeError for %j', (a) => {
    expect(() => rangeOfIPv4(a)).toThrow(TypeError);
  });
});

describe('rangeOfIPv6', () => {
  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::2', 'unicast'],
    ['fe80::1', 'linkLocal'],
    ['febf:ffff::', 'linkLocal'],
    ['ff02::1', 'multicast'],
    ['fc00::1', 'uniqueLocal'],
    ['fdff:ffff::1', 'uniqueLocal'],
    ['::ffff:127.0.0.1', 'ipv4Mapped'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['100::1', 'discard'],
    ['100:0:0:1::', 'unicast'],
    ['::ffff:0:7f00:1', 'rfc6145'],
    ['64:ff9b::7f00:1', 'rfc6052'],
    ['64:ff9b:1::1', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['2001::1', 'teredo'],
    ['2001:2::1', 'benchmarking'],
    ['2001:3::1', 'amt'],
    ['2001:4:112::1', 'as112v6'],
    ['2620:4f:8000::1', 'as112v6'],
    ['2001:10::1', 'deprecatedOrchid'],
    ['2001:20::1', 'orchid2'],
    ['2001:30::1', 'droneRemoteIdProtocolEntityTags'],
    ['5f00::1', 'segmentRouting'],
    ['2001:1::1', 'reserved'],
    ['2001:1ff::', 'reserved'],
    ['2001:200::', 'unicast'],
    ['2001:db8::1', 'reserved'],
    ['3fff::1', 'reserved'],
    ['3fff:fff::1', 'reserved'],
    ['3fff:1000::', 'unicast'],
    ['2606:4700::1111', 'unicast'],
    ['::127.0.0.1', 'unicast'],
  ])('%s is %s', (text, name) => {
    const pieces = v6(text);
    expect(rangeOfIPv6(pieces)).toBe(name);
    expect(theirsV6(pieces)).toBe(name);
  });

  it('has no prefix shorter than 7 bits (rangeOfIPv6 picks its candidate rows by the first 7 bits)', () => {
    expect(Math.min(...IPV6_SPECIAL_RANGES.map((r) => r.prefixLength))).toBeGreaterThanOrEqual(7);
  });

  it('names every range of the table', () => {
    const names = new Set<string>(IPV6_SPECIAL_RANGES.map((r) => r.name));
    // the same names as ipaddr.js's table
    expect([...names].sort()).toEqual(Object.keys(ipaddr.IPv6.prototype.SpecialRanges).sort());
    for (const r of IPV6_SPECIAL_RANGES) expect(names.has(rangeOfIPv6(r.network))).toBe(true);
  });

  it.each([[[0, 0, 0]], [[0, 0, 0, 0, 0, 0, 0, 0x10000]]])('throws a TypeError for %j', (p) => {
    expect(() => rangeOfIPv6(p)).toThrow(TypeError);
  });
});

describe('agreement with ipaddr.js range()', () => {
  it('on every valid literal of ip-literals.txt', () => {
    let v4Count = 0;
    let v6Count = 0;
    for (const line of loadIPLiterals()) {
      if (line.includes(':')) {
        const pieces = parseIPv6(line);
        if (pieces === null) continue;
        expect([line, rangeOfIPv6(pieces)]).toEqual([line, theirsV6(pieces)]);
        v6Count++;
      } else {
        const address = parseIPv4(line);
        if (address === null) continue;
        expect([line, rangeOfIPv4(address)]).toEqual([line, theirsV4(address)]);
        v4Count++;
      }
    }
    console.log(
      `ranges agree with ipaddr.js on ${v4Count} IPv4 and ${v6Count} IPv6 literals of ip-literals.txt`,
    );
    expect(v4Count + v6Count).toBeGreaterThan(9000);
  });

  // addresses near the edges of every range: the network with random host bits, or one bit of the
  // prefix flipped
  const nearIPv4 = fc
    .tuple(fc.constantFrom(...IPV4_SPECIAL_RANGES), fc.integer({ min: 0, max: 0xffffffff }), fc.nat(32))
    .map(([r, noise, flip]) => {
      const host = r.prefixLength === 32 ? 0 : noise & (0xffffffff >>> r.prefixLength);
      let a = (r.network | host) >>> 0;
      if (flip < r.prefixLength) a = (a ^ (0x80000000 >>> flip)) >>> 0;
      return a;
    });

  const nearIPv6 = fc
    .tuple(fc.constantFrom(...IPV6_SPECIAL_RANGES), ipv6Pieces, fc.nat(128))
    .map(([r, noise, flip]) => {
      const p = [...r.network];
      for (let bit = r.prefixLength; bit < 128; bit++) {
        const i = bit >> 4;
        const m = 0x8000 >> (bit & 15);
        // i = bit >> 4 < 8, and both have 8 pieces
        p[i] = (p[i]! & ~m) | (noise[i]! & m);
      }
      if (flip < r.prefixLength) {
        const j = flip >> 4; // < 8, as flip < r.prefixLength <= 128
        p[j] = p[j]! ^ (0x8000 >> (flip & 15));
      }
      return p;
    });

  it('on generated IPv4 addresses', () => {
    fc.assert(
      fc.property(fc.oneof(ipv4Address, nearIPv4), (a) => {
        expect(rangeOfIPv4(a)).toBe(theirsV4(a));
      }),
      { numRuns: 20_000 },
    );
  });

  it('on generated IPv6 addresses', () => {
    fc.assert(
      fc.property(fc.oneof(ipv6Pieces, nearIPv6), (p) => {
        expect(rangeOfIPv6(p)).toBe(theirsV6(p));
      }),
      { numRuns: 20_000 },
    );
  });
});

describe('IPv4-mapped conversion', () => {
  it('maps both ways', () => {
    expect(ipv4ToIPv4Mapped(v4('127.0.0.1'))).toEqual(v6('::ffff:127.0.0.1'));
    expect(ipv4MappedToIPv4(v6('::ffff:10.1.2.3'))).toBe(v4('10.1.2.3'));
    expect(ipv4MappedToIPv4(v6('::ffff:ffff:ffff'))).toBe(0xffffffff);
    expect(ipv4MappedToIPv4(v6('::127.0.0.1'))).toBeNull();
    expect(ipv4MappedToIPv4(v6('::ffff:0:7f00:1'))).toBeNull();
    expect(ipv4MappedToIPv4(v6('1::ffff:7f00:1'))).toBeNull();
  });

  it('round-trips every IPv4 address', () => {
    fc.assert(
      fc.property(ipv4Address, (a) => {
        const mapped = ipv4ToIPv4Mapped(a);
        expect(rangeOfIPv6(mapped)).toBe('ipv4Mapped');
        expect(ipv4MappedToIPv4(mapped)).toBe(a);
      }),
      { numRuns: 2000 },
    );
  });

  it('throws a TypeError for what is not an address', () => {
    expect(() => ipv4ToIPv4Mapped(-1)).toThrow(TypeError);
    expect(() => ipv4MappedToIPv4([0, 0, 0])).toThrow(TypeError);
  });
});
