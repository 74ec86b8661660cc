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
});
