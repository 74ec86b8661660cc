// What the matrix runs over: the workspace packages that have vitest tests, found from their
// package.json files (so new packages join the matrix by themselves), and the runtimes' binaries.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const RUNTIMES_DIR = join(ROOT, 'tooling/runtimes');
/**
 * Generated configs and bundles, logs and results: under node_modules/.cache, where neither git nor the
 * root `biome check .` looks.
 */
export const CACHE_DIR = join(RUNTIMES_DIR, 'node_modules/.cache/url-runtimes');
export const GENERATED_DIR = join(CACHE_DIR, 'generated');
export const RESULTS_DIR = join(CACHE_DIR, 'results');

/** Every workspace package (packages/* and tooling/*): { dir (relative), abs, pkg }. */
export function workspacePackages() {
  const out = [];
  for (const parent of ['packages', 'tooling']) {
    const base = join(ROOT, parent);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base).sort()) {
      const abs = join(base, name);
      const file = join(abs, 'package.json');
      if (!existsSync(file)) continue;
      out.push({ dir: `${parent}/${name}`, abs, pkg: JSON.parse(readFileSync(file, 'utf8')) });
    }
  }
  return out;
}

/** Packages whose `test` script is vitest with a vitest.config.ts: the unit suites the matrix runs. */
export function testedPackages() {
  return workspacePackages().filter(
    (p) => /\bvitest\b/.test(p.pkg.scripts?.test ?? '') && existsSync(join(p.abs, 'vitest.config.ts')),
  );
}

/** Publishable packages (not `private`), as pnpm publish -r sees them. */
export function publishablePackages() {
  return workspacePackages().filter((p) => p.pkg.private !== true);
}

const rootRequire = createRequire(join(ROOT, 'package.json'));

/** The vitest CLI entry of the root devDependency. */
export function vitestEntry() {
  return join(dirname(rootRequire.resolve('vitest/package.json')), 'vitest.mjs');
}

/**
 * The runtime binaries: bun and deno come from the npm registry as root devDependencies (their
 * platform packages carry the binary); `node` is this process's own.
 */
export function runtimeBinary(runtime) {
  if (runtime === 'node') return process.execPath;
  if (runtime === 'bun' || runtime === 'deno') {
    const bin = join(ROOT, 'node_modules/.bin', runtime);
    if (!existsSync(bin))
      throw new Error(
        `${runtime} is not installed: run \`pnpm install\` at the root (it is a root devDependency)`,
      );
    // node_modules/.bin/<name> is pnpm's shell shim; the real executable is the package's own bin
    const pkgDir = dirname(rootRequire.resolve(`${runtime}/package.json`));
    const candidates = runtime === 'bun' ? ['bin/bun.exe'] : ['deno', 'bin/deno'];
    for (const c of candidates) {
      const p = join(pkgDir, c);
      if (existsSync(p)) {
        try {
          execFileSync(p, ['--version'], { stdio: 'ignore' });
          return realpathSync(p);
        } catch {
          // not runnable (e.g. bun's placeholder before its postinstall ran)
        }
      }
    }
    return bin;
  }
  throw new Error(`no binary for runtime ${runtime}`);
}

/** `bun --version`-style version string of a runtime. */
export function runtimeVersion(runtime) {
  if (runtime === 'node') return process.version;
  if (runtime === 'chromium') {
    const out = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split(' built on ')[0].trim();
  }
  const out = execFileSync(runtimeBinary(runtime), ['--version'], { encoding: 'utf8' });
  // "1.4.4" (bun), "deno 2.9.6 (stable, release, x86_64-unknown-linux-gnu)" (deno)
  return out
    .split('\n')[0]
    .trim()
    .replace(/^deno /, '')
    .replace(/ \(.*$/, '');
}
