import { tr46IDNA } from '@url/host/tr46';
import { describe, expect, it } from 'vitest';
import {
  createReaders,
  curlReader,
  nodeLegacyReader,
  pythonReader,
  readCurl,
  readers,
  readNodeLegacy,
  readPython,
  readURL,
  readWinHTTP,
  winhttpReader,
} from '../src/index.ts';
import {
  decodeUtf8Escaped,
  fromByteString,
  toByteString,
  utf8Bytes,
  utf8Length,
} from '../src/internal/bytes.ts';
import { pyRepr } from '../src/result.ts';
import type { ReaderResult } from '../src/types.ts';

const host = (r: ReaderResult): string | null | undefined => (r.ok ? r.host : undefined);
const err = (r: ReaderResult): string | undefined => (r.ok ? undefined : r.error);

describe('registry', () => {
  it('reads with every reader, or the named ones in order', () => {
    const all = readURL('http://evil.example\\@good.example/login');
    expect(all.map((r) => r.reader.name)).toEqual([
      'python',
      'curl',
      'node-legacy',
      'winhttp',
      'go',
      'php',
      'java',
      'ruby',
      'perl',
    ]);
    expect(all.map(host)).toEqual([
      'good.example',
      'good.example',
      'evil.example',
      undefined,
      undefined,
      'good.example',
      undefined,
      undefined,
      'good.example',
    ]);
    expect(readURL('http://a.example/', ['winhttp', 'python']).map((r) => r.reader.name)).toEqual([
      'winhttp',
      'python',
    ]);
    expect(readers.map((r) => r.info.basis)).toEqual([
      'live-differential',
      'live-differential',
      'live-differential',
      'model-from-documentation',
      'live-differential',
      'live-differential',
      'live-differential',
      'live-differential',
      'live-differential',
    ]);
  });

  it('throws a TypeError naming an unknown reader', () => {
    // @ts-expect-error: not a reader name
    expect(() => readURL('http://a/', ['gopher'])).toThrow(TypeError);
    // @ts-expect-error: not a reader name
    expect(() => readURL('http://a/', ['gopher'])).toThrow(/"gopher"/);
  });

  it('takes versions and the IDNA hook as options', () => {
    const r = readURL('http://bücher.example/', ['node-legacy', 'python', 'curl'], {
      idna: tr46IDNA,
      python: '3.11',
      curl: '7.88.1',
    });
    expect(r.map(host)).toEqual(['xn--bcher-kva.example', 'bücher.example', 'bücher.example']);
    expect(r.map((x) => x.reader.version)).toEqual(['20', '3.11', '7.88.1']);
    expect(createReaders().map((x) => x.info.version)).toEqual([
      '3.12',
      '8.21.0',
      '20',
      'Windows 10/11',
      '1.27',
      '8.2',
      '17',
      '3.1 (uri 0.12)',
      'URI 5.17',
    ]);
    expect(createReaders({ idna: tr46IDNA })[2]?.read('http://bücher.example/').ok).toBe(true);
    expect(createReaders({ go: '1.19' })[4]?.info.version).toBe('1.19');
    expect(readURL('http://[192.168.0.1]/', ['go'], { go: '1.19' })[0]?.ok).toBe(true);
    expect(readURL('http://[192.168.0.1]/', ['go'])[0]?.ok).toBe(false);
  });
});

