import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assert, describe, expect, test } from 'vitest';
import { defineFetch } from '../src/anyjs';
import { runSuites } from '../src/index';

type Fetch = (input: unknown) => Promise<{
  ok: boolean;
  status: number;
  url: string;
  text(): Promise<string>;
  json(): Promise<unknown>;
}>;

// defineFetch's source runs inside each test context (shim.test.ts covers that end to end); here it is
// called in this realm, so V8 coverage sees it.
describe('defineFetch', () => {
  const files: Record<string, string> = { 'data.json': '{ "x": [1] }', 'bad.json': '{ nope' };
  const fetch = defineFetch((path) => {
    const text = files[path];
    if (text === undefined) throw new Error(`${path} is outside the folder`);
    return text;
  }) as Fetch;

  test('resolves with { ok, status, url, text(), json() }; the input is converted to a string', async () => {
    const r = await fetch({ toString: () => 'data.json' });
    expect([r.ok, r.status, r.url]).toEqual([true, 200, 'data.json']);
    expect(await r.text()).toBe('{ "x": [1] }');
    expect(await r.json()).toEqual({ x: [1] });
  });

  test('a file that cannot be read rejects with a TypeError naming it; bad JSON rejects json()', async () => {
    await expect(fetch('../secret')).rejects.toThrow(
      new TypeError('fetch("../secret") failed: ../secret is outside the folder'),
    );
    const bad = await fetch('bad.json');
    await expect(bad.json()).rejects.toThrow(SyntaxError);
    expect(await bad.text()).toBe('{ nope');
  });
});

// A promise test that waits for the implementation's own promises (this realm's, settled by this
// realm's event loop): the runner gives the event loop turns until it settles, or fails it after timeoutMs.
class AsyncURL {
  href: string;
  constructor(input: string) {
    this.href = input;
  }
  later(): Promise<string> {
    return new Promise((resolve) => setTimeout(() => resolve(this.href), 20));
  }
  never(): Promise<never> {
    return new Promise(() => {});
  }
}

describe('.any.js promise tests waiting on the implementation', () => {
  test('one that settles later passes; one that never settles fails after timeoutMs; the next still runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wpt-async-'));
    mkdirSync(join(dir, 'url'));
    writeFileSync(
      join(dir, 'url', 'async.any.js'),
      [
        'promise_test(() => new URL("a").later().then((v) => assert_equals(v, "a")), "settles later");',
        'promise_test(() => new URL("b").never(), "never settles");',
        'promise_test(() => new URL("c").later().then((v) => assert_equals(v, "x")), "settles later, fails");',
        '',
      ].join('\n'),
    );
    const [r] = await runSuites(
      { URL: AsyncURL },
      { wptDir: dir, suites: ['url/async.any.js'], timeoutMs: 300 },
    );
    assert(r);
    expect(r.total).toBe(3);
    expect(r.passed).toBe(1);
    expect(r.failures).toEqual([
      {
        name: 'never settles',
        message:
          'timed out: did not return within 300 ms and was interrupted (tests it had not yet registered did not run)',
      },
      { name: 'settles later, fails', message: 'assert_equals: expected "x" but got "c"' },
    ]);
  });
});
