/**
 * The `url-inspect` command, with its input and output passed in (so that tests run it in-process).
 * @module
 */

import {
  decodeValue,
  ENCODE_SET_NAMES,
  elided,
  encodeValue,
  formatInspection,
  type Inspection,
  type InspectOptions,
  inspect,
  inspectionJSON,
  prettyJSON,
  READER_NAMES,
  type Severity,
} from '../src/index';
import { parseCommandLine, UsageError } from './args';
import { formatLive, type LiveRunner, liveCounts, liveJSON } from './live';

export const USAGE = `Usage:
  url-inspect <input> [-b|--base <url>] [-j|--json] [--full] [--color | --no-color] [--fail-on <severity>]
      [--readers <names>] [--live]
      What a browser (the URL Standard) makes of <input>: its parts, every change the parser made,
      validation errors, where RFC 3986 parsers disagree, and security notes.
      -j, --json   the inspect() result as JSON (repeated errors and changes grouped)
      --full       every row and every value whole (long ones are cut in the middle by default)
      --readers <names>  the readers of the Readers table, comma-separated (default all):
                   ${READER_NAMES.join(', ')}
      --live       also run the real parsers installed here (one process each) and show where a
                   model and its real parser differ; a parser not installed is listed as skipped
  url-inspect - [options]            (or: ... | url-inspect [options])
      One URL per line from standard input: a compact line per URL, or with -j one JSON object per
      line (NDJSON). -s, --summary prints only the counts per note kind. A progress line goes to
      standard error when it is a terminal and the input is large.
  url-inspect -e|--encode [<set>] <value>
      UTF-8 percent-encode <value> with a URL Standard percent-encode set:
      ${ENCODE_SET_NAMES.join(', ')} (default: component; form writes spaces as +).
  url-inspect -d|--decode <value> [--form]
      Percent-decode <value> as UTF-8 (--form: + is a space, as in a query).
  url-inspect -V|--version, -h|--help

--fail-on danger|warning: exit status 1 when any URL has a security note that serious or worse.
Exit status: 0 when the URL parses (or the value was encoded/decoded; in batch mode, always unless
--fail-on), 1 when it does not or --fail-on found a note, 2 on a usage error.
Colour: on a terminal unless NO_COLOR is set; never with --json or when piped.`;

/** Where the CLI writes, and what it knows about its terminal and its input. */
export interface CLIEnvironment {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** whether stdout is a terminal */
  isTTY: boolean;
  /** the NO_COLOR environment variable */
  noColor: string | undefined;
  /** reads all of standard input (for `-` and a pipe); absent when there is none */
  readStdin?: (() => string) | undefined;
  /** whether standard input is a pipe or a file (then it is read when no URL is given) */
  stdinPiped?: boolean | undefined;
  /** whether stderr is a terminal (for the progress line of a large batch) */
  stderrIsTTY?: boolean | undefined;
  /** the package version, for --version */
  version?: string | undefined;
  /** runs the installed real parsers, for --live (`compareLive` of `@url/readers/live`) */
  live?: LiveRunner | undefined;
}

const RANK: Record<Severity, number> = { danger: 0, warning: 1, info: 2 };

/** Runs `url-inspect` with `argv` (without `node` and the script) and returns the exit status. */
export function run(argv: string[], env: CLIEnvironment): number {
  try {
    return runOrThrow(argv, env);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    env.stderr(`url-inspect: ${e.message}\n\n${USAGE}\n`);
    return 2;
  }
}

function usageError(message: string): never {
  throw new UsageError(message);
}

function runOrThrow(argv: string[], env: CLIEnvironment): number {
  const write = env.stdout;
  const { values, positionals } = parseCommandLine(argv);
  if (values.help) {
    write(`${USAGE}\n`);
    return 0;
  }
  if (values.version) {
    write(`url-inspect ${env.version ?? '0.0.0'}\n`);
    return 0;
  }
  const failOn = values['fail-on'];
  if (failOn !== undefined && failOn !== 'danger' && failOn !== 'warning')
    usageError(`--fail-on takes danger or warning, not "${failOn}"`);
  if (values.encode !== undefined || values.decode) {
    if (values.encode !== undefined && values.decode) usageError('use --encode or --decode, not both');
    if (values.decode) {
      if (positionals.length !== 1) usageError('--decode takes one value');
      write(`${decodeValue(positionals[0]!, values.form === true)}\n`);
      return 0;
    }
    // `--encode <set> <value>`, or `--encode <value>` with the default set
    let set = 'component';
    let value: string;
    if (positionals.length === 0) {
      value = values.encode as string;
    } else if (positionals.length === 1) {
      set = values.encode as string;
      value = positionals[0]!;
    } else {
      usageError('--encode takes a set name and one value');
    }
    if (!ENCODE_SET_NAMES.includes(set))
      usageError(`unknown percent-encode set "${set}"; use one of ${ENCODE_SET_NAMES.join(', ')}`);
    write(`${encodeValue(value, set)}\n`);
    return 0;
  }
  const options: InspectOptions =
    values.readers === undefined ? {} : { readers: readerNames(values.readers) };
  const threshold = failOn === undefined ? -1 : RANK[failOn as Severity];
  const batch =
    (positionals.length === 1 && positionals[0] === '-') ||
    (positionals.length === 0 && env.stdinPiped === true);
  if (batch) {
    if (env.readStdin === undefined) usageError('no standard input to read');
    return runBatch(env.readStdin(), values, threshold, env, options);
  }
  if (values.summary) usageError('--summary reads URLs from standard input: url-inspect - --summary');
  if (positionals.length !== 1)
    usageError(positionals.length === 0 ? 'give a URL to inspect' : 'give one URL (quote it in the shell)');
  const result = inspect(positionals[0]!, values.base ?? null, options);
  const live = values.live === true ? runLive(env, [positionals[0]!], options) : null;
  if (values.json) {
    const json = inspectionJSON(result);
    write(`${prettyJSON(live === null ? json : { ...json, live: liveJSON(live, 0) })}\n`);
  } else {
    const color = values.color ?? (env.isTTY && (env.noColor === undefined || env.noColor === ''));
    const all = values.full === true ? Number.POSITIVE_INFINITY : undefined;
    write(formatInspection(result, { color, maxValueLength: all, maxRows: all }));
    if (live !== null) write(formatLive(live, { color, maxValueLength: all, examples: all }));
  }
  if (!result.ok) return 1;
  return hits(result, threshold) ? 1 : 0;
}

