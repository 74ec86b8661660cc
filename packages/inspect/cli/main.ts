#!/usr/bin/env node
/**
 * `url-inspect`: the CLI of @url/inspect.
 *
 *   url-inspect <input> [--base URL] [--json] [--color | --no-color]
 *   url-inspect - [--json | --summary] [--fail-on danger|warning]   one URL per line from stdin
 *   url-inspect --encode [set] <value>     percent-encode a value (set: component by default)
 *   url-inspect --decode <value> [--form]  percent-decode a value (--form: `+` is a space)
 * @module
 */

import { fstatSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import process from 'node:process';
import { compareLive } from '@url/readers/live';
import { run } from './run';

// a closed pipe (`url-inspect … | head`) is not an error
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

/** Whether standard input is a pipe or a file (not a terminal, not absent). */
function stdinPiped(): boolean {
  try {
    const s = fstatSync(0);
    return s.isFIFO() || s.isFile();
  } catch {
    return false;
  }
}

process.exitCode = run(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTTY: process.stdout.isTTY === true,
  noColor: process.env.NO_COLOR,
  readStdin: () => readFileSync(0, 'utf8'),
  stdinPiped: stdinPiped(),
  stderrIsTTY: process.stderr.isTTY === true,
  live: (inputs, names) => compareLive(inputs, names),
  version: (createRequire(import.meta.url)('../package.json') as { version: string }).version,
});
