/**
 * The connect-time check: a `lookup` function for Node's `http`/`https` agents, `net.connect` and
 * undici's `Agent({ connect: { lookup } })`, built on the resolver you pass in (`dns.lookup`, or your
 * own). It checks the host name and every address the resolver returns with the guard's rules, and
 * hands the connection only checked addresses: the address that is checked is the address connected
 * to, so a DNS answer that changes between a check and the request (rebinding) cannot slip through.
 * No Node built-ins here: the resolver is a parameter. Not a URL Standard algorithm.
 * @module
 */

import { checkResolvedAddress, type OutboundOptions, type Reason } from './check';
import { nameReason } from './deny';

/** An address as `dns.lookup` gives it with `all: true`. */
export interface LookupAddress {
  address: string;
  family: number;
}

/**
 * The options `dns.lookup` takes (Node passes `family`, `hints`, `all`, `verbatim`/`order`). Node's
 * own `dns.LookupOptions` is assignable to it and it to Node's, so `dns.lookup` is a
 * {@link LookupFunction} and a guarded lookup is a `lookup` for `net`, `http` and undici.
 */
export interface LookupOptions {
  family?: number | 'IPv4' | 'IPv6' | undefined;
  hints?: number | undefined;
  all?: boolean | undefined;
  order?: 'ipv4first' | 'ipv6first' | 'verbatim' | undefined;
  verbatim?: boolean | undefined;
}

/** `dns.lookup`'s callback: one address and its family, or every address with `all: true`. */
export type LookupCallback = (
  error: Error | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A `dns.lookup`-shaped function. */
export type LookupFunction = (hostname: string, options: LookupOptions, callback: LookupCallback) => void;

/** The options of {@link createGuardedLookup}: the guard's range and deny-list options. */
export type GuardedLookupOptions = Pick<
  OutboundOptions,
  'allowPrivate' | 'allowRanges' | 'denyAddresses' | 'denyHosts'
>;

/** The error a guarded lookup fails with: `code` `ERR_URL_GUARD_DENIED`, and the reasons. */
export interface GuardDeniedError extends Error {
  code: 'ERR_URL_GUARD_DENIED';
  hostname: string;
  reasons: Reason[];
}

function denied(hostname: string, reasons: Reason[]): GuardDeniedError {
  const error = new Error(
    `url-guard: connection to ${JSON.stringify(hostname)} denied: ${reasons.map((r) => r.message).join('; ')}`,
  ) as GuardDeniedError;
  error.code = 'ERR_URL_GUARD_DENIED';
  error.hostname = hostname;
  error.reasons = reasons;
  return error;
}

/**
 * A `lookup` for Node's agents built from `resolve` (`dns.lookup`): it denies `localhost`,
 * `*.localhost` and `denyHosts` by name, asks `resolve` for every address (`all: true`), and fails
 * with a {@link GuardDeniedError} when any of them fails `checkResolvedAddress` under `options`;
 * otherwise it answers as `dns.lookup` would (one address, or all with `all: true`), from the
 * addresses it checked. Run `checkOutboundURL` on the URL first: a host that is an IP address is
 * connected to without a lookup.
 * https://url.spec.whatwg.org/#concept-host
 */
export function createGuardedLookup(
  resolve: LookupFunction,
  options: GuardedLookupOptions = {},
): LookupFunction {
  return function guardedLookup(hostname, lookupOptions, callback) {
    // lookup(hostname, callback) and lookup(hostname, family, callback) are dns.lookup's older forms
    if (typeof lookupOptions === 'function') {
      callback = lookupOptions as LookupCallback;
      lookupOptions = {};
    } else if (typeof lookupOptions === 'number') lookupOptions = { family: lookupOptions };
    const named = nameReason(hostname, options);
    if (named !== null) {
      callback(denied(hostname, [named]), '', 0);
      return;
    }
    resolve(hostname, { ...lookupOptions, all: true }, (error, found, family) => {
      if (error !== null) {
        callback(error, '', 0);
        return;
      }
      const addresses: LookupAddress[] = Array.isArray(found)
        ? found
        : [{ address: found, family: family ?? (found.includes(':') ? 6 : 4) }];
      const reasons: Reason[] = [];
      for (const a of addresses) reasons.push(...checkResolvedAddress(a.address, options).reasons);
      if (addresses.length === 0)
        reasons.push({ code: 'invalid-address', message: 'the resolver returned no address' });
      if (reasons.length > 0) {
        callback(denied(hostname, reasons), '', 0);
        return;
      }
      if (lookupOptions.all === true) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
