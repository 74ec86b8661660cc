// Property tests (fast-check) and differentials against Node's TextEncoder/TextDecoder,
// ECMAScript's encodeURIComponent/decodeURIComponent and whatwg-url (the reference
// implementation). Node APIs are fine here; src/ never uses them.
import { createRequire } from 'node:module';
import {
  APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET,
  C0_CONTROL_PERCENT_ENCODE_SET,
  COMPONENT_PERCENT_ENCODE_SET,
  createPercentEncodeSet,
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  type PercentEncodeSet,
  percentDecodeBytes,
  percentDecodeString,
  percentDecodeToString,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
  utf8DecodeWithoutBOM,
  utf8DecodeWithoutBOMOrFail,
  utf8Encode,
  utf8PercentEncodeRange,
  utf8PercentEncodeString,
} from '@url/percent';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

const require = createRequire(import.meta.url);
const reference = require('whatwg-url/lib/percent-encoding.js') as {
  percentDecodeBytes(input: Uint8Array): Uint8Array;
  utf8PercentEncodeString(input: string, predicate: (c: number) => boolean, spaceAsPlus?: boolean): string;
  isC0ControlPercentEncode(c: number): boolean;
  isFragmentPercentEncode(c: number): boolean;
  isQueryPercentEncode(c: number): boolean;
  isSpecialQueryPercentEncode(c: number): boolean;
  isPathPercentEncode(c: number): boolean;
  isUserinfoPercentEncode(c: number): boolean;
  isURLEncodedPercentEncode(c: number): boolean;
};

const NUM_RUNS = 2000;
const FORM = APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET;

const sets: [string, PercentEncodeSet, (c: number) => boolean][] = [
  ['C0 control', C0_CONTROL_PERCENT_ENCODE_SET, reference.isC0ControlPercentEncode],
  ['fragment', FRAGMENT_PERCENT_ENCODE_SET, reference.isFragmentPercentEncode],
  ['query', QUERY_PERCENT_ENCODE_SET, reference.isQueryPercentEncode],
  ['special-query', SPECIAL_QUERY_PERCENT_ENCODE_SET, reference.isSpecialQueryPercentEncode],
  ['path', PATH_PERCENT_ENCODE_SET, reference.isPathPercentEncode],
  ['userinfo', USERINFO_PERCENT_ENCODE_SET, reference.isUserinfoPercentEncode],
  [
    'component',
    COMPONENT_PERCENT_ENCODE_SET,
    (c) =>
      c === 0x25 ||
      c === 0x24 ||
      c === 0x26 ||
      c === 0x2b ||
      c === 0x2c ||
      reference.isUserinfoPercentEncode(c),
  ],
  ['application/x-www-form-urlencoded', FORM, reference.isURLEncodedPercentEncode],
];
const anySet = fc.constantFrom(...sets.map(([, set]) => set));

