import { loadJSON } from '@url/bench';

const { URLPattern } = await import(process.env.PATTERN_DIST ?? '/work/main/packages/pattern/dist/index.js');
const w = loadJSON('urlpattern-workload.json');
const construct = (C, s) =>
  s.baseURL !== undefined
    ? new C(s.input, s.baseURL, s.options)
    : s.options !== undefined
      ? new C(s.input, s.options)
      : new C(s.input);
const ours = w.patterns.map((s) => {
  try {
    return construct(URLPattern, s);
  } catch {
    return null;
  }
});
const cases = w.cases.filter(([, p]) => ours[p]).map(([u, p]) => [w.urls[u], p]);
let k = 0;
const t0 = performance.now();
while (performance.now() - t0 < 4000) for (const [u, p] of cases) if (ours[p].exec(u)) k++;
console.log(k);
