// One served build and one browser per test file.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { launch, openPage } from './browser.mjs';
import { serve } from './server.mjs';

export const DIST = process.env.CASTLAB_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url));

/**
 * Serves the build and launches Chromium before the file's tests, closes
 * both after them. `open('/?v=1')` opens a page at that path of the site
 * (see `openPage` for the rest).
 * `mounts` serves other directories too, or the build under a sub-path;
 * `options` are `serve`'s (`{ filesOnly: true }`: no folder addresses),
 * and `full: true` runs the full browser instead of its headless shell:
 * for touch (in the shell a tap on the map left the readout's hint, not
 * the node) and for the hostile links (no saving there: 221 core-seconds
 * in the shell against 192).
 */
export function useSite(mounts = DIST, options = {}) {
  const { full = false, ...served } = options;
  let server;
  let browser;
  before(async () => {
    server = await serve(mounts, served);
    browser = await launch({ full });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    open: (path, viewport, init, options) => openPage(browser, `${server.url}${path}`, viewport, init, options),
    origin: () => server.url,
    requests: () => server.requests,
    refused: () => server.refused,
    browser: () => browser,
  };
}

/** Each wasm file of the build in `dir` (its name without the content
 * hash), raw, gzip at level 9 and brotli at quality 11. */
export function wasmSizes(dir) {
  return readdirSync(dir).filter((f) => f.endsWith('.wasm')).sort().map((file) => {
    const bytes = readFileSync(join(dir, file));
    return {
      file: file.replace(/-[0-9a-f]{16}/, ''),
      bytes: bytes.length,
      gzip_bytes: gzipSync(bytes, { level: 9 }).length,
      brotli_bytes: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
}
