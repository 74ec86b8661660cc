// The URLSearchParams class: https://url.spec.whatwg.org/#interface-urlsearchparams
//
// Storage. A list parsed from a query is first held flat, names and values alternating in one array
// of strings (#pairs): `size`, `sort` and `toString` work on it, so parsing, sorting and serializing
// 100,000 pairs makes no object per pair (on such a list the young-generation GC copying the entry
// objects was most of the time). Everything else first turns it into the entry list below, once.
//
// The entry list is an array of entry objects. Deleting through the name index marks entries
// dead instead of splicing them out (a tombstone), so deleting 100,000 distinct names one call at a
// time stays linear; dead entries are swept out when they outnumber the live ones, when a position
// in the list is asked for (iterators, forEach), and while serializing. The index (name -> live
// entries of that name, in list order) is built only once linear scans have cost as much as
// building it would, so a one-off `get` on a fresh object never pays for it. Entry objects keep
// their identity through sweeps and through the stable sort, so the index survives both.
//
// Parsing uses this package's own form decoder (internal/parse.ts, shared with ./urlencoded and
// ./edit): parseFlat finds `&`, `=`, `%` and `+` in the whole query with `indexOf`, slices every
// name and value with neither `%` nor `+`, and decodes the others in one pass, with no second
// scalar-value conversion (the query already is one). Serializing uses @url/percent's encoder,
// which a URL parser bundles anyway.
import { toScalarValueString as toWellFormed } from '@url/percent';
import { inspectSearchParams } from './inspect';
import { parseFlat } from './internal/parse';
import { encodePiece, serializeParsedQuery } from './internal/serialized';

/** WebIDL `USVString` conversion (https://webidl.spec.whatwg.org/#es-USVString): ToString (a Symbol throws), then lone surrogates to U+FFFD. */
function toUSVString(value: unknown): string {
  return toWellFormed(typeof value === 'string' ? value : `${value as string}`);
}

/** Who owns a URLSearchParams object (the spec's "URL object"): told synchronously after every mutation. */
export interface SearchParamsOwner {
  /**
   * Called after `append`, `delete`, `set` and `sort` (the spec's "update" steps), even when the
   * list did not change. The owner reads `params.toString()` when it needs the new query (the spec
   * then sets the URL's query to it, or to null when it is the empty string).
   */
  searchParamsUpdated(params: URLSearchParams): void;
}

/** What the constructor takes: a query string, pairs, a record, or another URLSearchParams. */
export type URLSearchParamsInit =
  | string
  | URLSearchParams
  | Iterable<readonly [string, string]>
  | readonly (readonly string[])[]
  | Record<string, string>;

/** #list while the list is still to be parsed: frozen, so that a change made before parsing throws. */
const UNPARSED: Entry[] = /* @__PURE__ */ Object.freeze([]) as unknown as Entry[];

/** #list while the list is held flat in #pairs (see Storage above): frozen, like UNPARSED. */
const FLAT: Entry[] = /* @__PURE__ */ Object.freeze([]) as unknown as Entry[];

class Entry {
  declare name: string;
  declare value: string;
  /** Removed from the list (a tombstone, swept out later). */
  declare dead: boolean;
  /** The serialization of this pair (`name=value`, form-encoded), once computed; null after a change. */
  declare piece: string | null;
  constructor(name: string, value: string) {
    this.name = name;
    this.value = value;
    this.dead = false;
    this.piece = null;
  }
}

/** The live entries with one name, in list order: the entry itself when it is the only one. */
type Group = Entry | [Entry, ...Entry[]];

function addToIndex(index: Map<string, Group>, e: Entry): void {
  const group = index.get(e.name);
  if (group === undefined) index.set(e.name, e);
  else if (Array.isArray(group)) group.push(e);
  else index.set(e.name, [group, e]);
}

const KIND_ENTRIES = 0;
const KIND_KEYS = 1;
const KIND_VALUES = 2;
type IteratorKind = typeof KIND_ENTRIES | typeof KIND_KEYS | typeof KIND_VALUES;

