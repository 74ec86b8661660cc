/**
 * Runs one reader model and its real parser (through the live driver) over the live inputs and
 * returns their agreement, so each reader's test can assert the threshold and the known classes.
 */
import type { Reader, ReaderResult } from '../../src/types.ts';
import { type Agreement, agreement, classify, type DifferenceClass, formatAgreement } from './agreement.ts';
import { assertLiveAvailable, type LiveCommand, type LiveResult, runLive } from './driver.ts';
import { liveInputs } from './inputs.ts';

/** A model's result in the live protocol's shape (without the reader's info). */
export function toLive(r: ReaderResult): LiveResult {
  if (!r.ok) return { ok: false, error: r.error };
  const { scheme, userinfo, host, port, path, query, fragment } = r;
  return { ok: true, scheme, userinfo, host, port, path, query, fragment };
}

let cached: string[] | undefined;

/** The live inputs, built once per test file. */
export function inputs(): string[] {
  cached ??= liveInputs().inputs;
  return cached;
}

export interface LiveCheck {
  readonly agreement: Agreement;
  readonly unclassified: Agreement['differences'];
  readonly byClass: Map<string, Agreement['differences'][number][]>;
  readonly report: string;
}

/** Model versus real parser over every live input; fails (throws) when the parser is missing. */
export async function liveCheck(
  reader: Reader,
  command: LiveCommand,
  classes: readonly DifferenceClass[],
  list: readonly string[] = inputs(),
): Promise<LiveCheck> {
  assertLiveAvailable(command);
  const real = await runLive(command, list);
  const model = list.map((i) => toLive(reader.read(i)));
  const a = agreement(reader.info.name, list, model, real);
  const { byClass, unclassified } = classify(a.differences, classes);
  const classLines = [...byClass].map(([id, ds]) => `  class ${id}: ${ds.length}`);
  const report = [formatAgreement(a), ...classLines].join('\n');
  return { agreement: a, unclassified, byClass, report };
}