/** The reader names of `--readers python,curl,go`, each one known (a usage error otherwise). */
function readerNames(text: string): (typeof READER_NAMES)[number][] {
  const names = text
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
  if (names.length === 0) usageError(`--readers takes reader names: ${READER_NAMES.join(', ')}`);
  for (const n of names) {
    if (!(READER_NAMES as readonly string[]).includes(n))
      usageError(`unknown reader "${elided(n, 40)}"; use one of ${READER_NAMES.join(', ')}`);
  }
  return names as (typeof READER_NAMES)[number][];
}

/** `--live`: the real parsers of the chosen readers over `inputs` (a usage error where none can run). */
function runLive(env: CLIEnvironment, inputs: readonly string[], options: InspectOptions) {
  if (env.live === undefined)
    usageError('--live runs the installed parsers: only the url-inspect command can');
  return env.live(inputs, options.readers ?? READER_NAMES);
}

/** Whether `result` has a note of rank `threshold` or worse (-1: never). */
function hits(result: Inspection, threshold: number): boolean {
  return threshold >= 0 && result.security.some((n) => RANK[n.severity] <= threshold);
}

/** The worst of a result: `fails`, a severity, or `ok`. */
function worst(result: Inspection): string {
  if (!result.ok) return 'fails';
  return result.security[0]?.severity ?? 'ok';
}

/** The batch mode: one URL per line of `text`. */
function runBatch(
  text: string,
  values: ReturnType<typeof parseCommandLine>['values'],
  threshold: number,
  env: CLIEnvironment,
  options: InspectOptions,
): number {
  const lines = text.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const base = values.base ?? null;
  const progress = env.stderrIsTTY === true && lines.length >= 20000;
  const live =
    values.live === true
      ? runLive(
          env,
          lines.map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l)).filter((l) => l !== ''),
          options,
        )
      : null;
  const counts = new Map<string, number>();
  let parsed = 0;
  let failed = 0;
  let urls = 0;
  let hit = false;
  let out: string[] = [];
  const flush = () => {
    if (out.length > 0) env.stdout(out.join(''));
    out = [];
  };
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (line.endsWith('\r')) line = line.slice(0, -1);
    if (line === '') continue;
    urls++;
    const r = inspect(line, base, options);
    if (r.ok) parsed++;
    else failed++;
    if (hits(r, threshold)) hit = true;
    if (values.summary) {
      for (const n of r.security) {
        const key = `${n.severity}\t${n.kind}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    } else if (values.json) {
      const json = inspectionJSON(r);
      out.push(`${JSON.stringify(live === null ? json : { ...json, live: liveJSON(live, urls - 1) })}\n`);
    } else {
      const kinds = [...new Set(r.security.map((n) => n.kind))].join(',');
      out.push(`${worst(r).padEnd(7)}  ${(kinds === '' ? '-' : kinds).padEnd(24)}  ${elided(line, 160)}\n`);
    }
    if (out.length >= 512) flush();
    if (progress && i % 10000 === 0 && i > 0)
      env.stderr(`\r${i.toLocaleString('en-US')} / ${lines.length.toLocaleString('en-US')} URLs`);
  }
  flush();
  if (progress) env.stderr('\r\u001b[K');
  if (live !== null && !values.json) env.stdout(formatLive(live, { color: false }));
  if (values.summary) {
    const rows = [...counts.entries()]
      .map(([key, n]) => [...key.split('\t'), n] as [Severity, string, number])
      .sort((a, b) => RANK[a[0]] - RANK[b[0]] || b[2] - a[2] || (a[1] < b[1] ? -1 : 1));
    if (values.json) {
      const notes: Record<string, Partial<Record<Severity, number>>> = {};
      for (const [severity, kind, n] of rows) (notes[kind] ??= {})[severity] = n;
      env.stdout(
        `${JSON.stringify(live === null ? { urls, parsed, failed, notes } : { urls, parsed, failed, notes, live: liveCounts(live) })}\n`,
      );
    } else {
      const lines2 = [
        `URLs    ${urls}`,
        `parsed  ${parsed}`,
        `failed  ${failed}`,
        '',
        'security notes by kind',
      ];
      if (rows.length === 0) lines2.push('  none');
      for (const [severity, kind, n] of rows)
        lines2.push(`  ${severity.padEnd(7)}  ${kind.padEnd(24)}  ${n}`);
      env.stdout(`${lines2.join('\n')}\n`);
    }
  }
  return hit ? 1 : 0;
}
