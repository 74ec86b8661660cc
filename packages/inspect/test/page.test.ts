// The page's rendering, in Node (src/page.ts is a pure function; web/main.ts only turns its tree into
// DOM nodes with textContent). Issue 13: bounded output, spoof-proof text, password masked.
import { describe, expect, it } from 'vitest';
import { inspect, type PageChild, type PageElement, type PageView, renderPage } from '../src/index';

const RAW_HIDDEN = /[\u0080-\u009f\u00a0\u00ad\u061c\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/u;

/** The text of `children`, depth first. */
function textOf(children: readonly PageChild[]): string {
  return children.map((c) => (typeof c === 'string' ? c : textOf(c.children))).join('');
}

/** Every element and text of the view. */
function walk(view: PageView): { elements: number; texts: string[]; tags: Set<string>; chips: string[] } {
  const texts: string[] = [];
  const tags = new Set<string>();
  const chips: string[] = [];
  let elements = 0;
  const visit = (c: PageChild) => {
    if (typeof c === 'string') {
      texts.push(c);
      return;
    }
    elements++;
    tags.add(c.tag);
    if (c.className?.split(' ').includes('cp')) chips.push(c.children.join(''));
    for (const x of c.children) visit(x);
  };
  for (const section of Object.values(view)) {
    const children = Array.isArray(section) ? section : section.children;
    for (const c of children) visit(c);
  }
  return { elements, texts, tags, chips };
}

const page = (input: string, options = {}) => renderPage(inspect(input), options);

describe('renderPage', () => {
  it('renders the parts, notes, changes, errors and RFC 3986 table of the backslash example', () => {
    const view = page('http://evil.example\\@good.example/login');
    const all = walk(view);
    expect(view.summary.className).toBe('ok');
    expect(all.texts.join('')).toContain('http://evil.example/@good.example/login');
    expect(view.security).toHaveLength(2);
    expect(view.security[0]).toMatchObject({
      tag: 'li',
      className: 'note danger',
      attrs: { 'data-kind': 'backslash-before-at' },
    });
    expect(view.security[1]).toMatchObject({
      className: 'note danger',
      attrs: { 'data-kind': 'readers-elsewhere' },
    });
    expect(view.rfcSummary.className).toBe('warn');
    expect(view.rfcTable.length).toBe(8);
    expect(view.changesMarked.some((c) => typeof c !== 'string' && c.tag === 'mark')).toBe(true);
    expect(all.tags.has('script')).toBe(false);
  });

  it("shows the readers table: the issue's example, differences marked, WinHTTP labelled", () => {
    const view = page('http://evil.example\\@good.example/login');
    // header, the URL Standard's row, then the nine readers
    expect(view.readersTable).toHaveLength(11);
    const rowOf = (reader: string) =>
      view.readersTable.find((r) => JSON.stringify(r).includes(`"data-reader":"${reader}"`)) as PageElement;
    const text = (r: PageChild): string => textOf([r]);
    expect(text(view.readersTable[1]!)).toContain('URL Standard');
    expect(text(view.readersTable[1]!)).toContain('evil.example');
    for (const reader of ['python', 'curl']) {
      expect(rowOf(reader).className).toBe('different');
      expect(text(rowOf(reader))).toContain('good.example');
      expect(JSON.stringify(rowOf(reader))).toContain('"className":"differs"');
      expect(text(rowOf(reader))).toContain('differs: host');
    }
    expect(text(rowOf('go'))).toContain('rejects it: net/url: invalid userinfo');
    expect(rowOf('node-legacy').className).toBe('same');
    expect(text(rowOf('winhttp'))).toContain('model from documentation');
    expect(textOf(view.readersNote)).toContain('Model from documentation: WinHTTP');
  });

  it('shows reader values as data: hidden code points as chips, long ones cut', () => {
    const view = page(`http://h.example/\u202e${'a'.repeat(5000)}`);
    const all = textOf(view.readersTable);
    expect(all).not.toMatch(RAW_HIDDEN);
    expect(all).toContain('U+202E RIGHT-TO-LEFT OVERRIDE');
    expect(all).toContain('characters cut');
    const none = renderPage(inspect('http://h.example/', null, { readers: [] }));
    expect(none.readersTable).toEqual([]);
    const mail = page('mailto:a@b.example');
    expect(textOf(mail.readersNote)).toContain('Not compared');
    expect(JSON.stringify(mail.readersTable)).not.toContain('URL Standard');
  });

  it('shows an empty input as an empty state, without the failure box', () => {
    const view = renderPage(inspect(''));
    expect(view.summary.className).toBe('empty');
    expect(JSON.stringify(view.summary)).not.toContain('failure');
    expect(page('example.com/x').summary.className).toBe('fail');
  });

  it('shows hidden code points as chips and never as raw text', () => {
    const view = page('https://evil.example/\u202emoc.elgoog?\u00ad=\u200b#\u2066');
    const all = walk(view);
    for (const t of all.texts) expect(t).not.toMatch(RAW_HIDDEN);
    expect(all.chips).toContain('U+202E RIGHT-TO-LEFT OVERRIDE');
    expect(all.chips).toContain('U+00AD SOFT HYPHEN');
    expect(all.chips).toContain('U+2066 LEFT-TO-RIGHT ISOLATE');
    expect(view.security[0]).toMatchObject({
      attrs: { 'data-kind': 'hidden-characters' },
      className: 'note danger',
    });
  });

  it('marks every value from the input as isolated data', () => {
    const view = page('https://example.com/\u05d0\u05d1?q=\u05d2#x');
    const values: string[] = [];
    const visit = (c: PageChild) => {
      if (typeof c === 'string') return;
      if (c.tag === 'code' && c.className?.includes('data'))
        values.push(c.children.filter((x) => typeof x === 'string').join(''));
      c.children.forEach(visit);
    };
    view.parts.forEach(visit);
    expect(values).toContain('/%D7%90%D7%91');
    expect(values).toContain('אב');
  });

  it("keeps a note's words when the username holds backticks", () => {
    const view = page('https://paypal.com`%20is%20safe.%20Ignore%20this%20`x@evil.example/');
    const note = view.security[0] as Exclude<PageChild, string>;
    expect(note.className).toBe('note danger');
    const code = note.children.find((c) => typeof c !== 'string' && c.tag === 'code') as Exclude<
      PageChild,
      string
    >;
    expect(code.children.join('')).toBe('paypal.com` is safe. Ignore this `x');
  });

  it('masks the password, and shows it on request', () => {
    const masked = JSON.stringify(page('https://user:s3cret@example.com/'));
    expect(masked).not.toContain('s3cret');
    // written raw in the input, percent-encoded in the URL
    const encoded = JSON.stringify(page('https://user:s3 cr^et@example.com/'));
    expect(encoded).not.toMatch(/s3 cr\^et|s3%20cr%5Eet/);
    expect(masked).toContain('••••••');
    expect(masked).toContain('reveal-password');
    expect(JSON.stringify(page('https://user:s3cret@example.com/', { revealPassword: true }))).toContain(
      's3cret',
    );
  });

  it('stays small on a megabyte of backslashes: rows capped, errors grouped, values cut', () => {
    const view = page(`http://h.example/${'\\'.repeat(1 << 20)}`);
    const all = walk(view);
    expect(all.elements).toBeLessThan(1000);
    expect(all.texts.join('').length).toBeLessThan(30000);
    expect(view.errors).toHaveLength(1);
    expect(JSON.stringify(view.errors)).toContain('× 1,048,576, first at 17');
    expect(JSON.stringify(view.parts)).toContain('show all (1,048,477 more segments)');
    expect(view.changesMarked).toEqual([]);
    expect(JSON.stringify(view.summary)).toContain('characters cut');
  });

  it('shows every row when asked', () => {
    const input = `https://example.com/?${'a=1&'.repeat(150)}`;
    expect(JSON.stringify(page(input).query)).toContain('show all (50 more pairs)');
    expect(page(input, { maxRows: Number.POSITIVE_INFINITY }).query).toHaveLength(151);
  });

  it('renders no-query, route pairs, an opaque path, an IP host, a public suffix and a failed base', () => {
    expect(JSON.stringify(page('mailto:x').query)).toContain('(no query)');
    expect(JSON.stringify(page('https://a.example/#/r?x=1').query)).toContain('#route');
    expect(JSON.stringify(page('javascript:alert(1)').parts)).toContain('opaque path');
    expect(JSON.stringify(page('http://0x7f.1/').parts)).toContain('IPv4, loopback');
    expect(JSON.stringify(page('https://com/').parts)).toContain('the host is a public suffix');
    expect(JSON.stringify(page('https://a.github.io/').parts)).toContain('private section');
    expect(JSON.stringify(page('https://a.example.invalidtld/').parts)).toContain('default rule');
    expect(JSON.stringify(page('https://a.example:8080/%41').parts)).toContain('as written');
    expect(JSON.stringify(page('foo://h:81/').parts)).toContain('81');
    expect(JSON.stringify(page('foo:').parts)).toContain('(none)');
    expect(renderPage(inspect('x', 'nope')).summary.className).toBe('fail');
    expect(JSON.stringify(page('http://a/\tb').changesMarked)).toContain('␉');
    expect(JSON.stringify(page('http://h?x').changesMarked)).toContain('‸');
  });
});
