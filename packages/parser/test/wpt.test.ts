// Every WPT suite for URL and URLSearchParams (and our own cases in wpt/extra/), through the shared
// runner, six ways:
//  1. the package's `URL` (fast paths on);
//  2. a stack with the fast paths off (every parse through the state machine);
//  3. a stack with a validation error reporter attached to every parse (fast paths skipped);
//  4. `RecordURL`, written only from basicURLParse + serializeURL + the spec's getters and setters
//     over a URL record;
//  5. the same with a validation error reporter attached to every basicURLParse call;
//  6. the same with a validation error reporter and an observer attached.
// All six must pass everything but the expectations in wpt-expectations.json (none today), with
// the same test counts.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHostParser } from '@url/host';
import { tr46IDNA } from '@url/host/tr46';
import { URLSearchParams } from '@url/searchparams';
import {
  assertSuite,
  formatResults,
  loadExpectations,
  runnableSuites,
  runSuites,
  type SuiteResult,
} from '@url/wpt-runner';
import { afterAll, describe, expect, test } from 'vitest';
import { basicURLParse, createURLParser, URL } from '../src/index';
import { createRecordURL, RecordURL } from './record-url';

const expectations = loadExpectations(join(dirname(fileURLToPath(import.meta.url)), 'wpt-expectations.json'));
const host = createHostParser({ idna: tr46IDNA });
let reported = 0;
let observed = 0;
const variants = {
  'URL (fast paths on)': URL,
  'URL (fast paths off)': createURLParser({ host, fastPath: false }).URL,
  'URL (validation error reporter attached)': createURLParser({
    host,
    report: () => {
      reported++;
    },
  }).URL,
  'RecordURL (basicURLParse + serializeURL)': RecordURL,
  'RecordURL (basicURLParse with a reporter attached + serializeURL)': createRecordURL((input, options) =>
    basicURLParse(input, {
      ...options,
      report: () => {
        reported++;
      },
    }),
  ),
  'RecordURL (basicURLParse with a reporter and an observer attached + serializeURL)': createRecordURL(
    (input, options) =>
      basicURLParse(input, {
        ...options,
        report: () => {
          reported++;
        },
        observer: () => {
          observed++;
        },
      }),
  ),
};

const all: Record<string, SuiteResult[]> = {};
for (const [name, U] of Object.entries(variants)) {
  all[name] = await runSuites({ URL: U, URLSearchParams, name }, { expectations });
}
afterAll(() => {
  for (const [name, results] of Object.entries(all)) console.log(formatResults(results, { title: name }));
});

for (const [name, results] of Object.entries(all)) {
  describe(`WPT: ${name}`, () => {
    for (const r of results) test(r.suite, () => assertSuite(r));
  });
}

describe('WPT coverage', () => {
  test('every URL suite runs, in every variant, with the same counts', () => {
    const { runnable } = runnableSuites({ URL, URLSearchParams });
    const counts = (rs: SuiteResult[]) => rs.map((r) => [r.suite, r.total, r.notApplicable.length]);
    const [first] = Object.values(all);
    if (first === undefined) throw new Error('no WPT run');
    expect(first.map((r) => r.suite)).toEqual(runnable);
    for (const results of Object.values(all)) expect(counts(results)).toEqual(counts(first));
    const bySuite = Object.fromEntries(first.map((r) => [r.suite, r]));
    // 891 parsing cases + 411 origin checks + 2 x 205 failure checks (see the WPT SOURCE.md counts).
    expect(bySuite['urltestdata.json']?.total).toBe(891 + 411 + 2 * 205);
    expect(bySuite['setters_tests.json']?.total).toBe(278);
    expect(bySuite['url/url-constructor.any.js']?.total).toBe(891 + 1 + 1);
    expect(bySuite['url/url-setters.any.js']?.total).toBe(278 + 1);
    for (const suite of [
      'url/url-origin.any.js',
      'url/url-setters-stripping.any.js',
      'url/url-statics-canparse.any.js',
      'url/url-statics-parse.any.js',
      'url/url-tojson.any.js',
      'url/url-searchparams.any.js',
      'url/historical.any.js',
      'url/IdnaTestV2.any.js',
      'url/IdnaTestV2-removed.any.js',
      'urltestdata-javascript-only.json',
      'toascii.json',
      'IdnaTestV2.json',
    ]) {
      expect(bySuite[suite]?.total, suite).toBeGreaterThan(0);
    }
    // Our own regression cases in wpt/extra/ (fuzzing, the differential, parser bugs) run too.
    expect(bySuite['extra/urltestdata.parser-regressions.json']?.total).toBeGreaterThan(50);
    expect(bySuite['extra/urltestdata.fuzz-regressions.json']?.total).toBeGreaterThan(20);
    expect(bySuite['extra/setters_tests.fuzz-regressions.json']?.total).toBeGreaterThan(0);
  });

  test('the reporter variant did report (so it ran the reporting code)', () => {
    expect(reported).toBeGreaterThan(1000);
    expect(observed).toBeGreaterThan(10000);
  });
});
