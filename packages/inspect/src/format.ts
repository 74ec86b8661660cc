/**
 * Renders an {@link Inspection} as text for a terminal: the parts as a table, then the changes (marked
 * under the input), validation errors, RFC 3986 disagreements and security notes. ANSI colour only when
 * asked for. No Node built-ins: the CLI decides about colour and prints.
 * @module
 */

import { defaultPort } from '@url/parser';
import { groupChanges, groupValidationErrors, thousands } from './group';
import { changeParts, comparisonParts, noteParts, noteText } from './notes';
import { elided, hiddenChar, hiddenLabel, visible } from './reveal';

export { elided, visible };

import type {
  ComponentSpans,
  InputSpan,
  Inspection,
  ReaderDifference,
  ReaderReading,
  Severity,
} from './types';

/** Options of {@link formatInspection}. */
export interface FormatOptions {
  /** ANSI colours (default false) */
  color?: boolean | undefined;
  /**
   * The longest value shown whole, in UTF-16 code units (default 200); a longer one is cut in the
   * middle, with the count of what was cut. `Infinity` shows everything.
   */
  maxValueLength?: number | undefined;
  /**
   * The most rows shown for each list (path segments, query pairs, changes; default 50), then a line
   * with how many more. `Infinity` shows everything.
   */
  maxRows?: number | undefined;
}

/** The defaults of {@link FormatOptions}. */
const MAX_VALUE_LENGTH = 200;
const MAX_ROWS = 50;

type Paint = (s: string) => string;

interface Palette {
  bold: Paint;
  dim: Paint;
  red: Paint;
  yellow: Paint;
  green: Paint;
  cyan: Paint;
  magenta: Paint;
}

const plain: Paint = (s) => s;
const sgr =
  (open: number, close: number): Paint =>
  (s) =>
    s === '' ? s : `\u001b[${open}m${s}\u001b[${close}m`;

function palette(color: boolean): Palette {
  if (!color)
    return { bold: plain, dim: plain, red: plain, yellow: plain, green: plain, cyan: plain, magenta: plain };
  return {
    bold: sgr(1, 22),
    dim: sgr(2, 22),
    red: sgr(31, 39),
    yellow: sgr(33, 39),
    green: sgr(32, 39),
    cyan: sgr(36, 39),
    magenta: sgr(35, 39),
  };
}

/**
 * Terminal columns of one code point as {@link visible} shows it: the length of `<U+XXXX NAME>` for a
 * hidden one, 0 for combining marks, 2 for wide East Asian ones, else 1.
 */
function columns(c: number): number {
  if (c < 0x20 || c === 0x7f) return 1; // shown as a control picture
  const hidden = c >= 0x80 ? hiddenChar(c) : null;
  if (hidden !== null) return hiddenLabel(hidden).length;
  if (c >= 0x300 && c <= 0x36f) return 0;
  if (
    (c >= 0x1100 && c <= 0x115f) ||
    (c >= 0x2e80 && c <= 0xa4cf) ||
    (c >= 0xac00 && c <= 0xd7a3) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xfe30 && c <= 0xfe4f) ||
    (c >= 0xff00 && c <= 0xff60) ||
    (c >= 0xffe0 && c <= 0xffe6) ||
    (c >= 0x1f300 && c <= 0x1faff) ||
    (c >= 0x20000 && c <= 0x3fffd)
  ) {
    return 2;
  }
  return 1;
}

/** The palette's SGR sequences, which take no columns. */
const SGR = /\u001b\[\d+m/g;

/** The display width of `s` after {@link visible}, not counting the palette's colour sequences. */
export function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s.replace(SGR, '')) w += columns(ch.codePointAt(0)!);
  return w;
}

function pad(s: string, width: number): string {
  const w = displayWidth(s);
  return w >= width ? s : s + ' '.repeat(width - w);
}

