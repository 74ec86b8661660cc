// Converting part lists to regular expressions:
// https://urlpattern.spec.whatwg.org/#converting-part-lists-to-regular-expressions

import type { Options, Part, PartModifier } from './parser';

// 1 = the character needs a backslash in a regexp (". + * ? ^ $ { } ( ) [ ] | / \").
/** Bit 1: escaped by "escape a regexp string"; bit 2: by "escape a pattern string". */
const SPECIAL = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  for (const c of '.^$[]|/') t[c.charCodeAt(0)] = 1;
  for (const c of '+*?{}()\\') t[c.charCodeAt(0)] = 3;
  t[0x3a] = 2; // ":"
  return t;
})();

/** `input` with a backslash before each ASCII code unit that has `bit` in SPECIAL. */
export function escapeWith(input: string, bit: number): string {
  let result = '';
  let start = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c < 128 && (SPECIAL[c]! & bit) !== 0) {
      result += input.slice(start, i) + '\\';
      start = i;
    }
  }
  return result === '' ? input : result + input.slice(start);
}

/** https://urlpattern.spec.whatwg.org/#escape-a-regexp-string */
export function escapeARegexpString(input: string): string {
  return escapeWith(input, 1);
}

/** https://urlpattern.spec.whatwg.org/#convert-a-modifier-to-a-string */
export function convertAModifierToAString(modifier: PartModifier): string {
  return modifier === 'zero-or-more'
    ? '*'
    : modifier === 'optional'
      ? '?'
      : modifier === 'one-or-more'
        ? '+'
        : '';
}

/**
 * https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list
 *
 * Returns the regular expression source (flags "v", or "vi" with ignore case) and the group names in
 * capture order.
 */
export function generateARegularExpressionAndNameList(
  partList: readonly Part[],
  options: Options,
): { regexp: string; nameList: string[] } {
  let result = '^';
  const nameList: string[] = [];
  const segmentWildcard = `[^${escapeARegexpString(options.delimiterCodePoint)}]+?`;
  for (const part of partList) {
    if (part.type === 'fixed-text') {
      if (part.modifier === 'none') result += escapeARegexpString(part.value);
      else result += `(?:${escapeARegexpString(part.value)})${convertAModifierToAString(part.modifier)}`;
      continue;
    }
    nameList.push(part.name);
    let regexpValue = part.value;
    if (part.type === 'segment-wildcard') regexpValue = segmentWildcard;
    else if (part.type === 'full-wildcard') regexpValue = '.*';
    if (part.prefix === '' && part.suffix === '') {
      if (part.modifier === 'none' || part.modifier === 'optional')
        result += `(${regexpValue})${convertAModifierToAString(part.modifier)}`;
      else result += `((?:${regexpValue})${convertAModifierToAString(part.modifier)})`;
      continue;
    }
    const prefix = escapeARegexpString(part.prefix);
    const suffix = escapeARegexpString(part.suffix);
    if (part.modifier === 'none' || part.modifier === 'optional') {
      result += `(?:${prefix}(${regexpValue})${suffix})${convertAModifierToAString(part.modifier)}`;
      continue;
    }
    // "Repeating parts with a prefix or suffix are dramatically more complicated."
    result += `(?:${prefix}((?:${regexpValue})(?:${suffix}${prefix}(?:${regexpValue}))*)${suffix})`;
    if (part.modifier === 'zero-or-more') result += '?';
  }
  result += '$';
  return { regexp: result, nameList };
}

/**
 * The source to hand to `new RegExp` for matching: the generated expression with every empty negated
 * class `[^]` (the segment wildcard of components without a delimiter, or a user's own) written as
 * `[\s\S]`, which matches the same code points. V8 before 12 (Node 20) fails a quantified `[^]`
 * under the "v" flag (`/^[^]+$/v.test("aa")` is false), which would break patterns such as
 * `{ search: ':q(\\d)' }`. The pattern's own regular expression string is unchanged.
 */
export function runtimeRegExpSource(source: string): string {
  let out = '';
  let start = 0;
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === 0x5c) {
      i++;
      continue;
    }
    if (c === 0x5b) {
      // "[^]" opening at class depth 0 is the empty negated class
      if (depth === 0 && source.charCodeAt(i + 1) === 0x5e && source.charCodeAt(i + 2) === 0x5d) {
        out += `${source.slice(start, i)}[\\s\\S]`;
        i += 2;
        start = i + 1;
        continue;
      }
      depth++;
    } else if (c === 0x5d && depth > 0) depth--;
  }
  return start === 0 ? source : out + source.slice(start);
}
