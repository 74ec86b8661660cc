// Debian's headless Chromium (`apt-get install -y chromium`, done by .ci/run), launched by
// playwright-core with the flags known to work on this kind of machine (no network but loopback).
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Throws a clear message when Chromium is not installed. */
export function checkChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}: run \`apt-get install -y chromium\` (as .ci/run does), or set CHROMIUM_PATH`,
    );
  }
}

/** playwright launch options (playwright gives every launch a fresh temporary --user-data-dir). */
export function launchOptions() {
  checkChromium();
  return { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS };
}
