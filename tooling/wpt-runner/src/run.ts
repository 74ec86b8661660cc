import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { CONTROL_KEY, DEFAULT_TIMEOUT_MS, isTimeout, runAnyJsFile, timeoutMessage } from './anyjs';
import { installTestharness, type Testharness } from './harness';
import { NotApplicable } from './json-suites';
import { defaultWptDir, wptDataPath } from './paths';
import { catalog, type JsonSuite, type Suite, whyNotRunnable } from './suites';
import type { Expectations, Implementation, SuiteResult, TestRecord } from './types';

export interface RunOptions {
  /** Suite names (see `listSuites`). Default: every suite the implementation can answer. */
  suites?: string[] | undefined;
  /** Known failures, by suite then test name, with the reason. */
  expectations?: Expectations | undefined;
  /** The folder holding `url/`, `urlpattern/`, `common/` (and `extra/`). Default: the repository's `wpt/`. */
  wptDir?: string | undefined;
  /**
   * Bound, in ms, on one uninterrupted stretch of test code (a JSON suite, a file's top-level script, or one
   * promise test with the tests it runs). Code still running then is interrupted and the test it was in
   * fails as timed out (the rest of that stretch does not run). Default 60000.
   */
  timeoutMs?: number | undefined;
}

/** A context used only to bound the run time of a JSON suite (its `timeout` interrupts any code). */
let guardContext: vm.Context | undefined;
const guardScript = new vm.Script(`globalThis[Symbol.for(${JSON.stringify(CONTROL_KEY)})]()`);

/** Runs a data-driven suite with the harness in this realm (the implementation's own realm). */
function runJsonSuite(
  suite: JsonSuite,
  impl: Implementation,
  wptDir: string,
  timeoutMs: number,
): TestRecord[] {
  const records: TestRecord[] = [];
  const h = {} as Testharness;
  const control = installTestharness(h as unknown as Record<string, unknown>, {
    record(name, status, message) {
      records.push({ name, status, message });
    },
    notApplicable: () => undefined,
    classifyError: (error) => (error instanceof NotApplicable ? error.reason : undefined),
  });
  const data = JSON.parse(readFileSync(wptDataPath(suite.file, wptDir), 'utf8'));
  guardContext ??= vm.createContext({});
  const guardGlobal = vm.runInContext('globalThis', guardContext) as Record<symbol, unknown>;
  guardGlobal[Symbol.for(CONTROL_KEY)] = () => suite.driver(data, h, impl);
  try {
    guardScript.runInContext(guardContext, { timeout: timeoutMs });
  } catch (e) {
    if (isTimeout(e)) control.abort(`${timeoutMessage(timeoutMs)}; the rest of the suite did not run`);
    else control.harnessError(e);
  } finally {
    guardGlobal[Symbol.for(CONTROL_KEY)] = undefined;
  }
  return records;
}

/**
 * Testharness allows several tests with one name; the second and later get ` [#2]`, ` [#3]`... in the
 * order the file registers them, so expectations can name each one.
 */
export function disambiguate(records: TestRecord[]): TestRecord[] {
  const seen = new Map<string, number>();
  return records.map((r) => {
    const n = (seen.get(r.name) ?? 0) + 1;
    seen.set(r.name, n);
    return n === 1 ? r : { ...r, name: `${r.name} [#${n}]` };
  });
}

/** Applies the expectations of one suite to its test outcomes. */
export function summarize(
  suite: string,
  records: TestRecord[],
  listed: Record<string, string> = {},
): SuiteResult {
  const result: SuiteResult = {
    suite,
    total: 0,
    passed: 0,
    expectedFailures: 0,
    failures: [],
    unexpectedPasses: [],
    staleExpectations: [],
    notApplicable: [],
  };
  const ran = new Set<string>();
  for (const r of records) {
    if (r.status === 'na') {
      result.notApplicable.push({ name: r.name, reason: r.message });
      continue;
    }
    ran.add(r.name);
    result.total++;
    const isListed = Object.hasOwn(listed, r.name);
    if (r.status === 'pass') {
      result.passed++;
      if (isListed) result.unexpectedPasses.push(r.name);
    } else if (isListed) {
      result.expectedFailures++;
    } else {
      result.failures.push({ name: r.name, message: r.message });
    }
  }
  for (const name of Object.keys(listed)) {
    if (!ran.has(name)) result.staleExpectations.push(name);
  }
  return result;
}

async function runOne(
  suite: Suite,
  impl: Implementation,
  wptDir: string,
  timeoutMs: number,
): Promise<TestRecord[]> {
  if (suite.kind === 'json') return runJsonSuite(suite, impl, wptDir, timeoutMs);
  return runAnyJsFile(suite.file, impl, wptDir, timeoutMs);
}

/**
 * Runs WPT suites against `impl`. Without `suites`, runs every suite the implementation can answer (the
 * others are absent from the results; `runnableSuites` says which and why). Naming a suite that does not
 * exist, or one the implementation cannot answer, throws; so do expectations for a suite that does not
 * exist and `extra/` data files whose names match no suite.
 */
export async function runSuites(impl: Implementation, options: RunOptions = {}): Promise<SuiteResult[]> {
  const wptDir = options.wptDir ?? defaultWptDir();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!(timeoutMs > 0 && timeoutMs <= 2 ** 31 - 1))
    throw new RangeError(`timeoutMs must be a positive number of ms, got ${timeoutMs}`);
  const { suites: all, invalidExtras } = catalog(wptDir);
  if (invalidExtras.length > 0) {
    throw new Error(
      `These files in ${wptDir}/extra match no suite (name them <suite-stem>.<anything>.json, e.g. urltestdata.my-cases.json): ${invalidExtras.join(', ')}`,
    );
  }
  const byName = new Map(all.map((s) => [s.name, s]));
  const expectations = options.expectations ?? {};
  const unknownInExpectations = Object.keys(expectations).filter((s) => !s.startsWith('$') && !byName.has(s));
  if (unknownInExpectations.length > 0) {
    throw new Error(`The expectations name suites that do not exist: ${unknownInExpectations.join(', ')}`);
  }

  let selected: Suite[];
  if (options.suites === undefined) {
    selected = all.filter((s) => whyNotRunnable(s, impl) === undefined);
  } else {
    selected = [];
    for (const name of options.suites) {
      const suite = byName.get(name);
      if (suite === undefined)
        throw new Error(`No WPT suite named ${JSON.stringify(name)}; see listSuites()`);
      const reason = whyNotRunnable(suite, impl);
      if (reason !== undefined)
        throw new Error(`Suite ${name} cannot run with this implementation: ${reason}`);
      selected.push(suite);
    }
  }

  const results: SuiteResult[] = [];
  for (const suite of selected) {
    const records = disambiguate(await runOne(suite, impl, wptDir, timeoutMs));
    results.push(summarize(suite.name, records, expectations[suite.name]));
  }
  return results;
}
