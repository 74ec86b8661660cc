import {
  bindSearchParams,
  resetSearchParams,
  type SearchParamsOwner,
  URLSearchParams,
} from '@url/searchparams';
import { describe, expect, it, vi } from 'vitest';

const Native = globalThis.URLSearchParams;
const entries = (p: Iterable<[string, string]>) => [...p];

describe('constructor', () => {
  it('parses a string, dropping one leading "?"', () => {
    expect(entries(new URLSearchParams('?a=1&b=2'))).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(entries(new URLSearchParams('??a=1'))).toEqual([['?a', '1']]);
    expect(new URLSearchParams('?').size).toBe(0);
    expect(new URLSearchParams().size).toBe(0);
    expect(new URLSearchParams(undefined).toString()).toBe('');
  });

  it('converts other primitives to strings (WebIDL USVString)', () => {
    expect(new URLSearchParams(42 as unknown as string).toString()).toBe('42=');
    expect(new URLSearchParams(null as unknown as string).toString()).toBe('null=');
    expect(new URLSearchParams(true as unknown as string).get('true')).toBe('');
    expect(() => new URLSearchParams(Symbol('s') as unknown as string)).toThrow(TypeError);
  });

  it('replaces lone surrogates in a string init', () => {
    expect(entries(new URLSearchParams('\uD800=\uDC00'))).toEqual([['\uFFFD', '\uFFFD']]);
  });

  it('takes a sequence of pairs (any iterable of iterables)', () => {
    expect(
      entries(
        new URLSearchParams([
          ['a', 'b'],
          ['c', 'd'],
        ]),
      ),
    ).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    const inner = new Set(['x', 'y']);
    expect(entries(new URLSearchParams(new Set([inner]) as unknown as string[][]))).toEqual([['x', 'y']]);
    function* gen() {
      yield ['k', 1];
    }
    expect(entries(new URLSearchParams(gen() as unknown as string[][]))).toEqual([['k', '1']]);
    expect(entries(new URLSearchParams(new Map([['m', 'n']])))).toEqual([['m', 'n']]);
  });

  it('throws a TypeError for a sequence item that is not a pair, after converting every item', () => {
    expect(() => new URLSearchParams([['a']])).toThrow(/exactly 2 items, got 1 at index 0/);
    expect(() => new URLSearchParams([['a', 'b', 'c']])).toThrow(TypeError);
    expect(() => new URLSearchParams([[]])).toThrow(TypeError);
    expect(() => new URLSearchParams(['ab'] as unknown as string[][])).toThrow(
      /must be a \[name, value\] pair, got "ab"/,
    );
    expect(() => new URLSearchParams([1] as unknown as string[][])).toThrow(TypeError);
    expect(() => new URLSearchParams([{}] as unknown as string[][])).toThrow(TypeError);
    const order: string[] = [];
    const bad = {
      toString() {
        order.push('converted');
        return 'x';
      },
    };
    expect(() => new URLSearchParams([['a'], [bad, bad]] as unknown as string[][])).toThrow(TypeError);
    expect(order).toEqual(['converted', 'converted']);
  });

  it('rejects a non-callable Symbol.iterator and a broken iterator', () => {
    expect(() => new URLSearchParams({ [Symbol.iterator]: 5 } as unknown as string[][])).toThrow(
      /not a function/,
    );
    expect(() => new URLSearchParams({ [Symbol.iterator]: () => 5 } as unknown as string[][])).toThrow(
      TypeError,
    );
    expect(
      () => new URLSearchParams({ [Symbol.iterator]: () => ({ next: () => 5 }) } as unknown as string[][]),
    ).toThrow(TypeError);
  });

  it('treats Symbol.iterator null/undefined as a record', () => {
    const rec = { a: '1', [Symbol.iterator]: undefined };
    expect(() => new URLSearchParams(rec as unknown as Record<string, string>)).toThrow(
      /record key must be a string/,
    );
    expect(entries(new URLSearchParams(Object.assign(Object.create(null), { b: '2' })))).toEqual([
      ['b', '2'],
    ]);
  });

  it('takes a record: own enumerable string keys, getters invoked, duplicates after conversion merged', () => {
    const rec: Record<string, unknown> = { z: 1, a: 'x' };
    Object.defineProperty(rec, 'hidden', { value: 'h', enumerable: false });
    Object.defineProperty(rec, 'g', { get: () => 'got', enumerable: true });
    expect(entries(new URLSearchParams(rec as Record<string, string>))).toEqual([
      ['z', '1'],
      ['a', 'x'],
      ['g', 'got'],
    ]);
    expect(entries(new URLSearchParams({ '\uD835x': '1', xx: '2', '\uD83Dx': '3' }))).toEqual([
      ['\uFFFDx', '3'],
      ['xx', '2'],
    ]);
    expect(new URLSearchParams({}).toString()).toBe('');
    const withSymbol = { a: '1', [Symbol('s')]: '2' };
    expect(() => new URLSearchParams(withSymbol)).toThrow(TypeError);
    const hiddenSymbol = { a: '1' };
    Object.defineProperty(hiddenSymbol, Symbol('s'), { value: 1, enumerable: false });
    expect(new URLSearchParams(hiddenSymbol).toString()).toBe('a=1');
  });

  it('propagates errors thrown by getters and conversions', () => {
    const rec = {
      get a(): string {
        throw new RangeError('boom');
      },
    };
    expect(() => new URLSearchParams(rec)).toThrow(RangeError);
  });

  it('a function is an object: record of its own enumerable properties', () => {
    const fn = Object.assign(() => 0, { X: 1 });
    expect(new URLSearchParams(fn as unknown as Record<string, string>).toString()).toBe('X=1');
  });

  it('copies another URLSearchParams (fast path), independent afterwards', () => {
    const seed = new URLSearchParams('a=b&c=d');
    seed.delete('c');
    const copy = new URLSearchParams(seed);
    expect(copy.toString()).toBe('a=b');
    seed.append('e', 'f');
    copy.append('g', 'h');
    expect(seed.toString()).toBe('a=b&e=f');
    expect(copy.toString()).toBe('a=b&g=h');
  });

  it('takes a FormData (an iterable of pairs), copying its pairs', () => {
    const fd = new FormData();
    fd.append('a', 'b');
    fd.append('c', 'd');
    const params = new URLSearchParams(fd as unknown as string[][]);
    expect(params.toString()).toBe('a=b&c=d');
    fd.append('e', 'f');
    expect(params.has('e')).toBe(false);
  });

  it('honours an overridden [Symbol.iterator] on the source object', () => {
    const params = new URLSearchParams('x=1');
    (params as unknown as Record<symbol, unknown>)[Symbol.iterator] = function* () {
      yield ['a', 'b'];
    };
    expect(new URLSearchParams(params).toString()).toBe('a=b');
  });

  it('can be subclassed and is not callable without new', () => {
    class Sub extends URLSearchParams {
      extra() {
        return this.get('a');
      }
    }
    const s = new Sub('a=1');
    expect(s.extra()).toBe('1');
    expect(s).toBeInstanceOf(URLSearchParams);
    expect(() => (URLSearchParams as unknown as () => void)()).toThrow(TypeError);
  });
});

