import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { URLPattern } from 'urlpattern-polyfill/urlpattern';
import { afterAll, assert, describe, expect, test } from 'vitest';
import { URL } from 'whatwg-url';
import { assertSuite, formatResults, loadExpectations, runnableSuites, runSuites } from '../src/index';
import { upstreamOnlyWptDir } from './upstream-dir';

// urlpattern-polyfill 10.1.0 (its `./urlpattern` subpath: the class, without patching globals) proves the
// URLPattern drivers work. whatwg-url's URL is passed too: the upstream tests compute some expected
// patterns with `new URL(baseURL)`. Its known gaps are listed with reasons in the expectations file.
const expectations = loadExpectations(
  join(dirname(fileURLToPath(import.meta.url)), 'expectations/urlpattern-polyfill.json'),
);
const wptDir = upstreamOnlyWptDir();
const patternSuites = runnableSuites({ URLPattern }, { wptDir }).runnable;
const impl = { URL, URLPattern, name: 'urlpattern-polyfill 10.1.0' };
const results = await runSuites(impl, { suites: patternSuites, expectations, wptDir });
afterAll(() => console.log(formatResults(results, { title: impl.name })));

describe('urlpattern-polyfill 10.1.0', () => {
  for (const r of results) test(`WPT ${r.suite}`, () => assertSuite(r));

  test('runs every URLPattern suite it can answer (it has compareComponent, not generate)', () => {
    expect(patternSuites).toEqual([
      'urlpatterntestdata.json',
      'urlpattern-compare-test-data.json',
      'urlpattern/urlpattern-constructor.any.js',
      'urlpattern/urlpattern-hasregexpgroups.any.js',
      'urlpattern/urlpattern.any.js',
    ]);
    const notRunnable = runnableSuites({ URLPattern }, { wptDir }).notRunnable.find(
      (n) => n.suite === 'urlpattern-generate-test-data.json',
    );
    expect(notRunnable?.reason).toBe('needs URLPattern.prototype.generate');
  });

  test('test counts match the data', () => {
    const counts = Object.fromEntries(results.map((r) => [r.suite, r.total + r.notApplicable.length]));
    expect(counts['urlpatterntestdata.json']).toBe(369);
    expect(counts['urlpattern-compare-test-data.json']).toBe(25);
    expect(counts['urlpattern/urlpattern.any.js']).toBe(369 + 1); // + "Loading data..."
    for (const r of results) expect(r.notApplicable).toEqual([]);
  });
});

describe('the generate driver', () => {
  const data: { pattern: unknown; expected: string | null }[] = [];
  test('expected: null means generate() throws TypeError; otherwise the string', async () => {
    const { readFileSync } = await import('node:fs');
    const { wptDataPath } = await import('../src/index');
    data.push(
      ...JSON.parse(
        readFileSync(wptDataPath('urlpattern/resources/urlpattern-generate-test-data.json'), 'utf8'),
      ),
    );
    expect(data.length).toBe(19);
    // The polyfill's constructor rejects some patterns; those fail outside the assertion, as upstream.
    const constructible = (d: { pattern: unknown }) => {
      try {
        new URLPattern(d.pattern as string);
        return true;
      } catch {
        return false;
      }
    };
    const nulls = data.filter((d) => d.expected === null && constructible(d)).length;
    const values = data.filter((d) => d.expected !== null && constructible(d)).length;
    expect(nulls).toBeGreaterThan(5);
    expect(values).toBeGreaterThan(5);

    // A generate() that always throws TypeError passes exactly the expected-null cases.
    class ThrowingPattern extends URLPattern {
      generate(): string {
        throw new TypeError('generate is not implemented');
      }
    }
    const [throwing] = await runSuites(
      { URLPattern: ThrowingPattern },
      { suites: ['urlpattern-generate-test-data.json'] },
    );
    assert(throwing);
    expect(throwing.total).toBe(19);
    expect(throwing.passed).toBe(nulls);
    expect(
      throwing.failures.filter((f) => f.message === 'TypeError: generate is not implemented'),
    ).toHaveLength(values);

    // One that never throws fails them instead (and a wrong string fails the others).
    class EchoPattern extends URLPattern {
      generate(component: string): string {
        return component;
      }
    }
    const [echo] = await runSuites(
      { URLPattern: EchoPattern },
      { suites: ['urlpattern-generate-test-data.json'] },
    );
    assert(echo);
    expect(echo.passed).toBe(0);
    expect(
      echo.failures.some((f) =>
        f.message.startsWith('assert_throws_js: generate() should fail with TypeError'),
      ),
    ).toBe(true);
    expect(echo.failures.some((f) => f.message === 'assert_equals: expected "/foo" but got "pathname"')).toBe(
      true,
    );
  });
});
