// Side-by-side benchmarks for @url/host on the idna-domains.txt and ip-literals.txt corpora, against
// tr46 (with the URL Standard's flags), whatwg-url's host parsing and Node's C++ (Ada)
// `url.domainToASCII` / `url.domainToUnicode` and `new URL()`.
// Runs against the built dist/: `pnpm --filter @url/host build && pnpm --filter @url/host bench`.
import { createRequire } from 'node:module';
import nodeURL from 'node:url';
import { bench, loadLines, saveResults } from '@url/bench';
import {
  domainToASCII,
  domainToUnicode,
  parseHost,
  RELAXED_TO_ASCII_OPTIONS,
  serializeHost,
  TO_UNICODE_OPTIONS,
} from '../dist/index.js';

const require = createRequire(import.meta.url);
const tr46 = require('tr46');
const whatwg = require('whatwg-url');

const all = loadLines('idna-domains.txt');
const asciiOnly = all.filter((h) => !/[^\x00-\x7f]/.test(h));
const asciiForms = all.map((h) => domainToASCII(h)).filter((h) => h !== null);
console.log(
  `idna-domains.txt: ${all.length} hosts, ${asciiOnly.length} ASCII-only; ${asciiForms.length} valid ASCII forms for domain to Unicode`,
);

// whatwg-url's host parser alone: the basic URL parser with the "hostname" state override on a
// parsed http: URL record (the `URL#hostname` setter's path), no URL serialization.
const record = whatwg.parseURL('http://x/');
const whatwgHost = (h) => {
  const r = whatwg.basicURLParse(h, { url: record, stateOverride: 'hostname' });
  return r === null ? null : record.host;
};

// Sanity: every candidate computes the same thing on the corpus (C++ and JS peers included).
let disagree = 0;
for (const h of all) {
  const ours = domainToASCII(h);
  const host = parseHost(h);
  const viaURL = (() => {
    try {
      return new URL(`http://${h}/`).hostname;
    } catch {
      return null;
    }
  })();
  if ((host === null ? null : serializeHost(host)) !== viaURL) disagree++;
  if (ours !== null && typeof host === 'string' && ours !== host) disagree++;
}
console.log(`hosts where parseHost and Node's URL disagree: ${disagree}`);

for (const [title, inputs] of [
  ['domain to ASCII, all hosts', all],
  ['domain to ASCII, ASCII-only hosts', asciiOnly],
]) {
  bench({
    title,
    inputs,
    reference: 'node url.domainToASCII (C++)',
    candidates: {
      '@url/host domainToASCII': (h) => domainToASCII(h),
      '@url/host parseHost': (h) => parseHost(h),
      'tr46 toASCII (spec flags)': (h) => tr46.toASCII(h, RELAXED_TO_ASCII_OPTIONS),
      'whatwg-url host parse': whatwgHost,
      'node url.domainToASCII (C++)': (h) => nodeURL.domainToASCII(h),
      'node new URL(http://h/).hostname': (h) => {
        try {
          return new URL(`http://${h}/`).hostname;
        } catch {
          return null;
        }
      },
    },
  });
}

bench({
  title: 'domain to Unicode, ASCII forms of all hosts',
  inputs: asciiForms,
  reference: 'node url.domainToUnicode (C++)',
  candidates: {
    '@url/host domainToUnicode': (h) => domainToUnicode(h),
    'tr46 toUnicode (spec flags)': (h) => tr46.toUnicode(h, TO_UNICODE_OPTIONS),
    'node url.domainToUnicode (C++)': (h) => nodeURL.domainToUnicode(h),
  },
});

// IP literals as hosts: IPv6 in brackets, as the URL parser hands them to the host parser.
const ips = loadLines('ip-literals.txt').map((ip) => (ip.includes(':') ? `[${ip}]` : ip));
for (const [title, inputs] of [
  ['IPv4 literal hosts', ips.filter((h) => !h.startsWith('['))],
  ['IPv6 literal hosts', ips.filter((h) => h.startsWith('['))],
]) {
  bench({
    title,
    inputs,
    reference: 'node new URL(http://h/).hostname',
    candidates: {
      '@url/host parseHost': (h) => parseHost(h),
      '@url/host parseHost + serializeHost': (h) => {
        const host = parseHost(h);
        return host === null ? null : serializeHost(host);
      },
      'whatwg-url host parse': whatwgHost,
      'node new URL(http://h/).hostname': (h) => {
        try {
          return new URL(`http://${h}/`).hostname;
        } catch {
          return null;
        }
      },
    },
  });
}

saveResults('host');
