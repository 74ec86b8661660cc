#!/usr/bin/env node
// CI-safe release rehearsal: the packages are always ready to publish, and nothing in the tree changes.
//
//   node tooling/smoke/release-check.mjs [--keep]
//
// 1. `changeset status` in the repository (read-only): every changed package has a changeset, and the
//    changesets parse.
// 2. In a throwaway copy (OS temp folder; the tracked and untracked-but-not-ignored files, plus each
//    publishable package's built dist/, installed offline from the pnpm store): `changeset version` (versions, changelogs, internal ranges), then
//    `pnpm publish -r --dry-run --no-git-checks`, which packs every publishable package as the registry
//    would receive it, without uploading anything.
// 3. Pre-1.0 policy: a package may reach 1.0.0 only once its WPT expectations are empty; a version
//    bump that would cross 1.0 with known WPT failures fails here.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });
const changeset = join(ROOT, 'node_modules/.bin/changeset');
const problems = [];
let passed = 0;
const started = Date.now();

function step(title, cmd, args, cwd) {
  console.log(`\n# ${title}\n$ ${[cmd, ...args].join(' ')}  (in ${cwd})`);
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  const out = `${r.stdout}${r.stderr}`.trim();
  if (out) console.log(out.split('\n').slice(-40).join('\n'));
  if (r.status !== 0) problems.push(`${title}: exit ${r.status}`);
  else passed++;
  return r;
}

// 1. changeset status, read-only, in the repository
step('changeset status', changeset, ['status'], ROOT);

// 2. a throwaway copy
const work = mkdtempSync(join(tmpdir(), 'url-release-'));
const copy = join(work, 'repo');
try {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
  for (const f of files) {
    const from = join(ROOT, f);
    if (!existsSync(from)) continue; // deleted in the working tree
    mkdirSync(dirname(join(copy, f)), { recursive: true });
    cpSync(from, join(copy, f));
  }
  const publishable = [];
  for (const parent of ['packages', 'tooling']) {
    for (const name of readdirSync(join(ROOT, parent))) {
      const file = join(ROOT, parent, name, 'package.json');
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      if (pkg.private === true) continue;
      const dist = join(ROOT, parent, name, 'dist');
      if (!existsSync(dist)) {
        problems.push(`${pkg.name}: no dist/ (build first: pnpm build)`);
        continue;
      }
      cpSync(dist, join(copy, parent, name, 'dist'), { recursive: true });
      publishable.push({ rel: `${parent}/${name}`, name: pkg.name });
    }
  }
  execFileSync('git', ['init', '-q'], { cwd: copy });
  // workspace links inside the copy (pnpm publish rewrites workspace: ranges from the linked packages'
  // versions), from the local store only: nothing is downloaded and no install script runs
  step(
    'pnpm install in the copy (offline, from the store)',
    'pnpm',
    ['install', '--offline', '--frozen-lockfile', '--ignore-scripts', '--reporter=silent'],
    copy,
  );

  const before = Object.fromEntries(
    publishable.map((p) => [
      p.name,
      JSON.parse(readFileSync(join(copy, p.rel, 'package.json'), 'utf8')).version,
    ]),
  );
  step('changeset version (in the copy)', changeset, ['version'], copy);
  console.log('\nversions after `changeset version`:');
  for (const p of publishable) {
    const pkg = JSON.parse(readFileSync(join(copy, p.rel, 'package.json'), 'utf8'));
    console.log(`  ${p.name}: ${before[p.name]} -> ${pkg.version}`);
    // 3. pre-1.0 until the WPT expectations are empty
    if (Number(pkg.version.split('.')[0]) >= 1) {
      const testDir = join(copy, p.rel, 'test');
      const listed = existsSync(testDir)
        ? readdirSync(testDir)
            .filter((f) => /expectations.*\.json$/.test(f))
            .flatMap((f) => {
              const data = JSON.parse(readFileSync(join(testDir, f), 'utf8'));
              return Object.entries(data)
                .filter(([k]) => !k.startsWith('$'))
                .flatMap(([suite, tests]) => Object.keys(tests).map((t) => `${suite}: ${t}`));
            })
        : [];
      if (listed.length > 0)
        problems.push(
          `${p.name} would be released as ${pkg.version} with ${listed.length} WPT expectations (pre-1.0 until they are empty)`,
        );
      else passed++;
    } else passed++;
  }
  step(
    'pnpm publish -r --dry-run --no-git-checks (in the copy)',
    'pnpm',
    ['publish', '-r', '--dry-run', '--no-git-checks'],
    copy,
  );
} catch (e) {
  problems.push(e instanceof Error ? e.message : String(e));
} finally {
  if (values.keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

for (const p of problems) console.log(`FAIL ${p}`);
console.log(
  `\nrelease check: ${((Date.now() - started) / 1000).toFixed(1)} s, ${problems.length === 0 ? 'clean' : `${problems.length} problems`}`,
);
console.log(`${passed} passed, ${problems.length} failed`);
process.exit(problems.length === 0 ? 0 : 1);
