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
import { type ParsedURL, readURL } from './url-split';

/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatterninit */
export interface URLPatternInit {
  protocol?: string | undefined;
  username?: string | undefined;
  password?: string | undefined;
  hostname?: string | undefined;
  port?: string | undefined;
  pathname?: string | undefined;
  search?: string | undefined;
  hash?: string | undefined;
  baseURL?: string | undefined;
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

/** The eight components (and their URLPatternInit members), in the standard's order. */
export const COMPONENT_NAMES = [
  'protocol',
  'username',
  'password',
  'hostname',
  'port',
  'pathname',
  'search',
  'hash',
] as const;

/** Each component's "process ... for init" (port and pathname also take the protocol value). */
const PROCESS = [
  processProtocolForInit,
  processUsernameForInit,
  processPasswordForInit,
  processHostnameForInit,
  processPortForInit,
  processPathnameForInit,
  processSearchForInit,
  processHashForInit,
] as ((value: string, typeOrProtocol: string, type?: InitType) => string)[];

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
  const given = [protocol, username, password, hostname, port, pathname, search, hash];
  for (let k = 0; k < 8; k++) if (given[k] !== null) result[COMPONENT_NAMES[k]!] = given[k]!;
  let baseURL: ParsedURL | null = null;
  if (init.baseURL !== undefined) {
    baseURL = readURL(init.baseURL);
    if (baseURL === null) throw new TypeError(`Invalid baseURL ${quote(init.baseURL)}: not a valid URL`);
    // "The base URL can be used to supply additional context, but for each component, if init
    // includes a component which is at least as specific as one in the base URL, none is inherited."
    // In order of specificity: protocol, hostname, port, pathname, search, hash; username and
    // password (only for a URL) when neither the authority nor they are given.
    let inherit = true;
    let inheritUser = false;
    for (const k of [0, 3, 4, 1, 2, 5, 6, 7] as const) {
      const absent = init[COMPONENT_NAMES[k]] === undefined;
      if (k === 1 || k === 2) inheritUser &&= absent;
      else {
        inherit &&= absent;
        if (k === 4) inheritUser = inherit && type !== 'pattern';
      }
      if (k === 1 || k === 2 ? inheritUser : inherit)
        result[COMPONENT_NAMES[k]] = processABaseURLString(baseURL.components[k], type);
    }
  }
  for (let k = 0; k < 8; k++) {
    const name = COMPONENT_NAMES[k]!;
    let value = init[name];
    if (value === undefined) continue;
    if (k === 5 && baseURL !== null && !baseURL.opaquePath && !isAnAbsolutePathname(value, type)) {
      const baseURLPath = processABaseURLString(baseURL.components[5], type);
      const slashIndex = baseURLPath.lastIndexOf('/');
      if (slashIndex !== -1) value = baseURLPath.slice(0, slashIndex + 1) + value;
    }
    const processComponent = PROCESS[k]!;
    result[name] =
      k === 4 || k === 5
        ? processComponent(value, result.protocol ?? '', type)
        : processComponent(value, type);
  }
  return result;
}
