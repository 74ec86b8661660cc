// Side-by-side benchmark of the IP address parsers on ip-literals.txt (IPv4-like and IPv6-like lines
// separately), against ipaddr.js, ip-address and Node's net.isIP (validation only, C++-backed regexes).
// Runs the built dist/: `pnpm --filter @url/ipaddr build && pnpm --filter @url/ipaddr bench`.
import { isIP } from 'node:net';
import { bench, loadLines, saveResults } from '@url/bench';
import { Address4, Address6 } from 'ip-address';
import ipaddr from 'ipaddr.js';
import { parseIPv4, serializeIPv4 } from '../dist/ipv4.js';
import { parseIPv6, serializeIPv6 } from '../dist/ipv6.js';
import { parseIPv4Strict, parseIPv6Strict } from '../dist/strict.js';
import { benchIpaddrJs } from './ipaddr-js.mjs';

const lines = loadLines('ip-literals.txt');
const v4 = lines.filter((l) => !l.includes(':'));
const v6 = lines.filter((l) => l.includes(':'));

const tryOr = (f) => (s) => {
  try {
    return f(s);
  } catch {
    return null;
  }
};

const v4Rows = bench({
  title: `IPv4-like literals (${v4.length} lines of ip-literals.txt)`,
  inputs: v4,
  candidates: {
    '@url/ipaddr parseIPv4': (s) => parseIPv4(s),
    '@url/ipaddr parseIPv4Strict': (s) => parseIPv4Strict(s),
    'ipaddr.js parse (try/catch)': tryOr((s) => ipaddr.parse(s)),
    'ipaddr.js IPv4.parse (try/catch)': tryOr((s) => ipaddr.IPv4.parse(s)),
    'ipaddr.js isValid ? parse': (s) => (ipaddr.isValid(s) ? ipaddr.parse(s) : null),
    'ip-address new Address4 (try/catch)': tryOr((s) => new Address4(s)),
    'node:net isIP (validation only)': (s) => isIP(s),
  },
});

const v6Rows = bench({
  title: `IPv6-like literals (${v6.length} lines of ip-literals.txt)`,
  inputs: v6,
  candidates: {
    '@url/ipaddr parseIPv6': (s) => parseIPv6(s),
    '@url/ipaddr parseIPv6Strict': (s) => parseIPv6Strict(s),
    'ipaddr.js parse (try/catch)': tryOr((s) => ipaddr.parse(s)),
    'ipaddr.js IPv6.parse (try/catch)': tryOr((s) => ipaddr.IPv6.parse(s)),
    'ipaddr.js isValid ? parse': (s) => (ipaddr.isValid(s) ? ipaddr.parse(s) : null),
    'ip-address new Address6 (try/catch)': tryOr((s) => new Address6(s)),
    'node:net isIP (validation only)': (s) => isIP(s),
  },
});

// Serializers, on addresses parsed beforehand by each library.
const v4Parsed = v4.map((s) => parseIPv4Strict(s)).filter((a) => a !== null);
const v4Theirs = v4Parsed.map((a) => ipaddr.IPv4.parse(serializeIPv4(a)));
const v6Parsed = v6.map((s) => parseIPv6Strict(s)).filter((p) => p !== null);
const v6Theirs = v6Parsed.map((p) => ipaddr.IPv6.parse(serializeIPv6(p)));
const indexes = (n) => Array.from({ length: n }, (_, i) => i);

bench({
  title: `IPv4 serialize (${v4Parsed.length} addresses)`,
  inputs: indexes(v4Parsed.length),
  candidates: {
    '@url/ipaddr serializeIPv4': (i) => serializeIPv4(v4Parsed[i]),
    'ipaddr.js toString': (i) => v4Theirs[i].toString(),
  },
});

bench({
  title: `IPv6 serialize (${v6Parsed.length} addresses, RFC 5952 compression)`,
  inputs: indexes(v6Parsed.length),
  candidates: {
    '@url/ipaddr serializeIPv6': (i) => serializeIPv6(v6Parsed[i]),
    'ipaddr.js toString (toRFC5952String)': (i) => v6Theirs[i].toString(),
  },
});

function verdict(rows, ours, family) {
  const time = (name) => rows.find((r) => r.name === name).nsPerOp;
  const mine = time(ours);
  const ipaddrjs = time('ipaddr.js parse (try/catch)');
  const net = time('node:net isIP (validation only)');
  const vsIpaddr = ipaddrjs / mine;
  const vsNet = mine / net;
  console.log(
    `\n${family}: ${vsIpaddr.toFixed(1)}x faster than ipaddr.js parse (target >= 5x: ${vsIpaddr >= 5 ? 'met' : 'MISSED'}); ` +
      `${vsNet.toFixed(2)}x the time of net.isIP (target <= 3x: ${vsNet <= 3 ? 'met' : 'MISSED'})`,
  );
}
verdict(v4Rows, '@url/ipaddr parseIPv4', 'parseIPv4');
verdict(v6Rows, '@url/ipaddr parseIPv6', 'parseIPv6');

// the ipaddr.js-compatible entry against ipaddr.js itself
benchIpaddrJs();

saveResults('ipaddr');
