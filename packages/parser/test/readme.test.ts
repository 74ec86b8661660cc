// The README's ```js examples run as tests (tooling/config/readme-examples.ts): imports resolve to
// the sources and must name real exports; every `expression; // → expected` line is checked.
import * as host from '@url/host';
import { testReadmeExamples } from '../../../tooling/config/readme-examples.ts';
import * as core from '../src/core';
import * as fastPath from '../src/fast-path-entry';
import * as root from '../src/index';
import * as whatwgURL from '../src/whatwg-url';

testReadmeExamples(
  new URL('../README.md', import.meta.url),
  {
    '@url/parser': root,
    '@url/parser/core': core,
    '@url/parser/fast-path': fastPath,
    '@url/parser/whatwg-url': whatwgURL,
    '@url/host': host,
  },
  { minBlocks: 4 },
);
