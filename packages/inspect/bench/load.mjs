// Bundles the inspector's sources (src/ and cli/run.ts, through the `@url/source` condition) into a
// temporary module and imports it, so the bench scripts run the current source without a build.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The inspector's exports plus `run` (the CLI) and, when present, the page's `renderPage`. `root` is
 * the directory holding `src/` and `cli/` (default this package; another version's copy, e.g. from
 * `git archive <commit> src cli`, to compare side by side).
 */
export async function load(root = join(here, '..')) {
  const out = join(mkdtempSync(join(tmpdir(), 'url-inspect-bench-')), 'inspect.mjs');
  const result = await build({
    stdin: {
      contents: "export * from './src/index.ts'; export { run } from './cli/run.ts';",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    conditions: ['@url/source'],
    write: false,
    logLevel: 'silent',
  });
  writeFileSync(out, result.outputFiles[0].text);
  return import(pathToFileURL(out).href);
}
