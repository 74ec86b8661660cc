import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { URLPattern } from 'urlpattern-polyfill/urlpattern';
import { assert, describe, expect, test } from 'vitest';
import { URL } from 'whatwg-url';
import { assertClean, formatResults, loadExpectations, runSuites, type SuiteResult } from '../src/index';
import { upstreamOnlyWptDir } from './upstream-dir';

/** A WPT folder holding only `extra/` files (the JSON drivers need nothing else). */
function extraDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'wpt-edges-'));
  mkdirSync(join(dir, 'extra'));
  for (const [name, data] of Object.entries(files)) {
    writeFileSync(join(dir, 'extra', name), typeof data === 'string' ? data : JSON.stringify(data));
  }
  return dir;
}

describe('JSON drivers: edge cases', () => {
  test('data a driver cannot even iterate fails the suite as "Harness status", not the run', async () => {
    const dir = extraDir({ 'urltestdata.not-a-list.json': { input: 'x' } });
    const [r] = await runSuites({ URL }, { wptDir: dir, suites: ['extra/urltestdata.not-a-list.json'] });
    assert(r);
    expect(r.total).toBe(1);
    expect(r.failures).toEqual([{ name: 'Harness status', message: expect.stringMatching(/^TypeError: /) }]);
  });

  test('URLPattern without URL: cases whose expected patterns need new URL(baseURL) are not applicable', async () => {
    const [r] = await runSuites(
      { URLPattern },
      { wptDir: upstreamOnlyWptDir(), suites: ['urlpatterntestdata.json'] },
    );
    assert(r);
    // README: 36 cases of each URLPattern suite need URL when the polyfill runs alone.
    expect(r.notApplicable).toHaveLength(36);
    for (const n of r.notApplicable) {
      expect(n.reason).toMatch(
        /^needs URL \(to compute the expected patterns from (baseURL|the base URL)\); the implementation provides none$/,
      );
    }
  });

  test("expected patterns default to the base URL's components, separators stripped", async () => {
    // No upstream case leaves search and hash to be taken from the base URL; this one does.
    const base = 'https://example.com:8080/a?q=1#h';
    const dir = extraDir({
      'urlpatterntestdata.base.json': [
        {
          pattern: [{ baseURL: base }],
          inputs: [base],
          expected_match: {
            inputs: [base],
            protocol: { input: 'https', groups: {} },
            username: { input: '', groups: { 0: '' } },
            password: { input: '', groups: { 0: '' } },
            hostname: { input: 'example.com', groups: {} },
            port: { input: '8080', groups: {} },
            pathname: { input: '/a', groups: {} },
            search: { input: 'q=1', groups: {} },
            hash: { input: 'h', groups: {} },
          },
        },
      ],
    });
    const impl = { URL, URLPattern };
    const [r] = await runSuites(impl, { wptDir: dir, suites: ['extra/urlpatterntestdata.base.json'] });
    assert(r);
    expect(r.failures).toEqual([]);
    expect(r.passed).toBe(1);
    // The driver did compare against the base URL's values: a pattern whose search differs fails.
    class WrongSearch extends URLPattern {
      constructor(...args: ConstructorParameters<typeof URLPattern>) {
        super(...args);
        Object.defineProperty(this, 'search', { get: () => 'q=2' });
      }
    }
    const [wrong] = await runSuites(
      { URL, URLPattern: WrongSearch },
      { wptDir: dir, suites: ['extra/urlpatterntestdata.base.json'] },
    );
    assert(wrong);
    expect(wrong.failures).toHaveLength(1);
    expect(wrong.failures[0]?.message).toBe(
      `assert_equals: compiled pattern property 'search' expected "q=1" but got "q=2"`,
    );
  });
});

describe('report: edge cases', () => {
  const result = (suite: string, failures: number): SuiteResult => ({
    suite,
    total: failures,
    passed: 0,
    expectedFailures: 0,
    failures: Array.from({ length: failures }, (_, i) => ({ name: `t${i}`, message: `m${i}` })),
    unexpectedPasses: [],
    staleExpectations: [],
    notApplicable: [],
  });

  test('formatResults: plural counts; at most 50 failures per suite, then how many more', () => {
    const text = formatResults([result('a.json', 2), result('b.json', 53)]);
    expect(text).toContain('### a.json: 2 unexpected failures\n- t0\n    m0\n- t1\n    m1\n');
    expect(text).toContain('### b.json: 53 unexpected failures\n');
    expect(text).toContain('- t49\n    m49\n- ... and 3 more');
    expect(text).not.toContain('- t50\n');
  });

  test('assertClean: silent when every suite is clean, else it throws the summary', () => {
    expect(() => assertClean([result('a.json', 0), result('b.json', 0)])).not.toThrow();
    expect(() => assertClean([result('a.json', 0), result('b.json', 1)])).toThrow(/^WPT run is not clean:\n/);
  });

  test('loadExpectations: "//" and "$..." keys are comments; a suite must map names to reasons', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'wpt-expectations-')), 'e.json');
    writeFileSync(file, JSON.stringify({ '//': 'comment', $why: ['x'], 'a.json': { t: 'reason' } }));
    expect(loadExpectations(file)).toEqual({ 'a.json': { t: 'reason' } });
    for (const tests of ['reason', null, ['t']]) {
      writeFileSync(file, JSON.stringify({ 'a.json': tests }));
      expect(() => loadExpectations(file)).toThrow(
        `Expectations file ${file}: "a.json" must map test names to reasons`,
      );
    }
  });
});
