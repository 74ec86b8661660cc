/**
 * Each model against the real parser installed on this machine, on the same inputs, component by
 * component: what `url-inspect --live` shows. One child process per reader for all the inputs
 * (the drivers of this folder, the same ones the package's live differential runs). A reader whose
 * real parser is missing (or fails to run) is reported as skipped with the reason and the install
 * line; nothing is thrown for it.
 */
import { createReaders, type ReadersOptions } from '../src/registry';
import type { Reader, ReaderName, ReaderResult } from '../src/types';
import { type LiveCommand, type LiveResult, liveCommands, runLiveSync } from './driver';

/** What is compared: success, the error text when both reject, and the seven components. */
export type LiveComponent =
  | 'ok'
  | 'error'
  | 'scheme'
  | 'userinfo'
  | 'host'
  | 'port'
  | 'path'
  | 'query'
  | 'fragment';

const COMPONENTS = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;

/** One component where the model and the real parser differ (`ok`: `'accepts'` or `'rejects'`). */
export interface LiveDifference {
  readonly component: LiveComponent;
  readonly model: string | null;
  readonly real: string | null;
}

/** The inputs (by index) where a model and its real parser differ. */
export interface LiveInputDifference {
  readonly index: number;
  readonly input: string;
  readonly differences: readonly LiveDifference[];
}

interface LiveReaderBase {
  readonly name: ReaderName;
  readonly label: string;
  /** the version the model follows */
  readonly version: string;
}

/** One reader's outcome: compared (with the inputs that differ) or skipped (with why). */
export type LiveReaderReport =
  | (LiveReaderBase & {
      readonly status: 'compared';
      /** the real parser, in a few words */
      readonly real: string;
      /** the real parser's command line */
      readonly command: string;
      /** only the inputs that differ, in input order */
      readonly differing: readonly LiveInputDifference[];
    })
  | (LiveReaderBase & {
      readonly status: 'skipped';
      /** why the real parser did not run */
      readonly reason: string;
      /** how to install it (null: none can be, e.g. WinHTTP off Windows) */
      readonly install: string | null;
    });

export interface LiveReport {
  readonly inputs: number;
  readonly readers: readonly LiveReaderReport[];
}

export interface LiveOptions {
  /** the models' options (default: the newest versions, as `readURL` reads) */
  readonly readers?: ReadersOptions | undefined;
  /** a model to use instead of the package's, by reader (a seam for tests) */
  readonly models?: Partial<Record<ReaderName, (input: string) => ReaderResult>> | undefined;
  /** a real parser's command to use instead of the default, by reader; null: none */
  readonly commands?: Partial<Record<ReaderName, LiveCommand | null>> | undefined;
  /** how long one real parser may take for all inputs, in milliseconds (default 300 000) */
  readonly timeout?: number | undefined;
}

const COMMANDS: Partial<Record<ReaderName, LiveCommand>> = liveCommands;

/**
 * Where `model` and `real` differ, component by component: success, the error text, and the seven
 * components of the common shape (RFC 3986's, https://www.rfc-editor.org/rfc/rfc3986#section-3, as
 * each reader reports them).
 */
export function liveDifferences(model: ReaderResult, real: LiveResult): LiveDifference[] {
  if (model.ok !== real.ok) {
    return [
      {
        component: 'ok',
        model: model.ok ? 'accepts' : `rejects: ${model.error}`,
        real: real.ok ? 'accepts' : `rejects: ${real.error}`,
      },
    ];
  }
  if (!model.ok || !real.ok) {
    const m = model.ok ? '' : model.error;
    const r = real.ok ? '' : real.error;
    return m === r ? [] : [{ component: 'error', model: m, real: r }];
  }
  const out: LiveDifference[] = [];
  for (const c of COMPONENTS)
    if (model[c] !== real[c]) out.push({ component: c, model: model[c], real: real[c] });
  return out;
}

/**
 * Runs the real parser of each named reader (all nine by default) over `inputs` and compares its
 * answers with the model's. WinHTTP, a model from documentation, is always skipped.
 * Components: https://www.rfc-editor.org/rfc/rfc3986#section-3. Documentation of the readers: https://docs.python.org/3/library/urllib.parse.html#urllib.parse.urlsplit,
 * https://curl.se/libcurl/c/curl_url_set.html, https://pkg.go.dev/net/url#Parse,
 * https://www.php.net/manual/en/function.parse-url.php
 */
export function compareLive(
  inputs: readonly string[],
  names?: readonly ReaderName[],
  options: LiveOptions = {},
): LiveReport {
  const all: readonly Reader[] = createReaders(options.readers);
  const chosen = names === undefined ? all : names.map((n) => all.find((r) => r.info.name === n));
  const readers: LiveReaderReport[] = [];
  for (const [i, reader] of chosen.entries()) {
    if (reader === undefined)
      throw new TypeError(`compareLive: no reader named ${JSON.stringify(names?.[i])}`);
    const { name, label, version } = reader.info;
    const base = { name, label, version };
    const command = options.commands?.[name] === undefined ? COMMANDS[name] : options.commands[name];
    if (command === undefined || command === null) {
      readers.push({
        ...base,
        status: 'skipped',
        reason: 'no real parser runs here (model from documentation)',
        install: null,
      });
      continue;
    }
    const run = runLiveSync(command, inputs, options.timeout);
    if (!run.ok) {
      readers.push({ ...base, status: 'skipped', reason: run.reason, install: command.install });
      continue;
    }
    const model = options.models?.[name] ?? ((s: string) => reader.read(s));
    const differing: LiveInputDifference[] = [];
    for (const [index, input] of inputs.entries()) {
      // runLiveSync answers one result per input (it fails otherwise)
      const differences = liveDifferences(model(input), run.results[index]!);
      if (differences.length > 0) differing.push({ index, input, differences });
    }
    readers.push({
      ...base,
      status: 'compared',
      real: command.parser ?? command.command,
      command: [command.command, ...command.args].join(' '),
      differing,
    });
  }
  return { inputs: inputs.length, readers };
}
