// The URLPattern class and the URL pattern struct's high-level operations:
// https://urlpattern.spec.whatwg.org/#urlpattern-class

import {
  canonicalizeAHash,
  canonicalizeAHostname,
  canonicalizeAnIPv6Hostname,
  canonicalizeAnOpaquePathname,
  canonicalizeAPassword,
  canonicalizeAPathname,
  canonicalizeAPort,
  canonicalizeAProtocol,
  canonicalizeASearch,
  canonicalizeAUsername,
} from './canonicalize';
import { comparePartList } from './compare';
import {
  buildGroups,
  type Component,
  compileAComponent,
  hostnamePatternIsAnIPv6Address,
  protocolComponentMatchesASpecialScheme,
} from './component';
import { parseAConstructorString } from './constructor-parser';
import { quote } from './errors';
import { generateComponent } from './generate';
import { COMPONENT_NAMES, processAURLPatternInit, type URLPatternInit } from './init';
import { CODE_WILDCARD, type ComponentMatcher, execRangeOf, literalValue, testRangeOf } from './matcher';
import {
  DEFAULT_OPTIONS,
  DEFAULT_OPTIONS_IGNORE_CASE,
  HOSTNAME_OPTIONS,
  type Options,
  PATHNAME_OPTIONS,
} from './parser';
import { regexpWarnings, type URLPatternWarning } from './safety';
import { defaultPort, isSpecialScheme } from './url-backend';
import {
  componentAt,
  EMPTY_PATH_INPUT,
  OFFSETS_LENGTH,
  readURL,
  SCHEME_ID,
  type ScanChecker,
  STOP_AFTER_AUTHORITY,
  STOP_AFTER_PATH,
  STOP_NEVER,
  scanCommonURL,
  schemeOf,
  type URLComponents,
} from './url-split';
import { type ConvertedInput, isDictionaryLike, toURLPatternInput, toUSVString } from './webidl';

export type { URLPatternInit } from './init';
export type { URLPatternWarning } from './safety';

/** https://urlpattern.spec.whatwg.org/#typedefdef-urlpatterninput */
export type URLPatternInput = string | URLPatternInit;

/**
 * https://urlpattern.spec.whatwg.org/#dictdef-urlpatternoptions, plus this package's safety options
 * (not in the standard; all off by default).
 */
export interface URLPatternOptions {
  /** https://urlpattern.spec.whatwg.org/#dom-urlpatternoptions-ignorecase */
  ignoreCase?: boolean;
  /** Longest accepted constructor string or component pattern string, in UTF-16 code units. */
  maxPatternLength?: number;
  /** Most groups (named and anonymous, all components together) a pattern may have. */
  maxGroups?: number;
  /** Throw a TypeError instead of warning when a regexp group looks like it can backtrack badly. */
  rejectUnsafeRegExp?: boolean;
  /** Receives a warning for each regexp group that looks like it can backtrack badly. */
  onWarning?: (warning: URLPatternWarning) => void;
}

/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatterncomponentresult */
export interface URLPatternComponentResult {
  input: string;
  groups: Record<string, string | undefined>;
}

/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatternresult */
export interface URLPatternResult {
  inputs: URLPatternInput[];
  protocol: URLPatternComponentResult;
  username: URLPatternComponentResult;
  password: URLPatternComponentResult;
  hostname: URLPatternComponentResult;
  port: URLPatternComponentResult;
  pathname: URLPatternComponentResult;
  search: URLPatternComponentResult;
  hash: URLPatternComponentResult;
}

export type URLPatternComponent = (typeof COMPONENT_NAMES)[number];

/** One value per component, in the standard's order (protocol, username, ..., hash). */
export type PerComponent<T> = readonly [T, T, T, T, T, T, T, T];

/** Group names per component, as `URLPattern#groupNames` returns them. */
export type URLPatternGroupNames = Readonly<Record<URLPatternComponent, readonly string[]>>;

