// Live driver for Node's legacy url.parse() (protocol: packages/readers/test/live/README.md).
// Per input: url.parse(input) with no other arguments. protocol without its ':' is the scheme,
// auth the userinfo, hostname the host, port, pathname (null read as ''), search and hash
// without their leading '?' / '#'. A throw reports its code and message.
import { createInterface } from 'node:readline';
import url from 'node:url';

process.removeAllListeners('warning');
const rl = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
const lines = [];
for await (const line of rl) {
  if (line === '') continue;
  const input = JSON.parse(line);
  let res;
  try {
    const u = url.parse(input);
    res = {
      ok: true,
      scheme: u.protocol === null ? null : u.protocol.slice(0, -1),
      userinfo: u.auth,
      host: u.hostname,
      port: u.port,
      path: u.pathname ?? '',
      query: u.search === null ? null : u.search.slice(1),
      fragment: u.hash === null ? null : u.hash.slice(1),
    };
  } catch (e) {
    res = { ok: false, error: `${e.code ?? e.name}: ${e.message}` };
  }
  lines.push(JSON.stringify(res));
  if (lines.length >= 1000) process.stdout.write(`${lines.splice(0).join('\n')}\n`);
}
if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
