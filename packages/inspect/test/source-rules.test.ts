// House rules for the library's src/ (the CLI in cli/, outside src/, may use Node): no Node built-ins, no console,
// no DOM or host globals, none of the runtime's own URL machinery or text codecs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const srcDir = fileURLToPath(new URL('../src/', import.meta.url));
const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));

const rules: [string, RegExp][] = [
  ['a Node built-in', /from\s+['"]node:|\brequire\(|\bprocess\.|\bBuffer\b/],
  ['console', /\bconsole\./],
  ['TextEncoder/TextDecoder', /\bText(En|De)coder\b/],
  ['the runtime URL classes', /\bglobalThis\b|\bnew\s+URL(SearchParams|Pattern)?\b|\bURL\.\w+\(/],
  ['encodeURIComponent/decodeURIComponent/escape', /\b(en|de)codeURI(Component)?\(|\bunescape\(|\bescape\(/],
  ['a DOM global', /\bdocument\.|\bwindow\.|\blocation\.|\bnavigator\./],
];

test('src/ has the library modules, and the CLI lives apart in cli/', () => {
  expect(files).toEqual(expect.arrayContaining(['index.ts', 'inspect.ts', 'split.ts', 'format.ts']));
  expect(files.some((f) => f.includes('cli'))).toBe(false);
  expect(readdirSync(fileURLToPath(new URL('../cli/', import.meta.url)))).toEqual(
    expect.arrayContaining(['main.ts', 'run.ts', 'tsconfig.json']),
  );
});

test.each(files)('%s follows the rules for src/', (file) => {
  const code = readFileSync(join(srcDir, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  for (const [what, pattern] of rules) expect(pattern.test(code) ? `${file} uses ${what}` : 'ok').toBe('ok');
});

test('index.ts holds re-exports only', () => {
  const code = readFileSync(join(srcDir, 'index.ts'), 'utf8');
  for (const statement of code.split(/;\s*/).filter((s) => s.trim() !== ''))
    expect(statement.trim()).toMatch(/^export (type )?\{[\s\S]*\} from '\.\/[a-z0-9-]+'$/);
});
