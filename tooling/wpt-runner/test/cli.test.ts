import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { beforeAll, describe, expect, test } from 'vitest';
import { main } from '../src/cli';
import { upstreamOnlyWptDir } from './upstream-dir';

const here = dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => join(here, 'fixtures', name);
const run = promisify(execFile);

/** Runs the bundled CLI as a child process; resolves with the exit code and output. */
async function cli(
  cliPath: string,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [cliPath, ...args], {
      cwd: here,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

describe('url-wpt, end to end (src/cli.ts bundled with esbuild, run by node)', () => {
  let cliPath = '';
  const wpt = ['--wpt-dir', upstreamOnlyWptDir()];
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'url-wpt-cli-'));
    cliPath = join(dir, 'cli.mjs');
    await build({
      entryPoints: [join(here, '../src/cli.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: cliPath,
    });
  });

  test('a module re-exporting whatwg-url: every URL suite runs; clean with its expectations (exit 0)', async () => {
    const r = await cli(cliPath, [
      '--impl',
      './fixtures/whatwg-url-impl.mjs',
      '--expectations',
      'expectations/whatwg-url.json',
      ...wpt,
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('## WPT results for ./fixtures/whatwg-url-impl.mjs');
    expect(r.stdout).toContain('| urltestdata.json | 1712 | 1712 | 0 | 0 | 0 | 0 | 0 |');
    expect(r.stdout).toContain('| IdnaTestV2.json | 2668 | 2670 | 2 | 0 | 0 | 0 | 0 |');
    expect(r.stdout).toMatch(/\| \*\*all 30 suites\*\* \| \d+ \|/);
    expect(r.stdout).toContain(
      '### Not run: ./fixtures/whatwg-url-impl.mjs cannot answer these suites\n- urlpatterntestdata.json (needs URLPattern)',
    );
    expect(r.stdout).toContain('- url/historical.any.js: 2 tests (`structuredClone` belongs to the host');
    expect(r.stdout.trimEnd().endsWith('Clean: no unexpected failures.')).toBe(true);
  });

  test('without the expectations, the two known gaps fail the run (exit 1)', async () => {
    const r = await cli(cliPath, [
      '--impl',
      fixture('whatwg-url-impl.mjs'),
      '--suite',
      'IdnaTestV2.json',
      ...wpt,
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('### IdnaTestV2.json: 2 unexpected failures');
    expect(r.stdout.trimEnd().endsWith('NOT CLEAN: see the failures above.')).toBe(true);
  });

  test('a broken implementation fails (exit 1); --json output parses', async () => {
    const r = await cli(cliPath, [
      '--impl',
      fixture('broken-impl.mjs'),
      '--suite',
      'url/url-constructor.any.js',
      '--json',
      ...wpt,
    ]);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout);
    expect(json.clean).toBe(false);
    expect(json.results[0].suite).toBe('url/url-constructor.any.js');
    expect(json.results[0].failures.length).toBeGreaterThan(300);
  });

  test('--list, a default export object, and usage errors', async () => {
    const list = await cli(cliPath, ['--list', ...wpt]);
    expect(list.code).toBe(0);
    expect(list.stdout.split('\n')).toContain('url/urlsearchparams-sort.any.js');
    const listImpl = await cli(cliPath, ['--list', '--impl', fixture('default-export-impl.mjs'), ...wpt]);
    expect(listImpl.stdout).toContain('urlpatterntestdata.json  (cannot run: needs URLPattern)');
    expect(listImpl.stdout.split('\n')).toContain('url/url-tojson.any.js');
    const viaDefault = await cli(cliPath, [
      '--impl',
      fixture('default-export-impl.mjs'),
      '--suite',
      'url/url-tojson.any.js',
      ...wpt,
    ]);
    expect(viaDefault.code).toBe(0);
    expect((await cli(cliPath, ['--bogus'])).code).toBe(2);
    const noImpl = await cli(cliPath, [...wpt]);
    expect(noImpl.code).toBe(2);
    expect(noImpl.stderr).toContain('--impl is required');
    const empty = await cli(cliPath, ['--impl', fixture('empty-impl.mjs'), ...wpt]);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('exports none of URL, URLSearchParams, URLPattern, hostToASCII');
    const missing = await cli(cliPath, ['--impl', './no-such-file.mjs', ...wpt]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file');
    const cannot = await cli(cliPath, [
      '--impl',
      fixture('whatwg-url-impl.mjs'),
      '--suite',
      'urlpatterntestdata.json',
      ...wpt,
    ]);
    expect(cannot.code).toBe(2);
    expect(cannot.stderr).toContain(
      'Suite urlpatterntestdata.json cannot run with this implementation: needs URLPattern',
    );
    // URLPattern alone: a test that needs URL is not applicable, not failed.
    const patternOnly = await cli(cliPath, [
      '--impl',
      fixture('urlpattern-polyfill-impl.mjs'),
      '--suite',
      'urlpattern/urlpattern-constructor.any.js',
      ...wpt,
    ]);
    expect(patternOnly.code).toBe(0);
    expect(patternOnly.stdout).toContain(
      '| urlpattern/urlpattern-constructor.any.js | 1 | 1 | 0 | 0 | 0 | 0 | 1 |',
    );
    expect(patternOnly.stdout).toContain(
      '1 test (needs URL, which the implementation does not provide): "Test unclosed token"',
    );
    const help = await cli(cliPath, ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: url-wpt --impl <module>');
  });
});

describe('main() in process', () => {
  test('a package name resolves from the working directory; the default WPT folder is the repository one', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const argv = ['--impl', 'whatwg-url', '--suite', 'url/url-tojson.any.js'];
    const code = await main(
      argv,
      (t) => out.push(t),
      (t) => err.push(t),
      join(here, '..'),
    );
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out.join('\n')).toContain('| url/url-tojson.any.js | 1 | 1 | 0 | 0 | 0 | 0 | 0 |');
  });

  test('a missing expectations file is a usage error, not an empty list', async () => {
    const err: string[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'url-wpt-'));
    const code = await main(
      ['--impl', fixture('whatwg-url-impl.mjs'), '--expectations', join(dir, 'nope.json')],
      () => {},
      (t) => err.push(t),
    );
    expect(code).toBe(2);
    expect(err.join('')).toContain('does not exist');
  });
});
