import { readFileSync } from 'node:fs';
import { toASCII } from 'tr46';
import { describe, expect, it } from 'vitest';
import { parseHost, RELAXED_TO_ASCII_OPTIONS, serializeHost } from '../src/index';
import { loadCases } from './wpt-data';

/**
 * What `new URL("https://" + input + "/x").host` gives in the WPT files (none of their inputs holds a
 * code point that ends the host state or that the URL parser strips): the serialized host, or null.
 */
function hostToASCII(input: string, report?: (type: string, index: number) => void): string | null {
  const host = parseHost(input, false, report);
  return host === null ? null : serializeHost(host);
}

/** Code points outside U+0020..U+007E as \u{hex}: a readable, unambiguous key. */
export function escapeInput(input: string): string {
  let out = '';
  for (const ch of input) {
    const cp = ch.codePointAt(0)!;
    out += cp >= 0x20 && cp <= 0x7e ? ch : `\\u{${cp.toString(16)}}`;
  }
  return out;
}

const expectations = JSON.parse(
  readFileSync(new URL('./expectations.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, string> | string>;

const files = [
  ['toascii.json', 87],
  ['IdnaTestV2.json', 2670],
  ['IdnaTestV2-removed.json', 20],
] as const;

for (const [file, count] of files) {
  describe(file, () => {
    // The .any.js files skip the empty input ("cannot test empty string input through new URL()").
    const cases = loadCases(file).filter((c) => c.input !== '');
    const expected = (expectations[file] ?? {}) as Record<string, string>;

    it(`has the pinned number of cases (${count})`, () => {
      expect(cases.length).toBe(count);
    });

    it('every expectation names an existing case', () => {
      const keys = new Set(cases.map((c) => escapeInput(c.input)));
      for (const key of Object.keys(expected)) expect(keys.has(key), key).toBe(true);
    });

    it('passes every case not listed as an expected failure, with and without a reporter', () => {
      let passed = 0;
      const unexpected: string[] = [];
      for (const c of cases) {
        const key = escapeInput(c.input);
        const plain = hostToASCII(c.input);
        const errors: [string, number][] = [];
        const reported = hostToASCII(c.input, (type, index) => errors.push([type, index]));
        // Reporting never changes a result.
        expect(reported, key).toBe(plain);
        // A failure is always signified by at least one validation error.
        if (plain === null) expect(errors.length, key).toBeGreaterThan(0);
        const pass = plain === c.output;
        if (key in expected) {
          if (pass) unexpected.push(`${key}: listed as an expected failure but passes`);
        } else if (pass) {
          passed++;
        } else {
          unexpected.push(`${key}: expected ${JSON.stringify(c.output)}, got ${JSON.stringify(plain)}`);
        }
      }
      expect(unexpected).toEqual([]);
      expect(passed).toBe(cases.length - Object.keys(expected).length);
    });
  });
}

describe('the expected failures are exactly tr46\u2019s Unicode version', () => {
  it('tr46 7.0.0 itself returns the value we return, not the expected failure', () => {
    const tr46Package = JSON.parse(
      readFileSync(new URL('../node_modules/tr46/package.json', import.meta.url), 'utf8'),
    ) as { version: string; unicodeVersion: string };
    expect(tr46Package.version).toBe('7.0.0');
    expect(tr46Package.unicodeVersion).toBe('18.0.0');
    const listed = Object.keys(expectations['IdnaTestV2.json'] as Record<string, string>);
    const cases = loadCases('IdnaTestV2.json').filter((c) => listed.includes(escapeInput(c.input)));
    expect(cases.length).toBe(2);
    for (const c of cases) {
      expect(c.output).toBeNull();
      expect(c.comment).toBe('V7'); // UTS #46: "V7: the label contains a disallowed code point"
      const ours = hostToASCII(c.input);
      const tr46 = toASCII(c.input, RELAXED_TO_ASCII_OPTIONS);
      expect(tr46).not.toBeNull();
      expect(ours).toBe(tr46);
      // The rest of the input is valid on its own, and U+3E8AC alone is valid to tr46 7.0.0: the
      // expected V7 failure can only come from U+3E8AC being disallowed in the data's Unicode version.
      expect(toASCII(c.input.replace('\u{3E8AC}', 'a'), RELAXED_TO_ASCII_OPTIONS)).not.toBeNull();
      expect(toASCII('\u{3E8AC}', RELAXED_TO_ASCII_OPTIONS)).toBe('xn--t92s');
    }
  });
});
