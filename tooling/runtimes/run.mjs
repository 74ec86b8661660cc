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
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

const suggestions = new Map();
const NODE_MODULE_USE = {
  'node:fs': 'reads files from disk',
  'node:url': 'locates files with fileURLToPath(import.meta.url) to read them from disk',
  'node:path': 'builds file paths to read from disk',
  'node:module': 'loads CommonJS libraries with createRequire',
  'node:child_process': 'runs a Node program',
  'node:crypto': 'hashes files it reads from disk',
  'node:util': 'uses Node utilities',
  'node:vm': 'runs code in node:vm contexts',
  'node:net': 'compares with node:net',
  'node:os': 'uses the OS temp folder',
  'node:http': 'starts an HTTP server',
};
/** Draft expectations entries for test files that failed to load, with the cause vitest logged. */
function collectSuggestions(runtime, run, log) {
  for (const f of run.files) {
    if (f.status !== 'failed' || f.tests.some((t) => t.status === 'failed')) continue;
    const at = log.indexOf(`${f.file} [`);
    if (at < 0) continue;
    const cause = /Caused by: ([^\n]+)/.exec(log.slice(at, at + 2000))?.[1] ?? f.message;
    const mod = /Module "(node:[a-z_]+)" has been externalized/.exec(cause)?.[1];
    const reason = mod
      ? `Node-only: imports ${mod} and ${NODE_MODULE_USE[mod] ?? 'uses it'}; a page has no ${mod} (vite externalizes it)`
      : `does not load on ${runtime}: ${cause.slice(0, 200)}`;
    suggestions.set(f.file, { runtime, reason });
  }
}

/** Whether the package has test files at all (a package may have a test script before its first test). */
function hasTestFiles(pkg) {
  const dir = join(pkg.abs, 'test');
  return existsSync(dir) && readdirSync(dir, { recursive: true }).some((f) => String(f).endsWith('.test.ts'));
}
function allExcluded(pkg, excludeFiles) {
  return (excludeFiles.get(pkg.dir) ?? []).length > 0 && !hasTestFilesBeyond(pkg, excludeFiles.get(pkg.dir));
}
function hasTestFilesBeyond(pkg, excluded) {
  const dir = join(pkg.abs, 'test');
  return readdirSync(dir, { recursive: true })
    .map((f) => `test/${String(f)}`)
    .some((f) => f.endsWith('.test.ts') && !excluded.includes(f));
}

const fmtS = (ms) => `${(ms / 1000).toFixed(1)} s`;

for (const runtime of runtimes) {
  const version = runtimeVersion(runtime);
  console.log(`\n# ${runtime} (${version})\n`);
  const started = Date.now();
  if (!values['no-unit']) {
    const excludeFiles = new Map();
    const skipTests = [];
    const entriesByPkg = new Map();
    for (const pkg of packages) {
      const entries = entriesFor(expectations, runtime, pkg.dir);
      entriesByPkg.set(pkg.dir, entries);
      const { files, tests } = exclusions(entries, pkg.dir);
      excludeFiles.set(pkg.dir, files);
      skipTests.push(...tests);
    }
    const run = await runVitest(runtime, packages, { excludeFiles, skipTests, outDir });
    if (run.error !== undefined) {
      problems.push(`${runtime}: ${run.error}`);
      console.log(`FAIL ${run.error}`);
    }
    const log = readFileSync(run.logFile, 'utf8');
    if (/Unhandled Errors? ⎯/.test(log)) {
      const first = log
        .slice(log.search(/Unhandled Errors? ⎯/))
        .split('\n')
        .slice(0, 12)
        .join('\n      ');
      problems.push(`${runtime}: vitest caught unhandled errors (see ${relative(ROOT, run.logFile)})`);
      console.log(`FAIL vitest caught unhandled errors:\n      ${first}`);
    }
    const skipNames = new Set(skipTests);
    collectSuggestions(runtime, run, log);
    for (const pkg of packages) {
      const files = run.files.filter((f) => f.file.startsWith(`${pkg.dir}/`));
      const s = evaluate({ files }, entriesByPkg.get(pkg.dir));
      // the name filter is global: a test of another file with a listed test's name would be skipped too
      for (const f of files) {
        for (const t of f.tests) {
          const key = `${f.file} > ${t.name}`;
          if (t.status === 'skipped' && skipNames.has(t.name) && !entriesByPkg.get(pkg.dir).skip.has(key))
            s.problems.push(
              `${key} was filtered out because another listed test has its name; list it too, or rename`,
            );
        }
      }
      if (
        files.length === 0 &&
        run.error === undefined &&
        hasTestFiles(pkg) &&
        !allExcluded(pkg, excludeFiles)
      )
        s.problems.push('no test file of this package ran');
      totalPassed += s.passed;
      rows.push({ runtime, pkg: pkg.dir, ...s });
      const status = s.problems.length === 0 ? 'ok' : 'FAIL';
      console.log(
        `${status.padEnd(4)} ${pkg.dir.padEnd(24)} ${String(s.passed).padStart(5)} passed, ${s.expectedFailures} expected failures, ` +
          `${s.skippedFiles} files + ${s.skippedByList} tests not run (listed), ${s.files} files ran`,
      );
      for (const p of s.problems) {
        problems.push(`${runtime} ${pkg.dir}: ${p}`);
        console.log(`     - ${p}`);
      }
    }
    console.log(`vitest on ${runtime}: ${fmtS(run.durationMs)}; log ${relative(ROOT, run.logFile)}`);
  }
  if (runtime === 'chromium' && !values['no-wpt']) {
    const wpt = await runBrowserWpt({ outDir });
    for (const line of wpt.lines) console.log(line);
    for (const p of wpt.problems) {
      problems.push(`chromium WPT: ${p}`);
      console.log(`     - ${p}`);
    }
    totalPassed += wpt.passed;
    rows.push(...wpt.rows.map((r) => ({ runtime, ...r })));
  }
  timings.push({ runtime, version, durationMs: Date.now() - started });
}

if (suggestions.size > 0) {
  const byRuntime = {};
  for (const [key, { runtime, reason }] of suggestions) {
    if (!problems.some((p) => p.includes(`${key} failed to load`))) continue;
    byRuntime[runtime] ??= { fail: {} };
    byRuntime[runtime].fail[key] = reason;
  }
  if (Object.keys(byRuntime).length > 0) {
    console.log(
      '\nTest files that failed to load. If they are Node-only by nature, add them to tooling/runtimes/expectations.json ' +
        '(merge into the existing sections; check the reasons):\n',
    );
    console.log(JSON.stringify(byRuntime, null, 2));
  }
}

writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify({ timings, rows, problems }, null, 2)}\n`);
console.log('\n| runtime | time |\n| --- | ---: |');
for (const t of timings) console.log(`| ${t.runtime} (${t.version}) | ${fmtS(t.durationMs)} |`);
console.log(`\nruntimes matrix: ${problems.length === 0 ? 'clean' : `${problems.length} problems`}`);
console.log(`${totalPassed} passed, ${problems.length} failed`);
process.exit(problems.length === 0 ? 0 : 1);
