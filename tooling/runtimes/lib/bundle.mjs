// esbuild bundles of tooling code that imports workspace TypeScript sources (the `@url/source`
// condition, as the tests resolve them), so nothing needs a build first.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { GENERATED_DIR as GENERATED } from './workspace.mjs';

/** Bundles `entry` for `platform` ('node' or 'browser') into the cache's generated/<name>; returns the file path. */
export async function bundle(entry, name, platform) {
  mkdirSync(GENERATED, { recursive: true });
  const outfile = join(GENERATED, name);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform,
    target: 'es2022',
    conditions: ['@url/source'],
    sourcemap: 'inline',
    logLevel: 'error',
    // Node built-ins stay imports in the Node bundle; the browser bundle must not need any
    ...(platform === 'node'
      ? {
          packages: 'bundle',
          banner: {
            js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
          },
        }
      : {}),
  });
  return outfile;
}
