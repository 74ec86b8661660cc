// Side-by-side benchmarks for @url/parser, in one process: our URL against Node's built-in URL (Ada,
// C++), whatwg-url (the reference, pure JS; on a sample, it is slow), url-parse and fast-uri (not
// WHATWG parsers: shown for scale). Runs against the built dist/:
//   pnpm --filter @url/parser build && pnpm --filter @url/parser bench
// Sections (all by default): new canparse components relative append memory linear observer idna
//   node bench/run.mjs relative memory
// BENCH_QUICK=1 makes every table faster and noisier.
// --runtime node,bun,deno: instead, the `new URL(s).href` table (bench/href-runtime.mjs) on each runtime,
// against that runtime's own URL (Bun, Deno: the root devDependencies, as tooling/runtimes runs them):
//   pnpm --filter @url/parser bench --runtime bun,deno [--cpu] [--baseline <copy of another dist/>]
//     [--lists kasztp,isaacs_files] [--repeat 3] [--quick] [--phases]
// --cpu: least CPU time over the rounds instead of the median wall-clock time (steadier on a busy
// machine); --baseline: that build's URL in the same tables (before and after, in one process);
// --lists: only these corpora; --quick: fewer, shorter rounds; --repeat N: N processes per runtime,
// then a summary of each ratio's median and range over them (a JIT's choices differ between
// processes: on a busy machine one process's ratio can be 10-20% off another's); --phases: also
// the fast path alone (into one object, and into a new one per line) and its scheme-and-authority
// half alone (where the time goes).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import nodeURL, { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bench, dataDir, formatNs, loadLines, retainedBytes, saveResults } from '@url/bench';
import { createHostParser, domainToUnicode as hostDomainToUnicode } from '@url/host';
import { tr46IDNA } from '@url/host/tr46';
import { basicURLParse, createURLParser, URL as Ours, serializeURL, urlFastPath } from '../dist/index.js';

