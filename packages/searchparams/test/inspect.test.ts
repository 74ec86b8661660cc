// util.inspect of our URLSearchParams against Node's own, the differential the README promises.
import { inspect } from 'node:util';
import { URLSearchParams } from '@url/searchparams';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inspectSearchParams } from '../src/inspect';
import { queryString } from './helpers/arbitraries';

const NodeParams = globalThis.URLSearchParams;
const OPTIONS = [
  {},
  { colors: true },
  { breakLength: 20 },
  { breakLength: Infinity },
  { depth: 0 },
  { depth: null },
  { colors: true, breakLength: 30, compact: false },
];

// Node prints the class name; ours and Node's are both "URLSearchParams".
const show = (v: unknown, o: object) => inspect(v, o);

describe('util.inspect(URLSearchParams) prints what Node prints for its own', () => {
  it('fixed cases', () => {
    for (const s of [
      '',
      'a=1',
      'a=1&b=2&a=%27x',
      'q=\'"&\\=\\n',
      'a=\n&b=\u00e9\u{1F4A9}',
      '&&&',
      'x'.repeat(200),
    ]) {
      for (const o of OPTIONS) {
        expect(show(new URLSearchParams(s), o), `${JSON.stringify(s)} ${JSON.stringify(o)}`).toBe(
          show(new NodeParams(s), o),
        );
        // nested, where the depth limit prints [Object]
        expect(show({ x: { y: new URLSearchParams(s) } }, o)).toBe(show({ x: { y: new NodeParams(s) } }, o));
        expect(show([new URLSearchParams(s)], o)).toBe(show([new NodeParams(s)], o));
      }
    }
    expect(inspect(new URLSearchParams('a=1&b=2'))).toBe("URLSearchParams { 'a' => '1', 'b' => '2' }");
    expect(inspect(new URLSearchParams())).toBe('URLSearchParams {}');
  });

  it('after changes, and for a subclass (its own name, as Node prints)', () => {
    const ours = new URLSearchParams('b=2&a=1');
    const theirs = new NodeParams('b=2&a=1');
    for (const p of [ours, theirs]) {
      p.append('c', 'x y');
      p.sort();
      p.delete('b');
    }
    expect(inspect(ours)).toBe(inspect(theirs));
    class Mine extends URLSearchParams {}
    class Theirs extends NodeParams {}
    // same class name on both sides
    Object.defineProperty(Theirs, 'name', { value: 'Mine' });
    expect(inspect(new Mine('a=b'))).toBe(inspect(new Theirs('a=b')));
  });

  it('generated queries, every option set', () => {
    // Node's object is built from our pairs: Node 20's own form parser differs from the standard on
    // some lone-surrogate input, which is not what this test is about.
    fc.assert(
      fc.property(
        fc.oneof(queryString, fc.string(), fc.string({ unit: 'grapheme', maxLength: 40 })),
        fc.constantFrom(...OPTIONS),
        (s, o) => {
          const ours = new URLSearchParams(s);
          expect(show(ours, o)).toBe(show(new NodeParams([...ours]), o));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('without Node passing its inspect (other runtimes): quotes the strings as JSON', () => {
    const p = new URLSearchParams("a=1&it's=x\\y&n=\n");
    expect(inspectSearchParams.call(p, 2, {}, undefined)).toBe(
      'URLSearchParams { "a" => "1", "it\'s" => "x\\\\y", "n" => "\\n" }',
    );
    expect(inspectSearchParams.call(p, -1, undefined)).toBe('[Object]');
    expect(inspectSearchParams.call(new URLSearchParams(), 0, undefined)).toBe('URLSearchParams {}');
    expect(inspectSearchParams.call(new URLSearchParams('a=1'), null, { breakLength: 3 })).toBe(
      'URLSearchParams {\n  "a" => "1" }',
    );
  });
});
