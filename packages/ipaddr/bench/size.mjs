// Bundle size of @url/ipaddr/ipaddr.js next to ipaddr.js 2.5.0 itself, both bundled the same way as
// tooling/scripts/bundle-check.mjs does (esbuild, minified ESM, neutral platform, gzip level 9):
//   pnpm --filter @url/ipaddr build && node packages/ipaddr/bench/size.mjs
// The entry's budget in package.json ("bundleCheck", "./ipaddr.js") is ipaddr.js's size.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from '../../../tooling/scripts/bundle-lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const entry = JSON.stringify(join(here, '../dist/ipaddr-js.js'));

const candidates = {
  '`@url/ipaddr/ipaddr.js` (everything it exports)': `export * from ${entry}; export { default } from ${entry};`,
  'ipaddr.js 2.5.0 (`lib/ipaddr.js`)': `import ipaddr from 'ipaddr.js'; export default ipaddr;`,
};

console.log('| bundle | min | min+gzip |');
console.log('| --- | ---: | ---: |');
for (const [name, contents] of Object.entries(candidates)) {
  const { min, gzip } = await bundle(contents, here);
  console.log(`| ${name} | ${min.toLocaleString('en')} B | ${gzip.toLocaleString('en')} B |`);
}
