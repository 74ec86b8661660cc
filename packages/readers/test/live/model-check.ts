/**
 * Runs one reader model and its real parser (through the live driver) over the live inputs and
 * returns their agreement, so each reader's test can assert the threshold and the known classes.
 */
import { spawnSync } from 'node:child_process';
import { assertLiveAvailable, type LiveCommand, type LiveResult, runLive } from '../../live/driver.ts';
import type { Reader, ReaderResult } from '../../src/types.ts';
import { type Agreement, agreement, classify, type DifferenceClass, formatAgreement } from './agreement.ts';
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

/** An input both sides reject with different error text (the agreement counts it as agreeing). */
export interface ErrorDifference {
  readonly input: string;
  readonly model: string;
  readonly real: string;
}

/** A known class of error-text difference (listed in the README with an example). */
export interface ErrorClass {
  readonly id: string;
  readonly matches: (d: ErrorDifference) => boolean;
}

export interface LiveCheck {
  readonly agreement: Agreement;
  /** Error-text differences outside every listed error class. */
  readonly unclassifiedErrors: readonly ErrorDifference[];
  /** Error-text differences per listed class. */
  readonly errorsByClass: Map<string, ErrorDifference[]>;
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
  errorClasses: readonly ErrorClass[] = [],
): Promise<LiveCheck> {
  assertLiveAvailable(command);
  const real = await runLive(command, list);
  const model = list.map((i) => toLive(reader.read(i)));
  const a = agreement(reader.info.name, list, model, real);
  const { byClass, unclassified } = classify(a.differences, classes);
  const errorsByClass = new Map<string, ErrorDifference[]>();
  const unclassifiedErrors: ErrorDifference[] = [];
  let sameErrors = 0;
  let bothFail = 0;
  for (let i = 0; i < list.length; i++) {
    const m = model[i] as LiveResult;
    const r = real[i] as LiveResult;
    if (m.ok || r.ok) continue;
    bothFail++;
    if (m.error === r.error) {
      sameErrors++;
      continue;
    }
    const d = { input: list[i] as string, model: m.error, real: r.error };
    const k = errorClasses.find((c) => c.matches(d));
    if (k === undefined) unclassifiedErrors.push(d);
    else errorsByClass.set(k.id, [...(errorsByClass.get(k.id) ?? []), d]);
  }
  const classLines = [...byClass].map(([id, ds]) => `  class ${id}: ${ds.length}`);
  const errorLine = `  error text: ${sameErrors}/${bothFail} of the inputs both reject`;
  const errorClassLines = [...errorsByClass].map(([id, ds]) => `  error class ${id}: ${ds.length}`);
  const report = [formatAgreement(a), ...classLines, errorLine, ...errorClassLines].join('\n');
  return { agreement: a, unclassified, byClass, unclassifiedErrors, errorsByClass, report };
}

/**
 * The version of the installed real parser (from `argv`'s stdout and stderr), checked against the
 * version the model follows: a different Debian release fails here with both versions named,
 * not later with a confusing list of differences.
 */
export function checkRealVersion(
  argv: readonly string[],
  expected: RegExp,
  model: string,
  command: LiveCommand,
): string {
  const r = spawnSync(argv[0] as string, argv.slice(1), { encoding: 'utf8', timeout: 60_000 });
  if (r.error !== undefined) {
    throw new Error(
      `live parser unavailable: ${argv.join(' ')} (${r.error.message}). Install: ${command.install}`,
    );
  }
  const text = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim();
  if (!expected.test(text)) {
    throw new Error(
      `the live parser (${argv.join(' ')}) reports ${JSON.stringify(text.slice(0, 200))}; the model follows ${model}`,
    );
  }
  return text;
}