/** https://urlpattern.spec.whatwg.org/#url-pattern: the eight components, in the standard's order. */
export interface URLPatternRecord {
  readonly components: PerComponent<Component>;
  /** The components' matchers, in the same order. */
  readonly matchers: PerComponent<ComponentMatcher>;
  /** Each matcher's `code` (read from here rather than from six matcher classes). */
  readonly codes: Uint8Array;
  /** The hostname when the hostname pattern is plain text (see `scanCommonURL`), else null. */
  readonly hostLiteral: string | null;
  /** The pathname when the pathname pattern is plain text matched case-sensitively, else null. */
  readonly pathLiteral: string | null;
  /** Bit k set when component k is not a lone "*" (what a test has to check). */
  readonly testMask: number;
  /** Bit k set when component k is a lone "*" that always captures its input, `(.*)`. */
  readonly wildcards: number;
  /** How `exec` builds each component's groups (GROUPS_INPUT, GROUPS_NONE, GROUPS_ZERO or GROUPS_NAMED). */
  readonly groupKinds: Uint8Array;
  /** Each component's group name list (`components[k].groupNameList`, one load closer). */
  readonly groupNames: PerComponent<readonly string[]>;
  /** What `scanCommonURL` checks for `test`. */
  readonly testChecker: ScanChecker;
  /** What `scanCommonURL` checks for `exec` (it keeps the group values). */
  readonly execChecker: Checker;
  /** https://urlpattern.spec.whatwg.org/#url-pattern-has-regexp-groups */
  readonly hasRegexpGroups: boolean;
}

/**
 * Tests components while a URL string is scanned (`test`), or runs their matchers and keeps their
 * group values (`exec`, with `values`).
 */
class Checker implements ScanChecker {
  constructor(
    readonly matchers: PerComponent<ComponentMatcher>,
    readonly codes: Uint8Array,
    readonly mask: number,
    readonly stop: number,
    readonly hostLiteral: string | null,
    /** The group values of each component checked by the last scan (exec), or null (test). */
    readonly values: ((string | undefined)[] | null)[] | null,
    /** Bit k set when component k's group values are kept (exec, a component with groups). */
    readonly keep: number,
  ) {}
  check(k: number, input: string, start: number, end: number): boolean {
    // (k is a component index, 0 to 7: the scan checks the components it reads)
    if ((this.keep & (1 << k)) === 0)
      return testRangeOf(this.matchers[k]!, this.codes[k]!, input, start, end);
    return (this.values![k] = execRangeOf(this.matchers[k]!, this.codes[k]!, input, start, end)) !== null;
  }
}

/**
 * Each component's encoding callback (https://urlpattern.spec.whatwg.org/#url-pattern-create): the
 * hostname's is the IPv6 one for an IPv6 pattern, the pathname's the special one when the protocol
 * component matches a special scheme (both decided in `createAURLPattern`).
 */
const ENCODING_CALLBACKS = [
  canonicalizeAProtocol,
  canonicalizeAUsername,
  canonicalizeAPassword,
  canonicalizeAHostname,
  canonicalizeAPort,
  canonicalizeAnOpaquePathname,
  canonicalizeASearch,
  canonicalizeAHash,
];

/** `exec` groups of a lone "*" that always captures its input: { 0: input }. */
const GROUPS_INPUT = 0;
/** `exec` groups of a component without groups: {}. */
const GROUPS_NONE = 1;
/** `exec` groups of a component whose one group is named "0": { 0: value }. */
const GROUPS_ZERO = 2;
/** `exec` groups of any other component: its names paired with its values. */
const GROUPS_NAMED = 3;

const PROTOCOL = 0;
const USERNAME = 1;
const PASSWORD = 2;
const HOSTNAME = 3;
const PORT = 4;
const PATHNAME = 5;
const SEARCH = 6;
const HASH = 7;

/**
 * https://urlpattern.spec.whatwg.org/#url-pattern-create
 *
 * `input` and `baseURL` are already converted (strings, or a URLPatternInit with string members).
 */
