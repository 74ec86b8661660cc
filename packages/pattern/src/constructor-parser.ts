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

/** https://urlpattern.spec.whatwg.org/#constructor-string-parser */
class ConstructorStringParser {
  result: URLPatternInit = {};
  componentStart = 0;
  tokenIndex = 0;
  tokenIncrement = 1;
  groupDepth = 0;
  hostnameIPv6BracketDepth = 0;
  protocolMatchesASpecialSchemeFlag = false;
  state: ConstructorStringParserState = 'init';

  constructor(
    readonly input: string,
    readonly tokenList: Token[],
  ) {}

  /** https://urlpattern.spec.whatwg.org/#change-state */
  changeState(newState: ConstructorStringParserState, skip: number): void {
    const state = this.state;
    const result = this.result;
    if (state !== 'init' && state !== 'authority' && state !== 'done')
      result[state] = this.makeAComponentString();
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
        result.pathname = this.protocolMatchesASpecialSchemeFlag ? '/' : '';
      if (
        (early || state === 'hostname' || state === 'port' || state === 'pathname') &&
        newState === 'hash' &&
        result.search === undefined
      )
        result.search = '';
    }
    this.state = newState;
    this.tokenIndex += skip;
    this.componentStart = this.tokenIndex;
    this.tokenIncrement = 0;
  }

  /** https://urlpattern.spec.whatwg.org/#rewind */
  rewind(): void {
    this.tokenIndex = this.componentStart;
    this.tokenIncrement = 0;
  }

  /** https://urlpattern.spec.whatwg.org/#rewind-and-set-state */
  rewindAndSetState(state: ConstructorStringParserState): void {
    this.rewind();
    this.state = state;
  }

  /** https://urlpattern.spec.whatwg.org/#get-a-safe-token */
  getASafeToken(index: number): Token {
    const list = this.tokenList;
    if (index < list.length) return list[index];
    return list[list.length - 1];
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-non-special-pattern-char */
  isANonSpecialPatternChar(index: number, value: string): boolean {
    const token = this.getASafeToken(index);
    if (token.value !== value) return false;
    return token.type === 'char' || token.type === 'escaped-char' || token.type === 'invalid-char';
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-protocol-suffix */
  isAProtocolSuffix(): boolean {
    return this.isANonSpecialPatternChar(this.tokenIndex, ':');
  }

  /** https://urlpattern.spec.whatwg.org/#next-is-authority-slashes */
  nextIsAuthoritySlashes(): boolean {
    if (!this.isANonSpecialPatternChar(this.tokenIndex + 1, '/')) return false;
    if (!this.isANonSpecialPatternChar(this.tokenIndex + 2, '/')) return false;
    return true;
  }

  /** https://urlpattern.spec.whatwg.org/#is-an-identity-terminator */
  isAnIdentityTerminator(): boolean {
    return this.isANonSpecialPatternChar(this.tokenIndex, '@');
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-password-prefix */
  isAPasswordPrefix(): boolean {
    return this.isANonSpecialPatternChar(this.tokenIndex, ':');
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-port-prefix */
  isAPortPrefix(): boolean {
    return this.isANonSpecialPatternChar(this.tokenIndex, ':');
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-pathname-start */
  isAPathnameStart(): boolean {
    return this.isANonSpecialPatternChar(this.tokenIndex, '/');
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-search-prefix */
  isASearchPrefix(): boolean {
    if (this.isANonSpecialPatternChar(this.tokenIndex, '?')) return true;
    if (this.tokenList[this.tokenIndex].value !== '?') return false;
    const previousIndex = this.tokenIndex - 1;
    if (previousIndex < 0) return true;
    const previousToken = this.getASafeToken(previousIndex);
    const t = previousToken.type;
    if (t === 'name' || t === 'regexp' || t === 'close' || t === 'asterisk') return false;
    return true;
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-hash-prefix */
  isAHashPrefix(): boolean {
    return this.isANonSpecialPatternChar(this.tokenIndex, '#');
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-group-open */
  isAGroupOpen(): boolean {
    return this.tokenList[this.tokenIndex].type === 'open';
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-group-close */
  isAGroupClose(): boolean {
    return this.tokenList[this.tokenIndex].type === 'close';
  }

  /** https://urlpattern.spec.whatwg.org/#is-an-ipv6-open */
  isAnIPv6Open(): boolean {
    return this.isANonSpecialPatternChar(this.tokenIndex, '[');
  }

  /** https://urlpattern.spec.whatwg.org/#is-an-ipv6-close */
  isAnIPv6Close(): boolean {
    return this.isANonSpecialPatternChar(this.tokenIndex, ']');
  }

  /** https://urlpattern.spec.whatwg.org/#make-a-component-string */
  makeAComponentString(): string {
    const token = this.tokenList[this.tokenIndex];
    const componentStartToken = this.getASafeToken(this.componentStart);
    return this.input.slice(componentStartToken.index, token.index);
  }

  /** https://urlpattern.spec.whatwg.org/#compute-protocol-matches-a-special-scheme-flag */
  computeProtocolMatchesASpecialSchemeFlag(): void {
    const protocolString = this.makeAComponentString();
    const protocolComponent = compileAComponent(
      protocolString,
      canonicalizeAProtocol,
      DEFAULT_OPTIONS,
      'protocol',
    );
    if (protocolComponentMatchesASpecialScheme(protocolComponent))
      this.protocolMatchesASpecialSchemeFlag = true;
  }
}

/** https://urlpattern.spec.whatwg.org/#parse-a-constructor-string */
export function parseAConstructorString(input: string): URLPatternInit {
  const parser = new ConstructorStringParser(input, tokenize(input, 'lenient'));
  const tokens = parser.tokenList;
  while (parser.tokenIndex < tokens.length) {
    parser.tokenIncrement = 1;
    if (tokens[parser.tokenIndex].type === 'end') {
      if (parser.state === 'init') {
        // "If we reached the end of the string in the "init" state, then we failed to find a
        // protocol terminator and this has to be a relative URLPattern constructor string."
        parser.rewind();
        if (parser.isAHashPrefix()) parser.changeState('hash', 1);
        else if (parser.isASearchPrefix()) parser.changeState('search', 1);
        else parser.changeState('pathname', 0);
        parser.tokenIndex += parser.tokenIncrement;
        continue;
      }
      if (parser.state === 'authority') {
        // "we failed to find an "@". Therefore there is no username or password."
        parser.rewindAndSetState('hostname');
        parser.tokenIndex += parser.tokenIncrement;
        continue;
      }
      parser.changeState('done', 0);
      break;
    }
    if (parser.isAGroupOpen()) {
      parser.groupDepth++;
      parser.tokenIndex += parser.tokenIncrement;
      continue;
    }
    if (parser.groupDepth > 0) {
      if (parser.isAGroupClose()) parser.groupDepth--;
      else {
        parser.tokenIndex += parser.tokenIncrement;
        continue;
      }
    }
    switch (parser.state) {
      case 'init':
        if (parser.isAProtocolSuffix()) parser.rewindAndSetState('protocol');
        break;
      case 'protocol':
        if (parser.isAProtocolSuffix()) {
          parser.computeProtocolMatchesASpecialSchemeFlag();
          let nextState: ConstructorStringParserState = 'pathname';
          let skip = 1;
          if (parser.nextIsAuthoritySlashes()) {
            nextState = 'authority';
            skip = 3;
          } else if (parser.protocolMatchesASpecialSchemeFlag) nextState = 'authority';
          parser.changeState(nextState, skip);
        }
        break;
      case 'authority':
        if (parser.isAnIdentityTerminator()) parser.rewindAndSetState('username');
        else if (parser.isAPathnameStart() || parser.isASearchPrefix() || parser.isAHashPrefix())
          parser.rewindAndSetState('hostname');
        break;
      case 'username':
        if (parser.isAPasswordPrefix()) parser.changeState('password', 1);
        else if (parser.isAnIdentityTerminator()) parser.changeState('hostname', 1);
        break;
      case 'password':
        if (parser.isAnIdentityTerminator()) parser.changeState('hostname', 1);
        break;
      case 'hostname':
        if (parser.isAnIPv6Open()) parser.hostnameIPv6BracketDepth++;
        else if (parser.isAnIPv6Close()) parser.hostnameIPv6BracketDepth--;
        else if (parser.isAPortPrefix() && parser.hostnameIPv6BracketDepth === 0)
          parser.changeState('port', 1);
        else if (parser.isAPathnameStart()) parser.changeState('pathname', 0);
        else if (parser.isASearchPrefix()) parser.changeState('search', 1);
        else if (parser.isAHashPrefix()) parser.changeState('hash', 1);
        break;
      case 'port':
        if (parser.isAPathnameStart()) parser.changeState('pathname', 0);
        else if (parser.isASearchPrefix()) parser.changeState('search', 1);
        else if (parser.isAHashPrefix()) parser.changeState('hash', 1);
        break;
      case 'pathname':
        if (parser.isASearchPrefix()) parser.changeState('search', 1);
        else if (parser.isAHashPrefix()) parser.changeState('hash', 1);
        break;
      case 'search':
        if (parser.isAHashPrefix()) parser.changeState('hash', 1);
        break;
      case 'hash':
        break;
      case 'done':
        // "Assert: This step is never reached."
        break;
    }
    parser.tokenIndex += parser.tokenIncrement;
  }
  // "when an author does not specify a port, they usually intend the default port."
  if (parser.result.hostname !== undefined && parser.result.port === undefined) parser.result.port = '';
  return parser.result;
}
