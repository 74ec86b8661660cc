// Grammar-aware fast-check generators for URL-shaped input, shared by the properties (src/properties.mjs)
// and the three-way differential (tooling/differential). Each piece mixes valid and invalid forms so
// that every state of the basic URL parser is reached: schemes of each kind and case, userinfo with
// "@", ":" and "\", IPv4 in every notation, IPv6 with embedded IPv4, IDNA labels, ports, dot segments
// and "%2e", percent-escapes good and bad, and noise the parser has to strip or encode (ASCII tab and
// newline anywhere, leading and trailing C0 controls and spaces, lone surrogates).
import fc from 'fast-check';

/** @template T @param {...T} xs */
const pick = (...xs) => fc.constantFrom(...xs);
/** @param {fc.Arbitrary<string>[]} parts */
const concat = (...parts) => fc.tuple(...parts).map((xs) => xs.join(''));
/** @param {fc.Arbitrary<string>} arb @param {number} [max] */
const joined = (arb, sep, max = 4, min = 0) =>
  fc.array(arb, { minLength: min, maxLength: max }).map((xs) => xs.join(sep));
/** @param {fc.Arbitrary<string>} arb @param {number} [weightEmpty] */
const maybe = (arb, weightEmpty = 1) =>
  fc.oneof({ weight: weightEmpty, arbitrary: fc.constant('') }, { weight: 2, arbitrary: arb });

// ---------------------------------------------------------------------------------------------------
// Characters

/** Code points the parser treats differently, one of each kind. */
export const oddChar = pick(
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0080',
  '\u00a0',
  '\u00ad',
  'é',
  'ß',
  'İ',
  'ς',
  '\u200c',
  '\u200d',
  '\u202e',
  '\ufdd0',
  '\ufeff',
  '\ufffd',
  '\ufffe',
  '\uffff',
  '。',
  '．',
  '／',
  '＼',
  '％',
  '💩',
  '\ud83d',
  '\ude00',
  '\udbff\udfff',
  '%',
  '%2',
  '%zz',
  '%41',
  '%2e',
  '%2E',
  '%2f',
  '%5C',
  '%25',
  '%00',
  '%c3%a9',
  '%ff',
  '%ef%bf%bd',
  '"',
  '#',
  '<',
  '>',
  '`',
  '{',
  '}',
  '^',
  '|',
  '[',
  ']',
  '\\',
  "'",
  '@',
  ':',
  ';',
  '=',
  '&',
  '+',
  ',',
  '$',
  '!',
  '*',
  '(',
  ')',
  '~',
  '_',
  '-',
  '.',
  '/',
  '?',
);

export const asciiWord = fc.stringMatching(/^[a-zA-Z0-9]{1,6}$/);

/** Free text for paths, queries, fragments, userinfo: words mixed with odd characters. */
export const text = (maxLength = 6) =>
  fc
    .array(fc.oneof({ weight: 3, arbitrary: asciiWord }, { weight: 2, arbitrary: oddChar }), { maxLength })
    .map((xs) => xs.join(''));

/** Any UTF-16 string, lone surrogates included. */
export const anyString = (maxLength = 20) =>
  fc.string({
    maxLength,
    unit: fc.oneof(
      { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
      { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) },
      { weight: 3, arbitrary: oddChar },
    ),
  });

// ---------------------------------------------------------------------------------------------------
// Schemes

export const SPECIAL_SCHEMES = ['http', 'https', 'ws', 'wss', 'ftp', 'file'];

const caseVariant = (s) =>
  fc
    .array(fc.boolean(), { minLength: s.length, maxLength: s.length })
    .map((up) => [...s].map((c, i) => (up[i] ? c.toUpperCase() : c)).join(''));

export const scheme = fc.oneof(
  { weight: 6, arbitrary: pick(...SPECIAL_SCHEMES) },
  { weight: 2, arbitrary: pick(...SPECIAL_SCHEMES).chain(caseVariant) },
  {
    weight: 4,
    arbitrary: pick('foo', 'web+demo', 'a.b-c', 'sc', 'javascript', 'mailto', 'data', 'blob', 'urn', 'about'),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,6}$/) },
  // not schemes: the parser falls back to the no scheme state
  { weight: 1, arbitrary: pick('1abc', '', '+x', 'ht tp', 'ht\ttp', 'é', '.') },
);