export function createAURLPattern(
  input: ConvertedInput,
  baseURL: string | null,
  options: URLPatternOptions = {},
): URLPatternRecord {
  const maxLength = options.maxPatternLength;
  let init: URLPatternInit;
  if (typeof input === 'string') {
    checkLength('constructor string', input, maxLength);
    init = parseAConstructorString(input);
    if (baseURL === null && init.protocol === undefined)
      throw new TypeError(
        `Invalid URLPattern ${quote(input)}: a relative pattern string needs a baseURL (or write the protocol, as in "https://...")`,
      );
    if (baseURL !== null) init.baseURL = baseURL;
  } else {
    if (baseURL !== null)
      throw new TypeError('Invalid URLPattern: a baseURL argument is only allowed with a pattern string');
    init = input;
  }
  const processedInit = processAURLPatternInit(
    init,
    'pattern',
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
  );
  const values = COMPONENT_NAMES.map((name) => {
    const v = processedInit[name];
    const value = v === undefined ? '*' : v;
    if (maxLength !== undefined) checkLength(`${name} pattern`, value, maxLength);
    return value;
  }) as unknown as [string, string, string, string, string, string, string, string];
  // "If processedInit["protocol"] is a special scheme and processedInit["port"] is a string which
  // represents its corresponding default port in radix-10 using ASCII digits then set
  // processedInit["port"] to the empty string."
  if (isSpecialScheme(values[PROTOCOL])) {
    const port = defaultPort(values[PROTOCOL]);
    if (port !== null && values[PORT] === String(port)) values[PORT] = '';
  }
  const components = new Array(8) as unknown as [
    Component,
    Component,
    Component,
    Component,
    Component,
    Component,
    Component,
    Component,
  ];
  const budget = options.maxGroups === undefined ? undefined : { used: 0, max: options.maxGroups };
  const ignoreCase = options.ignoreCase === true;
  // "a copy of the default options with the ignore case property set to options["ignoreCase"]"
  const compileOptions: Options = ignoreCase ? DEFAULT_OPTIONS_IGNORE_CASE : DEFAULT_OPTIONS;
  for (let k = 0; k < 8; k++) {
    let callback = ENCODING_CALLBACKS[k]!;
    let componentOptions = k < PATHNAME ? DEFAULT_OPTIONS : compileOptions;
    if (k === HOSTNAME) {
      componentOptions = HOSTNAME_OPTIONS;
      if (hostnamePatternIsAnIPv6Address(values[HOSTNAME])) callback = canonicalizeAnIPv6Hostname;
    } else if (k === PATHNAME && protocolComponentMatchesASpecialScheme(components[PROTOCOL])) {
      callback = canonicalizeAPathname;
      componentOptions = ignoreCase ? { ...PATHNAME_OPTIONS, ignoreCase: true } : PATHNAME_OPTIONS;
    }
    components[k] = compileAComponent(values[k]!, callback, componentOptions, COMPONENT_NAMES[k], budget);
  }
  let hasRegexpGroups = false;
  for (let i = 0; i < 8; i++) {
    const component = components[i]!;
    if (!component.hasRegexpGroups) continue;
    hasRegexpGroups = true;
    // Exactly the regexp groups that do not run in linear time are reported (safety.ts).
    if (options.onWarning === undefined && options.rejectUnsafeRegExp !== true) continue;
    const name = COMPONENT_NAMES[i]!;
    for (const warning of regexpWarnings(name, component.regexpGroups)) {
      if (options.rejectUnsafeRegExp === true)
        throw new TypeError(`Invalid ${name} pattern ${quote(values[i]!)}: ${warning.message}`);
      options.onWarning!(warning);
    }
  }
  const matchers = components.map((c) => c.matcher) as unknown as PerComponent<ComponentMatcher>;
  const codes = new Uint8Array(8);
  const groupNames = components.map((c) => c.groupNameList) as unknown as PerComponent<readonly string[]>;
  const groupKinds = new Uint8Array(8);
  let testMask = 0;
  let wildcards = 0;
  let keep = 0;
  for (let k = 0; k < 8; k++) {
    const matcher = matchers[k]!;
    const names = groupNames[k]!;
    codes[k] = matcher.code;
    if (matcher.code !== CODE_WILDCARD) testMask |= 1 << k;
    // (a full wildcard named otherwise, ":name(.*)", keeps its name: its matcher runs in exec)
    else if (!(matcher as { optional?: boolean }).optional && names[0] === '0') {
      wildcards |= 1 << k;
      groupKinds[k] = GROUPS_INPUT;
      continue;
    }
    groupKinds[k] =
      names.length === 0 ? GROUPS_NONE : names.length === 1 && names[0] === '0' ? GROUPS_ZERO : GROUPS_NAMED;
    if (names.length !== 0) keep |= 1 << k;
  }
  // A test may stop reading the URL once the components left are lone "*"s (search and hash, or
  // pathname, search and hash).
  const testStop =
    (testMask & 0xc0) !== 0 ? STOP_NEVER : (testMask & 0x20) === 0 ? STOP_AFTER_AUTHORITY : STOP_AFTER_PATH;
  const hostLiteral = literalValue(matchers[HOSTNAME]);
  return {
    components,
    matchers,
    codes,
    hostLiteral,
    pathLiteral: literalValue(matchers[PATHNAME]),
    testMask,
    wildcards,
    groupKinds,
    groupNames,
    testChecker: new Checker(matchers, codes, testMask, testStop, hostLiteral, null, 0),
    // exec runs every matcher but those of the lone "*"s whose group is their input, and keeps the
    // values of those with groups
    execChecker: new Checker(
      matchers,
      codes,
      ~wildcards & 0xff,
      STOP_NEVER,
      hostLiteral,
      [null, null, null, null, null, null, null, null],
      keep,
    ),
    hasRegexpGroups,
  };
}

