// The pure half of the runtime expectations (no Node API, so its tests run on every runtime): which
// files and tests a run leaves out, and how a run's outcomes compare with the listed entries.

/** Separates a file from a test's full name in an entry key. */
export const SEP = ' > ';

/** The entries of one runtime that belong to the package at `pkgDir` (relative). */
export function entriesFor(expectations, runtime, pkgDir) {
  const mine = (m) => new Map([...m].filter(([k]) => k.startsWith(`${pkgDir}/`)));
  const e = expectations.byRuntime[runtime];
  return { skip: mine(e.skip), fail: mine(e.fail) };
}

function splitKey(key) {
  const i = key.indexOf(SEP);
  return i < 0 ? { file: key, test: undefined } : { file: key.slice(0, i), test: key.slice(i + SEP.length) };
}

/** Files to --exclude (package-relative) and test names to filter out, for one package run. */
export function exclusions(entries, pkgDir) {
  const files = [];
  const tests = [];
  for (const key of entries.skip.keys()) {
    const { file, test } = splitKey(key);
    if (test === undefined) files.push(file.slice(pkgDir.length + 1));
    else tests.push(test);
  }
  return { files, tests };
}

/** A vitest -t pattern that matches every test name except `names` (exact full names). */
export function testNamePatternExcluding(names) {
  if (names.length === 0) return undefined;
  const esc = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return `^(?!(?:${names.map(esc).join('|')})$)`;
}

/**
 * Applies the entries to a package run. Returns counts and the problems that fail the matrix:
 * unexpected failures, listed failures that passed, listed entries that matched nothing.
 */
export function evaluate(run, entries) {
  const summary = {
    files: 0,
    tests: 0,
    passed: 0,
    failed: 0,
    expectedFailures: 0,
    skippedByList: 0,
    skippedFiles: 0,
    otherSkipped: 0,
    problems: [],
    notRun: [],
    expectedFailureList: [],
  };
  if (run.error !== undefined) summary.problems.push(run.error);
  const seenKeys = new Set();
  const skipTests = new Map([...entries.skip].filter(([k]) => k.includes(SEP)));
  for (const f of run.files) {
    summary.files++;
    const fileKey = f.file;
    const fileLoadFailed = f.status === 'failed' && f.tests.every((t) => t.status !== 'failed');
    if (fileLoadFailed) {
      if (entries.fail.has(fileKey)) {
        seenKeys.add(fileKey);
        summary.expectedFailures++;
        summary.expectedFailureList.push(fileKey);
      } else {
        summary.problems.push(`${fileKey} failed to load or failed outside a test: ${firstLine(f.message)}`);
      }
    } else if (f.status === 'passed' && f.tests.length === 0) {
      summary.problems.push(`${fileKey} ran no test (it loaded, but registered none)`);
    } else if (entries.fail.has(fileKey)) {
      seenKeys.add(fileKey);
      summary.problems.push(
        `${fileKey} is listed as failing to load, but it loaded (unexpected pass: remove the entry)`,
      );
    }
    for (const t of f.tests) {
      const key = `${fileKey}${SEP}${t.name}`;
      if (t.status === 'skipped' || t.status === 'pending' || t.status === 'todo') {
        if (skipTests.has(key)) {
          seenKeys.add(key);
          summary.skippedByList++;
          summary.notRun.push(key);
        } else {
          summary.otherSkipped++;
        }
        continue;
      }
      summary.tests++;
      if (skipTests.has(key)) {
        seenKeys.add(key);
        summary.problems.push(`${key} is listed as skipped but ran (the name filter did not match it)`);
      }
      const listed = entries.fail.has(key);
      if (listed) seenKeys.add(key);
      if (t.status === 'passed') {
        summary.passed++;
        if (listed)
          summary.problems.push(`${key} is listed as failing but passed (unexpected pass: remove the entry)`);
      } else if (listed) {
        summary.expectedFailures++;
        summary.expectedFailureList.push(key);
      } else {
        summary.failed++;
        summary.problems.push(`${key} failed: ${headLines(t.message)}`);
      }
    }
  }
  for (const key of entries.skip.keys()) {
    if (!key.includes(SEP)) {
      summary.skippedFiles++;
      summary.notRun.push(key);
      seenKeys.add(key);
    }
  }
  for (const key of [...entries.skip.keys(), ...entries.fail.keys()]) {
    if (!seenKeys.has(key)) summary.problems.push(`${key} is listed but no such test ran (stale entry)`);
  }
  return summary;
}

/**
 * The first few non-empty lines of a failure message, each cut at 300 characters: enough for a
 * property test's seed and counterexample (fast-check puts them on the lines after the first), so a
 * failure seen once in CI can be replayed.
 */
function headLines(s, count = 6) {
  const lines = String(s ?? '')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(0, count)
    .map((l) => (l.length > 300 ? `${l.slice(0, 300)}…` : l));
  return lines.join('\n         ');
}

function firstLine(s) {
  const line =
    String(s ?? '')
      .split('\n')
      .find((l) => l.trim() !== '') ?? '';
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}
