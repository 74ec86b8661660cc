// Side-by-side benchmarks for @url/percent against the runtime's encodeURIComponent /
// decodeURIComponent (native C++), TextEncoder / TextDecoder, and whatwg-url (pure JS).
// Runs against the built dist/: `pnpm --filter @url/percent build && pnpm --filter @url/percent bench`.
import { createRequire } from 'node:module';
import { bench, loadLines, saveResults } from '@url/bench';
import {
  COMPONENT_PERCENT_ENCODE_SET,
  FRAGMENT_PERCENT_ENCODE_SET,
  percentDecodeToString,
  utf8DecodeWithoutBOM,
  utf8Encode,
  utf8PercentEncodeString,
} from '../dist/index.js';

const require = createRequire(import.meta.url);
const whatwg = require('whatwg-url/lib/percent-encoding.js');
const whatwgEncoding = require('whatwg-url/lib/encoding.js');

// A decoder that never throws, to build the inputs (the form parser's decoding: "+" is a space).
const formDecode = (s) => percentDecodeToString(s, true);

/** Every name and value of every pair in a corpus of query strings (one per line). */
function pairs(lines) {
  const names = [];
  const values = [];
  for (const line of lines)
    for (const part of line.split('&')) {
      if (part === '' || part === 'amp;') continue;
      const eq = part.indexOf('=');
      names.push(eq === -1 ? part : part.slice(0, eq));
      if (eq !== -1 && eq + 1 < part.length) values.push(part.slice(eq + 1));
    }
  return { names, values };
}

const real = pairs(loadLines('querystrings-real.txt'));
const synthetic = pairs(loadLines('querystrings-synthetic.txt'));

// Inputs to encode.
const realValues = real.values.map(formDecode).filter((s) => s.length > 0);
const identifiers = [...new Set(real.names.concat(synthetic.names))].filter((s) =>
  /^[A-Za-z0-9_.-]+$/.test(s),
);
const nonASCII = [
  ...synthetic.values.map(formDecode).filter((s) => /[^\0-\x7f]/.test(s)),
  ...loadLines('idna-domains.txt').filter((s) => /[^\0-\x7f]/.test(s)),
];

// Inputs to decode: raw query values as they come in URLs, and those of them that hold escapes.
const rawValues = real.values.concat(synthetic.values);
const escapedValues = rawValues.filter((s) => s.includes('%'));

const encodeCandidates = {
  'utf8PercentEncodeString (component set)': (s) => utf8PercentEncodeString(s, COMPONENT_PERCENT_ENCODE_SET),
  encodeURIComponent: (s) => encodeURIComponent(s),
  'whatwg-url utf8PercentEncodeString': (s) =>
    whatwg.utf8PercentEncodeString(s, whatwg.isURLEncodedPercentEncode, false),
};

bench({
  title: `encode: real query values, decoded (querystrings-real.txt, ${realValues.length} values)`,
  inputs: realValues,
  candidates: encodeCandidates,
  reference: 'encodeURIComponent',
});
bench({
  title: `encode: ASCII identifiers (query names, ${identifiers.length} strings, nothing to encode)`,
  inputs: identifiers,
  candidates: encodeCandidates,
  reference: 'encodeURIComponent',
});
bench({
  title: `encode: non-ASCII strings (synthetic query values + IDNA domains, ${nonASCII.length} strings)`,
  inputs: nonASCII,
  candidates: encodeCandidates,
  reference: 'encodeURIComponent',
});
bench({
  title: `encode: fragment set, real query values (${realValues.length} values; what the URL parser does)`,
  inputs: realValues,
  candidates: {
    'utf8PercentEncodeString (fragment set)': (s) => utf8PercentEncodeString(s, FRAGMENT_PERCENT_ENCODE_SET),
    'whatwg-url utf8PercentEncodeString': (s) =>
      whatwg.utf8PercentEncodeString(s, whatwg.isFragmentPercentEncode, false),
  },
});

const safeDecodeURIComponent = (s) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};
const decodeCandidates = {
  percentDecodeToString: (s) => percentDecodeToString(s),
  'decodeURIComponent (try/catch)': safeDecodeURIComponent,
  'whatwg-url utf8DecodeWithoutBOM(percentDecodeString)': (s) =>
    whatwgEncoding.utf8DecodeWithoutBOM(whatwg.percentDecodeString(s)),
};
bench({
  title: `decode: raw query values (real + synthetic, ${rawValues.length} values)`,
  inputs: rawValues,
  candidates: decodeCandidates,
  reference: 'decodeURIComponent (try/catch)',
});
bench({
  title: `decode: raw query values that hold "%" (${escapedValues.length} values)`,
  inputs: escapedValues,
  candidates: decodeCandidates,
  reference: 'decodeURIComponent (try/catch)',
});

const textEncoder = new TextEncoder();
const textDecoder = new TextDecoder('utf-8', { ignoreBOM: true });
const mixed = realValues.concat(nonASCII);
const mixedBytes = mixed.map((s) => textEncoder.encode(s));
bench({
  title: `UTF-8 encode (${mixed.length} strings: real values + non-ASCII)`,
  inputs: mixed,
  candidates: { utf8Encode: (s) => utf8Encode(s), 'TextEncoder.encode': (s) => textEncoder.encode(s) },
  reference: 'TextEncoder.encode',
});
bench({
  title: `UTF-8 decode (${mixedBytes.length} byte arrays: real values + non-ASCII)`,
  inputs: mixedBytes,
  candidates: {
    utf8DecodeWithoutBOM: (b) => utf8DecodeWithoutBOM(b),
    'TextDecoder.decode': (b) => textDecoder.decode(b),
  },
  reference: 'TextDecoder.decode',
});

saveResults('percent');
