// The differential's comparison and classification: a small generated run (ours against whatwg-url
// must agree; nothing but TypeError escapes), and each known cause recognised on results shaped like
// the runtime difference it describes (fixed data, so this does not depend on the Node version).
import { urlInput } from '@url/fuzz/arbitraries';
import { tr46IDNA } from '@url/host/tr46';
import { checkURLInvariants, createURLParser, URL as Ours, urlFastPath } from '@url/parser';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { URL as Whatwg } from 'whatwg-url';
import { CAUSES, causeKey, causeOf } from '../src/causes.mjs';
import { COMPONENTS, compareThree, diffOf, shapeOf } from '../src/compare.mjs';

const impls = { ours: Ours, whatwg: Whatwg, builtin: globalThis.URL };
/** The stacks to check the offsets/record invariants on: like the root `URL`, and without fast paths. */
const stacks = [
  createURLParser({ idna: tr46IDNA, fastPath: urlFastPath }),
  createURLParser({ idna: tr46IDNA, fastPath: false }),
];

/** Results as runOne makes them, from an href (or null for failure). */
function result(href: string | null, canParse = href !== null) {
  if (href === null) return { ok: false, canParse };
  const u = new Whatwg(href);
  const c: Record<string, string> = {};
  for (const k of COMPONENTS) c[k] = (u as any)[k];
  return { ok: true, c, canParse };
}

function withPath(href: string, pathname: string) {
  const r = result(href) as { ok: true; c: Record<string, string>; canParse: boolean };
  return { ...r, c: { ...r.c, pathname } };
}

describe('compareThree', () => {
  test('ours and whatwg-url agree on 2,000 generated inputs, our invariants hold on each, and nothing but TypeError escapes', () => {
    const inputs = fc.sample(urlInput, { seed: 7, numRuns: 2000 }) as [string, string | null][];
    const verdicts: Record<string, number> = {};
    const disagreements: string[] = [];
    for (const [input, base] of inputs) {
      const r = compareThree(impls, input, base);
      verdicts[r.verdict] = (verdicts[r.verdict] ?? 0) + 1;
      if (r.verdict === 'ours≠whatwg-url' || r.verdict === 'crash' || r.verdict === 'canParse')
        disagreements.push(`${JSON.stringify(input)} ${JSON.stringify(base)}: ${r.key}`);
      // the URL object's offsets agree with the URL record and the serializer
      for (const stack of stacks) {
        for (const e of checkURLInvariants(stack, input, base))
          disagreements.push(`${JSON.stringify(input)} ${JSON.stringify(base)}: ${e}`);
      }
    }
    expect(disagreements).toEqual([]);
    expect(verdicts.agree).toBeGreaterThan(1500);
  });

  test('a difference is reported with its components, failure as "failure"', () => {
    expect(diffOf(result('http://a/'), result('http://b/'))).toEqual(['origin', 'host', 'hostname']);
    expect(diffOf(result('http://a/'), result('http://a/'))).toEqual([]);
    expect(diffOf(result('http://a/'), result(null))).toEqual(['failure']);
    expect(diffOf(result(null), result(null))).toEqual([]);
  });

  test('shapes name the scheme kind and the host kind', () => {
    expect(shapeOf(result('http://1.2.3.4/').c!, '')).toBe('special, IPv4');
    expect(shapeOf(result('http://[::ffff:1.2.3.4]/').c!, '')).toBe('special, IPv6 (IPv4-mapped or NAT64)');
    expect(shapeOf(result('https://xn--fa-hia.example/').c!, '')).toBe('special, IDNA domain');
    expect(shapeOf(result('file:///x').c!, '')).toBe('file, empty host');
    expect(shapeOf(result('foo://h/').c!, '')).toBe('non-special, opaque host');
    expect(shapeOf(result('mailto:x').c!, '')).toBe('non-special, opaque path');
    expect(shapeOf(null, ' HTTP://x')).toBe('special, unparsed');
    expect(shapeOf(null, '//x')).toBe('no scheme');
  });
});

describe('causes', () => {
  const cases: Record<string, [string, string | null, ReturnType<typeof result>, ReturnType<typeof result>]> =
    {
      // [input, base, spec result (ours = whatwg-url), built-in result]
      'canparse-latin1': [
        'http://faß/',
        null,
        result('http://xn--fa-hia/'),
        result('http://xn--fa-hia/', false),
      ],
      'opaque-base': ['?x', 'about:blank', result(null), result('about:blank?x')],
      'ascii-domain-lowercased': ['ws:xn--', null, result('ws://xn--/'), result(null)],
      bidi: ['http://7ם/', null, result(null), result('http://xn--7-ric/')],
      'opaque-path-space': ['sc: ?', null, result('sc:%20?'), withPath('sc:%20?', ' ')],
      'dot-dot-empty-path': ['/..', 'foo:/p/q', result('foo:/'), withPath('foo:/', '')],
      'path-caret': ['http://h/^', null, result('http://h/%5E'), withPath('http://h/%5E', '/^')],
      'file-drive-letter-shorten': ['file:C:p/..', null, result('file:///'), withPath('file:///', '/C:p/')],
      'idna-mapping-data': ['ws:ẞ', null, result('ws://xn--zca/'), result('ws://ss/')],
      'idna-mapping-data (a new character)': ['ftp:\u{2ebf0}', null, result('ftp://xn--8g0n/'), result(null)],
      'dot-segments-after-dot-segment': ['o:/]/.2/..', null, result('o:/]/'), withPath('o:/]/', '/]/.2/..')],
      'dot-segments-after-dot-segment (single dot)': [
        'http:.//.y/.',
        null,
        result('http://.//.y/'),
        withPath('http://.//.y/', '//.y/.'),
      ],
    };

  test('every cause has a test case here, a note quoting its source, and a unique title', () => {
    const ids = new Set(Object.keys(cases).map((k) => k.replace(/ \(.*\)$/, '')));
    expect(CAUSES.map((c) => c.id).sort()).toEqual([...ids].sort());
    for (const c of CAUSES) expect(c.note.length).toBeGreaterThan(100);
    expect(new Set(CAUSES.map((c) => c.title)).size).toBe(CAUSES.length);
  });

  for (const [label, [input, base, spec, builtin]] of Object.entries(cases)) {
    test(`${label} is recognised`, () => {
      const cause = causeOf('built-in≠both', input, base, { ours: spec, ref: spec, builtin } as any);
      expect(cause?.id).toBe(label.replace(/ \(.*\)$/, ''));
      expect(causeKey(cause!)).toBe(`cause: ${cause!.title}`);
    });
  }

  test('a difference no cause explains is left unclassified', () => {
    const spec = result('http://h/a');
    const builtin = result('http://h/b');
    expect(
      causeOf('built-in≠both', 'http://h/a', null, { ours: spec, ref: spec, builtin } as any),
    ).toBeNull();
  });
});
