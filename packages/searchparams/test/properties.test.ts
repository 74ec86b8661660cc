import { URLSearchParams } from '@url/searchparams';
import { editQuery } from '@url/searchparams/edit';
import { fromObject, toObject } from '@url/searchparams/object';
import { parseUrlencoded, serializeUrlencoded } from '@url/searchparams/urlencoded';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, op, queryString } from './helpers/arbitraries';
import { isWellFormed, toWellFormed } from './helpers/strings';

const runs = { numRuns: 2000 };

describe('codec properties', () => {
  it('parse -> serialize -> parse is stable, and serialize is then a fixed point', () => {
    fc.assert(
      fc.property(queryString, (q) => {
        const pairs = parseUrlencoded(q);
        const s = serializeUrlencoded(pairs);
        expect(parseUrlencoded(s)).toEqual(pairs);
        expect(serializeUrlencoded(parseUrlencoded(s))).toBe(s);
      }),
      runs,
    );
  });

  it('every parsed name and value is a scalar value string', () => {
    fc.assert(
      fc.property(queryString, (q) => {
        for (const [n, v] of parseUrlencoded(q)) {
          expect(isWellFormed(n)).toBe(true);
          expect(isWellFormed(v)).toBe(true);
        }
      }),
      runs,
    );
  });

  it('parsing the UTF-8 bytes gives the same pairs as parsing the string', () => {
    const enc = new TextEncoder();
    fc.assert(
      fc.property(queryString, (q) => {
        expect(parseUrlencoded(enc.encode(q))).toEqual(parseUrlencoded(q));
      }),
      runs,
    );
  });

  it('serialize output is ASCII with only unreserved characters, %XX, +, = and &', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 5 }), (pairs) => {
        expect(serializeUrlencoded(pairs)).toMatch(/^(?:[A-Za-z0-9*\-._+=&]|%[0-9A-F]{2})*$/);
      }),
      runs,
    );
  });

  it('toObject / fromObject round trip', () => {
    fc.assert(
      fc.property(queryString, (q) => {
        const pairs = parseUrlencoded(q);
        const obj = toObject(pairs);
        // same object again after a trip through pairs
        expect(toObject(fromObject(obj))).toEqual(obj);
        // the pairs grouped by name, in the object's key order (JS puts integer-like keys first),
        // stable within a name
        const order = new Map<string, number>();
        for (const n of Object.keys(obj)) order.set(n, order.size);
        const grouped = pairs
          .map((p, i) => ({ p, i }))
          .sort((x, y) => order.get(x.p[0])! - order.get(y.p[0])! || x.i - y.i)
          .map((x) => x.p);
        expect(fromObject(obj)).toEqual(grouped);
      }),
      runs,
    );
  });
});

describe('URLSearchParams properties', () => {
  it('new URLSearchParams(params.toString()) has the same entries', () => {
    fc.assert(
      fc.property(queryString, fc.array(op, { maxLength: 10 }), (q, ops) => {
        const p = new URLSearchParams(q);
        for (const o of ops) apply(p, o);
        expect([...new URLSearchParams(p.toString())]).toEqual([...p]);
        expect([...new URLSearchParams(p)]).toEqual([...p]);
      }),
      runs,
    );
  });

  it('sort is a stable sort by code units', () => {
    fc.assert(
      fc.property(queryString, (q) => {
        const p = new URLSearchParams(q);
        const expected = [...p]
          .map((e, i) => ({ e, i }))
          .sort((x, y) => (x.e[0] < y.e[0] ? -1 : x.e[0] > y.e[0] ? 1 : x.i - y.i))
          .map((x) => x.e);
        p.sort();
        expect([...p]).toEqual(expected);
      }),
      runs,
    );
  });
});

describe('editQuery properties', () => {
  const segmentsOf = (q: string) => (q === '' ? [] : q.split('&'));

  it('decoded view follows URLSearchParams under the same operations', () => {
    fc.assert(
      fc.property(queryString, fc.array(op, { maxLength: 10 }), (q, ops) => {
        const body = q.startsWith('?') ? q.slice(1) : q;
        const editor = editQuery(q);
        const model = new URLSearchParams(parseUrlencoded(body));
        for (const o of ops) {
          if (o.op === 'sort') continue;
          apply(editor, o);
          apply(model, o);
        }
        expect([...editor]).toEqual([...model]);
        expect(editor.size).toBe(model.size);
        // and what it writes reads back the same
        const out = editor.toString();
        expect(parseUrlencoded(q.startsWith('?') ? out.slice(1) : out)).toEqual([...model]);
      }),
      runs,
    );
  });

  it('leaves untouched pairs byte for byte, in order', () => {
    fc.assert(
      fc.property(queryString, fc.array(op, { maxLength: 6 }), (q, ops) => {
        const input = toWellFormed(q);
        const body = input.startsWith('?') ? input.slice(1) : input;
        const editor = editQuery(input);
        const touched = new Set<string>();
        for (const o of ops) {
          if (o.op === 'sort') continue;
          apply(editor, o);
          touched.add(toWellFormed(o.name));
        }
        const untouched = segmentsOf(body).filter((seg) => {
          if (seg === '') return false;
          // a non-empty sequence is one pair
          const [n] = parseUrlencoded(seg)[0]!;
          return !touched.has(n);
        });
        const out = editor.toString();
        const outBody = input.startsWith('?') ? out.slice(1) : out;
        // untouched segments appear in the output, in the same order
        const outSegments = segmentsOf(outBody);
        let k = 0;
        for (const seg of outSegments) if (k < untouched.length && seg === untouched[k]) k++;
        expect(k).toBe(untouched.length);
        if (ops.length === 0) expect(out).toBe(input);
      }),
      runs,
    );
  });
});
