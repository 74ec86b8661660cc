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
//    on how it was reached, so a second arrival can only fail again and is cut. Each (branch point,
//    position) pair is explored at most once: time O(n * m) for input length n and pattern size m,
//    memory m * (n + 1) bits. Regexp groups (regexp-syntax.ts) run on the same machine, whatever
//    they hold: RegExp's empty check (an iteration past a quantifier's minimum must not match "")
//    makes the continuation depend on where the iteration started, so for a loop whose body can
//    match "" the memo key also says which enclosing such loops have not moved yet (OP_ITER,
//    OP_CHECK): one more bit of state per nesting level, still linear.
// 3. What a regular language cannot express is marked: a lookaround runs on the built-in RegExp at
//    one position (its own time is RegExp's), and a backreference makes the continuation depend on
//    captured text, so the memo is forgotten whenever a referenced capture changes (no longer
//    linear). safety.ts reports exactly these groups as unsafe.
//
// Matching follows the "v" flag: the input is read by code points, `.` does not match line
// terminators, and with ignore case ASCII letters fold together, as do U+017F (to "s") and U+212A
// (to "k"), the only non-ASCII code points whose simple case folding is ASCII. Non-ASCII literals
// and classes are folded as the built-in RegExp folds them (regexp-syntax.ts).

import { NativeRegExp, regexpExec, regexpTest } from './intrinsics';
import { DEFAULT_OPTIONS, DEFAULT_OPTIONS_IGNORE_CASE, type Options, type Part } from './parser';
import {
  ANY_CHAR,
  type CharSet,
  DOT,
  type Lookaround,
  literalSet,
  literalSource,
  minLength,
  newParseContext,
  otherHas,
  parseRegexp,
  RegexpLimitError,
  RegexpUnsupportedError,
  type RNode,
  segmentSet,
} from './regexp-syntax';

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
  // (a loop: V8 does not inline startsWith with a position, and a call costs more than a short
  // literal's comparison)
  if (!ignoreCase) {
    for (let k = 0; k < len; k++) if (input.charCodeAt(pos + k) !== lit.charCodeAt(k)) return false;
    return true;
  }
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

const OP_LIT = 0; // a = literal index; b = 1: exact (a regexp group's characters), 0: the component's case
const OP_SPLIT = 4; // try a, then b; c = memo slot
const OP_JMP = 5; // a = target
const OP_SAVE = 6; // a = capture slot
const OP_MATCH = 7; // succeed at the end of the input
const OP_CLASS = 8; // b code points of classes[a] (one when b = 0)
const OP_CLASS_GREEDY = 9; // `[class]*` greedy; a = memo slot, c = class index
const OP_STRINGS = 11; // a class with strings, natives[a]: longest first; c = memo slot
const OP_ASSERT = 12; // a = kind (see RNode "assert")
const OP_LOOK = 13; // a lookaround, natives[a], run by the built-in RegExp
const OP_BACKREF = 14; // a = capture index, b = 1 ignoring case
const OP_ITER = 15; // an iteration of a loop whose body can match "" starts: a = its depth
const OP_CHECK = 16; // RegExp's empty check: fail when the loop at depth a has not moved
const OP_RESET = 17; // captures a to a + b - 1 become undefined (each iteration of a quantifier)

// Backtrack frames, four ints each: kind, x, y, z.
const F_ALT = 0; // resume at pc x, position y
const F_RESTORE = 1; // capture slot x was y
const F_GREEDY = 3; // greedy wildcard at pc x: try the continuation at y, then below, down to z
const F_STRINGS = 4; // class with strings at pc x, position y: try the strings shorter than z
const F_ITER = 5; // the loop at depth x started its iteration at y

/** Most instructions a compiled component may have (counted repeats are unrolled). */
export const MAX_PROGRAM = 20000;

function isWordAt(input: string, p: number, start: number, n: number, ci: boolean): boolean {
  if (p < start || p >= n) return false;
  const c = input.charCodeAt(p);
  return c < 128 ? WORD[c] === 1 : ci && (c === 0x17f || c === 0x212a);
}

const WORD = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  for (let c = 0; c < 128; c++)
    t[c] =
      (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f ? 1 : 0;
  return t;
})();

/** The position after `count` code points from `p`, or -1 past `n`. */
function advance(input: string, p: number, count: number, n: number): number {
  for (let k = 0; k < count; k++) {
    if (p >= n) return -1;
    p += widthAt(input, p);
  }
  return p;
}

/** The longest string of `count` code points or fewer at `p` that the class holds: its length, or -1. */
function stringsAt(input: string, p: number, n: number, re: RegExp, count: number): number {
  for (let l = count; l >= 0; l--) {
    const e = advance(input, p, l, n);
    if (e !== -1 && regexpTest(re, input.slice(p, e))) return l;
  }
  return -1;
}

let stack = new Int32Array(256);
let memo = new Uint32Array(64);
/**
 * The memo in pages of `pageBits` bits, each allocated when a state in it is first marked, for
 * a program and input too large for one bit array (past the dense limit): memory for the pages the
 * match visits, however many states that is. (A Set of keys, used before, throws a RangeError past
 * 2^24 entries, which a long input reaches: issue found by the "regexp group" stress shapes at 8 MB.)
 */
let pages: Map<number, Uint32Array> | null = null;
/** Bits per page of the paged memo (a multiple of 32; 16 KB pages). */
let pageBits = 1 << 17;
/** Largest bit memo in one array (in 32-bit words, 8 MB); past it, the memo is kept in pages. */
let denseMemoWords = 1 << 21;

/**
 * Sets the largest memo kept in one array (in 32-bit words) and the bits per page of the paged memo
 * (a multiple of 32), and returns the previous limit. For tests: with 0, every match runs on the
 * paged memo, which the long inputs of the stress shapes need, and small pages make a short input
 * use many of them. Not part of the package's API.
 */
