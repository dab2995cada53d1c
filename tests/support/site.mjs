// One served build and one browser per test file.
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';

import { launch, openPage } from './browser.mjs';
import { serve } from './server.mjs';

export const DIST = process.env.CASTLAB_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url));

/**
 * Serves the build and launches Chromium before the file's tests, closes
 * both after them. `open('/?v=1')` opens a page at that path of the site
 * (see `openPage` for the rest).
 * `mounts` serves other directories too, or the build under a sub-path
 * (see `serve`).
 */
export function useSite(mounts = DIST) {
  let server;
  let browser;
  before(async () => {
    server = await serve(mounts);
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    open: (path, viewport, init, options) => openPage(browser, `${server.url}${path}`, viewport, init, options),
    origin: () => server.url,
    requests: () => server.requests,
    browser: () => browser,
  };
}
