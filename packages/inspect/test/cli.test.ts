import { describe, expect, it } from 'vitest';
import { run } from '../cli/run';
import { inspect, inspectionJSON } from '../src/index';

function cli(args: string[], tty = false, noColor?: string) {
  let stdout = '';
  let stderr = '';
  const status = run(args, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    isTTY: tty,
    noColor,
  });
  return { status, stdout, stderr };
}

const ESC = '\u001b[';

describe('url-inspect', () => {
  it('prints the parts, changes, validation errors, RFC 3986 disagreements and security notes', () => {
    const { status, stdout, stderr } = cli(['http://evil.example\\@good.example/login']);
    expect(status).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).not.toContain(ESC);
    for (const text of [
      'href   http://evil.example/@good.example/login',
      'Parts',
      'host             evil.example (domain)',
      'Changes (1)',
      'backslash-as-slash',
      'Validation errors (1)',
      'invalid-reverse-solidus',
      'not valid: "\\" at index 19 is not allowed in userinfo (rule userinfo)',
      'host       evil.example          good.example   DIFFERENT',
      'Security notes (2)',
      'backslash-before-at',
      'readers-elsewhere',
    ]) {
      expect(stdout).toContain(text);
    }
    // the marker line puts a ^ under the backslash
    const lines = stdout.split('\n');
    // the last copy of the input: the first is the Components drawing's
    const at = lines.lastIndexOf('  http://evil.example\\@good.example/login');
    expect(lines[at + 1]).toBe(`  ${' '.repeat(19)}^`);
  });

  it('colours only on a terminal without NO_COLOR, or when asked', () => {
    expect(cli(['https://example.com/'], true).stdout).toContain(ESC);
    expect(cli(['https://example.com/'], true, '1').stdout).not.toContain(ESC);
    expect(cli(['https://example.com/'], false).stdout).not.toContain(ESC);
    expect(cli(['https://example.com/', '--color'], false).stdout).toContain(ESC);
    expect(cli(['https://example.com/', '--no-color'], true).stdout).not.toContain(ESC);
  });

  it('--json prints the inspect() result (grouped), never coloured', () => {
    const { status, stdout } = cli(['http://0x7f.1/admin', '--json'], true);
    expect(status).toBe(0);
    expect(stdout).not.toContain(ESC);
    expect(JSON.parse(stdout)).toEqual(inspectionJSON(inspect('http://0x7f.1/admin')));
  });

  it('--base resolves relative input; a failure exits with 1', () => {
    const ok = cli(['/a/./b/../c', '--base', 'https://example.com/x/y', '--json']);
    expect(JSON.parse(ok.stdout).parts.href).toBe('https://example.com/a/c');
    const fail = cli(['example.com/path']);
    expect(fail.status).toBe(1);
    expect(fail.stdout).toContain('fails  the input has no scheme and there is no base URL');
  });

  it('--encode and --decode a single value', () => {
    expect(cli(['--encode', 'component', 'a b&c']).stdout).toBe('a%20b%26c\n');
    expect(cli(['--encode', 'a b&c']).stdout).toBe('a%20b%26c\n');
    expect(cli(['--encode', 'form', 'a b&c']).stdout).toBe('a+b%26c\n');
    expect(cli(['--encode', 'path', 'a b/?#']).stdout).toBe('a%20b/%3F%23\n');
    expect(cli(['--decode', 'a%20b%26c+d']).stdout).toBe('a b&c+d\n');
    expect(cli(['--decode', 'a%20b%26c+d', '--form']).stdout).toBe('a b&c d\n');
    expect(cli(['--decode', '%E2%82%AC%FF']).stdout).toBe('€\ufffd\n');
  });

  it('usage errors exit with 2 and say why', () => {
    for (const args of [
      [],
      ['a', 'b'],
      ['--nope', 'x'],
      ['--encode', 'nope', 'x'],
      ['--encode', 'x', '--decode'],
      ['--decode'],
      ['--decode', 'a', 'b'],
      ['--encode', 'component', 'a', 'b'],
      ['--base'],
    ]) {
      const r = cli(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/^url-inspect: .+\n\nUsage:/);
      expect(r.stdout).toBe('');
    }
    expect(cli(['--help']).stdout).toContain('Usage:');
    expect(cli(['--decode']).stderr).toMatch(/^url-inspect: --decode takes one value\n/);
    expect(cli(['--encode', 'path', 'a', 'b']).stderr).toMatch(
      /^url-inspect: --encode takes a set name and one value\n/,
    );
    expect(cli(['--encode', 'nope', 'x']).stderr).toMatch(
      /^url-inspect: unknown percent-encode set "nope"; use one of component, form,/,
    );
  });

  it('lets errors other than usage errors through (a failing write is not a usage error)', () => {
    const failing = {
      stdout: () => {
        throw new TypeError('write failed');
      },
      stderr: () => {},
      isTTY: false,
      noColor: undefined,
    };
    expect(() => run(['https://example.com/'], failing)).toThrow('write failed');
    expect(() => run(['--help'], failing)).toThrow('write failed');
  });
});
