import { createHostParser } from '@url/host';
import { tr46IDNA } from '@url/host/tr46';
import { describe, expect, test } from 'vitest';
import { createBasicURLParser, createURLParser as createCoreURLParser, serializeURL } from '../src/core';
import { urlFastPath } from '../src/fast-path-entry';
import { basicURLParse, createURLParser, URL } from '../src/index';
import type { URLFastPath } from '../src/types';

describe('constructor', () => {
  test('parses, with and without a base', () => {
    expect(new URL('https://example.com/a').href).toBe('https://example.com/a');
    expect(new URL('b?c#d', 'https://example.com/a/x').href).toBe('https://example.com/a/b?c#d');
    expect(new URL('//other/x', 'https://example.com/').href).toBe('https://other/x');
  });

  test('throws a TypeError naming the input', () => {
    expect(() => new URL('nope')).toThrow(TypeError);
    expect(() => new URL('nope')).toThrow(/Invalid URL: "nope"/);
    expect(() => new URL('a', 'nope')).toThrow(/Invalid base URL: "nope"/);
    expect(() => new URL('http://[', 'http://h/')).toThrow(
      /Invalid URL: "http:\/\/\[" against base "http:\/\/h\/"/,
    );
  });

  test('WebIDL: a missing argument is a TypeError; undefined is "undefined"; a given undefined base is no base', () => {
    expect(() => new (URL as any)()).toThrow(/1 argument required/);
    expect(() => new URL(undefined as unknown as string)).toThrow(/Invalid URL: "undefined"/);
    expect(new URL(undefined as unknown as string, 'http://h/').href).toBe('http://h/undefined');
    expect(new URL('http://h/', undefined).href).toBe('http://h/');
    expect(new URL(null as unknown as string, 'http://h/').href).toBe('http://h/null');
    expect(() => new URL(Symbol('x') as unknown as string)).toThrow(TypeError);
    expect(() => (URL as any)('http://h/')).toThrow(TypeError);
  });

  test('arguments are converted with ToString, then to a USVString', () => {
    const obj = { toString: () => 'http://h/obj', valueOf: () => 'http://h/valueOf' };
    expect(new URL(obj as unknown as string).href).toBe('http://h/obj');
    expect(new URL('x', obj as unknown as string).href).toBe('http://h/x');
    expect(new URL('http://h/\ud800').pathname).toBe('/%EF%BF%BD');
    // a lone surrogate becomes U+FFFD before tabs are removed, so it never pairs up
    expect(new URL('http://h/\udbff\t\udfff').pathname).toBe('/%EF%BF%BD%EF%BF%BD');
  });

  test('a URL object as base is used without being re-parsed, unless stringifying it is user code', () => {
    const base = new URL('https://example.com/dir/file?q#f');
    expect(new URL('other', base).href).toBe('https://example.com/dir/other');
    expect(new URL('', base).href).toBe('https://example.com/dir/file?q');
    const tweaked = new URL('https://example.com/dir/file');
    tweaked.toString = () => 'https://elsewhere/';
    expect(new URL('x', tweaked).href).toBe('https://elsewhere/x');
    const primitive = new URL('https://example.com/dir/file');
    (primitive as any)[Symbol.toPrimitive] = () => 'https://primitive/';
    expect(new URL('x', primitive).href).toBe('https://primitive/x');
    class Sub extends URL {
      override toString() {
        return 'https://sub/';
      }
    }
    expect(new URL('x', new Sub('https://example.com/')).href).toBe('https://sub/x');
    // A base's pending searchParams changes are part of its href.
    const withParams = new URL('https://example.com/a?x=1');
    withParams.searchParams.append('y', '2');
    expect(new URL('?z', withParams).href).toBe('https://example.com/a?z');
    expect(new URL('#h', withParams).href).toBe('https://example.com/a?x=1&y=2#h');
  });

  test('a URL from another stack is a string base like any other object', () => {
    const core = createCoreURLParser();
    expect(new URL('x', new core.URL('http://h/a/b')).href).toBe('http://h/a/x');
  });
});

