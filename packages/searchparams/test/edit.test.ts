import { editQuery } from '@url/searchparams/edit';
import { parseUrlencoded } from '@url/searchparams/urlencoded';
import { describe, expect, it } from 'vitest';

describe('editQuery', () => {
  it('the issue example: untouched pairs are written back byte for byte', () => {
    const q = editQuery('flag&x=%zz&a=%E4%B8');
    expect(q.toString()).toBe('flag&x=%zz&a=%E4%B8');
    q.set('b', '1');
    expect(q.toString()).toBe('flag&x=%zz&a=%E4%B8&b=1');
  });

  it('setting one pair re-encodes only that pair', () => {
    const q = editQuery('flag&x=%zz&a=%E4%B8');
    expect(q.set('x', 'new value').toString()).toBe('flag&x=new+value&a=%E4%B8');
    expect(editQuery('a=%7e&b=%7E&c=~').set('b', '~').toString()).toBe('a=%7e&b=%7E&c=~');
    expect(editQuery('a=%7e&b=%7E&c=~').set('b', '!').toString()).toBe('a=%7e&b=%21&c=~');
  });

  it('reads with form rules', () => {
    const q = editQuery('flag&x=%zz&a=%E4%B8&p=a+b%20c&p=2');
    expect(q.get('flag')).toBe('');
    expect(q.get('x')).toBe('%zz');
    expect(q.get('a')).toBe('\uFFFD');
    expect(q.get('p')).toBe('a b c');
    expect(q.getAll('p')).toEqual(['a b c', '2']);
    expect(q.get('missing')).toBeNull();
    expect(q.has('p')).toBe(true);
    expect(q.has('p', '2')).toBe(true);
    expect(q.has('p', '3')).toBe(false);
    expect(q.size).toBe(5);
    expect([...q]).toEqual(parseUrlencoded('flag&x=%zz&a=%E4%B8&p=a+b%20c&p=2'));
  });

  it('set on a repeated name keeps the first (changed) and removes the others', () => {
    const q = editQuery('a=1&b=%zz&a=2&a=3');
    q.set('a', 'x');
    expect(q.toString()).toBe('a=x&b=%zz');
    expect(q.size).toBe(2);
  });

  it('set with the same value leaves the pair as written', () => {
    expect(editQuery('a=%31&b=2').set('a', '1').toString()).toBe('a=%31&b=2');
  });

  it('append encodes with the serializer rules; delete removes only matching pairs', () => {
    const q = editQuery('?a=%zz&b=1&a=2');
    q.append('c d', 'é&=');
    expect(q.toString()).toBe('?a=%zz&b=1&a=2&c+d=%C3%A9%26%3D');
    q.delete('a', '2');
    expect(q.toString()).toBe('?a=%zz&b=1&c+d=%C3%A9%26%3D');
    q.delete('a');
    expect(q.toString()).toBe('?b=1&c+d=%C3%A9%26%3D');
    q.delete('b').delete('c d');
    expect(q.toString()).toBe('?');
    expect(q.size).toBe(0);
  });

  it('keeps empty sequences and a leading "?" as written; a trailing "&" takes the next appended pair', () => {
    expect(editQuery('a=1&&b=2&').toString()).toBe('a=1&&b=2&');
    expect(editQuery('a=1&&b=2&').size).toBe(2);
    expect(editQuery('a=1&').append('b', '2').toString()).toBe('a=1&b=2');
    expect(editQuery('a=1&&b=2').delete('b').toString()).toBe('a=1&');
    expect(editQuery('').append('a', '').toString()).toBe('a=');
    expect(editQuery('?').toString()).toBe('?');
    expect(editQuery('?').append('a', 'b').toString()).toBe('?a=b');
    expect(editQuery('&').toString()).toBe('&');
  });

  it('converts arguments like the class (lone surrogates to U+FFFD) and rejects a non-string query', () => {
    const q = editQuery('%EF%BF%BD=1');
    expect(q.get('\uD800')).toBe('1');
    expect(editQuery('\uD800=x').toString()).toBe('\uFFFD=x');
    expect(() => editQuery(5 as unknown as string)).toThrow(/must be a string, got number/);
  });
});
