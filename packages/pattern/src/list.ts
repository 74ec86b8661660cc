// URLPatternList: many patterns, one URL, the first match. Not in the standard.
//
// The input is parsed once (the eight component strings), and an index keeps most patterns from
// being tried at all:
// - by hostname, for patterns whose hostname pattern is plain text ("example.com");
// - by the first pathname segment, for patterns whose pathname starts with fixed text that spans a
//   whole first segment ("/users/:id" is only tried for paths under "/users/").
// Patterns the index cannot place sit in the catch-all buckets and are tried for every input. The
// candidates from the (at most four) buckets are merged in insertion order and tried in that order,
// so `match` gives exactly what a loop of `exec` over the patterns would (test/list.test.ts checks
// that on the benchmark workload).

import type { Component } from './component';
import {
  execOffsets,
  readMatchInput,
  testOffsets,
  toOffsets,
  URLPattern,
  type URLPatternInput,
  type URLPatternRecord,
  type URLPatternResult,
  urlPatternRecord,
} from './url-pattern';
import { OFFSETS_LENGTH, scanCommonURL } from './url-split';
import { toURLPatternInput, toUSVString } from './webidl';

/** What `URLPatternList#match` returns. */
export interface URLPatternListMatch<T> {
  /** The pattern that matched. */
  pattern: URLPattern;
  /** Its position in the list (insertion order). */
  index: number;
  /** The value it was added with. */
  value: T;
  /** `pattern.exec(input, baseURL)`. */
  result: URLPatternResult;
}

interface Bucket {
  byPath: Map<string, number[]>;
  anyPath: number[];
}

interface Entry<T> {
  pattern: URLPattern;
  record: URLPatternRecord;
  value: T;
}

const PATHNAME = 5;
const HOSTNAME = 3;

/** The fixed text every matching component string starts with (lowercase when ignoring case). */
function requiredPrefix(component: Component): string {
  let head = '';
  for (const part of component.partList) {
    if (part.modifier === 'optional' || part.modifier === 'zero-or-more') break;
    if (part.type === 'fixed-text') {
      head += part.value;
      if (part.modifier !== 'none') break;
      continue;
    }
    head += part.prefix;
    break;
  }
  return component.options.ignoreCase ? head.toLowerCase() : head;
}

/** Index key for a pattern's pathname: its first segment when fixed text spans all of it. */
function pathKeyOf(component: Component): string | null {
  const head = requiredPrefix(component);
  if (head.charCodeAt(0) !== 0x2f) return null;
  const end = head.indexOf('/', 1);
  return end === -1 ? null : head.slice(1, end).toLowerCase();
}

/** Index key for a pattern's hostname: the hostname itself when the pattern is plain text. */
function hostKeyOf(component: Component): string | null {
  const parts = component.partList;
  if (parts.length === 0) return '';
  if (parts.length !== 1) return null;
  const part = parts[0]!;
  return part.type === 'fixed-text' && part.modifier === 'none' ? part.value : null;
}

/**
 * First segment of the pathname input[start, end), lowercased, or null when it does not start with
 * "/". A start of -1 is the pathname "/" (whose first segment is "").
 */
function firstSegment(input: string, start: number, end: number): string | null {
  if (start === -1) return '';
  if (start === end || input.charCodeAt(start) !== 0x2f) return null;
  let stop = input.indexOf('/', start + 1);
  if (stop === -1 || stop > end) stop = end;
  let lower = false;
  for (let i = start + 1; i < stop; i++) {
    const c = input.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) {
      lower = true;
      break;
    }
  }
  const segment = input.slice(start + 1, stop);
  return lower ? segment.toLowerCase() : segment;
}

const EMPTY: number[] = [];

/**
 * A list of URL patterns matched together: `match(url)` returns the first pattern (in insertion
 * order) that matches, with its value and its `exec` result.
 */
export class URLPatternList<T = undefined> {
  readonly #entries: Entry<T>[] = [];
  readonly #byHost = new Map<string, Bucket>();
  readonly #anyHost: Bucket = { byPath: new Map(), anyPath: [] };

  /**
   * Adds a pattern (a URLPattern, or what the URLPattern constructor takes as its first argument)
   * with an optional value; returns its index.
   */
  add(pattern: URLPattern | URLPatternInput, value?: T): number {
    // (the receiver's brand is checked before the argument is read, as Web IDL does)
    const entries = this.#entries;
    const p = pattern instanceof URLPattern ? pattern : new URLPattern(pattern);
    const record = urlPatternRecord(p);
    const index = entries.length;
    entries.push({ pattern: p, record, value: value as T });
    const hostKey = hostKeyOf(record.components[HOSTNAME]);
    let bucket = this.#anyHost;
    if (hostKey !== null) {
      let b = this.#byHost.get(hostKey);
      if (b === undefined) {
        b = { byPath: new Map(), anyPath: [] };
        this.#byHost.set(hostKey, b);
      }
      bucket = b;
    }
    const pathKey = pathKeyOf(record.components[PATHNAME]);
    if (pathKey === null) bucket.anyPath.push(index);
    else {
      const list = bucket.byPath.get(pathKey);
      if (list === undefined) bucket.byPath.set(pathKey, [index]);
      else list.push(index);
    }
    return index;
  }

