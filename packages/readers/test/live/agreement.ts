/**
 * Agreement between a model and its real parser: per component, how many inputs agree, and the
 * inputs that differ (each with both answers), so a test can check the threshold and that every
 * difference belongs to a listed class.
 */
import type { LiveResult } from '../../live/driver.ts';

export const COMPONENTS = ['ok', 'scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;
export type Component = (typeof COMPONENTS)[number];

export interface Difference {
  readonly input: string;
  readonly components: readonly Component[];
  readonly model: LiveResult;
  readonly real: LiveResult;
}

export interface Agreement {
  readonly reader: string;
  readonly total: number;
  /** Inputs on which the component agrees. `ok` compares success/failure; a component of an input
   * that one side rejects counts as a disagreement, of an input both reject as an agreement. */
  readonly agree: Record<Component, number>;
  readonly differences: readonly Difference[];
}

/** Compares model answers with real answers, input by input. */
export function agreement(
  reader: string,
  inputs: readonly string[],
  model: readonly LiveResult[],
  real: readonly LiveResult[],
): Agreement {
  if (model.length !== inputs.length || real.length !== inputs.length) {
    throw new Error(
      `agreement(${reader}): ${inputs.length} inputs, ${model.length} model, ${real.length} real`,
    );
  }
  const agree = Object.fromEntries(COMPONENTS.map((c) => [c, 0])) as Record<Component, number>;
  const differences: Difference[] = [];
  for (let i = 0; i < inputs.length; i++) {
    const m = model[i] as LiveResult;
    const r = real[i] as LiveResult;
    const differing: Component[] = [];
    for (const c of COMPONENTS) {
      let same: boolean;
      if (c === 'ok') same = m.ok === r.ok;
      else if (m.ok && r.ok) same = m[c] === r[c];
      else same = !m.ok && !r.ok;
      if (same) agree[c]++;
      else differing.push(c);
    }
    if (differing.length > 0)
      differences.push({ input: inputs[i] as string, components: differing, model: m, real: r });
  }
  return { reader, total: inputs.length, agree, differences };
}

/** Agreement rate of one component, 0..1. */
export function rate(a: Agreement, c: Component): number {
  return a.total === 0 ? 1 : a.agree[c] / a.total;
}

/** A printable table: one row per component with agreeing/total and the rate. */
export function formatAgreement(a: Agreement): string {
  const rows = COMPONENTS.map(
    (c) => `  ${c.padEnd(9)} ${String(a.agree[c]).padStart(7)}/${a.total} ${(rate(a, c) * 100).toFixed(3)}%`,
  );
  return `${a.reader}: ${a.total} inputs, ${a.differences.length} differ\n${rows.join('\n')}`;
}

/** A known class of difference between a model and its real parser (each listed in the README). */
export interface DifferenceClass {
  readonly id: string;
  readonly describe: string;
  readonly matches: (d: Difference) => boolean;
}

/** Groups differences by the first class that matches; `unclassified` holds the rest. */
export function classify(
  diffs: readonly Difference[],
  classes: readonly DifferenceClass[],
): { readonly byClass: Map<string, Difference[]>; readonly unclassified: Difference[] } {
  const byClass = new Map<string, Difference[]>();
  const unclassified: Difference[] = [];
  for (const d of diffs) {
    const k = classes.find((c) => c.matches(d));
    if (k === undefined) unclassified.push(d);
    else {
      const list = byClass.get(k.id) ?? [];
      list.push(d);
      byClass.set(k.id, list);
    }
  }
  return { byClass, unclassified };
}
