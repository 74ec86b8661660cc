// Components: https://urlpattern.spec.whatwg.org/#component

import { quote } from './errors';
import { NativeRegExp } from './intrinsics';
import { type ComponentMatcher, compileMatcher, RegExpMatcher, type RegexpGroupInfo } from './matcher';
import { type EncodingCallback, type Options, type Part, parseAPatternString } from './parser';
import { generateAPatternString } from './pattern-string';
import { generateARegularExpressionAndNameList, runtimeRegExpSource } from './regexp';
import { RegexpLimitError } from './regexp-syntax';
import { SPECIAL_SCHEMES } from './url-backend';

/** https://urlpattern.spec.whatwg.org/#component */
export class Component {
  /** https://urlpattern.spec.whatwg.org/#component-group-name-list */
  readonly groupNameList: readonly string[];
  /** https://urlpattern.spec.whatwg.org/#component-has-regexp-groups */
  readonly hasRegexpGroups: boolean;
  /** The part list the pattern string was parsed into. */
  readonly partList: readonly Part[];
  /** The options it was compiled with. */
  readonly options: Options;
  /** The encoding callback its fixed text went through (what `generate` encodes values with). */
  readonly encodingCallback: EncodingCallback;
  /** What actually matches: the linear-time matcher, or the RegExp for shapes it runs in linear time. */
  readonly matcher: ComponentMatcher;
  /** One entry per regexp group: what in it is not linear (see safety.ts). */
  readonly regexpGroups: readonly RegexpGroupInfo[];
  #patternString: string | undefined;
  #regexpSource: string | undefined;
  #regexp: RegExp | undefined;

  constructor(
    partList: Part[],
    options: Options,
    encodingCallback: EncodingCallback,
    nameList: string[],
    hasRegexpGroups: boolean,
    regexpSource: string | undefined,
    regexp: RegExp | undefined,
    matcher: ComponentMatcher | null,
    regexpGroups: readonly RegexpGroupInfo[],
  ) {
    this.partList = partList;
    this.options = options;
    this.encodingCallback = encodingCallback;
    this.groupNameList = nameList;
    this.hasRegexpGroups = hasRegexpGroups;
    this.#regexpSource = regexpSource;
    this.#regexp = regexp;
    this.regexpGroups = regexpGroups;
    this.matcher = matcher ?? new RegExpMatcher(this.regularExpression, nameList.length, partList, options);
  }

