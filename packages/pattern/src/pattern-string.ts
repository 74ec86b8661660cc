// Converting part lists to pattern strings:
// https://urlpattern.spec.whatwg.org/#converting-part-lists-to-pattern-strings

import { generateASegmentWildcardRegexp, type Options, type Part } from './parser';
import { convertAModifierToAString, escapeWith } from './regexp';
import { isAValidNameCodePoint } from './tokenizer';

// 1 = the character needs a backslash in a pattern string ("+ * ? : { } ( ) \").
/** https://urlpattern.spec.whatwg.org/#escape-a-pattern-string */
export function escapeAPatternString(input: string): string {
  return escapeWith(input, 2);
}

function isASCIIDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function firstCodePoint(s: string): number {
  return s.codePointAt(0) ?? -1;
}

/** https://urlpattern.spec.whatwg.org/#generate-a-pattern-string */
export function generateAPatternString(partList: readonly Part[], options: Options): string {
  let result = '';
  const n = partList.length;
  for (let index = 0; index < n; index++) {
    const part = partList[index]!;
    const previousPart = index > 0 ? partList[index - 1]! : null;
    const nextPart = index < n - 1 ? partList[index + 1]! : null;
    if (part.type === 'fixed-text') {
      if (part.modifier === 'none') {
        result += escapeAPatternString(part.value);
        continue;
      }
      result += `{${escapeAPatternString(part.value)}}${convertAModifierToAString(part.modifier)}`;
      continue;
    }
    const customName = !isASCIIDigit(part.name.charCodeAt(0));
    let needsGrouping = part.suffix !== '' || (part.prefix !== '' && part.prefix !== options.prefixCodePoint);
    if (
      !needsGrouping &&
      customName &&
      part.type === 'segment-wildcard' &&
      part.modifier === 'none' &&
      nextPart !== null &&
      nextPart.prefix === '' &&
      nextPart.suffix === ''
    ) {
      if (nextPart.type === 'fixed-text') {
        needsGrouping = isAValidNameCodePoint(firstCodePoint(nextPart.value), false);
      } else {
        needsGrouping = isASCIIDigit(nextPart.name.charCodeAt(0));
      }
    }
    if (
      !needsGrouping &&
      part.prefix === '' &&
      previousPart !== null &&
      previousPart.type === 'fixed-text' &&
      previousPart.value.length > 0 &&
      previousPart.value.codePointAt(previousPart.value.length - 1) === options.prefixCodePoint.codePointAt(0)
    ) {
      needsGrouping = true;
    }
    if (needsGrouping) result += '{';
    result += escapeAPatternString(part.prefix);
    if (customName) result += `:${part.name}`;
    if (part.type === 'regexp') {
      result += `(${part.value})`;
    } else if (part.type === 'segment-wildcard' && !customName) {
      result += `(${generateASegmentWildcardRegexp(options)})`;
    } else if (part.type === 'full-wildcard') {
      if (
        !customName &&
        (previousPart === null ||
          previousPart.type === 'fixed-text' ||
          previousPart.modifier !== 'none' ||
          needsGrouping ||
          part.prefix !== '')
      ) {
        result += '*';
      } else {
        result += '(.*)';
      }
    }
    if (
      part.type === 'segment-wildcard' &&
      customName &&
      part.suffix !== '' &&
      isAValidNameCodePoint(firstCodePoint(part.suffix), false)
    ) {
      result += '\\';
    }
    result += escapeAPatternString(part.suffix);
    if (needsGrouping) result += '}';
    result += convertAModifierToAString(part.modifier);
  }
  return result;
}
