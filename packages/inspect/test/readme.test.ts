import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from '../cli/run';
import * as root from '../src/index';

/**
 * Runs every ```js block of the README (imports of @url/inspect resolve to the sources; each
 * `expression; // → value` line is checked with toEqual), and checks that the pasted CLI output is
 * what the CLI prints today.
 */
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
const modules: Record<string, unknown> = { '@url/inspect': root };

describe('README', () => {
  it('has examples', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(1);
  });

  blocks.forEach((block, n) => {
    it(`block ${n + 1} runs and every → holds`, () => {
      let checks = 0;
      const code = block
        .split('\n')
        .map((line) => {
          const imp = /^import \{([^}]*)\} from '([^']+)';$/.exec(line);
          if (imp) {
            if (!(imp[2] in modules)) throw new Error(`unknown module ${imp[2]}`);
            return `const {${imp[1]}} = __modules[${JSON.stringify(imp[2])}];`;
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

  it('shows the CLI output for the backslash example verbatim', () => {
    const pasted =
      /\(`pnpm url 'http:\/\/evil\.example\\@good\.example\/login'`[^\n]*\n\n```text\n([\s\S]*?)```/.exec(
        readme,
      );
    expect(pasted).not.toBeNull();
    let out = '';
    run(['http://evil.example\\@good.example/login'], {
      stdout: (t) => {
        out += t;
      },
      stderr: () => {},
      isTTY: false,
      noColor: undefined,
    });
    expect(pasted![1]).toBe(out);
  });
});
