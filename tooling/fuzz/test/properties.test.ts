// Every fuzzed property at a modest count, with a fixed seed (so a failure here is reproducible;
// `pnpm fuzz` explores with fresh seeds), plus checks that the generators reach what they claim to
// and that every known issue still reproduces (an entry for a fixed bug fails here).
import { URL } from '@url/parser';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as A from '../src/arbitraries.mjs';
import { PROPERTIES, toFastCheck } from '../src/properties.mjs';

const SEED = Number(process.env.FUZZ_SEED ?? 20260702);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

describe('properties', () => {
  test('there is at least one property per package', () => {
    const pkgs = new Set(PROPERTIES.map((p) => p.pkg));
    expect([...pkgs].sort()).toEqual([
      '@url/host',
      '@url/ipaddr',
      '@url/parser',
      '@url/pattern',
      '@url/percent',
      '@url/searchparams',
    ]);
  });
  for (const prop of PROPERTIES) {
    test(`${prop.name}: ${prop.claim}`, () => {
      fc.assert(toFastCheck(prop), { numRuns: prop.runs ?? RUNS, seed: SEED });
    });
  }
});

describe('known issues still reproduce (remove the entry when the bug is fixed)', () => {
  const known = PROPERTIES.flatMap((p) => (p.known ?? []).map((k) => [p, k] as const));
  test('every known issue names a reason and a reproduction', () => {
    for (const [, k] of known) {
      expect(k.reason.length).toBeGreaterThan(10);
      expect(k.repro).toBeDefined();
    }
  });
  for (const [prop, k] of known) {
    if (k.hangs !== undefined) {
      // A hang is not re-run here (that would be a timed test); its entry must at least skip its own
      // reproduction, and `pnpm fuzz` verifies a fix once the entry is removed.
      test(`${prop.name}: ${k.id} (a hang: its reproduction is skipped)`, () => {
        expect(k.kind).toBe('bug');
        expect(k.hangs!(k.repro)).toBe(true);
      });
      continue;
    }
    test(`${prop.name}: ${k.id}`, () => {
      let error: unknown;
      try {
        prop.check(k.repro);
      } catch (e) {
        error = e;
      }
      expect(error, `${k.id} no longer fails: remove it from ${prop.name}'s known issues`).toBeDefined();
      expect(k.matches(k.repro, error)).toBe(true);
    });
  }
});

describe('the generators reach what they claim to', () => {
  const sample = fc.sample(A.urlInput, { seed: SEED, numRuns: 3000 }) as [string, string | null][];
  const parsed = sample.map(([input, base]) => {
    try {
      return base === null ? new URL(input) : new URL(input, base);
    } catch {
      return null;
    }
  });
  const ok = parsed.filter((u) => u !== null);

  test('a good share parses and a good share fails', () => {
    expect(ok.length).toBeGreaterThan(sample.length * 0.3);
    expect(sample.length - ok.length).toBeGreaterThan(sample.length * 0.1);
  });
  test('hosts of every kind: IPv4 (from non-decimal notations too), IPv6 with embedded IPv4, IDNA, opaque, empty', () => {
    const hosts = ok.map((u) => u!.hostname);
    expect(hosts.filter((h) => /^\d+\.\d+\.\d+\.\d+$/.test(h)).length).toBeGreaterThan(50);
    expect(sample.filter(([i]) => /\/\/0x[0-9a-f]/i.test(i)).length).toBeGreaterThan(10);
    expect(hosts.filter((h) => h.startsWith('[')).length).toBeGreaterThan(30);
    expect(hosts.filter((h) => h.startsWith('[::ffff:')).length).toBeGreaterThan(3);
    expect(hosts.filter((h) => h.includes('xn--')).length).toBeGreaterThan(30);
    expect(ok.filter((u) => u!.protocol !== 'file:' && u!.hostname === '').length).toBeGreaterThan(30);
  });
  test('noise: tabs and newlines, leading C0 controls, lone surrogates, backslashes, userinfo, %2e', () => {
    const inputs = sample.map(([i]) => i);
    expect(inputs.filter((i) => /[\t\n\r]/.test(i)).length).toBeGreaterThan(100);
    expect(inputs.filter((i) => /^[\u0000-\u001f ]/.test(i)).length).toBeGreaterThan(20);
    expect(
      inputs.filter((i) => /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(i))
        .length,
    ).toBeGreaterThan(20);
    expect(inputs.filter((i) => i.includes('\\')).length).toBeGreaterThan(100);
    expect(ok.filter((u) => u!.username !== '').length).toBeGreaterThan(50);
    expect(inputs.filter((i) => /%2e/i.test(i)).length).toBeGreaterThan(50);
  });
  test('relative references against bases of several kinds', () => {
    expect(new Set(sample.map(([, b]) => b)).size).toBeGreaterThan(10);
  });
});
