// The house rules for src/ (tooling/config/source-rules.ts), shared by every package. This layer
// also uses no regular expressions, and its codec modules never import the class.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { NO_REGEXP, sourceRules } from '../../../tooling/config/source-rules.ts';

sourceRules(import.meta.url, {
  extra: [NO_REGEXP],
  files: ['urlencoded.ts', 'edit.ts', 'object.ts', 'legacy.ts', 'search-params.ts'],
});

const srcDir = fileURLToPath(new URL('../src/', import.meta.url));

test('the codec, the editor, the object helpers and the legacy serializer do not import the class', () => {
  for (const file of [
    'urlencoded.ts',
    'edit.ts',
    'object.ts',
    'legacy.ts',
    'internal/parse.ts',
    'internal/usv.ts',
  ]) {
    expect(readFileSync(join(srcDir, file), 'utf8')).not.toMatch(
      /from '\.\/search-params'|from '\.\.\/search-params'/,
    );
  }
});
