// @url/pattern benchmarks, side by side with urlpattern-polyfill in one process (Node 20 has no
// built-in URLPattern). Runs against the built dist/: `pnpm --filter @url/pattern build` first, or
// `pnpm bench` at the root. BENCH_QUICK=1 for a short run; `node bench/run.mjs adversarial` (or
// `workload`) runs one part.
//
// 1. The workload (../shared/bench-data/urlpattern-workload.json): compile its 52 patterns, `test` and
//    `exec` over its 10,000 [url, pattern] cases, and URLPatternList first-match over its 10,000 URLs
//    against a loop of the polyfill's `test` over the patterns. Answers are checked before timing.
// 2. Adversarial near-miss inputs (1 KB, 10 KB, 100 KB) against patterns whose standard regular
//    expression backtracks: our time must grow about 10x per 10x of input (linear). The polyfill is
//    timed only at sizes it finishes in about a second.
import { bench, benchJobs, formatNs, loadJSON, saveResults } from '@url/bench';
import { URLPattern as PolyfillURLPattern } from 'urlpattern-polyfill/urlpattern';

// PATTERN_DIST=<file> (and PATTERN_LIST_DIST for URLPatternList) run against another build of the
// package (e.g. a bundled snapshot).
const { URLPattern } = await import(process.env.PATTERN_DIST ?? '../dist/index.js');
const { URLPatternList } = await import(process.env.PATTERN_LIST_DIST ?? '../dist/list.js');

const only = process.argv[2];
const quick = process.env.BENCH_QUICK === '1';

function construct(C, spec) {
  return spec.baseURL !== undefined
    ? new C(spec.input, spec.baseURL, spec.options)
    : spec.options !== undefined
      ? new C(spec.input, spec.options)
      : new C(spec.input);
}

function tryConstruct(C, spec) {
  try {
    return construct(C, spec);
  } catch (e) {
    return e;
  }
}

const COMPONENTS = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash'];
const sameResult = (a, b) =>
  COMPONENTS.every(
    (c) => a[c].input === b[c].input && JSON.stringify(a[c].groups) === JSON.stringify(b[c].groups),
  );

function workload() {
  const w = loadJSON('urlpattern-workload.json');
  const ours = w.patterns.map((s) => tryConstruct(URLPattern, s));
  const poly = w.patterns.map((s) => tryConstruct(PolyfillURLPattern, s));
  const usable = w.patterns.map((_, i) => !(ours[i] instanceof Error) && !(poly[i] instanceof Error));
  console.log(
    `# URLPattern workload: ${w.patterns.length} patterns, ${w.urls.length} URLs, ${w.cases.length} cases`,
  );
  w.patterns.forEach((s, i) => {
    if (ours[i] instanceof Error)
      console.log(`- pattern ${i} ${JSON.stringify(s.input)}: @url/pattern throws: ${ours[i].message}`);
    if (poly[i] instanceof Error)
      console.log(`- pattern ${i} ${JSON.stringify(s.input)}: polyfill throws: ${poly[i].message}`);
  });
  const specs = w.patterns.filter((_, i) => usable[i]);
  const cases = w.cases.filter(([, p]) => usable[p]).map(([u, p]) => [w.urls[u], p]);

  // Compile first, in a fresh heap (the answer checks below leave a lot behind).
  bench({
    title: 'compile: new URLPattern(...) over the workload patterns',
    inputs: specs,
    candidates: {
      '@url/pattern': (s) => construct(URLPattern, s),
      'urlpattern-polyfill': (s) => construct(PolyfillURLPattern, s),
    },
  });

  // Same answers before timing: test() and exec groups against the polyfill.
  let matches = 0;
  let disagree = 0;
  for (const [url, p] of cases) {
    const a = ours[p].exec(url);
    const b = poly[p].exec(url);
    if (a !== null) matches++;
    if ((a === null) !== (b === null) || (a !== null && !sameResult(a, b))) disagree++;
    if (ours[p].test(url) !== (a !== null)) throw new Error(`test/exec disagree on ${url} / pattern ${p}`);
  }
  console.log(
    `\n${cases.length} cases on ${specs.length} patterns both accept: ${matches} match; polyfill disagrees on ${disagree}`,
  );

  const testInputs = cases;
  bench({
    title: 'test(url) over the workload cases',
    inputs: testInputs,
    candidates: {
      '@url/pattern': ([url, p]) => ours[p].test(url),
      'urlpattern-polyfill': ([url, p]) => poly[p].test(url),
    },
  });
  bench({
    title: 'exec(url) over the workload cases',
    inputs: testInputs,
    candidates: {
      '@url/pattern': ([url, p]) => ours[p].exec(url),
      'urlpattern-polyfill': ([url, p]) => poly[p].exec(url),
    },
  });

  // URLPatternList: first match among all (usable) patterns, in order.
  const list = new URLPatternList();
  const polyList = [];
  const oursList = [];
  w.patterns.forEach((_, i) => {
    if (!usable[i]) return;
    list.add(ours[i], i);
    oursList.push(ours[i]);
    polyList.push(poly[i]);
  });
  const loopFirst = (patterns, url) => {
    for (let i = 0; i < patterns.length; i++) if (patterns[i].test(url)) return i;
    return -1;
  };
  let found = 0;
  let polyDiffers = 0;
  for (const url of w.urls) {
    const m = list.match(url);
    const expected = loopFirst(oursList, url);
    if ((m === null ? -1 : list.patterns.indexOf(m.pattern)) !== expected)
      throw new Error(`URLPatternList disagrees with a loop of exec on ${url}`);
    if (m !== null) found++;
    if (loopFirst(polyList, url) !== expected) polyDiffers++;
  }
  console.log(
    `\nURLPatternList over ${w.urls.length} URLs: ${found} have a match; same first match as a loop of @url/pattern exec on all; the polyfill's loop picks another pattern for ${polyDiffers}`,
  );
  bench({
    title: `first match among ${polyList.length} patterns: URLPatternList.match vs a loop of test`,
    inputs: w.urls,
    candidates: {
      'URLPatternList.match': (url) => list.match(url),
      'URLPatternList.test': (url) => list.test(url),
      'loop of @url/pattern test': (url) => loopFirst(oursList, url),
      'loop of polyfill test': (url) => loopFirst(polyList, url),
    },
    reference: 'URLPatternList.match',
  });
}

