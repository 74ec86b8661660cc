// '@url/parser' never touches globals; '@url/parser/polyfill' installs URL and URLSearchParams only
// when the runtime has none or has a pair that fails the conformance probe. Every test puts the
// runtime's own classes back as it found them (vitest itself uses globalThis.URL).
import { afterEach, describe, expect, it } from 'vitest';

type Globals = { URL?: unknown; URLSearchParams?: unknown };
const g = globalThis as Globals;
const names = ['URL', 'URLSearchParams'] as const;
const nativeDescriptors = Object.fromEntries(
  names.map((n) => [n, Object.getOwnPropertyDescriptor(globalThis, n)]),
) as Record<(typeof names)[number], PropertyDescriptor | undefined>;
const native = { URL: g.URL, URLSearchParams: g.URLSearchParams };

function restoreNative(): void {
  for (const n of names) {
    const d = nativeDescriptors[n];
    if (d === undefined) delete g[n];
    else Object.defineProperty(globalThis, n, d);
  }
}
afterEach(restoreNative);

describe('global patching', () => {
  it('importing the package leaves globalThis alone', async () => {
    const before = Object.getOwnPropertyNames(globalThis).sort();
    const mod = await import('../src/index');
    expect(typeof mod.URL).toBe('function');
    expect(g.URL).toBe(native.URL);
    expect(g.URLSearchParams).toBe(native.URLSearchParams);
    expect(Object.getOwnPropertyNames(globalThis).sort()).toEqual(before);
  });

  it('the polyfill entry installs on import unless the runtime conforms', async () => {
    const poly = await import('../src/polyfill');
    const { URL } = await import('../src/index');
    const { URLSearchParams } = await import('@url/searchparams');
    expect(poly.URL).toBe(URL);
    expect(poly.URLSearchParams).toBe(URLSearchParams);
    // Node 20 has no URL.parse, so its URL fails the probe and the polyfill installs
    expect(poly.installed).toBe(!poly.isConformingURL(native.URL, native.URLSearchParams));
    if (typeof native.URL === 'function' && !('parse' in (native.URL as object)))
      expect(poly.installed).toBe(true);
  });

  it('installs both classes when the runtime has none, non-enumerable, and they work as globals', async () => {
    const poly = await import('../src/polyfill');
    const { URL } = await import('../src/index');
    delete g.URL;
    delete g.URLSearchParams;
    expect(poly.install()).toBe(true);
    expect(g.URL).toBe(URL);
    for (const n of names) {
      const d = Object.getOwnPropertyDescriptor(globalThis, n)!;
      expect(d.enumerable).toBe(false);
      expect(d.writable && d.configurable).toBe(true);
    }
    const G = g as { URL: typeof URL; URLSearchParams: new (init?: string) => unknown };
    const url = new G.URL('https://example.com/?a=1');
    expect(url.searchParams instanceof G.URLSearchParams).toBe(true);
    // a second install keeps what is there: it conforms now
    expect(poly.install()).toBe(false);
  });

  it('keeps a conforming pair (ours) and replaces a broken one', async () => {
    const poly = await import('../src/polyfill');
    const { URL } = await import('../src/index');
    const { URLSearchParams } = await import('@url/searchparams');
    expect(poly.isConformingURL(URL, URLSearchParams)).toBe(true);
    class Broken extends URL {
      override get href(): string {
        return super.href.toUpperCase();
      }
    }
    expect(poly.isConformingURL(Broken, URLSearchParams)).toBe(false);
    expect(poly.isConformingURL(undefined, URLSearchParams)).toBe(false);
    expect(poly.isConformingURL(URL, undefined)).toBe(false);
    // a URL without the statics (as in Node 20, Safari 16) does not conform
    const NoStatics = function (this: unknown, input: string, base?: string) {
      return new URL(input, base);
    } as unknown;
    expect(poly.isConformingURL(NoStatics, URLSearchParams)).toBe(false);
    // a constructor that throws on the probes does not conform (and the probe does not throw)
    const Throwing = Object.assign(
      () => {
        throw new Error('boom');
      },
      { parse: () => null, canParse: () => false },
    );
    expect(poly.isConformingURL(Throwing, URLSearchParams)).toBe(false);
    g.URL = Broken;
    g.URLSearchParams = URLSearchParams;
    expect(poly.install()).toBe(true);
    expect(g.URL).toBe(URL);
  });
});
