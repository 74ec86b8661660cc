/**
 * The UTS #39 skeleton (https://www.unicode.org/reports/tr39/#Confusable_Detection) over Unicode's
 * confusables data (confusables.txt, through the `unhomoglyph` package, which is generated from it;
 * `scripts/confusables.mjs` keeps the mappings a comparison with Latin needs in
 * src/confusables-data.ts), and the Latin spelling a label looks like: `раураl` → `paypal`.
 * @module
 */

import { PROTOTYPES } from './confusables-data';

let table: Map<number, string> | undefined;

/** The prototype of a code point, or undefined (it is its own prototype). */
function prototypeOf(cp: number): string | undefined {
  if (table === undefined) {
    table = new Map();
    for (const [proto, chars] of Object.entries(PROTOTYPES))
      for (const c of chars) table.set(c.codePointAt(0) ?? 0, proto);
  }
  return table.get(cp);
}

/**
 * The UTS #39 skeleton of `text`: NFD, each code point replaced by its confusables.txt prototype,
 * NFD again. With the kept mappings it is the full skeleton whenever that is made of ASCII letters,
 * digits and hyphens, and never is when the full one is not (so a label compares with a Latin one
 * exactly as with the full data). https://www.unicode.org/reports/tr39/#def-skeleton
 */
export function skeleton(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFD')) out += prototypeOf(ch.codePointAt(0) ?? 0) ?? ch;
  return out.normalize('NFD');
}

const ASCII_LABEL = /^[a-z0-9-]+$/;
const NON_ASCII = /[^\x00-\x7f]/;

/**
 * The Latin spelling a non-ASCII `label` looks like: the label with each non-ASCII code point (after
 * NFD) replaced by its prototype, when that is an ASCII letter, digit or hyphen spelling with the
 * same skeleton as the label; null otherwise, or when the label is ASCII already.
 * https://www.unicode.org/reports/tr39/#Confusable_Detection
 */
export function latinLookalike(label: string): string | null {
  if (!NON_ASCII.test(label)) return null;
  let out = '';
  for (const ch of label.normalize('NFD')) {
    const cp = ch.codePointAt(0) ?? 0;
    out += cp < 0x80 ? ch : (prototypeOf(cp) ?? ch);
  }
  out = out.normalize('NFD').toLowerCase();
  return ASCII_LABEL.test(out) && skeleton(out) === skeleton(label) ? out : null;
}
