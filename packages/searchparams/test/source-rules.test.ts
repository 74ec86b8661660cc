// House rules for src/: no Node built-ins, no console, no DOM or host globals, none of the runtime's own
// URL machinery or text codecs (the class here is the implementation), no regular expressions.
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
  ['the runtime URL classes', /\bglobalThis\b|\bself\b|\bwindow\b|\bnew\s+URL(Pattern)?\b|\bURL\.\w+\(/],
  ['encodeURIComponent/decodeURIComponent/escape', /\b(en|de)codeURI(Component)?\(|\bunescape\(|\bescape\(/],
  ['a regular expression', /\bRegExp\b|[=(,:]\s*\/[^/*\s][^/\n]*\/[dgimsuy]*\s*[.;,)]/],
  ['a DOM global', /\bdocument\.|\bFormData\b|\blocation\./],
];

test('src/ has the five entries and the internal modules', () => {
  expect(files).toEqual(
    expect.arrayContaining([
      'index.ts',
      'urlencoded.ts',
      'edit.ts',
      'object.ts',
      'legacy.ts',
      'search-params.ts',
    ]),
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
    expect(statement.trim()).toMatch(/^export (type )?\{[\s\S]*\} from '\.\/[a-z-]+'$/);
});

test('the codec, the editor, the object helpers and the legacy serializer do not import the class', () => {
  for (const file of [
    'urlencoded.ts',
    'edit.ts',
    'object.ts',
    'legacy.ts',
    'internal/parse.ts',
    'internal/usv.ts',
  ]) {
    expect(readFileSync(join(srcDir, file), 'utf8')).not.toMatch(
      /from '\.\/search-params'|from '\.\.\/search-params'/,
    );
  }
});
