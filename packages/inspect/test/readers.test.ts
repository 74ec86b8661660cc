// Issue 15, "Where it shows": the readers section of inspect(), its note, the CLI's Readers table,
// --readers and --json.
import { describe, expect, it } from 'vitest';
import { formatInspection, inspect, inspectionJSON, READER_NAMES } from '../src/index';
import { cli } from './run-cli';

const EXAMPLE = 'http://evil.example\\@good.example/login';

describe('inspect(): the readers section', () => {
  it("reproduces the issue's example: Python and curl go to good.example, Go rejects", () => {
    const r = inspect(EXAMPLE).readers;
    expect(r.compared).toBe(true);
    expect(r.readings.map((x) => x.name)).toEqual(READER_NAMES);
    const by = Object.fromEntries(r.readings.map((x) => [x.name, x]));
    expect(by.python).toMatchObject({ ok: true, host: 'good.example', path: '/login', differs: ['host'] });
    expect(by.curl).toMatchObject({ ok: true, host: 'good.example', differs: ['host'] });
    expect(by.go).toMatchObject({ ok: false, error: 'net/url: invalid userinfo', host: null, differs: [] });
    expect(by['node-legacy']).toMatchObject({ ok: true, host: 'evil.example', differs: [] });
    expect(by.winhttp).toMatchObject({ basis: 'model-from-documentation', ok: false });
    expect(by.python!.basis).toBe('live-differential');
    expect(r.elsewhere).toEqual(['python', 'curl', 'winhttp', 'go', 'php', 'java', 'ruby', 'perl']);
  });

  it('the readers-elsewhere note: data as arguments, words from the template, WinHTTP labelled', () => {
    const note = inspect(EXAMPLE).security.find((n) => n.kind === 'readers-elsewhere')!;
    expect(note.severity).toBe('danger');
    expect(note.args).toMatchObject({
      target: 'http://evil.example:80',
      moved: ['Python urllib.parse.urlsplit', 'curl (libcurl URL API)', 'PHP parse_url', 'Perl URI->new'],
      movedTo: [
        'http://good.example:80',
        'http://good.example:80',
        'http://good.example:80',
        'http://good.example:80',
      ],
      readers: ['python', 'curl', 'winhttp', 'go', 'php', 'java', 'ruby', 'perl'],
    });
    expect((note.args.nowhere as string[])[0]).toBe('WinHTTP WinHttpCrackUrl (model from documentation)');
    expect(note.message).toContain('sends this request to `http://evil.example:80`');
    expect(note.message).toContain('Python urllib.parse.urlsplit (`http://good.example:80`)');
  });

  it('the same host, port and scheme in other spellings is no difference', () => {
    for (const input of [
      'https://example.com/a?b=c#d',
      'HTTP://EXAMPLE.COM:80/',
      'http://[::1]:8080/x',
      'http://[0:0::1]/',
      'https://bücher.example/',
    ]) {
      const r = inspect(input).readers;
      expect(r.compared, input).toBe(true);
      expect(
        r.readings.filter((x) => x.differs.length > 0).map((x) => [x.name, x.differs]),
        input,
      ).toEqual(input.includes('bücher') ? [['java', ['host']]] : []);
    }
    // Java reads no host in an IDN: it can send the request nowhere (information, not a warning)
    expect(
      inspect('https://bücher.example/').security.find((n) => n.kind === 'readers-elsewhere'),
    ).toMatchObject({
      severity: 'info',
    });
  });

  it('a different port is a warning; a different host danger', () => {
    // Python 3.12 and curl read the port as written; the URL Standard too. A port Go rejects:
    const r = inspect('http://h.example:0080/');
    expect(r.readers.readings.find((x) => x.name === 'python')!.differs).toEqual([]);
    const port = inspect('http://h.example:8080\\@other.example:9090/', null, { readers: ['python'] });
    expect(port.readers.readings[0]).toMatchObject({
      host: 'other.example',
      port: '9090',
      differs: ['host', 'port'],
    });
    const scheme = inspect('https://h.example:443/', null, { readers: ['python'] });
    expect(scheme.readers.readings[0]!.differs).toEqual([]);
    // the same host on another port: a warning
    const moved = inspect('http://h.example:8080\\@h.example:9090/', null, { readers: ['python'] });
    expect(moved.readers.readings[0]).toMatchObject({ host: 'h.example', port: '9090', differs: ['port'] });
    expect(moved.security.find((n) => n.kind === 'readers-elsewhere')).toMatchObject({ severity: 'warning' });
    // a reader that only rejects: information, in the template's other sentence
    const go = inspect(EXAMPLE, null, { readers: ['go'] });
    const note = go.security.find((n) => n.kind === 'readers-elsewhere')!;
    expect(note.severity).toBe('info');
    expect(note.message).toMatch(
      /^Go net\/url\.Parse rejects this URL or reads no host in it, while the URL Standard/,
    );
    const two = inspect(EXAMPLE, null, { readers: ['go', 'java'] });
    expect(two.security.find((n) => n.kind === 'readers-elsewhere')!.message).toMatch(
      /^Go net\/url\.Parse and Java java\.net\.URI reject this URL or read no host in it, .* with one of them fails/,
    );
  });

  it('nothing is compared without a request to a host written in the input', () => {
    for (const [input, base] of [
      ['mailto:a@b.example', null],
      ['file:///etc/passwd', null],
      ['/path', 'https://example.com/'],
      ['example.com/path', null],
    ] as const) {
      const r = inspect(input, base);
      expect(r.readers.compared, input).toBe(false);
      expect(r.readers.elsewhere).toEqual([]);
      expect(r.readers.readings).toHaveLength(9);
      expect(r.readers.readings.every((x) => x.differs.length === 0)).toBe(true);
      expect(r.security.some((n) => n.kind === 'readers-elsewhere')).toBe(false);
      expect(formatInspection(r)).toContain('Readers');
    }
    expect(formatInspection(inspect('mailto:a@b.example'))).toContain('not compared');
    expect(formatInspection(inspect('https://x/', 'nope'))).not.toContain('not compared');
  });

  it('chooses readers; an unknown name is a TypeError naming it; [] shows no table', () => {
    expect(inspect(EXAMPLE, null, { readers: ['go', 'python'] }).readers.readings.map((x) => x.name)).toEqual(
      ['go', 'python'],
    );
    expect(() => inspect(EXAMPLE, null, { readers: ['nope' as 'go'] })).toThrow(TypeError);
    expect(() => inspect(EXAMPLE, null, { readers: ['nope' as 'go'] })).toThrow(/"nope"/);
    const none = inspect(EXAMPLE, null, { readers: [] });
    expect(none.readers.readings).toEqual([]);
    expect(none.security.some((n) => n.kind === 'readers-elsewhere')).toBe(false);
    expect(formatInspection(none)).not.toContain('Readers');
  });

  it('untrusted text in the table is shown as data: hidden code points by name, long values cut', () => {
    const input = `http://h.example/\u202e${'a'.repeat(1000)}?\u0000`;
    const text = formatInspection(inspect(input));
    const table = text.slice(text.indexOf('\nReaders\n'), text.indexOf('\nSecurity notes'));
    expect(table).toContain('<U+202E RIGHT-TO-LEFT OVERRIDE>');
    expect(table).not.toContain('\u202e');
    expect(table).toContain('characters cut');
    expect(table.split('\n').every((l) => l.length < 400)).toBe(true);
  });
});

