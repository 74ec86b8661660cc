/**
 * The live driver: runs one real parser's script over a list of inputs in ONE child process and
 * returns one result per input. The protocol every script follows (see README.md here):
 *
 * - stdin: NDJSON, one JSON string per line (the input URL);
 * - stdout: NDJSON, one line per input, in order:
 *   `{"ok":true,"scheme":…,"userinfo":…,"host":…,"port":…,"path":…,"query":…,"fragment":…}`
 *   or `{"ok":false,"error":"…"}`.
 *
 * Inputs are written in one stream (the child reads them line by line), so thousands of inputs
 * take one process start. A missing interpreter or library is an error whose message says how to
 * install it: the live tests never skip silently. `runLiveSync` is the same run for a synchronous
 * caller (the `url-inspect --live` CLI), its failure returned as a reason instead of thrown.
 */
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type LiveResult =
  | {
      readonly ok: true;
      readonly scheme: string | null;
      readonly userinfo: string | null;
      readonly host: string | null;
      readonly port: string | null;
      readonly path: string;
      readonly query: string | null;
      readonly fragment: string | null;
    }
  | { readonly ok: false; readonly error: string };

export interface LiveCommand {
  /** Executable, e.g. '/usr/bin/python3'. */
  readonly command: string;
  /** Arguments, e.g. the script's path. */
  readonly args: readonly string[];
  /** What to tell the user when the command or a library it needs is missing. */
  readonly install: string;
  /** What runs, in a few words, for display (default: the command line). */
  readonly parser?: string | undefined;
}

/**
 * Absolute path of a driver script of `packages/readers/live/` (the package ships the folder):
 * written relative to the package so that it holds from the TypeScript source (`live/`) and from
 * the build (`dist/`) alike.
 */
export function liveScript(name: string): string {
  return fileURLToPath(new URL(`../live/${name}`, import.meta.url));
}

/** Debian's own Python, the one `.ci/run` installs (`apt-get install python3`). */
export const PYTHON = '/usr/bin/python3';

/** The live command for each real parser. */
export const liveCommands = {
  python: {
    parser: 'python3 urllib.parse',
    command: PYTHON,
    args: [liveScript('python.py')],
    install: "apt-get install -y python3 (the live test runs Debian's /usr/bin/python3)",
  },
  curl: {
    parser: 'libcurl.so.4 (through python3 ctypes)',
    command: PYTHON,
    args: [liveScript('curl.py')],
    install:
      'apt-get install -y python3 libcurl4-openssl-dev (the curl driver loads libcurl.so.4 through Python ctypes)',
  },
  'node-legacy': {
    parser: `node ${process.version} url.parse`,
    command: process.execPath,
    args: [liveScript('node-legacy.mjs')],
    install: 'the Node.js running the tests drives it; no install needed',
  },
  // Go compiles the script on each run (stdlib only, no network); its cache lives in the temp dir.
  go: {
    parser: 'go run (net/url)',
    command: '/usr/bin/env',
    args: [
      'GOTOOLCHAIN=local',
      'GOFLAGS=',
      `GOCACHE=${join(tmpdir(), 'url-readers-go-cache')}`,
      `GOPATH=${join(tmpdir(), 'url-readers-go-path')}`,
      'go',
      'run',
      liveScript('go.go'),
    ],
    install: 'apt-get install -y golang-go (the Go driver runs `go run live/go.go`)',
  },
  php: {
    parser: 'php parse_url',
    command: 'php',
    args: [liveScript('php.php')],
    install: 'apt-get install -y php-cli (the PHP driver runs parse_url under php-cli)',
  },
  java: {
    parser: 'java java.net.URI',
    command: 'java',
    args: [liveScript('Java.java')],
    install: 'apt-get install -y default-jre-headless (the Java driver runs `java Java.java`, JDK 11+)',
  },
  ruby: {
    parser: 'ruby URI.parse',
    command: 'ruby',
    args: [liveScript('ruby.rb')],
    install: 'apt-get install -y ruby (the Ruby driver runs URI.parse from the uri library)',
  },
  perl: {
    parser: 'perl URI->new',
    command: 'perl',
    args: [liveScript('perl.pl')],
    install: 'apt-get install -y liburi-perl (the Perl driver runs URI->new; JSON::PP is core Perl)',
  },
} as const satisfies Record<string, LiveCommand>;