export function setDenseMemoLimit(words: number, bitsPerPage = 1 << 17): number {
  const previous = denseMemoWords;
  denseMemoWords = words;
  pageBits = bitsPerPage;
  return previous;
}

/** Whether state `m` was explored before; marks it explored. */
function seen(m: number): boolean {
  if (pages !== null) return seenPaged(m);
  const w = m >>> 5;
  const bit = 1 << (m & 31);
  // (run sized the memo for every key of the program and input)
  if ((memo[w]! & bit) !== 0) return true;
  memo[w]! |= bit;
  return false;
}

/** `seen` on the paged memo. Keys may pass 2^32 (slots times positions): no 32-bit arithmetic on them. */
function seenPaged(m: number): boolean {
  const k = Math.floor(m / pageBits);
  let page = pages!.get(k);
  if (page === undefined) pages!.set(k, (page = new Uint32Array(pageBits >>> 5)));
  const i = m - k * pageBits;
  const w = i >>> 5;
  const bit = 1 << (i & 31);
  if ((page[w]! & bit) !== 0) return true;
  page[w]! |= bit;
  return false;
}

/** Forgets every explored state (a referenced capture changed). */
function forget(words: number): void {
  if (pages !== null) pages = new Map();
  else clearMemo(words);
}

/**
 * Clears the first `words` words of the memo. A short memo (a URL component is short) is cleared in
 * a loop: `fill` is a call into the runtime that costs more than the whole match of a short string.
 */
function clearMemo(words: number): void {
  if (words > 64) memo.fill(0, 0, words);
  else for (let i = 0; i < words; i++) memo[i] = 0;
}
let iterStart = new Int32Array(8);

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
  /** How many loops with RegExp's empty check enclose each instruction. */
  d: Int32Array;
  literals: string[];
  classes: CharSet[];
  natives: (Lookaround | { re: RegExp; max: number })[];
  memoSlots: number;
  /** Memo keys per slot: one per state of the empty checks (1 + deepest nesting of such loops). */
  np: number;
  /** Captures the program tracks (the parts' and those inside regexp groups, in source order). */
  captureCount: number;
  /** Values `exec` returns: the first captures, one per group of the name list (as the standard reads them). */
  outputCount: number;
  /** Named groups: their capture indices. */
  names: Map<string, number>;
  /** Capture slots a backreference or a lookaround reads (null when none does). */
  refMask: Uint8Array | null;
  /** Has lookarounds or backreferences: runs on its own string, with captures. */
  special: boolean;
}

/** What a component's regexp groups hold that is not linear: for the safety answer. */
export interface RegexpGroupInfo {
  /** The regexp group's text. */
  value: string;
  backrefs: number;
  lookarounds: number;
  /** Syntax the parser does not know (a newer engine's): the component runs on RegExp. */
  unsupported: boolean;
}

/**
 * Compiles a part list to the machine. Three rewrites keep the loops the standard generates around
 * wildcards non-empty without changing what its RegExp captures:
 * - a fixed-text part whose value is empty is dropped (`(?:)?`, `(?:)*`, `(?:)+` all match only "");
 * - `(.*)?` becomes `(.+)?`: RegExp rejects an optional iteration that matches the empty string, so
 *   the group is undefined rather than "" when nothing is consumed;
 * - `((?:.*)*)` and `((?:.*)+)` become `(.*)`, and `((?:[^d]+?)*)` / `((?:[^d]+?)+)` become the greedy
 *   `([^d]*)` / `([^d]+)`: the only capture is around the whole loop, and both try the same end
 *   positions in the same order (longest first).
 * Regexp groups are parsed (regexp-syntax.ts) and compiled as RegExp runs them: alternatives in
 * order, greedy quantifiers trying one more iteration first and lazy ones one fewer, counted
 * repeats unrolled, each iteration clearing the captures inside, and RegExp's empty check (an
 * iteration past the minimum that matches "" fails) as OP_ITER / OP_CHECK.
 */
