import { URLSearchParams } from '@url/searchparams';
import { parseUrlencoded, serializeUrlencoded } from '@url/searchparams/urlencoded';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSerializedQuery } from '../src/internal/serialized';

describe('isSerializedQuery (the first-serialization shortcut)', () => {
  it.each(['a=1', '=', 'a=&b=', 'a=b+c&d=%2B%26%3D%7E', 'x*-._=9', 'a=%0A%7F'])('yes: %j', (q) => {
    expect(isSerializedQuery(q)).toBe(true);
    expect(serializeUrlencoded(parseUrlencoded(q))).toBe(q);
  });

  it.each([
    '',
    'a',
    'a=1&',
    '&a=1',
    'a=1&&b=2',
    'a=b=c',
    'a=%20',
    'a=%41',
    'a=%2b',
    'a=%C3%A9',
    'a=%2',
    'a=~',
    'a=é',
    'a b=1',
  ])('no: %j', (q) => {
    expect(isSerializedQuery(q)).toBe(false);
  });

  it('never says yes wrongly (generated queries)', () => {
    const unit = fc.constantFrom(
      'a',
      'Z',
      '0',
      '*',
      '-',
      '.',
      '_',
      '+',
      '=',
      '&',
      '%',
      '2',
      'B',
      'f',
      '~',
      ' ',
      'é',
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 24 }), (units) => {
        const q = units.join('');
        if (isSerializedQuery(q)) expect(serializeUrlencoded(parseUrlencoded(q))).toBe(q);
      }),
      { numRuns: 5000 },
    );
  });

  it('URLSearchParams: the shortcut only serves an unchanged list', () => {
    const p = new URLSearchParams('a=1&b=2');
    expect(p.toString()).toBe('a=1&b=2');
    p.sort();
    expect(p.toString()).toBe('a=1&b=2');
    p.append('c', 'x y');
    expect(p.toString()).toBe('a=1&b=2&c=x+y');
    const q = new URLSearchParams('b=2&a=1');
    q.sort();
    expect(q.toString()).toBe('a=1&b=2');
    const r = new URLSearchParams('b=2&a=1');
    r.delete('b');
    expect(r.toString()).toBe('a=1');
  });
});
