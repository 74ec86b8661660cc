// bench/run.mjs under Node, Bun and Deno, one runtime after the other (the binaries the runtimes
// matrix uses: tooling/runtimes/lib/workspace.mjs `runtimeBinary`). In each runtime @url/pattern and
// urlpattern-polyfill run side by side in one process, so each table's ratios are that runtime's.
// Against the built dist/ like run.mjs; arguments and BENCH_QUICK pass through:
//   BENCH_QUICK=1 node bench/runtimes.mjs workload
// BENCH_RUNTIMES=bun,deno picks the runtimes (default node,bun,deno).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeBinary, runtimeVersion } from '../../../tooling/runtimes/lib/workspace.mjs';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const runtimes = (process.env.BENCH_RUNTIMES ?? 'node,bun,deno').split(',');
for (const runtime of runtimes) {
  const args = ['bench/run.mjs', ...process.argv.slice(2)];
  console.log(`\n# ${runtime} ${runtimeVersion(runtime)}`);
  const r = spawnSync(runtimeBinary(runtime), runtime === 'deno' ? ['run', '-A', ...args] : args, {
    cwd: packageDir,
    stdio: 'inherit',
  });
  if (r.status !== 0) {
    console.error(`${runtime}: bench/run.mjs exited with ${r.status ?? r.signal}`);
    process.exitCode = 1;
  }
}
