/**
 * The web page's rendering as a pure function: {@link renderPage} turns an {@link Inspection} into a
 * small tree of plain elements (tag, class, attributes, children; text always as strings, never as
 * HTML), which the page turns into DOM nodes with `textContent`. No DOM here, so the rendering is
 * tested and stress-tested in Node.
 *
 * Untrusted text is data: every code point that can reorder or hide text is a marked chip naming it,
 * values longer than `maxValueLength` are cut in the middle with the count cut, lists stop after
 * `maxRows` rows with a "show all" button, and each value is isolated from the page's own text
 * (class `data`, `unicode-bidi: isolate` in the page's style).
 * @module
 */

import { defaultPort } from '@url/parser';
import { type ChangeGroup, groupChanges, groupValidationErrors, thousands } from './group';
import { changeParts, comparisonParts, type NotePart, noteParts } from './notes';
import { reveal } from './reveal';
import type { ComponentSpans, Inspection, ReaderDifference } from './types';

/** An element of the page: its tag, class, attributes and children (strings are text). */
export interface PageElement {
  tag: string;
  className?: string;
  attrs?: Record<string, string>;
  children: PageChild[];
}

/** A child of a {@link PageElement}: an element or text. */
export type PageChild = PageElement | string;

/** Options of {@link renderPage}. */
export interface PageOptions {
  /** the most rows of each list before a "show all" button (default 100; `Infinity` for all) */
  maxRows?: number;
  /** the longest value shown whole, in UTF-16 code units (default 2,000) */
  maxValueLength?: number;
  /** show the password instead of dots (default false) */
  revealPassword?: boolean;
}

/** What the page shows, by section (the ids of web/index.html). */
export interface PageView {
  summary: { className: string; children: PageChild[] };
  security: PageChild[];
  parts: PageChild[];
  query: PageChild[];
  changesMarked: PageChild[];
  changes: PageChild[];
  errors: PageChild[];
  rfcSummary: { className: string; children: PageChild[] };
  rfcTable: PageChild[];
  /**
   * how the other readers read the input (table rows: reader, host, port, path, difference; the
   * URL Standard's row first when compared), and the footnote for models from documentation
   */
  readersTable: PageChild[];
  readersNote: PageChild[];
  /** the input's components drawn as RFC 3986 §3 does, each in its colour (class `part-<name>`) */
  drawing: PageChild[];
}

const h = (tag: string, className?: string, children: PageChild[] = [], attrs?: Record<string, string>) => {
  const e: PageElement = { tag, children };
  if (className !== undefined) e.className = className;
  if (attrs !== undefined) e.attrs = attrs;
  return e;
};

/**
 * Renders an inspection as the page shows it. Linear in the size of `result`, and the number of
 * elements is bounded by `maxRows` and `maxValueLength`, whatever the input.
 * https://url.spec.whatwg.org/#url-parsing
 */
