/**
 * The `URL` class (https://url.spec.whatwg.org/#url-class) of a URL stack: a serialization (`href`)
 * plus integer offsets of its components, parsed by the fast path when there is one and by the basic
 * URL parser otherwise. `createURLClass` is called by `createURLParser` (create.ts), which wires the
 * layers together.
 *
 * The class body is defined once, here (`URLObject`): every stack's instances have the same private
 * fields and run the same field initializers, getters and setters, so that a process with two stacks
 * (say the default one and one with a custom host layer) keeps those sites monomorphic. A stack's
 * `URL` is a thin class of its own (its own prototype, statics and `instanceof`) whose constructor
 * has `URLObject` add its fields to the new object; the stack's layers are one field of it.
 * (`Reflect.construct(URLObject, args, new.target)` instead measured slower on V8 and JSC.)
 *
 * A URL object has three private fields: its `URLParts` (href and offsets, written by the parse
 * itself: no copy), its query object and its stack's layers. With the eight parts as fields of
 * their own, a stack's constructor needed ten never-run `this.x =` lines for JavaScriptCore to keep
 * them in the object, and those cost V8 about 5% of `new URL(s).href` (instructions counted with
 * cachegrind); three fields fit every engine's default in-object size.
 * @module
 */

import { toScalarValueString } from '@url/percent';
import {
  bindSearchParams,
  resetSearchParams,
  type SearchParamsOwner,
  type URLSearchParams,
} from '@url/searchparams';
import { runBasicURLParser } from './basic-url-parser';
import { FRAGMENT, HOST, HOSTNAME, PATH_START, PORT, QUERY, SCHEME_START } from './states';
import type { HostParser, Origin, URLFastPath, URLRecord, ValidationErrorReporter } from './types';
import { partsToRecord, recordToParts, URLParts } from './url-parts';
import {
  cannotHaveAUsernamePasswordPort,
  FILE,
  NOT_SPECIAL,
  serializeOrigin,
  setThePassword,
  setTheUsername,
  specialIdAt,
} from './url-record';

/** The `URL` interface: https://url.spec.whatwg.org/#url-class */
export interface URL {
  href: string;
  readonly origin: string;
  protocol: string;
  username: string;
  password: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  readonly searchParams: URLSearchParams;
  hash: string;
  toJSON(): string;
  toString(): string;
}

/** The `URL` constructor with its static methods. */
export interface URLConstructor {
  new (url: string | URL, base?: string | URL): URL;
  readonly prototype: URL;
  /** https://url.spec.whatwg.org/#dom-url-parse */
  parse(url: string | URL, base?: string | URL): URL | null;
  /** https://url.spec.whatwg.org/#dom-url-canparse */
  canParse(url: string | URL, base?: string | URL): boolean;
}

/**
 * The attributes and operations of the `URL` interface; util.inspect shows the first 11 (the
 * components).
 */
const NAMES = [
  'href',
  'origin',
  'protocol',
  'username',
  'password',
  'host',
  'hostname',
  'port',
  'pathname',
  'search',
  'hash',
  'searchParams',
  'toJSON',
  'toString',
];

/** What Node's util.inspect prints for a URL: its components, under the name "URL". */
const URLView = /* @__PURE__ */ (() => class URL {} as unknown as new () => Record<string, string>)();

/** The query object of a URL, created on first access of `searchParams`. */
class QueryObject implements SearchParamsOwner {
  params: URLSearchParams | undefined = undefined;
  /** The list changed since the URL's query was last written. */
  dirty = false;
  searchParamsUpdated(): void {
    this.dirty = true;
  }
}

const CONSTRUCT = "Failed to construct 'URL'";

/** The TypeError of a call without its required argument. */
const noArgument = (context: string): TypeError =>
  new TypeError(`${context}: 1 argument required, but only 0 present.`);

function describe(input: string): string {
  return input.length > 200 ? JSON.stringify(input.slice(0, 200)) + '…' : JSON.stringify(input);
}

