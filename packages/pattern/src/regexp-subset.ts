// A subset of JavaScript regular expression syntax ("v" flag, with or without "i") that the linear-time matcher
// can run itself, so that the common router regexp groups — `(\d+)`, `(\d{4})`, `([0-9a-f]{8,})`,
// `(en|de|fr)`, `(v\d+)`, `([a-z0-9_]{3,16})` — need no RegExp and cannot backtrack badly.
//
// Supported: literal characters, `.`, `\d \D \w \W`, escaped syntax characters, `\t \n \v \f \r \0`,
// classes `[...]` / `[^...]` of characters, ranges and `\d \w` (no nested classes, no set operations,
// no `\q{}`), non-capturing groups `(?:...)`, alternation, and the quantifiers `* + ? {n} {n,} {n,m}`
// (greedy or lazy). Anything else — assertions, lookarounds, named groups, back references, `\s`,
// `\p{...}`, `\u`/`\x` escapes — returns null and the RegExp is used. So does a quantifier over
// something that can match the empty string (RegExp's empty-iteration check would then matter).
//
// Only sources that `new RegExp(source, "v")` accepts are given to the parser, which therefore does
// not re-check what V8 already rejected.

/**
 * One code point out of a set: ASCII by table, U+017F and U+212A by `fold`, every other code point
 * by `other`.
 *
 * With ignore case ("vi"), a class matches a code point when the code point's simple case folding is
 * in the case folding of the class (ES2024 CompileToCharSet with MaybeSimpleCaseFolding, and
 * CharacterComplement over the code points that fold to themselves). For ASCII that is the class
 * closed under ASCII case, complemented after closing (`[^s]` rejects "S"); U+017F and U+212A fold
 * to "s" and "k", so they match when the folded class has "s" or "k"; every other non-ASCII code
 * point folds to a non-ASCII one, which no class of this subset names, so `other` decides.
 */
export interface CharClass {
  ascii: Uint8Array;
  /** 0: no other non-ASCII code point; 1: every one; 2: every one but U+2028 and U+2029 (for `.`). */
  other: number;
  /** Bit 0: U+017F (LATIN SMALL LETTER LONG S) matches; bit 1: U+212A (KELVIN SIGN) matches. */
  fold: number;
}

/** Whether a non-ASCII code point `c` is in the class. */
export function otherHas(cls: CharClass, c: number): boolean {
  if (c === 0x17f) return (cls.fold & 1) !== 0;
  if (c === 0x212a) return (cls.fold & 2) !== 0;
  return cls.other === 1 || (cls.other === 2 && c !== 0x2028 && c !== 0x2029);
}

export type RNode =
  | { type: 'class'; cls: CharClass }
  | { type: 'seq'; items: RNode[] }
  | { type: 'alt'; alts: RNode[] }
  | { type: 'rep'; body: RNode; min: number; max: number; greedy: boolean };

const SYNTAX = '^$\\.*+?()[]{}|/';

function newClass(): CharClass {
  return { ascii: new Uint8Array(128), other: 0, fold: 0 };
}

/** Closes an ASCII table under case (what ignore case does to a class before any complement). */
function closeCase(cls: CharClass): CharClass {
  const t = cls.ascii;
  for (let c = 0x61; c <= 0x7a; c++) if (t[c] === 1 || t[c - 0x20] === 1) t[c] = t[c - 0x20] = 1;
  return cls;
}

/** Sets `fold` once the class is final. */
function finish(cls: CharClass, ignoreCase: boolean): CharClass {
  cls.fold = ignoreCase ? cls.ascii[0x73] | (cls.ascii[0x6b] << 1) : cls.other !== 0 ? 3 : 0;
  return cls;
}

function single(c: number): CharClass {
  const cls = newClass();
  cls.ascii[c] = 1;
  return cls;
}

function addRange(cls: CharClass, from: number, to: number): void {
  for (let c = from; c <= to; c++) cls.ascii[c] = 1;
}

function addDigit(cls: CharClass): void {
  addRange(cls, 0x30, 0x39);
}

function addWord(cls: CharClass): void {
  addRange(cls, 0x30, 0x39);
  addRange(cls, 0x41, 0x5a);
  addRange(cls, 0x61, 0x7a);
  cls.ascii[0x5f] = 1;
}

/** The complement of a class that names no non-ASCII code point (all the parser complements). */
function complement(cls: CharClass): CharClass {
  const out = newClass();
  for (let c = 0; c < 128; c++) out.ascii[c] = cls.ascii[c] ? 0 : 1;
  out.other = 1;
  return out;
}

const CONTROL: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13 };

/** Deeper `(?:...)` nesting is left to RegExp (the parser below recurses once per level). */
const MAX_DEPTH = 64;

class Parser {
  i = 0;
  depth = 0;
  constructor(
    readonly src: string,
    readonly ignoreCase: boolean,
  ) {}

  /** A final class: closed under case with ignore case (then complemented when `negate`). */
  cls(cls: CharClass, negate = false): RNode {
    if (this.ignoreCase) closeCase(cls);
    return { type: 'class', cls: finish(negate ? complement(cls) : cls, this.ignoreCase) };
  }

  /** Disjunction := Alternative ('|' Alternative)* */
  disjunction(): RNode | null {
    const alts: RNode[] = [];
    for (;;) {
      const a = this.alternative();
      if (a === null) return null;
      alts.push(a);
      if (this.src[this.i] !== '|') break;
      this.i++;
    }
    return alts.length === 1 ? alts[0] : { type: 'alt', alts };
  }

