// The README's ```js examples run as tests (tooling/config/readme-examples.ts): imports resolve to
// the sources and must name real exports; every `expression; // → expected` line is checked.
import { testReadmeExamples } from '../../../tooling/config/readme-examples.ts';
import * as cidr from '../src/cidr.ts';
import * as all from '../src/index.ts';
import * as ipaddrjs from '../src/ipaddr-js.ts';
import * as ipv4 from '../src/ipv4.ts';
import * as ipv6 from '../src/ipv6.ts';
import * as ranges from '../src/ranges.ts';
import * as strict from '../src/strict.ts';

testReadmeExamples(
  new URL('../README.md', import.meta.url),
  {
    '@url/ipaddr': all,
    '@url/ipaddr/ipv4': ipv4,
    '@url/ipaddr/ipv6': ipv6,
    '@url/ipaddr/strict': strict,
    '@url/ipaddr/ranges': ranges,
    '@url/ipaddr/cidr': cidr,
    '@url/ipaddr/ipaddr.js': ipaddrjs,
  },
  { minBlocks: 4 },
);
