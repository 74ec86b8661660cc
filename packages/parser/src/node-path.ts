// Private helpers of `@url/parser/node`: Node's `path.posix.resolve` / `path.win32.resolve` for a
// single path (with an explicit working directory instead of `process.cwd()`), the percent-encoding
// Node's `pathToFileURL` applies before URL parsing, and Node-style errors.
// Behaviour reference: https://github.com/nodejs/node/blob/v20.20.0/lib/path.js and
// https://github.com/nodejs/node/blob/v20.20.0/lib/internal/url.js (read to match, written anew).

const SLASH = 0x2f;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const DOT = 0x2e;

/** An error shaped like Node's internal errors: the given class, with a `code` property. */
export type NodeStyleError = Error & { code?: string; input?: unknown };

export function nodeError<E extends Error>(
  ErrorClass: new (message: string) => E,
  code: string | undefined,
  message: string,
): E & { code?: string } {
  const error = new ErrorClass(message) as E & { code?: string };
  if (code !== undefined) error.code = code;
  return error;
}

/** How Node's `ERR_INVALID_ARG_TYPE` messages describe the value they received (simplified). */
export function describeReceived(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return `function ${(value as { name?: string }).name || '<anonymous>'}`;
  if (typeof value === 'object') {
    const ctor = (value as { constructor?: { name?: string } }).constructor;
    return ctor?.name ? `an instance of ${ctor.name}` : 'type object';
  }
  if (typeof value === 'string') return `type string (${JSON.stringify(value)})`;
  if (typeof value === 'symbol') return `type symbol (${value.toString()})`;
  return `type ${typeof value} (${String(value)})`;
}

export function invalidArgType(name: string, expected: string, value: unknown): TypeError {
  return nodeError(
    TypeError,
    'ERR_INVALID_ARG_TYPE',
    `The "${name}" argument must be ${expected}. Received ${describeReceived(value)}`,
  );
}

export function invalidArgValue(name: string, value: string, reason: string): TypeError {
  return nodeError(
    TypeError,
    'ERR_INVALID_ARG_VALUE',
    `The argument '${name}' ${reason}. Received ${JSON.stringify(value)}`,
  );
}

function missingCwd(path: string): TypeError {
  return nodeError(
    TypeError,
    'ERR_MISSING_OPTION',
    `options.cwd is required to resolve the relative path ${JSON.stringify(path)} ` +
      '(there is no process.cwd() to fall back on outside Node)',
  );
}

function isWin32Separator(c: number): boolean {
  return c === SLASH || c === BACKSLASH;
}

