// The unsafe-regexp heuristic (src/safety.ts) on its own: what it flags, where, and what it lets
// through, for the regexp syntax it has to step over (named groups, lookarounds, escapes, classes,
// counted quantifiers). URLPattern only calls it for components that run on RegExp; the end-to-end
// cases (onWarning, rejectUnsafeRegExp) are in url-pattern.test.ts.
import { describe, expect, it } from 'vitest';
import { URLPattern, type URLPatternWarning } from '../src/index';
import { PATHNAME_OPTIONS, parseAPatternString } from '../src/parser';
import { checkRegexpParts, findUnsafeShape, hasRepeatingQuantifier } from '../src/safety';

const nested = (at: number) => ({ code: 'nested-quantifier' as const, at });
const overlapping = (at: number) => ({ code: 'overlapping-alternation' as const, at });

describe('findUnsafeShape', () => {
  it('flags a repeated group whose body repeats, at the group', () => {
    const cases: [string, ReturnType<typeof findUnsafeShape>][] = [
      ['(a+)+', nested(0)],
      ['x(a*)*', nested(1)],
      ['(?:a+?)+', nested(0)], // lazy inner quantifier
      ['(?:a+)+?', nested(0)], // lazy outer quantifier
      ['(a{2})+', nested(0)], // {2} can repeat
      ['(a{2,})*', nested(0)],
      ['(a{1,3}){2}', nested(0)],
      ['(a{1})+', null], // {1} cannot
      ['(a{0,1})+', null],
      ['(a?)+', null],
      ['((a+))', null], // nothing repeats the outer group
      ['(?:(?:a+)b)+', nested(0)], // the inner repeat makes the outer body repeat
      ['(?<n>a+)+', nested(0)], // a named group is a group
      ['(?<n>a)+', null],
      ['(?<=a+)b', null], // a lookbehind that is not repeated
      ['(?<!a)(b+)*', nested(6)],
      ['(?=a)(?!b)c+', null],
      ['[(]+', null], // a class is one atom, whatever it holds
      ['[a-z]+(b)+', null],
      ['\\(a+\\)+', null], // escaped parentheses are characters
      ['(\\d+)+', nested(0)],
      ['(\\u{61}+)+', nested(0)],
      ['(\\p{L}*)*', nested(0)],
      ['(\\x41+)+', nested(0)],
      ['(\\u0041+)+', nested(0)],
      ['(\\cA+)+', nested(0)],
      ['^(a+)+$', nested(1)],
    ];
    for (const [src, expected] of cases) expect(findUnsafeShape(src), src).toEqual(expected);
  });

  it('flags a repeated alternation whose branches can start with the same character', () => {
    const cases: [string, ReturnType<typeof findUnsafeShape>][] = [
      ['(a|a)+', overlapping(0)],
      ['(a|b)+', null],
      ['(a|b|ab)*', overlapping(0)],
      ['(ab|ac)+', overlapping(0)],
      ['(a|b)', null], // not repeated
      ['(|a)+', overlapping(0)], // an empty branch
      ['(a|)+', overlapping(0)],
      ['(.|a)+', overlapping(0)], // "." can start with anything
      ['(\\d|a)+', overlapping(0)], // so can \d \w \s ...
      ['(\\s|\\S)*', overlapping(0)],
      ['(\\.|a)+', null], // an escaped character is that character
      ['(\\x41|a)+', overlapping(0)], // \x, \u, \c escapes: unknown first character
      ['(\\u{61}|b)+', overlapping(0)],
      ['(\\k<n>|b)+', overlapping(0)],
      ['([ab]|c)+', overlapping(0)], // a class: unknown
      ['([[a]--[b]]|c)+', overlapping(0)], // v-mode nested class
      ['([\\]]|c)+', overlapping(0)],
      ['((?:a)|b)+', null], // a group's first character is its first atom's
      ['((?:a|b)|c)+', overlapping(0)], // several branches: unknown
      ['(?:a+|b)+', nested(0)], // nesting is reported first
    ];
    for (const [src, expected] of cases) expect(findUnsafeShape(src), src).toEqual(expected);
  });

  it('returns an answer for sources RegExp would reject (it never runs on them), without throwing', () => {
    const cases: [string, ReturnType<typeof findUnsafeShape>][] = [
      ['(?<n', null], // an unterminated group name
      ['a)+', null], // a stray ")" closes the top level
      ['(a+))+', nested(0)],
      ['a{x}', null], // "{" that is not a quantifier
      ['(a+){', null],
      ['\\u{61', null], // an unterminated \u{
      ['(\\k<n|a)+', null], // the group name swallows the rest
      ['[abc', null], // an unterminated class
      ['\\', null], // a trailing backslash
    ];
    for (const [src, expected] of cases) expect(findUnsafeShape(src), src).toEqual(expected);
  });
});

