// '@url/pattern' never touches globals; '@url/pattern/polyfill' installs URLPattern only when the
// runtime has none or has one that fails the conformance probe.
import { describe, expect, it } from 'vitest';

describe('global patching', () => {
  it('importing the package leaves globalThis alone', async () => {
    const before = Object.getOwnPropertyNames(globalThis).sort();
    const mod = await import('../src/index');
    expect(typeof mod.URLPattern).toBe('function');
    expect((globalThis as any).URLPattern).toBeUndefined();
    expect(Object.getOwnPropertyNames(globalThis).sort()).toEqual(before);
  });

  it('the polyfill entry installs URLPattern when the runtime has none', async () => {
    expect((globalThis as any).URLPattern).toBeUndefined(); // Node 20 has no URLPattern
    const poly = await import('../src/polyfill');
    expect(poly.installed).toBe(true);
    expect((globalThis as any).URLPattern).toBe(poly.URLPattern);
    const { URLPattern } = await import('../src/index');
    expect((globalThis as any).URLPattern).toBe(URLPattern);
    const d = Object.getOwnPropertyDescriptor(globalThis, 'URLPattern')!;
    expect(d.enumerable).toBe(false);
    expect(d.writable && d.configurable).toBe(true);
    // a second install keeps the (conforming) class that is there
    expect(poly.install()).toBe(false);
    delete (globalThis as any).URLPattern;
  });

  it('keeps a conforming runtime URLPattern and replaces a broken one', async () => {
    const poly = await import('../src/polyfill');
    const { URLPattern } = await import('../src/index');
    class Conforming extends URLPattern {}
    (globalThis as any).URLPattern = Conforming;
    expect(poly.install()).toBe(false);
    expect((globalThis as any).URLPattern).toBe(Conforming);
    // a URLPattern that backtracks its segment wildcards greedily fails the probe
    class Broken extends URLPattern {
      override exec(...args: any[]) {
        const r = super.exec(...args);
        if (r !== null && r.pathname.groups.a === 'x') r.pathname.groups.a = 'x-y';
        return r;
      }
    }
    (globalThis as any).URLPattern = Broken;
    expect(poly.isConformingURLPattern(Broken)).toBe(false);
    expect(poly.install()).toBe(true);
    expect((globalThis as any).URLPattern).toBe(URLPattern);
    expect(poly.isConformingURLPattern(undefined)).toBe(false);
    expect(poly.isConformingURLPattern(() => {})).toBe(false);
    delete (globalThis as any).URLPattern;
  });
});
