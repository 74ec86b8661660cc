// The house rules for every package's src/, one check that each package runs from its
// test/source-rules.test.ts: no Node built-ins, no console, no DOM or host globals, none of the
// runtime's own URL machinery or text codecs (the packages are the implementation), and index.ts
// holds re-exports only. Comments may mention anything; the code may not. A package states what it
// needs beyond that (a polyfill entry that reads globalThis, a layer without regular expressions)
// in the options, so every exception is written down next to the package's reason.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

/** One rule: what it forbids (for the failure message), and the pattern (or test) that finds it in code. */
export type SourceRule = readonly [what: string, pattern: RegExp | ((code: string) => boolean)];

/**
 * Whether `code` constructs or calls the runtime's `URL`, `URLSearchParams` or `URLPattern`: a
 * `new X(` or `X.method(` where the module does not bind X itself (its own class, or one imported
 * from a module of the package or of the stack).
 */
function usesRuntimeURLClass(code: string): boolean {
  if (/\bglobalThis\.URL/.test(code)) return true;
  for (const name of ['URL', 'URLSearchParams', 'URLPattern']) {
    if (!new RegExp(`(?<![\\w$.])(new\\s+${name}\\s*\\(|${name}\\.\\w+\\()`).test(code)) continue;
    const bound =
      new RegExp(`\\bclass\\s+${name}\\b|\\b(const|let|var|function)\\s+${name}\\b`).test(code) ||
      new RegExp(
        `import\\s*(type\\s*)?\\{[^}]*(?<![\\w$])${name}(?![\\w$])[^}]*\\}\\s*from\\s*'(\\.|@url/)`,
      ).test(code);
    if (!bound) return true;
  }
  return false;
}

/** The rules every package's src/ follows. */
export const SOURCE_RULES: readonly SourceRule[] = [
  [
    'a Node built-in',
    /from\s+['"](node:[^'"]*|(fs|path|os|dns|net|http|https|url|util|crypto|child_process)(\/[^'"]*)?)['"]|\brequire\(|\bprocess\.|\bBuffer\b/,
  ],
  ['console', /\bconsole\./],
  ['TextEncoder/TextDecoder', /\bText(En|De)coder\b/],
  ['the runtime URL classes', usesRuntimeURLClass],
  [
    'encodeURIComponent/decodeURIComponent/escape',
    /(?<![\w$.])((en|de)codeURI(Component)?|unescape|escape)\((?![^)]*\)\s*[:{])/,
  ],
  ['a DOM global', /\bdocument\.|\bwindow\.|\blocation\.|\bnavigator\.|\bFormData\b|\bself\./],
  ['globalThis', /\bglobalThis\b/],
];

