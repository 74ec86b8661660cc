/**
 * The outbound-URL check on the default URL stack.
 * @module
 */

import { parseURLWithValidationErrors } from '@url/parser';
import { createOutboundChecker, type OutboundCheck, type OutboundOptions } from './check';

/**
 * Parses `input` once with the URL Standard's parser (IDNA through tr46) and reports what an
 * outbound-request (SSRF) filter needs: scheme, credentials, host kind, the IP address behind any
 * notation and its range, and the reasons to reject it under `options` (by default: only http and
 * https, no credentials, no address outside the unicast range).
 *
 * It cannot know where a domain leads: when `dnsRequired` is true, resolve it and check every address
 * with `checkResolvedAddress` right before connecting (and connect to that address), and check every
 * redirect's URL again.
 */
export const checkOutboundURL: (
  input: string | { readonly href: string },
  options?: OutboundOptions,
) => OutboundCheck = /* @__PURE__ */ createOutboundChecker({ parseURLWithValidationErrors });
