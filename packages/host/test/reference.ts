/**
 * A literal, unoptimised transcription of the URL Standard's host algorithms (pinned commit), calling
 * tr46 for every Unicode ToASCII/ToUnicode, and the ipaddr and percent packages for the algorithms
 * they own. The tests compare the optimised code with it.
 */
import { endsInANumber, parseIPv4 } from '@url/ipaddr/ipv4';
import { parseIPv6 } from '@url/ipaddr/ipv6';
import {
  C0_CONTROL_PERCENT_ENCODE_SET,
  percentDecodeString,
  utf8DecodeWithoutBOM,
  utf8PercentEncodeString,
} from '@url/percent';
import { toASCII, toUnicode } from 'tr46-oracle';
import type { Host } from '../src/index';

const forbiddenHost = new Set([
  0x00, 0x09, 0x0a, 0x0d, 0x20, 0x23, 0x2f, 0x3a, 0x3c, 0x3e, 0x3f, 0x40, 0x5b, 0x5c, 0x5d, 0x5e, 0x7c,
]);
const isForbiddenDomain = (c: number) => forbiddenHost.has(c) || c <= 0x1f || c === 0x25 || c === 0x7f;
const isASCIIString = (s: string) => [...s].every((c) => c.codePointAt(0)! <= 0x7f);
const asciiLowercase = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** https://url.spec.whatwg.org/#concept-domain-to-ascii ("domain parser ToASCII") */
export function domainParserToASCII(domain: string, beStrict: boolean): string | null {
  return toASCII(domain, {
    checkHyphens: beStrict,
    checkBidi: true,
    checkJoiners: true,
    useSTD3ASCIIRules: beStrict,
    transitionalProcessing: false,
    verifyDNSLength: beStrict,
    ignoreInvalidPunycode: false,
  });
}

/** The domain parser; `errors` collects validation error names. */
export function domainParser(domain: string, beStrict: boolean, errors: string[] = []): string | null {
  const strictResult = domainParserToASCII(domain, true);
  if (strictResult === null) errors.push('domain-to-ASCII');
  if (beStrict) return strictResult;
  let result: string | null = null;
  if (isASCIIString(domain)) result = asciiLowercase(domain);
  else {
    result = domainParserToASCII(domain, false);
    if (result === null) return null;
  }
  if (result === '') return null;
  if ([...result].some((c) => isForbiddenDomain(c.codePointAt(0)!))) return null;
  return result;
}

/** https://url.spec.whatwg.org/#concept-domain-to-unicode */
export function domainToUnicode(domain: string): string {
  const result = toUnicode(domain, {
    checkHyphens: false,
    checkBidi: true,
    checkJoiners: true,
    useSTD3ASCIIRules: false,
    transitionalProcessing: false,
    ignoreInvalidPunycode: false,
  });
  return result.error ? domain : result.domain;
}

/** https://url.spec.whatwg.org/#concept-opaque-host-parser */
export function parseOpaqueHost(input: string): string | null {
  if ([...input].some((c) => forbiddenHost.has(c.codePointAt(0)!))) return null;
  return utf8PercentEncodeString(input, C0_CONTROL_PERCENT_ENCODE_SET);
}

/** https://url.spec.whatwg.org/#concept-host-parser */
export function parseHost(input: string, isOpaque = false, errors: string[] = []): Host | null {
  if (input.startsWith('[')) {
    if (!input.endsWith(']')) return null;
    return parseIPv6(input.slice(1, -1));
  }
  if (isOpaque) return parseOpaqueHost(input);
  const domain = utf8DecodeWithoutBOM(percentDecodeString(input));
  const asciiDomain = domainParser(domain, false, errors);
  if (asciiDomain === null) return null;
  if (endsInANumber(asciiDomain)) return parseIPv4(asciiDomain);
  return asciiDomain;
}