const args = parseArgs({
  options: {
    runtime: { type: 'string', multiple: true },
    cpu: { type: 'boolean', default: false },
    baseline: { type: 'string' },
    lists: { type: 'string' },
    repeat: { type: 'string', default: '1' },
    quick: { type: 'boolean', default: false },
    phases: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
if (args.values.runtime !== undefined) {
  process.exit(await runOnRuntimes(args.values.runtime.flatMap((r) => r.split(','))));
}

/** Bundles bench/href-runtime.mjs (dist/ and @url/bench in it) and runs it with each runtime's binary. */
async function runOnRuntimes(runtimes) {
  const here = dirname(fileURLToPath(import.meta.url));
  const { build } = await import('esbuild');
  const { runtimeBinary } = await import('../../../tooling/runtimes/lib/workspace.mjs');
  const outdir = join(here, '../node_modules/.cache/bench');
  mkdirSync(outdir, { recursive: true });
  const outfile = join(outdir, 'href-runtime.mjs');
  await build({
    entryPoints: [join(here, 'href-runtime.mjs')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    logLevel: 'error',
    // the baseline build resolves its own imports (@url/host, ...) from this package's node_modules
    nodePaths: [join(here, '../node_modules')],
    plugins: [
      {
        name: 'baseline',
        setup(b) {
          b.onResolve({ filter: /^url-bench-baseline$/ }, () =>
            args.values.baseline === undefined
              ? { path: 'none', namespace: 'baseline' }
              : { path: resolve(process.env.INIT_CWD ?? process.cwd(), args.values.baseline, 'index.js') },
          );
          b.onLoad({ filter: /.*/, namespace: 'baseline' }, () => ({ contents: 'export {};', loader: 'js' }));
        },
      },
    ],
  });
  const repeat = Number(args.values.repeat);
  if (!Number.isInteger(repeat) || repeat < 1)
    throw new Error(`--repeat takes a positive integer, not ${args.values.repeat}`);
  const summaryFile = join(outdir, 'summary.jsonl');
  rmSync(summaryFile, { force: true });
  const env = {
    ...process.env,
    // the bundle's own location is not @url/bench's: point it at the synced corpora
    BENCH_DATA_DIR_SYNCED: dataDir,
    BENCH_CPU: args.values.cpu ? '1' : '0',
    BENCH_LISTS: args.values.lists ?? '',
    ...(args.values.quick ? { BENCH_QUICK: '1' } : {}),
    ...(args.values.phases ? { BENCH_PHASES: '1' } : {}),
    ...(repeat > 1 ? { BENCH_SUMMARY_FILE: summaryFile } : {}),
  };
  let status = 0;
  for (const runtime of runtimes) {
    const bin = runtimeBinary(runtime);
    for (let i = 0; i < repeat; i++) {
      const r = spawnSync(bin, runtime === 'deno' ? ['run', '-A', outfile] : [outfile], {
        stdio: 'inherit',
        env,
      });
      if (r.status !== 0) {
        console.error(`${runtime}: the benchmark failed (exit ${r.status})`);
        status = 1;
      }
    }
  }
  if (repeat > 1 && status === 0) printSummary(readFileSync(summaryFile, 'utf8'), repeat);
  return status;
}

/** The median and range of each ratio over the --repeat processes, per runtime, list and candidate. */
function printSummary(jsonl, repeat) {
  const groups = new Map();
  for (const line of jsonl.split('\n')) {
    if (line === '') continue;
    const { runtime, list, ratios } = JSON.parse(line);
    for (const [candidate, ratio] of Object.entries(ratios)) {
      const key = `${runtime}\t${list}\t${candidate}`;
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(ratio);
    }
  }
  console.log(
    `\n## Summary: ratio to the runtime's own URL over ${repeat} processes each (median, min-max)\n`,
  );
  console.log('| runtime | list | candidate | median | range |');
  console.log('| --- | --- | --- | ---: | ---: |');
  for (const [key, xs] of groups) {
    const [runtime, list, candidate] = key.split('\t');
    const s = [...xs].sort((a, b) => a - b);
    const m = s.length >> 1;
    const median = s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
    console.log(
      `| ${runtime} | ${list} | ${candidate} | ${median.toFixed(2)} | ${s[0].toFixed(2)}-${s[s.length - 1].toFixed(2)} |`,
    );
  }
}

// Retained heap needs gc(): re-run this script with --expose-gc.
if (typeof globalThis.gc !== 'function') {
  const r = spawnSync(process.execPath, ['--expose-gc', ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  process.exit(r.status ?? 1);
}

const require = createRequire(import.meta.url);
const whatwg = require('whatwg-url');
const URLParse = require('url-parse');
const fastUri = require('fast-uri');
const NodeURL = globalThis.URL;

const sections = new Set(args.positionals);
const want = (name) => sections.size === 0 || sections.has(name);
const LISTS = ['kasztp.txt', 'userbait.txt', 'node_files.txt', 'isaacs_files.txt'];
/** whatwg-url is ~100-170x slower than Ada: it runs on the first lines of each list only. */
const SAMPLE = 2000;

const lists = !['new', 'canparse', 'components', 'relative', 'append', 'memory', 'linear'].some(want)
  ? {}
  : Object.fromEntries(
      LISTS.map((name) => {
        const lines = loadLines(name);
        // Lines every WHATWG parser accepts (a handful in kasztp/userbait are invalid).
        const valid = lines.filter((l) => NodeURL.canParse(l));
        return [name, valid];
      }),
    );

// Sanity first: on every line, our href equals Node's and whatwg-url's (on the sample).
for (const [name, lines] of Object.entries(lists)) {
  let differ = 0;
  let differNode = 0;
  for (let i = 0; i < lines.length; i++) {
    const ours = new Ours(lines[i]).href;
    if (ours !== new NodeURL(lines[i]).href) differNode++;
    if (i < SAMPLE && ours !== new whatwg.URL(lines[i]).href) differ++;
  }
  console.log(
    `${name}: ${lines.length} valid lines; href differs from whatwg-url on ${differ} of the first ${SAMPLE}, from Node's URL on ${differNode}`,
  );
}

const urlParseHref = (s) => new URLParse(s).href;
const fastUriHref = (s) => fastUri.serialize(fastUri.parse(s));

if (want('new')) {
  for (const [name, lines] of Object.entries(lists)) {
    bench({
      title: `new URL(s).href — ${name}, all ${lines.length} lines`,
      inputs: lines,
      reference: 'Node URL (Ada, C++)',
      candidates: {
        'Node URL (Ada, C++)': (s) => new NodeURL(s).href,
        '@url/parser URL': (s) => new Ours(s).href,
        '@url/parser basicURLParse + serializeURL': (s) => serializeURL(basicURLParse(s)),
        'url-parse (not WHATWG)': urlParseHref,
        'fast-uri (RFC 3986)': fastUriHref,
      },
    });
    const sample = lines.slice(0, SAMPLE);
    bench({
      title: `new URL(s).href — ${name}, first ${sample.length} lines, with whatwg-url`,
      inputs: sample,
      reference: 'Node URL (Ada, C++)',
      rounds: 3,
      minMs: 100,
      candidates: {
        'Node URL (Ada, C++)': (s) => new NodeURL(s).href,
        '@url/parser URL': (s) => new Ours(s).href,
        'whatwg-url URL': (s) => new whatwg.URL(s).href,
        'whatwg-url basicURLParse + serializeURL': (s) => whatwg.serializeURL(whatwg.basicURLParse(s)),
      },
    });
  }
}

if (want('canparse')) {
  for (const [name, lines] of Object.entries(lists)) {
    bench({
      title: `URL.canParse(s) — ${name}`,
      inputs: lines,
      reference: 'Node URL.canParse (Ada, C++)',
      candidates: {
        'Node URL.canParse (Ada, C++)': (s) => NodeURL.canParse(s),
        '@url/parser URL.canParse': (s) => Ours.canParse(s),
        '@url/parser new URL (for scale)': (s) => new Ours(s),
      },
    });
  }
}

const readFour = (u) => u.href.length + u.hostname.length + u.pathname.length + u.search.length;
if (want('components')) {
  for (const [name, lines] of Object.entries(lists)) {
    bench({
      title: `parse, then read href, hostname, pathname, search — ${name}`,
      inputs: lines,
      reference: 'Node URL (Ada, C++)',
      candidates: {
        'Node URL (Ada, C++)': (s) => readFour(new NodeURL(s)),
        '@url/parser URL': (s) => readFour(new Ours(s)),
        'url-parse (not WHATWG)': (s) => {
          const u = new URLParse(s);
          return u.href.length + u.hostname.length + u.pathname.length + u.query.length;
        },
        'fast-uri (RFC 3986)': (s) => {
          const u = fastUri.parse(s);
          return (
            fastUri.serialize(u).length +
            (u.host ?? '').length +
            (u.path ?? '').length +
            (u.query ?? '').length
          );
        },
      },
    });
  }
  const sample = lists['kasztp.txt'].slice(0, SAMPLE);
  bench({
    title: `parse, then read href, hostname, pathname, search — kasztp.txt, first ${sample.length} lines, with whatwg-url`,
    inputs: sample,
    reference: 'Node URL (Ada, C++)',
    rounds: 3,
    minMs: 100,
    candidates: {
      'Node URL (Ada, C++)': (s) => readFour(new NodeURL(s)),
      '@url/parser URL': (s) => readFour(new Ours(s)),
      'whatwg-url URL': (s) => readFour(new whatwg.URL(s)),
    },
  });
}

if (want('relative')) {
  // Real bases (kasztp, node_files) with the relative references a page or a module graph resolves.
  const refs = [
    '../img/logo.png',
    'about.html',
    '/contact',
    '?page=2',
    '#top',
    './a/b/c.js',
    '../../x',
    'img/a%20b.png',
    'dir/',
    '/static/app.js?v=3',
  ];
  const bases = lists['kasztp.txt'].slice(0, 5000);
  const pairs = bases.map((b, i) => [refs[i % refs.length], b]);
  const index = pairs.map((_, i) => i);
  const oursBases = bases.map((b) => new Ours(b));
  const nodeBases = bases.map((b) => new NodeURL(b));
  const whatwgBases = bases.map((b) => whatwg.basicURLParse(b));
  for (let i = 0; i < pairs.length; i++) {
    const [r, b] = pairs[i];
    if (new Ours(r, b).href !== new NodeURL(r, b).href) throw new Error(`relative mismatch: ${r} ${b}`);
  }
  bench({
    title: `new URL(relative, base).href — ${pairs.length} (reference, kasztp base) pairs`,
    inputs: index,
    reference: 'Node URL, base string',
    candidates: {
      'Node URL, base string': (i) => new NodeURL(pairs[i][0], pairs[i][1]).href,
      'Node URL, base URL object': (i) => new NodeURL(pairs[i][0], nodeBases[i]).href,
      '@url/parser URL, base string': (i) => new Ours(pairs[i][0], pairs[i][1]).href,
      '@url/parser URL, base URL object': (i) => new Ours(pairs[i][0], oursBases[i]).href,
      'url-parse, base string (not WHATWG)': (i) => new URLParse(pairs[i][0], pairs[i][1]).href,
      'fast-uri resolve (RFC 3986)': (i) => {
        try {
          return fastUri.resolve(pairs[i][1], pairs[i][0]);
        } catch {
          return null; // it rejects some real hosts ("URI host is malformed")
        }
      },
    },
  });
  const sample = index.slice(0, SAMPLE);
  bench({
    title: `new URL(relative, base).href — first ${sample.length} pairs, with whatwg-url`,
    inputs: sample,
    reference: 'Node URL, base string',
    rounds: 3,
    minMs: 100,
    candidates: {
      'Node URL, base string': (i) => new NodeURL(pairs[i][0], pairs[i][1]).href,
      '@url/parser URL, base string': (i) => new Ours(pairs[i][0], pairs[i][1]).href,
      '@url/parser URL, base URL object': (i) => new Ours(pairs[i][0], oursBases[i]).href,
      'whatwg-url URL, base string': (i) => new whatwg.URL(pairs[i][0], pairs[i][1]).href,
      'whatwg-url basicURLParse, parsed base record': (i) =>
        whatwg.serializeURL(whatwg.basicURLParse(pairs[i][0], { baseURL: whatwgBases[i] })),
    },
  });
}

if (want('append')) {
  // url.searchParams.append(...) n times, then one href read. Node's URL and whatwg-url re-serialize the
  // query on every append (quadratic: they run at small n only); we serialize once, when href is read.
  const job = (U, n) => {
    const u = new U('https://example.com/path?x=1');
    const sp = u.searchParams;
    for (let i = 0; i < n; i++) sp.append(`k${i}`, `v${i}`);
    return u.href.length;
  };
  const time = (U, n, rounds) => {
    job(U, Math.min(n, 1000)); // warm-up
    let best = Number.POSITIVE_INFINITY;
    for (let r = 0; r < rounds; r++) {
      const t0 = process.hrtime.bigint();
      job(U, n);
      best = Math.min(best, Number(process.hrtime.bigint() - t0));
    }
    return best;
  };
  console.log('\n## searchParams.append × n, then one href read (best of several runs)\n');
  console.log(
    '| n | @url/parser total | per append | Node URL total | per append | whatwg-url total | per append |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const n of [1000, 4000, 10_000, 100_000]) {
    const ours = time(Ours, n, 5);
    const node = n <= 4000 ? time(NodeURL, n, n <= 1000 ? 3 : 1) : null;
    const w = n <= 1000 ? time(whatwg.URL, n, 1) : null;
    const cell = (ns) => (ns === null ? '— | —' : `${formatNs(ns)} | ${formatNs(ns / n)}`);
    console.log(`| ${n.toLocaleString('en')} | ${cell(ours)} | ${cell(node)} | ${cell(w)} |`);
  }
}

if (want('observer')) {
  // What observing costs: the state machine (basicURLParse with a base skips the fast path) without
  // an observer, with a no-op observer, and with a reporter (for scale). Without one, the observer's
  // calls are skipped by a check per step; that it costs nothing then is shown by running the same
  // table on the build before the observer and after (a before/after run, as in the issue note).
  const blank = basicURLParse('about:blank');
  const noop = () => {};
  for (const [name, lines] of Object.entries(lists)) {
    bench({
      title: `basicURLParse(s, { base }) + serializeURL, observer or not — ${name}`,
      inputs: lines,
      reference: 'no observer',
      candidates: {
        'no observer': (s) => serializeURL(basicURLParse(s, { base: blank })),
        'a no-op observer': (s) => serializeURL(basicURLParse(s, { base: blank, observer: noop })),
        'a no-op reporter': (s) => serializeURL(basicURLParse(s, { base: blank, report: noop })),
      },
    });
  }
}

if (want('memory')) {
  const lines = lists['kasztp.txt'];
  // Fresh strings, so that nothing is shared with the corpus.
  const fresh = (i) => Buffer.from(lines[i % lines.length]).toString();
  const avg = lines.reduce((a, l) => a + l.length, 0) / lines.length;
  const base = retainedBytes((i) => fresh(i));
  const rows = [
    ['the input string alone', base],
    ['Node URL (Ada)', retainedBytes((i) => new NodeURL(fresh(i)))],
    [
      'Node URL, searchParams read',
      retainedBytes((i) => {
        const u = new NodeURL(fresh(i));
        u.searchParams;
        return u;
      }),
    ],
    ['@url/parser URL', retainedBytes((i) => new Ours(fresh(i)))],
    [
      '@url/parser URL, searchParams read',
      retainedBytes((i) => {
        const u = new Ours(fresh(i));
        u.searchParams;
        return u;
      }),
    ],
    ['@url/parser basicURLParse record', retainedBytes((i) => basicURLParse(fresh(i)))],
    ['whatwg-url URL', retainedBytes((i) => new whatwg.URL(fresh(i)), 20_000)],
    ['url-parse', retainedBytes((i) => new URLParse(fresh(i)))],
    ['fast-uri parse', retainedBytes((i) => fastUri.parse(fresh(i)))],
  ];
  console.log(
    `\n## Retained heap per object — kasztp.txt (average ${avg.toFixed(1)} characters), 100,000 objects\n`,
  );
  console.log('| object | bytes retained | ratio to Node URL |');
  console.log('| --- | ---: | ---: |');
  const node = rows[1][1];
  for (const [name, bytes] of rows)
    console.log(`| ${name} | ${bytes.toFixed(0)} | ${(bytes / node).toFixed(2)} |`);
}

if (want('linear')) {
  // Pathological input: time per byte at 100 KB, 1 MB and 10 MB (slow path: the state machine).
  const shapes = {
    'long path (canonical: fast path)': (n) => 'https://example.com/' + 'abcdefghi/'.repeat(n / 10),
    'long path with a space (state machine)': (n) => 'https://example.com/ ' + 'abcdefghi/'.repeat(n / 10),
    'many dot segments': (n) => 'https://example.com/' + 'a/../b/./%2e/'.repeat(n / 13),
    "many '%' and non-ASCII": (n) => 'https://example.com/' + '%zz%41é '.repeat(n / 8),
    'long host': (n) => 'https://' + 'a'.repeat(n) + '.com/',
    'long query': (n) => 'https://example.com/?' + 'a=b&c=d é'.repeat(n / 9),
    'many tabs and newlines': (n) => 'https://example.com/' + 'a\tb\n'.repeat(n / 4),
    'long opaque path': (n) => 'sc:' + 'a b%'.repeat(n / 4),
  };
  const sizes = [100_000, 1_000_000, 10_000_000];
  // CPU time of this process (user + system), the smallest of several runs: on a shared machine,
  // wall-clock time of one 10 MB parse mostly measures the other processes.
  console.log(
    '\n## Linear time on pathological input: CPU ns per byte of input (best of 7; 10 MB: best of 5)\n',
  );
  console.log('| shape | 100 KB | 1 MB | 10 MB | 10 MB / 100 KB |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [name, make] of Object.entries(shapes)) {
    // Warm up on smaller input so that every size runs optimised code.
    for (let k = 0; k < 100; k++) new Ours(make(20_000)).href;
    const perByte = [];
    for (const n of sizes) {
      const input = make(n);
      let best = Number.POSITIVE_INFINITY;
      for (let r = 0; r < (n >= 10_000_000 ? 5 : 7); r++) {
        const c0 = process.cpuUsage();
        new Ours(input).href.length;
        const c = process.cpuUsage(c0);
        best = Math.min(best, (c.user + c.system) * 1000);
      }
      perByte.push(best / input.length);
    }
    console.log(
      `| ${name} | ${perByte.map((x) => x.toFixed(1)).join(' | ')} | ${(perByte[2] / perByte[0]).toFixed(2)} |`,
    );
  }
}

if (want('idna')) {
  // Issue 16's IDNA rows: hosts of idna-domains.txt in `https://${d}/`, and domain to Unicode of the
  // Unicode domains' ASCII forms. "tr46 only" is the same URL stack with IDNA straight through tr46
  // (what the default stack used before the fast UTS #46 route of @url/host): before and after in one run.
  const tr46Host = createHostParser({ idna: tr46IDNA });
  const Tr46URL = createURLParser({ host: tr46Host, fastPath: urlFastPath }).URL;
  const domains = loadLines('idna-domains.txt');
  const accepted = (d) => {
    try {
      const href = new NodeURL(`https://${d}/`).href;
      return href === new Ours(`https://${d}/`).href && href === new Tr46URL(`https://${d}/`).href;
    } catch {
      return false;
    }
  };
  const both = domains.filter((d) => {
    let ok = false;
    try {
      new NodeURL(`https://${d}/`);
      new Ours(`https://${d}/`);
      ok = true;
    } catch {}
    if (ok && !accepted(d)) console.log(`href differs from Node's on ${JSON.stringify(d)}`);
    return ok;
  });
  const unicode = both.filter((d) => /[^\x00-\x7f]/.test(d));
  const ascii = both.filter((d) => !/[^\x00-\x7f]/.test(d));
  const asciiForms = unicode.map((d) => new NodeURL(`https://${d}/`).hostname);
  let differ = 0;
  for (const a of asciiForms) if (hostDomainToUnicode(a) !== nodeURL.domainToUnicode(a)) differ++;
  console.log(
    `idna-domains.txt: ${both.length} of ${domains.length} accepted by both (${unicode.length} Unicode, ${ascii.length} ASCII); domainToUnicode differs from Node's on ${differ}`,
  );
  for (const [title, inputs] of [
    ['new URL(https://d/).href — Unicode domains both accept', unicode],
    ['new URL(https://d/).href — ASCII domains both accept', ascii],
  ]) {
    bench({
      title,
      inputs: inputs.map((d) => `https://${d}/`),
      reference: "Node's URL (Ada)",
      candidates: {
        '@url/parser URL': (s) => new Ours(s).href,
        '@url/parser URL, tr46 only': (s) => new Tr46URL(s).href,
        "Node's URL (Ada)": (s) => new NodeURL(s).href,
      },
    });
  }
  bench({
    title: 'domainToUnicode — ASCII forms of the Unicode domains',
    inputs: asciiForms,
    reference: 'node url.domainToUnicode (C++)',
    candidates: {
      '@url/host domainToUnicode': (d) => hostDomainToUnicode(d),
      '@url/host domainToUnicode, tr46 only': (d) => tr46Host.domainToUnicode(d),
      'node url.domainToUnicode (C++)': (d) => nodeURL.domainToUnicode(d),
    },
  });
}

saveResults('parser');
