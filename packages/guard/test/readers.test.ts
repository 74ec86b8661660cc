import { createURLParser } from '@url/parser/core';
import { curlReader, pythonReader, type Reader } from '@url/readers';
import { describe, expect, it } from 'vitest';
import { createOutboundChecker } from '../src/core.ts';
import { checkOutboundURL } from '../src/index.ts';
import { createReadersCheck } from '../src/readers.ts';

const codes = (c: { reasons: { code: string }[] }): string[] => c.reasons.map((r) => r.code);

describe('readers: parser-differential', () => {
  it("denies the issue's example for curl and python, and passes it without readers", () => {
    const input = 'http://evil.example\\@good.example/login';
    expect(checkOutboundURL(input).ok).toBe(true);
    const c = checkOutboundURL(input, { readers: ['curl', 'python'] });
    expect(c.ok).toBe(false);
    expect(c.hostname).toBe('evil.example');
    expect(codes(c)).toEqual(['parser-differential', 'parser-differential']);
    expect(c.reasons[0]?.message).toBe(
      'curl (libcurl URL API) 8.21.0 would use host "good.example", not "evil.example"',
    );
    expect(c.reasons[1]?.message).toMatch(
      /^Python urllib\.parse\.urlsplit 3\.12 would use host "good\.example"/,
    );
    // Node's url.parse reads it as the standard does.
    expect(checkOutboundURL(input, { readers: ['node-legacy'] }).ok).toBe(true);
  });

  it('passes URLs every reader reads alike, however the host is written', () => {
    const all = ['python', 'curl', 'node-legacy', 'winhttp'] as const;
    expect(checkOutboundURL('https://example.com/a?b#c', { readers: all }).ok).toBe(true);
    expect(checkOutboundURL('https://EXAMPLE.com:443/', { readers: all }).ok).toBe(true);
    expect(checkOutboundURL('https://bücher.example/', { readers: ['python', 'node-legacy'] }).ok).toBe(true);
    const priv = { allowPrivate: true, readers: ['python', 'curl', 'node-legacy'] as const };
    expect(checkOutboundURL('http://0x7f.1/', priv).ok).toBe(true);
    expect(checkOutboundURL('http://[::1]:8080/', priv).ok).toBe(true);
  });

  it('denies a reader that rejects, or reads another scheme or port', () => {
    const w = checkOutboundURL('http://a.example\\b/', { readers: ['winhttp'] });
    expect(w.reasons.map((r) => r.message)).toEqual([
      'WinHTTP WinHttpCrackUrl Windows 10/11 would reject the URL ("ERROR_WINHTTP_INVALID_URL")',
    ]);
    const port: Reader = {
      info: { name: 'curl', label: 'test reader', version: '0', basis: 'live-differential' },
      read: () => ({
        ok: true,
        reader: port.info,
        scheme: 'http',
        userinfo: null,
        host: 'a.example',
        port: '81',
        path: '/',
        query: null,
        fragment: null,
      }),
    };
    expect(checkOutboundURL('http://a.example/', { readers: [port] }).reasons[0]?.message).toBe(
      'test reader 0 would connect to port 81, not 80',
    );
    expect(checkOutboundURL('https://a.example/', { readers: [port] }).reasons[0]?.message).toBe(
      'test reader 0 would use scheme "http", not "https"',
    );
    const nohost: Reader = {
      ...port,
      read: () => ({ ...(port.read('') as object), port: null, host: null }) as never,
    };
    expect(checkOutboundURL('http://a.example/', { readers: [nohost] }).reasons[0]?.message).toBe(
      'test reader 0 would use host (none), not "a.example"',
    );
  });

  it('shows untrusted hosts as data', () => {
    const c = checkOutboundURL('http://x\\@\u202egood.example/', { readers: ['python'] });
    expect(c.reasons[0]?.message).toContain('\\u202e');
    expect(c.reasons[0]?.message).not.toContain('\u202e');
  });

  it('in core, takes a readers check with Reader objects, and pulls no reader by itself', () => {
    const parser = createURLParser();
    const check = createOutboundChecker(parser, createReadersCheck(parser));
    const input = 'http://evil.example\\@good.example/login';
    const models = [curlReader({ version: '7.88.1' }), pythonReader({ version: '3.11' })];
    expect(codes(check(input, { readers: models }))).toEqual(['parser-differential', 'parser-differential']);
    expect(check('https://example.com/', { readers: models }).ok).toBe(true);
    const named = check('https://example.com/', { readers: ['curl'] });
    expect(named.ok).toBe(false);
    expect(named.reasons[0]?.message).toMatch(/no reader model "curl" here/);
    const resolving = createOutboundChecker(
      parser,
      createReadersCheck(parser, (n) => (n === 'curl' ? models[0] : undefined)),
    );
    expect(codes(resolving(input, { readers: ['curl'] }))).toEqual(['parser-differential']);
    const bare = createOutboundChecker(parser)('https://example.com/', { readers: models });
    expect(bare.reasons.map((r) => r.message)).toEqual([
      'no readers check: see createReadersCheck in @url/guard/readers',
    ]);
    expect(createOutboundChecker(parser)('https://example.com/', { readers: [] }).ok).toBe(true);
  });

  it('reads the href when a base is given', () => {
    expect(checkOutboundURL('/a', { base: 'https://example.com/', readers: ['python', 'curl'] }).ok).toBe(
      true,
    );
  });

  it('compares each component of what a reader reports', () => {
    const fake = (parts: Partial<Record<'scheme' | 'host' | 'port', string | null>>): Reader => {
      const info = { name: 'curl', label: 'fake', version: '1', basis: 'live-differential' } as const;
      return {
        info,
        read: () => ({
          ok: true,
          reader: info,
          scheme: 'http',
          userinfo: null,
          host: 'a.example',
          port: null,
          path: '/',
          query: null,
          fragment: null,
          ...parts,
        }),
      };
    };
    const msg = (input: string, r: Reader, extra = {}): string | undefined =>
      checkOutboundURL(input, {
        allowPrivate: true,
        allowSchemes: ['http', 'foo', 'file'],
        readers: [r],
        ...extra,
      }).reasons[0]?.message;
    expect(msg('http://a.example/', fake({ scheme: null }))).toBe('fake 1 would use scheme "", not "http"');
    expect(msg('foo://a.example/', fake({ scheme: 'foo' }))).toBeUndefined();
    expect(msg('foo://a.example/', fake({ scheme: 'foo', port: '5' }))).toBe(
      'fake 1 would connect to port 5, not (none)',
    );
    expect(msg('foo://a.example:81/', fake({ scheme: 'foo' }))).toBe(
      'fake 1 would connect to port (none), not 81',
    );
    expect(msg('file:///x', fake({ scheme: 'file', host: '' }))).toBeUndefined();
    expect(msg('file:///x', fake({ scheme: 'file', host: 'a.example' }))).toBe(
      'fake 1 would use host "a.example", not (none)',
    );
    expect(msg('http://[::1]/', fake({ host: '[0:0::1]' }))).toBeUndefined();
    expect(msg('http://127.0.0.1/', fake({ host: '0x7F.1' }))).toBeUndefined();
    expect(msg('foo://a.example/', fake({ scheme: 'foo', host: 'A.EXAMPLE' }))).toBeUndefined();
    expect(
      msg('foo://xn--bcher-kva.example/', fake({ scheme: 'foo', host: 'bücher.example' })),
    ).toBeUndefined();
    expect(msg('http://a.example/', fake({ host: 'a.example%00' }))).toBe(
      'fake 1 would use host "a.example%00", not "a.example"',
    );
    expect(msg('http://a.example/', fake({ host: 'a<b' }))).toBe(
      'fake 1 would use host "a<b", not "a.example"',
    );
    expect(msg('http://[::1]/', fake({ host: '[fe80::1%25eth0]' }))).toMatch(/would use host/);
  });
});
