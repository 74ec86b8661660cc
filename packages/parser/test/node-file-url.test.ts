// Differential tests of the Node helpers' logic (src/node-file-url.ts, src/node-path.ts) against
// Node's own `node:url`. The logic takes the URL class as a parameter: given Node's own `URL`, it must
// give exactly Node's results (same href, same path, same error class and code), so that any
// difference is in our logic and not in the URL parser. The fixed vectors also run with whatwg-url's
// `URL` (the reference implementation); the public entry with our `URL` is in node.test.ts.
import { createRequire } from 'node:module';
import nodePath from 'node:path';
import * as nodeURL from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type FileURLLike,
  fileURLToPathWith,
  type MutableURLLike,
  type PathToFileURLOptions,
  pathToFileURLTarget,
  pathToFileURLWith,
  type URLConstructorLike,
  urlToHttpOptionsImpl,
} from '../src/node-file-url';
import { encodePathChars, posixResolve, win32Resolve } from '../src/node-path';

type AnyURL = MutableURLLike & FileURLLike;
const require = createRequire(import.meta.url);
const WhatwgURL = (require('whatwg-url') as { URL: URLConstructorLike<AnyURL> }).URL;
const NodeURL = globalThis.URL as unknown as URLConstructorLike<AnyURL>;

const CWD = process.cwd();
const WIN_CWD = 'C:\\Users\\me\\dir';

/** What a call gave: its value, or its error's class and code. */
function outcome(f: () => unknown): unknown {
  try {
    const value = f();
    return { value: typeof value === 'object' && value !== null ? (value as { href: string }).href : value };
  } catch (error) {
    const e = error as Error & { code?: string };
    return { error: e.constructor.name, code: e.code };
  }
}

function ours(path: unknown, options?: PathToFileURLOptions) {
  return outcome(() => pathToFileURLWith(NodeURL, path, options));
}
function oursToPath(url: unknown, windows?: boolean) {
  return outcome(() => fileURLToPathWith(NodeURL, nodeURL.domainToUnicode, url, { windows }));
}
function nodeToPath(url: unknown, windows?: boolean) {
  return outcome(() => nodeURL.fileURLToPath(url as string, { windows } as never));
}

const endsWithSeparator = (p: string, windows: boolean) => p.endsWith('/') || (windows && p.endsWith('\\'));

/** Runs `f` with `process.cwd()` returning `cwd`: Node's path and URL functions read it at call time. */
function withCwd<T>(cwd: string, f: () => T): T {
  const original = process.cwd;
  process.cwd = () => cwd;
  try {
    return f();
  } finally {
    process.cwd = original;
  }
}

/**
 * `node:url`'s `pathToFileURL(p, { windows: true })` as Node gives it on Windows with `cwd` as its
 * working directory (and no `=C:` variables in its environment). On this POSIX machine, Node compares
 * the resolved path with the POSIX separator, so it appends a "/" to a root: drop it.
 */
function nodeWindowsHref(p: string, cwd: string = WIN_CWD): unknown {
  expect(process.env['=C:']).toBeUndefined();
  return outcome(() =>
    withCwd(cwd, () => {
      const href = nodeURL.pathToFileURL(p, { windows: true } as never).href;
      const quirk =
        !p.startsWith('\\\\') && endsWithSeparator(p, true) && nodePath.win32.resolve(p).endsWith('\\');
      return quirk ? href.slice(0, -1) : href;
    }),
  );
}