describe('python', () => {
  it('splits and reads hostname and port', () => {
    expect(readPython('HTTP://User:P@Ex.AMPLE:0080/p?q#f')).toMatchObject({
      ok: true,
      scheme: 'http',
      userinfo: 'User:P',
      host: 'ex.ample',
      port: '80',
      path: '/p',
      query: 'q',
      fragment: 'f',
    });
    expect(readPython('  \u0001http://a/\tb\n')).toMatchObject({ host: 'a', path: '/b' });
    expect(readPython('//a/b')).toMatchObject({ scheme: '', host: 'a' });
    expect(readPython('a/b:c')).toMatchObject({ scheme: '', host: null, path: 'a/b:c' });
    expect(readPython('http://[FE80::1%25Eth0]:1/')).toMatchObject({ host: 'fe80::1%25Eth0', port: '1' });
    expect(readPython('http://a:/')).toMatchObject({ port: null });
  });

  it('raises what Python raises', () => {
    expect(err(readPython('http://[::1/'))).toBe('ValueError: Invalid IPv6 URL');
    expect(err(readPython('http://a:8x/'))).toBe(
      "ValueError: Port could not be cast to integer value as '8x'",
    );
    expect(err(readPython('http://a:65536/'))).toBe('ValueError: Port out of range 0-65535');
    expect(err(readPython('http://a:１/'))).toMatch(/could not be cast/);
    expect(err(readPython('http://[1.2.3.4]/'))).toBe('ValueError: An IPv4 address cannot be in brackets');
    expect(err(readPython('http://[vz.x]/'))).toBe('ValueError: IPvFuture address is invalid');
    expect(readPython('http://[v1f.x]/').ok).toBe(true);
    expect(err(readPython("http://[a'b]/"))).toBe(
      `ValueError: "a'b" does not appear to be an IPv4 or IPv6 address`,
    );
    expect(err(readPython('http://a℀b/'))).toMatch(/NFKC/);
    expect(readPython('http://ａ.example/').ok).toBe(true);
    expect(err(readPython('http://[::1]x/'))).toBe('ValueError: Invalid IPv6 URL');
    expect(err(readPython('http://x[::1]/'))).toBe('ValueError: Invalid IPv6 URL');
    expect(err(readPython('http://[a]@example.com/'))).toMatch(/does not appear/);
  });

  it('models the IPv6 rules of ipaddress', () => {
    const ok = (h: string): boolean => readPython(`http://[${h}]/`).ok;
    for (const h of [
      '::',
      '::1',
      '1::',
      '1:2:3:4:5:6:7:8',
      '1:2:3:4:5:6:1.2.3.4',
      '::ffff:1.2.3.4',
      'fe80::1%x',
    ]) {
      expect(ok(h), h).toBe(true);
    }
    for (const h of [
      '',
      ':',
      '1:2',
      ':1::',
      '1:::2',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7',
      '::1:',
      '12345::',
      'g::',
      '::1.2.3',
      '::01.2.3.4',
      '::256.1.1.1',
      '::1%',
      '::1%a%b',
      '1:2:3:4:5:6:7::8',
      '::1/8',
    ]) {
      expect(ok(h), h).toBe(false);
    }
  });

  it('differs by version where the gh-105704 fix does', () => {
    expect(readPython('http://[::1]suffix/', { version: '3.11.7' })).toMatchObject({ ok: true, host: '::1' });
    expect(readPython('http://prefix[::1]/', { version: '3.11.7' }).ok).toBe(true);
    expect(readPython('http://[::1]suffix/', { version: '3.11' }).ok).toBe(false);
    expect(pythonReader({ version: '3.11.7' }).info.version).toBe('3.11.7');
    expect(pythonReader().read('http://a/').reader.version).toBe('3.12');
  });

  it('writes Python reprs', () => {
    expect(pyRepr('a\'b"c\\\n\r\t\u0001')).toBe("'a\\'b\"c\\\\\\n\\r\\t\\x01'");
  });
});

