/**
 * The URL Standard's host parser, domain parser (domain to ASCII), domain to Unicode and host
 * serializer, written against an injectable IDNA implementation. This module never imports tr46.
 * @module
 */

import { endsInANumber, parseIPv4, serializeIPv4 } from '@url/ipaddr/ipv4';
import { parseIPv6, serializeIPv6 } from '@url/ipaddr/ipv6';
import { C0_CONTROL_PERCENT_ENCODE_SET, percentDecodeToString, utf8PercentEncodeString } from '@url/percent';
import {
  FORBIDDEN_TABLE,
  indexOfForbiddenDomainCodePoint,
  isASCIIHexDigit,
  isURLCodePoint,
} from './code-points';
import type {
  Host,
  HostParser,
  HostParserOptions,
  IDNA,
  UTS46Options,
  ValidationErrorReporter,
} from './types';

/** The default of `maxIDNAInputLength`: 16 KiB of UTF-8, following Ada (Node's URL parser). */
export const DEFAULT_MAX_IDNA_INPUT_LENGTH = 16384;

/** An IDNA implementation and its input limit. */
export interface HostConfig {
  readonly idna: IDNA | undefined;
  readonly max: number;
}

/**
 * Domain parser ToASCII with `beStrict` true: "Unicode ToASCII with domain_name set to domain,
 * CheckHyphens set to beStrict, CheckBidi set to true, CheckJoiners set to true, UseSTD3ASCIIRules
 * set to beStrict, Transitional_Processing set to false, VerifyDnsLength set to beStrict, and
 * IgnoreInvalidPunycode set to false."
 */
export const STRICT_TO_ASCII_OPTIONS: UTS46Options = Object.freeze({
  checkHyphens: true,
  checkBidi: true,
  checkJoiners: true,
  useSTD3ASCIIRules: true,
  transitionalProcessing: false,
  verifyDNSLength: true,
  ignoreInvalidPunycode: false,
});

/** Domain parser ToASCII with `beStrict` false. */
export const RELAXED_TO_ASCII_OPTIONS: UTS46Options = Object.freeze({
  checkHyphens: false,
  checkBidi: true,
  checkJoiners: true,
  useSTD3ASCIIRules: false,
  transitionalProcessing: false,
  verifyDNSLength: false,
  ignoreInvalidPunycode: false,
});

/**
 * Domain to Unicode: "Unicode ToUnicode with domain_name set to domain, CheckHyphens set to false,
 * CheckBidi set to true, CheckJoiners set to true, UseSTD3ASCIIRules set to false,
 * Transitional_Processing set to false, and IgnoreInvalidPunycode set to false."
 */
export const TO_UNICODE_OPTIONS: UTS46Options = Object.freeze({
  checkHyphens: false,
  checkBidi: true,
  checkJoiners: true,
  useSTD3ASCIIRules: false,
  transitionalProcessing: false,
  ignoreInvalidPunycode: false,
});

// ---------------------------------------------------------------------------------------------
// Character classes for the one-pass scan of a host.

const UPPER = 1; // A-Z
const PERCENT = 2; // %
const FORBIDDEN = 4; // a forbidden domain code point other than %
const OTHER = 8; // ASCII that is neither a forbidden domain code point nor a-z 0-9 - .
const NON_ASCII = 16;

const CLASS = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    if (FORBIDDEN_TABLE[c] !== 0) table[c] = FORBIDDEN;
    else if (c >= 0x41 && c <= 0x5a) table[c] = UPPER;
    else if ((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e) table[c] = 0;
    else table[c] = OTHER;
  }
  table[0x25] = PERCENT;
  return table;
})();

/**
 * The classes of the code units of `input`; from the first non-ASCII one on, only NON_ASCII and
 * PERCENT are reported (the rest is read only for ASCII domains).
 */
function scan(input: string): number {
  let flags = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c >= 0x80) {
      // A non-ASCII domain goes to IDNA: of the other classes only U+0025 (%) still matters.
      return flags | NON_ASCII | (input.indexOf('%', i) === -1 ? 0 : PERCENT);
    }
    flags |= CLASS[c]!;
  }
  return flags;
}

