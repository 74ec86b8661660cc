// The URL Standard's IPv4 algorithms: https://url.spec.whatwg.org/#concept-ipv4
import { parseDottedQuad } from './internal/dotted-quad';
import type { IPv4ValidationErrorType, ValidationErrorReporter } from './validation-errors';

export {
  IPV4_VALIDATION_ERRORS,
  type IPv4ValidationErrorType,
  type ValidationErrorReporter,
} from './validation-errors';

type Reporter = ValidationErrorReporter<IPv4ValidationErrorType>;

/** The result of the IPv4 number parser: the number, and whether it was written in hex or octal. */
export interface IPv4Number {
  /** Exact up to `Number.MAX_SAFE_INTEGER`; a longer numeral gives the nearest double (or `Infinity`). */
  value: number;
  /** True when `input` used a `0x`/`0X` (hexadecimal) or `0` (octal) prefix. */
  validationError: boolean;
}

// Values above this cannot be part of an IPv4 address (the largest limit is 256^4 for a single part),
// so the parser clamps to it: exact below, still "too big" above, and no precision loss on long input.
const CLAMP = 0x100000000;

/**
 * The value of the IPv4 number `input.slice(start, end)` (https://url.spec.whatwg.org/#ipv4-number-parser),
 * clamped to `limit`, or -1 for failure. Whether it carries a validation error is for the caller to
 * see: exactly when the part has two or more code points and starts with "0".
 */
function ipv4NumberValue(input: string, start: number, end: number, limit: number): number {
  // "If input is the empty string, then return failure."
  if (start === end) return -1;
  let radix = 10;
  if (end - start >= 2 && input.charCodeAt(start) === 0x30) {
    const c = input.charCodeAt(start + 1);
    if (c === 0x78 || c === 0x58) {
      radix = 16;
      start += 2;
    } else {
      radix = 8;
      start += 1;
    }
  }
  // "If input is the empty string, then return (0, true)." ("0x" alone)
  let value = 0;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    let digit: number;
    if (c >= 0x30 && c <= 0x39) digit = c - 0x30;
    else {
      const lower = c | 0x20;
      if (lower >= 0x61 && lower <= 0x66) digit = lower - 0x57;
      else return -1;
    }
    // "If input contains a code point that is not a radix-R digit, then return failure."
    if (digit >= radix) return -1;
    value = value * radix + digit;
    if (value > limit) value = limit;
  }
  return value;
}

/**
 * The IPv4 number parser: https://url.spec.whatwg.org/#ipv4-number-parser
 *
 * Returns `null` for failure, otherwise the number and whether it was written with a hexadecimal or
 * octal prefix (the spec's `(number, validationError)` tuple).
 */
export function parseIPv4Number(input: string): IPv4Number | null {
  const value = ipv4NumberValue(input, 0, input.length, Number.POSITIVE_INFINITY);
  if (value === -1) return null;
  return { value, validationError: input.length >= 2 && input.charCodeAt(0) === 0x30 };
}

/**
 * The ends in a number checker: https://url.spec.whatwg.org/#ends-in-a-number-checker
 *
 * True when the last label of `input` (ignoring one trailing dot) is all ASCII digits, or is "0x"/"0X"
 * followed by zero or more ASCII hex digits: the host parser then hands `input` to the IPv4 parser.
 */
export function endsInANumber(input: string): boolean {
  let end = input.length;
  // "If the last item in parts is the empty string, then remove the last item from parts."
  if (end > 0 && input.charCodeAt(end - 1) === 0x2e) end--;
  let start = end;
  let allDigits = true;
  while (start > 0) {
    const c = input.charCodeAt(start - 1);
    if (c === 0x2e) break;
    if (c < 0x30 || c > 0x39) {
      // Neither a digit nor, for the "0x" form, a hex digit or x: the last part cannot be a number.
      const lower = c | 0x20;
      if (!((lower >= 0x61 && lower <= 0x66) || lower === 0x78)) return false;
      allDigits = false;
    }
    start--;
  }
  if (start === end) return false;
  // "If last is not the empty string and contains only ASCII digits, then return true."
  if (allDigits) return true;
  // "If parsing last as an IPv4 number does not return failure, then return true." Since last is not all
  // digits, this can only be "0x"/"0X" followed by hex digits.
  if (end - start < 2 || input.charCodeAt(start) !== 0x30) return false;
  const x = input.charCodeAt(start + 1);
  if (x !== 0x78 && x !== 0x58) return false;
  return ipv4NumberValue(input, start, end, CLAMP) !== -1;
}