export function renderPage(result: Inspection, options: PageOptions = {}): PageView {
  const maxRows = options.maxRows ?? 100;
  const maxValue = options.maxValueLength ?? 2000;

  const secrets = options.revealPassword === true ? [] : passwordTexts(result);
  /** Untrusted text: runs of text, a chip per hidden code point, a note where the middle was cut. */
  const data = (text: string, max = maxValue): PageChild[] => {
    const out: PageChild[] = [];
    for (const p of reveal(masked(text, secrets), max)) {
      if (p.type === 'text') out.push(p.text);
      else if (p.type === 'control')
        out.push(
          h('span', 'cp', [p.picture], {
            title: `control character U+${(p.picture.charCodeAt(0) === 0x2421 ? 0x7f : p.picture.charCodeAt(0) - 0x2400).toString(16).toUpperCase().padStart(4, '0')}`,
          }),
        );
      else if (p.type === 'hidden')
        out.push(
          h('span', `cp ${p.char.kind}`, [`${p.char.label} ${p.char.name}`], {
            title: `${p.char.label} ${p.char.name}: invisible or reorders text`,
          }),
        );
      else out.push(h('span', 'cut', [` … ${thousands(p.count)} characters cut … `]));
    }
    return out;
  };
  const code = (text: string, className?: string, max = maxValue) =>
    h('code', className === undefined ? 'data' : `data ${className}`, data(text, max));
  const show = (value: string | null | undefined): PageChild =>
    value === null || value === undefined ? '(none)' : value === '' ? '(empty)' : code(value);
  const withNote = (main: PageChild, note: string): PageElement =>
    h('span', undefined, [main, ' ', h('span', 'muted', [note])]);
  const row = (
    cells: PageChild[],
    opts: { header?: boolean; id?: string; className?: string } = {},
  ): PageElement => {
    const tr = h(
      'tr',
      opts.className,
      cells.map((cell, i) =>
        h(
          opts.header === true || i === 0 ? 'th' : 'td',
          undefined,
          [cell],
          !opts.header && i === 0 ? { scope: 'row' } : undefined,
        ),
      ),
    );
    if (opts.id !== undefined) tr.attrs = { id: opts.id };
    return tr;
  };
  const more = (n: number, what: string, cols: number): PageElement =>
    h('tr', 'more', [
      h(
        'td',
        undefined,
        [
          h('button', 'show-all', [`show all (${thousands(n)} more ${what})`], {
            type: 'button',
            'data-action': 'show-all',
          }),
        ],
        { colspan: String(cols) },
      ),
    ]);
  /** The first `maxRows` of `items` as rows, then a "show all" row. */
  const capped = <T>(
    items: readonly T[],
    what: string,
    cols: number,
    each: (item: T, i: number) => PageElement,
  ) => {
    const out: PageElement[] = [];
    const n = Math.min(items.length, maxRows);
    for (let i = 0; i < n; i++) out.push(each(items[i]!, i));
    if (items.length > n) out.push(more(items.length - n, what, cols));
    return out;
  };

  // summary
  let summary: PageView['summary'];
  if (result.input === '' && result.base === null) {
    summary = { className: 'empty', children: [h('p', 'muted', ['Type or paste a URL above.'])] };
  } else if (result.ok && result.parts !== null) {
    summary = {
      className: 'ok',
      children: [
        h('p', undefined, [
          h('span', 'label', ['href ']),
          h('code', 'data href', data(result.parts.href), { id: 'href' }),
        ]),
      ],
    };
  } else {
    summary = {
      className: 'fail',
      children: [
        h(
          'p',
          undefined,
          [
            h('strong', undefined, ['The URL parser fails. ']),
            h('span', 'data', data(result.failure?.message ?? '')),
          ],
          { id: 'failure' },
        ),
      ],
    };
  }

  /**
   * A rendered template: its words as text, its code as code, each value as isolated data (cut at
   * `max`: a change's or a comparison's values are in the table next to it already).
   */
  const rendered = (parts: readonly NotePart[], max = maxValue): PageChild[] =>
    parts.map((p) =>
      p.type === 'text'
        ? p.text
        : p.type === 'code'
          ? h('code', undefined, [p.text])
          : code(p.text, undefined, max),
    );
  const inMessage = Math.min(maxValue, 200);

  // security notes
  const security: PageChild[] = result.security.map((note) => {
    const words = rendered(noteParts(note));
    return h(
      'li',
      `note ${note.severity}`,
      [h('span', 'badge', [note.severity]), ' ', h('strong', undefined, [note.kind]), ' ', ...words],
      { 'data-kind': note.kind },
    );
  });
  if (security.length === 0) security.push(h('li', 'muted', ['none']));

  // parts
  const parts: PageChild[] = [];
  const p = result.parts;
  if (p !== null) {
    parts.push(
      row(['scheme', withNote(code(p.scheme), p.special ? 'special' : 'not special')], {
        className: 'part-scheme',
      }),
    );
    parts.push(
      row(['username', show(p.username === '' ? null : p.username)], { className: 'part-userinfo' }),
    );
    parts.push(
      row(
        [
          'password',
          p.password === ''
            ? '(none)'
            : h('span', undefined, [
                options.revealPassword === true ? code(p.password, 'secret') : h('code', 'secret', [DOTS]),
                ' ',
                h('button', 'reveal', [options.revealPassword === true ? 'hide' : 'show'], {
                  type: 'button',
                  'data-action': 'reveal-password',
                  'aria-pressed': String(options.revealPassword === true),
                }),
              ]),
        ],
        { className: 'part-userinfo' },
      ),
    );
    if (p.host === null)
      parts.push(
        row(['host', p.opaquePath ? '(none: opaque path, no authority)' : '(none)'], {
          id: 'host-row',
          className: 'part-host',
        }),
      );
    else {
      const host = p.host;
      const hostCode = code(host.ascii, 'host');
      hostCode.attrs = { id: 'host-ascii' };
      parts.push(
        row(['host', withNote(hostCode, `${host.kind}${host.ipRange === null ? '' : `, ${host.ipRange}`}`)], {
          id: 'host-row',
          className: 'part-host',
        }),
      );
      if (host.unicode !== host.ascii) {
        const u = code(host.unicode);
        u.attrs = { id: 'host-unicode' };
        parts.push(row(['host (Unicode)', u]));
      }
      if (host.input !== null && host.input !== host.ascii)
        parts.push(row(['host as typed', code(host.input)]));
      if (host.kind === 'domain') {
        parts.push(
          row([
            'registrable domain',
            host.registrableDomainUnicode === null
              ? '(none: the host is a public suffix)'
              : code(host.registrableDomainUnicode),
          ]),
        );
        parts.push(
          row([
            'public suffix',
            withNote(
              show(host.publicSuffixUnicode),
              host.publicSuffixSource === 'icann'
                ? 'Public Suffix List, ICANN section'
                : host.publicSuffixSource === 'private'
                  ? 'Public Suffix List, private section'
                  : 'not in the Public Suffix List (default rule)',
            ),
          ]),
        );
      }
    }
    parts.push(
      row(
        [
          'port',
          p.port === null
            ? p.defaultPort === null
              ? '(none)'
              : `(none) — default ${p.defaultPort}`
            : `${p.port}${p.defaultPort === null ? '' : ` (default ${p.defaultPort})`}`,
        ],
        { className: 'part-port' },
      ),
    );
    parts.push(
      row(
        [
          'path',
          withNote(
            show(p.pathname),
            p.opaquePath ? 'opaque path' : `${thousands(p.pathSegments.length)} segment(s)`,
          ),
        ],
        { className: 'part-path' },
      ),
    );
    parts.push(
      ...capped(p.pathSegments, 'segments', 2, (s, i) =>
        row([
          `  segment ${i}`,
          s.decoded === s.raw
            ? show(s.decoded)
            : h('span', undefined, [show(s.decoded), ' ', h('span', 'muted', ['as written: ']), code(s.raw)]),
        ]),
      ),
    );
    parts.push(row(['query', show(p.query)], { className: 'part-query' }));
    parts.push(row(['fragment', show(p.fragment)], { className: 'part-fragment' }));
    if (p.fragmentRoute !== null) parts.push(row(['  route in fragment', code(p.fragmentRoute.path)]));
    parts.push(row(['origin', code(p.origin)]));
  }

  // query pairs
  const query: PageChild[] = [];
  const pairs: ['query' | '#route', string, string][] = [];
  if (p !== null) {
    for (const [n, v] of p.queryPairs) pairs.push(['query', n, v]);
    for (const [n, v] of p.fragmentRoute?.queryPairs ?? []) pairs.push(['#route', n, v]);
  }
  if (pairs.length > 0) {
    query.push(row(['where', 'name', 'value'], { header: true }));
    query.push(...capped(pairs, 'pairs', 3, ([where, n, v]) => row([where, code(n), code(v)])));
  } else query.push(row(['(no query)']));

  // changes: the input with each change marked (when it is shown whole), then the grouped list
  // with the password hidden, the input shows unmarked (a mark could split the password's text)
  const changesMarked =
    result.input.length > maxValue
      ? []
      : secrets.length > 0
        ? data(result.input)
        : marked(result.input, result.changes, data);
  const changes: PageChild[] = capped(groupChanges(result.changes), 'changes', 1, (c: ChangeGroup) => {
    const what: PageChild[] =
      c.before === ''
        ? ['+ ', code(c.after)]
        : c.after === ''
          ? ['− ', code(c.before)]
          : [code(c.before), ' → ', code(c.after)];
    return h(
      'li',
      'note',
      [
        h('strong', undefined, [c.kind]),
        ' ',
        ...what,
        ' ',
        h('span', 'muted', [
          c.count === 1 ? `(at ${c.start})` : `× ${thousands(c.count)} (at ${c.start}–${c.end})`,
        ]),
        ' ',
        h('span', undefined, rendered(changeParts(c), inMessage)),
      ],
      { 'data-kind': c.kind },
    );
  });
  if (result.ok && result.changes.length === 0)
    changes.push(h('li', 'muted', ['none: the URL is exactly the input']));

  // validation errors, grouped by type
  const errors: PageChild[] = groupValidationErrors(result.validationErrors).map((g) =>
    h('li', 'note', [
      h('strong', undefined, [g.type]),
      ' ',
      h('span', undefined, [
        g.count === 1 ? `at ${g.first}: ` : `× ${thousands(g.count)}, first at ${g.first}: `,
        g.description,
      ]),
    ]),
  );
  if (errors.length === 0) errors.push(h('li', 'muted', ['none']));

  // RFC 3986
  const rfc = result.rfc3986;
  const rfcSummary = {
    className: rfc.valid ? 'ok' : 'warn',
    children: [
      h(
        'span',
        undefined,
        rfc.valid
          ? [`Valid RFC 3986 ${rfc.kind === 'URI' ? 'URI' : 'relative reference'}.`]
          : [
              'Not valid RFC 3986: ',
              h('span', 'data', data(rfc.error?.message ?? '')),
              ` (rule ${rfc.error?.rule ?? '?'}).`,
            ],
      ),
      ' ',
      rfc.disagreements.length === 0
        ? h('span', undefined, ['An RFC 3986 parser reads every component the same way.'])
        : h('span', 'disagree', [`An RFC 3986 parser reads ${rfc.disagreements.join(', ')} differently.`]),
    ] as PageChild[],
  };
  const rfcTable: PageChild[] = [
    row(['component', 'URL Standard (browsers)', 'RFC 3986', ''], { header: true }),
  ];
  for (const c of rfc.components) {
    rfcTable.push(
      row(
        [
          c.component,
          show(c.whatwg),
          show(c.rfc3986),
          c.agree ? 'same' : h('span', undefined, rendered(comparisonParts(c), inMessage)),
        ],
        { className: c.agree ? 'same' : 'different' },
      ),
    );
  }

  const drawing =
    result.spans === null || result.input.length > maxValue
      ? []
      : drawParts(result.input, result.spans, data);

  // the other readers
  const readers = result.readers;
  const readersTable: PageChild[] = [];
  if (readers.readings.length > 0) {
    readersTable.push(row(['reader', 'host', 'port', 'path', ''], { header: true }));
    if (readers.compared && p !== null) {
      readersTable.push(
        row(
          [
            'URL Standard (browsers, fetch)',
            show(p.host === null ? null : p.host.ascii),
            p.port === null ? h('span', 'muted', [`(${p.effectivePort})`]) : code(String(p.port)),
            show(p.pathname),
            '',
          ],
          { className: 'standard' },
        ),
      );
    }
    for (const r of readers.readings) {
      const name: PageChild[] = [`${r.label} ${r.version}`];
      if (r.basis === 'model-from-documentation')
        name.push(' ', h('span', 'badge model', ['model from documentation']));
      const label = h('span', undefined, name, { 'data-reader': r.name });
      if (!r.ok) {
        readersTable.push(
          row(
            [
              label,
              h('span', 'error', ['error']),
              '',
              '',
              h('span', undefined, [readers.compared ? 'rejects it: ' : 'error: ', code(r.error ?? '')]),
            ],
            { className: readers.compared ? 'different' : 'rejected' },
          ),
        );
        continue;
      }
      const cellOf = (what: ReaderDifference, child: PageChild): PageChild =>
        r.differs.includes(what) ? h('span', 'differs', [child]) : child;
      const port = r.port !== null && r.port !== '' ? code(r.port) : readerDefaultPort(r.scheme);
      readersTable.push(
        row(
          [
            label,
            cellOf('host', show(r.host)),
            cellOf('port', port),
            show(r.path),
            r.differs.length === 0
              ? readers.compared
                ? 'same'
                : ''
              : h('span', 'disagree', [`differs: ${r.differs.join(', ')}`]),
          ],
          { className: r.differs.length === 0 ? 'same' : 'different' },
        ),
      );
    }
  }
  const readersNote: PageChild[] = [];
  if (readers.readings.some((r) => r.basis === 'model-from-documentation'))
    readersNote.push(
      `Model from documentation: ${readers.readings
        .filter((r) => r.basis === 'model-from-documentation')
        .map((r) => r.label)
        .join(
          ', ',
        )} is modelled from its vendor's documentation and never run here; the others are checked against the real parsers.`,
    );
  if (!readers.compared && result.ok)
    readersNote.push(' Not compared: the URL Standard reads no request to a host from the input as written.');

  return {
    summary,
    security,
    parts,
    query,
    changesMarked,
    changes,
    errors,
    rfcSummary,
    rfcTable,
    readersTable,
    readersNote,
    drawing,
  };
}

