// Parsing pattern strings into part lists: https://urlpattern.spec.whatwg.org/#parsing-pattern-strings

import { escapeARegexpString } from './regexp';
import { type Token, type TokenType, tokenize } from './tokenizer';

/** https://urlpattern.spec.whatwg.org/#part-type */
export type PartType = 'fixed-text' | 'regexp' | 'segment-wildcard' | 'full-wildcard';

/** https://urlpattern.spec.whatwg.org/#part-modifier */
export type PartModifier = 'none' | 'optional' | 'zero-or-more' | 'one-or-more';

/** https://urlpattern.spec.whatwg.org/#part */
export interface Part {
  type: PartType;
  value: string;
  modifier: PartModifier;
  name: string;
  prefix: string;
  suffix: string;
}

/** https://urlpattern.spec.whatwg.org/#options */
export interface Options {
  /** One ASCII code point or the empty string. */
  delimiterCodePoint: string;
  /** One ASCII code point or the empty string. */
  prefixCodePoint: string;
  ignoreCase: boolean;
}

/** https://urlpattern.spec.whatwg.org/#encoding-callback */
export type EncodingCallback = (input: string) => string;

/** https://urlpattern.spec.whatwg.org/#default-options */
export const DEFAULT_OPTIONS: Readonly<Options> = Object.freeze({
  delimiterCodePoint: '',
  prefixCodePoint: '',
  ignoreCase: false,
});

/** https://urlpattern.spec.whatwg.org/#hostname-options */
export const HOSTNAME_OPTIONS: Readonly<Options> = Object.freeze({
  delimiterCodePoint: '.',
  prefixCodePoint: '',
  ignoreCase: false,
});

/** https://urlpattern.spec.whatwg.org/#pathname-options */
export const PATHNAME_OPTIONS: Readonly<Options> = Object.freeze({
  delimiterCodePoint: '/',
  prefixCodePoint: '/',
  ignoreCase: false,
});

/** The default options with ignore case set (the options of search and hash with `ignoreCase`). */
export const DEFAULT_OPTIONS_IGNORE_CASE: Readonly<Options> = Object.freeze({
  ...DEFAULT_OPTIONS,
  ignoreCase: true,
});

/** The pathname options with ignore case set. */
export const PATHNAME_OPTIONS_IGNORE_CASE: Readonly<Options> = Object.freeze({
  ...PATHNAME_OPTIONS,
  ignoreCase: true,
});

/** https://urlpattern.spec.whatwg.org/#full-wildcard-regexp-value */
export const FULL_WILDCARD_REGEXP_VALUE = '.*';

/** https://urlpattern.spec.whatwg.org/#generate-a-segment-wildcard-regexp */
export function generateASegmentWildcardRegexp(options: Options): string {
  return `[^${escapeARegexpString(options.delimiterCodePoint)}]+?`;
}

/** The part modifier of each modifier token's value. */
const MODIFIERS = { '?': 'optional', '*': 'zero-or-more', '+': 'one-or-more' } as const;

const TOKEN_TEXT: Record<TokenType, string> = {
  open: "'{'",
  close: "'}'",
  regexp: 'a regexp group',
  name: 'a named group',
  char: 'a character',
  'escaped-char': 'an escaped character',
  'other-modifier': 'a modifier',
  asterisk: "'*'",
  end: 'the end of the pattern',
  'invalid-char': 'an invalid character',
};

function describeToken(t: Token): string {
  if (t.type === 'end') return `the end of the pattern at index ${t.index}`;
  if (t.type === 'name') return `':${t.value}' at index ${t.index}`;
  if (t.type === 'regexp') return `'(${t.value})' at index ${t.index}`;
  // (never an escaped char: text, escaped chars included, is consumed before a required token)
  return `'${t.value}' at index ${t.index}`;
}

/**
 * https://urlpattern.spec.whatwg.org/#parse-a-pattern-string
 *
 * Throws a TypeError (with the index of the offending token) for a pattern that is not well formed,
 * or when the encoding callback rejects a piece of fixed text.
 */