describe('methods', () => {
  it('append, get, getAll, has (with and without value), size', () => {
    const p = new URLSearchParams('a=1');
    p.append('a', '2');
    p.append('b', '3');
    expect(p.get('a')).toBe('1');
    expect(p.get('zz')).toBeNull();
    expect(p.getAll('a')).toEqual(['1', '2']);
    expect(p.getAll('zz')).toEqual([]);
    expect(p.has('b')).toBe(true);
    expect(p.has('b', '3')).toBe(true);
    expect(p.has('b', '4')).toBe(false);
    expect(p.has('b', undefined)).toBe(true);
    expect(p.size).toBe(3);
  });

  it('converts arguments to USVString', () => {
    const p = new URLSearchParams();
    p.append(1 as unknown as string, null as unknown as string);
    p.append('\uD800', '\uDC00');
    expect(p.get('1')).toBe('null');
    expect(p.get('\uD800')).toBe('\uFFFD');
    expect(p.has(1 as unknown as string)).toBe(true);
    expect(() => p.append(Symbol('x') as unknown as string, 'v')).toThrow(TypeError);
  });

  it('delete(name) and delete(name, value)', () => {
    const p = new URLSearchParams('a=1&b=2&a=3&a=1');
    p.delete('a', '1');
    expect(p.toString()).toBe('b=2&a=3');
    p.delete('a', undefined);
    expect(p.toString()).toBe('b=2');
    p.delete('zz');
    expect(p.toString()).toBe('b=2');
  });

  it('set replaces the first, removes the rest, or appends', () => {
    const p = new URLSearchParams('a=1&b=2&a=3&c=4&a=5');
    p.set('a', 'x');
    expect(p.toString()).toBe('a=x&b=2&c=4');
    p.set('d', 'y');
    expect(p.toString()).toBe('a=x&b=2&c=4&d=y');
    expect(p.size).toBe(4);
  });

  it('sort is stable and by UTF-16 code units', () => {
    const p = new URLSearchParams('z=1&a=2&z=0&\uFFFD=3&\u{1F4A9}=4&a=1&=5&A=6');
    p.sort();
    expect(entries(p)).toEqual([
      ['', '5'],
      ['A', '6'],
      ['a', '2'],
      ['a', '1'],
      ['z', '1'],
      ['z', '0'],
      ['\u{1F4A9}', '4'],
      ['\uFFFD', '3'],
    ]);
  });

  it('toString serializes, and is cached until the next mutation', () => {
    const p = new URLSearchParams('a=b c&d=%7E');
    expect(p.toString()).toBe('a=b+c&d=%7E');
    expect(`${p}`).toBe('a=b+c&d=%7E');
    p.append('e', '~');
    expect(p.toString()).toBe('a=b+c&d=%7E&e=%7E');
    p.set('a', '!');
    expect(p.toString()).toBe('a=%21&d=%7E&e=%7E');
    p.delete('d');
    expect(p.toString()).toBe('a=%21&e=%7E');
    p.sort();
    expect(p.toString()).toBe('a=%21&e=%7E');
    const q = new URLSearchParams();
    q.append('', '');
    expect(q.toString()).toBe('=');
    q.delete('');
    expect(q.toString()).toBe('');
    q.append('x', '');
    expect(q.toString()).toBe('x=');
  });

  it('throws TypeErrors naming the method and the count for too few arguments', () => {
    const p = new URLSearchParams() as unknown as Record<
      'append' | 'set' | 'delete' | 'get' | 'getAll' | 'has' | 'forEach',
      (...a: unknown[]) => unknown
    >;
    expect(() => p.append('a')).toThrow(
      "Failed to execute 'append' on 'URLSearchParams': 2 arguments required, but only 1 present.",
    );
    expect(() => p.set()).toThrow('2 arguments required, but only 0 present');
    expect(() => p.delete()).toThrow('1 argument required, but only 0 present');
    expect(() => p.get()).toThrow(TypeError);
    expect(() => p.getAll()).toThrow(TypeError);
    expect(() => p.has()).toThrow(TypeError);
    expect(() => p.forEach()).toThrow(TypeError);
    expect(() => p.forEach(5)).toThrow(/not of type 'Function'/);
    expect(() => p.get(undefined)).not.toThrow();
  });

  it('brand-checks `this` on every method, getter and iterator', () => {
    const proto = URLSearchParams.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
    for (const name of [
      'append',
      'delete',
      'get',
      'getAll',
      'has',
      'set',
      'sort',
      'toString',
      'entries',
      'keys',
      'values',
      'forEach',
    ]) {
      const method = proto[name];
      expect(method, name).toBeTypeOf('function');
      expect(() => method!.call({}, 'a', 'b'), name).toThrow(/Illegal invocation/);
      expect(() => method!.call(undefined, 'a', 'b'), name).toThrow(TypeError);
      expect(() => method!.call(1, 'a', 'b'), name).toThrow(TypeError);
    }
    const size = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, 'size')!.get!;
    expect(() => size.call(Object.create(URLSearchParams.prototype))).toThrow(TypeError);
    const it = new URLSearchParams('a=1').keys();
    expect(() => it.next.call({})).toThrow(/not a URLSearchParams iterator/);
    expect(() => it.next.call(new URLSearchParams('').keys())).not.toThrow();
  });
});

