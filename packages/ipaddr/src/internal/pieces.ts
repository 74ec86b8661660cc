// An IPv6 address as eight 16-bit pieces, checked once so that fixed-index reads are typed numbers.

/** Eight pieces, as `assertIPv6` has checked them. */
export type Pieces = ArrayLike<number> & {
  readonly 0: number;
  readonly 1: number;
  readonly 2: number;
  readonly 3: number;
  readonly 4: number;
  readonly 5: number;
  readonly 6: number;
  readonly 7: number;
};

/** Throws a `TypeError` unless `pieces` is an IPv6 address: eight integers in 0–0xffff. */
export function assertIPv6(pieces: ArrayLike<number>): asserts pieces is Pieces {
  let ok = pieces != null && pieces.length === 8;
  for (let i = 0; ok && i < 8; i++) ok = (pieces[i]! & 0xffff) === pieces[i];
  if (!ok) throw new TypeError(`Invalid IPv6 address: ${String(pieces)}`);
}
