// ECMAScript regular expression syntax with the "v" flag (https://tc39.es/ecma262/#sec-patterns),
// parsed into the tree the linear-time machine (matcher.ts) runs. Every construct a regular language
// can express is taken: characters, escapes, `.`, classes with `v`-mode nesting, set operations,
// properties and `\q{...}` strings, groups (capturing, named, non-capturing, modifiers), alternation,
// greedy and lazy quantifiers, counted repeats, `^ $ \b \B`. Backreferences and lookarounds are
// parsed too, and marked (`Parsed.backrefs`, `Parsed.lookarounds`): the machine runs a backreference
// itself (no longer in linear time) and a lookaround with the built-in RegExp; they are what makes a
// pattern "unsafe" (safety.ts).
//
// Only sources that `new RegExp(source, "v")` accepted are given to the parser, which therefore does
// not re-check what the engine already rejected. What a class matches is asked of the built-in
// RegExp once per character class and ASCII code point (and per non-ASCII code point at match
// time): set operations, properties and case folding then follow the engine exactly, and each
// such test reads one code point, so it takes constant time.

import { fromCodePoint, NativeRegExp, regexpTest } from './intrinsics';

/** A set of code points: ASCII by table, other code points by `other`. */
export interface CharSet {
  /** 1 where the ASCII code point is in the set. */
  t: Uint8Array;
  /** 0: no non-ASCII code point but U+017F / U+212A by `fold`; 1: all; 2: all but U+2028, U+2029; 3: ask `re`. */
  other: number;
  /** Bit 0: U+017F is in the set; bit 1: U+212A (other = 0, 1 or 2). */
  fold: number;
  /** `^(?:class)$` for other = 3. */
  re: RegExp | null;
}

export type RNode =
  | {
      type: 'class';
      cs: CharSet /** the code unit of a literal ASCII character matched exactly, or -1 */;
      lit: number;
    }
  | { type: 'strings'; re: RegExp; max: number }
  | { type: 'seq'; items: RNode[] }
  | { type: 'alt'; alts: RNode[] }
  | { type: 'rep'; body: RNode; min: number; max: number; greedy: boolean; caps: number; capCount: number }
  | { type: 'group'; index: number; body: RNode }
  /** 0 `^`, 1 `$`, 4 `\b`, 5 `\B`, 6 `\b` ignoring case, 7 `\B` ignoring case */
  | { type: 'assert'; kind: number }
  | { type: 'look'; look: Lookaround }
  | { type: 'backref'; index: number; name: string | null; ignoreCase: boolean }
  | { type: 'empty' }
  /** Fixed text in the component's case (a part's prefix or suffix; never from a regexp group). */
  | { type: 'text'; text: string };

/**
 * A lookaround, run by the built-in RegExp at one position: `re` is `(?=...)` (or `(?!...)`,
 * `(?<=...)`, `(?<!...)`) with the sticky flag; `positive` unless negated.
 */
export interface Lookaround {
  re: RegExp;
  positive: boolean;
}

/** Thrown for a pattern over one of the engine's limits (turned into a TypeError by the caller). */
export class RegexpLimitError extends Error {}

/** Thrown for syntax the parser does not know (a newer engine's); the group then runs on RegExp. */
export class RegexpUnsupportedError extends Error {}

/** Deepest group nesting the parser follows. */
export const MAX_NESTING = 200;

/** Shared by the regexp groups of one component: capture numbering and group names. */
export interface ParseContext {
  /** Captures so far (the next capture's index). */
  captures: number;
  names: Map<string, number>;
  backrefs: number;
  lookarounds: number;
}

interface Flags {
  i: boolean;
  m: boolean;
  s: boolean;
}

const SURROGATE_PAIR = /^[dD][89abAB]..\\u[dD][c-fC-F]/;
/** Longest string of a property of strings (RGI ZWJ sequences have up to 10 code points). */
const STRING_PROPERTY_MAX = 16;

/**
 * A class (or `\\p{...}`) that may hold strings (`\\q{...}`, properties of strings): "v" mode
 * rejects it in a negated class, which is how it is told.
 * https://tc39.es/ecma262/#sec-static-semantics-maycontainstrings
 */