describe('WebIDL shape', () => {
  it('has exactly the members of the WebIDL interface, with WebIDL property attributes', () => {
    // https://url.spec.whatwg.org/#interface-urlsearchparams, as WebIDL maps it to ECMAScript
    // (https://webidl.spec.whatwg.org/#es-interfaces): operations are writable, enumerable and
    // configurable, with `length` = the number of required arguments; the `size` attribute is an
    // enumerable, configurable getter; `iterable<USVString, USVString>` adds entries, keys, values,
    // forEach and @@iterator (the very `entries` function, not enumerable); the stringifier is
    // `toString`; @@toStringTag is a non-writable, non-enumerable, configurable string.
    const operations: [string, number][] = [
      ['append', 2],
      ['delete', 1],
      ['get', 1],
      ['getAll', 1],
      ['has', 1],
      ['set', 2],
      ['sort', 0],
      ['toString', 0],
      ['entries', 0],
      ['keys', 0],
      ['values', 0],
      ['forEach', 1],
    ];
    const proto = URLSearchParams.prototype;
    const descriptors = Object.getOwnPropertyDescriptors(proto) as Record<PropertyKey, PropertyDescriptor>;
    expect(Reflect.ownKeys(proto).sort((a, b) => String(a).localeCompare(String(b)))).toEqual(
      [
        'constructor',
        'size',
        ...operations.map(([name]) => name),
        Symbol.iterator,
        Symbol.toStringTag,
        // not WebIDL: Node's util.inspect hook (non-enumerable), which Node's own class has too
        Symbol.for('nodejs.util.inspect.custom'),
      ].sort((a, b) => String(a).localeCompare(String(b))),
    );
    for (const [name, length] of operations) {
      const d = descriptors[name];
      expect([name, typeof d?.value, d?.value.length, d?.writable, d?.enumerable, d?.configurable]).toEqual([
        name,
        'function',
        length,
        true,
        true,
        true,
      ]);
    }
    const size = descriptors.size;
    expect([typeof size?.get, size?.set, size?.enumerable, size?.configurable]).toEqual([
      'function',
      undefined,
      true,
      true,
    ]);
    const ctor = Object.getOwnPropertyDescriptor(proto, 'constructor')!;
    expect([ctor.value, ctor.writable, ctor.enumerable, ctor.configurable]).toEqual([
      URLSearchParams,
      true,
      false,
      true,
    ]);
    const iterator = descriptors[Symbol.iterator];
    expect([iterator?.value, iterator?.writable, iterator?.enumerable, iterator?.configurable]).toEqual([
      proto.entries,
      true,
      false,
      true,
    ]);
    const tag = descriptors[Symbol.toStringTag];
    expect([tag?.value, tag?.writable, tag?.enumerable, tag?.configurable]).toEqual([
      'URLSearchParams',
      false,
      false,
      true,
    ]);
    expect(URLSearchParams.length).toBe(0);
    expect(Object.prototype.toString.call(new URLSearchParams())).toBe('[object URLSearchParams]');
    expect(Object.keys(new URLSearchParams('a=1'))).toEqual([]);
  });

  it('iterators inherit from %IteratorPrototype% and are tagged', () => {
    const it = new URLSearchParams('a=1').entries();
    const iterProto = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
    expect(Object.getPrototypeOf(Object.getPrototypeOf(it))).toBe(iterProto);
    expect(it[Symbol.iterator]()).toBe(it);
    expect(Object.prototype.toString.call(it)).toBe('[object URLSearchParams Iterator]');
    expect(Object.getOwnPropertyNames(Object.getPrototypeOf(it))).toEqual(['next']);
    expect(Object.getOwnPropertyNames(Object.getPrototypeOf(new Native().entries()))).toEqual(['next']);
  });
});

