/**
 * Security notes as data: a note is its kind, severity and arguments; its words come from the
 * template of its kind, and the arguments (text from the input or the URL) are filled in as values,
 * never as words. Input text can therefore never change what a note says or how serious it is: a
 * username full of backticks is one value in one code span.
 * @module
 */

import { elided } from './reveal';
import type { Change, ComparisonReason, ComponentComparison, NoteArgs, SecurityNote } from './types';

/** A piece of a rendered note: the template's words, a code literal of the template, or a value. */
export type NotePart =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'value'; text: string };

type Piece = NotePart | NotePart[] | number | false | null | undefined;

/** A value from the input or the URL (shown as data). */
const v = (text: string): NotePart => ({ type: 'value', text });
/** Words the code decided (a component's name, a script's name), never text from the input. */
const t = (text: string): NotePart => ({ type: 'text', text });
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
    words`the label ${v(str(a, 'label'))} mixes scripts (${{ type: 'text', text: strs(a, 'scripts').join(', ') }}: ${list(strs(a, 'odd'), oddChar)})${opt(a, 'lookalike') !== null && words`; it looks like the Latin ${v(str(a, 'lookalike'))}${opt(a, 'lookalikeHost') !== null && words` (the host reads ${v(str(a, 'lookalikeHost'))})`}`}; in Punycode it is ${v(str(a, 'punycode'))}, the host is ${v(str(a, 'host'))}`,
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
 * A percent-encoded code point as a change message shows it: `space`, `backtick` or a U+ number in
 * words when it would be invisible, else the character as a value; then what it became.
 */
function encodedItem(ch: string, encoded: string): NotePart[] {
  const cp = ch.codePointAt(0) ?? 0;
  // a code point of the input; words for it only when it is one code point (it always is)
  const one = ch.length === (cp > 0xffff ? 2 : 1);
  const shownAs: NotePart = !one
    ? v(ch)
    : cp === 0x20
      ? { type: 'text', text: 'space' }
      : cp === 0x60
        ? { type: 'text', text: 'backtick' }
        : cp < 0x20 || cp === 0x7f || (cp >= 0x80 && cp < 0xa0) || (cp >= 0xd800 && cp <= 0xdfff)
          ? { type: 'text', text: `U+${cp.toString(16).toUpperCase().padStart(4, '0')}` }
          : v(ch);
  return [shownAs, { type: 'text', text: ' → ' }, v(encoded)];
}

/** `space → %20, \`"\` → %22, …` from the `chars`, `encoded` and `more` arguments. */
function encodedList(a: NoteArgs): NotePart[] {
  const chars = strs(a, 'chars');
  const encoded = strs(a, 'encoded');
  const out: NotePart[] = [];
  chars.forEach((ch, i) => {
    if (i > 0) out.push({ type: 'text', text: ', ' });
    out.push(...encodedItem(ch, encoded[i] ?? ''));
  });
  if (a.more === true) out.push({ type: 'text', text: ', …' });
  return out;
}

/** How an IPv4 address was written: `hexadecimal \`0x7f\`, 2 parts instead of 4`. */
function ipv4Notation(a: NoteArgs): NotePart[] {
  const out: NotePart[][] = [];
  const hex = strs(a, 'hex');
  const octal = strs(a, 'octal');
  const parts = typeof a.parts === 'number' ? a.parts : 4;
  if (a.trailingDot === true) out.push(words`a trailing dot`);
  if (hex.length > 0) out.push(words`hexadecimal ${commas(hex)}`);
  if (octal.length > 0) out.push(words`octal ${commas(octal)}`);
  if (parts === 1) out.push(words`a single 32-bit number`);
  else if (parts < 4) out.push(words`${parts} parts instead of 4 (the last part fills the remaining bytes)`);
  if (out.length === 0) out.push(words`a different spelling`);
  return out.flatMap((piece, i) => (i === 0 ? piece : [{ type: 'text', text: ', ' } as NotePart, ...piece]));
}

