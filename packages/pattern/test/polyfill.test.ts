// '@url/pattern' never touches globals; '@url/pattern/polyfill' installs URLPattern only when the
// runtime has none or has one that fails the conformance probe. Node 20 has no URLPattern; Bun, Deno
// and Chromium have their own: every test here compares the global before and after, and the
// "runtime has none" case is made by removing the global around the test (and putting it back).
// This file imports the sources dynamically, so the first import below is their first evaluation.
import { describe, expect, it } from 'vitest';

const g = globalThis as { URLPattern?: unknown };
/** The runtime's own URLPattern, as this file found it (undefined on Node 20). */
const nativeDescriptor = Object.getOwnPropertyDescriptor(globalThis, 'URLPattern');
/** Its value (Deno defines its globals as lazy accessors, so the descriptor may have no `value`). */
const native = g.URLPattern;

/** Puts globalThis.URLPattern back as the runtime had it. */
function restoreNative(): void {
  if (nativeDescriptor === undefined) delete g.URLPattern;
  else Object.defineProperty(globalThis, 'URLPattern', nativeDescriptor);
}

/** Runs `body` with globalThis.URLPattern removed, then restores the runtime's own. */
async function withoutNative(body: () => Promise<void> | void): Promise<void> {
  delete g.URLPattern;
  try {
    await body();
  } finally {
    restoreNative();
  }
}

describe('global patching', () => {
  it('importing the package leaves globalThis alone', async () => {
    const names = Object.getOwnPropertyNames(globalThis).sort();
    const before = Object.getOwnPropertyDescriptor(globalThis, 'URLPattern');
    const mod = await import('../src/index');
    expect(typeof mod.URLPattern).toBe('function');
    expect(Object.getOwnPropertyDescriptor(globalThis, 'URLPattern')).toEqual(before);
    expect(g.URLPattern).not.toBe(mod.URLPattern);
    expect(Object.getOwnPropertyNames(globalThis).sort()).toEqual(names);
  });

  it('the polyfill entry installs URLPattern on import unless a conforming one is there', async () => {
    const poly = await import('../src/polyfill');
    const { URLPattern } = await import('../src/index');
    expect(poly.URLPattern).toBe(URLPattern);
    // Node 20: nothing there, so it installs; a runtime with its own keeps it only if it conforms
    expect(poly.installed).toBe(!poly.isConformingURLPattern(native));
    expect(g.URLPattern).toBe(poly.installed ? URLPattern : native);
    restoreNative();
  });

  it('installs when the runtime has none', async () => {
    const poly = await import('../src/polyfill');
    const { URLPattern } = await import('../src/index');
    await withoutNative(() => {
      expect(g.URLPattern).toBeUndefined();
      expect(poly.install()).toBe(true);
      expect(g.URLPattern).toBe(URLPattern);
      const d = Object.getOwnPropertyDescriptor(globalThis, 'URLPattern')!;
      expect(d.enumerable).toBe(false);
      expect(d.writable && d.configurable).toBe(true);
      // a second install keeps the (conforming) class that is there
      expect(poly.install()).toBe(false);
      expect(g.URLPattern).toBe(URLPattern);
    });
    expect(Object.getOwnPropertyDescriptor(globalThis, 'URLPattern')).toEqual(nativeDescriptor);
  });

  it('keeps a conforming runtime URLPattern and replaces a broken one', async () => {
    const poly = await import('../src/polyfill');
    const { URLPattern } = await import('../src/index');
    class Conforming extends URLPattern {}
    // a URLPattern that backtracks its segment wildcards greedily fails the probe
    class Broken extends URLPattern {
      override exec(...args: any[]) {
        const r = super.exec(...args);
        if (r !== null && r.pathname.groups.a === 'x') r.pathname.groups.a = 'x-y';
        return r;
      }
    }
    await withoutNative(() => {
      g.URLPattern = Conforming;
      expect(poly.install()).toBe(false);
      expect(g.URLPattern).toBe(Conforming);
      g.URLPattern = Broken;
      expect(poly.isConformingURLPattern(Broken)).toBe(false);
      expect(poly.install()).toBe(true);
      expect(g.URLPattern).toBe(URLPattern);
    });
    // each probe catches its own kind of broken implementation
    const brokenOnes: Record<string, typeof URLPattern> = {
      'hasRegExpGroups always false': class extends URLPattern {
        override get hasRegExpGroups() {
          return false;
        }
      },
      'ignoreCase ignored': class extends URLPattern {
        constructor(input?: any, baseURL?: any, options?: any) {
          super(input, typeof baseURL === 'string' ? baseURL : undefined);
          void options;
        }
      },
      'port "*443" taken as https default': class extends URLPattern {
        override get port() {
          return super.port.replace('443', '');
        }
      },
      'constructor string with an undefined baseURL refused': class extends URLPattern {
        constructor(...args: any[]) {
          if (typeof args[0] === 'string' && args.length === 2) throw new TypeError('no');
          super(...(args as []));
        }
      },
      'pathname of a constructor string': class extends URLPattern {
        override get pathname() {
          return super.pathname.replace(':id', 'id');
        }
      },
      'optional hostname group': class extends URLPattern {
        override test(input?: any, baseURL?: any) {
          return typeof input === 'string' && input.includes('a.b.') ? false : super.test(input, baseURL);
        }
      },
      'exec returning null': class extends URLPattern {
        override exec() {
          return null;
        }
      },
    };
    for (const [name, C] of Object.entries(brokenOnes))
      expect(poly.isConformingURLPattern(C), name).toBe(false);
    expect(poly.isConformingURLPattern(undefined)).toBe(false);
    expect(poly.isConformingURLPattern(() => {})).toBe(false);
    expect(g.URLPattern).toBe(native);
  });
});