/** The layers of one stack that its URL objects parse with. */
interface Layers {
  hosts: HostParser;
  origin: (url: URLRecord) => Origin;
  /** The stack's validation error reporter, attached to every parse. */
  report: ValidationErrorReporter | undefined;
  /** The fast path layer, or undefined for none. */
  fast: URLFastPath | undefined;
  /** The longest input accepted. */
  maxLength: number;
}

// Scratch space shared by every stack: the result of the last parse, and a parsed base. Each is read
// right after it is written, with no user code in between.
const S = /* @__PURE__ */ new URLParts();
const B = /* @__PURE__ */ new URLParts();

/** Parses `input` without a base into `out` with the layers `L`; false for failure. */
function parseAbsolute(L: Layers, input: string, out: URLParts): boolean {
  if (L.fast?.parseCanonical(input, out, false, L.hosts)) return true;
  // The fast path takes no lone surrogate (non-ASCII only in a special URL's host, which it hands
  // to the host parser); the state machine gets the USVString the IDL conversion makes (lone
  // surrogates replaced before tabs and newlines are removed).
  const url = runBasicURLParser(toScalarValueString(input), null, null, 0, L.report, L.hosts, true);
  if (url === null) return false;
  recordToParts(url, out);
  return true;
}

/** Parses `input` against the base in `b` into `out` with the layers `L`; false for failure. */
function parseRelative(L: Layers, input: string, b: URLParts, out: URLParts): boolean {
  if (L.fast?.parseRelativeCanonical(input, b, out)) return true;
  const url = runBasicURLParser(
    toScalarValueString(input),
    partsToRecord(b),
    null,
    0,
    L.report,
    L.hosts,
    true,
  );
  if (url === null) return false;
  recordToParts(url, out);
  return true;
}

/** "<context>: Invalid <what>: <input><tail>", saying so when `input` is longer than maxInputLength. */
function invalid(
  L: Layers,
  what: string,
  input: string,
  long: boolean,
  context = CONSTRUCT,
  tail = '',
): TypeError {
  return new TypeError(
    `${context}: Invalid ${what}: ${long ? `longer than maxInputLength (${input.length} > ${L.maxLength}): ` : ''}${describe(input)}${tail}`,
  );
}

/** Marks a URL object made by `URL.parse` from `parsed`. */
const FROM_SCRATCH: unknown = {};
/** The parts `URL.parse` hands to the URL object it makes. */
let parsed = /* @__PURE__ */ new URLParts();

/** The last base converted to a string by loadBase (for error messages). */
let lastBase = '';

/**
 * The URL objects of every stack: https://url.spec.whatwg.org/#url-class. Never exposed: a stack's
 * `URL` constructor calls it on the object it made (`createURLClass`), and its prototype's
 * accessors and methods are copied onto that class's prototype.
 */
/**
 * A class whose constructor returns the object it is given, so that URLObject adds its fields to
 * that object. `extends null`: it allocates no object of its own either.
 */
class Given extends (null as unknown as new () => object) {
  // @ts-expect-error TS2377: it returns the object given instead of calling super().
  // biome-ignore lint/correctness/noUnreachableSuper: the same; `extends null` has no super to call.
  constructor(object: object) {
    // biome-ignore lint/correctness/noConstructorReturn: the point of the class.
    return object;
  }
}

class URLObject extends Given {
  #p: URLParts;
  #query: QueryObject | undefined = undefined;
  #layers: Layers;

  /**
   * https://url.spec.whatwg.org/#dom-url-url, after the argument count check, on `target` (a new
   * object of a stack's `URL`, or of a subclass of it).
   */
  constructor(target: object, L: Layers, url: unknown, base: unknown) {
    super(target);
    this.#layers = L;
    if (url === FROM_SCRATCH) {
      this.#p = parsed;
      return;
    }
    const input = `${url}`;
    const long = input.length > L.maxLength;
    const p = new URLParts();
    if (base === undefined) {
      if (long || !parseAbsolute(L, input, p)) throw invalid(L, 'URL', input, long);
    } else {
      const b = URLObject.loadBase(L, base);
      if (b === 1 || b === 2) throw invalid(L, 'base URL', lastBase, b === 1);
      if (long || !parseRelative(L, input, b, p)) {
        throw invalid(L, 'URL', input, long, CONSTRUCT, long ? '' : ` against base ${describe(b.href)}`);
      }
    }
    this.#p = p;
  }