describe('curl', () => {
  const both = (s: string): [ReaderResult, ReaderResult] => [readCurl(s, { version: '7.88.1' }), readCurl(s)];

  it('reads the parts as curl_url_get reports them', () => {
    expect(readCurl('HTTP://u:p@Host:0080/a/./b/../c?q#f')).toMatchObject({
      scheme: 'http',
      userinfo: 'u:p',
      host: 'Host',
      port: '80',
      path: '/a/c',
      query: 'q',
      fragment: 'f',
    });
    expect(readCurl('imap://u:p;o@h/')).toMatchObject({ userinfo: 'u:p;o' });
    expect(readCurl('imap://u;o:p@h/')).toMatchObject({ userinfo: 'u:p;o' });
    expect(readCurl('imap://u;@h/')).toMatchObject({ userinfo: 'u' });
    expect(readCurl('http://u;o@h/')).toMatchObject({ userinfo: 'u;o' });
    expect(readCurl('http://h:/#')).toMatchObject({ port: null, fragment: null, path: '/' });
    expect(readCurl('http://[fe80::1%25eth0]/')).toMatchObject({ host: '[fe80::1%25eth0]' });
    expect(readCurl('http://[fe80::1%eth0]/')).toMatchObject({ host: '[fe80::1%25eth0]' });
    // 7.88 takes the '25' of an empty '%25' zone as the zone; 8.x decodes the host first.
    expect(readCurl('http://[::1%25]/', { version: '7.88.1' })).toMatchObject({ host: '[::1%2525]' });
    expect(readCurl('http://[::1%25]/').ok).toBe(false);
    expect(readCurl('http://h/a\u0000 b')).toMatchObject({ path: '/a' });
    expect(readCurl('file:///etc/passwd')).toMatchObject({ host: null, path: '/etc/passwd' });
    expect(readCurl('file://localhost/x')).toMatchObject({ path: '/x' });
    expect(readCurl('file://127.0.0.1/x')).toMatchObject({ path: '/x' });
  });

  it('normalizes IPv4 notations and IPv6', () => {
    const h = (s: string): (string | null | undefined)[] => both(s).map(host);
    expect(h('http://0x7f.1/')).toEqual(['127.0.0.1', '127.0.0.1']);
    expect(h('http://2130706433/')).toEqual(['127.0.0.1', '127.0.0.1']);
    expect(h('http://0177.0.0.1/')).toEqual(['127.0.0.1', '127.0.0.1']);
    expect(h('http://1.2.3/')).toEqual(['1.2.0.3', '1.2.0.3']);
    expect(h('http://1.2.3.4./')).toEqual(['1.2.3.4.', '1.2.3.4']);
    expect(h('http://1.2./')).toEqual(['1.2.', '1.0.0.2']);
    expect(h('http://08.1/')).toEqual(['08.1', '08.1']);
    expect(h('http://1.256.1/')).toEqual(['1.256.1', '1.256.1']);
    expect(h('http://1.2.65536/')).toEqual(['1.2.65536', '1.2.65536']);
    expect(h('http://1.16777216/')).toEqual(['1.16777216', '1.16777216']);
    expect(h('http://4294967296/')).toEqual(['4294967296', '4294967296']);
    expect(h('http://0x/')).toEqual(['0x', '0x']);
    expect(h('http://1.2.3.4.5/')).toEqual(['1.2.3.4.5', '1.2.3.4.5']);
    expect(h('http://1..2/')).toEqual(['1..2', '1..2']);
    expect(h('http://%31%32%37.1/')).toEqual(['127.1', '127.0.0.1']);
    expect(h('http://[0:0:0:0:0:0:0:1]/')).toEqual(['[::1]', '[::1]']);
    expect(h('http://[::ffff:1.2.3.4]/')).toEqual(['[::ffff:1.2.3.4]', '[::ffff:1.2.3.4]']);
    expect(h('http://[1:0:0:2:0:0:0:3]/')).toEqual(['[1:0:0:2::3]', '[1:0:0:2::3]']);
    expect(h('http://[1:2:3:4:5:6:7::]/')).toEqual(['[1:2:3:4:5:6:7::]', '[1:2:3:4:5:6:7:0]']);
    expect(h('http://[0:0:0:0:0:0:102:304]/')).toEqual(['[::1.2.3.4]', '[::1.2.3.4]']);
    expect(h('http://[::a:b]/')).toEqual(['[::a:b]', '[::a:b]']);
    expect(h('http://[0::FFFF:1.2.3.4]/')).toEqual(['[::ffff:1.2.3.4]', '[::ffff:1.2.3.4]']);
    for (const bad of [
      '[::1',
      '[:1]',
      '[1:2]',
      '[::1::]',
      '[12345::]',
      '[::1.2.3]',
      '[::01.2.3.4]',
      '[::1:]',
      '[]',
      '[1:2:3:4:5:6:7:8:9]',
      '[1:2:3:4:5:6:7:8::]',
      '[::1%]',
      '[::1%0123456789abcdef]',
      '[::g]',
      '[::1]x',
      '[::1.2.3.4.5]',
      '[::256.0.0.1]',
      '[1:2:3:4:5:6:7:1.2.3.4]',
    ]) {
      expect(
        both(`http://${bad}/`).map((r) => r.ok),
        bad,
      ).toEqual([false, false]);
    }
  });

  it('rejects what curl rejects', () => {
    const e = (s: string): (string | undefined)[] => both(s).map(err);
    expect(e('foo://a/')).toEqual(['CURLUE_UNSUPPORTED_SCHEME', 'CURLUE_UNSUPPORTED_SCHEME']);
    expect(e('a/b')).toEqual(['CURLUE_BAD_SCHEME', 'CURLUE_BAD_SCHEME']);
    expect(e('http:a')).toEqual(['CURLUE_BAD_SLASHES', 'CURLUE_BAD_SLASHES']);
    expect(e('http:////a')).toEqual(['CURLUE_BAD_SLASHES', 'CURLUE_BAD_SLASHES']);
    expect(e('http:///')).toEqual(['CURLUE_NO_HOST', 'CURLUE_NO_HOST']);
    expect(e('http://u@/')).toEqual(['CURLUE_NO_HOST', 'CURLUE_NO_HOST']);
    expect(e('http://a b/')).toEqual(['CURLUE_BAD_HOSTNAME', 'CURLUE_MALFORMED_INPUT']);
    expect(e('http://a/#\u0001')).toEqual(['CURLUE_BAD_FRAGMENT', 'CURLUE_MALFORMED_INPUT']);
    expect(e('http://a/?\u007f')).toEqual(['CURLUE_BAD_QUERY', 'CURLUE_MALFORMED_INPUT']);
    expect(e('http://a/ x')).toEqual(['CURLUE_BAD_PATH', 'CURLUE_MALFORMED_INPUT']);
    expect(e('http://u\u0001@a/')).toEqual(['CURLUE_BAD_USER', 'CURLUE_MALFORMED_INPUT']);
    expect(e('http://u:\u0001@a/')).toEqual(['CURLUE_BAD_PASSWORD', 'CURLUE_MALFORMED_INPUT']);
    expect(e('imap://u;\u0001@a/')).toEqual(['CURLUE_BAD_LOGIN', 'CURLUE_MALFORMED_INPUT']);
    expect(e('http://a:x/')).toEqual(['CURLUE_BAD_PORT_NUMBER', 'CURLUE_BAD_PORT_NUMBER']);
    expect(e('http://a:65536/')).toEqual(['CURLUE_BAD_PORT_NUMBER', 'CURLUE_BAD_PORT_NUMBER']);
    expect(e('http://a:1x/')).toEqual(['CURLUE_BAD_PORT_NUMBER', 'CURLUE_BAD_PORT_NUMBER']);
    expect(e('http://a%01/')).toEqual(['CURLUE_BAD_HOSTNAME', 'CURLUE_BAD_HOSTNAME']);
    expect(e('http://a%25/')).toEqual([undefined, 'CURLUE_BAD_HOSTNAME']);
    expect(e('http://a|b/')).toEqual([undefined, 'CURLUE_BAD_HOSTNAME']);
    expect(e('http://a../')).toEqual([undefined, 'CURLUE_BAD_HOSTNAME']);
    expect(e('http://./')).toEqual([undefined, 'CURLUE_BAD_HOSTNAME']);
    expect(e('http://a*b/')).toEqual(['CURLUE_BAD_HOSTNAME', 'CURLUE_BAD_HOSTNAME']);
    expect(e('http://[::1]:/')).toEqual([undefined, undefined]);
    expect(e('http://:80/')).toEqual(['CURLUE_NO_HOST', 'CURLUE_NO_HOST']);
    expect(e('1http://a/')).toEqual(['CURLUE_UNSUPPORTED_SCHEME', 'CURLUE_BAD_SCHEME']);
    expect(e('rtmp://a/')).toEqual([undefined, 'CURLUE_UNSUPPORTED_SCHEME']);
    expect(e('socks5h://a/')).toEqual(['CURLUE_UNSUPPORTED_SCHEME', undefined]);
    expect(e('file:/')).toEqual(['CURLUE_BAD_FILE_URL', 'CURLUE_BAD_FILE_URL']);
    expect(e('file:foo')).toEqual([undefined, 'CURLUE_BAD_FILE_URL']);
    expect(e('file://host/x')).toEqual(['CURLUE_BAD_FILE_URL', 'CURLUE_BAD_FILE_URL']);
    expect(e('file:///c:/x')).toEqual(['CURLUE_BAD_FILE_URL', 'CURLUE_BAD_FILE_URL']);
    expect(e('file://c|/x')).toEqual(['CURLUE_BAD_FILE_URL', 'CURLUE_BAD_FILE_URL']);
    expect(e(`http://a/${'x'.repeat(8_000_000)}`)).toEqual([
      'CURLUE_MALFORMED_INPUT',
      'CURLUE_MALFORMED_INPUT',
    ]);
    expect(e(`${'a'.repeat(41)}://x/`)).toEqual(['CURLUE_BAD_SCHEME', 'CURLUE_BAD_SCHEME']);
  });

  it('removes dot segments as each version does', () => {
    const p = (s: string): (string | null | undefined)[] =>
      both(`http://h${s}`).map((r) => (r.ok ? r.path : undefined));
    expect(p('/a/b/../c')).toEqual(['/a/c', '/a/c']);
    expect(p('/a/./b/.')).toEqual(['/a/b/', '/a/b/']);
    expect(p('/a/..')).toEqual(['/', '/']);
    expect(p('/..')).toEqual(['/', '/']);
    expect(p('/../../x')).toEqual(['/x', '/x']);
    expect(p('/a.b/.c/..d')).toEqual(['/a.b/.c/..d', '/a.b/.c/..d']);
    expect(p('/%2e%2e/x')).toEqual(['/%2e%2e/x', '/x']);
    expect(p('/a/%2E/b')).toEqual(['/a/%2E/b', '/a/b']);
    expect(p('/a/.%2e')).toEqual(['/a/.%2e', '/']);
    expect(p('/a/%2ex')).toEqual(['/a/%2ex', '/a/%2ex']);
    expect(p('/a/.')).toEqual(['/a/', '/a/']);
    const f = (s: string): (string | null | undefined)[] =>
      [readCurl(s, { version: '7.88.1' }), readCurl(s)].map((r) => (r.ok ? r.path : undefined));
    expect(f('file:./x')).toEqual(['x', undefined]);
    expect(f('file:../x')).toEqual(['x', undefined]);
    expect(f('file:..')).toEqual(['', undefined]);
    expect(f('file:.x')).toEqual(['.x', undefined]);
    expect(f('file:/a/../b')).toEqual(['/b', '/b']);
  });

  it('reports empty queries per version and decodes hosts to UTF-8', () => {
    expect(both('http://h/?').map((r) => (r.ok ? r.query : 'x'))).toEqual(['', null]);
    expect(readCurl('http://%C3%A9/')).toMatchObject({ host: 'é' });
    expect(readCurl('http://%C3/')).toMatchObject({ host: '\udcc3' });
    expect(readCurl('http://%zz/', { version: '7.88.1' })).toMatchObject({ host: '%zz' });
    expect(curlReader({ version: '7.88.1' }).read('http://a/').reader.version).toBe('7.88.1');
    expect(curlReader().info.version).toBe('8.21.0');
  });
});

