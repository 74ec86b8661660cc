/**
 * The registry: every reader model behind one entry point, so callers (the guard, the inspector)
 * ask "how does each reader read this URL?" in one call.
 */
import { type CurlVersion, curlReader } from './curl';
import { type GoVersion, goReader } from './go';
import type { ReaderOptions } from './idna';
import { javaReader } from './java';
import { nodeLegacyReader } from './node-legacy';
import { perlReader } from './perl';
import { phpReader } from './php';
import { type PythonVersion, pythonReader } from './python';
import { rubyReader } from './ruby';
import type { Reader, ReaderName, ReaderResult } from './types';
import { winhttpReader } from './winhttp';

export interface ReadersOptions extends ReaderOptions {
  /** Python version to model (default '3.12'). */
  readonly python?: PythonVersion;
  /** curl version to model (default '8', the newest release). */
  readonly curl?: CurlVersion;
  /** Go version to model (default '1.27', the newest release). */
  readonly go?: GoVersion;
}

/**
 * Builds the readers with the given options, in a fixed order: Python, curl, Node's legacy
 * `url.parse()`, WinHTTP, then Go, PHP, Java, Ruby and Perl.
 * Documentation: https://docs.python.org/3/library/urllib.parse.html#urllib.parse.urlsplit,
 * https://curl.se/libcurl/c/curl_url_set.html, https://nodejs.org/docs/latest-v20.x/api/url.html#urlparseurlstring-parsequerystring-slashesdenotehost,
 * https://learn.microsoft.com/en-us/windows/win32/api/winhttp/nf-winhttp-winhttpcrackurl
 */
export function createReaders(options: ReadersOptions = {}): readonly Reader[] {
  return [
    pythonReader({ version: options.python ?? '3.12' }),
    curlReader({ version: options.curl ?? '8' }),
    nodeLegacyReader(options.idna === undefined ? {} : { idna: options.idna }),
    winhttpReader(),
    goReader({ version: options.go ?? '1.27' }),
    phpReader(),
    javaReader(),
    rubyReader(),
    perlReader(),
  ];
}

/** Every reader model with default options (newest versions; no IDNA hook, see `readURL`). */
export const readers: readonly Reader[] = /* @__PURE__ */ createReaders();

/**
 * Reads `input` with each named reader (all when `names` is omitted), one result per reader in
 * the order asked. An unknown name is a TypeError naming it.
 * Documentation: https://docs.python.org/3/library/urllib.parse.html#urllib.parse.urlsplit,
 * https://curl.se/libcurl/c/curl_url_set.html, https://nodejs.org/docs/latest-v20.x/api/url.html#urlparseurlstring-parsequerystring-slashesdenotehost,
 * https://learn.microsoft.com/en-us/windows/win32/api/winhttp/nf-winhttp-winhttpcrackurl
 */
export function readURL(
  input: string,
  names?: readonly ReaderName[],
  options?: ReadersOptions,
): ReaderResult[] {
  const list = options === undefined ? readers : createReaders(options);
  if (names === undefined) return list.map((r) => r.read(input));
  return names.map((name) => {
    const reader = list.find((r) => r.info.name === name);
    if (reader === undefined) {
      throw new TypeError(
        `readURL: no reader named ${JSON.stringify(name)} (have ${list.map((r) => r.info.name).join(', ')})`,
      );
    }
    return reader.read(input);
  });
}
