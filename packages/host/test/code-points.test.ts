import { describe, expect, it } from 'vitest';
import { isForbiddenDomainCodePoint, isForbiddenHostCodePoint } from '../src/index';

// Literal transcriptions of https://url.spec.whatwg.org/#forbidden-host-code-point and
// https://url.spec.whatwg.org/#forbidden-domain-code-point.

/** "U+0000 NULL, U+0009 TAB, U+000A LF, U+000D CR, U+0020 SPACE, U+0023 (#), U+002F (/), U+003A (:),
 * U+003C (<), U+003E (>), U+003F (?), U+0040 (@), U+005B ([), U+005C (\), U+005D (]), U+005E (^), or
 * U+007C (|)" */
const forbiddenHost = new Set([
  0x0000, 0x0009, 0x000a, 0x000d, 0x0020, 0x0023, 0x002f, 0x003a, 0x003c, 0x003e, 0x003f, 0x0040, 0x005b,
  0x005c, 0x005d, 0x005e, 0x007c,
]);
/** Infra: "A C0 control is a code point in the range U+0000 NULL to U+001F INFORMATION SEPARATOR ONE, inclusive." */
const isC0Control = (c: number) => c >= 0x0000 && c <= 0x001f;
/** "a forbidden host code point, a C0 control, U+0025 (%), or U+007F DELETE" */
const forbiddenDomain = (c: number) => forbiddenHost.has(c) || isC0Control(c) || c === 0x0025 || c === 0x007f;

describe('code point predicates', () => {
  it('isForbiddenHostCodePoint agrees with the spec on every code point', () => {
    const wrong: number[] = [];
    for (let c = 0; c <= 0x10ffff; c++)
      if (isForbiddenHostCodePoint(c) !== forbiddenHost.has(c)) wrong.push(c);
    expect(wrong).toEqual([]);
  });

  it('isForbiddenDomainCodePoint agrees with the spec on every code point', () => {
    const wrong: number[] = [];
    for (let c = 0; c <= 0x10ffff; c++)
      if (isForbiddenDomainCodePoint(c) !== forbiddenDomain(c)) wrong.push(c);
    expect(wrong).toEqual([]);
  });

  it('every forbidden host code point is a forbidden domain code point', () => {
    for (const c of forbiddenHost) expect(isForbiddenDomainCodePoint(c)).toBe(true);
  });

  it('answers false for values that are not code points', () => {
    for (const v of [-1, 0x110000, Number.NaN, 0.5 + 0x23, Number.POSITIVE_INFINITY]) {
      expect(isForbiddenHostCodePoint(v)).toBe(false);
      expect(isForbiddenDomainCodePoint(v)).toBe(false);
    }
  });
});