  /**
   * The new value of an attribute of `u` converted to a USVString
   * (https://webidl.spec.whatwg.org/#es-USVString: ToString, then every lone surrogate becomes
   * U+FFFD), after WebIDL's brand check (https://webidl.spec.whatwg.org/#dfn-attribute-setter): on
   * an object that is not a `URL`, a TypeError before the value is converted.
   *
   * The helpers are static private methods, not instance ones: those would give every URL object a
   * brand, one more property to define per URL.
   */
  static #usv(u: URLObject, value: unknown): string {
    if (!(#p in u)) throw new TypeError("Failed to set a property on 'URL': Illegal invocation");
    return toScalarValueString(`${value}`);
  }

  /** Writes the query object's serialization into the URL when the list changed since. */
  static #sync(u: URLObject): void {
    const q = u.#query;
    if (q?.dirty) {
      q.dirty = false;
      // The spec's "update" steps: "Set query's URL object's URL's query to serializedQuery" (null
      // for the empty string).
      const serialized = q.params!.toString();
      const href = u.#p.href;
      const hashStart = u.#p.hashStart;
      const pathEnd = URLObject.#pathEnd(u);
      let next = href.slice(0, pathEnd);
      if (serialized === '') {
        u.#p.queryStart = -1;
      } else {
        u.#p.queryStart = pathEnd;
        next += '?' + serialized;
      }
      if (hashStart !== -1) {
        const tail = href.slice(hashStart);
        u.#p.hashStart = next.length;
        next += tail;
      }
      u.#p.href = next;
    }
  }

  static #toRecord(u: URLObject): URLRecord {
    URLObject.#sync(u);
    return partsToRecord(u.#p);
  }

  static #setRecord(u: URLObject, url: URLRecord): void {
    recordToParts(url, u.#p);
  }

