// A static file server for the built site, on a loopback port the OS picks.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ftl': 'text/plain; charset=utf-8',
};

/**
 * Serves `root` at http://127.0.0.1:<port>/ and resolves to { url, requests,
 * refused, close }. `root` may instead map URL prefixes to directories, as in
 * `{ '/castlab/': dist, '/course/': pages }`, to serve a site under a
 * sub-path.
 *
 * `{ filesOnly: true }` serves the way an LMS serves a package's files
 * from its file store: a request for a folder, with or without its
 * trailing slash, is an error (404), never the folder's index.html.
 * `refused` lists every request answered with an error, from any client
 * (a page, a frame, a service worker).
 */
export async function serve(root, { filesOnly = false } = {}) {
  const mounts = Object.entries(typeof root === 'string' ? { '/': root } : root)
    .map(([prefix, dir]) => [prefix, resolve(dir)])
    .sort((a, b) => b[0].length - a[0].length);
  const requests = [];
  const refused = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    requests.push(path);
    const notFound = () => {
      refused.push(path);
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    };
    const mount = mounts.find(([prefix]) => path.startsWith(prefix));
    if (!mount) {
      notFound();
      return;
    }
    const [prefix, base] = mount;
    let file = normalize(join(base, path.slice(prefix.length - 1)));
    if (!file.startsWith(base)) {
      refused.push(path);
      res.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) {
        if (filesOnly) throw new Error('a folder');
        file = join(file, 'index.html');
      }
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(body);
    } catch {
      notFound();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    refused,
    // Keep-alive connections too: after close() nothing answers any more.
    close: () =>
      new Promise((ok) => {
        server.close(ok);
        server.closeAllConnections();
      }),
  };
}
