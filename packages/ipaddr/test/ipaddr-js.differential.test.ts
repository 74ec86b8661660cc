// Differential test of @url/ipaddr/ipaddr.js against ipaddr.js 2.5.0 itself: every function and
// method, on every line of ip-literals.txt and on generated text, byte arrays and prefix lengths.
// Results must be equal; so must failures: the same error message for ipaddr.js's own errors
// (`ipaddr: …`, with the message of their `cause`), the same error class for the rest (TypeError).
import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '../src/ipaddr-js.ts';
import { dottedQuad, ipv4Text, ipv6Pieces, ipv6Text, ipv6ValidText } from './arbitraries.ts';
import { loadIPLiterals } from './corpus.ts';

const theirs = createRequire(import.meta.url)('ipaddr.js') as typeof ours;
type Lib = typeof ours;
type Address = InstanceType<Lib['IPv4']> | InstanceType<Lib['IPv6']>;

const describeError = (e: unknown): string => {
  if (e instanceof Error && e.message.startsWith('ipaddr:'))
    return e.cause === undefined ? e.message : `${e.message} <- ${describeError(e.cause)}`;
  return (e as Error)?.constructor?.name ?? typeof e;
};

/** A comparable picture of a result: addresses by kind, own properties and text; CIDR tuples with their text. */
function picture(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(picture);
    return Object.hasOwn(value, 'toString') ? { items, text: String(value) } : items;
  }
  if (value !== null && typeof value === 'object') {
    const own: Record<string, unknown> = {};
    for (const key of Object.keys(value)) own[key] = picture((value as Record<string, unknown>)[key]);
    if (typeof (value as Address).kind === 'function') {
      let text: string;
      try {
        text = String(value);
      } catch (e) {
        text = describeError(e);
      }
      return { kind: (value as Address).kind(), own, text };
    }
    return own;
  }
  return value;
}

function outcome(run: () => unknown): unknown {
  try {
    return { value: picture(run()) };
  } catch (e) {
    return { error: describeError(e) };
  }
}

const counts = { comparisons: 0, inputs: 0, mismatches: 0 };
const byFunction = new Map<string, number>();
const mismatches: string[] = [];

/** Runs `call` on both libraries and records whether the outcomes agree. */
type Methods = Record<string, ((...a: unknown[]) => unknown) | undefined>;

/** `object[method](...args)`; a TypeError, as the runtime's, when there is no such method. */
function invoke(object: Methods, method: string, ...args: unknown[]): unknown {
  const f = object[method];
  if (typeof f !== 'function') throw new TypeError(`${method} is not a function`);
  return f.apply(object, args);
}

function compare(name: string, input: unknown, call: (lib: Lib) => unknown): boolean {
  const a = outcome(() => call(ours));
  const b = outcome(() => call(theirs));
  counts.comparisons++;
  byFunction.set(name, (byFunction.get(name) ?? 0) + 1);
  if (isDeepStrictEqual(a, b)) return true;
  counts.mismatches++;
  if (mismatches.length < 10)
    mismatches.push(
      `${name}(${JSON.stringify(input)}): ours ${JSON.stringify(a)}, ipaddr.js ${JSON.stringify(b)}`,
    );
  return false;
}

/** The same address made by each library, or nothing when either throws. */
function both(make: (lib: Lib) => Address): [Address, Address] | null {
  try {
    return [make(ours), make(theirs)];
  } catch {
    return null;
  }
}