/** `input` with a line under it marking each span (`^`; an insertion point as `^` under its position). */
function markSpans(input: string, spans: { start: number; end: number }[]): string {
  const marks: boolean[] = new Array(input.length + 1).fill(false);
  for (const s of spans) {
    if (s.end === s.start) marks[s.start] = true;
    for (let i = s.start; i < s.end; i++) marks[i] = true;
  }
  let line = '';
  for (let i = 0; i < input.length; ) {
    const c = input.codePointAt(i)!;
    const size = c > 0xffff ? 2 : 1;
    const w = columns(c);
    const mark = marks[i] || (size === 2 && marks[i + 1]);
    line += (mark ? '^' : ' ').repeat(Math.max(w, mark ? 1 : 0));
    i += size;
  }
  if (marks[input.length]) line += '^';
  return line.trimEnd();
}

/** The components RFC 3986 §3 draws, outer level then inside the authority. */
const LEVELS: (keyof ComponentSpans)[][] = [
  ['scheme', 'authority', 'path', 'query', 'fragment'],
  ['userinfo', 'host', 'port'],
];

/**
 * The URL's components drawn under `input` the way RFC 3986 §3 does: a brace under each one
 * (`\___/`) and its name under the brace; the authority's userinfo, host and port on a second level.
 * Returns the lines (without the input line; column 0 is the input's first column); `paint` colours
 * each component's brace and name.
 * https://www.rfc-editor.org/rfc/rfc3986#section-3
 */
export function drawComponents(
  input: string,
  spans: ComponentSpans,
  paint: (component: keyof ComponentSpans, text: string) => string = (_c, t) => t,
): string[] {
  // the display column where each code unit starts
  const col = new Array<number>(input.length + 1);
  let c = 0;
  for (let i = 0; i < input.length; ) {
    const cp = input.codePointAt(i)!;
    const size = cp > 0xffff ? 2 : 1;
    col[i] = c;
    if (size === 2) col[i + 1] = c;
    c += columns(cp);
    i += size;
  }
  col[input.length] = c;
  /** the column of index `i`, clamped to the input (every index in 0…input.length has one) */
  const colAt = (i: number): number => col[Math.min(Math.max(i, 0), input.length)]!;
  const out: string[] = [];
  for (const level of LEVELS) {
    const present = level.filter((name) => spans[name] !== null);
    if (present.length === 0) continue;
    let braces = '';
    let bracesWidth = 0;
    const rows: { text: string; width: number }[] = [];
    for (const name of present) {
      const span = spans[name] as InputSpan;
      const a = colAt(span.start);
      const w = colAt(span.end) - a;
      if (w <= 0) continue;
      const brace = w === 1 ? '|' : w === 2 ? '\\/' : `\\${'_'.repeat(w - 2)}/`;
      braces += ' '.repeat(a - bracesWidth) + paint(name, brace);
      bracesWidth = a + w;
      // the name centred under its brace, on the first row where it fits
      const at = Math.max(0, a + Math.floor((w - name.length) / 2));
      // a row fits when the name can start there, one space after what the row holds, under the brace
      const start = (r: { width: number }) => Math.max(at, r.width === 0 ? 0 : r.width + 1);
      let row = rows.find((r) => start(r) <= Math.max(at, a + w - 1));
      if (row === undefined) {
        row = { text: '', width: 0 };
        rows.push(row);
      }
      const pos = start(row);
      row.text += ' '.repeat(pos - row.width) + paint(name, name);
      row.width = pos + name.length;
    }
    out.push(braces, ...rows.map((r) => r.text));
  }
  return out;
}

const SEVERITY_ICON: Record<Severity, string> = { danger: '✖', warning: '▲', info: '•' };

function table(rows: string[][], indent = '  '): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, displayWidth(cell));
    });
  }
  return rows.map(
    (row) =>
      indent +
      row
        .map((cell, i) => (i === row.length - 1 ? cell : pad(cell, widths[i]!)))
        .join('  ')
        .trimEnd(),
  );
}

/** Appends `lines` one by one (a spread of a million lines overflows the call stack). */
function pushAll(out: string[], lines: string[]): void {
  for (const line of lines) out.push(line);
}

