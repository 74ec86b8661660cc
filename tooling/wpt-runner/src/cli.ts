#!/usr/bin/env node
/**
 * url-wpt: run the web-platform-tests URL and URL Pattern suites against an implementation module.
 *
 *   url-wpt --impl ./my-url.js [--suite name ...] [--expectations file.json] [--wpt-dir dir] [--timeout ms] [--json] [--list]
 */
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { formatResults, isClean, loadExpectations } from './report';
import { runSuites } from './run';
import { listSuites, runnableSuites } from './suites';
import type { Implementation } from './types';

const USAGE = `Usage: url-wpt --impl <module> [options]

Runs the web-platform-tests URL and URL Pattern suites (JSON data and the upstream .any.js files,
unmodified) against the URL, URLSearchParams and URLPattern exported by <module> (named exports, or a
default export object holding them; a hostToASCII(input) export runs the IDNA suites host-only).

Options:
  --impl <module>        path (./impl.js) or package name of the implementation module
  --suite <name>         run only this suite (repeatable); default: every suite the module can answer
  --expectations <file>  JSON { "<suite>": { "<test name>": "<reason>" } } of known failures
  --wpt-dir <dir>        folder with url/, urlpattern/, common/ (default: the repository's wpt/)
  --timeout <ms>         interrupt an implementation that does not return (default 60000; see README)
  --json                 print the results as JSON instead of a table
  --list                 list the suites (with --impl: which ones it can run, and why not)
  -h, --help             show this help

Exit status: 0 when every suite ran clean, 1 on any unexpected failure, unexpected pass or stale
expectation, 2 on a usage or set-up error.`;

const EXPORT_NAMES = ['URL', 'URLSearchParams', 'URLPattern', 'hostToASCII'] as const;

/** Imports the implementation module: a path (relative to `cwd`) or a package name resolved from `cwd`. */
export async function loadImplementation(spec: string, cwd: string = process.cwd()): Promise<Implementation> {
  let target = spec;
  const asPath = resolve(cwd, spec);
  if (spec.startsWith('.') || isAbsolute(spec) || existsSync(asPath)) {
    if (!existsSync(asPath)) throw new Error(`--impl ${spec}: no such file (${asPath})`);
    target = pathToFileURL(asPath).href;
  } else {
    try {
      target = pathToFileURL(createRequire(join(cwd, 'package.json')).resolve(spec)).href;
    } catch {
      // Not resolvable with require conditions from cwd: let import() resolve it (ESM-only packages).
    }
  }
  const mod = (await import(target)) as Record<string, unknown>;
  const pick = (source: Record<string, unknown>): Implementation => {
    const impl: Record<string, unknown> = {};
    for (const name of EXPORT_NAMES) if (source[name] !== undefined) impl[name] = source[name];
    return impl as Implementation;
  };
  let impl = pick(mod);
  if (Object.keys(impl).length === 0 && typeof mod.default === 'object' && mod.default !== null) {
    impl = pick(mod.default as Record<string, unknown>);
  }
  if (Object.keys(impl).length === 0) {
    throw new Error(
      `--impl ${spec} exports none of ${EXPORT_NAMES.join(', ')} (named, or on a default export object)`,
    );
  }
  impl.name = spec;
  return impl;
}

