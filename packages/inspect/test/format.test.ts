import { describe, expect, it } from 'vitest';
import { displayWidth, visible } from '../src/format';
import { formatInspection, type Inspection, inspect } from '../src/index';

const SGR = /\u001b\[\d+m/g;

/** The text of `input` (against `base`) as the CLI prints it, split into lines. */
function render(input: string, base?: string, color = false): string[] {
  return formatInspection(inspect(input, base), { color }).split('\n');
}

/** The line that starts (after its indent) with `label`, with runs of spaces collapsed. */
function row(lines: string[], label: string): string {
  // after the Components drawing, whose name rows also start with component names
  const from = Math.max(0, lines.indexOf('Parts'));
  const line = lines.slice(from).find((l) => l.trimStart().startsWith(label));
  expect(line, `a line starting with ${label}`).toBeDefined();
  return (line as string).trim().replace(/ {2,}/g, '  ');
}

/** The marker line under the input in the Changes section, without its two-space indent. */
function markers(lines: string[]): string {
  const at = lines.findIndex((l) => l.startsWith('Changes ('));
  return lines[at + 2]!.slice(2);
}

describe('visible', () => {
  it('shows control characters as control pictures and invisible code points as U+ numbers', () => {
    expect(visible('a\tb\u0001\u007f')).toBe('a\u2409b\u2401\u2421');
    expect(visible('\u0085\u200b\u200f\ufeff\ud800x')).toBe(
      '<U+0085 C1 CONTROL><U+200B ZERO WIDTH SPACE><U+200F RIGHT-TO-LEFT MARK><U+FEFF ZERO WIDTH NO-BREAK SPACE (BYTE ORDER MARK)><U+D800 LONE SURROGATE>x',
    );
    expect(visible('é😀 日本')).toBe('é😀 日本');
  });
});

describe('displayWidth', () => {
  it('counts wide East Asian and emoji code points as two columns, combining marks as none', () => {
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('日本')).toBe(4);
    expect(displayWidth('한')).toBe(2);
    expect(displayWidth('ᄀ')).toBe(2); // Hangul Jamo
    expect(displayWidth('豈')).toBe(2); // CJK compatibility ideograph
    expect(displayWidth('︰')).toBe(2); // CJK compatibility form
    expect(displayWidth('Ａ')).toBe(2); // fullwidth Latin
    expect(displayWidth('￥')).toBe(2); // fullwidth sign
    expect(displayWidth('😀')).toBe(2);
    expect(displayWidth('𠀀')).toBe(2); // CJK extension B
    expect(displayWidth('e\u0301')).toBe(1);
    expect(displayWidth('\t')).toBe(1); // shown as a control picture
  });

  it('does not count colour sequences', () => {
    expect(displayWidth('\u001b[2mscheme\u001b[22m')).toBe(6);
  });
});

