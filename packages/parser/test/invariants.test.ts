// The offsets/record invariants (checkURLInvariants) on every WPT input: the urltestdata files
// (upstream and ours), the hrefs and new values of the setters tests, the IDNA and toascii hosts.
import { readFileSync } from 'node:fs';
import { createHostParser } from '@url/host';
import { tr46IDNA } from '@url/host/tr46';
import { describe, expect, test } from 'vitest';
import { checkURLInvariants, createURLParser, type URLConstructor, type URLParser } from '../src/index';

const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

/** Every input (with its base) of the WPT URL data, upstream and extra. */
function wptInputs(): [string, string | null][] {
  const out: [string, string | null][] = [];
  for (const file of [
    '../../../wpt/url/resources/urltestdata.json',
    '../../../wpt/url/resources/urltestdata-javascript-only.json',
    '../../../wpt/extra/urltestdata.parser-regressions.json',
    '../../../wpt/extra/urltestdata.fuzz-regressions.json',
  ]) {
    for (const c of read(file)) if (typeof c === 'object') out.push([c.input, c.base ?? null]);
  }
  for (const file of [
    '../../../wpt/url/resources/setters_tests.json',
    '../../../wpt/extra/setters_tests.fuzz-regressions.json',
  ]) {
    for (const [key, cases] of Object.entries(
      read(file) as Record<string, { href: string; new_value: string }[]>,
    )) {
      if (key === 'comment') continue;
      for (const c of cases) {
        out.push([c.href, null]);
        out.push([c.new_value, c.href]);
      }
    }
  }
  for (const file of [
    '../../../wpt/url/resources/toascii.json',
    '../../../wpt/url/resources/IdnaTestV2.json',
  ]) {
    for (const c of read(file)) if (typeof c === 'object') out.push([`https://${c.input}/x`, null]);
  }
  return out;
}

const host = createHostParser({ idna: tr46IDNA });
const stacks: Record<string, URLParser> = {
  'fast path on': createURLParser({ host, fastPath: undefined }),
  'fast path off': createURLParser({ host, fastPath: false }),
};

describe('checkURLInvariants on every WPT input', () => {
  const inputs = wptInputs();
  test('there are the WPT inputs', () => {
    expect(inputs.length).toBeGreaterThan(3000);
  });
  for (const [name, stack] of Object.entries(stacks)) {
    test(name, () => {
      const failures: unknown[] = [];
      let parsed = 0;
      for (const [input, base] of inputs) {
        const errors = checkURLInvariants(stack, input, base);
        if (errors.length > 0) failures.push({ input, base, errors });
        if (stack.parseURL(input, base) !== null) parsed++;
      }
      expect(parsed).toBeGreaterThan(2000);
      expect(failures.slice(0, 5)).toEqual([]);
    });
  }
});

describe('checkURLInvariants finds what is wrong', () => {
  const stack = createURLParser({ host });
  /** The stack with a URL class one of whose getters lies. */
  function lying(name: string, value: string): URLParser {
    const Base = stack.URL as unknown as new (u: string, b?: string) => object;
    class Lying extends Base {}
    Object.defineProperty(Lying.prototype, name, { get: () => value });
    Object.assign(Lying, { canParse: stack.URL.canParse, parse: stack.URL.parse });
    return { ...stack, URL: Lying as unknown as URLConstructor };
  }

  test('a getter that disagrees with the record', () => {
    expect(checkURLInvariants(stack, 'https://h/p?q#f')).toEqual([]);
    expect(checkURLInvariants(lying('pathname', '/x'), 'https://h/p')).toEqual([
      'URL.pathname is "/x", the record\'s "/p"',
    ]);
    expect(checkURLInvariants(lying('href', 'https://h/x'), 'https://h/p')).toEqual([
      'URL.href is "https://h/x", the record\'s "https://h/p"',
    ]);
  });

  test('canParse and parse that disagree with the parser', () => {
    const wrong = {
      ...stack,
      URL: Object.assign(Object.create(stack.URL), { canParse: () => true, parse: () => ({}) }),
    };
    expect(checkURLInvariants(wrong, 'no scheme')).toEqual([
      'URL.canParse disagrees with the parser',
      'URL.parse disagrees with the parser',
    ]);
  });

  test('a record whose serialization does not parse back, and offsets that do not point at the record', () => {
    // a parser that returns a record the serializer cannot read back: host "a b" is not a host
    const broken: URLParser = {
      ...stack,
      parseURL: (input, base) => {
        const url = stack.parseURL(input, base);
        if (url !== null && input === 'https://h/') url.host = 'a b';
        return url;
      },
    };
    const errors = checkURLInvariants(broken, 'https://h/');
    expect(errors).toContain('the serialization does not parse to itself');
    expect(errors).toContain('the packed record serializes otherwise');
    expect(errors).toContain("fast path: href is https://h/, the state machine's https://a b/");
  });

  test('a base that does not parse is no case', () => {
    expect(checkURLInvariants(stack, 'x', 'nope')).toEqual([]);
  });
});
