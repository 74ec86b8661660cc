// The README's ```js examples run as tests: imports of @url/parser, @url/parser/core and
// @url/parser/fast-path resolve to the sources, and every `expression; // → value` line is checked with toEqual.
import { readFileSync } from 'node:fs';
import { createHostParser, tr46IDNA } from '@url/host';
import { describe, expect, test } from 'vitest';
import * as core from '../src/core';
import * as fastPath from '../src/fast-path-entry';
import * as root from '../src/index';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
const modules: Record<string, unknown> = {
  '@url/parser': root,
  '@url/parser/core': core,
  '@url/parser/fast-path': fastPath,
  '@url/host': { createHostParser, tr46IDNA },
};

describe('README examples', () => {
  test('there are examples', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4);
  });

  blocks.forEach((block, n) => {
    test(`block ${n + 1} runs and every → holds`, () => {
      let checks = 0;
      const code = block
        .split('\n')
        .map((line) => {
          const imp = /^import \{([^}]*)\} from '([^']+)';$/.exec(line);
          if (imp) {
            if (!(imp[2] in modules)) throw new Error(`unknown module ${imp[2]}`);
            return `const {${imp[1].replace(/ as /g, ': ')}} = __modules[${JSON.stringify(imp[2])}];`;
          }
          const check = /^(.*?);\s*\/\/ → (.*)$/.exec(line);
          if (check) {
            checks++;
            return `__check(${check[1]}, ${check[2]}, ${JSON.stringify(line)});`;
          }
          return line;
        })
        .join('\n');
      const check = (actual: unknown, expected: unknown, line: string) =>
        expect(actual, line).toEqual(expected);
      new Function('__modules', '__check', code)(modules, check);
      expect(checks).toBeGreaterThan(0);
    });
  });
});
