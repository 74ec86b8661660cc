// URLPatternInit processing: https://urlpattern.spec.whatwg.org/#urlpatterninit-processing

import {
  canonicalizeAHash,
  canonicalizeAHostname,
  canonicalizeAnOpaquePathname,
  canonicalizeAPassword,
  canonicalizeAPathname,
  canonicalizeAPort,
  canonicalizeAProtocol,
  canonicalizeASearch,
  canonicalizeAUsername,
} from './canonicalize';
import { quote } from './errors';
import { escapeAPatternString } from './pattern-string';
import { isSpecialScheme } from './url-backend';
import { readURL } from './url-split';

/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatterninit */
export interface URLPatternInit {
  protocol?: string;
  username?: string;
  password?: string;
  hostname?: string;
  port?: string;
  pathname?: string;
  search?: string;
  hash?: string;
  baseURL?: string;
}

/** The `type` argument of "process a URLPatternInit". */
export type InitType = 'pattern' | 'url';

/** https://urlpattern.spec.whatwg.org/#process-a-base-url-string */
export function processABaseURLString(input: string, type: InitType): string {
  if (type !== 'pattern') return input;
  return escapeAPatternString(input);
}

/** https://urlpattern.spec.whatwg.org/#is-an-absolute-pathname */
export function isAnAbsolutePathname(input: string, type: InitType): boolean {
  if (input === '') return false;
  const c0 = input.charCodeAt(0);
  if (c0 === 0x2f) return true;
  if (type === 'url') return false;
  if (input.length < 2) return false;
  const c1 = input.charCodeAt(1);
  if (c0 === 0x5c && c1 === 0x2f) return true;
  if (c0 === 0x7b && c1 === 0x2f) return true;
  return false;
}

/** https://urlpattern.spec.whatwg.org/#process-protocol-for-init */
export function processProtocolForInit(value: string, type: InitType): string {
  const strippedValue = value.endsWith(':') ? value.slice(0, -1) : value;
  if (type === 'pattern') return strippedValue;
  return canonicalizeAProtocol(strippedValue);
}

/** https://urlpattern.spec.whatwg.org/#process-username-for-init */
export function processUsernameForInit(value: string, type: InitType): string {
  if (type === 'pattern') return value;
  return canonicalizeAUsername(value);
}

/** https://urlpattern.spec.whatwg.org/#process-password-for-init */
export function processPasswordForInit(value: string, type: InitType): string {
  if (type === 'pattern') return value;
  return canonicalizeAPassword(value);
}

/** https://urlpattern.spec.whatwg.org/#process-hostname-for-init */
export function processHostnameForInit(value: string, type: InitType): string {
  if (type === 'pattern') return value;
  return canonicalizeAHostname(value);
}

/** https://urlpattern.spec.whatwg.org/#process-port-for-init */
export function processPortForInit(portValue: string, protocolValue: string, type: InitType): string {
  if (type === 'pattern') return portValue;
  return canonicalizeAPort(portValue, protocolValue);
}

/** https://urlpattern.spec.whatwg.org/#process-pathname-for-init */
export function processPathnameForInit(pathnameValue: string, protocolValue: string, type: InitType): string {
  if (type === 'pattern') return pathnameValue;
  // "If the protocolValue is the empty string then no value was provided for protocol in the
  // constructor dictionary. [...] we treat it as a special scheme in order to default to the most
  // common pathname canonicalization."
  if (protocolValue === '' || isSpecialScheme(protocolValue)) return canonicalizeAPathname(pathnameValue);
  return canonicalizeAnOpaquePathname(pathnameValue);
}

/** https://urlpattern.spec.whatwg.org/#process-search-for-init */
export function processSearchForInit(value: string, type: InitType): string {
  const strippedValue = value.startsWith('?') ? value.slice(1) : value;
  if (type === 'pattern') return strippedValue;
  return canonicalizeASearch(strippedValue);
}

/** https://urlpattern.spec.whatwg.org/#process-hash-for-init */
export function processHashForInit(value: string, type: InitType): string {
  const strippedValue = value.startsWith('#') ? value.slice(1) : value;
  if (type === 'pattern') return strippedValue;
  return canonicalizeAHash(strippedValue);
}

