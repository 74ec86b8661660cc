#!/usr/bin/env node
// Refreshes test/third_party/whatwg-url/ (whatwg-url's own test files, pinned in its MANIFEST.json)
// from, in order: $WHATWG_URL_DIR (a checkout of jsdom/whatwg-url at the pinned commit), a git
// repository of whatwg-url ($WHATWG_URL_GIT_DIR, or ../.mirror/jsdom+whatwg-url/repo beside the
// checkout), or a download from GitHub at the pinned commit. Every file is checked against the
// manifest's git blob hash; a mismatch or a missing file is a failure.
//
// These files are committed (the one exception to "upstream files are synced, not committed"):
// CI reaches only the npm registry, and whatwg-url's npm package has no tests. To move the pin,
// change MANIFEST.json's commit and hashes, run this, and review the diff.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const target = join(dirname(fileURLToPath(import.meta.url)), 'third_party/whatwg-url');
const root = resolve(target, '../../../../..');
const manifest = JSON.parse(readFileSync(join(target, 'MANIFEST.json'), 'utf8'));
const gitBlob = (buf) => createHash('sha1').update(`blob ${buf.length}\0`).update(buf).digest('hex');
const gitDir = process.env.WHATWG_URL_GIT_DIR ?? resolve(root, '../.mirror/jsdom+whatwg-url/repo');

async function fetchFile(path) {
  if (process.env.WHATWG_URL_DIR) {
    const p = join(process.env.WHATWG_URL_DIR, path);
    if (existsSync(p)) return { buf: readFileSync(p), from: p };
  }
  if (existsSync(gitDir)) {
    try {
      const buf = execFileSync('git', ['--git-dir', gitDir, 'show', `${manifest.commit}:${path}`], {
        maxBuffer: 16 * 1024 * 1024,
      });
      return { buf, from: `${gitDir} at ${manifest.commit.slice(0, 12)}` };
    } catch {
      // not in that repository: try the download
    }
  }
  const url = manifest.download.replace('{path}', path);
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
  return { buf: Buffer.from(await res.arrayBuffer()), from: url };
}

let failed = 0;
for (const file of manifest.files) {
  const dest = join(target, file.path);
  if (existsSync(dest) && gitBlob(readFileSync(dest)) === file.blob) continue;
  try {
    const { buf, from } = await fetchFile(file.path);
    if (gitBlob(buf) !== file.blob) throw new Error(`${from} does not match the blob ${file.blob}`);
    mkdirSync(dirname(dest), { recursive: true });
    writeFileSync(dest, buf);
    console.log(`${file.path}: from ${from}`);
  } catch (e) {
    failed++;
    console.error(`${file.path}: ${e.message}`);
  }
}
if (failed > 0) process.exit(1);
console.log(
  `third_party/whatwg-url: ${manifest.files.length} files verified at ${manifest.commit.slice(0, 12)}`,
);
