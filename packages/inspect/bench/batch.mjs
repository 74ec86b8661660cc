// `url-inspect - --summary` throughput on the real URL lists (kasztp, node_files, isaacs_files,
// userbait), in process: `node bench/batch.mjs`. Prints URLs per second per list. A benchmark, not a
// test; the target is at least 20,000 URLs/s.
import { readFileSync } from 'node:fs';
import { load } from './load.mjs';

const m = await load();
const dir = process.env.BENCH_DATA ?? '/work/shared/bench-data';
const lists = ['kasztp.txt', 'node_files.txt', 'isaacs_files.txt', 'userbait.txt'];
const env = (text) => ({
  stdout: () => {},
  stderr: () => {},
  isTTY: false,
  noColor: undefined,
  readStdin: () => text,
});
// warm-up
m.run(
  ['-', '--summary'],
  env(readFileSync(`${dir}/userbait.txt`, 'utf8').split('\n').slice(0, 2000).join('\n')),
);
let total = 0;
let time = 0;
for (const name of lists) {
  const text = readFileSync(`${dir}/${name}`, 'utf8');
  const n = text.split('\n').filter((l) => l.replace(/\r$/, '') !== '').length;
  const t = performance.now();
  m.run(['-', '--summary'], env(text));
  const ms = performance.now() - t;
  total += n;
  time += ms;
  console.log(`${name}: ${n} URLs in ${ms.toFixed(0)} ms = ${Math.round((n / ms) * 1000)} URLs/s`);
}
console.log(`all: ${total} URLs in ${time.toFixed(0)} ms = ${Math.round((total / time) * 1000)} URLs/s`);
