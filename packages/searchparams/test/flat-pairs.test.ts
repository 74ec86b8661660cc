// A list parsed from a query is held flat (names and values in one array) until something other than
// `size`, `sort` or `toString` reads or changes it. These compare that path with the entry list's:
// the reference object below is the same list made of entries (built with append), so both ways run.
import { URLSearchParams } from '@url/searchparams';
import { parseUrlencoded, serializeUrlencoded } from '@url/searchparams/urlencoded';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Name pieces around the sort key's edges: 7 code units, 127, astral, U+0000, prefixes, case. */
const PIECES = [
  '',
  'a',
  'A',
  'z',
  'k1',
  'k12',
  'k1234567',
  'k12345678',
  '%00',
  '%7F',
  '%7E',
  '%C2%80',
  '%F0%9F%8C%88',
  '%EF%AC%83',
  '+',
  '%26',
];
const name = fc.array(fc.constantFrom(...PIECES), { maxLength: 4 }).map((p) => p.join(''));
const query = fc
  .array(fc.tuple(name, fc.constantFrom('', '1', 'x%20y', '%E2%82%AC')), { maxLength: 80 })
  .map((pairs) => pairs.map(([n, v], i) => (i % 7 === 3 ? n : `${n}=${v}${i}`)).join('&'));

/** The same list, made of entries: appended one by one. */
function asEntries(q: string): URLSearchParams {
  const p = new URLSearchParams();
  for (const [n, v] of parseUrlencoded(q)) p.append(n, v);
  return p;
}

describe('the flat list', () => {
  it('sorts as the entry list does (stable, by code units), and serializes alike', () => {
    fc.assert(
      fc.property(query, (q) => {
        const flat = new URLSearchParams(q);
        const entries = asEntries(q);
        expect(flat.size).toBe(entries.size);
        flat.sort();
        entries.sort();
        expect(flat.toString()).toBe(entries.toString());
        expect([...flat]).toEqual([...entries]);
        // and the reference sort, written out
        const expected = parseUrlencoded(q)
          .map((e, i) => ({ e, i }))
          .sort((x, y) => (x.e[0] < y.e[0] ? -1 : x.e[0] > y.e[0] ? 1 : x.i - y.i))
          .map((x) => x.e);
        expect(serializeUrlencoded(expected)).toBe(entries.toString());
      }),
      { numRuns: 3000 },
    );
  });

  it('becomes an entry list with the same pairs on the first other read or change', () => {
    fc.assert(
      fc.property(query, fc.boolean(), (q, sortFirst) => {
        const flat = new URLSearchParams(q);
        const entries = asEntries(q);
        if (sortFirst) {
          flat.sort();
          entries.sort();
        }
        expect(flat.size).toBe(entries.size);
        flat.append('k1', 'new');
        entries.append('k1', 'new');
        expect(flat.getAll('k1')).toEqual(entries.getAll('k1'));
        flat.delete('a');
        entries.delete('a');
        expect(flat.toString()).toBe(entries.toString());
        expect([...new URLSearchParams(flat)]).toEqual([...entries]);
      }),
      { numRuns: 1000 },
    );
  });

  it('is copied by the URLSearchParams constructor, sorted or not', () => {
    const q = 'b=1&a=2&b=3&%F0%9F%8C%88=4&%EF%AC%83=5';
    const p = new URLSearchParams(q);
    const copy = new URLSearchParams(p);
    expect(copy.toString()).toBe(q);
    p.sort();
    const sorted = new URLSearchParams(p);
    expect([...sorted]).toEqual([
      ['a', '2'],
      ['b', '1'],
      ['b', '3'],
      ['🌈', '4'],
      ['ﬃ', '5'],
    ]);
    copy.sort();
    expect(copy.toString()).toBe(sorted.toString());
    expect(p.size).toBe(5);
  });

  it('sorts 100,000 pairs (merge runs of every width) stably', () => {
    const n = 100_000;
    const parts: string[] = [];
    for (let i = 0; i < n; i++) parts.push(`k${(i * 7919) % 1000}=${i}`);
    const p = new URLSearchParams(parts.join('&'));
    p.sort();
    const out = p.toString().split('&');
    expect(out.length).toBe(n);
    for (let i = 1; i < n; i++) {
      // "k<n>=<i>": two parts each
      const [a, x] = out[i - 1]!.split('=') as [string, string];
      const [b, y] = out[i]!.split('=') as [string, string];
      if (!(a < b || (a === b && Number(x) < Number(y))))
        throw new Error(`out of order at ${i}: ${out[i - 1]} ${out[i]}`);
    }
  });
});