function checkLength(what: string, value: string, max: number | undefined): void {
  if (max !== undefined && value.length > max)
    throw new TypeError(
      `Invalid URLPattern: the ${what} is ${value.length} code units long, more than maxPatternLength (${max})`,
    );
}

/**
 * The eight strings `match` compares, from a converted input: null when the input does not parse
 * (the standard's "return null"). Throws the TypeError of a dictionary input given with a baseURL.
 */
export function readMatchInput(
  input: ConvertedInput,
  baseURLString: string | undefined,
): URLComponents | null {
  if (typeof input !== 'string') {
    if (baseURLString !== undefined)
      throw new TypeError('URLPattern: a baseURL argument is only allowed with a URL string input');
    let applyResult: URLPatternInit;
    try {
      applyResult = processAURLPatternInit(input, 'url', '', '', '', '', '', '', '', '');
    } catch {
      return null;
    }
    return COMPONENT_NAMES.map((name) => applyResult[name]!) as URLComponents;
  }
  // "Let baseURL be the result of running the basic URL parser on baseURLString", then "Let url be
  // the result of running the basic URL parser on input with baseURL": failure of either is null.
  const url = readURL(input, baseURLString);
  return url === null ? null : url.components;
}

/** Whether every component matches, on a URL held as a string and component offsets. */
export function testOffsets(record: URLPatternRecord, input: string, offsets: Int32Array): boolean {
  const m = record.matchers;
  const mask = record.testMask;
  // (offsets holds OFFSETS_LENGTH = 17 entries, two per component, then the scheme id)
  for (let k = 0; k < 8; k++) {
    if ((mask & (1 << k)) === 0) continue; // a lone "*"
    const start = offsets[2 * k]!;
    if (
      start === -1
        ? !m[k]!.test('/', true)
        : !testRangeOf(m[k]!, record.codes[k]!, input, start, offsets[2 * k + 1]!)
    )
      return false;
  }
  return true;
}

/**
 * Builds the URLPatternResult for a URL held as a string and component offsets, once `testOffsets`
 * said that every component matches (so every matcher returns its values).
 */
export function execOffsets(
  record: URLPatternRecord,
  input: string,
  offsets: Int32Array,
  inputs: URLPatternInput[],
): URLPatternResult {
  const values = new Array(8) as unknown as [string, string, string, string, string, string, string, string];
  const groups: (string | undefined)[][] = new Array(8);
  const m = record.matchers;
  for (let k = 0; k < 8; k++) {
    const start = offsets[2 * k]!;
    groups[k] = (start === -1 ? m[k]!.exec('/', true) : m[k]!.execRange(input, start, offsets[2 * k + 1]!))!;
    values[k] = componentAt(input, offsets, k);
  }
  return buildResult(record, inputs, values, groups);
}

