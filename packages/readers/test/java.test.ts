import { describe, expect, it } from 'vitest';
import { javaReader } from '../src/java.ts';

const java = javaReader();

import { liveCommands } from '../live/driver.ts';
import { COMPONENTS, type DifferenceClass, rate } from './live/agreement.ts';
import { checkRealVersion, liveCheck } from './live/model-check.ts';

/** Known differences between the model and OpenJDK 17 (each listed in the README's Java section). */
export const JAVA_CLASSES: readonly DifferenceClass[] = [];

const parts = (s: string) => {
  const r = java.read(s);
  return r.ok ? { ...r, reader: undefined } : r.error;
};

describe('java: java.net.URI model', () => {
  it('rejects the issue example as Java does', () => {
    const r = java.read('http://evil.example\\@good.example/login');
    expect(r).toEqual({
      ok: false,
      reader: { name: 'java', label: 'Java java.net.URI', version: '17', basis: 'live-differential' },
      error: 'Illegal character in authority at index 7',
    });
  });

  it('maps server-based and registry-based authorities', () => {
    expect(parts('HTTP://u:p@Host.example:0080/a%20b;c?q=%41#f')).toEqual({
      ok: true,
      reader: undefined,
      scheme: 'HTTP',
      userinfo: 'u:p',
      host: 'Host.example',
      port: '80',
      path: '/a%20b;c',
      query: 'q=%41',
      fragment: 'f',
    });
    expect(parts('http://a_b/x')).toMatchObject({ host: null, userinfo: null, port: null, path: '/x' });
    expect(parts('http://u@a_b:1/x')).toMatchObject({ host: null, userinfo: null });
    expect(parts('http://1.2.3.4:80/')).toMatchObject({ host: '1.2.3.4', port: '80' });
    expect(parts('http://1.2.3.256/')).toMatchObject({ host: null });
    expect(parts('http://1.2.3/')).toMatchObject({ host: null });
    expect(parts('http://1.2.3.4:/')).toMatchObject({ host: '1.2.3.4', port: null });
    expect(parts('http://0001.2.3.4/')).toMatchObject({ host: '0001.2.3.4' });
    expect(parts('http://1.2.3.4x/')).toMatchObject({ host: null });
    expect(parts('http://[::1]:8/')).toMatchObject({ host: '[::1]', port: '8' });
    expect(parts('http://[fe80::1%eth0]/')).toMatchObject({ host: '[fe80::1%eth0]' });
    expect(parts('http://[::1.2.3.4]/')).toMatchObject({ host: '[::1.2.3.4]' });
    expect(parts('http://[1:2:3:4:5:6:1.2.3.4]/')).toMatchObject({ host: '[1:2:3:4:5:6:1.2.3.4]' });
    expect(parts('http://[1::2:1.2.3.4]/')).toMatchObject({ host: '[1::2:1.2.3.4]' });
    expect(parts('http://h:/')).toMatchObject({ host: 'h', port: null });
    expect(parts('http:///p')).toMatchObject({ host: null, path: '/p' });
    expect(parts('mailto:a@b?c')).toMatchObject({ scheme: 'mailto', path: 'a@b?c', query: null });
    expect(parts('//h')).toMatchObject({ scheme: null, host: 'h', path: '' });
    expect(parts('é/ü')).toMatchObject({ path: 'é/ü' });
    expect(parts('a-b.c/')).toMatchObject({ path: 'a-b.c/' });
  });

  it('raises the URISyntaxException reasons Java raises', () => {
    expect(parts(':x')).toBe('Expected scheme name at index 0');
    expect(parts('1a:x')).toBe('Illegal character in scheme name at index 0');
    expect(parts('a_:x')).toBe('Illegal character in scheme name at index 1');
    expect(parts('a:')).toBe('Expected scheme-specific part at index 2');
    expect(parts('a:b c')).toBe('Illegal character in opaque part at index 3');
    expect(parts('http://')).toBe('Expected authority at index 7');
    expect(parts('/a b')).toBe('Illegal character in path at index 2');
    expect(parts('/a?b c')).toBe('Illegal character in query at index 4');
    expect(parts('/a#b#')).toBe('Illegal character in fragment at index 4');
    expect(parts('/a%zz')).toBe('Malformed escape pair at index 2');
    expect(parts('/a\u0080')).toBe('Illegal character in path at index 2');
    expect(parts('/a\u00a0')).toBe('Illegal character in path at index 2');
    expect(parts('http://h:99999999999/')).toMatchObject({ host: null });
    expect(parts('http://[::1]:99999999999/')).toBe('Malformed port number at index 13');
    expect(parts('http://[::1/')).toBe('Expected closing bracket for IPv6 address at index 11');
    expect(parts('http://[::1]x/')).toBe('Expected port number at index 12');
    expect(parts('http://[::1]@h/')).toBe('Illegal character in user info at index 7');
    expect(parts('http://u:p@[::1]:x/')).toBe('Illegal character in port number at index 17');
    expect(parts('http://[::1%]/')).toBe('scope id expected');
    expect(parts('http://[::1%a-b]/')).toBe('Illegal character in scope id at index 13');
    expect(parts('http://[1:2]/')).toBe('IPv6 address too short at index 8');
    expect(parts('http://[1:2:3:4:5:6:7:8:9]/')).toBe('IPv6 address too long at index 8');
    expect(parts('http://[1:2:3:4:5:6:7::8]/')).toBe('Malformed IPv6 address at index 8');
    expect(parts('http://[12345::]/')).toBe('IPv6 hexadecimal digit sequence too long at index 8');
    expect(parts('http://[1:12345::]/')).toBe('IPv6 hexadecimal digit sequence too long at index 10');
    expect(parts('http://[1:x]/')).toBe('Expected digits for an IPv6 address at index 10');
    expect(parts('http://[1:1.2.3]/')).toBe('Malformed IPv4 address at index 15');
    expect(parts('http://[::1.2.3.4.5]/')).toBe('Malformed IPv4 address at index 17');
    expect(parts('http://[::x]/')).toBe('Expected hex digits or IPv4 address at index 10');
    expect(parts('http://[x]/')).toBe('Malformed IPv6 address at index 8');
    expect(parts('http://a-.b/')).toMatchObject({ host: null });
    expect(parts('http://a-.b]/')).toBe('Illegal character in hostname at index 8');
    expect(parts('http://a.1b]/')).toBe('Illegal character in hostname at index 11');
    expect(parts('http://1.2.3.4]/')).toBe('Illegal character in hostname at index 14');
    expect(parts('http://u@-a]/')).toBe('Illegal character in hostname at index 9');
    expect(parts('http://u@:1]/')).toBe('Expected hostname at index 9');
    expect(parts('http://h:1x/')).toMatchObject({ host: null });
    expect(parts('http://h:1x]/')).toBe('Illegal character in port number at index 10');
    expect(parts('http://h:1:2/')).toMatchObject({ host: null });
    expect(parts('http://h^/')).toBe('Illegal character in authority at index 7');
    expect(parts('http://h%41/')).toMatchObject({ host: null });
  });

  it('agrees with the real java.net.URI on >= 99.9% of inputs per component', async () => {
    checkRealVersion(['java', '-version'], /version "17\./, 'OpenJDK 17', liveCommands.java);
    const check = await liveCheck(java, liveCommands.java, JAVA_CLASSES);
    console.log(check.report);
    expect(check.agreement.total).toBeGreaterThan(100_000);
    for (const c of COMPONENTS) expect(rate(check.agreement, c), c).toBeGreaterThanOrEqual(0.999);
    expect(check.unclassified.slice(0, 5)).toEqual([]);
    expect(check.unclassifiedErrors.slice(0, 5)).toEqual([]);
  });
});
