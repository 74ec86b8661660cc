/**
 * The result of `inspect`: plain data (strings, numbers, booleans, arrays, null) that a CLI or a page
 * renders, and that `JSON.stringify` prints as is.
 * @module
 */

import type { ReaderBasis, ReaderName } from '@url/readers';

/** What kind of host a URL has: https://url.spec.whatwg.org/#concept-host */
export type HostKind = 'domain' | 'IPv4' | 'IPv6' | 'opaque' | 'empty';

/** The host of the URL. */
export interface HostInfo {
  kind: HostKind;
  /** the host serialized as in `href` (ASCII: Punycode for an IDN, an IPv6 address in brackets) */
  ascii: string;
  /** domain to Unicode of a domain (https://url.spec.whatwg.org/#concept-domain-to-unicode); `ascii` otherwise */
  unicode: string;
  /** the host as written in the input, or null when it came from the base URL */
  input: string | null;
  /** the registrable domain (eTLD+1) from the Public Suffix List, ASCII; null for IPs, opaque hosts, public suffixes */
  registrableDomain: string | null;
  /** `registrableDomain` in Unicode */
  registrableDomainUnicode: string | null;
  /** the public suffix (eTLD) from the Public Suffix List, ASCII */
  publicSuffix: string | null;
  /** `publicSuffix` in Unicode */
  publicSuffixUnicode: string | null;
  /**
   * Where the public suffix comes from: the list's ICANN section, its private section (e.g. `github.io`),
   * or `'none'` when no rule matched and the last label is taken as the suffix (the list's default rule `*`)
   */
  publicSuffixSource: 'icann' | 'private' | 'none' | null;
  /** the special-purpose range of an IP address (from `@url/ipaddr` ranges: `loopback`, `private`...), else null */
  ipRange: string | null;
}

/** One URL path segment. */
export interface PathSegment {
  /** as in `href` (percent-encoded) */
  raw: string;
  /** percent-decoded (UTF-8, U+FFFD for invalid bytes): `%2F` shows as `/` inside the segment */
  decoded: string;
}

/** A single-page application's route in the fragment (`#/search?q=x`, `#!/a?b=c`). */
export interface FragmentRoute {
  /** the route path (before `?`) */
  path: string;
  /** the route's query (after `?`), or null */
  query: string | null;
  /** the route's query pairs, decoded with form rules */
  queryPairs: [string, string][];
}

/** The components of the parsed URL. */
export interface URLParts {
  href: string;
  /** lower-cased, without the `:` */
  scheme: string;
  /** whether the scheme is special (ftp, file, http, https, ws, wss) */
  special: boolean;
  /** percent-encoded as in `href` */
  username: string;
  password: string;
  host: HostInfo | null;
  /** the port, null when absent or the scheme's default */
  port: number | null;
  /** `port`, or the scheme's default port when it is null */
  effectivePort: number | null;
  /** the scheme's default port, or null */
  defaultPort: number | null;
  /** the serialized path (`URL.pathname`) */
  pathname: string;
  /** true when the URL has an opaque path (`mailto:x`, `localhost:3000/api`) */
  opaquePath: boolean;
  /** the path segments (empty for an opaque path) */
  pathSegments: PathSegment[];
  /** without the `?`; null when there is no query */
  query: string | null;
  /** the query's name-value pairs, decoded with application/x-www-form-urlencoded rules (`+` is a space), repeats kept */
  queryPairs: [string, string][];
  /** without the `#`; null when there is no fragment */
  fragment: string | null;
  /** the fragment percent-decoded */
  fragmentDecoded: string | null;
  /** a hash-routed single-page URL's route, when the fragment starts with `/` or `!/` */
  fragmentRoute: FragmentRoute | null;
  /** the serialized origin (`"null"` for an opaque origin) */
  origin: string;
}

