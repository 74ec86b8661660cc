// Two builds of URLSearchParams and the runtime's built-in in one process, CPU time:
// `new URLSearchParams(s).size` over a corpus, 15 passes of 10 × the corpus each, alternating order;
// prints the fastest pass of each per operation and the ratios to the built-in.
//   node bench/ab-two.mjs <other dist dir, relative to bench/> [corpus] [first corpus]
// Copy an older build's dist/ to bench/old/dist (git-ignored as a dist/ folder), then
// `node bench/ab-two.mjs old/dist querystrings-synthetic.txt` (Bun, Deno: bench/runtime.mjs).
// Separate processes on a shared machine differ by more than a change; one process compares the
// two builds under the same conditions. With a first corpus (e.g. querystrings-real.txt), every
// side first parses that one 20 times, as in bench/run.mjs where the real queries come first: the
// JIT has then seen the strings of both corpora (see "Mixed inputs" in the README).
import { loadLines } from '@url/bench';

const [otherDir, corpus = 'querystrings-synthetic.txt', firstCorpus] = process.argv.slice(2);
if (otherDir === undefined) {
  console.error('usage: node bench/ab-two.mjs <other dist dir, relative to bench/> [corpus] [first corpus]');
  process.exit(2);
}
const { URLSearchParams: This } = await import('../dist/index.js');
const { URLSearchParams: Other } = await import(new URL(`${otherDir}/index.js`, import.meta.url).href);
const inputs = loadLines(corpus);
const cpu = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) * 1000;
};
const sides = [
  ['built-in', globalThis.URLSearchParams],
  ['../dist', This],
  [otherDir, Other],
];
let sink = 0;
if (firstCorpus !== undefined) {
  const first = loadLines(firstCorpus);
  for (let k = 0; k < 20; k++) for (const [, P] of sides) for (const s of first) sink += new P(s).size;
}
const best = new Map(sides.map(([name]) => [name, Number.POSITIVE_INFINITY]));
for (let r = 0; r < 15; r++) {
  for (const [name, P] of r % 2 ? [...sides].reverse() : sides) {
    const t0 = cpu();
    for (let k = 0; k < 10; k++) for (const s of inputs) sink += new P(s).size;
    best.set(name, Math.min(best.get(name), cpu() - t0));
  }
}
const per = inputs.length * 10;
const ref = best.get('built-in');
console.log(
  `.size ${corpus}${firstCorpus === undefined ? '' : ` after ${firstCorpus}`}: ` +
    sides
      .map(
        ([name]) => `${name} ${(best.get(name) / per).toFixed(0)} ns (${(best.get(name) / ref).toFixed(3)})`,
      )
      .join(', '),
);
if (sink === 0) console.log('(no pairs)');
