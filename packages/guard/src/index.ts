/**
 * `@url/guard`: `checkOutboundURL` on the default URL stack (`@url/parser`, IDNA through tr46), and
 * `checkResolvedAddress` for the address DNS returns. `@url/guard/core` has the same without a
 * default stack.
 * @module
 */

export {
  type AddressCheck,
  checkResolvedAddress,
  createOutboundChecker,
  type EmbeddedIPv4,
  type EmbeddingKind,
  embeddedIPv4Of,
  type GuardParser,
  type HostKind,
  type OutboundCheck,
  type OutboundOptions,
  type RangeName,
  type Reason,
  type ReasonCode,
} from './check';
export { checkOutboundURL } from './default';
