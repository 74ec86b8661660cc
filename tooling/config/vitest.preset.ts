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
        // The root `pnpm test` sets URL_COVERAGE=1: every package's run then measures its src/ and
        // writes coverage/coverage-summary.json, which tooling/scripts/coverage-report.mjs tables
        // and checks against the bar (95% lines and branches). `vitest run --coverage` does the same
        // by hand.
        coverage: {
          enabled: process.env.URL_COVERAGE === '1',
          provider: 'v8',
          include: ['src/**/*.ts'],
          reporter: ['text-summary', 'json-summary'],
        },
      },
    }),
    extra,
  );
}
