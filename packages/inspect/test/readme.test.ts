import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testReadmeExamples } from '../../../tooling/config/readme-examples.ts';
import { run } from '../cli/run';
import * as root from '../src/index';

// The README's ```js examples run as tests (tooling/config/readme-examples.ts), and the pasted CLI
// output must be what the CLI prints today.
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
testReadmeExamples(new URL('../README.md', import.meta.url), { '@url/inspect': root });

describe('README', () => {
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
