// Linear-time matching of a component's part list, with exactly the captures the standard's
// generated regular expression (https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list)
// would produce.
//
// The standard matches with a JavaScript RegExp. For part lists without "regexp" parts that RegExp
// is made of three things only: escaped literals, the segment wildcard `[^<delimiter>]+?` and the full
// wildcard `.*`, inside optional and repeated groups. JavaScript's backtracking engine can take
// exponential time on such expressions (whatwg/urlpattern#237: `**.example.com`, `/:a-:b-:c`). Here:
//
// 1. Shapes that need no search are matched directly: the empty pattern, a single literal, a lone
//    `*`. Shapes in which every wildcard's end is forced (a segment wildcard followed by the
//    delimiter or the end, a full wildcard followed by a fixed tail, optional or repeated trailing
//    segments: most router patterns) run on the standard's RegExp, which backtracks only a bounded
//    number of times on them (`backtrackSafe`), and V8's RegExp is fast.
// 2. Everything else runs on a small backtracking machine that explores alternatives in exactly the
//    RegExp's priority order (so the first match found carries the same captures), with a memo bit
//    per (branch point, position): the continuation from a branch point at a position never depends
//    on how it was reached, so a second arrival can only fail again and is cut. Every loop body
//    consumes at least one code point (see `compileProgram` for the three rewrites that make this
//    true while keeping the captures), so each (branch point, position) pair is explored at most
//    once: time O(n * m) for input length n and pattern size m, memory m * (n + 1) bits.
// 3. Regexp groups that are plain text (`(b)`) run on the machine as fixed text; with
//    `@url/pattern/safe-regexp`, so do those written in the subset of regexp-subset.ts. A part list
//    with any other regexp group is left to the RegExp (`compileMatcher` returns null), where the
//    safety analysis (safety.ts) warns about the ones that can backtrack badly.
//
// Matching follows the "v" flag: the input is read by code points, `.` does not match line
// terminators, and with ignore case ASCII letters fold together, as do U+017F (to "s") and U+212A
// (to "k"), the only non-ASCII code points whose simple case folding is ASCII. Literals here are
// always ASCII (the canonicalize callbacks percent-encode everything else); a part list with a
// non-ASCII literal is left to the RegExp.

import type { Options, Part } from './parser';
import { type CharClass, otherHas, type RNode } from './regexp-subset';

/** A compiled matcher for one component (values are in group name list order). */
export interface ComponentMatcher {
  /** Whether the component's regular expression matches `input`. */
  test(input: string, trusted: boolean): boolean;
  /** The group values, or null when it does not match. */
  exec(input: string, trusted: boolean): (string | undefined)[] | null;
  /** `test` on the trusted string input.slice(start, end), without slicing it. */
  testRange(input: string, start: number, end: number): boolean;
  /**
   * `exec` on the trusted string input.slice(start, end), without slicing it. Callers read the
   * values at indices 0 to n - 1 only: the array may carry more (a RegExp match array, shifted).
   */
  execRange(input: string, start: number, end: number): (string | undefined)[] | null;
  /** Which strategy runs ("empty", "literal", "wildcard", "vm" or "regexp"), for tests and docs. */
  readonly kind: string;
  /** The strategy as a number (see `testRangeOf`). */
  readonly code: number;
}

// `trusted` inputs come from the URL parser or a canonicalize callback: they are ASCII and hold no
// line terminator (the parser removes tab and newline, percent-encodes every other control and every
// non-ASCII code point). Checks that only matter for other strings are skipped for them.

const CP_LF = 0x0a;
const CP_CR = 0x0d;

function isLineTerminator(c: number): boolean {
  return c === CP_LF || c === CP_CR || c === 0x2028 || c === 0x2029;
}

function hasLineTerminator(input: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === CP_LF || c === CP_CR || c === 0x2028 || c === 0x2029) return true;
  }
  return false;
}

/** Width in code units of the code point at `i` (2 for a surrogate pair). */
function widthAt(input: string, i: number): number {
  const c = input.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < input.length) {
    const d = input.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return 2;
  }
  return 1;
}

/** Position of the code point before `p`, not going below `low`. */
function prevPosition(input: string, p: number, low: number): number {
  if (p - 2 >= low) {
    const d = input.charCodeAt(p - 1);
    if (d >= 0xdc00 && d <= 0xdfff) {
      const c = input.charCodeAt(p - 2);
      if (c >= 0xd800 && c <= 0xdbff) return p - 2;
    }
  }
  return p - 1;
}

