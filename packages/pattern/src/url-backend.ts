// The one module through which @url/pattern reaches the URL Standard's algorithms: the basic URL
// parser with a state override, the host and path serializers, "set the username/password", special
// schemes and default ports, all from @url/parser (and the host serializer from @url/host).

import { serializeHost as hostSerializer } from '@url/host/core';
import {
  type Host,
  hasAnOpaquePath as opaque,
  basicURLParse as parse,
  setThePassword as passwordSetter,
  serializePath as pathSerializer,
  defaultPort as portOf,
  type StateOverride,
  isSpecialScheme as special,
  type URLRecord,
  serializeURL as urlSerializer,
  setTheUsername as usernameSetter,
} from '@url/parser';

export type { Host, StateOverride, URLRecord };

/**
 * https://url.spec.whatwg.org/#concept-basic-url-parser
 * Returns null on failure. With `url` and `stateOverride` it modifies `url` in place.
 */
export function basicURLParse(
  input: string,
  options?: { base?: URLRecord | null; url?: URLRecord; stateOverride?: StateOverride },
): URLRecord | null {
  return parse(input, options);
}

/** https://url.spec.whatwg.org/#concept-host-serializer */
export function serializeHost(host: Host): string {
  return hostSerializer(host);
}

/** https://url.spec.whatwg.org/#url-path-serializer */
export function serializePath(url: URLRecord): string {
  return pathSerializer(url);
}

/** https://url.spec.whatwg.org/#concept-url-serializer */
export function serializeURL(url: URLRecord, excludeFragment?: boolean): string {
  return urlSerializer(url, excludeFragment);
}

/** https://url.spec.whatwg.org/#set-the-username */
export function setTheUsername(url: URLRecord, username: string): void {
  usernameSetter(url, username);
}

/** https://url.spec.whatwg.org/#set-the-password */
export function setThePassword(url: URLRecord, password: string): void {
  passwordSetter(url, password);
}

/** https://url.spec.whatwg.org/#url-opaque-path */
export function hasAnOpaquePath(url: URLRecord): boolean {
  return opaque(url);
}

/** https://url.spec.whatwg.org/#special-scheme */
export function isSpecialScheme(scheme: string): boolean {
  return special(scheme);
}

/** https://url.spec.whatwg.org/#default-port */
export function defaultPort(scheme: string): number | null {
  return portOf(scheme);
}

/** The special schemes, in the URL Standard's table order. */
export const SPECIAL_SCHEMES: readonly string[] = ['ftp', 'file', 'http', 'https', 'ws', 'wss'];
