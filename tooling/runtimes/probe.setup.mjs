// vitest setup file added by tooling/runtimes to every test file it runs: fails the file unless the
// code really runs on the runtime the matrix asked for (a fork that silently fell back to Node, or a
// browser run that ran in Node, would otherwise report Node's results as Bun's, Deno's or Chromium's).
import { inject } from 'vitest';

/** Which runtime this code runs on, from globals each runtime alone defines. */
export function detectRuntime() {
  if (typeof globalThis.Bun !== 'undefined') return 'bun';
  if (typeof globalThis.Deno !== 'undefined') return 'deno';
  if (typeof globalThis.process?.versions?.node === 'string' && typeof globalThis.window === 'undefined')
    return 'node';
  if (
    typeof globalThis.navigator?.userAgent === 'string' &&
    /(Headless)?Chrome\//.test(globalThis.navigator.userAgent)
  )
    return 'chromium';
  return 'unknown';
}

const expected = inject('urlRuntime');
const actual = detectRuntime();
if (actual !== expected) {
  throw new Error(`tooling/runtimes: this test file was meant to run on ${expected} but runs on ${actual}`);
}
