// Building a component string from a pattern and group values (reverse routing). Not in the
// standard: the "generate" proposal (whatwg/urlpattern#73) as Chromium implements it and as the WPT
// data urlpattern-generate-test-data.json checks it.
//
// Every part must have no modifier. Fixed text is copied; a named segment wildcard takes its value
// from `groups`, run through the component's encoding callback (so "🍅" becomes "%F0%9F%8D%85" in a
// pathname and "xn--fi8h" in a hostname), and the encoded value must not contain the component's
// delimiter ("/" in a pathname, "." in a hostname). Full wildcards, regexp groups, numbered groups and
// modifiers cannot be generated and throw a TypeError, as does a missing group value.

import { quote } from './errors';
import type { EncodingCallback, Options, Part } from './parser';

export function generateComponent(
  componentName: string,
  partList: readonly Part[],
  options: Options,
  encodingCallback: EncodingCallback,
  groups: Readonly<Record<string, string>>,
): string {
  let result = '';
  for (const part of partList) {
    if (part.modifier !== 'none')
      throw new TypeError(
        `Cannot generate a ${componentName}: the pattern has a group with a modifier ('?', '*' or '+')`,
      );
    if (part.type === 'fixed-text') {
      result += part.value;
      continue;
    }
    if (part.type !== 'segment-wildcard')
      throw new TypeError(
        `Cannot generate a ${componentName}: the pattern has a ${part.type === 'regexp' ? 'regexp group' : 'full wildcard'}`,
      );
    const c = part.name.charCodeAt(0);
    if (c >= 0x30 && c <= 0x39)
      throw new TypeError(`Cannot generate a ${componentName}: the pattern has an unnamed group`);
    if (!Object.hasOwn(groups, part.name))
      throw new TypeError(`Cannot generate a ${componentName}: no value for the group ${quote(part.name)}`);
    const value = groups[part.name]!; // an own member: checked just above
    const encoded = encodingCallback(value);
    const d = options.delimiterCodePoint;
    if (d !== '' && encoded.includes(d))
      throw new TypeError(
        `Cannot generate a ${componentName}: the value ${quote(value)} of group ${quote(part.name)} contains ${quote(d)}`,
      );
    result += part.prefix + encoded + part.suffix;
  }
  return result;
}
