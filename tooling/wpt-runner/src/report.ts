import { existsSync, readFileSync } from 'node:fs';
import type { Expectations, SuiteResult } from './types';

/** How many failure messages `assertClean` / `assertSuite` print in full. */
const MAX_MESSAGES = 30;
/** How many failures per suite `formatResults` prints. */
const MAX_FAILURES_PER_SUITE = 50;
/** How many names per not-applicable reason `formatResults` prints. */
const MAX_NA_NAMES = 5;

/** True when the suite has no unexpected failure, no unexpected pass and no stale expectation. */
export function isClean(result: SuiteResult): boolean {
  return (
    result.failures.length === 0 &&
    result.unexpectedPasses.length === 0 &&
    result.staleExpectations.length === 0
  );
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** One line per result, then failure details: unexpected failures, unexpected passes, stale entries, not applicable. */
export function formatResults(results: SuiteResult[], options: { title?: string } = {}): string {
  const lines: string[] = [];
  if (options.title) lines.push(`## ${options.title}`, '');
  lines.push(
    '| suite | passed | total | expected failures | failures | unexpected passes | stale expectations | not applicable |',
  );
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const sum = { passed: 0, total: 0, expected: 0, failures: 0, unexpected: 0, stale: 0, na: 0 };
  for (const r of results) {
    lines.push(
      `| ${cell(r.suite)} | ${r.passed} | ${r.total} | ${r.expectedFailures} | ${r.failures.length} | ${r.unexpectedPasses.length} | ${r.staleExpectations.length} | ${r.notApplicable.length} |`,
    );
    sum.passed += r.passed;
    sum.total += r.total;
    sum.expected += r.expectedFailures;
    sum.failures += r.failures.length;
    sum.unexpected += r.unexpectedPasses.length;
    sum.stale += r.staleExpectations.length;
    sum.na += r.notApplicable.length;
  }
  lines.push(
    `| **all ${results.length} suite${results.length === 1 ? '' : 's'}** | ${sum.passed} | ${sum.total} | ${sum.expected} | ${sum.failures} | ${sum.unexpected} | ${sum.stale} | ${sum.na} |`,
  );

  for (const r of results) {
    if (r.failures.length > 0) {
      lines.push(
        '',
        `### ${r.suite}: ${r.failures.length} unexpected failure${r.failures.length === 1 ? '' : 's'}`,
      );
      for (const f of r.failures.slice(0, MAX_FAILURES_PER_SUITE))
        lines.push(`- ${f.name}\n    ${f.message}`);
      if (r.failures.length > MAX_FAILURES_PER_SUITE)
        lines.push(`- ... and ${r.failures.length - MAX_FAILURES_PER_SUITE} more`);
    }
    if (r.unexpectedPasses.length > 0) {
      lines.push('', `### ${r.suite}: listed as failing but passed (remove from the expectations)`);
      for (const n of r.unexpectedPasses) lines.push(`- ${n}`);
    }
    if (r.staleExpectations.length > 0) {
      lines.push('', `### ${r.suite}: stale expectations (no such test ran)`);
      for (const n of r.staleExpectations) lines.push(`- ${n}`);
    }
  }

  const naLines: string[] = [];
  for (const r of results) {
    if (r.notApplicable.length === 0) continue;
    const byReason = new Map<string, string[]>();
    for (const na of r.notApplicable) {
      const names = byReason.get(na.reason) ?? [];
      names.push(na.name);
      byReason.set(na.reason, names);
    }
    for (const [reason, names] of byReason) {
      const shown = names.slice(0, MAX_NA_NAMES).map((n) => JSON.stringify(n));
      const more = names.length > MAX_NA_NAMES ? `, ... (${names.length - MAX_NA_NAMES} more)` : '';
      naLines.push(
        `- ${r.suite}: ${names.length} test${names.length === 1 ? '' : 's'} (${reason}): ${shown.join(', ')}${more}`,
      );
    }
  }
  if (naLines.length > 0) lines.push('', '### Not applicable (not run, not counted as passes)', ...naLines);
  return lines.join('\n');
}

function problems(results: SuiteResult[]): string | undefined {
  const dirty = results.filter((r) => !isClean(r));
  if (dirty.length === 0) return undefined;
  const out: string[] = [];
  let shown = 0;
  let failures = 0;
  for (const r of dirty) {
    failures += r.failures.length;
    const counts = [
      r.failures.length > 0 ? `${r.failures.length} unexpected failure(s)` : '',
      r.unexpectedPasses.length > 0 ? `${r.unexpectedPasses.length} unexpected pass(es)` : '',
      r.staleExpectations.length > 0 ? `${r.staleExpectations.length} stale expectation(s)` : '',
    ].filter(Boolean);
    out.push(`${r.suite}: ${counts.join(', ')} (${r.passed}/${r.total} passed)`);
    for (const f of r.failures) {
      if (shown >= MAX_MESSAGES) break;
      out.push(`  FAIL ${f.name}\n       ${f.message}`);
      shown++;
    }
    for (const n of r.unexpectedPasses) out.push(`  UNEXPECTED PASS (remove it from the expectations) ${n}`);
    for (const n of r.staleExpectations) out.push(`  STALE EXPECTATION (no such test ran) ${n}`);
  }
  if (failures > shown)
    out.push(`  ... ${failures - shown} more failure(s) not shown; formatResults(results) lists them`);
  return out.join('\n');
}

/** Throws an Error summarising the suite's failures, unexpected passes and stale expectations. */
export function assertSuite(result: SuiteResult): void {
  const text = problems([result]);
  if (text !== undefined) throw new Error(`WPT ${result.suite} is not clean:\n${text}`);
}

/** Throws an Error summarising every failure, unexpected pass and stale expectation (first 30 messages in full). */
export function assertClean(results: SuiteResult[]): void {
  const text = problems(results);
  if (text !== undefined) throw new Error(`WPT run is not clean:\n${text}`);
}

/** Reads an expectations file (JSON: suite -> test name -> reason). A missing file means no expectations. */
export function loadExpectations(file: string): Expectations {
  if (!existsSync(file)) return {};
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`Expectations file ${file} is not valid JSON: ${(e as Error).message}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(
      `Expectations file ${file} must hold an object: { "<suite>": { "<test name>": "<reason>" } }`,
    );
  }
  for (const [suite, tests] of Object.entries(data)) {
    if (suite.startsWith('$') || suite === '//') continue;
    if (typeof tests !== 'object' || tests === null || Array.isArray(tests)) {
      throw new Error(`Expectations file ${file}: "${suite}" must map test names to reasons`);
    }
    for (const [name, reason] of Object.entries(tests)) {
      if (typeof reason !== 'string' || reason.trim() === '') {
        throw new Error(
          `Expectations file ${file}: "${suite}" / "${name}" needs a reason (a non-empty string)`,
        );
      }
    }
  }
  const out: Expectations = {};
  for (const [suite, tests] of Object.entries(data as Expectations)) {
    if (suite.startsWith('$') || suite === '//') continue;
    out[suite] = tests;
  }
  return out;
}