// Module-private access to the class's private state, set up in its static block.
let entryAt: (params: URLSearchParams, position: number) => Entry | undefined;
let isSearchParams: (value: unknown) => value is URLSearchParams;
let attach: (params: URLSearchParams, query: string | null, owner: SearchParamsOwner | null) => void;
let reload: (params: URLSearchParams, query: string | null) => void;

function failed(method: string, message: string): TypeError {
  return new TypeError(`Failed to execute '${method}' on 'URLSearchParams': ${message}`);
}

/**
 * WebIDL's checks before an operation or attribute getter runs: `target` (the `this` value) is a
 * URLSearchParams ("Illegal invocation" otherwise), and at least `required` arguments are `present`.
 */
function check(target: unknown, method: string, present = 0, required = 0): void {
  if (!isSearchParams(target))
    throw failed(
      method,
      `Illegal invocation: 'this' is not a URLSearchParams object (got ${describe(target)})`,
    );
  if (present < required)
    throw failed(
      method,
      `${required} argument${required === 1 ? '' : 's'} required, but only ${present} present.`,
    );
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'object') return Object.prototype.toString.call(value);
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}

const constructFailed = (message: string): TypeError =>
  new TypeError(`Failed to construct 'URLSearchParams': ${message}`);

function isObject(value: unknown): value is object {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

/** WebIDL GetMethod(value, @@iterator): undefined when absent, TypeError when not callable. */
function getIteratorMethod(value: object, what: string): ((this: unknown) => Iterator<unknown>) | undefined {
  const method = (value as { [Symbol.iterator]?: unknown })[Symbol.iterator];
  if (method === undefined || method === null) return undefined;
  if (typeof method !== 'function') throw constructFailed(`${what}'s [Symbol.iterator] is not a function`);
  return method as (this: unknown) => Iterator<unknown>;
}

/** WebIDL "create a sequence from an iterable", with each item converted by `convert`. */
function iterateWith<T>(
  value: object,
  method: (this: unknown) => Iterator<unknown>,
  convert: (item: unknown) => T,
): T[] {
  const iterator = method.call(value);
  if (!isObject(iterator)) throw constructFailed('[Symbol.iterator]() returned a non-object');
  const next = iterator.next;
  const out: T[] = [];
  for (;;) {
    const result = next.call(iterator);
    if (!isObject(result)) throw constructFailed('iterator.next() returned a non-object');
    if (result.done) return out;
    out.push(convert(result.value));
  }
}

function toPair(item: unknown): string[] {
  const method = isObject(item) ? getIteratorMethod(item, 'a sequence item') : undefined;
  if (method === undefined)
    throw constructFailed(`each item of a sequence must be a [name, value] pair, got ${describe(item)}`);
  return iterateWith(item as object, method, toUSVString);
}

/**
 * The URLSearchParams interface of the URL Standard
 * (https://url.spec.whatwg.org/#interface-urlsearchparams): a list of name-value pairs read from and
 * written to application/x-www-form-urlencoded, optionally kept in step with an owner (a URL).
 */
export class URLSearchParams {
  /**
   * The list, possibly with dead entries (only while #index is not null); UNPARSED while it is
   * still to be parsed from #query (and #live is 0 then): a query is parsed when its list is first
   * read or changed, so that serializing a query never parses it, and a URL's search set again
   * and again parses only the query that is read.
   */
  #list: Entry[] = [];
  /** While #list is FLAT: the list, names and values alternating (null otherwise). */
  #pairs: string[] | null = null;
  /** How many entries of #list are not dead: the list's size. */
  #live = 0;
  /** name -> the live entries with that name, in list order; null until lookups earn it. */
  #index: Map<string, Group> | null = null;
  /** Entries visited by linear lookups since the list was last replaced. */
  #scanned = 0;
  /** The serialization of the list, or null when it must be computed again. */
  #serialized: string | null = '';
  /**
   * Whether the list was serialized since it was last replaced: from the second serialization on,
   * each pair keeps its encoded form, so that serializing after a change re-encodes only the pairs
   * that changed. The first serialization stores nothing (storing doubles its cost on a large list).
   */
  #serializedBefore = false;
  /** The query the list was parsed from, while the list is unchanged since (null otherwise). */
  #query: string | null = null;
  #owner: SearchParamsOwner | null = null;

  /**
   * https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams. A string drops one leading `?`
   * and is parsed; an object with `[Symbol.iterator]` is a sequence of `[name, value]` pairs (a
   * `TypeError` for an item that is not a pair); any other object is a record (own enumerable
   * string keys, in order); anything else is converted to a string.
   */
  constructor(init?: URLSearchParamsInit) {
    if (init === undefined) return;
    if (!isObject(init)) {
      let query = toUSVString(init);
      // "If init is a string and starts with U+003F (?), then remove the first code point from init."
      if (query.charCodeAt(0) === 0x3f) query = query.slice(1);
      this.#load(query);
      return;
    }
    const method = getIteratorMethod(init, 'parameter 1');
    if (method !== undefined) {
      if (method === entriesMethod && isSearchParams(init) && iteratorNextIsOriginal()) {
        // Same result as iterating `init`, without the iterator: copy its live entries.
        const flat = init.#flat();
        if (flat !== null) {
          this.#pairs = flat.slice();
          this.#list = FLAT;
          this.#serialized = init.#serialized;
          return;
        }
        init.#sweep();
        const from = init.#list;
        const list = new Array<Entry>(from.length);
        for (let i = 0; i < from.length; i++) {
          const f = from[i]!;
          const e = (list[i] = new Entry(f.name, f.value));
          e.piece = f.piece;
        }
        this.#list = list;
        this.#live = list.length;
        this.#serialized = init.#serialized;
        return;
      }
      const pairs = iterateWith(init, method, toPair);
      for (let i = 0; i < pairs.length; i++) {
        // "If innerSequence's size is not 2, then throw a TypeError."
        if (pairs[i]!.length !== 2) {
          throw constructFailed(
            `each item of a sequence must be a [name, value] pair with exactly 2 items, got ${pairs[i]!.length} at index ${i}`,
          );
        }
      }
      const list = new Array<Entry>(pairs.length);
      for (let i = 0; i < pairs.length; i++) {
        // each pair has exactly 2 items (checked just above)
        const pair = pairs[i]!;
        list[i] = new Entry(pair[0]!, pair[1]!);
      }
      this.#list = list;
      this.#live = list.length;
      this.#serialized = null;
      return;
    }
    // record<USVString, USVString>: own enumerable keys in [[OwnPropertyKeys]] order; a key seen twice
    // after USVString conversion keeps its first position and its last value.
    const record = new Map<string, string>();
    const keys = Reflect.ownKeys(init);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const desc = Reflect.getOwnPropertyDescriptor(init, key);
      if (desc === undefined || !desc.enumerable) continue;
      if (typeof key === 'symbol')
        throw constructFailed(`a record key must be a string, got ${key.toString()}`);
      const typedKey = toWellFormed(key);
      record.set(typedKey, toUSVString((init as Record<string, unknown>)[key]));
    }
    const list: Entry[] = [];
    for (const [name, value] of record) list.push(new Entry(name, value));
    this.#list = list;
    this.#live = list.length;
    this.#serialized = null;
  }

  /** Replaces the list by parsing `query` (a scalar value string, no `?` handling). */
  #load(query: string): void {
    this.#index = null;
    this.#scanned = 0;
    this.#serializedBefore = false;
    this.#list = UNPARSED;
    this.#pairs = null;
    this.#live = 0;
    this.#serialized = null;
    this.#query = query;
  }

  /**
   * Makes the entry list if that is still to be done (parsing #query, or from the flat pairs): before
   * anything but `size`, `sort` and `toString` reads or changes the list.
   */
  #parse(): void {
    if (this.#list === UNPARSED) this.#flat();
    if (this.#list === FLAT) {
      const pairs = this.#pairs!;
      const list = new Array<Entry>(pairs.length >> 1);
      for (let i = 0; i < list.length; i++) list[i] = new Entry(pairs[2 * i]!, pairs[2 * i + 1]!);
      this.#pairs = null;
      this.#list = list;
      this.#live = list.length;
    }
  }

  /**
   * The flat pairs (see Storage), parsing #query into them if the list is still to be parsed; null
   * when the list is already made of entries.
   */
  #flat(): string[] | null {
    const from = this.#list;
    if (from === FLAT) return this.#pairs;
    if (from !== UNPARSED) return null;
    const pairs = parseFlat(this.#query!);
    this.#pairs = pairs;
    this.#list = FLAT;
    return pairs;
  }

  /** Removes dead entries from #list, keeping order. */
  #sweep(): void {
    const list = this.#list;
    if (this.#live === list.length) return;
    let w = 0;
    for (let r = 0; r < list.length; r++) {
      const e = list[r]!;
      if (!e.dead) list[w++] = e;
    }
    list.length = w;
  }

  /** Sweeps once dead entries outnumber live ones, so the list stays O(size) and deletes O(1) amortised. */
  #maybeSweep(): void {
    const dead = this.#list.length - this.#live;
    if (dead > 32 && dead > this.#live) this.#sweep();
  }

  /**
   * Whether lookups should go through the index, building it when linear scans have cost about as
   * much as building it would. Without the index, the list has no dead entries.
   */
  #indexed(): boolean {
    if (this.#index !== null) return true;
    const n = this.#list.length;
    if (n < 16) return false;
    this.#scanned += n;
    if (this.#scanned <= 2 * n) return false;
    const index = new Map<string, Group>();
    const list = this.#list;
    for (let i = 0; i < n; i++) addToIndex(index, list[i]!);
    this.#index = index;
    return true;
  }

  /** The spec's "update" steps: drop the cached serialization, then tell the owner. */
  #update(changed: boolean): void {
    if (changed) {
      this.#serialized = null;
      this.#query = null;
    }
    if (this.#owner !== null) this.#owner.searchParamsUpdated(this);
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-size */
  get size(): number {
    check(this, 'size');
    const flat = this.#flat();
    return flat !== null ? flat.length >> 1 : this.#live;
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-append */
  append(name: string, value: string): void {
    // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments actually passed
    check(this, 'append', arguments.length, 2);
    this.#parse();
    name = toUSVString(name);
    value = toUSVString(value);
    const e = new Entry(name, value);
    this.#list.push(e);
    this.#live++;
    if (this.#index !== null) addToIndex(this.#index, e);
    this.#update(true);
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-delete */
  delete(name: string, value?: string): void {
    // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments actually passed
    check(this, 'delete', arguments.length, 1);
    this.#parse();
    name = toUSVString(name);
    const hasValue = value !== undefined;
    if (hasValue) value = toUSVString(value);
    let removed = 0;
    if (this.#indexed()) {
      const index = this.#index!;
      const group = index.get(name);
      if (group === undefined) {
        // nothing to remove
      } else if (!Array.isArray(group)) {
        if (!hasValue || group.value === value) {
          group.dead = true;
          removed = 1;
          index.delete(name);
        }
      } else if (!hasValue) {
        // "Otherwise, remove all tuples whose name is name from this's list."
        for (let i = 0; i < group.length; i++) group[i]!.dead = true;
        removed = group.length;
        index.delete(name);
      } else {
        // "If value is given, then remove all tuples whose name is name and value is value"
        let w = 0;
        for (let r = 0; r < group.length; r++) {
          const e = group[r]!;
          if (e.value === value) e.dead = true;
          else group[w++] = e;
        }
        removed = group.length - w;
        if (w === 0) index.delete(name);
        else if (w === 1) index.set(name, group[0]);
        else group.length = w;
      }
      if (removed > 0) {
        this.#live -= removed;
        this.#maybeSweep();
      }
    } else {
      const list = this.#list;
      let w = 0;
      for (let r = 0; r < list.length; r++) {
        const e = list[r]!;
        if (e.name === name && (!hasValue || e.value === value)) continue;
        list[w++] = e;
      }
      removed = list.length - w;
      list.length = w;
      this.#live = w;
    }
    this.#update(removed > 0);
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-get */
  get(name: string): string | null {
    // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments actually passed
    check(this, 'get', arguments.length, 1);
    this.#parse();
    name = toUSVString(name);
    if (this.#indexed()) {
      const group = this.#index!.get(name);
      if (group === undefined) return null;
      return Array.isArray(group) ? group[0].value : group.value;
    }
    const list = this.#list;
    for (let i = 0; i < list.length; i++) if (list[i]!.name === name) return list[i]!.value;
    return null;
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-getall */
  getAll(name: string): string[] {
    // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments actually passed
    check(this, 'getAll', arguments.length, 1);
    this.#parse();
    name = toUSVString(name);
    const out: string[] = [];
    if (this.#indexed()) {
      const group = this.#index!.get(name);
      if (group === undefined) return out;
      if (!Array.isArray(group)) out.push(group.value);
      else for (let i = 0; i < group.length; i++) out.push(group[i]!.value);
      return out;
    }
    const list = this.#list;
    for (let i = 0; i < list.length; i++) if (list[i]!.name === name) out.push(list[i]!.value);
    return out;
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-has */
  has(name: string, value?: string): boolean {
    // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments actually passed
    check(this, 'has', arguments.length, 1);
    this.#parse();
    name = toUSVString(name);
    const hasValue = value !== undefined;
    if (hasValue) value = toUSVString(value);
    if (this.#indexed()) {
      const group = this.#index!.get(name);
      if (group === undefined) return false;
      if (!hasValue) return true;
      if (!Array.isArray(group)) return group.value === value;
      for (let i = 0; i < group.length; i++) if (group[i]!.value === value) return true;
      return false;
    }
    const list = this.#list;
    for (let i = 0; i < list.length; i++) {
      const e = list[i]!;
      if (e.name === name && (!hasValue || e.value === value)) return true;
    }
    return false;
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-set */
  set(name: string, value: string): void {
    // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments actually passed
    check(this, 'set', arguments.length, 2);
    this.#parse();
    name = toUSVString(name);
    value = toUSVString(value);
    // "If this's list contains any tuples whose name is name, then set the value of the first such
    // tuple to value and remove the others."
    let found = false;
    if (this.#indexed()) {
      const index = this.#index!;
      const group = index.get(name);
      if (group === undefined) {
        // appended below
      } else if (!Array.isArray(group)) {
        found = true;
        group.value = value;
        group.piece = null;
      } else {
        found = true;
        const first = group[0];
        first.value = value;
        first.piece = null;
        for (let i = 1; i < group.length; i++) group[i]!.dead = true;
        this.#live -= group.length - 1;
        index.set(name, first);
        this.#maybeSweep();
      }
    } else {
      const list = this.#list;
      let r = 0;
      while (r < list.length && list[r]!.name !== name) r++;
      if (r < list.length) {
        found = true;
        const first = list[r]!;
        first.value = value;
        first.piece = null;
        // Entries after the first with this name are removed: the list is written over from the
        // first of them (not at all when there is none).
        let w = ++r;
        for (; r < list.length; r++) {
          const e = list[r]!;
          if (e.name !== name) list[w++] = e;
        }
        if (w !== list.length) list.length = w;
        this.#live = w;
      }
    }
    if (!found) {
      // "Otherwise, append (name, value) to this's list."
      const e = new Entry(name, value);
      this.#list.push(e);
      this.#live++;
      if (this.#index !== null) this.#index.set(name, e);
    }
    this.#update(true);
  }

  /**
   * https://url.spec.whatwg.org/#dom-urlsearchparams-sort: stable, by the UTF-16 code units of the
   * names (JavaScript's own string order).
   */
  sort(): void {
    check(this, 'sort');
    const flat = this.#flat();
    if (flat !== null) {
      this.#update(sortPairs(flat));
      return;
    }
    this.#sweep();
    const list = this.#list;
    let sorted = true;
    for (let i = 1; i < list.length; i++) {
      if (list[i]!.name < list[i - 1]!.name) {
        sorted = false;
        break;
      }
    }
    if (!sorted) list.sort(compareNames);
    this.#update(!sorted);
  }

  /** https://url.spec.whatwg.org/#urlsearchparams-stringification-behavior (cached until the next change) */
  toString(): string {
    check(this, 'toString');
    const cached = this.#serialized;
    if (cached !== null) return cached;
    const query = this.#query;
    if (query !== null) {
      // The list is the parse of `query`, unchanged since (and maybe still to be made): serialized
      // from the query itself, in one pass, sliced where it comes out as it went in.
      const out = serializeParsedQuery(query);
      this.#serializedBefore = true;
      this.#serialized = out;
      return out;
    }
    const flat = this.#list === FLAT ? this.#pairs : null;
    if (flat !== null) {
      const out = serializePairs(flat);
      this.#serializedBefore = true;
      this.#serialized = out;
      return out;
    }
    // The application/x-www-form-urlencoded serializer, sweeping dead entries on the way.
    // `run += '&' + piece` makes rope nodes, a few per pair; once a run is 4,096 code units long
    // it is flattened (reading a code unit flattens a rope) and joins `out` as one node. On a long
    // list that keeps the objects alive while serializing to a few per 4,096 code units instead of
    // a few per pair: a young-generation GC copies every live young object, and on 100,000 pairs
    // parsed just before, that copying took most of the time.
    const list = this.#list;
    const keep = this.#serializedBefore;
    let out = '';
    let run = '';
    let w = 0;
    for (let r = 0; r < list.length; r++) {
      const e = list[r]!;
      if (e.dead) continue;
      if (w !== r) list[w] = e;
      let piece = e.piece;
      if (piece === null) {
        piece = encodePiece(e.name) + '=' + encodePiece(e.value);
        if (keep) e.piece = piece;
      }
      if (w++ === 0) run = piece;
      else run += '&' + piece;
      if (run.length > 4096) {
        run.charCodeAt(0);
        out += run;
        run = '';
      }
    }
    out += run;
    if (w !== list.length) list.length = w;
    this.#serializedBefore = true;
    this.#serialized = out;
    return out;
  }

  /** The entry at `position` among the live entries (the iterators' and forEach's view of the list). */
  #at(position: number): Entry | undefined {
    this.#parse();
    if (this.#live !== this.#list.length) this.#sweep();
    return position < this.#list.length ? this.#list[position] : undefined;
  }

  /** https://webidl.spec.whatwg.org/#es-iterable-entries */
  entries(): URLSearchParamsIterator<[string, string]> {
    check(this, 'entries');
    return new SearchParamsIterator(this, KIND_ENTRIES) as unknown as URLSearchParamsIterator<
      [string, string]
    >;
  }

  /** https://webidl.spec.whatwg.org/#es-iterable-keys */
  keys(): URLSearchParamsIterator<string> {
    check(this, 'keys');
    return new SearchParamsIterator(this, KIND_KEYS) as unknown as URLSearchParamsIterator<string>;
  }

  /** https://webidl.spec.whatwg.org/#es-iterable-values */
  values(): URLSearchParamsIterator<string> {
    check(this, 'values');
    return new SearchParamsIterator(this, KIND_VALUES) as unknown as URLSearchParamsIterator<string>;
  }

  /**
   * https://webidl.spec.whatwg.org/#es-forEach: calls `callback(value, name, this)` for each pair,
   * reading the list afresh at each position (a pair appended by the callback is visited).
   */
  forEach(callback: (value: string, name: string, params: URLSearchParams) => void, thisArg?: unknown): void {
    // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments actually passed
    check(this, 'forEach', arguments.length, 1);
    if (typeof callback !== 'function') {
      throw failed('forEach', `parameter 1 is not of type 'Function' (got ${describe(callback)})`);
    }
    for (let i = 0; ; i++) {
      const e = this.#at(i);
      if (e === undefined) return;
      callback.call(thisArg, e.value, e.name, this);
    }
  }

  declare [Symbol.iterator]: () => URLSearchParamsIterator<[string, string]>;
  declare readonly [Symbol.toStringTag]: string;

  static {
    entryAt = (params, position) => params.#at(position);
    isSearchParams = (value): value is URLSearchParams =>
      typeof value === 'object' && value !== null && #list in value;
    attach = (params, query, owner) => {
      params.#load(query ?? '');
      params.#owner = owner;
    };
    reload = (params, query) => params.#load(query ?? '');
  }
}

function compareNames(a: Entry, b: Entry): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * A number that orders names as their first 7 code units do, in base 128: each unit below 127 as
 * itself, a missing one as 0, and from the first unit at or above 127 on, 127 followed by zeros.
 * When the numbers of two names differ, the names are in the same order; when they are equal, the
 * names must be compared.
 */
function sortKey(name: string): number {
  let key = 0;
  for (let i = 0; i < 7; i++) {
    const c = i < name.length ? name.charCodeAt(i) : 0;
    if (c >= 127) return (key * 128 + 127) * 128 ** (6 - i);
    key = key * 128 + c;
  }
  return key;
}

/**
 * Sorts flat pairs (name, value, name, value, ...) stably by name, as `sort()` does an entry list;
 * returns whether the order changed. A merge sort of the pair numbers (insertion sort on runs of 8
 * first), comparing sortKey numbers and the names only where those are equal:
 * `Array.prototype.sort` with a comparator spent most of its time calling the comparator, and
 * comparing strings most of the rest.
 */
function sortPairs(pairs: string[]): boolean {
  const n = pairs.length >> 1;
  let i = 1;
  while (i < n && !(pairs[2 * i]! < pairs[2 * i - 2]!)) i++;
  if (i >= n) return false;
  const keys = new Float64Array(n);
  let order = new Int32Array(n);
  let other = new Int32Array(n);
  for (let j = 0; j < n; j++) {
    order[j] = j;
    keys[j] = sortKey(pairs[2 * j]!);
  }
  // Whether pair a's name sorts before pair b's (a and b are pair numbers below n).
  const before = (a: number, b: number): boolean =>
    keys[a]! < keys[b]! || (keys[a] === keys[b] && pairs[2 * a]! < pairs[2 * b]!);
  const RUN = 8;
  for (let lo = 0; lo < n; lo += RUN) {
    const hi = Math.min(lo + RUN, n);
    for (let j = lo + 1; j < hi; j++) {
      const x = order[j]!;
      let k = j - 1;
      while (k >= lo && before(x, order[k]!)) {
        order[k + 1] = order[k]!;
        k--;
      }
      order[k + 1] = x;
    }
  }
  for (let width = RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let l = lo;
      let r = mid;
      let w = lo;
      // Stable: on equal names the left run's pair comes first.
      while (l < mid && r < hi) other[w++] = before(order[r]!, order[l]!) ? order[r++]! : order[l++]!;
      while (l < mid) other[w++] = order[l++]!;
      while (r < hi) other[w++] = order[r++]!;
    }
    const swap = order;
    order = other;
    other = swap;
  }
  const from = pairs.slice();
  for (let j = 0; j < n; j++) {
    const k = 2 * order[j]!;
    pairs[2 * j] = from[k]!;
    pairs[2 * j + 1] = from[k + 1]!;
  }
  return true;
}

/**
 * The application/x-www-form-urlencoded serializer on flat pairs, flattening its output every 4,096
 * code units as the entry list's serializer does (see toString).
 */
function serializePairs(pairs: string[]): string {
  let out = '';
  let run = '';
  for (let i = 0; i < pairs.length; i += 2) {
    const piece = encodePiece(pairs[i]!) + '=' + encodePiece(pairs[i + 1]!);
    if (i === 0) run = piece;
    else run += '&' + piece;
    if (run.length > 4096) {
      run.charCodeAt(0);
      out += run;
      run = '';
    }
  }
  return out + run;
}

/** The iterator returned by `entries()`, `keys()`, `values()` and `[Symbol.iterator]()`. */
export interface URLSearchParamsIterator<T> extends IterableIterator<T> {
  next(): IteratorResult<T, undefined>;
  readonly [Symbol.toStringTag]: string;
}

class SearchParamsIterator {
  #params: URLSearchParams;
  #kind: IteratorKind;
  #position = 0;
  constructor(params: URLSearchParams, kind: IteratorKind) {
    this.#params = params;
    this.#kind = kind;
  }

  /** https://webidl.spec.whatwg.org/#es-default-iterator-object (the list is read at each call) */
  next(): IteratorResult<unknown, undefined> {
    if (typeof this !== 'object' || this === null || !(#params in this)) {
      throw new TypeError(
        `next() called on a value that is not a URLSearchParams iterator (got ${describe(this)})`,
      );
    }
    const e = entryAt(this.#params, this.#position);
    if (e === undefined) return { value: undefined, done: true };
    this.#position++;
    const kind = this.#kind;
    return {
      value: kind === KIND_ENTRIES ? [e.name, e.value] : kind === KIND_KEYS ? e.name : e.value,
      done: false,
    };
  }
}

// WebIDL shapes: operations and attributes are enumerable; @@iterator is the very `entries` function;
// @@toStringTag is a non-writable string; optional arguments do not count in `length`; the iterator
// prototype inherits from %IteratorPrototype%.
const proto = URLSearchParams.prototype;
const entriesMethod = proto.entries;
const enumerable = { enumerable: true };
Object.defineProperties(proto, {
  append: enumerable,
  delete: enumerable,
  get: enumerable,
  getAll: enumerable,
  has: enumerable,
  set: enumerable,
  sort: enumerable,
  toString: enumerable,
  entries: enumerable,
  keys: enumerable,
  values: enumerable,
  forEach: enumerable,
  size: enumerable,
  [Symbol.iterator]: { value: entriesMethod, writable: true, enumerable: false, configurable: true },
  [Symbol.toStringTag]: { value: 'URLSearchParams', writable: false, enumerable: false, configurable: true },
  // Node's util.inspect shows the pairs, as it does for its own URLSearchParams (./inspect.ts).
  [Symbol.for('nodejs.util.inspect.custom')]: {
    value: inspectSearchParams,
    writable: true,
    enumerable: false,
    configurable: true,
  },
});
Object.defineProperty(URLSearchParams, 'length', { value: 0 });
for (const f of [proto.delete, proto.has, proto.forEach]) Object.defineProperty(f, 'length', { value: 1 });

const iteratorProto = SearchParamsIterator.prototype;
const originalNext = iteratorProto.next;
// WebIDL iterator prototypes have no `constructor` (and the class stays private).
Reflect.deleteProperty(iteratorProto, 'constructor');
Object.setPrototypeOf(iteratorProto, Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())));
Object.defineProperties(iteratorProto, {
  next: enumerable,
  [Symbol.toStringTag]: {
    value: 'URLSearchParams Iterator',
    writable: false,
    enumerable: false,
    configurable: true,
  },
});

function iteratorNextIsOriginal(): boolean {
  return iteratorProto.next === originalNext;
}

/**
 * A URLSearchParams whose list is the application/x-www-form-urlencoded parse of `query` (no `?`
 * handling; null is the empty list), attached to `owner`, which is told about every mutation. For the
 * URL class's `searchParams`.
 * The URL class's side of https://url.spec.whatwg.org/#dom-url-searchparams and
 * https://url.spec.whatwg.org/#concept-urlsearchparams-update (the owner hook); not a spec
 * algorithm itself.
 */
export function bindSearchParams(query: string | null, owner: SearchParamsOwner): URLSearchParams {
  const params = new URLSearchParams();
  attach(params, query, owner);
  return params;
}

/**
 * Replaces the list of `params` by the parse of `query` (empty for null) without notifying its owner:
 * for a URL whose query was set from outside (the spec's `search` setter and friends).
 * For the setters that run https://url.spec.whatwg.org/#concept-urlsearchparams-list's re-parse
 * (e.g. https://url.spec.whatwg.org/#dom-url-search step "Set this's query object's list to the
 * result of parsing input"); not a spec algorithm itself.
 */
export function resetSearchParams(params: URLSearchParams, query: string | null): void {
  if (!isSearchParams(params))
    throw new TypeError(`resetSearchParams: not a URLSearchParams (${describe(params)})`);
  reload(params, query);
}
