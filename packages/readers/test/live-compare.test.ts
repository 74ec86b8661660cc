// compareLive (@url/readers/live): each model against the real parser installed here, what
// `url-inspect --live` shows. Runs the real Python and PHP (CI installs them, see .ci/run).
import { describe, expect, it } from 'vitest';
import { compareLive, liveDifferences, runLiveSync } from '../live/index.ts';
import { readPython } from '../src/python.ts';
import type { ReaderResult } from '../src/types.ts';

const INPUTS = ['http://evil.example\\@good.example/login', 'http://a.example:81/p?q#f', 'http://[::1'];

describe('compareLive', () => {
  it('runs each real parser once over all inputs: the models agree on these', () => {
    const report = compareLive(INPUTS, ['python', 'php', 'winhttp']);
    expect(report.inputs).toBe(3);
    expect(report.readers.map((r) => [r.name, r.status])).toEqual([
      ['python', 'compared'],
      ['php', 'compared'],
      ['winhttp', 'skipped'],
    ]);
    for (const r of report.readers) if (r.status === 'compared') expect(r.differing).toEqual([]);
    expect(report.readers[0]).toMatchObject({ version: '3.12', real: 'python3 urllib.parse' });
    expect(report.readers[2]).toMatchObject({
      install: null,
      reason: expect.stringMatching(/documentation/),
    });
  });

  it('shows where an injected wrong model differs, component by component', () => {
    const wrong = (s: string): ReaderResult => {
      const r = readPython(s);
      return r.ok ? { ...r, host: 'wrong.example', port: null } : r;
    };
    const report = compareLive(INPUTS, ['python'], { models: { python: wrong } });
    const [python] = report.readers;
    expect(python?.status).toBe('compared');
    if (python?.status !== 'compared') return;
    expect(python.differing.map((d) => d.index)).toEqual([0, 1]);
    expect(python.differing[1]?.differences).toEqual([
      { component: 'host', model: 'wrong.example', real: 'a.example' },
      { component: 'port', model: null, real: '81' },
    ]);
  });

  it('reports a real parser that is not installed as skipped, with the install line', () => {
    const missing = { command: '/nonexistent/php', args: [], install: 'apt-get install -y php-cli' };
    const report = compareLive(['http://a/'], ['php'], { commands: { php: missing } });
    expect(report.readers[0]).toMatchObject({
      name: 'php',
      status: 'skipped',
      reason: expect.stringMatching(/ENOENT/),
      install: 'apt-get install -y php-cli',
    });
    const none = compareLive(['http://a/'], ['go'], { commands: { go: null } });
    expect(none.readers[0]).toMatchObject({ status: 'skipped', install: null });
    expect(() => compareLive(['x'], ['nope' as 'go'])).toThrow(TypeError);
  });

  it('turns every way a driver can fail into a reason', () => {
    const sh = (script: string) => ({ command: '/bin/sh', args: ['-c', script], install: 'none' });
    expect(runLiveSync(sh('cat >/dev/null; echo broken >&2; exit 3'), ['a'])).toEqual({
      ok: false,
      reason: 'exit 3: broken',
    });
    expect(runLiveSync(sh('cat >/dev/null; exit 4'), ['a'])).toEqual({ ok: false, reason: 'exit 4' });
    expect(runLiveSync(sh('cat >/dev/null; echo "{}"'), ['a', 'b'])).toEqual({
      ok: false,
      reason: 'answered 1 lines for 2 inputs',
    });
    expect(runLiveSync(sh('cat >/dev/null; echo nope'), ['a'])).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^answered something other than JSON/),
    });
    expect(runLiveSync(sh('sleep 5'), ['a'], 200)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/ETIMEDOUT/),
    });
    expect(runLiveSync(sh('cat >/dev/null'), [])).toEqual({ ok: true, results: [] });
  });

  it('compares success, error text and each component', () => {
    const info = { name: 'python', label: 'P', version: '1', basis: 'live-differential' } as const;
    const parts = {
      scheme: 'http',
      userinfo: null,
      host: 'a',
      port: null,
      path: '/',
      query: null,
      fragment: null,
    };
    const ok: ReaderResult = { ok: true, reader: info, ...parts };
    const bad: ReaderResult = { ok: false, reader: info, error: 'E' };
    expect(liveDifferences(ok, { ok: true, ...parts })).toEqual([]);
    expect(liveDifferences(ok, { ok: false, error: 'X' })).toEqual([
      { component: 'ok', model: 'accepts', real: 'rejects: X' },
    ]);
    expect(liveDifferences(bad, { ok: true, ...parts })).toEqual([
      { component: 'ok', model: 'rejects: E', real: 'accepts' },
    ]);
    expect(liveDifferences(bad, { ok: false, error: 'E' })).toEqual([]);
    expect(liveDifferences(bad, { ok: false, error: 'F' })).toEqual([
      { component: 'error', model: 'E', real: 'F' },
    ]);
    expect(liveDifferences(ok, { ok: true, ...parts, path: '/x', fragment: '' })).toEqual([
      { component: 'path', model: '/', real: '/x' },
      { component: 'fragment', model: null, real: '' },
    ]);
  });
});