describe('node-legacy', () => {
  it('reads as url.parse', () => {
    expect(readNodeLegacy('http://a.example:81/p?q#f')).toMatchObject({
      scheme: 'http',
      host: 'a.example',
      port: '81',
      path: '/p',
      query: 'q',
      fragment: 'f',
    });
    expect(readNodeLegacy('/p?q')).toMatchObject({ scheme: null, host: null, path: '/p', query: 'q' });
    expect(readNodeLegacy('/p')).toMatchObject({ query: null });
    expect(readNodeLegacy('  ')).toMatchObject({ path: '' });
    expect(readNodeLegacy('javascript:alert(1)')).toMatchObject({ host: null, path: 'alert(1)' });
    expect(readNodeLegacy('http://[::1]:8080')).toMatchObject({ host: '::1', port: '8080', path: '/' });
    expect(readNodeLegacy('HTTP:evil.example/x')).toMatchObject({ host: 'evil.example' });
    expect(readNodeLegacy('http://a:b/')).toMatchObject({ host: 'a', path: '/:b/' });
    expect(readNodeLegacy('http://a\\b\\c?d\\e')).toMatchObject({ host: 'a', path: '/b/c', query: 'd%5Ce' });
    expect(readNodeLegacy('http://u%40@h/ x')).toMatchObject({ userinfo: 'u@', path: '/%20x' });
    expect(readNodeLegacy(`http://${'a'.repeat(256)}/`)).toMatchObject({ host: '' });
    expect(readNodeLegacy('http://a\u0000b/')).toMatchObject({ host: 'a' });
    expect(readNodeLegacy('\u00a0http://a/\ufeff')).toMatchObject({ host: 'a', path: '/' });
  });

  it('throws what url.parse throws', () => {
    expect(err(readNodeLegacy('http://%zz@x/'))).toBe('URIError: URI malformed');
    expect(err(readNodeLegacy('http://\ud800@x/'))).toBe('ERR_INVALID_URI: URI malformed');
    expect(readNodeLegacy('http://\ud800a@x/').ok).toBe(true);
    expect(err(readNodeLegacy('http://a[b/'))).toBe('ERR_INVALID_URL: Invalid URL');
    expect(err(readNodeLegacy('http://[a b]/'))).toBe('ERR_INVALID_URL: Invalid URL');
    expect(err(readNodeLegacy('http://xn--a/', { idna: tr46IDNA }))).toBe('ERR_INVALID_URL: Invalid URL');
    expect(err(readNodeLegacy('http://\u0000ab/', { idna: tr46IDNA }))).toBe('ERR_INVALID_URL: Invalid URL');
    expect(err(readNodeLegacy('http://é/'))).toMatch(/needs the idna option/);
    expect(readNodeLegacy('http://é/', { idna: tr46IDNA })).toMatchObject({ host: 'xn--9ca' });
    expect(nodeLegacyReader({ idna: tr46IDNA }).read('http://é/').ok).toBe(true);
    expect(nodeLegacyReader().info.name).toBe('node-legacy');
  });
});

