// The regression cases fuzzing and the differential found live in wpt/extra/ (upstream WPT formats,
// `*.fuzz-regressions.json`). @url/parser runs every wpt/extra/ suite with the rest of WPT
// (packages/parser/test/wpt.test.ts); here they also run against whatwg-url, the reference, so a case
// that the reference fails (a mistake in the case, not in our parser) cannot land.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { URL } from '@url/parser';
import { URLSearchParams } from '@url/searchparams';
import { assertClean, listSuites, runSuites } from '@url/wpt-runner';
import { describe, expect, test } from 'vitest';
import { URLSearchParams as WhatwgParams, URL as WhatwgURL } from 'whatwg-url';

const wptDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'wpt');
const suites = listSuites({ wptDir }).filter((s) => s.startsWith('extra/') && /regressions\.json$/.test(s));

describe('fuzz, differential and parser regression cases (wpt/extra/)', () => {
  test('the files are suites the runner recognises', () => {
    expect(suites.sort()).toEqual([
      'extra/setters_tests.fuzz-regressions.json',
      'extra/urltestdata.fuzz-regressions.json',
      'extra/urltestdata.parser-regressions.json',
    ]);
  });
  for (const [name, impl] of [
    ['@url/parser', { URL, URLSearchParams, name: '@url/parser' }],
    ['whatwg-url 17.3.0', { URL: WhatwgURL, URLSearchParams: WhatwgParams, name: 'whatwg-url' }],
  ] as const) {
    test(`${name} passes them all`, async () => {
      const results = await runSuites(impl as any, { wptDir, suites });
      assertClean(results);
      const total = results.reduce((n, r) => n + r.total, 0);
      expect(total).toBeGreaterThan(90);
    });
  }
});