/** Compares `lit` (ASCII; lowercase when ignoring case) with `input` at `pos`, before `limit`. */
function literalAt(input: string, pos: number, lit: string, ignoreCase: boolean, limit: number): boolean {
  const len = lit.length;
  if (pos + len > limit) return false;
  if (!ignoreCase) return input.startsWith(lit, pos);
  for (let k = 0; k < len; k++) {
    let c = input.charCodeAt(pos + k);
    if (c >= 0x41 && c <= 0x5a) c |= 0x20;
    else if (c === 0x17f) c = 0x73;
    else if (c === 0x212a) c = 0x6b;
    if (c !== lit.charCodeAt(k)) return false;
  }
  return true;
}

function isASCII(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Direct matchers

const CODE_EMPTY = 0;
const CODE_LITERAL = 1;
/** A matcher with this code matches every trusted input. */
export const CODE_WILDCARD = 2;
const CODE_VM = 4;
const CODE_REGEXP = 5;

/**
 * `matcher.testRange(input, start, end)` with the dispatch spelled out on `code` (`matcher.code`,
 * which callers keep in a typed array: reading it from six matcher classes would be a megamorphic
 * load): one call site per matcher class keeps each call monomorphic, and the trivial ones inline.
 */
export function testRangeOf(
  matcher: ComponentMatcher,
  code: number,
  input: string,
  start: number,
  end: number,
): boolean {
  switch (code) {
    case CODE_EMPTY:
      return start === end;
    case CODE_LITERAL:
      return (matcher as LiteralMatcher).testRange(input, start, end);
    // (no CODE_WILDCARD case: callers skip lone "*"s, see `URLPatternRecord.testMask`)
    case CODE_VM:
      return (matcher as MachineMatcher).testRange(input, start, end);
    default:
      return matcher.testRange(input, start, end);
  }
}

/** `matcher.execRange(input, start, end)`, dispatched as `testRangeOf` does. */
export function execRangeOf(
  matcher: ComponentMatcher,
  code: number,
  input: string,
  start: number,
  end: number,
): (string | undefined)[] | null {
  switch (code) {
    case CODE_EMPTY:
      return start === end ? NO_VALUES : null;
    case CODE_LITERAL:
      return (matcher as LiteralMatcher).testRange(input, start, end) ? NO_VALUES : null;
    case CODE_VM:
      return (matcher as MachineMatcher).execRange(input, start, end);
    default:
      return matcher.execRange(input, start, end);
  }
}

/** The text a literal matcher matches (lowercase when ignoring case), or null for other matchers. */
export function literalValue(matcher: ComponentMatcher): string | null {
  return matcher.code === CODE_LITERAL && !(matcher as LiteralMatcher).ignoreCase
    ? (matcher as LiteralMatcher).value
    : null;
}

/** The values of a component without groups (shared: callers only read it). */
const NO_VALUES: (string | undefined)[] = Object.freeze([]) as unknown as (string | undefined)[];

let capsScratch = new Int32Array(16);
function capsFor(count: number): Int32Array {
  if (capsScratch.length < count * 2) capsScratch = new Int32Array(count * 2);
  return capsScratch;
}

class EmptyMatcher implements ComponentMatcher {
  readonly kind = 'empty';
  readonly code = CODE_EMPTY;
  test(input: string): boolean {
    return input === '';
  }
  exec(input: string): (string | undefined)[] | null {
    return input === '' ? NO_VALUES : null;
  }
  testRange(_input: string, start: number, end: number): boolean {
    return start === end;
  }
  execRange(_input: string, start: number, end: number): (string | undefined)[] | null {
    return start === end ? NO_VALUES : null;
  }
}

class LiteralMatcher implements ComponentMatcher {
  readonly kind = 'literal';
  readonly code = CODE_LITERAL;
  constructor(
    readonly value: string,
    readonly ignoreCase: boolean,
  ) {}
  test(input: string): boolean {
    if (!this.ignoreCase) return input === this.value;
    return input.length === this.value.length && literalAt(input, 0, this.value, true, input.length);
  }
  exec(input: string): (string | undefined)[] | null {
    return this.test(input) ? NO_VALUES : null;
  }
  testRange(input: string, start: number, end: number): boolean {
    return end - start === this.value.length && literalAt(input, start, this.value, this.ignoreCase, end);
  }
  execRange(input: string, start: number, end: number): (string | undefined)[] | null {
    return this.testRange(input, start, end) ? NO_VALUES : null;
  }
}

/** A lone full wildcard: `(.*)`, `(.*)?`, `((?:.*)*)` or `((?:.*)+)`. */
class WildcardMatcher implements ComponentMatcher {
  readonly kind = 'wildcard';
  readonly code = CODE_WILDCARD;
  constructor(readonly optional: boolean) {}
  test(input: string, trusted: boolean): boolean {
    return trusted || !hasLineTerminator(input, 0, input.length);
  }
  exec(input: string, trusted: boolean): (string | undefined)[] | null {
    if (!trusted && hasLineTerminator(input, 0, input.length)) return null;
    // `(.*)?` never lets its one iteration match the empty string, so "" leaves the group undefined.
    return [this.optional && input === '' ? undefined : input];
  }
  testRange(): boolean {
    return true;
  }
  execRange(input: string, start: number, end: number): (string | undefined)[] | null {
    return [this.optional && start === end ? undefined : input.slice(start, end)];
  }
}

// ---------------------------------------------------------------------------------------------
// The backtracking machine with memoized branch points.

const OP_LIT = 0; // a = literal index
const OP_SEG_LAZY = 1; // `[^d]+?`; a = memo slot
const OP_SEG_GREEDY = 2; // `[^d]*` (b = 0) or `[^d]+` (b = 1); a = memo slot
const OP_ANY_GREEDY = 3; // `.*` (b = 0) or `.+` (b = 1); a = memo slot
const OP_SPLIT = 4; // try a, then b; c = memo slot
export const OP_JMP = 5; // a = target
const OP_SAVE = 6; // a = capture slot
const OP_MATCH = 7; // succeed at the end of the input
export const OP_CLASS = 8; // one code point of classes[a] (a regexp group's character, class or "."")
export const OP_CLASS_GREEDY = 9; // `[class]*` greedy; a = memo slot, c = class index

// Backtrack frames, four ints each: kind, x, y, z.
const F_ALT = 0; // resume at pc x, position y
const F_RESTORE = 1; // capture slot x was y
const F_LAZY = 2; // lazy wildcard at pc x: the continuation at y failed, consume one more
const F_GREEDY = 3; // greedy wildcard at pc x: try the continuation at y, then below, down to z

/** Whether a greedy loop instruction can take the code unit `ch`. */
function consumable(kind: number, ch: number, delim: number, cls: CharClass | null): boolean {
  if (kind === OP_SEG_GREEDY) return ch !== delim;
  if (kind === OP_ANY_GREEDY) return !isLineTerminator(ch);
  return ch < 128 ? cls!.ascii[ch] === 1 : otherHas(cls!, ch);
}

let nextDelimScratch = new Int32Array(64);

/** For each position p in [origin, n] (relative), the first delimiter at or after it, or n. */
function buildNextDelim(input: string, origin: number, n: number, delim: number): Int32Array {
  const len = n - origin + 1;
  if (nextDelimScratch.length < len)
    nextDelimScratch = new Int32Array(Math.max(len, nextDelimScratch.length * 2));
  const t = nextDelimScratch;
  let next = n - origin;
  t[next] = next;
  for (let i = n - 1; i >= origin; i--) {
    if (input.charCodeAt(i) === delim) next = i - origin;
    t[i - origin] = next;
  }
  return t;
}

let stack = new Int32Array(256);
let memo = new Uint32Array(64);

function growStack(): void {
  const next = new Int32Array(stack.length * 2);
  next.set(stack);
  stack = next;
}

interface Program {
  op: Int32Array;
  a: Int32Array;
  b: Int32Array;
  c: Int32Array;
  literals: string[];
  classes: CharClass[];
  memoSlots: number;
  captureCount: number;
}

/**
 * Compiles a part list (no "regexp" parts) to the machine. Three rewrites keep every loop body
 * non-empty without changing what the standard's RegExp captures:
 * - a fixed-text part whose value is empty is dropped (`(?:)?`, `(?:)*`, `(?:)+` all match only "");
 * - `(.*)?` becomes `(.+)?`: RegExp rejects an optional iteration that matches the empty string, so
 *   the group is undefined rather than "" when nothing is consumed;
 * - `((?:.*)*)` and `((?:.*)+)` become `(.*)`, and `((?:[^d]+?)*)` / `((?:[^d]+?)+)` become the greedy
 *   `([^d]*)` / `([^d]+)`: the only capture is around the whole loop, and both try the same end
 *   positions in the same order (longest first).
 */
function compileProgram(
  parts: readonly Part[],
  options: Options,
  regexps: Map<Part, RNode | string>,
): Program {
  const op: number[] = [];
  const a: number[] = [];
  const b: number[] = [];
  const c: number[] = [];
  const literals: string[] = [];
  const classes: CharClass[] = [];
  let memoSlots = 0;
  const emit = (o: number, x = 0, y = 0, z = 0): number => {
    op.push(o);
    a.push(x);
    b.push(y);
    c.push(z);
    return op.length - 1;
  };
  const lit = (text: string) => {
    if (text === '') return;
    literals.push(options.ignoreCase ? text.toLowerCase() : text);
    emit(OP_LIT, literals.length - 1);
  };
  const split = (): number => emit(OP_SPLIT, 0, 0, memoSlots++);
  const builder: ProgramBuilder = {
    op,
    a,
    b,
    classes,
    emit,
    split,
    slot: () => memoSlots++,
  };
  const wildcard = (part: Part, segment: boolean, greedyMin: number) => {
    const r = regexps.get(part);
    if (typeof r === 'string') lit(r);
    else if (r !== undefined) subset!.emit(r, builder);
    else if (segment) emit(OP_SEG_LAZY, memoSlots++);
    else emit(OP_ANY_GREEDY, memoSlots++, greedyMin);
  };
  let cap = 0;
  for (const part of parts) {
    if (part.type === 'fixed-text') {
      if (part.value === '') continue;
      if (part.modifier === 'none') {
        lit(part.value);
      } else if (part.modifier === 'optional') {
        const s = split();
        a[s] = op.length;
        lit(part.value);
        b[s] = op.length;
      } else if (part.modifier === 'zero-or-more') {
        const s = split();
        a[s] = op.length;
        lit(part.value);
        emit(OP_JMP, s);
        b[s] = op.length;
      } else {
        const start = op.length;
        lit(part.value);
        const s = split();
        a[s] = start;
        b[s] = op.length;
      }
      continue;
    }
    const k = cap++;
    const segment = part.type === 'segment-wildcard';
    const modifier = part.modifier;
    if (part.prefix === '' && part.suffix === '') {
      if (modifier === 'none') {
        emit(OP_SAVE, 2 * k);
        wildcard(part, segment, 0);
        emit(OP_SAVE, 2 * k + 1);
      } else if (modifier === 'optional') {
        const s = split();
        a[s] = op.length;
        emit(OP_SAVE, 2 * k);
        wildcard(part, segment, 1);
        emit(OP_SAVE, 2 * k + 1);
        b[s] = op.length;
      } else if (regexps.has(part)) {
        // ((?:R)*) or ((?:R)+), R never empty: greedy, so another R is tried first
        emit(OP_SAVE, 2 * k);
        if (modifier === 'one-or-more') {
          const bodyStart = op.length;
          wildcard(part, false, 0);
          const s = split();
          a[s] = bodyStart;
          b[s] = op.length;
        } else {
          const s = split();
          a[s] = op.length;
          wildcard(part, false, 0);
          emit(OP_JMP, s);
          b[s] = op.length;
        }
        emit(OP_SAVE, 2 * k + 1);
      } else {
        emit(OP_SAVE, 2 * k);
        if (segment) emit(OP_SEG_GREEDY, memoSlots++, modifier === 'one-or-more' ? 1 : 0);
        else emit(OP_ANY_GREEDY, memoSlots++, 0);
        emit(OP_SAVE, 2 * k + 1);
      }
      continue;
    }
    if (modifier === 'none' || modifier === 'optional') {
      const s = modifier === 'optional' ? split() : -1;
      if (s !== -1) a[s] = op.length;
      lit(part.prefix);
      emit(OP_SAVE, 2 * k);
      wildcard(part, segment, 0);
      emit(OP_SAVE, 2 * k + 1);
      lit(part.suffix);
      if (s !== -1) b[s] = op.length;
      continue;
    }
    // (?:P((?:R)(?:SP(?:R))*)S) with a trailing ? for zero-or-more
    const outer = modifier === 'zero-or-more' ? split() : -1;
    if (outer !== -1) a[outer] = op.length;
    lit(part.prefix);
    emit(OP_SAVE, 2 * k);
    wildcard(part, segment, 0);
    const loop = split();
    a[loop] = op.length;
    lit(part.suffix);
    lit(part.prefix);
    wildcard(part, segment, 0);
    emit(OP_JMP, loop);
    b[loop] = op.length;
    emit(OP_SAVE, 2 * k + 1);
    lit(part.suffix);
    if (outer !== -1) b[outer] = op.length;
  }
  emit(OP_MATCH);
  // A lazy segment wildcard whose continuation starts with the delimiter (or is the end) jumps to
  // the end of its run (see OP_SEG_LAZY).
  for (let pc = 0; pc < op.length; pc++) {
    if (op[pc] !== OP_SEG_LAZY) continue;
    let q = pc + 1;
    while (op[q] === OP_SAVE) q++;
    if (op[q] === OP_MATCH) c[pc] = 1;
    else if (op[q] === OP_LIT && literals[a[q]].charCodeAt(0) === options.delimiterCodePoint.charCodeAt(0))
      c[pc] = 1;
  }
  return {
    op: Int32Array.from(op),
    a: Int32Array.from(a),
    b: Int32Array.from(b),
    c: Int32Array.from(c),
    literals,
    classes,
    memoSlots,
    captureCount: cap,
  };
}

class MachineMatcher implements ComponentMatcher {
  readonly kind = 'vm';
  readonly code = CODE_VM;
  private readonly delimiter: number;
  private readonly ignoreCase: boolean;
  /** Literal every match starts with, and ends with (lowercase when ignoring case). */
  private readonly head: string;
  private readonly tail: string;
  constructor(
    readonly program: Program,
    options: Options,
    head: string,
    tail: string,
  ) {
    this.delimiter = options.delimiterCodePoint === '' ? -1 : options.delimiterCodePoint.charCodeAt(0);
    this.ignoreCase = options.ignoreCase;
    this.head = options.ignoreCase ? head.toLowerCase() : head;
    this.tail = options.ignoreCase ? tail.toLowerCase() : tail;
  }

  test(input: string): boolean {
    return this.run(input, 0, input.length, null);
  }

  exec(input: string): (string | undefined)[] | null {
    return this.execRange(input, 0, input.length);
  }

  testRange(input: string, start: number, end: number): boolean {
    return this.run(input, start, end, null);
  }

  execRange(input: string, start: number, end: number): (string | undefined)[] | null {
    const count = this.program.captureCount;
    const caps = capsFor(count);
    for (let i = 0; i < count * 2; i++) caps[i] = -1;
    if (!this.run(input, start, end, caps)) return null;
    const values: (string | undefined)[] = new Array(count);
    for (let i = 0; i < count; i++) {
      const s = caps[2 * i];
      values[i] = s === -1 ? undefined : input.slice(s, caps[2 * i + 1]);
    }
    return values;
  }

  /**
   * Runs the machine on input[start, n); with `caps`, records capture positions (-1 = undefined).
   * Memo bits are indexed by position - start.
   */
  private run(input: string, start: number, n: number, caps: Int32Array | null): boolean {
    const ci = this.ignoreCase;
    // Necessary conditions first: the literal every match starts and ends with.
    if (this.head !== '' && !literalAt(input, start, this.head, ci, n)) return false;
    if (
      this.tail !== '' &&
      (n - start < this.tail.length || !literalAt(input, n - this.tail.length, this.tail, ci, n))
    )
      return false;
    const { op, a, b, c, literals, classes, memoSlots } = this.program;
    const width = n - start + 1;
    const origin = start;
    const words = (memoSlots * width + 31) >>> 5;
    if (memo.length < words) memo = new Uint32Array(Math.max(words, memo.length * 2));
    else memo.fill(0, 0, words);
    const delim = this.delimiter;
    let nextDelim: Int32Array | null = null;
    let sp = 0;
    let pc = 0;
    let pos = start;
    let m = 0;
    for (;;) {
      // ---- forward execution (each instruction pushes at most one frame)
      if (sp + 4 > stack.length) growStack();
      let failed = false;
      switch (op[pc]) {
        case OP_LIT: {
          const text = literals[a[pc]];
          if (literalAt(input, pos, text, ci, n)) {
            pos += text.length;
            pc++;
          } else failed = true;
          break;
        }
        case OP_SAVE:
          if (caps !== null) {
            stack[sp] = F_RESTORE;
            stack[sp + 1] = a[pc];
            stack[sp + 2] = caps[a[pc]];
            sp += 4;
            caps[a[pc]] = pos;
          }
          pc++;
          break;
        case OP_JMP:
          pc = a[pc];
          break;
        case OP_SPLIT:
          m = c[pc] * width + pos - origin;
          if ((memo[m >>> 5] & (1 << (m & 31))) !== 0) {
            failed = true;
            break;
          }
          memo[m >>> 5] |= 1 << (m & 31);
          stack[sp] = F_ALT;
          stack[sp + 1] = b[pc];
          stack[sp + 2] = pos;
          sp += 4;
          pc = a[pc];
          break;
        case OP_MATCH:
          if (pos === n) return true;
          failed = true;
          break;
        case OP_CLASS: {
          if (pos >= n) {
            failed = true;
            break;
          }
          const ch = input.charCodeAt(pos);
          const cls = classes[a[pc]];
          if (ch < 128) {
            if (cls.ascii[ch] === 0) {
              failed = true;
              break;
            }
            pos++;
          } else {
            if (!otherHas(cls, ch)) {
              failed = true;
              break;
            }
            pos += widthAt(input, pos);
          }
          pc++;
          break;
        }
        case OP_SEG_LAZY: {
          // one code point that is not the delimiter, then the loop position after it
          if (pos >= n || input.charCodeAt(pos) === delim) {
            failed = true;
            break;
          }
          if (c[pc] === 1) {
            // The continuation starts with the delimiter (or is the end): of all the positions the
            // lazy loop would try, only the end of this run of non-delimiters can work.
            if (nextDelim === null) nextDelim = buildNextDelim(input, origin, n, delim);
            const e = nextDelim[pos + 1 - origin] + origin;
            m = a[pc] * width + e - origin;
            if ((memo[m >>> 5] & (1 << (m & 31))) !== 0) {
              failed = true;
              break;
            }
            memo[m >>> 5] |= 1 << (m & 31);
            pos = e;
            pc++;
            break;
          }
          const p = pos + widthAt(input, pos);
          m = a[pc] * width + p - origin;
          if ((memo[m >>> 5] & (1 << (m & 31))) !== 0) {
            failed = true;
            break;
          }
          memo[m >>> 5] |= 1 << (m & 31);
          stack[sp] = F_LAZY;
          stack[sp + 1] = pc;
          stack[sp + 2] = p;
          sp += 4;
          pos = p;
          pc++;
          break;
        }
        case OP_SEG_GREEDY:
        case OP_ANY_GREEDY:
        case OP_CLASS_GREEDY: {
          const kind = op[pc];
          const cls = kind === OP_CLASS_GREEDY ? classes[c[pc]] : null;
          let start = pos;
          if (b[pc] === 1) {
            if (pos >= n || !consumable(kind, input.charCodeAt(pos), delim, cls)) {
              failed = true;
              break;
            }
            start = pos + widthAt(input, pos);
          }
          // Walk forward marking loop positions until the run ends or a position was already
          // explored (everything from there on has failed before).
          const base = a[pc] * width - origin;
          let p = start;
          let top = -1;
          for (;;) {
            m = base + p;
            if ((memo[m >>> 5] & (1 << (m & 31))) !== 0) break;
            memo[m >>> 5] |= 1 << (m & 31);
            top = p;
            if (p >= n || !consumable(kind, input.charCodeAt(p), delim, cls)) break;
            p += widthAt(input, p);
          }
          if (top === -1) {
            failed = true;
            break;
          }
          // try the continuation at top, then each position below it down to start
          if (top > start) {
            stack[sp] = F_GREEDY;
            stack[sp + 1] = pc;
            stack[sp + 2] = prevPosition(input, top, start);
            stack[sp + 3] = start;
            sp += 4;
          }
          pos = top;
          pc++;
          break;
        }
      }
      if (!failed) continue;
      // ---- backtrack
      for (;;) {
        if (sp === 0) return false;
        sp -= 4;
        const kind = stack[sp];
        if (kind === F_RESTORE) {
          caps![stack[sp + 1]] = stack[sp + 2];
          continue;
        }
        if (kind === F_ALT) {
          pc = stack[sp + 1];
          pos = stack[sp + 2];
          break;
        }
        if (kind === F_GREEDY) {
          const p = stack[sp + 2];
          const low = stack[sp + 3];
          pc = stack[sp + 1];
          if (p > low) {
            stack[sp + 2] = prevPosition(input, p, low);
            sp += 4;
          }
          pos = p;
          pc++;
          break;
        }
        // F_LAZY: the continuation at p failed; consume one more code point and try again
        const lpc = stack[sp + 1];
        const p = stack[sp + 2];
        if (p >= n || input.charCodeAt(p) === delim) continue;
        const q = p + widthAt(input, p);
        m = a[lpc] * width + q - origin;
        if ((memo[m >>> 5] & (1 << (m & 31))) !== 0) continue;
        memo[m >>> 5] |= 1 << (m & 31);
        stack[sp + 2] = q;
        sp += 4;
        pc = lpc + 1;
        pos = q;
        break;
      }
    }
  }
}

/** The literal every match starts with (the leading fixed text, then a required group prefix). */
function requiredHead(parts: readonly Part[]): string {
  let head = '';
  for (const part of parts) {
    if (part.modifier === 'optional' || part.modifier === 'zero-or-more') break;
    if (part.type === 'fixed-text') {
      head += part.value;
      if (part.modifier !== 'none') break;
      continue;
    }
    head += part.prefix;
    break;
  }
  return head;
}

/** The literal every match ends with (trailing fixed text, then a required group suffix). */
function requiredTail(parts: readonly Part[]): string {
  let tail = '';
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i];
    if (part.modifier === 'optional' || part.modifier === 'zero-or-more') break;
    if (part.type === 'fixed-text') {
      tail = part.value + tail;
      if (part.modifier !== 'none') break;
      continue;
    }
    tail = part.suffix + tail;
    break;
  }
  return tail;
}