const DOTS = '••••••';

/** A reader's default port when it reports none, as a muted `(80)`; `(none)` without one. */
function readerDefaultPort(scheme: string | null): PageChild {
  const d = scheme === null ? null : defaultPort(scheme.toLowerCase());
  return d === null ? '(none)' : h('span', 'muted', [`(${d})`]);
}

/**
 * The input's components as RFC 3986 §3 draws them: each one a column of its text over its name
 * (class `part part-<name>`, the colour the parts table uses too), the delimiters between them as
 * plain text, and the authority a group around its userinfo, host and port.
 * https://www.rfc-editor.org/rfc/rfc3986#section-3
 */
function drawParts(input: string, spans: ComponentSpans, data: (t: string) => PageChild[]): PageChild[] {
  const column = (name: string, text: string, inner?: PageChild[]): PageElement =>
    h('span', `part part-${name}`, [h('code', 'data', inner ?? data(text)), h('span', 'part-label', [name])]);
  /** `names`' spans within [from, to) as columns, with the text between them as delimiters. */
  const lay = (
    names: (keyof ComponentSpans)[],
    from: number,
    to: number,
    nested: (name: keyof ComponentSpans) => PageChild[] | undefined,
  ) => {
    const out: PageChild[] = [];
    let at = from;
    for (const name of names) {
      const span = spans[name];
      if (span === null) continue;
      if (span.start > at)
        out.push(h('span', 'delim', [h('code', 'data', data(input.slice(at, span.start)))]));
      const inner = nested(name);
      out.push(
        inner === undefined
          ? column(name, input.slice(span.start, span.end))
          : h('span', `part part-${name}`, [h('span', 'group', inner), h('span', 'part-label', [name])]),
      );
      at = span.end;
    }
    if (to > at) out.push(h('span', 'delim', [h('code', 'data', data(input.slice(at, to)))]));
    return out;
  };
  const authority = spans.authority;
  return lay(['scheme', 'authority', 'path', 'query', 'fragment'], 0, input.length, (name) =>
    name === 'authority' && authority !== null && (spans.userinfo !== null || spans.port !== null)
      ? lay(['userinfo', 'host', 'port'], authority.start, authority.end, () => undefined)
      : undefined,
  );
}

