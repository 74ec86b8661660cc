// The input shapes of the stress run. Each builds an input of about `size` bytes (or `size / k`
// operations) outside the timing, and runs one operation on it; `check` (run once per size, untimed)
// asserts the operation did what the shape is about, so a shape cannot go fast by failing early.
// Shapes that a documented limit caps say so in `cap`.
import { createHostParser, uts46IDNA } from '@url/host';
import { formatInspection, inspect, renderPage } from '@url/inspect';
import { run as inspectCLI } from '@url/inspect/cli';
import { basicURLParse, createURLParser, isValidURLString, URL, urlFastPath } from '@url/parser';
import { domainToASCII } from '@url/parser/node';
import { URLPattern } from '@url/pattern';
import { readCurl, readNodeLegacy, readPython, readURL, readWinHTTP } from '@url/readers';
import { URLSearchParams } from '@url/searchparams';
import { editQuery } from '@url/searchparams/edit';
import { parseQuery } from '@url/searchparams/query';
import { parseUrlencoded } from '@url/searchparams/urlencoded';
import { READER_SHAPES } from './reader-shapes.mjs';

/** `unit` repeated to about `size` code units. */
const fill = (unit, size) => unit.repeat(Math.max(1, Math.floor(size / unit.length)));

function assert(ok, message) {
  if (!ok) throw new Error(message);
}

// Both stacks as @url/parser's own URL is built (with the fast path layer), changing one limit each.
const uncappedIDNA = createURLParser({
  host: createHostParser({ idna: uts46IDNA, maxIDNAInputLength: Number.POSITIVE_INFINITY }),
  fastPath: urlFastPath,
});
const MAX_INPUT = 1 << 20;
const capped = createURLParser({ idna: uts46IDNA, maxInputLength: MAX_INPUT, fastPath: urlFastPath });

/** Runs `url-inspect` in process with `args`; returns the exit status and the length of what it printed. */
function cli(args) {
  let length = 0;
  const status = inspectCLI(args, {
    stdout: (t) => {
      length += t.length;
    },
    stderr: () => {},
    isTTY: false,
    noColor: undefined,
  });
  return { status, length };
}

/** 45 bytes of base64 per 60-column line, as `base64` wraps it (a line-wrapped data: URL). */
const base64Lines = (n) => fill('QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGlq\n', n);

/** [pathname pattern, repeated unit, text before, text after] of the regexp-group near misses. */
const REGEXP_GROUP_SHAPES = [
  ['/:x((?:\\d\\d?)+)', '1', '/', '!'],
  ['/:x((?:a?a?)+)', 'a', '/', '!'],
  ['/posts/:id(\\d+)-:slug-:rev', '-', '/posts/1', '/'],
  ['/archive/:year(\\d{4})-:month-:day', '-', '/archive/2024', '/'],
  ['/:a(\\d+)-:b(\\d+)-:c', '1-', '/', '/'],
  ['/:a-:b(\\w+)', 'a-', '/', '/'],
  ['/:x((?:a+)+)', 'a', '/', '!'],
  ['/:x((?:[a-zA-Z]+)*)', 'a', '/', '!'],
  ['/:x((?:a|aa)+)', 'a', '/', '!'],
  ['/:x((?:a|a?)+)', 'a', '/', '!'],
  ['/:x((?:.*a){20})', 'a', '/', '!'],
];

/** A deterministic pseudo-random sequence (for sort inputs). */
function lcg(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s;
  };
}

/**
 * @typedef {{ name: string, pkg: string, build: (size: number) => any, run: (input: any) => any,
 *   check?: (input: any, result: any) => void, max?: number, cap?: string, nlogn?: boolean }} Shape
 * @type {Shape[]}
 */
