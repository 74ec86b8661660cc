// Detecting user-written regexp groups that can make a backtracking RegExp take exponential time.
//
// Patterns without regexp groups use RegExp only for shapes it cannot backtrack badly on (see
// matcher.ts); regexp groups that are plain text run on the linear-time machine, and so do those
// written in the subset of regexp-subset.ts once '@url/pattern/safe-regexp' is imported. The others
// are run by the engine's backtracking matcher, and some shapes make it blow up on near-miss input: a repeated group
// whose body can itself repeat (`(a+)+`, `(\w*)*`, `(?:a{1,9})+`), a repeated alternation whose
// branches can start with the same character (`(a|a)*`, `(?:\w|\d)+`), or a regexp group that
// repeats inside a pattern group repeated by a `*` or `+` modifier (`:id(\d+)+`). `findUnsafeRegexp`
// flags those; URLPattern reports them through `onWarning`, or throws with `rejectUnsafeRegExp`.
// Such a component runs on RegExp as a whole, so the parts the standard generates are checked too:
// a wildcard repeated by `*` or `+` whose class can also match its own prefix and suffix (`:a+` where
// there is no delimiter, as in an opaque pathname; `*+`) is a nested quantifier as well.
// The check is a syntactic heuristic: it reports shapes, it does not prove that a match is slow.

import type { Part } from './parser';

/** What `onWarning` receives. */
export interface URLPatternWarning {
  /** "nested-quantifier" or "overlapping-alternation". */
  code: 'nested-quantifier' | 'overlapping-alternation';
  /** Component the group belongs to ("pathname", ...). */
  component: string;
  /** The regexp group's text, without its parentheses. */
  regexp: string;
  message: string;
}

interface Frame {
  /** Some quantifier inside can repeat (max > 1). */
  repeats: boolean;
  /** First-character keys of each alternative ('' = unknown / could be anything). */
  firsts: string[];
  /** Key of the first atom of the current alternative, or null before the first atom. */
  current: string | null;
  /** Where the group starts in the source. */
  start: number;
}

/** Reads the quantifier at `i` (if any): returns [next index, repeats (max > 1)] or null. */
function readQuantifier(src: string, i: number): [number, boolean] | null {
  const c = src[i];
  let next: number;
  let repeats: boolean;
  if (c === '*' || c === '+') {
    next = i + 1;
    repeats = true;
  } else if (c === '?') {
    next = i + 1;
    repeats = false;
  } else if (c === '{') {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i));
    if (m === null) return null;
    next = i + m[0].length;
    const min = Number(m[1]);
    const max = m[2] === undefined ? min : m[3] === '' ? Number.POSITIVE_INFINITY : Number(m[3]);
    repeats = max > 1;
  } else return null;
  if (src[next] === '?') next++;
  return [next, repeats];
}

/** Skips an escape starting at the backslash `i`; returns the index after it and its first-char key. */
function readEscape(src: string, i: number): [number, string] {
  const c = src[i + 1] ?? '';
  if ((c === 'u' || c === 'p' || c === 'P' || c === 'k') && (src[i + 2] === '{' || src[i + 2] === '<')) {
    const close = src.indexOf(c === 'k' ? '>' : '}', i + 3);
    return [close === -1 ? src.length : close + 1, ''];
  }
  if (c === 'x') return [i + 4, ''];
  if (c === 'u') return [i + 6, ''];
  if (c === 'c') return [i + 3, ''];
  // \d \w \s and friends match many characters: unknown first character
  if (/[dDwWsSbB]/.test(c)) return [i + 2, ''];
  return [i + 2, c];
}

