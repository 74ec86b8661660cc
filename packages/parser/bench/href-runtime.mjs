// The `new URL(s).href` table of issue 16, runtime-neutral: run by Node, Bun or Deno (bench/run.mjs
// --runtime bundles this file with dist/ and @url/bench, then runs the bundle with each binary), it
// times our URL against the runtime's OWN built-in URL, side by side in one process.
//   pnpm --filter @url/parser build && pnpm --filter @url/parser bench --runtime node,bun,deno
// With --baseline <a copy of another build's dist/>, that build's URL runs in the same tables (before
// and after in one process). With --cpu, each time is the least CPU time of this process per
// operation over the rounds, instead of the median wall-clock time: steadier on a busy machine.
import { appendFileSync } from 'node:fs';
import { bench, loadLines, saveResults } from '@url/bench';
// Resolved by run.mjs: the --baseline build's entry, or an empty module.
import * as baseline from 'url-bench-baseline';
import { basicURLParse, URL as Ours, serializeURL, urlFastPath } from '../dist/index.js';

const Native = globalThis.URL;
const Baseline = baseline.URL;
const runtime =
  typeof globalThis.Bun === 'object'
    ? `Bun ${globalThis.Bun.version}`
    : typeof globalThis.Deno === 'object'
      ? `Deno ${globalThis.Deno.version.deno}`
      : `Node ${process.versions.node}`;
const native = `${runtime.split(' ')[0]}'s own URL`;
const ALL_LISTS = ['kasztp.txt', 'userbait.txt', 'node_files.txt', 'isaacs_files.txt'];
// BENCH_LISTS (run.mjs --lists): a comma-separated subset, with or without ".txt".
const LISTS =
  process.env.BENCH_LISTS === undefined || process.env.BENCH_LISTS === ''
    ? ALL_LISTS
    : process.env.BENCH_LISTS.split(',').map((n) => (n.endsWith('.txt') ? n : `${n}.txt`));
for (const name of LISTS) {
  if (!ALL_LISTS.includes(name))
    throw new Error(`unknown list ${JSON.stringify(name)}: one of ${ALL_LISTS.join(', ')}`);
}
const cpu = process.env.BENCH_CPU === '1';
const quick = process.env.BENCH_QUICK === '1';
/** run.mjs --phases: also time the fast path alone, and its scheme-and-authority half alone. */
const phases = process.env.BENCH_PHASES === '1';
const offsets = {};
/** A new object with the fields, in the order, of url-parts.ts's URLParts. */
const newOffsets = () => ({
  href: '',
  schemeEnd: 0,
  usernameEnd: 0,
  hostStart: 0,
  hostEnd: 0,
  pathStart: 0,
  queryStart: -1,
  hashStart: -1,
});
/** run.mjs --repeat: each table's ratios, one JSON line per table, appended to this file. */
const summaryFile = process.env.BENCH_SUMMARY_FILE;

/** The least CPU time per operation of each candidate over `rounds` rounds, in rotating order. */
function cpuBench({
  title,
  inputs,
  candidates,
  reference,
  rounds = quick ? 7 : 15,
  minMs = quick ? 15 : 30,
}) {
  const names = Object.keys(candidates);
  let sink = 0;
  const pass = (fn) => {
    const c0 = process.cpuUsage();
    let ops = 0;
    let us = 0;
    do {
      for (let i = 0; i < inputs.length; i++) if (fn(inputs[i]).length === 0) sink++;
      ops += inputs.length;
      const c = process.cpuUsage(c0);
      us = c.user + c.system;
    } while (us < minMs * 1000);
    return (us * 1000) / ops;
  };
  for (const n of names) pass(candidates[n]);
  const best = Object.fromEntries(names.map((n) => [n, Number.POSITIVE_INFINITY]));
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < names.length; k++) {
      const n = names[(k + r) % names.length];
      best[n] = Math.min(best[n], pass(candidates[n]));
    }
  }
  const w = Math.max(...names.map((n) => n.length), 9);
  console.log(
    `\n## ${title}\n(${inputs.length} inputs, least CPU time of ${rounds} rounds, ratio = time / time of ${reference})\n`,
  );
  console.log(`| ${'candidate'.padEnd(w)} | ${'time/op'.padStart(10)} | ${'ratio'.padStart(7)} |`);
  console.log(`| ${'-'.repeat(w)} | ${'-'.repeat(9)}: | ${'-'.repeat(6)}: |`);
  for (const n of names) {
    const ns = `${best[n].toFixed(1)} ns`;
    console.log(
      `| ${n.padEnd(w)} | ${ns.padStart(10)} | ${(best[n] / best[reference]).toFixed(2).padStart(7)} |`,
    );
  }
  return { sink, ratios: Object.fromEntries(names.map((n) => [n, best[n] / best[reference]])) };
}

/** The ratios of a `bench` result (@url/bench: [{ name, ratio }]) by candidate name. */
const ratiosOf = (result) =>
  Array.isArray(result) ? Object.fromEntries(result.map((r) => [r.name, r.ratio])) : result.ratios;

console.log(`\n# new URL(s).href on ${runtime}: @url/parser against ${native}`);
for (const name of LISTS) {
  // Lines both accept (a handful in kasztp/userbait are invalid); ours must give the same href.
  const lines = loadLines(name).filter((l) => Native.canParse(l) && Ours.canParse(l));
  let differ = 0;
  for (const l of lines) if (new Ours(l).href !== new Native(l).href) differ++;
  console.log(`${name}: ${lines.length} lines both accept; href differs from ${native} on ${differ}`);
  const candidates = {
    [native]: (s) => new Native(s).href,
    '@url/parser URL': (s) => new Ours(s).href,
  };
  if (Baseline !== undefined) candidates['@url/parser URL, baseline build'] = (s) => new Baseline(s).href;
  else candidates['@url/parser basicURLParse + serializeURL'] = (s) => serializeURL(basicURLParse(s));
  if (phases) {
    // Where the time goes: the scanner's first half (scheme and authority: URL.canParse's answer),
    // the whole fast path (plus path, query, fragment and href), the same into a new object, then
    // the URL object around it.
    // A line the fast path does not take costs its refusal here, not the state machine.
    candidates['fast path: scheme and authority'] = (s) =>
      urlFastPath.parseCanonical(s, offsets, true) ? s : '';
    candidates['fast path: all of it'] = (s) => (urlFastPath.parseCanonical(s, offsets) ? offsets.href : '');
    // The same into a new object per line, of the URL class's href-and-offsets shape: what
    // allocating that object costs (JavaScriptCore charges about 0.1 ns per byte of a new object).
    candidates['fast path: into a new object'] = (s) => {
      const o = newOffsets();
      return urlFastPath.parseCanonical(s, o) ? o.href : '';
    };
  }
  const result = (cpu ? cpuBench : bench)({
    title: `${runtime}: new URL(s).href — ${name}, all ${lines.length} lines`,
    inputs: lines,
    reference: native,
    candidates,
  });
  if (summaryFile !== undefined) {
    const ratios = ratiosOf(result);
    // The runtime's own URL is the reference; the candidates are named without the runtime.
    const row = { runtime: runtime.split(' ')[0], list: name, ratios: {} };
    for (const [n, r] of Object.entries(ratios)) if (n !== native) row.ratios[n] = r;
    appendFileSync(summaryFile, `${JSON.stringify(row)}\n`);
  }
}
if (!cpu) saveResults(`parser-href-${runtime.split(' ')[0].toLowerCase()}`);