// Strings biased towards what matters here: ASCII punctuation, "%" and hex digits, "+", and
// code points of every UTF-8 width.
const interestingChar = fc.oneof(
  fc.constantFrom(
    '%',
    '+',
    ' ',
    '#',
    '?',
    '/',
    "'",
    '!',
    '~',
    '*',
    '(',
    ')',
    '`',
    '{',
    '}',
    '\u0000',
    '\u007f',
  ),
  fc.constantFrom(...'0123456789abcdefABCDEFgGzZ'),
  fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }),
  fc.constantFrom(
    '\u0080',
    '\u00e9',
    '\u07ff',
    '\u0800',
    '\u203d',
    '\ufeff',
    '\uffff',
    '\u{10000}',
    '😀',
    '\u{10ffff}',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
/** Well-formed strings (no lone surrogates). */
const wellFormed = fc.oneof(
  fc.string({ unit: interestingChar, maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
/** Any sequence of UTF-16 code units, lone surrogates included. */
const anyUnits = fc.string({
  unit: fc.oneof(
    interestingChar,
    fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  ),
  maxLength: 40,
});
/** Strings made mostly of escapes, valid or not: %XX with any byte, stray "%", "+" and text. */
const escaped = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, '0')}`),
    fc.integer({ min: 0x80, max: 0xff }).map((b) => `%${b.toString(16).toUpperCase()}`),
    interestingChar,
  ),
  maxLength: 30,
});
/** Byte arrays biased towards UTF-8 boundary bytes. */
const utf8ish = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 255 }),
      fc.constantFrom(
        0x00,
        0x41,
        0x7f,
        0x80,
        0x8f,
        0x90,
        0x9f,
        0xa0,
        0xbf,
        0xc0,
        0xc1,
        0xc2,
        0xdf,
        0xe0,
        0xed,
        0xef,
        0xf0,
        0xf4,
        0xf5,
        0xff,
      ),
      fc.integer({ min: 0x80, max: 0xbf }),
    ),
    { maxLength: 48 },
  )
  .map((a) => Uint8Array.from(a));

const hasEscape = (s: string) => /%[0-9A-Fa-f]{2}/.test(s);
const textEncoder = new TextEncoder();
// "UTF-8 decode without BOM" keeps a leading BOM: TextDecoder's default (ignoreBOM: false)
// would strip it, so the differential uses ignoreBOM: true.
const textDecoder = new TextDecoder('utf-8', { ignoreBOM: true });
const fatalDecoder = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });
/** The scalar value string of s: lone surrogates as U+FFFD (what TextEncoder does too). */
const scalar = (s: string) => textDecoder.decode(textEncoder.encode(s));

describe('UTF-8 codec against Node', () => {
  test('utf8Encode equals TextEncoder.encode (lone surrogates included)', () => {
    fc.assert(
      fc.property(anyUnits, (s) => {
        expect(utf8Encode(s)).toEqual(textEncoder.encode(s));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  test('utf8DecodeWithoutBOM equals TextDecoder("utf-8", { ignoreBOM: true }) on random bytes', () => {
    fc.assert(
      fc.property(fc.oneof(utf8ish, fc.uint8Array({ maxLength: 64 })), (bytes) => {
        expect(utf8DecodeWithoutBOM(bytes)).toBe(textDecoder.decode(bytes));
      }),
      { numRuns: NUM_RUNS * 5 },
    );
  });

  test('utf8DecodeWithoutBOMOrFail equals TextDecoder with fatal: true (null for its throw)', () => {
    const fatal = (bytes: Uint8Array) => {
      try {
        return fatalDecoder.decode(bytes);
      } catch {
        return null;
      }
    };
    fc.assert(
      fc.property(
        fc.oneof(
          utf8ish,
          fc.uint8Array({ maxLength: 64 }),
          anyUnits.map((s) => textEncoder.encode(s)),
        ),
        (bytes) => {
          expect(utf8DecodeWithoutBOMOrFail(bytes)).toBe(fatal(bytes));
        },
      ),
      { numRuns: NUM_RUNS * 5 },
    );
  });

  test('long inputs (across the internal 4096-unit chunks) decode as TextDecoder does', () => {
    // Random parts, cycled until there are 9,000 to 20,000 bytes: the chunk edges then fall at
    // random places inside and between sequences.
    const long = fc
      .tuple(
        fc.array(
          fc.oneof(
            utf8ish,
            anyUnits.map((s) => textEncoder.encode(s)),
          ),
          { minLength: 20, maxLength: 200 },
        ),
        fc.integer({ min: 9000, max: 20000 }),
      )
      .filter(([parts]) => parts.some((p) => p.length > 0))
      .map(([parts, size]) => {
        const bytes = new Uint8Array(size);
        for (let o = 0, k = 0; o < size; k++) {
          const p = parts[k % parts.length]!.subarray(0, size - o);
          bytes.set(p, o);
          o += p.length;
        }
        return bytes;
      });
    let crossed = 0;
    fc.assert(
      fc.property(long, (bytes) => {
        if (bytes.length > 2 * 4096) crossed++;
        expect(utf8DecodeWithoutBOM(bytes)).toBe(textDecoder.decode(bytes));
        // the same bytes as one long run of escapes, through percentDecodeToString
        let escaped = '';
        for (const b of bytes) escaped += `%${b.toString(16).padStart(2, '0')}`;
        expect(percentDecodeToString(escaped)).toBe(textDecoder.decode(bytes));
      }),
      { numRuns: 100 },
    );
    expect(crossed).toBe(100); // the generator does reach past the chunk size
  });

  test('every 1-, 2- and 3-byte sequence decodes as TextDecoder does', () => {
    const buf = new Uint8Array(3);
    for (let a = 0; a < 256; a++) {
      expect(utf8DecodeWithoutBOM(buf.subarray(0, 1).fill(a))).toBe(textDecoder.decode(buf.subarray(0, 1)));
      for (let b = 0; b < 256; b++) {
        buf[0] = a;
        buf[1] = b;
        const two = buf.subarray(0, 2);
        if (utf8DecodeWithoutBOM(two) !== textDecoder.decode(two)) expect([a, b]).toBe('decoded alike');
        if (a < 0xe0 || a > 0xf4) continue; // three-byte prefixes only matter after E0..F4
        for (let c = 0; c < 256; c += 1) {
          buf[2] = c;
          if (utf8DecodeWithoutBOM(buf) !== textDecoder.decode(buf)) expect([a, b, c]).toBe('decoded alike');
        }
      }
    }
  });
});

describe('encoding', () => {
  test('decoding what the component set encoded gives back the UTF-8 bytes', () => {
    fc.assert(
      fc.property(anyUnits, (s) => {
        expect(
          percentDecodeBytes(textEncoder.encode(utf8PercentEncodeString(s, COMPONENT_PERCENT_ENCODE_SET))),
        ).toEqual(textEncoder.encode(s));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  // The component percent-encode set leaves exactly the ASCII alphanumerics and - . _ ~ ! ' ( ) *
  // alone, which is encodeURIComponent's unreserved set ("uriUnreserved": alphanumerics and
  // - _ . ! ~ * ' ( )). So on well-formed strings the two are equal, as the spec's note says;
  // encodeURIComponent throws on lone surrogates where we encode U+FFFD.
  test('the component set gives exactly encodeURIComponent on well-formed strings', () => {
    fc.assert(
      fc.property(wellFormed, (s) => {
        expect(utf8PercentEncodeString(s, COMPONENT_PERCENT_ENCODE_SET)).toBe(encodeURIComponent(s));
      }),
      { numRuns: NUM_RUNS },
    );
    for (let c = 0; c < 0x80; c++) {
      const s = String.fromCharCode(c);
      expect(utf8PercentEncodeString(s, COMPONENT_PERCENT_ENCODE_SET)).toBe(encodeURIComponent(s));
    }
    expect(() => encodeURIComponent('\ud800')).toThrow(URIError);
    expect(utf8PercentEncodeString('\ud800', COMPONENT_PERCENT_ENCODE_SET)).toBe('%EF%BF%BD');
  });

  // The application/x-www-form-urlencoded set adds ! ' ( ) ~ to the component set, and its
  // encoder writes a space as "+".
  test('the form set is encodeURIComponent, plus ! \' ( ) ~ encoded, and %20 as "+"', () => {
    const extra: Record<string, string> = { '!': '%21', "'": '%27', '(': '%28', ')': '%29', '~': '%7E' };
    fc.assert(
      fc.property(wellFormed, (s) => {
        const expected = encodeURIComponent(s)
          .replace(/[!'()~]/g, (c) => extra[c] ?? c)
          .replace(/%20/g, '+');
        expect(utf8PercentEncodeString(s, FORM)).toBe(expected);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  test('every set agrees with whatwg-url (the reference) on any string', () => {
    fc.assert(
      fc.property(anyUnits, fc.constantFrom(...sets), fc.boolean(), (s, [, set, predicate], spaceAsPlus) => {
        expect(utf8PercentEncodeString(s, set, spaceAsPlus)).toBe(
          reference.utf8PercentEncodeString(s, predicate, spaceAsPlus),
        );
      }),
      { numRuns: NUM_RUNS * 2 },
    );
  });

  test('the output is ASCII, and outside escapes holds no code point of the set', () => {
    fc.assert(
      fc.property(anyUnits, anySet, (s, set) => {
        const out = utf8PercentEncodeString(s, set, false);
        const rest = out.replace(/%[0-9A-F]{2}/g, '');
        for (let i = 0; i < rest.length; i++) {
          const c = rest.charCodeAt(i);
          expect(c < 0x80 && set[c] === 0 ? true : [s, out, c]).toBe(true);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });

  test('utf8PercentEncodeRange equals utf8PercentEncodeString of the slice', () => {
    fc.assert(
      fc.property(
        anyUnits,
        fc.nat(),
        fc.nat(),
        anySet,
        fc.option(fc.boolean(), { nil: undefined }),
        (s, a, b, set, spaceAsPlus) => {
          const start = s.length ? a % (s.length + 1) : 0;
          const end = start + (s.length - start ? b % (s.length - start + 1) : 0);
          expect(utf8PercentEncodeRange(s, start, end, set, spaceAsPlus)).toBe(
            utf8PercentEncodeString(s.slice(start, end), set, spaceAsPlus),
          );
        },
      ),
      { numRuns: NUM_RUNS * 2 },
    );
  });

  test('encoding twice with a set that holds "%" escapes the escapes; without "%" it is idempotent', () => {
    fc.assert(
      fc.property(anyUnits, anySet, (s, set) => {
        const once = utf8PercentEncodeString(s, set, false);
        const twice = utf8PercentEncodeString(once, set, false);
        if (set[0x25] === 1) expect(twice).toBe(once.replace(/%/g, '%25'));
        else expect(twice).toBe(once);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('decoding', () => {
  // With a set that holds "%" (component, form), decoding undoes encoding for every string. The
  // other six sets leave "%" and every existing %XX escape alone (they hold no hex digit), so
  // decoding their output equals decoding the input itself.
  test('percentDecodeToString(utf8PercentEncodeString(s, set)) === s for the sets holding "%"', () => {
    fc.assert(
      fc.property(
        fc.oneof(wellFormed, escaped),
        fc.constantFrom(COMPONENT_PERCENT_ENCODE_SET, FORM),
        (s, set) => {
          expect(percentDecodeToString(utf8PercentEncodeString(s, set), set === FORM)).toBe(s);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  test('with any set, a well-formed string without a %XX escape comes back unchanged', () => {
    fc.assert(
      fc.property(wellFormed, anySet, (s, set) => {
        fc.pre(!hasEscape(s));
        expect(percentDecodeToString(utf8PercentEncodeString(s, set, false))).toBe(s);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  test('with any set, decoding the encoding equals decoding the input (lone surrogates as U+FFFD)', () => {
    fc.assert(
      fc.property(fc.oneof(anyUnits, escaped), anySet, (s, set) => {
        const expected = set[0x25] === 1 ? scalar(s) : percentDecodeToString(s);
        expect(percentDecodeToString(utf8PercentEncodeString(s, set, false))).toBe(expected);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  test('encode with a random custom set that holds "%", then decode, is the identity', () => {
    const asciiString = fc.string({ unit: 'binary-ascii', maxLength: 20 });
    fc.assert(
      fc.property(anySet, asciiString, asciiString, fc.oneof(wellFormed, escaped), (base, add, remove, s) => {
        const set = createPercentEncodeSet(base, { add: `${add}%`, remove: remove.replace(/%/g, '') });
        expect(percentDecodeToString(utf8PercentEncodeString(s, set, false))).toBe(s);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  test('percentDecodeToString equals UTF-8 decode without BOM of percentDecodeString (the spec composition)', () => {
    fc.assert(
      fc.property(fc.oneof(escaped, anyUnits), fc.boolean(), (s, plusAsSpace) => {
        const spec = utf8DecodeWithoutBOM(percentDecodeString(plusAsSpace ? s.replace(/\+/g, ' ') : s));
        expect(percentDecodeToString(s, plusAsSpace)).toBe(spec);
      }),
      { numRuns: NUM_RUNS * 3 },
    );
  });

  test('percentDecodeToString equals decodeURIComponent wherever that does not throw', () => {
    fc.assert(
      fc.property(escaped, (s) => {
        let expected: string;
        try {
          expected = decodeURIComponent(s);
        } catch {
          return; // a bad escape or invalid UTF-8: decodeURIComponent throws, we do not
        }
        expect(percentDecodeToString(s)).toBe(expected);
      }),
      { numRuns: NUM_RUNS * 2 },
    );
  });

  test('percentDecodeBytes agrees with whatwg-url (the reference)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          escaped.map((s) => textEncoder.encode(s)),
          fc.uint8Array({ maxLength: 40 }),
        ),
        (bytes) => {
          expect(percentDecodeBytes(bytes)).toEqual(Uint8Array.from(reference.percentDecodeBytes(bytes)));
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  test('percentDecodeString is percentDecodeBytes of the UTF-8 encoding', () => {
    fc.assert(
      fc.property(fc.oneof(escaped, anyUnits), (s) => {
        expect(percentDecodeString(s)).toEqual(percentDecodeBytes(utf8Encode(s)));
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
