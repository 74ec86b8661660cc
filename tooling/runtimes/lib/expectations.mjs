// The runtime expectations file (tooling/runtimes/expectations.json): the reviewed list of unit tests
// that do not run, or are known to fail, on a runtime, each with its reason. Nothing is skipped
// silently: a listed file or test that no longer exists, or a listed failure that passes, fails the run.
//
// {
//   "bun,deno": {                                   one or more runtimes (node, bun, deno, chromium)
//     "skip": { "<file>": "reason",                 the whole file is not run (--exclude)
//               "<file> > <test full name>": "…" }  that test is not run (filtered out by name)
//     "fail": { "<file> > <test full name>": "…",   runs and must fail
//               "<file>": "…" }                     runs and must fail to load (or fail as a whole)
//   }
// }
// <file> is relative to the repository root; <test full name> is vitest's (describe titles and the
// test title joined by spaces). Keys starting with "$" are comments.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEP } from './evaluate.mjs';
import { ROOT, RUNTIMES_DIR } from './workspace.mjs';

export { entriesFor, evaluate, exclusions, testNamePatternExcluding } from './evaluate.mjs';

export const EXPECTATIONS_FILE = join(RUNTIMES_DIR, 'expectations.json');
export const RUNTIMES = ['node', 'bun', 'deno', 'chromium'];

/** { [runtime]: { skip: Map<key, reason>, fail: Map<key, reason> } }, validated. */
export function loadRuntimeExpectations(file = EXPECTATIONS_FILE) {
  const raw = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const out = Object.fromEntries(RUNTIMES.map((r) => [r, { skip: new Map(), fail: new Map() }]));
  const problems = [];
  for (const [group, body] of Object.entries(raw)) {
    if (group.startsWith('$')) continue;
    const runtimes = group.split(',').map((s) => s.trim());
    for (const r of runtimes)
      if (!RUNTIMES.includes(r)) problems.push(`unknown runtime "${r}" in "${group}"`);
    for (const [kind, entries] of Object.entries(body)) {
      if (kind.startsWith('$')) continue;
      if (kind !== 'skip' && kind !== 'fail') {
        problems.push(`"${group}": unknown section "${kind}" (skip or fail)`);
        continue;
      }
      for (const [key, reason] of Object.entries(entries)) {
        if (key.startsWith('$')) continue;
        if (typeof reason !== 'string' || reason.trim().length < 10)
          problems.push(`"${group}" ${kind} "${key}": every entry needs a reason`);
        const file = key.split(SEP)[0];
        if (!existsSync(join(ROOT, file)))
          problems.push(`"${group}" ${kind} "${key}": ${file} does not exist (stale entry)`);
        for (const r of runtimes) {
          if (!RUNTIMES.includes(r)) continue;
          if (out[r][kind].has(key)) problems.push(`"${key}" is listed twice for ${r}`);
          out[r][kind].set(key, reason);
        }
      }
    }
  }
  for (const r of RUNTIMES) {
    for (const key of out[r].skip.keys()) {
      if (out[r].fail.has(key)) problems.push(`"${key}" is both skipped and expected to fail on ${r}`);
    }
  }
  return { byRuntime: out, problems };
}
