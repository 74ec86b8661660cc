/**
 * The `url-inspect` command, with its input and output passed in (so that tests run it in-process).
 * @module
 */

import { parseArgs } from 'node:util';
import {
  decodeValue,
  ENCODE_SET_NAMES,
  encodeValue,
  formatInspection,
  inspect,
  inspectionJSON,
  prettyJSON,
} from '../src/index';

export const USAGE = `Usage:
  url-inspect <input> [--base <url>] [--json] [--color | --no-color]
      What a browser (the URL Standard) makes of <input>: its parts, every change the parser made,
      validation errors, where RFC 3986 parsers disagree, and security notes.
      --json prints the inspect() result as JSON.
  url-inspect --encode [<set>] <value>
      UTF-8 percent-encode <value> with a URL Standard percent-encode set:
      ${ENCODE_SET_NAMES.join(', ')} (default: component; form writes spaces as +).
  url-inspect --decode <value> [--form]
      Percent-decode <value> as UTF-8 (--form: + is a space, as in a query).

Exit status: 0 when the URL parses (or the value was encoded/decoded), 1 when it does not, 2 on a usage error.
Colour: on a terminal unless NO_COLOR is set; never with --json or when piped.`;

/** Where the CLI writes, and what it knows about its terminal. */
export interface CLIEnvironment {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** whether stdout is a terminal */
  isTTY: boolean;
  /** the NO_COLOR environment variable */
  noColor: string | undefined;
}

class UsageError extends Error {}

/** Runs `url-inspect` with `argv` (without `node` and the script) and returns the exit status. */
export function run(argv: string[], env: CLIEnvironment): number {
  try {
    return runOrThrow(argv, env);
  } catch (e) {
    if (
      !(e instanceof UsageError) &&
      !(e instanceof TypeError && (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
    )
      throw e;
    env.stderr(`url-inspect: ${(e as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
}

function usageError(message: string): never {
  throw new UsageError(message);
}

function runOrThrow(argv: string[], env: CLIEnvironment): number {
  const write = env.stdout;
  const parsed = parse(argv);
  const { values, positionals } = parsed;
  if (values.help) {
    write(`${USAGE}\n`);
    return 0;
  }
  if (values.encode !== undefined || values.decode) {
    if (values.encode !== undefined && values.decode) usageError('use --encode or --decode, not both');
    if (values.decode) {
      if (positionals.length !== 1) usageError('--decode takes one value');
      write(`${decodeValue(positionals[0], values.form === true)}\n`);
      return 0;
    }
    // `--encode <set> <value>`, or `--encode <value>` with the default set
    let set = 'component';
    let value: string;
    if (positionals.length === 0) {
      value = values.encode as string;
    } else if (positionals.length === 1) {
      set = values.encode as string;
      value = positionals[0];
    } else {
      usageError('--encode takes a set name and one value');
    }
    if (!ENCODE_SET_NAMES.includes(set))
      usageError(`unknown percent-encode set "${set}"; use one of ${ENCODE_SET_NAMES.join(', ')}`);
    write(`${encodeValue(value, set)}\n`);
    return 0;
  }
  if (positionals.length !== 1)
    usageError(positionals.length === 0 ? 'give a URL to inspect' : 'give one URL (quote it in the shell)');
  const result = inspect(positionals[0], values.base ?? null);
  if (values.json) {
    write(`${prettyJSON(inspectionJSON(result))}\n`);
  } else {
    const color = values.color ?? (env.isTTY && (env.noColor === undefined || env.noColor === ''));
    write(formatInspection(result, { color }));
  }
  return result.ok ? 0 : 1;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    allowNegative: true,
    strict: true,
    options: {
      base: { type: 'string', short: 'b' },
      json: { type: 'boolean' },
      color: { type: 'boolean' },
      encode: { type: 'string', short: 'e' },
      decode: { type: 'boolean', short: 'd' },
      form: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
