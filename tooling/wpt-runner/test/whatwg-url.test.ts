import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { URL, URLSearchParams } from 'whatwg-url';
import { assertSuite, formatResults, loadExpectations, runnableSuites, runSuites } from '../src/index';
import { upstreamOnlyWptDir } from './upstream-dir';

// whatwg-url 17.3.0 is the reference implementation: every URL suite must run and pass, except the
// known gaps listed (with reasons) in expectations/whatwg-url.json.
const impl = { URL, URLSearchParams, name: 'whatwg-url 17.3.0' };
const expectations = loadExpectations(
  join(dirname(fileURLToPath(import.meta.url)), 'expectations/whatwg-url.json'),
);
const wptDir = upstreamOnlyWptDir();
const results = await runSuites(impl, { expectations, wptDir });
afterAll(() => console.log(formatResults(results, { title: impl.name })));

describe('whatwg-url 17.3.0', () => {
  for (const r of results) test(`WPT ${r.suite}`, () => assertSuite(r));

  test('runs every suite that needs only URL and URLSearchParams', () => {
    const { runnable, notRunnable } = runnableSuites(impl, { wptDir });
    expect(results.map((r) => r.suite)).toEqual(runnable);
    expect(notRunnable.map((n) => n.suite).sort()).toEqual([
      'urlpattern-compare-test-data.json',
      'urlpattern-generate-test-data.json',
      'urlpattern/urlpattern-constructor.any.js',
      'urlpattern/urlpattern-hasregexpgroups.any.js',
      'urlpattern/urlpattern.any.js',
      'urlpatterntestdata.json',
    ]);
  });

  // The counts follow from the pinned data (see /work/shared/wpt/SOURCE.md "Counts"); a driver that
  // skipped or duplicated cases would change them.
  test('test counts match the data', () => {
    const counts = Object.fromEntries(results.map((r) => [r.suite, r.total + r.notApplicable.length]));
    // 891 parsing + 411 origin + 2 x 205 failure checks
    expect(counts['urltestdata.json']).toBe(891 + 411 + 2 * 205);
    expect(counts['urltestdata-javascript-only.json']).toBe(2);
    expect(counts['setters_tests.json']).toBe(278);
    expect(counts['toascii.json']).toBe(3 * 87);
    // 7 inputs with 16 (input, encoding) pairs, 7 of them UTF-8
    expect(counts['percent-encoding.json']).toBe(16);
    // 2671 cases, one with the empty input which upstream skips
    expect(counts['IdnaTestV2.json']).toBe(2670);
    expect(counts['IdnaTestV2-removed.json']).toBe(20);
    // + "Loading data…"
    expect(counts['url/url-constructor.any.js']).toBe(891 + 1 + 1);
    expect(counts['url/url-origin.any.js']).toBe(411 + 1 + 1);
    expect(counts['url/url-setters.any.js']).toBe(278 + 1);
    expect(counts['url/IdnaTestV2.any.js']).toBe(2670 + 1);
    expect(counts['url/IdnaTestV2-removed.any.js']).toBe(20 + 1);
    // 35 inputs x (URLSearchParams, Request, Response)
    expect(counts['url/urlencoded-parser.any.js']).toBe(35 * 3);
  });
});

describe('whatwg-url URLSearchParams alone (what @url/searchparams runs before a URL class exists)', () => {
  test('runs the URLSearchParams files; the tests that also need URL are not applicable, not failed', async () => {
    const results = await runSuites({ URLSearchParams }, { wptDir });
    expect(results.map((r) => r.suite)).toEqual([
      'url/urlencoded-parser.any.js',
      ...[
        'append',
        'constructor',
        'delete',
        'foreach',
        'get',
        'getall',
        'has',
        'set',
        'size',
        'sort',
        'stringifier',
      ].map((n) => `url/urlsearchparams-${n}.any.js`),
    ]);
    for (const r of results) assertSuite(r);
    const needsURL = results.flatMap((r) => r.notApplicable).filter((n) => n.reason.startsWith('needs URL,'));
    expect(needsURL.map((n) => n.name)).toContain("URLSearchParams's size when obtained from a URL");
    expect(needsURL).toHaveLength(22);
  });
});
