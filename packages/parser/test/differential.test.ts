// Differential test against whatwg-url 17.3.0 (the reference implementation): on every line of the
// four benchmark corpora and on generated inputs, both give the same href and components, or both
// fail; and the same validation error names in the same order (IPv4-non-ASCII-input included:
// whatwg/url#925, which both implement).

import { createHostParser, serializeHost } from '@url/host';
import { tr46IDNA } from '@url/host/tr46';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as W from 'whatwg-url';
import { tr46VersionsDisagree } from '../../../tooling/config/tr46-versions';
import {
  basicURLParse,
  createURLParser,
  parseURLWithValidationErrors,
  URL,
  type URLRecord,
} from '../src/index';
import { absoluteURL, baseURL, nearCanonicalRelative, nearCanonicalURL, relativeRef } from './arbitraries';
import { CORPORA, loadCorpus } from './corpora';

const slow = createURLParser({ host: createHostParser({ idna: tr46IDNA }), fastPath: false });

const COMPONENTS = [
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
  'hash',
] as const;

type Components = Record<(typeof COMPONENTS)[number], string>;

function components(u: Components): Components {
  return Object.fromEntries(COMPONENTS.map((k) => [k, u[k]])) as Components;
}

function recordView(r: URLRecord | W.URLRecord | null, hostSerializer: (h: never) => string) {
  if (r === null) return null;
  return {
    scheme: r.scheme,
    username: r.username,
    password: r.password,
    host: r.host === null ? null : hostSerializer(r.host as never),
    port: r.port,
    path: r.path,
    query: r.query,
    fragment: r.fragment,
  };
}

function tryURL(make: () => Components): Components | 'failure' {
  try {
    return components(make());
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    return 'failure';
  }
}

/**
 * Compares everything for one (input, base) pair; returns a description of the first difference.
 * A difference on an input where our tr46 and whatwg-url's read some piece differently (their
 * Unicode versions, tooling/config/tr46-versions.ts) is that difference alone, and is excused.
 */
export function compare(input: string, base: string | null): string | undefined {
  const d = compareAll(input, base);
  if (d === undefined) return undefined;
  if (tr46VersionsDisagree(input) || (base !== null && tr46VersionsDisagree(base))) return undefined;
  return d;
}

function compareAll(input: string, base: string | null): string | undefined {
  const wBase = base === null ? null : W.basicURLParse(base);
  const oBase = base === null ? null : basicURLParse(base);
  if ((wBase === null) !== (oBase === null)) return `base ${JSON.stringify(base)}: failure differs`;
  if (base !== null && wBase === null) return undefined;

  // Records: basicURLParse (+ the validation errors).
  const w = W.parseURLWithValidationErrors(input, wBase === null ? {} : { baseURL: wBase });
  const o = parseURLWithValidationErrors(input, oBase);
  const wr = recordView(w.url, W.serializeHost);
  const or = recordView(o.url, serializeHost);
  if (JSON.stringify(wr) !== JSON.stringify(or))
    return `record: ours ${JSON.stringify(or)} whatwg-url ${JSON.stringify(wr)}`;
  const wErrors = w.validationErrors;
  const oErrors = o.errors.map((e) => e.type);
  if (wErrors.join() !== oErrors.join()) return `errors: ours ${oErrors.join()} whatwg-url ${wErrors.join()}`;
  for (const e of o.errors) {
    if (!(e.index >= 0 && e.index <= input.length)) return `error index out of range: ${JSON.stringify(e)}`;
  }

  // The URL class, fast paths on and off, string base and URL object base.
  const expected = tryURL(() => (base === null ? new W.URL(input) : new W.URL(input, base)));
  const candidates: [string, () => Components][] = [
    ['URL', () => (base === null ? new URL(input) : new URL(input, base))],
    ['URL without fast paths', () => (base === null ? new slow.URL(input) : new slow.URL(input, base))],
  ];
  if (base !== null) candidates.push(['URL with a URL base', () => new URL(input, new URL(base))]);
  for (const [name, make] of candidates) {
    const got = tryURL(make);
    if (JSON.stringify(got) !== JSON.stringify(expected)) {
      return `${name}: ours ${JSON.stringify(got)} whatwg-url ${JSON.stringify(expected)}`;
    }
  }
  const canParse = base === null ? URL.canParse(input) : URL.canParse(input, base);
  if (canParse !== (expected !== 'failure')) return `canParse ${canParse}`;
  return undefined;
}

// Chunks keep each test well under the timeout on a busy machine (whatwg-url takes ~50-300 µs a line).
const CHUNK = 6000;

describe('differential against whatwg-url: the benchmark corpora, every line', () => {
  for (const name of CORPORA) {
    const lines = loadCorpus(name);
    test(`${name} has its lines`, () => expect(lines.length).toBeGreaterThan(6000));
    for (let start = 0; start < lines.length; start += CHUNK) {
      const chunk = lines.slice(start, start + CHUNK);
      test(`${name}, lines ${start + 1}-${start + chunk.length}`, () => {
        const differences: string[] = [];
        for (const line of chunk) {
          const d = compare(line, null);
          if (d !== undefined) differences.push(`${JSON.stringify(line)}: ${d}`);
        }
        expect(differences.slice(0, 10)).toEqual([]);
      });
    }
  }
});

const RUNS = 4000;

describe('differential against whatwg-url: generated inputs', () => {
  const check = (input: string, base: string | null) => {
    const d = compare(input, base);
    if (d !== undefined) throw new Error(`${JSON.stringify(input)} against ${JSON.stringify(base)}: ${d}`);
  };
  test('absolute URLs (schemes, userinfo, IPv4/IPv6/IDNA hosts, ports, dot segments, C0, tabs, surrogates)', () => {
    fc.assert(
      fc.property(absoluteURL, (input) => check(input, null)),
      { numRuns: RUNS },
    );
  });
  test('relative references against bases of every kind', () => {
    fc.assert(
      fc.property(relativeRef, baseURL, (input, base) => check(input, base)),
      { numRuns: RUNS },
    );
  });
  test('near-canonical absolute URLs (the fast path and its edges)', () => {
    fc.assert(
      fc.property(nearCanonicalURL, (input) => check(input, null)),
      { numRuns: RUNS },
    );
  });
  test('near-canonical relative references (the relative fast path and its edges)', () => {
    fc.assert(
      fc.property(nearCanonicalRelative, baseURL, (input, base) => check(input, base)),
      { numRuns: RUNS },
    );
  });
});
