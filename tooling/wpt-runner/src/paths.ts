import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's `wpt/` folder, found relative to this package (`tooling/wpt-runner/{src,dist}/` ->
 * `../../../wpt`). The data files in it are synced and verified by `pnpm sync` (tooling/scripts/sync-data.mjs).
 */
export function defaultWptDir(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../../wpt');
}

function missingMessage(what: string): string {
  return (
    `${what} is missing. Run \`pnpm sync\` at the repository root: it copies the pinned web-platform-tests ` +
    'files listed in wpt/MANIFEST.json (from WPT_DIR, or downloads them) and verifies their hashes. ' +
    'Outside the repository, pass `wptDir` (CLI: --wpt-dir) pointing at a folder with the url/, urlpattern/ and common/ files.'
  );
}

/** Throws a clear message when `wptDir` is not a folder. */
export function checkWptDir(wptDir: string): void {
  if (!existsSync(wptDir) || !statSync(wptDir).isDirectory()) {
    throw new Error(missingMessage(`The WPT data folder ${wptDir}`));
  }
}

/**
 * Absolute path of a synced WPT data file (`relative` as in the upstream tree, e.g.
 * `url/resources/urltestdata.json`). Throws a clear message (run `pnpm sync`) when it is missing.
 */
export function wptDataPath(relativePath: string, wptDir: string = defaultWptDir()): string {
  const full = resolveInside(wptDir, relativePath);
  if (!existsSync(full)) throw new Error(missingMessage(`WPT data file ${full}`));
  return full;
}

/** `relativePath` (posix, relative to `root`) resolved under `root`; throws when it escapes `root`. */
export function resolveInside(root: string, relativePath: string): string {
  const normalized = posix.normalize(relativePath.replace(/\\/g, '/'));
  const full = resolve(root, normalized);
  const rel = relative(root, full);
  if (rel.startsWith('..') || isAbsolute(rel)) throw new Error(`${relativePath} is outside ${root}`);
  return join(root, rel);
}
