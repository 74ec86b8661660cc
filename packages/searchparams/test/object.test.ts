import { fromObject, toObject } from '@url/searchparams/object';
import { parseUrlencoded } from '@url/searchparams/urlencoded';
import { describe, expect, it } from 'vitest';

describe('toObject / fromObject', () => {
  it('groups repeated names into arrays, in order, with a null prototype', () => {
    const obj = toObject(parseUrlencoded('a=1&b=2&a=3&a=4&c='));
    expect(Object.getPrototypeOf(obj)).toBe(null);
    expect({ ...obj }).toEqual({ a: ['1', '3', '4'], b: '2', c: '' });
    expect(Object.keys(obj)).toEqual(['a', 'b', 'c']);
  });

  it('keeps __proto__, constructor and prototype as plain keys (no pollution)', () => {
    const obj = toObject(parseUrlencoded('__proto__=x&constructor=y&__proto__=z&prototype=p&toString=t'));
    expect(Object.getPrototypeOf(obj)).toBe(null);
    expect(Object.getOwnPropertyNames(obj)).toEqual(['__proto__', 'constructor', 'prototype', 'toString']);
    expect(Object.getOwnPropertyDescriptor(obj, '__proto__')?.value).toEqual(['x', 'z']);
    expect(obj.constructor).toBe('y');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('x');
  });

  it('accepts any iterable of pairs', () => {
    expect({ ...toObject(new Map([['k', 'v']])) }).toEqual({ k: 'v' });
  });

  it('fromObject: arrays are repeated names, undefined is skipped, other values are stringified', () => {
    expect(
      fromObject({ a: ['1', '2'], b: 'x', c: undefined, d: [], e: [undefined, 'y'], n: 5, t: true, z: null }),
    ).toEqual([
      ['a', '1'],
      ['a', '2'],
      ['b', 'x'],
      ['e', 'y'],
      ['n', '5'],
      ['t', 'true'],
      ['z', 'null'],
    ]);
  });

  it('fromObject: own enumerable string keys only; lone surrogates become U+FFFD', () => {
    const proto = { inherited: '1' };
    const rec = Object.create(proto);
    rec.own = '2';
    Object.defineProperty(rec, 'hidden', { value: '3', enumerable: false });
    rec[Symbol('s')] = '4';
    rec['\uD800'] = '\uDC00';
    expect(fromObject(rec)).toEqual([
      ['own', '2'],
      ['\uFFFD', '\uFFFD'],
    ]);
  });

  it('fromObject: rejects a non-object', () => {
    expect(() => fromObject('a=b' as unknown as Record<string, string>)).toThrow(
      /expected an object, got string/,
    );
    expect(() => fromObject(null as unknown as Record<string, string>)).toThrow(TypeError);
  });

  it('fromObject(toObject(pairs)) groups pairs by first occurrence of each name', () => {
    const pairs = parseUrlencoded('b=1&a=2&b=3&c=4');
    expect(fromObject(toObject(pairs))).toEqual([
      ['b', '1'],
      ['b', '3'],
      ['a', '2'],
      ['c', '4'],
    ]);
  });
});
