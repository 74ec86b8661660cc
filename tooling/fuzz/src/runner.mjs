// One property's fuzzing loop: batches of fresh seeds until the time budget is spent, timing every
// run. Used in a worker thread by the CLI (src/cli.mjs), which stops a run that hangs.
import fc from 'fast-check';
import { checkWithKnown } from './properties.mjs';

/**
 * Runs `prop` for `args.seconds` (or once with `args.seed`/`args.path`). `onRun(value)` is called
 * before each run (the CLI uses it to know the input of a run that never returns).
 */
export function runProperty(prop, args, onRun = () => {}) {
  // Time every run: the slowest input is reported (a slow input is a denial-of-service finding
  // even when the property holds).
  let slowest = { ms: 0, value: undefined };
  const check = checkWithKnown(prop);
  const property = fc.property(prop.arbitrary, (value) => {
    onRun(value);
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
  do {
    const seed = args.seed ?? (Math.random() * 0x100000000) | 0;
    const details = fc.check(property, {
      seed,
      path: args.path,
      numRuns: args.seed === null ? args.batch : Math.max(args.batch, 1000),
      endOnFailure: false,
    });
    batches++;
    runs += details.numRuns;
    skipped += details.numSkips;
    if (details.failed) {
      failure = {
        seed: details.seed,
        path: details.counterexamplePath,
        counterexample: details.counterexample,
        shrinks: details.numShrinks,
        error: details.errorInstance instanceof Error ? details.errorInstance.message : String(details.error),
      };
      break;
    }
    if (args.seed !== null) break;
  } while (performance.now() - start < budget);
  return {
    name: prop.name,
    pkg: prop.pkg,
    runs,
    skipped,
    batches,
    ms: Math.round(performance.now() - start),
    slowestMs: Math.round(slowest.ms),
    slowest: slowest.ms >= args.slowMs ? slowest.value : undefined,
    failure,
    timeout: null,
  };
}