/** What follows the scheme and its colon: slashes and backslashes in every count. */
export const afterScheme = pick(
  '//',
  '//',
  '//',
  '/',
  '',
  '///',
  '\\\\',
  '\\/',
  '/\\',
  '////',
  '/.//',
  ' //',
);

// ---------------------------------------------------------------------------------------------------
// Hosts

const ldh = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);

/** Domain labels: ASCII, Punycode good and bad, and Unicode of every UTS #46 status. */
export const domainLabel = fc.oneof(
  { weight: 6, arbitrary: ldh },
  { weight: 2, arbitrary: ldh.chain(caseVariant) },
  { weight: 1, arbitrary: pick('EXAMPLE', 'Com', 'a_b', 'a-', '-a', 'ab--cd', '') },
  {
    weight: 2,
    arbitrary: pick(
      'xn--fa-hia',
      'xn--53h',
      'xn--nxasmq6b',
      'xn--8i7caa',
      'xn--',
      'xn--a',
      'xn--zca',
      'xn--ls8h',
      'XN--FA-HIA',
      'xn--a-ecp.ru',
      'xn--tda',
      'xn--bcher-kva',
    ),
  },
  {
    weight: 3,
    arbitrary: pick(
      'faß',
      'bücher',
      'ÉXAMPLE',
      'ﬁ',
      'İ',
      'ς',
      'ｅｘａｍｐｌｅ',
      '①',
      '☕',
      '💩',
      'раураl',
      'аpple',
      'عربي',
      'שלום',
      'a\u200db',
      'a\u200cb',
      '\u00ad',
      'x\u00ady',
      '日本',
      'ᄀ',
      '\u0301a',
      'a\u0301',
      'ǅ',
      '\u2024',
      '⒈',
      '１２７',
      '０ｘ７ｆ',
      '\ud83d',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }) },
);

const domainSeparator = fc.oneof(
  { weight: 12, arbitrary: fc.constant('.') },
  { weight: 1, arbitrary: pick('。', '．', '｡', '%2E', '%2e') },
);

/** A domain: labels, a separator each, maybe a trailing dot. */
export const domain = fc
  .tuple(
    fc.array(fc.tuple(domainLabel, domainSeparator), { minLength: 1, maxLength: 4 }),
    pick('', '', '', '.'),
  )
  .map(([labels, end]) => labels.map(([l, s], i) => (i === 0 ? l : s + l)).join('') + end);

const byte = fc.integer({ min: 0, max: 255 });
const uint32 = fc.integer({ min: 0, max: 0xffffffff });

/** An IPv4 number written in the IPv4 number parser's radixes, with noise. */
const ipv4Number = (n) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(String(n)) },
    { weight: 2, arbitrary: caseVariant('0x' + n.toString(16)) },
    { weight: 2, arbitrary: fc.constant('0' + n.toString(8)) },
    { weight: 1, arbitrary: fc.constant('0x0' + n.toString(16)) },
    { weight: 1, arbitrary: fc.constant('00' + n.toString(8)) },
    { weight: 1, arbitrary: fc.constant('0x') },
  );

/** IPv4 hosts in every notation the URL Standard accepts, and near misses. */
export const ipv4Host = fc.oneof(
  // dotted decimal
  { weight: 4, arbitrary: fc.tuple(byte, byte, byte, byte).map((p) => p.join('.')) },
  // famous addresses
  {
    weight: 3,
    arbitrary: pick(
      '127.0.0.1',
      '0x7f.1',
      '0x7f000001',
      '2130706433',
      '017700000001',
      '0177.0.0.1',
      '127.1',
      '127.0.1',
      '0',
      '0x',
      '0.0.0.0',
      '10.0.0.1',
      '169.254.169.254',
      '192.168.0.1',
      '255.255.255.255',
      '0xffffffff',
      '4294967295',
      '4294967296',
      '256.0.0.1',
      '1.2.3.256',
      '1.2.3.4.5',
      '1.2.3.4.',
      '1.2.3.4..',
      '.1.2.3.4',
      '1..2.3',
      '09',
      '08.1.2.3',
      '0x1g',
      '1.2.3.09',
      '１２７.０.０.１',
      '%31%32%37.0.0.1',
      '127.0.0.1%2e',
      'foo.127.0.0.1',
      '1.2.3.bar',
      '999999999999999999999',
      '0x100000000',
      '1.0x',
      '0X7F.1',
    ),
  },
  // fewer parts, mixed radixes: the address written as n parts
  {
    weight: 3,
    arbitrary: fc.tuple(uint32, fc.integer({ min: 1, max: 4 })).chain(([addr, parts]) => {
      const nums = [];
      for (let i = 0; i < parts - 1; i++) nums.push((addr >>> (24 - 8 * i)) & 0xff);
      nums.push(parts === 1 ? addr : addr % 2 ** (8 * (5 - parts)));
      return fc.tuple(...nums.map(ipv4Number)).map((xs) => xs.join('.'));
    }),
  },
  { weight: 1, arbitrary: fc.tuple(byte, byte, byte, byte).map((p) => p.join('.') + '.') },
);

