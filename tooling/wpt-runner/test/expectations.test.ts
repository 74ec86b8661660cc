import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assert, describe, expect, test } from 'vitest';
import { URL, URLSearchParams } from 'whatwg-url';
import { assertClean, assertSuite, formatResults, loadExpectations, runSuites } from '../src/index';

// A deliberately broken implementation: the pathname getter uppercases.
class UppercasePathURL extends URL {
  override get pathname(): string {
    return super.pathname.toUpperCase();
  }
}
// Another one that breaks exactly one upstream test (url-tojson.any.js has a single test).
class BadJSONURL extends URL {
  override toJSON(): string {
    return 'not the href';
  }
}

describe('a broken implementation fails the suites', () => {
  test('uppercased pathname: urltestdata.json and url-constructor.any.js fail', async () => {
    const results = await runSuites(
      { URL: UppercasePathURL, URLSearchParams },
      { suites: ['urltestdata.json', 'url/url-constructor.any.js', 'url/url-origin.any.js'] },
    );
    const [json, ctor, origin] = results;
    assert(json && ctor && origin);
    expect(json.failures.length).toBeGreaterThan(300);
    expect(ctor.failures.length).toBeGreaterThan(300);
    // origin does not read pathname
    expect(origin.failures).toEqual([]);
    const lower = json.failures.find(
      (f) => f.name === 'Parsing: <a:\t foo.com> against <http://example.org/foo/bar>',
    );
    expect(lower?.message).toBe('assert_equals: pathname expected " foo.com" but got " FOO.COM"');
    expect(() => assertSuite(json)).toThrow(/WPT urltestdata.json is not clean:\n.*unexpected failure/);
    expect(() => assertClean(results)).toThrow(
      /FAIL Parsing: <a:\t foo.com> against <http:\/\/example.org\/foo\/bar>\n\s+assert_equals: pathname expected " foo.com" but got " FOO.COM"/,
    );
  });

  test('assertClean shows the first 30 failure messages and counts the rest', async () => {
    const results = await runSuites({ URL: UppercasePathURL }, { suites: ['url/url-constructor.any.js'] });
    let message = '';
    try {
      assertClean(results);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message.match(/^ {2}FAIL /gm)).toHaveLength(30);
    const [first] = results;
    assert(first);
    expect(message).toMatch(
      new RegExp(`\\.\\.\\. ${first.failures.length - 30} more failure\\(s\\) not shown`),
    );
  });

  test('a test that fails on a wrong exception type is a failure', async () => {
    // URL that throws RangeError instead of TypeError on failure.
    class RangeErrorURL extends URL {
      constructor(input: string, base?: string) {
        try {
          super(input, base);
        } catch {
          throw new RangeError(`Invalid URL: ${input}`);
        }
      }
    }
    const [r] = await runSuites({ URL: RangeErrorURL }, { suites: ['url/url-constructor.any.js'] });
    assert(r);
    expect(r.failures).toHaveLength(267);
    expect(r.failures[0]?.message).toMatch(
      /^assert_throws_js: function "function\(\) \{[\s\S]*\}" threw object "RangeError: Invalid URL: .*" \("RangeError"\) expected instance of function "function TypeError\(\) \{ \[native code\] \}" \("TypeError"\)$/,
    );
  });
});