// ---------------------------------------------------------------------------------------------
// Unicode ToASCII for ASCII input, without tables.

const STRICT_OK = 0;
const STRICT_FAILS = 1;
const STRICT_NEEDS_IDNA = 2;

/**
 * The outcome of the strict domain parser ToASCII (CheckHyphens, UseSTD3ASCIIRules and
 * VerifyDnsLength true) on an ASCII `domain`, decided without Unicode tables: a label that starts
 * with `xn--` (after lowercasing) has to be Punycode-decoded and validated, so it makes the answer
 * "needs IDNA" unless another label already fails.
 *
 * For ASCII input UTS #46 only lowercases A-Z (mapping), every remaining ASCII code point is valid,
 * no label is a Bidi label and no joiner occurs; so the errors are: a label with a code point other
 * than a-z 0-9 U+002D (-) (UseSTD3ASCIIRules), a label that begins or ends with U+002D (-) or has
 * U+002D (-) in both its third and fourth positions (CheckHyphens), an empty label or a label longer
 * than 63, or a domain longer than 253 or empty (VerifyDnsLength, which counts a trailing empty
 * label as an empty label, as tr46 does).
 */
function strictASCIIStatus(domain: string): number {
  const length = domain.length;
  if (length === 0 || length > 253) return STRICT_FAILS;
  let status = STRICT_OK;
  let start = 0;
  for (let i = 0; i <= length; i++) {
    const c = i < length ? domain.charCodeAt(i) : 0x2e;
    if (c !== 0x2e) continue;
    const labelLength = i - start;
    if (labelLength === 0 || labelLength > 63) return STRICT_FAILS;
    if (
      labelLength >= 4 &&
      domain.charCodeAt(start + 2) === 0x2d &&
      domain.charCodeAt(start + 3) === 0x2d &&
      (domain.charCodeAt(start) | 0x20) === 0x78 &&
      (domain.charCodeAt(start + 1) | 0x20) === 0x6e
    ) {
      // A Punycode label: validity depends on its decoded form.
      status = STRICT_NEEDS_IDNA;
    } else {
      if (domain.charCodeAt(start) === 0x2d || domain.charCodeAt(i - 1) === 0x2d) return STRICT_FAILS;
      if (
        labelLength >= 4 &&
        domain.charCodeAt(start + 2) === 0x2d &&
        domain.charCodeAt(start + 3) === 0x2d
      ) {
        return STRICT_FAILS;
      }
      for (let j = start; j < i; j++) {
        const d = domain.charCodeAt(j);
        if (!(CLASS[d] === 0 || CLASS[d] === UPPER)) return STRICT_FAILS; // '.' cannot occur here
      }
    }
    start = i + 1;
  }
  return status;
}

/** Whether an ASCII `domain` has a label that starts with `xn--`, ASCII case-insensitively. */
function hasPunycodeLabel(domain: string): boolean {
  let start = 0;
  for (;;) {
    if (
      domain.length - start >= 4 &&
      domain.charCodeAt(start + 2) === 0x2d &&
      domain.charCodeAt(start + 3) === 0x2d &&
      (domain.charCodeAt(start) | 0x20) === 0x78 &&
      (domain.charCodeAt(start + 1) | 0x20) === 0x6e
    ) {
      return true;
    }
    const dot = domain.indexOf('.', start);
    if (dot === -1) return false;
    start = dot + 1;
  }
}

/**
 * Whether the UTF-8 encoding of `s` is longer than `max` bytes (a lone surrogate counts as the 3
 * bytes of U+FFFD). Reads `s` only when its length alone cannot tell.
 */
export function utf8LengthExceeds(s: string, max: number): boolean {
  const length = s.length;
  if (length > max) return true;
  if (length * 3 <= max) return false;
  let bytes = 0;
  for (let i = 0; i < length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
    if (bytes > max) return true;
  }
  return false;
}

function idnaToASCII(config: HostConfig, domain: string, options: UTS46Options): string | null {
  const idna = config.idna;
  // Without an IDNA implementation, or over the input limit, Unicode ToASCII counts as failed.
  if (idna === undefined || utf8LengthExceeds(domain, config.max)) return null;
  return idna.toASCII(domain, options);
}

