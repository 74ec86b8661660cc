// Both routes of `exec` and `test` on the same inputs. The fast route reads a URL string in place
// (`scanCommonURL`, components checked while they are read); the spec route is the standard's match
// on the parsed components (`matchAURLPattern`: the basic URL parser, then each component's
// matcher). They must give the same answer, and `exec` results of exactly the shape the standard
// gives: a URLPatternResult converted to JavaScript the way Web IDL converts a dictionary
// (https://webidl.spec.whatwg.org/#js-dictionary: a fresh ordinary object, one own data property
// per member, created in lexicographical order; a record, `groups`, likewise in its key order).
// So nothing in a result may be shared between calls, lazily computed (an accessor, own or
// inherited, shows in getOwnPropertyDescriptor, hasOwnProperty, JSON.stringify, structuredClone) or
// ordered otherwise. `toEqual` checks none of that; these tests do.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { URLPattern, type URLPatternResult } from '../src/index';
import { COMPONENT_NAMES } from '../src/init';
import { matchAURLPattern, urlPatternRecord } from '../src/url-pattern';
import { OFFSETS_LENGTH, scanCommonURL } from '../src/url-split';
import sample from './fixtures/workload-sample.json' with { type: 'json' };
import { readWptJSON } from './helpers/wpt';

/** URLPatternResult's members in lexicographical order (Web IDL creates them in this order). */
const RESULT_KEYS = [
  'hash',
  'hostname',
  'inputs',
  'password',
  'pathname',
  'port',
  'protocol',
  'search',
  'username',
];
/** URLPatternComponentResult's members in lexicographical order. */
const COMPONENT_RESULT_KEYS = ['groups', 'input'];

/** Why `value` is not an ordinary object with only writable, enumerable, configurable own data properties, or ''. */
function notPlainData(value: object, where: string): string {
  if (Object.getPrototypeOf(value) !== Object.prototype) return `${where}: not an ordinary object`;
  for (const key of Reflect.ownKeys(value)) {
    const d = Object.getOwnPropertyDescriptor(value, key)!;
    if (!('value' in d && d.writable && d.enumerable && d.configurable))
      return `${where}.${String(key)}: not a plain data property`;
  }
  return '';
}

const sameKeys = (a: object, b: readonly (string | symbol)[]) =>
  JSON.stringify(Reflect.ownKeys(a)) === JSON.stringify(b);

/**
 * Why the fast route's result differs from the spec route's (member by member, in shape and in
 * order), or '' (checked in plain code: one `expect` per comparison keeps thousands of them fast).
 */
function difference(fast: URLPatternResult | null, slow: URLPatternResult | null): string {
  if (slow === null || fast === null) return fast === slow ? '' : `one result is null`;
  const why = notPlainData(fast, 'result');
  if (why !== '') return why;
  if (!sameKeys(fast, RESULT_KEYS)) return `result members ${String(Reflect.ownKeys(fast))}`;
  if (!Array.isArray(fast.inputs) || Object.getPrototypeOf(fast.inputs) !== Array.prototype)
    return 'inputs: not an array';
  if (JSON.stringify(fast.inputs) !== JSON.stringify(slow.inputs)) return 'inputs differ';
  for (const name of COMPONENT_NAMES) {
    const c = fast[name];
    const s = slow[name];
    const why = notPlainData(c, name) || notPlainData(c.groups, `${name}.groups`);
    if (why !== '') return why;
    if (!sameKeys(c, COMPONENT_RESULT_KEYS)) return `${name} members ${String(Reflect.ownKeys(c))}`;
    if (c.input !== s.input) return `${name}.input ${JSON.stringify(c.input)} != ${JSON.stringify(s.input)}`;
    if (!sameKeys(c.groups, Reflect.ownKeys(s.groups))) return `${name}.groups keys differ`;
    for (const key of Object.keys(s.groups))
      if (!Object.is(c.groups[key], s.groups[key])) return `${name}.groups.${key} differs`;
  }
  return '';
}