function isASCIIAlpha(c: number): boolean {
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

/**
 * Node's `normalizeString`: drops empty and `.` segments and applies `..` segments, joining what is
 * left with `separator`. `..` above the start is kept only when `allowAboveRoot`. Linear time.
 */
function normalizeSegments(path: string, allowAboveRoot: boolean, windows: boolean): string {
  const out: string[] = [];
  let start = 0;
  const length = path.length;
  for (let i = 0; i <= length; i++) {
    const c = i < length ? path.charCodeAt(i) : SLASH;
    if (!(c === SLASH || (windows && c === BACKSLASH))) continue;
    const size = i - start;
    if (size === 0 || (size === 1 && path.charCodeAt(start) === DOT)) {
      // empty or "." segment: nothing to do
    } else if (size === 2 && path.charCodeAt(start) === DOT && path.charCodeAt(start + 1) === DOT) {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (allowAboveRoot) out.push('..');
    } else {
      out.push(path.slice(start, i));
    }
    start = i + 1;
  }
  return out.join(windows ? '\\' : '/');
}

/** Node's `path.posix.resolve(path)`, with `cwd` standing for `process.cwd()`. */
export function posixResolve(path: string, cwd: string | undefined): string {
  let resolved = path;
  let absolute = path.length > 0 && path.charCodeAt(0) === SLASH;
  if (!absolute) {
    if (cwd === undefined) throw missingCwd(path);
    resolved = path.length > 0 ? `${cwd}/${path}` : cwd;
    absolute = cwd.charCodeAt(0) === SLASH;
  }
  const tail = normalizeSegments(resolved, !absolute, false);
  if (absolute) return `/${tail}`;
  return tail.length > 0 ? tail : '.';
}

interface Win32Root {
  /** `C:`, `\\server\share`, `\\.` or `\\?`; empty when the path has none. */
  device: string;
  /** Where the part after the root starts. */
  rootEnd: number;
  isAbsolute: boolean;
}

/** The root of a Windows path, as Node's `path.win32.resolve` reads it. */
function win32Root(path: string): Win32Root {
  const length = path.length;
  const root: Win32Root = { device: '', rootEnd: 0, isAbsolute: false };
  if (length === 0) return root;
  const c0 = path.charCodeAt(0);
  if (length === 1) {
    if (isWin32Separator(c0)) {
      root.rootEnd = 1;
      root.isAbsolute = true;
    }
    return root;
  }
  if (isWin32Separator(c0)) {
    root.isAbsolute = true;
    if (!isWin32Separator(path.charCodeAt(1))) {
      root.rootEnd = 1;
      return root;
    }
    // Two leading separators: a UNC root `\\server\share` or a device root `\\.\` / `\\?\`.
    // Without both a server and a share, there is no root (rootEnd stays 0).
    let j = 2;
    while (j < length && !isWin32Separator(path.charCodeAt(j))) j++;
    if (j === 2 || j === length) return root;
    const server = path.slice(2, j);
    while (j < length && isWin32Separator(path.charCodeAt(j))) j++;
    if (j === length) return root;
    const shareStart = j;
    while (j < length && !isWin32Separator(path.charCodeAt(j))) j++;
    if (server === '.' || server === '?') {
      root.device = `\\\\${server}`;
      root.rootEnd = 4;
    } else {
      root.device = `\\\\${server}\\${path.slice(shareStart, j)}`;
      root.rootEnd = j;
    }
    return root;
  }
  if (isASCIIAlpha(c0) && path.charCodeAt(1) === COLON) {
    root.device = path.slice(0, 2);
    root.rootEnd = 2;
    if (length > 2 && isWin32Separator(path.charCodeAt(2))) {
      root.isAbsolute = true;
      root.rootEnd = 3;
    }
  }
  return root;
}

/** Whether `cwd` can stand for a Windows process's working directory: a drive or UNC root, absolute. */
export function isWin32AbsoluteWithDevice(cwd: string): boolean {
  const root = win32Root(cwd);
  return root.isAbsolute && root.device.length > 0;
}

/**
 * Node's `path.win32.resolve(path)`, with `cwd` standing for both `process.cwd()` and the
 * drive-specific working directory (`process.env['=C:']`, which only exists on Windows).
 */
export function win32Resolve(path: string, cwd: string | undefined): string {
  let device = '';
  let tail = '';
  let absolute = false;
  // Node walks its arguments from the last one back, then falls back on the working directory:
  // here the arguments are `path` alone, so there are at most two rounds.
  for (let round = 0; round < 2; round++) {
    let source: string;
    if (round === 0) {
      if (path.length === 0) continue;
      source = path;
    } else {
      if (cwd === undefined) throw missingCwd(path);
      source = cwd;
      // "Verify that a cwd was found and that it actually points to our drive. If not, default to the
      // drive's root." (Node's comment)
      if (
        device.length > 0 &&
        cwd.slice(0, 2).toLowerCase() !== device.toLowerCase() &&
        cwd.charCodeAt(2) === BACKSLASH
      ) {
        source = `${device}\\`;
      }
    }
    const root = win32Root(source);
    if (root.device.length > 0) {
      if (device.length > 0) {
        // A root on another device does not apply.
        if (root.device.toLowerCase() !== device.toLowerCase()) continue;
      } else {
        device = root.device;
      }
    }
    if (absolute) {
      if (device.length > 0) break;
    } else {
      tail = `${source.slice(root.rootEnd)}\\${tail}`;
      absolute = root.isAbsolute;
      if (absolute && device.length > 0) break;
    }
  }
  tail = normalizeSegments(tail, !absolute, true);
  if (absolute) return `${device}\\${tail}`;
  const result = device + tail;
  return result.length > 0 ? result : '.';
}

// The characters Node's `encodePathChars` percent-encodes before handing a path to the URL parser
// (the parser encodes the rest itself). `\` is only encoded for POSIX paths: 1 = always, 2 = POSIX only.
const PATH_CHARS = new Uint8Array(128);
for (const c of '%\t\n\r "#?[]^|~') PATH_CHARS[c.charCodeAt(0)] = 1;
PATH_CHARS[BACKSLASH] = 2;
const HEX = '0123456789ABCDEF';

/** Node's `encodePathChars(path, { windows })`: one pass, unchanged runs sliced. */
export function encodePathChars(path: string, windows: boolean): string {
  let out = '';
  let last = 0;
  const length = path.length;
  for (let i = 0; i < length; i++) {
    const c = path.charCodeAt(i);
    if (c >= 128) continue;
    const kind = PATH_CHARS[c];
    if (kind === 0 || (kind === 2 && windows)) continue;
    out += `${path.slice(last, i)}%${HEX[c >> 4]}${HEX[c & 15]}`;
    last = i + 1;
  }
  return last === 0 ? path : out + path.slice(last);
}
