/**
 * Security notes as data: a note is its kind, severity and arguments; its words come from the
 * template of its kind, and the arguments (text from the input or the URL) are filled in as values,
 * never as words. Input text can therefore never change what a note says or how serious it is: a
 * username full of backticks is one value in one code span.
 * @module
 */

import { elided } from './reveal';
import type { NoteArgs, SecurityNote } from './types';

/** A piece of a rendered note: the template's words, a code literal of the template, or a value. */
export type NotePart =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'value'; text: string };

type Piece = NotePart | NotePart[] | number | false | null | undefined;

/** A value from the input or the URL (shown as data). */
const v = (text: string): NotePart => ({ type: 'value', text });
/** A literal of the template shown as code (`@`, `\`). */
const c = (text: string): NotePart => ({ type: 'code', text });

/** The template's words with pieces filled in; a plain string can only come from the template's literals. */
function words(strings: TemplateStringsArray, ...pieces: Piece[]): NotePart[] {
  const out: NotePart[] = [];
  strings.forEach((s, i) => {
    if (s !== '') out.push({ type: 'text', text: s });
    if (i < pieces.length) {
      const p = pieces[i];
      if (p === false || p === null || p === undefined) return;
      if (typeof p === 'number') out.push({ type: 'text', text: String(p) });
      else if (Array.isArray(p)) out.push(...p);
      else out.push(p);
    }
  });
  return out;
}

/** `a, b and c` of values. */
function list(values: readonly string[], each: (s: string) => NotePart[] = (s) => [v(s)]): NotePart[] {
  const out: NotePart[] = [];
  values.forEach((s, i) => {
    if (i > 0) out.push({ type: 'text', text: i === values.length - 1 ? ' and ' : ', ' });
    out.push(...each(s));
  });
  return out;
}

const str = (args: NoteArgs, name: string): string => {
  const a = args[name];
  return typeof a === 'string' ? a : String(a);
};
const opt = (args: NoteArgs, name: string): string | null => {
  const a = args[name];
  return a === null || a === undefined ? null : String(a);
};
const strs = (args: NoteArgs, name: string): string[] => {
  const a = args[name];
  return Array.isArray(a) ? a : [];
};

/** What a range name means, in words. */
const RANGE_WORDS: Record<string, string> = {
  loopback: 'a loopback address (this machine)',
  private: 'a private-use address (RFC 1918)',
  linkLocal: 'a link-local address (cloud metadata services live at 169.254.169.254)',
  unspecified: 'the "this network" range (0.0.0.0 reaches this machine on many systems)',
  carrierGradeNat: 'a shared address space address (carrier-grade NAT, RFC 6598)',
  broadcast: 'the limited broadcast address',
  multicast: 'a multicast address',
  reserved: 'a reserved or documentation address',
  uniqueLocal: 'an IPv6 unique local address (private, RFC 4193)',
  deprecatedSiteLocal: 'an IPv6 site-local address (private, deprecated)',
  unicast: 'a public address',
};

/** The words for an address range: `a loopback address (this machine)`. */
export function rangeWords(range: string, family: 'IPv4' | 'IPv6' = 'IPv4'): string {
  if (family === 'IPv6' && range === 'loopback') return 'the IPv6 loopback address (this machine)';
  if (family === 'IPv6' && range === 'unspecified') return 'the IPv6 unspecified address';
  if (family === 'IPv6' && range === 'linkLocal') return 'an IPv6 link-local address';
  if (family === 'IPv6' && range === 'multicast') return 'an IPv6 multicast address';
  return RANGE_WORDS[range] ?? `in the ${range} range`;
}