function compileProgram(
  parts: readonly Part[],
  options: Options,
  info: RegexpGroupInfo[],
  search = false,
): Program {
  const op: number[] = [];
  const a: number[] = [];
  const b: number[] = [];
  const c: number[] = [];
  const d: number[] = [];
  const literals: string[] = [];
  const classes: CharSet[] = [];
  const natives: (Lookaround | { re: RegExp; max: number })[] = [];
  const backrefNames: [number, string][] = [];
  const ci = options.ignoreCase;
  const ctx = newParseContext();
  let memoSlots = 0;
  let maxDepth = 0;
  const emit = (o: number, x = 0, y = 0, z = 0, depth = 0): number => {
    if (op.length >= MAX_PROGRAM)
      throw new RegexpLimitError(`the compiled pattern would have more than ${MAX_PROGRAM} instructions`);
    op.push(o);
    a.push(x);
    b.push(y);
    c.push(z);
    d.push(depth);
    return op.length - 1;
  };
  const split = (depth = 0): number => emit(OP_SPLIT, 0, 0, memoSlots++, depth);
  const klass = (cs: CharSet): number => {
    let k = classes.indexOf(cs);
    if (k === -1) k = classes.push(cs) - 1;
    return k;
  };
  /** Fixed text in the component's case (prefixes, suffixes, fixed-text parts). */
  const lit = (text: string) => {
    if (text === '') return;
    if (ci && !isASCII(text)) {
      // folded as RegExp folds, one code point at a time
      for (const ch of text) emit(OP_CLASS, klass(literalSet(ch.codePointAt(0)!, true)));
      return;
    }
    literals.push(ci ? text.toLowerCase() : text);
    emit(OP_LIT, literals.length - 1);
  };
  const emitRep = (n: Extract<RNode, { type: 'rep' }>, depth: number) => {
    const { body, min, max, greedy } = n;
    const reset = () => {
      if (n.capCount > 0) emit(OP_RESET, n.caps, n.capCount);
    };
    const simple = body.type === 'class' && n.capCount === 0;
    if (simple && min > 0) emit(OP_CLASS, klass(body.cs), min);
    else
      for (let i = 0; i < min; i++) {
        reset();
        emitNode(body, depth);
      }
    if (max === min) return;
    if (max === Number.POSITIVE_INFINITY && greedy && simple) {
      emit(OP_CLASS_GREEDY, memoSlots++, 0, klass(body.cs), depth);
      return;
    }
    const nullable = minLength(body) === 0;
    const inner = nullable ? depth + 1 : depth;
    if (inner > maxDepth) maxDepth = inner;
    const iteration = () => {
      if (nullable) emit(OP_ITER, depth);
      reset();
      emitNode(body, inner);
      if (nullable) emit(OP_CHECK, depth);
    };
    if (max === Number.POSITIVE_INFINITY) {
      const s = split(depth);
      const bodyStart = op.length;
      iteration();
      emit(OP_JMP, s);
      if (greedy) {
        a[s] = bodyStart;
        b[s] = op.length;
      } else {
        a[s] = op.length;
        b[s] = bodyStart;
      }
      return;
    }
    const opens: number[] = [];
    for (let i = min; i < max; i++) {
      const s = split(depth);
      if (greedy) a[s] = op.length;
      else b[s] = op.length;
      opens.push(s);
      iteration();
    }
    for (const s of opens) {
      if (greedy) b[s] = op.length;
      else a[s] = op.length;
    }
  };
  function emitNode(n: RNode, depth: number): void {
    switch (n.type) {
      case 'class':
        emit(OP_CLASS, klass(n.cs));
        return;
      case 'text':
        lit(n.text);
        return;
      case 'strings':
        emit(OP_STRINGS, natives.push(n) - 1, 0, memoSlots++, depth);
        return;
      case 'seq': {
        const items = n.items;
        for (let i = 0; i < items.length; i++) {
          const item = items[i]!;
          if (item.type === 'class' && item.lit !== -1) {
            // a run of characters matched exactly: one literal
            let text = '';
            for (; i < items.length; i++) {
              const next = items[i]!;
              if (next.type !== 'class' || next.lit === -1) break;
              text += String.fromCharCode(next.lit);
            }
            i--;
            literals.push(text);
            emit(OP_LIT, literals.length - 1, 1);
            continue;
          }
          emitNode(item, depth);
        }
        return;
      }
      case 'alt': {
        const jumps: number[] = [];
        for (let i = 0; i < n.alts.length - 1; i++) {
          const s = split(depth);
          a[s] = op.length;
          emitNode(n.alts[i]!, depth);
          jumps.push(emit(OP_JMP));
          b[s] = op.length;
        }
        emitNode(n.alts[n.alts.length - 1]!, depth);
        for (const j of jumps) a[j] = op.length;
        return;
      }
      case 'rep':
        emitRep(n, depth);
        return;
      case 'group':
        emit(OP_SAVE, 2 * n.index);
        emitNode(n.body, depth);
        emit(OP_SAVE, 2 * n.index + 1);
        return;
      case 'assert':
        emit(OP_ASSERT, n.kind);
        return;
      case 'look':
        emit(OP_LOOK, natives.push(n.look) - 1);
        return;
      case 'backref': {
        const pc = emit(OP_BACKREF, n.index, n.ignoreCase ? 1 : 0);
        if (n.name !== null) backrefNames.push([pc, n.name]);
        return;
      }
      case 'empty':
        return;
    }
  }
  // the segment wildcard `[^d]` (every code point without a delimiter) and the full wildcard `.`
  const seg = klass(segmentSet(options.delimiterCodePoint));
  const dot = klass(DOT);
  /** `[^d]+?` (a lazy loop), or `.*` / `.+` (greedyMin 1). */
  const wildcard = (segment: boolean, greedyMin: number) => {
    if (segment) {
      emit(OP_CLASS, seg);
      const s = split();
      const body = emit(OP_CLASS, seg);
      emit(OP_JMP, s);
      a[s] = op.length;
      b[s] = body;
      return;
    }
    if (greedyMin === 1) emit(OP_CLASS, dot);
    emit(OP_CLASS_GREEDY, memoSlots++, 0, dot);
  };
  /** A regexp group's value, parsed where it stands in the generated regular expression. */
  const regexp = (part: Part): RNode => {
    const before = { b: ctx.backrefs, l: ctx.lookarounds };
    const node = parseRegexp(part.value, ci, ctx);
    // (the part's entry, pushed before its regexp group is parsed)
    const entry = info[info.length - 1]!;
    entry.backrefs += ctx.backrefs - before.b;
    entry.lookarounds += ctx.lookarounds - before.l;
    return node;
  };
  const text = (t: string): RNode => ({ type: 'text', text: t });
  if (search) {
    // RegExp's exec tries each start position in turn: a lazy `[^]*?` in front does the same
    const s = split();
    const any = emit(OP_CLASS, klass(ANY_CHAR));
    emit(OP_JMP, s);
    a[s] = op.length;
    b[s] = any;
  }
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
    const k = ctx.captures++;
    const modifier = part.modifier;
    if (part.type === 'regexp') {
      // the part as https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list
      // writes it, with R the regexp group's value
      info.push({ value: part.value, backrefs: 0, lookarounds: 0, unsupported: false });
      const repeat = modifier === 'zero-or-more' || modifier === 'one-or-more';
      const rep = (body: RNode, min: number, max: number, caps: number): RNode => ({
        type: 'rep',
        body,
        min,
        max,
        greedy: true,
        caps,
        capCount: ctx.captures - caps,
      });
      let node: RNode;
      if (part.prefix === '' && part.suffix === '') {
        if (!repeat) node = { type: 'group', index: k, body: regexp(part) };
        else
          node = {
            type: 'group',
            index: k,
            body: rep(regexp(part), modifier === 'one-or-more' ? 1 : 0, Number.POSITIVE_INFINITY, k + 1),
          };
      } else if (!repeat) {
        node = {
          type: 'seq',
          items: [text(part.prefix), { type: 'group', index: k, body: regexp(part) }, text(part.suffix)],
        };
      } else {
        // (?:P((?:R)(?:SP(?:R))*)S), then ? for zero-or-more
        const first = regexp(part);
        const loopCaps = ctx.captures;
        const again = rep(
          { type: 'seq', items: [text(part.suffix), text(part.prefix), regexp(part)] },
          0,
          Number.POSITIVE_INFINITY,
          loopCaps,
        );
        node = {
          type: 'seq',
          items: [
            text(part.prefix),
            { type: 'group', index: k, body: { type: 'seq', items: [first, again] } },
            text(part.suffix),
          ],
        };
        if (modifier === 'zero-or-more') node = rep(node, 0, 1, k);
      }
      if (modifier === 'optional') node = rep(node, 0, 1, k);
      emitNode(node, 0);
      continue;
    }
    const segment = part.type === 'segment-wildcard';
    if (part.prefix === '' && part.suffix === '') {
      if (modifier === 'none') {
        emit(OP_SAVE, 2 * k);
        wildcard(segment, 0);
        emit(OP_SAVE, 2 * k + 1);
      } else if (modifier === 'optional') {
        const s = split();
        a[s] = op.length;
        emit(OP_SAVE, 2 * k);
        wildcard(segment, 1);
        emit(OP_SAVE, 2 * k + 1);
        b[s] = op.length;
      } else {
        emit(OP_SAVE, 2 * k);
        if (segment && modifier === 'one-or-more') emit(OP_CLASS, seg);
        emit(OP_CLASS_GREEDY, memoSlots++, 0, segment ? seg : dot);
        emit(OP_SAVE, 2 * k + 1);
      }
      continue;
    }
    if (modifier === 'none' || modifier === 'optional') {
      const s = modifier === 'optional' ? split() : -1;
      if (s !== -1) a[s] = op.length;
      lit(part.prefix);
      emit(OP_SAVE, 2 * k);
      wildcard(segment, 0);
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
    wildcard(segment, 0);
    const loop = split();
    a[loop] = op.length;
    lit(part.suffix);
    lit(part.prefix);
    wildcard(segment, 0);
    emit(OP_JMP, loop);
    b[loop] = op.length;
    emit(OP_SAVE, 2 * k + 1);
    lit(part.suffix);
    if (outer !== -1) b[outer] = op.length;
  }
  emit(OP_MATCH, 0, search ? 1 : 0);
  const captureCount = ctx.captures;
  let outputCount = 0;
  for (const part of parts) if (part.type !== 'fixed-text') outputCount++;
  if (search) outputCount = captureCount;
  // Backreferences by name, and lookarounds' references, now that every group is numbered.
  let refMask: Uint8Array | null = null;
  const refer = (index: number) => {
    refMask ??= new Uint8Array(2 * captureCount);
    refMask[2 * index] = refMask[2 * index + 1] = 1;
  };
  for (const [pc, name] of backrefNames) a[pc] = ctx.names.get(name)!;
  for (let pc = 0; pc < op.length; pc++) if (op[pc] === OP_BACKREF) refer(a[pc]!);
  return {
    op: Int32Array.from(op),
    a: Int32Array.from(a),
    b: Int32Array.from(b),
    c: Int32Array.from(c),
    d: Int32Array.from(d),
    literals,
    classes,
    natives,
    memoSlots,
    np: maxDepth + 1,
    captureCount,
    outputCount,
    names: ctx.names,
    refMask,
    special: refMask !== null || natives.some((x) => 'positive' in x),
  };
}

