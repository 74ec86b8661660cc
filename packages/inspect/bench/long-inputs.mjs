// The long inputs, timed once each through inspect + formatInspection, the CLI (text and
// --json, in process) : `node bench/long-inputs.mjs [--skip-slow]`. Prints milliseconds and output
// sizes. A measurement script, not a test.
import { load } from './load.mjs';

const m = await load();
const b64 = Buffer.alloc(45 * 1024, 7)
  .toString('base64')
  .replace(/.{76}/g, '$&\n');
const INPUTS = {
  '60 KB line-wrapped base64 data: URL': `data:image/png;base64,${b64}`,
  '105 KB query': `https://example.com/search?q=${'a b '.repeat((105 * 1024) / 4)}`,
  '1 MB of \\': `http://h.example/${'\\'.repeat(1 << 20)}`,
};
const skipSlow = process.argv.includes('--skip-slow');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
for (const [name, input] of Object.entries(INPUTS)) {
  if (only !== undefined && !name.startsWith(only)) continue;
  let t = performance.now();
  const r = m.inspect(input);
  const tInspect = performance.now() - t;
  if (skipSlow && name !== '1 MB of \\') {
    console.log(`${name}: inspect ${tInspect.toFixed(0)} ms (format skipped)`);
    continue;
  }
  t = performance.now();
  let text = '';
  try {
    text = m.formatInspection(r);
  } catch (e) {
    console.log(`${name}: formatInspection throws ${e}`);
  }
  const tFormat = performance.now() - t;
  let out = 0;
  t = performance.now();
  try {
    m.run(['--json', input], {
      stdout: (s) => (out += s.length),
      stderr: () => {},
      isTTY: false,
      noColor: undefined,
    });
  } catch (e) {
    console.log(`${name}: --json throws ${e}`);
  }
  const tJson = performance.now() - t;
  console.log(
    `${name} (${input.length} chars): inspect ${tInspect.toFixed(0)} ms, formatInspection ${tFormat.toFixed(0)} ms (${text.length} chars), --json ${tJson.toFixed(0)} ms (${out} chars)`,
  );
}
