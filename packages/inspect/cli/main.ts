#!/usr/bin/env node
/**
 * `url-inspect`: the CLI of @url/inspect.
 *
 *   url-inspect <input> [--base URL] [--json] [--color | --no-color]
 *   url-inspect --encode [set] <value>     percent-encode a value (set: component by default)
 *   url-inspect --decode <value> [--form]  percent-decode a value (--form: `+` is a space)
 * @module
 */

import process from 'node:process';
import { run } from './run';

// a closed pipe (`url-inspect … | head`) is not an error
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

process.exitCode = run(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTTY: process.stdout.isTTY === true,
  noColor: process.env.NO_COLOR,
});
