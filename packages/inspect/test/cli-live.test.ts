// url-inspect --live: the real parsers installed here (CI installs them: .ci/run) run once each
// over the input(s), and the Live table shows where a model and its real parser differ.
import { readPython } from '@url/readers';
import { compareLive } from '@url/readers/live';
import { describe, expect, it } from 'vitest';
import type { LiveRunner } from '../cli/live';
import { cli } from './run-cli';

const real: LiveRunner = (inputs, names) => compareLive(inputs, names);
/** A deliberately wrong Python model: every host it reads is `wrong.example`. */
const wrongPython: LiveRunner = (inputs, names) =>
  compareLive(inputs, names, {
    models: {
      python: (s) => {
        const r = readPython(s);
        return r.ok ? { ...r, host: 'wrong.example' } : r;
      },
    },
  });
const phpMissing: LiveRunner = (inputs, names) =>
  compareLive(inputs, names, {
    commands: { php: { command: '/nonexistent/php', args: [], install: 'apt-get install -y php-cli' } },
  });

const EXAMPLE = 'http://evil.example\\@good.example/login';

describe('url-inspect --live', () => {
  it('runs every installed real parser: where the models agree, no difference is shown', () => {
    const plain = cli([EXAMPLE]);
    const { status, stdout, stderr } = cli(['--live', EXAMPLE], undefined, { live: real });
    expect(stderr).toBe('');
    expect(status).toBe(plain.status);
    expect(stdout.startsWith(plain.stdout)).toBe(true);
    const section = stdout.slice(plain.stdout.length);
    expect(section).toContain('Live (the real parsers installed here)');
    for (const name of [
      'python 3.12',
      'curl 8.21.0',
      'node-legacy 20',
      'go ',
      'php 8.2',
      'java 17',
      'ruby 3.1',
      'perl URI 5.17',
    ])
      expect(section).toMatch(new RegExp(`^  ${name.replace(/[.]/g, '\\.')}.*  same  real parser: `, 'm'));
    expect(section).not.toContain('≠');
    expect(section).toContain('skipped winhttp: no real parser runs here (model from documentation)');
  });

  it('shows a difference when the model is wrong, component by component, and in --json', () => {
    const text = cli(['--live', '--readers', 'python,curl', 'http://a.example:81/p'], undefined, {
      live: wrongPython,
    });
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/^ {2}python 3\.12 +≠ model and real parser differ/m);
    expect(text.stdout).toContain('≠ host  model "wrong.example"  real "a.example"');
    expect(text.stdout).toMatch(/^ {2}curl 8\.21\.0 +same/m);
    const json = cli(['--live', '--json', '--readers', 'python', 'http://a.example:81/p'], undefined, {
      live: wrongPython,
    });
    const live = JSON.parse(json.stdout).live;
    expect(live.readers).toEqual([
      {
        name: 'python',
        version: '3.12',
        status: 'compared',
        real: 'python3 urllib.parse',
        command: expect.stringContaining('live/python.py'),
        same: false,
        differences: [{ component: 'host', model: 'wrong.example', real: 'a.example' }],
      },
    ]);
    const right = JSON.parse(
      cli(['-j', '--live', '--readers', 'python', 'http://a.example/'], undefined, { live: real }).stdout,
    );
    expect(right.live.readers[0]).toMatchObject({ same: true, differences: [] });
  });

  it('reports a real parser that is not installed as skipped; the exit status is unchanged', () => {
    const r = cli(['--live', '--readers', 'php,python', 'http://a.example/'], undefined, {
      live: phpMissing,
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      // the reason is the runtime's own spawn error (Node: 'spawnSync /nonexistent/php ENOENT'; Bun:
      // "ENOENT: no such file or directory, posix_spawn '/nonexistent/php'")
      /skipped php: .*ENOENT.*\/nonexistent\/php.* \(install: apt-get install -y php-cli\)|skipped php: .*\/nonexistent\/php.*ENOENT.* \(install: apt-get install -y php-cli\)/,
    );
    expect(r.stdout).toMatch(/^ {2}python 3\.12 +same/m);
    const bad = cli(['--live', '--readers', 'php', 'http://[x'], undefined, { live: phpMissing });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain('no real parser could be run');
    const json = JSON.parse(
      cli(['-j', '--live', '--readers', 'php', 'http://a/'], undefined, { live: phpMissing }).stdout,
    );
    expect(json.live.readers[0]).toMatchObject({ status: 'skipped', install: 'apt-get install -y php-cli' });
  });

  it('batch: one process per reader for all lines; per-line live in NDJSON, counts in the summary', () => {
    const stdin = 'http://a.example/\nhttp://b.example:8080/x\r\n\nhttp://c.example/?q\n';
    let calls = 0;
    const counting: LiveRunner = (inputs, names) => {
      calls++;
      expect(inputs).toEqual(['http://a.example/', 'http://b.example:8080/x', 'http://c.example/?q']);
      return wrongPython(inputs, names);
    };
    const text = cli(['-', '--live', '--readers', 'python,perl'], stdin, { live: counting });
    expect(calls).toBe(1);
    expect(text.stdout).toContain('python 3.12    ≠ model and real parser differ on 3 of 3 inputs');
    expect(text.stdout).toContain('line 2: http://b.example:8080/x');
    expect(text.stdout).toMatch(/^ {2}perl URI 5\.17 +same/m);
    const ndjson = cli(['-', '-j', '--live', '--readers', 'python'], stdin, { live: wrongPython });
    const lines = ndjson.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.live.readers[0].differences[0].real)).toEqual([
      'a.example',
      'b.example',
      'c.example',
    ]);
    const summary = cli(['-', '-s', '-j', '--live', '--readers', 'python'], stdin, { live: wrongPython });
    expect(JSON.parse(summary.stdout).live).toEqual([{ name: 'python', status: 'compared', differing: 3 }]);
    const many = cli(
      ['-', '--live', '--readers', 'python'],
      'http://a/\nhttp://b/\nhttp://c/\nhttp://d/\nhttp://e/\n',
      {
        live: wrongPython,
      },
    );
    expect(many.stdout).toContain('… 2 more inputs');
  });

  it('is a usage error where no real parser can be run (run() without a live runner)', () => {
    const r = cli(['--live', 'http://a/']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--live runs the installed parsers');
  });
});
