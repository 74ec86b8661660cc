import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assert, describe, expect, test } from 'vitest';
import { URL } from 'whatwg-url';
import { runSuites } from '../src/index';

// An implementation that loops forever on one input must not hang the run: the test it was in fails as
// timed out, and the run goes on.
function hangingURL(trigger: (input: string) => boolean) {
  return class HangingURL extends URL {
    constructor(input: string, base?: string) {
      if (trigger(String(input))) for (;;) {}
      super(input, base);
    }
  };
}

const timeoutMs = 400;
const timedOut = /^timed out: did not return within 400 ms and was interrupted/;

describe('a hanging implementation is interrupted', () => {
  test('JSON suite: the test fails as timed out; the rest of that suite does not run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wpt-timeout-'));
    mkdirSync(join(dir, 'extra'));
    const ok = {
      base: null,
      href: 'http://a.test/',
      protocol: 'http:',
      username: '',
      password: '',
      host: 'a.test',
      hostname: 'a.test',
      port: '',
      pathname: '/',
      search: '',
      hash: '',
    };
    writeFileSync(
      join(dir, 'extra', 'urltestdata.hang.json'),
      JSON.stringify([
        { ...ok, input: 'http://a.test/' },
        { ...ok, input: 'http://hang.test/' },
        { ...ok, input: 'http://A.test/' },
      ]),
    );
    const URLImpl = hangingURL((input) => input.includes('hang.test'));
    const [r] = await runSuites(
      { URL: URLImpl },
      { wptDir: dir, suites: ['extra/urltestdata.hang.json'], timeoutMs },
    );
    assert(r);
    expect(r.passed).toBe(1);
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]?.name).toBe('Parsing: <http://hang.test/> without base');
    expect(r.failures[0]?.message).toMatch(timedOut);
    expect(r.failures[0]?.message).toMatch(/the rest of the suite did not run$/);
  });

  test('.any.js, top level: the test fails as timed out', async () => {
    class HangingJSON extends URL {
      override toJSON(): string {
        for (;;) {}
      }
    }
    const [r] = await runSuites({ URL: HangingJSON }, { suites: ['url/url-tojson.any.js'], timeoutMs });
    assert(r);
    expect(r.failures).toEqual([{ name: 'Untitled', message: expect.stringMatching(timedOut) }]);
  });

  test('.any.js, inside a promise test: the test and its promise test fail; the next file still runs', async () => {
    const URLImpl = hangingURL((input) => input === 'http://example.com/foo/%2e');
    const [ctor, tojson] = await runSuites(
      { URL: URLImpl },
      { suites: ['url/url-constructor.any.js', 'url/url-tojson.any.js'], timeoutMs },
    );
    assert(ctor && tojson);
    const names = ctor.failures.map((f) => f.name);
    expect(names).toEqual(['Parsing: <http://example.com/foo/%2e> without base', 'Loading data…']);
    expect(ctor.failures[0]?.message).toMatch(timedOut);
    expect(ctor.failures[1]?.message).toMatch(/\(tests it had not yet registered did not run\)$/);
    expect(ctor.passed).toBeGreaterThan(10);
    expect(ctor.total).toBeLessThan(893);
    expect(tojson).toMatchObject({ total: 1, passed: 1 });
  });

  test('timeoutMs must be positive', async () => {
    await expect(runSuites({ URL }, { suites: ['url/url-tojson.any.js'], timeoutMs: 0 })).rejects.toThrow(
      RangeError,
    );
  });
});