/** The CLI, as a function: returns the exit status; writes through `out`/`err`; paths resolve from `cwd`. */
export async function main(
  argv: string[],
  out: (text: string) => void = (t) => process.stdout.write(`${t}\n`),
  err: (text: string) => void = (t) => process.stderr.write(`${t}\n`),
  cwd: string = process.cwd(),
): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (e) {
    err(`url-wpt: ${(e as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values } = args;
  if (values.help) {
    out(USAGE);
    return 0;
  }
  const wptDir = values['wpt-dir'] === undefined ? undefined : resolve(cwd, values['wpt-dir']);
  try {
    if (values.list && values.impl === undefined) {
      for (const name of listSuites({ wptDir })) out(name);
      return 0;
    }
    if (values.impl === undefined) {
      err(`url-wpt: --impl is required\n\n${USAGE}`);
      return 2;
    }
    const impl = await loadImplementation(values.impl, cwd);
    const { runnable, notRunnable } = runnableSuites(impl, { wptDir });
    if (values.list) {
      for (const name of runnable) out(`${name}`);
      for (const n of notRunnable) out(`${n.suite}  (cannot run: ${n.reason})`);
      return 0;
    }
    const expectationsFile =
      values.expectations === undefined ? undefined : resolve(cwd, values.expectations);
    if (expectationsFile !== undefined && !existsSync(expectationsFile)) {
      err(`url-wpt: expectations file ${values.expectations} does not exist`);
      return 2;
    }
    const expectations = expectationsFile === undefined ? undefined : loadExpectations(expectationsFile);
    const timeoutMs = values.timeout === undefined ? undefined : Number(values.timeout);
    if (timeoutMs !== undefined && !(timeoutMs > 0)) {
      err(`url-wpt: --timeout must be a positive number of milliseconds, got ${values.timeout}`);
      return 2;
    }
    const results = await runSuites(impl, { suites: values.suite, expectations, wptDir, timeoutMs });
    const notRun = values.suite === undefined ? notRunnable : [];
    const clean = results.every(isClean);
    if (values.json) {
      out(JSON.stringify({ implementation: impl.name, clean, results, notRun }, null, 2));
    } else {
      out(formatResults(results, { title: `WPT results for ${impl.name}` }));
      if (notRun.length > 0) {
        out('');
        out(`### Not run: ${impl.name} cannot answer these suites`);
        for (const n of notRun) out(`- ${n.suite} (${n.reason})`);
      }
      out('');
      out(clean ? 'Clean: no unexpected failures.' : 'NOT CLEAN: see the failures above.');
    }
    return clean ? 0 : 1;
  } catch (e) {
    err(`url-wpt: ${(e as Error).message}`);
    return 2;
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: false,
    options: {
      impl: { type: 'string' },
      suite: { type: 'string', multiple: true },
      expectations: { type: 'string' },
      'wpt-dir': { type: 'string' },
      timeout: { type: 'string' },
      json: { type: 'boolean' },
      list: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** The parts of `process` the bin entry uses (injectable, so tests can run it in process). */
export interface BinProcess {
  argv: string[];
  stdout: {
    write(text: string): unknown;
    on(event: 'error', listener: (error: NodeJS.ErrnoException) => void): unknown;
  };
  stderr: { write(text: string): unknown };
  exitCode?: number | string | undefined;
  exit(code?: number | string | null): never;
}

/** True when `argv[1]` (the script node was started with) is this module, i.e. it runs as the bin. */
export function isMain(argv: readonly (string | undefined)[] = process.argv): boolean {
  const entry = argv[1];
  if (entry === undefined) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

/**
 * The bin entry: runs `main` on `proc.argv`, writes through `proc.stdout`/`proc.stderr`, sets
 * `proc.exitCode` (2 when `main` itself throws). Resolves when the run is over.
 */
export function runBin(proc: BinProcess = process): Promise<void> {
  // `url-wpt ... | head` closes the pipe early: stop quietly instead of crashing on EPIPE.
  proc.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') proc.exit(proc.exitCode ?? 0);
    throw e;
  });
  return main(
    proc.argv.slice(2),
    (t) => proc.stdout.write(`${t}\n`),
    (t) => proc.stderr.write(`${t}\n`),
  ).then(
    (code) => {
      proc.exitCode = code;
    },
    (e: unknown) => {
      proc.stderr.write(`url-wpt: ${(e as Error)?.stack ?? String(e)}\n`);
      proc.exitCode = 2;
    },
  );
}

// Run when executed as the bin (not when imported, e.g. by tests).
if (isMain()) void runBin();