/**
 * The regexp-group subset the machine can run (regexp-subset.ts), when `@url/pattern/safe-regexp`
 * installed it; without it, only regexp groups that are plain text run on the machine.
 */
export interface RegexpSubsetEngine {
  parse(source: string, ignoreCase: boolean): RNode | null;
  minLength(node: RNode): number;
  /** Emits the instructions of a regexp group's node (see safe-regexp.ts). */
  emit(node: RNode, builder: ProgramBuilder): void;
}

/** What `RegexpSubsetEngine.emit` writes a program with: instruction arrays and helpers. */
export interface ProgramBuilder {
  op: number[];
  a: number[];
  b: number[];
  classes: CharClass[];
  /** Appends an instruction; returns its index. */
  emit(o: number, x?: number, y?: number, z?: number): number;
  /** Appends an OP_SPLIT with a fresh memo slot (targets set by the caller in a and b). */
  split(): number;
  /** A fresh memo slot. */
  slot(): number;
}

let subset: RegexpSubsetEngine | undefined;

/** Installs (or with undefined, removes) the regexp-group subset. Not a spec algorithm. */
export function useRegexpSubset(engine: RegexpSubsetEngine | undefined): void {
  subset = engine;
}

/**
 * The text a regexp group matches when it is plain text: ASCII letters, digits and `-_~%@,;:=!&'/`,
 * or a syntax character escaped with a backslash (`(b)`, `(\\.json)`); null otherwise. In "v" mode
 * each of these matches itself (and, with ignore case, what `literalAt` folds together).
 */