describe('iteration', () => {
  it('entries, keys, values, forEach', () => {
    const p = new URLSearchParams('a=1&b=2');
    expect([...p.entries()]).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect([...p.keys()]).toEqual(['a', 'b']);
    expect([...p.values()]).toEqual(['1', '2']);
    const seen: unknown[] = [];
    const self = {};
    p.forEach(function (this: unknown, value, name, params) {
      seen.push([value, name, params === p, this === self]);
    }, self);
    expect(seen).toEqual([
      ['1', 'a', true, true],
      ['2', 'b', true, true],
    ]);
  });

  // Node's built-in (and browsers) index the live list by position at each next(); compare with it.
  type Step = (p: globalThis.URLSearchParams, value: unknown) => void;
  const scenarios: [string, string, Step][] = [
    ['delete next', 'a=0&b=1&c=2', (p, v) => (v as string[])[0] === 'a' && p.delete('b')],
    ['delete current', 'a=0&b=1&c=2', (p, v) => p.delete((v as [string, string])[0])],
    ['append while iterating', 'a=0&b=1', (p, v) => (v as string[])[0] === 'a' && p.append('z', '9')],
    ['sort while iterating', 'c=0&b=1&a=2', (p, v) => (v as string[])[0] === 'c' && p.sort()],
    [
      'set removes later duplicates',
      'a=0&b=1&a=2&c=3',
      (p, v) => (v as string[])[0] === 'b' && p.set('a', 'x'),
    ],
    ['delete by value', 'a=0&a=1&a=2&b=3', (p, v) => (v as string[])[1] === '0' && p.delete('a', '1')],
  ];
  for (const [title, query, step] of scenarios) {
    it(`live iteration like Node's built-in: ${title}`, () => {
      const run = (P: typeof Native) => {
        const p = new P(query);
        const seen: unknown[] = [];
        for (const v of p) {
          seen.push(v);
          step(p, v);
        }
        return { seen, final: p.toString() };
      };
      expect(run(URLSearchParams as unknown as typeof Native)).toEqual(run(Native));
    });
  }

  it('an exhausted iterator sees pairs appended later (not sticky), like the built-in', () => {
    for (const P of [URLSearchParams as unknown as typeof Native, Native]) {
      const p = new P('a=1');
      const it = p.keys();
      expect(it.next()).toEqual({ value: 'a', done: false });
      expect(it.next()).toEqual({ value: undefined, done: true });
      p.append('b', '2');
      expect(it.next()).toEqual({ value: 'b', done: false });
    }
  });

  it('forEach reads the live list at each step', () => {
    const p = new URLSearchParams('a=1&b=2&c=3');
    const seen: string[] = [];
    p.forEach((_v, k) => {
      seen.push(k);
      if (k === 'a') p.delete('b');
      if (k === 'c') p.append('d', '4');
    });
    expect(seen).toEqual(['a', 'c', 'd']);
  });

  it('live iteration stays correct on a list large enough to use the index and tombstones', () => {
    const query = Array.from({ length: 400 }, (_, i) => `k${i % 50}=${i}`).join('&');
    // several lookups make the index appear; then mutate while iterating
    const run = (P: typeof Native) => {
      const p = new P(query);
      for (let i = 0; i < 5; i++) p.get(`k${i}`);
      const seen: string[] = [];
      let n = 0;
      for (const [k, v] of p) {
        seen.push(`${k}=${v}`);
        if (n++ % 7 === 0) p.delete(`k${(n * 3) % 50}`);
        if (n % 11 === 0) p.set(`k${n % 50}`, 'S');
        if (n % 13 === 0) p.delete(k, v);
      }
      return { seen, final: p.toString(), size: p.size };
    };
    expect(run(URLSearchParams as unknown as typeof Native)).toEqual(run(Native));
  });
});

