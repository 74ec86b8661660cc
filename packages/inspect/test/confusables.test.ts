import unhomoglyph from 'unhomoglyph';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { confusablesTable } from '../scripts/confusables.mjs';
import { latinLookalike } from '../src/confusables';
import { PROTOTYPES } from '../src/confusables-data';

describe('the confusables subset', () => {
  it('is what scripts/confusables.mjs writes from the installed unhomoglyph (regenerate when this fails)', () => {
    expect(PROTOTYPES).toEqual(confusablesTable());
  });
  it('agrees with unhomoglyph on every code point it keeps', () => {
    for (const [proto, chars] of Object.entries(PROTOTYPES))
      for (const c of chars) expect(unhomoglyph(c)).toBe(proto);
    expect(latinLookalike('раураl')).toBe('paypal');
  });
});