function stringsClass(text: string, flags: string): RNode | null {
  // (most classes hold no strings: that answer is cached with the class sets)
  if (classCache.has(flags + text)) return null;
  try {
    new NativeRegExp(`[^${text}]`, flags);
    return null;
  } catch {
    // its strings are no longer than its text, or than a property's
    return {
      type: 'strings',
      re: new NativeRegExp(`^${text}$`, flags),
      max: Math.max(text.length, STRING_PROPERTY_MAX),
    };
  }
}

const classCache = new Map<string, CharSet>();

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** The set of `^(?:source)$` under `flags` ("v" or "vi"), asked of the built-in RegExp (cached). */
function nativeSet(source: string, flags: string): CharSet {
  const key = flags + source;
  const cached = classCache.get(key);
  if (cached !== undefined) return cached;
  const re = new NativeRegExp(`^(?:${source})$`, flags);
  const t = new Uint8Array(128);
  for (let c = 0; c < 128; c++) t[c] = regexpTest(re, fromCodePoint(c)) ? 1 : 0;
  const cs: CharSet = asciiOnly(source)
    ? // its non-ASCII members are U+017F and U+212A with ignore case, when it has "s" or "k"
      { t, other: 0, fold: flags === 'vi' ? t[0x73]! | (t[0x6b]! << 1) : 0, re: null }
    : { t, other: 3, fold: 0, re };
  if (source.length <= 64 && classCache.size < 512) classCache.set(key, cs);
  return cs;
}

/**
 * Whether a class names ASCII code points only: `[...]` (not negated) of printable ASCII characters,
 * ranges, `\\d`, `\\w` and escaped punctuation, without nested classes or set operations.
 */
function asciiOnly(source: string): boolean {
  const n = source.length;
  if (source.charCodeAt(0) !== 0x5b || source.charCodeAt(1) === 0x5e || source.charCodeAt(n - 1) !== 0x5d)
    return false;
  for (let i = 1; i < n - 1; i++) {
    const c = source.charCodeAt(i);
    if (c < 0x20 || c > 0x7e || c === 0x5b || c === 0x5d) return false;
    if ((c === 0x26 || c === 0x2d) && source.charCodeAt(i + 1) === c) return false; // && --
    if (c === 0x5c) {
      const e = source.charCodeAt(++i);
      const alnum = (e >= 0x30 && e <= 0x39) || ((e | 0x20) >= 0x61 && (e | 0x20) <= 0x7a);
      if (alnum ? e !== 0x64 && e !== 0x77 : e < 0x21 || e > 0x7e) return false;
    }
  }
  return true;
}

/** The set of one code point `c` (a literal), with or without ignore case. */
export function literalSet(c: number, ignoreCase: boolean): CharSet {
  if (c >= 128) return nativeSet(`\\u{${c.toString(16)}}`, ignoreCase ? 'vi' : 'v');
  const key = ignoreCase ? c + 128 : c;
  return (literalSets[key] ??= newLiteralSet(c, ignoreCase));
}

/** The sets of the ASCII literals, without and with ignore case (they are never modified). */
const literalSets: CharSet[] = [];

function newLiteralSet(c: number, ignoreCase: boolean): CharSet {
  const t = new Uint8Array(128);
  t[c] = 1;
  let fold = 0;
  if (ignoreCase) {
    const lower = c | 0x20;
    if (lower >= 0x61 && lower <= 0x7a) t[lower] = t[lower & ~0x20] = 1;
    // U+017F folds to "s", U+212A to "k": the only non-ASCII code points whose folding is ASCII
    fold = lower === 0x73 ? 1 : lower === 0x6b ? 2 : 0;
  }
  return { t, other: 0, fold, re: null };
}

/** Whether a non-ASCII code point `c` is in the set. */
export function otherHas(cs: CharSet, c: number): boolean {
  const o = cs.other;
  if (o === 3) return regexpTest(cs.re!, fromCodePoint(c));
  if (c === 0x17f) return (cs.fold & 1) !== 0;
  if (c === 0x212a) return (cs.fold & 2) !== 0;
  return o === 1 || (o === 2 && c !== 0x2028 && c !== 0x2029);
}

/** Whether the code point `c` is in the set. */
export function setHas(cs: CharSet, c: number): boolean {
  return c < 128 ? cs.t[c] === 1 : otherHas(cs, c);
}

function isAlnum(c: number): boolean {
  return isDigit(c) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
}