// ---------------------------------------------------------------------------------------------

const KB = 1024;

function adversarial() {
  // Each case: a pattern, and a near-miss URL of about `size` characters that the pattern does not
  // match, but only after a backtracking engine has tried (very) many ways.
  const cases = [
    {
      name: '/:a-:b-:c-:d (pathname)',
      pattern: { pathname: '/:a-:b-:c-:d' },
      url: (n) => `https://example.com/${'a-'.repeat(Math.max(2, (n - 22) >> 1))}/`,
    },
    {
      name: '/*/*/*x (pathname)',
      pattern: { pathname: '/*/*/*x' },
      url: (n) => `https://example.com${'/a'.repeat(Math.max(3, (n - 19) >> 1))}`,
    },
    {
      name: '**.example.com (hostname)',
      pattern: { hostname: '**.example.com' },
      url: (n) => `https://${'a'.repeat(Math.max(1, n - 22))}.example.co/`,
    },
    {
      name: '{:a-}?{:b-}?{:c-}?{:d-}?{:e-}?end (pathname)',
      pattern: { pathname: '/{:a-}?{:b-}?{:c-}?{:d-}?{:e-}?end' },
      url: (n) => `https://example.com/${'x-'.repeat(Math.max(1, (n - 23) >> 1))}nd`,
    },
    {
      name: '/:path*/edit (pathname)',
      pattern: { pathname: '/:path*/edit' },
      url: (n) => `https://example.com${'/a'.repeat(Math.max(1, (n - 24) >> 1))}/edi`,
    },
    {
      // a shape left to the standard's RegExp: each wildcard can end at one place only
      name: '/docs/:path+ (pathname, on RegExp)',
      pattern: { pathname: '/docs/:path+' },
      url: (n) => `https://example.com/docs${'/a'.repeat(Math.max(1, (n - 24) >> 1))}//`,
    },
    {
      name: '/((?:a+)+)b (pathname, a regexp group)',
      pattern: { pathname: '/((?:a+)+)b' },
      url: (n) => `https://example.com/${'a'.repeat(Math.max(1, n - 20))}`,
    },
    // Regexp groups (issue 14): the table, path-to-regexp's advisory shapes and OWASP's
    // evil regexes inside URLPattern groups. The URL is `https://example.com` + head + units + tail.
    ...[
      ['/:x((?:\\d\\d?)+)', '1', '/', '!'],
      ['/:x((?:a?a?)+)', 'a', '/', '!'],
      ['/posts/:id(\\d+)-:slug-:rev', '-', '/posts/1', '/'],
      ['/archive/:year(\\d{4})-:month-:day', '-', '/archive/2024', '/'],
      ['/:a(\\d+)-:b(\\d+)-:c (CVE-2024-52798 shape)', '1-', '/', '/'],
      ['/:a-:b(\\w+) (CVE-2024-45296 shape)', 'a-', '/', '/'],
      ['/:x((?:a+)+) (OWASP)', 'a', '/', '!'],
      ['/:x((?:[a-zA-Z]+)*) (OWASP)', 'a', '/', '!'],
      ['/:x((?:a|aa)+) (OWASP)', 'a', '/', '!'],
      ['/:x((?:a|a?)+) (OWASP)', 'a', '/', '!'],
      ['/:x((?:.*a){20}) (OWASP)', 'a', '/', '!'],
    ].map(([name, unit, head, tail]) => ({
      name: `${name} (pathname, a regexp group)`,
      pattern: { pathname: name.split(' ')[0] },
      url: (n) =>
        `https://example.com${head}${unit.repeat(Math.max(1, Math.floor((n - 19 - head.length - tail.length) / unit.length)))}${tail}`,
    })),
    {
      // found by `pnpm fuzz` (SECURITY.md): with ignoreCase this component ran on RegExp
      name: '/:a+/(b)?/x, ignoreCase (opaque pathname, a regexp group)',
      pattern: { protocol: 'foo', pathname: '/:a+/(b)?/x' },
      options: { ignoreCase: true },
      url: (n) => `foo:/${'a/'.repeat(Math.max(1, (n - 6) >> 1))}y`,
    },
  ];
  const sizes = quick ? [KB, 10 * KB] : [KB, 10 * KB, 100 * KB];
  console.log(
    '\n# Adversarial near-miss inputs (CPU time per test(url), median of 5; growth = time ratio per 10x input; the polyfill: wall time of one run)\n',
  );
  const rows = [];
  for (const c of cases) {
    const ours = new URLPattern(c.pattern, c.options);
    const poly = new PolyfillURLPattern(c.pattern, c.options);
    const times = [];
    // warm up (JIT, scratch buffers) on every size first
    for (const size of sizes) for (let k = 0; k < 3; k++) ours.test(c.url(size));
    for (const size of sizes) {
      const url = c.url(size);
      if (ours.test(url)) throw new Error(`${c.name}: the near miss matches`);
      // CPU time per test, median of 5 batches of at least 60 ms (CPU time, not wall time: other
      // processes on a shared machine would otherwise blur the growth ratios)
      const samples = [];
      for (let b = 0; b < 5; b++) {
        let runs = 0;
        const c0 = process.cpuUsage();
        const start = process.hrtime.bigint();
        while (runs < 2 || Number(process.hrtime.bigint() - start) < (quick ? 20e6 : 60e6)) {
          ours.test(url);
          runs++;
        }
        const used = process.cpuUsage(c0);
        samples.push(((used.user + used.system) * 1000) / runs);
      }
      samples.sort((x, y) => x - y);
      times.push(samples[2]);
    }
    // The polyfill: grow the input gently (its time can grow exponentially: one more character at a
    // time, or 5%, once a run takes 10 ms) while a run stays under about 0.3 s; keep the last few sizes.
    const polyTimes = [];
    for (
      let n = 24, t = 0;
      n <= 100 * KB;
      n = t > 10e6 ? Math.max(n + 1, Math.floor(n * 1.05)) : Math.ceil(n * 1.2)
    ) {
      const url = c.url(n);
      const start = process.hrtime.bigint();
      const r = poly.test(url);
      t = Number(process.hrtime.bigint() - start);
      if (r) throw new Error(`${c.name}: the polyfill matches the near miss`);
      polyTimes.push([url.length, t]);
      if (t > 300e6) break;
    }
    console.log(
      `  ${c.name}: @url/pattern ${times.map(formatNs).join(' / ')}; polyfill up to ${polyTimes.at(-1)[0]} chars`,
    );
    const growth = times.slice(1).map((t, i) => (t / times[i]).toFixed(1));
    rows.push({ name: c.name, times, growth, polyTimes, lengths: sizes.map((s) => c.url(s).length) });
  }
  const head = sizes.map((s) => `${s / KB} KB`);
  console.log(
    `| pattern | ${head.join(' | ')} | growth per 10x | urlpattern-polyfill (input length: time) |`,
  );
  console.log(`| --- | ${head.map(() => '---:').join(' | ')} | ---: | --- |`);
  for (const r of rows) {
    const poly = r.polyTimes
      .slice(-3)
      .map(([len, t]) => `${len} chars: ${formatNs(t)}`)
      .join(', ');
    console.log(`| ${r.name} | ${r.times.map(formatNs).join(' | ')} | ${r.growth.join(', ')} | ${poly} |`);
  }
  benchJobs({
    title: `adversarial: each pattern on its ${sizes[sizes.length - 1] / KB} KB near miss (one job each)`,
    candidates: Object.fromEntries(
      cases.map((c) => {
        const p = new URLPattern(c.pattern, c.options);
        const url = c.url(sizes[sizes.length - 1]);
        return [c.name, () => p.test(url)];
      }),
    ),
  });
}

if (only === undefined || only === 'workload') workload();
if (only === undefined || only === 'adversarial') adversarial();
saveResults(only ?? 'pattern');
