import { readFileSync } from 'node:fs';
import { utf8PercentEncodeString } from '@url/percent';
import { describe, expect, test } from 'vitest';
import { createBasicURLParser } from '../src/core';
import { basicURLParse, parseURL, serializeURL, type URLParseEvent, type URLRecord } from '../src/index';
import { recordFromEvents, SETS, textOf } from './observed-record';

const data = JSON.parse(
  readFileSync(new URL('../../../wpt/url/resources/urltestdata.json', import.meta.url), 'utf8'),
) as (string | { input: string; base: string | null; failure?: boolean })[];
const cases = data.filter((c) => typeof c === 'object') as { input: string; base: string | null }[];

const plain = (r: URLRecord | null) =>
  r === null ? null : { ...r, path: Array.isArray(r.path) ? [...r.path] : r.path };

function observe(input: string, base: URLRecord | null = null) {
  const events: URLParseEvent[] = [];
  const url = basicURLParse(input, { base, observer: (e) => events.push(e) });
  return { url, events };
}

const types = (events: URLParseEvent[]) => events.map((e) => e.type);

describe('the observer on every urltestdata.json case', () => {
  const seen = new Set<string>();
  let parsed = 0;
  const mismatches: unknown[] = [];
  const bad: unknown[] = [];
  for (const c of cases) {
    const base = c.base === null ? null : parseURL(c.base);
    if (c.base !== null && base === null) continue;
    const { url, events } = observe(c.input, base);
    // observing never changes the result (nor does reporting at the same time)
    const plainURL = basicURLParse(c.input, { base });
    const both = basicURLParse(c.input, { base, report: () => {}, observer: () => {} });
    if (
      JSON.stringify(plain(url)) !== JSON.stringify(plain(plainURL)) ||
      JSON.stringify(plain(both)) !== JSON.stringify(plain(url))
    ) {
      bad.push({ input: c.input, why: 'observing changed the result' });
    }
    if (url === null) continue;
    parsed++;
    for (const e of events) {
      seen.add(e.type === 'component' || e.type === 'from-base' ? `${e.type}:${e.component}` : e.type);
      // every range is inside the input
      if (!(0 <= e.start && e.start <= e.end && e.end <= c.input.length)) bad.push({ input: c.input, e });
    }
    const rebuilt = recordFromEvents(c.input, base, events);
    if (
      JSON.stringify(plain(rebuilt)) !== JSON.stringify(plain(url)) ||
      serializeURL(rebuilt) !== serializeURL(url)
    ) {
      mismatches.push({
        input: c.input,
        base: c.base,
        expected: plain(url),
        rebuilt: plain(rebuilt),
        events,
      });
    }
    // what each event says about the input holds there
    for (const e of events) {
      const text = c.input.slice(e.start, e.end);
      const ok = (() => {
        switch (e.type) {
          case 'trimmed':
            return (
              /^[\0- ]+$/.test(text) && (e.side === 'leading' ? e.start === 0 : e.end === c.input.length)
            );
          case 'tab-or-newline-removed':
            return /^[\t\n\r]$/.test(text);
          case 'reverse-solidus':
            return text === '\\';
          case 'special-scheme-slashes':
            return /^[\\/]*$/.test(textOf(c.input, e)) && textOf(c.input, e).length !== 2;
          case 'scheme-lowercased':
            return /[A-Z]/.test(text);
          case 'percent-encoded':
            return (
              utf8PercentEncodeString(textOf(c.input, e), SETS[e.set]) === e.encoded && e.encoded !== text
            );
          case 'dot-segment-removed':
            return /^(\.|%2e)$/i.test(textOf(c.input, e)) === !e.double;
          case 'default-port-removed':
            return /^[0-9]+$/.test(textOf(c.input, e));
          case 'Windows-drive-letter-normalized':
            return /^[a-z]\|$/i.test(textOf(c.input, e));
          case 'host-percent-decoded':
            return text.includes('%');
          default:
            return true;
        }
      })();
      if (!ok) bad.push({ input: c.input, e, text });
    }
    // components and the events about them come in input order
    let at = 0;
    for (const e of events) {
      if (e.type === 'trimmed' || e.type === 'tab-or-newline-removed') continue;
      if (e.start < at && e.type !== 'path-shortened') bad.push({ input: c.input, order: e });
      if (e.type === 'component') at = e.start;
    }
  }

  test('recomputing each component from its span gives the parser record', () => {
    expect(parsed).toBeGreaterThan(500);
    expect(mismatches.slice(0, 3)).toEqual([]);
  });

  test('every event holds where it points, in input order, and observing changes nothing', () => {
    expect(bad.slice(0, 5)).toEqual([]);
  });

  test('urltestdata has every component and most event kinds', () => {
    for (const name of [
      'component:scheme',
      'component:username',
      'component:password',
      'component:host',
      'component:port',
      'component:path-segment',
      'component:opaque-path',
      'component:query',
      'component:fragment',
      'from-base:scheme',
      'from-base:username',
      'from-base:host',
      'from-base:path',
      'from-base:query',
      'trimmed',
      'tab-or-newline-removed',
      'reverse-solidus',
      'special-scheme-slashes',
      'scheme-lowercased',
      'percent-encoded',
      'dot-segment-removed',
      'path-shortened',
      'default-port-removed',
      'IPv4-rewritten',
      'IPv6-rewritten',
      'domain-to-ASCII',
      'host-lowercased',
      'host-percent-decoded',
      'Windows-drive-letter-normalized',
      'Windows-drive-letter-from-base',
      'Windows-drive-letter-host',
      'base-path-dropped',
      'localhost-removed',
      'opaque-path-space-encoded',
    ]) {
      expect(seen.has(name), name).toBe(true);
    }
  });
});

