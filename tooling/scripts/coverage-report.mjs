#!/usr/bin/env node
// Prints line and branch coverage of every workspace package's src/ (from the json-summary that
// vitest's V8 coverage writes to <package>/coverage/coverage-summary.json when the tests run with
// URL_COVERAGE=1, as the root `pnpm test` does) and fails when a package is under the bar (95% lines
// and branches, issue #7) or has TypeScript sources but no summary.
//
//   node tooling/scripts/coverage-report.mjs [--min 95] [--json]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: { min: { type: 'string', default: '95' }, json: { type: 'boolean' } },
});
const min = Number(values.min);

function hasTypeScript(dir) {
  if (!existsSync(dir)) return false;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory() ? hasTypeScript(p) : name.endsWith('.ts')) return true;
  }
  return false;
}

const rows = [];
const problems = [];
for (const parent of ['packages', 'tooling']) {
  for (const name of readdirSync(join(root, parent)).sort()) {
    const dir = join(root, parent, name);
    if (!existsSync(join(dir, 'package.json'))) continue;
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    // Tools whose src/ is plain .mjs scripts (fuzz, differential, stress, runtimes, bench) are not
    // libraries: the preset measures src/**/*.ts only.
    if (!hasTypeScript(join(dir, 'src')) || pkg.scripts?.test === undefined) continue;
    const file = join(dir, 'coverage', 'coverage-summary.json');
    if (!existsSync(file)) {
      problems.push(
        `${pkg.name}: no ${parent}/${name}/coverage/coverage-summary.json (run its tests with URL_COVERAGE=1)`,
      );
      continue;
    }
    const { total } = JSON.parse(readFileSync(file, 'utf8'));
    const row = {
      package: pkg.name,
      lines: total.lines.pct,
      linesCovered: `${total.lines.covered}/${total.lines.total}`,
      branches: total.branches.pct,
      branchesCovered: `${total.branches.covered}/${total.branches.total}`,
      functions: total.functions.pct,
    };
    rows.push(row);
    if (row.lines < min) problems.push(`${pkg.name}: line coverage ${row.lines}% < ${min}%`);
    if (row.branches < min) problems.push(`${pkg.name}: branch coverage ${row.branches}% < ${min}%`);
  }
}

if (values.json) {
  process.stdout.write(`${JSON.stringify({ min, rows, problems }, null, 2)}\n`);
} else {
  const pad = (s, n, right = false) => (right ? String(s).padStart(n) : String(s).padEnd(n));
  console.log(`\ncoverage of src/ (V8, vitest), bar ${min}% lines and branches\n`);
  console.log(
    `${pad('package', 22)} ${pad('lines', 8, true)} ${pad('', 11)} ${pad('branches', 8, true)} ${pad('', 11)} ${pad('functions', 9, true)}`,
  );
  for (const r of rows) {
    console.log(
      `${pad(r.package, 22)} ${pad(`${r.lines.toFixed(2)}%`, 8, true)} ${pad(r.linesCovered, 11)} ${pad(`${r.branches.toFixed(2)}%`, 8, true)} ${pad(r.branchesCovered, 11)} ${pad(`${r.functions.toFixed(2)}%`, 9, true)}`,
    );
  }
  for (const p of problems) console.log(`FAIL ${p}`);
  console.log(
    problems.length === 0
      ? `\ncoverage: ${rows.length} packages at or above ${min}%`
      : `\ncoverage: ${problems.length} problems`,
  );
}
process.exit(problems.length === 0 ? 0 : 1);
