import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_IDNA_INPUT_LENGTH, type IDNA } from '../src/core';
import { createHostParser, parseHost } from '../src/index';
import { tr46IDNA } from '../src/tr46';

/** `n` distinct CJK ideographs (U+4E00..), in one label. Punycode-encoding it is quadratic in n. */
function distinctIdeographs(n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String.fromCodePoint(0x4e00 + i);
  return s;
}

function countingIDNA(): { idna: IDNA; calls: number[] } {
  const calls: number[] = [];
  return {
    calls,
    idna: {
      toASCII(domain, options) {
        calls.push(domain.length);
        return tr46IDNA.toASCII(domain, options);
      },
      toUnicode(domain, options) {
        calls.push(domain.length);
        return tr46IDNA.toUnicode(domain, options);
      },
    },
  };
}

describe('the IDNA input limit (the deliberate deviation from the spec)', () => {
  it('defaults to 16384', () => {
    expect(DEFAULT_MAX_IDNA_INPUT_LENGTH).toBe(16384);
  });

  // 6,700 distinct ideographs: 20,100 bytes of UTF-8, 6,700 UTF-16 code units.
  const hostile = distinctIdeographs(6_700);

  it('a 20 KB non-ASCII host fails without reaching IDNA when the limit is on', () => {
    const { idna, calls } = countingIDNA();
    const host = createHostParser({ idna });
    expect(host.parseHost(hostile)).toBeNull();
    expect(host.parseHost(hostile, false, () => {})).toBeNull();
    expect(host.domainToASCII(hostile, true)).toBeNull();
    expect(host.domainToUnicode(hostile)).toBe(hostile);
    expect(calls).toEqual([]);
    expect(parseHost(hostile)).toBeNull(); // the root entry has the limit on
  });

  it('the same host succeeds (slowly) with maxIDNAInputLength: Infinity', () => {
    const host = createHostParser({ idna: tr46IDNA, maxIDNAInputLength: Number.POSITIVE_INFINITY });
    const result = host.parseHost(hostile);
    expect(typeof result).toBe('string');
    expect((result as string).startsWith('xn--')).toBe(true);
    expect(host.domainToUnicode(result as string)).toBe(hostile);
  });

  it('is measured in UTF-8 bytes of the domain handed to IDNA, after percent-decoding', () => {
    const { idna, calls } = countingIDNA();
    const host = createHostParser({ idna, maxIDNAInputLength: 20 });
    // é is 2 bytes: 10 of them fit, 11 do not
    expect(host.parseHost('é'.repeat(10))).toBe(parseHost('é'.repeat(10)));
    expect(calls).toEqual([10]);
    expect(host.parseHost('é'.repeat(11))).toBeNull();
    expect(calls).toEqual([10]);
    // 60 input characters, 20 bytes once decoded
    expect(host.parseHost('%C3%A9'.repeat(10))).toBe(parseHost('é'.repeat(10)));
    expect(calls).toEqual([10, 10]);
    // U+2665 is 3 bytes, U+1F600 is 4 bytes (2 code units); ASCII 1 byte
    expect(host.parseHost(`${'\u2665'.repeat(6)}ab`)).toBe(parseHost(`${'\u2665'.repeat(6)}ab`));
    expect(host.parseHost(`${'\u2665'.repeat(6)}abc`)).toBeNull();
    expect(host.parseHost(`${'\u{1F600}'.repeat(5)}`)).toBe(parseHost('\u{1F600}'.repeat(5)));
    expect(host.parseHost(`${'\u{1F600}'.repeat(5)}a`)).toBeNull();
    expect(calls).toEqual([10, 10, 8, 10]); // code-unit lengths of what reached IDNA
  });

  it('never limits ASCII domains, which do not reach IDNA', () => {
    const { idna, calls } = countingIDNA();
    const host = createHostParser({ idna, maxIDNAInputLength: 20 });
    const long = `${'a'.repeat(100_000)}.Example.COM`;
    expect(host.parseHost(long)).toBe(long.toLowerCase());
    expect(host.parseHost(long, false, () => {})).toBe(long.toLowerCase());
    expect(host.domainToASCII(long)).toBe(long.toLowerCase());
    expect(host.domainToUnicode(long)).toBe(long.toLowerCase());
    expect(host.parseHost('xn--8i7caa.example.com')).toBe('xn--8i7caa.example.com');
    expect(calls).toEqual([]);
  });

  it('counts a strict ToASCII over the limit as failed (reporting only)', () => {
    const { idna, calls } = countingIDNA();
    const host = createHostParser({ idna, maxIDNAInputLength: 10 });
    const errors: string[] = [];
    expect(host.parseHost('xn--fa-hia.example', false, (t) => errors.push(t))).toBe('xn--fa-hia.example');
    expect(errors).toEqual(['domain-to-ASCII']);
    expect(host.domainToASCII('xn--fa-hia.example', true)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('returns domains over the limit unchanged from domainToUnicode', () => {
    const host = createHostParser({ idna: tr46IDNA, maxIDNAInputLength: 10 });
    expect(host.domainToUnicode('xn--fa-hia.example')).toBe('xn--fa-hia.example');
    expect(host.domainToUnicode('xn--fa-hia')).toBe('faß');
  });
});
