// The differential property of the regexp engine: random "v"-mode regular expressions (all of the
// syntax but backreferences and lookarounds; generator in tooling/fuzz/src/arbitraries.mjs) and random
// inputs, run by the machine (`compileRegexpSearch`) and by RegExp with "v" and "vi": the same
// match, the same captures, the same named groups. A fixed seed here; `pnpm fuzz --property
// pattern/regexp-engine` runs it for longer.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regexpDifference, regexpInput, regexpSource } from '../../../tooling/fuzz/src/regexp-diff.mjs';
import { URLPattern } from '../src';
import { compileRegexpSearch, setDenseMemoLimit } from '../src/matcher';

const SEED = Number(process.env.FUZZ_SEED ?? 20261202);
const RUNS = Number(process.env.FUZZ_RUNS ?? 800);

/**
 * Runs `runs` random regexps × 12 random inputs, both flags, through the machine and RegExp (each
 * difference fails the test); counts the inputs compared and those RegExp matches.
 */
function compareOnRandomRegexps(seed: number, runs: number): { compared: number; matched: number } {
  let compared = 0;
  let matched = 0;
  fc.assert(
    fc.property(
      regexpSource,
      fc.array(regexpInput, { minLength: 12, maxLength: 12 }),
      fc.boolean(),
      (source, inputs, ci) => {
        expect(regexpDifference(compileRegexpSearch, source, ci, inputs)).toBeNull();
        compared += inputs.length;
        let re: RegExp;
        try {
          re = new RegExp(source, ci ? 'vi' : 'v');
        } catch {
          return;
        }
        for (const input of inputs) if (re.exec(input) !== null) matched++;
      },
    ),
    { seed, numRuns: runs },
  );
  return { compared, matched };
}

describe('regexp engine ≡ RegExp (v, vi)', () => {
  it(`agrees on ${RUNS} random regexps × 12 inputs, both flags (seed ${SEED})`, () => {
    const { compared, matched } = compareOnRandomRegexps(SEED, RUNS);
    // the generator reaches both outcomes often
    expect(compared).toBe(RUNS * 12);
    expect(matched).toBeGreaterThan(compared / 5);
    expect(matched).toBeLessThan(compared);
  });

  it('agrees on the corners one by one', () => {
    const inputs = [
      '',
      'a',
      'aa',
      'ab',
      'aab',
      'b',
      'K',
      'k',
      '\u212a',
      's',
      '\u017f',
      'S',
      'é',
      'É',
      '😀',
      'a😀b',
      'x\ny',
      'abcabc',
    ];
    for (const source of [
      '(a|)*',
      '(a?)*',
      '(?:a??)*b',
      '(a*)*',
      '(a*)+',
      '(?:(a)|b)+',
      '(?:(a)|(b))*',
      '((a)|b){2,3}',
      '(a|ab)(c|bcd)?',
      '(?:a|()){3}',
      '(?:(?:a*)*)*b',
      '((?:a?){2,}?)a',
      '(?<x>a)|(?<y>b)',
      '\\bk\\B',
      '^a|b$',
      '[\\q{abc|ab|a}]+c?',
      '[\\q{}]*a',
      '\\p{RGI_Emoji}|.',
      '[\\w--[a]]+',
      '[^\\W]k',
      'K{2}',
      '.{0,2}?b',
      '(?:){3}a',
      '(){2}',
      '(a{0})',
      '(?:\\B)*',
      '(?:\\b|a)+?',
      '(?:^)+a',
    ]) {
      for (const ci of [false, true])
        expect(regexpDifference(compileRegexpSearch, source, ci, inputs)).toBeNull();
    }
  });
});

// Past 8 MB of memo bits (a long input: the stress shapes reach it at a few MB) the machine keeps its
// memo in pages allocated on first use. Every match here runs on the paged memo, and must answer
// exactly as the one-array memo does.
describe('the paged memo (every match on it)', () => {
  let previous = 0;
  beforeAll(() => {
    // one word per page: a short input's states fall in many pages
    previous = setDenseMemoLimit(0, 32);
  });
  afterAll(() => {
    setDenseMemoLimit(previous);
  });

  it(`agrees with RegExp on ${Math.ceil(RUNS / 4)} random regexps × 12 inputs (seed ${SEED + 1})`, () => {
    const runs = Math.ceil(RUNS / 4);
    expect(compareOnRandomRegexps(SEED + 1, runs).compared).toBe(runs * 12);
  });

  it('gives the results of the one-array memo, backreferences (memo forgotten) included', () => {
    const cases: [string, string[]][] = [
      ['/:a-:b-:c/(\\1)', ['/x-y-z/x', '/x-y-z/y', '/a-b-c-d/a', '/--x/', '/a-a-a/a-a']],
      ['/:x((?:a?a?)+)', ['/aaaa', '/aaa!', '/']],
      ['/([a-z]*)a([a-z]*)b', ['/xaxb', '/aaab', '/aaaa']],
      ['/:a(\\d+)-:b(\\d+)-:c', ['/1-2-3', '/1-2-', '/11-22-33-44']],
    ];
    let matched = 0;
    for (const [pathname, inputs] of cases) {
      const pattern = new URLPattern({ pathname });
      for (const input of inputs) {
        const paged = pattern.exec({ pathname: input });
        setDenseMemoLimit(previous);
        const dense = pattern.exec({ pathname: input });
        setDenseMemoLimit(0);
        const bigPages = pattern.exec({ pathname: input });
        setDenseMemoLimit(0, 32);
        expect(paged).toEqual(dense);
        expect(bigPages).toEqual(dense);
        if (dense !== null) matched++;
      }
    }
    // both outcomes are compared
    expect(matched).toBeGreaterThan(3);
    expect(matched).toBeLessThan(15);
  });
});
