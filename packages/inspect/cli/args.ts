/**
 * The command line of `url-inspect`, read without Node built-ins (so that the CLI's `run` bundles
 * for any platform): long options (`--base URL`, `--base=URL`), short ones (`-b URL`, `-j`), `--no-`
 * for the colour switch, `--` to end the options, and `-` as a positional (standard input).
 * @module
 */

/** One option: its type and short letter. */
interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  /** whether `--no-<name>` sets it to false */
  negatable?: boolean;
}

export const OPTIONS = {
  base: { type: 'string', short: 'b' },
  json: { type: 'boolean', short: 'j' },
  color: { type: 'boolean', negatable: true },
  encode: { type: 'string', short: 'e' },
  decode: { type: 'boolean', short: 'd' },
  form: { type: 'boolean' },
  summary: { type: 'boolean', short: 's' },
  'fail-on': { type: 'string' },
  full: { type: 'boolean' },
  readers: { type: 'string' },
  live: { type: 'boolean' },
  version: { type: 'boolean', short: 'V' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies Record<string, OptionSpec>;

type Name = keyof typeof OPTIONS;

/** The options given, by name. */
export type Values = {
  [K in Name]?: (typeof OPTIONS)[K]['type'] extends 'string' ? string : boolean;
};

/** An error in the command line (exit status 2 with the usage). */
export class UsageError extends Error {}

/** Reads `argv` (without `node` and the script): the options and the positionals. */
export function parseCommandLine(argv: readonly string[]): { values: Values; positionals: string[] } {
  const values: Record<string, string | boolean> = {};
  const positionals: string[] = [];
  const byShort = new Map<string, Name>();
  for (const [name, spec] of Object.entries(OPTIONS) as [Name, OptionSpec][])
    if (spec.short !== undefined) byShort.set(spec.short, name);

  const take = (name: Name, inline: string | undefined, i: number): number => {
    const spec: OptionSpec = OPTIONS[name];
    if (spec.type === 'boolean') {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value`);
      values[name] = true;
      return i;
    }
    if (inline !== undefined) {
      values[name] = inline;
      return i;
    }
    if (i + 1 >= argv.length) throw new UsageError(`--${name} needs a value`);
    values[name] = argv[i + 1]!;
    return i + 1;
  };

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const key = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
      const inline = eq === -1 ? undefined : arg.slice(eq + 1);
      if (key in OPTIONS) {
        i = take(key as Name, inline, i);
        continue;
      }
      const negated = key.startsWith('no-') ? key.slice(3) : null;
      if (negated !== null && negated in OPTIONS && (OPTIONS[negated as Name] as OptionSpec).negatable) {
        if (inline !== undefined) throw new UsageError(`--${key} takes no value`);
        values[negated] = false;
        continue;
      }
      throw new UsageError(`unknown option --${key}`);
    }
    if (arg.length > 1 && arg.startsWith('-')) {
      // -j, -js, -b URL
      for (let k = 1; k < arg.length; k++) {
        const name = byShort.get(arg[k]!);
        if (name === undefined) throw new UsageError(`unknown option -${arg[k]!}`);
        if (OPTIONS[name].type === 'string') {
          if (k !== arg.length - 1) {
            values[name] = arg.slice(k + 1);
          } else i = take(name, undefined, i);
          break;
        }
        values[name] = true;
      }
      continue;
    }
    positionals.push(arg);
  }
  return { values: values as Values, positionals };
}