describe('url-inspect: the Readers table and --readers', () => {
  it("prints the issue's example table", () => {
    const { status, stdout } = cli([EXAMPLE]);
    expect(status).toBe(0);
    const lines = stdout.split('\n');
    const at = lines.indexOf('Readers');
    expect(at).toBeGreaterThan(0);
    const row = (start: string) => lines.slice(at).find((l) => l.startsWith(`  ${start}`)) ?? '';
    expect(row('URL Standard')).toMatch(/evil\.example\s+\(80\)\s+\/@good\.example\/login$/);
    expect(row('Python urllib.parse.urlsplit 3.12')).toMatch(/good\.example\s+\(80\)\s+\/login\s+≠ host$/);
    expect(row('curl (libcurl URL API)')).toMatch(/good\.example\s+\(80\)\s+\/login\s+≠ host$/);
    expect(row('Go net/url.Parse')).toMatch(/\(error\)\s+≠ rejects it: net\/url: invalid userinfo$/);
    expect(row('WinHTTP WinHttpCrackUrl Windows 10/11 *')).toContain('rejects it');
    expect(stdout).toContain('* model from documentation: WinHTTP WinHttpCrackUrl');
  });

  it('--readers chooses and orders the readers', () => {
    const { status, stdout } = cli(['--readers', 'python,curl,go', EXAMPLE]);
    expect(status).toBe(0);
    const table = stdout.slice(stdout.indexOf('\nReaders\n'), stdout.indexOf('\nSecurity notes'));
    expect(table).toContain('Python');
    expect(table).toContain('curl');
    expect(table).toContain('Go net/url.Parse');
    expect(table).not.toContain('PHP');
    expect(table).not.toContain('model from documentation');
    expect(cli(['--readers=go, python', EXAMPLE]).stdout).toMatch(/Go net\/url\.Parse[^\n]*\n[^\n]*Python/);
  });

  it('an unknown or empty reader list is a usage error (exit status 2), never a crash', () => {
    for (const list of ['python,nope', '', ',', 'Python']) {
      const r = cli(['--readers', list, EXAMPLE]);
      expect(r.status, list).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^url-inspect: (unknown reader|--readers takes reader names)/);
      expect(r.stderr).toContain('python, curl, node-legacy, winhttp, go, php, java, ruby, perl');
    }
    // the name is shown as data
    const r = cli(['--readers', 'a\u202eb', EXAMPLE]);
    expect(r.stderr).toContain('unknown reader "a<U+202E RIGHT-TO-LEFT OVERRIDE>b"');
    expect(cli(['--readers']).status).toBe(2);
  });

  it('--json carries the readers section; batch mode takes --readers', () => {
    const json = JSON.parse(cli(['--json', '--readers', 'go,python', EXAMPLE]).stdout);
    expect(json.readers).toEqual(
      JSON.parse(
        JSON.stringify(inspectionJSON(inspect(EXAMPLE, null, { readers: ['go', 'python'] })).readers),
      ),
    );
    expect(json.readers.readings.map((x: { name: string }) => x.name)).toEqual(['go', 'python']);
    const batch = cli(['-', '--json', '--readers', 'go'], `${EXAMPLE}\nhttps://example.com/\n`);
    const objects = batch.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(objects.map((o) => o.readers.elsewhere)).toEqual([['go'], []]);
  });
});
