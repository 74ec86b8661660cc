// Runs every WPT suite against the runtime's OWN URL, URLSearchParams and URLPattern (bundled by
// native.mjs, executed by node, bun or deno). Prints the results as JSON.
import { runSuites } from '../../wpt-runner/src/run.ts';

const wptDir = process.argv[2];
const impl = { name: 'native' };
for (const name of ['URL', 'URLSearchParams', 'URLPattern']) {
  if (typeof globalThis[name] === 'function') impl[name] = globalThis[name];
}
const results = await runSuites(impl, { wptDir });
process.stdout.write(JSON.stringify({ provides: Object.keys(impl).filter((k) => k !== 'name'), results }));