describe('large lists (index, tombstones, sweeps)', () => {
  it('agrees with the built-in on a long random operation sequence over many names', () => {
    let seed = 12345;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const ours = new URLSearchParams();
    const ref = new Native();
    for (let step = 0; step < 20_000; step++) {
      const name = `n${rnd(300)}`;
      const value = `${rnd(4)}`;
      switch (rnd(9)) {
        case 0:
        case 1:
        case 2:
          ours.append(name, value);
          ref.append(name, value);
          break;
        case 3:
          ours.delete(name);
          ref.delete(name);
          break;
        case 4:
          ours.delete(name, value);
          ref.delete(name, value);
          break;
        case 5:
          ours.set(name, value);
          ref.set(name, value);
          break;
        case 6:
          expect(ours.get(name)).toBe(ref.get(name));
          expect(ours.getAll(name)).toEqual(ref.getAll(name));
          expect(ours.has(name, value)).toBe(ref.has(name, value));
          break;
        case 7:
          if (rnd(50) === 0) {
            ours.sort();
            ref.sort();
          }
          break;
        default:
          if (rnd(20) === 0) expect(ours.toString()).toBe(ref.toString());
      }
      expect(ours.size).toBe(ref.size);
    }
    expect(entries(ours)).toEqual(entries(ref));
    expect(ours.toString()).toBe(ref.toString());
  });

  it('deletes 100,000 distinct names one call at a time', () => {
    const n = 100_000;
    const query = Array.from({ length: n }, (_, i) => `k${i}=${i}`).join('&');
    const p = new URLSearchParams(query);
    for (let i = 0; i < n; i += 2) p.delete(`k${i}`);
    expect(p.size).toBe(n / 2);
    expect(p.get('k1')).toBe('1');
    expect(p.get('k2')).toBeNull();
    for (let i = 1; i < n; i += 2) p.delete(`k${i}`);
    expect(p.size).toBe(0);
    expect(p.toString()).toBe('');
    expect([...p]).toEqual([]);
  });
});

