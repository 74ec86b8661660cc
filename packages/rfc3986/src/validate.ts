import { ALPHA, DIGIT, is, isHex, SCHEME, SUB_DELIM, UNRESERVED } from './chars';
import { splitAuthority, splitURIReference } from './split';

/** Where a URI reference breaks the grammar of RFC 3986 §3/§4: the ABNF rule and the index in the input. */
export interface GrammarError {
  rule: string;
  index: number;
  message: string;
}

export type HostKind = 'IP-literal' | 'IPvFuture' | 'IPv4address' | 'reg-name';

export interface ValidationResult {
  /** true when the input matches `URI-reference` (§4.1) */
  valid: boolean;
  /** `URI` when the input has a scheme, `relative-ref` otherwise (§4.1) */
  kind: 'URI' | 'relative-ref';
  /** the first violation, when not valid */
  error: GrammarError | undefined;
}

const QUERY_EXTRA = ':@/?';

/** How the code point at `index` shows in a message; every caller points inside `input`. */
function describe(input: string, index: number): string {
  const c = input.codePointAt(index)!;
  const hex = c.toString(16).toUpperCase().padStart(4, '0');
  return c > 0x20 && c < 0x7f ? `"${String.fromCharCode(c)}"` : `U+${hex}`;
}

function allowedIn(c: number, flags: number, extra: string): boolean {
  if (c >= 128) return false;
  return is(c, flags) || extra.indexOf(String.fromCharCode(c)) >= 0;
}

/**
 * Checks `input.slice(start, end)` against `*( <flags> / pct-encoded / <extra> )` and returns the first
 * violation, naming `rule`.
 */
function checkRun(
  input: string,
  start: number,
  end: number,
  flags: number,
  extra: string,
  rule: string,
): GrammarError | undefined {
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x25 /* % */) {
      if (i + 2 < end && isHex(input.charCodeAt(i + 1)) && isHex(input.charCodeAt(i + 2))) {
        i += 2;
        continue;
      }
      return {
        rule: 'pct-encoded',
        index: i,
        message: `"%" at index ${i} is not followed by two hexadecimal digits (pct-encoded = "%" HEXDIG HEXDIG)`,
      };
    }
    if (!allowedIn(c, flags, extra)) {
      return { rule, index: i, message: `${describe(input, i)} at index ${i} is not allowed in ${rule}` };
    }
  }
  return undefined;
}

/** dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35 (§3.2.2) */
function isDecOctet(s: string): boolean {
  if (s.length === 0 || s.length > 3) return false;
  for (let i = 0; i < s.length; i++) if (!is(s.charCodeAt(i), DIGIT)) return false;
  if (s.length > 1 && s.charCodeAt(0) === 0x30) return false;
  return Number(s) <= 255;
}

/** IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet (§3.2.2, https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2) */
export function isIPv4address(s: string): boolean {
  const parts = s.split('.');
  return parts.length === 4 && parts.every(isDecOctet);
}

/**
 * IPv6address (§3.2.2): eight h16 pieces separated by ":", the last two may be an IPv4address, and one
 * "::" may stand for one or more zero pieces. Returns the index (relative to `s`) of the first violation,
 * or -1 when valid. https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2
 */
export function ipv6Violation(s: string): number {
  const length = s.length;
  let pieces = 0;
  let compressed = false;
  let i = 0;
  if (length === 0) return 0;
  if (s.charCodeAt(0) === 0x3a) {
    if (s.charCodeAt(1) !== 0x3a) return 0;
    compressed = true;
    i = 2;
    if (i === length) return -1;
  }
  while (i < length) {
    const start = i;
    while (i < length && i - start < 5 && isHex(s.charCodeAt(i))) i++;
    const c = s.charCodeAt(i);
    if (c === 0x2e /* . */) {
      // ls32 as IPv4address: must be the last thing, in the last two pieces
      let end = start;
      while (end < length && s.charCodeAt(end) !== 0x3a) end++;
      if (end !== length) return end;
      if (!isIPv4address(s.slice(start))) return start;
      pieces += 2;
      i = length;
      break;
    }
    if (i === start || i - start > 4) return i - start > 4 ? start + 4 : start;
    pieces++;
    if (i === length) break;
    if (c !== 0x3a) return i;
    i++;
    if (s.charCodeAt(i) === 0x3a) {
      if (compressed) return i;
      compressed = true;
      i++;
      if (i === length) break;
    } else if (i === length) {
      return i - 1;
    }
  }
  if (compressed ? pieces > 7 : pieces !== 8) return length;
  return -1;
}

/**
 * IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) (§3.2.2); -1 when valid. The caller
 * has seen the "v" (or "V") at index 0.
 */
function ipvFutureViolation(s: string): number {
  let i = 1;
  while (i < s.length && isHex(s.charCodeAt(i))) i++;
  if (i === 1 || s.charCodeAt(i) !== 0x2e) return i;
  i++;
  if (i === s.length) return i;
  for (; i < s.length; i++) if (!allowedIn(s.charCodeAt(i), UNRESERVED | SUB_DELIM, ':')) return i;
  return -1;
}

/** Which alternative of `host` (§3.2.2, https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2) a syntactically valid host string is. */
export function hostKind(host: string): HostKind {
  if (host.charCodeAt(0) === 0x5b) {
    return host.charCodeAt(1) === 0x76 || host.charCodeAt(1) === 0x56 ? 'IPvFuture' : 'IP-literal';
  }
  return isIPv4address(host) ? 'IPv4address' : 'reg-name';
}