/** A rule for layers that use no regular expressions (their scans are `charCodeAt` loops). */
export const NO_REGEXP: SourceRule = [
  'a regular expression',
  /\bRegExp\b|[=(,:]\s*\/[^/*\s][^/\n]*\/[dgimsuy]*\s*[.;,)]/,
];

export interface SourceRulesOptions {
  /** Rules added for this package (for example {@link NO_REGEXP}). */
  extra?: readonly SourceRule[];
  /**
   * Files (paths relative to src/) and the rules (by `what`) they may break, each with the reason
   * in a comment where the option is written; for example a polyfill entry reads `globalThis`.
   */
  allow?: Readonly<Record<string, readonly string[]>>;
  /** Files that src/ must have (index.ts always). */
  files?: readonly string[];
}

/** `code` without comments (string contents that look like `//` are kept). */
export function stripComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The rules `file` breaks: `"<file> uses <what>"` for each. */
export function violations(
  file: string,
  code: string,
  rules: readonly SourceRule[],
  allowed: readonly string[] = [],
) {
  const stripped = stripComments(code);
  return rules
    .filter(
      ([what, pattern]) =>
        !allowed.includes(what) &&
        (typeof pattern === 'function' ? pattern(stripped) : pattern.test(stripped)),
    )
    .map(([what]) => `${file} uses ${what}`);
}

/** Statements of index.ts that are not re-exports (`export { … } from './x'`, `export type …`, `export * from`). */
export function nonReexports(code: string): string[] {
  return stripComments(code)
    .split(/;\s*/)
    .map((s) => s.trim())
    .filter((s) => s !== '' && !/^export (type )?(\{[\s\S]*\}|\*) from '\.\/[a-z0-9-]+'$/.test(s));
}

/**
 * Defines the source-rules tests for the package whose test file calls it:
 * `sourceRules(import.meta.url, options)` from `<package>/test/source-rules.test.ts`.
 */
export function sourceRules(testFileURL: string, options: SourceRulesOptions = {}): void {
  const srcDir = fileURLToPath(new URL('../src/', testFileURL));
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split('\\').join('/'))
    .filter((f) => f.endsWith('.ts'))
    .sort();
  const rules = [...SOURCE_RULES, ...(options.extra ?? [])];
  const allow = options.allow ?? {};

  test('the rules catch what they forbid, and not what comments say', () => {
    const bad: [string, string][] = [
      ["import { readFileSync } from 'node:fs';", 'a Node built-in'],
      ["import path from 'path';", 'a Node built-in'],
      ['const b = Buffer.from(s);', 'a Node built-in'],
      ['console.log(x);', 'console'],
      ['new TextEncoder().encode(s);', 'TextEncoder/TextDecoder'],
      ['const u = new URL(s);', 'the runtime URL classes'],
      ['const p = new URLSearchParams(s);', 'the runtime URL classes'],
      ['URL.canParse(s);', 'the runtime URL classes'],
      ["import { URL } from 'whatwg-url';\nnew URL(s);", 'the runtime URL classes'],
      ['encodeURIComponent(s);', 'encodeURIComponent/decodeURIComponent/escape'],
      ['const t = escape(s);', 'encodeURIComponent/decodeURIComponent/escape'],
      ['document.title = s;', 'a DOM global'],
      ['globalThis.x = 1;', 'globalThis'],
    ];
    for (const [code, what] of bad)
      expect(violations('x.ts', code, SOURCE_RULES), code).toEqual([`x.ts uses ${what}`]);
    expect(
      violations('x.ts', '// new URL(s), console.log\n/* node:fs */ const a = 1;', SOURCE_RULES),
    ).toEqual([]);
    expect(violations('x.ts', 'const r = /a+/g.test(s);', [NO_REGEXP])).toEqual([
      'x.ts uses a regular expression',
    ]);
    // a package's own classes, and methods that happen to be called escape, are fine
    for (const code of [
      'class URL {}\nconst u = new URL(s);',
      "import { URLPattern } from './url-pattern';\nnew URLPattern(p);",
      "import { type Host, URL } from '@url/parser';\nURL.parse(s);",
      'this.escape(true);',
      'escape(inClass: boolean): string {',
    ]) {
      expect(violations('x.ts', code, SOURCE_RULES), code).toEqual([]);
    }
    expect(nonReexports("export { a } from './a';\nconst b = 1;")).toEqual(['const b = 1']);
  });

  test('src/ has its modules', () => {
    expect(files).toEqual(expect.arrayContaining(['index.ts', ...(options.files ?? [])]));
  });

  test('every allowance names a file of src/ and a rule', () => {
    const names = rules.map(([what]) => what);
    for (const [file, whats] of Object.entries(allow)) {
      expect(files, file).toContain(file);
      for (const what of whats) expect(names, `${file}: ${what}`).toContain(what);
    }
  });

  test.each(files)('%s follows the rules for src/', (file) => {
    const code = readFileSync(join(srcDir, file), 'utf8');
    expect(violations(file, code, rules, allow[file])).toEqual([]);
  });

  test('index.ts holds re-exports only', () => {
    expect(nonReexports(readFileSync(join(srcDir, 'index.ts'), 'utf8'))).toEqual([]);
  });
}
