/**
 * The host algorithms wired to our UTS #46 (`uts46IDNA`, on tables generated from tr46's data), with
 * the default IDNA input limit.
 * @module
 */

import {
  DEFAULT_MAX_IDNA_INPUT_LENGTH,
  domainToASCIIWith,
  domainToUnicodeWith,
  type HostConfig,
  parseHostWith,
} from './host';
import type { Host, ValidationErrorReporter } from './types';
import { uts46IDNA } from './uts46';

const config: HostConfig = { idna: uts46IDNA, max: DEFAULT_MAX_IDNA_INPUT_LENGTH };

/**
 * The host parser (https://url.spec.whatwg.org/#concept-host-parser): a domain (ASCII string), an
 * IPv4 address (number), IPv6 pieces (8 numbers), an opaque host (string, when `isOpaque`), or `null`
 * for failure. Non-ASCII domains go through `uts46IDNA`; IDNA input longer than 16 KiB (UTF-8) fails (the one deliberate deviation from the spec; `createHostParser` can turn it off).
 */
export function parseHost(input: string, isOpaque?: boolean, report?: ValidationErrorReporter): Host | null {
  return parseHostWith(config, input, isOpaque, report);
}

/**
 * The domain parser (https://url.spec.whatwg.org/#concept-domain-to-ascii), under the name Node and
 * whatwg-url use: `domain` to an ASCII domain, or `null` for failure.
 */
export function domainToASCII(
  domain: string,
  beStrict?: boolean,
  report?: ValidationErrorReporter,
): string | null {
  return domainToASCIIWith(config, domain, beStrict === true, report);
}

/** Domain to Unicode: https://url.spec.whatwg.org/#concept-domain-to-unicode */
export function domainToUnicode(domain: string, report?: ValidationErrorReporter): string {
  return domainToUnicodeWith(config, domain, report);
}
