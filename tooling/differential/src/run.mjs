#!/usr/bin/env node
// `pnpm differential [--count N] [--seed S] [--workers W] [--no-write]`: the three-way differential.
// Generates N inputs (default 1,000,000) deterministically from the seed with the grammar-aware
// generator of @url/fuzz (absolute URLs, relative references against bases of every kind, raw
// strings), runs each through @url/parser's URL, whatwg-url 17.3.0 (the reference) and the runtime's
// built-in URL (constructor and canParse), and prints a summary: counts per verdict, the classes of
// difference (which side, which components, the URL's shape), each with its count and up to three
// examples minimised by delta debugging. Writes it to tooling/differential/SUMMARY.md unless
// --no-write. Runs against the built dist/ (the root script builds first), on `--workers` threads.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { minimizeString } from '@url/fuzz/minimize';
import { URL as Ours } from '@url/parser';
import { URL as Whatwg } from 'whatwg-url';
import { causeByKey } from './causes.mjs';
import { compareThree, describeResults } from './compare.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const USAGE =
  'usage: pnpm differential [--count N] [--seed S] [--workers W] [--chunk C] [--examples E] [--out FILE] [--no-write]';

function parseArgs(argv) {
  const args = {
    count: 1_000_000,
    seed: 1,
    workers: Math.min(2, availableParallelism()),
    chunk: 5000,
    examples: 3,
    out: join(here, '..', 'SUMMARY.md'),
    write: true,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const num = () => {
      const v = Number(argv[++i]);
      if (!Number.isInteger(v) || v < 0) throw new Error(`${a} needs a non-negative integer`);
      return v;
    };
    if (a === '--count') args.count = num();
    else if (a === '--seed') args.seed = num();
    else if (a === '--workers') args.workers = Math.max(1, num());
    else if (a === '--chunk') args.chunk = Math.max(1, num());
    else if (a === '--examples') args.examples = Math.max(1, num());
    else if (a === '--out') args.out = argv[++i];
    else if (a === '--no-write') args.write = false;
    else if (a === '--help' || a === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (a !== '--') throw new Error(`unknown argument ${a}\n${USAGE}`);
  }
  return args;
}

/** Formats a written Markdown file as the repository's `biome check` expects (aligned tables). */
function formatMarkdown(file) {
  try {
    const bin = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
    execFileSync(process.execPath, [bin, 'format', '--write', file], { stdio: 'ignore' });
  } catch {
    console.error(`could not format ${file} with biome; run \`pnpm format\``);
  }
}

const impls = { ours: Ours, whatwg: Whatwg, builtin: globalThis.URL };

async function run(args) {
  const chunks = Math.ceil(args.count / args.chunk);
  const counts = {};
  const classes = new Map();
  let next = 0;
  let done = 0;
  const start = performance.now();
  const workerFile = join(here, 'worker.mjs');
  await Promise.all(
    Array.from({ length: Math.min(args.workers, chunks) }, () => {
      const worker = new Worker(workerFile);
      return new Promise((resolve, reject) => {
        const send = () => {
          if (next >= chunks) {
            worker.terminate().then(resolve, reject);
            return;
          }
          const chunk = next++;
          const size = Math.min(args.chunk, args.count - chunk * args.chunk);
          worker.postMessage({ chunk, seed: args.seed, size, examplesPerClass: args.examples });
        };
        worker.on('message', (msg) => {
          for (const [k, v] of Object.entries(msg.counts)) counts[k] = (counts[k] ?? 0) + v;
          for (const [key, cls] of Object.entries(msg.classes)) {
            const have = classes.get(key);
            if (have === undefined) classes.set(key, cls);
            else {
              have.count += cls.count;
              have.examples = [...have.examples, ...cls.examples]
                .sort((a, b) => a.input.length - b.input.length)
                .slice(0, args.examples);
            }
          }
          done++;
          if (process.stderr.isTTY || done % 20 === 0 || done === chunks) {
            const n = Math.min(done * args.chunk, args.count);
            process.stderr.write(
              `\r${n.toLocaleString('en-US')} / ${args.count.toLocaleString('en-US')} inputs`,
            );
          }
          send();
        });
        worker.on('error', reject);
        send();
      });
    }),
  );
  process.stderr.write('\n');
  const seconds = (performance.now() - start) / 1000;

  // Minimise every example: the shortest input that stays in the same class.
  const minStart = performance.now();
  for (const [key, cls] of classes) {
    cls.examples = cls.examples.map((ex) => {
      const minimal = minimizeString(ex.input, (s) => compareThree(impls, s, ex.base).key === key, {
        maxTries: 800,
      });
      const results = compareThree(impls, minimal, ex.base).results;
      return { ...ex, minimal, detail: describeResults(results, key) };
    });
    cls.note = causeByKey(key)?.note ?? null;
  }
  const minSeconds = (performance.now() - minStart) / 1000;
  return { counts, classes, seconds, minSeconds };
}

const VERDICTS = [
  ['agree', 'all three agree (constructor components and canParse)'],
  ['ours≠whatwg-url', '@url/parser differs from whatwg-url 17.3.0'],
  ['canParse', 'a canParse disagrees with its own constructor (ours or whatwg-url)'],
  ['crash', 'something other than a TypeError escaped ours or whatwg-url'],
  ['built-in≠both', "ours and whatwg-url agree; the runtime's built-in URL differs"],
];

const code = (s) => {
  const j = JSON.stringify(s);
  return j.includes('`') ? '`` ' + j + ' ``' : '`' + j + '`';
};

/** The commit the parser was built from, and whether its sources had uncommitted changes. */
function parserRevision() {
  try {
    const opts = { cwd: here, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] };
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], opts).trim();
    const dirty = execFileSync(
      'git',
      ['status', '--porcelain', '--', '../../packages/parser/src', '../../packages/host/src'],
      opts,
    ).trim();
    return dirty === ''
      ? `commit ${head}`
      : `commit ${head} plus uncommitted changes in packages/parser or packages/host`;
  } catch {
    return 'an unknown revision';
  }
}

