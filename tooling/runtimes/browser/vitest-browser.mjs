// vitest browser mode in Debian's Chromium, driven by playwright: the packages' own test files run in
// the page, unmodified, resolving workspace packages to their sources as on Node.
import { playwright } from '@vitest/browser-playwright';
import { launchOptions } from './chromium.mjs';

export function browserOptions() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: launchOptions() }),
    instances: [{ browser: 'chromium' }],
    screenshotFailures: false,
    // every package is a project with its own vite server; on 2 cores their dependency optimizers take a while
    connectTimeout: 10 * 60_000,
  };
}
