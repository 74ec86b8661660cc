import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { assert, describe, expect, test } from 'vitest';
import { basicURLParse, serializeHost, URL } from 'whatwg-url';
import { assertSuite, listSuites, runnableSuites, runSuites } from '../src/index';

/** A host-only implementation built from whatwg-url's state-override parser (the hostname setter path). */
function hostToASCII(input: string): string | null {
  const url = basicURLParse('https://x/');
  if (url === null) throw new Error('https://x/ does not parse');
  const parsed = basicURLParse(input, { url, stateOverride: 'hostname' });
  return parsed === null || parsed.host === null ? null : serializeHost(parsed.host);
}

function wptFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'wpt-extra-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('host-only implementations (hostToASCII, no URL)', () => {
  test('run toascii.json and the IdnaTestV2 data, and nothing else', async () => {
    const { runnable } = runnableSuites({ hostToASCII });
    expect(runnable).toEqual(['toascii.json', 'IdnaTestV2.json', 'IdnaTestV2-removed.json']);
    const results = await runSuites({ hostToASCII });
    const [toascii, idna, removed] = results;
    assert(toascii && idna && removed);
    expect(results.map((r) => r.suite)).toEqual(runnable);
    // One test per case; no pinned input contains a tab, newline or / ? # \ @ :
    expect(toascii).toMatchObject({ total: 87, passed: 87, notApplicable: [] });
    expect(removed).toMatchObject({ total: 20, passed: 20, notApplicable: [] });
    // The same two cases whatwg-url misses through URL (tr46 7.0.0 lags IdnaTestV2).
    expect(idna.total).toBe(2670);
    expect(idna.failures.map((f) => f.message)).toEqual([
      'assert_equals: hostToASCII(input) expected (object) null but got (string) "xn--t92s.xn--znb.xn--5-y88f"',
      'assert_equals: hostToASCII(input) expected (object) null but got (string) "xn--t92s.xn--znb.xn--5-y88f"',
    ]);
  });

  test('a broken hostToASCII fails', async () => {
    const [r] = await runSuites({ hostToASCII: (input) => input }, { suites: ['toascii.json'] });
    assert(r);
    expect(r.failures.length).toBeGreaterThan(40);
    expect(r.failures[0]).toEqual({
      name: 'a\u2020-- (using hostToASCII)',
      message: 'assert_equals: hostToASCII(input) expected "xn--a---kp0a" but got "a\u2020--"',
    });
  });
});

describe('wpt/extra: our own cases in the upstream formats', () => {
  const dir = wptFolder({
    'extra/README.md': 'not data',
    'extra/urltestdata.sample.json': JSON.stringify([
      'A comment.',
      {
        input: 'HTTP://EXAMPLE.com/a',
        base: null,
        href: 'http://example.com/a',
        origin: 'http://example.com',
        protocol: 'http:',
        username: '',
        password: '',
        host: 'example.com',
        hostname: 'example.com',
        port: '',
        pathname: '/a',
        search: '',
        hash: '',
      },
      {
        input: 'http://example.com/b',
        base: null,
        href: 'http://example.com/WRONG',
        protocol: 'http:',
        username: '',
        password: '',
        host: 'example.com',
        hostname: 'example.com',
        port: '',
        pathname: '/b',
        search: '',
        hash: '',
      },
      { input: 'http://[::1', base: null, failure: true },
    ]),
    'extra/toascii.host-only.json': JSON.stringify([
      { input: 'EXAMPLE.com', output: 'example.com' },
      { input: 'a/b', output: 'a' },
    ]),
  });

  test('each extra/<stem>.<name>.json is a suite named after its file, run like the upstream suite', async () => {
    expect(listSuites({ wptDir: dir }).filter((s) => s.startsWith('extra/'))).toEqual([
      'extra/toascii.host-only.json',
      'extra/urltestdata.sample.json',
    ]);
    const [sample] = await runSuites({ URL }, { wptDir: dir, suites: ['extra/urltestdata.sample.json'] });
    assert(sample);
    // 3 parsing + 1 origin + 2 failure checks
    expect(sample.total).toBe(6);
    expect(sample.failures).toEqual([
      {
        name: 'Parsing: <http://example.com/b> without base',
        message: 'assert_equals: href expected "http://example.com/WRONG" but got "http://example.com/b"',
      },
    ]);
    const [expected] = await runSuites(
      { URL },
      {
        wptDir: dir,
        suites: ['extra/urltestdata.sample.json'],
        expectations: {
          'extra/urltestdata.sample.json': {
            'Parsing: <http://example.com/b> without base': 'wrong on purpose',
          },
        },
      },
    );
    assert(expected);
    expect(() => assertSuite(expected)).not.toThrow();
  });

  test('host-only: inputs the URL parser would cut or strip are not applicable, and counted', async () => {
    const [r] = await runSuites({ hostToASCII }, { wptDir: dir, suites: ['extra/toascii.host-only.json'] });
    assert(r);
    expect(r).toMatchObject({ total: 1, passed: 1 });
    expect(r.notApplicable).toHaveLength(1);
    expect(r.notApplicable[0]?.name).toBe('a/b (using hostToASCII)');
    expect(r.notApplicable[0]?.reason).toMatch(/^host-only implementation: the input contains/);
    // Through URL the same file runs all three checks per case, and "a/b" fails (the path is /b/x).
    const [viaURL] = await runSuites({ URL }, { wptDir: dir, suites: ['extra/toascii.host-only.json'] });
    assert(viaURL);
    expect(viaURL).toMatchObject({ total: 6, passed: 5, notApplicable: [] });
    expect(viaURL.failures).toEqual([
      { name: 'a/b (using URL)', message: 'assert_equals: expected "/x" but got "/b/x"' },
    ]);
  });

  test('a data file in extra/ whose name matches no suite is an error, not silently ignored', async () => {
    const bad = wptFolder({
      'extra/urltestdata.ok.json': '[]',
      'extra/nope.cases.json': '[]',
      'extra/urltestdata.json': '[]',
    });
    await expect(runSuites({ URL }, { wptDir: bad })).rejects.toThrow(
      /match no suite \(name them <suite-stem>\.<anything>\.json.*\): extra\/nope\.cases\.json, extra\/urltestdata\.json$/,
    );
  });

  test('a missing WPT folder or data file says how to get it', async () => {
    expect(() => listSuites({ wptDir: join(dir, 'nope') })).toThrow(/is missing\. Run `pnpm sync`/);
    await expect(runSuites({ URL }, { wptDir: dir, suites: ['urltestdata.json'] })).rejects.toThrow(
      /WPT data file .*url\/resources\/urltestdata\.json is missing\. Run `pnpm sync`/,
    );
  });
});