class Parser {
  i = 0;
  depth = 0;
  /** Inside a lookaround (how deep). */
  look = 0;
  constructor(
    readonly src: string,
    readonly ctx: ParseContext,
  ) {}

  fail(): never {
    throw new RegexpUnsupportedError(`unsupported regular expression syntax at index ${this.i}`);
  }

  disjunction(f: Flags): RNode {
    const alts: RNode[] = [];
    for (;;) {
      alts.push(this.alternative(f));
      if (this.src.charCodeAt(this.i) !== 0x7c) break;
      this.i++;
    }
    return alts.length === 1 ? alts[0]! : { type: 'alt', alts };
  }

  alternative(f: Flags): RNode {
    const items: RNode[] = [];
    const src = this.src;
    while (this.i < src.length) {
      const c = src.charCodeAt(this.i);
      if (c === 0x7c || c === 0x29) break;
      const capsBefore = this.ctx.captures;
      const atom = this.term(f);
      items.push(this.quantifier(atom, capsBefore));
    }
    return items.length === 0 ? { type: 'empty' } : items.length === 1 ? items[0]! : { type: 'seq', items };
  }

  term(f: Flags): RNode {
    const src = this.src;
    const c = src.charCodeAt(this.i);
    switch (c) {
      case 0x5e: // ^
        this.i++;
        return { type: 'assert', kind: 0 };
      case 0x24: // $
        this.i++;
        return { type: 'assert', kind: 1 };
      case 0x28: // (
        return this.group(f);
      case 0x5b: // [
        return this.characterClass(f);
      case 0x2e: {
        // .
        this.i++;
        return { type: 'class', cs: DOT, lit: -1 };
      }
      case 0x5c: // \
        return this.atomEscape(f);
    }
    const cp = src.codePointAt(this.i)!;
    this.i += cp > 0xffff ? 2 : 1;
    return this.char(cp, f);
  }

  char(cp: number, f: Flags): RNode {
    const lower = cp | 0x20;
    const exact = cp < 128 && !(f.i && lower >= 0x61 && lower <= 0x7a);
    return { type: 'class', cs: literalSet(cp, f.i), lit: exact ? cp : -1 };
  }

  group(f: Flags): RNode {
    const src = this.src;
    if (++this.depth > MAX_NESTING) throw new RegexpLimitError(`groups nested more than ${MAX_NESTING} deep`);
    const start = this.i;
    this.i++;
    let node: RNode;
    if (src.charCodeAt(this.i) !== 0x3f) {
      const index = this.ctx.captures++;
      node = { type: 'group', index, body: this.disjunction(f) };
    } else {
      const k = src.charCodeAt(this.i + 1);
      const k2 = src.charCodeAt(this.i + 2);
      if (k === 0x3a) {
        this.i += 2;
        node = this.disjunction(f);
      } else if (k === 0x3d || k === 0x21 || (k === 0x3c && (k2 === 0x3d || k2 === 0x21))) {
        node = this.lookaround(f, start);
      } else if (k === 0x3c) {
        const close = src.indexOf('>', this.i);
        const name = src.slice(this.i + 2, close);
        this.i = close + 1;
        const index = this.ctx.captures++;
        this.ctx.names.set(name, index);
        node = { type: 'group', index, body: this.disjunction(f) };
      } else {
        // modifiers (?ims-ims:...), newer than the engines this package supports: left to RegExp
        this.fail();
      }
    }
    if (src.charCodeAt(this.i) !== 0x29) this.fail();
    this.i++;
    this.depth--;
    return node;
  }

  lookaround(f: Flags, start: number): RNode {
    this.ctx.lookarounds++;
    const captures = this.ctx.captures;
    this.look++;
    this.i += this.src.charCodeAt(this.i + 1) === 0x3c ? 3 : 2;
    this.disjunction(f); // checked for syntax; run by the built-in RegExp
    this.look--;
    // captures or backreferences inside would tie it to the machine's captures: left to RegExp
    if (this.ctx.captures !== captures) this.fail();
    const source = this.src.slice(start, this.i + 1);
    const flags = f.i ? 'yvi' : 'yv';
    return {
      type: 'look',
      look: {
        re: new NativeRegExp(source, flags),
        positive: source[source.length > 3 && source[2] === '<' ? 3 : 2] === '=',
      },
    };
  }

