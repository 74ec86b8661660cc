import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** vitest global setup: sync and verify the pinned WPT data before any test file runs. */
export default function setup(): void {
  const script = fileURLToPath(new URL('../scripts/sync-data.mjs', import.meta.url));
  try {
    execFileSync(process.execPath, [script], { stdio: ['ignore', 'ignore', 'inherit'] });
  } catch {
    throw new Error('WPT data is missing or does not match wpt/MANIFEST.json; see the message above.');
  }
}
