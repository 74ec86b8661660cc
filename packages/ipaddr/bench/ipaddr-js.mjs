// Side-by-side benchmark of @url/ipaddr/ipaddr.js against ipaddr.js 2.5.0, in one process, on the lines
// of ip-literals.txt: parse (both libraries throw on bad input, so both are wrapped in try/catch),
// isValid, and range() lookups on addresses each library parsed beforehand. Runs the built dist/:
// `pnpm --filter @url/ipaddr build && node packages/ipaddr/bench/ipaddr-js.mjs` (BENCH_QUICK=1 for a
// short run); `pnpm --filter @url/ipaddr bench` runs it after the parser benchmarks.
import { pathToFileURL } from 'node:url';
import { bench, loadLines } from '@url/bench';
import theirs from 'ipaddr.js';
import ours from '../dist/ipaddr-js.js';

const tryOr = (f) => (s) => {
  try {
    return f(s);
  } catch {
    return null;
  }
};

export function benchIpaddrJs() {
  const lines = loadLines('ip-literals.txt');
  const v4 = lines.filter((l) => !l.includes(':'));
  const v6 = lines.filter((l) => l.includes(':'));
  const verdicts = [];
  const ratio = (rows, what) => {
    const time = (name) => rows.find((r) => r.name.startsWith(name)).nsPerOp;
    const r = time('ipaddr.js') / time('@url/ipaddr');
    verdicts.push(
      `${what}: ${r.toFixed(1)}x faster than ipaddr.js (target >= 5x: ${r >= 5 ? 'met' : 'MISSED'})`,
    );
  };

  for (const [family, inputs] of [
    ['IPv4-like', v4],
    ['IPv6-like', v6],
  ]) {
    const rows = bench({
      title: `ipaddr.js API, parse: ${family} literals (${inputs.length} lines of ip-literals.txt)`,
      inputs,
      candidates: {
        '@url/ipaddr/ipaddr.js parse (try/catch)': tryOr((s) => ours.parse(s)),
        'ipaddr.js parse (try/catch)': tryOr((s) => theirs.parse(s)),
      },
    });
    ratio(rows, `parse, ${family}`);
    // the same without the lines neither library reads: there both throw, and an Error costs the same
    // (or more) in either, so the mixed lines measure throwing as much as reading
    const valid = inputs.filter((s) => theirs.isValid(s));
    const validRows = bench({
      title: `ipaddr.js API, parse: the ${valid.length} ${family} literals both libraries read`,
      inputs: valid,
      candidates: {
        '@url/ipaddr/ipaddr.js parse': (s) => ours.parse(s),
        'ipaddr.js parse': (s) => theirs.parse(s),
      },
    });
    ratio(validRows, `parse, ${family}, valid only`);
    const validity = bench({
      title: `ipaddr.js API, isValid: ${family} literals`,
      inputs,
      candidates: {
        '@url/ipaddr/ipaddr.js isValid': (s) => ours.isValid(s),
        'ipaddr.js isValid': (s) => theirs.isValid(s),
      },
    });
    ratio(validity, `isValid, ${family}`);
    const mine = inputs.filter((s) => ours.isValid(s)).map((s) => ours.parse(s));
    const other = inputs.filter((s) => theirs.isValid(s)).map((s) => theirs.parse(s));
    const indexes = Array.from({ length: mine.length }, (_, i) => i);
    const range = bench({
      title: `ipaddr.js API, range(): ${mine.length} ${family} addresses parsed beforehand`,
      inputs: indexes,
      candidates: {
        '@url/ipaddr/ipaddr.js range()': (i) => mine[i].range(),
        'ipaddr.js range()': (i) => other[i].range(),
      },
    });
    ratio(range, `range(), ${family}`);
  }
  console.log(`\n${verdicts.join('\n')}`);
  return verdicts;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) benchIpaddrJs();
