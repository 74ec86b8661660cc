// The regexp subset the linear-time matcher runs itself (src/regexp-subset.ts): which sources it
// takes, and, for those, the same answers and captures as RegExp with flags "v" and "vi". The random
// exploration is in matcher.test.ts; these are the corners of the syntax one by one.
import { describe, expect, it } from 'vitest';
import { compileMatcher } from '../src/matcher';
import { DEFAULT_OPTIONS, type Options, PATHNAME_OPTIONS, type Part } from '../src/parser';
import { generateARegularExpressionAndNameList, runtimeRegExpSource } from '../src/regexp';
import { parseRegexpSubset } from '../src/regexp-subset';
import '../src/safe-regexp';

const INPUTS = [
  '',
  'a',
  'A',
  'b',
  'ab',
  'aB',
  'abab',
  'cd',
  'abcd',
  'aaa',
  'aaaa',
  's',
  'S',
  '\u017f', // LATIN SMALL LETTER LONG S folds to "s"
  'k',
  'K',
  '\u212a', // KELVIN SIGN folds to "k"
  '0',
  '09',
  '5x',
  '_',
  '-',
  '&',
  '/',
  '.',
  '!',
  '\0',
  '\t',
  '\n',
  '\r',
  '\v',
  '\u2028',
  'é',
  'É',
  '\ud83d\ude00',
  '\ud83d',
  'a\ud83d\ude00',
];

function regexpPart(value: string): Part {
  return { type: 'regexp', value, modifier: 'none', name: 'r', prefix: '', suffix: '' };
}

/** The matcher and RegExp agree on every input; returns the matcher's kind. */
function agree(parts: Part[], options: Options, inputs: readonly string[]): string {
  const { regexp } = generateARegularExpressionAndNameList(parts, options);
  const re = new RegExp(runtimeRegExpSource(regexp), options.ignoreCase ? 'vi' : 'v');
  const matcher = compileMatcher(parts, options);
  expect(matcher, `${re} is in the subset`).not.toBeNull();
  const count = parts.filter((p) => p.type !== 'fixed-text').length;
  for (const input of inputs) {
    const m = re.exec(input);
    const expected = m === null ? null : Array.from({ length: count }, (_, i) => m[i + 1]);
    expect(matcher!.exec(input, false), `${re} on ${JSON.stringify(input)}`).toEqual(expected);
    expect(matcher!.test(input, false), `${re} on ${JSON.stringify(input)}`).toBe(expected !== null);
  }
  return matcher!.kind;
}

describe('parseRegexpSubset', () => {
  // Valid "v" sources the subset takes.
  const SUPPORTED = [
    'a',
    '\\0', // NUL
    '\\t|\\n|\\v|\\f|\\r',
    '\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\/\\^\\$\\\\', // escaped syntax characters
    '[\\t-\\r]', // a range between escapes
    '[!-\\/]',
    '[\\-\\&\\!\\#\\%\\,\\:\\;\\<\\=\\>\\@\\`\\~]', // class punctuators escaped
    '[\\d\\-]',
    '[\\w.]+',
    '[^\\d]',
    '[^a-z]+',
    '[^s]',
    '[^k]',
    '[sk]',
    '\\D\\W',
    '.',
    '.+',
    '(?:ab|cd){2}',
    '(?:ab|cd){1,2}?',
    'a{2,3}?',
    'a{0,2}',
    'a{64}',
    'a{2,}',
    '(?:a|b)*?',
    '(?:a|ab)(?:c|bcd)',
    '(?:(?:a))',
    `${'(?:'.repeat(64)}a${')'.repeat(64)}`,
  ];
  // Valid "v" sources left to RegExp.
  const UNSUPPORTED = [
    '\\s',
    '[\\s]',
    '[\\D]', // a complement inside a class
    '[\\W]',
    '[[a]]', // nested class
    '[a&&b]', // set operations
    '[\\w--\\d]',
    '[a--b]',
    '(?=a)a',
    '(?<n>a)',
    '\\ba',
    '^a',
    'a$',
    '\\u0061',
    '\\x61',
    '\\p{L}',
    '\\cA',
    'a{65}',
    'a{1,65}',
    'a{65,}',
    '(?:)*', // quantifiers over something that can match the empty string
    '(?:a?)+',
    '(?:a|)*',
    `${'(?:'.repeat(65)}a${')'.repeat(65)}`, // deeper than MAX_DEPTH
  ];
  // Sources RegExp rejects (never given to the parser by URLPattern): still null, never a throw.
  const INVALID = ['a\\', '\\01', '[a', '[z-a]', 'a{x}', '[a-\\d]', '[a-\\s]', '[\\d-z]', 'a)', '(?:a', '*'];

  it('takes the supported syntax, and the RegExp agrees on what it means', () => {
    for (const src of SUPPORTED) {
      expect(() => new RegExp(src, 'v'), src).not.toThrow();
      for (const ignoreCase of [false, true]) {
        expect(parseRegexpSubset(src, ignoreCase), src).not.toBeNull();
        const options = { ...DEFAULT_OPTIONS, ignoreCase };
        agree([regexpPart(src)], options, INPUTS);
        // also as one group of a pathname, where the machine runs it
        const parts: Part[] = [
          { type: 'fixed-text', value: '/', modifier: 'none', name: '', prefix: '', suffix: '' },
          regexpPart(src),
          { type: 'segment-wildcard', value: '', modifier: 'optional', name: 'x', prefix: '/', suffix: '' },
        ];
        agree(parts, { ...PATHNAME_OPTIONS, ignoreCase }, [
          ...INPUTS.map((s) => `/${s}`),
          ...INPUTS.map((s) => `/${s}/x`),
          '/a/',
        ]);
      }
    }
  });

  it('leaves the rest to RegExp', () => {
    for (const src of UNSUPPORTED) {
      expect(() => new RegExp(src, 'v'), src).not.toThrow();
      expect(parseRegexpSubset(src, false), src).toBeNull();
      expect(parseRegexpSubset(src, true), src).toBeNull();
      expect(compileMatcher([regexpPart(src)], DEFAULT_OPTIONS), src).toBeNull();
    }
  });

  it('returns null for sources RegExp rejects', () => {
    for (const src of INVALID) {
      expect(() => new RegExp(src, 'v'), src).toThrow(SyntaxError);
      expect(parseRegexpSubset(src), src).toBeNull();
    }
  });

  it('keeps a regexp group that cannot be empty under a modifier, and refuses one that can', () => {
    const group = (value: string, modifier: Part['modifier']): Part => ({ ...regexpPart(value), modifier });
    expect(compileMatcher([group('(?:)', 'none')], DEFAULT_OPTIONS)?.kind).toBe('vm');
    expect(compileMatcher([group('a?', 'optional')], DEFAULT_OPTIONS)).toBeNull();
    expect(compileMatcher([group('a?', 'none')], DEFAULT_OPTIONS)).not.toBeNull();
    agree([group('a|bc', 'one-or-more')], DEFAULT_OPTIONS, ['', 'a', 'abc', 'bca', 'b', 'aab']);
    agree([group('(?:)', 'none')], DEFAULT_OPTIONS, ['', 'a']);
  });
});