/** The memo key of the empty checks' state at `p` for an instruction inside `depth` such loops. */
function emptyKey(depth: number, p: number): number {
  for (let k = 0; k < depth; k++) if (iterStart[k] === p) return k;
  return depth;
}

/**
 * Sets capture slot `slot` to `value`, with a frame to restore it on backtracking; forgets the memo
 * when a backreference reads the slot (what failed before may match with the new text). Returns sp.
 */
function setCapture(
  caps: Int32Array,
  slot: number,
  value: number,
  sp: number,
  refMask: Uint8Array | null,
  words: number,
): number {
  const old = caps[slot]!;
  if (old === value) return sp;
  if (sp + 4 > stack.length) growStack();
  stack[sp] = F_RESTORE;
  stack[sp + 1] = slot;
  stack[sp + 2] = old;
  caps[slot] = value;
  if (refMask !== null && refMask[slot] === 1) forget(words);
  return sp + 4;
}

class MachineMatcher implements ComponentMatcher {
  readonly kind = 'vm';
  readonly code = CODE_VM;
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
    this.ignoreCase = options.ignoreCase;
    const plain = isASCII(head) && isASCII(tail);
    this.head = !plain ? '' : options.ignoreCase ? head.toLowerCase() : head;
    this.tail = !plain ? '' : options.ignoreCase ? tail.toLowerCase() : tail;
  }

  test(input: string): boolean {
    return this.testRange(input, 0, input.length);
  }

  exec(input: string): (string | undefined)[] | null {
    return this.execRange(input, 0, input.length);
  }

  testRange(input: string, start: number, end: number): boolean {
    if (!this.program.special) return this.run(input, start, end, null);
    return this.execRange(input, start, end) !== null;
  }

  execRange(input: string, start: number, end: number): (string | undefined)[] | null {
    if (this.program.special && (start !== 0 || end !== input.length)) {
      // lookarounds see the component's string, from its start to its end
      input = input.slice(start, end);
      start = 0;
      end = input.length;
    }
    const count = this.program.captureCount;
    const caps = capsFor(count);
    for (let i = 0; i < count * 2; i++) caps[i] = -1;
    if (!this.run(input, start, end, caps)) return null;
    const out = this.program.outputCount;
    const values: (string | undefined)[] = new Array(out);
    for (let i = 0; i < out; i++) {
      const s = caps[2 * i];
      values[i] = s === -1 ? undefined : input.slice(s, caps[2 * i + 1]);
    }
    return values;
  }

  /**
   * Runs the machine on input[start, n); with `caps`, records capture positions (-1 = undefined).
   * Memo bits are indexed by slot, empty-check state and position - start.
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
    // Indices below are in range by construction: every pc and operand is one compileProgram
    // emitted, every frame one this loop pushed (four ints each, below sp), every capture slot below
    // 2 * captureCount; hence the non-null assertions on reads.
    const { op, a, b, c, d, literals, classes, memoSlots, np, refMask } = this.program;
    const width = n - start + 1;
    const origin = start;
    const words = Math.ceil((memoSlots * np * width) / 32);
    if (words > denseMemoWords) pages = new Map();
    else {
      pages = null;
      if (memo.length < words) memo = new Uint32Array(Math.max(words, memo.length * 2));
      else clearMemo(words);
    }
    if (iterStart.length < np) iterStart = new Int32Array(np * 2);
    const slotWidth = np * width;
    let sp = 0;
    let pc = 0;
    let pos = start;
    let m = 0;
    for (;;) {
      // ---- forward execution
      if (sp + 4 > stack.length) growStack();
      let failed = false;
      switch (op[pc]) {
        case OP_LIT: {
          const text = literals[a[pc]!]!;
          if (literalAt(input, pos, text, ci && b[pc] === 0, n)) {
            pos += text.length;
            pc++;
          } else failed = true;
          break;
        }
        case OP_SAVE:
          if (caps !== null) {
            const slot = a[pc]!;
            stack[sp] = F_RESTORE;
            stack[sp + 1] = slot;
            stack[sp + 2] = caps[slot]!;
            sp += 4;
            if (refMask !== null && refMask[slot] === 1 && caps[slot] !== pos) forget(words);
            caps[slot] = pos;
          }
          pc++;
          break;
        case OP_JMP:
          pc = a[pc]!;
          break;
        case OP_SPLIT:
          m = (c[pc]! * np + (d[pc] === 0 ? 0 : emptyKey(d[pc]!, pos))) * width + pos - origin;
          if (seen(m)) {
            failed = true;
            break;
          }
          stack[sp] = F_ALT;
          stack[sp + 1] = b[pc]!;
          stack[sp + 2] = pos;
          sp += 4;
          pc = a[pc]!;
          break;
        case OP_MATCH:
          if (pos === n || b[pc] === 1) return true;
          failed = true;
          break;
        case OP_CLASS: {
          // b code points of the class (1 when b is 0)
          const cs = classes[a[pc]!]!;
          for (let k = b[pc]! || 1; k > 0; k--) {
            if (pos >= n) {
              failed = true;
              break;
            }
            const ch = input.charCodeAt(pos);
            if (ch < 128) {
              if (cs.t[ch] === 0) {
                failed = true;
                break;
              }
              pos++;
            } else {
              const cp = input.codePointAt(pos)!;
              if (!otherHas(cs, cp)) {
                failed = true;
                break;
              }
              pos += cp > 0xffff ? 2 : 1;
            }
          }
          if (!failed) pc++;
          break;
        }
        case OP_CLASS_GREEDY: {
          const cs = classes[c[pc]!]!;
          const start = pos;
          // Walk forward marking loop positions until the run ends or a position was already
          // explored (everything from there on has failed before). Past the first position every
          // loop with an empty check has moved: its key is `depth`.
          const depth = d[pc]!;
          const k0 = depth === 0 ? 0 : emptyKey(depth, start);
          const base = a[pc]! * slotWidth - origin;
          let p = start;
          let top = -1;
          for (;;) {
            m = base + (p === start ? k0 : depth) * width + p;
            if (seen(m)) break;
            top = p;
            if (p >= n) break;
            const ch = input.charCodeAt(p);
            if (ch < 128) {
              if (cs.t[ch] === 0) break;
              p++;
            } else {
              const cp = input.codePointAt(p)!;
              if (!otherHas(cs, cp)) break;
              p += cp > 0xffff ? 2 : 1;
            }
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
        case OP_STRINGS: {
          const depth = d[pc]!;
          m = (c[pc]! * np + (depth === 0 ? 0 : emptyKey(depth, pos))) * width + pos - origin;
          if (seen(m)) {
            failed = true;
            break;
          }
          const nat = this.program.natives[a[pc]!]! as { re: RegExp; max: number };
          const l = stringsAt(input, pos, n, nat.re, nat.max);
          if (l === -1) {
            failed = true;
            break;
          }
          if (l > 0) {
            stack[sp] = F_STRINGS;
            stack[sp + 1] = pc;
            stack[sp + 2] = pos;
            stack[sp + 3] = l;
            sp += 4;
          }
          pos = advance(input, pos, l, n);
          pc++;
          break;
        }
        case OP_ASSERT: {
          const kind = a[pc]!;
          let ok: boolean;
          if (kind === 0) ok = pos === origin;
          else if (kind === 1) ok = pos === n;
          else {
            const wc = kind >= 6;
            const boundary = isWordAt(input, pos - 1, origin, n, wc) !== isWordAt(input, pos, origin, n, wc);
            ok = (kind & 1) === 0 ? boundary : !boundary;
          }
          if (ok) pc++;
          else failed = true;
          break;
        }
        case OP_LOOK: {
          const look = this.program.natives[a[pc]!]! as Lookaround;
          look.re.lastIndex = pos;
          if ((regexpExec(look.re, input) !== null) === look.positive) pc++;
          else failed = true;
          break;
        }
        case OP_BACKREF: {
          const s = caps![2 * a[pc]!]!;
          if (s !== -1) {
            const e = caps![2 * a[pc]! + 1]!;
            if (b[pc] === 0) {
              if (pos + e - s > n || !input.startsWith(input.slice(s, e), pos)) {
                failed = true;
                break;
              }
              pos += e - s;
            } else {
              const re = new NativeRegExp(literalSource(input.slice(s, e)), 'yvi');
              re.lastIndex = pos;
              if (regexpExec(re, input.slice(0, n)) === null) {
                failed = true;
                break;
              }
              pos = re.lastIndex;
            }
          }
          pc++;
          break;
        }
        case OP_ITER:
          stack[sp] = F_ITER;
          stack[sp + 1] = a[pc]!;
          stack[sp + 2] = iterStart[a[pc]!]!;
          sp += 4;
          iterStart[a[pc]!] = pos;
          pc++;
          break;
        case OP_CHECK:
          if (iterStart[a[pc]!] === pos) failed = true;
          else pc++;
          break;
        case OP_RESET:
          if (caps !== null)
            for (let k = 2 * a[pc]!, e = 2 * (a[pc]! + b[pc]!); k < e; k++)
              sp = setCapture(caps, k, -1, sp, refMask, words);
          pc++;
          break;
      }
      if (!failed) continue;
      // ---- backtrack
      for (;;) {
        if (sp === 0) return false;
        sp -= 4;
        const kind = stack[sp]!;
        if (kind === F_RESTORE) {
          const slot = stack[sp + 1]!;
          if (refMask !== null && refMask[slot] === 1 && caps![slot] !== stack[sp + 2]!) forget(words);
          caps![slot] = stack[sp + 2]!;
          continue;
        }
        if (kind === F_ALT) {
          pc = stack[sp + 1]!;
          pos = stack[sp + 2]!;
          break;
        }
        if (kind === F_ITER) {
          iterStart[stack[sp + 1]!] = stack[sp + 2]!;
          continue;
        }
        if (kind === F_GREEDY) {
          const p = stack[sp + 2]!;
          const low = stack[sp + 3]!;
          pc = stack[sp + 1]!;
          if (p > low) {
            stack[sp + 2] = prevPosition(input, p, low);
            sp += 4;
          }
          pos = p;
          pc++;
          break;
        }
        if (kind === F_STRINGS) {
          const spc = stack[sp + 1]!;
          const p = stack[sp + 2]!;
          const nat = this.program.natives[a[spc]!]! as { re: RegExp; max: number };
          const l = stringsAt(input, p, n, nat.re, stack[sp + 3]! - 1);
          if (l === -1) continue;
          if (l > 0) {
            stack[sp + 3] = l;
            sp += 4;
          }
          pos = advance(input, p, l, n);
          pc = spc + 1;
          break;
        }
      }
    }
  }
}

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
    const part = parts[i]!;
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
 * Whether the standard's regular expression for a part list runs in linear time on a backtracking
 * engine: every segment wildcard is followed by fixed text starting with the delimiter, by the end,
 * or by a last optional or repeated `/:name` or `{/...}?`; a full wildcard is last or followed by
 * fixed text at the very end; a regexp group is a sequence of characters, classes and repeated
 * classes (`(\\d+)`, `(v\\d+)`, `([a-z0-9_]{3,16})`) in which every repeated class is followed by
 * something it cannot take (a character, a class disjoint from it, the end). Each wildcard and each
 * repeat can then end at one place only (the next delimiter, where the fixed tail starts, where the
 * class's run ends), so RegExp tries each position a bounded number of times. An optional part
 * adds a bounded choice (taken or not, each way linear): fixed text, fixed alternatives, a segment
 * wildcard whose end is forced as above (`/products{/:category}?/:id`, `/shop/{:category/}?items`),
 * or a full wildcard with only fixed text and bounded elements after it (`{*.}?example.com`).
 * `regexp` gives a regexp group's parsed value (null when it is not such a sequence).
 */
