// The matrix's own logic: entries are applied exactly, and every way a listed entry can go stale or a run
// can go wrong is reported. Pure code, so these run on every runtime of the matrix too.
import { describe, expect, test } from 'vitest';
// @ts-expect-error plain JS module without types
import { entriesFor, evaluate, exclusions, testNamePatternExcluding } from '../lib/evaluate.mjs';

const pkg = 'packages/x';
const entries = (skip: Record<string, string> = {}, fail: Record<string, string> = {}) =>
  entriesFor(
    {
      byRuntime: {
        bun: { skip: new Map(Object.entries(skip)), fail: new Map(Object.entries(fail)) },
      },
    },
    'bun',
    pkg,
  );
const file = (name: string, tests: [string, string][], status = 'passed', message = '') => ({
  file: `${pkg}/test/${name}`,
  status,
  message,
  tests: tests.map(([n, s]) => ({
    name: n,
    status: s,
    message: s === 'failed' ? 'AssertionError: boom' : '',
  })),
});

describe('evaluate', () => {
  test('a clean run has no problems and counts every pass', () => {
    const s = evaluate(
      {
        files: [
          file('a.test.ts', [
            ['t1', 'passed'],
            ['t2', 'passed'],
          ]),
        ],
      },
      entries(),
    );
    expect(s.problems).toEqual([]);
    expect(s.passed).toBe(2);
  });

  test('an unlisted failure is a problem', () => {
    const s = evaluate({ files: [file('a.test.ts', [['t1', 'failed']], 'failed')] }, entries());
    expect(s.problems).toHaveLength(1);
    expect(s.problems[0]).toContain('packages/x/test/a.test.ts > t1 failed');
  });

  test('an unlisted failure shows the lines a property test needs to replay it, not only the first', () => {
    const f = file('a.test.ts', [['t1', 'failed']], 'failed');
    f.tests[0]!.message =
      `Error: Property failed after 55 tests\n{ seed: 123, path: "54:1" }\nCounterexample: ["a"]\n\n${'x'.repeat(500)}\nline 5\nline 6\nline 7`;
    const [problem] = evaluate({ files: [f] }, entries()).problems;
    expect(problem).toContain('seed: 123');
    expect(problem).toContain('Counterexample: ["a"]');
    expect(problem).toContain(`${'x'.repeat(300)}…`);
    expect(problem).toContain('line 6');
    expect(problem).not.toContain('line 7');
  });

  test('a listed failure that fails is expected; one that passes is an unexpected pass', () => {
    const listed = entries({}, { 'packages/x/test/a.test.ts > t1': 'a reason long enough' });
    expect(evaluate({ files: [file('a.test.ts', [['t1', 'failed']], 'failed')] }, listed).problems).toEqual(
      [],
    );
    const passing = evaluate({ files: [file('a.test.ts', [['t1', 'passed']])] }, listed);
    expect(passing.problems.join()).toContain('unexpected pass');
  });

  test('a file that fails to load must be listed; a listed one that loads is an unexpected pass', () => {
    const broken = file('b.test.ts', [], 'failed', 'Failed to import test file');
    expect(evaluate({ files: [broken] }, entries()).problems.join()).toContain('failed to load');
    const listed = entries({}, { 'packages/x/test/b.test.ts': 'Node-only: imports node:fs' });
    expect(evaluate({ files: [broken] }, listed).problems).toEqual([]);
    const loads = evaluate({ files: [file('b.test.ts', [['t', 'passed']])] }, listed);
    expect(loads.problems.join()).toContain('unexpected pass');
  });

  test('entries that match nothing are stale', () => {
    const listed = entries(
      { 'packages/x/test/a.test.ts > gone': 'a reason long enough' },
      { 'packages/x/test/a.test.ts > also gone': 'a reason long enough' },
    );
    const s = evaluate({ files: [file('a.test.ts', [['t1', 'passed']])] }, listed);
    expect(s.problems.filter((p: string) => p.includes('stale'))).toHaveLength(2);
  });

  test('a test listed as skipped that ran anyway is a problem', () => {
    const listed = entries({ 'packages/x/test/a.test.ts > t1': 'a reason long enough' });
    const s = evaluate({ files: [file('a.test.ts', [['t1', 'passed']])] }, listed);
    expect(s.problems.join()).toContain('listed as skipped but ran');
  });

  test('a file that registers no test is a problem', () => {
    expect(evaluate({ files: [file('a.test.ts', [])] }, entries()).problems.join()).toContain('ran no test');
  });

  test('skipped-by-list tests are counted and not stale', () => {
    const listed = entries({ 'packages/x/test/a.test.ts > t2': 'a reason long enough' });
    const s = evaluate(
      {
        files: [
          file('a.test.ts', [
            ['t1', 'passed'],
            ['t2', 'skipped'],
          ]),
        ],
      },
      listed,
    );
    expect(s.problems).toEqual([]);
    expect(s.skippedByList).toBe(1);
  });
});

describe('exclusions and the name filter', () => {
  test('files become package-relative excludes; tests become names', () => {
    const e = entries({
      'packages/x/test/node.test.ts': 'r'.repeat(12),
      'packages/x/test/a.test.ts > d t': 'r'.repeat(12),
    });
    expect(exclusions(e, pkg)).toEqual({ files: ['test/node.test.ts'], tests: ['d t'] });
  });

  test('the pattern matches every name but the listed ones, exactly', () => {
    const re = new RegExp(testNamePatternExcluding(['a (b) c', 'x.y']));
    expect(re.test('a (b) c')).toBe(false);
    expect(re.test('x.y')).toBe(false);
    expect(re.test('x.yz')).toBe(true);
    expect(re.test('xzy')).toBe(true);
    expect(re.test('a (b) c d')).toBe(true);
    expect(testNamePatternExcluding([])).toBeUndefined();
  });
});
