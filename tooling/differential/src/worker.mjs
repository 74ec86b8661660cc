// A differential worker: generates the chunks it is sent (deterministically, from seed + chunk
// index), compares each input three ways and sends back counts and a few examples per class.
import { parentPort } from 'node:worker_threads';
import { urlInput } from '@url/fuzz/arbitraries';
import { URL as Ours } from '@url/parser';
import fc from 'fast-check';
import { URL as Whatwg } from 'whatwg-url';
import { compareThree } from './compare.mjs';

const impls = { ours: Ours, whatwg: Whatwg, builtin: globalThis.URL };

parentPort.on('message', ({ chunk, seed, size, examplesPerClass }) => {
  const inputs = fc.sample(urlInput, { seed: (seed + chunk) | 0, numRuns: size });
  const counts = {};
  const classes = {};
  for (let i = 0; i < inputs.length; i++) {
    const [input, base] = inputs[i];
    const r = compareThree(impls, input, base);
    counts[r.verdict] = (counts[r.verdict] ?? 0) + 1;
    if (r.verdict === 'agree') continue;
    let cls = classes[r.key];
    if (cls === undefined) cls = classes[r.key] = { verdict: r.verdict, count: 0, examples: [] };
    cls.count++;
    const ex = cls.examples;
    if (ex.length < examplesPerClass || input.length < ex[ex.length - 1].input.length) {
      ex.push({ input, base, chunk, index: i });
      ex.sort((a, b) => a.input.length - b.input.length);
      if (ex.length > examplesPerClass) ex.pop();
    }
  }
  parentPort.postMessage({ chunk, counts, classes });
});
