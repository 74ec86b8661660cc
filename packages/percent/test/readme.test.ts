// The README's quick example runs as a test (tooling/config/readme-examples.ts): its imports must name
// real exports, and every `expression; // => expected` line is checked.
import * as percent from '@url/percent';
import { testReadmeExamples } from '../../../tooling/config/readme-examples.ts';

testReadmeExamples(
  new URL('../README.md', import.meta.url),
  { '@url/percent': percent },
  {
    section: 'Quick example',
    minChecks: 10,
  },
);
