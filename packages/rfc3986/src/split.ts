/**
 * The five components of a URI reference. A component that is absent is `undefined`; a component that
 * is present but empty is `''` (RFC 3986 §5.3 keeps the two apart: `http://a/b?` has an empty query).
 * `path` is always defined (it may be empty).
 */
export interface URIReference {
  scheme: string | undefined;
  authority: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}

/** The parts of an authority (§3.2): `userinfo@host:port`. */
export interface Authority {
  userinfo: string | undefined;
  host: string;
  port: string | undefined;
}

/**
 * Splits a URI reference into its five components exactly as the regular expression of RFC 3986
 * Appendix B does (https://www.rfc-editor.org/rfc/rfc3986#appendix-B):
 * `^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`.
 * Every string splits; whether the parts are valid is `validateURIReference`'s business.
 */
export function splitURIReference(input: string): URIReference {
  const length = input.length;
  let i = 0;
  let scheme: string | undefined;
  // ([^:/?#]+):
  for (let j = 0; j < length; j++) {
    const c = input.charCodeAt(j);
    if (c === 0x3a /* : */) {
      if (j > 0) {
        scheme = input.slice(0, j);
        i = j + 1;
      }
      break;
    }
    if (c === 0x2f || c === 0x3f || c === 0x23) break;
  }
  let authority: string | undefined;
  // (//([^/?#]*))?
  if (input.charCodeAt(i) === 0x2f && input.charCodeAt(i + 1) === 0x2f) {
    let j = i + 2;
    while (j < length) {
      const c = input.charCodeAt(j);
      if (c === 0x2f || c === 0x3f || c === 0x23) break;
      j++;
    }
    authority = input.slice(i + 2, j);
    i = j;
  }
  // ([^?#]*)
  let j = i;
  while (j < length) {
    const c = input.charCodeAt(j);
    if (c === 0x3f || c === 0x23) break;
    j++;
  }
  const path = input.slice(i, j);
  i = j;
  let query: string | undefined;
  if (input.charCodeAt(i) === 0x3f) {
    j = input.indexOf('#', i + 1);
    if (j < 0) j = length;
    query = input.slice(i + 1, j);
    i = j;
  }
  const fragment = i < length ? input.slice(i + 1) : undefined;
  return { scheme, authority, path, query, fragment };
}

/**
 * Splits an authority into userinfo, host and port (§3.2). The userinfo ends at the LAST `@` (a valid
 * userinfo has none, so this only matters for invalid input; it is what Python's `urlsplit` and curl
 * do). The host is an IP literal in brackets, or everything up to the next `:`.
 * https://www.rfc-editor.org/rfc/rfc3986#section-3.2
 */
export function splitAuthority(authority: string): Authority {
  const at = authority.lastIndexOf('@');
  const userinfo = at >= 0 ? authority.slice(0, at) : undefined;
  const start = at + 1;
  let end: number;
  if (authority.charCodeAt(start) === 0x5b /* [ */) {
    const close = authority.indexOf(']', start);
    end = close < 0 ? authority.length : close + 1;
    const colon = authority.indexOf(':', end);
    // anything between "]" and ":" is left in the host so that validation can point at it
    if (colon >= 0) end = colon;
    else end = authority.length;
  } else {
    const colon = authority.indexOf(':', start);
    end = colon < 0 ? authority.length : colon;
  }
  const host = authority.slice(start, end);
  const port = end < authority.length ? authority.slice(end + 1) : undefined;
  return { userinfo, host, port };
}

/** Component recomposition (§5.3, https://www.rfc-editor.org/rfc/rfc3986#section-5.3). */
export function recomposeURIReference(ref: URIReference): string {
  let result = '';
  if (ref.scheme !== undefined) result += `${ref.scheme}:`;
  if (ref.authority !== undefined) result += `//${ref.authority}`;
  // A path that starts with "//" but has no authority would read back as an authority: resolution
  // and dot-segment removal can produce one (`..//x` against `urn:a`). "/." before it keeps the
  // meaning (remove_dot_segments takes it away again) and the reading.
  else if (ref.path.charCodeAt(0) === 0x2f && ref.path.charCodeAt(1) === 0x2f) result += '/.';
  result += ref.path;
  if (ref.query !== undefined) result += `?${ref.query}`;
  if (ref.fragment !== undefined) result += `#${ref.fragment}`;
  return result;
}