/**
 * https://urlpattern.spec.whatwg.org/#process-a-urlpatterninit
 *
 * `init` holds strings or undefined (already converted from the Web IDL dictionary). The result
 * holds only the members that exist, like the standard's URLPatternInit.
 */
export function processAURLPatternInit(
  init: URLPatternInit,
  type: InitType,
  protocol: string | null,
  username: string | null,
  password: string | null,
  hostname: string | null,
  port: string | null,
  pathname: string | null,
  search: string | null,
  hash: string | null,
): URLPatternInit {
  const result: URLPatternInit = {};
  if (protocol !== null) result.protocol = protocol;
  if (username !== null) result.username = username;
  if (password !== null) result.password = password;
  if (hostname !== null) result.hostname = hostname;
  if (port !== null) result.port = port;
  if (pathname !== null) result.pathname = pathname;
  if (search !== null) result.search = search;
  if (hash !== null) result.hash = hash;
  let baseURL: { components: string[]; opaquePath: boolean } | null = null;
  const hasProtocol = init.protocol !== undefined;
  const hasHostname = init.hostname !== undefined;
  const hasPort = init.port !== undefined;
  const hasPathname = init.pathname !== undefined;
  const hasSearch = init.search !== undefined;
  if (init.baseURL !== undefined) {
    // "The base URL can be used to supply additional context, but for each component, if init
    // includes a component which is at least as specific as one in the base URL, none is inherited."
    baseURL = readURL(init.baseURL);
    if (baseURL === null) throw new TypeError(`Invalid baseURL ${quote(init.baseURL)}: not a valid URL`);
    const [bScheme, bUsername, bPassword, bHost, bPort, bPath, bQuery, bFragment] = baseURL.components;
    if (!hasProtocol) result.protocol = processABaseURLString(bScheme, type);
    if (type !== 'pattern' && !hasProtocol && !hasHostname && !hasPort && init.username === undefined)
      result.username = processABaseURLString(bUsername, type);
    if (
      type !== 'pattern' &&
      !hasProtocol &&
      !hasHostname &&
      !hasPort &&
      init.username === undefined &&
      init.password === undefined
    )
      result.password = processABaseURLString(bPassword, type);
    if (!hasProtocol && !hasHostname) result.hostname = processABaseURLString(bHost, type);
    if (!hasProtocol && !hasHostname && !hasPort) result.port = bPort;
    if (!hasProtocol && !hasHostname && !hasPort && !hasPathname)
      result.pathname = processABaseURLString(bPath, type);
    if (!hasProtocol && !hasHostname && !hasPort && !hasPathname && !hasSearch)
      result.search = processABaseURLString(bQuery, type);
    if (!hasProtocol && !hasHostname && !hasPort && !hasPathname && !hasSearch && init.hash === undefined)
      result.hash = processABaseURLString(bFragment, type);
  }
  if (hasProtocol) result.protocol = processProtocolForInit(init.protocol!, type);
  if (init.username !== undefined) result.username = processUsernameForInit(init.username, type);
  if (init.password !== undefined) result.password = processPasswordForInit(init.password, type);
  if (hasHostname) result.hostname = processHostnameForInit(init.hostname!, type);
  const resultProtocolString = result.protocol ?? '';
  if (hasPort) result.port = processPortForInit(init.port!, resultProtocolString, type);
  if (hasPathname) {
    result.pathname = init.pathname!;
    if (baseURL !== null && !baseURL.opaquePath && !isAnAbsolutePathname(result.pathname, type)) {
      const baseURLPath = processABaseURLString(baseURL.components[5], type);
      const slashIndex = baseURLPath.lastIndexOf('/');
      if (slashIndex !== -1) result.pathname = baseURLPath.slice(0, slashIndex + 1) + result.pathname;
    }
    result.pathname = processPathnameForInit(result.pathname, resultProtocolString, type);
  }
  if (hasSearch) result.search = processSearchForInit(init.search!, type);
  if (init.hash !== undefined) result.hash = processHashForInit(init.hash, type);
  return result;
}
