// Instructions per `test` / `exec` over the workload cases: a measure the load of a shared machine
// does not blur (on 2 busy cores, wall-clock ratios of one build against the polyfill moved from
// 7.6x to 11.8x between runs). Each number comes from two runs of the workload under valgrind's
// cachegrind with `node --predictable` (no concurrent compilation, no timing-dependent tiering: two
// runs agree to within 0.1%), one of R and one of 5R rounds; their difference divided by the
// operations in between leaves start-up, compilation and warm-up out. Slow: about a minute per
// number, so compare builds, not every change. Instructions are not time (a RegExp call and a
// charCodeAt loop differ in cost per instruction), but a change that adds work shows.
//
//   node bench/instructions.mjs [test|exec|both] [dist directory ...]
//
// Directories default to ../dist; each is a build of this package (copy one aside to compare it
// with the next). Needs valgrind on the PATH.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const ROUNDS = 5;

if (process.argv[2] === '--child') {
  // The measured run: build every pattern, then `rounds` passes of `what` over the cases.
  const [, , , dist, what, rounds] = process.argv;
  const { URLPattern } = await import(pathToFileURL(resolve(dist, 'index.js')).href);
  const { loadJSON } = await import('@url/bench');
  const w = loadJSON('urlpattern-workload.json');
  const patterns = w.patterns.map((s) => {
    try {
      return s.baseURL !== undefined
        ? new URLPattern(s.input, s.baseURL, s.options)
        : new URLPattern(s.input, s.options);
    } catch {
      return null;
    }
  });
  const cases = w.cases.filter(([, p]) => patterns[p] !== null).map(([u, p]) => [w.urls[u], patterns[p]]);
  let sink = 0;
  for (let r = 0; r < Number(rounds); r++) for (const [url, p] of cases) if (p[what](url) === null) sink++;
  process.stdout.write(`${cases.length} ${sink}\n`);
  process.exit(0);
}

function perOp(dist, what) {
  // cachegrind writes its summary to stderr, which execFileSync drops on success: read it with 2>&1
  const run = (rounds) => {
    const text = execFileSync(
      'sh',
      [
        '-c',
        `valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$0" --predictable "$1" --child "$2" "$3" "$4" 2>&1`,
        process.execPath,
        fileURLToPath(import.meta.url),
        dist,
        what,
        String(rounds),
      ],
      { encoding: 'utf8', maxBuffer: 1 << 26 },
    );
    const refs = /I\s+refs:\s+([\d,]+)/.exec(text);
    const cases = /^(\d+) \d+$/m.exec(text);
    if (refs === null || cases === null) throw new Error(`unexpected valgrind output:\n${text.slice(-2000)}`);
    return { refs: Number(refs[1].replaceAll(',', '')), cases: Number(cases[1]) };
  };
  const a = run(ROUNDS);
  const b = run(5 * ROUNDS);
  return (b.refs - a.refs) / (4 * ROUNDS * a.cases);
}

const what = process.argv[2] ?? 'both';
const dists = process.argv.length > 3 ? process.argv.slice(3) : [resolve(here, '../dist')];
for (const dist of dists) readFileSync(resolve(dist, 'index.js'));
for (const m of what === 'both' ? ['test', 'exec'] : [what])
  for (const dist of dists)
    console.log(`${m}\t${perOp(resolve(dist), m).toFixed(0)} instructions/op\t${dist}`);