const piece = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));

/** IPv6 text: full, compressed, embedded IPv4, odd case and leading zeros, and near misses. */
export const ipv6Text = fc.oneof(
  { weight: 3, arbitrary: fc.array(piece, { minLength: 8, maxLength: 8 }).map((p) => p.join(':')) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.array(piece, { maxLength: 4 }), fc.array(piece, { maxLength: 3 }))
      .map(([a, b]) => `${a.join(':')}::${b.join(':')}`),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        pick('::ffff:', '::', '64:ff9b::', '::ffff:0:', '2002:', '1:2:3:4:5:6:', '0:0:0:0:0:ffff:', ''),
        fc.tuple(byte, byte, byte, byte),
      )
      .map(([prefix, p]) => prefix + p.join('.')),
  },
  {
    weight: 3,
    arbitrary: pick(
      '::',
      '::1',
      '0:0::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::127.0.0.1',
      '::ffff:0x7f.1',
      '::ffff:127.1',
      '::ffff:127.0.0.01',
      '::1.2.3.04',
      '::1.2.3.4.5',
      '::1.2.3',
      '::256.0.0.1',
      'fe80::1%25eth0',
      'fe80::1%eth0',
      'FE80::1',
      '0000:0000::0001',
      '00001::',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7',
      '1::2::3',
      ':::',
      ':1::',
      '1:',
      '::1:',
      '1:2:3:4:5:6:7::',
      '::2:3:4:5:6:7:8',
      'g::1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001:db8::1',
      '1:2:3:4:5:6:1.2.3.4',
      '1:2:3:4:5:6:7:1.2.3.4',
      '::1.2.3.4x',
      '%3A%3A1',
    ),
  },
);

/** IPv6 in brackets, mostly well formed. */
export const ipv6Host = fc.oneof(
  { weight: 8, arbitrary: ipv6Text.map((t) => `[${t}]`) },
  { weight: 1, arbitrary: ipv6Text.map((t) => `[${t}`) },
  { weight: 1, arbitrary: ipv6Text.map((t) => `${t}]`) },
  { weight: 1, arbitrary: pick('[', ']', '[]', '[[::1]]', '[::1]x', 'x[::1]') },
);

/** Hosts of every kind. */
export const host = fc.oneof(
  { weight: 6, arbitrary: domain },
  { weight: 4, arbitrary: ipv4Host },
  { weight: 3, arbitrary: ipv6Host },
  { weight: 1, arbitrary: pick('', 'localhost', 'LOCALHOST', 'loc%61lhost', 'C:', 'c|', 'x:y') },
  { weight: 2, arbitrary: text(3) },
);

// ---------------------------------------------------------------------------------------------------
// Userinfo, port, path, query, fragment

export const userinfo = fc.oneof(
  { weight: 3, arbitrary: concat(asciiWord, pick('@')) },
  { weight: 3, arbitrary: concat(text(3), pick(':'), text(3), pick('@')) },
  {
    weight: 2,
    arbitrary: pick(
      'user:pass@',
      ':@',
      '@',
      '@@',
      'a@b@',
      'user@evil.example@',
      'a:b:c@',
      'user%40x@',
      'us\\er@',
      'u:p%3A@',
      '%@',
      'é:ß@',
    ),
  },
);

export const port = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 65535 }).map((n) => `:${n}`) },
  {
    weight: 2,
    arbitrary: pick(
      ':',
      ':80',
      ':443',
      ':21',
      ':0',
      ':65535',
      ':65536',
      ':0080',
      ':99999999999999999999',
      ':8a',
      ':-1',
      ': 1',
      ':1\t2',
    ),
  },
);

