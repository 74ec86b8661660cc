/**
 * `@url/guard/core`: the outbound-URL checks without a default URL parser, so without tr46. Build a
 * checker on any URL stack: `createOutboundChecker(createURLParser())` with `@url/parser/core`
 * (non-ASCII domains then fail to parse and are rejected).
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
export type { GuardReader, ReaderResolver, ReadersCheck, ReadersTarget } from './readers';