describe('owner hook', () => {
  const makeOwner = () => {
    const seen: string[] = [];
    const owner: SearchParamsOwner = { searchParamsUpdated: vi.fn((q) => seen.push(q.toString())) };
    return { owner, seen };
  };

  it('bindSearchParams parses the query without "?" handling and notifies after every mutation', () => {
    const { owner, seen } = makeOwner();
    const p = bindSearchParams('?a=1&b=2', owner);
    expect(entries(p)).toEqual([
      ['?a', '1'],
      ['b', '2'],
    ]);
    p.append('c', '3');
    p.delete('?a');
    p.delete('nothing');
    p.set('b', 'x y');
    p.sort();
    expect(seen).toEqual(['%3Fa=1&b=2&c=3', 'b=2&c=3', 'b=2&c=3', 'b=x+y&c=3', 'b=x+y&c=3']);
    expect(owner.searchParamsUpdated).toHaveBeenCalledTimes(5);
    expect(vi.mocked(owner.searchParamsUpdated).mock.calls.every((c) => c[0] === p)).toBe(true);
  });

  it('bindSearchParams(null) is an empty list; reads never notify', () => {
    const { owner } = makeOwner();
    const p = bindSearchParams(null, owner);
    expect(p.size).toBe(0);
    p.get('a');
    p.has('a');
    p.getAll('a');
    p.toString();
    [...p];
    p.forEach(() => {});
    expect(owner.searchParamsUpdated).not.toHaveBeenCalled();
  });

  it('resetSearchParams replaces the list without notifying', () => {
    const { owner } = makeOwner();
    const p = bindSearchParams('a=1', owner);
    const it = p.entries();
    it.next();
    resetSearchParams(p, 'x=1&y=2&z=3');
    expect(owner.searchParamsUpdated).not.toHaveBeenCalled();
    expect(it.next().value).toEqual(['y', '2']);
    expect(p.toString()).toBe('x=1&y=2&z=3');
    resetSearchParams(p, null);
    expect(p.size).toBe(0);
    expect(p.toString()).toBe('');
    expect(() => resetSearchParams({} as URLSearchParams, '')).toThrow(TypeError);
  });

  it('a notified owner can read the new serialization synchronously', () => {
    let href = '';
    const p: URLSearchParams = bindSearchParams('a=b', {
      searchParamsUpdated: (q) => {
        const s = q.toString();
        href = s === '' ? 'http://x/' : `http://x/?${s}`;
      },
    });
    p.append('c', 'd e');
    expect(href).toBe('http://x/?a=b&c=d+e');
    p.delete('a');
    p.delete('c');
    expect(href).toBe('http://x/');
  });

  it('objects made by the constructor have no owner', () => {
    const p = new URLSearchParams('a=1');
    expect(() => p.append('b', '2')).not.toThrow();
  });
});

