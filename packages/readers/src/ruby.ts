/**
 * Ruby's `URI.parse` with the default RFC 3986 parser (`URI::RFC3986_Parser`, the `uri` gem
 * 0.12 of Ruby 3.1, the version installed here), and the scheme classes it builds (`URI::HTTP`,
 * `HTTPS`, `WS`, `FTP`, `File`, `LDAP`, `LDAPS`, `MailTo`, else `URI::Generic`).
 *
 * Ruby splits with two anchored regular expressions (an absolute URI, else a relative reference);
 * the model uses the same expressions, their `\g<…>` calls written out. Mapping of the `URI`
 * object to the common shape (as `live/ruby.rb` does):
 * - scheme: `scheme` (lower-cased by Ruby);
 * - userinfo: `userinfo`; host: `hostname` (IPv6 without brackets; `file:` gives '' for none or
 *   `localhost`);
 * - port: `port` in decimal: the scheme's default port when none is given (80 for `http:`);
 * - path: `path`, or `opaque` for a rootless URI (`mailto:a@b?c`, whose query is in the opaque
 *   part); `URI::FTP` drops the leading '/' and a `;type=` suffix;
 * - query: `query` (Ruby's setter deletes tab, CR and LF and percent-encodes what RFC 3986
 *   does not allow); fragment: `fragment`;
 * - error: the exception's class and message, without the quoted input Ruby appends.
 */
import type { Reader, ReaderInfo, ReaderResult } from './types';

const INFO: ReaderInfo = {
  name: 'ruby',
  label: 'Ruby URI.parse (RFC3986_Parser)',
  version: '3.1 (uri 0.12)',
  basis: 'live-differential',
};

// The pieces of RFC3986_Parser's expressions, each `\g<name>` call expanded.
const H = '[0-9A-Fa-f]';
const DEC_OCTET = '(?:[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5]|[0-9])';
const IPV4 = `${DEC_OCTET}\\.${DEC_OCTET}\\.${DEC_OCTET}\\.${DEC_OCTET}`;
const LS32 = `(?:${H}{1,4}:${H}{1,4}|${IPV4})`;
const IPV6 = [
  `(?:${H}{1,4}:){6}${LS32}`,
  `::(?:${H}{1,4}:){5}${LS32}`,
  `${H}{1,4}?::(?:${H}{1,4}:){4}${LS32}`,
  `(?:(?:${H}{1,4}:)?${H}{1,4})?::(?:${H}{1,4}:){3}${LS32}`,
  `(?:(?:${H}{1,4}:){0,2}${H}{1,4})?::(?:${H}{1,4}:){2}${LS32}`,
  `(?:(?:${H}{1,4}:){0,3}${H}{1,4})?::${H}{1,4}:${LS32}`,
  `(?:(?:${H}{1,4}:){0,4}${H}{1,4})?::${LS32}`,
  `(?:(?:${H}{1,4}:){0,5}${H}{1,4})?::${H}{1,4}`,
  `(?:(?:${H}{1,4}:){0,6}${H}{1,4})?::`,
].join('|');
const IP_LITERAL = `\\[(?:${IPV6}|v${H}+\\.[!$&-.0-;=A-Z_a-z~]+)\\]`;
// Every `(?:%XX|[chars])` run of Ruby's expressions is written here as one class with "%" in it,
// and every `/segment` repetition as one run: the same language (each "%" outside the query must
// still start "%XX": see badPercent), the same ends tried in the same order, so the same groups; but
// no backtracking entry per code unit or per segment, which on long input overflowed the RegExp's
// stack (a RangeError at 8 MB, found by the stress shapes).
const USERINFO = '[!$%&-.0-;=A-Z_a-z~]*';
const REG_NAME = '[!$%&-.0-9;=A-Z_a-z~]+';
const AUTHORITY = `(?:(?<userinfo>${USERINFO})@)?(?<host>${IP_LITERAL}|${IPV4}|${REG_NAME})?(?::(?<port>[0-9]*))?`;
/** A segment's code units (`pchar`, "%" for "%XX"), and the same with "/". */
const PCHAR = '!$%&-.0-;=@-Z_a-z~';
const PATH_CHARS = `[${PCHAR}/]*`;
// path-abempty `(/segment)*`; path-absolute `/(segment-nz (/segment)*)?`; path-rootless
// `segment-nz (/segment)*`; path-noscheme `segment-nz-nc (/segment)*`.
const PATH_ABEMPTY = `(?<abempty>(?:\\/${PATH_CHARS})?)`;
const PATH_ABSOLUTE = `(?<absolute>\\/(?:[${PCHAR}]${PATH_CHARS})?)`;
const TAIL = `(?:\\?(?<query>[^#]*))?(?:#(?<fragment>[${PCHAR}/?]*))?$`;

