/**
 * The Latin spelling a label looks like, from Unicode's confusables data (UTS #39, confusables.txt,
 * through the `unhomoglyph` package, which is generated from it; src/confusables-data.ts keeps the
 * part with ASCII prototypes): `раураl` → `paypal`.
 * https://www.unicode.org/reports/tr39/#Confusable_Detection
 * @module
 */

import { PROTOTYPES } from './confusables-data';

let table: Map<string, string> | undefined;

/** The ASCII prototype of a non-ASCII code point, or undefined. */
function prototypeOf(ch: string): string | undefined {
  if (table === undefined) {
    table = new Map();
    for (const [proto, chars] of Object.entries(PROTOTYPES)) for (const c of chars) table.set(c, proto);
  }
  return table.get(ch);
}

const ASCII_LABEL = /^[a-z0-9-]+$/;

/**
 * `label` with each non-ASCII code point replaced by its confusables.txt prototype (the mapping of the
 * UTS #39 skeleton), when every one has an ASCII letter, digit or hyphen as its prototype; null
 * otherwise, or when the label is ASCII already.
 */
export function latinLookalike(label: string): string | null {
  let out = '';
  let changed = false;
  for (const ch of label.normalize('NFD')) {
    if (ch.charCodeAt(0) < 0x80) {
      out += ch;
      continue;
    }
    // combining marks left by NFD (a diacritic on a Latin letter) read as the letter without them
    if (/\p{M}/u.test(ch)) {
      changed = true;
      continue;
    }
    const proto = prototypeOf(ch);
    if (proto === undefined) return null;
    out += proto;
    changed = true;
  }
  out = out.toLowerCase();
  return changed && ASCII_LABEL.test(out) ? out : null;
}