  /** Alternative := Term* (up to "|", ")" or the end) */
  alternative(): RNode | null {
    const items: RNode[] = [];
    const src = this.src;
    while (this.i < src.length && src[this.i] !== '|' && src[this.i] !== ')') {
      const atom = this.atom();
      if (atom === null) return null;
      const q = this.quantifier(atom);
      if (q === null) return null;
      items.push(q);
    }
    return items.length === 1 ? items[0] : { type: 'seq', items };
  }

  atom(): RNode | null {
    const src = this.src;
    const c = src[this.i];
    if (c === '(') {
      if (src[this.i + 1] !== '?' || src[this.i + 2] !== ':') return null; // lookarounds, named groups
      if (++this.depth > MAX_DEPTH) return null;
      this.i += 3;
      const inner = this.disjunction();
      this.depth--;
      if (inner === null || src[this.i] !== ')') return null;
      this.i++;
      return inner;
    }
    if (c === '[') return this.characterClass();
    if (c === '.') {
      this.i++;
      const cls = newClass();
      addRange(cls, 0, 127);
      cls.ascii[10] = cls.ascii[13] = 0;
      cls.other = 2;
      return this.cls(cls);
    }
    if (c === '\\') {
      const cls = this.escape(false);
      return cls === null ? null : this.cls(cls);
    }
    if (SYNTAX.includes(c) && c !== '/') return null; // ^ $ and stray syntax
    this.i++;
    return this.cls(single(c.charCodeAt(0)));
  }

  /** An escape at `\`; in a class, `\-` and the class syntax characters are literals too. */
  escape(inClass: boolean): CharClass | null {
    const e = this.src[this.i + 1];
    if (e === undefined) return null;
    this.i += 2;
    const cls = newClass();
    switch (e) {
      case 'd':
        addDigit(cls);
        return cls;
      case 'w':
        addWord(cls);
        return cls;
      case 'D':
      case 'W': {
        if (inClass) return null; // complement inside a class: not supported
        const base = newClass();
        if (e === 'D') addDigit(base);
        else addWord(base);
        return complement(base);
      }
      case '0':
        if (/[0-9]/.test(this.src[this.i] ?? '')) return null;
        return single(0);
      default:
        if (e in CONTROL) return single(CONTROL[e]);
        if (SYNTAX.includes(e) || (inClass && '-&!#%,:;<=>@`~'.includes(e))) return single(e.charCodeAt(0));
        return null; // \s \b \p \u \x \c back references ...
    }
  }

  /** `[...]` or `[^...]`: characters, ranges and \d \w. */
  characterClass(): RNode | null {
    const src = this.src;
    this.i++;
    let negate = false;
    if (src[this.i] === '^') {
      negate = true;
      this.i++;
    }
    const cls = newClass();
    while (this.i < src.length && src[this.i] !== ']') {
      const c = src[this.i];
      if (c === '[' || (c === '&' && src[this.i + 1] === '&') || (c === '-' && src[this.i + 1] === '-'))
        return null;
      let from: number;
      if (c === '\\') {
        const esc = this.escape(true);
        if (esc === null) return null;
        let count = 0;
        let only = -1;
        for (let k = 0; k < 128; k++)
          if (esc.ascii[k]) {
            count++;
            only = k;
          }
        if (count !== 1) {
          // \d or \w: no range from it
          for (let k = 0; k < 128; k++) if (esc.ascii[k]) cls.ascii[k] = 1;
          if (src[this.i] === '-' && src[this.i + 1] !== ']') return null;
          continue;
        }
        from = only;
      } else {
        from = c.charCodeAt(0);
        this.i++;
      }
      if (src[this.i] === '-' && src[this.i + 1] !== ']' && this.i + 1 < src.length) {
        this.i++;
        let to: number;
        if (src[this.i] === '\\') {
          const esc = this.escape(true);
          if (esc === null) return null;
          to = -1;
          for (let k = 0; k < 128; k++) if (esc.ascii[k]) to = to === -1 ? k : -2;
          if (to < 0) return null;
        } else {
          to = src.charCodeAt(this.i);
          this.i++;
        }
        if (to < from) return null;
        addRange(cls, from, to);
      } else cls.ascii[from] = 1;
    }
    if (src[this.i] !== ']') return null;
    this.i++;
    return this.cls(cls, negate);
  }

  quantifier(atom: RNode): RNode | null {
    const src = this.src;
    const c = src[this.i];
    let min: number;
    let max: number;
    if (c === '*') {
      min = 0;
      max = Number.POSITIVE_INFINITY;
      this.i++;
    } else if (c === '+') {
      min = 1;
      max = Number.POSITIVE_INFINITY;
      this.i++;
    } else if (c === '?') {
      min = 0;
      max = 1;
      this.i++;
    } else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(this.i));
      if (m === null) return null;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Number.POSITIVE_INFINITY : Number(m[3]);
      if (min > 64 || (max !== Number.POSITIVE_INFINITY && max > 64)) return null; // keep programs small
      this.i += m[0].length;
    } else return atom;
    let greedy = true;
    if (src[this.i] === '?') {
      greedy = false;
      this.i++;
    }
    // RegExp skips an iteration that matches the empty string; keep away from that
    if (minLength(atom) === 0) return null;
    return { type: 'rep', body: atom, min, max, greedy };
  }
}

/**
 * Parses a regexp group's source into the supported subset, or returns null. `ignoreCase`: the
 * group is compiled with "vi" (its classes are case-folded).
 */
export function parseRegexpSubset(source: string, ignoreCase = false): RNode | null {
  const p = new Parser(source, ignoreCase);
  const node = p.disjunction();
  if (node === null || p.i !== source.length) return null;
  return node;
}

/** The fewest code points a node can match. */
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
      return node.min * minLength(node.body);
  }
}
