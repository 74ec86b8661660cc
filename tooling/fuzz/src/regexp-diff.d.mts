import type { Arbitrary } from 'fast-check';

export interface RegexpEngine {
  exec(input: string): (string | undefined)[] | null;
  names: ReadonlyMap<string, number>;
}
export function regexpDifference(
  compile: (source: string, ignoreCase: boolean) => RegexpEngine,
  source: string,
  ignoreCase: boolean,
  inputs: readonly string[],
): string | null;
export const regexpSource: Arbitrary<string>;
export const regexpInput: Arbitrary<string>;
