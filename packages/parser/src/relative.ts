// `relativeURL`: the shortest relative reference from one URL to another (the URL Standard's "make
// relative" idea; the standard itself has no such algorithm). The logic is in `relative-core.ts`.

import { URL } from './default';
import { relativeURLWith, type URLHrefLike, type URLWithBaseConstructor } from './relative-core';

export type { URLHrefLike, URLWithBaseConstructor };

/** The options of `relativeURL`. */
export interface RelativeURLOptions {
  /**
   * The WHATWG `URL` class that parses string arguments and checks candidates (this package's `URL`
   * by default): the result is exact for that class's parser.
   */
  URL?: URLWithBaseConstructor | undefined;
}

/**
 * Returns the shortest string `s` we can find such that `new URL(s, from).href === to.href`: the
 * inverse of resolving a relative URL against a base. Useful to write links between pages, paths in
 * source maps, or references in a manifest that keep working when the whole tree moves.
 *
 * `from` and `to` are URL objects (this package's, Node's, a browser's, whatwg-url's: only `href` is
 * read, and it must be the URL's serialization) or absolute URL strings (parsed first; a string that
 * does not parse throws the URL class's `TypeError`).
 *
 * What comes back, shortest first:
 * - `''` when `to` is `from` without a fragment, `#fragment` when only the fragment differs (also for
 *   URLs with opaque paths such as `mailto:` and `data:`, for which nothing else is relative);
 * - `?query` (plus fragment) for the same path with another query;
 * - a path-relative reference: `file`, `../dir/file`, `.` and `..` for directories, `./` in front
 *   of a first segment that would be read as a scheme (`./a:b`), as a Windows drive letter in a
 *   `file:` URL (`./C:`), or that is empty (`.//x`);
 * - a path-absolute reference (`/dir/file`; `/.//x` for a path that starts with an empty segment);
 * - a scheme-relative reference (`//user@host:port/path`) for another authority with the same scheme;
 * - `to.href` itself when the schemes differ or nothing shorter works.
 * Each candidate is checked by parsing it against `from` with the URL class, so the result always
 * resolves to `to` exactly.
 */
export function relativeURL(
  from: string | URLHrefLike,
  to: string | URLHrefLike,
  options?: RelativeURLOptions | null,
): string {
  return relativeURLWith(options?.URL ?? URL, from, to);
}
