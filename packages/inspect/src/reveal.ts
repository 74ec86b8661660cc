/**
 * The code points that can reorder or hide text, with their names: bidi controls, default ignorable
 * code points, other invisible ones (C1 controls, lone surrogates, noncharacters) and spaces that look
 * like an ASCII space. The CLI shows each as `<U+202E RIGHT-TO-LEFT OVERRIDE>` and the page as a marked
 * chip, so that `https://evil.example/‮moc.elgoog` can never display as `…/google.com`.
 *
 * Sources: UAX #9 (bidi formatting characters, https://www.unicode.org/reports/tr9/#Explicit_Directional_Embeddings),
 * DerivedCoreProperties.txt `Default_Ignorable_Code_Point` (https://www.unicode.org/reports/tr44/#Default_Ignorable_Code_Point),
 * and the Zs (space separator) category.
 * @module
 */

import { thousands } from './group';

/** Why a code point is shown by name. */
export type HiddenClass = 'bidi' | 'ignorable' | 'control' | 'space' | 'other';

/** One hidden code point: its number, name and class. */
export interface HiddenChar {
  codePoint: number;
  /** `U+202E` */
  label: string;
  /** the Unicode name (or a short description for ranges: `VARIATION SELECTOR-17`, `TAG FOR A`) */
  name: string;
  kind: HiddenClass;
}

/** Single code points, by number. */
const NAMED: Record<number, [string, HiddenClass]> = {
  160: ['NO-BREAK SPACE', 'space'],
  173: ['SOFT HYPHEN', 'ignorable'],
  847: ['COMBINING GRAPHEME JOINER', 'ignorable'],
  1564: ['ARABIC LETTER MARK', 'bidi'],
  4447: ['HANGUL CHOSEONG FILLER', 'ignorable'],
  4448: ['HANGUL JUNGSEONG FILLER', 'ignorable'],
  5760: ['OGHAM SPACE MARK', 'space'],
  6068: ['KHMER VOWEL INHERENT AQ', 'ignorable'],
  6069: ['KHMER VOWEL INHERENT AA', 'ignorable'],
  6158: ['MONGOLIAN VOWEL SEPARATOR', 'ignorable'],
  6159: ['MONGOLIAN FREE VARIATION SELECTOR FOUR', 'ignorable'],
  8192: ['EN QUAD', 'space'],
  8193: ['EM QUAD', 'space'],
  8194: ['EN SPACE', 'space'],
  8195: ['EM SPACE', 'space'],
  8196: ['THREE-PER-EM SPACE', 'space'],
  8197: ['FOUR-PER-EM SPACE', 'space'],
  8198: ['SIX-PER-EM SPACE', 'space'],
  8199: ['FIGURE SPACE', 'space'],
  8200: ['PUNCTUATION SPACE', 'space'],
  8201: ['THIN SPACE', 'space'],
  8202: ['HAIR SPACE', 'space'],
  8203: ['ZERO WIDTH SPACE', 'ignorable'],
  8204: ['ZERO WIDTH NON-JOINER', 'ignorable'],
  8205: ['ZERO WIDTH JOINER', 'ignorable'],
  8206: ['LEFT-TO-RIGHT MARK', 'bidi'],
  8207: ['RIGHT-TO-LEFT MARK', 'bidi'],
  8232: ['LINE SEPARATOR', 'space'],
  8233: ['PARAGRAPH SEPARATOR', 'space'],
  8234: ['LEFT-TO-RIGHT EMBEDDING', 'bidi'],
  8235: ['RIGHT-TO-LEFT EMBEDDING', 'bidi'],
  8236: ['POP DIRECTIONAL FORMATTING', 'bidi'],
  8237: ['LEFT-TO-RIGHT OVERRIDE', 'bidi'],
  8238: ['RIGHT-TO-LEFT OVERRIDE', 'bidi'],
  8239: ['NARROW NO-BREAK SPACE', 'space'],
  8287: ['MEDIUM MATHEMATICAL SPACE', 'space'],
  8288: ['WORD JOINER', 'ignorable'],
  8289: ['FUNCTION APPLICATION', 'ignorable'],
  8290: ['INVISIBLE TIMES', 'ignorable'],
  8291: ['INVISIBLE SEPARATOR', 'ignorable'],
  8292: ['INVISIBLE PLUS', 'ignorable'],
  8294: ['LEFT-TO-RIGHT ISOLATE', 'bidi'],
  8295: ['RIGHT-TO-LEFT ISOLATE', 'bidi'],
  8296: ['FIRST STRONG ISOLATE', 'bidi'],
  8297: ['POP DIRECTIONAL ISOLATE', 'bidi'],
  8298: ['INHIBIT SYMMETRIC SWAPPING', 'ignorable'],
  8299: ['ACTIVATE SYMMETRIC SWAPPING', 'ignorable'],
  8300: ['INHIBIT ARABIC FORM SHAPING', 'ignorable'],
  8301: ['ACTIVATE ARABIC FORM SHAPING', 'ignorable'],
  8302: ['NATIONAL DIGIT SHAPES', 'ignorable'],
  8303: ['NOMINAL DIGIT SHAPES', 'ignorable'],
  10240: ['BRAILLE PATTERN BLANK', 'space'],
  12288: ['IDEOGRAPHIC SPACE', 'space'],
  12644: ['HANGUL FILLER', 'ignorable'],
  65279: ['ZERO WIDTH NO-BREAK SPACE (BYTE ORDER MARK)', 'ignorable'],
  65440: ['HALFWIDTH HANGUL FILLER', 'ignorable'],
  65529: ['INTERLINEAR ANNOTATION ANCHOR', 'other'],
  65530: ['INTERLINEAR ANNOTATION SEPARATOR', 'other'],
  65531: ['INTERLINEAR ANNOTATION TERMINATOR', 'other'],
  113824: ['SHORTHAND FORMAT LETTER OVERLAP', 'ignorable'],
  113825: ['SHORTHAND FORMAT CONTINUING OVERLAP', 'ignorable'],
  113826: ['SHORTHAND FORMAT DOWN STEP', 'ignorable'],
  113827: ['SHORTHAND FORMAT UP STEP', 'ignorable'],
  917505: ['LANGUAGE TAG', 'ignorable'],
  917536: ['TAG SPACE', 'ignorable'],
  917631: ['CANCEL TAG', 'ignorable'],
};