  /**
   * Runs the basic URL parser on `input` with this URL's record (or `url`) as url and `state` as
   * state override, then takes the record (changed or not: a setter never fails).
   */
  static #update(u: URLObject, input: string, state: number, url = URLObject.#toRecord(u)): void {
    const L = u.#layers;
    runBasicURLParser(input, null, url, state, L.report, L.hosts, true);
    URLObject.#setRecord(u, url);
  }

  /** Where the query ends: the fragment's "#", or the end. */
  static #queryEnd(u: URLObject): number {
    const hashStart = u.#p.hashStart;
    return hashStart !== -1 ? hashStart : u.#p.href.length;
  }

  /** Where the path ends: the query's "?", else where the query ends. */
  static #pathEnd(u: URLObject): number {
    const queryStart = u.#p.queryStart;
    return queryStart !== -1 ? queryStart : URLObject.#queryEnd(u);
  }

  /** The URL's query (without "?"), or null. */
  static #queryValue(u: URLObject): string | null {
    const queryStart = u.#p.queryStart;
    return queryStart === -1 ? null : u.#p.href.slice(queryStart + 1, URLObject.#queryEnd(u));
  }

  static #hasOpaquePath(u: URLObject): boolean {
    if (u.#p.hostStart !== u.#p.schemeEnd + 1) return false;
    const p = u.#p.pathStart;
    return p === URLObject.#pathEnd(u) || u.#p.href.charCodeAt(p) !== 0x2f;
  }

  /** Resets the query object's list from the URL's query (the href setter's steps 4-6). */
  static #resetQueryObject(u: URLObject, query: string | null): void {
    const q = u.#query;
    if (q !== undefined) {
      q.dirty = false;
      resetSearchParams(q.params!, query);
    }
  }

  /**
   * Converts a base (of a stack with the layers `L`) into B: 0 when it is there; 1 when it is too
   * long; 2 when it failed to parse.
   */
  static loadBase(L: Layers, base: unknown): URLParts | 1 | 2 {
    // A URL object of this stack as base is not re-parsed: its href is already a serialized URL,
    // and parsing a URL's serialization gives that URL back. This is only done when converting it
    // to a string would call our own toString(). (Another stack's URL is converted to a string: its
    // host layer may differ.)
    if (
      typeof base === 'object' &&
      base !== null &&
      #layers in base &&
      (base as URLObject).#layers === L &&
      (base as any)[Symbol.toPrimitive] == null &&
      (base as URL).toString === URLObject.prototype.toString
    ) {
      URLObject.#sync(base as URLObject);
      return (base as URLObject).#p;
    }
    const s = `${base}`;
    lastBase = s;
    if (s.length > L.maxLength) return 1;
    return parseAbsolute(L, s, B) ? B : 2;
  }

  /** https://url.spec.whatwg.org/#dom-url-href */
  get href(): string {
    URLObject.#sync(this);
    return this.#p.href;
  }

  set href(value: string) {
    const input = URLObject.#usv(this, value);
    // "Let parsedURL be the result of running the basic URL parser on the given value."
    const L = this.#layers;
    const long = input.length > L.maxLength;
    const p = new URLParts();
    if (long || !parseAbsolute(L, input, p)) {
      throw invalid(L, 'URL', input, long, "Failed to set the 'href' property on 'URL'");
    }
    this.#p = p;
    // "Empty this's query object's list." "If query is non-null, then set this's query object's
    // list to the result of parsing query."
    if (this.#query !== undefined) URLObject.#resetQueryObject(this, URLObject.#queryValue(this));
  }

  /** https://url.spec.whatwg.org/#dom-url-origin */
  get origin(): string {
    const href = this.#p.href;
    const schemeEnd = this.#p.schemeEnd;
    const id = specialIdAt(href, schemeEnd);
    if (id !== NOT_SPECIAL && id !== FILE) {
      // The tuple origin (scheme, host, port, null), serialized.
      return href.slice(0, schemeEnd) + '://' + href.slice(this.#p.hostStart, this.#p.pathStart);
    }
    if (schemeEnd === 4 && href.startsWith('blob'))
      return serializeOrigin(this.#layers.origin(URLObject.#toRecord(this)));
    return 'null';
  }

  /** https://url.spec.whatwg.org/#dom-url-protocol */
  get protocol(): string {
    return this.#p.href.slice(0, this.#p.schemeEnd + 1);
  }

  set protocol(value: string) {
    // "basic URL parse the given value, followed by U+003A (:), with this's URL as url and scheme
    // start state as state override."
    URLObject.#update(this, URLObject.#usv(this, value) + ':', SCHEME_START);
  }

  /** https://url.spec.whatwg.org/#dom-url-username */
  get username(): string {
    if (this.#p.hostStart === this.#p.schemeEnd + 1) return '';
    return this.#p.href.slice(this.#p.schemeEnd + 3, this.#p.usernameEnd);
  }

  set username(value: string) {
    const input = URLObject.#usv(this, value);
    const url = URLObject.#toRecord(this);
    // "If this's URL cannot have a username/password/port, then return."
    if (cannotHaveAUsernamePasswordPort(url)) return;
    setTheUsername(url, input);
    URLObject.#setRecord(this, url);
  }

  /** https://url.spec.whatwg.org/#dom-url-password */
  get password(): string {
    const usernameEnd = this.#p.usernameEnd;
    const hostStart = this.#p.hostStart;
    return hostStart - 1 > usernameEnd ? this.#p.href.slice(usernameEnd + 1, hostStart - 1) : '';
  }

  set password(value: string) {
    const input = URLObject.#usv(this, value);
    const url = URLObject.#toRecord(this);
    if (cannotHaveAUsernamePasswordPort(url)) return;
    setThePassword(url, input);
    URLObject.#setRecord(this, url);
  }

  /** https://url.spec.whatwg.org/#dom-url-host */
  get host(): string {
    const hostStart = this.#p.hostStart;
    if (hostStart === this.#p.schemeEnd + 1) return '';
    return this.#p.href.slice(hostStart, this.#p.pathStart);
  }

  set host(value: string) {
    const input = URLObject.#usv(this, value);
    // "If this's URL has an opaque path, then return."
    if (!URLObject.#hasOpaquePath(this)) URLObject.#update(this, input, HOST);
  }

  /** https://url.spec.whatwg.org/#dom-url-hostname */
  get hostname(): string {
    return this.#p.href.slice(this.#p.hostStart, this.#p.hostEnd);
  }

  set hostname(value: string) {
    const input = URLObject.#usv(this, value);
    if (!URLObject.#hasOpaquePath(this)) URLObject.#update(this, input, HOSTNAME);
  }

  /** https://url.spec.whatwg.org/#dom-url-port */
  get port(): string {
    const hostEnd = this.#p.hostEnd;
    const pathStart = this.#p.pathStart;
    if (
      hostEnd < pathStart &&
      this.#p.href.charCodeAt(hostEnd) === 0x3a &&
      this.#p.hostStart !== this.#p.schemeEnd + 1
    ) {
      return this.#p.href.slice(hostEnd + 1, pathStart);
    }
    return '';
  }

  set port(value: string) {
    const input = URLObject.#usv(this, value);
    const url = URLObject.#toRecord(this);
    if (cannotHaveAUsernamePasswordPort(url)) return;
    // "If the given value is the empty string, then set this's URL's port to null."
    if (input === '') {
      url.port = null;
      URLObject.#setRecord(this, url);
    } else {
      URLObject.#update(this, input, PORT, url);
    }
  }

  /** https://url.spec.whatwg.org/#dom-url-pathname */
  get pathname(): string {
    return this.#p.href.slice(this.#p.pathStart, URLObject.#pathEnd(this));
  }

  set pathname(value: string) {
    const input = URLObject.#usv(this, value);
    if (URLObject.#hasOpaquePath(this)) return;
    const url = URLObject.#toRecord(this);
    // "Empty this's URL's path."
    url.path = [];
    URLObject.#update(this, input, PATH_START, url);
  }

  /** https://url.spec.whatwg.org/#dom-url-search */
  get search(): string {
    URLObject.#sync(this);
    const queryStart = this.#p.queryStart;
    if (queryStart === -1) return '';
    const end = URLObject.#queryEnd(this);
    return end - queryStart <= 1 ? '' : this.#p.href.slice(queryStart, end);
  }

  set search(value: string) {
    const input = URLObject.#usv(this, value);
    const url = URLObject.#toRecord(this);
    if (input === '') {
      // "set url's query to null, empty this's query object's list, and return."
      url.query = null;
      URLObject.#setRecord(this, url);
      URLObject.#resetQueryObject(this, null);
      return;
    }
    // "Let input be the given value with a single leading U+003F (?) removed, if any."
    const query = input.charCodeAt(0) === 0x3f ? input.slice(1) : input;
    url.query = '';
    URLObject.#update(this, query, QUERY, url);
    // "Set this's query object's list to the result of parsing input."
    URLObject.#resetQueryObject(this, query);
  }

  /** https://url.spec.whatwg.org/#dom-url-searchparams */
  get searchParams(): URLSearchParams {
    let q = this.#query;
    if (q === undefined) {
      q = new QueryObject();
      q.params = bindSearchParams(URLObject.#queryValue(this), q);
      this.#query = q;
    }
    return q.params!;
  }

  /** https://url.spec.whatwg.org/#dom-url-hash */
  get hash(): string {
    const hashStart = this.#p.hashStart;
    const href = this.#p.href;
    return hashStart === -1 || hashStart === href.length - 1 ? '' : href.slice(hashStart);
  }

  set hash(value: string) {
    const input = URLObject.#usv(this, value);
    const url = URLObject.#toRecord(this);
    if (input === '') {
      url.fragment = null;
      URLObject.#setRecord(this, url);
    } else {
      url.fragment = '';
      URLObject.#update(this, input.charCodeAt(0) === 0x23 ? input.slice(1) : input, FRAGMENT, url);
    }
  }

  /** https://url.spec.whatwg.org/#dom-url-tojson */
  toJSON(): string {
    URLObject.#sync(this);
    return this.#p.href;
  }

  /** The stringifier: the href getter's steps. */
  override toString(): string {
    URLObject.#sync(this);
    return this.#p.href;
  }
}

/** Node's util.inspect shows the components (as it does for its own URL). */
function inspect(this: URL) {
  const view = new URLView();
  for (const name of NAMES.slice(0, 11)) view[name] = this[name as keyof URL] as string;
  return view;
}

/**
 * Creates the `URL` class (https://url.spec.whatwg.org/#url-class) on the layers of a stack: its host
 * parser, its origin algorithm (for blob: URLs), the stack's validation error reporter (attached to
 * every parse), the fast path layer (or undefined for none) and the longest input accepted.
 */
export function createURLClass(
  hosts: HostParser,
  origin: (url: URLRecord) => Origin,
  stackReport: ValidationErrorReporter | undefined,
  fast: URLFastPath | undefined,
  maxLength: number,
): URLConstructor {
  const L: Layers = { hosts, origin, report: stackReport, fast, maxLength };

  class URL {
    /** https://url.spec.whatwg.org/#dom-url-url */
    constructor(url: string | URL, base?: string | URL) {
      // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments actually passed.
      if (url === undefined && arguments.length === 0) throw noArgument(CONSTRUCT);
      // Gives this object (of this class or a subclass) the URL object's fields.
      new URLObject(this, L, url, base);
    }

    /** https://url.spec.whatwg.org/#dom-url-parse */
    static parse(url: string | URL, base?: string | URL): URL | null {
      // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments actually passed.
      if (arguments.length === 0) throw noArgument("Failed to execute 'parse' on 'URL'");
      const input = `${url}`;
      const p = new URLParts();
      if (base === undefined) {
        if (input.length > maxLength || !parseAbsolute(L, input, p)) return null;
      } else {
        const b = URLObject.loadBase(L, base);
        if (b === 1 || b === 2 || input.length > maxLength || !parseRelative(L, input, b, p)) return null;
      }
      parsed = p;
      return new URL(FROM_SCRATCH as string);
    }

    /** https://url.spec.whatwg.org/#dom-url-canparse */
    static canParse(url: string | URL, base?: string | URL): boolean {
      // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments actually passed.
      if (arguments.length === 0) throw noArgument("Failed to execute 'canParse' on 'URL'");
      const input = `${url}`;
      if (base === undefined) {
        if (input.length > maxLength) return false;
        if (fast?.parseCanonical(input, S, true, hosts)) return true;
        return (
          runBasicURLParser(toScalarValueString(input), null, null, 0, stackReport, hosts, true) !== null
        );
      }
      const b = URLObject.loadBase(L, base);
      return b !== 1 && b !== 2 && input.length <= maxLength && parseRelative(L, input, b, S);
    }
  }

  // WebIDL: attributes and operations are enumerable; interface objects have the required argument
  // count as length; the class string is "URL".
  const proto = URL.prototype;
  // The accessors and operations, in IDL order.
  const shared = URLObject.prototype;
  for (const name of Object.getOwnPropertyNames(shared)) {
    if (name === 'constructor') continue;
    Object.defineProperty(proto, name, {
      ...Object.getOwnPropertyDescriptor(shared, name),
      enumerable: true,
    });
  }
  Object.defineProperty(proto, Symbol.toStringTag, { value: 'URL', configurable: true });
  // Node's util.inspect shows the components; a symbol, not enumerable.
  Object.defineProperty(proto, Symbol.for('nodejs.util.inspect.custom'), {
    value: inspect,
    configurable: true,
    writable: true,
  });
  for (const name of ['parse', 'canParse']) {
    Object.defineProperty(URL, name, { enumerable: true });
    Object.defineProperty((URL as any)[name], 'length', { value: 1 });
  }
  Object.defineProperty(URL, 'length', { value: 1 });
  // The identifier may be renamed by a bundler (esbuild makes it URL2 next to another URL).
  Object.defineProperty(URL, 'name', { value: 'URL' });

  return URL as unknown as URLConstructor;
}