/** `a, b, c` of values. */
function commas(values: readonly string[]): NotePart[] {
  return values.flatMap((s, i) => (i === 0 ? [v(s)] : [{ type: 'text', text: ', ' } as NotePart, v(s)]));
}

/** `scheme:` of a scheme argument, as a value. */
const schemeOf = (a: NoteArgs): NotePart => v(`${str(a, 'scheme')}:`);

/** The component names a relative input took from its base (the splitter's names: words). */
const COMPONENT_WORDS = new Set(['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment']);

/** The templates of the changes, by kind. */
const CHANGE_TEMPLATES: Record<Change['kind'], (a: NoteArgs) => NotePart[]> = {
  trimmed: (a) => words`${a.leading === true ? words`leading` : words`trailing`} C0 control or space removed`,
  'tab-or-newline-removed': () => words`ASCII tab or newline removed (anywhere in the input)`,
  'resolved-against-base': (a) =>
    words`relative input resolved against the base ${v(str(a, 'base'))}: ${list(
      strs(a, 'fromBase').filter((s) => COMPONENT_WORDS.has(s)),
      (s) => [{ type: 'text', text: s }],
    )} taken from the base`,
  'scheme-lowercased': () => words`scheme lower-cased`,
  'backslash-as-slash': (a) =>
    words`${c('\\')} is read as ${c('/')} in a ${schemeOf(a)} URL${a.endsAuthority === true && words`: it ends the host here and starts the path`}`,
  'slashes-normalized': (a) => {
    const expected = c(str(a, 'expected'));
    const written = str(a, 'written');
    if (written === '') return words`${expected} added after ${schemeOf(a)}`;
    if (a.extra === true)
      return words`${written.length} slashes after ${schemeOf(a)} read as ${expected} (the extra ones are ignored)`;
    return words`${v(written)} after ${schemeOf(a)} read as ${expected}`;
  },
  'dot-segment-removed': (a) => {
    const dots = a.double === true ? '..' : '.';
    const spelled = opt(a, 'written');
    const as = spelled !== null && words` (${v(spelled)} counts as ${c(dots)})`;
    if (a.double !== true) return words`${c(dots)} segment removed${as}`;
    const removed = opt(a, 'removed');
    return words`${c(dots)} segment removed${as}${removed === null ? words` (nothing above it to remove)` : words`, together with the segment before it (${v(removed)})`}`;
  },
  'path-slash-added': (a) => words`the path of a ${schemeOf(a)} URL is never empty: ${c('/')} added`,
  'localhost-removed': () => words`the host ${c('localhost')} of a ${c('file:')} URL becomes the empty host`,
  'drive-letter-host': () =>
    words`a Windows drive letter where the host goes is read as the first path segment (the host is empty)`,
  'credentials-percent-encoded': (a) =>
    words`${a.password === true ? words`password` : words`username`} percent-encoded: ${encodedList(a)}`,
  'empty-credentials-removed': () => words`empty credentials removed`,
  'empty-password-removed': () => words`empty password removed with its ${c(':')}`,
  'ipv4-rewritten': (a) =>
    words`IPv4 address written with ${ipv4Notation(a)}: rewritten as ${v(str(a, 'address'))}`,
  'ipv6-normalized': () => words`IPv6 address rewritten in its shortest, lower-case form`,
  'host-percent-decoded': () => words`host percent-decoded before it is read as a domain`,
  idna: (a) =>
    a.punycode === true
      ? words`IDNA: Unicode domain mapped (UTS #46: case folded, compatibility forms replaced) and written in Punycode`
      : words`IDNA: domain mapped to ASCII (UTS #46: case folded, compatibility forms replaced)`,
  'host-lowercased': () => words`host lower-cased`,
  'opaque-host-percent-encoded': (a) => words`opaque host percent-encoded: ${encodedList(a)}`,
  'empty-port-removed': () => words`empty port removed with its ${c(':')}`,
  'default-port-removed': (a) =>
    words`${v(`:${str(a, 'port')}`)} is the default port of ${schemeOf(a)} URLs: removed`,
  'port-normalized': () => words`port written without leading zeros`,
  'path-percent-encoded': (a) =>
    a.opaqueSpace === true
      ? words`a space that ends an opaque path before ${c('?')} or ${c('#')} is percent-encoded (so that it is not trimmed away)`
      : words`${a.opaque === true && words`opaque `}path percent-encoded: ${encodedList(a)}`,
  'drive-letter-normalized': () => words`Windows drive letter ${c('|')} written as ${c(':')}`,
  'path-dot-prefix-added': () =>
    words`the path starts with ${c('//')} but there is no host: ${c('/.')} is put in front so that it does not read as a host`,
  'query-percent-encoded': (a) =>
    words`query percent-encoded: ${encodedList(a)}${a.apostrophe === true && words` (a special URL's query encodes ${c("'")} too)`}`,
  'fragment-percent-encoded': (a) => words`fragment percent-encoded: ${encodedList(a)}`,
};

/**
 * A change's words and values, from the template of its kind (the same renderer as the notes').
 * https://url.spec.whatwg.org/#concept-basic-url-parser
 */
export function changeParts(change: Pick<Change, 'kind' | 'args'>): NotePart[] {
  return CHANGE_TEMPLATES[change.kind](change.args);
}

/** The templates of the RFC 3986 comparison, by reason. */
const COMPARISON_TEMPLATES: Record<ComparisonReason, (component: string, a: NoteArgs) => NotePart[]> = {
  'url-standard-fails': (component, a) =>
    words`the URL Standard fails to parse the input; RFC 3986 reads the ${t(component)} ${shown(opt(a, 'rfc3986'))}`,
  differs: (component, a) =>
    words`the URL Standard reads the ${t(component)} ${shown(opt(a, 'whatwg'))}, RFC 3986 ${shown(opt(a, 'rfc3986'))}`,
  'userinfo-only-rfc3986': (_, a) =>
    words`RFC 3986 reads ${shown(opt(a, 'rfc3986'))} as userinfo (everything up to the last ${c('@')} of the authority); the URL Standard sees no credentials`,
  'host-only-rfc3986': (_, a) =>
    words`RFC 3986 reads the host ${shown(opt(a, 'rfc3986'))}; the URL Standard reads no host`,
  'host-only-url-standard': (_, a) =>
    words`the URL Standard reads the host ${shown(opt(a, 'whatwg'))}; RFC 3986 reads no authority, so no host`,
  'registered-name': (_, a) =>
    words`RFC 3986 reads ${shown(opt(a, 'rfc3986'))} as a registered name (looked up in DNS, and some resolvers read it as an address anyway); the URL Standard reads the IPv4 address ${v(str(a, 'whatwg'))}`,
  'port-only-url-standard': (_, a) =>
    words`the URL Standard reads the port ${shown(opt(a, 'whatwg'))}; RFC 3986 reads none`,
  'port-not-a-number': (_, a) =>
    words`RFC 3986 reads the port ${shown(opt(a, 'rfc3986'))}, which is not a number`,
  'port-differs': (_, a) =>
    words`the URL Standard's port is ${shown(opt(a, 'whatwg'))}, RFC 3986's ${shown(opt(a, 'rfc3986'))}`,
};

/**
 * Why the two readings of a component disagree, in words and values (empty when they agree).
 * https://www.rfc-editor.org/rfc/rfc3986#section-3
 */
export function comparisonParts(
  comparison: Pick<ComponentComparison, 'component' | 'reason' | 'args'>,
): NotePart[] {
  return comparison.reason === null
    ? []
    : COMPARISON_TEMPLATES[comparison.reason](comparison.component, comparison.args);
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
