import {
  normalizeURIReference,
  recomposeURIReference,
  removeDotSegments,
  resolveURIReference,
  splitURIReference,
  validateURIReference,
} from '@url/rfc3986';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

// An independent transcription of the RFC 3986 ABNF (§3, §4, Appendix A) as a regular expression.
const unreserved = '[A-Za-z0-9\\-._~]';
const pct = '%[0-9A-Fa-f]{2}';
const subDelims = "[!$&'()*+,;=]";
const pchar = `(?:${unreserved}|${pct}|${subDelims}|[:@])`;
const segment = `${pchar}*`;
const segmentNz = `${pchar}+`;
const segmentNzNc = `(?:${unreserved}|${pct}|${subDelims}|@)+`;
const pathAbempty = `(?:/${segment})*`;
const pathAbsolute = `/(?:${segmentNz}(?:/${segment})*)?`;
const pathNoscheme = `${segmentNzNc}(?:/${segment})*`;
const pathRootless = `${segmentNz}(?:/${segment})*`;
const decOctet = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])';
const ipv4 = `${decOctet}\\.${decOctet}\\.${decOctet}\\.${decOctet}`;
const h16 = '[0-9A-Fa-f]{1,4}';
const ls32 = `(?:${h16}:${h16}|${ipv4})`;
const ipv6 = `(?:(?:${h16}:){6}${ls32}|::(?:${h16}:){5}${ls32}|(?:${h16})?::(?:${h16}:){4}${ls32}|(?:(?:${h16}:){0,1}${h16})?::(?:${h16}:){3}${ls32}|(?:(?:${h16}:){0,2}${h16})?::(?:${h16}:){2}${ls32}|(?:(?:${h16}:){0,3}${h16})?::${h16}:${ls32}|(?:(?:${h16}:){0,4}${h16})?::${ls32}|(?:(?:${h16}:){0,5}${h16})?::${h16}|(?:(?:${h16}:){0,6}${h16})?::)`;
const ipvFuture = `[vV][0-9A-Fa-f]+\\.(?:${unreserved}|${subDelims}|:)+`;
const host = `(?:\\[(?:${ipv6}|${ipvFuture})\\]|${ipv4}|(?:${unreserved}|${pct}|${subDelims})*)`;
const authority = `(?:(?:${unreserved}|${pct}|${subDelims}|:)*@)?${host}(?::[0-9]*)?`;
const query = `(?:${pchar}|[/?])*`;
const tail = `(?:\\?${query})?(?:#${query})?`;
const uri = `[A-Za-z][A-Za-z0-9+\\-.]*:(?://${authority}${pathAbempty}|${pathAbsolute}|${pathRootless}|)${tail}`;
const relativeRef = `(?://${authority}${pathAbempty}|${pathAbsolute}|${pathNoscheme}|)${tail}`;
const URI_REFERENCE = new RegExp(`^(?:${uri}|${relativeRef})$`);
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;

const uriChars = fc.constantFrom(
  ...'aB1:/?#[]@%4fF.\\ v-+!~=_'.split(''),
  '%41',
  '%zz',
  '::',
  '//',
  '..',
  '\u00e9',
);
const uriish = fc.array(uriChars, { maxLength: 24 }).map((a) => a.join(''));
const structured = fc
  .tuple(
    fc.constantFrom('', 'http:', 'a+b:', '1a:', 'x:'),
    fc.constantFrom('', '//', '//u:p@', '//@'),
    fc.constantFrom('', 'h', 'H.x', '[::1]', '[v1.a]', '[1::2::3]', '1.2.3.4', '256.1.1.1', 'a b', '%41'),
    fc.constantFrom('', ':', ':80', ':8x'),
    fc
      .array(fc.constantFrom('/', 'a', '.', '..', '%2e', ':', '@', ';x=1', ' '), { maxLength: 8 })
      .map((a) => a.join('')),
    fc.constantFrom('', '?', '?a=b&c', '?/?', '?#'),
    fc.constantFrom('', '#', '#f', '#a#b'),
  )
  .map((parts) => parts.join(''));
const anyRef = fc.oneof(uriish, structured);

describe('properties', () => {
  test('validateURIReference agrees with a regular-expression transcription of the ABNF', () => {
    fc.assert(
      fc.property(anyRef, (s) => {
        expect(validateURIReference(s).valid).toBe(URI_REFERENCE.test(s));
      }),
      { numRuns: 20000 },
    );
  });
  test('splitURIReference agrees with the Appendix B regular expression', () => {
    fc.assert(
      fc.property(fc.oneof(anyRef, fc.string()), (s) => {
        const m = APPENDIX_B.exec(s)!;
        expect(splitURIReference(s)).toEqual({
          scheme: m[2],
          authority: m[4],
          path: m[5],
          query: m[7],
          fragment: m[9],
        });
      }),
      { numRuns: 20000 },
    );
  });
  test('recomposition gives back the input (§5.3)', () => {
    fc.assert(
      fc.property(fc.oneof(anyRef, fc.string()), (s) => {
        expect(recomposeURIReference(splitURIReference(s))).toBe(s);
      }),
    );
  });
  test('remove_dot_segments is idempotent and leaves no dot segment in an absolute path', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('/', 'a', '.', '..', 'b.'), { maxLength: 12 }).map((a) => a.join('')),
        (p) => {
          const once = removeDotSegments(p);
          expect(removeDotSegments(once)).toBe(once);
          if (p.startsWith('/')) expect(once.split('/').some((s) => s === '.' || s === '..')).toBe(false);
        },
      ),
    );
  });
  test('normalization is idempotent', () => {
    fc.assert(
      fc.property(anyRef, (s) => {
        const once = normalizeURIReference(s);
        expect(normalizeURIReference(once)).toBe(once);
      }),
      { numRuns: 20000 },
    );
  });
  test('resolving a valid reference against a valid absolute base gives a valid URI', () => {
    const bases = ['http://a/b/c/d;p?q', 'foo:bar', 'x://h', 'http://a', 'urn:a:b'];
    fc.assert(
      fc.property(fc.constantFrom(...bases), anyRef, (base, ref) => {
        fc.pre(validateURIReference(ref).valid);
        const target = resolveURIReference(base, ref);
        expect(validateURIReference(target)).toMatchObject({ valid: true, kind: 'URI' });
      }),
      { numRuns: 20000 },
    );
  });
  test('linear time on long inputs (runs to completion; no timing assertion)', () => {
    const long = `http://a/${'./../a/'.repeat(200_000)}?${'%41'.repeat(100_000)}`;
    expect(validateURIReference(long).valid).toBe(true);
    expect(resolveURIReference(long, '../x').startsWith('http://a/')).toBe(true);
    expect(normalizeURIReference(long).length).toBeGreaterThan(0);
  });
});