describe('posixResolve / win32Resolve (Node path.resolve with an explicit cwd)', () => {
  const posixCases = [
    '/',
    '/a/b/../c',
    'a/./b',
    '',
    '.',
    '..',
    '../../..',
    '/a//b/',
    'a\\b',
    '/..',
    '/a/...',
  ];
  it.each(posixCases)('posix %j', (p) => {
    expect(posixResolve(p, CWD)).toBe(nodePath.posix.resolve(p));
    expect(posixResolve(p, '/x/y')).toBe(nodePath.posix.resolve('/x/y', p));
  });
  it('throws ERR_MISSING_OPTION for a relative path without cwd', () => {
    expect(() => posixResolve('a', undefined)).toThrow(
      expect.objectContaining({ code: 'ERR_MISSING_OPTION' }),
    );
    expect(() => posixResolve('', undefined)).toThrow(/""/);
    expect(posixResolve('/a/../b', undefined)).toBe('/b');
  });
  const winCases = [
    'C:\\a\\..\\b',
    'c:/a/./b/',
    'C:',
    'C:x\\y',
    'c:..\\..',
    'D:x',
    '\\a',
    '/a/b',
    'a\\b',
    '..\\..\\..\\..\\x',
    '\\\\server\\share\\a\\..\\..\\b',
    '\\\\server\\share',
    '\\\\server',
    '\\\\.\\PhysicalDrive0\\x',
    '\\\\?\\C:\\x\\..\\y',
    '//server/share/x',
    '',
    'C:\\\\\\x',
  ];
  it.each(winCases)('win32 %j', (p) => {
    for (const cwd of [WIN_CWD, 'c:\\', 'D:\\other', '\\\\srv\\sh\\d']) {
      // Node consults process.env['=X:'] for drive-relative paths on another drive; on this machine
      // there is none, which is the case we implement.
      expect(process.env['=C:']).toBeUndefined();
      expect(win32Resolve(p, cwd), `${p} from ${cwd}`).toBe(withCwd(cwd, () => nodePath.win32.resolve(p)));
    }
  });
  it('win32 needs cwd only when Node would read it', () => {
    expect(win32Resolve('C:\\a', undefined)).toBe('C:\\a');
    expect(win32Resolve('\\\\srv\\sh\\a', undefined)).toBe('\\\\srv\\sh\\a');
    for (const p of ['a', '\\a', 'C:a', '', '\\\\srv']) {
      expect(() => win32Resolve(p, undefined), p).toThrow(
        expect.objectContaining({ code: 'ERR_MISSING_OPTION', name: 'TypeError' }),
      );
    }
  });
  it('is linear on long paths', () => {
    const long = 'a/'.repeat(100_000) + '../'.repeat(50_000);
    expect(posixResolve(`/${long}`, undefined)).toBe(nodePath.posix.resolve(`/${long}`));
    const longWin = 'C:\\' + 'a\\'.repeat(100_000) + '..\\'.repeat(50_000);
    expect(win32Resolve(longWin, undefined)).toBe(nodePath.win32.resolve(longWin));
  });
});

describe('encodePathChars', () => {
  it('encodes what Node encodes and returns the input itself when nothing is encoded', () => {
    const plain = '/a/b/é';
    expect(encodePathChars(plain, false)).toBe(plain);
    expect(encodePathChars('%\t\n\r "#?[]^|~\\x', false)).toBe('%25%09%0A%0D%20%22%23%3F%5B%5D%5E%7C%7E%5Cx');
    expect(encodePathChars('a\\b%', true)).toBe('a\\b%25');
  });
});

