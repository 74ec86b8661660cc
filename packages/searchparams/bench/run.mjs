// Benchmarks for @url/searchparams against Node's built-in URLSearchParams (JavaScript in Node 20),
// fast-querystring, node:querystring and whatwg-url, side by side in one process.
// Run: pnpm --filter @url/searchparams build && pnpm --filter @url/searchparams bench
// (BENCH_QUICK=1 for a short run; BENCH_SKIP_QUADRATIC=1 skips the peers' quadratic delete loops;
// BENCH_ONLY=<regexp> runs only the tables whose title matches; BENCH_DIST, below.)
// On Bun and Deno, `built-in` is that runtime's own URLSearchParams: `pnpm --filter @url/searchparams
// bench:bun` / `bench:deno` (see bench/runtime.mjs).
import qs from 'node:querystring';
import { formatNs, loadLines, bench as runBench, benchJobs as runBenchJobs, saveResults } from '@url/bench';
import fqs from 'fast-querystring';
import { URLSearchParams as WhatwgURLSearchParams } from 'whatwg-url';

// BENCH_DIST=<dir, relative to bench/> benchmarks another build (e.g. an older dist/ copied to
// bench/old/dist) with this script.
const dist = new URL(`${process.env.BENCH_DIST ?? '../dist'}/`, import.meta.url);
const load = (file) => import(new URL(file, dist).href);
const { editQuery } = await load('edit.js');
const { URLSearchParams: Ours } = await load('index.js');
const { toObject } = await load('object.js');
const { parseQuery } = await load('query.js');
const { parseUrlencoded, serializeUrlencoded } = await load('urlencoded.js');

const BuiltIn = globalThis.URLSearchParams;
const quick = process.env.BENCH_QUICK === '1';
const skipQuadratic = process.env.BENCH_SKIP_QUADRATIC === '1';
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
/** Whether the table titled `title` runs (BENCH_ONLY). */
const wanted = (title) => only === null || only.test(title);
const bench = (options) => (wanted(options.title) ? runBench(options) : []);
const benchJobs = (options) => (wanted(options.title) ? runBenchJobs(options) : []);

const runtime =
  typeof globalThis.Bun !== 'undefined'
    ? `Bun ${globalThis.Bun.version}`
    : typeof globalThis.Deno !== 'undefined'
      ? `Deno ${globalThis.Deno.version.deno}`
      : `Node ${process.version}`;
console.log(
  `# @url/searchparams benchmarks (${runtime}${quick ? ', BENCH_QUICK' : ''}${process.env.BENCH_DIST ? `, BENCH_DIST=${process.env.BENCH_DIST}` : ''})`,
);

const corpora = ['querystrings-real.txt', 'querystrings-synthetic.txt'];

/** Process CPU time (user + system), in ns. */
const cpuNow = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) * 1000;
};

// ---- Parsing, both corpora interleaved ----------------------------------------------------------
// A table that runs first favours whoever's JIT state it suits: V8 optimizes for the strings a
// function has seen, and the real corpus (one-byte strings) and the synthetic one (two-byte)
// differ. So parsing is first measured with the two corpora interleaved: every round times each
// candidate on each corpus, the corpus order alternating from round to round and the candidate
// order rotating, so that neither corpus nor candidate always runs first. Process CPU time, the
// fastest pass of the rounds (as in the size sweeps below: on a shared machine the minimum is the
// estimate least disturbed by other processes). The per-corpus tables below then run in the
// state this leaves.
function interleaved(title, files, candidates, reference) {
  if (!wanted(title)) return;
  const data = files.map((file) => ({ file, inputs: loadLines(file) }));
  const names = Object.keys(candidates);
  const rounds = quick ? 5 : 15;
  const repeat = quick ? 2 : 5; // passes over the corpus per timing
  let sink = 0;
  const pass = (fn, inputs) => {
    const t0 = cpuNow();
    for (let k = 0; k < repeat; k++)
      for (let i = 0; i < inputs.length; i++) sink ^= fn(inputs[i]) === undefined ? 0 : 1;
    return (cpuNow() - t0) / (repeat * inputs.length);
  };
  const best = new Map();
  for (const d of data) for (const n of names) best.set(`${d.file} ${n}`, Number.POSITIVE_INFINITY);
  for (const d of data) for (const n of names) pass(candidates[n], d.inputs); // warm-up
  for (let r = 0; r < rounds; r++) {
    for (const d of r % 2 ? [...data].reverse() : data) {
      for (let k = 0; k < names.length; k++) {
        const n = names[(k + r) % names.length];
        const key = `${d.file} ${n}`;
        best.set(key, Math.min(best.get(key), pass(candidates[n], d.inputs)));
      }
    }
  }
  console.log(
    `\n## ${title}\n(CPU time, fastest of ${rounds} rounds of ${repeat} passes, corpora interleaved; ratio = time / time of ${reference} on the same corpus)\n`,
  );
  console.log(`| candidate | ${data.map((d) => `${d.file} | ratio`).join(' | ')} |`);
  console.log(`| --- | ${data.map(() => '---: | ---:').join(' | ')} |`);
  for (const n of names) {
    const cells = data.map((d) => {
      const ns = best.get(`${d.file} ${n}`);
      return `${formatNs(ns)} | ${(ns / best.get(`${d.file} ${reference}`)).toFixed(2)}`;
    });
    console.log(`| ${n} | ${cells.join(' | ')} |`);
  }
  if (sink === -1) console.log('');
}

