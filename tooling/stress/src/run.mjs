#!/usr/bin/env node
// `pnpm stress [--max 16MB] [--min 1KB] [--runs 5] [--shape text] [--no-isolate] [--no-write]`: for each shape of
// src/shapes.mjs, doubles the input size from --min to --max (a shape may have a lower max of its
// own), times the operation (fastest of --runs, each repeated until it takes at least 10 ms), and
// prints the time and the growth ratio per doubling: about 2 is linear, about 4 quadratic. A ratio
// above 2.6 at 256 KB or more is flagged (2.8 for the n log n sort). Writes the tables to
// tooling/stress/RESULTS.md unless --no-write. Each size runs in a fresh Node process (its own heap:
// otherwise a 16 MB size pays for the garbage of the smaller ones, and V8's heap growth reads as
// super-linear time); --no-isolate runs everything in one process. Runs against the built dist/ (the
// root script builds first); run with --expose-gc so each timing starts after a collection.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHAPES } from './shapes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const USAGE =
  'usage: pnpm stress [--max 16MB] [--min 1KB] [--runs 5] [--shape text] [--no-isolate] [--no-write]';

/** "16MB", "512KB", "1024" → bytes. */
export function parseSize(text) {
  const m = /^(\d+(?:\.\d+)?)\s*(b|kb|k|kib|mb|m|mib)?$/i.exec(String(text).trim());
  if (m === null) throw new Error(`not a size: ${text}`);
  const unit = (m[2] ?? 'b').toLowerCase();
  const mult = unit.startsWith('k') ? 1024 : unit.startsWith('m') ? 1024 * 1024 : 1;
  return Math.round(Number(m[1]) * mult);
}

export function formatSize(n) {
  if (n >= 1 << 20) return `${n / (1 << 20)} MB`;
  if (n >= 1 << 10) return `${n / (1 << 10)} KB`;
  return `${n} B`;
}

