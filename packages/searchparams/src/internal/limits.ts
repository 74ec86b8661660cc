/** Reads `options[key]` for the function `fn`: Infinity when absent, a TypeError naming it when not a count. */
export function readLimit(
  fn: string,
  options: { maxPairs?: number; maxLength?: number } | undefined,
  key: 'maxPairs' | 'maxLength',
): number {
  const v = options?.[key];
  if (v === undefined) return Infinity;
  // Infinity % 1 is NaN, so Infinity passes the integer test.
  if (typeof v !== 'number' || !(v >= 0) || v % 1 > 0)
    throw new TypeError(`${fn}: ${key} must be a non-negative integer, got ${String(v)}`);
  return v;
}