function expectSameResult(fast: URLPatternResult | null, slow: URLPatternResult | null, label: string): void {
  const why = difference(fast, slow);
  // (the results themselves in the message, to see what differs)
  if (why !== '') expect({ fast, slow }, `${label}: ${why}`).toBe(null);
}

/** Every object of a result: itself, `inputs`, the component results and their groups. */
function objectsOf(r: URLPatternResult): object[] {
  const all: object[] = [r, r.inputs];
  for (const name of COMPONENT_NAMES) all.push(r[name], r[name].groups);
  return all;
}

/** Runs exec and test on both routes and compares them; true when the fast route read the URL. */
function compareRoutes(pattern: URLPattern, url: string, label: string): boolean {
  const slow = matchAURLPattern(urlPatternRecord(pattern), url);
  const fast = pattern.exec(url);
  expectSameResult(fast, slow, `${label} on ${JSON.stringify(url)}`);
  if (pattern.test(url) !== (slow !== null)) expect.fail(`${label}: test() on ${JSON.stringify(url)}`);
  if (fast !== null) {
    // fresh objects on every call: nothing shared with the previous result
    const again = pattern.exec(url)!;
    const before = new Set(objectsOf(fast));
    if (objectsOf(again).some((o) => before.has(o))) expect.fail(`${label}: an object shared between calls`);
    // and the result survives a change to the previous one
    fast.pathname.groups.x = 'changed';
    (fast.inputs as string[]).push('changed');
    expectSameResult(pattern.exec(url), slow, `${label} (again) on ${JSON.stringify(url)}`);
  }
  return scanCommonURL(url, new Int32Array(OFFSETS_LENGTH), null) !== -1;
}

interface WptEntry {
  pattern: unknown[];
  inputs?: unknown[];
  expected_obj?: unknown;
}

const wpt = readWptJSON<WptEntry[]>('urlpattern/resources/urlpatterntestdata.json');

/** The WPT patterns that construct (with their constructor arguments). */
const wptPatterns: { pattern: URLPattern; label: string }[] = [];
for (const entry of wpt) {
  try {
    wptPatterns.push({
      pattern: new (URLPattern as any)(...entry.pattern),
      label: `pattern ${JSON.stringify(entry.pattern)}`,
    });
  } catch {
    // the entries expecting a TypeError
  }
}

/** Every URL string the WPT entries match against (inputs given without a baseURL). */
const wptURLs = [
  ...new Set(
    wpt.flatMap((e) =>
      e.inputs !== undefined && e.inputs.length === 1 && typeof e.inputs[0] === 'string'
        ? [e.inputs[0] as string]
        : [],
    ),
  ),
];

