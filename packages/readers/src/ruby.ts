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
const PCT = `%${H}${H}`;
const USERINFO = `(?:${PCT}|[!$&-.0-;=A-Z_a-z~])*`;
const REG_NAME = `(?:${PCT}|[!$&-.0-9;=A-Z_a-z~])+`;
const AUTHORITY = `(?:(?<userinfo>${USERINFO})@)?(?<host>${IP_LITERAL}|${IPV4}|${REG_NAME})?(?::(?<port>[0-9]*))?`;
const SEGMENT = `(?:${PCT}|[!$&-.0-;=@-Z_a-z~])*`;
const SEGMENT_NZ = `(?:${PCT}|[!$&-.0-;=@-Z_a-z~])+`;
const SEGMENT_NZ_NC = `(?:${PCT}|[!$&-.0-9;=@-Z_a-z~])+`;
const PATH_ABEMPTY = `(?<abempty>(?:\\/${SEGMENT})*)`;
const PATH_ABSOLUTE = `(?<absolute>\\/(?:${SEGMENT_NZ}(?:\\/${SEGMENT})*)?)`;
const TAIL = `(?:\\?(?<query>[^#]*))?(?:#(?<fragment>(?:${PCT}|[!$&-.0-;=@-Z_a-z~\\/?])*))?$`;

const RFC3986_URI = new RegExp(
  `^(?<scheme>[A-Za-z][+\\-.0-9A-Za-z]*):(?:\\/\\/${AUTHORITY}${PATH_ABEMPTY}|${PATH_ABSOLUTE}|(?<rootless>${SEGMENT_NZ}(?:\\/${SEGMENT})*)|(?<empty>))${TAIL}`,
);
const RFC3986_RELATIVE_REF = new RegExp(
  `^(?:\\/\\/${AUTHORITY}${PATH_ABEMPTY}|${PATH_ABSOLUTE}|(?<noscheme>${SEGMENT_NZ_NC}(?:\\/${SEGMENT})*)|(?<empty>))${TAIL}`,
);

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
    if (!/^(?:[^@,;]+@[^@,;]+(?:$|[,;]))*$/.test(to)) {
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