/** The kinds of changes the parser makes; see the README for each. */
export type ChangeKind =
  | 'trimmed'
  | 'tab-or-newline-removed'
  | 'scheme-lowercased'
  | 'backslash-as-slash'
  | 'slashes-normalized'
  | 'credentials-percent-encoded'
  | 'empty-credentials-removed'
  | 'empty-password-removed'
  | 'host-lowercased'
  | 'host-percent-decoded'
  | 'idna'
  | 'ipv4-rewritten'
  | 'ipv6-normalized'
  | 'opaque-host-percent-encoded'
  | 'localhost-removed'
  | 'drive-letter-host'
  | 'empty-port-removed'
  | 'default-port-removed'
  | 'port-normalized'
  | 'path-slash-added'
  | 'dot-segment-removed'
  | 'path-percent-encoded'
  | 'drive-letter-normalized'
  | 'path-dot-prefix-added'
  | 'query-percent-encoded'
  | 'fragment-percent-encoded'
  | 'resolved-against-base';

/** Which part of the URL a note is about. */
export type Component = 'input' | 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment';

/** One change the parser made to the input. */
export interface Change {
  kind: ChangeKind;
  component: Component;
  /** the span `[start, end)` of the input it concerns (UTF-16 indices into the original input) */
  start: number;
  end: number;
  /** the input's text there */
  before: string;
  /** what the URL has instead (`''` when it was removed) */
  after: string;
  /** the values the template of `kind` fills in (see the README); input text is only ever a value */
  args: NoteArgs;
  /** a short explanation: the template of `kind` rendered as text (`changeParts`), values in code spans */
  message: string;
}

/** A validation error of the URL Standard, with its position. */
export interface ValidationIssue {
  /** the spec's name, e.g. `invalid-reverse-solidus` */
  type: string;
  /** index in the original input */
  index: number;
  /** the spec's description of the error */
  description: string;
}

/** The components an RFC 3986 reading is compared on. */
export type RFC3986Component = 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment';

/** One component as WHATWG and RFC 3986 read it. */
export interface ComponentComparison {
  component: RFC3986Component;
  /** the browser's reading, for display (null: absent) */
  whatwg: string | null;
  /** an RFC 3986 parser's reading, for display (null: absent) */
  rfc3986: string | null;
  /** whether they agree (see the README for what counts as agreement per component) */
  agree: boolean;
  /** which template says why they disagree; null when they agree */
  reason: ComparisonReason | null;
  /** the values that template fills in (`whatwg`, `rfc3986`); `{}` when they agree */
  args: NoteArgs;
  /** why they disagree (`comparisonParts` rendered as text, values in code spans); '' when they agree */
  message: string;
}

/** Why the two readings of a component disagree: the template that says it. */
export type ComparisonReason =
  | 'url-standard-fails'
  | 'differs'
  | 'userinfo-only-rfc3986'
  | 'host-only-rfc3986'
  | 'host-only-url-standard'
  | 'registered-name'
  | 'port-only-url-standard'
  | 'port-not-a-number'
  | 'port-differs';

/** How an RFC 3986 parser reads the same input. */
export interface RFC3986Report {
  /** whether the input matches RFC 3986's `URI-reference` */
  valid: boolean;
  /** `URI` (has a scheme) or `relative-ref` */
  kind: 'URI' | 'relative-ref';
  /** the first ABNF rule that fails, when not valid */
  error: { rule: string; index: number; message: string } | null;
  /** the RFC 3986 target URI (the input resolved against the base when one is given, §5.2), or null */
  target: string | null;
  /** every component, in URL order */
  components: ComponentComparison[];
  /** the components where the two readings disagree */
  disagreements: RFC3986Component[];
}

/** How serious a security note is. */
export type Severity = 'danger' | 'warning' | 'info';

/** The kinds of security notes; see the README for each. */
export type SecurityKind =
  | 'credentials'
  | 'backslash-before-at'
  | 'host-disagreement'
  | 'ipv4-notation'
  | 'special-address'
  | 'mixed-script'
  | 'confusable'
  | 'host-percent-encoded'
  | 'non-default-port'
  | 'fragment-not-sent'
  | 'scheme-looks-like-host'
  | 'script-scheme'
  | 'hidden-characters'
  | 'semicolon-in-host'
  | 'idna-deviation'
  | 'nested-url'
  | 'readers-elsewhere';

