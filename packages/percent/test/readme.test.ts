// The README's quick example runs here: every line `expression; // => expected` is evaluated with the
// package's exports in scope and compared with the expected value.
import { readFileSync } from 'node:fs';
import * as percent from '@url/percent';
import { expect, test } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const block = /## Quick example\s+```js\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
const code = block.replace(/^import[\s\S]*?from '@url\/percent';\n/m, '');
const names = Object.keys(percent);
const values = Object.values(percent);

test('the quick example imports only real exports', () => {
  const imported = /import \{([\s\S]*?)\} from '@url\/percent'/.exec(block)?.[1] ?? '';
  const list = imported
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  expect(list.length).toBeGreaterThan(0);
  for (const name of list) expect(names).toContain(name);
});

test('every `// =>` line of the quick example gives what it says', () => {
  const lines = code.split('\n');
  const checks: [string, string][] = [];
  const statements: string[] = [];
  for (const line of lines) {
    const m = /^(.*);\s*\/\/ => (.*)$/.exec(line);
    if (m) checks.push([m[1], m[2]]);
    else if (line.trim() !== '') statements.push(line);
  }
  expect(checks.length).toBeGreaterThanOrEqual(10);
  // run each check after the plain statements (declarations) of the block
  for (const [expression, expected] of checks) {
    const run = new Function(...names, `${statements.join('\n')}\nreturn [${expression}, ${expected}];`);
    const [actual, wanted] = run(...values);
    expect([expression, actual]).toEqual([expression, wanted]);
  }
});
