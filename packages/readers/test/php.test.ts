import { describe, expect, it } from 'vitest';
import { phpReader } from '../src/php.ts';

const php = phpReader();

import { liveCommands } from '../live/driver.ts';
import { COMPONENTS, type DifferenceClass, rate } from './live/agreement.ts';
import { checkRealVersion, liveCheck } from './live/model-check.ts';

/** Known differences between the model and PHP 8.2 (each listed in the README's PHP section). */
export const PHP_CLASSES: readonly DifferenceClass[] = [];

const parts = (s: string) => {
  const r = php.read(s);
  return r.ok ? { ...r, reader: undefined } : r.error;
};

describe('php: parse_url model', () => {
  it('reads the issue example as PHP does: host good.example', () => {
    expect(php.read('http://evil.example\\@good.example/login')).toEqual({
      ok: true,
      reader: { name: 'php', label: 'PHP parse_url', version: '8.2', basis: 'live-differential' },
      scheme: 'http',
      userinfo: 'evil.example\\',
      host: 'good.example',
      port: null,
      path: '/login',
      query: null,
      fragment: null,
    });
  });

  it('splits the shapes PHP special-cases', () => {
    expect(parts('a.com:80/x')).toMatchObject({ scheme: null, host: 'a.com', port: '80', path: '/x' });
    expect(parts('a.com:80')).toMatchObject({ host: 'a.com', port: '80', path: '' });
    expect(parts(':80')).toBe('parse_url returned false');
    expect(parts(':')).toBe('parse_url returned false');
    expect(parts(':x')).toMatchObject({ host: null, path: ':x' });
    expect(parts('//h:81/p?q#f')).toMatchObject({
      host: 'h',
      port: '81',
      path: '/p',
      query: 'q',
      fragment: 'f',
    });
    expect(parts('http:')).toMatchObject({ scheme: 'http', path: '' });
    expect(parts('mailto:a@b')).toMatchObject({ scheme: 'mailto', host: null, path: 'a@b' });
    expect(parts('http:/p')).toMatchObject({ scheme: 'http', host: null, path: '/p' });
    expect(parts('file:///c:/dir')).toMatchObject({ scheme: 'file', path: 'c:/dir' });
    expect(parts('file:///dir')).toMatchObject({ scheme: 'file', host: null, path: '/dir' });
    expect(parts('FILE://h/dir')).toMatchObject({ host: 'h', path: '/dir' });
    expect(parts('a_b:c/d')).toMatchObject({ scheme: null, path: 'a_b:c/d' });
    expect(parts('a_b://h/d')).toMatchObject({ scheme: null, host: null, path: 'a_b://h/d' });
    expect(parts('//a_b:c@h/d')).toMatchObject({ userinfo: 'a_b:c', host: 'h' });
    expect(parts('a_b:80')).toMatchObject({ host: 'a_b', port: '80' });
    expect(parts('a_b:999999')).toMatchObject({ host: null, path: 'a_b:999999' });
    expect(parts('h:70000/')).toBe('parse_url returned false');
    expect(parts('//h:70000/')).toBe('parse_url returned false');
    expect(parts('//h:123456/')).toBe('parse_url returned false');
    expect(parts('//h: 8/')).toMatchObject({ host: 'h', port: '8' });
    expect(parts('//h:8x/')).toMatchObject({ host: 'h', port: '8' });
    expect(parts('//h:-1/')).toBe('parse_url returned false');
    expect(parts('//h:x/')).toBe('parse_url returned false');
    expect(parts('//h:1\u0000/')).toMatchObject({ host: 'h', port: '1' });
    expect(parts('//h:/')).toMatchObject({ host: 'h', port: null });
    expect(parts('//:80/')).toBe('parse_url returned false');
    expect(parts('//[::1]:80/')).toMatchObject({ host: '[::1]', port: '80' });
    expect(parts('//[::1]/')).toMatchObject({ host: '[::1]', port: null });
    expect(parts('http://u:p@h/a\u0001b?q\u007f#\u0000')).toMatchObject({
      userinfo: 'u:p',
      path: '/a_b',
      query: 'q_',
      fragment: '_',
    });
    expect(parts('/p?#')).toMatchObject({ path: '/p', query: '', fragment: '' });
    expect(parts('?q')).toMatchObject({ path: '', query: 'q' });
    expect(parts('http://h')).toMatchObject({ host: 'h', path: '' });
    expect(parts('http://é.example/')).toMatchObject({ host: 'é.example' });
    expect(parts('h\u0001:/x')).toMatchObject({ scheme: null });
  });

  it('agrees with the real PHP parse_url on >= 99.9% of inputs per component', async () => {
    checkRealVersion(['php', '-r', 'echo PHP_VERSION;'], /^8\.2\./, 'PHP 8.2', liveCommands.php);
    const check = await liveCheck(php, liveCommands.php, PHP_CLASSES);
    console.log(check.report);
    expect(check.agreement.total).toBeGreaterThan(100_000);
    for (const c of COMPONENTS) expect(rate(check.agreement, c), c).toBeGreaterThanOrEqual(0.999);
    expect(check.unclassified.slice(0, 5)).toEqual([]);
    expect(check.unclassifiedErrors.slice(0, 5)).toEqual([]);
  });
});
