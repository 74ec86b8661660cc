#!/usr/bin/env node
// `pnpm fuzz [--seconds N] [--property name] [--seed S] [--json]`: runs each property of
// src/properties.mjs for N seconds (default 10) with fresh seeds, in batches, and prints per property
// the runs, the time, and for a failure the seed, the fast-check path and the shrunk counterexample
// (replay with `--property <name> --seed <seed> --path <path>`), and the slowest run's time (its
// input too when it took over --slow-ms, default 1000: a slow input is a finding even when the
// property holds). `--property` takes a name or a prefix (`parser/`, `pattern/`). Runs against the built dist/ of each package (the root script
// builds first). Exits 1 when a property fails.
import fc from 'fast-check';
import { checkWithKnown, PROPERTIES } from './properties.mjs';

function parseArgs(argv) {
  const args = {
    seconds: 10,
    property: null,
    seed: null,
    path: undefined,
    json: false,
    batch: 200,
    slowMs: 1000,
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
    else if (a === '--json') args.json = true;
    else if (a === '--list') args.list = true;
    else if (a === '--help' || a === '-h') args.help = true;
    else if (a !== '--') throw new Error(`unknown argument ${a}`);
  }
  if (!(args.seconds > 0)) throw new Error('--seconds must be a positive number');
  return args;
}

const USAGE = `usage: pnpm fuzz [--seconds N] [--property name|prefix] [--seed S [--path P]] [--slow-ms M] [--json] [--list]`;

function main() {
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
    // Time every run: the slowest input is reported (a slow input is a denial-of-service finding
    // even when the property holds).
    let slowest = { ms: 0, value: undefined };
    const check = checkWithKnown(prop);
    const property = fc.property(prop.arbitrary, (value) => {
      const t = performance.now();
      try {
        check(value);
      } finally {
        const ms = performance.now() - t;
        if (ms > slowest.ms) slowest = { ms, value };
      }
    });
    const start = performance.now();
    const budget = args.seconds * 1000;
    let runs = 0;
    let skipped = 0;
    let batches = 0;
    let failure = null;
    const seeds = [];
    do {
      const seed = args.seed ?? (Math.random() * 0x100000000) | 0;
      const details = fc.check(property, {
        seed,
        path: args.path,
        numRuns: args.seed === null ? args.batch : Math.max(args.batch, 1000),
        endOnFailure: false,
      });
      batches++;
      seeds.push(seed);
      runs += details.numRuns;
      skipped += details.numSkips;
      if (details.failed) {
        failure = {
          seed: details.seed,
          path: details.counterexamplePath,
          counterexample: details.counterexample,
          shrinks: details.numShrinks,
          error:
            details.errorInstance instanceof Error ? details.errorInstance.message : String(details.error),
        };
        break;
      }
      if (args.seed !== null) break;
    } while (performance.now() - start < budget);
    const ms = performance.now() - start;
    const result = {
      name: prop.name,
      pkg: prop.pkg,
      runs,
      skipped,
      batches,
      ms: Math.round(ms),
      slowestMs: Math.round(slowest.ms),
      slowest: slowest.ms >= args.slowMs ? slowest.value : undefined,
      failure,
    };
    results.push(result);
    if (!args.json) {
      const status = failure === null ? 'ok' : 'FAILED';
      console.log(
        `${prop.name.padEnd(34)} ${String(runs).padStart(9)} runs ${(ms / 1000).toFixed(1).padStart(6)} s  ${status}` +
          (skipped > 0 ? `  (${skipped} skipped by known issues)` : '') +
          `  slowest run ${Math.round(slowest.ms)} ms`,
      );
      if (slowest.ms >= args.slowMs)
        console.log(`  slowest input (${Math.round(slowest.ms)} ms): ${JSON.stringify(slowest.value)}`);
      if (failure !== null) {
        console.log(
          `  seed ${failure.seed}, path ${JSON.stringify(failure.path)}, ${failure.shrinks} shrinks`,
        );
        console.log(`  counterexample: ${JSON.stringify(failure.counterexample)}`);
        console.log(`  ${failure.error.split('\n')[0]}`);
        console.log(
          `  replay: pnpm fuzz --property ${prop.name} --seed ${failure.seed} --path ${JSON.stringify(failure.path)}`,
        );
      }
    }
  }
  if (args.json) console.log(JSON.stringify(results, null, 2));
  else {
    const total = results.reduce((n, r) => n + r.runs, 0);
    const failed = results.filter((r) => r.failure !== null);
    console.log(
      `\n${results.length} properties, ${total} runs, ${failed.length} failed${failed.length ? ': ' + failed.map((r) => r.name).join(', ') : ''}`,
    );
  }
  if (results.some((r) => r.failure !== null)) process.exitCode = 1;
}

main();