const hex = (c: number) => c.toString(16).toUpperCase().padStart(4, '0');

/** The name and class of a code point in one of the hidden ranges, or null. */
function rangeName(c: number): [string, HiddenClass] | null {
  if (c >= 0x80 && c <= 0x9f) return ['C1 CONTROL', 'control'];
  if (c >= 0xd800 && c <= 0xdfff) return ['LONE SURROGATE', 'other'];
  if (c >= 0x180b && c <= 0x180d)
    return [`MONGOLIAN FREE VARIATION SELECTOR ${['ONE', 'TWO', 'THREE'][c - 0x180b]}`, 'ignorable'];
  if (c >= 0xfe00 && c <= 0xfe0f) return [`VARIATION SELECTOR-${c - 0xfe00 + 1}`, 'ignorable'];
  if (c >= 0xe0100 && c <= 0xe01ef) return [`VARIATION SELECTOR-${c - 0xe0100 + 17}`, 'ignorable'];
  if (c >= 0xe0021 && c <= 0xe007e) {
    const ascii = c - 0xe0000;
    const ch = String.fromCharCode(ascii);
    return [`TAG FOR ${/[0-9A-Za-z]/.test(ch) ? ch : `U+${hex(ascii)}`}`, 'ignorable'];
  }
  if (c === 0x2065 || (c >= 0xfff0 && c <= 0xfff8) || (c >= 0xe0000 && c <= 0xe0fff))
    return ['RESERVED DEFAULT IGNORABLE', 'ignorable'];
  if (c >= 0x1d173 && c <= 0x1d17a) return ['MUSICAL SYMBOL FORMAT CHARACTER', 'ignorable'];
  if ((c >= 0xfdd0 && c <= 0xfdef) || (c & 0xfffe) === 0xfffe) return ['NONCHARACTER', 'other'];
  return null;
}

/**
 * The hidden code point `c` (bidi control, default ignorable, C1 control, lone surrogate,
 * noncharacter or lookalike space), or null for a code point that shows as itself. C0 controls and
 * DEL are not here: they show as Control Pictures (U+2400…).
 * https://www.unicode.org/reports/tr44/#Default_Ignorable_Code_Point
 */
export function hiddenChar(c: number): HiddenChar | null {
  if (c < 0x80) return null;
  const found = NAMED[c] ?? rangeName(c);
  if (found === undefined || found === null) return null;
  return { codePoint: c, label: `U+${hex(c)}`, name: found[0], kind: found[1] };
}

/** A piece of untrusted text as shown: plain text, a hidden code point by name, or a cut. */
export type RevealPiece =
  | { type: 'text'; text: string }
  | { type: 'hidden'; char: HiddenChar; index: number }
  | { type: 'control'; picture: string; index: number }
  | { type: 'cut'; count: number };

