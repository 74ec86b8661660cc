import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** vitest global setup: sync and verify the pinned WPT data before any test file runs. */
export default function setup(): void {
  const script = fileURLToPath(new URL('../scripts/sync-data.mjs', import.meta.url));
  try {
    execFileSync(process.execPath, [script, '--bench'], { stdio: ['ignore', 'ignore', 'inherit'] });
  } catch {
    throw new Error(
      'WPT data or benchmark corpora are missing or do not match wpt/MANIFEST.json or wpt/BENCH_MANIFEST.json; see the message above.',
    );
  }
}