/** The templates, by kind. */
const TEMPLATES: Record<SecurityNote['kind'], (a: NoteArgs) => NotePart[]> = {
  credentials: (a) =>
    a.looksLikeSite === true
      ? words`${v(str(a, 'username'))} is a username here, not the site: this URL goes to ${v(str(a, 'host'))}. Anything before ${c('@')} is not the site.`
      : words`the URL carries credentials (username ${v(str(a, 'username'))}${a.password === true && words` and a password`}): anything before ${c('@')} is not the site, and credentials in URLs end up in logs and history`,
  'backslash-before-at': (a) =>
    words`a ${c('\\')} before ${c('@')}: browsers end the host at ${c('\\')} (host ${v(str(a, 'host'))}), while RFC 3986 parsers, curl and Python's urlsplit read everything up to ${c('@')} as userinfo (host ${opt(a, 'rfcHost') === null ? words`(none)` : v(str(a, 'rfcHost'))})`,
  'host-disagreement': (a) =>
    words`RFC 3986 parsers read the host ${shown(opt(a, 'rfcHost'))}, browsers ${shown(opt(a, 'host'))}: a check made with one parser and a request made with the other go to different hosts`,
  'ipv4-notation': (a) =>
    words`the host ${v(str(a, 'written'))} is the IPv4 address ${v(str(a, 'address'))} to browsers${a.unicode === true && words` (IDNA maps its non-ASCII code points to ASCII digits and dots)`}${a.percentEncoded === true && words` (percent-decoded first)`}${a.strict === false && words`, but not an address to inet_pton or an RFC 3986 parser`}: filters that compare host text or check addresses with a strict parser miss it`,
  'semicolon-in-host': (a) =>
    words`the host ${v(str(a, 'written'))} holds ${c(';')}: browsers read the host ${v(str(a, 'host'))}, while Node's legacy url.parse and other parsers end the host at ${c(';')} and go to ${v(str(a, 'before'))}`,
  'idna-deviation': (a) =>
    words`the host has IDNA deviation characters (${list(strs(a, 'chars'))}): browsers (IDNA2008, UTS #46 nontransitional) read ${v(str(a, 'host'))}, while IDNA2003 and UTS #46 transitional readers (older libraries and resolvers) read ${v(str(a, 'transitional'))}: two different hosts`,
  'nested-url': (a) =>
    words`the ${v(`${str(a, 'scheme')}:`)} URL wraps the URL ${v(str(a, 'inner'))}${opt(a, 'innerHost') !== null && words` (host ${v(str(a, 'innerHost'))}${opt(a, 'innerRange') !== null && words`, ${{ type: 'text', text: rangeWords(str(a, 'innerRange')) }}`})`}: software that unwraps it fetches that URL`,
  'special-address': (a) => {
    const family = a.family === 'IPv6' ? 'IPv6' : 'IPv4';
    if (a.form === 'name')
      return words`${v(str(a, 'address'))} resolves to a loopback address (this machine) in browsers and most resolvers`;
    if (typeof a.embeddedIn === 'string') {
      const ranged = a.range !== 'unicast';
      return words`${v(str(a, 'embeddedIn'))} is ${{ type: 'text', text: str(a, 'form') }}, which carries the IPv4 address ${v(str(a, 'address'))}${ranged && words`, ${{ type: 'text', text: rangeWords(str(a, 'range')) }}`}${a.reaches === true && words`: a server that fetches this URL may reach its own network`}`;
    }
    return words`${v(str(a, 'address'))} is ${{ type: 'text', text: rangeWords(str(a, 'range'), family) }}: a server that fetches this URL reaches its own network`;
  },
  'mixed-script': (a) =>
    words`the label ${v(str(a, 'label'))} mixes scripts (${{ type: 'text', text: strs(a, 'scripts').join(', ') }}: ${list(strs(a, 'odd'), oddChar)})${opt(a, 'lookalike') !== null && words`; it looks like the Latin ${v(str(a, 'lookalike'))}`}; in Punycode it is ${v(str(a, 'punycode'))}, the host is ${v(str(a, 'host'))}`,
  confusable: (a) =>
    words`the label ${v(str(a, 'label'))} is all ${{ type: 'text', text: str(a, 'script') }} but looks like the Latin ${v(str(a, 'lookalike'))}; in Punycode it is ${v(str(a, 'punycode'))}, the host is ${v(str(a, 'host'))}`,
  'host-percent-encoded': (a) =>
    words`the host is percent-encoded in the input (${v(str(a, 'written'))}): browsers read ${v(str(a, 'host'))}; a filter on the raw text sees something else`,
  'non-default-port': (a) =>
    opt(a, 'defaultPort') === null
      ? words`port ${v(str(a, 'port'))} (the scheme has no default port)`
      : words`port ${v(str(a, 'port'))} is not the default port of ${v(str(a, 'scheme'))} (${v(str(a, 'defaultPort'))})`,
  'fragment-not-sent': (a) =>
    opt(a, 'routeQuery') !== null
      ? words`the fragment ${v(`#${str(a, 'fragment')}`)} is a single-page route (${v(str(a, 'routePath'))}) with its own query (${v(str(a, 'routeQuery'))}): the server never sees the fragment, so it never sees that query either`
      : words`the fragment ${v(`#${str(a, 'fragment')}`)} stays in the browser: the server never sees it`,
  'scheme-looks-like-host': (a) =>
    words`${v(`${str(a, 'scheme')}:`)} was read as a scheme, so this URL has no host and the opaque path ${v(str(a, 'path'))}; write ${v(str(a, 'suggestion'))} for a host${a.port === true && words` and port`}`,
  'script-scheme': (a) =>
    words`${v(`${str(a, 'scheme')}:`)} URLs carry their content (and can run script) instead of pointing at a server`,
  'readers-elsewhere': (a) => {
    const moved = strs(a, 'moved');
    const targets = strs(a, 'movedTo');
    const nowhere = strs(a, 'nowhere');
    const text = (s: string): NotePart[] => [{ type: 'text', text: s }];
    const each = (s: string, i: number): NotePart[] => [...text(`${s} (`), v(targets[i] ?? ''), ...text(')')];
    const none = list(nowhere, text);
    if (moved.length === 0)
      return words`${none} ${text(nowhere.length === 1 ? 'rejects this URL or reads no host in it' : 'reject this URL or read no host in it')}, while the URL Standard (browsers, fetch) sends the request to ${v(str(a, 'target'))}: a service that checks it with the URL Standard and fetches it with ${text(nowhere.length === 1 ? 'that reader' : 'one of them')} fails or falls back`;
    return words`the URL Standard (browsers, fetch) sends this request to ${v(str(a, 'target'))}, but ${numbered(moved, each)} would send it elsewhere${nowhere.length > 0 && words`, and ${none} nowhere (${text(nowhere.length === 1 ? 'it rejects the URL or reads no host' : 'they reject the URL or read no host')})`}: a check made with one and a request made with another go to different places`;
  },
  'hidden-characters': (a) =>
    words`the input holds code points that are invisible or reorder the text around them (${list(strs(a, 'names'), (s) => [c(s)])}${typeof a.more === 'number' && a.more > 0 && words` and ${a.more} more`}): what a person reads is not what the parser reads${a.inHost === true && words`, and the host is one of them`}`,
};