function plainRegexpText(source: string): string | null {
  return /^(?:[\w\-~%@,;:=!&'/]|\\[$^\\.*+?()[\]{}|/])+$/.test(source)
    ? source.replace(/\\(.)/g, '$1')
    : null;
}

/**
 * Whether the standard's regular expression for a part list without regexp groups runs in linear
 * time on a backtracking engine: every segment wildcard is followed by fixed text starting with the
 * delimiter, by the end, or by a last optional or repeated `/:name` or `{/...}?`; a full wildcard is
 * last or followed by fixed text at the very end. Each wildcard can then end at one place only (the
 * next delimiter, or where the fixed tail starts), so RegExp tries each position a bounded number of
 * times.
 */
function backtrackSafe(parts: readonly Part[], d: string): boolean {
  // 0: fixed text, 1: segment wildcard, 2: full wildcard, 3: a tail that starts with d
  const kinds: number[] = [];
  const texts: string[] = [];
  const push = (kind: number, t: string) => {
    kinds.push(kind);
    texts.push(t);
  };
  const text = (t: string) => {
    if (t === '') return;
    const k = kinds.length - 1;
    if (kinds[k] === 0) texts[k] += t;
    else push(0, t);
  };
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (p.type === 'regexp') return false;
    if (p.modifier !== 'none') {
      if (
        i !== parts.length - 1 ||
        d === '' ||
        (p.type === 'fixed-text'
          ? p.modifier !== 'optional' || p.value[0] !== d
          : p.type !== 'segment-wildcard' || p.prefix !== d || p.suffix !== '')
      )
        return false;
      push(3, '');
      continue;
    }
    if (p.type === 'fixed-text') {
      text(p.value);
      continue;
    }
    text(p.prefix);
    push(p.type === 'segment-wildcard' ? 1 : 2, '');
    text(p.suffix);
  }
  for (let k = 0; k < kinds.length - 1; k++) {
    const next = kinds[k + 1];
    if (kinds[k] === 1 && (d === '' || (next !== 3 && (next !== 0 || texts[k + 1][0] !== d)))) return false;
    if (kinds[k] === 2 && (next !== 0 || k + 2 !== kinds.length)) return false;
  }
  return true;
}

/**
 * Builds the matcher for a part list, or returns null when the standard's RegExp is to match: when
 * the part list has a regexp group that is neither plain text nor (with `@url/pattern/safe-regexp`)
 * in the subset of regexp-subset.ts, has a non-ASCII literal, or is a shape RegExp runs in linear time
 * (`backtrackSafe`). Not a spec algorithm: it matches what the component's regular expression
 * (https://urlpattern.spec.whatwg.org/#component-regular-expression, built by
 * https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list) matches, with
 * the same captures.
 */
export function compileMatcher(parts: readonly Part[], options: Options): ComponentMatcher | null {
  const regexps = new Map<Part, RNode | string>();
  for (const part of parts) {
    if (!isASCII(part.value) || !isASCII(part.prefix) || !isASCII(part.suffix)) return null;
    if (part.type !== 'regexp') continue;
    const text = plainRegexpText(part.value);
    if (text !== null) {
      regexps.set(part, text);
      continue;
    }
    const node = subset?.parse(part.value, options.ignoreCase) ?? null;
    // `(R)?`, `((?:R)*)`... would meet RegExp's empty-iteration check
    if (node === null || (part.modifier !== 'none' && subset!.minLength(node) === 0)) return null;
    regexps.set(part, node);
  }
  if (parts.length === 0) return new EmptyMatcher();
  if (parts.length === 1) {
    const p = parts[0];
    if (p.type === 'fixed-text' && p.modifier === 'none')
      return new LiteralMatcher(options.ignoreCase ? p.value.toLowerCase() : p.value, options.ignoreCase);
    if (p.type === 'full-wildcard' && p.prefix === '' && p.suffix === '')
      return new WildcardMatcher(p.modifier === 'optional');
  }
  if (backtrackSafe(parts, options.delimiterCodePoint)) return null;
  return new MachineMatcher(
    compileProgram(parts, options, regexps),
    options,
    requiredHead(parts),
    requiredTail(parts),
  );
}

/** Matches with the standard's RegExp (used when a part list has "regexp" parts). */
export class RegExpMatcher implements ComponentMatcher {
  readonly kind = 'regexp';
  readonly code = CODE_REGEXP;
  constructor(
    readonly regexp: RegExp,
    readonly captureCount: number,
  ) {}
  test(input: string): boolean {
    return this.regexp.test(input);
  }
  exec(input: string): (string | undefined)[] | null {
    const m = this.regexp.exec(input);
    if (m === null) return null;
    const values: (string | undefined)[] = new Array(this.captureCount);
    for (let i = 0; i < this.captureCount; i++) values[i] = m[i + 1];
    return values;
  }
  testRange(input: string, start: number, end: number): boolean {
    return this.regexp.test(start === 0 && end === input.length ? input : input.slice(start, end));
  }
  execRange(input: string, start: number, end: number): (string | undefined)[] | null {
    const m = this.regexp.exec(start === 0 && end === input.length ? input : input.slice(start, end));
    if (m === null) return null;
    // The values in place (what matching reads: indices 0 to captureCount - 1): the match array
    // without the whole match, cheaper than a copy.
    m.shift();
    return m;
  }
}
