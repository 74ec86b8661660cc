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
  for (const group of info) {
    const where = `regexp group (${group.value}) in the ${component} pattern`;
    if (group.unsupported)
      warnings.push({
        code: 'unsupported-syntax',
        component,
        regexp: group.value,
        message: `${where} uses syntax the linear-time matcher does not know, so the ${component} component runs on a backtracking RegExp, which can take exponential time on near-miss input`,
      });
    else if (group.backrefs > 0)
      warnings.push({
        code: 'backreference',
        component,
        regexp: group.value,
        message: `${where} has a backreference, which no linear-time matcher can run: matching can take polynomial time in the input length`,
      });
    else if (group.lookarounds > 0)
      warnings.push({
        code: 'lookaround',
        component,
        regexp: group.value,
        message: `${where} has a lookaround, which runs on a backtracking RegExp: it can take exponential time on near-miss input`,
      });
  }
  return warnings;
}
