// House rules for src/: no Node built-ins, no DOM or host globals, no console, and none of the
// runtime's own URL machinery or text codecs (this package is the implementation).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const srcDir = fileURLToPath(new URL('../src/', import.meta.url));
const files = readdirSync(srcDir).filter((f) => f.endsWith('.ts'));

const forbidden: [string, RegExp][] = [
  ['a Node built-in import', /from\s+['"]node:|require\(/],
  ['console', /\bconsole\./],
  ['TextEncoder/TextDecoder', /\bText(En|De)coder\b/],
  [
    'URL/URLSearchParams/URLPattern',
    /\bnew\s+URL(SearchParams|Pattern)?\b|\bURL(SearchParams|Pattern)?\.\w+\(/,
  ],
  ['encodeURIComponent/decodeURIComponent', /\b(en|de)codeURI(Component)?\(/],
  ['a regular expression literal or RegExp', /\bRegExp\b|[=(,]\s*\/[^/*\s][^/\n]*\/[dgimsuy]*\s*[.;,)]/],
];

test('src/ has source files', () => {
  expect(files.length).toBeGreaterThan(0);
});

test.each(files)('%s follows the rules for src/', (file) => {
  // Comments may mention anything; the code may not.
  const code = readFileSync(srcDir + file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  for (const [what, pattern] of forbidden)
    expect(pattern.test(code) ? `${file} uses ${what}` : 'ok').toBe('ok');
});

test('index.ts holds re-exports only', () => {
  const code = readFileSync(`${srcDir}index.ts`, 'utf8');
  for (const statement of code.split(/;\s*/).filter((s) => s.trim() !== ''))
    expect(statement.trim()).toMatch(/^export (\{[\s\S]*\}|\*) from '\.\/[a-z0-9]+'$/);
});
