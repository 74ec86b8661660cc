// The upstream WPT .any.js files for the form codec and URLSearchParams, unmodified, through the shared
// runner, with no expectations. Tests in them that also need a URL class report "not applicable" until
// @url/parser provides one (they are listed below, so the list cannot grow silently).
import { URLSearchParams } from '@url/searchparams';
import { assertClean, formatResults, listSuites, runSuites } from '@url/wpt-runner';
import { describe, expect, it } from 'vitest';

const suites = listSuites().filter((s) => /^url\/(urlsearchparams-.*|urlencoded-parser)\.any\.js$/.test(s));

describe('WPT', () => {
  it('runs every urlsearchparams-*.any.js file and urlencoded-parser.any.js', () => {
    expect(suites).toContain('url/urlencoded-parser.any.js');
    expect(suites.filter((s) => s.startsWith('url/urlsearchparams-')).length).toBe(11);
  });

  it('passes them all with no expectations', async () => {
    const results = await runSuites({ URLSearchParams, name: '@url/searchparams' }, { suites });
    console.log(formatResults(results, { title: '@url/searchparams WPT' }));
    assertClean(results);
    const passed = results.reduce((n, r) => n + r.passed, 0);
    expect(passed).toBeGreaterThan(100);
    // Every test not run is either one of the runner's host-only rules or needs the URL class.
    const notRun = results.flatMap((r) => r.notApplicable.map((n) => `${r.suite}: ${n.name} (${n.reason})`));
    const needsURL = notRun.filter((s) => s.includes('needs URL,'));
    const hostOnly = notRun.filter((s) => !s.includes('needs URL,'));
    expect(hostOnly.every((s) => /FormData|formData\(\)/.test(s))).toBe(true);
    const needsURLBySuite: Record<string, number> = {};
    for (const s of needsURL) {
      const suite = s.slice(0, s.indexOf(':'));
      needsURLBySuite[suite] = (needsURLBySuite[suite] ?? 0) + 1;
    }
    // These run in @url/parser's WPT test, with its URL class.
    expect(needsURLBySuite).toEqual({
      'url/urlsearchparams-delete.any.js': 4,
      'url/urlsearchparams-foreach.any.js': 5,
      'url/urlsearchparams-size.any.js': 2,
      'url/urlsearchparams-sort.any.js': 9,
      'url/urlsearchparams-stringifier.any.js': 2,
    });
    expect(hostOnly.length).toBe(71);
  });
});
