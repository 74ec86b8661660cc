// Grammar-aware fast-check generators for URL inputs: schemes, userinfo with "@" and "\", IPv4 in
// every notation, IPv6, IDNA labels, dot segments with "%2e", tabs and newlines, C0 controls, lone
// surrogates, ports. Each piece mixes valid and invalid forms so that every state of the parser is
// reached, and bases of every kind for relative references.
import fc from 'fast-check';

const pick = <T>(...xs: T[]) => fc.constantFrom(...xs);

/** A few code points of each kind the parser treats differently. */
const oddChar = pick(
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u001f',
  '\u007f',
  '\u0080',
  '\u00a0',
  'é',
  'ß',
  'İ',
  '\u200d',
  '\ufdd0',
  '\ufffe',
  '\uffff',
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
  '%25',
  '%00',
  '%c3%a9',
  '%ff',
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

const asciiWord = fc.stringMatching(/^[a-zA-Z0-9]{1,6}$/);

/** Text for paths, queries, fragments, userinfo: words mixed with odd characters. */
export const text = (maxLength = 6) =>
  fc
    .array(fc.oneof({ weight: 3, arbitrary: asciiWord }, { weight: 2, arbitrary: oddChar }), { maxLength })
    .map((xs) => xs.join(''));

export const scheme = fc.oneof(
  { weight: 6, arbitrary: pick('http', 'https', 'ws', 'wss', 'ftp', 'file') },
  { weight: 2, arbitrary: pick('HTTP', 'Https', 'FILE', 'fIle', 'WS') },
  {
    weight: 3,
    arbitrary: pick(
      'sc',
      'foo',
      'a',
      'data',
      'javascript',
      'mailto',
      'blob',
      'web+demo',
      'a.b-c+d',
      'urn',
      'git',
      'node',
    ),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,5}$/) },
  { weight: 1, arbitrary: pick('', '1a', 'a b', 'ht\ttp', 'é', ' http', '+a') },
);

const afterScheme = pick(
  ':',
  '://',
  '://',
  '://',
  ':/',
  ':',
  ':\\\\',
  ':///',
  ':/\\',
  '://\\',
  ':////',
  ':\\/',
);

const decOctet = fc.integer({ min: 0, max: 300 }).map(String);
const ipv4Part = fc.oneof(
  decOctet,
  fc.integer({ min: 0, max: 0xffffffff }).map(String),
  fc.integer({ min: 0, max: 0xffff }).map((n) => `0x${n.toString(16)}`),
  fc.integer({ min: 0, max: 0xff }).map((n) => `0X${n.toString(16).toUpperCase()}`),
  fc.integer({ min: 0, max: 0o777 }).map((n) => `0${n.toString(8)}`),
  pick('0x', '0X', '00', '09', '08', '4294967296', '0xffffffff', '0x100000000', '', 'a', '1a', '0xg'),
);
export const ipv4 = fc
  .tuple(fc.array(ipv4Part, { minLength: 1, maxLength: 5 }), fc.boolean())
  .map(([parts, dot]) => parts.join('.') + (dot ? '.' : ''));

const h16 = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
const ipv6Body = fc.oneof(
  fc.array(h16, { minLength: 8, maxLength: 8 }).map((xs) => xs.join(':')),
  fc
    .tuple(fc.array(h16, { maxLength: 4 }), fc.array(h16, { maxLength: 4 }))
    .map(([a, b]) => `${a.join(':')}::${b.join(':')}`),
  fc.tuple(fc.array(h16, { maxLength: 5 }), ipv4).map(([a, v4]) => `${a.join(':')}::${v4}`),
  fc.tuple(fc.array(h16, { minLength: 6, maxLength: 6 }), ipv4).map(([a, v4]) => `${a.join(':')}:${v4}`),
  pick(
    '::',
    '::1',
    '1::',
    ':1',
    '1:',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '0001::',
    '::ffff:1.2.3.4',
    '::1.2.3',
    'g::',
    '1:2',
    '::%31',
    'FFFF::1',
    '[::1]',
    '::1%eth0',
  ),
);
export const ipv6 = ipv6Body.map((b) => `[${b}]`);