  /** Number of patterns. */
  get size(): number {
    return this.#entries.length;
  }

  /** The patterns, in insertion order. */
  get patterns(): URLPattern[] {
    return this.#entries.map((e) => e.pattern);
  }

  /** The first pattern that matches `input` (a URL string, with `baseURL`, or a URLPatternInit). */
  match(input: URLPatternInput, baseURL?: string): URLPatternListMatch<T> | null {
    const read = this.#read(input, baseURL);
    if (read === null) return null;
    const [s, offsets, inputs] = read;
    let found: URLPatternListMatch<T> | null = null;
    this.#candidates(s, offsets, (index, entry) => {
      if (!testOffsets(entry.record, s, offsets)) return false;
      const result = execOffsets(entry.record, s, offsets, inputs);
      found = { pattern: entry.pattern, index, value: entry.value, result };
      return true;
    });
    return found;
  }

  /** Every pattern that matches, in insertion order. */
  matchAll(input: URLPatternInput, baseURL?: string): URLPatternListMatch<T>[] {
    const read = this.#read(input, baseURL);
    const out: URLPatternListMatch<T>[] = [];
    if (read === null) return out;
    const [s, offsets, inputs] = read;
    this.#candidates(s, offsets, (index, entry) => {
      if (!testOffsets(entry.record, s, offsets)) return false;
      out.push({
        pattern: entry.pattern,
        index,
        value: entry.value,
        result: execOffsets(entry.record, s, offsets, inputs),
      });
      return false;
    });
    return out;
  }

  /** Whether any pattern matches. */
  test(input: URLPatternInput, baseURL?: string): boolean {
    const read = this.#read(input, baseURL);
    if (read === null) return false;
    const [s, offsets] = read;
    return this.#candidates(s, offsets, (_, entry) => testOffsets(entry.record, s, offsets));
  }

  /** Reads the input once: a string and the offsets of its eight components, and the result's inputs. */
  #read(input: unknown, baseURL: unknown): [string, Int32Array, URLPatternInput[]] | null {
    if (typeof input === 'string' && baseURL === undefined) {
      const offsets = new Int32Array(OFFSETS_LENGTH);
      if (scanCommonURL(input, offsets, null) === 1) return [input, offsets, [input]];
    }
    const converted = toURLPatternInput(input);
    const base = baseURL === undefined ? undefined : toUSVString(baseURL);
    const values = readMatchInput(converted, base);
    if (values === null) return null;
    const [s, offsets] = toOffsets(values);
    return [
      s,
      offsets,
      typeof converted === 'string' && base !== undefined ? [converted, base] : [converted],
    ];
  }

  /** Calls `visit` on the candidate patterns in insertion order until it returns true. */
  #candidates(
    input: string,
    offsets: Int32Array,
    visit: (index: number, entry: Entry<T>) => boolean,
  ): boolean {
    // (offsets holds OFFSETS_LENGTH entries: two per component)
    const segment = firstSegment(input, offsets[2 * PATHNAME]!, offsets[2 * PATHNAME + 1]!);
    const host =
      this.#byHost.size === 0
        ? undefined
        : this.#byHost.get(input.slice(offsets[2 * HOSTNAME], offsets[2 * HOSTNAME + 1]));
    const anyHost = this.#anyHost;
    // up to four sorted lists, merged by always taking the smallest head
    const a = host === undefined || segment === null ? EMPTY : (host.byPath.get(segment) ?? EMPTY);
    const b = host === undefined ? EMPTY : host.anyPath;
    const c = segment === null ? EMPTY : (anyHost.byPath.get(segment) ?? EMPTY);
    const d = anyHost.anyPath;
    let i = 0;
    let j = 0;
    let k = 0;
    let l = 0;
    const entries = this.#entries;
    for (;;) {
      let next = Number.MAX_SAFE_INTEGER;
      if (i < a.length) next = a[i]!;
      if (j < b.length && b[j]! < next) next = b[j]!;
      if (k < c.length && c[k]! < next) next = c[k]!;
      if (l < d.length && d[l]! < next) next = d[l]!;
      if (next === Number.MAX_SAFE_INTEGER) return false;
      if (i < a.length && a[i] === next) i++;
      else if (j < b.length && b[j] === next) j++;
      else if (k < c.length && c[k] === next) k++;
      else l++;
      // (every index in the buckets is the position `add` gave an entry)
      if (visit(next, entries[next]!)) return true;
    }
  }
}
