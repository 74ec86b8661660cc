import { parseUrlencoded, serializeUrlencoded } from '@url/searchparams/urlencoded';
import { describe, expect, it } from 'vitest';
import { encoderLatin1 } from './helpers/latin1-encoder';

const utf8 = (s: string) => new TextEncoder().encode(s);

describe('parseUrlencoded (string)', () => {
  it.each([
    ['', []],
    ['&', []],
    [
      '&&&a=b&&&&c=d&',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['a', [['a', '']]],
    ['a=', [['a', '']]],
    ['=b', [['', 'b']]],
    ['=', [['', '']]],
    ['a==b', [['a', '=b']]],
    [
      'a=b=c&d',
      [
        ['a', 'b=c'],
        ['d', ''],
      ],
    ],
    ['a=a+b+c+d', [['a', 'a b c d']]],
    ['a+b=c', [['a b', 'c']]],
    ['%2B=%2b', [['+', '+']]],
    ['%61+%4d%4D=', [['a MM', '']]],
    [
      '%=a&%a=a&%a_=a',
      [
        ['%', 'a'],
        ['%a', 'a'],
        ['%a_', 'a'],
      ],
    ],
    [
      'b=%2sf%2a&c=%2%2af%2a&d=%%2a',
      [
        ['b', '%2sf*'],
        ['c', '%2*f*'],
        ['d', '%*'],
      ],
    ],
    ['%FE%FF', [['\uFFFD\uFFFD', '']]],
    ['%C2x', [['\uFFFDx', '']]],
    ['%EF%BB%BFtest=%EF%BB%BF', [['\uFEFFtest', '\uFEFF']]],
    [
      'a=%F0%9F%92%A9&%E2%8E%84=%e2%8e%84',
      [
        ['a', '\u{1F4A9}'],
        ['\u2384', '\u2384'],
      ],
    ],
    ['a=%E4%B8', [['a', '\uFFFD']]],
    ['a=%ED%A0%80', [['a', '\uFFFD\uFFFD\uFFFD']]],
    [
      '†&†=x',
      [
        ['†', ''],
        ['†', 'x'],
      ],
    ],
    ['a=b\0c', [['a', 'b\0c']]],
    ['?a=b', [['?a', 'b']]],
  ] as [string, [string, string][]][])('%j', (input, expected) => {
    expect(parseUrlencoded(input)).toEqual(expected);
  });

  it('treats a literal non-ASCII character next to a broken escape as its own sequence', () => {
    // bytes E2 | E2 82 AC: the first E2 is an incomplete sequence, the literal '€' survives
    expect(parseUrlencoded('a=%E2€')).toEqual([['a', '\uFFFD€']]);
    expect(parseUrlencoded('a=é%A9')).toEqual([['a', 'é\uFFFD']]);
  });

  it('replaces lone surrogates, as UTF-8 encoding the string would', () => {
    expect(parseUrlencoded('\uD800=\uDC00x&%41\uD800=1')).toEqual([
      ['\uFFFD', '\uFFFDx'],
      ['A\uFFFD', '1'],
    ]);
  });

  it('keeps surrogate pairs, encoded or literal', () => {
    expect(parseUrlencoded('\uD83D\uDCA9=%F0%9F%92%A9+x')).toEqual([['\u{1F4A9}', '\u{1F4A9} x']]);
  });

  it('returns fresh, mutable pair arrays', () => {
    const pairs = parseUrlencoded('a=1&b=2');
    expect(Array.isArray(pairs[0])).toBe(true);
    pairs[0]![1] = 'x';
    expect(parseUrlencoded('a=1&b=2')[0]).toEqual(['a', '1']);
  });

  it('is linear on a long run of pairs without "=" (no rescans)', () => {
    const input = 'a&'.repeat(200_000) + 'b=1';
    const pairs = parseUrlencoded(input);
    expect(pairs.length).toBe(200_001);
    expect(pairs[200_000]).toEqual(['b', '1']);
  });
});

describe('parseUrlencoded (bytes)', () => {
  it.each([
    '',
    'a=b&c=d',
    '&&a&&=b&',
    'a+b=c+d%20e',
    '%FE%FF=%C2x',
    'a=%F0%9F%92%A9&%e2%8e%84',
    'b=%2sf%2a&c=%%2a',
    'é=ü&ü=é',
    '%EF%BB%BFx=1',
  ])('gives the same pairs as the string parser for %j', (input) => {
    expect(parseUrlencoded(utf8(input))).toEqual(parseUrlencoded(input));
  });

  it('decodes invalid UTF-8 bytes to U+FFFD (maximal subparts)', () => {
    expect(parseUrlencoded(new Uint8Array([0x61, 0x3d, 0xff, 0xe2, 0x82, 0x26, 0xf0, 0x9f]))).toEqual([
      ['a', '\uFFFD\uFFFD'],
      ['\uFFFD', ''],
    ]);
  });

  it('accepts a Uint8Array, a subclass, a view into a larger buffer, other byte views, and a Buffer where there is one', () => {
    const expected = [
      ['x', '1'],
      ['y', '2'],
    ];
    expect(parseUrlencoded(utf8('x=1&y=2'))).toEqual(expected);
    // A Uint8Array subclass, which is what Node's Buffer is: the same in every runtime.
    class Bytes extends Uint8Array {}
    expect(parseUrlencoded(Bytes.from(utf8('x=1&y=2')))).toEqual(expected);
    const big = utf8('zzzza=1&b=2zzzz');
    expect(parseUrlencoded(big.subarray(4, big.length - 4))).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    const u8c = new Uint8ClampedArray(utf8('k=v'));
    expect(parseUrlencoded(u8c as unknown as Uint8Array)).toEqual([['k', 'v']]);
    const i8 = new Int8Array(utf8('k=%C3%A9&\u00e9=v').buffer);
    expect(parseUrlencoded(i8 as unknown as Uint8Array)).toEqual([
      ['k', 'é'],
      ['é', 'v'],
    ]);
    // Node's Buffer itself where the runtime has one (Node, Bun, Deno; not a browser page).
    const NodeBuffer = (globalThis as { Buffer?: { from(s: string): Uint8Array } }).Buffer;
    if (NodeBuffer !== undefined) expect(parseUrlencoded(NodeBuffer.from('x=1&y=2'))).toEqual(expected);
  });

  it('does not rescan for "=" (linear on pairs without "=")', () => {
    const bytes = utf8('a&'.repeat(100_000) + 'b=1');
    const pairs = parseUrlencoded(bytes);
    expect(pairs.length).toBe(100_001);
    expect(pairs.at(-1)).toEqual(['b', '1']);
  });

  it('handles a long ASCII value', () => {
    const long = 'x'.repeat(50_000);
    expect(parseUrlencoded(utf8(`a=${long}`))).toEqual([['a', long]]);
  });
});

describe('parseUrlencoded options and bad input', () => {
  it('maxPairs: accepts exactly the limit, throws a RangeError above it', () => {
    expect(parseUrlencoded('a&b&c', { maxPairs: 3 })).toHaveLength(3);
    expect(parseUrlencoded('a&&&b&c&', { maxPairs: 3 })).toHaveLength(3);
    expect(() => parseUrlencoded('a&b&c&d', { maxPairs: 3 })).toThrow(RangeError);
    expect(() => parseUrlencoded('a&b&c&d', { maxPairs: 3 })).toThrow(/more than 3 pairs.*maxPairs/);
    expect(() => parseUrlencoded(utf8('a&b&c&d'), { maxPairs: 3 })).toThrow(RangeError);
  });

  it('maxPairs: 0 rejects any pair', () => {
    expect(parseUrlencoded('&&', { maxPairs: 0 })).toEqual([]);
    expect(() => parseUrlencoded('a', { maxPairs: 0 })).toThrow(RangeError);
  });

  it('maxLength limits the input length', () => {
    expect(parseUrlencoded('a=1', { maxLength: 3 })).toEqual([['a', '1']]);
    expect(() => parseUrlencoded('a=12', { maxLength: 3 })).toThrow(/length 4 is longer than 3/);
    expect(() => parseUrlencoded(utf8('a=12'), { maxLength: 3 })).toThrow(RangeError);
  });

  it('rejects invalid limits and inputs with a TypeError naming them', () => {
    expect(() => parseUrlencoded('a', { maxPairs: -1 })).toThrow(/maxPairs must be a non-negative integer/);
    expect(() => parseUrlencoded('a', { maxPairs: 1.5 })).toThrow(TypeError);
    expect(() => parseUrlencoded('a', { maxPairs: Number.NaN })).toThrow(TypeError);
    expect(() => parseUrlencoded('a', { maxLength: '3' as unknown as number })).toThrow(TypeError);
    expect(parseUrlencoded('a', { maxPairs: Number.POSITIVE_INFINITY })).toEqual([['a', '']]);
    expect(() => parseUrlencoded(42 as unknown as string)).toThrow(/got number 42/);
    expect(() => parseUrlencoded(null as unknown as string)).toThrow(/got \[object Null\]/);
    expect(() => parseUrlencoded(new Uint16Array(2) as unknown as Uint8Array)).toThrow(TypeError);
  });
});

describe('serializeUrlencoded', () => {
  it('encodes with the application/x-www-form-urlencoded percent-encode set, space as +', () => {
    expect(
      serializeUrlencoded([
        ['a b', 'c+d'],
        ['*-._', "!'()~"],
        ['=&', '%'],
        ['', ''],
      ]),
    ).toBe('a+b=c%2Bd&*-._=%21%27%28%29%7E&%3D%26=%25&=');
  });

  it('is empty for no pairs, and "=" for one empty pair', () => {
    expect(serializeUrlencoded([])).toBe('');
    expect(serializeUrlencoded([['', '']])).toBe('=');
    expect(
      serializeUrlencoded([
        ['', ''],
        ['', ''],
      ]),
    ).toBe('=&=');
  });

  it('encodes non-ASCII as UTF-8 and lone surrogates as U+FFFD', () => {
    expect(
      serializeUrlencoded([
        ['\u{1F4A9}', 'é\n'],
        ['\uD800x', '\uDC00'],
      ]),
    ).toBe('%F0%9F%92%A9=%C3%A9%0A&%EF%BF%BDx=%EF%BF%BD');
  });

  it('takes any iterable of pairs (a generator, a Map, a URLSearchParams-like)', () => {
    function* gen(): Generator<[string, string]> {
      yield ['a', '1'];
      yield ['b', '2'];
    }
    expect(serializeUrlencoded(gen())).toBe('a=1&b=2');
    expect(serializeUrlencoded(new Map([['x', 'y z']]))).toBe('x=y+z');
  });

  it('takes no encoding: one passed is a TypeError naming it and where the encoding hook went', () => {
    expect(() => serializeUrlencoded([['é', '']], encoderLatin1 as unknown as null)).toThrow(
      /takes no encoding \(got latin1 \(test\)\): use serializeUrlencodedWithEncoding from @url\/searchparams\/legacy/,
    );
    expect(() => serializeUrlencoded([], 'latin1' as unknown as null)).toThrow(/got latin1/);
    expect(serializeUrlencoded([['a', 'b']], null)).toBe('a=b');
    expect(serializeUrlencoded([['a', 'b']], undefined)).toBe('a=b');
  });
});
