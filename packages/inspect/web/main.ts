/**
 * The URL inspector page: the same `inspect` the CLI prints, rendered as tables. Every piece of text
 * from the input goes in through `textContent`, never as HTML. The state (input, base, the encode box)
 * lives in the page's fragment, so a link reproduces what is on screen.
 */

import { parseUrlencoded, serializeUrlencoded } from '@url/searchparams/urlencoded';
import {
  type Change,
  decodeValue,
  ENCODE_SET_NAMES,
  encodeValue,
  type Inspection,
  inspect,
} from '../src/index';
import './style.css';

const $ = <T extends HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (el === null) throw new Error(`#${id} is missing from index.html`);
  return el as T;
};

const inputBox = $<HTMLInputElement>('input');
const baseBox = $<HTMLInputElement>('base');
const codecInput = $<HTMLTextAreaElement>('codec-input');
const codecSet = $<HTMLSelectElement>('codec-set');
const codecForm = $<HTMLInputElement>('codec-form');
const codecOutput = $<HTMLOutputElement>('codec-output');

const EXAMPLES: [string, string, string?][] = [
  ['backslash before @', 'http://evil.example\\@good.example/login'],
  ['credentials', 'https://paypal.com@evil.example/login'],
  ['hex IPv4', 'http://0x7f.1/admin'],
  ['mixed script', 'https://раypal.com/signin'],
  ['scheme or host?', 'localhost:3000/api'],
  ['relative', '/a/./b/../c', 'https://example.com/x/y'],
  ['hash route', 'https://app.example/#/search?q=red+shoes&page=2'],
];

/** Makes an element with text (never HTML) and optional class. */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string | null,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = text;
  if (className !== undefined) node.className = className;
  return node;
}

function show(value: string | null | undefined): string {
  if (value === null || value === undefined) return '(none)';
  if (value === '') return '(empty)';
  return value;
}

function row(
  table: HTMLTableElement,
  cells: (string | Node)[],
  header = false,
  id?: string,
): HTMLTableRowElement {
  const tr = el('tr');
  cells.forEach((cell, i) => {
    const td = el(header || i === 0 ? 'th' : 'td');
    if (i === 0 && !header) td.scope = 'row';
    if (typeof cell === 'string') td.textContent = cell;
    else td.append(cell);
    tr.append(td);
  });
  if (id !== undefined) tr.id = id;
  table.append(tr);
  return tr;
}

function code(text: string, className?: string, id?: string): HTMLElement {
  const c = el('code', text, className);
  if (id !== undefined) c.id = id;
  return c;
}

/** A message with `code` spans (the notes write code in backticks) as text and <code> elements. */
function rich(message: string): DocumentFragment {
  const frag = document.createDocumentFragment();
  message.split('`').forEach((part, i) => {
    if (part === '') return;
    frag.append(i % 2 === 1 ? el('code', part) : document.createTextNode(part));
  });
  return frag;
}

function withNote(main: Node, note: string): HTMLElement {
  const span = el('span');
  span.append(main, ' ', el('span', note, 'muted'));
  return span;
}

/** The input with each change's span highlighted. */
function marked(input: string, changes: Change[]): DocumentFragment {
  const frag = document.createDocumentFragment();
  const marks = new Uint8Array(input.length + 1);
  for (const c of changes) {
    if (c.end === c.start) marks[c.start] |= 2;
    for (let i = c.start; i < c.end; i++) marks[i] |= 1;
  }
  let i = 0;
  while (i <= input.length) {
    if (marks[i] & 2) frag.append(el('span', '‸', 'insert'));
    if (i === input.length) break;
    const on = (marks[i] & 1) === 1;
    let j = i + 1;
    while (j < input.length && ((marks[j] & 1) === 1) === on && (marks[j] & 2) === 0) j++;
    const text = input
      .slice(i, j)
      .replace(/[\u0000-\u001f]/g, (ch) => String.fromCodePoint(0x2400 + ch.charCodeAt(0)));
    frag.append(on ? el('mark', text) : document.createTextNode(text));
    i = j;
  }
  return frag;
}

