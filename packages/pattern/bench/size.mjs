// What each @url/pattern entry adds on top of the URL parser it uses: esbuild (minified, ESM) and
// gzip -9, as tooling/scripts/bundle-check.mjs measures. For each subpath export of this package:
//   1. the whole bundle of the entry (from dist/, so build first);
//   2. the bundle of exactly the @url/* bindings the entry imports from other packages (found by
//      bundling the entry with @url/* external and reading its import statements);
//   3. the difference, "on top of the parser".
// `node bench/size.mjs` (after `pnpm --filter @url/pattern build`); `--json` prints JSON.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, importsOf, reexportSource } from '../../../tooling/scripts/bundle-lib.mjs';

const dir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

const rows = [];
for (const [sub, target] of Object.entries(pkg.exports)) {
  if (typeof target !== 'object') continue;
  const file = join(dir, target.default);
  const entry = `export * from ${JSON.stringify(file)};`;
  const whole = await bundle(entry, dir);
  const own = await bundle(entry, dir, ['@url/*']);
  const imports = importsOf(own.text);
  const baselineSource = reexportSource(imports);
  const baseline = baselineSource === '' ? { min: 0, gzip: 0 } : await bundle(baselineSource, dir);
  rows.push({
    entry: pkg.name + sub.slice(1),
    min: whole.min,
    gzip: whole.gzip,
    parserMin: baseline.min,
    parserGzip: baseline.gzip,
    onTopMin: whole.min - baseline.min,
    onTopGzip: whole.gzip - baseline.gzip,
    ownGzip: own.gzip,
    imports: Object.fromEntries([...imports].map(([m, n]) => [m, [...n].sort()])),
  });
}

if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
else {
  console.log(
    '| entry | bundle min | bundle min+gzip | the @url/* imports alone, min+gzip | on top of the parser, min | on top of the parser, min+gzip |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  const n = (x) => `${x.toLocaleString('en-US')} B`;
  for (const r of rows)
    console.log(
      `| \`${r.entry}\` | ${n(r.min)} | ${n(r.gzip)} | ${n(r.parserGzip)} | ${n(r.onTopMin)} | ${n(r.onTopGzip)} |`,
    );
  console.log('\nimports from other packages:');
  for (const r of rows)
    console.log(
      `- ${r.entry}: ${Object.entries(r.imports)
        .map(([m, names]) => `${m} { ${names.join(', ')} }`)
        .join('; ')}`,
    );
}