/** The URLPatternResult from the group values `scanCommonURL` collected for `exec`. */
function resultOfScan(record: URLPatternRecord, input: string, o: Int32Array): URLPatternResult {
  // Strings the pattern already holds are reused: a matched plain-text hostname or pathname is the
  // pattern's own text, and a special scheme is a constant. Members in the order the dictionary's
  // conversion to JavaScript creates them (see `buildResult`); the most common kind of component,
  // a lone "*", is built in place.
  const g = record.execChecker.values!;
  const kinds = record.groupKinds;
  // (o holds OFFSETS_LENGTH = 17 entries, two per component, then the scheme id)
  const hash = rangeOf(input, o[14]!, o[15]!);
  const hostname = record.hostLiteral ?? input.slice(o[6], o[7]);
  const password = rangeOf(input, o[4]!, o[5]!);
  const pathname = record.pathLiteral ?? (o[10] === -1 ? EMPTY_PATH_INPUT : input.slice(o[10], o[11]));
  const port = rangeOf(input, o[8]!, o[9]!);
  const protocol = schemeOf(input, o[1]!, o[SCHEME_ID]!);
  const search = rangeOf(input, o[12]!, o[13]!);
  const username = rangeOf(input, o[2]!, o[3]!);
  return {
    hash: kinds[HASH] === GROUPS_INPUT ? inputResult(hash) : componentResult(record, HASH, hash, g),
    hostname:
      kinds[HOSTNAME] === GROUPS_INPUT
        ? inputResult(hostname)
        : componentResult(record, HOSTNAME, hostname, g),
    inputs: [input],
    password:
      kinds[PASSWORD] === GROUPS_INPUT
        ? inputResult(password)
        : componentResult(record, PASSWORD, password, g),
    pathname:
      kinds[PATHNAME] === GROUPS_INPUT
        ? inputResult(pathname)
        : componentResult(record, PATHNAME, pathname, g),
    port: kinds[PORT] === GROUPS_INPUT ? inputResult(port) : componentResult(record, PORT, port, g),
    protocol:
      kinds[PROTOCOL] === GROUPS_INPUT
        ? inputResult(protocol)
        : componentResult(record, PROTOCOL, protocol, g),
    search: kinds[SEARCH] === GROUPS_INPUT ? inputResult(search) : componentResult(record, SEARCH, search, g),
    username:
      kinds[USERNAME] === GROUPS_INPUT
        ? inputResult(username)
        : componentResult(record, USERNAME, username, g),
  };
}

/** The match result of a lone "*" that captures its input (GROUPS_INPUT). */
function inputResult(input: string): URLPatternComponentResult {
  return { groups: { 0: input }, input };
}

/** input[start, end), without a call for the empty string (port, query and fragment often are). */
function rangeOf(input: string, start: number, end: number): string {
  return start === end ? '' : input.slice(start, end);
}

/**
 * https://urlpattern.spec.whatwg.org/#url-pattern-match, its last steps: the result, with each
 * component's match result (https://urlpattern.spec.whatwg.org/#create-a-component-match-result).
 * `values` are the components' inputs, `groups` their matchers' group values. Members in the order the
 * dictionary's conversion to JavaScript creates them.
 */
function buildResult(
  record: URLPatternRecord,
  inputs: URLPatternInput[],
  values: PerComponent<string>,
  groups: readonly ((string | undefined)[] | null)[],
): URLPatternResult {
  return {
    hash: componentResult(record, HASH, values[HASH], groups),
    hostname: componentResult(record, HOSTNAME, values[HOSTNAME], groups),
    inputs,
    password: componentResult(record, PASSWORD, values[PASSWORD], groups),
    pathname: componentResult(record, PATHNAME, values[PATHNAME], groups),
    port: componentResult(record, PORT, values[PORT], groups),
    protocol: componentResult(record, PROTOCOL, values[PROTOCOL], groups),
    search: componentResult(record, SEARCH, values[SEARCH], groups),
    username: componentResult(record, USERNAME, values[USERNAME], groups),
  };
}

/**
 * Component k's match result: a lone "*" that always captures its input, `(.*)` (a bit in
 * `record.wildcards`), has the groups { 0: input }; any other pairs its group name list with the
 * values its matcher returned.
 */
function componentResult(
  record: URLPatternRecord,
  k: number,
  input: string,
  groups: readonly ((string | undefined)[] | null)[],
): URLPatternComponentResult {
  // (object literals for the common kinds: a literal's shape is known where it is written, while
  // keys added one by one go through a generic store)
  switch (record.groupKinds[k]) {
    case GROUPS_INPUT:
      return inputResult(input);
    case GROUPS_NONE:
      return { groups: {}, input };
    case GROUPS_ZERO:
      return { groups: { 0: groups[k]![0] }, input };
    default:
      return { groups: buildGroups(record.groupNames[k]!, groups[k]!), input };
  }
}