export function parseAPatternString(
  input: string,
  options: Options,
  encodingCallback: EncodingCallback,
): Part[] {
  // The pattern parser (https://urlpattern.spec.whatwg.org/#pattern-parser): its members are locals,
  // its algorithms local functions.

  const tokenList: Token[] = tokenize(input, 'strict');
  const partList: Part[] = [];
  let pendingFixedValue = '';
  let index = 0;
  let nextNumericName = 0;
  /** Index of the last "open" token, for error messages. */
  let lastOpen = -1;
  /** Names in use, for "is a duplicate name" in constant time. */
  const names = new Set<string>();
  const segmentWildcardRegexp = generateASegmentWildcardRegexp(options);

  /** https://urlpattern.spec.whatwg.org/#try-to-consume-a-token */
  function tryToConsumeAToken(type: TokenType): Token | null {
    // The standard asserts index < size: the list ends with the one "end" token, and nothing is
    // consumed after it (consuming it ends the parse loop).
    const next = tokenList[index]!;
    if (next.type !== type) return null;
    index++;
    return next;
  }

  /** https://urlpattern.spec.whatwg.org/#try-to-consume-a-modifier-token */
  function tryToConsumeAModifierToken(): Token | null {
    return tryToConsumeAToken('other-modifier') ?? tryToConsumeAToken('asterisk');
  }

  /** https://urlpattern.spec.whatwg.org/#try-to-consume-a-regexp-or-wildcard-token */
  function tryToConsumeARegexpOrWildcardToken(nameToken: Token | null): Token | null {
    let token = tryToConsumeAToken('regexp');
    if (nameToken === null && token === null) token = tryToConsumeAToken('asterisk');
    return token;
  }

  /** https://urlpattern.spec.whatwg.org/#consume-a-required-token */
  function consumeARequiredToken(type: TokenType): Token {
    const result = tryToConsumeAToken(type);
    if (result === null) {
      const found = tokenList[index]!; // the token tryToConsumeAToken just read
      let expected = TOKEN_TEXT[type];
      if (type === 'close' && lastOpen >= 0) expected += ` to close the group opened at index ${lastOpen}`;
      throw new TypeError(`expected ${expected} but found ${describeToken(found)}`);
    }
    return result;
  }

  /** https://urlpattern.spec.whatwg.org/#consume-text */
  function consumeText(): string {
    let result = '';
    while (true) {
      const token = tryToConsumeAToken('char') ?? tryToConsumeAToken('escaped-char');
      if (token === null) break;
      result += token.value;
    }
    return result;
  }

  /** https://urlpattern.spec.whatwg.org/#maybe-add-a-part-from-the-pending-fixed-value */
  function maybeAddAPartFromThePendingFixedValue(): void {
    if (pendingFixedValue === '') return;
    const encodedValue = encodingCallback(pendingFixedValue);
    pendingFixedValue = '';
    partList.push({
      type: 'fixed-text',
      value: encodedValue,
      modifier: 'none',
      name: '',
      prefix: '',
      suffix: '',
    });
  }

  /** https://urlpattern.spec.whatwg.org/#add-a-part */
  function addAPart(
    prefix: string,
    nameToken: Token | null,
    regexpOrWildcardToken: Token | null,
    suffix: string,
    modifierToken: Token | null,
  ): void {
    const modifier: PartModifier =
      modifierToken === null ? 'none' : MODIFIERS[modifierToken.value as '?' | '*' | '+'];
    // "This was a "{foo}" grouping. We add this to the pending fixed value so that it will be
    // combined with any previous or subsequent text."
    if (nameToken === null && regexpOrWildcardToken === null && modifier === 'none') {
      pendingFixedValue += prefix;
      return;
    }
    maybeAddAPartFromThePendingFixedValue();
    // "This was a "{foo}?" grouping. The modifier means we cannot combine it with other text."
    if (nameToken === null && regexpOrWildcardToken === null) {
      if (prefix === '') return;
      const encodedValue = encodingCallback(prefix);
      partList.push({
        type: 'fixed-text',
        value: encodedValue,
        modifier,
        name: '',
        prefix: '',
        suffix: '',
      });
      return;
    }
    let regexpValue: string;
    if (regexpOrWildcardToken === null) regexpValue = segmentWildcardRegexp;
    else if (regexpOrWildcardToken.type === 'asterisk') regexpValue = FULL_WILDCARD_REGEXP_VALUE;
    else regexpValue = regexpOrWildcardToken.value;
    let type: PartType = 'regexp';
    // "We make sure to go to a regular expression first so that an equivalent "regexp" token will be
    // treated the same as a "name" or "asterisk" token."
    if (regexpValue === segmentWildcardRegexp) {
      type = 'segment-wildcard';
      regexpValue = '';
    } else if (regexpValue === FULL_WILDCARD_REGEXP_VALUE) {
      type = 'full-wildcard';
      regexpValue = '';
    }
    // (Both tokens null returned above, so a group without a name token has a regexp or wildcard.)
    let name: string;
    if (nameToken !== null) name = nameToken.value;
    else {
      name = String(nextNumericName);
      nextNumericName++;
    }
    // Only a name token can repeat a name: numbers are never reused and are not valid names.
    if (names.has(name)) {
      throw new TypeError(`duplicate group name '${name}' at index ${nameToken!.index}`);
    }
    names.add(name);
    const encodedPrefix = encodingCallback(prefix);
    const encodedSuffix = encodingCallback(suffix);
    partList.push({
      type,
      value: regexpValue,
      modifier,
      name,
      prefix: encodedPrefix,
      suffix: encodedSuffix,
    });
  }

  const prefixCodePoint = options.prefixCodePoint;
  while (index < tokenList.length) {
    const charToken = tryToConsumeAToken('char');
    let nameToken = tryToConsumeAToken('name');
    let regexpOrWildcardToken = tryToConsumeARegexpOrWildcardToken(nameToken);
    if (nameToken !== null || regexpOrWildcardToken !== null) {
      // "If there is a matching group, we need to add the part immediately."
      let prefix = '';
      if (charToken !== null) prefix = charToken.value;
      if (prefix !== '' && prefix !== prefixCodePoint) {
        pendingFixedValue += prefix;
        prefix = '';
      }
      maybeAddAPartFromThePendingFixedValue();
      const modifierToken = tryToConsumeAModifierToken();
      addAPart(prefix, nameToken, regexpOrWildcardToken, '', modifierToken);
      continue;
    }
    let fixedToken = charToken;
    if (fixedToken === null) fixedToken = tryToConsumeAToken('escaped-char');
    if (fixedToken !== null) {
      pendingFixedValue += fixedToken.value;
      continue;
    }
    const openToken = tryToConsumeAToken('open');
    if (openToken !== null) {
      lastOpen = openToken.index;
      const prefix = consumeText();
      nameToken = tryToConsumeAToken('name');
      regexpOrWildcardToken = tryToConsumeARegexpOrWildcardToken(nameToken);
      const suffix = consumeText();
      consumeARequiredToken('close');
      const modifierToken = tryToConsumeAModifierToken();
      addAPart(prefix, nameToken, regexpOrWildcardToken, suffix, modifierToken);
      continue;
    }
    maybeAddAPartFromThePendingFixedValue();
    consumeARequiredToken('end');
  }
  return partList;
}
