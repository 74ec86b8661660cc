// Benchmarks for @url/searchparams against Node's built-in URLSearchParams (JavaScript in Node 20),
// fast-querystring, node:querystring and whatwg-url, side by side in one process.
// Run: pnpm --filter @url/searchparams build && pnpm --filter @url/searchparams bench
// (BENCH_QUICK=1 for a short run; BENCH_SKIP_QUADRATIC=1 skips the peers' quadratic delete loops.)
import qs from 'node:querystring';
import { bench, benchJobs, formatNs, loadLines, saveResults } from '@url/bench';
import fqs from 'fast-querystring';
import { URLSearchParams as WhatwgURLSearchParams } from 'whatwg-url';
import { editQuery } from '../dist/edit.js';
import { URLSearchParams as Ours } from '../dist/index.js';
import { parseUrlencoded, serializeUrlencoded, toObject } from '../dist/urlencoded.js';

const BuiltIn = globalThis.URLSearchParams;
const quick = process.env.BENCH_QUICK === '1';
const skipQuadratic = process.env.BENCH_SKIP_QUADRATIC === '1';

console.log(`# @url/searchparams benchmarks (Node ${process.version}${quick ? ', BENCH_QUICK' : ''})`);

const corpora = ['querystrings-real.txt', 'querystrings-synthetic.txt'];

for (const file of corpora) {
  const inputs = loadLines(file);

  bench({
    title: `new URLSearchParams(s), ${file}`,
    inputs,
    reference: 'built-in',
    candidates: {
      'built-in': (s) => new BuiltIn(s),
      '@url/searchparams': (s) => new Ours(s),
      'whatwg-url': (s) => new WhatwgURLSearchParams(s),
    },
  });

  bench({
    title: `form codec parse, ${file}`,
    inputs,
    reference: 'fast-querystring parse',
    candidates: {
      'fast-querystring parse': (s) => fqs.parse(s),
      'node:querystring parse': (s) => qs.parse(s),
      parseUrlencoded: (s) => parseUrlencoded(s),
      'toObject(parseUrlencoded)': (s) => toObject(parseUrlencoded(s)),
      'built-in new URLSearchParams': (s) => new BuiltIn(s),
    },
  });

  bench({
    title: `new URLSearchParams(s).toString() (parse + first serialization), ${file}`,
    inputs,
    reference: 'built-in',
    candidates: {
      'built-in': (s) => new BuiltIn(s).toString(),
      '@url/searchparams': (s) => new Ours(s).toString(),
      'whatwg-url': (s) => new WhatwgURLSearchParams(s).toString(),
    },
  });

  // Objects made once; toString() after a change that forces a full serialization on every side:
  // set the first name to its own first value (the list stays the same from one call to the next).
  const make = (P) =>
    inputs.map((s) => {
      const p = new P(s);
      const first = p.keys().next();
      return { p, name: first.done ? 'x' : first.value, value: first.done ? '' : p.get(first.value) };
    });
  const builtInObjects = make(BuiltIn);
  const ourObjects = make(Ours);
  const whatwgObjects = make(WhatwgURLSearchParams);
  const indices = inputs.map((_, i) => i);
  bench({
    title: `set(first name, same value) + toString(), ${file}`,
    inputs: indices,
    reference: 'built-in',
    candidates: {
      'built-in': (i) => {
        const o = builtInObjects[i];
        o.p.set(o.name, o.value);
        return o.p.toString();
      },
      '@url/searchparams': (i) => {
        const o = ourObjects[i];
        o.p.set(o.name, o.value);
        return o.p.toString();
      },
      'whatwg-url': (i) => {
        const o = whatwgObjects[i];
        o.p.set(o.name, o.value);
        return o.p.toString();
      },
    },
  });

  bench({
    title: `toString() again on an unchanged object (ours: cached), ${file}`,
    inputs: indices,
    reference: 'built-in',
    candidates: {
      'built-in': (i) => builtInObjects[i].p.toString(),
      '@url/searchparams': (i) => ourObjects[i].p.toString(),
      'whatwg-url': (i) => whatwgObjects[i].p.toString(),
    },
  });

  const pairLists = inputs.map((s) => parseUrlencoded(s));
  const objects = pairLists.map((pairs) => toObject(pairs));
  bench({
    title: `form codec serialize, ${file}`,
    inputs: indices,
    reference: 'fast-querystring stringify',
    candidates: {
      'fast-querystring stringify': (i) => fqs.stringify(objects[i]),
      'node:querystring stringify': (i) => qs.stringify(objects[i]),
      'serializeUrlencoded(pairs)': (i) => serializeUrlencoded(pairLists[i]),
    },
  });

  bench({
    title: `lossless edit: set one pair + toString(), ${file}`,
    inputs,
    reference: 'built-in URLSearchParams',
    candidates: {
      'built-in URLSearchParams': (s) => {
        const p = new BuiltIn(s);
        p.set('page', '2');
        return p.toString();
      },
      'editQuery (lossless)': (s) => editQuery(s).set('page', '2').toString(),
    },
  });
}