const RFC3986_URI = new RegExp(
  `^(?<scheme>[A-Za-z][+\\-.0-9A-Za-z]*):(?:\\/\\/${AUTHORITY}${PATH_ABEMPTY}|${PATH_ABSOLUTE}|(?<rootless>[${PCHAR}]${PATH_CHARS})|(?<empty>))${TAIL}`,
);
const RFC3986_RELATIVE_REF = new RegExp(
  `^(?:\\/\\/${AUTHORITY}${PATH_ABEMPTY}|${PATH_ABSOLUTE}|(?<noscheme>[!$%&-.0-9;=@-Z_a-z~]+(?:\\/${PATH_CHARS})?)|(?<empty>))${TAIL}`,
);

/**
 * Whether `uri` has a "%" not followed by two hex digits outside its query, where Ruby's
 * expressions (`%XX` in every component but the query, whose `[^#]*` takes anything) match neither
 * an absolute URI nor a relative reference. The query is what follows the first "?" before any "#"
 * (no other component holds a "?", the fragment aside).
 */
function badPercent(uri: string): boolean {
  const hash = uri.indexOf('#');
  const mark = uri.indexOf('?');
  const queryEnd = hash === -1 ? uri.length : hash;
  for (let i = uri.indexOf('%'); i !== -1; i = uri.indexOf('%', i + 1)) {
    if (mark !== -1 && mark < i && i < queryEnd) continue;
    if (!isHex(uri.charCodeAt(i + 1)) || !isHex(uri.charCodeAt(i + 2))) return true;
  }
  return false;
}

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
}

class RubyError {
  constructor(readonly message: string) {}
}

const DEFAULT_PORTS: Record<string, string> = {
  http: '80',
  https: '443',
  ws: '80',
  ftp: '21',
  ldap: '389',
  ldaps: '636',
};

