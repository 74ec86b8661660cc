// The benchmark corpora (real URL lists), synced and verified by the repository's sync script (it
// copies them from ../shared/bench-data or downloads them at the pinned commit; a missing or
// mismatching file is a hard failure, never a skip).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
let synced = false;

export const CORPORA = ['kasztp.txt', 'userbait.txt', 'node_files.txt', 'isaacs_files.txt'] as const;

/** Non-empty lines of a corpus, a leading BOM dropped (as `loadLines` of @url/bench reads them). */
export function loadCorpus(name: string): string[] {
  if (!synced) {
    try {
      execFileSync(process.execPath, [join(root, 'tooling/scripts/sync-data.mjs'), '--bench'], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    } catch {
      throw new Error(
        'benchmark corpora are missing or do not verify: run `pnpm sync:bench` at the repository root',
      );
    }
    synced = true;
  }
  const dir = process.env.BENCH_DATA_DIR_SYNCED ?? join(root, 'tooling/bench/data');
  let text = readFileSync(join(dir, name), 'utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return text.split('\n').filter((l) => l.length > 0);
}
