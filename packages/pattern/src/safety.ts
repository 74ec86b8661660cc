// Which regexp groups are unsafe, exactly: those that do not run in linear time.
//
// Every regexp group runs on the linear-time machine (matcher.ts) except for what a regular language
// cannot express: a lookaround runs on the built-in RegExp at the position it stands (a backtracking
// engine, whose own time on near-miss input can be exponential), and a backreference makes the
// machine forget its memo whenever the text it refers to changes (polynomial, no longer linear).
// A group in syntax the parser does not know (a newer engine's) makes its component run on RegExp.
// Those groups, and only those, are reported: URLPattern passes each warning to `onWarning`, or
// throws it as a TypeError with `rejectUnsafeRegExp`.

import type { RegexpGroupInfo } from './matcher';

/** What `onWarning` receives. */
export interface URLPatternWarning {
  /**
   * "backreference" (the group refers to captured text), "lookaround" (the group holds a lookahead or
   * lookbehind, run by the built-in RegExp) or "unsupported-syntax" (its component runs on RegExp).
   */
  code: 'backreference' | 'lookaround' | 'unsupported-syntax';
  /** Component the group belongs to ("pathname", ...). */
  component: string;
  /** The regexp group's text, without its parentheses. */
  regexp: string;
  message: string;
}

/**
 * The warnings for one component's regexp groups (see `compileMatcher`'s `info`): one per group
 * that does not run in linear time, empty when every group does. Not a spec algorithm.
 */
export function regexpWarnings(component: string, info: readonly RegexpGroupInfo[]): URLPatternWarning[] {
  const warnings: URLPatternWarning[] = [];
  for (const { value, unsupported, backrefs, lookarounds } of info) {
    const code = unsupported
      ? 'unsupported-syntax'
      : backrefs > 0
        ? 'backreference'
        : lookarounds > 0
          ? 'lookaround'
          : null;
    if (code !== null)
      warnings.push({
        code,
        component,
        regexp: value,
        message: `regexp group (${value}) in the ${component} pattern ${WHY[code]}`,
      });
  }
  return warnings;
}

const WHY = {
  'unsupported-syntax':
    'uses syntax the linear-time matcher does not know, so its component runs on a backtracking RegExp (exponential time on some inputs)',
  backreference: 'has a backreference, which no linear-time matcher can run (polynomial time in the input)',
  lookaround: 'has a lookaround, which runs on a backtracking RegExp (exponential time on some inputs)',
};
