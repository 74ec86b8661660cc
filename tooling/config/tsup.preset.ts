import { defineConfig, type Options } from 'tsup';

/**
 * The build every package shares: ESM only, one entry per subpath export, bundled `.d.ts`,
 * shared code split into chunks so that two entries never carry two copies of a module.
 */
export function packageBuild(entry: Record<string, string>, extra: Options = {}) {
  return defineConfig({
    entry,
    format: ['esm'],
    dts: true,
    clean: true,
    sourcemap: true,
    splitting: true,
    treeshake: true,
    target: 'es2022',
    platform: 'neutral',
    outDir: 'dist',
    ...extra,
  });
}