/** `a, b and c`, each piece made by `each` with its index. */
function numbered(values: readonly string[], each: (s: string, i: number) => NotePart[]): NotePart[] {
  let i = 0;
  return list(values, (s) => each(s, i++));
}

function shown(value: string | null): NotePart[] {
  return value === null ? words`(none)` : value === '' ? words`(empty)` : [v(value)];
}

/** `а U+0430 Cyrillic`: the character as a value, its number and script as words. */
function oddChar(s: string): NotePart[] {
  const space = s.indexOf(' ');
  return [v(s.slice(0, space)), { type: 'text', text: s.slice(space) }];
}

/**
 * The note's words and values, from the template of its kind.
 * https://url.spec.whatwg.org/#url-parsing
 */
export function noteParts(note: Pick<SecurityNote, 'kind' | 'args'>): NotePart[] {
  return TEMPLATES[note.kind](note.args);
}

/**
 * The note as plain text: the words as they are, code and values in backtick code spans (a fence
 * longer than any run of backticks in the value, as Markdown does), values made visible and cut in
 * the middle past `maxValueLength` code units.
 */
export function noteText(parts: readonly NotePart[], maxValueLength = 200): string {
  let out = '';
  for (const p of parts) {
    if (p.type === 'text') out += p.text;
    else out += codeSpan(p.type === 'value' ? elided(p.text, maxValueLength) : p.text);
  }
  return out;
}

/** `` `x` ``, with a longer fence (and spaces) when `x` holds backticks. */
function codeSpan(text: string): string {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    run = text.charCodeAt(i) === 0x60 ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  if (longest === 0) return `\`${text}\``;
  const fence = '`'.repeat(longest + 1);
  return `${fence} ${text} ${fence}`;
}