/** Domain parser ToASCII with `beStrict` true, on a domain known to be ASCII or not. */
function strictToASCII(config: HostConfig, domain: string, ascii: boolean): string | null {
  if (ascii) {
    const status = strictASCIIStatus(domain);
    if (status === STRICT_FAILS) return null;
    if (status === STRICT_OK) return domain.toLowerCase();
  }
  return idnaToASCII(config, domain, STRICT_TO_ASCII_OPTIONS);
}

/** ASCII lowercase of an ASCII string with at least one upper-case letter, or the string itself. */
function lowerASCII(s: string, hasUpper: boolean): string {
  return hasUpper ? s.toLowerCase() : s;
}

/**
 * The domain parser: https://url.spec.whatwg.org/#concept-domain-to-ascii
 *
 * Validation errors: `domain-to-ASCII`, always at index 0 (Unicode ToASCII does not say where it
 * failed).
 */
export function domainToASCIIWith(
  config: HostConfig,
  domain: string,
  beStrict: boolean,
  report: ValidationErrorReporter | undefined,
): string | null {
  return domainToASCIIScanned(config, domain, scan(domain), beStrict, report);
}

/** The domain parser, with `flags` the result of `scan(domain)`. */
function domainToASCIIScanned(
  config: HostConfig,
  domain: string,
  flags: number,
  beStrict: boolean,
  report: ValidationErrorReporter | undefined,
): string | null {
  const ascii = (flags & NON_ASCII) === 0;
  // "Let strictResult be the result of running domain parser ToASCII with domain and true." Its
  // only other use is the return value when beStrict is true, so it is skipped when nobody listens.
  if (beStrict || report !== undefined) {
    const strictResult = strictToASCII(config, domain, ascii);
    // "If strictResult is a failure value, domain-to-ASCII validation error. This step does not return."
    if (strictResult === null && report !== undefined) report('domain-to-ASCII', 0);
    if (beStrict) return strictResult;
  }
  if (ascii) {
    // "If domain is an ASCII string, then set result to domain, lowercased."
    // "If result is the empty string, then return failure."
    // "If result contains a forbidden domain code point, then return failure."
    if (domain.length === 0 || (flags & (FORBIDDEN | PERCENT)) !== 0) return null;
    return (flags & UPPER) !== 0 ? domain.toLowerCase() : domain;
  }
  const result = idnaToASCII(config, domain, RELAXED_TO_ASCII_OPTIONS);
  if (result === null) return null;
  // "If result is the empty string, then return failure."
  if (result.length === 0) return null;
  // "If result contains a forbidden domain code point, then return failure."
  if (indexOfForbiddenDomainCodePoint(result) !== -1) return null;
  return result;
}

/**
 * Domain to Unicode: https://url.spec.whatwg.org/#concept-domain-to-unicode
 *
 * An ASCII domain without an `xn--` label is returned ASCII-lowercased without running ToUnicode
 * (ToUnicode only lowercases such a domain and records no error). Without an IDNA implementation,
 * or over the input limit, the domain is returned unchanged, as the spec does when an error was
 * recorded. The pinned spec defines no validation error here (errors were already signified by the
 * host parser), so `report` is never called.
 */
export function domainToUnicodeWith(
  config: HostConfig,
  domain: string,
  _report: ValidationErrorReporter | undefined,
): string {
  let hasUpper = false;
  let ascii = true;
  for (let i = 0; i < domain.length; i++) {
    const c = domain.charCodeAt(i);
    if (c >= 0x80) {
      ascii = false;
      break;
    }
    if (c >= 0x41 && c <= 0x5a) hasUpper = true;
  }
  if (ascii && !hasPunycodeLabel(domain)) return lowerASCII(domain, hasUpper);
  const idna = config.idna;
  if (idna === undefined || utf8LengthExceeds(domain, config.max)) return domain;
  const result = idna.toUnicode(domain, TO_UNICODE_OPTIONS);
  // "If an error was recorded, then return domain."
  return result.error ? domain : result.domain;
}

