// The logic behind `relativeURL` ("make relative": the inverse of parsing against a base; the URL
// Standard has no such algorithm), written against any WHATWG `URL` class passed in.
//
// How it works: both URLs are split from their serializations (`href`), a handful of candidate
// strings is built from the parser's rules for relative input (fragment-only, query-only,
// path-relative, path-absolute, scheme-relative), and the shortest candidate that the URL class
// resolves against `from` to exactly `to.href` is returned; `to.href` itself when none does. The
// check makes the answer right by construction, also for the corners the builder may not foresee.

/** Anything with the serialization of a URL: a WHATWG URL object (ours, Node's, a browser's, …). */
export interface URLHrefLike {
  readonly href: string;
}

/** A WHATWG `URL` class: `new URLClass(input, base)` parses `input` against `base` or throws. */
export type URLWithBaseConstructor = new (input: string, base?: string) => URLHrefLike;

/** The parts of a URL serialization. */
interface HrefParts {
  scheme: string;
  /** What follows `//` up to the path (`user:pass@host:port`), or `null` when the URL has no host. */
  authority: string | null;
  /** The serialized path: `''`, `/a/b`, or an opaque path (`x@example.org` in `mailto:x@example.org`). */
  path: string;
  opaque: boolean;
  query: string | null;
  fragment: string | null;
}

/**
 * Splits a URL serialization. `?` and `#` are percent-encoded everywhere before the query and the
 * fragment, and `/`, `?`, `#` in the userinfo, so the first of each delimits.
 */
function splitHref(href: string): HrefParts {
  const length = href.length;
  const colon = href.indexOf(':');
  let i = colon + 1;
  let authority: string | null = null;
  if (href.charCodeAt(i) === 0x2f && href.charCodeAt(i + 1) === 0x2f) {
    let end = i + 2;
    while (end < length) {
      const c = href.charCodeAt(end);
      if (c === 0x2f || c === 0x3f || c === 0x23) break;
      end++;
    }
    authority = href.slice(i + 2, end);
    i = end;
  } else if (href.startsWith('/./', i)) {
    // "If url's host is null, url does not have an opaque path, url's path's size is greater than 1,
    // and url's path[0] is the empty string, then append U+002F (/) followed by U+002E (.) to output."
    i += 2;
  }
  const opaque = authority === null && href.charCodeAt(i) !== 0x2f;
  let pathEnd = i;
  while (pathEnd < length) {
    const c = href.charCodeAt(pathEnd);
    if (c === 0x3f || c === 0x23) break;
    pathEnd++;
  }
  let query: string | null = null;
  let fragment: string | null = null;
  let hash = pathEnd;
  if (href.charCodeAt(pathEnd) === 0x3f) {
    hash = href.indexOf('#', pathEnd + 1);
    if (hash === -1) hash = length;
    query = href.slice(pathEnd + 1, hash);
  }
  if (hash < length) fragment = href.slice(hash + 1);
  return { scheme: href.slice(0, colon), authority, path: href.slice(i, pathEnd), opaque, query, fragment };
}

