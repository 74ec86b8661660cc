// A small testharness.js stand-in for running the upstream urlpattern/*.any.js files unmodified
// (used until @url/wpt-runner is available to this package). Scripts run in a node:vm context whose
// TypeError is this realm's, so assert_throws_js(TypeError, ...) sees the errors URLPattern throws.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

export const WPT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../wpt');

export function readWpt(path: string): string {
  return readFileSync(join(WPT_DIR, path), 'utf8');
}

export function readWptJSON<T = unknown>(path: string): T {
  return JSON.parse(readWpt(path)) as T;
}

export interface CollectedTest {
  name: string;
  run: () => Promise<void> | void;
}

class AssertionError extends Error {}

function sameValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b);
}

function fmt(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'object' && v !== null) {
    try {
      return JSON.stringify(v);
    } catch {
      return String(v);
    }
  }
  return String(v);
}

function objectEquals(actual: unknown, expected: unknown, path: string, seen: Set<unknown>): void {
  if (typeof expected !== 'object' || expected === null) {
    if (!sameValue(actual, expected))
      throw new AssertionError(`property ${path} expected ${fmt(expected)} but got ${fmt(actual)}`);
    return;
  }
  if (seen.has(expected)) return;
  seen.add(expected);
  if (typeof actual !== 'object' || actual === null)
    throw new AssertionError(`property ${path} expected an object but got ${fmt(actual)}`);
  for (const key in actual as object) {
    if (!Object.hasOwn(expected as object, key))
      throw new AssertionError(`unexpected property ${path}.${key}`);
  }
  for (const key in expected as object) {
    if (!Object.hasOwn(actual as object, key)) throw new AssertionError(`missing property ${path}.${key}`);
    objectEquals((actual as any)[key], (expected as any)[key], `${path}.${key}`, seen);
  }
}

/** Builds the harness globals; tests are collected into the returned array. */
export function createHarness(URLPattern: unknown): {
  globals: Record<string, unknown>;
  tests: CollectedTest[];
} {
  const tests: CollectedTest[] = [];
  const promiseTests: (() => unknown)[] = [];
  const globals: Record<string, unknown> = {
    URLPattern,
    URL,
    TypeError,
    test(fn: () => void, name: string) {
      tests.push({ name, run: fn });
    },
    promise_test(fn: () => unknown) {
      promiseTests.push(fn);
    },
    async fetch(path: string) {
      return { json: async () => JSON.parse(readWpt(join('urlpattern', path))) };
    },
    assert_equals(actual: unknown, expected: unknown, description = '') {
      if (!sameValue(actual, expected))
        throw new AssertionError(`${description}: expected ${fmt(expected)} but got ${fmt(actual)}`);
    },
    assert_true(actual: unknown, description = '') {
      if (actual !== true) throw new AssertionError(`${description}: expected true but got ${fmt(actual)}`);
    },
    assert_false(actual: unknown, description = '') {
      if (actual !== false) throw new AssertionError(`${description}: expected false but got ${fmt(actual)}`);
    },
    assert_object_equals(actual: unknown, expected: unknown, description = '') {
      try {
        objectEquals(actual, expected, '', new Set());
      } catch (e) {
        throw new AssertionError(`${description}: ${(e as Error).message}`);
      }
    },
    assert_throws_js(ctor: unknown, fn: () => unknown, description = '') {
      try {
        fn();
      } catch (e) {
        if (typeof e !== 'object' || e === null || (e as any).constructor !== ctor)
          throw new AssertionError(`${description}: threw ${fmt(e)}, not the expected ${(ctor as any).name}`);
        return;
      }
      throw new AssertionError(`${description}: did not throw`);
    },
    assert_implements(condition: unknown, description = '') {
      if (!condition) throw new AssertionError(`not implemented: ${description}`);
    },
  };
  (globals as any).__flushPromiseTests = async () => {
    for (const fn of promiseTests.splice(0)) await fn();
  };
  return { globals, tests };
}

/** Runs an upstream .any.js file (and its META script= dependencies) and returns its tests. */
export async function collectAnyJs(file: string, URLPattern: unknown): Promise<CollectedTest[]> {
  const { globals, tests } = createHarness(URLPattern);
  const context = vm.createContext({ ...globals });
  const source = readWpt(file);
  for (const line of source.split('\n')) {
    const m = /^\/\/ META: script=(.+)$/.exec(line.trim());
    if (m !== null) vm.runInContext(readWpt(join(dirname(file), m[1])), context, { filename: m[1] });
  }
  vm.runInContext(source, context, { filename: file });
  await (context as any).__flushPromiseTests();
  return tests;
}
