import { toScalarValueString } from '@url/percent';

/** Replaces every lone surrogate in `s` with U+FFFD; returns `s` itself when it has none. */
export const toWellFormed: (s: string) => string = toScalarValueString;

/**
 * WebIDL `USVString` conversion (https://webidl.spec.whatwg.org/#es-USVString): ToString (a Symbol
 * throws a TypeError), then every lone surrogate becomes U+FFFD.
 */
export function toUSVString(value: unknown): string {
  return toScalarValueString(typeof value === 'string' ? value : `${value as string}`);
}
