#!/usr/bin/env node
// Fills wpt/ (and, with --bench, tooling/bench/data/) with the pinned upstream files and checks every
// file against the committed manifests. Sources, in order: $WPT_DIR / $BENCH_DATA_DIR, then
// ../shared/wpt / ../shared/bench-data beside the checkout, then a download from upstream at the
// pinned commit. Any missing or mismatching file is a hard failure with a message saying how to fix it.
// It also checks ipaddr.js 2.5.0's test file, vendored in packages/ipaddr/test/third_party/ipaddr.js
// (its npm tarball does not ship it, and CI reaches only the npm registry), and restores it when it is
// missing or changed, from $IPADDRJS_DIR (a checkout of ipaddr.js at the pinned commit) or a download.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const gitBlob = (buf) => createHash('sha1').update(`blob ${buf.length}\0`).update(buf).digest('hex');
const sha256 = (buf) => createHash('sha256').update(buf).digest('hex');

async function download(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
  return Buffer.from(await res.arrayBuffer());
}

function removeLines(buf, lines) {
  const drop = new Set(lines);
  const parts = buf.toString('utf8').split('\n');
  return Buffer.from(parts.filter((_, i) => !drop.has(i + 1)).join('\n'), 'utf8');
}

async function syncSet({ name, manifestPath, targetDir, envVar, sharedDir, hashOf, hashKey, downloadAll }) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const candidates = [];
  if (process.env[envVar]) candidates.push(resolve(process.env[envVar]));
  if (existsSync(sharedDir)) candidates.push(sharedDir);
  let copied = 0;
  let fetched = 0;
  let fresh = 0;
  const failures = [];
  for (const file of manifest.files) {
    const target = join(targetDir, file.path);
    if (existsSync(target) && hashOf(readFileSync(target)) === file[hashKey]) {
      fresh++;
      continue;
    }
    let buf;
    for (const dir of candidates) {
      const src = join(dir, file.path);
      if (!existsSync(src)) continue;
      const b = readFileSync(src);
      if (hashOf(b) === file[hashKey]) {
        buf = b;
        copied++;
        break;
      }
      failures.push(`${file.path}: ${src} does not match the manifest's ${hashKey} ${file[hashKey]}`);
    }
    if (!buf && (downloadAll || file.upstream)) {
      const upstreamPath = file.upstream?.path ?? file.path;
      const url = manifest.download.replace('{path}', upstreamPath);
      try {
        let b = await download(url);
        if (file.upstream?.removeLines) b = removeLines(b, file.upstream.removeLines);
        if (hashOf(b) === file[hashKey]) {
          buf = b;
          fetched++;
        } else failures.push(`${file.path}: download from ${url} does not match the manifest`);
      } catch (e) {
        failures.push(`${file.path}: download failed (${e.message})`);
      }
    }
    if (!buf) {
      failures.push(`${file.path}: not found`);
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, buf);
  }
  const missing = manifest.files.length - fresh - copied - fetched;
  if (missing > 0) {
    console.error(
      `\n${name}: ${missing} of ${manifest.files.length} files could not be synced.\n  ${[...new Set(failures)].join('\n  ')}\n\n` +
        `Get the data one of these ways, then run the command again:\n` +
        `  - set ${envVar} to a folder holding the files (paths as in ${manifestPath.replace(root + '/', '')});\n` +
        `  - place the shared data folder beside this checkout (${sharedDir});\n` +
        `  - allow downloads from ${manifest.download.replace('{path}', '…')}.\n`,
    );
    process.exitCode = 1;
    return false;
  }
  console.log(
    `${name}: ${manifest.files.length} files verified (${fresh} already present, ${copied} copied, ${fetched} downloaded) at ${manifest.commit.slice(0, 12)}`,
  );
  return true;
}

const wantBench = process.argv.includes('--bench');
const wantWpt = !process.argv.includes('--bench-only');
let ok = true;
if (wantWpt) {
  ok &&= await syncSet({
    name: 'wpt',
    manifestPath: join(root, 'wpt/MANIFEST.json'),
    targetDir: join(root, 'wpt'),
    envVar: 'WPT_DIR',
    sharedDir: resolve(root, '../shared/wpt'),
    hashOf: gitBlob,
    hashKey: 'blob',
    downloadAll: true,
  });
}
if (wantWpt) {
  ok &&= await syncSet({
    name: 'ipaddr.js test file',
    manifestPath: join(root, 'packages/ipaddr/test/third_party/ipaddr.js/MANIFEST.json'),
    targetDir: join(root, 'packages/ipaddr/test/third_party/ipaddr.js'),
    envVar: 'IPADDRJS_DIR',
    sharedDir: resolve(root, '../shared/ipaddr.js'),
    hashOf: gitBlob,
    hashKey: 'blob',
    downloadAll: true,
  });
}
if (wantBench || process.argv.includes('--bench-only')) {
  ok &&= await syncSet({
    name: 'bench-data',
    manifestPath: join(root, 'wpt/BENCH_MANIFEST.json'),
    targetDir: join(root, 'tooling/bench/data'),
    envVar: 'BENCH_DATA_DIR',
    sharedDir: resolve(root, '../shared/bench-data'),
    hashOf: sha256,
    hashKey: 'sha256',
    downloadAll: false,
  });
}
if (!ok) process.exit(1);