interleaved(
  'new URLSearchParams(s), both corpora interleaved',
  corpora,
  {
    'built-in': (s) => new BuiltIn(s),
    '@url/searchparams, then .size': (s) => new Ours(s).size,
    'built-in, then .size': (s) => new BuiltIn(s).size,
  },
  'built-in',
);

for (const file of corpora) {
  const inputs = loadLines(file);

  bench({
    title: `new URLSearchParams(s), ${file}`,
    inputs,
    reference: 'built-in',
    candidates: {
      'built-in': (s) => new BuiltIn(s),
      '@url/searchparams': (s) => new Ours(s),
      // Ours parses a string when the list is first read or changed: `.size` forces the parse.
      '@url/searchparams, then .size': (s) => new Ours(s).size,
      'built-in, then .size': (s) => new BuiltIn(s).size,
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
      // the same output shape as fast-querystring's: an object, repeated names as arrays
      parseQuery: (s) => parseQuery(s),
      // a list of pairs: not the same shape
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

// Growth per doubling: ~2 means linear (sort: n log n, a little over 2). Each size is timed in process
// CPU time (user + system), and the fastest of the runs is kept: on a shared machine the minimum is
// the estimate least disturbed by other processes.
function sweep(title, sizes, jobs, rounds) {
  if (!wanted(title)) return [];
  const names = Object.keys(jobs);
  const rows = [];
  for (const n of sizes) {
    const data = bigQuery(n);
    const row = { n };
    for (const name of names) {
      if (jobs[name].maxSize !== undefined && n > jobs[name].maxSize) continue;
      const job = jobs[name].job;
      if (jobs[name].warmUp !== false) job(data);
      let best = Number.POSITIVE_INFINITY;
      for (let r = 0; r < (jobs[name].rounds ?? rounds); r++) {
        const t0 = cpuNow();
        job(data);
        best = Math.min(best, cpuNow() - t0);
      }
      row[name] = best;
    }
    rows.push(row);
  }
  console.log(
    `\n## ${title}\n(CPU time, fastest of the runs at each size; growth = time / time at half the size)\n`,
  );
  console.log(`| pairs | ${names.map((k) => `${k} | growth`).join(' | ')} |`);
  console.log(`| ---: | ${names.map(() => '---: | ---:').join(' | ')} |`);
  for (const row of rows) {
    const prev = rows.find((r) => r.n * 2 === row.n);
    const cells = names.map((k) => {
      if (row[k] === undefined) return '- | -';
      const growth = prev?.[k] === undefined ? '-' : (row[k] / prev[k]).toFixed(2);
      return `${formatNs(row[k])} | ${growth}`;
    });
    console.log(`| ${row.n.toLocaleString('en-US')} | ${cells.join(' | ')} |`);
  }
  return rows;
}

const sizes = [10_000, 20_000, 40_000, 80_000, 160_000];
const rounds = quick ? 3 : 5;
const parseSortSerialize = (P) => ({
  job: ({ query }) => {
    const p = new P(query);
    p.sort();
    return p.toString();
  },
});
sweep(
  'parse + sort + toString, by size',
  sizes,
  { '@url/searchparams': parseSortSerialize(Ours), 'built-in': parseSortSerialize(BuiltIn) },
  rounds,
);

const deleteAll = (P, extra = {}) => ({
  job: ({ names, query }) => {
    const p = new P(query);
    for (let i = 0; i < names.length; i++) p.delete(names[i]);
    if (p.size !== 0) throw new Error('delete loop left pairs behind');
  },
  ...extra,
});
// The peers are quadratic: one run each, no warm-up, and only up to 20,000 pairs (80,000 takes them ~14 s).
const peer = { rounds: 1, warmUp: false, maxSize: skipQuadratic ? 0 : quick ? 10_000 : 20_000 };
sweep(
  'parse, then delete every distinct name one call at a time, by size',
  [5_000, ...sizes, 100_000].sort((a, b) => a - b),
  {
    '@url/searchparams': deleteAll(Ours),
    'built-in': deleteAll(BuiltIn, peer),
    'whatwg-url': deleteAll(WhatwgURLSearchParams, peer),
  },
  rounds,
);

// Appending n pairs one call at a time, then one toString() (the URL class asks lazily).
const appendAll = (P) => ({
  job: ({ names }) => {
    const p = new P();
    for (let i = 0; i < names.length; i++) p.append(names[i], 'v');
    return p.toString();
  },
});
sweep(
  'append n pairs one call at a time, then one toString(), by size',
  sizes,
  { '@url/searchparams': appendAll(Ours), 'built-in': appendAll(BuiltIn) },
  rounds,
);

// One results file per runtime; a BENCH_ONLY run writes its own, beside the full run's.
const runtimeSuffix = runtime.startsWith('Node') ? '' : `-${runtime.split(' ')[0].toLowerCase()}`;
saveResults(`searchparams${runtimeSuffix}${only === null ? '' : '-only'}`);
