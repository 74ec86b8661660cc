#!/usr/bin/env node
// The runtimes matrix: every workspace package's own vitest suite, unmodified, run by vitest itself on
// Bun and Deno and in headless Chromium (vitest browser mode), plus the WPT suites of our
// implementations in Chromium (tooling/runtimes/browser/wpt.mjs; on Node, Bun and Deno they run
// inside the packages' own test files through @url/wpt-runner's node:vm harness).
//
//   node tooling/runtimes/run.mjs [--runtime bun,deno,chromium,node] [--package packages/parser ...]
//                                 [--no-unit] [--no-wpt] [--list]
//
// Default runtimes: bun, deno, chromium (Node runs the same suites in the root `pnpm test` already;
// `--runtime node` runs it here too, through the same probe). What may not run, or is known to fail,
// on a runtime is listed with its reason in tooling/runtimes/expectations.json; anything else that
// fails, a listed failure that passes, or a stale entry fails the run (exit 1).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { entriesFor, evaluate, exclusions, loadRuntimeExpectations, RUNTIMES } from './lib/expectations.mjs';
import { runVitest } from './lib/vitest-run.mjs';
import { RESULTS_DIR, ROOT, runtimeVersion, testedPackages } from './lib/workspace.mjs';
import { runBrowserWpt } from './wpt/browser.mjs';

const { values } = parseArgs({
  options: {
    runtime: { type: 'string', multiple: true },
    package: { type: 'string', multiple: true },
    'no-unit': { type: 'boolean', default: false },
    'no-wpt': { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
  },
});

const runtimes = (values.runtime ?? ['bun,deno,chromium']).flatMap((r) => r.split(',')).filter(Boolean);
for (const r of runtimes) {
  if (!RUNTIMES.includes(r)) {
    console.error(`unknown runtime ${r} (one of ${RUNTIMES.join(', ')})`);
    process.exit(2);
  }
}
const allPackages = testedPackages();
const packages = values.package
  ? allPackages.filter((p) => values.package.some((want) => p.dir === want || p.pkg.name === want))
  : allPackages;
if (values.package && packages.length !== values.package.length) {
  console.error(
    `unknown package in ${values.package.join(', ')}; known: ${allPackages.map((p) => p.dir).join(', ')}`,
  );
  process.exit(2);
}

const expectations = loadRuntimeExpectations();
if (expectations.problems.length > 0) {
  console.error(`tooling/runtimes/expectations.json:\n  ${expectations.problems.join('\n  ')}`);
  process.exit(1);
}

if (values.list) {
  for (const r of runtimes) {
    const e = expectations.byRuntime[r];
    console.log(`## ${r}\n`);
    for (const [k, why] of e.skip) console.log(`- not run: ${k}\n  ${why}`);
    for (const [k, why] of e.fail) console.log(`- expected to fail: ${k}\n  ${why}`);
    console.log();
  }
  process.exit(0);
}

const outDir = RESULTS_DIR;
mkdirSync(outDir, { recursive: true });
const rows = [];
const problems = [];
const timings = [];
let totalPassed = 0;
let totalFailed = 0;

const fmtS = (ms) => `${(ms / 1000).toFixed(1)} s`;

for (const runtime of runtimes) {
  const version = runtimeVersion(runtime === 'chromium' ? 'node' : runtime);
  console.log(`\n# ${runtime}${runtime === 'chromium' ? '' : ` (${version})`}\n`);
  const started = Date.now();
  if (!values['no-unit']) {
    for (const pkg of packages) {
      const entries = entriesFor(expectations, runtime, pkg.dir);
      const { files, tests } = exclusions(entries, pkg.dir);
      const run = await runVitest(runtime, pkg, { excludeFiles: files, skipTests: tests, outDir });
      const s = evaluate(run, entries);
      totalPassed += s.passed;
      totalFailed += s.failed + s.problems.length - s.failed;
      rows.push({ runtime, pkg: pkg.dir, ...s, durationMs: run.durationMs });
      const status = s.problems.length === 0 ? 'ok' : 'FAIL';
      console.log(
        `${status.padEnd(4)} ${pkg.dir.padEnd(24)} ${String(s.passed).padStart(5)} passed, ${s.expectedFailures} expected failures, ` +
          `${s.skippedFiles} files + ${s.skippedByList} tests not run (listed), ${s.files} files, ${fmtS(run.durationMs)}`,
      );
      for (const p of s.problems) {
        problems.push(`${runtime} ${pkg.dir}: ${p}`);
        console.log(`     - ${p}`);
      }
      if (s.problems.length > 0) console.log(`     log: ${relative(ROOT, run.logFile)}`);
    }
  }
  if (runtime === 'chromium' && !values['no-wpt']) {
    const wpt = await runBrowserWpt({ outDir });
    for (const line of wpt.lines) console.log(line);
    for (const p of wpt.problems) {
      problems.push(`chromium WPT: ${p}`);
      console.log(`     - ${p}`);
    }
    totalPassed += wpt.passed;
    totalFailed += wpt.problems.length;
    rows.push(...wpt.rows.map((r) => ({ runtime, ...r })));
  }
  timings.push({ runtime, version, durationMs: Date.now() - started });
}

writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify({ timings, rows, problems }, null, 2)}\n`);
console.log('\n| runtime | time |\n| --- | ---: |');
for (const t of timings) console.log(`| ${t.runtime} (${t.version}) | ${fmtS(t.durationMs)} |`);
console.log(`\nruntimes matrix: ${problems.length === 0 ? 'clean' : `${problems.length} problems`}`);
console.log(`${totalPassed} passed, ${totalFailed} failed`);
process.exit(problems.length === 0 ? 0 : 1);