/** The eight component strings as one string plus offsets (the form `testOffsets` reads). */
export function toOffsets(values: URLComponents): [string, Int32Array] {
  const offsets = new Int32Array(OFFSETS_LENGTH);
  let s = '';
  for (let k = 0; k < 8; k++) {
    offsets[2 * k] = s.length;
    s += values[k];
    offsets[2 * k + 1] = s.length;
  }
  return [s, offsets];
}

const scratchOffsets = new Int32Array(OFFSETS_LENGTH);

/**
 * https://urlpattern.spec.whatwg.org/#url-pattern-match
 * `input` is converted already; `baseURLString` is undefined when not given.
 */
export function matchAURLPattern(
  urlPattern: URLPatternRecord,
  input: ConvertedInput,
  baseURLString?: string,
): URLPatternResult | null {
  const values = readMatchInput(input, baseURLString);
  if (values === null) return null;
  const inputs: URLPatternInput[] =
    typeof input === 'string' && baseURLString !== undefined ? [input, baseURLString] : [input];
  const [s, offsets] = toOffsets(values);
  return testOffsets(urlPattern, s, offsets) ? execOffsets(urlPattern, s, offsets, inputs) : null;
}

let recordOf: (pattern: URLPattern) => URLPatternRecord;

/**
 * The URLPattern object's associated URL pattern
 * (https://urlpattern.spec.whatwg.org/#urlpattern-associated-url-pattern), for URLPatternList and
 * the extras. Not a spec algorithm: an accessor for the private field.
 */
export function urlPatternRecord(pattern: URLPattern): URLPatternRecord {
  return recordOf(pattern);
}

/** https://urlpattern.spec.whatwg.org/#urlpattern */
export class URLPattern {
  readonly #record: URLPatternRecord;
  #groupNames: URLPatternGroupNames | undefined;

  static {
    recordOf = (pattern) => pattern.#record;
  }

