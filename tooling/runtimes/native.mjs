#!/usr/bin/env node
// How the runtimes' own URL, URLSearchParams and URLPattern differ from the spec: every WPT suite, through
// @url/wpt-runner (Node, Bun, Deno: its node:vm harness run by that runtime; Chromium: the WPT page of
// wpt/page.mjs), against each runtime's built-in classes. A measurement, not a gate: it fails only when
// a runtime cannot run the suites at all.
//
//   node tooling/runtimes/native.mjs [--runtime node,bun,deno,chromium] [--write]
//
// Prints the per-suite table; --write also writes tooling/runtimes/RESULTS.md's generated section.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { bundle } from './lib/bundle.mjs';
import { RESULTS_DIR, RUNTIMES_DIR, runtimeBinary, runtimeVersion } from './lib/workspace.mjs';
import { runNativeBrowserWpt, WPT_DIR } from './wpt/browser.mjs';

const { values } = parseArgs({
  options: { runtime: { type: 'string', multiple: true }, write: { type: 'boolean', default: false } },
});
const runtimes = (values.runtime ?? ['node,bun,deno,chromium']).flatMap((r) => r.split(','));

const entry = await bundle(join(RUNTIMES_DIR, 'wpt/native-entry.mjs'), 'wpt-native.mjs', 'node');
const runs = [];
for (const runtime of runtimes) {
  const started = Date.now();
  let run;
  if (runtime === 'chromium') {
    run = await runNativeBrowserWpt();
    run.provides = Object.entries(run.caps)
      .filter(([k, v]) => v && ['URL', 'URLSearchParams', 'URLPattern'].includes(k))
      .map(([k]) => k);
  } else {
    const bin = runtimeBinary(runtime);
    const args = runtime === 'deno' ? ['run', '-A', entry, WPT_DIR] : [entry, WPT_DIR];
    const r = spawnSync(bin, args, { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
    if (r.status !== 0) {
      console.error(`${runtime}: the WPT run failed (exit ${r.status}):\n${r.stderr.slice(0, 4000)}`);
      process.exit(1);
    }
    run = {
      ...JSON.parse(r.stdout),
      version: `${{ node: 'Node', bun: 'Bun', deno: 'Deno' }[runtime]} ${runtimeVersion(runtime)}`,
    };
  }
  run.runtime = runtime;
  run.durationMs = Date.now() - started;
  runs.push(run);
  console.error(`${run.version}: ${run.results.length} suites in ${(run.durationMs / 1000).toFixed(1)} s`);
}

// One row per suite; cells "passed / total".
const suites = [...new Set(runs.flatMap((r) => r.results.map((s) => s.suite)))];
const order = (s) => (s.startsWith('extra/') ? 2 : s.endsWith('.json') ? 0 : 1);
suites.sort((a, b) => order(a) - order(b));
const cell = (run, suite) => {
  const r = run.results.find((x) => x.suite === suite);
  if (r === undefined) return '—';
  return r.passed === r.total ? `${r.passed}` : `**${r.passed}** / ${r.total}`;
};
let table = `| suite | ${runs.map((r) => r.version).join(' | ')} |\n| --- | ${runs.map(() => '---:').join(' | ')} |\n`;
for (const s of suites) table += `| ${s} | ${runs.map((r) => cell(r, s)).join(' | ')} |\n`;
const totals = runs.map((r) => {
  const p = r.results.reduce((n, x) => n + x.passed, 0);
  const t = r.results.reduce((n, x) => n + x.total, 0);
  return `**${p} / ${t}**`;
});
table += `| **all** | ${totals.join(' | ')} |\n`;
table += `| provides | ${runs.map((r) => r.provides.join(', ')).join(' | ')} |\n`;
console.log(table);

// Failures per runtime and suite, for reading (tooling/runtimes/node_modules/.cache/.../native-failures.json)
const failures = {};
for (const r of runs) {
  failures[r.version] = Object.fromEntries(
    r.results
      .filter((x) => x.failures.length > 0)
      .map((x) => [x.suite, x.failures.map((f) => `${f.name} :: ${f.message.split('\n')[0]}`)]),
  );
}
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(join(RESULTS_DIR, 'native-failures.json'), `${JSON.stringify(failures, null, 2)}\n`);
console.error(`failures: ${join(RESULTS_DIR, 'native-failures.json')}`);

if (values.write) {
  const file = join(RUNTIMES_DIR, 'RESULTS.md');
  const text = readFileSync(file, 'utf8');
  const begin = '<!-- native-wpt:begin -->';
  const end = '<!-- native-wpt:end -->';
  const i = text.indexOf(begin);
  const j = text.indexOf(end);
  if (i < 0 || j < 0) throw new Error(`${file} has no ${begin} ... ${end} section`);
  writeFileSync(file, `${text.slice(0, i + begin.length)}\n\n${table}\n${text.slice(j)}`);
  console.error(`wrote ${file}`);
}
