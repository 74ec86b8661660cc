// Components: https://urlpattern.spec.whatwg.org/#component

import { patternError, patternErrorIndex, quote } from './errors';
import { type ComponentMatcher, compileMatcher, RegExpMatcher } from './matcher';
import { type EncodingCallback, type Options, type Part, parseAPatternString } from './parser';
import { generateAPatternString } from './pattern-string';
import { generateARegularExpressionAndNameList } from './regexp';
import { SPECIAL_SCHEMES } from './url-backend';

/** https://urlpattern.spec.whatwg.org/#component */
export class Component {
  /** https://urlpattern.spec.whatwg.org/#component-pattern-string */
  readonly patternString: string;
  /** https://urlpattern.spec.whatwg.org/#component-group-name-list */
  readonly groupNameList: readonly string[];
  /** https://urlpattern.spec.whatwg.org/#component-has-regexp-groups */
  readonly hasRegexpGroups: boolean;
  /** The part list the pattern string was parsed into. */
  readonly partList: readonly Part[];
  /** The options it was compiled with. */
  readonly options: Options;
  /** Source of the standard's regular expression (flags in `regexpFlags`). */
  readonly regexpSource: string;
  readonly regexpFlags: string;
  /** What actually matches: the linear-time matcher, or the RegExp when there are regexp groups. */
  readonly matcher: ComponentMatcher;
  private regexp: RegExp | undefined;

  constructor(
    patternString: string,
    partList: Part[],
    options: Options,
    regexpSource: string,
    regexpFlags: string,
    nameList: string[],
    hasRegexpGroups: boolean,
    regexp: RegExp | undefined,
  ) {
    this.patternString = patternString;
    this.partList = partList;
    this.options = options;
    this.regexpSource = regexpSource;
    this.regexpFlags = regexpFlags;
    this.groupNameList = nameList;
    this.hasRegexpGroups = hasRegexpGroups;
    this.regexp = regexp;
    this.matcher =
      (hasRegexpGroups ? null : compileMatcher(partList, options)) ??
      new RegExpMatcher(this.regularExpression, nameList.length);
  }

  /**
   * https://urlpattern.spec.whatwg.org/#component-regular-expression
   * Created on first use when the component has no regexp groups (matching does not need it).
   */
  get regularExpression(): RegExp {
    return (this.regexp ??= new RegExp(this.regexpSource, this.regexpFlags));
  }
}

/**
 * https://urlpattern.spec.whatwg.org/#compile-a-component
 *
 * `componentName` only labels error messages: every TypeError thrown here reads
 * `Invalid <component> pattern "<input>": <what went wrong, and where>`.
 */
export function compileAComponent(
  input: string,
  encodingCallback: EncodingCallback,
  options: Options,
  componentName = 'component',
): Component {
  let partList: Part[];
  try {
    partList = parseAPatternString(input, options, encodingCallback);
  } catch (e) {
    throw wrapError(e, componentName, input);
  }
  const { regexp: regexpSource, nameList } = generateARegularExpressionAndNameList(partList, options);
  const flags = options.ignoreCase ? 'vi' : 'v';
  let hasRegexpGroups = false;
  for (const part of partList) if (part.type === 'regexp') hasRegexpGroups = true;
  let regexp: RegExp | undefined;
  if (hasRegexpGroups) {
    // "If there are custom regular expressions, however, its important that they be immediately
    // evaluated in the compile a component algorithm so an error can be thrown if they are invalid."
    try {
      regexp = new RegExp(regexpSource, flags);
    } catch (e) {
      throw new TypeError(
        `Invalid ${componentName} pattern ${quote(input)}: ${describeBadRegexp(partList, flags, e)}`,
      );
    }
  }
  const patternString = generateAPatternString(partList, options);
  return new Component(
    patternString,
    partList,
    options,
    regexpSource,
    flags,
    nameList,
    hasRegexpGroups,
    regexp,
  );
}

function wrapError(e: unknown, componentName: string, input: string): unknown {
  if (!(e instanceof TypeError)) return e;
  const index = patternErrorIndex(e);
  const message = `Invalid ${componentName} pattern ${quote(input)}: ${e.message}`;
  return index === -1 ? new TypeError(message) : patternError(message, index);
}

// Finds the regexp group that does not compile, for the error message.
function describeBadRegexp(partList: readonly Part[], flags: string, error: unknown): string {
  for (const part of partList) {
    if (part.type !== 'regexp') continue;
    try {
      new RegExp(part.value, flags);
    } catch (e) {
      return `regexp group (${part.value}) is not a valid regular expression (${(e as Error).message})`;
    }
  }
  return `the generated regular expression is invalid (${(error as Error).message})`;
}

/** https://urlpattern.spec.whatwg.org/#protocol-component-matches-a-special-scheme */
export function protocolComponentMatchesASpecialScheme(protocolComponent: Component): boolean {
  for (const scheme of SPECIAL_SCHEMES) {
    if (protocolComponent.matcher.test(scheme, true)) return true;
  }
  return false;
}

/** https://urlpattern.spec.whatwg.org/#hostname-pattern-is-an-ipv6-address */
export function hostnamePatternIsAnIPv6Address(input: string): boolean {
  // "If input's code point length is less than 2, then return false."
  if (input.length < 2) return false;
  const c0 = input.charCodeAt(0);
  if (c0 === 0x5b) return true;
  const c1 = input.charCodeAt(1);
  if (c0 === 0x7b && c1 === 0x5b) return true;
  if (c0 === 0x5c && c1 === 0x5b) return true;
  return false;
}

/**
 * https://urlpattern.spec.whatwg.org/#create-a-component-match-result
 * `values` are the group values in group name list order (the RegExp's captures 1..n).
 */
export function createAComponentMatchResult(
  component: Component,
  input: string,
  values: readonly (string | undefined)[],
): { input: string; groups: Record<string, string | undefined> } {
  const groups: Record<string, string | undefined> = {};
  const names = component.groupNameList;
  for (let i = 0; i < names.length; i++) groups[names[i]] = values[i];
  return { input, groups };
}
