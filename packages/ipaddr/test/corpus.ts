// Loads the benchmark corpus ip-literals.txt for tests, checked against wpt/BENCH_MANIFEST.json.
// Looked for where `pnpm sync:bench` puts it, then in $BENCH_DATA_DIR and ../shared/bench-data beside
// the checkout (the places the sync script copies it from). Missing data fails with a message.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export function loadIPLiterals(): string[] {
  const manifest = JSON.parse(readFileSync(`${root}wpt/BENCH_MANIFEST.json`, 'utf8')) as {
    files: { path: string; sha256: string }[];
  };
  const entry = manifest.files.find((f) => f.path === 'ip-literals.txt');
  if (entry === undefined) throw new Error('wpt/BENCH_MANIFEST.json has no entry for ip-literals.txt');
  const places = [
    process.env.BENCH_DATA_DIR_SYNCED,
    `${root}tooling/bench/data`,
    process.env.BENCH_DATA_DIR,
    `${root}../shared/bench-data`,
  ].filter((d): d is string => d !== undefined && d !== '');
  for (const dir of places) {
    const file = `${dir}/ip-literals.txt`;
    if (!existsSync(file)) continue;
    const buf = readFileSync(file);
    if (createHash('sha256').update(buf).digest('hex') !== entry.sha256) continue;
    return buf
      .toString('utf8')
      .split('\n')
      .filter((line) => line.length > 0);
  }
  throw new Error(
    `ip-literals.txt (sha256 ${entry.sha256.slice(0, 16)}...) was not found in ${places.join(', ')}: ` +
      'run `pnpm sync:bench` at the repository root, or set BENCH_DATA_DIR to a folder that holds it',
  );
}