/** Skips a character class starting at `[`; v-mode classes may nest. */
function skipClass(src: string, i: number): number {
  let depth = 0;
  for (; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') depth++;
    else if (c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return src.length;
}

/** Returns a description of the first unsafe shape in a regexp group's source, or null. */
export function findUnsafeShape(src: string): { code: URLPatternWarning['code']; at: number } | null {
  const stack: Frame[] = [{ repeats: false, firsts: [], current: null, start: 0 }];
  let i = 0;
  while (i < src.length) {
    const top = stack[stack.length - 1];
    const c = src[i];
    if (c === '(') {
      let j = i + 1;
      if (src[j] === '?') {
        j++;
        if (src[j] === '<' && src[j + 1] !== '=' && src[j + 1] !== '!') {
          const close = src.indexOf('>', j);
          j = close === -1 ? src.length : close + 1;
        } else if (src[j] === ':' || src[j] === '=' || src[j] === '!') j++;
        else if (src[j] === '<') j += 2;
      }
      stack.push({ repeats: false, firsts: [], current: null, start: i });
      i = j;
      continue;
    }
    if (c === ')') {
      const group = stack.length > 1 ? stack.pop()! : top;
      group.firsts.push(group.current ?? '');
      const parent = stack[stack.length - 1];
      const q = readQuantifier(src, i + 1);
      const repeated = q?.[1];
      if (repeated && group.repeats) return { code: 'nested-quantifier', at: group.start };
      if (repeated && group.firsts.length > 1) {
        const seen = new Set<string>();
        for (const f of group.firsts) {
          if (f === '' || seen.has(f)) return { code: 'overlapping-alternation', at: group.start };
          seen.add(f);
        }
      }
      if (group.repeats || repeated) parent.repeats = true;
      if (parent.current === null) parent.current = group.firsts.length === 1 ? group.firsts[0] : '';
      i = q === null ? i + 1 : q[0];
      continue;
    }
    if (c === '|') {
      top.firsts.push(top.current ?? '');
      top.current = null;
      i++;
      continue;
    }
    let key: string;
    let next: number;
    if (c === '\\') [next, key] = readEscape(src, i);
    else if (c === '[') {
      next = skipClass(src, i);
      key = '';
    } else if (c === '^' || c === '$') {
      i++;
      continue;
    } else {
      next = i + 1;
      key = c === '.' ? '' : c;
    }
    if (top.current === null) top.current = key;
    const q = readQuantifier(src, next);
    if (q !== null) {
      if (q[1]) top.repeats = true;
      next = q[0];
    }
    i = next;
  }
  return null;
}

/** Whether a regexp group's source contains a quantifier that can repeat. */
export function hasRepeatingQuantifier(src: string): boolean {
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') {
      i = skipClass(src, i) - 1;
      continue;
    }
    const q = readQuantifier(src, i);
    if (q?.[1]) return true;
  }
  return false;
}

/**
 * Checks the parts of one component that runs on RegExp; returns the warnings (empty when nothing is
 * suspicious). `delimiter` is the component's delimiter code point ("" for none).
 */
export function checkRegexpParts(
  component: string,
  parts: readonly Part[],
  delimiter: string,
): URLPatternWarning[] {
  const warnings: URLPatternWarning[] = [];
  let firstRegexp: string | undefined;
  for (const part of parts) if (part.type === 'regexp') firstRegexp ??= part.value;
  for (const part of parts) {
    if (part.modifier !== 'zero-or-more' && part.modifier !== 'one-or-more') continue;
    // (?:P((?:W)(?:SP(?:W))*)S): W = [^d]+? takes the S and P between iterations unless they hold d
    const separated =
      part.type === 'segment-wildcard' && delimiter !== '' && (part.prefix + part.suffix).includes(delimiter);
    if ((part.type !== 'segment-wildcard' && part.type !== 'full-wildcard') || separated) continue;
    const text = `${part.prefix}${part.type === 'full-wildcard' ? '*' : `:${part.name}`}${part.suffix}`;
    warnings.push({
      code: 'nested-quantifier',
      component,
      regexp: firstRegexp ?? '',
      message: `the ${component} pattern repeats the wildcard "${text}" with '${part.modifier === 'zero-or-more' ? '*' : '+'}'${delimiter === '' ? ' in a component without a delimiter' : ''}, so iterations can split the input in many ways, and its regexp group (${firstRegexp}) makes the whole component run on a backtracking RegExp, which can take exponential time on near-miss input`,
    });
  }
  for (const part of parts) {
    if (part.type !== 'regexp') continue;
    const shape = findUnsafeShape(part.value);
    if (shape !== null) {
      warnings.push({
        code: shape.code,
        component,
        regexp: part.value,
        message:
          shape.code === 'nested-quantifier'
            ? `regexp group (${part.value}) in the ${component} pattern repeats a group that itself repeats (at index ${shape.at} of the group); a backtracking RegExp can take exponential time on near-miss input`
            : `regexp group (${part.value}) in the ${component} pattern repeats an alternation whose branches can start with the same character (at index ${shape.at} of the group); a backtracking RegExp can take exponential time on near-miss input`,
      });
      continue;
    }
    if (
      (part.modifier === 'zero-or-more' || part.modifier === 'one-or-more') &&
      hasRepeatingQuantifier(part.value)
    ) {
      warnings.push({
        code: 'nested-quantifier',
        component,
        regexp: part.value,
        message: `regexp group (${part.value}) in the ${component} pattern contains a repeating quantifier and is itself repeated by the '${part.modifier === 'zero-or-more' ? '*' : '+'}' modifier; a backtracking RegExp can take exponential time on near-miss input`,
      });
    }
  }
  return warnings;
}