function checkHost(input: string, host: string, offset: number): GrammarError | undefined {
  if (host.charCodeAt(0) === 0x5b /* [ */) {
    const close = host.indexOf(']');
    if (close < 0)
      return {
        rule: 'IP-literal',
        index: offset + host.length,
        message: `an IP literal is missing its "]" at index ${offset + host.length}`,
      };
    if (close !== host.length - 1)
      return {
        rule: 'authority',
        index: offset + close + 1,
        message: `${describe(input, offset + close + 1)} at index ${offset + close + 1} follows an IP literal; only ":" and a port may`,
      };
    const inner = host.slice(1, close);
    const future = inner.charCodeAt(0) === 0x76 || inner.charCodeAt(0) === 0x56;
    const bad = future ? ipvFutureViolation(inner) : ipv6Violation(inner);
    if (bad >= 0) {
      const rule = future ? 'IPvFuture' : 'IPv6address';
      return {
        rule,
        index: offset + 1 + bad,
        message: `${describe(input, offset + 1 + bad)} at index ${offset + 1 + bad} breaks ${rule}`,
      };
    }
    return undefined;
  }
  return checkRun(input, offset, offset + host.length, UNRESERVED | SUB_DELIM, '', 'reg-name');
}

function checkAuthority(input: string, authority: string, offset: number): GrammarError | undefined {
  const { userinfo, host, port } = splitAuthority(authority);
  if (userinfo !== undefined) {
    const e = checkRun(input, offset, offset + userinfo.length, UNRESERVED | SUB_DELIM, ':', 'userinfo');
    if (e) return e;
  }
  const hostStart = offset + (userinfo === undefined ? 0 : userinfo.length + 1);
  const e = checkHost(input, host, hostStart);
  if (e) return e;
  if (port !== undefined) {
    const portStart = hostStart + host.length + 1;
    for (let i = 0; i < port.length; i++) {
      if (!is(port.charCodeAt(i), DIGIT))
        return {
          rule: 'port',
          index: portStart + i,
          message: `${describe(input, portStart + i)} at index ${portStart + i} is not a digit (port = *DIGIT)`,
        };
    }
  }
  return undefined;
}

/**
 * Validates `input` against `URI-reference = URI / relative-ref` (RFC 3986 §4.1) with the full ABNF of
 * §3 and returns the first rule that fails and where. https://www.rfc-editor.org/rfc/rfc3986#section-4.1
 */
export function validateURIReference(input: string): ValidationResult {
  const ref = splitURIReference(input);
  const kind = ref.scheme === undefined ? 'relative-ref' : 'URI';
  const fail = (error: GrammarError): ValidationResult => ({ valid: false, kind, error });
  let pos = 0;
  if (ref.scheme !== undefined) {
    // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
    if (!is(input.charCodeAt(0), ALPHA))
      return fail({
        rule: 'scheme',
        index: 0,
        message: `a scheme must start with a letter, not ${describe(input, 0)} at index 0`,
      });
    for (let i = 1; i < ref.scheme.length; i++) {
      if (!is(input.charCodeAt(i), SCHEME))
        return fail({
          rule: 'scheme',
          index: i,
          message: `${describe(input, i)} at index ${i} is not allowed in a scheme`,
        });
    }
    pos = ref.scheme.length + 1;
  }
  if (ref.authority !== undefined) {
    const e = checkAuthority(input, ref.authority, pos + 2);
    if (e) return fail(e);
    pos += 2 + ref.authority.length;
  }
  // path: every segment is *pchar; the first segment of a relative path cannot contain ":" (path-noscheme)
  const pathEnd = pos + ref.path.length;
  const e = checkRun(input, pos, pathEnd, UNRESERVED | SUB_DELIM, ':@/', 'segment');
  if (e) return fail(e);
  if (ref.scheme === undefined && ref.authority === undefined && ref.path.charCodeAt(0) !== 0x2f) {
    const slash = ref.path.indexOf('/');
    const first = slash < 0 ? ref.path : ref.path.slice(0, slash);
    const colon = first.indexOf(':');
    if (colon >= 0)
      return fail({
        rule: 'segment-nz-nc',
        index: pos + colon,
        message: `":" at index ${pos + colon} is not allowed in the first segment of a relative path (it would read as a scheme)`,
      });
  }
  pos = pathEnd;
  if (ref.query !== undefined) {
    const q = checkRun(
      input,
      pos + 1,
      pos + 1 + ref.query.length,
      UNRESERVED | SUB_DELIM,
      QUERY_EXTRA,
      'query',
    );
    if (q) return fail(q);
    pos += 1 + ref.query.length;
  }
  if (ref.fragment !== undefined) {
    const f = checkRun(
      input,
      pos + 1,
      pos + 1 + ref.fragment.length,
      UNRESERVED | SUB_DELIM,
      QUERY_EXTRA,
      'fragment',
    );
    if (f) return fail(f);
  }
  return { valid: true, kind, error: undefined };
}

/** True when `input` is a `URI` (§3, https://www.rfc-editor.org/rfc/rfc3986#section-3): a URI reference with a scheme. */
export function isURI(input: string): boolean {
  const r = validateURIReference(input);
  return r.valid && r.kind === 'URI';
}
