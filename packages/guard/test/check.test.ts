import { createURLParser } from '@url/parser/core';
import { describe, expect, test } from 'vitest';
import { checkResolvedAddress, createOutboundChecker, embeddedIPv4Of, type RangeName } from '../src/core';
import { checkOutboundURL, type OutboundCheck } from '../src/index';

const codes = (r: { reasons: { code: string }[] }) => r.reasons.map((x) => x.code);

type Row = [
  input: string,
  expected: Partial<
    Pick<
      OutboundCheck,
      | 'ok'
      | 'scheme'
      | 'hostKind'
      | 'address'
      | 'range'
      | 'credentials'
      | 'dnsRequired'
      | 'hostRewritten'
      | 'href'
      | 'port'
    >
  > & {
    reasons?: string[];
    embedded?: string | null;
  },
];

// The table from the issue, and the notations an SSRF filter has to see through.
const TABLE: Row[] = [
  [
    'http://0x7f.1/',
    {
      ok: false,
      hostKind: 'ipv4',
      address: '127.0.0.1',
      range: 'loopback',
      reasons: ['private-address'],
      hostRewritten: true,
      href: 'http://127.0.0.1/',
    },
  ],
  [
    'http://[::ffff:127.0.0.1]/',
    {
      ok: false,
      hostKind: 'ipv6',
      address: '::ffff:7f00:1',
      range: 'ipv4Mapped',
      embedded: '127.0.0.1',
      reasons: ['private-address'],
    },
  ],
  [
    'http://2130706433/',
    { ok: false, hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', hostRewritten: true },
  ],
  [
    'http://127.1/',
    { ok: false, hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', hostRewritten: true },
  ],
  ['http://0177.0.0.1/', { ok: false, address: '127.0.0.1', range: 'loopback' }],
  ['http://127.0.0.1/', { ok: false, address: '127.0.0.1', range: 'loopback', hostRewritten: false }],
  ['http://１２７.０.０.１/', { ok: false, address: '127.0.0.1', range: 'loopback', hostRewritten: true }],
  ['http://%31%32%37.0.0.1/', { ok: false, address: '127.0.0.1', range: 'loopback', hostRewritten: true }],
  ['http://127.0.0.1./', { ok: false, address: '127.0.0.1', range: 'loopback' }],
  ['http://0/', { ok: false, address: '0.0.0.0', range: 'unspecified' }],
  [
    'http://user@10.0.0.1/',
    {
      ok: false,
      credentials: true,
      address: '10.0.0.1',
      range: 'private',
      reasons: ['credentials', 'private-address'],
    },
  ],
  [
    'http://169.254.169.254/latest/meta-data/',
    {
      ok: false,
      address: '169.254.169.254',
      range: 'linkLocal',
      reasons: ['private-address', 'denied-address'],
    },
  ],
  // issue 13: cloud metadata endpoints outside the private ranges, and by name
  ['http://168.63.129.16/machine', { ok: false, range: 'unicast', reasons: ['denied-address'] }],
  ['http://[::ffff:168.63.129.16]/', { ok: false, embedded: '168.63.129.16', reasons: ['denied-address'] }],
  [
    'http://metadata.google.internal/computeMetadata/v1/',
    { ok: false, dnsRequired: true, reasons: ['denied-host'] },
  ],
  ['http://METADATA.google.internal./', { ok: false, reasons: ['denied-host'] }],
  ['http://[fd00:ec2::254]/', { ok: false, reasons: ['private-address', 'denied-address'] }],
  ['http://[::1]/', { ok: false, hostKind: 'ipv6', address: '::1', range: 'loopback', embedded: null }],
  ['http://[::]/', { ok: false, address: '::', range: 'unspecified' }],
  ['http://[fe80::1]/', { ok: false, range: 'linkLocal' }],
  ['http://[fd00::1]/', { ok: false, range: 'uniqueLocal' }],
  ['http://[::127.0.0.1]/', { ok: false, address: '::7f00:1', embedded: '127.0.0.1' }],
  ['http://[64:ff9b::10.0.0.1]/', { ok: false, range: 'rfc6052', embedded: '10.0.0.1' }],
  ['http://[64:ff9b::8.8.8.8]/', { ok: true, range: 'rfc6052', embedded: '8.8.8.8' }],
  ['http://[64:ff9b:1::8.8.8.8]/', { ok: false, range: 'rfc6052', embedded: '8.8.8.8' }],
  ['http://[64:ff9b:1::127.0.0.1]/', { ok: false, range: 'rfc6052', embedded: '127.0.0.1' }],
  ['http://[fe80::5efe:808:808]/', { ok: false, range: 'linkLocal', embedded: '8.8.8.8' }],
  ['http://[2001:db8::5efe:a9fe:a9fe]/', { ok: false, range: 'reserved', embedded: '169.254.169.254' }],
  ['http://[2002:7f00:1::]/', { ok: false, range: '6to4', embedded: '127.0.0.1' }],
  ['http://[2002:808:808::]/', { ok: true, range: '6to4', embedded: '8.8.8.8' }],
  ['http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/', { ok: false, range: 'teredo', embedded: '127.0.0.1' }],
  ['http://[::ffff:0:127.0.0.1]/', { ok: false, range: 'rfc6145', embedded: '127.0.0.1' }],
  ['http://[2606:4700::1111]/', { ok: true, range: 'unicast', embedded: null }],
  ['http://8.8.8.8/', { ok: true, hostKind: 'ipv4', address: '8.8.8.8', range: 'unicast', port: 80 }],
  ['http://100.64.0.1/', { ok: false, range: 'carrierGradeNat' }],
  ['http://192.0.2.1/', { ok: false, range: 'reserved' }],
  ['http://255.255.255.255/', { ok: false, range: 'broadcast' }],
  ['http://224.0.0.1/', { ok: false, range: 'multicast' }],
  // a domain: where it leads is known only after DNS
  // RFC 6761: localhost and *.localhost are loopback, denied by name
  [
    'http://localhost/',
    { ok: false, hostKind: 'domain', address: null, dnsRequired: true, reasons: ['localhost'] },
  ],
  ['http://api.localhost./', { ok: false, reasons: ['localhost'] }],
  ['http://localhost.example/', { ok: true }],
  ['http://127.0.0.1.nip.io/', { ok: true, hostKind: 'domain', dnsRequired: true }],
  [
    'https://EXAMPLE.com:443/',
    { ok: true, hostKind: 'domain', hostRewritten: true, port: 443, href: 'https://example.com/' },
  ],
  [
    'https://faß.example/',
    { ok: true, hostKind: 'domain', hostRewritten: true, href: 'https://xn--fa-hia.example/' },
  ],
  // schemes
  [
    'gopher://127.0.0.1:25/',
    {
      ok: false,
      scheme: 'gopher',
      hostKind: 'opaque',
      address: '127.0.0.1',
      reasons: ['scheme', 'private-address'],
    },
  ],
  [
    'gopher://example.com/',
    { ok: false, scheme: 'gopher', hostKind: 'opaque', dnsRequired: true, reasons: ['scheme'] },
  ],
  ['file:///etc/passwd', { ok: false, scheme: 'file', hostKind: 'empty', reasons: ['scheme'] }],
  [
    'javascript:alert(1)',
    { ok: false, scheme: 'javascript', hostKind: null, reasons: ['scheme', 'no-host'] },
  ],
  ['data:text/plain,x', { ok: false, reasons: ['scheme', 'no-host'] }],
  // credentials, and the confusions they make
  ['http://trusted.example@evil.example/', { ok: false, credentials: true, reasons: ['credentials'] }],
  [
    'http://evil.example\\@trusted.example/',
    { ok: true, credentials: false, href: 'http://evil.example/@trusted.example/' },
  ],
  // not URLs
  ['http://[::1/', { ok: false, reasons: ['invalid-url'] }],
  ['http://0x100000000/', { ok: false, reasons: ['invalid-url'] }],
  ['http://1.2.3.4.5/', { ok: false, reasons: ['invalid-url'] }],
  ['not a url', { ok: false, reasons: ['invalid-url'] }],
  ['', { ok: false, reasons: ['invalid-url'] }],
];

describe('checkOutboundURL: the table', () => {
  for (const [input, expected] of TABLE) {
    test(JSON.stringify(input), () => {
      const r = checkOutboundURL(input);
      const { reasons, embedded, ...rest } = expected;
      expect(r).toMatchObject(rest);
      if (reasons !== undefined) expect(codes(r)).toEqual(reasons);
      if (embedded !== undefined) expect(r.embeddedIPv4?.address ?? null).toBe(embedded);
      expect(r.ok).toBe(r.reasons.length === 0);
      for (const reason of r.reasons) expect(reason.message.length).toBeGreaterThan(5);
    });
  }
});

describe('checkOutboundURL: options', () => {
  test('allowPrivate lets every range through; allowRanges only the named ones', () => {
    expect(checkOutboundURL('http://10.0.0.1/', { allowPrivate: true }).ok).toBe(true);
    expect(checkOutboundURL('http://[::1]/', { allowPrivate: true }).ok).toBe(true);
    expect(checkOutboundURL('http://10.0.0.1/', { allowRanges: ['private'] }).ok).toBe(true);
    expect(checkOutboundURL('http://127.0.0.1/', { allowRanges: ['private'] }).ok).toBe(false);
    expect(checkOutboundURL('http://[::ffff:10.0.0.1]/', { allowRanges: ['private'] }).ok).toBe(true);
  });
  test('allowSchemes', () => {
    expect(checkOutboundURL('wss://example.com/', { allowSchemes: ['wss'] }).ok).toBe(true);
    expect(codes(checkOutboundURL('https://example.com/', { allowSchemes: ['wss'] }))).toEqual(['scheme']);
  });
  test('allowCredentials', () => {
    const r = checkOutboundURL('https://u:p@example.com/', { allowCredentials: true });
    expect(r).toMatchObject({ ok: true, credentials: true });
  });
  test('allowPorts counts the default port', () => {
    expect(checkOutboundURL('https://example.com/', { allowPorts: [443] }).ok).toBe(true);
    expect(checkOutboundURL('https://example.com:443/', { allowPorts: [443] }).ok).toBe(true);
    const r = checkOutboundURL('https://example.com:8443/', { allowPorts: [443] });
    expect(codes(r)).toEqual(['port']);
    expect(r.port).toBe(8443);
  });
  test('allowPorts: ftp counts its default port 21; a URL with no port at all is not allowed', () => {
    expect(checkOutboundURL('ftp://example.com/', { allowSchemes: ['ftp'], allowPorts: [21] })).toMatchObject(
      {
        ok: true,
        port: 21,
      },
    );
    const none = checkOutboundURL('foo://example.com/', { allowSchemes: ['foo'], allowPorts: [80] });
    expect(none).toMatchObject({ ok: false, port: null, reasons: [{ code: 'port' }] });
    expect(none.reasons[0]?.message).toBe('the port (none) is not one of 80');
  });
  test('an empty host is rejected, except in a file: URL', () => {
    const r = checkOutboundURL('foo:///x', { allowSchemes: ['foo'] });
    expect(r).toMatchObject({ ok: false, hostKind: 'empty', reasons: [{ code: 'no-host' }] });
    expect(r.reasons[0]?.message).toBe('the URL has an empty host');
    expect(checkOutboundURL('file:///x', { allowSchemes: ['file'] })).toMatchObject({
      ok: true,
      hostKind: 'empty',
    });
  });
  test('an opaque host reads as an address only as a strict dotted quad', () => {
    expect(checkOutboundURL('foo://0x7f.1/', { allowSchemes: ['foo'] })).toMatchObject({
      ok: true,
      hostKind: 'opaque',
      address: null,
      dnsRequired: true,
    });
    expect(checkOutboundURL('foo://[::1]/', { allowSchemes: ['foo'] })).toMatchObject({
      ok: false,
      hostKind: 'ipv6',
      range: 'loopback',
    });
  });
  test('allowIDN: false rejects internationalized domain names', () => {
    expect(codes(checkOutboundURL('https://аpple.com/', { allowIDN: false }))).toEqual(['idn']);
    expect(codes(checkOutboundURL('https://xn--pple-43d.com/', { allowIDN: false }))).toEqual(['idn']);
    expect(checkOutboundURL('https://apple.com/', { allowIDN: false }).ok).toBe(true);
  });
  test('rejectValidationErrors rejects what other parsers read differently', () => {
    for (const input of [
      'http:\\\\example.com/',
      'http://example.com\\x',
      'http://ex\tample.com/',
      'http://0x8.8.8.8/',
      'http:example.com',
    ]) {
      const r = checkOutboundURL(input, { rejectValidationErrors: true });
      expect(codes(r), input).toContain('validation-errors');
      expect(r.validationErrors.length).toBeGreaterThan(0);
    }
    expect(checkOutboundURL('https://example.com/a?b#c', { rejectValidationErrors: true }).ok).toBe(true);
  });
  test('base resolves relative input; the host from the base is not "rewritten"', () => {
    const r = checkOutboundURL('/x', { base: 'http://10.0.0.1/' });
    expect(r).toMatchObject({
      ok: false,
      href: 'http://10.0.0.1/x',
      address: '10.0.0.1',
      hostRewritten: false,
    });
  });
  test('a URL object (anything with href) is accepted', () => {
    expect(checkOutboundURL({ href: 'http://0x7f.1/' }).address).toBe('127.0.0.1');
    expect(checkOutboundURL(new URL('http://8.8.8.8/')).ok).toBe(true);
  });
  test('tabs and newlines are removed before the rewritten-host test, as the parser removes them', () => {
    expect(checkOutboundURL('http://exa\nmple.com/').hostRewritten).toBe(false);
  });
  test('a scheme named like an Object.prototype property is just another scheme', () => {
    const r = checkOutboundURL('constructor://127.0.0.1/', { allowSchemes: ['constructor'] });
    expect(r).toMatchObject({ hostKind: 'opaque', port: null, address: '127.0.0.1' });
    expect(codes(r)).toEqual(['private-address']);
  });
});

describe('createOutboundChecker on @url/parser/core (no IDNA)', () => {
  const check = createOutboundChecker(createURLParser());
  test('ASCII hosts work as with the default stack', () => {
    expect(check('http://0x7f.1/')).toMatchObject({ ok: false, address: '127.0.0.1', range: 'loopback' });
    expect(check('https://example.com/').ok).toBe(true);
  });
  test('a non-ASCII domain does not parse, so it is rejected', () => {
    expect(codes(check('https://faß.example/'))).toEqual(['invalid-url']);
  });
});

describe('checkResolvedAddress', () => {
  test('strict text, numbers and pieces', () => {
    expect(checkResolvedAddress('93.184.215.14')).toMatchObject({ ok: true, family: 4, range: 'unicast' });
    expect(checkResolvedAddress('127.0.0.1')).toMatchObject({ ok: false, family: 4, range: 'loopback' });
    expect(checkResolvedAddress('::ffff:169.254.169.254')).toMatchObject({
      ok: false,
      family: 6,
      embeddedIPv4: { address: '169.254.169.254', range: 'linkLocal' },
    });
    expect(checkResolvedAddress('[::1]')).toMatchObject({ ok: false, range: 'loopback' });
    expect(checkResolvedAddress(0x7f000001)).toMatchObject({ ok: false, address: '127.0.0.1' });
    expect(checkResolvedAddress([0x2606, 0x4700, 0, 0, 0, 0, 0, 0x1111])).toMatchObject({
      ok: true,
      address: '2606:4700::1111',
    });
  });
  test('URL notations are not addresses here (a resolver never returns them)', () => {
    for (const bad of [
      '0x7f.1',
      '2130706433',
      '127.1',
      '0177.0.0.1',
      'localhost',
      '',
      '1.2.3.4.5',
      '::1%eth0',
    ]) {
      expect(checkResolvedAddress(bad)).toMatchObject({
        ok: false,
        family: null,
        reasons: [{ code: 'invalid-address' }],
      });
    }
    expect(checkResolvedAddress(-1).ok).toBe(false);
    expect(checkResolvedAddress(2 ** 32).ok).toBe(false);
    expect(checkResolvedAddress([1, 2, 3]).ok).toBe(false);
    expect(checkResolvedAddress([0x10000, 0, 0, 0, 0, 0, 0, 0]).ok).toBe(false);
  });
  test('options', () => {
    expect(checkResolvedAddress('10.1.2.3', { allowRanges: ['private'] }).ok).toBe(true);
    expect(checkResolvedAddress('127.0.0.1', { allowPrivate: true }).ok).toBe(true);
  });
});

describe('embeddedIPv4Of', () => {
  test('each embedding, and the addresses that carry none', () => {
    const v = (pieces: number[]) => embeddedIPv4Of(pieces);
    expect(v([0, 0, 0, 0, 0, 0xffff, 0x0a00, 1])).toMatchObject({ via: 'ipv4Mapped', address: '10.0.0.1' });
    expect(v([0, 0, 0, 0, 0xffff, 0, 0x0a00, 1])).toMatchObject({ via: 'rfc6145', address: '10.0.0.1' });
    expect(v([0, 0, 0, 0, 0, 0, 0x0a00, 1])).toMatchObject({ via: 'ipv4Compatible', address: '10.0.0.1' });
    expect(v([0x64, 0xff9b, 0, 0, 0, 0, 0x0a00, 1])).toMatchObject({ via: 'nat64', address: '10.0.0.1' });
    expect(v([0x2002, 0x0a00, 1, 0, 0, 0, 0, 0])).toMatchObject({ via: '6to4', address: '10.0.0.1' });
    expect(v([0x2001, 0, 0x4136, 0xe378, 0x8000, 0x63bf, 0xf5ff, 0xfffe])).toMatchObject({
      via: 'teredo',
      address: '10.0.0.1',
    });
    expect(v([0, 0, 0, 0, 0, 0, 0, 0])).toBeNull();
    expect(v([0, 0, 0, 0, 0, 0, 0, 1])).toBeNull();
    expect(v([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1])).toBeNull();
    expect(v([0x64, 0xff9b, 1, 0, 0, 0, 0x0a00, 1])).toMatchObject({
      via: 'nat64Local',
      address: '10.0.0.1',
    });
    expect(v([0xfe80, 0, 0, 0, 0, 0x5efe, 0x0a00, 1])).toMatchObject({ via: 'isatap', address: '10.0.0.1' });
  });
});

describe('embedded IPv4 in a site-chosen prefix (local-use NAT64, ISATAP)', () => {
  test('both the IPv6 range and the embedded address must pass', () => {
    const local = (a: string, allowRanges: RangeName[] = []) => checkResolvedAddress(a, { allowRanges });
    expect(local('64:ff9b:1::808:808').ok).toBe(false);
    expect(local('64:ff9b:1::808:808', ['rfc6052']).ok).toBe(true);
    expect(local('64:ff9b:1::7f00:1', ['rfc6052']).reasons[0]?.message).toContain('127.0.0.1 (nat64Local)');
    expect(local('fe80::5efe:7f00:1', ['linkLocal']).reasons[0]?.message).toContain('127.0.0.1 (isatap)');
    expect(local('fe80::5efe:808:808', ['linkLocal']).ok).toBe(true);
  });
});

describe('denyHosts, denyAddresses, localhost', () => {
  test('the deny lists apply whatever the ranges allow; your own list replaces the default', () => {
    expect(codes(checkOutboundURL('http://169.254.169.254/', { allowPrivate: true }))).toEqual([
      'denied-address',
    ]);
    expect(checkOutboundURL('http://169.254.169.254/', { allowPrivate: true, denyAddresses: [] }).ok).toBe(
      true,
    );
    expect(codes(checkOutboundURL('http://8.8.8.8/', { denyAddresses: ['8.8.8.0/24'] }))).toEqual([
      'denied-address',
    ]);
    expect(codes(checkOutboundURL('http://[2001:db8::1]/', { denyAddresses: ['2001:db8::1'] }))).toEqual([
      'private-address',
      'denied-address',
    ]);
    expect(
      codes(checkOutboundURL('https://a.internal.example/', { denyHosts: ['*.internal.example'] })),
    ).toEqual(['denied-host']);
    expect(checkOutboundURL('https://internal.example/', { denyHosts: ['.internal.example'] }).ok).toBe(true);
    expect(
      codes(checkOutboundURL('https://x.internal.example/', { denyHosts: ['.internal.example'] })),
    ).toEqual(['denied-host']);
    expect(checkOutboundURL('http://metadata.google.internal/', { denyHosts: [] }).ok).toBe(true);
    // an opaque host that is a dotted quad is checked as an address
    expect(codes(checkOutboundURL('redis://168.63.129.16/', { allowSchemes: ['redis'] }))).toEqual([
      'denied-address',
    ]);
    expect(() => checkOutboundURL('http://8.8.8.8/', { denyAddresses: ['nope'] })).toThrow(TypeError);
  });
  test('localhost is allowed with loopback', () => {
    expect(checkOutboundURL('http://localhost/', { allowRanges: ['loopback'] }).ok).toBe(true);
    expect(checkOutboundURL('http://localhost/', { allowPrivate: true }).ok).toBe(true);
  });
  test('checkResolvedAddress applies denyAddresses', () => {
    expect(codes(checkResolvedAddress('168.63.129.16'))).toEqual(['denied-address']);
    expect(checkResolvedAddress('168.63.129.16', { denyAddresses: [] }).ok).toBe(true);
    expect(codes(checkResolvedAddress('64:ff9b::a9fe:a9fe', { allowRanges: ['linkLocal'] }))).toEqual([
      'denied-address',
    ]);
  });
});