/** The arguments of a security note: values from the input or the URL, and facts the code decided. */
export type NoteArgs = Record<string, string | number | boolean | string[] | null>;

/**
 * A security note: its kind, severity and arguments. The words come from the template of its kind
 * (`noteParts`); `message` is that template rendered as plain text, values in code spans.
 */
export interface SecurityNote {
  kind: SecurityKind;
  severity: Severity;
  /** the values the template fills in (see the README for each kind's) */
  args: NoteArgs;
  /** the note as text (the template with the values in backtick code spans, made visible) */
  message: string;
  /** the input span it points at, when there is one */
  start: number | null;
  end: number | null;
}

/** A span `[start, end)` of the input (UTF-16 indices). */
export interface InputSpan {
  start: number;
  end: number;
}

/**
 * Where each component of the URL is written in the input, as RFC 3986 §3 draws them: delimiters
 * excluded (`scheme` without `:`, `authority` without `//`, `query` without `?`, `fragment` without
 * `#`); null for a component that is absent or taken from the base URL.
 */
export interface ComponentSpans {
  scheme: InputSpan | null;
  authority: InputSpan | null;
  userinfo: InputSpan | null;
  host: InputSpan | null;
  port: InputSpan | null;
  path: InputSpan | null;
  query: InputSpan | null;
  fragment: InputSpan | null;
}

/** Everything `inspect` found out about an input. */
export interface Inspection {
  input: string;
  base: string | null;
  /** whether the URL parser accepted the input (and the base, when given) */
  ok: boolean;
  /** why it failed: a message and the validation error that made it fail (null when ok) */
  failure: { message: string; error: ValidationIssue | null } | null;
  /** the parsed URL's parts (null on failure) */
  parts: URLParts | null;
  /** where each component is written in the input (null on failure) */
  spans: ComponentSpans | null;
  /** every change the parser made, in input order (empty when `href` is the input) */
  changes: Change[];
  /** the URL Standard's validation errors, in the order the parser met them */
  validationErrors: ValidationIssue[];
  /** how an RFC 3986 parser reads the same input */
  rfc3986: RFC3986Report;
  /** how the other parsers in a request path (Python, curl, Go, …) read the same input */
  readers: ReadersReport;
  /** security notes, most serious first */
  security: SecurityNote[];
}

/** The components compared with the URL Standard's reading to decide where a request goes. */
export type ReaderDifference = 'scheme' | 'host' | 'port';

/** How one reader (a model of another stack's URL parser, from `@url/readers`) reads the input. */
export interface ReaderReading {
  /** the reader's name (`python`, `curl`, `go`, …; what `--readers` takes) */
  name: ReaderName;
  /** e.g. `Python urllib.parse.urlsplit` */
  label: string;
  /** the version the model follows */
  version: string;
  /**
   * `live-differential`: checked against the real parser; `model-from-documentation`: modelled from
   * the vendor's documentation only (WinHTTP), never run against the real parser
   */
  basis: ReaderBasis;
  /** whether the reader accepts the input */
  ok: boolean;
  /** the error it would raise, when it rejects the input (null when ok) */
  error: string | null;
  /** the components it would use, as it reports them (all null when it rejects the input) */
  scheme: string | null;
  userinfo: string | null;
  host: string | null;
  port: string | null;
  path: string | null;
  query: string | null;
  fragment: string | null;
  /**
   * the components where it differs from the URL Standard (scheme case-insensitively; host
   * case-insensitively, without IPv6 brackets, against the host's ASCII or Unicode form; port with
   * each scheme's default); empty when it rejects the input or nothing is compared
   */
  differs: ReaderDifference[];
}

/** The `readers` section of an inspection. */
export interface ReadersReport {
  /**
   * whether the readings are compared with the URL Standard's: only when the URL parses and its
   * scheme is written in the input (the readers read the input as written, without the base)
   */
  compared: boolean;
  /** one reading per reader, in the order asked (all nine by default) */
  readings: ReaderReading[];
  /**
   * the readers that would send the request elsewhere: to a different scheme, host or port, or
   * nowhere (they reject the input); empty when nothing is compared
   */
  elsewhere: ReaderName[];
}
