// @url/parser/whatwg-url: whatwg-url's call shapes and record shapes, compared with whatwg-url 17.3.0
// itself; the native API's handling of whatwg-url's options; and whatwg-url's own test files
// (third_party/whatwg-url, run by whatwg-url-upstream.mjs).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as native from '@url/parser';
import * as compat from '@url/parser/whatwg-url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { absoluteURL, baseURL, relativeRef } from './arbitraries';

type Whatwg = typeof compat;
const whatwg = createRequire(import.meta.url)('whatwg-url') as Whatwg;

describe('the exports are whatwg-url 17.3.0\u2019s', () => {
  it('every name whatwg-url exports, and no other', () => {
    expect(Object.keys(compat).sort()).toEqual(Object.keys(whatwg).sort());
    for (const name of Object.keys(whatwg))
      expect(typeof (compat as Record<string, unknown>)[name]).toBe('function');
  });

  it('URL and URLSearchParams are this package\u2019s, and work together', () => {
    expect(compat.URL).toBe(native.URL);
    const url = new compat.URL('https://example.com/?a=1');
    expect(url.searchParams).toBeInstanceOf(compat.URLSearchParams);
    expect(compat.URL.parse('https://example.com')).toBeInstanceOf(compat.URL);
  });
});

describe('records of whatwg-url\u2019s shape, the same results on generated input', () => {
  it('parseURL, basicURLParse, serializeURL, serializeURLOrigin, serializePath, serializeHost', () => {
    fc.assert(
      fc.property(absoluteURL, relativeRef, baseURL, (abs, rel, b) => {
        const theirsBase = whatwg.parseURL(b);
        const oursBase = compat.parseURL(b);
        expect(oursBase).toEqual(theirsBase);
        if (oursBase !== null) expect(Object.keys(oursBase)).toEqual(Object.keys(theirsBase as object));
        const ours = compat.parseURL(rel, { baseURL: oursBase });
        const theirs = whatwg.parseURL(rel, { baseURL: theirsBase });
        expect(ours).toEqual(theirs);
        expect(compat.basicURLParse(abs)).toEqual(whatwg.basicURLParse(abs));
        if (ours !== null && theirs !== null) {
          expect(compat.serializeURL(ours)).toBe(whatwg.serializeURL(theirs));
          expect(compat.serializeURL(ours, true)).toBe(whatwg.serializeURL(theirs, true));
          expect(compat.serializeURLOrigin(ours)).toBe(whatwg.serializeURLOrigin(theirs));
          expect(compat.serializePath(ours)).toBe(whatwg.serializePath(theirs));
          expect(compat.hasAnOpaquePath(ours)).toBe(whatwg.hasAnOpaquePath(theirs));
          expect(compat.cannotHaveAUsernamePasswordPort(ours)).toBe(
            whatwg.cannotHaveAUsernamePasswordPort(theirs),
          );
          if (ours.host !== null)
            expect(compat.serializeHost(ours.host)).toBe(whatwg.serializeHost(theirs.host as never));
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('basicURLParse with url and whatwg-url\u2019s state override names modifies the record in place', () => {
    const names = ['scheme start', 'hostname', 'host', 'port', 'path start', 'query', 'fragment'] as const;
    const inputs = ['ftp', 'example.org', 'a.b:8080', '99', '/x/../y', 'q=1 2', 'f g', '[::1]', ''];
    for (const stateOverride of names) {
      for (const input of inputs) {
        const ours = compat.parseURL('https://u:p@h.example:1/p?q#f');
        const theirs = whatwg.parseURL('https://u:p@h.example:1/p?q#f');
        if (ours === null || theirs === null) throw new Error('unreachable');
        if (stateOverride === 'query') {
          ours.query = '';
          theirs.query = '';
        }
        const r1 = compat.basicURLParse(input, { url: ours, stateOverride });
        const r2 = whatwg.basicURLParse(input, { url: theirs, stateOverride });
        expect(r1 === null, `${stateOverride} ${input}`).toBe(r2 === null);
        expect(ours, `${stateOverride} ${input}`).toEqual(theirs);
      }
    }
  });

  it('setTheUsername, setThePassword, serializeInteger, percentDecodeString, percentDecodeBytes', () => {
    const ours = compat.parseURL('https://h.example/');
    const theirs = whatwg.parseURL('https://h.example/');
    if (ours === null || theirs === null) throw new Error('unreachable');
    compat.setTheUsername(ours, 'a b@c');
    whatwg.setTheUsername(theirs, 'a b@c');
    compat.setThePassword(ours, 'p:é');
    whatwg.setThePassword(theirs, 'p:é');
    expect(ours).toEqual(theirs);
    for (const n of [0, 1, 65535, 2 ** 32 - 1])
      expect(compat.serializeInteger(n)).toBe(whatwg.serializeInteger(n));
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('%', '4', '1', 'g', 'é', 'a', '\ud800') }), (s) => {
        expect(compat.percentDecodeString(s)).toEqual(whatwg.percentDecodeString(s));
        const bytes = new TextEncoder().encode(s);
        expect(compat.percentDecodeBytes(bytes)).toEqual(whatwg.percentDecodeBytes(bytes));
      }),
    );
  });

  it('parseURLWithValidationErrors gives the error names; isValidURLString', () => {
    const r = compat.parseURLWithValidationErrors(' https://user@example.org/%s ');
    expect(r.validationErrors).toEqual(['invalid-URL-unit', 'invalid-credentials', 'invalid-URL-unit']);
    expect(r.url).toEqual(whatwg.parseURL(' https://user@example.org/%s '));
    const b = compat.parseURL('https://example.com/');
    expect(compat.parseURLWithValidationErrors('a b', { baseURL: b }).validationErrors).toEqual([
      'invalid-URL-unit',
    ]);
    expect(compat.isValidURLString('https://example.com/')).toBe(true);
    expect(compat.isValidURLString('x', { baseURL: b })).toBe(true);
    expect(compat.isValidURLString('x')).toBe(false);
  });
});

describe('options a parser does not understand are TypeErrors, never a silent null', () => {
  const rec = compat.parseURL('https://example.com/a/b');
  it('the whatwg-url entry', () => {
    expect(() => compat.parseURL('x', { base: rec } as never)).toThrow(
      /unknown option "base".*baseURL, encoding/,
    );
    expect(() => compat.basicURLParse('x', { baseURL: 'https://a/' } as never)).toThrow(
      /baseURL must be a URL record/,
    );
    expect(() => compat.basicURLParse('x', { url: 'https://a/' } as never)).toThrow(
      /url must be a URL record/,
    );
    expect(() => compat.basicURLParse('x', { stateOverride: 'nowhere' } as never)).toThrow(
      /unknown state override/,
    );
    expect(() => compat.basicURLParse('x', null as never)).toThrow(/options must be an object/);
    expect(() => compat.parseURL('x', { encoding: 'windows-1252' })).toThrow(/windows-1252.*UTF-8 only/);
    expect(() => compat.parseURL('x', { encoding: 5 } as never)).toThrow(/"5" is not supported/);
    expect(compat.parseURL('?é', { baseURL: rec, encoding: 'UTF-8' })?.query).toBe('%C3%A9');
    expect(compat.basicURLParse('x', { baseURL: rec })?.path).toEqual(['a', 'x']);
    expect(compat.basicURLParse('x', {})).toBeNull();
  });

  it('the native API reads { baseURL } in parseURL and basicURLParse', () => {
    expect(native.parseURL('x', { baseURL: rec })).toEqual(native.parseURL('x', rec));
    expect(native.parseURL('x', { baseURL: 'https://example.com/a/b' })).toEqual(native.parseURL('x', rec));
    expect(native.parseURL('x', { baseURL: null })).toBeNull();
    expect(native.basicURLParse('x', { baseURL: rec })?.path).toEqual(['a', 'x']);
    expect(native.parseURLWithValidationErrors('x', { baseURL: rec }).url?.path).toEqual(['a', 'x']);
    const url = native.parseURL('https://h/');
    if (url === null) throw new Error('unreachable');
    expect(native.basicURLParse('other', { url, stateOverride: 'hostname' })).toBe(url);
    expect(url.host).toBe('other');
  });

  it('the native API throws a TypeError that says what to pass', () => {
    expect(() => native.parseURL('x', { base: rec } as never)).toThrow(
      'parseURL: pass a base URL record (from parseURL), a string, null or { baseURL }, not { base }',
    );
    expect(() => native.parseURL('x', new native.URL('https://a/') as never)).toThrow(TypeError);
    expect(() => native.parseURL('x', 5 as never)).toThrow(/not 5$/);
    expect(() => native.parseURL('x', {} as never)).toThrow(/not \{ {2}\}$/);
    expect(() => native.parseURL('x', { baseURL: rec, encoding: 'utf-8' } as never)).toThrow(
      'parseURL: unknown option encoding; the options are baseURL',
    );
    expect(() => native.parseURL('x', { baseURL: 5 } as never)).toThrow(/not \{ baseURL \}$/);
    expect(() => native.basicURLParse('x', { baseURL: rec, base: rec })).toThrow(
      'basicURLParse: pass base or baseURL, not both',
    );
    expect(() => native.basicURLParse('x', { bse: rec } as never)).toThrow(
      'basicURLParse: unknown option bse; the options are base,baseURL,url,stateOverride,report,observer',
    );
    expect(() => native.basicURLParse('x', { base: 'https://a/' } as never)).toThrow(
      'basicURLParse: the base is a URL record (from parseURL), not https://a/',
    );
    expect(() => native.basicURLParse('x', 'https://a/' as never)).toThrow(
      'basicURLParse: the options are an object, not https://a/',
    );
    expect(() => native.basicURLParse('x', { stateOverride: 'hostnme' } as never)).toThrow(
      /unknown state override hostnme; the states are scheme start state,scheme state,/,
    );
    expect(() => native.basicURLParse('x', { encoding: 'utf-8' } as never)).toThrow(TypeError);
  });
});

describe('whatwg-url\u2019s own test files, unmodified (third_party/whatwg-url)', () => {
  it('pass, but for the failures listed with a reason in whatwg-url-upstream-expectations.json', {
    timeout: 300_000,
  }, () => {
    const script = fileURLToPath(new URL('./whatwg-url-upstream.mjs', import.meta.url));
    let out: string;
    try {
      out = execFileSync(process.execPath, [script, '--json'], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (e) {
      out = (e as { stdout: string }).stdout;
      if (!out.startsWith('{'))
        throw new Error(`whatwg-url-upstream.mjs failed: ${(e as { stderr: string }).stderr}`);
    }
    const summary = JSON.parse(out) as {
      total: number;
      passed: number;
      failed: number;
      expectedFailures: number;
      unexpected: string[];
      nowPassing: string[];
      stale: string[];
      clean: boolean;
    };
    expect({ unexpected: summary.unexpected, nowPassing: summary.nowPassing, stale: summary.stale }).toEqual({
      unexpected: [],
      nowPassing: [],
      stale: [],
    });
    expect(summary.failed).toBe(summary.expectedFailures);
    expect(summary.total).toBeGreaterThan(5000);
    console.log(
      `whatwg-url's tests: ${summary.passed} / ${summary.total} passed, ${summary.failed} listed failures`,
    );
  });
});
