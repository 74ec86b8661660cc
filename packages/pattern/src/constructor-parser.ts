// Constructor string parsing: https://urlpattern.spec.whatwg.org/#constructor-string-parsing

import { canonicalizeAProtocol } from './canonicalize';
import { compileAComponent, protocolComponentMatchesASpecialScheme } from './component';
import type { URLPatternInit } from './init';
import { DEFAULT_OPTIONS } from './parser';
import { type Token, tokenize } from './tokenizer';

/** https://urlpattern.spec.whatwg.org/#constructor-string-parser-state */
export type ConstructorStringParserState =
  | 'init'
  | 'protocol'
  | 'authority'
  | 'username'
  | 'password'
  | 'hostname'
  | 'port'
  | 'pathname'
  | 'search'
  | 'hash'
  | 'done';

/** https://urlpattern.spec.whatwg.org/#parse-a-constructor-string */
export function parseAConstructorString(input: string): URLPatternInit {
  // The constructor string parser (https://urlpattern.spec.whatwg.org/#constructor-string-parser):
  // its members are locals, its algorithms local functions.

  const tokenList: Token[] = tokenize(input, 'lenient');
  const result: URLPatternInit = {};
  let componentStart = 0;
  let tokenIndex = 0;
  let tokenIncrement = 1;
  let groupDepth = 0;
  let hostnameIPv6BracketDepth = 0;
  let protocolMatchesASpecialSchemeFlag = false;
  let state = 'init' as ConstructorStringParserState;

  /** https://urlpattern.spec.whatwg.org/#change-state */
  function changeState(newState: ConstructorStringParserState, skip: number): void {
    if (state !== 'init' && state !== 'authority' && state !== 'done') result[state] = makeAComponentString();
    if (state !== 'init' && newState !== 'done') {
      const early =
        state === 'protocol' || state === 'authority' || state === 'username' || state === 'password';
      if (
        early &&
        (newState === 'port' || newState === 'pathname' || newState === 'search' || newState === 'hash') &&
        result.hostname === undefined
      )
        result.hostname = '';
      if (
        (early || state === 'hostname' || state === 'port') &&
        (newState === 'search' || newState === 'hash') &&
        result.pathname === undefined
      )
        result.pathname = protocolMatchesASpecialSchemeFlag ? '/' : '';
      if (
        (early || state === 'hostname' || state === 'port' || state === 'pathname') &&
        newState === 'hash' &&
        result.search === undefined
      )
        result.search = '';
    }
    state = newState;
    tokenIndex += skip;
    componentStart = tokenIndex;
    tokenIncrement = 0;
  }

  /** https://urlpattern.spec.whatwg.org/#rewind */
  function rewind(): void {
    tokenIndex = componentStart;
    tokenIncrement = 0;
  }

  /** https://urlpattern.spec.whatwg.org/#rewind-and-set-state */
  function rewindAndSetState(newState: ConstructorStringParserState): void {
    rewind();
    state = newState;
  }

  /**
   * https://urlpattern.spec.whatwg.org/#get-a-safe-token
   *
   * Also read where the standard indexes the token list at the token index directly (always in range
   * there: those steps run inside the parse loop), so the result is a Token, never undefined.
   */
  function getASafeToken(index: number): Token {
    if (index < tokenList.length) return tokenList[index]!;
    // The spec asserts the list is not empty: the tokenizer always ends it with an "end" token.
    return tokenList[tokenList.length - 1]!;
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-non-special-pattern-char */
  function isANonSpecialPatternChar(index: number, value: string): boolean {
    const token = getASafeToken(index);
    if (token.value !== value) return false;
    return token.type === 'char' || token.type === 'escaped-char' || token.type === 'invalid-char';
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-protocol-suffix */
  function isAProtocolSuffix(): boolean {
    return isANonSpecialPatternChar(tokenIndex, ':');
  }

  /** https://urlpattern.spec.whatwg.org/#next-is-authority-slashes */
  function nextIsAuthoritySlashes(): boolean {
    if (!isANonSpecialPatternChar(tokenIndex + 1, '/')) return false;
    if (!isANonSpecialPatternChar(tokenIndex + 2, '/')) return false;
    return true;
  }

  /** https://urlpattern.spec.whatwg.org/#is-an-identity-terminator */
  function isAnIdentityTerminator(): boolean {
    return isANonSpecialPatternChar(tokenIndex, '@');
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-password-prefix */
  function isAPasswordPrefix(): boolean {
    return isANonSpecialPatternChar(tokenIndex, ':');
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-port-prefix */
  function isAPortPrefix(): boolean {
    return isANonSpecialPatternChar(tokenIndex, ':');
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-pathname-start */
  function isAPathnameStart(): boolean {
    return isANonSpecialPatternChar(tokenIndex, '/');
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-search-prefix */
  function isASearchPrefix(): boolean {
    if (isANonSpecialPatternChar(tokenIndex, '?')) return true;
    if (getASafeToken(tokenIndex).value !== '?') return false;
    const previousIndex = tokenIndex - 1;
    if (previousIndex < 0) return true;
    const previousToken = getASafeToken(previousIndex);
    const t = previousToken.type;
    if (t === 'name' || t === 'regexp' || t === 'close' || t === 'asterisk') return false;
    return true;
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-hash-prefix */
  function isAHashPrefix(): boolean {
    return isANonSpecialPatternChar(tokenIndex, '#');
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-group-open */
  function isAGroupOpen(): boolean {
    return getASafeToken(tokenIndex).type === 'open';
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-group-close */
  function isAGroupClose(): boolean {
    return getASafeToken(tokenIndex).type === 'close';
  }

  /** https://urlpattern.spec.whatwg.org/#is-an-ipv6-open */
  function isAnIPv6Open(): boolean {
    return isANonSpecialPatternChar(tokenIndex, '[');
  }

  /** https://urlpattern.spec.whatwg.org/#is-an-ipv6-close */
  function isAnIPv6Close(): boolean {
    return isANonSpecialPatternChar(tokenIndex, ']');
  }

  /** https://urlpattern.spec.whatwg.org/#make-a-component-string */
  function makeAComponentString(): string {
    const token = getASafeToken(tokenIndex);
    const componentStartToken = getASafeToken(componentStart);
    return input.slice(componentStartToken.index, token.index);
  }

  /** https://urlpattern.spec.whatwg.org/#compute-protocol-matches-a-special-scheme-flag */
  function computeProtocolMatchesASpecialSchemeFlag(): void {
    const protocolString = makeAComponentString();
    const protocolComponent = compileAComponent(
      protocolString,
      canonicalizeAProtocol,
      DEFAULT_OPTIONS,
      'protocol',
    );
    if (protocolComponentMatchesASpecialScheme(protocolComponent)) protocolMatchesASpecialSchemeFlag = true;
  }

  while (tokenIndex < tokenList.length) {
    tokenIncrement = 1;
    if (tokenList[tokenIndex]!.type === 'end') {
      if (state === 'init') {
        // "If we reached the end of the string in the "init" state, then we failed to find a
        // protocol terminator and this has to be a relative URLPattern constructor string."
        rewind();
        if (isAHashPrefix()) changeState('hash', 1);
        else if (isASearchPrefix()) changeState('search', 1);
        else changeState('pathname', 0);
        tokenIndex += tokenIncrement;
        continue;
      }
      if (state === 'authority') {
        // "we failed to find an "@". Therefore there is no username or password."
        rewindAndSetState('hostname');
        tokenIndex += tokenIncrement;
        continue;
      }
      changeState('done', 0);
      break;
    }
    if (isAGroupOpen()) {
      groupDepth++;
      tokenIndex += tokenIncrement;
      continue;
    }
    if (groupDepth > 0) {
      if (isAGroupClose()) groupDepth--;
      else {
        tokenIndex += tokenIncrement;
        continue;
      }
    }
    switch (state) {
      case 'init':
        if (isAProtocolSuffix()) rewindAndSetState('protocol');
        break;
      case 'protocol':
        if (isAProtocolSuffix()) {
          computeProtocolMatchesASpecialSchemeFlag();
          let nextState: ConstructorStringParserState = 'pathname';
          let skip = 1;
          if (nextIsAuthoritySlashes()) {
            nextState = 'authority';
            skip = 3;
          } else if (protocolMatchesASpecialSchemeFlag) nextState = 'authority';
          changeState(nextState, skip);
        }
        break;
      case 'authority':
        if (isAnIdentityTerminator()) rewindAndSetState('username');
        else if (isAPathnameStart() || isASearchPrefix() || isAHashPrefix()) rewindAndSetState('hostname');
        break;
      case 'username':
        if (isAPasswordPrefix()) changeState('password', 1);
        else if (isAnIdentityTerminator()) changeState('hostname', 1);
        break;
      case 'password':
        if (isAnIdentityTerminator()) changeState('hostname', 1);
        break;
      case 'hostname':
        if (isAnIPv6Open()) hostnameIPv6BracketDepth++;
        else if (isAnIPv6Close()) hostnameIPv6BracketDepth--;
        else if (isAPortPrefix() && hostnameIPv6BracketDepth === 0) changeState('port', 1);
        else if (isAPathnameStart()) changeState('pathname', 0);
        else if (isASearchPrefix()) changeState('search', 1);
        else if (isAHashPrefix()) changeState('hash', 1);
        break;
      case 'port':
        if (isAPathnameStart()) changeState('pathname', 0);
        else if (isASearchPrefix()) changeState('search', 1);
        else if (isAHashPrefix()) changeState('hash', 1);
        break;
      case 'pathname':
        if (isASearchPrefix()) changeState('search', 1);
        else if (isAHashPrefix()) changeState('hash', 1);
        break;
      case 'search':
        if (isAHashPrefix()) changeState('hash', 1);
        break;
      case 'hash':
        break;
      case 'done':
        // "Assert: This step is never reached."
        break;
    }
    tokenIndex += tokenIncrement;
  }
  // "when an author does not specify a port, they usually intend the default port."
  if (result.hostname !== undefined && result.port === undefined) result.port = '';
  return result;
}
