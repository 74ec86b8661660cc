// Side-by-side benchmark for @url/readers: each reader model, and all of them together (`readURL`,
// the guard's and the inspector's entry point), on real URLs from the kasztp.txt and userbait.txt
// corpora, next to Node's own `new URL()` (C++, the URL Standard) and legacy `url.parse()` (the real
// parser the node-legacy model follows). The budget: all readers together under 20 µs a URL.
// Runs against the built dist/: `pnpm --filter @url/readers build && pnpm --filter @url/readers bench`.
import nodeURL from 'node:url';
import { bench, loadLines, saveResults } from '@url/bench';
import {
  readCurl,
  readGo,
  readJava,
  readNodeLegacy,
  readPerl,
  readPhp,
  readPython,
  readRuby,
  readURL,
  readWinHTTP,
} from '../dist/index.js';

process.removeAllListeners('warning');
const urls = [...loadLines('kasztp.txt').slice(0, 3000), ...loadLines('userbait.txt').slice(0, 3000)];
const rows = bench({
  title: 'readers on real URLs (kasztp + userbait)',
  inputs: urls,
  reference: 'readURL: all nine readers',
  candidates: {
    'readURL: all nine readers': (s) => readURL(s),
    'python (urlsplit 3.12)': (s) => readPython(s),
    'curl (8.21.0)': (s) => readCurl(s),
    'node-legacy (url.parse model)': (s) => readNodeLegacy(s),
    'winhttp (model from docs)': (s) => readWinHTTP(s),
    'go (net/url.Parse 1.27)': (s) => readGo(s),
    'php (parse_url 8.2)': (s) => readPhp(s),
    'java (java.net.URI 17)': (s) => readJava(s),
    'ruby (URI.parse 3.1)': (s) => readRuby(s),
    'perl (URI->new 5.17)': (s) => readPerl(s),
    "node's own url.parse()": (s) => nodeURL.parse(s),
    "node's own new URL()": (s) => {
      try {
        return new URL(s);
      } catch {
        return null;
      }
    },
  },
});
const all = rows.find((r) => r.name === 'readURL: all nine readers');
console.log(`\nall nine readers together: ${(all.nsPerOp / 1000).toFixed(2)} µs per URL (budget 20 µs)`);
saveResults('readers');