/** The password as the input writes it and as the URL serializes it, as they appear (`:pw@`, `:pw`). */
function passwordTexts(result: Inspection): string[] {
  const password = result.parts?.password ?? '';
  if (password === '') return [];
  const texts = new Set([password]);
  const note = result.security.find((n) => n.kind === 'credentials');
  if (note !== undefined && note.start !== null && note.end !== null) {
    const userinfo = result.input.slice(note.start, note.end - 1);
    const colon = userinfo.indexOf(':');
    if (colon !== -1 && colon + 1 < userinfo.length) texts.add(userinfo.slice(colon + 1));
  }
  return [...texts];
}

/** `text` with each password text after a `:` and before an `@` or the end replaced by dots. */
function masked(text: string, secrets: readonly string[]): string {
  for (const secret of secrets) {
    text = text.split(`:${secret}@`).join(`:${DOTS}@`);
    if (text.endsWith(`:${secret}`)) text = `${text.slice(0, text.length - secret.length)}${DOTS}`;
  }
  return text;
}

/** The input with each change's span marked (`mark`), insertion points as `‸`. */
function marked(
  input: string,
  changes: Inspection['changes'],
  data: (t: string) => PageChild[],
): PageChild[] {
  const out: PageChild[] = [];
  const marks = new Uint8Array(input.length + 1);
  for (const c of changes) {
    if (c.end === c.start) marks[c.start] = marks[c.start]! | 2;
    for (let i = c.start; i < c.end; i++) marks[i] = marks[i]! | 1;
  }
  let i = 0;
  while (i <= input.length) {
    if (marks[i]! & 2) out.push(h('span', 'insert', ['‸']));
    if (i === input.length) break;
    const on = (marks[i]! & 1) === 1;
    let j = i + 1;
    while (j < input.length && ((marks[j]! & 1) === 1) === on && (marks[j]! & 2) === 0) j++;
    // never split a surrogate pair between two runs
    if (
      j < input.length &&
      (input.charCodeAt(j) & 0xfc00) === 0xdc00 &&
      (input.charCodeAt(j - 1) & 0xfc00) === 0xd800
    )
      j++;
    const text = data(input.slice(i, j));
    out.push(...(on ? [h('mark', 'data', text)] : text));
    i = j;
  }
  return out;
}