  atomEscape(f: Flags): RNode {
    const src = this.src;
    const e = src.charCodeAt(this.i + 1);
    const start = this.i;
    switch (e) {
      case 0x62: // \b
      case 0x42: // \B
        this.i += 2;
        return { type: 'assert', kind: (e === 0x62 ? 4 : 5) + (f.i ? 2 : 0) };
      case 0x6b: {
        // \k<name>
        const close = src.indexOf('>', this.i);
        const name = src.slice(this.i + 3, close);
        this.i = close + 1;
        return this.backref(-1, name, f);
      }
    }
    if (e >= 0x31 && e <= 0x39) {
      let j = this.i + 1;
      let n = 0;
      while (isDigit(src.charCodeAt(j))) n = n * 10 + src.charCodeAt(j++) - 0x30;
      this.i = j;
      return this.backref(n - 1, null, f);
    }
    const cls = this.classEscape(f);
    if (cls !== null) return cls;
    // a character escape: its extent here, its code point asked of RegExp
    let end = this.i + 2;
    if (e === 0x78)
      end += 2; // \xHH
    else if (e === 0x63)
      end++; // \cX
    else if (e === 0x75)
      end =
        src.charCodeAt(end) === 0x7b
          ? src.indexOf('}', end) + 1
          : // \uHHHH, or a surrogate pair written as two
            end + (regexpTest(SURROGATE_PAIR, src.slice(end, end + 10)) ? 10 : 4);
    const text = src.slice(this.i, end);
    this.i = end;
    // an escaped ASCII syntax character or "/" matches itself exactly
    if (end - start === 2 && !isAlnum(e)) return this.char(e, f);
    return { type: 'class', cs: nativeSet(text, f.i ? 'vi' : 'v'), lit: -1 };
  }

  backref(index: number, name: string | null, f: Flags): RNode {
    if (this.look > 0) this.fail();
    this.ctx.backrefs++;
    return { type: 'backref', index, name, ignoreCase: f.i };
  }

  /** `\d \D \s \S \w \W \p{...} \P{...}` at `\`, or null. */
  classEscape(f: Flags): RNode | null {
    const src = this.src;
    const e = src[this.i + 1];
    const flags = f.i ? 'vi' : 'v';
    if (e === 'p' || e === 'P') {
      const close = src.indexOf('}', this.i);
      const text = src.slice(this.i, close + 1);
      this.i = close + 1;
      if (e === 'p') {
        const strings = stringsClass(text, flags);
        if (strings !== null) return strings;
      }
      return { type: 'class', cs: nativeSet(text, flags), lit: -1 };
    }
    if (e === 'd' || (e === 'w' && !f.i)) {
      // ASCII only (the tables the linear-time checks in matcher.ts can reason about)
      this.i += 2;
      return { type: 'class', cs: e === 'd' ? DIGIT : WORD_CHARS, lit: -1 };
    }
    if (e === 'D' || e === 's' || e === 'S' || e === 'w' || e === 'W') {
      this.i += 2;
      return { type: 'class', cs: nativeSet(`\\${e}`, flags), lit: -1 };
    }
    return null;
  }

  /**
   * A `v`-mode class at `[`: checked for the syntax the tree needs (its end, `\q{...}` strings,
   * properties of strings); what it matches is asked of the built-in RegExp.
   */
  characterClass(f: Flags): RNode {
    const src = this.src;
    const start = this.i;
    for (let depth = 0; ; this.i++) {
      const c = src.charCodeAt(this.i);
      if (c === 0x5c) this.i++;
      else if (c === 0x5b) depth++;
      else if (c === 0x5d && --depth === 0) break;
    }
    const text = src.slice(start, ++this.i);
    const flags = f.i ? 'vi' : 'v';
    return (
      (text.charCodeAt(1) !== 0x5e && stringsClass(text, flags)) || {
        type: 'class',
        cs: nativeSet(text, flags),
        lit: -1,
      }
    );
  }

