// The safety answer (src/safety.ts) on its own: a regexp group is reported exactly when it does not
// run in linear time (a backreference, a lookaround, or syntax the parser does not know), with the
// group and the reason. The end-to-end cases (onWarning, rejectUnsafeRegExp) are in url-pattern.test.ts.
import { describe, expect, it } from 'vitest';
import { compileMatcher, type RegexpGroupInfo } from '../src/matcher';
import { PATHNAME_OPTIONS, parseAPatternString } from '../src/parser';
import { regexpWarnings } from '../src/safety';

function infoOf(pattern: string): RegexpGroupInfo[] {
  const info: RegexpGroupInfo[] = [];
  compileMatcher(
    parseAPatternString(pattern, PATHNAME_OPTIONS, (s) => s),
    PATHNAME_OPTIONS,
    info,
  );
  return info;
}

describe('regexpWarnings', () => {
  it('reports one warning per group that is not linear, in order, naming the group and why', () => {
    const info = infoOf('/(\\d+)/(\\1)/((?=a)a)/((?:a+)+)/((?<!b)\\k<n>(?<n>c))');
    expect(info.map((g) => [g.value, g.backrefs, g.lookarounds])).toEqual([
      ['\\d+', 0, 0],
      ['\\1', 1, 0],
      ['(?=a)a', 0, 1],
      ['(?:a+)+', 0, 0],
      ['(?<!b)\\k<n>(?<n>c)', 1, 1],
    ]);
    const warnings = regexpWarnings('pathname', info);
    expect(warnings.map((w) => [w.code, w.regexp])).toEqual([
      ['backreference', '\\1'],
      ['lookaround', '(?=a)a'],
      ['backreference', '(?<!b)\\k<n>(?<n>c)'],
    ]);
    expect(warnings[0]?.message).toBe(
      'regexp group (\\1) in the pathname pattern has a backreference, which no linear-time matcher can run (polynomial time in the input)',
    );
    expect(warnings[1]?.message).toMatch(
      /^regexp group \(\(\?=a\)a\) in the pathname pattern has a lookaround/,
    );
  });
  it('reports nothing for groups the machine runs in linear time', () => {
    for (const p of [
      '/((?:\\d\\d?)+)',
      '/((?:a?a?)+)',
      '/(a|aa)+',
      '/((?:.*a){20})',
      '/([\\p{L}&&\\p{Ll}]+)',
    ]) {
      expect(regexpWarnings('pathname', infoOf(p)), p).toEqual([]);
    }
  });
  it('reports syntax the parser does not know, which puts the component on RegExp', () => {
    const warnings = regexpWarnings('pathname', [
      { value: '(?x:a)', backrefs: 0, lookarounds: 0, unsupported: true },
    ]);
    expect(warnings).toEqual([
      {
        code: 'unsupported-syntax',
        component: 'pathname',
        regexp: '(?x:a)',
        message: expect.stringMatching(/^regexp group \(\(\?x:a\)\) in the pathname pattern uses syntax/),
      },
    ]);
  });
});