describe('each event kind', () => {
  test('trimming and tab or newline removal, in the original input', () => {
    const { events } = observe(' \x01ht\ttp://h/\na ');
    expect(events.slice(0, 4)).toEqual([
      { type: 'trimmed', start: 0, end: 2, side: 'leading' },
      { type: 'trimmed', start: 14, end: 15, side: 'trailing' },
      { type: 'tab-or-newline-removed', start: 4, end: 5 },
      { type: 'tab-or-newline-removed', start: 12, end: 13 },
    ]);
    // the scheme "ht\ttp" spans the removed tab; the segment "a" is after the newline
    expect(events).toContainEqual({ type: 'component', component: 'scheme', start: 2, end: 7 });
    expect(events).toContainEqual({ type: 'component', component: 'path-segment', start: 13, end: 14 });
  });

  test('the components of an absolute URL, in order', () => {
    const input = "HTTP://us%er:p w@EXAMPLE.com:0081/a b/./c/../d?q'#f`";
    const { url, events } = observe(input);
    expect(serializeURL(url!)).toBe('http://us%er:p%20w@example.com:81/a%20b/d?q%27#f%60');
    const spans = events
      .filter((e) => e.type === 'component')
      .map((e) => [(e as { component: string }).component, input.slice(e.start, e.end)]);
    expect(spans).toEqual([
      ['scheme', 'HTTP'],
      ['username', 'us%er'],
      ['password', 'p w'],
      ['host', 'EXAMPLE.com'],
      ['port', '0081'],
      ['path-segment', 'a b'],
      ['path-segment', 'c'],
      ['path-segment', 'd'],
      ['query', "q'"],
      ['fragment', 'f`'],
    ]);
    expect(types(events)).toEqual([
      'component',
      'scheme-lowercased',
      'component',
      'component',
      'percent-encoded',
      'component',
      'host-lowercased',
      'component',
      'component',
      'percent-encoded',
      'dot-segment-removed',
      'component',
      'dot-segment-removed',
      'path-shortened',
      'component',
      'component',
      'percent-encoded',
      'component',
      'percent-encoded',
    ]);
    expect(events).toContainEqual({
      type: 'percent-encoded',
      start: 14,
      end: 15,
      set: 'userinfo',
      encoded: '%20',
    });
    expect(events).toContainEqual({
      type: 'percent-encoded',
      start: 48,
      end: 49,
      set: 'special-query',
      encoded: '%27',
    });
    expect(events).toContainEqual({ type: 'dot-segment-removed', start: 42, end: 44, double: true });
  });

  test('the default port', () => {
    const { events } = observe('https://h:443/');
    expect(events).toContainEqual({ type: 'default-port-removed', start: 10, end: 13 });
    expect(types(observe('https://h:444/').events)).not.toContain('default-port-removed');
  });

  test('slashes after a special scheme', () => {
    const slashes = (input: string) =>
      observe(input).events.filter(
        (e) => e.type === 'special-scheme-slashes' || e.type === 'reverse-solidus',
      );
    expect(slashes('http:/\\\\h/')).toEqual([
      { type: 'reverse-solidus', start: 6, end: 7 },
      { type: 'reverse-solidus', start: 7, end: 8 },
      { type: 'special-scheme-slashes', start: 5, end: 8 },
    ]);
    expect(slashes('http:h/')).toEqual([{ type: 'special-scheme-slashes', start: 5, end: 5 }]);
    expect(slashes('http://h/')).toEqual([]);
    expect(slashes('http:\\\\h\\x')).toEqual([
      { type: 'reverse-solidus', start: 5, end: 6 },
      { type: 'reverse-solidus', start: 6, end: 7 },
      { type: 'reverse-solidus', start: 8, end: 9 },
    ]);
    expect(slashes('file:x')).toEqual([{ type: 'special-scheme-slashes', start: 5, end: 5 }]);
    expect(slashes('file:\\x')).toEqual([
      { type: 'special-scheme-slashes', start: 5, end: 6 },
      { type: 'reverse-solidus', start: 5, end: 6 },
    ]);
    expect(slashes('file:///x')).toEqual([]);
    // a relative reference: `\x` against a special base is `/x`
    const base = parseURL('http://h/a/b');
    expect(
      observe('\\x', base).events.filter((e) => e.type === 'reverse-solidus' || e.type === 'from-base'),
    ).toEqual([
      { type: 'from-base', component: 'scheme', start: 0, end: 0 },
      { type: 'reverse-solidus', start: 0, end: 1 },
      { type: 'from-base', component: 'username', start: 1, end: 1 },
      { type: 'from-base', component: 'password', start: 1, end: 1 },
      { type: 'from-base', component: 'host', start: 1, end: 1 },
      { type: 'from-base', component: 'port', start: 1, end: 1 },
    ]);
  });

  test('hosts: IPv4, IPv6, IDNA, percent-decoding, opaque hosts', () => {
    const host = (input: string) => types(observe(input).events).filter((t) => t !== 'component');
    expect(host('http://0x7F.1/')).toEqual(['IPv4-rewritten']);
    expect(host('http://127.0.0.1/')).toEqual([]);
    expect(host('http://[0:0::1]/')).toEqual(['IPv6-rewritten']);
    expect(host('http://[::1]/')).toEqual([]);
    expect(host('http://Bücher.example/')).toEqual(['domain-to-ASCII']);
    expect(observe('http://bücher.example/').events).toContainEqual({
      type: 'domain-to-ASCII',
      start: 7,
      end: 21,
      punycode: true,
    });
    expect(observe('http://ＥＸ.com/').events).toContainEqual({
      type: 'domain-to-ASCII',
      start: 7,
      end: 13,
      punycode: false,
    });
    expect(host('http://%41.com/')).toEqual(['host-percent-decoded', 'host-lowercased']);
    expect(host('http://%61.com/')).toEqual(['host-percent-decoded']);
    expect(observe('foo://a\u00a0b/').events).toContainEqual({
      type: 'percent-encoded',
      start: 7,
      end: 8,
      set: 'C0 control',
      encoded: '%C2%A0',
    });
    expect(host('foo://[0::1]/')).toEqual(['IPv6-rewritten']);
    expect(host('FILE://LOCALHOST/')).toEqual(['scheme-lowercased', 'host-lowercased', 'localhost-removed']);
  });

  test('paths: dot segments, shortening, Windows drive letters', () => {
    const file = parseURL('file:///C:/a/b');
    const { events } = observe('D|/x', file);
    expect(types(events)).toEqual([
      'from-base',
      'from-base',
      'from-base',
      'base-path-dropped',
      'component',
      'Windows-drive-letter-normalized',
      'component',
    ]);
    expect(types(observe('/x', file).events)).toContain('Windows-drive-letter-from-base');
    expect(types(observe('x', file).events)).toEqual([
      'from-base',
      'from-base',
      'from-base',
      'path-shortened',
      'component',
    ]);
    expect(observe('file://C|/x').events).toContainEqual({
      type: 'Windows-drive-letter-host',
      start: 7,
      end: 9,
    });
    // a `..` with nothing to remove shortens nothing
    expect(types(observe('http://h/..').events)).not.toContain('path-shortened');
    // the file state keeps a normalized drive letter: `..` does not remove it
    expect(types(observe('file:///C:/..').events)).not.toContain('path-shortened');
    // a `..` at the end leaves an empty segment
    const end = observe('http://h/a/%2E.');
    expect(end.events.slice(-3)).toEqual([
      { type: 'dot-segment-removed', start: 11, end: 15, double: true },
      { type: 'path-shortened', start: 15, end: 15 },
      { type: 'component', component: 'path-segment', start: 15, end: 15 },
    ]);
  });

  test('opaque paths and the space before ? or #', () => {
    const { url, events } = observe('sc:a b \x01?q');
    expect(url!.path).toBe('a b %01');
    expect(events).toContainEqual({
      type: 'percent-encoded',
      start: 7,
      end: 8,
      set: 'C0 control',
      encoded: '%01',
    });
    expect(types(observe('sc:a ?q').events)).toContain('opaque-path-space-encoded');
    const opaque = parseURL('sc:x?y');
    expect(observe('#f', opaque).events.map((e) => (e.type === 'from-base' ? e.component : e.type))).toEqual([
      'scheme',
      'path',
      'query',
      'component',
    ]);
  });

  test('a surrogate pair is one code point', () => {
    const { events } = observe('http://h/\u{1F600}');
    expect(events).toContainEqual({
      type: 'percent-encoded',
      start: 9,
      end: 11,
      set: 'path',
      encoded: '%F0%9F%98%80',
    });
  });

  test('with a state override and url (the setters), the events are in the given input', () => {
    const url = parseURL('http://h/p')!;
    const events: URLParseEvent[] = [];
    const { basicURLParse: parse } = createBasicURLParser();
    parse('a\tb c', { url, stateOverride: 'query state', observer: (e) => events.push(e) });
    expect(url.query).toBe('ab%20c');
    expect(events).toEqual([
      { type: 'tab-or-newline-removed', start: 1, end: 2 },
      { type: 'component', component: 'query', start: 0, end: 5 },
      { type: 'percent-encoded', start: 3, end: 4, set: 'special-query', encoded: '%20' },
    ]);
  });

  test('a failure still tells what was read before it', () => {
    const { url, events } = observe('http://exa mple/');
    expect(url).toBeNull();
    expect(events).toEqual([{ type: 'component', component: 'scheme', start: 0, end: 4 }]);
  });
});