describe('winhttp (model from documentation)', () => {
  it('labels every result as a model from documentation', () => {
    for (const s of ['http://a/', 'ftp://a/', 'http://a\\b/']) {
      expect(readWinHTTP(s).reader.basis).toBe('model-from-documentation');
    }
    expect(winhttpReader().read('http://a/').reader.name).toBe('winhttp');
  });

  it('cracks http and https URLs as documented', () => {
    expect(readWinHTTP('HTTPS://u:p@Host:0443/a/../%2e/b?q#f')).toMatchObject({
      ok: true,
      scheme: 'https',
      userinfo: null,
      host: 'Host',
      port: '443',
      path: '/a/../%2e/b',
      query: 'q',
      fragment: 'f',
    });
    expect(readWinHTTP('http://a\u0000.evil/x')).toMatchObject({ host: 'a', path: '' });
    expect(readWinHTTP('http://[example.com]:81/')).toMatchObject({ host: '[example.com]', port: '81' });
    expect(readWinHTTP('http://[::1]/')).toMatchObject({ host: '[::1]', port: null });
    expect(readWinHTTP('http://a\u0001b:/')).toMatchObject({ host: 'a\u0001b', port: null });
    expect(readWinHTTP('http://a#x?y')).toMatchObject({ path: '', query: null, fragment: 'x?y' });
  });

  it('rejects what the documentation says it rejects', () => {
    expect(err(readWinHTTP('ftp://a/'))).toBe('ERROR_WINHTTP_UNRECOGNIZED_SCHEME');
    expect(err(readWinHTTP('nocolon'))).toBe('ERROR_WINHTTP_UNRECOGNIZED_SCHEME');
    for (const s of [
      'http://a\\b/',
      'http://a/\tb',
      'http://a/\nb',
      'http:a',
      'http:///',
      'http://[::1/',
      'http://[::1]x/',
      'http://a:x/',
      'http://a:65536/',
    ]) {
      expect(err(readWinHTTP(s)), s).toBe('ERROR_WINHTTP_INVALID_URL');
    }
  });
});

