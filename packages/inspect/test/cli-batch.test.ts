// url-inspect's batch mode (issue 13, finding 6): `-` or a pipe, one URL per line; NDJSON with
// --json, a compact line per URL otherwise, counts with --summary, --fail-on for CI, --version.
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../cli/args';
import { inspect, inspectionJSON } from '../src/index';
import { cli } from './run-cli';

const LIST = [
  'https://example.com/',
  'http://evil.example\\@good.example/login',
  'example.com/path',
  '',
  'http://[::127.0.0.1]/\r',
].join('\n');

describe('url-inspect batch mode', () => {
  it('`-` reads one URL per line and prints a compact line each (blank lines skipped, CRLF read)', () => {
    const r = cli(['-'], `${LIST}\n`);
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')).toEqual([
      `ok       -                         https://example.com/`,
      `danger   backslash-before-at,readers-elsewhere  http://evil.example\\@good.example/login`,
      `fails    -                         example.com/path`,
      `warning  special-address           http://[::127.0.0.1]/`,
      '',
    ]);
  });

  it('a piped standard input is read without `-`', () => {
    expect(cli([], 'https://example.com/', { piped: true }).stdout).toContain('https://example.com/');
    expect(cli([], undefined, { piped: false }).status).toBe(2);
    expect(cli(['-']).stderr).toMatch(/^url-inspect: no standard input to read/);
  });

  it('--json writes one JSON object per URL (NDJSON), the same as a single --json', () => {
    const r = cli(['-', '--json'], LIST);
    const objects = r.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(objects).toHaveLength(4);
    expect(objects[1]).toEqual(
      JSON.parse(JSON.stringify(inspectionJSON(inspect('http://evil.example\\@good.example/login')))),
    );
  });

  it('--summary counts the notes per kind and severity; with --json as one object', () => {
    const r = cli(['-s'], LIST, { piped: true });
    expect(r.stdout).toBe(
      'URLs    4\nparsed  3\nfailed  1\n\nsecurity notes by kind\n  danger   backslash-before-at       1\n  danger   readers-elsewhere         1\n  warning  special-address           1\n',
    );
    const j = JSON.parse(cli(['-', '--summary', '--json'], LIST).stdout);
    expect(j).toEqual({
      urls: 4,
      parsed: 3,
      failed: 1,
      notes: {
        'backslash-before-at': { danger: 1 },
        'readers-elsewhere': { danger: 1 },
        'special-address': { warning: 1 },
      },
    });
    expect(cli(['-', '-s'], 'https://example.com/').stdout).toContain('  none\n');
    expect(cli(['--summary', 'https://example.com/']).status).toBe(2);
  });

  it('--fail-on sets the exit status, in batch and single mode', () => {
    expect(cli(['-', '--fail-on', 'danger'], LIST).status).toBe(1);
    expect(cli(['-', '--fail-on=danger'], 'http://[::127.0.0.1]/').status).toBe(0);
    expect(cli(['-', '--fail-on', 'warning'], 'http://[::127.0.0.1]/').status).toBe(1);
    expect(cli(['http://[::127.0.0.1]/', '--fail-on', 'warning']).status).toBe(1);
    expect(cli(['http://[::127.0.0.1]/', '--fail-on', 'danger']).status).toBe(0);
    expect(cli(['x', '--fail-on', 'info']).stderr).toMatch(/^url-inspect: --fail-on takes danger or warning/);
  });

  it('a progress line on a terminal for a large input, cleared at the end', () => {
    const many = 'https://example.com/\n'.repeat(20001);
    const r = cli(['-', '-s'], many, { stderrIsTTY: true });
    expect(r.stderr).toContain('\r10,000 / 20,001 URLs');
    expect(r.stderr.endsWith('\r\u001b[K')).toBe(true);
    expect(cli(['-', '-s'], many).stderr).toBe('');
  });

  it('--version, --full, short flags', () => {
    expect(cli(['-V']).stdout).toBe('url-inspect 1.2.3\n');
    expect(cli(['--help']).stdout).toContain('-j, --json');
    const long = `https://example.com/?q=${'a'.repeat(1000)}`;
    expect(cli([long]).stdout).toContain('characters cut');
    expect(cli([long, '--full']).stdout).not.toContain('characters cut');
    expect(JSON.parse(cli(['-jb', 'https://example.com/a/', 'x']).stdout).parts.href).toBe(
      'https://example.com/a/x',
    );
  });
});

describe('parseCommandLine', () => {
  it('reads long, short, inline and negated options, `--` and `-`', () => {
    expect(parseCommandLine(['--base=x', '-j', '--no-color', '--', '--json'])).toEqual({
      values: { base: 'x', json: true, color: false },
      positionals: ['--json'],
    });
    expect(parseCommandLine(['-bhttp://a/', '-', '-js'])).toEqual({
      values: { base: 'http://a/', json: true, summary: true },
      positionals: ['-'],
    });
    for (const [args, message] of [
      [['--json=1'], '--json takes no value'],
      [['--no-color=1'], '--no-color takes no value'],
      [['--no-json'], 'unknown option --no-json'],
      [['-x'], 'unknown option -x'],
      [['-b'], '--base needs a value'],
    ] as const) {
      expect(() => parseCommandLine(args), args.join(' ')).toThrow(message);
    }
  });
});