describe('static parse and canParse', () => {
  test('parse returns a URL or null', () => {
    const url = URL.parse('https://example.com/a');
    expect(url).toBeInstanceOf(URL);
    expect(url?.href).toBe('https://example.com/a');
    expect(URL.parse('b', 'https://example.com/a')?.href).toBe('https://example.com/b');
    expect(URL.parse('nope')).toBeNull();
    expect(URL.parse('a', 'nope')).toBeNull();
    expect(() => (URL as any).parse()).toThrow(TypeError);
  });

  test('canParse never throws for strings and agrees with the constructor', () => {
    for (const [input, base] of [
      ['https://example.com/', undefined],
      ['nope', undefined],
      ['a', 'https://b/'],
      ['a', 'nope'],
      ['', ''],
      ['http://[::1', undefined],
    ] as [string, string | undefined][]) {
      let ok = true;
      try {
        new URL(input, base);
      } catch {
        ok = false;
      }
      expect(URL.canParse(input, base), `${input} ${base}`).toBe(ok);
    }
    expect(() => (URL as any).canParse()).toThrow(TypeError);
  });
});

/** The `URL` interface's attributes, in IDL order (https://url.spec.whatwg.org/#url-class). */
const ATTRIBUTES = [
  'href',
  'origin',
  'protocol',
  'username',
  'password',
  'host',
  'hostname',
  'port',
  'pathname',
  'search',
  'searchParams',
  'hash',
];

describe('WebIDL shape', () => {
  test('attributes are enumerable accessors on the prototype; operations are enumerable; no own properties', () => {
    const url = new URL('https://example.com/');
    expect(Object.keys(url)).toEqual([]);
    expect(JSON.stringify(url)).toBe('"https://example.com/"');
    for (const name of ATTRIBUTES) {
      const d = Object.getOwnPropertyDescriptor(URL.prototype, name)!;
      expect(d.enumerable, name).toBe(true);
      expect(d.configurable, name).toBe(true);
      expect(typeof d.get, name).toBe('function');
      const readonly = name === 'origin' || name === 'searchParams';
      expect(typeof d.set, name).toBe(readonly ? 'undefined' : 'function');
    }
    for (const name of ['toJSON', 'toString']) {
      expect(Object.getOwnPropertyDescriptor(URL.prototype, name)!.enumerable).toBe(true);
    }
    for (const name of ['parse', 'canParse']) {
      expect(Object.getOwnPropertyDescriptor(URL, name)!.enumerable).toBe(true);
      expect((URL as any)[name].length).toBe(1);
    }
    expect(URL.length).toBe(1);
    expect(Object.prototype.toString.call(url)).toBe('[object URL]');
    expect(Object.getOwnPropertyDescriptor(URL.prototype, Symbol.toStringTag)).toEqual({
      value: 'URL',
      writable: false,
      enumerable: false,
      configurable: true,
    });
    expect(String(url)).toBe('https://example.com/');
    expect(`${url}`).toBe('https://example.com/');
  });

  test('brand checks: accessors and methods on other objects throw TypeError', () => {
    for (const name of ['href', 'origin', 'protocol', 'host', 'search', 'searchParams', 'hash']) {
      const d = Object.getOwnPropertyDescriptor(URL.prototype, name)!;
      expect(() => d.get!.call({}), name).toThrow(TypeError);
      if (d.set) expect(() => d.set!.call({}, 'x'), name).toThrow(TypeError);
    }
    expect(() => URL.prototype.toString.call({})).toThrow(TypeError);
    expect(() => URL.prototype.toJSON.call(Object.create(URL.prototype))).toThrow(TypeError);
  });

  test('the interface object and prototype: chains, key order, name, instanceof per stack', () => {
    expect(Object.getPrototypeOf(URL)).toBe(Function.prototype);
    expect(Object.getPrototypeOf(URL.prototype)).toBe(Object.prototype);
    expect(URL.name).toBe('URL');
    expect(Object.getOwnPropertyNames(URL)).toEqual(['length', 'name', 'prototype', 'parse', 'canParse']);
    expect(Reflect.ownKeys(URL.prototype)).toEqual([
      'constructor',
      ...ATTRIBUTES,
      'toJSON',
      'toString',
      Symbol.toStringTag,
      Symbol.for('nodejs.util.inspect.custom'),
    ]);
    expect(Object.getOwnPropertyDescriptor(URL.prototype, 'constructor')).toEqual({
      value: URL,
      writable: true,
      enumerable: false,
      configurable: true,
    });
    expect(Object.getOwnPropertyDescriptor(URL, 'prototype')?.writable).toBe(false);
    const url = new URL('https://h/');
    expect(Object.getPrototypeOf(url)).toBe(URL.prototype);
    expect(url.constructor).toBe(URL);
    // each stack's class is its own
    const { URL: CoreURL } = createCoreURLParser();
    const core = new CoreURL('https://h/');
    expect(core instanceof CoreURL && !(core instanceof URL) && !(url instanceof CoreURL)).toBe(true);
    expect(Object.getPrototypeOf(core)).toBe(CoreURL.prototype);
    expect(CoreURL.parse('https://h/')).toBeInstanceOf(CoreURL);
    expect(URL.parse('https://h/')).not.toBeInstanceOf(CoreURL);
  });

  test('subclasses get their own prototype; parse makes a URL, not a subclass', () => {
    class Sub extends URL {
      extra = 1;
      get twice() {
        return this.href + this.href;
      }
    }
    const sub = new Sub('https://h/a');
    expect(Object.getPrototypeOf(sub)).toBe(Sub.prototype);
    expect(sub).toBeInstanceOf(URL);
    expect(sub.twice).toBe('https://h/ahttps://h/a');
    expect(sub.extra).toBe(1);
    expect(Object.keys(sub)).toEqual(['extra']);
    expect(Object.getPrototypeOf(Sub.parse('https://h/'))).toBe(URL.prototype);
    expect(() => new (Sub as any)()).toThrow(/1 argument required/);
    expect(Reflect.construct(URL, ['https://h/b'], Sub).pathname).toBe('/b');
  });

  test('the searchParams attribute cannot be assigned (strict mode)', () => {
    const url = new URL('http://h/');
    expect(() => {
      (url as any).searchParams = null;
    }).toThrow(TypeError);
  });
});

