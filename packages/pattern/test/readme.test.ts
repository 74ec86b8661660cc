// The README's examples run here: in every ```js block, each line `expression; // => expected` is
// evaluated after the block's other statements, with the package's exports in scope, and compared
// with the expected value.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import * as pattern from '../src/index';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
const names = Object.keys(pattern);
const values = Object.values(pattern);

test('the examples import only real exports', () => {
  expect(blocks.length).toBeGreaterThanOrEqual(2);
  for (const block of blocks) {
    const imported = /import \{([\s\S]*?)\} from '@url\/pattern';/.exec(block)?.[1] ?? '';
    for (const name of imported
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean))
      expect(names).toContain(name);
  }
});

for (const [i, block] of blocks.entries()) {
  test(`README example ${i + 1}: every \`// =>\` line gives what it says`, () => {
    const code = block.replace(/^import[\s\S]*?from '@url\/pattern';\n/m, '');
    const statements: string[] = [];
    const checks: [string, string, number][] = [];
    for (const line of code.split('\n')) {
      const m = /^(.*);\s*\/\/ => (.*)$/.exec(line);
      if (m) checks.push([m[1], m[2], statements.length]);
      else if (line.trim() !== '') statements.push(line);
    }
    expect(checks.length).toBeGreaterThan(0);
    for (const [expression, expected, upTo] of checks) {
      // run the statements written before the check (the examples build state line by line)
      const run = new Function(
        ...names,
        `${statements.slice(0, upTo).join('\n')}\nreturn [${expression}, ${expected}];`,
      );
      const [actual, wanted] = run(...values);
      expect([expression, actual]).toEqual([expression, wanted]);
    }
  });
}