function render(result: Inspection): void {
  const summary = $('summary');
  summary.replaceChildren();
  summary.className = result.ok ? 'ok' : 'fail';
  if (result.input === '') {
    summary.append(el('p', 'Type or paste a URL above.', 'muted'));
  } else if (result.ok && result.parts !== null) {
    const p = el('p');
    p.append(el('span', 'href ', 'label'), code(result.parts.href, 'href', 'href'));
    summary.append(p);
  } else {
    const p = el('p');
    p.append(el('strong', 'The URL parser fails. '), el('span', result.failure?.message ?? '', undefined));
    p.id = 'failure';
    summary.append(p);
  }

  // security notes
  const security = $('security-list');
  security.replaceChildren();
  for (const note of result.security) {
    const li = el('li', null, `note ${note.severity}`);
    li.dataset.kind = note.kind;
    li.append(el('span', note.severity, 'badge'), ' ', el('strong', note.kind), ' ', rich(note.message));
    security.append(li);
  }
  if (result.security.length === 0) security.append(el('li', 'none', 'muted'));

  // parts
  const parts = $<HTMLTableElement>('parts-table');
  parts.replaceChildren();
  const p = result.parts;
  if (p !== null) {
    row(parts, ['scheme', withNote(code(p.scheme), p.special ? 'special' : 'not special')]);
    row(parts, ['username', show(p.username === '' ? null : p.username)]);
    row(parts, ['password', p.password === '' ? '(none)' : p.password]);
    if (p.host === null)
      row(parts, ['host', p.opaquePath ? '(none: opaque path, no authority)' : '(none)'], false, 'host-row');
    else {
      const h = p.host;
      row(
        parts,
        [
          'host',
          withNote(
            code(h.ascii, 'host', 'host-ascii'),
            `${h.kind}${h.ipRange === null ? '' : `, ${h.ipRange}`}`,
          ),
        ],
        false,
        'host-row',
      );
      if (h.unicode !== h.ascii) row(parts, ['host (Unicode)', code(h.unicode, undefined, 'host-unicode')]);
      if (h.input !== null && h.input !== h.ascii) row(parts, ['host as typed', code(h.input)]);
      if (h.kind === 'domain') {
        row(parts, [
          'registrable domain',
          h.registrableDomainUnicode ?? '(none: the host is a public suffix)',
        ]);
        row(parts, [
          'public suffix',
          withNote(
            el('span', show(h.publicSuffixUnicode)),
            h.publicSuffixSource === 'icann'
              ? 'Public Suffix List, ICANN section'
              : h.publicSuffixSource === 'private'
                ? 'Public Suffix List, private section'
                : 'not in the Public Suffix List (default rule)',
          ),
        ]);
      }
    }
    row(parts, [
      'port',
      p.port === null
        ? p.defaultPort === null
          ? '(none)'
          : `(none) — default ${p.defaultPort}`
        : `${p.port}${p.defaultPort === null ? '' : ` (default ${p.defaultPort})`}`,
    ]);
    row(parts, [
      'path',
      withNote(code(show(p.pathname)), p.opaquePath ? 'opaque path' : `${p.pathSegments.length} segment(s)`),
    ]);
    p.pathSegments.forEach((s, i) => {
      row(parts, [
        `  segment ${i}`,
        withNote(code(show(s.decoded)), s.decoded === s.raw ? '' : `as written: ${s.raw}`),
      ]);
    });
    row(parts, ['query', code(show(p.query))]);
    row(parts, ['fragment', code(show(p.fragment))]);
    if (p.fragmentRoute !== null) row(parts, ['  route in fragment', code(p.fragmentRoute.path)]);
    row(parts, ['origin', code(p.origin)]);
  }

  // query pairs (and a hash route's query)
  const query = $<HTMLTableElement>('query-table');
  query.replaceChildren();
  const pairs = p === null ? [] : p.queryPairs;
  const routePairs = p?.fragmentRoute?.queryPairs ?? [];
  if (pairs.length + routePairs.length > 0) {
    row(query, ['where', 'name', 'value'], true);
    for (const [n, v] of pairs) row(query, ['query', n, v]);
    for (const [n, v] of routePairs) row(query, ['#route', n, v]);
  } else {
    row(query, ['(no query)']);
  }

  // changes
  const list = $('changes-list');
  list.replaceChildren();
  const markedInput = $('changes-marked');
  markedInput.replaceChildren(marked(result.input, result.changes));
  for (const c of result.changes) {
    const li = el('li', null, 'note');
    li.dataset.kind = c.kind;
    const what =
      c.before === '' ? `+ ${c.after}` : c.after === '' ? `− ${c.before}` : `${c.before} → ${c.after}`;
    li.append(
      el('strong', c.kind),
      ' ',
      code(what),
      ' ',
      el('span', `(at ${c.start})`, 'muted'),
      ' ',
      rich(c.message),
    );
    list.append(li);
  }
  if (result.ok && result.changes.length === 0)
    list.append(el('li', 'none: the URL is exactly the input', 'muted'));

  // validation errors
  const errors = $('errors-list');
  errors.replaceChildren();
  for (const e of result.validationErrors) {
    const li = el('li', null, 'note');
    li.append(el('strong', e.type), ' ', el('span', `at ${e.index}: ${e.description}`));
    errors.append(li);
  }
  if (result.validationErrors.length === 0) errors.append(el('li', 'none', 'muted'));

  // RFC 3986
  const rfc = result.rfc3986;
  const rfcSummary = $('rfc-summary');
  rfcSummary.replaceChildren();
  rfcSummary.className = rfc.valid ? 'ok' : 'warn';
  rfcSummary.append(
    el(
      'span',
      rfc.valid
        ? `Valid RFC 3986 ${rfc.kind === 'URI' ? 'URI' : 'relative reference'}.`
        : `Not valid RFC 3986: ${rfc.error?.message ?? ''} (rule ${rfc.error?.rule ?? '?'}).`,
    ),
    ' ',
    el(
      'span',
      rfc.disagreements.length === 0
        ? 'An RFC 3986 parser reads every component the same way.'
        : `An RFC 3986 parser reads ${rfc.disagreements.join(', ')} differently.`,
      rfc.disagreements.length === 0 ? undefined : 'disagree',
    ),
  );
  const rt = $<HTMLTableElement>('rfc-table');
  rt.replaceChildren();
  row(rt, ['component', 'URL Standard (browsers)', 'RFC 3986', ''], true);
  for (const c of rfc.components) {
    const tr = row(rt, [
      c.component,
      code(show(c.whatwg)),
      code(show(c.rfc3986)),
      c.agree ? 'same' : c.message,
    ]);
    tr.className = c.agree ? 'same' : 'different';
  }
}