  /**
   * https://urlpattern.spec.whatwg.org/#dom-urlpattern-urlpattern and
   * https://urlpattern.spec.whatwg.org/#dom-urlpattern-urlpattern-input-options:
   * `new URLPattern(input, baseURL, options)` or `new URLPattern(input, options)`.
   */
  constructor(input?: URLPatternInput, baseURL?: string, options?: URLPatternOptions);
  constructor(input?: URLPatternInput, options?: URLPatternOptions);
  constructor(...args: unknown[]) {
    const converted = toURLPatternInput(args[0]);
    let baseURL: string | null = null;
    let options: unknown;
    // Web IDL overload resolution: three arguments, or a second argument that is not undefined,
    // null or an object, select the (input, baseURL, options) overload.
    if (args.length >= 3 || (args.length === 2 && !isDictionaryLike(args[1]))) {
      baseURL = toUSVString(args[1]);
      options = args[2];
    } else {
      options = args[1];
    }
    this.#record = createAURLPattern(converted, baseURL, toOptions(options));
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-test */
  test(input?: URLPatternInput, baseURL?: string): boolean {
    const record = this.#record;
    // The common case first: a URL string in canonical form (ASCII, so already a USVString), tested
    // component by component while it is read.
    if (typeof input === 'string' && baseURL === undefined) {
      const r = scanCommonURL(input, scratchOffsets, record.testChecker);
      if (r !== -1) return r === 1;
    }
    const values = readMatchInput(
      toURLPatternInput(input),
      baseURL === undefined ? undefined : toUSVString(baseURL),
    );
    if (values === null) return false;
    const [s, offsets] = toOffsets(values);
    return testOffsets(record, s, offsets);
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-exec */
  exec(input?: URLPatternInput, baseURL?: string): URLPatternResult | null {
    const record = this.#record;
    if (typeof input === 'string' && baseURL === undefined) {
      const r = scanCommonURL(input, scratchOffsets, record.execChecker);
      if (r === 0) return null;
      if (r === 1) return resultOfScan(record, input, scratchOffsets);
    }
    return matchAURLPattern(
      record,
      toURLPatternInput(input),
      baseURL === undefined ? undefined : toUSVString(baseURL),
    );
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-protocol */
  get protocol(): string {
    return this.#record.components[PROTOCOL].patternString;
  }
  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-username */
  get username(): string {
    return this.#record.components[USERNAME].patternString;
  }
  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-password */
  get password(): string {
    return this.#record.components[PASSWORD].patternString;
  }
  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-hostname */
  get hostname(): string {
    return this.#record.components[HOSTNAME].patternString;
  }
  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-port */
  get port(): string {
    return this.#record.components[PORT].patternString;
  }
  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-pathname */
  get pathname(): string {
    return this.#record.components[PATHNAME].patternString;
  }
  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-search */
  get search(): string {
    return this.#record.components[SEARCH].patternString;
  }
  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-hash */
  get hash(): string {
    return this.#record.components[HASH].patternString;
  }
  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-hasregexpgroups */
  get hasRegExpGroups(): boolean {
    return this.#record.hasRegexpGroups;
  }

  /**
   * Not in the standard: the group names of each component, in capture order (numbered groups
   * such as "0" included), e.g. `{ pathname: ['id'], hostname: [], ... }`. Frozen.
   */
  get groupNames(): URLPatternGroupNames {
    if (this.#groupNames === undefined) {
      const names = {} as Record<URLPatternComponent, readonly string[]>;
      for (let i = 0; i < 8; i++)
        names[COMPONENT_NAMES[i]!] = Object.freeze([...this.#record.components[i]!.groupNameList]);
      this.#groupNames = Object.freeze(names);
    }
    return this.#groupNames;
  }

  /**
   * Not in the standard (the compareComponent proposal, whatwg/urlpattern#61, as in Chromium):
   * orders two patterns by how specific one component is, for sorting routes. Returns -1, 0 or 1;
   * 1 means `left` is more specific. `left` and `right` are URLPatterns, or inputs to construct one.
   */
  static compareComponent(
    component: URLPatternComponent,
    left: URLPattern | URLPatternInput,
    right: URLPattern | URLPatternInput,
  ): number {
    const i = componentIndex(component);
    const l = left instanceof URLPattern ? left : new URLPattern(left as URLPatternInput);
    const r = right instanceof URLPattern ? right : new URLPattern(right as URLPatternInput);
    return comparePartList(l.#record.components[i]!.partList, r.#record.components[i]!.partList);
  }

  /**
   * Not in the standard (the generate proposal, whatwg/urlpattern#73, as in Chromium): builds a
   * string for one component from its pattern and group values, encoded as the component's pattern
   * text is. Throws a TypeError when the component has modifiers, wildcards, regexp or unnamed
   * groups, when a value is missing, or when an encoded value contains the component's delimiter.
   */
  generate(component: URLPatternComponent, groups: Readonly<Record<string, string>>): string {
    const c = this.#record.components[componentIndex(component)]!;
    return generateComponent(component, c.partList, c.options, c.encodingCallback, toRecord(groups));
  }

  get [Symbol.toStringTag](): string {
    return 'URLPattern';
  }
}

function componentIndex(component: unknown): number {
  const i = COMPONENT_NAMES.indexOf(component as URLPatternComponent);
  if (i === -1)
    throw new TypeError(
      `${quote(String(component))} is not a URLPattern component (expected one of ${COMPONENT_NAMES.join(', ')})`,
    );
  return i;
}

/** https://webidl.spec.whatwg.org/#es-record for record<USVString, USVString>. */
function toRecord(value: unknown): Record<string, string> {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function'))
    throw new TypeError('URLPattern: groups must be an object');
  const result: Record<string, string> = {};
  for (const key of Object.keys(value)) result[toUSVString(key)] = toUSVString((value as any)[key]);
  return result;
}

/** https://webidl.spec.whatwg.org/#es-dictionary for URLPatternOptions (and the extensions). */
function toOptions(value: unknown): URLPatternOptions {
  const result: Record<string, unknown> = {};
  if (value === undefined || value === null) return result;
  if (typeof value !== 'object' && typeof value !== 'function')
    throw new TypeError(`URLPattern: options must be an object, got ${typeof value}`);
  // members in lexicographic order, as Web IDL reads them
  for (const key of ['ignoreCase', 'maxGroups', 'maxPatternLength', 'onWarning', 'rejectUnsafeRegExp']) {
    const v = (value as Record<string, unknown>)[key];
    if (v === undefined) continue;
    if (key === 'onWarning' && typeof v !== 'function')
      throw new TypeError('URLPattern: options.onWarning must be a function');
    result[key] = key[0] === 'm' ? Number(v) : key[0] === 'o' ? v : Boolean(v);
  }
  return result;
}