function isASCIIAlpha(c: number): boolean {
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

/** Whether relative input starting with `segment` would be read as `scheme:…` by the scheme state. */
function startsWithScheme(segment: string): boolean {
  if (segment.length === 0 || !isASCIIAlpha(segment.charCodeAt(0))) return false;
  for (let i = 1; i < segment.length; i++) {
    const c = segment.charCodeAt(i);
    if (c === 0x3a) return true;
    if (!(isASCIIAlpha(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e))
      return false;
  }
  return false;
}

/** A Windows drive letter (`C:` or `C|`): https://url.spec.whatwg.org/#windows-drive-letter */
function isWindowsDriveLetter(segment: string): boolean {
  if (segment.length !== 2 || !isASCIIAlpha(segment.charCodeAt(0))) return false;
  const c = segment.charCodeAt(1);
  return c === 0x3a || c === 0x7c;
}

/** The path-relative candidate (`../x`, `./a:b`, `.`), or `null` when there is none. */
function pathRelative(a: HrefParts, b: HrefParts, suffix: string): string | null {
  const aSegments = a.path === '' ? [] : a.path.slice(1).split('/');
  const bSegments = b.path.slice(1).split('/');
  // Relative input replaces the base's last segment: it starts from the base's "directory".
  const dirLength = aSegments.length > 0 ? aSegments.length - 1 : 0;
  // The last segment of `b` always comes from the input (at least as `.` or `..`), so keep it out of
  // the shared part.
  const limit = Math.min(dirLength, bSegments.length - 1);
  let shared = 0;
  while (shared < limit && aSegments[shared] === bSegments[shared]) shared++;
  const ups = dirLength - shared;
  // "If url's scheme is "file", path's size is 1, and path[0] is a normalized Windows drive letter,
  // then return": `..` cannot remove a drive letter, so `file:///C:/a/` cannot reach `file:///D:/`.
  // (ups > 0: dirLength > 0, so aSegments is not empty.)
  if (a.scheme === 'file' && shared === 0 && ups > 0 && isWindowsDriveLetter(aSegments[0]!)) return null;
  // shared <= bSegments.length - 1: rest has at least one segment.
  const rest = bSegments.slice(shared);
  if (rest.length === 1 && rest[0] === '') {
    // `b` is a directory of `a` (`/x/`): `..` and `.` at the end leave an empty last segment.
    return (ups > 0 ? `${'../'.repeat(ups - 1)}..` : '.') + suffix;
  }
  let relative = '../'.repeat(ups) + rest.join('/');
  if (ups === 0) {
    const first = rest[0]!;
    // `./` when the input would otherwise start with `/` (an empty segment: `a//b` from `a/`), be read
    // as a scheme (`a:b`), or, in a file URL, start with a Windows drive letter (which would replace
    // the whole path).
    if (first === '' || startsWithScheme(first) || (a.scheme === 'file' && isWindowsDriveLetter(first))) {
      relative = `./${relative}`;
    }
  }
  return relative + suffix;
}

/** The candidates, in order of preference among equal lengths. */
function candidates(a: HrefParts, b: HrefParts): string[] {
  const list: string[] = [];
  if (a.scheme !== b.scheme) return list;
  const fragment = b.fragment !== null ? `#${b.fragment}` : '';
  const suffix = (b.query !== null ? `?${b.query}` : '') + fragment;
  const sameAuthority = a.authority === b.authority;
  if (sameAuthority && a.opaque === b.opaque && a.path === b.path && a.query === b.query) {
    // Only the fragment may differ. Empty input gives the base without its fragment.
    list.push(fragment);
  }
  // "If base is null, or base has an opaque path and c is not U+0023 (#), ... return failure."
  if (a.opaque) return list;
  if (b.authority !== null) list.push(`//${b.authority}${b.path}${suffix}`);
  if (!sameAuthority || b.opaque) return list;
  if (a.path === b.path && b.query !== null) list.push(`?${b.query}${fragment}`);
  if (b.path !== '') {
    // Path-relative first: between two of the same length, it is the one that survives moving both
    // URLs to another directory.
    const relative = pathRelative(a, b, suffix);
    if (relative !== null) list.push(relative);
    // `//x` would be read as a host: `/.//x` keeps the empty first segment.
    list.push((b.path.startsWith('//') ? '/.' : '') + b.path + suffix);
  }
  return list;
}

/**
 * The shortest string `s` we find such that `new URLClass(s, fromHref).href === toHref`; `toHref`
 * when no relative form resolves to it.
 */
export function relativeHref(URLClass: URLWithBaseConstructor, fromHref: string, toHref: string): string {
  const list = candidates(splitHref(fromHref), splitHref(toHref));
  // Shortest first; among equal lengths, the order they were listed in (sort is stable).
  list.sort((x, y) => x.length - y.length);
  for (const candidate of list) {
    if (candidate.length >= toHref.length) break;
    let resolved: string;
    try {
      resolved = new URLClass(candidate, fromHref).href;
    } catch {
      continue;
    }
    if (resolved === toHref) return candidate;
  }
  return toHref;
}

/** The serialization of `url`: a URL object's `href`, or a string parsed with `URLClass`. */
export function hrefOf(URLClass: URLWithBaseConstructor, url: unknown, name: string): string {
  if (typeof url === 'string') return new URLClass(url).href;
  const href = (url as URLHrefLike | null | undefined)?.href;
  if (typeof href !== 'string') {
    throw new TypeError(
      `relativeURL: "${name}" must be a URL object or a string, received ${url === null ? 'null' : typeof url}`,
    );
  }
  return href;
}

/** `relativeURL` over a given URL class. */
export function relativeURLWith(
  URLClass: URLWithBaseConstructor,
  from: string | URLHrefLike,
  to: string | URLHrefLike,
): string {
  return relativeHref(URLClass, hrefOf(URLClass, from, 'from'), hrefOf(URLClass, to, 'to'));
}
