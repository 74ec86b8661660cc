// The logic behind `@url/parser/node`, written against any WHATWG `URL` class passed in (ours in
// `node.ts`; whatwg-url's or Node's in the tests), so that it can be tested and reused on its own.
// Behaviour reference: Node 20.20's lib/internal/url.js (read to match, written anew).

import {
  encodePathChars,
  invalidArgType,
  invalidArgValue,
  isWin32AbsoluteWithDevice,
  nodeError,
  posixResolve,
  win32Resolve,
} from './node-path';

/** What the Node helpers need from a URL object: the WHATWG `URL` getters they read. */
export interface FileURLLike {
  readonly href: string;
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
}

/** A URL object whose `hostname` and `pathname` can be set, as `pathToFileURL` does for UNC paths. */
export interface MutableURLLike {
  href: string;
  hostname: string;
  pathname: string;
}

/** A WHATWG `URL` class: `new URLClass(input)` parses or throws a `TypeError`. */
export type URLConstructorLike<T> = new (input: string) => T;

/** The options of `fileURLToPath`. */
export interface FileURLToPathOptions {
  /**
   * Produce a Windows path (`C:\dir\file`, `\\server\share\file`) rather than a POSIX one. Node's
   * default is the platform it runs on; ours is `false` (POSIX), since `src/` has no `process.platform`.
   */
  windows?: boolean | undefined;
}

/** The options of `pathToFileURL`. */
export interface PathToFileURLOptions {
  /**
   * Read `path` as a Windows path (drive letters, `\` separators, UNC paths). Node's default is the
   * platform it runs on; ours is `false` (POSIX).
   */
  windows?: boolean | undefined;
  /**
   * The working directory that relative paths resolve against, standing for Node's `process.cwd()`
   * (and, for Windows drive-relative paths such as `C:file`, for the drive's own working directory:
   * when `cwd` is on another drive, the drive's root is used, as Node does without `=C:` in its
   * environment). It must be absolute: `/home/me` for POSIX, `C:\Users\me` or `\\server\share` for
   * Windows. It is only read when the path needs it; a path that needs it without one throws a
   * `TypeError` with code `ERR_MISSING_OPTION`. In Node, pass `{ cwd: process.cwd() }` to get
   * `node:url`'s results.
   */
  cwd?: string | undefined;
}

/** Node's `isURL`: a WHATWG URL object, told apart from a legacy `url.parse()` result. */
function isURLObject(value: unknown): value is FileURLLike {
  const candidate = value as Record<string, unknown> | null | undefined;
  return Boolean(
    candidate?.href && candidate.protocol && candidate.auth === undefined && candidate.path === undefined,
  );
}

/** `decodeURIComponent`, with the input in the `URIError`'s message. */
export function decodeURIComponentOrThrow(value: string, what: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new URIError(`URI malformed: ${what} ${JSON.stringify(value)} is not valid percent-encoded UTF-8`);
  }
}

/** `%2F`/`%2f` at `i` (and, when `backslashToo`, `%5C`/`%5c`), as Node checks it. */
function isEncodedSeparator(pathname: string, i: number, backslashToo: boolean): boolean {
  const second = pathname.charCodeAt(i + 1);
  const third = pathname.charCodeAt(i + 2) | 0x20;
  return (second === 0x32 && third === 0x66) || (backslashToo && second === 0x35 && third === 0x63);
}

function invalidFileURLPath(reason: string, href: string): TypeError {
  return nodeError(TypeError, 'ERR_INVALID_FILE_URL_PATH', `File URL path ${reason}: ${href}`);
}

