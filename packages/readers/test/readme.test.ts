// The README's ```js examples run as tests (tooling/config/readme-examples.ts): imports resolve to
// the sources and must name real exports; every `expression; // → expected` line is checked.
import { testReadmeExamples } from '../../../tooling/config/readme-examples.ts';
import * as all from '../src/index.ts';

testReadmeExamples(new URL('../README.md', import.meta.url), { '@url/readers': all }, { minBlocks: 2 });
