/**
 * The URL inspector page: the same `inspect` the CLI prints, rendered as tables. Every piece of text
 * from the input goes in through `textContent`, never as HTML. The state (input, base, the encode box)
 * lives in the page's fragment, so a link reproduces what is on screen.
 */

import { parseUrlencoded, serializeUrlencoded } from '@url/searchparams/urlencoded';
import {
  decodeValue,
  ENCODE_SET_NAMES,
  encodeValue,
  type Inspection,
  inspect,
  type PageChild,
  renderPage,
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

/** A rendered element as DOM: text children as text nodes, never HTML. */
function toDOM(child: PageChild): Node {
  if (typeof child === 'string') return document.createTextNode(child);
  const node = document.createElement(child.tag);
  if (child.className !== undefined) node.className = child.className;
  for (const [name, value] of Object.entries(child.attrs ?? {})) node.setAttribute(name, value);
  for (const c of child.children) node.append(toDOM(c));
  return node;
}

function fill(id: string, children: PageChild[], className?: string): void {
  const node = $(id);
  node.replaceChildren(...children.map(toDOM));
  if (className !== undefined) node.className = className;
}

/** Page state that is not in the form: whether lists show every row, whether the password shows. */
const view = { showAll: false, revealPassword: false };

function render(result: Inspection): void {
  const page = renderPage(result, {
    maxRows: view.showAll ? Number.POSITIVE_INFINITY : 100,
    revealPassword: view.revealPassword,
  });
  fill('summary', page.summary.children, page.summary.className);
  fill('security-list', page.security);
  fill('parts-table', page.parts);
  fill('query-table', page.query);
  fill('changes-marked', page.changesMarked);
  fill('changes-list', page.changes);
  fill('errors-list', page.errors);
  fill('rfc-summary', page.rfcSummary.children, page.rfcSummary.className);
  fill('rfc-table', page.rfcTable);
  fill('readers-table', page.readersTable);
  fill('readers-note', page.readersNote);
  fill('drawing', page.drawing);
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

/** The last inspection, so that the fragment never records a URL with a password. */
let last: Inspection | null = null;

function writeState(): void {
  const pairs: [string, string][] = [];
  // a password never goes into the fragment (it would land in the browser's history)
  if (last === null || last.parts === null || last.parts.password === '') pairs.push(['url', inputBox.value]);
  if (baseBox.value !== '') pairs.push(['base', baseBox.value]);
  if (codecInput.value !== '') pairs.push(['value', codecInput.value], ['set', codecSet.value]);
  history.replaceState(null, '', `#${serializeUrlencoded(pairs)}`);
}

function update(): void {
  const base = baseBox.value.trim() === '' ? null : baseBox.value;
  last = inspect(inputBox.value, base);
  render(last);
  writeState();
}

/** Input events: at once for a short input, after a pause for a long paste (the page stays responsive). */
let pending: ReturnType<typeof setTimeout> | undefined;
function scheduleUpdate(): void {
  clearTimeout(pending);
  view.showAll = false;
  if (inputBox.value.length + baseBox.value.length < 4096) update();
  else pending = setTimeout(update, 250);
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
  inputBox.addEventListener('input', scheduleUpdate);
  baseBox.addEventListener('input', scheduleUpdate);
  document.addEventListener('click', (e) => {
    const action = (e.target as HTMLElement).closest('button')?.dataset.action;
    if (action === 'show-all') view.showAll = true;
    else if (action === 'reveal-password') view.revealPassword = !view.revealPassword;
    else return;
    if (last !== null) render(last);
  });
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
