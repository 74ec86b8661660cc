// Opt-in polyfill: `import '@url/pattern/polyfill'` installs this package's URLPattern as
// globalThis.URLPattern when the runtime has none, or when the runtime's fails a quick conformance
// probe. Importing '@url/pattern' itself never touches globals.

import { URLPattern } from './url-pattern';

/**
 * Whether a URLPattern constructor behaves as the standard (and the pinned WPT tests) say, on a
 * few probes of the interface https://urlpattern.spec.whatwg.org/#urlpattern. Not a spec algorithm:
 * the check behind `install`.
 */
export function isConformingURLPattern(Candidate: unknown): boolean {
  if (typeof Candidate !== 'function') return false;
  try {
    const C = Candidate as typeof URLPattern;
    const p = new C({ pathname: '/:a-:b' });
    const r = p.exec({ pathname: '/x-y-z' });
    if (r === null || r.pathname.groups.a !== 'x' || r.pathname.groups.b !== 'y-z') return false;
    if (p.hasRegExpGroups !== false || new C({ pathname: '/(\\d+)' }).hasRegExpGroups !== true) return false;
    if (!new C({ pathname: '/Foo' }, { ignoreCase: true }).test({ pathname: '/fOO' })) return false;
    // whatwg/urlpattern#286: "443" inside a port pattern is not https's default port
    if (new C({ protocol: 'https', port: '*443' }).port !== '*443') return false;
    if (new C('https://example.com/:id', undefined).pathname !== '/:id') return false;
    return new C({ hostname: '{*.}?example.com' }).test('https://a.b.example.com/');
  } catch {
    return false;
  }
}

/**
 * Installs URLPattern (https://urlpattern.spec.whatwg.org/#urlpattern, exposed on Window and
 * Worker globals) on `globalThis` unless a conforming one is there already. Returns true when it
 * installed this package's class. Not a spec algorithm.
 */
export function install(): boolean {
  const g = globalThis as { URLPattern?: unknown };
  if (isConformingURLPattern(g.URLPattern)) return false;
  Object.defineProperty(globalThis, 'URLPattern', {
    value: URLPattern,
    writable: true,
    configurable: true,
    enumerable: false,
  });
  return true;
}

/** Whether importing this module installed the class (false when the runtime's was kept). */
export const installed: boolean = install();

export { URLPattern };
