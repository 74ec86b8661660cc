#!/usr/bin/env node
// Runs whatwg-url's own test files, unmodified, against @url/parser/whatwg-url.
//
//   node packages/parser/test/whatwg-url-upstream.mjs [--json] [--keep] [--control]
//
// --control runs the same tree against whatwg-url itself (the devDependency, 17.3.0) instead, and
// only reports: what the original passes with this repository's WPT pin.
//
// 1. Checks every file in third_party/whatwg-url/ against its git blob hash in MANIFEST.json (an
//    edited or missing file fails the run).
// 2. Lays out whatwg-url's tree in a temporary folder: its test/*.js and
//    scripts/get-latest-platform-tests.js as they are; test/web-platform-tests/ filled from this
//    repository's pinned WPT data (wpt/url/, synced by tooling/scripts/sync-data.mjs), where
//    whatwg-url's own `pretest` would download WPT at its pin; and index.js, the one file that is
//    ours: the module the tests import with require(".."), redirected to a bundle of
//    src/whatwg-url.ts (esbuild, from the TypeScript sources).
// 3. Runs `node --test` on test/*.js with a reporter that records each test's file, name and result.
// 4. Compares the failures with whatwg-url-upstream-expectations.json (file > test name -> reason):
//    an unexpected failure, a listed test that passes and a listed test that no longer exists each
//    fail the run.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = resolve(here, '..');
const root = resolve(pkg, '../..');
const upstream = join(here, 'third_party/whatwg-url');
const expectationsFile = join(here, 'whatwg-url-upstream-expectations.json');
const json = process.argv.includes('--json');
const keep = process.argv.includes('--keep');
const control = process.argv.includes('--control');

const gitBlob = (buf) => createHash('sha1').update(`blob ${buf.length}\0`).update(buf).digest('hex');

// 1. the upstream files, as pinned
const manifest = JSON.parse(readFileSync(join(upstream, 'MANIFEST.json'), 'utf8'));
const problems = [];
for (const file of manifest.files) {
  const path = join(upstream, file.path);
  if (!existsSync(path)) problems.push(`${file.path}: missing`);
  else if (gitBlob(readFileSync(path)) !== file.blob)
    problems.push(`${file.path}: does not match the blob ${file.blob}`);
}
if (problems.length > 0) {
  console.error(
    `third_party/whatwg-url does not match its MANIFEST.json (upstream files are never edited):\n  ${problems.join('\n  ')}\n` +
      'Restore them with: node packages/parser/test/whatwg-url-sync.mjs',
  );
  process.exit(2);
}

