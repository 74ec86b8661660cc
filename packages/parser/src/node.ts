// `@url/parser/node`: Node's `node:url` helpers for file paths and `http.request()` options, as pure
// functions that run anywhere (browsers, workers, Deno, Bun). They return and accept this package's
// `URL` objects (and any other WHATWG URL object). See `node-file-url.ts` for the logic.

import { domainToUnicode as hostDomainToUnicode, serializeHost } from '@url/host';
import { basicURLParse, URL } from './default';
import { domainToASCIIWith } from './node-domain';
import {
  type FileURLLike,
  type FileURLToPathOptions,
  fileURLToPathWith,
  type HttpOptions,
  type HttpURLLike,
  type PathToFileURLOptions,
  pathToFileURLWith,
  urlToHttpOptionsImpl,
} from './node-file-url';
import type { URLRecord } from './types';

export type { FileURLLike, FileURLToPathOptions, HttpOptions, HttpURLLike, PathToFileURLOptions };

/**
 * Converts a `file:` URL to a file path, as Node's `url.fileURLToPath(url, { windows })`:
 * https://nodejs.org/docs/latest-v20.x/api/url.html#urlfileurltopathurl-options
 *
 * `url` is a string (parsed with this package's `URL`) or a WHATWG URL object: ours, Node's, or
 * anything with `href`, `protocol`, `hostname` and `pathname` and no `auth`/`path` (which would make
 * it a legacy `url.parse()` result). The path is percent-decoded with `decodeURIComponent`.
 *
 * Differences from Node: `windows` defaults to `false` (POSIX paths) rather than to the platform, and
 * error messages name the offending URL. Otherwise the result and the errors are Node's:
 * - `TypeError` `ERR_INVALID_ARG_TYPE`: `url` is neither a string nor a URL object;
 * - `TypeError` `ERR_INVALID_URL`: the string does not parse (the input is in `error.input`);
 * - `TypeError` `ERR_INVALID_URL_SCHEME`: not a `file:` URL;
 * - `TypeError` `ERR_INVALID_FILE_URL_HOST`: POSIX, and the URL has a host (`file://host/x`);
 * - `TypeError` `ERR_INVALID_FILE_URL_PATH`: the path has an encoded `/` (or, on Windows, `\`), or a
 *   Windows path has neither a host (UNC) nor a drive letter;
 * - `URIError` (no code): the path's percent-encoding is not UTF-8 (`file:///%E9`).
 *
 * With `windows`, a host gives a UNC path (`file://server/share/f` → `\\server\share\f`), its
 * `xn--` labels decoded to Unicode.
 */
export function fileURLToPath(url: string | FileURLLike, options?: FileURLToPathOptions | null): string {
  return fileURLToPathWith(URL, hostDomainToUnicode, url, options);
}

/**
 * Converts a file path to a `file:` URL (one of this package's `URL` objects), as Node's
 * `url.pathToFileURL(path, { windows })`:
 * https://nodejs.org/docs/latest-v20.x/api/url.html#urlpathtofileurlpath-options
 *
 * The path is resolved (`.` and `..` segments applied, made absolute) and the characters that would
 * otherwise change the URL's meaning (`%`, `#`, `?`, `\` on POSIX, tab, newlines, …) are
 * percent-encoded, so that `fileURLToPath(pathToFileURL(p))` gives back the resolved `p`. With
 * `windows`, drive letters and `\` separators are understood, and a UNC path
 * (`\\server\share\f`, `\\?\UNC\server\share\f`) gives a URL with that server as its host.
 *
 * Differences from Node, which reads the machine it runs on:
 * - `windows` defaults to `false` (POSIX paths) rather than to the platform;
 * - a path that needs a working directory (a relative path, `''`, and on Windows a path without a
 *   drive such as `\dir` or a drive-relative one such as `C:dir`) resolves against `options.cwd`,
 *   and throws a `TypeError` with code `ERR_MISSING_OPTION` without one (pass `process.cwd()` in
 *   Node to get `node:url`'s results);
 * - with `windows` on a POSIX machine, Node 20 appends a slash to a root with a trailing separator
 *   (`C:\` → `file:///C://`); we give what Node gives on Windows (`file:///C:/`).
 *
 * Errors: `TypeError` `ERR_INVALID_ARG_TYPE` when `path` (or `options.cwd`) is not a string;
 * `TypeError` `ERR_INVALID_ARG_VALUE` for a UNC path without a server or without a resource, or a
 * `cwd` that is not absolute.
 *
 * Node's quirks are kept: a UNC server name that is not a valid host is dropped (`\\a b\s` gives
 * `file:///s`), and the URL parser strips leading and trailing C0 controls of the path (`/x\x01`
 * gives `file:///x`).
 */
export function pathToFileURL(path: string, options?: PathToFileURLOptions | null): URL {
  return pathToFileURLWith(URL, path, options);
}

/**
 * Converts a URL object to the options object `http.request()` and `https.request()` take, as Node's
 * `url.urlToHttpOptions(url)`:
 * https://nodejs.org/docs/latest-v20.x/api/url.html#urlurltohttpoptionsurl
 *
 * The result (with a `null` prototype) holds the URL object's own enumerable properties, then
 * `protocol`, `hostname` (IPv6 brackets removed), `hash`, `search`, `pathname`, `path`
 * (pathname + search) and `href`; `port` as a number when the URL has one; and `auth`
 * (`username:password`, each decoded with `decodeURIComponent`) when either is non-empty. As in
 * Node, credentials whose percent-encoding is not UTF-8 (`http://%E9@host/`) throw a `URIError`.
 */
export function urlToHttpOptions(url: HttpURLLike): HttpOptions {
  return urlToHttpOptionsImpl(url);
}

const setHostname = (input: string, url: URLRecord): URLRecord | null =>
  basicURLParse(input, { url, stateOverride: 'hostname state' });

/**
 * Node's `url.domainToASCII(domain)`
 * (https://nodejs.org/docs/latest-v20.x/api/url.html#urldomaintoasciidomain): the ASCII serialization
 * of `domain` read as the host of a special URL, or the empty string when it is not a valid one.
 *
 * As Node does it: the [`hostname` setter](https://url.spec.whatwg.org/#dom-url-hostname) on
 * `ws://x`, then the hostname. So the input is percent-decoded and run through the
 * [domain parser](https://url.spec.whatwg.org/#concept-domain-to-ascii) (IDNA), IPv4 numbers are
 * normalized (`0x7f.1` gives `127.0.0.1`), an IPv6 literal keeps its brackets, and the input ends at
 * the first `/`, `?`, `#` or `\` (`a.com/x` gives `a.com`). Failure (`xn--iñvalid.com`, `a b`, a
 * port) gives `''`, never an exception; the argument is converted with `String()`, and a missing
 * one throws a `TypeError` with code `ERR_MISSING_ARGS`.
 */
export function domainToASCII(...args: [domain: string]): string {
  return domainToASCIIWith(setHostname, serializeHost, args);
}

/**
 * Node's `url.domainToUnicode(domain)`
 * (https://nodejs.org/docs/latest-v20.x/api/url.html#urldomaintounicodedomain): `domainToASCII`'s
 * result, then [domain to Unicode](https://url.spec.whatwg.org/#concept-domain-to-unicode)
 * (`xn--` labels decoded); `''` when `domainToASCII` gives `''`.
 */
export function domainToUnicode(...args: [domain: string]): string {
  const ascii = domainToASCIIWith(setHostname, serializeHost, args);
  return ascii === '' ? '' : hostDomainToUnicode(ascii);
}
