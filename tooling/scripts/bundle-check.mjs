#!/usr/bin/env node
// Bundles every subpath export of every publishable package from its built dist/ (esbuild, minified,
// ESM) and prints its minified and min+gzip sizes and which packages it pulls in. Each package.json
// may hold a "bundleCheck" map from subpath to rules:
//   { "maxGzip": bytes, "onlyPackages": ["@url/ipaddr"], "forbidPackages": ["tr46"], "forbidText": ["class URLSearchParams"] }
// A broken rule fails the run. `--json` prints the table as JSON.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const pkgDirs = readdirSync(join(root, 'packages'))
  .map((d) => join(root, 'packages', d))
  .filter((d) => existsSync(join(d, 'package.json')));

function packageOf(file) {
  const rel = relative(root, resolve(root, file)).split(sep);
  const nm = rel.lastIndexOf('node_modules');
  if (nm >= 0) return rel[nm + 1].startsWith('@') ? `${rel[nm + 1]}/${rel[nm + 2]}` : rel[nm + 1];
  if (rel[0] === 'packages')
    return JSON.parse(readFileSync(join(root, 'packages', rel[1], 'package.json'), 'utf8')).name;
  return rel.join('/');
}

const rows = [];
const errors = [];
for (const dir of pkgDirs) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (pkg.private) continue;
  const rules = pkg.bundleCheck ?? {};
  for (const [sub, target] of Object.entries(pkg.exports ?? {})) {
    if (typeof target !== 'object') continue;
    const file = join(dir, target.default);
    if (!existsSync(file)) {
      errors.push(`${pkg.name}${sub.slice(1)}: ${relative(root, file)} is missing; run the build first`);
      continue;
    }
    const result = await build({
      stdin: { contents: `export * from ${JSON.stringify(file)};`, resolveDir: dir, loader: 'js' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0].contents;
    const gzip = gzipSync(code, { level: 9 }).length;
    const packages = [
      ...new Set(
        Object.keys(result.metafile.inputs)
          .filter((f) => !f.startsWith('<stdin>'))
          .map(packageOf),
      ),
    ].sort();
    const name = pkg.name + sub.slice(1);
    const rule = rules[sub] ?? {};
    const text = Buffer.from(code).toString('utf8');
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

if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
else {
  const w = Math.max(...rows.map((r) => r.entry.length), 5);
  console.log(
    `\n${'entry'.padEnd(w)}  ${'min'.padStart(8)}  ${'min+gz'.padStart(8)}  ${'budget'.padStart(8)}  packages bundled`,
  );
  for (const r of rows)
    console.log(
      `${r.entry.padEnd(w)}  ${String(r.min).padStart(8)}  ${String(r.gzip).padStart(8)}  ${String(r.budget ?? '-').padStart(8)}  ${r.packages.join(', ')}`,
    );
}
if (errors.length) {
  console.error(`\nbundle check failed:\n  ${errors.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nbundle check: ${rows.length} entries within their rules`);
