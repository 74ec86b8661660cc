// A small driver to profile one workload of URLSearchParams from the built dist/, outside src/:
//   node --cpu-prof --cpu-prof-dir=.bench-results/profiles bench/profile.mjs [parse|tostring] [corpus]
//   node bench/profile.mjs --summary .bench-results/profiles/<file>.cpuprofile    (self time by function, top 20)
// parse: `new URLSearchParams(s).size` over the corpus (default querystrings-synthetic.txt), 300 times.
import { readFileSync } from 'node:fs';
import { loadLines } from '@url/bench';

const args = process.argv.slice(2);
if (args[0] === '--summary') {
  const profile = JSON.parse(readFileSync(args[1], 'utf8'));
  const timeOf = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    timeOf.set(id, (timeOf.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const self = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const t = timeOf.get(node.id) ?? 0;
    total += t;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + t);
  }
  for (const [key, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`${((100 * t) / total).toFixed(1).padStart(5)}%  ${key}`);
} else {
  const [workload = 'parse', corpus = 'querystrings-synthetic.txt'] = args;
  const { URLSearchParams: Ours } = await import('../dist/index.js');
  const inputs = loadLines(corpus);
  let sink = 0;
  for (let k = 0; k < 300; k++) {
    if (workload === 'parse') for (const s of inputs) sink += new Ours(s).size;
    else if (workload === 'tostring') for (const s of inputs) sink += new Ours(s).toString().length;
    else throw new Error(`unknown workload ${workload}`);
  }
  console.log(`${workload} ${corpus}: done (${sink})`);
}