/**
 * The IPv4 parser: https://url.spec.whatwg.org/#concept-ipv4-parser
 *
 * Returns the address as an unsigned 32-bit integer, or `null` for failure. Reports `IPv4-empty-part`,
 * `IPv4-too-few-parts`, `IPv4-non-decimal-part` (the address is still returned) and
 * `IPv4-too-many-parts`, `IPv4-non-numeric-part`, `IPv4-out-of-range-part`. Indexes: the trailing dot for
 * `IPv4-empty-part`, 0 for `IPv4-too-few-parts`, otherwise the start of the offending part.
 *
 * Dotted-decimal input ("192.168.0.1") takes a single pass without allocation; every other notation
 * (hex, octal, fewer parts, a trailing dot) goes through the general algorithm.
 */
export function parseIPv4(input: string, report?: Reporter): number | null {
  // A valid IPv4-address string has no validation error to report, so the fast path is exact.
  const address = parseDottedQuad(input);
  if (address !== -1) return address;
  return parseIPv4General(input, report);
}

function parseIPv4General(input: string, report: Reporter | undefined): number | null {
  const length = input.length;
  let end = length;
  // "If the last item in parts is the empty string, then: IPv4-empty-part validation error. If parts's size
  // is greater than 1, then remove the last item from parts."
  if (length === 0) report?.('IPv4-empty-part', 0);
  else if (input.charCodeAt(length - 1) === 0x2e) {
    report?.('IPv4-empty-part', length - 1);
    end = length - 1;
  }
  let parts = 1;
  let fifthPart = -1;
  for (let i = 0; i < end; i++) {
    if (input.charCodeAt(i) === 0x2e) {
      parts++;
      if (parts === 5) fifthPart = i + 1;
    }
  }
  if (parts < 4) report?.('IPv4-too-few-parts', 0);
  if (parts > 4) {
    report?.('IPv4-too-many-parts', fifthPart);
    return null;
  }
  // The address is the last number plus each earlier number n × 256^(3 − counter).
  let ipv4 = 0;
  let multiplier = 0x1000000;
  let outOfRange = -1;
  let earlierPartTooBig = false;
  let last = 0;
  let start = 0;
  for (let k = 0; k < parts; k++) {
    let stop = k === parts - 1 ? end : input.indexOf('.', start);
    if (stop === -1 || stop > end) stop = end;
    const n = ipv4NumberValue(input, start, stop, CLAMP);
    if (n === -1) {
      report?.('IPv4-non-numeric-part', start);
      return null;
    }
    if (stop - start >= 2 && input.charCodeAt(start) === 0x30) report?.('IPv4-non-decimal-part', start);
    if (n > 255 && outOfRange === -1) outOfRange = start;
    if (k === parts - 1) last = n;
    else {
      if (n > 255) earlierPartTooBig = true;
      ipv4 += n * multiplier;
      multiplier /= 256;
    }
    start = stop + 1;
  }
  // "If any item in numbers is greater than 255, IPv4-out-of-range-part validation error."
  if (outOfRange !== -1) report?.('IPv4-out-of-range-part', outOfRange);
  if (earlierPartTooBig) return null;
  // "If the last item in numbers is greater than or equal to 256^(5 − numbers's size), then return failure."
  if (last >= 256 ** (5 - parts)) return null;
  return ipv4 + last;
}

/**
 * The IPv4 serializer: https://url.spec.whatwg.org/#concept-ipv4-serializer
 *
 * Throws a `TypeError` unless `address` is an integer from 0 to 2^32 − 1.
 */
export function serializeIPv4(address: number): string {
  if (address >>> 0 !== address) throw new TypeError(`Invalid IPv4 address: ${String(address)}`);
  return (
    (address >>> 24) + '.' + ((address >>> 16) & 255) + '.' + ((address >>> 8) & 255) + '.' + (address & 255)
  );
}
