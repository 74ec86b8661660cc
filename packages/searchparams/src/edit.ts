// @url/searchparams/edit: lossless editing of a query string. Reads with the
// application/x-www-form-urlencoded parser's rules; writes back every pair it did not touch exactly
// as it was written, and re-encodes only the pairs it changed or added.
import { encodeFormComponent as encode } from './internal/encode';
import { decodeForm } from './internal/parse';
import { toUSVString, toWellFormed } from './internal/usv';

/** An editor over one query string; see `editQuery`. Mutating methods return the editor itself. */
export interface QueryEditor extends Iterable<[string, string]> {
  /** Number of name-value pairs (empty sequences such as `&&` are not pairs). */
  readonly size: number;
  /** The value of the first pair named `name`, decoded, or null. */
  get(name: string): string | null;
  /** The values of every pair named `name`, decoded, in order. */
  getAll(name: string): string[];
  /** Whether a pair named `name` (and with value `value`, if given) exists. */
  has(name: string, value?: string): boolean;
  /** Sets the first pair named `name` to `value` (re-encoding only that pair) and removes the others; appends when there is none. */
  set(name: string, value: string): this;
  /** Appends a pair, encoded with the application/x-www-form-urlencoded serializer's rules. */
  append(name: string, value: string): this;
  /** Removes every pair named `name` (and with value `value`, if given); the rest stay byte for byte. */
  delete(name: string, value?: string): this;
  /** The query: untouched pairs as written, changed and new pairs form-encoded, joined by `&`. */
  toString(): string;
  /** The decoded pairs, in order. */
  [Symbol.iterator](): IterableIterator<[string, string]>;
}

/** One `&`-separated sequence of the query. */
interface Segment {
  /** The text as written, or null once the pair was changed (then it is serialized from name and value). */
  raw: string | null;
  /** The decoded name; null for an empty sequence, which is kept only to write it back. */
  name: string | null;
  value: string;
}

class Editor implements QueryEditor {
  #prefix: string;
  #segments: Segment[];
  #size: number;

  constructor(query: string) {
    // A leading '?' is kept and written back, so `editQuery(url.search)` round-trips.
    this.#prefix = query.charCodeAt(0) === 0x3f ? '?' : '';
    const body = this.#prefix === '' ? query : query.slice(1);
    const segments: Segment[] = [];
    let size = 0;
    if (body !== '') {
      let start = 0;
      for (;;) {
        let end = body.indexOf('&', start);
        if (end < 0) end = body.length;
        const raw = body.slice(start, end);
        if (raw === '') segments.push({ raw, name: null, value: '' });
        else {
          const eq = raw.indexOf('=');
          const name = decodeForm(eq < 0 ? raw : raw.slice(0, eq));
          const value = eq < 0 ? '' : decodeForm(raw.slice(eq + 1));
          segments.push({ raw, name, value });
          size++;
        }
        if (end === body.length) break;
        start = end + 1;
      }
    }
    this.#segments = segments;
    this.#size = size;
  }

  get size(): number {
    return this.#size;
  }

  get(name: string): string | null {
    name = toUSVString(name);
    const segments = this.#segments;
    for (let i = 0; i < segments.length; i++) if (segments[i]!.name === name) return segments[i]!.value;
    return null;
  }

  getAll(name: string): string[] {
    name = toUSVString(name);
    const out: string[] = [];
    const segments = this.#segments;
    for (let i = 0; i < segments.length; i++) if (segments[i]!.name === name) out.push(segments[i]!.value);
    return out;
  }

  has(name: string, value?: string): boolean {
    name = toUSVString(name);
    const hasValue = value !== undefined;
    if (hasValue) value = toUSVString(value);
    const segments = this.#segments;
    for (let i = 0; i < segments.length; i++) {
      const s = segments[i]!;
      if (s.name === name && (!hasValue || s.value === value)) return true;
    }
    return false;
  }

  set(name: string, value: string): this {
    name = toUSVString(name);
    value = toUSVString(value);
    const segments = this.#segments;
    let found = false;
    let w = 0;
    for (let r = 0; r < segments.length; r++) {
      const s = segments[r]!;
      if (s.name === name) {
        if (found) {
          this.#size--;
          continue;
        }
        found = true;
        if (s.value !== value || s.raw === null) {
          s.value = value;
          s.raw = null;
        }
      }
      segments[w++] = s;
    }
    segments.length = w;
    if (!found) this.#push(name, value);
    return this;
  }

  append(name: string, value: string): this {
    this.#push(toUSVString(name), toUSVString(value));
    return this;
  }

  #push(name: string, value: string): void {
    const segments = this.#segments;
    const last = segments[segments.length - 1];
    const segment: Segment = { raw: null, name, value };
    // A trailing '&' (an empty last sequence) is an open slot: the new pair takes it.
    if (last !== undefined && last.name === null && last.raw === '') segments[segments.length - 1] = segment;
    else segments.push(segment);
    this.#size++;
  }

  delete(name: string, value?: string): this {
    name = toUSVString(name);
    const hasValue = value !== undefined;
    if (hasValue) value = toUSVString(value);
    const segments = this.#segments;
    let w = 0;
    for (let r = 0; r < segments.length; r++) {
      const s = segments[r]!;
      if (s.name === name && (!hasValue || s.value === value)) {
        this.#size--;
        continue;
      }
      segments[w++] = s;
    }
    segments.length = w;
    return this;
  }

  toString(): string {
    const segments = this.#segments;
    let out = '';
    for (let i = 0; i < segments.length; i++) {
      const s = segments[i]!;
      const text = s.raw ?? encode(s.name!) + '=' + encode(s.value);
      out = i === 0 ? text : out + '&' + text;
    }
    return this.#prefix + out;
  }

  *[Symbol.iterator](): IterableIterator<[string, string]> {
    const segments = this.#segments;
    for (let i = 0; i < segments.length; i++) {
      const s = segments[i]!;
      if (s.name !== null) yield [s.name, s.value];
    }
  }
}

/**
 * Opens `query` (with or without a leading `?`, which is kept) for lossless editing: values read
 * with the application/x-www-form-urlencoded parser's rules (https://url.spec.whatwg.org/#concept-urlencoded-parser),
 * while every pair that is not changed is written back exactly as it was, invalid escapes included.
 * Each operation is linear in the number of pairs.
 *
 * @example editQuery('flag&x=%zz&a=%E4%B8').set('b', '1').toString() // 'flag&x=%zz&a=%E4%B8&b=1'
 */
export function editQuery(query: string): QueryEditor {
  if (typeof query !== 'string')
    throw new TypeError(`editQuery: query must be a string, got ${typeof query}`);
  return new Editor(toWellFormed(query));
}
