// The strict readings against inet_pton as Node exposes it (net.isIPv4, net.isIPv6).
import { isIPv4, isIPv6 } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareReadings, parseIPv4Strict, parseIPv6Strict } from '../src/strict.ts';
import { dottedQuad, ipv4Text, ipv6Text } from './arbitraries.ts';
import { loadIPLiterals } from './corpus.ts';

const ip = (a: number, b: number, c: number, d: number) => a * 2 ** 24 + b * 2 ** 16 + c * 2 ** 8 + d;

describe('parseIPv4Strict', () => {
  it.each([
    ['0.0.0.0', 0],
    ['127.0.0.1', ip(127, 0, 0, 1)],
    ['255.255.255.255', 0xffffffff],
    ['10.20.30.40', ip(10, 20, 30, 40)],
    ['01.2.3.4', null],
    ['1.2.3.04', null],
    ['00.0.0.0', null],
    ['0x7f.0.0.1', null],
    ['0177.0.0.1', null],
    ['127.1', null],
    ['2130706433', null],
    ['1.2.3.4.', null],
    ['1.2.3.4.5', null],
    ['256.0.0.1', null],
    ['1.2.3.256', null],
    ['1..2.3', null],
    ['', null],
    [' 1.2.3.4', null],
    ['1.2.3.4 ', null],
    ['١.٢.٣.٤', null],
  ])('%j -> %j', (input, expected) => {
    expect(parseIPv4Strict(input)).toBe(expected);
  });

  it('rejects leading zeros, as net.isIPv4 (inet_pton) does', () => {
    // The choice documented in the README: glibc, musl and libuv's inet_pton reject a part with a
    // leading zero ("01"), and Node's net.isIPv4 follows them.
    for (const x of ['01.2.3.4', '1.02.3.4', '1.2.003.4', '00.1.2.3', '0.0.0.00']) {
      expect(isIPv4(x)).toBe(false);
      expect(parseIPv4Strict(x)).toBeNull();
    }
    expect(isIPv4('0.0.0.0')).toBe(true);
  });

  it('agrees with net.isIPv4 on generated IPv4 notations, dotted quads and digit-dot strings', () => {
    const digitsAndDots = fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9', '.'), maxLength: 17 });
    fc.assert(
      fc.property(fc.oneof(ipv4Text, dottedQuad, digitsAndDots), (x) => {
        expect(parseIPv4Strict(x) !== null).toBe(isIPv4(x));
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('parseIPv6Strict', () => {
  it.each([
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    ['::1', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['2001:DB8::1', [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]],
    ['::ffff:10.0.0.1', [0, 0, 0, 0, 0, 0xffff, 0x0a00, 1]],
    ['1:2:3:4:5:6:7::', [1, 2, 3, 4, 5, 6, 7, 0]],
    ['1:2:3:4::5:6:7:8', null],
    ['fe80::1%eth0', null],
    ['[::1]', null],
    ['::ffff:010.0.0.1', null],
    ['::ffff:0x7f.0.0.1', null],
    ['::ffff:127.1', null],
    ['1:2:3:4:5:6:7:8/64', null],
  ])('%j -> %j', (input, expected) => {
    expect(parseIPv6Strict(input)).toEqual(expected);
  });

  it('agrees with net.isIPv6 on generated IPv6 texts (zone ids aside)', () => {
    fc.assert(
      fc.property(ipv6Text, (x) => {
        const zone = x.indexOf('%');
        if (zone === -1) expect(parseIPv6Strict(x) !== null).toBe(isIPv6(x));
        else {
          // Node's isIPv6 accepts a zone id ("fe80::1%eth0"); inet_pton and this parser do not.
          expect(parseIPv6Strict(x)).toBeNull();
          if (isIPv6(x)) expect(parseIPv6Strict(x.slice(0, zone))).not.toBeNull();
        }
      }),
      { numRuns: 10_000 },
    );
  });

  it('agrees with net.isIP on every line of ip-literals.txt', () => {
    const lines = loadIPLiterals();
    let v4 = 0;
    let v6 = 0;
    for (const line of lines) {
      if (line.includes(':')) {
        const ok = parseIPv6Strict(line) !== null;
        expect([line, ok]).toEqual([line, isIPv6(line) && !line.includes('%')]);
        if (ok) v6++;
      } else {
        const ok = parseIPv4Strict(line) !== null;
        expect([line, ok]).toEqual([line, isIPv4(line)]);
        if (ok) v4++;
      }
    }
    console.log(`ip-literals.txt: ${lines.length} lines, strict: ${v4} IPv4 and ${v6} IPv6 addresses`);
  });
});

describe('compareReadings', () => {
  it.each([
    ['127.0.0.1', 'ipv4', ip(127, 0, 0, 1), ip(127, 0, 0, 1), false],
    ['0x7f.1', 'ipv4', ip(127, 0, 0, 1), null, true],
    ['0x7F.1', 'ipv4', ip(127, 0, 0, 1), null, true],
    ['127.1', 'ipv4', ip(127, 0, 0, 1), null, true],
    ['2130706433', 'ipv4', ip(127, 0, 0, 1), null, true],
    ['0177.0.0.1', 'ipv4', ip(127, 0, 0, 1), null, true],
    ['010.0.0.1', 'ipv4', ip(8, 0, 0, 1), null, true],
    ['127.0.0.1.', 'ipv4', ip(127, 0, 0, 1), null, true],
    // the URL parser fails on these; inet_pton does not read an address either
    ['09.0.0.1', 'ipv4', null, null, false],
    ['256.0.0.1', 'ipv4', null, null, false],
    // a domain to the URL parser
    ['example.com', 'ipv4', null, null, false],
    ['1.2.3.4.example', 'ipv4', null, null, false],
    ['', 'ipv4', null, null, false],
    ['::1', 'ipv6', [0, 0, 0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0, 0, 1], false],
    ['[::1]', 'ipv6', [0, 0, 0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0, 0, 1], false],
    [
      '[::ffff:127.0.0.1]',
      'ipv6',
      [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1],
      [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1],
      false,
    ],
    ['fe80::1%eth0', 'ipv6', null, null, false],
    ['[::1', 'ipv6', null, null, false],
  ])('%j', (input, kind, url, strict, differ) => {
    expect(compareReadings(input)).toEqual({ kind, url, strict, differ });
  });
});
