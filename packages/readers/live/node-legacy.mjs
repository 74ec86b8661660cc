// Live driver for Node's legacy url.parse() (protocol: packages/readers/live/README.md).
// Per input: url.parse(input) with no other arguments. protocol without its ':' is the scheme,
// auth the userinfo, hostname the host, port, pathname (null read as ''), search and hash
// without their leading '?' / '#'. A throw reports its code and message.
import { createInterface } from 'node:readline';
import url from 'node:url';
import { nodeLegacyToLive } from './node-legacy-map.mjs';

process.removeAllListeners('warning');
const rl = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
const lines = [];
for await (const line of rl) {
  if (line === '') continue;
  lines.push(JSON.stringify(nodeLegacyToLive(url.parse, JSON.parse(line))));
  if (lines.length >= 1000) process.stdout.write(`${lines.splice(0).join('\n')}\n`);
}
if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
