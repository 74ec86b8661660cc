/**
 * Runs an upstream `.any.js` file, unmodified, in a fresh `node:vm` context that holds only the
 * ECMAScript intrinsics, the testharness shim, a few browser stand-ins, and the implementation's
 * `URL` / `URLSearchParams` / `URLPattern`.
 */
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import vm from 'node:vm';
import { defineDOMException, type HarnessHooks, installTestharness } from './harness';
import { resolveInside, wptDataPath } from './paths';
import type { Implementation, TestRecord } from './types';

/** The implementation classes a test file may see, as globals. */
export const INTERFACE_NAMES = ['URL', 'URLSearchParams', 'URLPattern'] as const;

/**
 * Default bound, in ms, on one uninterrupted stretch of test code: a file's top-level script, one promise
 * test with everything it runs (the JSON loaders run hundreds of tests), or one JSON suite. An
 * implementation that loops forever is interrupted (`vm` timeout) and the test it was in fails.
 */
export const DEFAULT_TIMEOUT_MS = 60_000;

/** Where the runner keeps its handle in a test context: a registered symbol, invisible to name lookups. */
export const CONTROL_KEY = '@url/wpt-runner';

export function isTimeout(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT';
}

export function timeoutMessage(ms: number): string {
  return `timed out: did not return within ${ms} ms and was interrupted`;
}

/**
 * Upstream tests that cannot say anything about a URL implementation run from Node. Each becomes a
 * not-applicable result (listed, never counted as a pass) and is never run.
 */
export interface NotApplicableRule {
  file: string;
  /** Exact test names, or a prefix when `prefix` is set. */
  names: string[];
  prefix?: boolean;
  /**
   * True when the file does not even register the test outside a browser window (it is guarded by
   * `GLOBAL.isWindow()`); the runner then adds the not-applicable result itself so the list is complete.
   */
  unregistered?: boolean;
  reason: string;
}

export const NOT_APPLICABLE_RULES: NotApplicableRule[] = [
  {
    file: 'url/historical.any.js',
    names: ['searchParams on location object'],
    reason:
      '`location` is a browser object; the shim only provides a stub `location` with an empty `search` ' +
      '(for common/subset-tests-by-key.js), so this would test the stub, not the implementation',
  },
  {
    file: 'url/historical.any.js',
    names: ['<a> and <area>.searchParams should be undefined'],
    unregistered: true,
    reason:
      'needs `document` (HTML <a> and <area> elements); registered only when GLOBAL.isWindow(), which is false here',
  },
  {
    file: 'url/historical.any.js',
    names: [
      'URL: no structured serialize/deserialize support',
      'URLSearchParams: no structured serialize/deserialize support',
    ],
    reason:
      '`structuredClone` belongs to the host: a browser throws DataCloneError because its bindings do not mark ' +
      'URL/URLSearchParams [Serializable]; a JavaScript class cannot make a host structuredClone throw, and a shim ' +
      'that throws for them would pass by construction',
  },
  {
    file: 'url/urlsearchparams-constructor.any.js',
    names: ['URLSearchParams constructor, FormData.'],
    reason: 'needs `FormData`, a browser (XHR) interface the shim does not provide',
  },
  {
    file: 'url/urlencoded-parser.any.js',
    names: ['request.formData() with input: ', 'response.formData() with input: '],
    prefix: true,
    reason: "tests Fetch's `Request`/`Response.formData()` (the host's form parser), not the implementation",
  },
];

function notApplicableReason(file: string, name: string): string | undefined {
  for (const rule of NOT_APPLICABLE_RULES) {
    if (rule.file !== file) continue;
    if (rule.names.some((n) => (rule.prefix ? name.startsWith(n) : name === n))) return rule.reason;
  }
  return undefined;
}

/** Error constructors of this realm, which the implementation throws (see the realm decision in harness.ts). */
const IMPLEMENTATION_REALM: Record<string, unknown> = {
  Error,
  TypeError,
  RangeError,
  SyntaxError,
  ReferenceError,
  EvalError,
  URIError,
  AggregateError,
};

/**
 * Self-contained (evaluated in the context): a `fetch` for files next to the test, via `read`.
 * Exported for the runner's own tests, which call it in this realm.
 */
export function defineFetch(read: (path: string) => string): unknown {
  return function fetch(input: unknown): Promise<unknown> {
    return new Promise((resolvePromise, reject) => {
      const url = String(input);
      let text: string;
      try {
        text = read(url);
      } catch (e) {
        reject(new TypeError(`fetch(${JSON.stringify(url)}) failed: ${(e as Error).message}`));
        return;
      }
      resolvePromise({
        ok: true,
        status: 200,
        url,
        text: () => Promise.resolve(text),
        json: () => new Promise((res) => res(JSON.parse(text))),
      });
    });
  };
}

/** `// META: key=value` lines at the top of a test file. */
export function parseMeta(source: string): { key: string; value: string }[] {
  const meta: { key: string; value: string }[] = [];
  for (const line of source.split(/\r?\n/)) {
    const m = /^\/\/ META: ([a-z-]+)=(.*)$/.exec(line);
    // both groups always take part in a match
    if (m !== null) meta.push({ key: m[1]!, value: m[2]!.trim() });
    else if (line.trim() !== '' && !line.startsWith('//')) break;
  }
  return meta;
}

function evaluate<T>(context: vm.Context, source: string): T {
  return vm.runInContext(`"use strict";\n(${source})`, context) as T;
}

