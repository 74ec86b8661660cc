// What tooling/scripts/bundle-check.mjs and the packages' bench/size.mjs scripts share: one way to
// bundle (esbuild, minified ESM, neutral platform, everything imported included; gzip -9) and one
// way to read which @url/* bindings a bundle imports.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** The repository root. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The npm package a bundled file belongs to (a workspace package by its package.json name). */
export function packageOf(file) {
  const rel = relative(root, resolve(root, file)).split(sep);
  const nm = rel.lastIndexOf('node_modules');
  if (nm >= 0) return rel[nm + 1].startsWith('@') ? `${rel[nm + 1]}/${rel[nm + 2]}` : rel[nm + 1];
  if (rel[0] === 'packages' || rel[0] === 'tooling')
    return JSON.parse(readFileSync(join(root, rel[0], rel[1], 'package.json'), 'utf8')).name;
  return rel.join('/');
}

/**
 * Bundles the module source `contents` (resolved from `resolveDir`), leaving `external` out.
 * Returns the code, its minified and min+gzip sizes, and the minified bytes each package puts in
 * (a package whose imports were all tree-shaken away puts none and is not listed).
 */
export async function bundle(contents, resolveDir, external = []) {
  const result = await build({
    stdin: { contents, resolveDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    external,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const bytesByPackage = {};
  for (const [file, { bytesInOutput }] of Object.entries(Object.values(result.metafile.outputs)[0].inputs)) {
    if (file.startsWith('<stdin>') || bytesInOutput === 0) continue;
    const p = packageOf(resolve(process.cwd(), file));
    bytesByPackage[p] = (bytesByPackage[p] ?? 0) + bytesInOutput;
  }
  return {
    code,
    text: Buffer.from(code).toString('utf8'),
    min: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    bytesByPackage,
    packages: Object.keys(bytesByPackage).sort(),
  };
}

/** The `import { a as b, c } from "@url/x"` bindings of a minified bundle, by module. */
export function importsOf(code) {
  const byModule = new Map();
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(@url\/[^"]+)"/g)) {
    const names = byModule.get(m[2]) ?? new Set();
    for (const spec of m[1].split(',')) {
      const name = spec.trim().split(/\s+as\s+/)[0];
      if (name !== '') names.add(name);
    }
    byModule.set(m[2], names);
  }
  const rest = code.replace(/import\s*\{[^}]*\}\s*from\s*"@url\/[^"]+"/g, '');
  if (/import\s*\*\s*as|import\s*"@url|from\s*"@url/.test(rest))
    throw new Error('an @url/* import this script does not read (namespace or side-effect import)');
  return byModule;
}

/** A module source that re-exports exactly the bindings `importsOf` found. */
export function reexportSource(imports) {
  return [...imports]
    .map(([mod, names]) => `export { ${[...names].join(', ')} } from ${JSON.stringify(mod)};`)
    .join('\n');
}