/** `URI::Generic#query=`: delete tab/CR/LF, reject `%` + two non-hex, encode the rest. */
function setQuery(v: string): string {
  const s = v.replace(/[\t\r\n]/g, '');
  if (/%[^0-9A-Fa-f][^0-9A-Fa-f]/.test(s)) {
    const m = /%[^0-9A-Fa-f][^0-9A-Fa-f]/.exec(s) as RegExpExecArray;
    throw new RubyError(`URI::InvalidURIError: invalid percent escape: ${m[0]}`);
  }
  return s.replace(
    /(?!%[0-9A-Fa-f]{2}|[!$-&(-;=?-_a-~])[\s\S]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** `Integer#to_s` of `String#to_i` for a string of ASCII digits. */
function decimal(digits: string): string {
  const s = digits.replace(/^0+/, '');
  return s === '' ? '0' : s;
}

interface RubyURI {
  scheme: string | null;
  userinfo: string | null;
  host: string | null;
  port: string | null;
  path: string | null;
  opaque: string | null;
  query: string | null;
  fragment: string | null;
}

/** `RFC3986_Parser#split`. */
function split(uri: string): RubyURI {
  for (let i = 0; i < uri.length; i++) {
    if (uri.charCodeAt(i) > 0x7f) throw new RubyError('URI::InvalidURIError: URI must be ascii only');
  }
  if (badPercent(uri)) throw new RubyError('URI::InvalidURIError: bad URI(is not URI?)');
  const abs = RFC3986_URI.exec(uri);
  if (abs !== null) {
    const g = abs.groups as Record<string, string | undefined>;
    const query = g.query ?? null;
    if (g.rootless !== undefined) {
      return {
        scheme: g.scheme as string,
        userinfo: null,
        host: null,
        port: null,
        path: null,
        opaque: query === null ? g.rootless : `${g.rootless}?${query}`,
        query: null,
        fragment: g.fragment ?? null,
      };
    }
    return {
      scheme: g.scheme as string,
      userinfo: g.userinfo ?? null,
      host: g.host ?? null,
      port: g.port ?? null,
      path: g.abempty ?? g.absolute ?? g.empty ?? null,
      opaque: null,
      query,
      fragment: g.fragment ?? null,
    };
  }
  const rel = RFC3986_RELATIVE_REF.exec(uri);
  if (rel === null) throw new RubyError('URI::InvalidURIError: bad URI(is not URI?)');
  const g = rel.groups as Record<string, string | undefined>;
  return {
    scheme: null,
    userinfo: g.userinfo ?? null,
    host: g.host ?? null,
    port: g.port ?? null,
    path: g.abempty ?? g.absolute ?? g.noscheme ?? g.empty ?? null,
    opaque: null,
    query: g.query ?? null,
    fragment: g.fragment ?? null,
  };
}

/**
 * `/\\A(?:[^@,;]+@[^@,;]+(?:\\z|[,;]))*\\z/` of `URI::MailTo#check_to`, without a RegExp (its
 * repeated group overflowed the RegExp's stack on a long list): addresses "x@y" each followed by
 * "," or ";" or the end.
 */
function mailtoAddresses(to: string): boolean {
  const list = to.split(/[,;]/);
  // (a delimiter at the end leaves an empty last item, as does an empty list)
  if (list[list.length - 1] === '') list.pop();
  return list.every((a) => {
    const at = a.indexOf('@');
    return at > 0 && at < a.length - 1 && a.indexOf('@', at + 1) === -1;
  });
}

/** `URI.for(*split)`: the scheme's class and what its constructor does to the components. */
function build(parts: RubyURI): RubyURI {
  const u = { ...parts };
  u.scheme = u.scheme?.toLowerCase() ?? null;
  const kind = u.scheme ?? '';
  if (kind === 'ftp') {
    if (u.path === null) throw new RubyError('URI::InvalidURIError: URI::InvalidURIError');
    let p = u.path.startsWith('/') ? u.path.slice(1) : u.path;
    if (p.startsWith('%2F')) p = `/${p.slice(3)}`;
    // URI::FTP#set_path stores "/" + the path with a leading "/" as "%2F"; #path undoes it.
    let stored = `/${p.startsWith('/') ? `%2F${p.slice(1)}` : p}`;
    const t = stored.indexOf(';type=');
    if (t >= 0) stored = stored.slice(0, t);
    const got = stored.slice(1);
    u.path = got.startsWith('%2F') ? `/${got.slice(3)}` : got;
  }
  // set_userinfo splits with String#split(':', 2), which gives [] (no user) for ''.
  if (u.userinfo === '') u.userinfo = null;
  if (u.port !== null) u.port = u.port === '' ? null : decimal(u.port);
  if (u.query !== null) u.query = setQuery(u.query);
  if (u.path === null && u.opaque === null) u.path = '';
  if (kind === 'file') {
    if (u.host === null || u.host === 'localhost') u.host = '';
    u.port = null;
    u.userinfo = null;
  }
  if (u.port === null && kind in DEFAULT_PORTS) u.port = DEFAULT_PORTS[kind] as string;
  if (kind === 'ldap' || kind === 'ldaps') {
    if (u.fragment !== null || u.path === null) throw new RubyError('URI::InvalidURIError: bad LDAP URL');
  }
  if (kind === 'mailto') {
    if (u.query !== null && u.opaque === null) u.opaque = `?${u.query}`;
    if (u.opaque === null) {
      throw new RubyError('URI::InvalidComponentError: missing opaque part for mailto URL');
    }
    const q = u.opaque.indexOf('?');
    const to = q < 0 ? u.opaque : u.opaque.slice(0, q);
    if (!mailtoAddresses(to)) {
      throw new RubyError(`URI::InvalidComponentError: unrecognised opaque part for mailtoURL: ${u.opaque}`);
    }
  }
  return u;
}

/**
 * Reads `input` as Ruby's `URI.parse` (Ruby 3.1, RFC 3986 parser) would: its components in the common shape, or the error it raises.
 * Documentation: https://docs.ruby-lang.org/en/3.1/URI.html#method-c-parse
 * Ruby matches the grammar of RFC 3986 (https://www.rfc-editor.org/rfc/rfc3986#appendix-A).
 */
export function readRuby(input: string): ReaderResult {
  try {
    const u = build(split(input));
    const host = u.host?.startsWith('[') && u.host.endsWith(']') ? u.host.slice(1, -1) : u.host;
    return {
      ok: true,
      reader: INFO,
      scheme: u.scheme,
      userinfo: u.userinfo,
      host,
      port: u.port,
      path: u.path ?? u.opaque ?? '',
      query: u.query,
      fragment: u.fragment,
    };
  } catch (e) {
    if (e instanceof RubyError) return { ok: false, reader: INFO, error: e.message };
    /* c8 ignore next: only the model's own RubyError is expected here */
    throw e;
  }
}

/**
 * The reader model of Ruby's `URI.parse` (Ruby 3.1, RFC 3986 parser).
 * Documentation: https://docs.ruby-lang.org/en/3.1/URI.html#method-c-parse
 * Ruby matches the grammar of RFC 3986 (https://www.rfc-editor.org/rfc/rfc3986#appendix-A).
 */
export function rubyReader(): Reader {
  return { info: INFO, read: readRuby };
}
