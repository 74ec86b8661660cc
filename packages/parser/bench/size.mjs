// Bundle sizes of @url/parser stacks built from dist/ (run the build first), with the same esbuild
// settings as tooling/scripts/bundle-check.mjs (minified ESM, neutral platform, gzip level 9), and
// how many minified bytes each package brings:
//   pnpm --filter @url/parser build && node packages/parser/bench/size.mjs
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from '../../../tooling/scripts/bundle-lib.mjs';

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

console.log('| stack | min | min+gzip | minified bytes by package |');
console.log('| --- | ---: | ---: | --- |');
for (const [name, contents] of Object.entries(stacks)) {
  const { min, gzip, bytesByPackage: byPackage } = await bundle(contents, here);
  const packages = Object.entries(byPackage)
    .sort((a, b) => b[1] - a[1])
    .map(([p, n]) => `${p} ${n.toLocaleString('en')}`)
    .join(', ');
  console.log(`| ${name} | ${min.toLocaleString('en')} B | ${gzip.toLocaleString('en')} B | ${packages} |`);
}