describe('getters', () => {
  test('every component', () => {
    const url = new URL('https://user:pass@example.com:8080/p/a/t/h?query=1#frag');
    expect({
      href: url.href,
      origin: url.origin,
      protocol: url.protocol,
      username: url.username,
      password: url.password,
      host: url.host,
      hostname: url.hostname,
      port: url.port,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
    }).toEqual({
      href: 'https://user:pass@example.com:8080/p/a/t/h?query=1#frag',
      origin: 'https://example.com:8080',
      protocol: 'https:',
      username: 'user',
      password: 'pass',
      host: 'example.com:8080',
      hostname: 'example.com',
      port: '8080',
      pathname: '/p/a/t/h',
      search: '?query=1',
      hash: '#frag',
    });
  });

  test('empty query and fragment read as ""; null host reads as ""', () => {
    const url = new URL('sc:/.//p?#');
    expect([
      url.host,
      url.hostname,
      url.port,
      url.username,
      url.password,
      url.pathname,
      url.search,
      url.hash,
    ]).toEqual(['', '', '', '', '', '//p', '', '']);
    expect(url.href).toBe('sc:/.//p?#');
  });

  test('origin', () => {
    expect(new URL('http://[::1]:81/').origin).toBe('http://[::1]:81');
    expect(new URL('https://u:p@h/').origin).toBe('https://h');
    expect(new URL('blob:https://whatwg.org/d0360e2f-caee-469f-9a2f-87d5b0456f6f').origin).toBe(
      'https://whatwg.org',
    );
    expect(new URL('blob:http://h:8080/x?y').origin).toBe('http://h:8080');
    expect(new URL('blob:file:///x').origin).toBe('null');
    expect(new URL('blob:sc://h/x').origin).toBe('null');
    expect(new URL('blob:nope').origin).toBe('null');
    expect(new URL('file:///x').origin).toBe('null');
    expect(new URL('sc://h/').origin).toBe('null');
    expect(new URL('ws://h/').origin).toBe('ws://h');
  });
});

