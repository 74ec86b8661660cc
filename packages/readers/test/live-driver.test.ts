import { describe, expect, it } from 'vitest';
import { assertLiveAvailable, type LiveResult, liveCommands, runLive } from '../live/driver.ts';
import { agreement, classify, formatAgreement, rate } from './live/agreement.ts';
import { liveInputs } from './live/inputs.ts';

const EXAMPLE = 'http://evil.example\\@good.example/login';

describe('live driver', () => {
  it('runs each real parser over the issue example in one child process', async () => {
    const inputs = [EXAMPLE, 'http://[::1', 'http://a.example:81/p?q#f'];
    const py = await runLive(liveCommands.python, inputs);
    expect(py[0]).toMatchObject({
      ok: true,
      host: 'good.example',
      userinfo: 'evil.example\\',
      path: '/login',
    });
    expect(py[1]).toMatchObject({ ok: false });
    expect(py[2]).toEqual({
      ok: true,
      scheme: 'http',
      userinfo: null,
      host: 'a.example',
      port: '81',
      path: '/p',
      query: 'q',
      fragment: 'f',
    });
    const curl = await runLive(liveCommands.curl, inputs);
    expect(curl[0]).toMatchObject({ ok: true, host: 'good.example' });
    expect(curl[2]).toEqual({
      ok: true,
      scheme: 'http',
      userinfo: null,
      host: 'a.example',
      port: '81',
      path: '/p',
      query: 'q',
      fragment: 'f',
    });
    const node = await runLive(liveCommands['node-legacy'], inputs);
    expect(node[0]).toMatchObject({ ok: true, host: 'evil.example', path: '/@good.example/login' });
  });

  it('fails with an install hint when the parser is missing', async () => {
    const missing = { command: '/nonexistent/python3', args: [], install: 'apt-get install -y python3' };
    expect(() => assertLiveAvailable(missing)).toThrow(/Install: apt-get install -y python3/);
    await expect(runLive(missing, ['x'])).rejects.toThrow(/Install: apt-get install -y python3/);
  });

  it('builds thousands of inputs from every source', () => {
    const { inputs, counts } = liveInputs();
    for (const k of ['wpt', 'corpora', 'confusion', 'generated']) expect(counts[k]).toBeGreaterThan(500);
    expect(new Set(inputs).size).toBe(inputs.length);
  });

  it('counts agreement per component and classifies differences', () => {
    const a: LiveResult = {
      ok: true,
      scheme: 'http',
      userinfo: null,
      host: 'a',
      port: null,
      path: '/',
      query: null,
      fragment: null,
    };
    const b: LiveResult = { ...a, host: 'b' };
    const e: LiveResult = { ok: false, error: 'x' };
    const r = agreement('t', ['1', '2', '3', '4'], [a, a, e, e], [a, b, a, e]);
    expect(r.agree.host).toBe(2);
    expect(r.agree.ok).toBe(3);
    expect(rate(r, 'scheme')).toBe(0.75);
    expect(r.differences.map((d) => d.input)).toEqual(['2', '3']);
    const { byClass, unclassified } = classify(r.differences, [
      { id: 'host', describe: '', matches: (d) => d.components.join() === 'host' },
    ]);
    expect(byClass.get('host')?.length).toBe(1);
    expect(unclassified.map((d) => d.input)).toEqual(['3']);
    expect(formatAgreement(r)).toContain('t: 4 inputs, 2 differ');
  });
});