const v4Blocks = ['10.5.0.1', '192.168.1.1', '255.255.255.255'];
const v6Blocks = ['2001:db8::', '::ffff:10.0.0.1', 'ffff:ffff::'];
const bitsToTry = [0, 7, 12, 24, 32, 33, 64, 127, 128];
const parsedBlocks = new Map<Lib, Address[]>();
const blocksOf = (lib: Lib) => {
  let list = parsedBlocks.get(lib);
  if (list === undefined) parsedBlocks.set(lib, (list = [...v4Blocks, ...v6Blocks].map((b) => lib.parse(b))));
  return list;
};
const rangeLists = new Map<Lib, unknown>();
const rangeListOf = (lib: Lib) => {
  if (!rangeLists.has(lib)) rangeLists.set(lib, rangeList(lib));
  return rangeLists.get(lib);
};
const rangeList = (lib: Lib) => ({
  lab: [lib.parseCIDR('10.0.0.0/8'), lib.parseCIDR('2001:db8::/32')],
  link: lib.parseCIDR('fe80::/10'),
  one: [lib.IPv4.parse('192.168.1.1'), 24] as [Address, number],
  none: [],
});

/** Every method of an address made by both libraries. */
function compareMethods(label: string, pair: [Address, Address]): void {
  const at = (lib: Lib) => (lib === ours ? pair[0] : pair[1]) as never as Methods;
  for (const method of [
    'kind',
    'range',
    'toString',
    'toNormalizedString',
    'toByteArray',
    'prefixLengthFromSubnetMask',
  ])
    compare(`${label}.${method}`, String(pair[1]), (lib) => invoke(at(lib), method));
  const methods =
    pair[1].kind() === 'ipv4'
      ? ['toIPv4MappedAddress']
      : ['isIPv4MappedAddress', 'toIPv4Address', 'toFixedLengthString', 'toRFC5952String'];
  for (const method of methods)
    compare(`${label}.${method}`, String(pair[1]), (lib) => invoke(at(lib), method));
  [...v4Blocks, ...v6Blocks].forEach((block, i) => {
    for (const bits of bitsToTry)
      compare(`${label}.match`, `${pair[1]} in ${block}/${bits}`, (lib) =>
        invoke(at(lib), 'match', blocksOf(lib)[i], bits),
      );
    compare(`${label}.match([])`, `${pair[1]} in [${block}, 16]`, (lib) =>
      invoke(at(lib), 'match', [blocksOf(lib)[i], 16]),
    );
  });
  compare('subnetMatch', String(pair[1]), (lib) =>
    lib.subnetMatch(at(lib) as never, rangeListOf(lib) as never),
  );
  compare('subnetMatch', String(pair[1]), (lib) => lib.subnetMatch(at(lib) as never, {}, false as never));
}

/** Every function that takes text, then the methods of whatever both libraries parse. */
function compareText(s: unknown): void {
  counts.inputs++;
  const t = s as string;
  compare('isValid', s, (lib) => lib.isValid(t));
  compare('isValidCIDR', s, (lib) => lib.isValidCIDR(t));
  compare('parse', s, (lib) => lib.parse(t));
  compare('parseCIDR', s, (lib) => lib.parseCIDR(t));
  compare('process', s, (lib) => lib.process(t));
  for (const family of ['IPv4', 'IPv6'] as const) {
    for (const fn of [
      'isValid',
      'parser',
      'parse',
      'isValidCIDR',
      'parseCIDR',
      'broadcastAddressFromCIDR',
      'networkAddressFromCIDR',
    ] as const)
      compare(`${family}.${fn}`, s, (lib) => (lib[family][fn] as (x: string) => unknown)(t));
  }
  compare('IPv4.isIPv4', s, (lib) => lib.IPv4.isIPv4(t));
  compare('IPv4.isValidFourPartDecimal', s, (lib) => lib.IPv4.isValidFourPartDecimal(t));
  compare('IPv4.isValidCIDRFourPartDecimal', s, (lib) => lib.IPv4.isValidCIDRFourPartDecimal(t));
  compare('IPv6.isIPv6', s, (lib) => lib.IPv6.isIPv6(t));
  const parsed = both((lib) => lib.parse(t));
  if (parsed !== null) compareMethods('parse(s)', parsed);
  const cidr = both((lib) => lib.parseCIDR(t)[0]);
  if (cidr !== null) compareMethods('parseCIDR(s)[0]', cidr);
}

