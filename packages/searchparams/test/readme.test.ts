// The README's quick examples run here, in order: each line `expression; // => expected` checks that
// `expression` deep-equals `expected`; other lines run as they are.
import { readFileSync } from 'node:fs';
import * as main from '@url/searchparams';
import * as edit from '@url/searchparams/edit';
import * as legacy from '@url/searchparams/legacy';
import * as object from '@url/searchparams/object';
import * as urlencoded from '@url/searchparams/urlencoded';
import { expect, test } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const section = /## Quick examples\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
const blocks = [...section.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
const modules: Record<string, Record<string, unknown>> = {
  '@url/searchparams': main,
  '@url/searchparams/edit': edit,
  '@url/searchparams/urlencoded': urlencoded,
  '@url/searchparams/object': object,
  '@url/searchparams/legacy': legacy,
};

test('the README has the three quick examples', () => {
  expect(blocks.length).toBe(3);
});

test.each(blocks.map((b, i) => [i, b] as const))(
  'quick example %i runs and gives what it says',
  (_i, block) => {
    const scope: Record<string, unknown> = {};
    const body: string[] = [];
    let checks = 0;
    for (const line of block.split('\n')) {
      const imp = /^import \{([^}]*)\} from '([^']+)';$/.exec(line);
      if (imp) {
        const mod = modules[imp[2]];
        expect(mod, imp[2]).toBeDefined();
        for (const name of imp[1].split(',').map((s) => s.trim())) {
          expect(Object.keys(mod), `${name} from ${imp[2]}`).toContain(name);
          scope[name] = mod[name];
        }
        continue;
      }
      const check = /^(.*);\s*\/\/ => (.*)$/.exec(line);
      if (check) {
        checks++;
        body.push(`__check(${JSON.stringify(check[1])}, (${check[1]}), (${check[2]}));`);
      } else body.push(line);
    }
    expect(checks).toBeGreaterThan(3);
    const results: [string, unknown, unknown][] = [];
    const run = new Function('__check', ...Object.keys(scope), body.join('\n'));
    run(
      (source: string, actual: unknown, expected: unknown) => results.push([source, actual, expected]),
      ...Object.values(scope),
    );
    for (const [source, actual, expected] of results) expect([source, actual]).toEqual([source, expected]);
    expect(results.length).toBe(checks);
  },
);
