// Opt-in: `import '@url/pattern/safe-regexp'` makes regexp groups written in a common subset
// (characters, `.`, `\d \w \D \W`, classes, `(?:…)`, alternation, `* + ? {n} {n,} {n,m}` greedy or
// lazy; see regexp-subset.ts) run on the linear-time machine instead of the standard's RegExp, so
// `/((?:a+)+)b` matches in time linear in the input too. Patterns compiled after the import use it.
// Importing '@url/pattern' alone keeps regexp groups on RegExp (with `onWarning` /
// `rejectUnsafeRegExp` for the ones that can backtrack badly).

import { useRegexpSubset } from './matcher';
import { minLength, parseRegexpSubset } from './regexp-subset';

/**
 * Makes URLPatterns created from now on run regexp groups of the subset on the linear-time machine
 * (https://urlpattern.spec.whatwg.org/#component-regular-expression gives what they match). Not a
 * spec algorithm. Returns false when it was installed already.
 */
export function installSafeRegExp(): boolean {
  if (installed) return false;
  useRegexpSubset({ parse: parseRegexpSubset, minLength });
  installed = true;
  return true;
}

let installed = false;
installSafeRegExp();
