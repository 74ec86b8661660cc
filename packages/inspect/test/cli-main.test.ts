import process from 'node:process';
import { afterEach, describe, expect, it, vi } from 'vitest';

// cli/main.ts runs on import: it reads process.argv, writes to process.stdout/stderr and sets
// process.exitCode. Each test imports it afresh with those stubbed, and puts them back.
const argv = process.argv;
let added: ((e: NodeJS.ErrnoException) => void)[] = [];

async function runMain(args: string[]) {
  const before = process.stdout.listeners('error');
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  process.argv = [argv[0]!, 'url-inspect', ...args];
  vi.resetModules();
  let out = '';
  let err = '';
  try {
    await import('../cli/main');
  } finally {
    process.argv = argv;
    out = stdout.mock.calls.map((c) => String(c[0])).join('');
    err = stderr.mock.calls.map((c) => String(c[0])).join('');
    stdout.mockRestore();
    stderr.mockRestore();
  }
  added = process.stdout.listeners('error').filter((l) => !before.includes(l)) as typeof added;
  const exitCode = process.exitCode;
  process.exitCode = undefined;
  return { exitCode, stdout: out, stderr: err };
}

afterEach(() => {
  for (const l of added) process.stdout.off('error', l);
  added = [];
  vi.restoreAllMocks();
});

describe('url-inspect (bin)', () => {
  it('runs with process.argv and writes to stdout, exit status 0', async () => {
    const r = await runMain(['--encode', 'a b&c']);
    expect(r).toEqual({ exitCode: 0, stdout: 'a%20b%26c\n', stderr: '' });
  });

  it('writes usage errors to stderr, exit status 2; a URL that fails, 1', async () => {
    // (not `[]`: with no URL, a piped standard input, as a test runner may give, is read as a batch)
    const usage = await runMain(['a', 'b']);
    expect(usage.exitCode).toBe(2);
    expect(usage.stdout).toBe('');
    expect(usage.stderr).toMatch(/^url-inspect: give one URL/);
    const version = await runMain(['--version']);
    expect(version.stdout).toMatch(/^url-inspect \d+\.\d+\.\d+\n$/);
    const fails = await runMain(['example.com/path', '--no-color']);
    expect(fails.exitCode).toBe(1);
    expect(fails.stdout).toContain('fails  the input has no scheme');
  });

  it('exits quietly on a closed pipe (EPIPE) and rethrows other stdout errors', async () => {
    await runMain(['--help']);
    expect(added).toHaveLength(1);
    const onError = added[0]!;
    // the real process.exit does not return; the stub throws so that nothing after it runs
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`process.exit(${code})`);
    });
    expect(() => onError(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toThrow(
      'process.exit(0)',
    );
    expect(exit).toHaveBeenCalledWith(0);
    exit.mockClear();
    expect(() => onError(Object.assign(new Error('write EIO'), { code: 'EIO' }))).toThrow('write EIO');
    expect(exit).not.toHaveBeenCalled();
  });
});
