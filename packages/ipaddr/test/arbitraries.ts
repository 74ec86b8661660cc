// fast-check generators of IP address text in the notations the URL parser and inet_pton see.
import fc from 'fast-check';

const hexDigits = (value: number, upper: boolean) => {
  const s = value.toString(16);
  return upper ? s.toUpperCase() : s;
};

const octet = fc.constantFrom(0, 1, 7, 8, 9, 10, 99, 100, 127, 128, 254, 255);

/** An IPv4 address as an unsigned 32-bit integer, biased to the edges of bytes. */
export const ipv4Address = fc.oneof(
  fc.integer({ min: 0, max: 0xffffffff }),
  fc.tuple(octet, octet, octet, octet).map(([a, b, c, d]) => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0),
);

/** Eight 16-bit pieces, often with runs of zeros. */
export const ipv6Pieces = fc.array(
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.constantFrom(1, 0xf, 0x10, 0xff, 0x100, 0xfff, 0x1000, 0xffff) },
    { weight: 2, arbitrary: fc.integer({ min: 0, max: 0xffff }) },
  ),
  { minLength: 8, maxLength: 8 },
);

/** One part of an IPv4 address in any notation the IPv4 number parser knows, or a broken one. */
const ipv4Part = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 255 }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 0xffffffff }).map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: 0n, max: 2n ** 70n }).map(String) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('0x', '0X'), fc.integer({ min: 0, max: 0xffffffff }), fc.boolean(), fc.nat(3))
      .map(([p, v, upper, zeros]) => p + '0'.repeat(zeros) + hexDigits(v, upper)),
  },
  { weight: 1, arbitrary: fc.constantFrom('0x', '0X', '0', '00', '000') },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 0xffffffff }), fc.nat(2))
      .map(([v, zeros]) => `0${'0'.repeat(zeros)}${v.toString(8)}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('', '08', '09', '0xg', 'a', 'x', '1a', '-1', ' 1', '0x-1', '1e2') },
);

/** IPv4 text: 1 to 5 parts in mixed notations, sometimes a trailing dot. */
export const ipv4Text = fc
  .tuple(fc.array(ipv4Part, { minLength: 1, maxLength: 5 }), fc.constantFrom('', '', '', '.'))
  .map(([parts, dot]) => parts.join('.') + dot);

/** Dotted-quad decimal text without leading zeros: the syntax both readings accept. */
export const dottedQuad = fc
  .tuple(...Array.from({ length: 4 }, () => fc.integer({ min: 0, max: 255 })))
  .map((parts) => parts.join('.'));

/** IPv6 text of a valid address in some notation: padding, case, a `::` anywhere legal, embedded IPv4. */
export const ipv6ValidText = fc
  .tuple(
    ipv6Pieces,
    fc.array(fc.nat(3), { minLength: 8, maxLength: 8 }),
    fc.boolean(),
    fc.boolean(),
    fc.nat(),
    fc.nat(),
  )
  .map(([pieces, pads, upper, embed, cStart, cLength]) => {
    const n = embed ? 6 : 8;
    const words = pieces.slice(0, n).map((p, i) => {
      const s = hexDigits(p, upper);
      // pads and pieces have 8 entries each (their arbitraries' length)
      return '0'.repeat(Math.max(0, Math.min(pads[i]!, 4 - s.length))) + s;
    });
    const p6 = pieces[6]!;
    const p7 = pieces[7]!;
    const tail = embed ? [`${p6 >> 8}.${p6 & 255}.${p7 >> 8}.${p7 & 255}`] : [];
    // compress any run of zero pieces (length >= 1), or none
    const zeroRuns: [number, number][] = [];
    for (let i = 0; i < n; i++) {
      for (let j = i; j < n && pieces[j] === 0; j++) zeroRuns.push([i, j + 1]);
    }
    if (zeroRuns.length === 0 || cStart % 3 === 0) return [...words, ...tail].join(':');
    const [from, to] = zeroRuns[cLength % zeroRuns.length]!;
    const before = words.slice(0, from).join(':');
    const after = [...words.slice(to), ...tail].join(':');
    return `${before}::${after}`;
  });

const ipv6Noise = fc.constantFrom(
  ':',
  '::',
  '.',
  '0',
  '1',
  'f',
  'F',
  'g',
  '00000',
  '1.2.3.4',
  '01',
  '256',
  ' ',
  '%',
  '%eth0',
  '-',
  '[',
  'x',
);

/** IPv6-like text: a valid address text, mutated by inserting, deleting or replacing a piece of text. */
export const ipv6Text = fc.oneof(
  { weight: 2, arbitrary: ipv6ValidText },
  {
    weight: 3,
    arbitrary: fc
      .tuple(ipv6ValidText, fc.nat(), fc.nat(3), ipv6Noise, fc.constantFrom('insert', 'delete', 'replace'))
      .map(([text, at, len, noise, op]) => {
        const i = at % (text.length + 1);
        if (op === 'insert') return text.slice(0, i) + noise + text.slice(i);
        if (op === 'delete') return text.slice(0, i) + text.slice(i + len + 1);
        return text.slice(0, i) + noise + text.slice(i + len + 1);
      }),
  },
  { weight: 1, arbitrary: fc.array(ipv6Noise, { maxLength: 12 }).map((xs) => xs.join('')) },
);