describe('exec and test: the in-place route and the spec route agree', () => {
  it('on each WPT entry with a URL string input', () => {
    let fastRoute = 0;
    let compared = 0;
    for (const entry of wpt) {
      if (entry.inputs?.length !== 1 || typeof entry.inputs[0] !== 'string') continue;
      let pattern: URLPattern;
      try {
        pattern = new (URLPattern as any)(...entry.pattern);
      } catch {
        continue;
      }
      compared++;
      if (compareRoutes(pattern, entry.inputs[0], `pattern ${JSON.stringify(entry.pattern)}`)) fastRoute++;
    }
    expect(compared).toBeGreaterThan(60);
    // (the comparisons above are only worth something if the fast route actually answered)
    expect(fastRoute).toBeGreaterThan(50);
  });

  it('on every WPT pattern against every WPT URL string and the workload sample URLs', () => {
    const urls = [...wptURLs, ...sample.urls.slice(0, 60)];
    let fastRoute = 0;
    let matches = 0;
    for (const { pattern, label } of wptPatterns)
      for (const url of urls) {
        if (compareRoutes(pattern, url, label)) fastRoute++;
        if (pattern.test(url)) matches++;
      }
    expect(fastRoute).toBeGreaterThan(1000);
    expect(matches).toBeGreaterThan(500);
  });

  it('on the workload sample patterns and URLs', () => {
    let matches = 0;
    for (const spec of sample.patterns as { input: any; baseURL?: string; options?: object }[]) {
      let pattern: URLPattern;
      try {
        pattern =
          spec.baseURL !== undefined
            ? new URLPattern(spec.input, spec.baseURL, spec.options)
            : new URLPattern(spec.input, spec.options);
      } catch {
        continue; // a regexp group that "v" mode rejects
      }
      for (const url of sample.urls) {
        compareRoutes(pattern, url, JSON.stringify(spec));
        if (pattern.test(url)) matches++;
      }
    }
    expect(matches).toBeGreaterThan(100);
  });

  it('on generated patterns and URLs', () => {
    const patternArb = fc.record(
      {
        protocol: fc.constantFrom('https', 'http{s}?', '*', ':p', 'ws(s)?', 'file'),
        hostname: fc.constantFrom('example.com', '*.example.com', '*', ':sub.example.com', '{*.}?b.c', ''),
        port: fc.constantFrom('', '*', '8080', ':port(\\d+)'),
        pathname: fc.constantFrom('/*', '/a/:b', '/:x', '*', '/a', '/a/:b?', '/:rest*', '(.*)', '/A'),
        search: fc.constantFrom('*', '', 'q=:v', ':q(.*)', '*=*'),
        hash: fc.constantFrom('*', '', 'h', ':frag'),
      },
      { requiredKeys: [] },
    );
    const urlArb = fc
      .tuple(
        fc.constantFrom('https', 'http', 'ws', 'wss', 'file', 'foo', 'HTTPS'),
        fc.constantFrom('://', ':', ':/', ':///'),
        fc.constantFrom('', 'u@', 'u:p@'),
        fc.constantFrom('example.com', 'a.example.com', 'b.c', 'EXAMPLE.com', '1.2.3.4', 'xn--a.b', 'x'),
        fc.constantFrom('', ':8080', ':443', ':80', ':', ':0'),
        fc.constantFrom('', '/', '/a', '/a/b', '/A', '/a/./b', '/a%2e', '/a b', '/é', '/a/b/'),
        fc.constantFrom('', '?', '?q=1', "?q='", '?q=a b', '#h', '?q#h', '#'),
      )
      .map((p) => p.join(''));
    fc.assert(
      fc.property(
        patternArb,
        fc.boolean(),
        fc.array(urlArb, { minLength: 1, maxLength: 6 }),
        (init, ignoreCase, urls) => {
          const pattern = new URLPattern(init, { ignoreCase });
          for (const url of urls) compareRoutes(pattern, url, JSON.stringify(init));
        },
      ),
      { numRuns: Number(process.env.PATTERN_RUNS ?? 800) },
    );
  });
});

describe('exec results are plain data, as the standard converts them', () => {
  it('a JSON round trip and a structured clone keep every member', () => {
    const p = new URLPattern({ pathname: '/users/:id', hostname: ':host.example.com' });
    const r = p.exec('https://api.example.com/users/7?x#y')!;
    const expected = {
      hash: { groups: { 0: 'y' }, input: 'y' },
      hostname: { groups: { host: 'api' }, input: 'api.example.com' },
      inputs: ['https://api.example.com/users/7?x#y'],
      password: { groups: { 0: '' }, input: '' },
      pathname: { groups: { id: '7' }, input: '/users/7' },
      port: { groups: { 0: '' }, input: '' },
      protocol: { groups: { 0: 'https' }, input: 'https' },
      search: { groups: { 0: 'x' }, input: 'x' },
      username: { groups: { 0: '' }, input: '' },
    };
    expect(JSON.parse(JSON.stringify(r))).toStrictEqual(expected);
    expect(structuredClone(r)).toStrictEqual(expected);
    expect(JSON.stringify(Object.keys(r))).toBe(JSON.stringify(RESULT_KEYS));
  });

  it('a group that did not participate is an own property whose value is undefined', () => {
    const p = new URLPattern({ pathname: '/a{/:b}?' });
    const r = p.exec('https://x/a')!;
    expect(Object.hasOwn(r.pathname.groups, 'b')).toBe(true);
    expect(r.pathname.groups.b).toBeUndefined();
    expectSameResult(r, matchAURLPattern(urlPatternRecord(p), 'https://x/a'), 'optional group');
  });
});
