import { describe, expect, it } from 'vitest';
import { toUSVString, toWellFormed } from '../src/internal/usv';
import { toWellFormed as nativeToWellFormed } from './helpers/strings';

describe('USVString conversion', () => {
  const cases = [
    '',
    'abc',
    '\uD800',
    '\uDC00',
    'a\uD800b',
    '\uD83D\uDCA9',
    '\uDCA9\uD83D',
    '\uD800\uD800\uDC00',
    'x\uDBFF',
  ];

  // The conversion is @url/percent's toScalarValueString; its fallback for runtimes without
  // String.prototype.toWellFormed is tested there (test/utf8.test.ts).
  it.each(cases)('agrees with String.prototype.toWellFormed: %j', (s) => {
    expect(toWellFormed(s)).toBe(nativeToWellFormed(s));
    expect(toUSVString(s)).toBe(nativeToWellFormed(s));
  });

  it('converts like WebIDL: ToString, Symbol throws', () => {
    expect(toUSVString(1)).toBe('1');
    expect(toUSVString(null)).toBe('null');
    expect(toUSVString(undefined)).toBe('undefined');
    expect(toUSVString({ toString: () => '\uD800' })).toBe('\uFFFD');
    expect(() => toUSVString(Symbol('x'))).toThrow(TypeError);
  });

  it('without String.prototype.toWellFormed (runtimes before ES2024), the codec round trip gives the same', () => {
    const inputs = [...cases, 'a b+c%25&=~é\u{1F4A9}\uD800', '+%2B %zz\uDFFF\uDBFF'];
    const expected = inputs.map(nativeToWellFormed);
    const proto = String.prototype as { toWellFormed?: unknown };
    const native = proto.toWellFormed;
    delete proto.toWellFormed;
    let got: string[];
    try {
      got = inputs.map((s) => toWellFormed(s));
    } finally {
      proto.toWellFormed = native;
    }
    expect(got).toEqual(expected);
  });
});
