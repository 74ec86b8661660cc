import { encodeFormComponent } from './encode';
import { decodeForm } from './parse';

type StringES2024 = { toWellFormed?: (this: string) => string };

/**
 * Replaces every lone surrogate in `s` with U+FFFD ("convert a string into a scalar value
 * string", https://infra.spec.whatwg.org/#javascript-string-convert); returns `s` itself when it
 * has none. ES2024's `String.prototype.toWellFormed` where the runtime has it; elsewhere the form
 * codec's own round trip, which is exact: the encoder writes every code unit that is not kept as it
 * is as escapes of its UTF-8 bytes (a lone surrogate as those of U+FFFD) and space as `+`, and the
 * decoder reads them back.
 */
export function toWellFormed(s: string): string {
  const native = (s as StringES2024).toWellFormed;
  return native !== undefined ? native.call(s) : decodeForm(encodeFormComponent(s));
}

/**
 * WebIDL `USVString` conversion (https://webidl.spec.whatwg.org/#es-USVString): ToString (a Symbol
 * throws a TypeError), then every lone surrogate becomes U+FFFD.
 */
export function toUSVString(value: unknown): string {
  return toWellFormed(typeof value === 'string' ? value : `${value as string}`);
}
