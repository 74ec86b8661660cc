/**
 * The outbound-URL check on the default URL stack.
 * @module
 */

import { uts46IDNA } from '@url/host';
import { parseURLWithValidationErrors } from '@url/parser';
import { createReaders, type Reader, type ReaderName } from '@url/readers';
import { createOutboundChecker, type OutboundCheck, type OutboundOptions } from './check';
import { createReadersCheck } from './readers';

let models: readonly Reader[] | undefined;

/** The `@url/readers` model for a name (newest versions; Node's `url.parse` with `@url/host`'s UTS #46). */
function resolveReader(name: ReaderName): Reader | undefined {
  models ??= createReaders({ idna: uts46IDNA });
  return models.find((r) => r.info.name === name);
}

/**
 * Parses `input` once with the URL Standard's parser (IDNA through tr46) and reports what an
 * outbound-request (SSRF) filter needs: scheme, credentials, host kind, the IP address behind any
 * notation and its range, and the reasons to reject it under `options` (by default: only http and
 * https, no credentials, no address outside the unicast range).
 *
 * It cannot know where a domain leads: when `dnsRequired` is true, resolve it and check every address
 * with `checkResolvedAddress` right before connecting (and connect to that address), and check every
 * redirect's URL again. With `readers: ['curl', 'python', …]` it also rejects a URL that one of those
 * parsers (modelled by `@url/readers`) would send elsewhere.
 */
export const checkOutboundURL: (
  input: string | { readonly href: string },
  options?: OutboundOptions,
) => OutboundCheck = /* @__PURE__ */ createOutboundChecker(
  { parseURLWithValidationErrors },
  createReadersCheck({ parseURLWithValidationErrors }, resolveReader),
);
