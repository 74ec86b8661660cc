import { readFileSync } from 'node:fs';
import type { Change } from '../src/index';

export interface URLTestCase {
  input: string;
  base: string | null;
  href?: string;
  failure?: boolean;
}

/** The urltestdata.json cases (objects only), synced into /work/main/wpt by the test setup. */
export function urlTestData(): URLTestCase[] {
  const file = new URL('../../../wpt/url/resources/urltestdata.json', import.meta.url);
  const data = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
  return data.filter((c): c is URLTestCase => typeof c === 'object' && c !== null);
}

/** Lines of a benchmark corpus (synced into tooling/bench/data by the test setup). */
export function corpus(name: string): string[] {
  const file = new URL(`../../../tooling/bench/data/${name}`, import.meta.url);
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.replace(/^\uFEFF/, ''))
    .filter((l) => l !== '');
}

/**
 * Applies the changes to the input: each change replaces its span with its `after`. A change nested
 * in one applied before it is skipped (the outer one's `after` already has it); of changes with the
 * same span, the last one listed wins (its `after` is the final text); insertions go before a change
 * that starts at the same index.
 */
export function applyChanges(input: string, changes: readonly Change[]): string {
  const sorted = changes
    .map((c, i) => ({ c, i }))
    .sort(
      (a, b) =>
        a.c.start - b.c.start ||
        Number(a.c.end !== a.c.start) - Number(b.c.end !== b.c.start) ||
        b.c.end - a.c.end ||
        a.i - b.i,
    )
    .map((x) => x.c);
  let out = '';
  let cursor = 0;
  for (let k = 0; k < sorted.length; k++) {
    let c = sorted[k]!;
    if (c.start < cursor || (c.start === cursor && c.end === c.start && k > 0 && sorted[k - 1]!.end > cursor))
      continue;
    while (k + 1 < sorted.length && sorted[k + 1]!.start === c.start && sorted[k + 1]!.end === c.end)
      c = sorted[++k]!;
    out += input.slice(cursor, c.start) + c.after;
    cursor = c.end;
  }
  return out + input.slice(cursor);
}