// ---------------------------------------------------------------------------------------------

function isASCII(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return false;
  return true;
}

function indexOfPercentEncodedByte(input: string): number {
  for (let i = input.indexOf('%'); i !== -1 && i + 2 < input.length; i = input.indexOf('%', i + 1)) {
    if (isASCIIHexDigit(input.charCodeAt(i + 1)) && isASCIIHexDigit(input.charCodeAt(i + 2))) return i;
  }
  return -1;
}

function shiftReporter(report: ValidationErrorReporter, by: number): ValidationErrorReporter {
  return (type, index) => report(type, index + by);
}

function zeroReporter(report: ValidationErrorReporter): ValidationErrorReporter {
  return (type) => report(type, 0);
}

/**
 * The host parser: https://url.spec.whatwg.org/#concept-host-parser
 *
 * Validation-error indices are in `input`. Errors of the IPv4 parser keep their index when the
 * domain is `input` lowercased; after percent-decoding or IDNA changed the string they are given
 * index 0.
 */
export function parseHostWith(
  config: HostConfig,
  input: string,
  isOpaque: boolean | undefined,
  report: ValidationErrorReporter | undefined,
): Host | null {
  const length = input.length;
  // "If input starts with U+005B ([), then:"
  if (length !== 0 && input.charCodeAt(0) === 0x5b) {
    // "If input does not end with U+005D (]), IPv6-unclosed validation error, return failure."
    if (input.charCodeAt(length - 1) !== 0x5d) {
      if (report !== undefined) report('IPv6-unclosed', 0);
      return null;
    }
    return parseIPv6(input.slice(1, length - 1), report === undefined ? undefined : shiftReporter(report, 1));
  }
  // "If isOpaque is true, then return the result of opaque-host parsing input."
  if (isOpaque === true) return parseOpaqueHost(input, report);
  const flags = scan(input);
  let asciiDomain: string | null;
  // Whether asciiDomain is input lowercased, so that indices in one are indices in the other.
  let sameIndices = false;
  // "Let domain be the result of running UTF-8 decode without BOM on the percent-decoding of input."
  let domain = input;
  if ((flags & (PERCENT | NON_ASCII)) === 0) {
    // The ASCII fast path: domain is input itself, and the domain parser with beStrict false
    // returns it lowercased whatever Unicode ToASCII says.
    if (report !== undefined && strictToASCII(config, input, true) === null) report('domain-to-ASCII', 0);
    if ((flags & FORBIDDEN) !== 0 || length === 0) return null;
    asciiDomain = (flags & UPPER) !== 0 ? input.toLowerCase() : input;
    sameIndices = true;
  } else {
    if ((flags & PERCENT) !== 0) {
      // "If input contains a percent-encoded byte, domain-percent-encoded validation error."
      if (report !== undefined) {
        const at = indexOfPercentEncodedByte(input);
        if (at !== -1) report('domain-percent-encoded', at);
      }
      domain = percentDecodeToString(input);
    }
    asciiDomain = domainToASCIIScanned(
      config,
      domain,
      domain === input ? flags : scan(domain),
      false,
      report === undefined || domain === input ? report : zeroReporter(report),
    );
    if (asciiDomain === null) return null;
  }
  // "If asciiDomain ends in a number, then:"
  if (endsInANumber(asciiDomain)) {
    // "If domain is not an ASCII string, IPv4-non-ASCII-input validation error." (whatwg/url#925,
    // newer than the pinned copy of the standard.) On the ASCII fast path domain is ASCII.
    if (report !== undefined && !sameIndices && !isASCII(domain)) {
      report('IPv4-non-ASCII-input', 0);
    }
    // "Return the result of IPv4 parsing asciiDomain."
    return parseIPv4(asciiDomain, report === undefined || sameIndices ? report : zeroReporter(report));
  }
  return asciiDomain;
}

/**
 * The opaque-host parser: https://url.spec.whatwg.org/#concept-opaque-host-parser
 *
 * Validation errors: `host-invalid-code-point` (at the first forbidden host code point; the result is
 * failure), `invalid-URL-unit` (at the first code point that is neither a URL code point nor
 * U+0025 (%), and again at the first U+0025 (%) not followed by two ASCII hex digits).
 */
