// The regression cases in regressions/ (upstream WPT formats, named for wpt/extra/) run through the
// shared WPT runner against @url/parser and whatwg-url, from a temporary WPT folder holding only them.
// They belong in wpt/extra/; see regressions/README.md for why they wait here.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { URL } from '@url/parser';
import { URLSearchParams } from '@url/searchparams';
import { assertClean, listSuites, runSuites } from '@url/wpt-runner';
import { describe, expect, test } from 'vitest';
import { URLSearchParams as WhatwgParams, URL as WhatwgURL } from 'whatwg-url';

const source = join(dirname(fileURLToPath(import.meta.url)), '..', 'regressions');
const files = readdirSync(source).filter((f) => f.endsWith('.json'));
const dir = mkdtempSync(join(tmpdir(), 'wpt-fuzz-regressions-'));
mkdirSync(join(dir, 'extra'));
for (const f of files) copyFileSync(join(source, f), join(dir, 'extra', f));
const suites = files.map((f) => `extra/${f}`);

describe('fuzz and differential regression cases', () => {
  test('each file is a suite the runner recognises', () => {
    expect(files.sort()).toEqual([
      'setters_tests.fuzz-regressions.json',
      'urltestdata.fuzz-regressions.json',
    ]);
    expect(
      listSuites({ wptDir: dir })
        .filter((s) => s.startsWith('extra/'))
        .sort(),
    ).toEqual(suites.sort());
  });
  for (const [name, impl] of [
    ['@url/parser', { URL, URLSearchParams, name: '@url/parser' }],
    ['whatwg-url 17.3.0', { URL: WhatwgURL, URLSearchParams: WhatwgParams, name: 'whatwg-url' }],
  ] as const) {
    test(`${name} passes them all`, async () => {
      const results = await runSuites(impl as any, { wptDir: dir, suites });
      assertClean(results);
      const total = results.reduce((n, r) => n + r.total, 0);
      expect(total).toBeGreaterThan(40);
    });
  }
});
