// Runs a benchmark script of this package on Bun or Deno, where `globalThis.URLSearchParams` (the
// `built-in` of every table) is that runtime's own: the same script, no bundle (both runtimes load
// the built dist/ and the peers from node_modules as they are). The binaries are the root
// devDependencies, found as the runtimes matrix finds them.
//   node bench/runtime.mjs bun|deno [script, default bench/run.mjs] [args...]
// e.g. `pnpm --filter @url/searchparams bench:bun`, or
// `BENCH_ONLY='synthetic' node bench/runtime.mjs deno bench/ab-cpu.mjs ../dist parse querystrings-synthetic.txt`.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeBinary } from '../../../tooling/runtimes/lib/workspace.mjs';

const [runtime, script = 'bench/run.mjs', ...args] = process.argv.slice(2);
if (runtime !== 'bun' && runtime !== 'deno') {
  console.error('usage: node bench/runtime.mjs bun|deno [script] [args...]');
  process.exit(2);
}
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = runtimeBinary(runtime);
const argv = runtime === 'deno' ? ['run', '-A', script, ...args] : [script, ...args];
const { status, error } = spawnSync(bin, argv, { cwd: packageDir, stdio: 'inherit' });
if (error) throw error;
process.exit(status ?? 1);