function pathFromURLWin32(url: FileURLLike, domainToUnicode: (domain: string) => string): string {
  const hostname = url.hostname;
  let pathname = url.pathname;
  for (let i = pathname.indexOf('%'); i !== -1; i = pathname.indexOf('%', i + 1)) {
    if (isEncodedSeparator(pathname, i, true)) {
      throw invalidFileURLPath('must not include encoded \\ or / characters', url.href);
    }
  }
  pathname = decodeURIComponentOrThrow(pathname.replaceAll('/', '\\'), 'file URL path');
  if (hostname !== '') {
    // A host makes it a UNC path. Node passes the host through domainToUnicode, so that an IDN
    // written as `xn--` labels comes back in Unicode.
    return `\\\\${domainToUnicode(hostname)}${pathname}`;
  }
  // Otherwise, the path must start with a drive letter.
  const letter = pathname.charCodeAt(1) | 0x20;
  if (letter < 0x61 || letter > 0x7a || pathname.charCodeAt(2) !== 0x3a) {
    throw invalidFileURLPath('must be absolute', url.href);
  }
  return pathname.slice(1);
}

function pathFromURLPosix(url: FileURLLike): string {
  if (url.hostname !== '') {
    throw nodeError(
      TypeError,
      'ERR_INVALID_FILE_URL_HOST',
      `File URL host must be "localhost" or empty on POSIX: ${url.href}`,
    );
  }
  const pathname = url.pathname;
  for (let i = pathname.indexOf('%'); i !== -1; i = pathname.indexOf('%', i + 1)) {
    if (isEncodedSeparator(pathname, i, false)) {
      throw invalidFileURLPath('must not include encoded / characters', url.href);
    }
  }
  return decodeURIComponentOrThrow(pathname, 'file URL path');
}

/**
 * Node's `url.fileURLToPath(url, { windows })` over a given URL class (used for string input) and
 * `domainToUnicode` (used for UNC hosts).
 */
export function fileURLToPathWith(
  URLClass: URLConstructorLike<FileURLLike>,
  domainToUnicode: (domain: string) => string,
  url: unknown,
  options?: FileURLToPathOptions | null,
): string {
  const windows = Boolean(options?.windows ?? false);
  let parsed: FileURLLike;
  if (typeof url === 'string') {
    try {
      parsed = new URLClass(url);
    } catch {
      const error = nodeError(TypeError, 'ERR_INVALID_URL', `Invalid URL: ${JSON.stringify(url)}`);
      (error as TypeError & { input?: string }).input = url;
      throw error;
    }
  } else if (isURLObject(url)) {
    parsed = url;
  } else {
    throw invalidArgType('path', 'of type string or an instance of URL', url);
  }
  if (parsed.protocol !== 'file:') {
    throw nodeError(
      TypeError,
      'ERR_INVALID_URL_SCHEME',
      `The URL must be of scheme file: ${JSON.stringify(parsed.href)}`,
    );
  }
  return windows ? pathFromURLWin32(parsed, domainToUnicode) : pathFromURLPosix(parsed);
}

/**
 * What `pathToFileURL` hands to the URL class: either a string to parse (`href`), or, for a Windows
 * UNC path, a host and a path to set on `file://` through the `hostname` and `pathname` setters.
 */
export type FileURLTarget = { href: string } | { hostname: string; pathname: string };

/**
 * The string part of Node's `url.pathToFileURL(path, { windows })`: resolves and percent-encodes
 * `path` exactly as Node does, leaving the URL parsing to the caller (see `FileURLTarget`).
 */