// 2. whatwg-url's tree, with the import redirected
const work = mkdtempSync(join(tmpdir(), 'whatwg-url-upstream-'));
try {
  for (const file of manifest.files) {
    mkdirSync(dirname(join(work, file.path)), { recursive: true });
    cpSync(join(upstream, file.path), join(work, file.path));
  }
  const wpt = join(root, 'wpt/url');
  if (!existsSync(join(wpt, 'resources/urltestdata.json'))) {
    console.error('wpt/url is not synced: run node tooling/scripts/sync-data.mjs');
    process.exit(2);
  }
  const wptTarget = join(work, 'test/web-platform-tests');
  mkdirSync(join(wptTarget, 'resources'), { recursive: true });
  for (const name of readdirSync(wpt))
    if (name.endsWith('.any.js')) cpSync(join(wpt, name), join(wptTarget, name));
  for (const name of readdirSync(join(wpt, 'resources')))
    cpSync(join(wpt, 'resources', name), join(wptTarget, 'resources', name));
  if (control) {
    const original = createRequire(import.meta.url).resolve('whatwg-url');
    writeFileSync(join(work, 'index.js'), `module.exports = require(${JSON.stringify(original)});\n`);
  } else {
    await build({
      entryPoints: [join(pkg, 'src/whatwg-url.ts')],
      bundle: true,
      format: 'cjs',
      platform: 'node',
      conditions: ['@url/source'],
      outfile: join(work, 'url-parser-whatwg-url.cjs'),
      logLevel: 'error',
    });
    writeFileSync(
      join(work, 'index.js'),
      '// The module whatwg-url\'s tests import as require(".."): @url/parser/whatwg-url instead of whatwg-url.\n' +
        'module.exports = require("./url-parser-whatwg-url.cjs");\n',
    );
  }
  writeFileSync(
    join(work, 'package.json'),
    '{ "name": "whatwg-url", "private": true, "main": "index.js" }\n',
  );

  // 3. node --test, one event per test
  const reporter = join(work, 'reporter.mjs');
  writeFileSync(
    reporter,
    `export default async function* (source) {
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const d = event.data;
    if (d.details?.type === 'suite') continue;
    const error = d.details?.error;
    yield JSON.stringify({
      file: d.file,
      name: d.name,
      result: d.skip !== undefined && d.skip !== false ? 'skip' : event.type === 'test:pass' ? 'pass' : 'fail',
      error: error ? String(error.cause?.message ?? error.message).split('\\n').slice(0, 3).join(' ') : undefined,
    }) + '\\n';
  }
}
`,
  );
  const testFiles = manifest.files.filter((f) => f.path.startsWith('test/')).map((f) => f.path);
  const results = new Map();
  const stderr = [];
  // one process per file, so that each test is counted under the file that was run (WPT tests are
  // declared through test/testharness.js, from test/web-platform.js)
  for (const file of testFiles) {
    const run = spawnSync(
      process.execPath,
      [
        '--test',
        `--test-reporter=${pathToFileURL(reporter).href}`,
        '--test-reporter-destination=stdout',
        file,
      ],
      { cwd: work, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
    stderr.push(run.stderr);
    for (const line of run.stdout.split('\n')) {
      if (!line.startsWith('{')) continue;
      const r = JSON.parse(line);
      const key = `${file} > ${r.name}`;
      const prev = results.get(key);
      // a name that occurs twice in a file counts as failing when either fails
      if (prev === undefined || r.result === 'fail') results.set(key, r);
    }
  }
  if (results.size === 0) {
    console.error(`node --test reported no tests:\n${stderr.join('\n').slice(0, 4000)}`);
    process.exit(2);
  }

  // 4. against the expectations
  const expectations = JSON.parse(readFileSync(expectationsFile, 'utf8'));
  // the control run is compared with nothing
  const expected = control ? {} : (expectations.failures ?? {});
  const counts = { total: results.size, passed: 0, failed: 0, skipped: 0 };
  const unexpected = [];
  const nowPassing = [];
  for (const [key, r] of results) {
    if (r.result === 'pass') counts.passed++;
    else if (r.result === 'skip') counts.skipped++;
    else counts.failed++;
    if (r.result === 'fail' && !(key in expected)) unexpected.push(`${key}: ${r.error ?? ''}`);
    if (r.result === 'pass' && key in expected) nowPassing.push(key);
  }
  const stale = Object.keys(expected).filter((k) => !results.has(k));
  const byFile = {};
  for (const [key, r] of results) {
    const file = key.slice(0, key.indexOf(' > '));
    byFile[file] ??= { total: 0, passed: 0, failed: 0, skipped: 0 };
    byFile[file].total++;
    byFile[file][r.result === 'pass' ? 'passed' : r.result === 'skip' ? 'skipped' : 'failed']++;
  }
  const clean = control || (unexpected.length === 0 && nowPassing.length === 0 && stale.length === 0);
  const summary = {
    whatwgURL: `${manifest.version} (${manifest.commit.slice(0, 12)})`,
    against: control ? 'whatwg-url (control)' : '@url/parser/whatwg-url',
    ...counts,
    expectedFailures: Object.keys(expected).length,
    byFile,
    unexpected,
    nowPassing,
    stale,
    clean,
  };
  if (json) console.log(JSON.stringify(summary, null, 2));
  else {
    console.log(`whatwg-url ${summary.whatwgURL}'s tests against ${summary.against}`);
    for (const [file, c] of Object.entries(byFile))
      console.log(
        `  ${file.padEnd(28)} ${c.passed} / ${c.total} passed${c.skipped ? `, ${c.skipped} skipped` : ''}`,
      );
    console.log(
      `  total: ${counts.passed} / ${counts.total} passed, ${counts.failed} failed (${summary.expectedFailures} listed with a reason), ${counts.skipped} skipped by whatwg-url's own harness`,
    );
    for (const [title, list] of [
      ['unexpected failures', unexpected],
      ['listed as failing but passed (remove from the expectations)', nowPassing],
      ['listed but not run (stale)', stale],
    ]) {
      if (list.length > 0) console.log(`\n${title} (${list.length}):\n  ${list.slice(0, 50).join('\n  ')}`);
    }
  }
  process.exitCode = clean ? 0 : 1;
} finally {
  if (keep) console.error(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