describe('setters', () => {
  const set = (href: string, name: string, value: string) => {
    const url = new URL(href) as any;
    url[name] = value;
    return url.href;
  };

  test('each setter', () => {
    expect(set('http://h/', 'protocol', 'https')).toBe('https://h/');
    expect(set('http://h/', 'protocol', 'sc')).toBe('http://h/');
    expect(set('http://h/', 'username', 'a b')).toBe('http://a%20b@h/');
    expect(set('http://h/', 'password', 'p@ss')).toBe('http://:p%40ss@h/');
    expect(set('file:///x', 'username', 'u')).toBe('file:///x');
    expect(set('http://h:1/p', 'host', 'x.y:2')).toBe('http://x.y:2/p');
    expect(set('http://h:1/p', 'hostname', 'x.y:2')).toBe('http://h:1/p');
    expect(set('http://h:1/p', 'hostname', 'X.Y')).toBe('http://x.y:1/p');
    expect(set('sc:opaque', 'host', 'x')).toBe('sc:opaque');
    expect(set('http://h/', 'port', '8080')).toBe('http://h:8080/');
    expect(set('http://h:8080/', 'port', '')).toBe('http://h/');
    expect(set('http://h:8080/', 'port', '80')).toBe('http://h/');
    expect(set('http://h/a?q#f', 'pathname', 'x/../y z')).toBe('http://h/y%20z?q#f');
    expect(set('sc:opaque', 'pathname', 'x')).toBe('sc:opaque');
    expect(set('http://h/?q#f', 'search', '?a b')).toBe('http://h/?a%20b#f');
    expect(set('http://h/?q#f', 'search', '')).toBe('http://h/#f');
    expect(set('http://h/?q#f', 'hash', '#x y')).toBe('http://h/?q#x%20y');
    expect(set('http://h/?q#f', 'hash', '')).toBe('http://h/?q');
    expect(set('http://h/?q#f', 'href', 'sc:x')).toBe('sc:x');
  });

  test('the href setter throws a TypeError for failure and leaves the URL as it was', () => {
    const url = new URL('http://h/');
    expect(() => {
      url.href = 'nope';
    }).toThrow(/Invalid URL: "nope"/);
    expect(url.href).toBe('http://h/');
  });

  test('setters convert their value to a string', () => {
    const url = new URL('http://h/');
    (url as any).port = 8080;
    (url as any).hash = { toString: () => 'x' };
    expect(url.href).toBe('http://h:8080/#x');
  });
});

describe('searchParams', () => {
  test('created on first access, the same object after', () => {
    const url = new URL('http://h/?a=1&b=2');
    const sp = url.searchParams;
    expect(url.searchParams).toBe(sp);
    expect([...sp]).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });

  test('live both ways', () => {
    const url = new URL('http://h/p?a=1#frag');
    const sp = url.searchParams;
    sp.append('b', 'x y');
    expect(url.search).toBe('?a=1&b=x+y');
    expect(url.href).toBe('http://h/p?a=1&b=x+y#frag');
    expect(url.hash).toBe('#frag');
    url.search = '?c=3';
    expect(sp.get('c')).toBe('3');
    expect(sp.has('a')).toBe(false);
    url.href = 'http://other/?d=4';
    expect([...sp]).toEqual([['d', '4']]);
    url.search = '';
    expect(sp.size).toBe(0);
    sp.set('e', '5');
    expect(url.href).toBe('http://other/?e=5');
    sp.delete('e');
    // "If serializedQuery is the empty string, then set serializedQuery to null."
    expect(url.href).toBe('http://other/');
    expect(url.search).toBe('');
  });

  test('setters after searchParams changes keep those changes', () => {
    const url = new URL('http://h/p?a=1');
    url.searchParams.append('b', '2');
    url.hash = 'x';
    expect(url.href).toBe('http://h/p?a=1&b=2#x');
    url.searchParams.sort();
    url.pathname = '/q';
    expect(url.href).toBe('http://h/q?a=1&b=2#x');
  });

  test('sorting re-serializes with the form encoding (the spec note)', () => {
    const url = new URL('https://example.com/?a=b ~');
    expect(url.href).toBe('https://example.com/?a=b%20~');
    url.searchParams.sort();
    expect(url.href).toBe('https://example.com/?a=b+%7E');
  });

  test('an opaque path URL: removing the query leaves the path as it is', () => {
    const url = new URL('data:space ?query');
    expect(url.pathname).toBe('space%20');
    url.searchParams.delete('query');
    expect(url.href).toBe('data:space%20');
  });

  test('lazy serialization: 100,000 appends, then one href read gives the right string', () => {
    const url = new URL('https://example.com/path?x=1#h');
    const sp = url.searchParams;
    let expected = 'x=1';
    for (let i = 0; i < 100_000; i++) {
      sp.append(`k${i}`, `v ${i}`);
      if (i < 3 || i === 99_999) expected += `&k${i}=v+${i}`;
    }
    const href = url.href;
    expect(href.startsWith('https://example.com/path?x=1&k0=v+0&k1=v+1&k2=v+2&k3=')).toBe(true);
    expect(href.endsWith('&k99999=v+99999#h')).toBe(true);
    expect(href.length).toBe('https://example.com/path?'.length + sp.toString().length + '#h'.length);
    expect(url.search).toBe(`?${sp.toString()}`);
    expect(expected.length).toBeGreaterThan(0);
  });
});

