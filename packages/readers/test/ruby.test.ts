import { describe, expect, it } from 'vitest';
import { rubyReader } from '../src/ruby.ts';

const ruby = rubyReader();

import { liveCommands } from '../live/driver.ts';
import { COMPONENTS, type DifferenceClass, rate } from './live/agreement.ts';
import { checkRealVersion, liveCheck } from './live/model-check.ts';

/** Known differences between the model and Ruby 3.1's URI (each listed in the README's Ruby section). */
export const RUBY_CLASSES: readonly DifferenceClass[] = [];

const parts = (s: string) => {
  const r = ruby.read(s);
  return r.ok ? { ...r, reader: undefined } : r.error;
};

describe('ruby: URI.parse model', () => {
  it('rejects the issue example as Ruby does', () => {
    expect(ruby.read('http://evil.example\\@good.example/login')).toEqual({
      ok: false,
      reader: {
        name: 'ruby',
        label: 'Ruby URI.parse (RFC3986_Parser)',
        version: '3.1 (uri 0.12)',
        basis: 'live-differential',
      },
      error: 'URI::InvalidURIError: bad URI(is not URI?)',
    });
  });

  it('maps the URI object to the common shape', () => {
    expect(parts('HTTP://u:p@[::1]:0080/a?b c#f')).toEqual({
      ok: true,
      reader: undefined,
      scheme: 'http',
      userinfo: 'u:p',
      host: '::1',
      port: '80',
      path: '/a',
      query: 'b%20c',
      fragment: 'f',
    });
    expect(parts('https://h/')).toMatchObject({ port: '443' });
    expect(parts('foo://h/')).toMatchObject({ port: null });
    expect(parts('http://h:/')).toMatchObject({ port: '80' });
    expect(parts('http://@h/')).toMatchObject({ userinfo: null });
    expect(parts('http://h?a\tb')).toMatchObject({ query: 'ab', path: '' });
    expect(parts('x:a/b?c')).toMatchObject({ host: null, path: 'a/b?c', query: null });
    expect(parts('//h/p')).toMatchObject({ scheme: null, host: 'h', path: '/p' });
    expect(parts('a/b')).toMatchObject({ scheme: null, path: 'a/b' });
    expect(parts('file://localhost/etc')).toMatchObject({ host: '', port: null, path: '/etc' });
    expect(parts('file:/etc')).toMatchObject({ host: '', path: '/etc' });
    expect(parts('file://u@h:9/etc')).toMatchObject({ host: 'h', userinfo: null, port: null });
    expect(parts('ftp://h/%2Fa;type=i')).toMatchObject({ path: '/a', port: '21' });
    expect(parts('ftp://h//a')).toMatchObject({ path: '/a' });
    expect(parts('ftp:')).toMatchObject({ path: '' });
    expect(parts('ldap://h/dc=x?cn')).toMatchObject({ path: '/dc=x', query: 'cn', port: '389' });
    expect(parts('mailto:a@b?subject=x')).toMatchObject({ path: 'a@b?subject=x', query: null });
    expect(parts('mailto:?to=a@b')).toMatchObject({ query: 'to=a@b' });
  });

  it('raises the errors Ruby raises', () => {
    expect(parts('http://h/é')).toBe('URI::InvalidURIError: URI must be ascii only');
    expect(parts('http://a b/')).toBe('URI::InvalidURIError: bad URI(is not URI?)');
    expect(parts('http://h/?%zz')).toBe('URI::InvalidURIError: invalid percent escape: %zz');
    expect(parts('ftp:x')).toBe('URI::InvalidURIError: URI::InvalidURIError');
    expect(parts('ldap://h/#f')).toBe('URI::InvalidURIError: bad LDAP URL');
    expect(parts('ldap:x')).toBe('URI::InvalidURIError: bad LDAP URL');
    expect(parts('mailto:/x')).toBe('URI::InvalidComponentError: missing opaque part for mailto URL');
    expect(parts('mailto:x')).toBe('URI::InvalidComponentError: unrecognised opaque part for mailtoURL: x');
  });

  it('reads "%" as Ruby does: "%XX" outside the query, anything in it (answers of Ruby 3.1)', () => {
    const bad = 'URI::InvalidURIError: bad URI(is not URI?)';
    for (const s of [
      'http://h/a%zz',
      'http://h/#a%zz',
      'http://h/#a?%zz',
      'http://u%zz@h/',
      'http://h%2/',
      'a%zz',
    ])
      expect(parts(s), s).toBe(bad);
    expect(parts('http://h/?a%zz')).toBe('URI::InvalidURIError: invalid percent escape: %zz');
    expect(parts('http://h/?a%2x#b')).toMatchObject({ path: '/', query: 'a%2x', fragment: 'b' });
    expect(parts('http://h/?%41#%41')).toMatchObject({ query: '%41', fragment: '%41' });
    expect(parts('//h/%41?%%')).toMatchObject({ host: 'h', path: '/%41', query: '%%' });
    expect(parts('mailto:a@b,c@d;')).toMatchObject({ path: 'a@b,c@d;' });
    expect(parts('mailto:a@b,,c@d')).toBe(
      'URI::InvalidComponentError: unrecognised opaque part for mailtoURL: a@b,,c@d',
    );
  });

  // Each of these threw "RangeError: Maximum call stack size exceeded" from the RegExp when it
  // repeated a group per code unit or per segment (the stress shapes found it at 8 MB).
  it('reads components of 9,000,000 code units without a RangeError', () => {
    const n = 9_000_000;
    const path = `http://h.example/${'a/b/../'.repeat(n / 7)}`;
    expect(parts(path)).toMatchObject({ host: 'h.example', path: path.slice(16) });
    expect(parts(`http://h/#${'a'.repeat(n)}`)).toMatchObject({ fragment: 'a'.repeat(n) });
    expect(parts(`http://${'a'.repeat(n)}/`)).toMatchObject({ host: 'a'.repeat(n) });
    expect(parts(`http://${'u%41'.repeat(n / 4)}@h/`)).toMatchObject({ userinfo: 'u%41'.repeat(n / 4) });
    expect(parts(`mailto:${'a@b,'.repeat(n / 4)}`)).toMatchObject({ path: 'a@b,'.repeat(n / 4) });
    expect(parts(`//h${'/x%2F'.repeat(n / 5)}`)).toMatchObject({ path: '/x%2F'.repeat(n / 5) });
    expect(parts(`http://h/${'a'.repeat(n)}%zz`)).toBe('URI::InvalidURIError: bad URI(is not URI?)');
  });

  it('agrees with the real Ruby URI.parse on >= 99.9% of inputs per component', async () => {
    checkRealVersion(['ruby', '-e', 'print RUBY_VERSION'], /^3\.1\./, 'Ruby 3.1', liveCommands.ruby);
    const check = await liveCheck(ruby, liveCommands.ruby, RUBY_CLASSES);
    console.log(check.report);
    expect(check.agreement.total).toBeGreaterThan(100_000);
    for (const c of COMPONENTS) expect(rate(check.agreement, c), c).toBeGreaterThanOrEqual(0.999);
    expect(check.unclassified.slice(0, 5)).toEqual([]);
    expect(check.unclassifiedErrors.slice(0, 5)).toEqual([]);
  });
});