  quantifier(atom: RNode, capsBefore: number): RNode {
    const src = this.src;
    const c = src.charCodeAt(this.i);
    let min: number;
    let max: number;
    if (c === 0x2a) {
      min = 0;
      max = Number.POSITIVE_INFINITY;
    } else if (c === 0x2b) {
      min = 1;
      max = Number.POSITIVE_INFINITY;
    } else if (c === 0x3f) {
      min = 0;
      max = 1;
    } else if (c === 0x7b) {
      let j = this.i + 1;
      min = 0;
      while (isDigit(src.charCodeAt(j))) min = min * 10 + src.charCodeAt(j++) - 0x30;
      max = min;
      if (src.charCodeAt(j) === 0x2c) {
        j++;
        if (src.charCodeAt(j) === 0x7d) max = Number.POSITIVE_INFINITY;
        else {
          max = 0;
          while (isDigit(src.charCodeAt(j))) max = max * 10 + src.charCodeAt(j++) - 0x30;
        }
      }
      this.i = j;
    } else return atom;
    this.i++;
    let greedy = true;
    if (src.charCodeAt(this.i) === 0x3f) {
      greedy = false;
      this.i++;
    }
    return {
      type: 'rep',
      body: atom,
      min,
      max,
      greedy,
      caps: capsBefore,
      capCount: this.ctx.captures - capsBefore,
    };
  }
}

/** The set of every code point (`.` with the "s" flag). */
export const ANY_CHAR: CharSet = (() => {
  const t = new Uint8Array(128).fill(1);
  return { t, other: 1, fold: 3, re: null };
})();

/** The segment wildcard's set `[^d]`: every code point but the delimiter `d` (all of them for ""). */
export function segmentSet(d: string): CharSet {
  if (d === '') return ANY_CHAR;
  let set = segmentSets.get(d);
  if (set === undefined) {
    const t = new Uint8Array(128).fill(1);
    t[d.charCodeAt(0)] = 0;
    segmentSets.set(d, (set = { t, other: 1, fold: 3, re: null }));
  }
  return set;
}

const segmentSets = new Map<string, CharSet>();

/** `\\d`. */
const DIGIT: CharSet = (() => {
  const t = new Uint8Array(128);
  for (let c = 0x30; c <= 0x39; c++) t[c] = 1;
  return { t, other: 0, fold: 0, re: null };
})();

/** `\\w` without ignore case. */
const WORD_CHARS: CharSet = (() => {
  const t = new Uint8Array(128);
  for (let c = 0; c < 128; c++)
    t[c] =
      (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f ? 1 : 0;
  return { t, other: 0, fold: 0, re: null };
})();

/** The set `.` matches: every code point but the line terminators. */
export const DOT: CharSet = (() => {
  const t = new Uint8Array(128).fill(1);
  t[0x0a] = t[0x0d] = 0;
  return { t, other: 2, fold: 3, re: null };
})();

/**
 * Parses a regexp group's source (or any `v`-mode source) that the built-in RegExp accepted. `ctx`
 * numbers its captures after those before it. Throws RegexpLimitError over a limit and
 * RegexpUnsupportedError for syntax it does not know.
 */
export function parseRegexp(source: string, ignoreCase: boolean, ctx: ParseContext): RNode {
  const p = new Parser(source, ctx);
  const node = p.disjunction({ i: ignoreCase, m: false, s: false });
  if (p.i !== source.length) p.fail();
  return node;
}

/** A fresh context for the regexp groups of one regular expression. */
export function newParseContext(captures = 0): ParseContext {
  return { captures, names: new Map(), backrefs: 0, lookarounds: 0 };
}

/** The fewest code units a node can match (0 when it can match the empty string). */
export function minLength(node: RNode): number {
  switch (node.type) {
    case 'class':
      return 1;
    case 'seq': {
      let n = 0;
      for (const item of node.items) n += minLength(item);
      return n;
    }
    case 'alt': {
      let n = Number.POSITIVE_INFINITY;
      for (const a of node.alts) n = Math.min(n, minLength(a));
      return n;
    }
    case 'rep':
      return node.min === 0 ? 0 : node.min * minLength(node.body);
    case 'group':
      return minLength(node.body);
    case 'text':
      return node.text.length;
    default:
      // strings may hold "", a backreference may be empty, assertions are
      return 0;
  }
}

/** Escapes a text so that the built-in RegExp ("v" flag) matches it literally. */
export function literalSource(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.codePointAt(i)!;
    if (c > 0xffff) i++;
    out += `\\u{${c.toString(16)}}`;
  }
  return out;
}