export function pathToFileURLTarget(path: unknown, options?: PathToFileURLOptions | null): FileURLTarget {
  if (typeof path !== 'string') throw invalidArgType('path', 'of type string', path);
  const windows = Boolean(options?.windows ?? false);
  const cwd = options?.cwd;
  if (cwd !== undefined) {
    if (typeof cwd !== 'string') throw invalidArgType('options.cwd', 'of type string', cwd);
    if (windows ? !isWin32AbsoluteWithDevice(cwd) : cwd.charCodeAt(0) !== 0x2f) {
      throw invalidArgValue(
        'options.cwd',
        cwd,
        windows ? 'must be an absolute Windows path with a drive or UNC root' : 'must be an absolute path',
      );
    }
  }
  if (windows && path.startsWith('\\\\')) {
    // UNC path: \\server\share\resource, or the extended form \\?\UNC\server\share\resource.
    const prefixLength = path.startsWith('\\\\?\\UNC\\') ? 8 : 2;
    const hostnameEnd = path.indexOf('\\', prefixLength);
    if (hostnameEnd === -1) throw invalidArgValue('path', path, 'Missing UNC resource path');
    if (hostnameEnd === 2) throw invalidArgValue('path', path, 'Empty UNC servername');
    // Node sets `domainToASCII(hostname)` (the empty string when that fails) as the hostname.
    // Setting the raw hostname on a file URL gives the same host: both go through the special-scheme
    // host parser, both end with an empty host on failure, and Node's result parses back to itself.
    return {
      hostname: path.slice(prefixLength, hostnameEnd),
      pathname: encodePathChars(path.slice(hostnameEnd).replaceAll('\\', '/'), true),
    };
  }
  let resolved = windows ? win32Resolve(path, cwd) : posixResolve(path, cwd);
  // Resolving drops a trailing separator; put it back as "/". Node compares with the separator of the
  // platform it runs on (`path.sep`) whatever `windows` says; we compare with the one of the platform
  // asked for, which is what Node does on that platform (`C:\` gives `file:///C:/`, where Node on
  // POSIX gives `file:///C://`).
  const last = path.charCodeAt(path.length - 1);
  if (
    (last === 0x2f || (windows && last === 0x5c)) &&
    resolved.charCodeAt(resolved.length - 1) !== (windows ? 0x5c : 0x2f)
  ) {
    resolved += '/';
  }
  return { href: `file://${encodePathChars(resolved, windows)}` };
}

/** Node's `url.pathToFileURL(path, options)` over a given URL class. */
export function pathToFileURLWith<T extends MutableURLLike>(
  URLClass: URLConstructorLike<T>,
  path: unknown,
  options?: PathToFileURLOptions | null,
): T {
  const target = pathToFileURLTarget(path, options);
  if ('href' in target) return new URLClass(target.href);
  const url = new URLClass('file://');
  url.hostname = target.hostname;
  url.pathname = target.pathname;
  return url;
}

/** What `urlToHttpOptions` reads from a URL object. */
export interface HttpURLLike {
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly href: string;
}

/** The options object `urlToHttpOptions` returns, as `http.request()` takes it. */
export interface HttpOptions {
  protocol: string;
  /** The hostname, IPv6 addresses without their brackets. */
  hostname: string;
  hash: string;
  search: string;
  pathname: string;
  /** `pathname` followed by `search`. */
  path: string;
  href: string;
  /** The port as a number, present when the URL has one. */
  port?: number;
  /** `username:password`, percent-decoded, present when either is non-empty. */
  auth?: string;
  /** The URL object's own enumerable properties are copied too (as Node does). */
  [extra: string]: unknown;
}

/** Node's `url.urlToHttpOptions(url)`. */
export function urlToHttpOptionsImpl(url: HttpURLLike): HttpOptions {
  const { hostname, pathname, port, username, password, search } = url;
  const options = {
    __proto__: null,
    // In case the URL object was extended by the user (Node's comment): own properties come first.
    ...url,
    protocol: url.protocol,
    hostname: hostname && hostname[0] === '[' ? hostname.slice(1, -1) : hostname,
    hash: url.hash,
    search: search,
    pathname: pathname,
    path: `${pathname || ''}${search || ''}`,
    href: url.href,
  } as unknown as HttpOptions;
  if (port !== '') options.port = Number(port);
  if (username || password) {
    options.auth = `${decodeURIComponentOrThrow(username, 'username')}:${decodeURIComponentOrThrow(password, 'password')}`;
  }
  return options;
}
