// The public `@url/parser/node` entry, with this package's `URL`, against Node's `node:url`.
//
// Node's helpers parse with Node's `URL` (Ada), ours with our `URL`. Where the two parsers disagree on
// the same input, whatwg-url (the reference implementation) decides: such a case passes when our
// helper's logic, given Node's `URL`, gives Node's result (node-file-url.test.ts checks that
// throughout), and our result is the reference's.
import { createRequire } from 'node:module';
import nodePath from 'node:path';
import * as nodeURL from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { URL as OurURL } from '../src/index';
import { fileURLToPath, pathToFileURL, urlToHttpOptions } from '../src/node';
import {
  type FileURLLike,
  fileURLToPathWith,
  type MutableURLLike,
  type PathToFileURLOptions,
  pathToFileURLWith,
  type URLConstructorLike,
} from '../src/node-file-url';

type AnyURL = MutableURLLike & FileURLLike;
const WhatwgURL = (createRequire(import.meta.url)('whatwg-url') as { URL: URLConstructorLike<AnyURL> }).URL;
const NodeURL = globalThis.URL as unknown as URLConstructorLike<AnyURL>;
/** Parser disagreements between Node's URL and the reference met in the generated tests. */
const parserDisagreements = new Set<string>();

const CWD = process.cwd();

function outcome(f: () => unknown): unknown {
  try {
    const value = f();
    return { value: typeof value === 'object' && value !== null ? (value as { href: string }).href : value };
  } catch (error) {
    const e = error as Error & { code?: string };
    return { error: e.constructor.name, code: e.code };
  }
}

function withCwd<T>(cwd: string, f: () => T): T {
  const original = process.cwd;
  process.cwd = () => cwd;
  try {
    return f();
  } finally {
    process.cwd = original;
  }
}

/** Node's result on Windows (see node-file-url.test.ts): no extra "/" after a root. */
function nodeWindowsHref(p: string, cwd: string): unknown {
  return outcome(() =>
    withCwd(cwd, () => {
      const href = nodeURL.pathToFileURL(p, { windows: true } as never).href;
      const endsWithSeparator = p.endsWith('/') || p.endsWith('\\');
      const quirk = !p.startsWith('\\\\') && endsWithSeparator && nodePath.win32.resolve(p).endsWith('\\');
      return quirk ? href.slice(0, -1) : href;
    }),
  );
}

/** `pathToFileURL(p, options)` is Node's `expected`, or the reference's where Node's parser departs. */
function expectPathToFileURL(p: string, options: PathToFileURLOptions, expected: unknown): void {
  const actual = outcome(() => pathToFileURL(p, options));
  if (JSON.stringify(actual) === JSON.stringify(expected)) return;
  expect(
    outcome(() => pathToFileURLWith(NodeURL, p, options)),
    `${p}: our logic with Node's URL`,
  ).toEqual(expected);
  expect(actual, `${p}: our URL against the reference`).toEqual(
    outcome(() => pathToFileURLWith(WhatwgURL, p, options)),
  );
  parserDisagreements.add(
    `pathToFileURL(${JSON.stringify(p)}): Node ${JSON.stringify(expected)}, ours ${JSON.stringify(actual)}`,
  );
}