export const pathSegment = fc.oneof(
  { weight: 5, arbitrary: asciiWord },
  {
    weight: 3,
    arbitrary: pick(
      '.',
      '..',
      '%2e',
      '%2E',
      '.%2e',
      '%2e.',
      '%2E%2e',
      '...',
      '%2e%2e%2f',
      'C:',
      'C|',
      'c:',
      '',
      ' ',
      '.. ',
      '..\\',
    ),
  },
  { weight: 2, arbitrary: text(3) },
);

export const path = fc.oneof(
  { weight: 6, arbitrary: joined(pathSegment, '/', 5).map((p) => `/${p}`) },
  { weight: 2, arbitrary: joined(pathSegment, '\\', 4).map((p) => `\\${p}`) },
  { weight: 2, arbitrary: joined(pathSegment, '/', 4) },
  { weight: 1, arbitrary: fc.constant('') },
);

export const query = fc.oneof(
  {
    weight: 3,
    arbitrary: joined(concat(text(2), maybe(concat(pick('='), text(2)))), '&', 4).map((q) => `?${q}`),
  },
  { weight: 1, arbitrary: pick('?', '??', "?'", '?%zz', '?a=b&a=c', '?+%20+', '?\ud800') },
);

export const fragment = fc.oneof(
  { weight: 3, arbitrary: text(4).map((f) => `#${f}`) },
  { weight: 1, arbitrary: pick('#', '##', '#%zz', '# x', '#\u0000', '#`') },
);

// ---------------------------------------------------------------------------------------------------
// Noise the parser strips or encodes

/** Inserts ASCII tabs and newlines at random positions. */
const sprinkle = (arb) =>
  fc
    .tuple(arb, fc.array(fc.tuple(fc.nat(), pick('\t', '\n', '\r')), { maxLength: 3 }))
    .map(([s, inserts]) => {
      for (const [at, c] of inserts) {
        const i = at % (s.length + 1);
        s = s.slice(0, i) + c + s.slice(i);
      }
      return s;
    });

const edgeNoise = pick('', '', '', '', ' ', '\u0000', '\u001f', ' \t', '\n', '\u000c');

/** Wraps `arb` in the noise the parser strips: tabs and newlines anywhere, C0 and spaces at the edges. */
export const noisy = (arb) =>
  fc.oneof(
    { weight: 4, arbitrary: arb },
    { weight: 2, arbitrary: sprinkle(arb) },
    { weight: 1, arbitrary: concat(edgeNoise, arb, edgeNoise) },
  );

// ---------------------------------------------------------------------------------------------------
// URLs

/** The authority-and-after part: userinfo, host, port, path, query, fragment. */
const authorityAndRest = concat(
  maybe(userinfo, 3),
  host,
  maybe(port, 3),
  path,
  maybe(query),
  maybe(fragment),
);

/** Absolute URL strings of every shape, clean and noisy. */
export const absoluteURL = noisy(
  fc.oneof(
    { weight: 8, arbitrary: concat(scheme, pick(':'), afterScheme, authorityAndRest) },
    // file URLs: drive letters, UNC-like hosts, localhost
    {
      weight: 2,
      arbitrary: concat(
        pick(
          'file:',
          'FILE:',
          'file:/',
          'file://',
          'file:///',
          'file:\\\\',
          'file://localhost',
          'file://host',
        ),
        maybe(pick('C:', 'c|', '/C:', '/c|', 'C%3A', '//C:')),
        path,
        maybe(query),
        maybe(fragment),
      ),
    },
    // opaque paths
    {
      weight: 2,
      arbitrary: concat(
        pick('mailto:', 'javascript:', 'data:', 'urn:', 'sc:', 'blob:'),
        text(5),
        maybe(query),
        maybe(fragment),
      ),
    },
    // blob URLs with an inner URL
    {
      weight: 1,
      arbitrary: concat(pick('blob:'), pick('http', 'https', 'file', 'foo'), pick('://'), host, path),
    },
  ),
);