function readState(): void {
  const hash = location.hash.slice(1);
  if (hash === '') return;
  for (const [name, value] of parseUrlencoded(hash)) {
    if (name === 'url') inputBox.value = value;
    else if (name === 'base') baseBox.value = value;
    else if (name === 'value') codecInput.value = value;
    else if (name === 'set' && ENCODE_SET_NAMES.includes(value)) codecSet.value = value;
  }
}

function writeState(): void {
  const pairs: [string, string][] = [['url', inputBox.value]];
  if (baseBox.value !== '') pairs.push(['base', baseBox.value]);
  if (codecInput.value !== '') pairs.push(['value', codecInput.value], ['set', codecSet.value]);
  history.replaceState(null, '', `#${serializeUrlencoded(pairs)}`);
}

function update(): void {
  const base = baseBox.value.trim() === '' ? null : baseBox.value;
  render(inspect(inputBox.value, base));
  writeState();
}

function setup(): void {
  for (const name of ENCODE_SET_NAMES) codecSet.append(el('option', name));
  const examples = $('examples');
  for (const [label, input, base] of EXAMPLES) {
    const b = el('button', label);
    b.type = 'button';
    b.title = input;
    b.addEventListener('click', () => {
      inputBox.value = input;
      baseBox.value = base ?? '';
      update();
    });
    examples.append(' ', b);
  }
  readState();
  inputBox.addEventListener('input', update);
  baseBox.addEventListener('input', update);
  $('form').addEventListener('submit', (e) => e.preventDefault());
  $('encode').addEventListener('click', () => {
    codecOutput.textContent = encodeValue(codecInput.value, codecSet.value);
    writeState();
  });
  $('decode').addEventListener('click', () => {
    codecOutput.textContent = decodeValue(codecInput.value, codecForm.checked);
    writeState();
  });
  window.addEventListener('hashchange', () => {
    readState();
    update();
  });
  update();
  if ('serviceWorker' in navigator && location.protocol !== 'file:') {
    navigator.serviceWorker.register('./sw.js').catch(() => {
      // offline support is a bonus; the page works without it
    });
  }
  document.documentElement.dataset.ready = 'true';
}

setup();
