import unhomoglyph from 'unhomoglyph';
import data from 'unhomoglyph/data.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { confusablesTable } from '../scripts/confusables.mjs';
import { latinLookalike, skeleton } from '../src/confusables';
import { PROTOTYPES } from '../src/confusables-data';
import { inspect } from '../src/index';

const ASCII = /^[\x00-\x7f]*$/;
/** what a host label that looks like Latin is made of */
const LDH = /^[A-Za-z0-9-]+$/;
const FULL = data as Record<string, string>;

/** The UTS #39 skeleton with every mapping of the package's data (the reference). */
function fullSkeleton(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFD')) out += FULL[ch] ?? ch;
  return out.normalize('NFD');
}

describe('the confusables table', () => {
  it('is what scripts/confusables.mjs writes from the installed unhomoglyph (regenerate when this fails)', () => {
    expect(PROTOTYPES).toEqual(confusablesTable());
  });

  it('agrees with unhomoglyph on every code point it keeps', () => {
    let n = 0;
    for (const [proto, chars] of Object.entries(PROTOTYPES))
      for (const c of chars) {
        expect(FULL[c]).toBe(proto);
        n++;
      }
    expect(n).toBeGreaterThan(1000);
  });
});

describe('skeleton() against the full confusables data', () => {
  it('is the full skeleton when that is letters, digits and hyphens, and is not when it is not, for every mapping', () => {
    const wrong: unknown[] = [];
    let ldh = 0;
    for (const [from, to] of Object.entries(FULL)) {
      // the code point alone, and inside Latin text
      for (const text of [from, `a${from}b`, `${to}${from}`]) {
        const full = fullSkeleton(text);
        const ours = skeleton(text);
        if (LDH.test(full)) {
          ldh++;
          if (ours !== full) wrong.push({ text, full, ours });
        } else if (LDH.test(ours)) wrong.push({ text, full, ours });
      }
    }
    expect(Object.keys(FULL).length).toBeGreaterThan(6000);
    expect(ldh).toBeGreaterThan(2000);
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('follows UTS #39: NFD, each code point mapped, NFD again', () => {
    expect(skeleton('раураl')).toBe('paypal');
    expect(skeleton('paypal')).toBe('paypal');
    expect(skeleton('I0')).toBe('lO');
    expect(skeleton('m')).toBe('rn');
    // U+212A KELVIN SIGN is K after NFD, before any mapping
    expect(skeleton('\u212A')).toBe(fullSkeleton('\u212A'));
    // a combining mark stays (an accent is visible): not ASCII
    expect(ASCII.test(skeleton('pa\u0301ypal'))).toBe(false);
    expect(unhomoglyph('раураl')).toBe('paypal');
  });
});

describe('the Latin look-alike of a label', () => {
  it('names paypal for раураl, with the same skeleton', () => {
    expect(latinLookalike('раураl')).toBe('paypal');
    expect(skeleton(latinLookalike('раураl')!)).toBe(skeleton('раураl'));
    expect(latinLookalike('paypal')).toBeNull();
    // a Cyrillic letter without a Latin prototype
    expect(latinLookalike('раураж')).toBeNull();
  });

  it('https://раураl.com/signin: the mixed-script note names paypal.com', () => {
    const r = inspect('https://раураl.com/signin');
    const note = r.security.find((n) => n.kind === 'mixed-script' || n.kind === 'confusable')!;
    expect(note.kind).toBe('mixed-script');
    expect(note.args).toMatchObject({ lookalike: 'paypal', lookalikeHost: 'paypal.com' });
    expect(note.message).toContain('it looks like the Latin `paypal` (the host reads `paypal.com`)');
  });
});
