import { fileURLToPath } from 'node:url';
import { assertSuite, loadExpectations, runSuites, type SuiteResult } from '@url/wpt-runner';
import { toASCII } from 'tr46-oracle';
import { describe, expect, it } from 'vitest';
import { parseHost, RELAXED_TO_ASCII_OPTIONS, serializeHost } from '../src/index';
import { loadCases } from './wpt-data';

/** `new URL("https://" + input + "/x").host` for a host-only implementation: the serialized host, or null. */
function hostToASCII(input: string): string | null {
  const host = parseHost(input);
  return host === null ? null : serializeHost(host);
}

/** The same, with a validation-error reporter attached (which must not change any result). */
function hostToASCIIReporting(input: string): string | null {
  let errors = 0;
  const host = parseHost(input, false, () => errors++);
  // a failure is always signified by at least one validation error
  if (host === null && errors === 0) return `no validation error for a failure: ${input}`;
  return host === null ? null : serializeHost(host);
}

const expectations = loadExpectations(fileURLToPath(new URL('./wpt-expectations.json', import.meta.url)));
const SUITES = ['toascii.json', 'IdnaTestV2.json', 'IdnaTestV2-removed.json'];
const COUNTS: Record<string, { total: number; passed: number }> = {
  'toascii.json': { total: 87, passed: 87 },
  'IdnaTestV2.json': { total: 2670, passed: 2670 },
  'IdnaTestV2-removed.json': { total: 20, passed: 20 },
};

describe('WPT IDNA suites through @url/wpt-runner (hostToASCII)', () => {
  for (const [label, impl] of [
    ['without a reporter', hostToASCII],
    ['with a reporter', hostToASCIIReporting],
  ] as const) {
    it(`${label}: every suite is clean against the expectations`, async () => {
      const results: SuiteResult[] = await runSuites(
        { hostToASCII: impl, name: '@url/host' },
        { suites: SUITES, expectations },
      );
      expect(results.map((r) => r.suite)).toEqual(SUITES);
      for (const r of results) {
        assertSuite(r);
        expect({ total: r.total, passed: r.passed }, r.suite).toEqual(COUNTS[r.suite]);
        expect(r.notApplicable, r.suite).toEqual([]);
      }
    });
  }

  it('a reporter changes no result on any case of the three files', () => {
    let n = 0;
    for (const file of SUITES) {
      for (const c of loadCases(file)) {
        expect(hostToASCIIReporting(c.input), JSON.stringify(c.input)).toBe(hostToASCII(c.input));
        n++;
      }
    }
    expect(n).toBe(87 + 2671 + 20);
  });
});

describe('tr46\u2019s Unicode version is the one the pinned IdnaTestV2 data was generated from', () => {
  it('without the expectations, exactly the listed tests fail (none)', async () => {
    const [idna] = await runSuites({ hostToASCII }, { suites: ['IdnaTestV2.json'] });
    if (idna === undefined) throw new Error('runSuites returned no result for IdnaTestV2.json');
    expect(idna.failures.map((f) => f.name).sort()).toEqual(
      Object.keys(expectations['IdnaTestV2.json'] ?? {}).sort(),
    );
    expect(idna.failures).toEqual([]);
  });

  it('tr46 6.0.0 (Unicode 17.0.0, engines node >=20) disallows U+3E8AC, as the pinned data expects', async () => {
    const { readFileSync } = await import('node:fs');
    const tr46Package = JSON.parse(
      readFileSync(new URL('../node_modules/tr46/package.json', import.meta.url), 'utf8'),
    ) as { version: string; unicodeVersion: string; engines: { node: string } };
    expect(tr46Package.version).toBe('6.0.0');
    expect(tr46Package.unicodeVersion).toBe('17.0.0');
    // every Node version our own engines field (>=20.19.0) names is inside tr46's
    expect(tr46Package.engines.node).toBe('>=20');
    // The two cases tr46 7.0.0 (Unicode 18.0.0, engines ^22.14.0 || >=24.0.0) got "wrong" for this
    // data: U+3E8AC is unassigned in Unicode 17, so ToASCII fails (V7) and the URL does not parse.
    const cases = loadCases('IdnaTestV2.json').filter((c) => c.input.includes('\u{3E8AC}'));
    expect(cases.length).toBe(2);
    for (const c of cases) {
      expect(c.output).toBeNull();
      expect(c.comment).toBe('V7');
      expect(toASCII(c.input, RELAXED_TO_ASCII_OPTIONS)).toBeNull();
      expect(hostToASCII(c.input)).toBeNull();
      expect(toASCII(c.input.replace('\u{3E8AC}', 'a'), RELAXED_TO_ASCII_OPTIONS)).not.toBeNull();
    }
    expect(toASCII('\u{3E8AC}', RELAXED_TO_ASCII_OPTIONS)).toBeNull();
  });
});