/** The constructors and `fromByteArray` on an array, then the methods of what both build. */
function compareArray(values: unknown[]): void {
  counts.inputs++;
  compare('new IPv4', values, (lib) => new lib.IPv4(values as number[]));
  compare('new IPv6', values, (lib) => new lib.IPv6(values as number[]));
  compare('new IPv6 with zone', values, (lib) => new lib.IPv6(values as number[], 'eth0'));
  compare('fromByteArray', values, (lib) => lib.fromByteArray(values as number[]));
  for (const make of [
    (lib: Lib) => lib.fromByteArray(values as number[]),
    (lib: Lib) => new lib.IPv6(values as number[], 'z1'),
  ]) {
    const pair = both(make);
    if (pair !== null) compareMethods('built', pair);
  }
}

function comparePrefix(prefix: unknown): void {
  counts.inputs++;
  compare('IPv4.subnetMaskFromPrefixLength', prefix, (lib) =>
    lib.IPv4.subnetMaskFromPrefixLength(prefix as number),
  );
  compare('IPv6.subnetMaskFromPrefixLength', prefix, (lib) =>
    lib.IPv6.subnetMaskFromPrefixLength(prefix as number),
  );
}

const hex = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
const zone = fc.constantFrom('', '', '%eth0', '%1', '%Z', '%', '%eth0.1', '%en-0', '%%', '%é');
const ipaddrjsIPv4Part = fc.oneof(
  fc.integer({ min: 0, max: 300 }).map(String),
  fc.integer({ min: 0, max: 255 }).map((n) => `0${n.toString(8)}`),
  fc.integer({ min: 0, max: 255 }).map((n) => `0x${n.toString(16)}`),
  fc.constantFrom('08', '0X1F', '00', '0', '099', '1e1', '', ' 1'),
);
const transitional = fc
  .tuple(
    fc.array(hex, { maxLength: 7 }),
    fc.constantFrom('', '::', ':'),
    fc.array(ipaddrjsIPv4Part, { minLength: 3, maxLength: 5 }),
    zone,
  )
  .map(
    ([groups, join, quad, z]) =>
      `${join === '::' ? '::' : ''}${groups.join(':')}${groups.length ? ':' : ''}${quad.join('.')}${z}`,
  );
const cidrText = fc
  .tuple(
    fc.oneof(ipv4Text, ipv6ValidText, dottedQuad, transitional),
    fc.constantFrom('/', '/', '//', ''),
    fc.oneof(
      fc.integer({ min: 0, max: 140 }).map(String),
      fc.constantFrom('', '-1', '08', '000', '1e1', '99999999999'),
    ),
    zone,
  )
  .map(([a, slash, bits, z]) => `${a}${z}${slash}${bits}`);
const noise = fc
  .array(fc.constantFrom(...'0123456789abcdefABCDEFxXz:.%/ -\n'.split('')), { maxLength: 24 })
  .map((cs) => cs.join(''));
const anyText = fc.oneof(
  ipv4Text,
  dottedQuad,
  ipv6Text,
  fc.tuple(ipv6ValidText, zone).map(([a, z]) => a + z),
  transitional,
  cidrText,
  noise,
);

