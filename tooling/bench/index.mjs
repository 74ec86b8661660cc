// @url/bench: a small side-by-side benchmark runner. Every candidate runs in the same process on the
// same inputs, in rotating order, for several rounds; the table shows the median time per operation
// and the ratio to a chosen reference. Ratios from one run are what we report; absolute times drift.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const dataDir = process.env.BENCH_DATA_DIR_SYNCED ?? join(here, 'data');

/** Reads a corpus synced by `pnpm sync:bench`: non-empty lines, a leading BOM dropped. */
export function loadLines(name) {
  const file = join(dataDir, name);
  if (!existsSync(file))
    throw new Error(
      `benchmark corpus ${name} is missing: run \`pnpm sync:bench\` at the repository root first`,
    );
  let text = readFileSync(file, 'utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return text.split('\n').filter((l) => l.length > 0);
}

export function loadJSON(name) {
  const file = join(dataDir, name);
  if (!existsSync(file))
    throw new Error(
      `benchmark corpus ${name} is missing: run \`pnpm sync:bench\` at the repository root first`,
    );
  return JSON.parse(readFileSync(file, 'utf8'));
}

const quick = process.env.BENCH_QUICK === '1';
let sink = 0;
function consume(v) {
  // keep results observable so the JIT cannot drop the work
  if (v === null || v === undefined || v === false) sink++;
  else if (typeof v === 'object' || typeof v === 'string') sink ^= 1;
  else if (typeof v === 'number') sink += v & 1;
}

function timePass(fn, inputs, minNs) {
  let ops = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0n;
  do {
    for (let i = 0; i < inputs.length; i++) consume(fn(inputs[i]));
    ops += inputs.length;
    elapsed = process.hrtime.bigint() - start;
  } while (elapsed < minNs);
  return Number(elapsed) / ops;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * Runs `candidates` ({ name: (input) => result }) over `inputs` and prints a table.
 * `reference` names the candidate every ratio is relative to (default: the first).
 * Returns [{ name, nsPerOp, ratio }].
 */
export function bench({
  title,
  inputs,
  candidates,
  reference,
  rounds = quick ? 3 : 7,
  minMs = quick ? 20 : 150,
}) {
  const names = Object.keys(candidates);
  const ref = reference ?? names[0];
  const minNs = BigInt(Math.round(minMs * 1e6));
  for (const n of names) {
    // warm-up: one pass each, and a check that the candidate runs at all
    timePass(candidates[n], inputs, 0n);
  }
  const samples = Object.fromEntries(names.map((n) => [n, []]));
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < names.length; k++) {
      const n = names[(k + r) % names.length];
      samples[n].push(timePass(candidates[n], inputs, minNs));
    }
  }
  const refNs = median(samples[ref]);
  const rows = names.map((n) => {
    const ns = median(samples[n]);
    return { name: n, nsPerOp: ns, ratio: ns / refNs };
  });
  print(title, `${inputs.length} inputs, ${rounds} rounds, ratio = time / time of ${ref}`, rows);
  record(title, rows, inputs.length);
  return rows;
}

/** Like bench() but each candidate is a whole job `() => void` timed as one operation. */
export function benchJobs({ title, candidates, reference, rounds = quick ? 3 : 5 }) {
  const names = Object.keys(candidates);
  const ref = reference ?? names[0];
  for (const n of names) candidates[n]();
  const samples = Object.fromEntries(names.map((n) => [n, []]));
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < names.length; k++) {
      const n = names[(k + r) % names.length];
      const start = process.hrtime.bigint();
      consume(candidates[n]());
      samples[n].push(Number(process.hrtime.bigint() - start));
    }
  }
  const refNs = median(samples[ref]);
  const rows = names.map((n) => ({
    name: n,
    nsPerOp: median(samples[n]),
    ratio: median(samples[n]) / refNs,
  }));
  print(title, `${rounds} rounds, ratio = time / time of ${ref}`, rows);
  record(title, rows, 1);
  return rows;
}

/** Bytes retained per object made by `make(i)`, measured with gc() (run node with --expose-gc). */
export function retainedBytes(make, count = 100_000) {
  if (typeof globalThis.gc !== 'function') throw new Error('retainedBytes needs node --expose-gc');
  const keep = new Array(count);
  globalThis.gc();
  globalThis.gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < count; i++) keep[i] = make(i);
  globalThis.gc();
  globalThis.gc();
  const after = process.memoryUsage().heapUsed;
  consume(keep[count - 1]);
  // the array of references itself costs 8 bytes per slot on 64-bit V8 with pointer compression off
  return (after - before) / count;
}

export function formatNs(ns) {
  if (ns >= 1e6) return `${(ns / 1e6).toFixed(2)} ms`;
  if (ns >= 1e3) return `${(ns / 1e3).toFixed(2)} µs`;
  return `${ns.toFixed(1)} ns`;
}

function print(title, subtitle, rows) {
  const w = Math.max(...rows.map((r) => r.name.length), 9);
  console.log(`\n## ${title}\n(${subtitle})\n`);
  console.log(`| ${'candidate'.padEnd(w)} | ${'time/op'.padStart(10)} | ${'ratio'.padStart(7)} |`);
  console.log(`| ${'-'.repeat(w)} | ${'-'.repeat(9)}: | ${'-'.repeat(6)}: |`);
  for (const r of rows)
    console.log(
      `| ${r.name.padEnd(w)} | ${formatNs(r.nsPerOp).padStart(10)} | ${r.ratio.toFixed(2).padStart(7)} |`,
    );
}

const results = [];
function record(title, rows, inputs) {
  results.push({ title, inputs, rows });
}

/** Writes every table of this run to <cwd>/.bench-results/<name>.json, with the Node version. */
export function saveResults(name) {
  const dir = resolve(process.cwd(), '.bench-results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ node: process.version, date: new Date().toISOString(), sink: sink & 1, results }, null, 2)}\n`,
  );
  console.log(`\nresults written to ${file}`);
}