/** Relative references: scheme-relative, path-absolute, path-relative, query-only, fragment-only. */
export const relativeRef = noisy(
  fc.oneof(
    { weight: 3, arbitrary: concat(pick('//', '\\\\', '/\\', '///'), authorityAndRest) },
    { weight: 3, arbitrary: concat(path, maybe(query), maybe(fragment)) },
    { weight: 2, arbitrary: concat(joined(pathSegment, '/', 4), maybe(query), maybe(fragment)) },
    { weight: 1, arbitrary: maybe(query).chain((q) => maybe(fragment).map((f) => q + f)) },
    {
      weight: 1,
      arbitrary: pick(
        '',
        '.',
        '..',
        './',
        '../..',
        '/..',
        '?',
        '#',
        'C:',
        'C|/x',
        '/C:/x',
        'http:x',
        'http:/x',
        'file:x',
        'foo:x',
      ),
    },
  ),
);

/** Base URLs of every kind (all parse). */
export const baseURL = pick(
  'http://example.com/a/b?c#d',
  'https://user:pw@sub.example.org:8080/dir/file.html?q=1',
  'http://[::1]/x/',
  'http://127.0.0.1/',
  'file:///C:/dir/file',
  'file://host/share/x',
  'file:///',
  'foo://h/p/q',
  'foo:/p/q',
  'foo://',
  'web+demo:/.//x',
  'mailto:x@y.example',
  'sc:opaque?q#f',
  'about:blank',
  'ws://ws.example/chat',
  'ftp://ftp.example/pub/',
);

/** (input, base | null): absolute URLs, or relative references against a base, or absolute ones against a base. */
export const urlInput = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(absoluteURL, fc.constant(null)) },
  { weight: 3, arbitrary: fc.tuple(relativeRef, baseURL) },
  { weight: 1, arbitrary: fc.tuple(absoluteURL, baseURL) },
  { weight: 1, arbitrary: fc.tuple(anyString(16), fc.constant(null)) },
);

/** URL setters and values shaped for each. */
export const SETTERS = [
  'href',
  'protocol',
  'username',
  'password',
  'host',
  'hostname',
  'port',
  'pathname',
  'search',
  'hash',
];

export const setterValue = (name) => {
  switch (name) {
    case 'href':
      return absoluteURL;
    case 'protocol':
      return fc.oneof(scheme, concat(scheme, pick(':', '://', ':x', '')), text(2));
    case 'username':
    case 'password':
      return fc.oneof(text(4), anyString(6));
    case 'host':
      return fc.oneof(concat(host, maybe(port, 2)), concat(host, pick('/x', '?y', '#z', '\\w')), text(3));
    case 'hostname':
      return fc.oneof(host, concat(host, pick(':1', '/x')), text(3));
    case 'port':
      return fc.oneof(
        port.map((p) => p.slice(1)),
        pick('', '8080', '80', ' 1', '1a', '99999', '443x'),
        text(2),
      );
    case 'pathname':
      return fc.oneof(path, text(5), joined(pathSegment, '/', 4));
    case 'search':
      return fc.oneof(query, text(5));
    default:
      return fc.oneof(fragment, text(5));
  }
};

/** A setter name with a value for it. */
export const setterCall = pick(...SETTERS).chain((name) =>
  setterValue(name).map((value) => ({ name, value })),
);

// ---------------------------------------------------------------------------------------------------
// IP addresses, domains, queries

export const ipv4Address = uint32;
export const ipv6Pieces = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 });
/** IPv6 pieces biased towards runs of zeros (what compression acts on). */
export const ipv6PiecesZeroish = fc.array(
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(0) },
    { weight: 2, arbitrary: fc.integer({ min: 0, max: 0xffff }) },
  ),
  { minLength: 8, maxLength: 8 },
);

/** Dotted quads of decimal parts 0-255 with or without leading zeros. */
export const dottedQuad = fc
  .tuple(fc.tuple(byte, byte, byte, byte), fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }))
  .map(([p, zero]) => p.map((n, i) => (zero[i] ? `0${n}` : String(n))).join('.'));

/** Query strings for the form codec: names and values with '=', '+', escapes and noise. */
export const queryString = joined(
  fc.oneof(
    { weight: 4, arbitrary: concat(text(3), maybe(concat(pick('=', '=='), text(3)))) },
    {
      weight: 1,
      arbitrary: pick(
        '',
        '=',
        '==',
        '+',
        '%',
        '%2',
        '%zz',
        '%3D',
        '%26',
        'a+b=c+d',
        '%E4%B8',
        '%C3%A9=%F0%9F%92%A9',
      ),
    },
  ),
  '&',
  6,
);
