// url-inspect run in process, its output collected: the CLI tests' one way to call it.
import type { LiveRunner } from '../cli/live';
import { run } from '../cli/run';

/** Runs url-inspect with `args` (and `stdin`, when given), collecting what it prints. */
export function cli(
  args: string[],
  stdin?: string,
  extra: { piped?: boolean; stderrIsTTY?: boolean; live?: LiveRunner } = {},
) {
  let stdout = '';
  let stderr = '';
  const status = run(args, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    isTTY: false,
    noColor: undefined,
    readStdin: stdin === undefined ? undefined : () => stdin,
    stdinPiped: extra.piped ?? false,
    stderrIsTTY: extra.stderrIsTTY ?? false,
    version: '1.2.3',
    ...(extra.live === undefined ? {} : { live: extra.live }),
  });
  return { status, stdout, stderr };
}