describe('formatInspection', () => {
  it('prints a failure with its message, and the base', () => {
    const lines = render('x', 'not a url');
    expect(lines[0]).toBe('input  x');
    expect(lines[1]).toBe('base   not a url');
    expect(lines[2]).toBe('fails  the base URL "not a url" does not parse');
    expect(lines).not.toContain('Parts');
    expect(lines.some((l) => l.startsWith('Changes'))).toBe(false);
  });

  it('makes control and invisible characters in the input visible', () => {
    const lines = render('a\tb\u0001\u007f\u0085\u200b\ufeff\ud800');
    expect(lines[0]).toBe(
      'input  a\u2409b\u2401\u2421<U+0085 C1 CONTROL><U+200B ZERO WIDTH SPACE><U+FEFF ZERO WIDTH NO-BREAK SPACE (BYTE ORDER MARK)><U+D800 LONE SURROGATE>',
    );
  });

  it('prints the parts of a special URL with credentials, an IDN host, a port and a hash route', () => {
    const lines = render('https://user:pw@例え.テスト:8443/日本/%F0%9F%98%80?q=1#/route?z=%20');
    expect(row(lines, 'scheme')).toBe('scheme  https (special)');
    expect(row(lines, 'username')).toBe('username  user');
    expect(row(lines, 'password')).toBe('password  (set)');
    expect(row(lines, 'host')).toBe('host  xn--r8jz45g.xn--zckzah (domain)');
    expect(row(lines, 'unicode')).toBe('unicode  例え.テスト');
    expect(row(lines, 'as typed')).toBe('as typed  例え.テスト');
    expect(row(lines, 'registrable')).toBe('registrable  例え.テスト');
    expect(row(lines, 'public suffix')).toBe('public suffix  テスト (not in the list: default rule)');
    expect(row(lines, 'port')).toBe('port  8443 (default 443)');
    expect(row(lines, '[0]')).toBe('[0]  日本  (%E6%97%A5%E6%9C%AC)');
    expect(row(lines, '[1]')).toBe('[1]  😀  (%F0%9F%98%80)');
    expect(row(lines, 'q =')).toBe('q = 1');
    expect(row(lines, 'route')).toBe('route  /route');
    expect(row(lines, 'z =')).toBe('z =');
    // the marker line accounts for wide characters: ^ under 例え.テスト (11 columns) and 日本 (4)
    expect(markers(lines)).toBe(`${' '.repeat(16)}${'^'.repeat(11)}${' '.repeat(6)}^^^^`);
    expect(lines).toContain('   28  path-percent-encoded  日本 → %E6%97%A5%E6%9C%AC');
  });

  it('prints the public-suffix section of a host, and a host that is a public suffix', () => {
    expect(row(render('https://project.github.io/'), 'public suffix')).toBe(
      'public suffix  github.io (private section)',
    );
    const com = render('https://com/');
    expect(row(com, 'registrable')).toBe('registrable  (none: the host is a public suffix)');
    expect(row(com, 'public suffix')).toBe('public suffix  com (ICANN section)');
    expect(row(com, 'port')).toBe('port  (none) — default 443');
  });

  it('prints IP hosts with their range and as typed, and no Public Suffix List rows', () => {
    const v4 = render('http://0x7f.1/');
    expect(row(v4, 'host')).toBe('host  127.0.0.1 (IPv4, loopback)');
    expect(row(v4, 'as typed')).toBe('as typed  0x7f.1');
    expect(v4.some((l) => l.includes('registrable'))).toBe(false);
    expect(row(render('http://[::1]/'), 'host')).toBe('host  [::1] (IPv6, loopback)');
  });

  it('prints non-special URLs: no host, an opaque path, an opaque host with a port', () => {
    const noHost = render('foo:/x/%41b');
    expect(row(noHost, 'scheme')).toBe('scheme  foo');
    expect(row(noHost, 'host')).toBe('host  (none)');
    expect(row(noHost, 'port')).toBe('port  (none)');
    expect(row(noHost, 'path')).toBe('path  /x/%41b');
    expect(row(noHost, '[1]')).toBe('[1]  Ab  (%41b)');
    expect(row(noHost, 'origin')).toBe('origin  null');

    const opaque = render('javascript:alert(1)');
    expect(row(opaque, 'host')).toBe('host  (none) — opaque path, no authority');
    expect(row(opaque, 'path')).toBe('path  alert(1) (opaque)');

    const port = render('foo://h:81/');
    expect(row(port, 'host')).toBe('host  h (opaque)');
    expect(row(port, 'port')).toBe('port  81');
  });

  it('marks insertions, removals and rewrites, and resolution against a base', () => {
    const inserted = render('http://h?x');
    expect(markers(inserted)).toBe(`${' '.repeat(8)}^`);
    expect(inserted).toContain('    8  path-slash-added  + /');

    const atEnd = render('http://h');
    expect(markers(atEnd)).toBe(`${' '.repeat(8)}^`);

    const removed = render('https://example.com:443/');
    expect(removed).toContain('   19  default-port-removed  - :443');

    const resolved = render('x', 'https://example.com/a/');
    expect(resolved[1]).toBe('base   https://example.com/a/');
    expect(resolved).toContain('    0  resolved-against-base  x → https://example.com/a/x');
    expect(resolved).toContain('  valid relative reference');
    expect(resolved).toContain('  reads https://example.com/a/x');
  });

  it('lines the markers up under invisible and astral code points', () => {
    // U+0085 shows as <U+0085 C1 CONTROL> (19 columns); the space after `?a` is at column 28
    const c1 = render('sc://h/\u0085?a b');
    expect(c1[0]).toBe('input  sc://h/<U+0085 C1 CONTROL>?a b');
    expect(markers(c1)).toBe(`${' '.repeat(7)}${'^'.repeat(19)}  ^`);
    // a tab shows as one column; 😀 takes two, and its space after it one more
    const astral = render('https://exa\tmple.com/😀 x');
    expect(markers(astral)).toBe(`${' '.repeat(11)}^${' '.repeat(9)}^^^`);
    expect(astral).toContain('   21  path-percent-encoded  😀␠ → %F0%9F%98%80%20');
  });

  it('prints the RFC 3986 table when the readings disagree', () => {
    const lines = render('http://a\\@b/');
    const table = lines.slice(lines.indexOf('RFC 3986'));
    expect(lines).toContain('  not valid: "\\" at index 8 is not allowed in userinfo (rule userinfo)');
    expect(row(table, 'component')).toBe('component  URL Standard  RFC 3986');
    expect(row(table, 'userinfo')).toBe('userinfo  (none)  a\\  DIFFERENT');
    expect(row(table, 'port')).toBe('port  (none)  (none)  same');
    expect(lines).toContain('  ≠ the URL Standard reads the host `a`, RFC 3986 `b`');
  });

  it('colours each severity, and keeps columns aligned in colour', () => {
    const colored = formatInspection(inspect('http://user@0x7f.1:8080/#x'), { color: true });
    expect(colored).toContain('\u001b[33m▲ warning\u001b[39m'); // credentials, ipv4-notation
    expect(colored).toContain('\u001b[36m• info\u001b[39m'); // non-default-port, fragment-not-sent
    expect(formatInspection(inspect('http://a\\@b/'), { color: true })).toContain(
      '\u001b[31m✖ danger\u001b[39m',
    );
    // without the colour sequences, the coloured text is the plain text
    for (const input of ['https://h/?a=1&b=2#/r?c=3', 'http://a\\@b/', 'https://аррӏе.com/']) {
      const plain = formatInspection(inspect(input));
      expect(formatInspection(inspect(input), { color: true }).replace(SGR, '')).toBe(plain);
    }
  });

  it('renders an Inspection without a failure message or RFC 3986 error (built by hand)', () => {
    const failed = inspect('example.com/path');
    const bare: Inspection = {
      ...failed,
      failure: null,
      rfc3986: { ...failed.rfc3986, valid: false, error: null },
    };
    const lines = formatInspection(bare).split('\n');
    expect(lines[1]).toBe('fails  the URL parser fails');
    expect(lines).toContain('  not valid: ');
  });

  it('says so when a domain has no public suffix', () => {
    const r = inspect('https://example.com/');
    const host = {
      ...r.parts!.host!,
      publicSuffix: null,
      publicSuffixUnicode: null,
      publicSuffixSource: null,
    };
    const lines = formatInspection({ ...r, parts: { ...r.parts!, host } }).split('\n');
    expect(row(lines, 'public suffix')).toBe('public suffix  (none)');
  });
});

describe('no raw control characters reach the terminal', () => {
  // An input with ESC (a terminal escape sequence), BEL, a tab and U+0085 in the parts that end up in
  // messages: the failure message, change notes, RFC 3986 messages and security notes.
  const inputs = [
    'https://a\tb\u001b[31m',
    'http://user\u001b]0;pwned\u0007@example.com/',
    'http://ex\u0085ample.com\\@good.example/',
    'x\u001b[2J:\u0001/',
    'http://a\\\u001b[1m@b/',
  ];
  for (const input of inputs) {
    it(`${JSON.stringify(input)}: every line is free of C0/C1 controls`, () => {
      for (const color of [false, true]) {
        const text = formatInspection(inspect(input), { color });
        // the palette's own SGR sequences are the only escapes allowed, and only with colour on
        const stripped = text.replace(/\u001b\[[0-9;]*m/g, '');
        expect(stripped).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
        if (!color) expect(text).not.toContain('\u001b');
      }
    });
  }
});