function backtrackSafe(
  parts: readonly Part[],
  d: string,
  ci: boolean,
  regexp: (part: Part) => RNode | null,
): boolean {
  // 0: fixed text, 1: segment wildcard, 2: full wildcard, 3: a tail that starts with d,
  // 4: a repeated class (sets[k], at least mins[k] times), 5: one code point of a class (sets[k]),
  // 6: a bounded choice (fixed alternatives, or an optional fixed part), 7: an optional segment
  // wildcard (its suffix in texts[k]), 8: an optional full wildcard (its suffix in texts[k])
  const kinds: number[] = [];
  let choices = 1;
  const texts: string[] = [];
  const sets: (CharSet | null)[] = [];
  const mins: number[] = [];
  const push = (kind: number, t: string, set: CharSet | null = null, min = 1) => {
    kinds.push(kind);
    texts.push(t);
    sets.push(set);
    mins.push(min);
  };
  const text = (t: string) => {
    if (t === '') return;
    const k = kinds.length - 1;
    if (kinds[k] === 0) texts[k] += t;
    else push(0, t);
  };
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    if (p.modifier !== 'none') {
      if (
        i === parts.length - 1 &&
        d !== '' &&
        (p.type === 'fixed-text'
          ? p.modifier === 'optional' && p.value[0] === d
          : p.type === 'segment-wildcard' && p.prefix === d && p.suffix === '')
      ) {
        push(3, '');
        continue;
      }
      if (p.modifier === 'optional' && p.type !== 'fixed-text' && p.type !== 'regexp') {
        // an optional wildcard: taken or not (its prefix is inside the choice, not pushed as text)
        push(p.type === 'segment-wildcard' ? 7 : 8, p.suffix);
        choices *= 2;
        continue;
      }
      // an optional fixed text or group of fixed alternatives: a bounded choice
      const alternatives =
        p.modifier !== 'optional'
          ? 0
          : p.type === 'fixed-text'
            ? 1
            : p.type === 'regexp'
              ? literalChoice(regexp(p))
              : 0;
      if (alternatives === 0) return false;
      push(6, '', null, 0);
      choices *= alternatives + 1;
      continue;
    }
    if (p.type === 'fixed-text') {
      text(p.value);
      continue;
    }
    text(p.prefix);
    if (p.type === 'regexp') {
      const node = regexp(p);
      if (node === null) return false;
      for (const item of node.type === 'seq' ? node.items : [node]) {
        if (item.type === 'class') {
          if (item.lit !== -1) text(String.fromCharCode(item.lit));
          else push(5, '', item.cs);
        } else if (item.type === 'rep' && item.body.type === 'class') push(4, '', item.body.cs, item.min);
        else if (literalChoice(item) > 1) {
          push(6, '');
          choices *= literalChoice(item);
        } else return false;
      }
    } else push(p.type === 'segment-wildcard' ? 1 : 2, '');
    text(p.suffix);
  }
  // the ways RegExp can try the bounded choices: a constant factor on its linear time, kept small
  if (choices > 16) return false;
  const n = kinds.length;
  for (let k = 0; k < n; k++) {
    const next = k + 1 < n ? kinds[k + 1] : -1;
    if (next === -1) break; // (the last element ends at the end)
    // (k + 1 < n here: texts[k + 1] is the next element's)
    if (kinds[k] === 1 && (d === '' || (next !== 3 && (next !== 0 || texts[k + 1]![0] !== d)))) return false;
    if (kinds[k] === 7) {
      // the wildcard inside ends at the first delimiter: its suffix, or what follows the choice,
      // starts with one (or is the end)
      const own = texts[k]!;
      const after = own !== '' ? own : next === 0 ? texts[k + 1]! : '';
      if (d === '' || (after[0] !== d && (own !== '' || next !== 3))) return false;
    }
    if (kinds[k] === 2 || kinds[k] === 8) {
      // a full wildcard: fixed text after it, then only bounded elements, so each end it tries
      // costs a bounded amount
      if (next !== 0 && (kinds[k] === 2 || texts[k] === '')) return false;
      for (let j = k + 1; j < n; j++) if (kinds[j] !== 0 && kinds[j] !== 5 && kinds[j] !== 6) return false;
    }
    if (kinds[k] === 4) {
      // the run ends where the next element starts: it must not be able to take that
      const set = sets[k]!;
      if (next === 0 || next === 3) {
        if (!excludes(set, (next === 0 ? texts[k + 1]! : d).charCodeAt(0), ci)) return false;
      } else if ((next !== 4 && next !== 5) || !disjoint(set, sets[k + 1]!) || mins[k + 1] === 0)
        return false;
    }
  }
  return true;
}

