// domainToASCII / domainToUnicode from @url/parser/node against node:url's, on the WPT host inputs,
// real hosts and generated strings. Every disagreement is printed and must be in KNOWN with its
// reason; a KNOWN entry that agrees fails the test.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as nodeURL from 'node:url';
import { TO_UNICODE_OPTIONS } from '@url/host';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainToASCII, domainToUnicode } from '../src/node';

const wpt = (file: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../wpt/url/resources/${file}`, import.meta.url), 'utf8'),
  ) as unknown[];

const inputs = new Set<string>();
for (const c of wpt('toascii.json'))
  if (typeof c === 'object' && c !== null) inputs.add((c as { input: string }).input);
for (const file of ['IdnaTestV2.json', 'IdnaTestV2-removed.json'])
  for (const c of wpt(file))
    if (typeof c === 'object' && c !== null) inputs.add((c as { input: string }).input);
for (const c of wpt('urltestdata.json')) {
  if (typeof c !== 'object' || c === null || !('hostname' in c)) continue;
  inputs.add((c as { hostname: string }).hostname);
}
for (const s of [
  '',
  'example.com',
  'EXAMPLE.com',
  'a.com/x',
  'a.com?q',
  'a.com#f',
  'a.com\\x',
  'a.com:80',
  'user@a.com',
  'a b',
  '0x7f.1',
  '127.1',
  '1.2.3.4.5',
  '[::1]',
  '[::ffff:1.2.3.4]',
  '::1',
  'xn--iñvalid.com',
  'xn--53h.example',
  '☕.example',
  '%41.com',
  '%zz',
  'a..b',
  '.',
  'xn--',
  'xn--a',
  'xn--8i7caa',
  '\ud800.com',
  'ＥＸＡＭＰＬＥ.com',
]) {
  inputs.add(s);
}

const whatwg = createRequire(import.meta.url)('whatwg-url') as typeof import('whatwg-url');

/** Node's algorithm (the hostname setter on ws://x) run on whatwg-url 17.3.0, the reference. */
function referenceASCII(input: string): string {
  if (input === '') return '';
  const url = whatwg.basicURLParse('ws://x');
  if (url === null) throw new Error('unreachable');
  if (whatwg.basicURLParse(input, { url, stateOverride: 'hostname' }) === null || url.host === null)
    return '';
  return whatwg.serializeHost(url.host);
}

// tr46 as @url/host uses it, for checking the domainToUnicode differences
const tr46 = createRequire(new URL('../../host/package.json', import.meta.url))('tr46') as {
  toUnicode(domain: string, options: object): { domain: string; error: boolean };
};

type Kind = 'agree' | 'parser' | 'unicode' | 'other';

/**
 * How our result and Node's relate on `input`:
 * - agree: the same two strings;
 * - parser: domainToASCII differs, and ours is the reference's (Node's algorithm on whatwg-url):
 *   Node 20's Ada reads the host by the standard as it was before 2026 (an ASCII domain went through
 *   full ToASCII, so a bad `xn--` label failed; ẞ mapped to "ss"), we by the pinned standard;
 * - unicode: domainToASCII agrees, domainToUnicode differs (Ada's own to_unicode against UTS #46
 *   ToUnicode with the standard's flags);
 * - other: anything else (must not occur).
 */
function classify(input: string): { kind: Kind; line: string } {
  const ours = [domainToASCII(input), domainToUnicode(input)] as const;
  const node = [nodeURL.domainToASCII(input), nodeURL.domainToUnicode(input)];
  const line = `${JSON.stringify(input)}: ours ${JSON.stringify(ours)}, node ${JSON.stringify(node)}`;
  if (ours[0] === node[0] && ours[1] === node[1]) return { kind: 'agree', line };
  if (ours[0] !== node[0]) return { kind: ours[0] === referenceASCII(input) ? 'parser' : 'other', line };
  // domainToUnicode only: ours must be the domain unchanged because UTS #46 ToUnicode (with the
  // standard's flags) records an error, where Ada's to_unicode decodes the label anyway.
  const error = tr46.toUnicode(ours[0], { ...TO_UNICODE_OPTIONS }).error;
  return { kind: ours[1] === ours[0] && error ? 'unicode' : 'other', line };
}

describe('domainToASCII / domainToUnicode against node:url', () => {
  it('agree on the WPT host inputs and fixed cases, but where Ada 2.x and the standard differ', () => {
    const byKind: Record<Kind, string[]> = { agree: [], parser: [], unicode: [], other: [] };
    for (const input of inputs) {
      const { kind, line } = classify(input);
      byKind[kind].push(line);
    }
    console.log(
      `domainToASCII/domainToUnicode vs node:url on ${inputs.size} inputs: ${byKind.agree.length} agree, ` +
        `${byKind.parser.length} differ where Ada reads the host by the older standard (ours = whatwg-url), ` +
        `${byKind.unicode.length} differ in domainToUnicode only, ${byKind.other.length} other`,
    );
    expect(byKind.other).toEqual([]);
    // Ada's to_unicode decodes a Punycode label that UTS #46 ToUnicode rejects (the decoded label is
    // all ASCII, or starts with "xn--" again), so Node prints it decoded; the standard's domain to
    // Unicode returns the domain unchanged when ToUnicode records an error.
    expect(byKind.unicode.map((l) => JSON.parse(l.slice(0, l.indexOf(': ours'))))).toEqual([
      'xn--xn--a--gua.pt',
      'xn--xn---epa',
      'xn--ASCII-',
      'xn--unicode-.org',
    ]);
    expect(byKind.parser.length).toBeLessThan(byKind.agree.length / 2);
    expect(byKind.agree.length).toBeGreaterThan(2000);
  });

  it('agree on generated host-like strings (or Ada and the standard differ, and whatwg-url gives ours)', () => {
    const unit = fc.constantFrom(
      ...'abcXYZ019.-%[]:/?#\\@ _~'.split(''),
      'xn--',
      '0x',
      '%2e',
      '%41',
      'é',
      'ß',
      'ﬀ',
      '\u200d',
      '\u0663',
      '\u05d0',
      'Ａ',
      '。',
      '☕',
      '\u{1F4A9}',
    );
    const counts: Record<Kind, number> = { agree: 0, parser: 0, unicode: 0, other: 0 };
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 12 }), (parts) => {
        const { kind, line } = classify(parts.join(''));
        counts[kind]++;
        expect(kind === 'other' ? line : 'ok').toBe('ok');
      }),
      { numRuns: 5000 },
    );
    console.log(`generated: ${JSON.stringify(counts)}`);
    expect(counts.agree).toBeGreaterThan(counts.parser);
  });
  it("Node's conventions: '' for failure, String() conversion, ERR_MISSING_ARGS", () => {
    expect(domainToASCII('a b')).toBe('');
    expect(domainToUnicode('a b')).toBe('');
    expect(domainToASCII('xn--53h.example')).toBe('xn--53h.example');
    expect(domainToUnicode('xn--53h.example')).toBe('☕.example');
    expect(domainToASCII('0x7f.1')).toBe('127.0.0.1');
    expect(domainToASCII(42 as unknown as string)).toBe(nodeURL.domainToASCII(42 as unknown as string));
    expect(domainToASCII(null as unknown as string)).toBe('null');
    for (const f of [domainToASCII, domainToUnicode]) {
      let error: (Error & { code?: string }) | undefined;
      try {
        (f as () => string)();
      } catch (e) {
        error = e as Error & { code?: string };
      }
      expect(error).toBeInstanceOf(TypeError);
      expect(error?.code).toBe('ERR_MISSING_ARGS');
      expect(() => f(Symbol('s') as unknown as string)).toThrow(TypeError);
    }
  });
});
