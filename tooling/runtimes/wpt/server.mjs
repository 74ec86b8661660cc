// A static server on 127.0.0.1 (a free port) for the WPT page: the page, its bundle, and the synced
// WPT data under /wpt/ (read-only, nothing outside the folder), plus an empty document per WPT folder
// that each .any.js file's iframe loads, so relative fetch()es resolve as upstream.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, isAbsolute, relative, resolve } from 'node:path';

const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
};

export function startServer({ wptDir, bundleFile }) {
  const page =
    '<!doctype html><meta charset="utf-8"><title>WPT</title><script type="module" src="/bundle.js"></script>';
  const blank = '<!doctype html><meta charset="utf-8"><title></title>';
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    const send = (status, type, body) => {
      res.writeHead(status, {
        'content-type': `${type}; charset=utf-8`,
        'cache-control': 'no-store',
        // cross-origin isolated, as WPT's server can make it: some dependencies need SharedArrayBuffer
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      });
      res.end(body);
    };
    if (path === '/') return send(200, 'text/html', page);
    if (path === '/bundle.js') return send(200, 'text/javascript', readFileSync(bundleFile));
    if (path.startsWith('/wpt/')) {
      if (path.endsWith('/__blank.html')) return send(200, 'text/html', blank);
      const full = resolve(wptDir, path.slice('/wpt/'.length));
      const rel = relative(wptDir, full);
      if (rel.startsWith('..') || isAbsolute(rel) || !existsSync(full) || !statSync(full).isFile())
        return send(404, 'text/plain', 'not found');
      return send(200, TYPES[extname(full)] ?? 'application/octet-stream', readFileSync(full));
    }
    return send(404, 'text/plain', 'not found');
  });
  return new Promise((resolvePromise, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolvePromise({ url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}