const label = fc.oneof(
  { weight: 5, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,8}$/) },
  { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/) },
  {
    weight: 2,
    arbitrary: pick(
      'xn--nxasmq6b',
      'xn--',
      'xn--a',
      'xn--8i7caa',
      'münchen',
      'ÉXAMPLE',
      'faß',
      '日本',
      'ｗｗｗ',
      'ß',
      '☕',
      'a\u200db',
      'ا1',
      'xn--zca',
      'localhost',
      'LOCALHOST',
      'loc%61lhost',
    ),
  },
  {
    weight: 1,
    arbitrary: pick(
      '%41',
      '%2e',
      '%zz',
      '%',
      'a%2Eb',
      '%e2%98%95',
      '%ff',
      'a b',
      'a<b',
      'a^b',
      'a|b',
      'a%00b',
      '\u00ad',
      '０',
      '１２３',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 999 }).map(String) },
  { weight: 1, arbitrary: pick('0x1f', '0X', '0x', '09') },
);
export const domain = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 4 }), pick('', '', '', '.', '。', '..'))
  .map(([labels, tail]) => labels.join('.') + tail);

export const host = fc.oneof(
  { weight: 6, arbitrary: domain },
  { weight: 2, arbitrary: ipv4 },
  { weight: 2, arbitrary: ipv6 },
  { weight: 1, arbitrary: pick('', 'C:', 'c|', 'a:b', '[', ']', '[::1', 'x]', '@', 'a@b', 'a b', '\u0000') },
);

export const port = fc.oneof(
  fc.constant(''),
  fc.integer({ min: 0, max: 70000 }).map((n) => `:${n}`),
  pick(
    ':',
    ':0',
    ':00080',
    ':80',
    ':443',
    ':21',
    ':65535',
    ':65536',
    ':99999999999999999999',
    ':8a',
    ':-1',
    ': 80',
    ':0x50',
  ),
);

export const userinfo = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  {
    weight: 3,
    arbitrary: fc
      .tuple(text(3), fc.option(text(3), { nil: undefined }))
      .map(([u, p]) => (p === undefined ? `${u}@` : `${u}:${p}@`)),
  },
  { weight: 1, arbitrary: pick('@', ':@', 'a:b:c@', 'a@b@', '@@', 'a\\b@', 'a/b@', 'u:p@h@', ':@:@') },
);

const segment = fc.oneof(
  { weight: 4, arbitrary: text(3) },
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
      '.%2',
      'c:',
      'C|',
      'c:a',
      'a:',
      '|',
      '',
    ),
  },
);
export const path = fc
  .tuple(pick('', '/', '//', '\\', '/\\'), fc.array(segment, { maxLength: 5 }), pick('/', '\\', '/'))
  .map(([lead, segs, sep]) => lead + segs.join(sep));

export const query = fc.option(
  text(6).map((q) => `?${q}`),
  { nil: '' },
);
export const fragment = fc.option(
  text(6).map((f) => `#${f}`),
  { nil: '' },
);

const edge = pick('', '', '', '', ' ', '\t', '\u0000', '\n', ' \u001f', '\r\n');

/** Puts tabs/newlines at random places. */
const sprinkle = (s: fc.Arbitrary<string>) =>
  fc.tuple(s, fc.array(fc.tuple(fc.nat(), pick('\t', '\n', '\r')), { maxLength: 2 })).map(([str, ins]) => {
    let out = str;
    for (const [at, c] of ins) {
      const i = at % (out.length + 1);
      out = out.slice(0, i) + c + out.slice(i);
    }
    return out;
  });

/** An absolute URL (or something close to one). */
export const absoluteURL = sprinkle(
  fc
    .tuple(edge, scheme, afterScheme, userinfo, host, port, path, query, fragment, edge)
    .map((xs) => xs.join('')),
);

/** A relative reference (or an absolute one; the parser decides). */
export const relativeRef = sprinkle(
  fc.oneof(
    path.map((p) => p + ''),
    fc.tuple(path, query, fragment).map((xs) => xs.join('')),
    fc.tuple(pick('//', '\\\\', '/\\', '///'), userinfo, host, port, path).map((xs) => xs.join('')),
    fc.tuple(query, fragment).map(([q, f]) => q + f),
    pick(
      '',
      '?',
      '#',
      '..',
      '.',
      './',
      '../',
      '../..',
      'C:',
      'C|',
      '/C:/x',
      'c:/x',
      'C|/x',
      'file:x',
      'file:/x',
      'http:x',
      'https:/x',
      'sc:x',
      '\\x',
      '//',
      'a:',
      '../../a/./b/%2e%2e/c',
    ),
    absoluteURL,
  ),
);

export const baseURL = pick(
  'http://example.com/a/b/c?q#f',
  'https://user:pass@example.org:8080/dir/file.html?x=1',
  'http://example.com/',
  'http://example.com',
  'ws://h/a/',
  'ftp://h/a/b',
  'file:///C:/dir/file',
  'file:///C:/',
  'file:///c|/x',
  'file://host/share/x',
  'file:///',
  'file:',
  'sc://host/a/b?q',
  'sc:/a/b',
  'sc:opaque?q#f',
  'mailto:x@y',
  'about:blank',
  'sc://',
  'sc:',
  'blob:https://example.com/uuid',
  'http://[::1]:81/a',
  'http://1.2.3.4/a',
);