describe('@url/ipaddr/ipaddr.js agrees with ipaddr.js 2.5.0', () => {
  // most comparisons end in a thrown error on both sides; their stacks are not compared
  const stackTraceLimit = Error.stackTraceLimit;
  beforeAll(() => {
    Error.stackTraceLimit = 0;
  });
  afterAll(() => {
    Error.stackTraceLimit = stackTraceLimit;
    const table = [...byFunction].map(([name, n]) => `${name} ${n}`).join(', ');
    console.info(
      `ipaddr.js differential: ${counts.inputs} inputs, ${counts.comparisons} comparisons, ${counts.mismatches} mismatches (${byFunction.size} functions: ${table})`,
    );
  });

  it('on every line of ip-literals.txt', () => {
    const lines = loadIPLiterals();
    expect(lines.length).toBe(10000);
    for (const line of lines) compareText(line);
    expect(mismatches).toEqual([]);
  });

  it('on hand-picked text: zone ids, ipaddr.js-only notations, non-strings', () => {
    for (const s of [
      '',
      '::',
      ':',
      ':::',
      '::::',
      '%z',
      '::%z',
      '::1.2.3.4',
      '::1.2.3.4%z',
      '::0x1.2.3.4',
      '::ffff:0x10.1.1.1',
      '::ffff:010.1.1.1',
      '1::2::3:1.2.3.4',
      ':1.2.3.4',
      '1:2:3:4:5:6:7:1.2.3.4',
      '1:2:3:4:5:1.2.3.4',
      '1:1.2.3.4',
      '1:2',
      '1:',
      '2002::2:',
      '1:2:3:4:5:6:7:8::',
      '::1:2:3:4:5:6:7:8',
      '1:2:3:4:5:6:7::',
      '00000::1',
      'fe80::1%eth0',
      'fe80::1%eth0/64',
      '4294967295',
      '4294967296',
      '0xffffffff',
      '037777777777',
      '09.1.1.1',
      '1.09',
      '1.2.0x10000',
      '10.048.1.1',
      '127.1',
      '1.2.3.4/08',
      '1.2.3.4\n/8',
      '1.2.3.4/8\n',
      '::/0',
      'a/1/2',
      undefined,
      null,
      42,
      ['1.2.3.4'],
    ])
      compareText(s);
    expect(mismatches).toEqual([]);
  });

  it('on generated text', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        compareText(s);
        return mismatches.length === 0;
      }),
      { numRuns: 4000 },
    );
    expect(mismatches).toEqual([]);
  });

  it('on generated byte arrays and parts', () => {
    const value = fc.oneof(
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: -2, max: 0x1ffff }),
      fc.constantFrom(0, 255, 256, 0xffff, 0x10000, -1),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(value, { minLength: 4, maxLength: 4 }),
          fc.array(value, { minLength: 16, maxLength: 16 }),
          ipv6Pieces,
          fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 16, maxLength: 16 }),
          fc.array(value, { maxLength: 17 }),
        ),
        (values) => {
          compareArray(values);
          return mismatches.length === 0;
        },
      ),
      { numRuns: 3000 },
    );
    expect(mismatches).toEqual([]);
  });

  it('on prefix lengths', () => {
    for (let n = -3; n <= 140; n++) comparePrefix(n);
    for (const p of ['8', '0x10', '12abc', 'abc', '', 1.5, -0.5, 1e21, Number.NaN, undefined, null, '-0'])
      comparePrefix(p);
    expect(mismatches).toEqual([]);
  });
});

describe('match with a prefix longer than the address', () => {
  // ipaddr.js's matchCIDR keeps comparing `undefined >> shift` (always equal) past the last part,
  // and never stops for an infinite length; ours stops at the last part with the same answer.
  it('answers as the parts alone do, also for an infinite length', () => {
    const a = ours.IPv4.parse('10.1.2.3');
    expect(a.match(ours.IPv4.parse('10.1.2.3'), 40)).toBe(true);
    expect(a.match(ours.IPv4.parse('10.1.2.4'), 40)).toBe(false);
    expect(a.match(ours.IPv4.parse('10.1.2.3'), Number.POSITIVE_INFINITY)).toBe(true);
    expect(a.match(ours.IPv4.parse('10.1.2.4'), Number.POSITIVE_INFINITY)).toBe(false);
    const b = ours.IPv6.parse('2001:db8::1');
    expect(b.match(ours.IPv6.parse('2001:db8::1'), Number.POSITIVE_INFINITY)).toBe(true);
    expect(b.match(ours.IPv6.parse('2001:db8::2'), Number.POSITIVE_INFINITY)).toBe(false);
  });
});
