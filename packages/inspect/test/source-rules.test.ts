// The house rules for the library's src/ (tooling/config/source-rules.ts), shared by every package;
// the CLI, outside src/ in cli/, may use Node.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { sourceRules } from '../../../tooling/config/source-rules.ts';

sourceRules(import.meta.url, { files: ['inspect.ts', 'split.ts', 'format.ts'] });

test('the CLI lives apart in cli/', () => {
  const src = readdirSync(fileURLToPath(new URL('../src/', import.meta.url)), {
    recursive: true,
    encoding: 'utf8',
  });
  expect(src.some((f) => f.includes('cli'))).toBe(false);
  expect(readdirSync(fileURLToPath(new URL('../cli/', import.meta.url)))).toEqual(
    expect.arrayContaining(['main.ts', 'run.ts', 'tsconfig.json']),
  );
});
