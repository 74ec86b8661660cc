// Opt-in: `import '@url/pattern/safe-regexp'` makes regexp groups written in a common subset
// (characters, `.`, `\d \w \D \W`, classes, `(?:…)`, alternation, `* + ? {n} {n,} {n,m}` greedy or
// lazy; see regexp-subset.ts) run on the linear-time machine instead of the standard's RegExp, so
// `/((?:a+)+)b` matches in time linear in the input too. Patterns compiled after the import use it.
// Importing '@url/pattern' alone keeps regexp groups on RegExp (with `onWarning` /
// `rejectUnsafeRegExp` for the ones that can backtrack badly).

import { OP_CLASS, OP_CLASS_GREEDY, OP_JMP, type ProgramBuilder, useRegexpSubset } from './matcher';
import { minLength, parseRegexpSubset, type RNode } from './regexp-subset';

/**
 * Makes URLPatterns created from now on run regexp groups of the subset on the linear-time machine
 * (https://urlpattern.spec.whatwg.org/#component-regular-expression gives what they match). Not a
 * spec algorithm. Returns false when it was installed already.
 */
export function installSafeRegExp(): boolean {
  if (installed) return false;
  useRegexpSubset({ parse: parseRegexpSubset, minLength, emit: emitRegexpNode });
  installed = true;
  return true;
}

let installed = false;

/**
 * Emits a regexp group's node for the machine (matcher.ts), in RegExp's priority order: greedy
 * quantifiers try one more iteration first, lazy ones stop first; alternatives left to right.
 * `{m,n}` repeats the body m times, then nests n - m optional copies (each tried only after the one
 * before it), as RegExp counts them. Not a spec algorithm: it runs what the regexp group
 * (https://urlpattern.spec.whatwg.org/#part-value of a "regexp" part) matches.
 */
function emitRegexpNode(n: RNode, B: ProgramBuilder): void {
  const { op, a, b, classes, emit, split } = B;
  const node = (m: RNode) => emitRegexpNode(m, B);
  switch (n.type) {
    case 'class':
      classes.push(n.cls);
      emit(OP_CLASS, classes.length - 1);
      return;
    case 'seq':
      for (const item of n.items) node(item);
      return;
    case 'alt': {
      const jumps: number[] = [];
      for (let i = 0; i < n.alts.length - 1; i++) {
        const s = split();
        a[s] = op.length;
        node(n.alts[i]);
        jumps.push(emit(OP_JMP));
        b[s] = op.length;
      }
      node(n.alts[n.alts.length - 1]);
      for (const j of jumps) a[j] = op.length;
      return;
    }
    case 'rep': {
      for (let i = 0; i < n.min; i++) node(n.body);
      if (n.max === Number.POSITIVE_INFINITY && n.greedy && n.body.type === 'class') {
        // `\d+` and friends: one instruction for the loop
        classes.push(n.body.cls);
        emit(OP_CLASS_GREEDY, B.slot(), 0, classes.length - 1);
        return;
      }
      if (n.max === Number.POSITIVE_INFINITY) {
        const s = split();
        const bodyStart = op.length;
        node(n.body);
        emit(OP_JMP, s);
        if (n.greedy) {
          a[s] = bodyStart;
          b[s] = op.length;
        } else {
          a[s] = op.length;
          b[s] = bodyStart;
        }
        return;
      }
      const opens: number[] = [];
      for (let i = n.min; i < n.max; i++) {
        const s = split();
        if (n.greedy) a[s] = op.length;
        else b[s] = op.length;
        opens.push(s);
        node(n.body);
      }
      for (const s of opens) {
        if (n.greedy) b[s] = op.length;
        else a[s] = op.length;
      }
      return;
    }
  }
}

installSafeRegExp();
