/**
 * `url-inspect --live`: the "Live" table, where each reader model and the real parser installed
 * here differ (from `compareLive` of `@url/readers/live`, which the CLI's entry point passes in).
 * Rendering only, no Node built-ins: every value from a parser is shown as data (`elided`).
 * @module
 */

import type { ReaderName } from '@url/readers';
import type { LiveInputDifference, LiveReaderReport, LiveReport } from '@url/readers/live';
import { elided } from '../src/index';

/** Runs the installed real parsers of `names` over `inputs`, one process per reader. */
export type LiveRunner = (inputs: readonly string[], names: readonly ReaderName[]) => LiveReport;

/** What `--json` carries under `live` for one input. */
export interface LiveJSON {
  readers: (
    | {
        name: string;
        version: string;
        status: 'compared';
        real: string;
        command: string;
        same: boolean;
        differences: { component: string; model: string | null; real: string | null }[];
      }
    | { name: string; version: string; status: 'skipped'; reason: string; install: string | null }
  )[];
}

/** Each compared reader's differing inputs by index (built once per report: a batch asks per line). */
const byIndex = new WeakMap<LiveReaderReport, Map<number, LiveInputDifference>>();

function differingAt(r: LiveReaderReport & { status: 'compared' }, index: number) {
  let map = byIndex.get(r);
  if (map === undefined) {
    map = new Map(r.differing.map((d) => [d.index, d]));
    byIndex.set(r, map);
  }
  return map.get(index)?.differences ?? [];
}

/** The `live` field of input `index` of `report`. */
export function liveJSON(report: LiveReport, index: number): LiveJSON {
  return {
    readers: report.readers.map((r) => {
      if (r.status === 'skipped')
        return { name: r.name, version: r.version, status: r.status, reason: r.reason, install: r.install };
      const differences = differingAt(r, index);
      return {
        name: r.name,
        version: r.version,
        status: r.status,
        real: r.real,
        command: r.command,
        same: differences.length === 0,
        differences: differences.map((d) => ({ component: d.component, model: d.model, real: d.real })),
      };
    }),
  };
}

/** The `live` field of `--summary --json`: per reader, how many inputs differ, or why it was skipped. */
export function liveCounts(report: LiveReport) {
  return report.readers.map((r) =>
    r.status === 'skipped'
      ? { name: r.name, status: r.status, reason: r.reason }
      : { name: r.name, status: r.status, differing: r.differing.length },
  );
}

type Paint = (s: string) => string;

const show = (v: string | null, max: number): string => (v === null ? '(none)' : `"${elided(v, max)}"`);

/** The skipped readers, one line each, with the install line when there is one. */
function skippedLines(readers: readonly LiveReaderReport[], dim: Paint, max: number): string[] {
  const out: string[] = [];
  for (const r of readers) {
    if (r.status !== 'skipped') continue;
    const install = r.install === null ? '' : ` (install: ${r.install})`;
    out.push(`  ${dim(`skipped ${r.name}: ${elided(r.reason, max)}${install}`)}`);
  }
  return out;
}

/**
 * The "Live" table: per reader, `same` or each component where the model and the real parser
 * differ (for a batch: how many inputs differ, and the first `examples`), then the skipped readers.
 */
export function formatLive(
  report: LiveReport,
  options: {
    color?: boolean | undefined;
    maxValueLength?: number | undefined;
    examples?: number | undefined;
  } = {},
): string {
  const sgr =
    (open: number): Paint =>
    (s) =>
      options.color === true ? `\u001b[${open}m${s}\u001b[0m` : s;
  const [bold, dim, red, green] = [sgr(1), sgr(2), sgr(31), sgr(32)];
  const max = Math.min(options.maxValueLength ?? 80, 80);
  const examples = options.examples ?? 3;
  const out = ['', bold('Live (the real parsers installed here)')];
  const compared = report.readers.filter((r) => r.status === 'compared');
  const width = Math.max(6, ...compared.map((r) => r.name.length + r.version.length + 1));
  for (const r of compared) {
    const name = `${r.name} ${r.version}`.padEnd(width);
    if (r.differing.length === 0) {
      out.push(`  ${name}  ${green('same')}  ${dim(`real parser: ${elided(r.real, 120)}`)}`);
      continue;
    }
    const count = report.inputs === 1 ? '' : ` on ${r.differing.length} of ${report.inputs} inputs`;
    out.push(
      `  ${name}  ${red(`≠ model and real parser differ${count}`)}  ${dim(`real parser: ${elided(r.real, 120)}`)}`,
    );
    for (const d of r.differing.slice(0, examples)) {
      if (report.inputs !== 1) out.push(`    ${dim(`line ${d.index + 1}:`)} ${elided(d.input, max)}`);
      for (const c of d.differences)
        out.push(`    ${red(`≠ ${c.component}`)}  model ${show(c.model, max)}  real ${show(c.real, max)}`);
    }
    if (r.differing.length > examples)
      out.push(`    ${dim(`… ${r.differing.length - examples} more inputs`)}`);
  }
  if (compared.length === 0) out.push(`  ${dim('no real parser could be run')}`);
  out.push(...skippedLines(report.readers, dim, max));
  return `${out.join('\n')}\n`;
}
