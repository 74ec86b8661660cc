#!/usr/bin/env node
// Bundles every subpath export of every publishable package from its built dist/ (esbuild, minified,
// ESM) and prints its minified and min+gzip sizes and which packages it pulls in. Each package.json
// may hold a "bundleCheck" map from subpath to rules:
//   { "maxGzip": bytes, "onlyPackages": ["@url/ipaddr"], "forbidPackages": ["tr46"], "forbidText": ["class URLSearchParams"] }
// A broken rule fails the run. `--json` prints the table as JSON.
//
// "bundleCheck" may also hold "scenarios": what a user's bundle holds when they import only some
// names, as size-limit's `import` option measures it:
//   "scenarios": [{ "name": "the URL parser", "entry": "./core", "import": ["basicURLParse"],
//                   "maxGzip": 12288, "onTop": false, "forbidPackages": ["tr46"] }]
// "import" may also name several entries of the package: { "./core": [...], "./fast-path": [...] }.
// A package counts as pulled in when it puts bytes into the bundle.
// With "onTop": true the budget applies to what the scenario adds on top of the other @url/*
// packages it uses: its gzip size minus the gzip size of a bundle of exactly the @url/* bindings it
// imports from other packages (found by bundling it with @url/* external and reading its imports).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bundle, importsOf, reexportSource, root } from './bundle-lib.mjs';

const pkgDirs = readdirSync(join(root, 'packages'))
  .map((d) => join(root, 'packages', d))
  .filter((d) => existsSync(join(d, 'package.json')));

const rows = [];
const scenarioRows = [];
const errors = [];
for (const dir of pkgDirs) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (pkg.private) continue;
  const rules = pkg.bundleCheck ?? {};
  for (const [sub, target] of Object.entries(pkg.exports ?? {})) {
    if (typeof target !== 'object') continue;
    // a Node-only entry (a "node" condition and no "default", e.g. @url/readers/live) is no bundle
    if (target.default === undefined && target.node !== undefined) continue;
    const file = join(dir, target.default);
    if (!existsSync(file)) {
      errors.push(`${pkg.name}${sub.slice(1)}: ${relative(root, file)} is missing; run the build first`);
      continue;
    }
    const { code, text, gzip, packages } = await bundle(`export * from ${JSON.stringify(file)};`, dir);
    const name = pkg.name + sub.slice(1);
    const rule = rules[sub] ?? {};
    if (rule.maxGzip !== undefined && gzip > rule.maxGzip)
      errors.push(`${name}: ${gzip} B min+gzip is over its budget of ${rule.maxGzip} B`);
    if (rule.onlyPackages) {
      const extra = packages.filter((p) => !rule.onlyPackages.includes(p));
      if (extra.length)
        errors.push(`${name}: pulls in ${extra.join(', ')}; only ${rule.onlyPackages.join(', ')} allowed`);
    }
    for (const p of rule.forbidPackages ?? [])
      if (packages.includes(p)) errors.push(`${name}: pulls in ${p}, which it must not`);
    for (const t of rule.forbidText ?? []) if (text.includes(t)) errors.push(`${name}: contains "${t}"`);
    rows.push({ entry: name, min: code.length, gzip, budget: rule.maxGzip ?? null, packages });
  }
}

for (const dir of pkgDirs) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (pkg.private) continue;
  for (const sc of pkg.bundleCheck?.scenarios ?? []) {
    // "import": names from "entry", or { subpath: names } across several entries of the package
    const byEntry = Array.isArray(sc.import) ? { [sc.entry]: sc.import } : sc.import;
    const lines = [];
    for (const [sub, names] of Object.entries(byEntry)) {
      const target = pkg.exports?.[sub];
      const file = target && join(dir, target.default);
      if (!file || !existsSync(file)) {
        errors.push(`${pkg.name} scenario "${sc.name}": entry ${sub} is not built or not exported`);
        continue;
      }
      lines.push(`export { ${names.join(', ')} } from ${JSON.stringify(file)};`);
    }
    if (lines.length !== Object.keys(byEntry).length) continue;
    const source = lines.join('\n');
    const whole = await bundle(source, dir);
    let base = 0;
    if (sc.onTop) {
      const own = await bundle(source, dir, ['@url/*']);
      const imports = [...importsOf(own.text)];
      if (imports.length > 0) base = (await bundle(reexportSource(imports), dir)).gzip;
    }
    const measured = whole.gzip - base;
    const label = `${Object.entries(byEntry)
      .map(([sub, names]) => `${pkg.name}${sub.slice(1)} { ${names.join(', ')} }`)
      .join(' + ')}${sc.onTop ? ' on top' : ''}`;
    if (sc.maxGzip !== undefined && measured > sc.maxGzip)
      errors.push(`${label} (${sc.name}): ${measured} B min+gzip is over its budget of ${sc.maxGzip} B`);
    for (const p of sc.forbidPackages ?? [])
      if (whole.packages.includes(p)) errors.push(`${label}: pulls in ${p}, which it must not`);
    scenarioRows.push({
      name: sc.name,
      scenario: label,
      min: whole.code.length,
      gzip: whole.gzip,
      base,
      measured,
      budget: sc.maxGzip ?? null,
      packages: whole.packages,
    });
  }
}

if (process.argv.includes('--json'))
  console.log(JSON.stringify({ entries: rows, scenarios: scenarioRows }, null, 2));
else {
  const w = Math.max(...rows.map((r) => r.entry.length), 5);
  console.log(
    `\n${'entry'.padEnd(w)}  ${'min'.padStart(8)}  ${'min+gz'.padStart(8)}  ${'budget'.padStart(8)}  packages bundled`,
  );
  for (const r of rows)
    console.log(
      `${r.entry.padEnd(w)}  ${String(r.min).padStart(8)}  ${String(r.gzip).padStart(8)}  ${String(r.budget ?? '-').padStart(8)}  ${r.packages.join(', ')}`,
    );
  if (scenarioRows.length) {
    console.log('\nscenarios (what a bundle holds when it imports only these names):');
    for (const r of scenarioRows)
      console.log(
        `- ${r.name}: ${r.scenario}\n    bundle ${r.min} B min, ${r.gzip} B min+gzip${r.base ? `; the @url/* bindings it uses alone ${r.base} B, so ${r.measured} B on top` : ''}; budget ${r.budget ?? '-'}; ${r.packages.join(', ')}`,
      );
  }
}
if (errors.length) {
  console.error(`\nbundle check failed:\n  ${errors.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nbundle check: ${rows.length} entries and ${scenarioRows.length} scenarios within their rules`);