describe('UTF-8 helpers', () => {
  it('encode and decode, escaping invalid bytes', () => {
    expect(utf8Bytes('aé€😀\ud800')).toEqual([
      0x61, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80, 0xed, 0xa0, 0x80,
    ]);
    expect(utf8Length('aé€😀\ud800')).toBe(13);
    expect(
      decodeUtf8Escaped([0x61, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80, 0xed, 0xa0, 0x80]),
    ).toBe('aé€😀\ud800');
    expect(decodeUtf8Escaped([0xc3, 0x41, 0xff, 0xe2, 0x82, 0xc0, 0x80, 0xf4, 0x90, 0x80, 0x80])).toBe(
      '\udcc3A\udcff\udce2\udc82\udcc0\udc80\udcf4\udc90\udc80\udc80',
    );
    expect(decodeUtf8Escaped([0xe0, 0x80, 0x80, 0xf0, 0x80, 0x80, 0x80])).toBe(
      '\udce0\udc80\udc80\udcf0\udc80\udc80\udc80',
    );
  });

  it('keep the two conventions apart: byte strings replace a lone surrogate and a bad byte with U+FFFD', () => {
    expect(toByteString('a\ud800é')).toBe('a\xef\xbf\xbd\xc3\xa9');
    expect(toByteString('abc')).toBe('abc');
    // an encoded surrogate is three bad bytes here, one U+D800 for curl's decoder
    expect(fromByteString('\xed\xa0\x80')).toBe('\uFFFD\uFFFD\uFFFD');
    expect(decodeUtf8Escaped([0xed, 0xa0, 0x80])).toBe('\ud800');
    expect(fromByteString('\xed\x9f\xbf\xf4\x8f\xbf\xbf\xf4\x90\xe0\x9f\x80\xc3')).toBe(
      '\ud7ff\u{10ffff}\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD',
    );
    expect(fromByteString('plain')).toBe('plain');
  });
});

describe('liveVersion: which real release checks a newest-version model', () => {
  it('is set exactly on the models newer than the parser installed here', () => {
    const byKey = new Map(
      createReaders().map((r) => [`${r.info.name} ${r.info.version}`, r.info.liveVersion]),
    );
    expect(byKey.get('go 1.27')).toBe('1.19');
    expect(byKey.get('curl 8.21.0')).toBe('7.88.1');
    expect(byKey.get('python 3.12')).toBe('3.11');
    const older = createReaders({ go: '1.19', curl: '7.88.1', python: '3.11' });
    for (const r of older) expect(r.info.liveVersion, r.info.name).toBeUndefined();
  });
});
