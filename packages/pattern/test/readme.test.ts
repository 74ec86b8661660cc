// The README's examples run here: in every ```js block, each line `expression; // => expected` is
// evaluated after the block's other statements, with the package's exports in scope, and compared
// with the expected value.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import * as core from '../src/index';
import * as list from '../src/list';

// the examples import from '@url/pattern' and '@url/pattern/list'
const pattern = { ...core, ...list };

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]!);
const names = Object.keys(pattern);
const values = Object.values(pattern);

test('the examples import only real exports, each from its entry', () => {
  expect(blocks.length).toBeGreaterThanOrEqual(2);
  for (const block of blocks) {
    for (const m of block.matchAll(/import \{([\s\S]*?)\} from '@url\/pattern(\/list)?';/g)) {
      const exported = Object.keys(m[2] === undefined ? core : list);
      for (const name of m[1]!
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean))
        expect(exported).toContain(name);
    }
  }
});

for (const [i, block] of blocks.entries()) {
  test(`README example ${i + 1}: every \`// =>\` line gives what it says`, () => {
    const code = block.replace(/^import[\s\S]*?from '@url\/pattern(\/list)?';\n/gm, '');
    const statements: string[] = [];
    const checks: [string, string, number][] = [];
    for (const line of code.split('\n')) {
      const m = /^(.*);\s*\/\/ => (.*)$/.exec(line);
      if (m) checks.push([m[1]!, m[2]!, statements.length]);
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
