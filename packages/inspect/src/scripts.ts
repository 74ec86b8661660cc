/**
 * Mixed-script and whole-script confusable checks on domain labels, after UTS #39 (Unicode Security
 * Mechanisms) "resolved script set" and its "Highly Restrictive" level: https://www.unicode.org/reports/tr39/#Mixed_Script_Detection
 *
 * Each code point's set of scripts is its Script_Extensions (through `\p{Script_Extensions=…}`);
 * Common and Inherited code points (digits, `-`, combining marks) fit any script. A label whose
 * resolved set is empty mixes scripts, unless it is Latin with one of the accepted CJK combinations.
 * @module
 */

/** The scripts we tell apart (a code point in none of them, and not Common/Inherited, counts as "Unknown"). */
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Georgian',
  'Hangul',
  'Ethiopic',
  'Cherokee',
  'Canadian_Aboriginal',
  'Khmer',
  'Mongolian',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
  'Yi',
  'Tifinagh',
  'Nko',
  'Vai',
] as const;

/** UTS #39 "Highly Restrictive": these Latin + CJK combinations are not mixed scripts. */
const ALLOWED_COMBINATIONS: readonly (readonly string[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

let patterns: RegExp[] | undefined;
let commonOrInherited: RegExp | undefined;

/** A code point's scripts: never an empty list. */
type Scripts = [string, ...string[]];

function scriptsOf(cp: string): Scripts | null {
  if (patterns === undefined) {
    patterns = SCRIPTS.map((name) => new RegExp(`^\\p{Script_Extensions=${name}}$`, 'u'));
    commonOrInherited = /^[\p{Script=Common}\p{Script=Inherited}]$/u;
  }
  const found: string[] = [];
  // `patterns` is SCRIPTS mapped: the same length
  for (let i = 0; i < SCRIPTS.length; i++) if (patterns[i]!.test(cp)) found.push(SCRIPTS[i]!);
  if (found.length > 0) return found as Scripts;
  // "Common" and "Inherited" fit any script (ASCII digits, U+002D (-), combining marks)
  if (commonOrInherited!.test(cp)) return null;
  return ['Unknown'];
}

/**
 * Latin-looking letters of other scripts (lower case, as IDNA maps them), each with the Latin letter it
 * imitates: a label made only of these (and digits or `-`) reads as Latin.
 */
const LOOKALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  һ: 'h',
  і: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  г: 'r',
  ѕ: 's',
  ԝ: 'w',
  х: 'x',
  у: 'y',
  ү: 'y',
  // Greek
  α: 'a',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  υ: 'u',
  χ: 'x',
  γ: 'y',
};

/** What the script check found in one label. */
export interface LabelScripts {
  /** the label (Unicode) */
  label: string;
  /** the scripts of its letters, in order of first appearance */
  scripts: string[];
  /** true when the label mixes scripts that UTS #39 "Highly Restrictive" does not allow together */
  mixed: boolean;
  /** for a single non-Latin script label made only of Latin lookalikes: the Latin text it imitates */
  confusableWith: string | null;
  /** for a mixed label: its letters that are not in the label's main script, with their script */
  odd: { char: string; codePoint: string; script: string }[];
}

function hex(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Checks one domain label (Unicode). */
export function checkLabel(label: string): LabelScripts {
  const chars = [...label];
  const sets: (Scripts | null)[] = chars.map(scriptsOf);
  const seen: string[] = [];
  const counts = new Map<string, number>();
  for (const set of sets) {
    if (set === null) continue;
    const primary = set[0];
    if (!seen.includes(primary)) seen.push(primary);
    counts.set(primary, (counts.get(primary) ?? 0) + 1);
  }
  // the resolved script set: the intersection of every code point's set
  let resolved: string[] | null = null;
  for (const set of sets) {
    if (set === null) continue;
    resolved = resolved === null ? set.slice() : resolved.filter((s) => set.includes(s));
  }
  let mixed = resolved !== null && resolved.length === 0;
  if (mixed) {
    for (const combo of ALLOWED_COMBINATIONS) {
      if (sets.every((set) => set === null || set.some((s) => combo.includes(s)))) {
        mixed = false;
        break;
      }
    }
  }
  // every script seen is counted; a label of marks and digits only has none (and nothing odd)
  let main = seen[0] ?? '';
  for (const s of seen) if (counts.get(s)! > counts.get(main)!) main = s;
  const odd: LabelScripts['odd'] = [];
  if (mixed) {
    chars.forEach((ch, i) => {
      const set = sets[i]!; // chars and sets have the same length
      if (set !== null && !set.includes(main))
        odd.push({ char: ch, codePoint: hex(ch.codePointAt(0)!), script: set[0] });
    });
  }
  let confusableWith: string | null = null;
  if (seen.length === 1 && seen[0] !== 'Latin' && (seen[0] === 'Cyrillic' || seen[0] === 'Greek')) {
    let latin = '';
    let all = true;
    for (let i = 0; i < chars.length; i++) {
      const ch = chars[i]!;
      if (sets[i] === null) latin += ch;
      else if (LOOKALIKES[ch] !== undefined) latin += LOOKALIKES[ch];
      else {
        all = false;
        break;
      }
    }
    if (all) confusableWith = latin;
  }
  return { label, scripts: seen, mixed, confusableWith, odd };
}

/** Checks each label of a Unicode domain; returns only the labels with a finding. */
export function checkDomainScripts(unicodeDomain: string): LabelScripts[] {
  const out: LabelScripts[] = [];
  for (const label of unicodeDomain.split('.')) {
    if (label === '' || /^[\x00-\x7f]*$/.test(label)) continue;
    const r = checkLabel(label);
    if (r.mixed || r.confusableWith !== null) out.push(r);
  }
  return out;
}
