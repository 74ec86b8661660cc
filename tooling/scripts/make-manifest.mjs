#!/usr/bin/env node
// Regenerates wpt/MANIFEST.json and wpt/BENCH_MANIFEST.json from a trusted local copy of the data
// (../shared by default). Run it only when moving the pin; the manifests are committed.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const WPT_COMMIT = '6c7127bdd9f2cc6a3668fd9791757843e09d5a9e';
const DATASETS_COMMIT = '96a6fdd1e36a98904025ed5d1efd5ac9375bc18c';
const root = new URL('../..', import.meta.url).pathname;
const wptDir = process.env.WPT_DIR ?? join(root, '../shared/wpt');
const benchDir = process.env.BENCH_DATA_DIR ?? join(root, '../shared/bench-data');

const gitBlob = (buf) => createHash('sha1').update(`blob ${buf.length}\0`).update(buf).digest('hex');
const sha256 = (buf) => createHash('sha256').update(buf).digest('hex');
const walk = (dir) =>
  readdirSync(dir).flatMap((n) =>
    statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)],
  );

const files = walk(wptDir)
  .map((f) => relative(wptDir, f))
  .filter((f) => f !== 'SOURCE.md')
  .sort()
  .map((path) => {
    const buf = readFileSync(join(wptDir, path));
    return { path, size: buf.length, blob: gitBlob(buf) };
  });
writeFileSync(
  join(root, 'wpt/MANIFEST.json'),
  `${JSON.stringify(
    {
      description:
        'web-platform-tests files for url/ and urlpattern/, pinned; synced by tooling/scripts/sync-data.mjs',
      repository: 'https://github.com/web-platform-tests/wpt',
      commit: WPT_COMMIT,
      download: `https://raw.githubusercontent.com/web-platform-tests/wpt/${WPT_COMMIT}/{path}`,
      files,
    },
    null,
    2,
  )}\n`,
);

const upstream = {
  'kasztp.txt': { path: 'others/kasztp.txt' },
  'node_files.txt': { path: 'files/node_files.txt' },
  'isaacs_files.txt': { path: 'files/isaacs_files.txt' },
  // three lines naming a package registry's host were removed from the upstream file
  'userbait.txt': { path: 'others/userbait.txt', removeLines: [2260, 6501, 9681] },
};
const bench = readdirSync(benchDir)
  .filter((f) => f !== 'SOURCE.md' && f !== 'BASELINE.md')
  .sort()
  .map((path) => {
    const buf = readFileSync(join(benchDir, path));
    return {
      path,
      size: buf.length,
      sha256: sha256(buf),
      ...(upstream[path] ? { upstream: upstream[path] } : {}),
    };
  });
writeFileSync(
  join(root, 'wpt/BENCH_MANIFEST.json'),
  `${JSON.stringify(
    {
      description:
        'benchmark corpora; real URL lists from ada-url/url-various-datasets, generated workloads from the shared bench-data folder',
      repository: 'https://github.com/ada-url/url-various-datasets',
      commit: DATASETS_COMMIT,
      download: `https://raw.githubusercontent.com/ada-url/url-various-datasets/${DATASETS_COMMIT}/{path}`,
      files: bench,
    },
    null,
    2,
  )}\n`,
);
console.log(`wpt: ${files.length} files, bench: ${bench.length} files`);