/**
 * `text` as pieces to show: runs of plain text, each hidden code point by name and each C0 control
 * or DEL as its Control Picture; longer than `max` UTF-16 code units, the middle is one `cut` piece
 * with the number of code points cut. Linear in the length of `text`; never splits a surrogate pair.
 * https://www.unicode.org/reports/tr9/#Explicit_Directional_Embeddings
 */
export function reveal(text: string, max = Number.POSITIVE_INFINITY): RevealPiece[] {
  if (text.length <= max) return pieces(text, 0, text.length, []);
  const keep = Math.max(2, Math.floor(max / 2));
  let head = keep;
  let tail = text.length - keep;
  if (isHigh(text.charCodeAt(head - 1)) && isLow(text.charCodeAt(head))) head--;
  if (isLow(text.charCodeAt(tail)) && isHigh(text.charCodeAt(tail - 1))) tail++;
  let count = 0;
  for (let i = head; i < tail; i++)
    if (!(isLow(text.charCodeAt(i)) && isHigh(text.charCodeAt(i - 1)))) count++;
  const out = pieces(text, 0, head, []);
  out.push({ type: 'cut', count });
  return pieces(text, tail, text.length, out);
}

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

function pieces(text: string, from: number, to: number, out: RevealPiece[]): RevealPiece[] {
  let run = from;
  for (let i = from; i < to; ) {
    let c = text.charCodeAt(i);
    let size = 1;
    if (isHigh(c) && i + 1 < to && isLow(text.charCodeAt(i + 1))) {
      c = text.codePointAt(i)!;
      size = 2;
    }
    let piece: RevealPiece | null = null;
    if (c < 0x20) piece = { type: 'control', picture: String.fromCharCode(0x2400 + c), index: i };
    else if (c === 0x7f) piece = { type: 'control', picture: '\u2421', index: i };
    else if (c >= 0x80) {
      const hidden = hiddenChar(c);
      if (hidden !== null) piece = { type: 'hidden', char: hidden, index: i };
    }
    if (piece !== null) {
      if (run < i) out.push({ type: 'text', text: text.slice(run, i) });
      out.push(piece);
      run = i + size;
    }
    i += size;
  }
  if (run < to) out.push({ type: 'text', text: text.slice(run, to) });
  return out;
}

/** How the CLI writes a hidden code point: `<U+202E RIGHT-TO-LEFT OVERRIDE>`. */
export function hiddenLabel(h: HiddenChar): string {
  return `<${h.label} ${h.name}>`;
}

/** The hidden code points of `text`, each name once, with how many times and where the first is. */
export interface HiddenSummary {
  char: HiddenChar;
  count: number;
  first: number;
}

/**
 * Every distinct hidden code point in `text` (see {@link hiddenChar}), in order of first appearance.
 * https://www.unicode.org/reports/tr44/#Default_Ignorable_Code_Point
 */
export function findHidden(text: string): HiddenSummary[] {
  const seen = new Map<number, HiddenSummary>();
  for (const p of pieces(text, 0, text.length, [])) {
    if (p.type !== 'hidden') continue;
    const s = seen.get(p.char.codePoint);
    if (s === undefined) seen.set(p.char.codePoint, { char: p.char, count: 1, first: p.index });
    else s.count++;
  }
  return [...seen.values()];
}

/** The pieces of {@link reveal} as terminal text; `mark` paints the hidden code points and the cut. */
function show(pieces: RevealPiece[], mark: (t: string) => string): string {
  let out = '';
  for (const p of pieces) {
    if (p.type === 'text') out += p.text;
    else if (p.type === 'control') out += p.picture;
    else if (p.type === 'hidden') out += mark(hiddenLabel(p.char));
    else out += mark(` … ${thousands(p.count)} characters cut … `);
  }
  return out;
}

/**
 * Makes untrusted text safe to print: C0 controls as Control Pictures (U+2400…), DEL as ␡, and every
 * code point that can reorder or hide text (bidi controls, default ignorables, C1 controls, lone
 * surrogates, lookalike spaces) as `<U+XXXX NAME>`, so that a tab, a newline or a right-to-left
 * override in the input can neither break a line of output nor reorder it.
 */
export function visible(s: string): string {
  return show(reveal(s), (t) => t);
}

/**
 * `s` as {@link visible} shows it, cut in the middle when it is longer than `max` code units:
 * `head … 52,340 characters cut … tail` (`mark` paints the cut note and the hidden code points).
 * Never splits a surrogate pair.
 */
export function elided(s: string, max: number, mark: (t: string) => string = (t) => t): string {
  return show(reveal(s, max), mark);
}
