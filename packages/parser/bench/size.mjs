// Bundle sizes of @url/parser stacks built from dist/ (run the build first), with the same esbuild
// settings as tooling/scripts/bundle-check.mjs (minified ESM, neutral platform, gzip level 9), and
// how many minified bytes each package brings:
//   pnpm --filter @url/parser build && node packages/parser/bench/size.mjs
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const core = JSON.stringify(join(here, '../dist/core.js'));
const fastPath = JSON.stringify(join(here, '../dist/fast-path.js'));

const stacks = {
  '`@url/parser/core` (everything it exports)': `export * from ${core};`,
  '`createURLParser()` (the `URL` class of a stack without IDNA)': `import { createURLParser } from ${core}; export const { URL } = createURLParser();`,
  '`createURLParser({ fastPath: urlFastPath })` (the same with the fast path layer)': `import { createURLParser } from ${core}; import { urlFastPath } from ${fastPath}; export const { URL } = createURLParser({ fastPath: urlFastPath });`,
  '`urlFastPath` alone (`@url/parser/fast-path`)': `export { urlFastPath } from ${fastPath};`,
  '`createBasicURLParser()` + `serializeURL` (records only, no class)': `import { createBasicURLParser, serializeURL } from ${core}; const p = createBasicURLParser(); export const href = (s) => serializeURL(p.basicURLParse(s));`,
};

function packageOf(file) {
  const parts = relative(join(here, '../../..'), file).split(sep);
  const nm = parts.lastIndexOf('node_modules');
  if (nm >= 0) return parts[nm + 1].startsWith('@') ? `${parts[nm + 1]}/${parts[nm + 2]}` : parts[nm + 1];
  return parts[0] === 'packages' ? `@url/${parts[1]}` : parts.join('/');
}

console.log('| stack | min | min+gzip | minified bytes by package |');
console.log('| --- | ---: | ---: | --- |');
for (const [name, contents] of Object.entries(stacks)) {
  const result = await build({
    stdin: { contents, resolveDir: here, loader: 'js' },
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
  const byPackage = {};
  for (const [file, info] of Object.entries(Object.values(result.metafile.outputs)[0].inputs)) {
    if (file.startsWith('<stdin>')) continue;
    const p = packageOf(resolve(process.cwd(), file));
    byPackage[p] = (byPackage[p] ?? 0) + info.bytesInOutput;
  }
  const packages = Object.entries(byPackage)
    .sort((a, b) => b[1] - a[1])
    .map(([p, n]) => `${p} ${n.toLocaleString('en')}`)
    .join(', ');
  const gzip = gzipSync(code, { level: 9 }).length;
  console.log(
    `| ${name} | ${code.length.toLocaleString('en')} B | ${gzip.toLocaleString('en')} B | ${packages} |`,
  );
}
