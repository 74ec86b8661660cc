// parseQuery: a query string to a plain object in one call, for code written against
// fast-querystring's or node:querystring's `parse`. The application/x-www-form-urlencoded format
// (https://url.spec.whatwg.org/#concept-urlencoded-string-parser), not qs's bracket syntax.
import { readLimit } from './internal/limits';
import { decodeForm, parseStringInto } from './internal/parse';
import { toWellFormed } from './internal/usv';

/** What `parseQuery` returns: a null-prototype object, a string per name, an array for a repeated name. */
export type ParsedQuery = Record<string, string | string[]>;

/** Options of `parseQuery`. */
export interface ParseQueryOptions {
  /** Most name-value pairs to accept; more throws a `RangeError`. Empty sequences (`&&`) do not count. */
  maxPairs?: number;
  /** Longest input to accept, in code units. Default: no limit. */
  maxLength?: number;
}

/**
 * Parses a query string into an object in one call: the application/x-www-form-urlencoded string
 * parser (https://url.spec.whatwg.org/#concept-urlencoded-string-parser), its pairs grouped by
 * name. The result has a null prototype; a name that occurs once maps to its value, a repeated name
 * to an array of its values in order. Every name is a plain own key (`__proto__`, `constructor`
 * included). One leading `?` is removed, as `new URLSearchParams(string)` does.
 *
 * This is the form format, not qs's nesting: `a[b]=1` gives the key `"a[b]"`, `a[]=1&a[]=2` the
 * key `"a[]"` with an array, and no dot notation, depth or type coercion is applied. Equal to
 * `toObject(parseUrlencoded(input))` after that `?`, without the intermediate list.
 * @throws TypeError when `input` is not a string or an option is not a non-negative integer;
 * RangeError when `options.maxPairs` or `options.maxLength` is exceeded.
 */
export function parseQuery(input: string, options?: ParseQueryOptions): ParsedQuery {
  if (typeof input !== 'string')
    throw new TypeError(
      `parseQuery: expected a string, got ${input === null ? 'null' : `${typeof input} ${String(input)}`}`,
    );
  const maxPairs = readLimit('parseQuery', options, 'maxPairs');
  const maxLength = readLimit('parseQuery', options, 'maxLength');
  if (input.length > maxLength)
    throw new RangeError(`parseQuery: length ${input.length} is longer than ${maxLength} (maxLength)`);
  const out: ParsedQuery = Object.create(null);
  const query = toWellFormed(input.charCodeAt(0) === 0x3f ? input.slice(1) : input);
  parseStringInto(
    query,
    maxPairs,
    (n, v) => {
      const name = decodeForm(n);
      const value = decodeForm(v);
      const prev = out[name];
      if (prev === undefined) out[name] = value;
      else if (typeof prev === 'string') out[name] = [prev, value];
      else prev.push(value);
    },
    'parseQuery',
  );
  return out;
}