describe('createURLParser', () => {
  test('./core without IDNA: ASCII hosts work, non-ASCII domains fail', () => {
    const { URL: CoreURL, basicURLParse: parse } = createCoreURLParser();
    expect(new CoreURL('https://EXAMPLE.com/a').href).toBe('https://example.com/a');
    expect(new CoreURL('https://xn--nxasmq6b.com/').hostname).toBe('xn--nxasmq6b.com');
    expect(() => new CoreURL('https://ÉXAMPLE.com/')).toThrow(TypeError);
    expect(parse('https://ÉXAMPLE.com/')).toBeNull();
    expect(new CoreURL('sc://ÉXAMPLE/').host).toBe('%C3%89XAMPLE');
  });

  test('with an idna option or a host parser', () => {
    const withIdna = createCoreURLParser({ idna: tr46IDNA });
    expect(new withIdna.URL('https://ÉXAMPLE.com/').hostname).toBe('xn--xample-9ua.com');
    const withHost = createURLParser({ host: createHostParser({ idna: tr46IDNA }) });
    expect(withHost.basicURLParse('https://faß.de/')?.host).toBe('xn--fa-hia.de');
    expect(withHost.hostParser.serializeHost(0x7f000001)).toBe('127.0.0.1');
  });

  test('createBasicURLParser: the same records and functions, without a URL class', () => {
    const basic = createBasicURLParser({ maxInputLength: 40 });
    const full = createCoreURLParser({ maxInputLength: 40 });
    expect(Object.keys(basic).sort()).toEqual(
      Object.keys(full)
        .filter((k) => k !== 'URL')
        .sort(),
    );
    for (const input of ['HTTP://EXAMPLE.com:80/a/../b?c#d', 'http://1.2.3.4/', 'sc:x y', 'nope']) {
      expect(basic.basicURLParse(input)).toEqual(full.basicURLParse(input));
      expect(basic.parseURL('x', input)).toEqual(full.parseURL('x', input));
    }
    expect(serializeURL(basic.basicURLParse('https://h/a/../b')!)).toBe('https://h/b');
    expect(basic.parseURLWithValidationErrors('https://h\\x').errors).toEqual([
      { type: 'invalid-reverse-solidus', index: 9 },
    ]);
    expect(basic.origin(basic.basicURLParse('blob:https://h:1/x')!)).toMatchObject({
      type: 'tuple',
      port: 1,
    });
    expect(basic.basicURLParse(`http://h/${'a'.repeat(40)}`)).toBeNull();
    expect(() => createBasicURLParser({ maxInputLength: Number.NaN })).toThrow(TypeError);
  });

  test('maxInputLength: longer input fails with a clear TypeError, null, false', () => {
    const { URL: Limited, basicURLParse: parse, parseURL } = createURLParser({ maxInputLength: 20 });
    expect(new Limited('http://h/short').href).toBe('http://h/short');
    expect(() => new Limited('http://h/this-is-too-long')).toThrow(/maxInputLength \(25 > 20\)/);
    expect(() => new Limited('x', 'http://h/this-is-too-long')).toThrow(
      /Invalid base URL: longer than maxInputLength/,
    );
    expect(Limited.parse('http://h/this-is-too-long')).toBeNull();
    expect(Limited.canParse('http://h/this-is-too-long')).toBe(false);
    expect(parse('http://h/this-is-too-long')).toBeNull();
    expect(parseURL('http://h/this-is-too-long')).toBeNull();
    const url = new Limited('http://h/');
    expect(() => {
      url.href = 'http://h/this-is-too-long';
    }).toThrow(TypeError);
    expect(() => createURLParser({ maxInputLength: -1 })).toThrow(TypeError);
  });

  test('a stack-wide reporter sees every validation error, with indices in the input', () => {
    const seen: [string, number][] = [];
    const { URL: Reporting } = createURLParser({ report: (type, index) => seen.push([type, index]) });
    expect(new Reporting('https://EXAMPLE.com\\a b').href).toBe('https://example.com/a%20b');
    expect(seen).toEqual([
      ['invalid-reverse-solidus', 19],
      ['invalid-URL-unit', 21],
    ]);
    seen.length = 0;
    const url = new Reporting('http://h/');
    url.pathname = 'x y';
    expect(seen).toEqual([['invalid-URL-unit', 1]]);
  });

  test('fastPath: false gives the same results', () => {
    const slow = createURLParser({ fastPath: false });
    for (const input of ['https://example.com/a?b#c', 'http://h', 'file:///C:/x', 'sc:x']) {
      expect(new slow.URL(input).href).toBe(new URL(input).href);
    }
  });

  test('the fast path is a layer: used only when passed, skipped with a reporter', () => {
    const calls: string[] = [];
    const spy: URLFastPath = {
      parseCanonical: (input, out, validateOnly) => {
        calls.push(validateOnly ? 'validate' : 'absolute');
        return urlFastPath.parseCanonical(input, out, validateOnly);
      },
      parseRelativeCanonical: (input, base, out) => {
        calls.push('relative');
        return urlFastPath.parseRelativeCanonical(input, base, out);
      },
      parseCanonicalRecord: (input, hosts) => {
        calls.push('record');
        return urlFastPath.parseCanonicalRecord(input, hosts);
      },
    };
    const layered = createCoreURLParser({ fastPath: spy });
    expect(new layered.URL('https://example.com/a').href).toBe('https://example.com/a');
    expect(new layered.URL('b?c', 'https://example.com/a').href).toBe('https://example.com/b?c');
    expect(layered.URL.canParse('https://example.com/')).toBe(true);
    expect(layered.basicURLParse('http://127.0.0.1/')!.host).toBe(2130706433);
    expect(layered.basicURLParse('http://h/', { stateOverride: 'path state' })).not.toBeNull();
    expect(calls).toEqual(['absolute', 'absolute', 'relative', 'validate', 'record']);
    calls.length = 0;
    // Without the layer (the `./core` default), or with a stack-wide reporter, it is never called.
    const plain = createCoreURLParser();
    expect(new plain.URL('HTTPS://EXAMPLE.com').href).toBe('https://example.com/');
    const reporting = createCoreURLParser({ fastPath: spy, report: () => {} });
    expect(new reporting.URL('https://example.com/a').href).toBe('https://example.com/a');
    expect(reporting.basicURLParse('https://example.com/a')!.path).toEqual(['a']);
    expect(calls).toEqual([]);
    // The layer answers or says "don't know"; the record it gives equals the state machine's.
    expect(urlFastPath.parseCanonicalRecord('https://example.com/a/../b', plain.hostParser)).toBeNull();
    expect(urlFastPath.parseCanonicalRecord('sc://h/a?q#f', plain.hostParser)).toEqual(
      plain.basicURLParse('sc://h/a?q#f'),
    );
  });

  test('fastPath must be the layer or false', () => {
    for (const value of [true, null, 1, {}]) {
      expect(() => createCoreURLParser({ fastPath: value as unknown as false })).toThrow(
        new TypeError(
          `fastPath must be urlFastPath (from @url/parser/fast-path) or false, got ${String(value)}`,
        ),
      );
    }
  });

  test('records from basicURLParse serialize like the class', () => {
    const record = basicURLParse('HTTPS://Example.COM:443/a/../b?c#d')!;
    expect(record).toMatchObject({ scheme: 'https', host: 'example.com', port: null, path: ['b'] });
    expect(new URL('HTTPS://Example.COM:443/a/../b?c#d').href).toBe('https://example.com/b?c#d');
  });
});

