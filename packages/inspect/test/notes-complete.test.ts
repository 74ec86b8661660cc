// Issue 13, finding 4: the notes the guard knows and the inspector did not. Each row is a shape from
// the public SSRF and URL-confusion payload lists; the embedded-IPv4 reading is @url/ipaddr's
// embeddedIPv4, the same code @url/guard decides with.
import { checkOutboundURL } from '@url/guard';
import { describe, expect, it } from 'vitest';
import { latinLookalike } from '../src/confusables';
import { inspect } from '../src/index';

const notes = (input: string) => inspect(input).security;
const note = (input: string, kind: string) => {
  const n = notes(input).find((x) => x.kind === kind);
  expect(n, `${kind} for ${input}`).toBeDefined();
  return n!;
};

describe('IPv4 embedded in IPv6, as the guard reads it', () => {
  const rows: [string, string, string][] = [
    ['http://[::ffff:127.0.0.1]/', 'ipv4Mapped', '127.0.0.1'],
    ['http://[::127.0.0.1]/', 'ipv4Compatible', '127.0.0.1'],
    ['http://[::ffff:0:169.254.169.254]/', 'rfc6145', '169.254.169.254'],
    ['http://[64:ff9b::127.0.0.1]/', 'nat64', '127.0.0.1'],
    ['http://[64:ff9b:1::a9fe:a9fe]/', 'nat64Local', '169.254.169.254'],
    ['http://[2002:7f00:1::]/', '6to4', '127.0.0.1'],
    ['http://[2002:a9fe:a9fe::]/', '6to4', '169.254.169.254'],
    ['http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/', 'teredo', '127.0.0.1'],
    ['http://[fe80::5efe:a9fe:a9fe]/', 'isatap', '169.254.169.254'],
  ];
  for (const [input, via, address] of rows) {
    it(`${input}: ${via} ${address}`, () => {
      const n = note(input, 'special-address');
      expect(n).toMatchObject({ severity: 'warning', args: { via, address, reaches: true } });
      expect(n.message).toContain(`carries the IPv4 address \`${address}\``);
      // the guard reads the same embedding
      expect(checkOutboundURL(input).embeddedIPv4).toMatchObject({ via, address });
      expect(checkOutboundURL(input).ok).toBe(false);
    });
  }

  it('a public IPv4 inside is information, not a warning', () => {
    expect(note('http://[2002:808:808::]/', 'special-address')).toMatchObject({
      severity: 'info',
      args: { via: '6to4', address: '8.8.8.8', reaches: false },
    });
  });
});

describe('notes for URL-confusion payloads', () => {
  it('`;` in the authority: legacy parsers end the host there', () => {
    const n = note('http://127.0.0.1;https://allowed.example.com/', 'semicolon-in-host');
    expect(n).toMatchObject({ severity: 'danger', args: { before: '127.0.0.1', host: '127.0.0.1;https' } });
  });

  it('IPv4 written in full-width digits or percent-encoded', () => {
    expect(note('http://８.８.８.８/', 'ipv4-notation')).toMatchObject({
      args: { written: '８.８.８.８', address: '8.8.8.8', unicode: true, strict: false },
    });
    expect(note('http://%38.8.8.8/', 'ipv4-notation')).toMatchObject({
      args: { written: '%38.8.8.8', address: '8.8.8.8', percentEncoded: true, strict: false },
    });
    expect(notes('http://8.8.8.8/').some((n) => n.kind === 'ipv4-notation')).toBe(false);
  });

  it('IDNA deviation characters, with the IDNA2003 / transitional reading', () => {
    const n = note('http://ß.example/', 'idna-deviation');
    expect(n).toMatchObject({ args: { chars: ['ß'], host: 'xn--zca.example', transitional: 'ss.example' } });
    expect(note('http://ς.example/', 'idna-deviation').args.transitional).toBe('xn--4xa.example');
    expect(notes('http://strasse.example/').some((x) => x.kind === 'idna-deviation')).toBe(false);
  });

  it('URLs nested in non-special schemes', () => {
    expect(note('jar:http://127.0.0.1!/', 'nested-url')).toMatchObject({
      severity: 'danger',
      args: { scheme: 'jar', inner: 'http://127.0.0.1/', innerHost: '127.0.0.1', innerRange: 'loopback' },
    });
    expect(note('view-source:http://169.254.169.254/latest/', 'nested-url')).toMatchObject({
      severity: 'danger',
      args: { innerRange: 'linkLocal' },
    });
    expect(note('view-source:https://example.com/', 'nested-url')).toMatchObject({
      severity: 'warning',
      args: { innerHost: 'example.com', innerRange: null },
    });
    expect(notes('mailto:http:x').some((x) => x.kind === 'nested-url')).toBe(false);
    expect(notes('foo:bar').some((x) => x.kind === 'nested-url')).toBe(false);
  });

  it('a host:port-like input read as a scheme', () => {
    expect(note('localhost:+11211aaa', 'scheme-looks-like-host')).toMatchObject({
      args: { scheme: 'localhost', path: '+11211aaa', port: true },
    });
    expect(note('localhost:abc', 'scheme-looks-like-host').args.port).toBe(false);
  });

  it('the mixed-script note names the Latin look-alike from the confusables data', () => {
    const n = note('https://раураl.com/signin', 'mixed-script');
    expect(n.args.lookalike).toBe('paypal');
    expect(n.message).toContain('it looks like the Latin `paypal`');
  });
});

describe('latinLookalike', () => {
  it('maps each non-ASCII code point to its confusables prototype, or gives up', () => {
    expect(latinLookalike('раураl')).toBe('paypal');
    expect(latinLookalike('ехаmple')).toBe('example');
    expect(latinLookalike('paypal')).toBeNull();
    expect(latinLookalike('日本')).toBeNull();
    // the skeleton keeps a combining mark (an accent is visible): no ASCII look-alike
    expect(latinLookalike('café')).toBeNull();
  });
});