/** The label of a reader with its version, and `*` for a model from documentation (see the footnote). */
function readerLabel(r: Pick<ReaderReading, 'label' | 'version' | 'basis'>): string {
  return `${r.label} ${r.version}${r.basis === 'model-from-documentation' ? ' *' : ''}`;
}

/** The port a reading uses, for display: the one it reports, else its scheme's default in parentheses. */
function readerPortText(port: string | null, scheme: string | null): string | null {
  if (port !== null && port !== '') return port;
  const d = scheme === null ? null : defaultPort(scheme.toLowerCase());
  return d === null ? null : `(${d})`;
}

/** The "Readers" table: host, port and path per reader, each difference from the URL Standard marked. */
function formatReaders(
  result: Inspection,
  out: string[],
  p: Palette,
  cell: (value: string | null) => string,
  heading: (s: string) => void,
): void {
  const report = result.readers;
  if (report.readings.length === 0) return;
  heading('Readers');
  const rows: string[][] = [[p.dim('reader'), p.dim('host'), p.dim('port'), p.dim('path'), '']];
  const parts = result.parts;
  if (report.compared && parts !== null) {
    rows.push([
      'URL Standard (browsers, fetch)',
      cell(parts.host === null ? null : parts.host.ascii),
      parts.port === null ? p.dim(`(${parts.effectivePort})`) : String(parts.port),
      cell(parts.pathname),
      '',
    ]);
  }
  for (const r of report.readings) {
    const name = readerLabel(r);
    if (!r.ok) {
      rows.push([
        name,
        p.red('(error)'),
        '',
        '',
        `${p.red(report.compared ? '≠ rejects it:' : 'error:')} ${cell(r.error)}`,
      ]);
      continue;
    }
    const mark = (what: ReaderDifference, text: string) => (r.differs.includes(what) ? p.red(text) : text);
    const port = readerPortText(r.port, r.scheme);
    rows.push([
      name,
      mark('host', cell(r.host)),
      mark('port', port === null ? '(none)' : port.startsWith('(') ? p.dim(port) : port),
      cell(r.path),
      r.differs.length === 0 ? (report.compared ? p.green('same') : '') : p.red(`≠ ${r.differs.join(', ')}`),
    ]);
  }
  pushAll(out, table(rows));
  const documented = report.readings.filter((r) => r.basis === 'model-from-documentation');
  if (documented.length > 0) {
    const names = documented.map((r) => r.label).join(', ');
    out.push(
      `  ${p.dim(`* model from documentation: ${names} is modelled from its vendor's documentation, never run here`)}`,
    );
  }
  if (!report.compared && result.ok) {
    out.push(
      `  ${p.dim('not compared: the URL Standard reads no request to a host from the input as written')}`,
    );
  }
}

