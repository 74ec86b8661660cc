// The README's quick examples run as tests (tooling/config/readme-examples.ts): imports resolve to
// the sources and must name real exports; every `expression; // => expected` line is checked.
import * as main from '@url/searchparams';
import * as edit from '@url/searchparams/edit';
import * as legacy from '@url/searchparams/legacy';
import * as object from '@url/searchparams/object';
import * as query from '@url/searchparams/query';
import * as urlencoded from '@url/searchparams/urlencoded';
import { testReadmeExamples } from '../../../tooling/config/readme-examples.ts';

testReadmeExamples(
  new URL('../README.md', import.meta.url),
  {
    '@url/searchparams': main,
    '@url/searchparams/edit': edit,
    '@url/searchparams/urlencoded': urlencoded,
    '@url/searchparams/object': object,
    '@url/searchparams/legacy': legacy,
    '@url/searchparams/query': query,
  },
  { section: 'Quick examples', minBlocks: 3, minChecks: 4 },
);
