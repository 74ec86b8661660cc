// One runner for every package's README examples (test/readme.test.ts): the ```js blocks run as
// written, in order, with their imports resolved to the package's sources, and each line
// `expression; // → expected` (or `// => expected`) checks that the expression deep-equals the
// expected value at that point of the block. An import must name a real export of the entry it
// imports from, and a block without a single check fails (an example that asserts nothing proves
// nothing).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

export interface ReadmeExampleOptions {
  /** Fewest ```js blocks the README must have (default 1). */
  minBlocks?: number;
  /** Only the blocks inside the section with this heading text (e.g. "Quick examples"). */
  section?: string;
  /** Fewest checks each block must hold (default 1). */
  minChecks?: number;
}

/** The ```js blocks of `markdown` (of one `## section` when named). */
export function jsBlocks(markdown: string, section?: string): string[] {
  let text = markdown;
  if (section !== undefined) {
    const start = text.search(new RegExp(`^#+ ${section.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'm'));
    if (start < 0) return [];
    const after = text.slice(start);
    const next = after.slice(1).search(/^## /m);
    text = next < 0 ? after : after.slice(0, next + 1);
  }
  return [...text.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1] as string);
}

/**
 * Turns a README block into a function body: imports become reads of `__modules` (each name checked
 * to be an export), check lines become `__check(actual, expected, line)` calls. Returns the body and
 * the number of checks.
 */
export function compileExample(
  block: string,
  modules: Record<string, Record<string, unknown>>,
): { body: string; checks: number } {
  const withoutImports = block.replace(
    /^import \{([^}]*)\} from '([^']+)';$/gm,
    (_, names: string, from: string) => {
      const mod = modules[from];
      if (mod === undefined)
        throw new Error(`the example imports from ${from}, which this test does not know`);
      const bindings = names
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '')
        .map((spec) => {
          const [name, alias] = spec.split(/\s+as\s+/) as [string, string | undefined];
          if (!(name in mod)) throw new Error(`${from} has no export ${name}`);
          return alias === undefined ? name : `${name}: ${alias}`;
        });
      // one line per import, so the check lines keep their numbers
      return `const { ${bindings.join(', ')} } = __modules[${JSON.stringify(from)}];${'\n'.repeat(names.split('\n').length - 1)}`;
    },
  );
  let checks = 0;
  const body = withoutImports
    .split('\n')
    .map((line) => {
      const check = /^(.*?);?\s*\/\/ (?:→|=>) (.*)$/.exec(line);
      if (check === null) return line;
      checks++;
      return `__check(() => (${check[1]}), () => (${check[2]}), ${JSON.stringify(line)});`;
    })
    .join('\n');
  return { body, checks };
}

/** Registers one test per ```js block of the README at `readmeURL`. */
export function testReadmeExamples(
  readmeURL: URL,
  modules: Record<string, Record<string, unknown>>,
  options: ReadmeExampleOptions = {},
): void {
  const readme = readFileSync(readmeURL, 'utf8');
  const blocks = jsBlocks(readme, options.section);
  describe('README examples', () => {
    it(`has at least ${options.minBlocks ?? 1} js examples`, () => {
      expect(blocks.length).toBeGreaterThanOrEqual(options.minBlocks ?? 1);
    });
    blocks.forEach((block, n) => {
      it(`example ${n + 1} runs and every check holds`, () => {
        const { body, checks } = compileExample(block, modules);
        expect(checks, 'checks in this example').toBeGreaterThanOrEqual(options.minChecks ?? 1);
        const check = (actual: () => unknown, expected: () => unknown, line: string) => {
          expect(actual(), line).toEqual(expected());
        };
        new Function('__modules', '__check', body)(modules, check);
      });
    });
  });
}