  /** https://urlpattern.spec.whatwg.org/#component-pattern-string (generated on first use). */
  get patternString(): string {
    return (this.#patternString ??= generateAPatternString(this.partList, this.options));
  }

  /** Source of the standard's regular expression (generated on first use). */
  get regexpSource(): string {
    return (this.#regexpSource ??= generateARegularExpressionAndNameList(this.partList, this.options).regexp);
  }

  /** Flags of the standard's regular expression: "v", or "vi" with ignore case. */
  get regexpFlags(): string {
    return this.options.ignoreCase ? 'vi' : 'v';
  }

  /**
   * https://urlpattern.spec.whatwg.org/#component-regular-expression
   * Created on first use when the component has no regexp groups (matching does not need it). Its
   * source is `regexpSource` with `[^]` written as `[\s\S]` (see `runtimeRegExpSource`).
   */
  get regularExpression(): RegExp {
    return (this.#regexp ??= new NativeRegExp(runtimeRegExpSource(this.regexpSource), this.regexpFlags));
  }
}

// The "*" component of each kind, compiled once: most patterns leave several components at "*".
const wildcardComponents = new Map<EncodingCallback, Map<Options, Component>>();

/** Groups counted so far against a pattern's `maxGroups` (checked before anything is compiled). */
export interface GroupBudget {
  used: number;
  max: number;
}

/**
 * https://urlpattern.spec.whatwg.org/#compile-a-component
 *
 * `componentName` only labels error messages: every TypeError thrown here reads
 * `Invalid <component> pattern "<input>": <what went wrong, and where>`. The pattern string and the
 * regular expression of a component without regexp groups are generated when first read.
 */
export function compileAComponent(
  input: string,
  encodingCallback: EncodingCallback,
  options: Options,
  componentName = 'component',
  budget?: GroupBudget,
): Component {
  const wildcard = input === '*';
  if (wildcard) {
    const cached = wildcardComponents.get(encodingCallback)?.get(options);
    if (cached !== undefined) {
      if (budget !== undefined) spend(budget, 1, componentName);
      return cached;
    }
  }
  let partList: Part[];
  try {
    partList = parseAPatternString(input, options, encodingCallback);
  } catch (e) {
    throw wrapError(e, componentName, input);
  }
  const nameList: string[] = [];
  let hasRegexpGroups = false;
  for (const part of partList) {
    if (part.type === 'fixed-text') continue;
    nameList.push(part.name);
    if (part.type === 'regexp') hasRegexpGroups = true;
  }
  if (budget !== undefined) spend(budget, nameList.length, componentName);
  const bad = (message: string) =>
    new TypeError(`Invalid ${componentName} pattern ${quote(input)}: ${message}`);
  let regexpSource: string | undefined;
  let regexp: RegExp | undefined;
  if (hasRegexpGroups) {
    // "If there are custom regular expressions, however, its important that they be immediately
    // evaluated in the compile a component algorithm so an error can be thrown if they are invalid."
    regexpSource = generateARegularExpressionAndNameList(partList, options).regexp;
    const flags = options.ignoreCase ? 'vi' : 'v';
    try {
      regexp = new NativeRegExp(runtimeRegExpSource(regexpSource), flags);
    } catch (e) {
      throw bad(describeBadRegexp(partList, flags, e));
    }
  }
  const regexpGroups: RegexpGroupInfo[] = [];
  let matcher: ComponentMatcher | null;
  try {
    matcher = compileMatcher(partList, options, regexpGroups);
    // the RegExp of a shape it runs in linear time, built now so that an engine limit is a TypeError
    if (matcher === null && regexp === undefined)
      regexp = new NativeRegExp(
        runtimeRegExpSource(generateARegularExpressionAndNameList(partList, options).regexp),
        options.ignoreCase ? 'vi' : 'v',
      );
  } catch (e) {
    if (e instanceof RegexpLimitError) throw bad(`over a limit of the linear-time matcher: ${e.message}`);
    throw bad(`the regular expression cannot be compiled (${(e as Error).message})`);
  }
  const component = new Component(
    partList,
    options,
    encodingCallback,
    nameList,
    hasRegexpGroups,
    regexpSource,
    regexp,
    matcher,
    regexpGroups,
  );
  if (wildcard) {
    let byOptions = wildcardComponents.get(encodingCallback);
    if (byOptions === undefined) wildcardComponents.set(encodingCallback, (byOptions = new Map()));
    byOptions.set(options, component);
  }
  return component;
}

/** Counts `groups` more against `maxGroups`; throws the TypeError past it. */
function spend(budget: GroupBudget, groups: number, componentName: string): void {
  if ((budget.used += groups) > budget.max)
    throw new TypeError(
      `Invalid URLPattern: it has at least ${budget.used} groups (counted up to the ${componentName} pattern), more than maxGroups (${budget.max})`,
    );
}

function wrapError(e: unknown, componentName: string, input: string): unknown {
  return e instanceof TypeError
    ? new TypeError(`Invalid ${componentName} pattern ${quote(input)}: ${e.message}`)
    : e;
}

// Finds the regexp group that does not compile, for the error message.
function describeBadRegexp(partList: readonly Part[], flags: string, error: unknown): string {
  for (const part of partList) {
    if (part.type !== 'regexp') continue;
    try {
      new NativeRegExp(part.value, flags);
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
): { groups: Record<string, string | undefined>; input: string } {
  return { groups: buildGroups(component.groupNameList, values), input };
}

/**
 * The groups record: the name list paired with the values. The numbered group "0" (every "*" has it,
 * the most common group name of all) comes from an object literal: adding an integer key to an
 * empty object is several times slower in V8 than creating it with the key.
 */
export function buildGroups(
  names: readonly string[],
  values: readonly (string | undefined)[],
): Record<string, string | undefined> {
  const n = names.length;
  // (a loop: names are a handful, and Array#indexOf is a call into the runtime)
  let i0 = -1;
  for (let i = 0; i < n; i++)
    if (names[i] === '0') {
      i0 = i;
      break;
    }
  const g: Record<string, string | undefined> = i0 === -1 ? {} : { 0: values[i0] };
  for (let i = 0; i < n; i++) if (i !== i0) g[names[i]!] = values[i];
  return g;
}