/** Creates the context for one test file. Exposed for the runner's own tests (no leaked host globals). */
export function createTestContext(
  impl: Implementation,
  read: (path: string) => string,
): { context: vm.Context; global: Record<string, unknown> } {
  // 'afterEvaluate': the context's promise jobs run inside each runInContext call, hence inside its timeout.
  const context = vm.createContext(
    {},
    { name: 'WPT', codeGeneration: { strings: true, wasm: false }, microtaskMode: 'afterEvaluate' },
  );
  const global = vm.runInContext('globalThis', context) as Record<string, unknown>;
  // V8 gives every context a `console` that forwards to the inspector only; tests must not rely on it.
  delete global.console;
  const define = (key: string, value: unknown) =>
    Object.defineProperty(global, key, { value, writable: true, configurable: true, enumerable: false });
  define('self', global);
  define(
    'location',
    vm.runInContext('({ search: "", hash: "", href: "https://web-platform.test/" })', context),
  );
  define(
    'GLOBAL',
    vm.runInContext(
      '({ isWindow() { return false; }, isWorker() { return false; }, isShadowRealm() { return false; } })',
      context,
    ),
  );
  define('DOMException', evaluate<() => unknown>(context, defineDOMException.toString())());
  define('fetch', evaluate<(r: typeof read) => unknown>(context, defineFetch.toString())(read));
  for (const name of INTERFACE_NAMES) {
    if (impl[name] !== undefined) define(name, impl[name]);
  }
  return { context, global };
}

/** Runs one upstream `.any.js` file; returns the outcome of every test it registers, in order. */
export async function runAnyJsFile(
  file: string,
  impl: Implementation,
  wptDir: string,
  timeoutMs: number = DEFAULT_TIMEOUT_MS,
): Promise<TestRecord[]> {
  const records: TestRecord[] = [];
  const testDir = posix.dirname(file);
  const read = (input: string): string => {
    const path = input.replace(/[?#].*$/, '');
    const rel = path.startsWith('/') ? path.slice(1) : posix.join(testDir, path);
    return readFileSync(resolveInside(wptDir, rel), 'utf8');
  };
  const { context, global } = createTestContext(impl, read);

  const source = readFileSync(wptDataPath(file, wptDir), 'utf8');
  const meta = parseMeta(source);
  const title = meta.find((m) => m.key === 'title')?.value;

  const hooks: HarnessHooks = {
    record(name, status, message) {
      records.push({ name, status, message });
    },
    notApplicable: (name) => notApplicableReason(file, name),
    classifyError(error) {
      // A test that uses a class the implementation does not provide (e.g. URL in a URLSearchParams-only
      // run) says nothing about the implementation.
      const e = error as { name?: unknown; message?: unknown } | null;
      if (typeof e !== 'object' || e === null || e.name !== 'ReferenceError' || typeof e.message !== 'string')
        return undefined;
      const m = /^(URL|URLSearchParams|URLPattern) is not defined$/.exec(e.message);
      if (m !== null && impl[m[1] as (typeof INTERFACE_NAMES)[number]] === undefined) {
        return `needs ${m[1]}, which the implementation does not provide`;
      }
      return undefined;
    },
    implementationRealm: IMPLEMENTATION_REALM,
    defaultTestName: title ?? 'Untitled',
  };
  const install = evaluate<typeof installTestharness>(context, installTestharness.toString());
  const control = install(global, hooks);
  Object.defineProperty(global, Symbol.for(CONTROL_KEY), { value: control, configurable: true });
  const options = { timeout: timeoutMs };
  const guarded = (run: () => void): 'ok' | 'timeout' | 'error' => {
    try {
      run();
      return 'ok';
    } catch (e) {
      if (isTimeout(e)) {
        control.abort(timeoutMessage(timeoutMs));
        return 'timeout';
      }
      control.harnessError(e);
      return 'error';
    }
  };

  const scripts: string[] = [];
  for (const m of meta) {
    if (m.key !== 'script') continue;
    scripts.push(m.value.startsWith('/') ? m.value.slice(1) : posix.join(testDir, m.value));
  }
  scripts.push(file);
  for (const script of scripts) {
    const path = wptDataPath(script, wptDir);
    const code = script === file ? source : readFileSync(path, 'utf8');
    guarded(() => new vm.Script(code, { filename: path }).runInContext(context, options));
  }

  // Promise tests, one after another. Each one's promise jobs run inside the runInContext call that starts
  // it; a test still pending after that waits for something outside the context (the implementation's own
  // promises): give the event loop a turn, run the context's jobs again, until it settles or times out.
  const startNext = new vm.Script(`globalThis[Symbol.for(${JSON.stringify(CONTROL_KEY)})].startNext()`);
  const runJobs = new vm.Script('undefined');
  for (;;) {
    let more = false;
    const outcome = guarded(() => {
      more = startNext.runInContext(context, options) === true;
    });
    // A start that timed out did start a test (now aborted): go on with the next one.
    if (outcome === 'error' || (outcome === 'ok' && !more)) break;
    const deadline = Date.now() + timeoutMs;
    while (control.busy()) {
      if (Date.now() > deadline) {
        control.abort(timeoutMessage(timeoutMs));
        break;
      }
      await new Promise((resolvePromise) => setTimeout(resolvePromise, 1));
      guarded(() => runJobs.runInContext(context, options));
    }
  }
  control.finish();

  for (const rule of NOT_APPLICABLE_RULES) {
    if (rule.file === file && rule.unregistered) {
      for (const name of rule.names) records.push({ name, status: 'na', message: rule.reason });
    }
  }
  return records;
}
