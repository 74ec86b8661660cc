// Reads the pinned WPT data synced into the repository's wpt/ folder (via @url/wpt-runner's paths,
// which fail with a "run `pnpm sync`" message when a file is missing).
import { readFileSync } from 'node:fs';
import { wptDataPath } from '@url/wpt-runner';

export function readWptJSON<T = unknown>(path: string): T {
  return JSON.parse(readFileSync(wptDataPath(path), 'utf8')) as T;
}