describe('WebIDL brand checks come before argument conversion', () => {
  // https://webidl.spec.whatwg.org/#dfn-create-operation-function: "If O does not implement the
  // interface, throw a TypeError" comes before the arguments are converted.
  const proto = URLSearchParams.prototype;
  const operations = Object.entries(Object.getOwnPropertyDescriptors(proto))
    .filter(([name, d]) => typeof d.value === 'function' && name !== 'constructor')
    .map(([name]) => name);

  it('covers every operation of the interface', () => {
    expect(operations.sort()).toEqual(
      [
        'append',
        'delete',
        'entries',
        'forEach',
        'get',
        'getAll',
        'has',
        'keys',
        'set',
        'sort',
        'toString',
        'values',
      ].sort(),
    );
  });

  it.each(operations)('%s on a foreign receiver: TypeError, no argument converted', (name) => {
    let calls = 0;
    const value = {
      toString() {
        calls++;
        throw new Error('converted');
      },
    };
    const method = (proto as any)[name] as (...args: unknown[]) => unknown;
    for (const receiver of [{}, Object.create(proto), new Native(), 'a=b', null]) {
      expect(() => method.call(receiver, value, value)).toThrow(TypeError);
    }
    expect(calls).toBe(0);
    // on a real URLSearchParams the arguments are converted (forEach takes a function instead)
    if (!['entries', 'keys', 'values', 'sort', 'toString', 'forEach'].includes(name)) {
      expect(() => method.call(new URLSearchParams('a=b'), value, value)).toThrow('converted');
      expect(calls).toBeGreaterThan(0);
    }
  });

  it('the size getter and the iterator next on a foreign receiver: TypeError', () => {
    const size = Object.getOwnPropertyDescriptor(proto, 'size')!.get!;
    for (const receiver of [{}, Object.create(proto), new Native()]) {
      expect(() => size.call(receiver)).toThrow(TypeError);
    }
    const next = Object.getPrototypeOf(new URLSearchParams().entries()).next as () => unknown;
    expect(() => next.call({})).toThrow(TypeError);
    expect(() => next.call(new Native().entries())).toThrow(TypeError);
  });
});