export const SHAPES = [
  // ----- @url/parser: new URL
  {
    name: 'long path',
    pkg: '@url/parser',
    build: (n) => 'http://h.example/' + fill('abcdefg/', n),
    run: (s) => new URL(s),
    check: (s, u) => assert(u.pathname.length === s.length - 'http://h.example'.length, 'path kept'),
  },
  {
    name: 'many dot segments (a/../)',
    pkg: '@url/parser',
    build: (n) => 'http://h.example/' + fill('a/../', n) + 'end',
    run: (s) => new URL(s),
    check: (_s, u) => assert(u.pathname === '/end', 'dot segments removed'),
  },
  {
    name: '../ above the root',
    pkg: '@url/parser',
    build: (n) => 'http://h.example/' + fill('../', n) + 'end',
    run: (s) => new URL(s),
    check: (_s, u) => assert(u.pathname === '/end', 'dot segments removed'),
  },
  {
    name: '%2e%2E and .%2e segments',
    pkg: '@url/parser',
    build: (n) => 'http://h.example/' + fill('x/%2e%2E/y/.%2e/', n) + 'end',
    run: (s) => new URL(s),
    check: (_s, u) => assert(u.pathname === '/end', 'dot segments removed'),
  },
  {
    name: 'runs of % in path, query, fragment',
    pkg: '@url/parser',
    build: (n) => {
      const p = fill('%', n / 3);
      return `http://h.example/${p}?${p}#${p}`;
    },
    run: (s) => new URL(s),
    check: (s, u) => assert(u.href.length === s.length, 'kept as written'),
  },
  {
    name: 'tabs and newlines sprinkled',
    pkg: '@url/parser',
    build: (n) => 'ht\ttp://h.ex\nample/' + fill('ab\tc\nd\r/', n) + '?q\t=1#f\n',
    run: (s) => new URL(s),
    check: (_s, u) => assert(!/[\t\n\r]/.test(u.href) && u.hostname === 'h.example', 'removed'),
  },
  // ----- @url/parser: the basic URL parser with an observer (what @url/inspect reads)
  {
    name: 'observer: every code point percent-encoded, tabs sprinkled',
    pkg: '@url/parser',
    build: (n) =>
      'http://h.example/' + fill(' \t"\u00e9', n) + '?' + fill(' \n<', n / 4) + '#' + fill('`\r', n / 4),
    run: (s) => {
      let events = 0;
      basicURLParse(s, { observer: () => events++ });
      return events;
    },
    check: (s, events) => assert(events > s.length / 2, 'an event per encoded code point and removed tab'),
  },
  {
    name: 'observer: many dot segments and backslashes',
    pkg: '@url/parser',
    build: (n) => 'http:\\\\h.example\\' + fill('a\\..\\.\\', n) + 'end',
    run: (s) => {
      let events = 0;
      const url = basicURLParse(s, { observer: () => events++ });
      return url === null ? -1 : events;
    },
    check: (s, events) => assert(events > s.length / 3, 'segments, dot segments and backslashes seen'),
  },
  {
    name: 'long ASCII host, one label',
    pkg: '@url/parser',
    build: (n) => 'http://' + fill('a', n) + '.example/',
    run: (s) => new URL(s),
    check: (s, u) => assert(u.hostname.length === s.length - 'http:///'.length, 'host kept'),
  },
  {
    name: 'long ASCII host, many labels',
    pkg: '@url/parser',
    build: (n) => 'http://' + fill('Ab.', n) + 'example/',
    run: (s) => new URL(s),
    check: (_s, u) => assert(u.hostname.startsWith('ab.ab.'), 'lowercased'),
  },
  {
    name: 'long non-ASCII host (default 16 KiB IDNA cap)',
    pkg: '@url/host',
    build: (n) => 'http://' + fill('é', n / 2) + '.example/',
    run: (s) => URL.canParse(s),
    cap: 'IDNA input over maxIDNAInputLength (16,384 UTF-8 bytes by default) fails before IDNA runs: 1 KB-16 KB parse, larger inputs fail in constant time per byte',
  },
  {
    name: 'non-ASCII hosts of many short labels (uts46IDNA)',
    pkg: '@url/host',
    build: (n) =>
      'http://' + fill('ü中.', Math.min(n, 4000)) + 'example/' + 'a'.repeat(Math.max(0, n - 4000)),
    run: (s) => URL.canParse(s),
    check: (_s, ok) => assert(ok === true, 'parses'),
    cap: 'the host stays at about 4,000 code units (8 KB of UTF-8, under the 16 KiB IDNA cap); larger inputs add a path',
  },
  {
    name: 'long non-ASCII host, IDNA cap off',
    pkg: '@url/host',
    build: (n) => 'http://' + fill('é', n / 2) + '.example/',
    run: (s) => uncappedIDNA.URL.canParse(s),
    check: (_s, ok) => assert(ok === true, 'parses'),
    max: 1 << 18,
    cap: 'maxIDNAInputLength: Infinity; Punycode encoding of one long label is quadratic, which is why the cap exists',
  },
  {
    name: 'non-ASCII, then a long run, then @ (the fast path reads to the @ and gives up)',
    pkg: '@url/parser',
    build: (n) => 'http://é' + fill('a', n) + '@h.example/',
    run: (s) => new URL(s),
    check: (_s, u) => assert(u.hostname === 'h.example' && u.username.startsWith('%C3%A9a'), 'credentials'),
  },
  {
    name: 'long non-ASCII host of a canonical URL, then a long path (fast path with the host parser)',
    pkg: '@url/parser',
    build: (n) =>
      'http://' + fill('ü中.', Math.min(n, 4000)) + 'example/' + fill('a/', Math.max(2, n - 4000)),
    run: (s) => new URL(s),
    check: (_s, u) =>
      assert(u.hostname.startsWith('xn--tda6360b.') && u.pathname.startsWith('/a/'), 'parsed'),
  },
  {
    name: 'long userinfo',
    pkg: '@url/parser',
    build: (n) => 'http://' + fill('us', n / 2) + ':' + fill('pw', n / 2) + '@h.example/',
    run: (s) => new URL(s),
    check: (_s, u) => assert(u.username.length > 0 && u.password.length > 0, 'credentials'),
  },
  {
    name: 'many @ in the authority',
    pkg: '@url/parser',
    build: (n) => 'http://' + fill('a@', n) + 'h.example/',
    run: (s) => new URL(s),
    check: (_s, u) =>
      assert(u.hostname === 'h.example' && u.username.includes('%40'), 'each @ but the last encoded'),
  },
  {
    name: 'IPv6 with many colons',
    pkg: '@url/parser',
    build: (n) => 'http://[' + fill('1:', n) + '1]/',
    run: (s) => URL.canParse(s),
    check: (_s, ok) => assert(ok === false, 'fails (too many pieces)'),
  },
  {
    name: 'IPv6 of colons only',
    pkg: '@url/parser',
    build: (n) => 'http://[' + fill(':', n) + ']/',
    run: (s) => URL.canParse(s),
    check: (_s, ok) => assert(ok === false, 'fails'),
  },
  {
    name: 'IPv4 number with many leading zeros',
    pkg: '@url/parser',
    build: (n) => 'http://0x' + fill('0', n) + '7f.1/',
    run: (s) => new URL(s),
    check: (_s, u) => assert(u.hostname === '127.0.0.1', 'read as 0x7f'),
  },
  {
    name: 'port with many leading zeros',
    pkg: '@url/parser',
    build: (n) => 'http://h.example:' + fill('0', n) + '8080/',
    run: (s) => new URL(s),
    check: (_s, u) => assert(u.port === '8080', 'port read'),
  },
  {
    name: 'long query, 4-byte pairs: new URL',
    pkg: '@url/parser',
    build: (n) => 'http://h.example/?' + fill('a=b&', n),
    run: (s) => new URL(s),
  },
  {
    name: 'long query, 4-byte pairs: url.searchParams.size',
    pkg: '@url/searchparams',
    build: (n) => 'http://h.example/?' + fill('a=b&', n),
    run: (s) => new URL(s).searchParams.size,
    check: (s, size) => assert(size === (s.length - 'http://h.example/?'.length) / 4, 'every pair'),
  },
  {
    name: 'relative ../ against a deep base',
    pkg: '@url/parser',
    // more ../ than the base has segments: the path climbs to the root
    build: (n) => [fill('../', (2 * n) / 3) + 'x', 'http://h.example/' + fill('d/', n / 3)],
    run: ([input, base]) => new URL(input, base),
    check: (_s, u) => assert(u.pathname === '/x', 'resolved'),
  },
  {
    name: 'setters: pathname, search, hash',
    pkg: '@url/parser',
    build: (n) => fill('a b/', n / 3),
    run: (v) => {
      const u = new URL('http://h.example/');
      u.pathname = v;
      u.search = v;
      u.hash = v;
      return u.href.length;
    },
  },
  {
    name: 'canParse, long path',
    pkg: '@url/parser',
    build: (n) => 'http://h.example/' + fill('abcdefg/', n),
    run: (s) => URL.canParse(s),
    check: (_s, ok) => assert(ok === true, 'parses'),
  },
  {
    name: 'long scheme',
    pkg: '@url/parser',
    build: (n) => fill('a', n) + ':x',
    run: (s) => new URL(s),
  },
  {
    name: 'maxInputLength: 1 MiB',
    pkg: '@url/parser',
    build: (n) => 'http://h.example/' + fill('abcdefg/', n),
    run: (s) => capped.URL.canParse(s),
    check: (s, ok) => assert(ok === s.length <= MAX_INPUT, 'capped'),
    cap: 'createURLParser({ maxInputLength: 1048576 }): longer input fails at once (canParse false, new URL throws a TypeError naming the limit)',
  },

  {
    name: 'isValidURLString, long path of URL units and escapes',
    pkg: '@url/parser',
    build: (n) => 'https://example.com/' + fill('a/%41/./', n),
    run: (s) => isValidURLString(s),
  },
  {
    name: 'isValidURLString, long dotted host',
    pkg: '@url/parser',
    build: (n) => 'https://' + fill('a.', n) + 'com/',
    run: (s) => isValidURLString(s),
  },
  {
    name: 'domainToASCII (node:url conventions), long dotted domain',
    pkg: '@url/parser',
    build: (n) => fill('Ab.', n) + 'com',
    run: (s) => domainToASCII(s).length,
  },

  // ----- @url/searchparams
  {
    name: 'parseUrlencoded, 4-byte pairs',
    pkg: '@url/searchparams',
    build: (n) => fill('a=b&', n),
    run: (s) => parseUrlencoded(s).length,
  },
  {
    name: 'parseUrlencoded, percent-encoded',
    pkg: '@url/searchparams',
    build: (n) => fill('%C3%A9+%41=%F0%9F%92%A9&', n),
    run: (s) => parseUrlencoded(s).length,
  },
  {
    name: 'URLSearchParams(s).size, escapes and + in names and values',
    pkg: '@url/searchparams',
    build: (n) => fill('%C3%A9+%41=%F0%9F%92%A9+x&', n),
    run: (s) => new URLSearchParams(s).size,
    check: (s, size) => assert(size === s.split('&').filter((p) => p !== '').length, 'every pair'),
  },
  {
    // the parser remembers the next '%' and '+' in the whole query: one '%' at the very end and a
    // '+' in every name must not make it search the rest of the query again at each pair
    name: 'URLSearchParams(s).size, + in every name, one % at the end',
    pkg: '@url/searchparams',
    build: (n) => fill('a+=b&', n - 1) + '%',
    run: (s) => new URLSearchParams(s).size,
    check: (s, size) => assert(size === s.split('&').filter((p) => p !== '').length, 'every pair'),
  },
  {
    name: 'parseQuery, one name repeated (one growing array)',
    pkg: '@url/searchparams',
    build: (n) => fill('a=b&', n),
    run: (s) => Object.keys(parseQuery(s)).length,
  },
  {
    name: 'parseQuery, distinct names (__proto__ among them)',
    pkg: '@url/searchparams',
    build: (n) => {
      let out = '__proto__=x&';
      for (let i = 0; out.length < n; i++) out += `k${i}=v&`;
      return out.slice(0, n);
    },
    run: (s) => Object.keys(parseQuery(s)).length,
  },
  {
    name: 'parseUrlencoded with maxPairs: 1000',
    pkg: '@url/searchparams',
    build: (n) => fill('a=b&', n),
    run: (s) => {
      try {
        return parseUrlencoded(s, { maxPairs: 1000 }).length;
      } catch (e) {
        if (e instanceof RangeError) return -1;
        throw e;
      }
    },
    cap: 'parseUrlencoded(s, { maxPairs: 1000 }) throws a RangeError at the 1,001st pair: constant time past 4 KB',
  },
  {
    name: 'URLSearchParams: append n pairs to url.searchParams, then href',
    pkg: '@url/searchparams',
    build: (n) => Math.max(1, Math.floor(n / 8)),
    run: (count) => {
      const u = new URL('http://h.example/');
      const p = u.searchParams;
      for (let i = 0; i < count; i++) p.append('k' + (i & 1023), 'v');
      return u.href.length;
    },
  },
  {
    name: 'URLSearchParams: delete n distinct names, one call each',
    pkg: '@url/searchparams',
    build: (n) => {
      const count = Math.max(1, Math.floor(n / 8));
      let q = '';
      for (let i = 0; i < count; i++) q += (i === 0 ? '' : '&') + 'k' + i + '=v';
      return q;
    },
    run: (q) => {
      const p = new URLSearchParams(q);
      const count = p.size;
      for (let i = 0; i < count; i++) p.delete('k' + i);
      return p.size;
    },
    check: (_q, size) => assert(size === 0, 'all deleted'),
  },
  {
    name: 'URLSearchParams: set n distinct names on url.searchParams',
    pkg: '@url/searchparams',
    build: (n) => Math.max(1, Math.floor(n / 8)),
    run: (count) => {
      const u = new URL('http://h.example/');
      const p = u.searchParams;
      for (let i = 0; i < count; i++) p.set('k' + i, 'v');
      return u.search.length;
    },
  },
  {
    name: 'URLSearchParams: sort n random names',
    pkg: '@url/searchparams',
    nlogn: true,
    build: (n) => {
      const count = Math.max(1, Math.floor(n / 8));
      const next = lcg(count);
      const pairs = [];
      for (let i = 0; i < count; i++) pairs.push([(next() % 1000000).toString(36), 'v']);
      return pairs;
    },
    run: (pairs) => {
      const p = new URLSearchParams(pairs);
      p.sort();
      return p.size;
    },
  },
  {
    name: 'URLSearchParams: sort a long parsed query (flat list), names equal in their first 7 code units',
    pkg: '@url/searchparams',
    nlogn: true,
    build: (n) => {
      const count = Math.max(1, Math.floor(n / 16));
      const next = lcg(count);
      const parts = [];
      for (let i = 0; i < count; i++) parts.push(`aaaaaaa${(next() % 1000000).toString(36)}=v`);
      return parts.join('&');
    },
    run: (query) => {
      const p = new URLSearchParams(query);
      p.sort();
      return p.toString();
    },
    check: (query, out) => {
      const names = out.split('&').map((pair) => pair.slice(0, pair.indexOf('=')));
      assert(names.length === query.split('&').length, 'every pair kept');
      for (let i = 1; i < names.length; i++) assert(!(names[i] < names[i - 1]), 'sorted');
    },
  },
  {
    name: 'editQuery: set one name in a long query',
    pkg: '@url/searchparams',
    build: (n) => fill('a=b&c=%zz&', n),
    run: (q) => editQuery(q).set('c', 'x').toString().length,
  },

  // ----- @url/pattern
  {
    name: 'URLPattern near miss: /*a*a*a*a*b',
    pkg: '@url/pattern',
    build: (n) => ({
      pattern: new URLPattern({ pathname: '/*a*a*a*a*b' }),
      input: { pathname: '/' + fill('a', n) },
    }),
    run: ({ pattern, input }) => pattern.test(input),
    check: (_i, r) => assert(r === false, 'no match'),
  },
  {
    name: 'URLPattern near miss: /:a-:b-:c-:d-x',
    pkg: '@url/pattern',
    build: (n) => ({
      pattern: new URLPattern({ pathname: '/:a-:b-:c-:d-x' }),
      input: { pathname: '/' + fill('ab-', n) + 'y' },
    }),
    run: ({ pattern, input }) => pattern.exec(input),
    check: (_i, r) => assert(r === null, 'no match'),
  },
  {
    name: 'URLPattern near miss, regexp groups: /([a-z]*)a([a-z]*)b',
    pkg: '@url/pattern',
    build: (n) => ({
      pattern: new URLPattern({ pathname: '/([a-z]*)a([a-z]*)b' }),
      input: { pathname: '/' + fill('a', n) },
    }),
    run: ({ pattern, input }) => pattern.test(input),
    check: (_i, r) => assert(r === false, 'no match'),
  },
  // Regexp groups run on the linear-time machine (issue 14): the issue's table, path-to-regexp's
  // advisory shapes (CVE-2024-45296, CVE-2024-52798) and OWASP's evil regexes, on near misses.
  ...REGEXP_GROUP_SHAPES.map(([pathname, unit, head, tail]) => ({
    name: `URLPattern near miss, regexp group: ${pathname}`,
    pkg: '@url/pattern',
    build: (n) => ({
      pattern: new URLPattern({ pathname }),
      input: { pathname: head + fill(unit, n) + tail },
    }),
    run: ({ pattern, input }) => pattern.exec(input),
    check: (_i, r) => assert(r === null, 'no match'),
  })),
  {
    name: 'URLPattern near miss, backreference: /:a-:b-:c/(\\1)',
    pkg: '@url/pattern',
    build: (n) => ({
      pattern: new URLPattern({ pathname: '/:a-:b-:c/(\\1)' }),
      input: { pathname: '/' + fill('-', n) + '/x' },
    }),
    run: ({ pattern, input }) => pattern.test(input),
    check: (_i, r) => assert(r === false, 'no match'),
    max: 1 << 10,
    cap: 'a backreference is not a regular language: no linear-time matcher runs it; URLPattern reports it through onWarning and rejects it with rejectUnsafeRegExp',
  },
  // Optional wildcards whose end is forced run on RegExp (issue 16): a choice of two linear ways.
  {
    name: 'URLPattern near miss: /products{/:category}?/:id(\\d+)',
    pkg: '@url/pattern',
    build: (n) => ({
      pattern: new URLPattern({ pathname: '/products{/:category}?/:id(\\d+)' }),
      input: { pathname: '/products/' + fill('1/', n) + 'x' },
    }),
    run: ({ pattern, input }) => pattern.exec(input),
    check: (_i, r) => assert(r === null, 'no match'),
  },
  {
    name: 'URLPattern near miss: {*.}?example.com (hostname)',
    pkg: '@url/pattern',
    build: (n) => ({
      pattern: new URLPattern({ hostname: '{*.}?example.com' }),
      input: { hostname: fill('example.com.', n) + 'x' },
    }),
    run: ({ pattern, input }) => pattern.test(input),
    check: (_i, r) => assert(r === false, 'no match'),
  },
  {
    // credentials are read in place from the URL string (issue 16)
    name: 'URLPattern: a URL string with a long username',
    pkg: '@url/pattern',
    build: (n) => ({
      pattern: new URLPattern('https://:user@example.com/*'),
      input: 'https://' + fill('u', n) + '@example.com/x',
    }),
    run: ({ pattern, input }) => pattern.exec(input),
    check: (_i, r) => assert(r !== null && r.username.input.length > 0, 'a match'),
  },
  {
    name: 'URLPattern: compile a long pattern string',
    pkg: '@url/pattern',
    build: (n) => '/' + fill('seg/', n) + ':id',
    run: (p) => new URLPattern({ pathname: p }),
  },
  // ----- @url/readers: every model reads untrusted input in linear time
  {
    name: 'readers: all four on a long path of a/b/../',
    pkg: '@url/readers',
    build: (n) => 'http://h.example/' + fill('a/b/../', n),
    run: (s) => readURL(s),
    // (curl refuses input over 8,000,000 bytes, CURL_MAX_INPUT_LENGTH, as libcurl does)
    check: (s, rs) =>
      assert(
        rs.every((r) => r.ok || (r.reader.name === 'curl' && s.length > 8_000_000)),
        'every reader reads it',
      ),
  },
  {
    name: 'readers: curl dot segments that regrow (/b/..)',
    pkg: '@url/readers',
    build: (n) => 'http://h.example/' + fill('a/', n / 2) + fill('b/%2e%2e/', n / 2) + 'end',
    run: (s) => [readCurl(s), readCurl(s, { version: '7.88.1' })],
    check: (_s, [c8, c7]) => assert(c8.ok && c8.path.endsWith('a/end') && c7.ok, 'curl removes %2e segments'),
    // past 8,000,000 bytes curl refuses the input (CURL_MAX_INPUT_LENGTH), as libcurl does
    max: 1 << 22,
  },
  {
    name: 'readers: tabs through the authority (node-legacy, python)',
    pkg: '@url/readers',
    build: (n) => 'http://' + fill('a\t', n) + '/p',
    run: (s) => [readNodeLegacy(s), readPython(s)],
    check: (_s, [node, py]) => assert(node.ok && !node.host.includes('\t') && py.ok, 'tabs removed'),
  },
  {
    name: 'readers: many @ and : in the authority',
    pkg: '@url/readers',
    build: (n) => 'http://' + fill('u:p@', n) + 'h.example:81/',
    run: (s) => readURL(s),
    check: (_s, [py, , node]) =>
      assert(py.ok && py.host === 'h.example' && node.ok, 'last @ ends the userinfo'),
  },
  {
    name: 'readers: long IPv4 number with leading zeros (curl)',
    pkg: '@url/readers',
    build: (n) => 'http://' + fill('0', n) + '1/',
    run: (s) => readURL(s),
    check: (_s, [, curl]) => assert(curl.ok && curl.host === '0.0.0.1', 'octal 1'),
    // past 8,000,000 bytes curl refuses the input (CURL_MAX_INPUT_LENGTH), as libcurl does
    max: 1 << 22,
  },
  {
    name: 'readers: long non-ASCII netloc (python NFKC check)',
    pkg: '@url/readers',
    build: (n) => 'http://' + fill('ｅ', n) + '/',
    run: (s) => readPython(s),
    check: (_s, r) => assert(r.ok, 'NFKC check passes'),
  },
  {
    name: 'readers: long bracketed host',
    pkg: '@url/readers',
    build: (n) => 'http://[' + fill('1:', n) + ':1]/',
    run: (s) => readURL(s),
    check: (_s, rs) => assert(!rs[0].ok && !rs[1].ok, 'python and curl reject it'),
  },
  {
    name: 'readers: leading C0 and spaces, trailing spaces',
    pkg: '@url/readers',
    build: (n) => fill(' \u0001', n / 2) + 'http://h.example/' + fill(' ', n / 2),
    run: (s) => [readPython(s), readNodeLegacy(s), readWinHTTP(s)],
    check: (_s, [py, node]) =>
      assert(py.ok && py.host === 'h.example' && node.ok && node.host === 'h.example', 'trimmed'),
  },
  ...READER_SHAPES,

  // ----- @url/inspect: the inspector's text, its --json and its CLI (issue 13: every formatter linear)
  {
    name: 'inspector text: a run of \\ in a path',
    pkg: '@url/inspect',
    build: (n) => `http://h.example/${fill('\\', n)}`,
    run: (s) => formatInspection(inspect(s)),
    check: (_s, text) =>
      assert(text.includes('invalid-reverse-solidus × ') && text.length < 20000, 'grouped and cut'),
    max: 1 << 22,
  },
  {
    name: 'inspector text: a line-wrapped base64 data: URL',
    pkg: '@url/inspect',
    build: (n) => `data:image/png;base64,${base64Lines(n)}`,
    run: (s) => formatInspection(inspect(s)),
    check: (_s, text) => assert(text.includes('characters cut') && text.length < 20000, 'cut'),
    max: 1 << 22,
  },
  {
    name: 'inspector text: a query of words and spaces',
    pkg: '@url/inspect',
    build: (n) => `https://h.example/?q=${fill('a b ', n)}`,
    run: (s) => formatInspection(inspect(s)),
    check: (_s, text) => assert(text.includes('characters cut') && text.length < 20000, 'cut'),
    max: 1 << 22,
  },
  {
    name: 'inspector text: the readers table on a long confused authority',
    pkg: '@url/inspect',
    // every reader reads a long userinfo, host and path; the table cuts each value
    build: (n) => `http://${fill('a\u202e', n / 4)}\\@${fill('b.', n / 4)}example/${fill('c/', n / 2)}`,
    run: (s) => formatInspection(inspect(s)),
    check: (_s, text) => {
      const table = text.slice(text.indexOf('\nReaders\n'), text.indexOf('\nSecurity notes'));
      assert(table.includes('Python urllib.parse.urlsplit') && table.includes('characters cut'), 'table cut');
      assert(!table.includes('\u202e') && text.length < 40000, 'shown as data, bounded');
    },
    max: 1 << 22,
  },
  {
    name: 'url-inspect --json: a run of \\ in a path',
    pkg: '@url/inspect',
    build: (n) => `http://h.example/${fill('\\', n)}`,
    run: (s) => cli(['--json', s]),
    // the readers section holds each reader's reading of the path: up to nine more copies
    check: (s, r) => assert(r.status === 0 && r.length < s.length * 32 + 4096, 'proportional'),
    max: 1 << 22,
  },
  {
    name: "inspector page's render: a run of \\ in a path",
    pkg: '@url/inspect',
    build: (n) => `http://h.example/${fill('\\', n)}`,
    run: (s) => renderPage(inspect(s)),
    check: (_s, view) =>
      assert(view.parts.length < 200 && view.errors.length === 1, 'rows capped, errors grouped'),
    max: 1 << 22,
  },
  {
    name: "inspector page's render: bidi controls and hidden code points",
    pkg: '@url/inspect',
    build: (n) => `https://h.example/?q=${fill('a\u202eb\u200bc\u00ad ', n)}`,
    run: (s) => renderPage(inspect(s)),
    check: (_s, view) => assert(JSON.stringify(view.summary).includes('characters cut'), 'cut'),
    max: 1 << 22,
  },
  {
    name: 'url-inspect --live: the Live table of a long input with bidi controls (a fake real parser)',
    pkg: '@url/inspect',
    build: (n) => `http://h.example/${fill('a\u202eb ', n)}`,
    run: (s) => {
      let out = '';
      const info = { label: 'L', version: '1', command: 'fake' };
      const status = inspectCLI(['--live', '--readers', 'python,php', s], {
        stdout: (t) => {
          out += t;
        },
        stderr: () => {},
        isTTY: false,
        noColor: undefined,
        // a real parser that reads the path differently and one that fails with the input as its reason
        live: (inputs) => ({
          inputs: inputs.length,
          readers: [
            {
              ...info,
              name: 'python',
              status: 'compared',
              real: 'fake',
              differing: [
                {
                  index: 0,
                  input: inputs[0],
                  differences: [{ component: 'path', model: inputs[0], real: `${inputs[0]}x` }],
                },
              ],
            },
            { ...info, name: 'php', status: 'skipped', reason: inputs[0], install: null },
          ],
        }),
      });
      return { status, live: out.slice(out.indexOf('Live (')) };
    },
    check: (_s, r) =>
      assert(r.status === 0 && !r.live.includes('\u202e') && r.live.length < 4000, 'shown as data, bounded'),
    max: 1 << 22,
  },
  {
    name: 'inspector: a long mixed-script label (UTS #39 skeleton)',
    pkg: '@url/inspect',
    // Cyrillic а, р, у among Latin letters: the mixed-script note names the Latin look-alike
    build: (n) => `https://${fill('раураl', n)}.com/signin`,
    run: (s) => inspect(s),
    check: (_s, r) => {
      const note = r.security.find((x) => x.kind === 'mixed-script');
      assert(note !== undefined && typeof note.args.lookalike === 'string', 'look-alike named');
      assert(note.message.length < 4096, 'values cut in the message');
    },
    // A longer host fails to parse: the default stack's IDNA input cap is 16 KiB
    // (maxIDNAInputLength), so no host this long reaches the skeleton (the failure itself is the
    // shape "long non-ASCII host (default 16 KiB IDNA cap)").
    max: 1 << 13,
  },
  {
    name: 'inspector text: a change and a comparison with long backtick runs',
    pkg: '@url/inspect',
    // the base is a value of the resolved-against-base change; backticks lengthen its code fence
    build: (n) => `http://h.example/${fill('`', n / 2)}/${fill('a`', n / 4)}`,
    run: (s) => formatInspection(inspect('..', s)),
    check: (_s, text) =>
      assert(text.includes('relative input resolved against the base') && text.length < 40000, 'cut'),
    max: 1 << 22,
  },
  {
    name: 'url-inspect: a query of many pairs',
    pkg: '@url/inspect',
    build: (n) => `https://h.example/?${fill('a=1&', n)}`,
    run: (s) => cli([s]),
    check: (_s, r) => assert(r.status === 0 && r.length < 20000, 'capped'),
    max: 1 << 22,
  },
];
