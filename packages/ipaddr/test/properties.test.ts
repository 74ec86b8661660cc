// Property tests: round trips, idempotence, and a differential against whatwg-url (the reference
// implementation of the URL Standard) on generated IPv4 notations and IPv6 texts.
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endsInANumber, parseIPv4, serializeIPv4 } from '../src/ipv4.ts';
import { parseIPv6, serializeIPv6 } from '../src/ipv6.ts';
import { compareReadings, parseIPv4Strict } from '../src/strict.ts';
import { dottedQuad, ipv4Address, ipv4Text, ipv6Pieces, ipv6Text, ipv6ValidText } from './arbitraries.ts';
import { withErrors } from './helpers.ts';

const require = createRequire(import.meta.url);
const whatwg = require('whatwg-url') as {
  parseURLWithValidationErrors(input: string): {
    url: { host: string | number | number[] | null } | null;
    validationErrors: string[];
  };
};

const numRuns = 5000;
const ipErrors = (errors: string[]) =>
  errors
    .map((e) => e.replace(/@\d+$/, ''))
    .filter((e) => e.startsWith('IPv4-') || e.startsWith('IPv6-'))
    .sort();

describe('round trips', () => {
  it('IPv4: parse(serialize(a)) is a', () => {
    fc.assert(
      fc.property(ipv4Address, (a) => {
        const text = serializeIPv4(a);
        expect(parseIPv4(text)).toBe(a);
        expect(parseIPv4Strict(text)).toBe(a);
      }),
      { numRuns },
    );
  });

  it('IPv6: parse(serialize(p)) is p', () => {
    fc.assert(
      fc.property(ipv6Pieces, (p) => {
        expect(parseIPv6(serializeIPv6(p))).toEqual(p);
      }),
      { numRuns },
    );
  });

  it('IPv6: serialize(parse(x)) is idempotent, and the notation does not change the address', () => {
    fc.assert(
      fc.property(ipv6Text, (x) => {
        const pieces = parseIPv6(x);
        if (pieces === null) return;
        const once = serializeIPv6(pieces);
        expect(serializeIPv6(parseIPv6(once)!)).toBe(once);
        // the serialization is a valid IPv6-address string: no validation error
        expect(withErrors(parseIPv6, once)).toEqual([pieces, []]);
      }),
      { numRuns },
    );
  });

  it('IPv6: every generated valid notation parses', () => {
    fc.assert(
      fc.property(ipv6ValidText, (x) => {
        expect(parseIPv6(x)).not.toBeNull();
      }),
      { numRuns },
    );
  });
});

describe('strict and URL readings', () => {
  it('agree on dotted-quad decimal without leading zeros', () => {
    fc.assert(
      fc.property(dottedQuad, (x) => {
        const readings = compareReadings(x);
        expect(readings.differ).toBe(false);
        expect(readings.url).not.toBeNull();
        expect(readings.url).toBe(readings.strict);
      }),
      { numRuns },
    );
  });

  it('differ exactly when the URL reading is not a dotted quad (IPv4 notations)', () => {
    fc.assert(
      fc.property(ipv4Text, (x) => {
        const { url, strict, differ } = compareReadings(x);
        expect(differ).toBe(url !== strict);
        if (strict !== null) expect(url).toBe(strict);
      }),
      { numRuns },
    );
  });
});

describe('differential against whatwg-url', () => {
  it('IPv4 notations: same host, same IPv4 validation errors', () => {
    fc.assert(
      fc.property(ipv4Text, (x) => {
        // whatwg-url lowercases (domain to ASCII) before the IPv4 parser; ours reads "0X" as well
        const { url, validationErrors } = whatwg.parseURLWithValidationErrors(`http://${x}/`);
        const [ours, errors] = withErrors(parseIPv4, x.toLowerCase());
        if (/[^0-9A-Za-z.-]/.test(x)) {
          // a forbidden domain code point (a space): the host parser fails before the IPv4 parser
          expect(url).toBeNull();
          return;
        }
        if (!endsInANumber(x)) {
          // a domain (or a failure for another reason, such as a space): not the IPv4 parser's business
          expect(url === null || typeof url.host === 'string').toBe(true);
          return;
        }
        expect(ours).toBe(url === null ? null : url.host);
        expect(parseIPv4(x)).toBe(ours);
        expect(ipErrors(errors)).toEqual(ipErrors(validationErrors));
      }),
      { numRuns },
    );
  });

  it('IPv6 texts: same host, same IPv6 validation errors', () => {
    const urlSafe = ipv6Text.filter((x) => !/[[\]/?#\\@\t\n\r]/.test(x));
    fc.assert(
      fc.property(urlSafe, (x) => {
        const { url, validationErrors } = whatwg.parseURLWithValidationErrors(`http://[${x}]/`);
        const [ours, errors] = withErrors(parseIPv6, x);
        expect(ours).toEqual(url === null ? null : url.host);
        expect(ipErrors(errors)).toEqual(ipErrors(validationErrors));
      }),
      { numRuns },
    );
  });
});
