// `url-inspect - --summary` throughput on the real URL lists (kasztp, node_files, isaacs_files,
// userbait), in process: `node bench/batch.mjs`. Prints URLs per second per list. A benchmark, not a
// test; the target is at least 20,000 URLs/s.
//
// Side by side with another version of the sources, in the same process and alternating, with the
// ratio: `git archive <commit> src cli | tar -x -C /some/dir` (a directory inside this package, so
// that it resolves the same dependencies), then `node bench/batch.mjs --against /some/dir`.
// `--lines N` takes the first N URLs of each list (a short run). Each rate is given by the wall
// clock and by this process's CPU time (process.cpuUsage: user + system), which a machine shared
// with other jobs disturbs much less than the wall clock.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { load } from './load.mjs';

const { values } = parseArgs({ options: { against: { type: 'string' }, lines: { type: 'string' } } });
// the corpora as `node tooling/scripts/sync-data.mjs --bench` copies them from ../shared/bench-data
const dir = process.env.BENCH_DATA ?? fileURLToPath(new URL('../../../tooling/bench/data/', import.meta.url));
const lists = ['kasztp.txt', 'node_files.txt', 'isaacs_files.txt', 'userbait.txt'];
const limit = values.lines === undefined ? Number.POSITIVE_INFINITY : Number(values.lines);
const versions = [['this', await load()]];
if (values.against !== undefined) versions.push(['against', await load(values.against)]);

const env = (text) => ({
  stdout: () => {},
  stderr: () => {},
  isTTY: false,
  noColor: undefined,
  readStdin: () => text,
});
const texts = lists.map((name) => {
  const lines = readFileSync(`${dir}/${name}`, 'utf8')
    .split('\n')
    .filter((l) => l.replace(/\r$/, '') !== '')
    .slice(0, limit);
  return [name, lines.length, `${lines.join('\n')}\n`];
});
// warm-up
for (const [, m] of versions)
  m.run(['-', '--summary'], env(texts[3][2].split('\n').slice(0, 2000).join('\n')));

const totals = new Map(versions.map(([v]) => [v, { n: 0, ms: 0, cpu: 0 }]));
for (const [name, n, text] of texts) {
  const row = [];
  for (const [v, m] of versions) {
    const c = process.cpuUsage();
    const t = performance.now();
    m.run(['-', '--summary'], env(text));
    const ms = performance.now() - t;
    const used = process.cpuUsage(c);
    const cpu = (used.user + used.system) / 1000;
    totals.get(v).n += n;
    totals.get(v).ms += ms;
    totals.get(v).cpu += cpu;
    row.push(`${v} ${Math.round((n / ms) * 1000)} URLs/s (${Math.round((n / cpu) * 1000)} per CPU second)`);
  }
  console.log(`${name}: ${n} URLs: ${row.join(', ')}`);
}
const rate = (v) => (totals.get(v).n / totals.get(v).ms) * 1000;
const cpuRate = (v) => (totals.get(v).n / totals.get(v).cpu) * 1000;
for (const [v] of versions)
  console.log(
    `all ${v}: ${totals.get(v).n} URLs = ${Math.round(rate(v))} URLs/s, ${Math.round(cpuRate(v))} per CPU second`,
  );
if (versions.length === 2)
  console.log(
    `ratio this/against: ${(rate('this') / rate('against')).toFixed(2)} (wall), ${(cpuRate('this') / cpuRate('against')).toFixed(2)} (CPU)`,
  );
