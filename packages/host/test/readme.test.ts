// The README's ```js examples run as tests (tooling/config/readme-examples.ts): imports resolve to
// the sources and must name real exports; every `expression; // → expected` line is checked.
import { testReadmeExamples } from '../../../tooling/config/readme-examples.ts';
import * as core from '../src/core';
import * as root from '../src/index';

testReadmeExamples(
  new URL('../README.md', import.meta.url),
  { '@url/host': root, '@url/host/core': core },
  { minBlocks: 4 },
);
