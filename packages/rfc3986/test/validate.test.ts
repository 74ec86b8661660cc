import { hostKind, ipv6Violation, isIPv4address, isURI, validateURIReference } from '@url/rfc3986';
import { describe, expect, test } from 'vitest';

describe('validateURIReference', () => {
  test.each([
    // RFC 3986 §1.1.2 examples
    'ftp://ftp.is.co.za/rfc/rfc1808.txt',
    'http://www.ietf.org/rfc/rfc2396.txt',
    'ldap://[2001:db8::7]/c=GB?objectClass?one',
    'mailto:John.Doe@example.com',
    'news:comp.infosystems.www.servers.unix',
    'tel:+1-816-555-1212',
    'telnet://192.0.2.16:80/',
    'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
    'foo://example.com:8042/over/there?name=ferret#nose',
    'http://[v7.fe80::a+en1]/',
    'http://u:p@h:/',
    'http://h:80',
    's:',
    '',
    '#f',
    '?q',
    './a:b',
    '/a:b',
    '//a',
    'http://%41/',
  ])('valid: %j', (input) => {
    expect(validateURIReference(input)).toEqual({
      valid: true,
      kind: input.includes(':') && /^[a-z][a-z0-9+.-]*:/i.test(input) ? 'URI' : 'relative-ref',
      error: undefined,
    });
  });

  test.each([
    ['http://evil.example\\@good.example/login', 'userinfo', 19],
    ['http://a b/', 'reg-name', 8],
    ['http://[::1/', 'IP-literal', 11],
    ['1http://x', 'scheme', 0],
    ['a_b://x', 'scheme', 1],
    [':x', 'segment-nz-nc', 0],
    ['http://a/%zz', 'pct-encoded', 9],
    ['http://a/%4', 'pct-encoded', 9],
    ['http://h:8a/', 'port', 10],
    ['http://[1:2:3:4:5:6:7:8:9]/', 'IPv6address', 25],
    ['http://[::1]x/', 'authority', 12],
    ['http://a/b c', 'segment', 10],
    ['http://a/?q r', 'query', 11],
    ['http://a/#f#g', 'fragment', 11],
    ['http://a/\u00e9', 'segment', 9],
    ['http://a@b@c/', 'userinfo', 8],
    ['http://[v.x]/', 'IPvFuture', 9],
    ['http://[v1x]/', 'IPvFuture', 10],
    ['http://[V1.]/', 'IPvFuture', 11],
    ['http://[v1.a%20]/', 'IPvFuture', 12],
    ['http://[12g::]/', 'IPv6address', 10],
  ])('invalid: %j breaks %s at %i', (input, rule, index) => {
    const r = validateURIReference(input);
    expect(r.valid).toBe(false);
    expect(r.error).toMatchObject({ rule, index });
    expect(r.error?.message).toContain(String(index));
  });
  test('":" in the first segment of a relative path is not the scheme rule when a slash comes first', () => {
    expect(validateURIReference('a/b:c').valid).toBe(true);
  });
  test('isURI needs a scheme', () => {
    expect(isURI('http://a/')).toBe(true);
    expect(isURI('/a')).toBe(false);
    expect(isURI('http://a b/')).toBe(false);
  });
});

describe('IPv6address', () => {
  test.each([
    '::',
    '::1',
    '1::',
    '1:2:3:4:5:6:7:8',
    '1:2:3:4:5:6:7::',
    '::2:3:4:5:6:7:8',
    '::ffff:1.2.3.4',
    '1:2:3:4:5:6:1.2.3.4',
    'fe80::1:2',
    'ABCD:ef01::',
  ])('valid %j', (s) => {
    expect(ipv6Violation(s)).toBe(-1);
  });
  test.each([
    '',
    '1:2:3:4:5:6:7:8:9',
    '1::2::3',
    ':1',
    '1:',
    '12345::',
    '1:2:3:4:5:6:7:1.2.3.4',
    '::1.2.3',
    '1.2.3.4::',
    '::01.2.3.4',
    '1:2:3:4:5:6:7:8::',
    '::1:2:3:4:5:6:7:8',
    'g::',
  ])('invalid %j', (s) => {
    expect(ipv6Violation(s)).toBeGreaterThanOrEqual(0);
  });
});

test('an IPvFuture or IPv6 error names the code point it stops at', () => {
  expect(validateURIReference('http://[V1.]/').error?.message).toBe('"]" at index 11 breaks IPvFuture');
  expect(validateURIReference('http://[v1.a b]/').error?.message).toBe('U+0020 at index 12 breaks IPvFuture');
  expect(validateURIReference('http://[12g::]/').error?.message).toBe('"g" at index 10 breaks IPv6address');
});

test('isIPv4address', () => {
  expect(isIPv4address('0.0.0.0')).toBe(true);
  expect(isIPv4address('255.255.255.255')).toBe(true);
  for (const s of [
    '1.2.3',
    '1.2.3.4.5',
    '1..2.3',
    '1.2.3.1234',
    '1.2.3.a',
    '1.2.3.-1',
    '1.2.3.256',
    '1.2.3.04',
  ]) {
    expect(isIPv4address(s), s).toBe(false);
  }
});

test('hostKind', () => {
  expect(hostKind('[::1]')).toBe('IP-literal');
  expect(hostKind('[v1.x]')).toBe('IPvFuture');
  expect(hostKind('127.0.0.1')).toBe('IPv4address');
  expect(hostKind('127.0.0.01')).toBe('reg-name');
  expect(hostKind('0x7f.1')).toBe('reg-name');
  expect(hostKind('example.com')).toBe('reg-name');
});