/** Renders `result` as text. */
export function formatInspection(result: Inspection, options: FormatOptions = {}): string {
  const p = palette(options.color === true);
  const maxValue = options.maxValueLength ?? MAX_VALUE_LENGTH;
  const maxRows = options.maxRows ?? MAX_ROWS;
  const out: string[] = [];
  const heading = (s: string) => out.push('', p.bold(s));
  const cut = (s: string) => elided(s, maxValue, p.dim);
  const showValue = (value: string | null | undefined): string => {
    if (value === null || value === undefined) return '(none)';
    if (value === '') return '(empty)';
    return cut(value);
  };
  /** The first `maxRows` of `items` through `each`, then a line saying how many more there are. */
  const capped = <T>(
    items: readonly T[],
    what: string,
    each: (item: T, i: number) => void,
  ): [string, string] | null => {
    const n = Math.min(items.length, maxRows);
    for (let i = 0; i < n; i++) each(items[i]!, i);
    return items.length > n ? ['', p.dim(`… ${thousands(items.length - n)} more ${what}`)] : null;
  };
  const input = cut(result.input);
  /** a value inside a change's or a comparison's message (shown whole in the rows above): cut shorter */
  const inMessage = Math.min(maxValue, 80);
  /** a cell of a table with more than one value column: cut shorter */
  const cell = (value: string | null) =>
    value === null || value === '' ? showValue(value) : elided(value, Math.min(maxValue, 80), p.dim);

  out.push(`${p.bold('input')}  ${input}`);
  if (result.base !== null) out.push(`${p.bold('base')}   ${cut(result.base)}`);

  if (!result.ok || result.parts === null) {
    out.push(`${p.red(p.bold('fails'))}  ${cut(result.failure?.message ?? 'the URL parser fails')}`);
  } else {
    const parts = result.parts;
    out.push(`${p.bold('href')}   ${p.green(cut(parts.href))}`);
    if (result.spans !== null && result.input.length <= maxValue) {
      const colour: Record<keyof ComponentSpans, Paint> = {
        scheme: p.magenta,
        authority: p.cyan,
        userinfo: p.yellow,
        host: p.cyan,
        port: p.magenta,
        path: p.green,
        query: p.yellow,
        fragment: p.dim,
      };
      const drawing = drawComponents(result.input, result.spans, (name, t) => colour[name](t));
      if (drawing.length > 0) {
        heading('Components');
        out.push(`  ${input}`);
        for (const line of drawing) out.push(`  ${line}`);
      }
    }
    heading('Parts');
    const rows: [string, string][] = [];
    rows.push(['scheme', `${parts.scheme}${parts.special ? p.dim(' (special)') : ''}`]);
    rows.push(['username', showValue(parts.username === '' ? null : parts.username)]);
    rows.push(['password', parts.password === '' ? '(none)' : '(set)']);
    const host = parts.host;
    if (host === null) {
      rows.push(['host', `(none)${parts.opaquePath ? p.dim(' — opaque path, no authority') : ''}`]);
    } else {
      rows.push([
        'host',
        `${p.cyan(showValue(host.ascii))} ${p.dim(`(${host.kind}${host.ipRange !== null ? `, ${host.ipRange}` : ''})`)}`,
      ]);
      if (host.unicode !== host.ascii) rows.push(['  unicode', cut(host.unicode)]);
      if (host.input !== null && host.input !== host.ascii) rows.push(['  as typed', cut(host.input)]);
      if (host.kind === 'domain') {
        const suffix =
          host.publicSuffix === null
            ? '(none)'
            : `${cut(host.publicSuffixUnicode ?? '')}${p.dim(
                host.publicSuffixSource === 'icann'
                  ? ' (ICANN section)'
                  : host.publicSuffixSource === 'private'
                    ? ' (private section)'
                    : ' (not in the list: default rule)',
              )}`;
        rows.push([
          '  registrable',
          host.registrableDomainUnicode === null
            ? '(none: the host is a public suffix)'
            : cut(host.registrableDomainUnicode),
        ]);
        rows.push(['  public suffix', suffix]);
      }
    }
    rows.push([
      'port',
      parts.port === null
        ? `(none)${parts.defaultPort === null ? '' : p.dim(` — default ${parts.defaultPort}`)}`
        : `${parts.port}${parts.defaultPort === null ? '' : p.dim(` (default ${parts.defaultPort})`)}`,
    ]);
    rows.push(['path', showValue(parts.pathname) + (parts.opaquePath ? p.dim(' (opaque)') : '')]);
    const more = (line: [string, string] | null) => {
      if (line !== null) rows.push(line);
    };
    more(
      capped(parts.pathSegments, 'path segments', (seg, i) => {
        rows.push([
          `  [${i}]`,
          `${showValue(seg.decoded)}${seg.decoded !== seg.raw ? p.dim(`  (${cut(seg.raw)})`) : ''}`,
        ]);
      }),
    );
    rows.push(['query', showValue(parts.query)]);
    const pair = ([name, value]: [string, string]) => rows.push(['', `${cut(name)} = ${cut(value)}`]);
    more(capped(parts.queryPairs, 'query pairs', pair));
    rows.push(['fragment', showValue(parts.fragment)]);
    if (parts.fragmentRoute !== null) {
      rows.push(['  route', cut(parts.fragmentRoute.path)]);
      more(capped(parts.fragmentRoute.queryPairs, 'route query pairs', pair));
    }
    rows.push(['origin', cut(parts.origin)]);
    pushAll(out, table(rows.map(([a, b]) => [p.dim(a), b])));
  }

  // changes
  if (result.ok) {
    heading(`Changes (${thousands(result.changes.length)})`);
    if (result.changes.length === 0) out.push(`  ${p.green('none: the URL is the input')}`);
    else {
      // the marker line only when the input is shown whole (a cut input has nothing to line up with)
      if (result.input.length <= maxValue) {
        out.push(`  ${input}`);
        out.push(`  ${p.yellow(markSpans(result.input, result.changes))}`);
      }
      const groups = groupChanges(result.changes);
      const rest = capped(groups, 'changes', (c) => {
        // spaces shown as ␠ here, where a lone space would be invisible
        const v = (t: string) => cut(t).replaceAll(' ', '\u2420');
        const what =
          c.before === ''
            ? `+ ${v(c.after)}`
            : c.after === ''
              ? `- ${v(c.before)}`
              : `${v(c.before)} → ${v(c.after)}`;
        const times = c.count === 1 ? '' : p.dim(` × ${thousands(c.count)}, at ${c.start}–${c.end}`);
        out.push(`  ${p.dim(String(c.start).padStart(3))}  ${p.yellow(c.kind)}  ${what}${times}`);
        out.push(`       ${noteText(changeParts(c), inMessage)}`);
      });
      if (rest !== null) out.push(`  ${rest[1]}`);
    }
  }

  // validation errors
  heading(`Validation errors (${thousands(result.validationErrors.length)})`);
  if (result.validationErrors.length === 0) out.push(`  ${p.green('none')}`);
  for (const g of groupValidationErrors(result.validationErrors)) {
    const type =
      g.count === 1 ? p.magenta(g.type) : `${p.magenta(g.type)} × ${thousands(g.count)}, first at ${g.first}`;
    out.push(`  ${p.dim(String(g.first).padStart(3))}  ${type}  ${p.dim(g.description)}`);
  }

  // RFC 3986
  const rfc = result.rfc3986;
  heading('RFC 3986');
  out.push(
    rfc.valid
      ? `  ${p.green(`valid ${rfc.kind === 'URI' ? 'URI' : 'relative reference'}`)}`
      : `  ${p.red(`not valid: ${cut(rfc.error?.message ?? '')}`)}${p.dim(rfc.error === null ? '' : ` (rule ${rfc.error.rule})`)}`,
  );
  if (rfc.target !== null && rfc.target !== result.input) out.push(`  ${p.dim('reads')} ${cut(rfc.target)}`);
  if (rfc.disagreements.length === 0) {
    out.push(`  ${p.green('agrees with the URL Standard on every component')}`);
  } else {
    const rows: string[][] = [[p.dim('component'), p.dim('URL Standard'), p.dim('RFC 3986'), '']];
    for (const c of rfc.components) {
      rows.push([
        c.component,
        cell(c.whatwg),
        cell(c.rfc3986),
        c.agree ? p.green('same') : p.red('DIFFERENT'),
      ]);
    }
    pushAll(out, table(rows));
    for (const c of rfc.components)
      if (!c.agree) out.push(`  ${p.red('≠')} ${noteText(comparisonParts(c), inMessage)}`);
  }

  // the other readers
  formatReaders(result, out, p, cell, heading);

  // security
  heading(`Security notes (${thousands(result.security.length)})`);
  if (result.security.length === 0) out.push(`  ${p.green('none')}`);
  for (const n of result.security) {
    const colour = n.severity === 'danger' ? p.red : n.severity === 'warning' ? p.yellow : p.cyan;
    out.push(
      `  ${colour(`${SEVERITY_ICON[n.severity]} ${n.severity}`)}  ${p.bold(n.kind)}  ${noteText(noteParts(n), maxValue)}`,
    );
  }
  return `${out.join('\n')}\n`;
}
