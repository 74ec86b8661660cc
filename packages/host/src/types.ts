/**
 * Types shared by the host entries.
 * @module
 */

import type { HostValidationErrorType } from './validation-errors';

/**
 * Called once per validation error: the spec's error name, and an index in the string given to the
 * function. A function that takes any string (`(type: string, index: number) => void`) is one too.
 */
export type ValidationErrorReporter<T extends string = HostValidationErrorType> = (
  type: T,
  index: number,
) => void;

/**
 * A host (https://url.spec.whatwg.org/#concept-host): a domain or an opaque host (a non-empty ASCII
 * string), the empty host (`''`), an IPv4 address (an unsigned 32-bit integer), or an IPv6 address
 * (its 8 pieces).
 */
export type Host = string | number | number[];

/**
 * The UTS #46 processing flags (https://www.unicode.org/reports/tr46/#Processing), spelled as the
 * `tr46` package spells them, so that `tr46` itself is a valid {@link IDNA}.
 */
export interface UTS46Options {
  checkHyphens: boolean;
  checkBidi: boolean;
  checkJoiners: boolean;
  useSTD3ASCIIRules: boolean;
  transitionalProcessing: boolean;
  /** ToASCII only. */
  verifyDNSLength?: boolean;
  ignoreInvalidPunycode: boolean;
}

/**
 * An implementation of Unicode ToASCII and ToUnicode (UTS #46). `toASCII` returns `null` when an
 * error was recorded; `toUnicode` returns its result together with whether an error was recorded.
 */
export interface IDNA {
  toASCII(domain: string, options: UTS46Options): string | null;
  toUnicode(domain: string, options: UTS46Options): { domain: string; error: boolean };
}

/** Options of {@link createHostParser}. */
export interface HostParserOptions {
  /**
   * Unicode ToASCII/ToUnicode. Without it, a domain that is not ASCII after percent-decoding fails
   * to parse, and `xn--` labels are not decoded (see the README).
   */
  idna?: IDNA;
  /**
   * The longest domain handed to IDNA, in bytes of its UTF-8 encoding (after percent-decoding).
   * Longer input fails (ToASCII) or is returned unchanged (ToUnicode). Default 16384 (16 KiB);
   * `Infinity` turns the limit off. ASCII domains without an `xn--` label never reach IDNA and are
   * never limited. This is a deliberate deviation from the URL Standard (Punycode encoding is
   * quadratic in the number of distinct code points).
   */
  maxIDNAInputLength?: number;
}

/** The host algorithms, bound to one IDNA implementation and limit. */
export interface HostParser {
  /** https://url.spec.whatwg.org/#concept-host-parser */
  parseHost(input: string, isOpaque?: boolean, report?: ValidationErrorReporter): Host | null;
  /** https://url.spec.whatwg.org/#concept-opaque-host-parser */
  parseOpaqueHost(input: string, report?: ValidationErrorReporter): string | null;
  /** https://url.spec.whatwg.org/#concept-domain-to-ascii (the spec's "domain parser") */
  domainToASCII(domain: string, beStrict?: boolean, report?: ValidationErrorReporter): string | null;
  /** https://url.spec.whatwg.org/#concept-domain-to-unicode */
  domainToUnicode(domain: string, report?: ValidationErrorReporter): string;
  /** https://url.spec.whatwg.org/#concept-host-serializer */
  serializeHost(host: Host): string;
}