export function parseOpaqueHost(input: string, report?: ValidationErrorReporter): string | null {
  let needsEncoding = false;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80) {
      const f = FORBIDDEN_TABLE[c];
      if (f === 1) {
        // "If input contains a forbidden host code point, host-invalid-code-point validation error, return failure."
        if (report !== undefined) report('host-invalid-code-point', i);
        return null;
      }
      if (f === 2 && c !== 0x25) needsEncoding = true; // C0 control or DEL
    } else {
      needsEncoding = true;
    }
  }
  if (report !== undefined) reportInvalidURLUnits(input, report);
  // "Return the result of running UTF-8 percent-encode on input using the C0 control percent-encode set."
  return needsEncoding ? utf8PercentEncodeString(input, C0_CONTROL_PERCENT_ENCODE_SET) : input;
}

function reportInvalidURLUnits(input: string, report: ValidationErrorReporter): void {
  // "If input contains a code point that is not a URL code point and not U+0025 (%), invalid-URL-unit
  // validation error."
  for (let i = 0; i < input.length; i++) {
    let c = input.charCodeAt(i);
    const at = i;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < input.length) {
      const d = input.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    if (c !== 0x25 && !isURLCodePoint(c)) {
      report('invalid-URL-unit', at);
      break;
    }
  }
  // "If input contains a U+0025 (%) and the two code points following it are not ASCII hex digits,
  // invalid-URL-unit validation error."
  for (let i = input.indexOf('%'); i !== -1; i = input.indexOf('%', i + 1)) {
    if (!isASCIIHexDigit(input.charCodeAt(i + 1)) || !isASCIIHexDigit(input.charCodeAt(i + 2))) {
      report('invalid-URL-unit', i);
      break;
    }
  }
}

/**
 * The host serializer: https://url.spec.whatwg.org/#concept-host-serializer
 */
export function serializeHost(host: Host): string {
  if (typeof host === 'string') return host;
  // "If host is an IPv4 address, return the result of running the IPv4 serializer on host."
  if (typeof host === 'number') return serializeIPv4(host);
  // "Otherwise, if host is an IPv6 address, return U+005B ([), followed by the result of running the
  // IPv6 serializer on host, followed by U+005D (])."
  return '[' + serializeIPv6(host) + ']';
}

/** Normalises {@link HostParserOptions} into a config. */
export function hostConfig(options: HostParserOptions | undefined): HostConfig {
  const max = options?.maxIDNAInputLength ?? DEFAULT_MAX_IDNA_INPUT_LENGTH;
  if (typeof max !== 'number' || Number.isNaN(max) || max < 0) {
    throw new TypeError(`maxIDNAInputLength must be a non-negative number or Infinity, got ${String(max)}`);
  }
  const idna = options?.idna;
  if (idna !== undefined && (typeof idna.toASCII !== 'function' || typeof idna.toUnicode !== 'function')) {
    throw new TypeError('idna must have toASCII and toUnicode functions');
  }
  return { idna, max };
}

/**
 * Creates the host algorithms bound to an IDNA implementation (none by default: non-ASCII domains
 * then fail) and an IDNA input limit (16384 UTF-8 bytes by default; `Infinity` turns it off).
 * Not a spec algorithm: binds https://url.spec.whatwg.org/#concept-host-parser,
 * https://url.spec.whatwg.org/#concept-domain-to-ascii and
 * https://url.spec.whatwg.org/#concept-domain-to-unicode to an IDNA implementation
 * (https://www.unicode.org/reports/tr46/#Processing).
 */
export function createHostParser(options?: HostParserOptions): HostParser {
  const config = hostConfig(options);
  return {
    parseHost: (input, isOpaque, report) => parseHostWith(config, input, isOpaque, report),
    parseOpaqueHost,
    domainToASCII: (domain, beStrict, report) => domainToASCIIWith(config, domain, beStrict === true, report),
    domainToUnicode: (domain, report) => domainToUnicodeWith(config, domain, report),
    serializeHost,
  };
}
