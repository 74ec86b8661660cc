import { describe, expect, it } from 'vitest';
import { liveCommands } from '../live/driver.ts';
import { perlReader } from '../src/perl.ts';
import { COMPONENTS, type DifferenceClass, rate } from './live/agreement.ts';
import { checkRealVersion, liveCheck } from './live/model-check.ts';

const perl = perlReader();

/** Known differences between the model and Perl's URI 5.17 (each listed in the README's Perl section). */
export const PERL_CLASSES: readonly DifferenceClass[] = [];

const parts = (s: string) => {
  const r = perl.read(s);
  return r.ok ? { ...r, reader: undefined } : r.error;
};

// Each expectation below is what the real URI 5.17 answers (test/live/perl.pl), checked by hand.
describe('perl: URI->new model', () => {
  it('reads the issue example as Perl does: host good.example', () => {
    expect(perl.read('http://evil.example\\@good.example/login')).toEqual({
      ok: true,
      reader: { name: 'perl', label: 'Perl URI->new', version: 'URI 5.17', basis: 'live-differential' },
      scheme: 'http',
      userinfo: 'evil.example%5C',
      host: 'good.example',
      port: '80',
      path: '/login',
      query: null,
      fragment: null,
    });
  });

  it('unwraps, trims and escapes as URI->new does', () => {
    for (const s of ['<URL:http://a/b>', '<http://a/b>', '"http://a/b"', ' \u00a0http://a/b\u3000 ']) {
      expect(parts(s)).toMatchObject({ scheme: 'http', host: 'a', port: '80', path: '/b' });
    }
    expect(parts('<URL:http://a\n/b>')).toMatchObject({ scheme: null, path: 'http://a%0A/b%3E' });
    expect(parts('http://a b.com/')).toMatchObject({ host: 'a b.com' });
    expect(parts('http://h?q')).toMatchObject({ path: '', query: 'q' });
    expect(parts('http://h:/')).toMatchObject({ port: '80' });
    expect(parts('http://h:08/')).toMatchObject({ port: '08' });
    expect(parts('http://[::1]:81/')).toMatchObject({ host: '::1', port: '81' });
    expect(parts('http://%5B::1%5D/')).toMatchObject({ host: '::1' });
    expect(parts('http://h:\u0661\u0662/')).toMatchObject({ host: 'h:\u00d9\u00a1\u00d9\u00a2', port: '80' });
    expect(parts('/p?q#f#g')).toMatchObject({
      scheme: null,
      host: null,
      path: '/p',
      query: 'q',
      fragment: 'f#g',
    });
    expect(parts('a%20b:c/d')).toMatchObject({ scheme: null, path: 'c/d' });
    expect(parts('http://%41%4/')).toMatchObject({ host: 'A%4' });
    expect(parts('http://%zz%41/')).toMatchObject({ host: '%zzA' });
    expect(parts('http://a%41%')).toMatchObject({ host: 'aA%', path: '' });
    expect(parts('http://h/\u00a0\u00a0x\u00a0')).toMatchObject({ path: '/%C2%A0%C2%A0x' });
  });

  it('converts non-ASCII hosts with its own IDNA (lc, then Punycode)', () => {
    expect(parts('HTTP://B\u00fccher.Example/')).toMatchObject({ host: 'xn--bcher-kva.Example' });
    expect(parts('http://\u00e9.com./')).toMatchObject({ host: 'xn--9ca.com.' });
    expect(parts('http://\u{1F600}.com/')).toMatchObject({ host: 'xn--e28h.com' });
    // A label IDNA refuses leaves the host escaped, and `host` decodes bytes, not UTF-8.
    expect(parts('http://xn--\u00e9.com/')).toMatchObject({ host: 'xn--\u00c3\u00a9.com' });
    expect(parts('http://\u00e9..com/')).toMatchObject({ host: '\u00c3\u00a9..com' });
    expect(parts(`http://${'\u00e9'.repeat(70)}.com/`)).toMatchObject({
      host: `${'\u00c3\u00a9'.repeat(70)}.com`,
    });
  });

  it('follows each scheme class', () => {
    expect(parts('sip:user@host:5060;transport=udp?x')).toMatchObject({
      userinfo: 'user',
      host: 'host',
      port: '5060',
      path: '',
      query: 'x',
    });
    expect(parts('sips:h')).toMatchObject({ host: 'h', port: '5061' });
    expect(parts('data:text/plain,a b')).toMatchObject({ host: null, path: 'text/plain,a%20b', query: null });
    expect(parts('urn:isbn:0-395')).toMatchObject({ path: 'isbn:0-395', query: null });
    expect(parts('mailto:a@b?subject=x y')).toMatchObject({
      path: 'a@b?subject=x%20y',
      query: 'subject=x%20y',
    });
    expect(parts('mailto:[a]@b%5b')).toMatchObject({ path: '[a]@b[' });
    expect(parts('MAILTO:%5B')).toMatchObject({ path: '%5B' });
    expect(parts('file://localhost/etc')).toMatchObject({ host: 'localhost', port: null, userinfo: null });
    expect(parts('ftp://u:p@h/a?b')).toMatchObject({ userinfo: 'u:p', port: '21', path: '/a?b', query: 'b' });
    expect(parts('foo://u@h:1/p')).toMatchObject({ userinfo: null, host: null, port: null, path: '/p' });
    expect(parts('rtsp://h/')).toMatchObject({ port: '554' });
  });

  it('agrees with the real Perl URI->new on >= 99.9% of inputs per component', async () => {
    checkRealVersion(
      ['perl', '-MURI', '-e', 'print $URI::VERSION'],
      /^5\.17$/,
      'URI 5.17',
      liveCommands.perl,
    );
    const check = await liveCheck(perl, liveCommands.perl, PERL_CLASSES);
    console.log(check.report);
    expect(check.agreement.total).toBeGreaterThan(100_000);
    for (const c of COMPONENTS) expect(rate(check.agreement, c), c).toBeGreaterThanOrEqual(0.999);
    expect(check.unclassified.slice(0, 5)).toEqual([]);
    expect(check.unclassifiedErrors.slice(0, 5)).toEqual([]);
  }, 300_000); // URI.pm is slow (about 40 s for the 153,436 inputs here on a shared machine).
});
