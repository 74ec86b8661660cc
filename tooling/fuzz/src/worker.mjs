// The CLI's worker: runs one property (src/runner.mjs) and, before each run, writes the run's input
// (as JSON) and start time into shared memory, so the CLI can name the input of a run that hangs.
import { parentPort, workerData } from 'node:worker_threads';
import { PROPERTIES } from './properties.mjs';
import { runProperty } from './runner.mjs';

const { name, args, shared } = workerData;
const header = new Int32Array(shared.header); // [length of the JSON in bytes]
const started = new Float64Array(shared.started); // [performance.timeOrigin + now() at the run's start]
const bytes = new Uint8Array(shared.bytes);
const encoder = new TextEncoder();
const prop = PROPERTIES.find((p) => p.name === name);

const result = runProperty(prop, args, (value) => {
  const { written } = encoder.encodeInto(JSON.stringify(value) ?? 'undefined', bytes);
  header[0] = written;
  started[0] = performance.timeOrigin + performance.now();
});
started[0] = 0;
parentPort.postMessage(result);
