// The components drawn the way RFC 3986 §3 does, under the input (issue 13, "the parts, drawn"), in
// the CLI's text and in the page, from the spans the splitter reports.
import { describe, expect, it } from 'vitest';
import { drawComponents } from '../src/format';
import { formatInspection, inspect, type PageChild, renderPage } from '../src/index';

/** The Components section of the CLI's text. */
const section = (input: string) =>
  formatInspection(inspect(input))
    .split('\n\n')
    .find((s) => s.startsWith('Components'));

describe('spans', () => {
  it('are the components as written, delimiters excluded', () => {
    const input = 'https://user:pw@example.com:8080/a/b?q=1#frag';
    const spans = inspect(input).spans!;
    const text = Object.fromEntries(
      Object.entries(spans).map(([k, v]) => [k, v === null ? null : input.slice(v.start, v.end)]),
    );
    expect(text).toEqual({
      scheme: 'https',
      authority: 'user:pw@example.com:8080',
      userinfo: 'user:pw',
      host: 'example.com',
      port: '8080',
      path: '/a/b',
      query: 'q=1',
      fragment: 'frag',
    });
    expect(inspect('/a?b', 'http://h/').spans).toMatchObject({ scheme: null, authority: null, host: null });
    expect(inspect('nope').spans).toBeNull();
  });
});

describe('the CLI drawing', () => {
  it("draws RFC 3986's own example, with host and port inside the authority", () => {
    expect(section('foo://example.com:8042/over/there?name=ferret#nose')).toBe(
      [
        'Components',
        '  foo://example.com:8042/over/there?name=ferret#nose',
        '  \\_/   \\______________/\\_________/ \\_________/ \\__/',
        '  scheme   authority       path        query  fragment',
        '        \\_________/ \\__/',
        '           host     port',
      ].join('\n'),
    );
  });

  it('puts a name that does not fit on the next row, and draws one-column parts as |', () => {
    expect(drawComponents('http://h/', inspect('http://h/').spans!)).toEqual([
      '\\__/   ||',
      'scheme authority',
      '      path',
      '       |',
      '     host',
    ]);
  });

  it('lines braces up under wide and hidden code points', () => {
    const lines = section('https://日本.example/\u202e?x')!.split('\n');
    expect(lines[1]).toBe('  https://日本.example/<U+202E RIGHT-TO-LEFT OVERRIDE>?x');
    // 日本 takes four columns: the authority brace is 12 wide; the path's brace 1 + 31
    expect(lines[2]).toBe(`  \\___/   \\${'_'.repeat(10)}/\\${'_'.repeat(30)}/ |`);
  });

  it('colours each component, and leaves long inputs undrawn', () => {
    const colored = formatInspection(inspect('https://h.example/p'), { color: true });
    expect(colored).toContain('\u001b[35m\\___/\u001b[39m');
    expect(section(`https://h.example/${'a'.repeat(300)}`)).toBeUndefined();
  });
});

describe('the page drawing', () => {
  /** The drawing as `name:text` for parts and `|text|` for delimiters, groups flattened. */
  function flat(children: PageChild[]): string[] {
    const out: string[] = [];
    for (const c of children) {
      if (typeof c === 'string') continue;
      const name = c.className?.match(/part-(\w+)/)?.[1];
      const code = c.children[0] as Exclude<PageChild, string>;
      if (c.className === 'delim') out.push(`|${code.children.join('')}|`);
      else if (code.className === 'group') out.push(`${name}[${flat(code.children).join(' ')}]`);
      else out.push(`${name}:${code.children.join('')}`);
    }
    return out;
  }

  it('lays the components out in order, the authority as a group, in the parts table colours', () => {
    const view = renderPage(inspect('https://user@example.com:8080/a?q#f'));
    expect(flat(view.drawing)).toEqual([
      'scheme:https',
      '|://|',
      'authority[userinfo:user |@| host:example.com |:| port:8080]',
      'path:/a',
      '|?|',
      'query:q',
      '|#|',
      'fragment:f',
    ]);
    const rowClasses = view.parts.map((r) => (typeof r === 'string' ? '' : r.className)).filter(Boolean);
    expect(rowClasses).toEqual(
      expect.arrayContaining([
        'part-scheme',
        'part-userinfo',
        'part-host',
        'part-port',
        'part-path',
        'part-query',
        'part-fragment',
      ]),
    );
    expect(flat(renderPage(inspect('mailto:x@y')).drawing)).toEqual(['scheme:mailto', '|:|', 'path:x@y']);
    expect(flat(renderPage(inspect('http://h/')).drawing)).toEqual([
      'scheme:http',
      '|://|',
      'authority:h',
      'path:/',
    ]);
    expect(renderPage(inspect(`https://h.example/${'a'.repeat(3000)}`)).drawing).toEqual([]);
  });
});
