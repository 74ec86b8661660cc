// The URL Pattern Standard's tokenizer: https://urlpattern.spec.whatwg.org/#tokenizing
//
// Indices are UTF-16 code unit offsets into the input. The standard counts code points; both give the
// same substrings because a surrogate pair is always kept whole (every step that moves by one "code
// point" here moves over a pair at once), so only the numbers in error messages differ for astral input.

import { fromCodePoint, regexpTest } from './intrinsics';

/** https://urlpattern.spec.whatwg.org/#token-type */
export type TokenType =
  | 'open'
  | 'close'
  | 'regexp'
  | 'name'
  | 'char'
  | 'escaped-char'
  | 'other-modifier'
  | 'asterisk'
  | 'end'
  | 'invalid-char';

/** https://urlpattern.spec.whatwg.org/#token */
export interface Token {
  type: TokenType;
  /** Position of the token's first code unit in the pattern string. */
  index: number;
  value: string;
}

/** https://urlpattern.spec.whatwg.org/#tokenize-policy */
export type TokenizePolicy = 'strict' | 'lenient';

// ASCII fast path for "is a valid name code point": 1 = IdentifierStart, 2 = IdentifierPart only.
const NAME_ASCII = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  for (let c = 0x41; c <= 0x5a; c++) t[c] = 1;
  for (let c = 0x61; c <= 0x7a; c++) t[c] = 1;
  t[0x24] = 1; // $
  t[0x5f] = 1; // _
  for (let c = 0x30; c <= 0x39; c++) t[c] = 2;
  return t;
})();

let idStart: RegExp | undefined;
let idPart: RegExp | undefined;

/**
 * https://urlpattern.spec.whatwg.org/#is-a-valid-name-code-point
 * "If first is true return the result of checking if code point is contained in the IdentifierStart
 * set of code points. Otherwise return the result of checking if code point is contained in the
 * IdentifierPart set of code points."
 */
export function isAValidNameCodePoint(codePoint: number, first: boolean): boolean {
  if (codePoint < 0x80) {
    if (codePoint < 0) return false;
    const k = NAME_ASCII[codePoint];
    return first ? k === 1 : k !== 0;
  }
  // ECMAScript IdentifierStart = ID_Start, $, _ ; IdentifierPart = ID_Continue, $, ZWNJ, ZWJ.
  const s = fromCodePoint(codePoint);
  if (first) return regexpTest((idStart ??= /^\p{ID_Start}$/u), s);
  return codePoint === 0x200c || codePoint === 0x200d || regexpTest((idPart ??= /^\p{ID_Continue}$/u), s);
}

/** Code point at `i` (a surrogate pair read whole) and the index after it. */
function codePointAt(input: string, i: number): number {
  const c = input.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < input.length) {
    const d = input.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
  }
  return c;
}

function describe(input: string, i: number): string {
  if (i >= input.length) return 'the end of the pattern';
  const cp = codePointAt(input, i);
  return `'${String.fromCodePoint(cp)}' at index ${i}`;
}

/**
 * https://urlpattern.spec.whatwg.org/#tokenize
 *
 * With the "strict" policy a tokenizing error throws a TypeError that names the position and what
 * was expected; with "lenient" it becomes an "invalid-char" token.
 */
export function tokenize(input: string, policy: TokenizePolicy): Token[] {
  const tokens: Token[] = [];
  const length = input.length;
  const strict = policy === 'strict';
  let index = 0;

  // "process a tokenizing error"
  const error = (nextPosition: number, valuePosition: number, message: string): void => {
    if (strict) throw new TypeError(message);
    tokens.push({ type: 'invalid-char', index, value: input.slice(valuePosition, nextPosition) });
    index = nextPosition;
  };
  const add = (type: TokenType, nextPosition: number, valuePosition: number, valueEnd: number): void => {
    tokens.push({ type, index, value: input.slice(valuePosition, valueEnd) });
    index = nextPosition;
  };

  while (index < length) {
    const c = input.charCodeAt(index);
    // Width of the code point at `index` (2 for a surrogate pair).
    const cp = codePointAt(input, index);
    const next = index + (cp > 0xffff ? 2 : 1);
    switch (c) {
      case 0x2a: // *
        add('asterisk', next, index, next);
        continue;
      case 0x2b: // +
      case 0x3f: // ?
        add('other-modifier', next, index, next);
        continue;
      case 0x5c: {
        // \
        if (next >= length) {
          error(next, index, `a backslash at index ${index} must be followed by the character to escape`);
          continue;
        }
        const escapedIndex = next;
        const ecp = codePointAt(input, escapedIndex);
        const after = escapedIndex + (ecp > 0xffff ? 2 : 1);
        add('escaped-char', after, escapedIndex, after);
        continue;
      }
      case 0x7b: // {
        add('open', next, index, next);
        continue;
      case 0x7d: // }
        add('close', next, index, next);
        continue;
      case 0x3a: {
        // :
        let namePosition = next;
        const nameStart = namePosition;
        while (namePosition < length) {
          const ncp = codePointAt(input, namePosition);
          if (!isAValidNameCodePoint(ncp, namePosition === nameStart)) break;
          namePosition += ncp > 0xffff ? 2 : 1;
        }
        if (namePosition <= nameStart) {
          error(
            nameStart,
            index,
            `':' at index ${index} must be followed by a group name, found ${describe(input, nameStart)}`,
          );
          continue;
        }
        add('name', namePosition, nameStart, namePosition);
        continue;
      }
      case 0x28: {
        // (
        let depth = 1;
        let regexpPosition = next;
        const regexpStart = regexpPosition;
        // what went wrong, if anything ("process a tokenizing error" with regexpStart)
        let problem = '';
        while (regexpPosition < length) {
          const rc = input.charCodeAt(regexpPosition);
          if (rc >= 0x80) {
            problem = `contains the non-ASCII character ${describe(input, regexpPosition)}`;
            break;
          }
          if (regexpPosition === regexpStart && rc === 0x3f) {
            problem = `cannot start with '?' (write '((?:...))')`;
            break;
          }
          if (rc === 0x5c) {
            if (regexpPosition === length - 1) {
              problem = 'is unterminated: the pattern ends with a backslash';
              break;
            }
            if (input.charCodeAt(regexpPosition + 1) >= 0x80) {
              problem = `contains the non-ASCII character ${describe(input, regexpPosition + 1)}`;
              break;
            }
            regexpPosition += 2;
            continue;
          }
          if (rc === 0x29) {
            // )
            if (--depth === 0) {
              regexpPosition++;
              break;
            }
          } else if (rc === 0x28) {
            // (
            depth++;
            if (regexpPosition === length - 1) break;
            if (input.charCodeAt(regexpPosition + 1) !== 0x3f) {
              problem = `has a capturing group '(' at index ${regexpPosition} (use '(?:...)')`;
              break;
            }
          }
          regexpPosition++;
        }
        if (problem === '' && depth !== 0) problem = 'is unterminated';
        else if (problem === '' && regexpPosition - regexpStart === 1) problem = "is empty '()'";
        if (problem !== '') {
          error(regexpStart, index, `regexp group starting at index ${index} ${problem}`);
          continue;
        }
        add('regexp', regexpPosition, regexpStart, regexpPosition - 1);
        continue;
      }
      default:
        add('char', next, index, next);
    }
  }
  tokens.push({ type: 'end', index, value: '' });
  return tokens;
}
