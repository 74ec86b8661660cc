// The workload comparisons of run.mjs measured in CPU time (process.cpuUsage) instead of wall time,
// each round running @url/pattern and urlpattern-polyfill back to back; prints the median of the
// per-round ratios. On a shared machine, other processes stretch wall time unevenly between
// candidates; CPU time of this process is steadier. Against the built dist/ like run.mjs.
//   node bench/cpu.mjs [all|compile|test|exec|list|vsurl] [rounds]
// PATTERN_BEFORE=<dir> adds another build of the package (its index.js and list.js, e.g. a copy of an
// earlier dist/) as a third candidate in the same rounds, for before/after tables from one process.
import { loadJSON } from '@url/bench';
import { URLPattern as PolyfillURLPattern } from 'urlpattern-polyfill/urlpattern';

// PATTERN_DIST=<file> runs against another build of the package (e.g. a bundled snapshot).
const { URLPattern } = await import(process.env.PATTERN_DIST ?? '../dist/index.js');
const { URLPatternList } = await import(process.env.PATTERN_LIST_DIST ?? '../dist/list.js');

const before = process.env.PATTERN_BEFORE;
const BeforeURLPattern = before ? (await import(`${before}/index.js`)).URLPattern : null;
const BeforeURLPatternList = before ? (await import(`${before}/list.js`)).URLPatternList : null;

const w = loadJSON('urlpattern-workload.json');
const construct = (C, s) =>
  s.baseURL !== undefined
    ? new C(s.input, s.baseURL, s.options)
    : s.options !== undefined
      ? new C(s.input, s.options)
      : new C(s.input);
const tryConstruct = (C, s) => {
  try {
    return construct(C, s);
  } catch {
    return null;
  }
};
const ours = w.patterns.map((s) => tryConstruct(URLPattern, s));
const poly = w.patterns.map((s) => tryConstruct(PolyfillURLPattern, s));
const prev = BeforeURLPattern ? w.patterns.map((s) => tryConstruct(BeforeURLPattern, s)) : null;
const ok = w.patterns.map(
  (_, i) => ours[i] !== null && poly[i] !== null && (prev === null || prev[i] !== null),
);
const specs = w.patterns.filter((_, i) => ok[i]);
const cases = w.cases.filter(([, p]) => ok[p]).map(([u, p]) => [w.urls[u], p]);

/** CPU nanoseconds per call of f over inputs, for about `ms` milliseconds. */
function measure(f, inputs, ms = 600) {
  for (const x of inputs) f(x);
  let n = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    for (const x of inputs) f(x);
    n += inputs.length;
  }
  const c = process.cpuUsage(c0);
  return ((c.user + c.system) * 1000) / n;
}

const what = process.argv[2] ?? 'all';
const rounds = Number(process.argv[3] ?? 5);
const res = {};
const add = (k, v) => {
  res[k] ??= [];
  res[k].push(v);
};
const list = new URLPatternList();
const polyList = [];
const beforeList = BeforeURLPatternList ? new BeforeURLPatternList() : null;
ours.forEach((p, i) => {
  if (!ok[i]) return;
  list.add(p, i);
  beforeList?.add(prev[i], i);
  polyList.push(poly[i]);
});
const loopFirst = (u) => {
  for (let i = 0; i < polyList.length; i++) if (polyList[i].test(u)) return i;
  return -1;
};
for (let r = 0; r < rounds; r++) {
  if (what === 'all' || what === 'compile') {
    add(
      'compile ours',
      measure((s) => construct(URLPattern, s), specs),
    );
    add(
      'compile poly',
      measure((s) => construct(PolyfillURLPattern, s), specs),
    );
    if (prev)
      add(
        'compile before',
        measure((s) => construct(BeforeURLPattern, s), specs),
      );
  }
  if (what === 'all' || what === 'test') {
    add(
      'test ours',
      measure(([u, p]) => ours[p].test(u), cases),
    );
    add(
      'test poly',
      measure(([u, p]) => poly[p].test(u), cases),
    );
    if (prev)
      add(
        'test before',
        measure(([u, p]) => prev[p].test(u), cases),
      );
  }
  if (what === 'all' || what === 'exec') {
    add(
      'exec ours',
      measure(([u, p]) => ours[p].exec(u), cases),
    );
    add(
      'exec poly',
      measure(([u, p]) => poly[p].exec(u), cases),
    );
    if (prev)
      add(
        'exec before',
        measure(([u, p]) => prev[p].exec(u), cases),
      );
  }
  if (what === 'all' || what === 'list') {
    add(
      'list ours',
      measure((u) => list.match(u), w.urls),
    );
    add('list poly', measure(loopFirst, w.urls));
    if (beforeList)
      add(
        'list before',
        measure((u) => beforeList.match(u), w.urls),
      );
  }
  if (what === 'vsurl') {
    add(
      'test ours',
      measure(([u, p]) => ours[p].test(u), cases),
    );
    add(
      'new URL',
      measure(([u]) => new URL(u), cases),
    );
    add(
      'test poly',
      measure(([u, p]) => poly[p].test(u), cases),
    );
  }
}
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
const paired = (a, b) => med(res[a].map((x, i) => res[b][i] / x));
for (const [k, v] of Object.entries(res))
  console.log(`${k.padEnd(14)} ${med(v).toFixed(0).padStart(8)} ns CPU`);
for (const k of ['compile', 'test', 'exec', 'list'])
  if (res[`${k} ours`] && res[`${k} poly`])
    console.log(
      `${k}: polyfill / @url/pattern = ${paired(`${k} ours`, `${k} poly`).toFixed(2)} (median of ${rounds} paired rounds)`,
    );
for (const k of ['compile', 'test', 'exec', 'list'])
  if (res[`${k} ours`] && res[`${k} before`])
    console.log(
      `${k}: polyfill / before = ${paired(`${k} before`, `${k} poly`).toFixed(2)}, before / @url/pattern = ${paired(`${k} ours`, `${k} before`).toFixed(2)}`,
    );
if (res['new URL'])
  console.log(
    `test / new URL (Node's built-in parser): @url/pattern ${paired('new URL', 'test ours').toFixed(2)}, polyfill ${paired('new URL', 'test poly').toFixed(2)}`,
  );
