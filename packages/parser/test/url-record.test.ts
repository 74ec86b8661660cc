import { describe, expect, test } from 'vitest';
import * as core from '../src/core';
import {
  basicURLParse,
  cannotHaveAUsernamePasswordPort,
  defaultPort,
  hasAnOpaquePath,
  includesCredentials,
  isSpecialScheme,
  origin,
  SPECIAL_SCHEMES,
  serializeOrigin,
  serializePath,
  serializeURL,
  setThePassword,
  setTheUsername,
  shortenPath,
  type URLRecord,
  urlEquals,
} from '../src/index';

const parse = (input: string): URLRecord => {
  const url = basicURLParse(input);
  if (url === null) throw new Error(input);
  return url;
};

describe('special schemes and default ports', () => {
  test('SPECIAL_SCHEMES is the spec table, in its order, and agrees with isSpecialScheme and defaultPort', () => {
    expect(Object.entries(SPECIAL_SCHEMES)).toEqual([
      ['ftp', 21],
      ['file', null],
      ['http', 80],
      ['https', 443],
      ['ws', 80],
      ['wss', 443],
    ]);
    expect(Object.isFrozen(SPECIAL_SCHEMES)).toBe(true);
    for (const [scheme, port] of Object.entries(SPECIAL_SCHEMES)) {
      expect(isSpecialScheme(scheme), scheme).toBe(true);
      expect(defaultPort(scheme), scheme).toBe(port);
    }
  });

  test.each([
    ['ftp', true, 21],
    ['file', true, null],
    ['http', true, 80],
    ['https', true, 443],
    ['ws', true, 80],
    ['wss', true, 443],
    ['sc', false, null],
    ['', false, null],
    ['httpss', false, null],
    ['wsx', false, null],
    ['blob', false, null],
  ])('%s', (scheme, special, port) => {
    expect(isSpecialScheme(scheme)).toBe(special);
    expect(defaultPort(scheme)).toBe(port);
  });
});

describe('URL record predicates', () => {
  test('includesCredentials', () => {
    expect(includesCredentials(parse('http://u@h/'))).toBe(true);
    expect(includesCredentials(parse('http://:p@h/'))).toBe(true);
    expect(includesCredentials(parse('http://h/'))).toBe(false);
  });
  test('hasAnOpaquePath', () => {
    expect(hasAnOpaquePath(parse('sc:x'))).toBe(true);
    expect(hasAnOpaquePath(parse('sc:'))).toBe(true);
    expect(hasAnOpaquePath(parse('sc:/x'))).toBe(false);
    expect(hasAnOpaquePath(parse('http://h/'))).toBe(false);
  });
  test('cannotHaveAUsernamePasswordPort: null or empty host, or file', () => {
    expect(cannotHaveAUsernamePasswordPort(parse('sc:x'))).toBe(true);
    expect(cannotHaveAUsernamePasswordPort(parse('sc:///x'))).toBe(true);
    expect(cannotHaveAUsernamePasswordPort(parse('file://h/x'))).toBe(true);
    expect(cannotHaveAUsernamePasswordPort(parse('sc://h/x'))).toBe(false);
    expect(cannotHaveAUsernamePasswordPort(parse('http://h/'))).toBe(false);
  });
});

describe('set the username / password', () => {
  test('UTF-8 percent-encode with the userinfo percent-encode set', () => {
    const url = parse('http://h/');
    setTheUsername(url, 'a b:c@d/é');
    setThePassword(url, 'p:w\ud800');
    expect(url.username).toBe('a%20b%3Ac%40d%2F%C3%A9');
    expect(url.password).toBe('p%3Aw%EF%BF%BD');
    expect(serializeURL(url)).toBe('http://a%20b%3Ac%40d%2F%C3%A9:p%3Aw%EF%BF%BD@h/');
  });
});

describe('shorten a URL path', () => {
  test('removes the last segment, except a lone normalized drive letter of a file URL', () => {
    const url = parse('http://h/a/b');
    shortenPath(url);
    expect(url.path).toEqual(['a']);
    shortenPath(url);
    shortenPath(url);
    expect(url.path).toEqual([]);
    const file = parse('file:///C:');
    shortenPath(file);
    expect(file.path).toEqual(['C:']);
    const notFile = parse('sc:/C:');
    shortenPath(notFile);
    expect(notFile.path).toEqual([]);
  });
});

