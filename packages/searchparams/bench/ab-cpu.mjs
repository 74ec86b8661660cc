// CPU-time comparison of a build of URLSearchParams against Node's built-in, in one process:
//   node bench/ab-cpu.mjs <dist dir, relative to bench/> <workload> [corpus]
// workload: tostring (new URLSearchParams(s).toString()), set (set(first name, same value) then
// toString() on objects made once), parse (new URLSearchParams(s).size), big (parse + sort +
// toString of a 100,000-pair query). Corpus: querystrings-real.txt (default, or $CORPUS) or
// querystrings-synthetic.txt. Prints the fastest pass of each side (15 passes of 10 × the corpus,
// 7 of the big job, alternating) and ours / built-in. To compare two builds, copy one `dist/`
// aside (e.g. to bench/.old-dist) and run this alternately on each, several processes per side.
import { loadLines } from '@url/bench';

const [distDir = '../dist', workload = 'tostring', corpus = process.env.CORPUS ?? 'querystrings-real.txt'] =
  process.argv.slice(2);
const { URLSearchParams: Ours } = await import(new URL(`${distDir}/index.js`, import.meta.url).href);
const BuiltIn = globalThis.URLSearchParams;
const inputs = loadLines(corpus);
const cpu = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) * 1000;
};
let sink = 0;

function bigQuery(n) {
  const names = Array.from({ length: n }, (_, i) => `k${i}`);
  let seed = 42;
  for (let i = n - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const j = seed % (i + 1);
    [names[i], names[j]] = [names[j], names[i]];
  }
  return names.map((k, i) => `${k}=v${i}`).join('&');
}

function makeJob(P) {
  if (workload === 'tostring')
    return () => {
      for (let k = 0; k < 10; k++) for (const s of inputs) sink += new P(s).toString().length;
    };
  if (workload === 'parse')
    return () => {
      for (let k = 0; k < 10; k++) for (const s of inputs) sink += new P(s).size;
    };
  if (workload === 'set') {
    const objects = inputs.map((s) => {
      const p = new P(s);
      const first = p.keys().next();
      return { p, name: first.done ? 'x' : first.value, value: first.done ? '' : p.get(first.value) };
    });
    return () => {
      for (let k = 0; k < 10; k++)
        for (const o of objects) {
          o.p.set(o.name, o.value);
          sink += o.p.toString().length;
        }
    };
  }
  if (workload === 'big') {
    const query = bigQuery(100_000);
    return () => {
      const p = new P(query);
      p.sort();
      sink += p.toString().length;
    };
  }
  throw new Error(`unknown workload ${workload}`);
}

const jobs = { builtin: makeJob(BuiltIn), ours: makeJob(Ours) };
const best = { builtin: Number.POSITIVE_INFINITY, ours: Number.POSITIVE_INFINITY };
const passes = workload === 'big' ? 7 : 15;
for (let r = 0; r < passes; r++) {
  for (const name of r % 2 ? ['ours', 'builtin'] : ['builtin', 'ours']) {
    const t0 = cpu();
    jobs[name]();
    best[name] = Math.min(best[name], cpu() - t0);
  }
}
const per = workload === 'big' ? 1e6 : inputs.length * 10;
const unit = workload === 'big' ? 'ms' : 'ns';
const f = (x) => `${(x / per).toFixed(workload === 'big' ? 1 : 0)} ${unit}`;
console.log(
  `${workload} ${corpus} ${distDir}: built-in ${f(best.builtin)}, ours ${f(best.ours)}, ratio ${(best.ours / best.builtin).toFixed(3)}`,
);
if (sink === 0) console.log('(nothing was serialized)');