describe('hasRepeatingQuantifier', () => {
  it('finds * + {n,} {n,m} {n} with n > 1, outside classes and escapes', () => {
    const cases: [string, boolean][] = [
      ['a+', true],
      ['a*', true],
      ['a?', false],
      ['a{2}', true],
      ['a{1}', false],
      ['a{0,1}', false],
      ['a{0,}', true],
      ['\\+', false],
      ['\\d', false],
      ['[+*]', false],
      ['[\\]+]', false],
      ['[a]+', true],
      ['[[a]--[b]]*', true],
      ['a{x}', false],
      ['(?:ab)', false],
    ];
    for (const [src, expected] of cases) expect(hasRepeatingQuantifier(src), src).toBe(expected);
  });
});

describe('checkRegexpParts', () => {
  const parts = (pattern: string) => parseAPatternString(pattern, PATHNAME_OPTIONS, (s) => s);
  it('reports each unsafe regexp group with its own message', () => {
    const warnings = checkRegexpParts('pathname', parts('/(\\s+)+/((?:a|a)+)/((?:b+)+)/:x(\\s)'), '/');
    expect(warnings.map((w) => [w.code, w.regexp])).toEqual([
      ['nested-quantifier', '\\s+'],
      ['overlapping-alternation', '(?:a|a)+'],
      ['nested-quantifier', '(?:b+)+'],
    ]);
    expect(warnings[0].message).toMatch(/is itself repeated by the '\+' modifier/);
    expect(warnings[1].message).toBe(
      'regexp group ((?:a|a)+) in the pathname pattern repeats an alternation whose branches can start with the same character (at index 0 of the group); a backtracking RegExp can take exponential time on near-miss input',
    );
    expect(warnings[2].message).toMatch(
      /^regexp group \(\(\?:b\+\)\+\) in the pathname pattern repeats a group/,
    );
    expect(checkRegexpParts('pathname', parts('/(\\s+)*'), '/')[0].message).toMatch(
      /is itself repeated by the '\*' modifier/,
    );
  });
  it('reports a repeated wildcard that can take its own prefix and suffix, naming the first regexp group', () => {
    const [w] = checkRegexpParts(
      'search',
      parseAPatternString('*+(\\s)', PATHNAME_OPTIONS, (s) => s),
      '',
    );
    expect(w).toEqual({
      code: 'nested-quantifier',
      component: 'search',
      regexp: '\\s',
      message: `the search pattern repeats the wildcard "*" with '+' in a component without a delimiter, so iterations can split the input in many ways, and its regexp group (\\s) makes the whole component run on a backtracking RegExp, which can take exponential time on near-miss input`,
    });
    const [seg] = checkRegexpParts('pathname', parts('{-:a}*(\\s)'), '/');
    expect(seg.message).toMatch(/repeats the wildcard "-:a" with '\*', so iterations/);
    // a "/" prefix keeps the iterations apart
    expect(checkRegexpParts('pathname', parts('/:a*(\\s)'), '/')).toEqual([]);
    // repeated fixed text and regexp groups without a repeat inside are fine
    expect(checkRegexpParts('pathname', parts('{ab}+/(\\s)+'), '/')).toEqual([]);
  });
  it('is what URLPattern reports through onWarning', () => {
    const warnings: URLPatternWarning[] = [];
    // a lookbehind is outside the subset the linear-time matcher runs, so this runs on RegExp
    const pathname = '/((?:(?<=x)[ab]|[c])+)';
    new URLPattern({ pathname }, { onWarning: (w) => warnings.push(w) });
    expect(warnings).toEqual(checkRegexpParts('pathname', parts(pathname), '/'));
    expect(warnings.map((w) => w.code)).toEqual(['overlapping-alternation']);
  });
});
