// The README's ```js examples run as tests: each `expression; // → expected` line is checked, every
// import must name an export of the entry it imports from, and other lines run as written.
import { readFileSync } from 'node:fs';
import * as parserCore from '@url/parser/core';
import { describe, expect, it } from 'vitest';
import * as core from '../src/core.ts';
import * as all from '../src/index.ts';

const entries: Record<string, Record<string, unknown>> = {
  '@url/guard': all,
  '@url/guard/core': core,
  '@url/parser/core': parserCore,
};

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);

describe('README examples', () => {
  it('has examples', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(3);
  });

  it.each(blocks.map((b, i) => [i + 1, b]))('example %i', (_, block) => {
    const scope: Record<string, unknown> = {};
    const body: string[] = [];
    let checks = 0;
    for (const line of block.split('\n')) {
      const imp = /^import \{([^}]*)\} from '([^']+)';$/.exec(line);
      if (imp) {
        const entry = entries[imp[2]];
        expect(entry, `README imports from unknown entry ${imp[2]}`).toBeDefined();
        for (const name of imp[1].split(',').map((s) => s.trim())) {
          expect(entry[name], `${imp[2]} has no export ${name}`).toBeDefined();
          scope[name] = entry[name];
        }
        continue;
      }
      const check = /^(.*?);? \/\/ → (.*)$/.exec(line);
      if (check) {
        checks++;
        body.push(`check(() => (${check[1]}), () => (${check[2]}), ${JSON.stringify(line)});`);
      } else body.push(line);
    }
    expect(checks).toBeGreaterThan(0);
    const check = (actual: () => unknown, expected: () => unknown, line: string) => {
      expect(actual(), line).toEqual(expected());
    };
    const names = Object.keys(scope);
    new Function('check', ...names, body.join('\n'))(check, ...names.map((n) => scope[n]));
  });
});