/** How many alternatives a node of fixed texts has (`en|de|fr`, or one text): 0 for any other node. */
function literalChoice(node: RNode | null): number {
  if (node === null) return 0;
  const alts = node.type === 'alt' ? node.alts : [node];
  for (const alt of alts) {
    const items = alt.type === 'seq' ? alt.items : [alt];
    for (const item of items) if (item.type !== 'class' || item.lit === -1) return 0;
  }
  return alts.length;
}

/** Whether no code point of `set` matches the character `c` of fixed text (folded with `ci`). */
function excludes(set: CharSet, c: number, ci: boolean): boolean {
  if (c >= 128 || set.other !== 0 || set.t[c] === 1) return false;
  const lower = c | 0x20;
  if (!ci || lower < 0x61 || lower > 0x7a) return true;
  return (
    set.t[c ^ 0x20] === 0 &&
    !(lower === 0x73 && (set.fold & 1) !== 0) &&
    !(lower === 0x6b && (set.fold & 2) !== 0)
  );
}

/** Whether two sets have no code point in common (false when it cannot tell). */
function disjoint(x: CharSet, y: CharSet): boolean {
  if (x.other !== 0 || y.other !== 0 || (x.fold & y.fold) !== 0) return false;
  for (let c = 0; c < 128; c++) if (x.t[c] === 1 && y.t[c] === 1) return false;
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

/** The machine for a part list (throws what compileProgram throws). */
function machineFor(parts: readonly Part[], options: Options, info: RegexpGroupInfo[]): MachineMatcher {
  return new MachineMatcher(
    compileProgram(parts, options, info),
    options,
    requiredHead(parts),
    requiredTail(parts),
  );
}

/**
 * Builds the matcher for a part list, or returns null when the standard's RegExp is to match: a
 * part list without regexp groups in a shape RegExp runs in linear time (`backtrackSafe`; V8's
 * RegExp is fast), or one with a regexp group in syntax the parser does not know. Regexp groups run
 * on the machine, lookarounds in them on the built-in RegExp; `info` receives one entry per regexp
 * group, saying what in it is not linear. Throws RegexpLimitError over the machine's limits. Not a
 * spec algorithm: it matches what the component's regular expression
 * (https://urlpattern.spec.whatwg.org/#component-regular-expression, built by
 * https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list) matches, with
 * the same captures.
 */
export function compileMatcher(
  parts: readonly Part[],
  options: Options,
  info: RegexpGroupInfo[] = [],
): ComponentMatcher | null {
  if (parts.length === 0) return new EmptyMatcher();
  if (parts.length === 1) {
    const p = parts[0]!;
    if (p.type === 'fixed-text' && p.modifier === 'none' && (!options.ignoreCase || isASCII(p.value)))
      return new LiteralMatcher(options.ignoreCase ? p.value.toLowerCase() : p.value, options.ignoreCase);
    if (p.type === 'full-wildcard' && p.prefix === '' && p.suffix === '')
      return new WildcardMatcher(p.modifier === 'optional');
  }
  const safe = backtrackSafe(parts, options.delimiterCodePoint, options.ignoreCase, (part) => {
    // a regexp group alone (no captures, backreferences or lookarounds inside), or null
    const ctx = newParseContext();
    try {
      const node = parseRegexp(part.value, options.ignoreCase, ctx);
      return ctx.captures === 0 && ctx.backrefs === 0 && ctx.lookarounds === 0 ? node : null;
    } catch {
      return null;
    }
  });
  if (safe) {
    for (const part of parts)
      if (part.type === 'regexp')
        info.push({ value: part.value, backrefs: 0, lookarounds: 0, unsupported: false });
    return null;
  }
  try {
    return machineFor(parts, options, info);
  } catch (e) {
    if (!(e instanceof RegexpUnsupportedError)) throw e;
    // (thrown while parsing a regexp group, after its entry was pushed)
    info[info.length - 1]!.unsupported = true;
    return null;
  }
}

/** What `compileRegexpSearch` returns. */
export interface RegexpSearch {
  /** The values of RegExp's `exec` (index 0: the match), or null. */
  exec(input: string): (string | undefined)[] | null;
  /** The named groups' capture indices (in `exec`'s values). */
  names: ReadonlyMap<string, number>;
}

/**
 * Runs any "v"-mode regular expression the way RegExp's exec does
 * (https://tc39.es/ecma262/#sec-regexpbuiltinexec: the leftmost match, its captures), on the
 * machine: what the differential tests and the fuzzer compare with RegExp. Not a spec algorithm of
 * URL Pattern. Throws what `compileMatcher` throws, and RegexpUnsupportedError.
 */
export function compileRegexpSearch(source: string, ignoreCase: boolean): RegexpSearch {
  const part: Part = { type: 'regexp', value: source, modifier: 'none', name: '0', prefix: '', suffix: '' };
  const program = compileProgram(
    [part],
    ignoreCase ? DEFAULT_OPTIONS_IGNORE_CASE : DEFAULT_OPTIONS,
    [],
    true,
  );
  const matcher = new MachineMatcher(program, DEFAULT_OPTIONS, '', '');
  return { exec: (input) => matcher.execRange(input, 0, input.length), names: program.names };
}

/** Matches with the standard's RegExp, through RegExpBuiltinExec (see intrinsics.ts). */
/**
 * The longest input a RegExpMatcher hands to the built-in RegExp. Its backtracking stack is bounded
 * (V8's irregexp threw "Maximum call stack size exceeded" at 8 MB on `/:a(\\d+)-:b(\\d+)-:c`, found by
 * the stress shapes), so longer input runs on the machine, which gives the same answer in linear time
 * and memory.
 */
export const NATIVE_MAX_INPUT = 65536;

/**
 * Runs the standard's RegExp, for the shapes `compileMatcher` leaves to it (and, past
 * {@link NATIVE_MAX_INPUT} code units, the machine compiled from the same part list on first use,
 * when the machine supports the pattern).
 */
export class RegExpMatcher implements ComponentMatcher {
  readonly kind = 'regexp';
  readonly code = CODE_REGEXP;
  /** The machine for long input: undefined until first needed, null when it cannot be compiled. */
  #long: ComponentMatcher | null | undefined;
  constructor(
    readonly regexp: RegExp,
    readonly captureCount: number,
    readonly parts: readonly Part[] | null = null,
    readonly options: Options = DEFAULT_OPTIONS,
  ) {}
  /** The machine when input of `length` code units is too long for the RegExp, else null. */
  private long(length: number): ComponentMatcher | null {
    if (length <= NATIVE_MAX_INPUT || this.parts === null) return null;
    if (this.#long === undefined) {
      try {
        this.#long = machineFor(this.parts, this.options, []);
      } catch {
        // (syntax the machine does not support: the RegExp is all there is)
        this.#long = null;
      }
    }
    return this.#long;
  }
  test(input: string): boolean {
    return this.long(input.length)?.testRange(input, 0, input.length) ?? regexpTest(this.regexp, input);
  }
  exec(input: string): (string | undefined)[] | null {
    const long = this.long(input.length);
    if (long !== null) return long.execRange(input, 0, input.length);
    const m = regexpExec(this.regexp, input);
    if (m === null) return null;
    const values: (string | undefined)[] = new Array(this.captureCount);
    for (let i = 0; i < this.captureCount; i++) values[i] = m[i + 1];
    return values;
  }
  testRange(input: string, start: number, end: number): boolean {
    const long = this.long(end - start);
    if (long !== null) return long.testRange(input, start, end);
    return regexpTest(this.regexp, start === 0 && end === input.length ? input : input.slice(start, end));
  }
  execRange(input: string, start: number, end: number): (string | undefined)[] | null {
    const long = this.long(end - start);
    if (long !== null) return long.execRange(input, start, end);
    const m = regexpExec(this.regexp, start === 0 && end === input.length ? input : input.slice(start, end));
    if (m === null) return null;
    // The values in place (what matching reads: indices 0 to captureCount - 1): the match array
    // without the whole match, cheaper than a copy.
    m.shift();
    return m;
  }
}