describe('expectations', () => {
  test('a listed failure counts as expected and keeps the run clean', async () => {
    const [r] = await runSuites(
      { URL: BadJSONURL },
      {
        suites: ['url/url-tojson.any.js'],
        expectations: { 'url/url-tojson.any.js': { Untitled: 'toJSON is broken on purpose' } },
      },
    );
    assert(r);
    expect(r).toMatchObject({
      total: 1,
      passed: 0,
      expectedFailures: 1,
      failures: [],
      unexpectedPasses: [],
      staleExpectations: [],
    });
    expect(() => assertSuite(r)).not.toThrow();
  });

  test('an unlisted failure fails the run', async () => {
    const [r] = await runSuites({ URL: BadJSONURL }, { suites: ['url/url-tojson.any.js'] });
    assert(r);
    expect(r.failures).toEqual([
      {
        name: 'Untitled',
        message: 'assert_equals: expected "\\"https://example.com/\\"" but got "\\"not the href\\""',
      },
    ]);
    expect(() => assertSuite(r)).toThrow('FAIL Untitled');
  });

  test('a listed test that passes is an unexpected pass and fails the run', async () => {
    const [r] = await runSuites(
      { URL },
      {
        suites: ['url/url-tojson.any.js'],
        expectations: { 'url/url-tojson.any.js': { Untitled: 'thought broken' } },
      },
    );
    assert(r);
    expect(r).toMatchObject({ passed: 1, expectedFailures: 0, unexpectedPasses: ['Untitled'] });
    expect(() => assertSuite(r)).toThrow('UNEXPECTED PASS (remove it from the expectations) Untitled');
  });

  test('an entry naming no test is stale and fails the run', async () => {
    const [r] = await runSuites(
      { URL },
      {
        suites: ['url/url-tojson.any.js'],
        expectations: { 'url/url-tojson.any.js': { 'No such test': 'typo' } },
      },
    );
    assert(r);
    expect(r.staleExpectations).toEqual(['No such test']);
    expect(() => assertSuite(r)).toThrow('STALE EXPECTATION (no such test ran) No such test');
  });

  test('an entry naming a not-applicable test is stale (it never runs)', async () => {
    const [r] = await runSuites(
      { URL, URLSearchParams },
      {
        suites: ['url/urlsearchparams-constructor.any.js'],
        expectations: {
          'url/urlsearchparams-constructor.any.js': { 'URLSearchParams constructor, FormData.': 'n/a' },
        },
      },
    );
    assert(r);
    expect(r.staleExpectations).toEqual(['URLSearchParams constructor, FormData.']);
  });

  test('expectations for an unknown suite, an unknown suite name and a suite that cannot run all throw', async () => {
    await expect(
      runSuites({ URL }, { suites: ['url/url-tojson.any.js'], expectations: { 'nope.json': {} } }),
    ).rejects.toThrow('The expectations name suites that do not exist: nope.json');
    await expect(runSuites({ URL }, { suites: ['nope.json'] })).rejects.toThrow(
      'No WPT suite named "nope.json"',
    );
    await expect(runSuites({ URL }, { suites: ['urlpatterntestdata.json'] })).rejects.toThrow(
      'Suite urlpatterntestdata.json cannot run with this implementation: needs URLPattern',
    );
  });

  test('loadExpectations: a missing file is empty; bad files are rejected clearly; $-keys are comments', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wpt-expectations-'));
    expect(loadExpectations(join(dir, 'missing.json'))).toEqual({});
    const file = join(dir, 'e.json');
    writeFileSync(file, '{ "$comment": "x", "toascii.json": { "a (using URL)": "why" } }');
    expect(loadExpectations(file)).toEqual({ 'toascii.json': { 'a (using URL)': 'why' } });
    writeFileSync(file, '{ "toascii.json": { "a": "" } }');
    expect(() => loadExpectations(file)).toThrow('"toascii.json" / "a" needs a reason');
    writeFileSync(file, '[]');
    expect(() => loadExpectations(file)).toThrow('must hold an object');
    writeFileSync(file, '{');
    expect(() => loadExpectations(file)).toThrow('is not valid JSON');
  });

  test('formatResults lists counts, failures, unexpected passes, stale entries and not-applicable tests', async () => {
    const results = await runSuites(
      { URL: BadJSONURL, URLSearchParams },
      {
        suites: ['url/url-tojson.any.js', 'url/urlsearchparams-constructor.any.js'],
        expectations: { 'url/urlsearchparams-constructor.any.js': { 'Parse +': 'x', gone: 'y' } },
      },
    );
    const text = formatResults(results);
    expect(text).toContain('| url/url-tojson.any.js | 0 | 1 | 0 | 1 | 0 | 0 | 0 |');
    expect(text).toContain('| url/urlsearchparams-constructor.any.js | 26 | 26 | 0 | 0 | 1 | 1 | 1 |');
    expect(text).toContain('### url/url-tojson.any.js: 1 unexpected failure\n- Untitled\n    assert_equals:');
    expect(text).toContain('listed as failing but passed (remove from the expectations)\n- Parse +');
    expect(text).toContain('stale expectations (no such test ran)\n- gone');
    expect(text).toContain('- url/urlsearchparams-constructor.any.js: 1 test (needs `FormData`');
  });
});
