import { recomposeURIReference, splitURIReference, type URIReference } from './split';

/**
 * remove_dot_segments (RFC 3986 §5.2.4, https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4): removes
 * the special "." and ".." complete path segments. Linear time: the output buffer is kept as a list of
 * segments, each with its leading "/", so rule C's "remove the last segment" is a pop.
 */
export function removeDotSegments(path: string): string {
  if (path.indexOf('.') < 0) return path;
  const output: string[] = [];
  const length = path.length;
  let i = 0;
  while (i < length) {
    // A. If the input buffer begins with a prefix of "../" or "./", then remove that prefix
    if (path.startsWith('../', i)) {
      i += 3;
      continue;
    }
    if (path.startsWith('./', i)) {
      i += 2;
      continue;
    }
    // B. if the input buffer begins with a prefix of "/./" or "/.", where "." is a complete path
    //    segment, then replace that prefix with "/"
    if (path.startsWith('/./', i)) {
      i += 2;
      continue;
    }
    if (i + 2 === length && path.startsWith('/.', i)) {
      output.push('/');
      break;
    }
    // C. if the input buffer begins with a prefix of "/../" or "/..", where ".." is a complete path
    //    segment, then replace that prefix with "/" and remove the last segment and its preceding "/"
    //    (if any) from the output buffer
    if (path.startsWith('/../', i)) {
      i += 3;
      output.pop();
      continue;
    }
    if (i + 3 === length && path.startsWith('/..', i)) {
      output.pop();
      output.push('/');
      break;
    }
    // D. if the input buffer consists only of "." or "..", then remove that from the input buffer
    if ((i + 1 === length && path.charCodeAt(i) === 0x2e) || (i + 2 === length && path.startsWith('..', i))) {
      break;
    }
    // E. move the first path segment in the input buffer to the end of the output buffer
    let j = path.charCodeAt(i) === 0x2f ? i + 1 : i;
    while (j < length && path.charCodeAt(j) !== 0x2f) j++;
    output.push(path.slice(i, j));
    i = j;
  }
  return output.join('');
}

/** Merge paths (§5.2.3). */
function merge(base: URIReference, refPath: string): string {
  if (base.authority !== undefined && base.path === '') return `/${refPath}`;
  const slash = base.path.lastIndexOf('/');
  return slash < 0 ? refPath : base.path.slice(0, slash + 1) + refPath;
}

/**
 * Transform References (§5.2.2, https://www.rfc-editor.org/rfc/rfc3986#section-5.2.2): resolves `reference`
 * against `base` (which must have a scheme) and returns the target URI's components. With
 * `strict: false`, a reference whose scheme equals the base's is treated as relative, as §5.2.2 allows
 * "for backward compatibility".
 */
export function transformReference(
  base: URIReference,
  reference: URIReference,
  { strict = true }: { strict?: boolean } = {},
): URIReference {
  const r = { ...reference };
  if (
    !strict &&
    r.scheme !== undefined &&
    base.scheme !== undefined &&
    r.scheme.toLowerCase() === base.scheme.toLowerCase()
  )
    r.scheme = undefined;
  if (r.scheme !== undefined) {
    return {
      scheme: r.scheme,
      authority: r.authority,
      path: removeDotSegments(r.path),
      query: r.query,
      fragment: r.fragment,
    };
  }
  if (r.authority !== undefined) {
    return {
      scheme: base.scheme,
      authority: r.authority,
      path: removeDotSegments(r.path),
      query: r.query,
      fragment: r.fragment,
    };
  }
  if (r.path === '') {
    return {
      scheme: base.scheme,
      authority: base.authority,
      path: base.path,
      query: r.query !== undefined ? r.query : base.query,
      fragment: r.fragment,
    };
  }
  const path =
    r.path.charCodeAt(0) === 0x2f ? removeDotSegments(r.path) : removeDotSegments(merge(base, r.path));
  return { scheme: base.scheme, authority: base.authority, path, query: r.query, fragment: r.fragment };
}

/**
 * Resolves a URI reference against a base URI (§5.2) and recomposes the result (§5.3).
 * Throws a TypeError when the base has no scheme (§5.1: "the base URI must be ... an absolute URI").
 * https://www.rfc-editor.org/rfc/rfc3986#section-5.2
 */
export function resolveURIReference(base: string, reference: string, options?: { strict?: boolean }): string {
  const b = splitURIReference(base);
  if (b.scheme === undefined) throw new TypeError(`The base ${JSON.stringify(base)} has no scheme`);
  return recomposeURIReference(transformReference(b, splitURIReference(reference), options));
}
