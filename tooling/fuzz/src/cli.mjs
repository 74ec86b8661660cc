#!/usr/bin/env node
// `pnpm fuzz [--seconds N] [--property name] [--seed S] [--json]`: runs each property of
// src/properties.mjs for N seconds (default 10) with fresh seeds, in batches, and prints per property
// the runs, the time, and for a failure the seed, the fast-check path and the shrunk counterexample
// (replay with `--property <name> --seed <seed> --path <path>`), and the slowest run's time (its
// input too when it took over --slow-ms, default 1000: a slow input is a finding even when the
// property holds). Each property runs in a worker thread; a run that takes over --timeout-ms
// (default 10000) is stopped and its input printed (a hang is a failure). `--property` takes a name
// or a prefix (`parser/`, `pattern/`). Runs against the built dist/ of each package (the root script
// builds first). Exits 1 when a property fails.
import { Worker } from 'node:worker_threads';
import { PROPERTIES } from './properties.mjs';

function parseArgs(argv) {
  const args = {
    seconds: 10,
    property: null,
    seed: null,
    path: undefined,
    json: false,
    batch: 200,
    slowMs: 1000,
    timeoutMs: 10000,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--seconds') args.seconds = Number(next());
    else if (a === '--property') args.property = next();
    else if (a === '--seed') args.seed = Number(next());
    else if (a === '--path') args.path = next();
    else if (a === '--batch') args.batch = Number(next());
    else if (a === '--slow-ms') args.slowMs = Number(next());
    else if (a === '--timeout-ms') args.timeoutMs = Number(next());
    else if (a === '--json') args.json = true;
    else if (a === '--list') args.list = true;
    else if (a === '--help' || a === '-h') args.help = true;
    else if (a !== '--') throw new Error(`unknown argument ${a}`);
  }
  if (!(args.seconds > 0)) throw new Error('--seconds must be a positive number');
  return args;
}

const USAGE = `usage: pnpm fuzz [--seconds N] [--property name|prefix] [--seed S [--path P]] [--slow-ms M] [--timeout-ms T] [--json] [--list]`;

/**
 * Runs a property in a worker thread and stops it when one run takes longer than `args.timeoutMs`:
 * the result then has `timeout: { ms, input }` (the input that hung, read from shared memory).
 */
function runInWorker(prop, args) {
  const shared = {
    header: new SharedArrayBuffer(4),
    started: new SharedArrayBuffer(8),
    bytes: new SharedArrayBuffer(1 << 20),
  };
  const header = new Int32Array(shared.header);
  const started = new Float64Array(shared.started);
  const bytes = new Uint8Array(shared.bytes);
  const begin = performance.now();
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
      workerData: { name: prop.name, args, shared },
    });
    const timer = setInterval(() => {
      const t = started[0];
      if (t === 0 || performance.timeOrigin + performance.now() - t < args.timeoutMs) return;
      clearInterval(timer);
      const json = new TextDecoder().decode(bytes.slice(0, header[0]));
      worker.terminate();
      resolve({
        name: prop.name,
        pkg: prop.pkg,
        runs: null,
        skipped: null,
        batches: null,
        ms: Math.round(performance.now() - begin),
        slowestMs: null,
        failure: null,
        timeout: { ms: args.timeoutMs, input: JSON.parse(json) },
      });
    }, 200);
    worker.once('message', (result) => {
      clearInterval(timer);
      worker.terminate();
      resolve(result);
    });
    worker.once('error', (e) => {
      clearInterval(timer);
      reject(e);
    });
  });
}

function printResult(prop, r) {
  if (r.timeout !== null) {
    console.log(`${prop.name.padEnd(34)} TIMEOUT: one run took over ${r.timeout.ms} ms (stopped)`);
    console.log(`  input: ${JSON.stringify(r.timeout.input)}`);
    return;
  }
  const status = r.failure === null ? 'ok' : 'FAILED';
  console.log(
    `${prop.name.padEnd(34)} ${String(r.runs).padStart(9)} runs ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${status}` +
      (r.skipped > 0 ? `  (${r.skipped} skipped by known issues)` : '') +
      `  slowest run ${r.slowestMs} ms`,
  );
  if (r.slowest !== undefined)
    console.log(`  slowest input (${r.slowestMs} ms): ${JSON.stringify(r.slowest)}`);
  const f = r.failure;
  if (f !== null) {
    console.log(`  seed ${f.seed}, path ${JSON.stringify(f.path)}, ${f.shrinks} shrinks`);
    console.log(`  counterexample: ${JSON.stringify(f.counterexample)}`);
    console.log(`  ${f.error.split('\n')[0]}`);
    console.log(
      `  replay: pnpm fuzz --property ${prop.name} --seed ${f.seed} --path ${JSON.stringify(f.path)}`,
    );
  }
}

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`${e.message}\n${USAGE}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(USAGE);
    return;
  }
  if (args.list) {
    for (const p of PROPERTIES) console.log(`${p.name.padEnd(34)} ${p.claim}`);
    return;
  }
  const selected = PROPERTIES.filter(
    (p) => args.property === null || p.name === args.property || p.name.startsWith(args.property),
  );
  if (selected.length === 0) {
    console.error(`no property matches ${JSON.stringify(args.property)}; --list shows them`);
    process.exit(2);
  }

  const results = [];
  for (const prop of selected) {
    const result = await runInWorker(prop, args);
    results.push(result);
    if (!args.json) printResult(prop, result);
  }
  if (args.json) console.log(JSON.stringify(results, null, 2));
  else {
    const total = results.reduce((n, r) => n + (r.runs ?? 0), 0);
    const failed = results.filter((r) => r.failure !== null || r.timeout !== null);
    console.log(
      `\n${results.length} properties, ${total} runs, ${failed.length} failed${failed.length ? ': ' + failed.map((r) => r.name).join(', ') : ''}`,
    );
  }
  if (results.some((r) => r.failure !== null || r.timeout !== null)) process.exitCode = 1;
}

await main();
