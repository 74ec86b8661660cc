import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

/**
 * Tests run against each workspace package's TypeScript sources through the `@url/source`
 * export condition, so no build is needed before `vitest`. The global setup syncs and verifies
 * the pinned WPT data first (tooling/scripts/sync-data.mjs): missing data fails the run.
 */
export function packageTests(extra: ViteUserConfig = {}) {
  const conditions = ['@url/source', ...defaultServerConditions];
  return mergeConfig(
    defineConfig({
      resolve: { conditions },
      ssr: { resolve: { conditions, externalConditions: ['@url/source'] } },
      test: {
        include: ['test/**/*.test.ts'],
        globalSetup: [fileURLToPath(new URL('./sync-setup.ts', import.meta.url))],
        testTimeout: 60_000,
        hookTimeout: 60_000,
        coverage: {
          provider: 'v8',
          include: ['src/**/*.ts'],
          reporter: ['text-summary', 'json-summary'],
        },
      },
    }),
    extra,
  );
}
