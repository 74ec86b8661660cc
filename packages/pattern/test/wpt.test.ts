// The WPT URL Pattern suites through the shared runner (@url/wpt-runner), zero expectations:
// urlpatterntestdata.json (369), the compare and generate data, and the three urlpattern*.any.js files
// run unmodified. The runner reads the tests' base URLs with @url/parser's URL.
import { URL } from '@url/parser';
import { assertSuite, formatResults, runSuites } from '@url/wpt-runner';
import { afterAll, expect, test } from 'vitest';
import { URLPattern } from '../src/index';

const SUITES = [
  'urlpatterntestdata.json',
  'urlpattern-compare-test-data.json',
  'urlpattern-generate-test-data.json',
  'urlpattern/urlpattern.any.js',
  'urlpattern/urlpattern-constructor.any.js',
  'urlpattern/urlpattern-hasregexpgroups.any.js',
];

const results = await runSuites({ URLPattern, URL, name: '@url/pattern' }, { suites: SUITES });

for (const r of results) {
  test(`WPT ${r.suite}`, () => {
    assertSuite(r);
    expect(r.notApplicable).toEqual([]);
  });
}

test('every case runs', () => {
  const total = Object.fromEntries(results.map((r) => [r.suite, r.passed]));
  expect(total['urlpatterntestdata.json']).toBe(369);
  expect(total['urlpattern-compare-test-data.json']).toBe(25);
  expect(total['urlpattern-generate-test-data.json']).toBe(19);
  expect(total['urlpattern/urlpattern.any.js']).toBe(370); // 369 cases and the "Loading data..." test
});

afterAll(() => console.log(formatResults(results, { title: '@url/pattern' })));