describe('Node util.inspect', () => {
  test('shows the components', async () => {
    const { inspect } = await import('node:util');
    const text = inspect(new URL('https://u@example.com:8080/p?q#h'));
    expect(text).toContain("href: 'https://u@example.com:8080/p?q#h'");
    expect(text).toContain("hostname: 'example.com'");
    expect(text.startsWith('URL {')).toBe(true);
    expect(
      Object.getOwnPropertyDescriptor(URL.prototype, Symbol.for('nodejs.util.inspect.custom'))?.enumerable,
    ).toBe(false);
  });
});

describe('WebIDL brand checks come before argument conversion', () => {
  // https://webidl.spec.whatwg.org/#dfn-attribute-setter and #dfn-create-operation-function: "If
  // O does not implement the interface, throw a TypeError" comes before the value is converted.
  const throwing = () => {
    let called = 0;
    const value = {
      toString() {
        called++;
        throw new Error('converted');
      },
    };
    return { value, calls: () => called };
  };
  const attributes = Object.entries(Object.getOwnPropertyDescriptors(URL.prototype)).filter(
    ([, d]) => d.get !== undefined,
  );
  const setters = attributes.filter(([, d]) => d.set !== undefined).map(([name]) => name);
  const methods = Object.entries(Object.getOwnPropertyDescriptors(URL.prototype))
    .filter(([name, d]) => typeof d.value === 'function' && name !== 'constructor')
    .map(([name]) => name);

  test('the interface has the ten setters and the two operations checked below', () => {
    expect(setters.sort()).toEqual(
      [
        'hash',
        'host',
        'hostname',
        'href',
        'password',
        'pathname',
        'port',
        'protocol',
        'search',
        'username',
      ].sort(),
    );
    expect(methods.sort()).toEqual(['toJSON', 'toString']);
  });

  test.each(setters)('set %s on a foreign receiver: TypeError, the value is never converted', (name) => {
    for (const receiver of [{}, Object.create(URL.prototype), new URLSearchParams(), 1, null]) {
      const t = throwing();
      expect(() => Reflect.set(URL.prototype, name, t.value, receiver)).toThrow(TypeError);
      expect(t.calls()).toBe(0);
    }
    // on a real URL the value is converted (and its error propagates)
    const t = throwing();
    expect(() => Reflect.set(URL.prototype, name, t.value, new URL('https://h/'))).toThrow('converted');
    expect(t.calls()).toBe(1);
  });

  test.each(attributes.map(([name]) => name))('get %s on a foreign receiver: TypeError', (name) => {
    for (const receiver of [{}, Object.create(URL.prototype), 'https://h/']) {
      expect(() => Reflect.get(URL.prototype, name, receiver)).toThrow(TypeError);
    }
  });

  test.each(methods)('%s on a foreign receiver: TypeError, no argument converted', (name) => {
    const t = throwing();
    const method = (URL.prototype as any)[name] as (...args: unknown[]) => unknown;
    for (const receiver of [{}, Object.create(URL.prototype), null]) {
      expect(() => method.call(receiver, t.value)).toThrow(TypeError);
    }
    expect(t.calls()).toBe(0);
  });

  test('the core stack (without the fast path) checks the same way', () => {
    const { URL: CoreURL } = createCoreURLParser({ host: createHostParser() });
    const t = throwing();
    expect(() => Reflect.set(CoreURL.prototype, 'search', t.value, {})).toThrow(TypeError);
    expect(() => Reflect.get(CoreURL.prototype, 'href', Object.create(URL.prototype))).toThrow(TypeError);
    expect(t.calls()).toBe(0);
  });

  test("another stack's URL implements the interface (as an object of another realm does)", () => {
    // Every stack's URL objects share one set of private fields (one hidden class); an accessor of
    // one stack works on a URL of another, with that URL's own layers, as WebIDL's "implements" is
    // realm-independent.
    const { URL: CoreURL } = createCoreURLParser({ host: createHostParser() });
    const url = new URL('https://h/');
    const t = throwing();
    expect(() => Reflect.set(CoreURL.prototype, 'search', t.value, url)).toThrow('converted');
    expect(t.calls()).toBe(1);
    Reflect.set(CoreURL.prototype, 'hostname', 'bücher.example', url);
    expect(Reflect.get(CoreURL.prototype, 'href', url)).toBe('https://xn--bcher-kva.example/');
  });
});
