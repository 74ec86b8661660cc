/**
 * `@url/parser/polyfill`: an opt-in polyfill. `import '@url/parser/polyfill'` installs this
 * package's `URL` and `URLSearchParams` as `globalThis.URL` and `globalThis.URLSearchParams` when
 * the runtime has none, or when the runtime's fail a quick conformance probe
 * ({@link isConformingURL}). The two are installed together (our `URL#searchParams` is our
 * `URLSearchParams`), so `url.searchParams instanceof URLSearchParams` stays true. Importing
 * `@url/parser` itself never touches globals.
 * @module
 */

import { URLSearchParams } from '@url/searchparams';
import { URL } from './default';

/**
 * Whether a `URL` / `URLSearchParams` pair behaves as the URL Standard says on a few cheap probes:
 * the statics (`URL.parse`, `URL.canParse`), special-scheme parsing (backslashes, IPv4 in other
 * notations, dot segments, percent-encoding, default ports), a live `searchParams`, and the
 * 2023 `URLSearchParams` additions (`size`, `has`/`delete` with a value). Not a spec algorithm: a
 * quick check of the {@link https://url.spec.whatwg.org/#url-class | URL class} and
 * {@link https://url.spec.whatwg.org/#interface-urlsearchparams | URLSearchParams} interfaces,
 * far from the whole WPT suite (a runtime that passes it can still differ in corner cases, see the
 * repository's tooling/runtimes/RESULTS.md).
 */
export function isConformingURL(CandidateURL: unknown, CandidateParams: unknown): boolean {
  if (typeof CandidateURL !== 'function' || typeof CandidateParams !== 'function') return false;
  try {
    const U = CandidateURL as typeof URL;
    const P = CandidateParams as typeof URLSearchParams;
    if (typeof U.parse !== 'function' || typeof U.canParse !== 'function') return false;
    if (U.parse('nope') !== null || U.canParse('http://[::1') || !U.canParse('a:b')) return false;
    const url = new U('HTTP://EX%41mple.COM:80\\a/./b/../c d?q=1 2#f g');
    if (url.href !== 'http://example.com/a/c%20d?q=1%202#f%20g') return false;
    if (new U('http://0x7f.1/').host !== '127.0.0.1') return false;
    if (new U('../x', 'http://h/a/b/c').href !== 'http://h/a/x') return false;
    if (new U('non-special://h/ a').pathname !== '/%20a') return false;
    url.searchParams.append('x', 'y z');
    if (url.search !== '?q=1+2&x=y+z') return false;
    url.search = '?k=v';
    if (url.searchParams.get('k') !== 'v' || !(url.searchParams instanceof P)) return false;
    const params = new P('a=1&a=2&b=3');
    if (params.size !== 3 || !params.has('a', '2') || params.has('a', '3')) return false;
    params.delete('a', '1');
    return params.toString() === 'a=2&b=3';
  } catch {
    return false;
  }
}

/**
 * Installs `URL` and `URLSearchParams` on `globalThis` unless a conforming pair is there already.
 * Returns true when it installed this package's classes. Not a spec algorithm.
 * Not a spec algorithm; installs the interfaces https://url.spec.whatwg.org/#url-class and
 * https://url.spec.whatwg.org/#interface-urlsearchparams.
 */
export function install(): boolean {
  const g = globalThis as { URL?: unknown; URLSearchParams?: unknown };
  if (isConformingURL(g.URL, g.URLSearchParams)) return false;
  for (const [name, value] of [
    ['URL', URL],
    ['URLSearchParams', URLSearchParams],
  ] as const) {
    Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: false });
  }
  return true;
}

/** Whether importing this module installed the classes (false when the runtime's were kept). */
export const installed: boolean = install();

export { URL, URLSearchParams };
