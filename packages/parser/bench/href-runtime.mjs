// The `new URL(s).href` table of issue 16, runtime-neutral: run by Node, Bun or Deno (bench/run.mjs
// --runtime bundles this file with dist/ and @url/bench, then runs the bundle with each binary), it
// times our URL against the runtime's OWN built-in URL, side by side in one process.
//   pnpm --filter @url/parser build && pnpm --filter @url/parser bench --runtime node,bun,deno
import { bench, loadLines, saveResults } from '@url/bench';
import { basicURLParse, URL as Ours, serializeURL } from '../dist/index.js';

const Native = globalThis.URL;
const runtime =
  typeof globalThis.Bun === 'object'
    ? `Bun ${globalThis.Bun.version}`
    : typeof globalThis.Deno === 'object'
      ? `Deno ${globalThis.Deno.version.deno}`
      : `Node ${process.versions.node}`;
const native = `${runtime.split(' ')[0]}'s own URL`;
const LISTS = ['kasztp.txt', 'userbait.txt', 'node_files.txt', 'isaacs_files.txt'];

console.log(`\n# new URL(s).href on ${runtime}: @url/parser against ${native}`);
for (const name of LISTS) {
  // Lines both accept (a handful in kasztp/userbait are invalid); ours must give the same href.
  const lines = loadLines(name).filter((l) => Native.canParse(l) && Ours.canParse(l));
  let differ = 0;
  for (const l of lines) if (new Ours(l).href !== new Native(l).href) differ++;
  console.log(`${name}: ${lines.length} lines both accept; href differs from ${native} on ${differ}`);
  bench({
    title: `${runtime}: new URL(s).href — ${name}, all ${lines.length} lines`,
    inputs: lines,
    reference: native,
    candidates: {
      [native]: (s) => new Native(s).href,
      '@url/parser URL': (s) => new Ours(s).href,
      '@url/parser basicURLParse + serializeURL': (s) => serializeURL(basicURLParse(s)),
    },
  });
}
saveResults(`parser-href-${runtime.split(' ')[0].toLowerCase()}`);