function summary(args, { counts, classes, seconds, minSeconds }, command, revision) {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const lines = [];
  lines.push('# Three-way differential: @url/parser, whatwg-url, built-in URL');
  lines.push('');
  lines.push(`Generated by \`${command}\` on ${new Date().toISOString().slice(0, 10)}.`);
  lines.push(
    `Node ${process.versions.node} (built-in URL: Ada ${process.versions.ada}), whatwg-url 17.3.0, @url/parser built from ${revision}. ` +
      `${total.toLocaleString('en-US')} inputs from seed ${args.seed} (grammar-aware generator of \`tooling/fuzz/src/arbitraries.mjs\`: ` +
      'absolute URLs, relative references against 16 bases, raw strings), ' +
      `${args.workers} worker threads, ${seconds.toFixed(0)} s, then ${minSeconds.toFixed(0)} s to minimise the examples.`,
  );
  lines.push('');
  lines.push(
    'Each input is run through `new URL(input[, base])` (11 components compared) and `URL.canParse` of each implementation.',
  );
  lines.push(
    'Examples are minimised (delta debugging) to the shortest input that stays in the same class; the generated input they came from follows, and `[chunk c #i]` replays it: ' +
      `\`fc.sample(urlInput, { seed: ${args.seed} + c, numRuns: ${args.chunk} })[i]\`.`,
  );
  lines.push('');
  lines.push('| verdict | inputs | share |');
  lines.push('| --- | ---: | ---: |');
  for (const [v, what] of VERDICTS) {
    const n = counts[v] ?? 0;
    lines.push(`| ${what} | ${n.toLocaleString('en-US')} | ${((100 * n) / total).toFixed(3)} % |`);
  }
  lines.push('');
  for (const [v, what] of VERDICTS.slice(1)) {
    const list = [...classes.entries()]
      .filter(([, c]) => c.verdict === v)
      .sort((a, b) => b[1].count - a[1].count);
    lines.push(`## ${what}: ${list.length} class${list.length === 1 ? '' : 'es'}`);
    lines.push('');
    if (list.length === 0) {
      lines.push('None.');
      lines.push('');
      continue;
    }
    for (const [key, cls] of list) {
      lines.push(`### ${key} — ${cls.count.toLocaleString('en-US')} input${cls.count === 1 ? '' : 's'}`);
      lines.push('');
      if (cls.note) {
        lines.push(cls.note);
        lines.push('');
      }
      for (const ex of cls.examples) {
        const base = ex.base === null ? '' : ` against ${code(ex.base)}`;
        const from = ex.minimal === ex.input ? '' : ` (from ${code(ex.input)})`;
        lines.push(`- ${code(ex.minimal)}${base}${from}: ${ex.detail} [chunk ${ex.chunk} #${ex.index}]`);
      }
      lines.push('');
    }
  }
  return lines.join('\n');
}

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(e.message);
    process.exit(2);
  }
  const revision = parserRevision();
  const result = await run(args);
  const flags = process.argv.slice(2).filter((a) => a !== '--' && a !== '--no-write');
  const command = ['pnpm differential', ...flags].join(' ');
  const text = summary(args, result, command, revision);
  console.log(text);
  if (args.write) {
    writeFileSync(args.out, text + '\n');
    formatMarkdown(args.out);
    console.error(`summary written to ${args.out}`);
  }
  if ((result.counts.crash ?? 0) > 0) process.exitCode = 1;
}

main();