describe('pathToFileURL', () => {
  it('returns our URL objects', () => {
    const url = pathToFileURL('/a b/c#d');
    expect(url).toBeInstanceOf(OurURL);
    expect(url.href).toBe('file:///a%20b/c%23d');
    expect(url.pathname).toBe('/a%20b/c%23d');
    const unc = pathToFileURL('\\\\server\\share\\f', { windows: true });
    expect(unc).toBeInstanceOf(OurURL);
    expect(unc.href).toBe('file://server/share/f');
    expect(unc.hostname).toBe('server');
  });

  it('needs a cwd for relative paths', () => {
    expect(() => pathToFileURL('a/b')).toThrow(expect.objectContaining({ code: 'ERR_MISSING_OPTION' }));
    expect(pathToFileURL('a/b', { cwd: '/x' }).href).toBe('file:///x/a/b');
    expect(pathToFileURL('a\\b', { cwd: 'D:\\x', windows: true }).href).toBe('file:///D:/x/a/b');
  });

  const segment = fc.oneof(
    fc.constantFrom(
      'a',
      '.',
      '..',
      '',
      ' ',
      '%',
      '#',
      '?',
      '\\',
      'é',
      '\t',
      '\n',
      '~',
      '[x]',
      'a:b',
      '😀',
      'C:',
    ),
    fc.constantFrom('\ud800', '\u0001', '^|"', '<>`{}'),
    fc.string({ maxLength: 4 }),
  );

  it('generated POSIX paths: same href or same error as node:url', () => {
    const path = fc
      .tuple(fc.boolean(), fc.array(segment, { maxLength: 6 }))
      .map(([absolute, segments]) => (absolute ? '/' : '') + segments.join('/'));
    fc.assert(
      fc.property(path, (p) => {
        expect(outcome(() => pathToFileURL(p, { cwd: CWD }))).toEqual(
          outcome(() => nodeURL.pathToFileURL(p)),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('generated Windows paths: same href or same error as node:url on Windows', () => {
    const root = fc.constantFrom(
      'C:\\',
      'c:/',
      '\\\\srv\\share\\',
      '\\\\?\\UNC\\srv\\sh\\',
      '\\\\?\\C:\\',
      '',
      '\\',
      'C:',
    );
    const path = fc
      .tuple(root, fc.array(fc.tuple(segment, fc.constantFrom('\\', '/')), { maxLength: 6 }))
      .map(([start, parts]) => start + parts.map(([seg, sep]) => seg + sep).join(''));
    const cwd = 'C:\\Users\\me';
    fc.assert(
      fc.property(path, (p) => {
        expectPathToFileURL(p, { windows: true, cwd }, nodeWindowsHref(p, cwd));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('fileURLToPath', () => {
  it('takes strings and our URL objects', () => {
    expect(fileURLToPath('file:///a%20b/%C3%A9')).toBe('/a b/é');
    expect(fileURLToPath(new OurURL('file:///a%20b/%C3%A9'))).toBe('/a b/é');
    expect(fileURLToPath(new OurURL('file:///C:/x/y'), { windows: true })).toBe('C:\\x\\y');
    expect(fileURLToPath('file://xn--exmple-cua/s/%C3%A4', { windows: true })).toBe('\\\\exämple\\s\\ä');
    expect(fileURLToPath(pathToFileURL('/a/%/#/?'))).toBe('/a/%/#/?');
  });

  it('generated file URLs: same path or same error as node:url', () => {
    const piece = fc.constantFrom(
      'a',
      '/',
      '%2f',
      '%5C',
      '%E9',
      '%C3%A9',
      '%',
      'C:',
      'c|',
      'é',
      ' ',
      '?',
      '#',
      '\\',
      '..',
    );
    const url = fc
      .tuple(
        fc.constantFrom(
          'file://',
          'file:///',
          'file:',
          'file://localhost/',
          'file://host/',
          'file://xn--exmple-cua/',
          'http://h/',
        ),
        fc.array(piece, { maxLength: 8 }),
      )
      .map(([start, pieces]) => start + pieces.join(''));
    fc.assert(
      fc.property(url, fc.boolean(), fc.boolean(), (u, windows, asObject) => {
        // (Whether `new URL(u)` itself throws is the URL class's business, tested elsewhere.)
        if (asObject && !URL.canParse(u)) return;
        const ours = outcome(() => fileURLToPath(asObject ? new OurURL(u) : u, { windows }));
        const node = outcome(() => nodeURL.fileURLToPath(asObject ? new URL(u) : u, { windows } as never));
        if (JSON.stringify(ours) === JSON.stringify(node)) return;
        // Node's algorithm on the reference's parse (Node's fileURLToPath takes any URL-like object).
        expect(outcome(() => fileURLToPathWith(NodeURL, nodeURL.domainToUnicode, u, { windows }))).toEqual(
          node,
        );
        expect(new URL(u).href, 'only a parser disagreement may explain a difference').not.toBe(
          new WhatwgURL(u).href,
        );
        expect(ours).toEqual(
          outcome(() => nodeURL.fileURLToPath(new WhatwgURL(u) as never, { windows } as never)),
        );
        parserDisagreements.add(
          `fileURLToPath(${JSON.stringify(u)}): Node ${JSON.stringify(node)}, ours ${JSON.stringify(ours)}`,
        );
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parser disagreements', () => {
  it('are known Ada departures from the standard', () => {
    // Node 20's URL (Ada) keeps a final "." segment in some paths ("/.&/.") and does not let ".."
    // remove a first segment that starts like a drive letter ("C:a", "a:b"); whatwg-url and ours
    // follow the standard.
    expect(new URL('file://host/C:a/..').href).toBe('file://host/C:a/');
    expect(new WhatwgURL('file://host/C:a/..').href).toBe('file://host/');
    expect(new OurURL('file://host/C:a/..').href).toBe('file://host/');
    const viaSetter = (C: URLConstructorLike<AnyURL>) => {
      const url = new C('file://');
      url.pathname = '/share/.&/.';
      return url.href;
    };
    expect(viaSetter(NodeURL)).toBe('file:///share/.&/.');
    expect(viaSetter(WhatwgURL)).toBe('file:///share/.&/');
    expect(viaSetter(OurURL as never)).toBe('file:///share/.&/');
    // What the generated tests met (printed to help whoever looks at them next).
    if (parserDisagreements.size > 0) console.info([...parserDisagreements].slice(0, 5).join('\n'));
  });
});

describe('urlToHttpOptions', () => {
  const hrefs = [
    'http://example.com/',
    'https://user:pass@example.com:8443/p/a/t/h?query=string#hash',
    'http://a%zz:b%41@[::1]:8080/p?q#h',
    'http://%C3%A9:%E2%82%AC@x/',
    'http://x:80/',
    'ws://x:65535/?',
    'mailto:someone@example.com',
  ];
  it.each(hrefs)('%j', (href) => {
    const ours = outcome(() => ({ ...urlToHttpOptions(new OurURL(href)) }));
    expect(ours).toEqual(outcome(() => ({ ...nodeURL.urlToHttpOptions(new URL(href)) })));
    if ('value' in (ours as object)) {
      // Our URL objects have no own enumerable properties to copy, like Node's.
      expect(Object.keys(urlToHttpOptions(new OurURL(href)))).toEqual(
        Object.keys(nodeURL.urlToHttpOptions(new URL(href))),
      );
    }
  });

  it('throws a URIError for credentials that do not decode', () => {
    expect(() => urlToHttpOptions(new OurURL('http://%E9@x/'))).toThrow(URIError);
  });
});
