// Differential test against the reference implementation, whatwg-url.
import { URLSearchParams } from '@url/searchparams';
import { parseUrlencoded, serializeUrlencoded } from '@url/searchparams/urlencoded';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { URLSearchParams as Ref } from 'whatwg-url';
import { apply, op, queryString } from './helpers/arbitraries';

const runs = { numRuns: 3000 };

describe('differential against whatwg-url', () => {
  it('same entries and toString for generated strings', () => {
    fc.assert(
      fc.property(queryString, (q) => {
        const ours = new URLSearchParams(q);
        const ref = new Ref(q);
        expect([...ours]).toEqual([...ref]);
        expect(ours.toString()).toBe(ref.toString());
        expect(ours.size).toBe(ref.size);
        expect(parseUrlencoded(q.startsWith('?') ? q.slice(1) : q)).toEqual([...ref]);
        expect(serializeUrlencoded([...ref])).toBe(ref.toString());
      }),
      runs,
    );
  });

  it('same state after random operation sequences (append/delete/set/sort) and same reads', () => {
    fc.assert(
      fc.property(queryString, fc.array(op, { maxLength: 25 }), (q, ops) => {
        const ours = new URLSearchParams(q);
        const ref = new Ref(q);
        for (let i = 0; i < ops.length; i++) {
          const o = ops[i]!;
          apply(ours, o);
          apply(ref, o);
          // serializing between operations exercises the cached serialization and per-pair encodings
          if (i % 2 === 0) expect(ours.toString()).toBe(ref.toString());
          if (o.op !== 'sort') {
            expect(ours.get(o.name)).toBe(ref.get(o.name));
            expect(ours.getAll(o.name)).toEqual(ref.getAll(o.name));
            expect(ours.has(o.name)).toBe(ref.has(o.name));
          }
        }
        expect([...ours]).toEqual([...ref]);
        expect(ours.toString()).toBe(ref.toString());
        expect(ours.size).toBe(ref.size);
      }),
      runs,
    );
  });

  it('same results on a list large enough for the name index (many operations)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 3 })), {
          minLength: 40,
          maxLength: 120,
        }),
        fc.array(op, { minLength: 50, maxLength: 200 }),
        (seed, ops) => {
          const q = seed.map(([n, v]) => `n${n}=${v}`).join('&');
          const ours = new URLSearchParams(q);
          const ref = new Ref(q);
          for (let i = 0; i < ops.length; i++) {
            const o = ops[i]!;
            // steer half the operations onto the seeded names
            const renamed = o.op === 'sort' || i % 2 ? o : { ...o, name: `n${i % 41}` };
            apply(ours, renamed);
            apply(ref, renamed);
            if (renamed.op !== 'sort') expect(ours.getAll(renamed.name)).toEqual(ref.getAll(renamed.name));
            if (i % 7 === 0) expect(ours.toString()).toBe(ref.toString());
          }
          expect([...ours]).toEqual([...ref]);
          expect(ours.toString()).toBe(ref.toString());
        },
      ),
      { numRuns: 300 },
    );
  });

  it('same conversions for sequence and record inits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 6 }),
        fc.dictionary(fc.string(), fc.string()),
        (pairs, record) => {
          expect([...new URLSearchParams(pairs)]).toEqual([...new Ref(pairs)]);
          expect([...new URLSearchParams(record)]).toEqual([...new Ref(record)]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
