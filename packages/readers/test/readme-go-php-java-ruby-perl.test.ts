// The ```js examples of the README's "Go, PHP, Java, Ruby and Perl readers" section run as tests
// (tooling/config/readme-examples.ts): imports resolve to the sources, every check line is checked.
import { testReadmeExamples } from '../../../tooling/config/readme-examples.ts';
import * as all from '../src/index.ts';

testReadmeExamples(
  new URL('../README.md', import.meta.url),
  { '@url/readers': all },
  {
    section: 'Go, PHP, Java, Ruby and Perl readers',
    minChecks: 8,
  },
);
