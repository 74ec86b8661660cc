import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { type BinProcess, isMain, loadImplementation, main, runBin } from '../src/cli';
import { defaultWptDir } from '../src/index';

// The CLI's logic, run in this process (the end-to-end tests in cli.test.ts run the bundled bin).

const here = dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => join(here, 'fixtures', name);

/** A WPT folder with two upstream `.any.js` files and `url/resources/` (links to the synced data): quick runs. */
function tinyWptDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'url-wpt-main-'));
  mkdirSync(join(dir, 'url'));
  for (const f of ['url-tojson.any.js', 'urlsearchparams-sort.any.js', 'resources']) {
    symlinkSync(join(defaultWptDir(), 'url', f), join(dir, 'url', f));
  }
  return dir;
}

/** Runs `main` with captured output. */
async function run(argv: string[], cwd?: string): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(
    argv,
    (t) => out.push(t),
    (t) => err.push(t),
    cwd,
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let wptDir = '';
let wpt: string[] = [];
beforeAll(() => {
  wptDir = tinyWptDir();
  wpt = ['--wpt-dir', wptDir];
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('main(): options and usage', () => {
  test('--help and -h print the usage (exit 0)', async () => {
    for (const flag of ['--help', '-h']) {
      const r = await run([flag]);
      expect(r.code).toBe(0);
      expect(r.out).toContain('Usage: url-wpt --impl <module> [options]');
      expect(r.out).toContain('Exit status: 0 when every suite ran clean');
      expect(r.err).toBe('');
    }
  });

  test('an unknown option or a positional argument is a usage error (exit 2)', async () => {
    const bogus = await run(['--bogus']);
    expect(bogus.code).toBe(2);
    expect(bogus.err).toMatch(/^url-wpt: Unknown option '--bogus'/);
    expect(bogus.err).toContain('Usage: url-wpt');
    expect(bogus.out).toBe('');
    const positional = await run(['impl.js']);
    expect(positional.code).toBe(2);
    expect(positional.err).toContain("Unexpected argument 'impl.js'");
    const missingValue = await run(['--impl']);
    expect(missingValue.code).toBe(2);
    expect(missingValue.err).toContain("Option '--impl <value>' argument missing");
  });

  test('without --impl (and without --list) is a usage error (exit 2)', async () => {
    const r = await run([...wpt]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^url-wpt: --impl is required\n\nUsage: url-wpt/);
  });

  test('--list without --impl lists every suite of the WPT folder', async () => {
    const r = await run(['--list', ...wpt]);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines).toContain('urltestdata.json');
    expect(lines).toContain('url/url-tojson.any.js');
    expect(lines).toContain('url/urlsearchparams-sort.any.js');
    expect(lines).not.toContain('url/url-constructor.any.js');
    // Without --wpt-dir: the repository's wpt/ folder.
    const repo = await run(['--list']);
    expect(repo.code).toBe(0);
    expect(repo.out.split('\n')).toContain('url/url-constructor.any.js');
  });

  test('--wpt-dir is resolved from the working directory; a missing folder is a set-up error (exit 2)', async () => {
    const relative = await run(['--list', '--wpt-dir', basename(wptDir)], dirname(wptDir));
    expect(relative.code).toBe(0);
    expect(relative.out.split('\n')).toContain('url/urlsearchparams-sort.any.js');
    const missing = await run(['--list', '--wpt-dir', 'no-such-wpt-folder'], wptDir);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain(
      `url-wpt: The WPT data folder ${join(wptDir, 'no-such-wpt-folder')} is missing`,
    );
  });

  test('--list with --impl: the suites it can run, then the others with the reason', async () => {
    const r = await run(['--list', '--impl', fixture('searchparams-only-impl.mjs'), ...wpt]);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('url/urlsearchparams-sort.any.js');
    expect(lines).toContain('urltestdata.json  (cannot run: needs URL)');
    expect(lines).toContain('toascii.json  (cannot run: needs URL or hostToASCII)');
    expect(lines).toContain('url/url-tojson.any.js  (cannot run: needs URL)');
    expect(lines).toContain(
      'urlpattern-generate-test-data.json  (cannot run: needs URLPattern.prototype.generate)',
    );
  });

  test('--expectations must exist; --timeout must be a positive number (exit 2)', async () => {
    const impl = ['--impl', fixture('whatwg-url-impl.mjs'), '--suite', 'url/url-tojson.any.js', ...wpt];
    const missing = await run([...impl, '--expectations', 'nope.json'], wptDir);
    expect(missing.code).toBe(2);
    expect(missing.err).toBe('url-wpt: expectations file nope.json does not exist');
    for (const bad of ['0', '-5', 'abc', '']) {
      const r = await run([...impl, `--timeout=${bad}`]);
      expect(r.code).toBe(2);
      expect(r.err).toBe(`url-wpt: --timeout must be a positive number of milliseconds, got ${bad}`);
    }
    const ok = await run([...impl, '--timeout', '30000']);
    expect(ok.err).toBe('');
    expect(ok.code).toBe(0);
  });

  test('an expectations file that is not valid is a set-up error (exit 2)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'url-wpt-exp-')), 'bad.json');
    writeFileSync(file, '{ "url/url-tojson.any.js": { "some test": "" } }');
    const r = await run(['--impl', fixture('whatwg-url-impl.mjs'), '--expectations', file, ...wpt]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^url-wpt: .*reason/);
  });

  test('a suite that does not exist, or that the implementation cannot answer, is a set-up error (exit 2)', async () => {
    const unknown = await run(['--impl', fixture('whatwg-url-impl.mjs'), '--suite', 'nope.json', ...wpt]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/^url-wpt: .*nope\.json/);
    const cannot = await run([
      '--impl',
      fixture('searchparams-only-impl.mjs'),
      '--suite',
      'url/url-tojson.any.js',
      ...wpt,
    ]);
    expect(cannot.code).toBe(2);
    expect(cannot.err).toBe(
      'url-wpt: Suite url/url-tojson.any.js cannot run with this implementation: needs URL',
    );
  });
});

describe('main(): the implementation module', () => {
  test('a path that does not exist (relative or absolute) is a set-up error (exit 2)', async () => {
    const relative = await run(['--impl', './no-such-impl.mjs', ...wpt], here);
    expect(relative.code).toBe(2);
    expect(relative.err).toBe(
      `url-wpt: --impl ./no-such-impl.mjs: no such file (${join(here, 'no-such-impl.mjs')})`,
    );
    const absolute = await run(['--impl', join(here, 'no-such-impl.mjs'), ...wpt]);
    expect(absolute.code).toBe(2);
    expect(absolute.err).toContain('no such file');
  });

  test('a file name without ./ that exists in the working directory is loaded as a path', async () => {
    const r = await run(
      ['--impl', 'fixtures/whatwg-url-impl.mjs', '--suite', 'url/url-tojson.any.js', ...wpt],
      here,
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('## WPT results for fixtures/whatwg-url-impl.mjs');
  });

  test('a package name that cannot be resolved is a set-up error (exit 2)', async () => {
    const r = await run(['--impl', 'no-such-package-for-url-wpt', ...wpt], here);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^url-wpt: .*no-such-package-for-url-wpt/);
  });

  test('a module that throws while loading is a set-up error (exit 2), not a crash', async () => {
    const r = await run(['--impl', fixture('throwing-impl.mjs'), ...wpt]);
    expect(r.code).toBe(2);
    expect(r.err).toBe('url-wpt: throwing-impl: broken on purpose while loading');
    expect(r.out).toBe('');
  });

  test('a module without URL, URLSearchParams, URLPattern or hostToASCII is a set-up error (exit 2)', async () => {
    for (const name of ['empty-impl.mjs', 'null-default-impl.mjs']) {
      const r = await run(['--impl', fixture(name), ...wpt]);
      expect(r.code).toBe(2);
      expect(r.err).toBe(
        `url-wpt: --impl ${fixture(name)} exports none of URL, URLSearchParams, URLPattern, hostToASCII (named, or on a default export object)`,
      );
    }
  });

  test('loadImplementation: named exports, or the classes on a default export object', async () => {
    const named = await loadImplementation(fixture('whatwg-url-impl.mjs'));
    expect(Object.keys(named).sort()).toEqual(['URL', 'URLSearchParams', 'name']);
    const viaDefault = await loadImplementation('./fixtures/default-export-impl.mjs', here);
    expect(Object.keys(viaDefault).sort()).toEqual(['URL', 'URLSearchParams', 'name']);
    expect(viaDefault.name).toBe('./fixtures/default-export-impl.mjs');
    const pkg = await loadImplementation('whatwg-url', join(here, '..'));
    expect(typeof pkg.URL).toBe('function');
  });
});

describe('main(): runs and their exit status', () => {
  test('every suite the module can answer: the table, the suites it cannot run, "Clean" (exit 0)', async () => {
    const r = await run(['--impl', fixture('searchparams-only-impl.mjs'), ...wpt]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`## WPT results for ${fixture('searchparams-only-impl.mjs')}`);
    expect(r.out).toMatch(/\| url\/urlsearchparams-sort\.any\.js \| (\d+) \| \1 \| 0 \| 0 \| 0 \| 0 \| 9 \|/);
    expect(r.out).not.toContain('| url/url-tojson.any.js |');
    expect(r.out).toContain(
      `### Not run: ${fixture('searchparams-only-impl.mjs')} cannot answer these suites\n- urltestdata.json (needs URL)`,
    );
    expect(r.out).toContain('- url/url-tojson.any.js (needs URL)');
    expect(r.out.endsWith('\n\nClean: no unexpected failures.')).toBe(true);
  });

  test('--suite: only those suites, and no "Not run" list', async () => {
    const r = await run([
      '--impl',
      fixture('whatwg-url-impl.mjs'),
      '--suite',
      'url/url-tojson.any.js',
      ...wpt,
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('| url/url-tojson.any.js | 1 | 1 | 0 | 0 | 0 | 0 | 0 |');
    expect(r.out).not.toContain('urlsearchparams-sort');
    expect(r.out).not.toContain('Not run');
  });

  test('--json, clean: { implementation, clean, results, notRun } (exit 0)', async () => {
    const r = await run(['--impl', fixture('searchparams-only-impl.mjs'), '--json', ...wpt]);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(Object.keys(json)).toEqual(['implementation', 'clean', 'results', 'notRun']);
    expect(json.implementation).toBe(fixture('searchparams-only-impl.mjs'));
    expect(json.clean).toBe(true);
    expect(json.results.map((x: { suite: string }) => x.suite)).toEqual(['url/urlsearchparams-sort.any.js']);
    expect(json.notRun).toContainEqual({ suite: 'url/url-tojson.any.js', reason: 'needs URL' });
  });

  test('failures fail the run (exit 1); listed as expectations they are clean (exit 0); a stale entry fails', async () => {
    const suite = ['--suite', 'setters_tests.json', ...wpt];
    const unlisted = await run(['--impl', fixture('broken-impl.mjs'), ...suite, '--json']);
    expect(unlisted.code).toBe(1);
    const [result] = JSON.parse(unlisted.out).results;
    expect(result.failures.length).toBeGreaterThan(0);

    const dir = mkdtempSync(join(tmpdir(), 'url-wpt-exp-'));
    const listed = join(dir, 'listed.json');
    const reasons = Object.fromEntries(
      result.failures.map((f: { name: string }) => [f.name, 'the broken fixture uppercases pathname']),
    );
    writeFileSync(listed, JSON.stringify({ 'setters_tests.json': reasons }));
    const clean = await run(['--impl', fixture('broken-impl.mjs'), ...suite, '--expectations', listed]);
    expect(clean.err).toBe('');
    expect(clean.code).toBe(0);
    expect(clean.out).toContain(
      `| setters_tests.json | ${result.passed} | ${result.total} | ${result.failures.length} | 0 | 0 | 0 | 0 |`,
    );
    expect(clean.out.endsWith('Clean: no unexpected failures.')).toBe(true);

    // The same expectations against the reference: every entry passes unexpectedly.
    const unexpected = await run([
      '--impl',
      fixture('whatwg-url-impl.mjs'),
      ...suite,
      '--expectations',
      listed,
    ]);
    expect(unexpected.code).toBe(1);
    expect(unexpected.out.endsWith('NOT CLEAN: see the failures above.')).toBe(true);

    const stale = join(dir, 'stale.json');
    writeFileSync(
      stale,
      JSON.stringify({ 'url/url-tojson.any.js': { 'a test that does not exist': 'stale' } }),
    );
    const staleRun = await run([
      '--impl',
      fixture('whatwg-url-impl.mjs'),
      '--suite',
      'url/url-tojson.any.js',
      '--expectations',
      stale,
      '--json',
      ...wpt,
    ]);
    expect(staleRun.code).toBe(1);
    const parsed = JSON.parse(staleRun.out);
    expect(parsed.clean).toBe(false);
    expect(parsed.notRun).toEqual([]);
    expect(parsed.results[0].staleExpectations).toEqual(['a test that does not exist']);
  });
});

describe('main() with its default writers', () => {
  test('writes to process.stdout / process.stderr, one line per call', async () => {
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(await main(['--help'])).toBe(0);
    expect(await main(['--bogus'])).toBe(2);
    expect(stdout).toHaveBeenCalledTimes(1);
    expect(String(stdout.mock.calls[0]?.[0])).toMatch(/^Usage: url-wpt .*\n$/s);
    expect(stderr).toHaveBeenCalledTimes(1);
    expect(String(stderr.mock.calls[0]?.[0])).toMatch(/^url-wpt: Unknown option '--bogus'.*\n$/s);
  });
});

/** A stand-in for `process`: captured output, an `exit` that throws (it never returns). */
function fakeProcess(argv: string[], write?: (text: string) => void) {
  const stdout = Object.assign(new EventEmitter(), {
    text: '',
    write(text: string) {
      if (write !== undefined) write(text);
      stdout.text += text;
      return true;
    },
  });
  const stderr = {
    text: '',
    write(text: string) {
      stderr.text += text;
      return true;
    },
  };
  const exits: (number | string | null | undefined)[] = [];
  const proc = {
    argv: ['node', 'url-wpt', ...argv],
    stdout,
    stderr,
    exitCode: undefined as number | string | undefined,
    exit(code?: number | string | null): never {
      exits.push(code);
      throw new Error(`exit(${code})`);
    },
  };
  const asBin: BinProcess = proc;
  return { proc, asBin, exits };
}

describe('runBin(): the bin entry', () => {
  test('runs main on argv[2..], writes lines, sets exitCode', async () => {
    const ok = fakeProcess(['--help']);
    await runBin(ok.asBin);
    expect(ok.proc.exitCode).toBe(0);
    expect(ok.proc.stdout.text).toMatch(/^Usage: url-wpt.*\n$/s);
    expect(ok.proc.stderr.text).toBe('');
    const usage = fakeProcess(['--impl']);
    await runBin(usage.asBin);
    expect(usage.proc.exitCode).toBe(2);
    expect(usage.proc.stderr.text).toMatch(/^url-wpt: Option '--impl <value>' argument missing/);
    const run = fakeProcess([
      '--impl',
      fixture('whatwg-url-impl.mjs'),
      '--suite',
      'url/url-tojson.any.js',
      ...wpt,
    ]);
    await runBin(run.asBin);
    expect(run.proc.exitCode).toBe(0);
    expect(run.proc.stdout.text).toContain('| url/url-tojson.any.js | 1 | 1 | 0 | 0 | 0 | 0 | 0 |\n');
  });

  test('an error that escapes main is printed with its stack and exits 2', async () => {
    const throwing = fakeProcess(['--help'], () => {
      throw new RangeError('stdout is gone');
    });
    await runBin(throwing.asBin);
    expect(throwing.proc.exitCode).toBe(2);
    expect(throwing.proc.stderr.text).toMatch(/^url-wpt: RangeError: stdout is gone\n {4}at /);
    // Not an Error (no stack): printed as a string.
    for (const value of ['a string', undefined]) {
      const odd = fakeProcess(['--help'], () => {
        throw value;
      });
      await runBin(odd.asBin);
      expect(odd.proc.exitCode).toBe(2);
      expect(odd.proc.stderr.text).toBe(`url-wpt: ${String(value)}\n`);
    }
  });

  test('EPIPE on stdout (the reader went away) exits quietly with the exit code so far; other errors throw', async () => {
    const epipe = () => Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    const first = fakeProcess(['--help']);
    await runBin(first.asBin);
    first.proc.exitCode = undefined;
    expect(() => first.proc.stdout.emit('error', epipe())).toThrow('exit(0)');
    first.proc.exitCode = 1;
    expect(() => first.proc.stdout.emit('error', epipe())).toThrow('exit(1)');
    expect(first.exits).toEqual([0, 1]);
    const other = Object.assign(new Error('write EIO'), { code: 'EIO' });
    expect(() => first.proc.stdout.emit('error', other)).toThrow(other);
    expect(first.exits).toEqual([0, 1]);
  });

  test('isMain: true only when argv[1] is this module (through symlinks)', () => {
    const self = join(here, '../src/cli.ts');
    expect(isMain(['node', self])).toBe(true);
    const link = join(mkdtempSync(join(tmpdir(), 'url-wpt-bin-')), 'url-wpt');
    symlinkSync(self, link);
    expect(isMain(['node', link])).toBe(true);
    expect(isMain(['node', realpathSync(join(here, 'cli.test.ts'))])).toBe(false);
    expect(isMain(['node', join(here, 'no-such-file.js')])).toBe(false);
    expect(isMain(['node'])).toBe(false);
    expect(isMain()).toBe(false);
  });
});
