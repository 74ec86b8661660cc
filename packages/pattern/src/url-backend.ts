// The one module through which @url/pattern reaches the URL Standard's algorithms (the basic URL
// parser with a state override, host and path serializers, special schemes and default ports).
//
// TEMPORARY: implemented over whatwg-url until @url/parser lands; the switch happens here only, and
// then whatwg-url leaves src/ entirely.

import * as whatwg from 'whatwg-url';

export type Host = string | number | number[];

/** https://url.spec.whatwg.org/#concept-url */
export interface URLRecord {
  scheme: string;
  username: string;
  password: string;
  host: Host | null;
  port: number | null;
  path: string[] | string;
  query: string | null;
  fragment: string | null;
}

/** The basic URL parser's state names, verbatim from the URL Standard (the ones URLPattern uses). */
export type StateOverride =
  | 'scheme start state'
  | 'hostname state'
  | 'port state'
  | 'path start state'
  | 'opaque path state'
  | 'query state'
  | 'fragment state';

/**
 * https://url.spec.whatwg.org/#concept-basic-url-parser
 * Returns null on failure. With `url` and `stateOverride` it modifies `url` in place.
 */
export function basicURLParse(
  input: string,
  options?: { base?: URLRecord | null; url?: URLRecord; stateOverride?: StateOverride },
): URLRecord | null {
  if (options === undefined) return whatwg.basicURLParse(input);
  const stateOverride = options.stateOverride;
  return whatwg.basicURLParse(input, {
    baseURL: options.base ?? null,
    url: options.url,
    // whatwg-url names its states without the " state" suffix.
    stateOverride: stateOverride === undefined ? undefined : stateOverride.slice(0, -6),
  });
}

/** https://url.spec.whatwg.org/#concept-host-serializer */
export function serializeHost(host: Host): string {
  return whatwg.serializeHost(host);
}

/** https://url.spec.whatwg.org/#url-path-serializer */
export function serializePath(url: URLRecord): string {
  return whatwg.serializePath(url);
}

/** https://url.spec.whatwg.org/#concept-url-serializer */
export function serializeURL(url: URLRecord, excludeFragment?: boolean): string {
  return whatwg.serializeURL(url, excludeFragment);
}

/** https://url.spec.whatwg.org/#set-the-username */
export function setTheUsername(url: URLRecord, username: string): void {
  whatwg.setTheUsername(url, username);
}

/** https://url.spec.whatwg.org/#set-the-password */
export function setThePassword(url: URLRecord, password: string): void {
  whatwg.setThePassword(url, password);
}

/** https://url.spec.whatwg.org/#url-opaque-path */
export function hasAnOpaquePath(url: URLRecord): boolean {
  return typeof url.path === 'string';
}

/** https://url.spec.whatwg.org/#special-scheme */
export function isSpecialScheme(scheme: string): boolean {
  return defaultPort(scheme) !== null || scheme === 'file';
}

/** https://url.spec.whatwg.org/#default-port */
export function defaultPort(scheme: string): number | null {
  switch (scheme) {
    case 'http':
    case 'ws':
      return 80;
    case 'https':
    case 'wss':
      return 443;
    case 'ftp':
      return 21;
    default:
      return null;
  }
}

/** The special schemes, in the URL Standard's table order. */
export const SPECIAL_SCHEMES: readonly string[] = ['ftp', 'file', 'http', 'https', 'ws', 'wss'];
