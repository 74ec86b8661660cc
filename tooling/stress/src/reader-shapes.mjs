// Stress shapes of the reader models of @url/readers (Go, PHP, Java, Ruby, Perl): the inputs that would
// make a backtracking or re-scanning reader quadratic (near-miss paths, many delimiters, long
// hosts, ports and escapes). Each shape's `check` asserts the reader did what the shape is about.
import { readGo, readJava, readPerl, readPhp, readRuby } from '@url/readers';

const fill = (unit, size) => unit.repeat(Math.max(1, Math.floor(size / unit.length)));

function assert(ok, message) {
  if (!ok) throw new Error(message);
}

const ok = (r) => r.ok;

/** @type {import('./shapes.mjs').Shape[]} */
export const READER_SHAPES = [
  {
    name: 'readers: Go, %-escapes in the path',
    pkg: '@url/readers',
    build: (n) => 'http://h.example/' + fill('%41b/', n),
    run: readGo,
    check: (s, r) => assert(ok(r) && r.path.length === s.length - 'http://h.example'.length, 'path kept'),
  },
  {
    name: 'readers: Go, many colons in the host',
    pkg: '@url/readers',
    build: (n) => 'http://' + fill('a:', n) + 'h/',
    run: readGo,
    check: (_s, r) => assert(!ok(r) && r.error.startsWith('invalid port'), 'rejected for its port'),
  },
  {
    name: 'readers: Go, a bracketed host of many colons and digits (netip.ParseAddr, Go 1.27)',
    pkg: '@url/readers',
    build: (n) => 'http://[::' + fill('12:', n) + '1.2.3.4]/',
    run: readGo,
    check: (_s, r) => assert(!ok(r) && r.error.startsWith('invalid host: ParseAddr('), 'rejected by netip'),
  },
  {
    name: 'readers: Go, many [ in the host (Go 1.27: invalid IP-literal)',
    pkg: '@url/readers',
    build: (n) => 'http://' + fill('a[:', n) + 'h/',
    run: readGo,
    check: (_s, r) => assert(!ok(r) && r.error === 'invalid IP-literal', 'rejected'),
  },
  {
    name: 'readers: Go, non-ASCII path',
    pkg: '@url/readers',
    build: (n) => 'http://h.example/' + fill('é', n / 2),
    run: readGo,
    check: (_s, r) => assert(ok(r) && r.path.startsWith('/%C3%A9'), 'escaped'),
  },
  {
    name: 'readers: PHP, many @ and : in the authority',
    pkg: '@url/readers',
    build: (n) => 'http://' + fill('b:a@', n) + 'h/p',
    run: readPhp,
    check: (_s, r) => assert(ok(r) && r.host === 'h', 'last @ wins'),
  },
  {
    name: 'readers: PHP, non-ASCII path with control bytes',
    pkg: '@url/readers',
    build: (n) => 'http://h.example/' + fill('é\u0001', n / 3),
    run: readPhp,
    check: (_s, r) => assert(ok(r) && r.path.includes('é_'), 'control bytes replaced'),
  },
  {
    name: 'readers: Java, near-miss path (space at the end)',
    pkg: '@url/readers',
    build: (n) => 'http://h.example/' + fill('a%20/', n) + ' ',
    run: readJava,
    check: (_s, r) =>
      assert(!ok(r) && r.error.startsWith('Illegal character in path'), 'rejected at the end'),
  },
  {
    name: 'readers: Java, many host labels and a long port',
    pkg: '@url/readers',
    build: (n) => 'http://' + fill('a.', n / 2) + 'b:' + fill('0', n / 2) + '1/',
    run: readJava,
    check: (_s, r) => assert(ok(r) && r.port === '1', 'server authority read'),
  },
  {
    name: 'readers: Java, IPv6 with many groups',
    pkg: '@url/readers',
    build: (n) => 'http://[' + fill('1:', n) + ':1]/',
    run: readJava,
    check: (_s, r) => assert(!ok(r), 'too long'),
  },
  {
    name: 'readers: Ruby, near-miss path (space at the end)',
    pkg: '@url/readers',
    build: (n) => 'http://h.example/' + fill('a/', n) + ' ',
    run: readRuby,
    check: (_s, r) => assert(!ok(r) && r.error.includes('bad URI'), 'rejected'),
  },
  {
    name: 'readers: Ruby, long host then a bad character',
    pkg: '@url/readers',
    build: (n) => 'http://' + fill('a', n) + '^/',
    run: readRuby,
    check: (_s, r) => assert(!ok(r), 'rejected'),
  },
  {
    name: 'readers: Ruby, mailto with many addresses',
    pkg: '@url/readers',
    build: (n) => 'mailto:' + fill('a@b,', n) + '@',
    run: readRuby,
    check: (_s, r) => assert(!ok(r) && r.error.includes('mailto'), 'rejected by the mailto check'),
  },
  {
    name: 'readers: Perl, many @ and a long non-ASCII host',
    pkg: '@url/readers',
    build: (n) => 'http://' + fill('u@', n / 2) + fill('\u00e9.', n / 4) + 'com/',
    run: readPerl,
    check: (_s, r) => assert(ok(r) && r.host.startsWith('xn--9ca.'), 'host through IDNA'),
  },
  {
    name: 'readers: Perl, white space and characters to escape',
    pkg: '@url/readers',
    build: (n) => '<URL:http://h.example/' + fill('a b\u00a0', n / 2) + '>',
    run: readPerl,
    check: (_s, r) => assert(ok(r) && r.path.startsWith('/a%20b%C2%A0'), 'escaped'),
  },
  {
    name: 'readers: Perl, white space then one more character',
    pkg: '@url/readers',
    build: (n) => 'http://h.example/' + fill('\u00a0', n / 2) + 'x',
    run: readPerl,
    check: (_s, r) => assert(ok(r) && r.path.endsWith('%C2%A0x'), 'not trimmed'),
  },
  {
    name: 'readers: Perl, one long non-ASCII host label (IDNA refuses it)',
    pkg: '@url/readers',
    build: (n) =>
      'http://' +
      Array.from({ length: Math.max(1, n / 2) }, (_, i) => String.fromCharCode(0x4e00 + (i % 20000))).join(
        '',
      ) +
      '/',
    run: readPerl,
    check: (_s, r) => assert(ok(r) && !r.host.startsWith('xn--'), 'left escaped'),
  },
];
