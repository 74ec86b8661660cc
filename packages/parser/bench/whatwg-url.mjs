// @url/parser/whatwg-url against whatwg-url itself, side by side in one process, on the first 2,000
// lines of each URL list (whatwg-url is slow): the record functions with whatwg-url's call shapes.
//   pnpm --filter @url/parser build && node bench/whatwg-url.mjs
// BENCH_QUICK=1 makes it faster and noisier.
import { createRequire } from 'node:module';
import { bench, loadLines } from '@url/bench';
import * as ours from '../dist/whatwg-url.js';

const whatwg = createRequire(import.meta.url)('whatwg-url');
const SAMPLE = 2000;

for (const name of ['kasztp.txt', 'userbait.txt', 'node_files.txt', 'isaacs_files.txt']) {
  const inputs = loadLines(name)
    .filter((l) => whatwg.parseURL(l) !== null)
    .slice(0, SAMPLE);
  bench({
    title: `parseURL(s), ${name}`,
    inputs,
    reference: 'whatwg-url',
    candidates: {
      'whatwg-url': (s) => whatwg.parseURL(s),
      '@url/parser/whatwg-url': (s) => ours.parseURL(s),
    },
  });
  bench({
    title: `serializeURL(parseURL(s)) and isValidURLString(s), ${name}`,
    inputs,
    reference: 'whatwg-url serializeURL(parseURL)',
    candidates: {
      'whatwg-url serializeURL(parseURL)': (s) => whatwg.serializeURL(whatwg.parseURL(s)),
      '@url/parser/whatwg-url serializeURL(parseURL)': (s) => ours.serializeURL(ours.parseURL(s)),
      'whatwg-url isValidURLString': (s) => whatwg.isValidURLString(s),
      '@url/parser/whatwg-url isValidURLString': (s) => ours.isValidURLString(s),
    },
  });
}