/**
 * Throws with the install hint unless `command --version`-style probing of the script works:
 * runs the script over one input and checks one well-formed answer comes back.
 */
export function assertLiveAvailable(cmd: LiveCommand): void {
  const probe = spawnSync(cmd.command, [...cmd.args], {
    input: `${JSON.stringify('http://example.com/')}\n`,
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (probe.error !== undefined || probe.status !== 0 || !probe.stdout.startsWith('{')) {
    const why = probe.error?.message ?? `exit ${probe.status}: ${probe.stderr.slice(0, 500)}`;
    throw new Error(
      `live parser unavailable: ${cmd.command} ${cmd.args.join(' ')} (${why}). Install: ${cmd.install}`,
    );
  }
}

/** Runs `cmd` over `inputs` in one child process; resolves to one result per input, in order. */
export function runLive(cmd: LiveCommand, inputs: readonly string[]): Promise<LiveResult[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd.command, [...cmd.args], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: string[] = [];
    let err = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => out.push(chunk));
    child.stderr.on('data', (chunk: string) => {
      if (err.length < 4000) err += chunk;
    });
    child.on('error', (e) =>
      reject(
        new Error(`live parser failed to start: ${cmd.command} (${e.message}). Install: ${cmd.install}`),
      ),
    );
    child.on('close', (code) => {
      if (code !== 0) {
        reject(
          new Error(
            `live parser exited ${code}: ${cmd.command} ${cmd.args.join(' ')}\n${err}\nInstall: ${cmd.install}`,
          ),
        );
        return;
      }
      const lines = out.join('').split('\n');
      if (lines[lines.length - 1] === '') lines.pop();
      if (lines.length !== inputs.length) {
        reject(new Error(`live parser answered ${lines.length} lines for ${inputs.length} inputs\n${err}`));
        return;
      }
      resolve(lines.map((l) => JSON.parse(l) as LiveResult));
    });
    // Written in chunks; the pipe applies back-pressure through Node's stream buffering.
    const CHUNK = 2000;
    let i = 0;
    const writeMore = (): void => {
      while (i < inputs.length) {
        const part = inputs.slice(i, i + CHUNK);
        i += CHUNK;
        const text = `${part.map((s) => JSON.stringify(s)).join('\n')}\n`;
        if (!child.stdin.write(text)) {
          child.stdin.once('drain', writeMore);
          return;
        }
      }
      child.stdin.end();
    };
    child.stdin.on('error', () => {
      // The close handler reports the failure.
    });
    writeMore();
  });
}

/** What {@link runLiveSync} returns: one result per input, or why the parser could not be run. */
export type LiveRun =
  | { readonly ok: true; readonly results: LiveResult[] }
  | { readonly ok: false; readonly reason: string };

/**
 * Runs `cmd` over `inputs` in one child process, synchronously (all inputs written at once, every
 * answer read back). A missing interpreter, a failing script, a timeout or a wrong number of
 * answers is returned as a reason, never thrown.
 */
export function runLiveSync(cmd: LiveCommand, inputs: readonly string[], timeout = 300_000): LiveRun {
  const text = inputs.length === 0 ? '' : `${inputs.map((s) => JSON.stringify(s)).join('\n')}\n`;
  const r = spawnSync(cmd.command, [...cmd.args], {
    input: text,
    encoding: 'utf8',
    timeout,
    maxBuffer: 2 ** 30,
  });
  if (r.error !== undefined) return { ok: false, reason: r.error.message };
  if (r.status !== 0) {
    const detail = r.stderr.trim().split('\n').slice(-1)[0] ?? '';
    return {
      ok: false,
      reason: `exit ${r.status ?? r.signal}${detail === '' ? '' : `: ${detail.slice(0, 300)}`}`,
    };
  }
  const lines = r.stdout.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  if (lines.length !== inputs.length)
    return { ok: false, reason: `answered ${lines.length} lines for ${inputs.length} inputs` };
  try {
    return { ok: true, results: lines.map((l) => JSON.parse(l) as LiveResult) };
  } catch (e) {
    return { ok: false, reason: `answered something other than JSON (${(e as Error).message})` };
  }
}