describe('serializers', () => {
  test('serializeURL with and without the fragment', () => {
    const url = parse('https://u:p@h:8080/a/b?q#f');
    expect(serializeURL(url)).toBe('https://u:p@h:8080/a/b?q#f');
    expect(serializeURL(url, true)).toBe('https://u:p@h:8080/a/b?q');
    expect(serializeURL(parse('https://h/#'))).toBe('https://h/#');
    expect(serializeURL(parse('https://h/#'), true)).toBe('https://h/');
  });
  test('serializeURL writes hosts with the host serializer', () => {
    expect(serializeURL(parse('http://0x7f.1/'))).toBe('http://127.0.0.1/');
    expect(serializeURL(parse('http://[0:0::1]/'))).toBe('http://[::1]/');
    const handmade: URLRecord = {
      scheme: 'sc',
      username: '',
      password: 'x',
      host: [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1],
      port: 0,
      path: [],
      query: '',
      fragment: null,
    };
    expect(serializeURL(handmade)).toBe('sc://:x@[2001:db8::1]:0?');
  });
  test('serializePath', () => {
    expect(serializePath(parse('sc:opaque path'))).toBe('opaque path');
    expect(serializePath(parse('sc://h'))).toBe('');
    expect(serializePath(parse('http://h'))).toBe('/');
    expect(serializePath(parse('http://h/a//b/'))).toBe('/a//b/');
    expect(serializePath(parse('web+demo:/.//x'))).toBe('//x');
  });
  test('urlEquals', () => {
    expect(urlEquals(parse('HTTP://H:80/a/./b#x'), parse('http://h/a/b#y'), true)).toBe(true);
    expect(urlEquals(parse('http://h/a/b#x'), parse('http://h/a/b#y'))).toBe(false);
  });
});

describe('origin', () => {
  test('tuple origins for special schemes but file; opaque otherwise; blob: by its path', () => {
    expect(origin(parse('https://u@EXAMPLE.com:8443/x'))).toEqual({
      type: 'tuple',
      scheme: 'https',
      host: 'example.com',
      port: 8443,
      domain: null,
    });
    expect(origin(parse('ws://127.0.0.1/'))).toMatchObject({ host: 0x7f000001, port: null });
    expect(origin(parse('blob:https://whatwg.org/d0360e2f'))).toMatchObject({
      scheme: 'https',
      host: 'whatwg.org',
    });
    expect(origin(parse('blob:file:///x'))).toEqual({ type: 'opaque' });
    expect(origin(parse('blob:ws://h/'))).toEqual({ type: 'opaque' });
    expect(origin(parse('blob:nope'))).toEqual({ type: 'opaque' });
    expect(origin(parse('file:///x'))).toEqual({ type: 'opaque' });
    expect(origin(parse('sc://h/'))).toEqual({ type: 'opaque' });
    // Each opaque origin is a new value.
    expect(origin(parse('sc:x'))).not.toBe(origin(parse('sc:x')));
  });
  test('serializeOrigin', () => {
    expect(serializeOrigin(origin(parse('https://example.com:8443/')))).toBe('https://example.com:8443');
    expect(serializeOrigin(origin(parse('http://[::1]/')))).toBe('http://[::1]');
    expect(serializeOrigin(origin(parse('http://0x7f.1:80/')))).toBe('http://127.0.0.1');
    expect(serializeOrigin({ type: 'opaque' })).toBe('null');
  });
});

describe('./core exports', () => {
  test('the record functions and the factory, and no ready-made stack (that would need a host parser)', () => {
    expect(Object.keys(core).sort()).toEqual(
      [
        'cannotHaveAUsernamePasswordPort',
        'createBasicURLParser',
        'createURLParser',
        'defaultPort',
        'hasAnOpaquePath',
        'includesCredentials',
        'isSpecialScheme',
        'isValidURLString',
        'serializeOrigin',
        'serializePath',
        'serializeURL',
        'setThePassword',
        'setTheUsername',
        'shortenPath',
        'SPECIAL_SCHEMES',
        'STATE_NAMES',
        'urlEquals',
      ].sort(),
    );
  });
});