describe('pathToFileURL (POSIX) against node:url', () => {
  const cases = [
    '/',
    '/a/b',
    '/a/b/',
    '/a/b/..',
    '/a/./b/../../..',
    '//a//b//',
    '/%',
    '/%25',
    '/a#b?c',
    '/a\\b',
    '/tab\there',
    '/new\nline\r',
    '/ space /',
    '/"quotes"',
    '/[brackets]^|~',
    '/é/日本/😀',
    '/lone\ud800surrogate',
    '/\u0001control',
    '/trailing\u0001',
    '/C:/x',
    '/a:b',
    '/file:///x',
    'relative/path',
    'relative/../..',
    '',
    '.',
    './',
    '..',
    '~',
    '\\\\server\\share',
    'C:\\Windows',
  ];
  it.each(cases)('%j', (p) => {
    expect(ours(p, { cwd: CWD })).toEqual(outcome(() => nodeURL.pathToFileURL(p).href));
    expect(ours(p, { cwd: CWD, windows: false })).toEqual(
      outcome(() => nodeURL.pathToFileURL(p, { windows: false } as never).href),
    );
  });

  it('throws ERR_MISSING_OPTION for a relative path without cwd, and only then', () => {
    for (const p of ['a', '', '.', '../x']) {
      expect(ours(p), p).toEqual({ error: 'TypeError', code: 'ERR_MISSING_OPTION' });
    }
    expect(ours('/a/../b')).toEqual({ value: 'file:///b' });
  });

  it('checks its arguments like Node', () => {
    for (const bad of [123, null, undefined, {}, Symbol('x')]) {
      expect(ours(bad)).toEqual(outcome(() => nodeURL.pathToFileURL(bad as string)));
      expect(ours(bad)).toEqual({ error: 'TypeError', code: 'ERR_INVALID_ARG_TYPE' });
    }
    expect(ours('a', { cwd: 'relative' })).toEqual({ error: 'TypeError', code: 'ERR_INVALID_ARG_VALUE' });
    expect(ours('a', { cwd: 42 as never })).toEqual({ error: 'TypeError', code: 'ERR_INVALID_ARG_TYPE' });
    expect(ours('a', { cwd: 'C:\\x', windows: false })).toEqual({
      error: 'TypeError',
      code: 'ERR_INVALID_ARG_VALUE',
    });
  });

  it('puts the input in error messages', () => {
    expect(() => pathToFileURLTarget(42)).toThrow(/42/);
    expect(() => pathToFileURLTarget('rel/x')).toThrow(/rel\/x/);
    expect(() => pathToFileURLTarget('\\\\srv', { windows: true })).toThrow(/srv/);
  });

  const segment = fc.oneof(
    fc.constantFrom('a', 'b', '.', '..', '', ' ', '%', '%41', '#', '?', '\\', 'é', '\t', '\n', '\r', '~'),
    fc.constantFrom('[x]', '^|"', 'a:b', '😀', '\u0001', '\u007f', 'C:', '\ud800', '\udc00x', '<>`{}'),
    fc.string({ maxLength: 4 }),
  );
  const posixPath = fc
    .tuple(fc.boolean(), fc.array(segment, { maxLength: 6 }))
    .map(([absolute, segments]) => (absolute ? '/' : '') + segments.join('/'));

  it('generated POSIX paths: same href or same error', () => {
    fc.assert(
      fc.property(posixPath, (p) => {
        expect(ours(p, { cwd: CWD })).toEqual(outcome(() => nodeURL.pathToFileURL(p).href));
      }),
      { numRuns: 3000 },
    );
  });

  it('generated POSIX paths round-trip through fileURLToPath like Node', () => {
    fc.assert(
      fc.property(posixPath, (p) => {
        const href = nodeURL.pathToFileURL(p).href;
        expect(oursToPath(href)).toEqual(nodeToPath(href));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('pathToFileURL (Windows) against node:url', () => {
  const absolute = [
    'C:\\',
    'C:/',
    'c:\\a\\b',
    'C:\\a\\b\\',
    'C:\\a\\..\\..\\..\\b',
    'C:\\a/b\\c/',
    'C:\\100%\\#hash?q',
    'C:\\tab\there\\new\nline',
    'C:\\[x]^|~ "q"',
    'C:\\é\\日本\\😀',
    'C:\\lone\ud800',
    'Z:\\a:b',
    'C:\\a\\.\\b\\.',
    '\\\\server\\share',
    '\\\\server\\share\\',
    '\\\\server\\share\\a b\\c%d#e?f',
    '\\\\SERVER.example.COM\\share\\x',
    '\\\\exämple.com\\s',
    '\\\\xn--nxasmq6b\\s',
    '\\\\localhost\\share\\x',
    '\\\\127.0.0.1\\s',
    '\\\\0x7f.1\\s',
    '\\\\[::1]\\s',
    '\\\\a b\\s',
    '\\\\h:1\\s',
    '\\\\host/x\\s',
    '\\\\host?x\\s',
    '\\\\host#x\\s',
    '\\\\%41\\s',
    '\\\\?\\UNC\\srv\\share\\f',
    '\\\\?\\UNC\\\\x',
    '\\\\?\\C:\\x',
    '\\\\.\\PhysicalDrive0',
    '\\\\server\\..\\x',
    '\\\\',
    '\\\\\\x',
    '\\\\srv',
    '\\\\?\\UNC\\srv',
    '//server/share/x',
    'C:\\foo\u0001',
  ];
  it.each(absolute)('%j', (p) => {
    expect(ours(p, { windows: true })).toEqual(nodeWindowsHref(p));
  });

  const relative = [
    'a\\b',
    '..\\..\\..\\..\\x',
    '\\rooted\\x',
    '/rooted/y/',
    'C:rel',
    'c:..\\x\\',
    '',
    '.',
    '.\\',
  ];
  it.each(relative)('relative %j with cwd', (p) => {
    expect(ours(p, { windows: true, cwd: WIN_CWD })).toEqual(nodeWindowsHref(p, WIN_CWD));
    expect(ours(p, { windows: true, cwd: 'c:\\' })).toEqual(nodeWindowsHref(p, 'c:\\'));
    expect(ours(p, { windows: true })).toEqual({ error: 'TypeError', code: 'ERR_MISSING_OPTION' });
  });

  it('resolves drive-relative paths on another drive against that drive root', () => {
    expect(ours('D:x\\y', { windows: true, cwd: WIN_CWD })).toEqual({ value: 'file:///D:/x/y' });
    expect(ours('D:', { windows: true, cwd: WIN_CWD })).toEqual({ value: 'file:///D:/' });
  });

  it('resolves against a UNC cwd', () => {
    expect(ours('a\\b', { windows: true, cwd: '\\\\srv\\share\\dir' })).toEqual({
      value: 'file:////srv/share/dir/a/b',
    });
    expect(ours('\\x', { windows: true, cwd: '\\\\srv\\share\\dir' })).toEqual({
      value: 'file:////srv/share/x',
    });
  });

  it('keeps a root as Node does on Windows (not file:///C://)', () => {
    expect(ours('C:\\', { windows: true })).toEqual({ value: 'file:///C:/' });
    expect(ours('C:/', { windows: true })).toEqual({ value: 'file:///C:/' });
    expect(outcome(() => nodeURL.pathToFileURL('C:\\', { windows: true } as never).href)).toEqual({
      value: 'file:///C://',
    });
  });

  it('rejects a cwd without a drive or UNC root', () => {
    for (const cwd of ['\\x', 'C:', 'x', '/posix']) {
      expect(ours('a', { windows: true, cwd }), cwd).toEqual({
        error: 'TypeError',
        code: 'ERR_INVALID_ARG_VALUE',
      });
    }
  });

  const winSegment = fc.oneof(
    fc.constantFrom(
      'a',
      'B',
      '.',
      '..',
      '',
      ' ',
      '%',
      '#',
      '?',
      'é',
      '\t',
      '\n',
      '~',
      '[x]',
      'a:b',
      '😀',
      '\ud800',
    ),
    fc.string({ maxLength: 3 }),
  );
  const separator = fc.constantFrom('\\', '/', '\\\\');
  const root = fc.constantFrom(
    'C:\\',
    'c:/',
    'Z:\\',
    '\\\\srv\\share\\',
    '\\\\?\\UNC\\srv\\sh\\',
    '\\\\?\\C:\\',
  );
  const windowsPath = fc
    .tuple(root, fc.array(fc.tuple(winSegment, separator), { maxLength: 6 }), fc.boolean())
    .map(([start, parts, trailing]) => {
      let p = start;
      parts.forEach(([seg, sep], i) => {
        p += seg + (i < parts.length - 1 || trailing ? sep : '');
      });
      return p;
    });

  it('generated Windows paths: same href or same error', () => {
    fc.assert(
      fc.property(windowsPath, (p) => {
        expect(ours(p, { windows: true })).toEqual(nodeWindowsHref(p));
      }),
      { numRuns: 3000 },
    );
  });

  const relativeWindowsPath = fc
    .tuple(
      fc.constantFrom('', '\\', '/', 'C:', 'c:'),
      fc.array(fc.tuple(winSegment, separator), { maxLength: 5 }),
    )
    .map(([start, parts]) => start + parts.map(([seg, sep]) => seg + sep).join(''));

  it('generated relative Windows paths with a cwd: same href as Node on Windows', () => {
    fc.assert(
      fc.property(relativeWindowsPath, (p) => {
        expect(ours(p, { windows: true, cwd: WIN_CWD })).toEqual(nodeWindowsHref(p, WIN_CWD));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('fileURLToPath against node:url', () => {
  const urls = [
    'file:///',
    'file:///a/b',
    'file:///a/b/',
    'file:///a%20b/%C3%A9',
    'file:///%E6%97%A5%F0%9F%98%80',
    'file:///a%2fb',
    'file:///a%2Fb',
    'file:///a%5cb',
    'file:///a%5Cb',
    'file:///a%2',
    'file:///a%',
    'file:///%E9',
    'file:///%E0%A4%A',
    'file:///%00',
    'file:///a#frag',
    'file:///a?query',
    'file:///C:/',
    'file:///C:',
    'file:///c|/x',
    'file:///C:/a/%2e%2E/b',
    'file:///%43:/x',
    'file:///C:/a%3F%23',
    'file://localhost/a',
    'file://host/',
    'file://host',
    'file://host/share/f%20g',
    'file://xn--exmple-cua/s/%C3%A4',
    'file://EXAMPLE.com/s',
    'file://127.0.0.1/x',
    'file://[::1]/x',
    'file:a',
    'file:\\\\server\\share\\x',
    'FILE:///x',
    ' file:///x ',
    'http://example.com/a',
    'mailto:a@b',
    'not a url',
    '',
  ];
  it.each(urls)('%j', (url) => {
    for (const windows of [false, true, undefined]) {
      expect(oursToPath(url, windows), String(windows)).toEqual(nodeToPath(url, windows));
    }
  });

  it('takes URL objects: ours-to-be (whatwg-url), Node, and structural ones', () => {
    const href = 'file:///a/b%20c';
    expect(oursToPath(new WhatwgURL(href))).toEqual({ value: '/a/b c' });
    expect(oursToPath(new URL(href))).toEqual({ value: '/a/b c' });
    expect(oursToPath({ href, protocol: 'file:', hostname: '', pathname: '/a/b%20c' })).toEqual({
      value: '/a/b c',
    });
    expect(oursToPath(new URL('file://srv/s/x'), true)).toEqual({ value: '\\\\srv\\s\\x' });
  });

  it('rejects what Node rejects', () => {
    const values: unknown[] = [
      42,
      null,
      undefined,
      {},
      { href: 'file:///x', protocol: 'file:', hostname: '', pathname: '/x', auth: null },
      { href: 'file:///x', protocol: 'file:', hostname: '', pathname: '/x', path: '/x' },
      nodeURL.parse('file:///x'),
    ];
    for (const value of values) {
      expect(oursToPath(value)).toEqual(nodeToPath(value));
      expect(oursToPath(value)).toMatchObject({ error: 'TypeError', code: 'ERR_INVALID_ARG_TYPE' });
    }
  });

  it('puts the input in its messages', () => {
    const run =
      (url: unknown, windows = false) =>
      () =>
        fileURLToPathWith(WhatwgURL, nodeURL.domainToUnicode, url, { windows });
    expect(run('nope')).toThrow(/nope/);
    expect(run('https://x.test/')).toThrow(/x\.test/);
    expect(run('file://srv.test/x')).toThrow(/srv\.test/);
    expect(run('file:///a%2Fb')).toThrow(/a%2Fb/);
    expect(run('file:///rel', true)).toThrow(/rel/);
    expect(run('file:///%E9')).toThrow(URIError);
    expect(run('file:///%E9')).toThrow(/%E9/);
    try {
      run('nope')();
    } catch (error) {
      expect((error as { input?: string }).input).toBe('nope');
    }
  });

  const pathPiece = fc.constantFrom(
    'a',
    '/',
    '%2f',
    '%2F',
    '%5c',
    '%5C',
    '%E9',
    '%C3%A9',
    '%',
    '%2',
    '%41',
    'C:',
    'c|',
    '%3A',
    'é',
    ' ',
    '?',
    '#',
    '\\',
    '..',
    '.',
  );
  const fileURL = fc
    .tuple(
      fc.constantFrom(
        'file://',
        'file:///',
        'file:',
        'FILE://',
        'file://localhost/',
        'file://host/',
        'file://xn--exmple-cua/',
      ),
      fc.array(pathPiece, { maxLength: 8 }),
    )
    .map(([start, pieces]) => start + pieces.join(''));

  it('generated file URLs: same path or same error', () => {
    fc.assert(
      fc.property(fileURL, fc.boolean(), (url, windows) => {
        expect(oursToPath(url, windows)).toEqual(nodeToPath(url, windows));
      }),
      { numRuns: 3000 },
    );
  });

  it('round-trips generated Windows paths with Node', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('C:\\', '\\\\srv\\share\\'),
        fc.array(fc.constantFrom('a', 'é', '%', '#', ' ', '..'), { maxLength: 5 }),
        (root, segments) => {
          const href = nodeURL.pathToFileURL(root + segments.join('\\'), { windows: true } as never).href;
          expect(oursToPath(href, true)).toEqual(nodeToPath(href, true));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('urlToHttpOptions against node:url', () => {
  const hrefs = [
    'http://example.com/',
    'https://user:pass@example.com:8443/p/a/t/h?query=string#hash',
    'http://a%zz:b%41@[::1]:8080/p?q#h',
    'http://:b@x/',
    'http://a@x/',
    'http://%C3%A9:%E2%82%AC@x/',
    'http://[2001:db8::1]/',
    'http://x:0/',
    'http://x:80/',
    'ws://x:65535/?',
    'file:///C:/x',
    'mailto:someone@example.com',
    'data:,hello',
    'web+x://h/p?q',
    'http://h/?#',
  ];
  it.each(hrefs)('%j', (href) => {
    const ourResult = outcome(() => ({ ...urlToHttpOptionsImpl(new WhatwgURL(href) as never) }));
    const nodeResult = outcome(() => ({ ...nodeURL.urlToHttpOptions(new URL(href)) }));
    expect(ourResult).toEqual(nodeResult);
    if ('value' in (ourResult as object)) {
      const a = urlToHttpOptionsImpl(new WhatwgURL(href) as never);
      const b = nodeURL.urlToHttpOptions(new URL(href));
      expect(Object.keys(a)).toEqual(Object.keys(b));
      expect({ ...a }).toEqual({ ...b });
    }
  });

  it('throws a URIError on credentials that do not decode, as Node does', () => {
    const url = new URL('http://a%E0:@x/');
    expect(() => urlToHttpOptionsImpl(url)).toThrow(URIError);
    expect(() => urlToHttpOptionsImpl(url)).toThrow(/a%E0/);
    expect(() => nodeURL.urlToHttpOptions(url)).toThrow(URIError);
  });

  it('copies own properties first, has a null prototype, and reads structural objects', () => {
    const url = Object.assign(new URL('http://x:81/'), { foo: 1, protocol: 'own' });
    const a = urlToHttpOptionsImpl(url);
    const b = nodeURL.urlToHttpOptions(url);
    expect(Object.getPrototypeOf(a)).toBe(null);
    expect(Object.keys(a)).toEqual(Object.keys(b));
    expect({ ...a }).toEqual({ ...b });
    const structural = { hostname: '[a', port: '', pathname: undefined, search: undefined } as never;
    expect({ ...urlToHttpOptionsImpl(structural) }).toEqual({ ...nodeURL.urlToHttpOptions(structural) });
    const noPort = { hostname: 'h', pathname: '/', search: '', href: 'x' } as never;
    expect({ ...urlToHttpOptionsImpl(noPort) }).toEqual({ ...nodeURL.urlToHttpOptions(noPort) });
  });
});

// Fixed vectors (path ⇄ href) in the spirit of Node's test/parallel/test-url-pathtofileurl.js and
// test-url-fileurltopath.js, run for both platforms whatever machine this is.
const sharedNames: [string, string][] = [
  ['foo', 'foo'],
  ['FOO', 'FOO'],
  ['dir/foo', 'dir/foo'],
  ['dir/', 'dir/'],
  ['foo.mjs', 'foo.mjs'],
  ['foo bar', 'foo%20bar'],
  ['foo?bar', 'foo%3Fbar'],
  ['foo#bar', 'foo%23bar'],
  ['foo&bar', 'foo&bar'],
  ['foo=bar', 'foo=bar'],
  ['foo:bar', 'foo:bar'],
  ['foo;bar', 'foo;bar'],
  ['foo%bar', 'foo%25bar'],
  ['foo\bbar', 'foo%08bar'],
  ['foo\tbar', 'foo%09bar'],
  ['foo\nbar', 'foo%0Abar'],
  ['foo\rbar', 'foo%0Dbar'],
  ['fóóbàr', 'f%C3%B3%C3%B3b%C3%A0r'],
  ['€', '%E2%82%AC'],
  ['🚀', '%F0%9F%9A%80'],
];
const posixVectors: [string, string][] = [
  ...sharedNames.map(([name, encoded]): [string, string] => [`/${name}`, `file:///${encoded}`]),
  ['/foo\\bar', 'file:///foo%5Cbar'],
];
const windowsVectors: [string, string][] = [
  ...sharedNames.map(([name, encoded]): [string, string] => [
    `C:\\${name.replace('/', '\\')}`,
    `file:///C:/${encoded}`,
  ]),
  ['C:\\foo\\bar', 'file:///C:/foo/bar'],
  ['\\\\nas\\My Docs\\File.doc', 'file://nas/My%20Docs/File.doc'],
];

describe('fixed vectors', () => {
  it.each(posixVectors)('POSIX %j ⇄ %s', (path, href) => {
    expect(ours(path)).toEqual({ value: href });
    expect(outcome(() => pathToFileURLWith(WhatwgURL, path))).toEqual({ value: href });
    expect(oursToPath(href, false)).toEqual({ value: path });
    expect(oursToPath(new WhatwgURL(href), false)).toEqual({ value: path });
  });
  it.each(windowsVectors)('Windows %j ⇄ %s', (path, href) => {
    expect(ours(path, { windows: true })).toEqual({ value: href });
    expect(outcome(() => pathToFileURLWith(WhatwgURL, path, { windows: true }))).toEqual({ value: href });
    expect(oursToPath(href, true)).toEqual({ value: path });
  });
  it('extended paths and errors', () => {
    expect(ours('\\\\?\\C:\\path\\to\\file.txt', { windows: true })).toEqual({
      value: 'file:///C:/path/to/file.txt',
    });
    expect(ours('\\\\?\\UNC\\server\\share\\folder\\file.txt', { windows: true })).toEqual({
      value: 'file://server/share/folder/file.txt',
    });
    expect(ours('\\\\\\no-server', { windows: true })).toEqual({
      error: 'TypeError',
      code: 'ERR_INVALID_ARG_VALUE',
    });
    expect(ours('\\\\host', { windows: true })).toEqual({
      error: 'TypeError',
      code: 'ERR_INVALID_ARG_VALUE',
    });
    expect(ours('\\\\nas\\share\\path.txt', { cwd: '/cwd' })).toEqual({
      value: 'file:///cwd/%5C%5Cnas%5Cshare%5Cpath.txt',
    });
    expect(ours('test/', { cwd: '/cwd' })).toEqual({ value: 'file:///cwd/test/' });
    expect(ours('test\\', { cwd: '/cwd' })).toEqual({ value: 'file:///cwd/test%5C' });
    expect(ours('test\\', { cwd: 'C:\\cwd', windows: true })).toEqual({ value: 'file:///C:/cwd/test/' });
    for (const bad of [[], ['\\\\', 'blep\\blop'], new String('x'), { toString: () => 'x' }, 42n, () => {}]) {
      expect(ours(bad, { windows: true })).toEqual({ error: 'TypeError', code: 'ERR_INVALID_ARG_TYPE' });
    }
    expect(oursToPath('file:///C:/a%2F/', true)).toEqual({
      error: 'TypeError',
      code: 'ERR_INVALID_FILE_URL_PATH',
    });
    expect(oursToPath('file:///C:/a%5C/', true)).toEqual({
      error: 'TypeError',
      code: 'ERR_INVALID_FILE_URL_PATH',
    });
    expect(oursToPath('file:///?:/', true)).toEqual({
      error: 'TypeError',
      code: 'ERR_INVALID_FILE_URL_PATH',
    });
    expect(oursToPath('file:///a%2F/', false)).toEqual({
      error: 'TypeError',
      code: 'ERR_INVALID_FILE_URL_PATH',
    });
    expect(oursToPath('file://host/a', true)).toEqual({ value: '\\\\host\\a' });
    expect(oursToPath('file://host/a', false)).toEqual({
      error: 'TypeError',
      code: 'ERR_INVALID_FILE_URL_HOST',
    });
    expect(oursToPath('https://a/b/c')).toEqual({ error: 'TypeError', code: 'ERR_INVALID_URL_SCHEME' });
  });
});