function parseArgs(argv) {
  const args = {
    min: 1024,
    max: 16 << 20,
    runs: 5,
    shape: null,
    write: true,
    flagFrom: 256 << 10,
    isolate: true,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--max') args.max = parseSize(argv[++i]);
    else if (a === '--min') args.min = parseSize(argv[++i]);
    else if (a === '--runs') args.runs = Math.max(1, Number(argv[++i]));
    else if (a === '--shape') args.shape = argv[++i];
    else if (a === '--no-write') args.write = false;
    else if (a === '--no-isolate') args.isolate = false;
    else if (a === '--help' || a === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (a !== '--') throw new Error(`unknown argument ${a}\n${USAGE}`);
  }
  if (!(args.min > 0 && args.max >= args.min)) throw new Error('need 0 < --min <= --max');
  return args;
}

/** Formats a written Markdown file as the repository's `biome check` expects (aligned tables). */
function formatMarkdown(file) {
  try {
    const bin = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
    execFileSync(process.execPath, [bin, 'format', '--write', file], { stdio: 'ignore' });
  } catch {
    console.error(`could not format ${file} with biome; run \`pnpm format\``);
  }
}

const gc = typeof globalThis.gc === 'function' ? globalThis.gc : () => {};
/**
 * Milliseconds per operation: the fastest of `runs` samples, each repeating the operation until 10 ms
 * have passed. The minimum, not the median: on a shared machine the slow samples are other
 * processes' time slices, not the code's.
 */
function time(shape, input, runs) {
  const samples = [];
  for (let r = 0; r < runs; r++) {
    gc();
    let reps = 0;
    const start = performance.now();
    let elapsed = 0;
    do {
      shape.run(input);
      reps++;
      elapsed = performance.now() - start;
    } while (elapsed < 10);
    samples.push(elapsed / reps);
  }
  return Math.min(...samples);
}

/** Runs one shape over the sizes; stops early when one operation takes over 30 s. */
/** Times one size of one shape in this process: warm-up at `min`, build, check, time. */
export function measure(shape, size, { min, runs }) {
  // warm-up at the smallest size, so small sizes do not time the JIT
  const warm = shape.build(min);
  const warmStart = performance.now();
  while (performance.now() - warmStart < 100) shape.run(warm);
  const input = shape.build(size);
  const result = shape.run(input);
  shape.check?.(input, result);
  return time(shape, input, size >= 4 << 20 ? Math.min(runs, 3) : runs);
}

/** Times one size in a fresh Node process (its own heap), so a large size does not pay for the garbage of smaller ones. */
function measureIsolated(index, size, { min, runs }) {
  // Other work in the checkout may rebuild a package's dist/ (which empties it first) while a child
  // starts: retry a few times before giving up.
  for (let attempt = 1; ; attempt++) {
    try {
      const out = execFileSync(
        process.execPath,
        [
          '--expose-gc',
          fileURLToPath(import.meta.url),
          '--child',
          String(index),
          String(size),
          String(min),
          String(runs),
        ],
        { encoding: 'utf8', maxBuffer: 1 << 20, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      return Number(JSON.parse(out.trim().split('\n').pop()).ms);
    } catch (e) {
      if (attempt >= 5 || !/ERR_MODULE_NOT_FOUND|Cannot find module/.test(String(e.stderr ?? e.message)))
        throw e;
      execFileSync(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    }
  }
}

/**
 * Runs one shape over the sizes; stops early when one operation takes over 30 s. With `isolate`,
 * each size runs in its own process.
 */
export function runShape(shape, { min, max, runs, flagFrom, isolate = false }) {
  const rows = [];
  const top = Math.min(max, shape.max ?? max);
  const index = SHAPES.indexOf(shape);
  let prev = null;
  for (let size = min; size <= top; size *= 2) {
    const ms = isolate ? measureIsolated(index, size, { min, runs }) : measure(shape, size, { min, runs });
    const ratio = prev === null ? null : ms / prev;
    const limit = shape.nlogn ? 2.8 : 2.6;
    const flagged = ratio !== null && size >= flagFrom && ratio > limit;
    rows.push({ size, ms, ratio, flagged });
    prev = ms;
    if (ms > 30_000) break;
  }
  return rows;
}

const fmtMs = (ms) => (ms >= 100 ? ms.toFixed(0) : ms >= 1 ? ms.toFixed(2) : ms.toFixed(4));

function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(e.message);
    process.exit(2);
  }
  const shapes = SHAPES.filter(
    (s) => args.shape === null || s.name.includes(args.shape) || s.pkg.includes(args.shape),
  );
  const flags = process.argv.slice(2).filter((a) => a !== '--' && a !== '--no-write');
  const lines = [];
  const out = (line = '') => {
    lines.push(line);
    console.log(line);
  };
  out('# Stress: growth per doubling of the input');
  out('');
  out(
    `Generated by \`${['pnpm stress', ...flags].join(' ')}\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}` +
      `${typeof globalThis.gc === 'function' ? ' (--expose-gc)' : ''}, fastest of ${args.runs} runs (each at least 10 ms of repetitions)` +
      `${args.isolate ? ', each size in a fresh process (its own heap)' : ''}. ` +
      'The ratio is the time at a size over the time at half that size: about 2 is linear, about 4 quadratic. ' +
      `⚠ marks a ratio over 2.6 (2.8 for sorting) at ${formatSize(args.flagFrom)} or more. The machine is shared, so single ratios are noisy; a trend over several doublings is what counts.`,
  );
  out('');
  const summary = [];
  for (const shape of shapes) {
    const rows = runShape(shape, args);
    const large = rows.filter((r) => r.ratio !== null && r.size >= args.flagFrom);
    const worst = large.length ? Math.max(...large.map((r) => r.ratio)) : null;
    const meanLarge = large.length ? large.reduce((a, r) => a + r.ratio, 0) / large.length : null;
    // the growth exponent from the flagging size to the largest: t ∝ n^k (1 linear, 2 quadratic)
    const from = rows.find((r) => r.size >= args.flagFrom);
    const last = rows[rows.length - 1];
    const exponent =
      from !== undefined && last.size > from.size
        ? Math.log2(last.ms / from.ms) / Math.log2(last.size / from.size)
        : null;
    const limit = shape.nlogn ? 1.4 : 1.3;
    summary.push({
      shape,
      rows,
      worst,
      meanLarge,
      exponent,
      superlinear: exponent !== null && exponent > limit,
      flagged: rows.filter((r) => r.flagged).length,
    });
    out(`## ${shape.name} (${shape.pkg})`);
    out('');
    if (shape.cap) {
      out(`Capped: ${shape.cap}.`);
      out('');
    }
    out('| size | ms | ratio |');
    out('| ---: | ---: | ---: |');
    for (const r of rows) {
      out(
        `| ${formatSize(r.size)} | ${fmtMs(r.ms)} | ${r.ratio === null ? '' : r.ratio.toFixed(2)}${r.flagged ? ' ⚠' : ''} |`,
      );
    }
    out('');
  }
  out('## Summary');
  out('');
  out(
    `Exponent: k in t ∝ n^k fitted from ${formatSize(args.flagFrom)} to the largest size (1 is linear, 2 quadratic); ⚠ when over 1.3 (1.4 for sorting). Flags: doublings over 2.6 at ${formatSize(args.flagFrom)} or more.`,
  );
  out('');
  out(
    `| shape | package | largest size | ms there | exponent | mean ratio ≥ ${formatSize(args.flagFrom)} | worst ratio | flags |`,
  );
  out('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const s of summary) {
    const last = s.rows[s.rows.length - 1];
    out(
      `| ${s.shape.name}${s.shape.cap ? ' (capped)' : ''} | ${s.shape.pkg} | ${formatSize(last.size)} | ${fmtMs(last.ms)} | ${s.exponent === null ? '' : s.exponent.toFixed(2) + (s.superlinear ? ' ⚠' : '')} | ${s.meanLarge === null ? '' : s.meanLarge.toFixed(2)} | ${s.worst === null ? '' : s.worst.toFixed(2)} | ${s.flagged || ''} |`,
    );
  }
  if (args.write && args.shape === null) {
    const file = join(here, '..', 'RESULTS.md');
    writeFileSync(file, lines.join('\n') + '\n');
    formatMarkdown(file);
    console.error('results written to tooling/stress/RESULTS.md');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--child') {
    const [index, size, min, runs] = process.argv.slice(3).map(Number);
    console.log(JSON.stringify({ ms: measure(SHAPES[index], size, { min, runs }) }));
  } else main();
}
