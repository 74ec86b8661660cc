// A subset of JavaScript regular expression syntax ("v" flag, no "i") that the linear-time matcher
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

/** One code point out of a set: ASCII by table, every other code point by `other`. */
export interface CharClass {
  ascii: Uint8Array;
  /** 0: no non-ASCII code point; 1: every one; 2: every one but U+2028 and U+2029 (for `.`). */
  other: number;
}

export type RNode =
  | { type: 'class'; cls: CharClass }
  | { type: 'seq'; items: RNode[] }
  | { type: 'alt'; alts: RNode[] }
  | { type: 'rep'; body: RNode; min: number; max: number; greedy: boolean };

const SYNTAX = '^$\\.*+?()[]{}|/';

function newClass(): CharClass {
  return { ascii: new Uint8Array(128), other: 0 };
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

function complement(cls: CharClass): CharClass {
  const out = newClass();
  for (let c = 0; c < 128; c++) out.ascii[c] = cls.ascii[c] ? 0 : 1;
  out.other = cls.other === 0 ? 1 : 0;
  return out;
}

const CONTROL: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13 };

/** Deeper `(?:...)` nesting is left to RegExp (the parser below recurses once per level). */
const MAX_DEPTH = 64;

class Parser {
  i = 0;
  depth = 0;
  constructor(readonly src: string) {}

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
      return { type: 'class', cls };
    }
    if (c === '\\') {
      const cls = this.escape(false);
      return cls === null ? null : { type: 'class', cls };
    }
    if (SYNTAX.includes(c) && c !== '/') return null; // ^ $ and stray syntax
    this.i++;
    return { type: 'class', cls: single(c.charCodeAt(0)) };
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
    return { type: 'class', cls: negate ? complement(cls) : cls };
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

/** Parses a regexp group's source into the supported subset, or returns null. */
export function parseRegexpSubset(source: string): RNode | null {
  const p = new Parser(source);
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