// Inputs close to the serializer's form, to exercise the fast paths and their edges: mostly clean
// pieces, with now and then one piece that the fast path must refuse (or fix up) correctly.
const safe = fc.stringMatching(/^[a-z0-9._~!$&'()*+,;=:@-]{0,8}$/);
const near = (clean: fc.Arbitrary<string>, odd: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 8, arbitrary: clean }, { weight: 1, arbitrary: odd });

const nearSegment = near(
  safe,
  pick(
    '.',
    '..',
    '%2e',
    '%2E%2e',
    'C|',
    'c:',
    'a b',
    'é',
    '%',
    '%zz',
    '\\',
    '|',
    '^',
    '`',
    '{',
    '"',
    '\u0000',
    '',
  ),
);
const nearHost = near(
  fc.oneof(
    fc.array(fc.stringMatching(/^[a-z0-9-]{1,6}$/), { minLength: 1, maxLength: 3 }).map((xs) => xs.join('.')),
    fc.tuple(decOctet, decOctet, decOctet, decOctet).map((xs) => xs.join('.')),
  ),
  pick(
    'EXAMPLE.com',
    'a.1',
    'a.0x1',
    '1.2.3',
    '01.2.3.4',
    '1.2.3.4.',
    'localhost',
    'a%41',
    'é.com',
    '[::1]',
    '',
    'a_b',
    'A',
    'a.b.',
    '0x7f.1',
    '256.1.1.1',
  ),
);
const nearPort = near(
  pick('', '', '', ':8080', ':1', ':65535'),
  pick(':', ':0', ':00', ':080', ':80', ':443', ':21', ':65536', ':1a'),
);
const nearQuery = near(
  fc.option(
    safe.map((s) => `?${s}`),
    { nil: '' },
  ),
  pick("?'", '? ', '?"', '?<', '?é', '?%', '?#', '??', '?`', '?{}'),
);
const nearFragment = near(
  fc.option(
    safe.map((s) => `#${s}`),
    { nil: '' },
  ),
  pick('# ', '#`', '#<', '#é', '##', "#'", '#{}'),
);
const nearPath = fc.array(nearSegment, { maxLength: 4 }).map((segs) => segs.map((s) => `/${s}`).join(''));

export const nearCanonicalURL = fc.oneof(
  fc
    .tuple(
      near(pick('http', 'https', 'ws', 'wss', 'ftp'), pick('HTTP', 'hTtps', 'sc', 'file')),
      pick('://', '://', '://', ':/', ':'),
      near(fc.constant(''), pick('u@', 'u:p@', ':p@', 'u:@', '@', 'a b@', 'u:p:q@', 'é@')),
      nearHost,
      nearPort,
      nearPath,
      nearQuery,
      nearFragment,
    )
    .map((xs) => xs.join('')),
  fc
    .tuple(
      pick('file://'),
      near(pick('', '', 'host', 'a.b'), pick('localhost', 'C:', 'c|', 'HOST', 'a:1', 'u@h')),
      nearPath,
      nearQuery,
      nearFragment,
    )
    .map((xs) => xs.join('')),
  fc
    .tuple(
      near(pick('sc', 'node', 'foo', 'a+b', 'data', 'tapmock'), pick('SC', 'Sc', 'a b')),
      pick(':', '://', ':/'),
      near(fc.constant(''), pick('u@', 'u:p@', ':@')),
      near(fc.oneof(safe, pick('host', 'h.x')), pick('H', '%zz', 'é', '[::1]', 'a b', '')),
      nearPort,
      near(nearPath, safe),
      nearQuery,
      nearFragment,
    )
    .map((xs) => xs.join('')),
);

export const nearCanonicalRelative = fc.oneof(
  nearPath,
  fc.tuple(nearPath, nearQuery, nearFragment).map((xs) => xs.join('')),
  fc
    .tuple(
      fc.array(near(pick('.', '..'), pick('%2e', '.%2e', '...')), { maxLength: 3 }),
      fc.array(nearSegment, { maxLength: 3 }),
      nearQuery,
      nearFragment,
    )
    .map(([dots, segs, q, f]) => [...dots, ...segs].join('/') + q + f),
  fc.tuple(nearQuery, nearFragment).map(([q, f]) => q + f),
  nearCanonicalURL,
);