// ---- Scaling: big queries ----------------------------------------------------------------------

const bigQuery = (n) => {
  // distinct names in a shuffled order (a fixed LCG), so sort() has real work to do
  const names = Array.from({ length: n }, (_, i) => `k${i}`);
  let seed = 42;
  for (let i = n - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const j = seed % (i + 1);
    [names[i], names[j]] = [names[j], names[i]];
  }
  return { names, query: names.map((k, i) => `${k}=v${i}`).join('&') };
};

const n100k = bigQuery(100_000);
benchJobs({
  title: 'parse + sort + toString of a 100,000-pair query',
  reference: 'built-in',
  rounds: quick ? 2 : 3,
  candidates: {
    'built-in': () => {
      const p = new BuiltIn(n100k.query);
      p.sort();
      return p.toString();
    },
    '@url/searchparams': () => {
      const p = new Ours(n100k.query);
      p.sort();
      return p.toString();
    },
    'whatwg-url': () => {
      const p = new WhatwgURLSearchParams(n100k.query);
      p.sort();
      return p.toString();
    },
  },
});

// Growth per doubling: ~2 means linear (sort: n log n, a little over 2).
function sweep(title, sizes, job, rounds) {
  const rows = [];
  for (const n of sizes) {
    const data = bigQuery(n);
    job(data); // warm-up
    const times = [];
    for (let r = 0; r < rounds; r++) {
      const t0 = process.hrtime.bigint();
      job(data);
      times.push(Number(process.hrtime.bigint() - t0));
    }
    times.sort((a, b) => a - b);
    rows.push({ n, ns: times[times.length >> 1] });
  }
  console.log(`\n## ${title}\n(median of ${rounds} runs per size; growth = time / time at half the size)\n`);
  console.log('| pairs | time | growth |');
  console.log('| ---: | ---: | ---: |');
  for (let i = 0; i < rows.length; i++) {
    const prev = rows.find((r) => r.n * 2 === rows[i].n);
    console.log(
      `| ${rows[i].n.toLocaleString('en-US')} | ${formatNs(rows[i].ns)} | ${prev ? (rows[i].ns / prev.ns).toFixed(2) : '-'} |`,
    );
  }
  return rows;
}

const sizes = [10_000, 20_000, 40_000, 80_000, 160_000];
sweep(
  '@url/searchparams: parse + sort + toString, by size',
  sizes,
  ({ query }) => {
    const p = new Ours(query);
    p.sort();
    return p.toString();
  },
  quick ? 3 : 5,
);

const deleteAll =
  (P) =>
  ({ names, query }) => {
    const p = new P(query);
    for (let i = 0; i < names.length; i++) p.delete(names[i]);
    if (p.size !== 0) throw new Error('delete loop left pairs behind');
  };
sweep(
  '@url/searchparams: delete every distinct name one call at a time, by size',
  sizes,
  deleteAll(Ours),
  quick ? 3 : 5,
);
sweep('@url/searchparams: 100,000 deletes', [100_000], deleteAll(Ours), quick ? 3 : 5);
if (!skipQuadratic) {
  const peerSizes = quick ? [5_000, 10_000] : [5_000, 10_000, 20_000];
  sweep("Node's built-in: the same delete loop (quadratic)", peerSizes, deleteAll(BuiltIn), 1);
  sweep('whatwg-url: the same delete loop (quadratic)', peerSizes, deleteAll(WhatwgURLSearchParams), 1);
}

// Appending 100,000 pairs one call at a time, then one toString() (the URL class asks lazily).
sweep(
  '@url/searchparams: append n pairs one call at a time + one toString(), by size',
  sizes,
  ({ names }) => {
    const p = new Ours();
    for (let i = 0; i < names.length; i++) p.append(names[i], 'v');
    return p.toString();
  },
  quick ? 3 : 5,
);

saveResults('searchparams');
