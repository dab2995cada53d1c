// End-to-end: the built site under a sub-path, with no network after load
// and offline once visited (issue "Share, embed, export, offline").
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import { launch, openPage } from '../support/browser.mjs';
import { castlabEval } from '../support/cli.mjs';
import { assertClean, nodeCentre, settled } from '../support/page.mjs';
import { serve } from '../support/server.mjs';
import { DIST } from '../support/site.mjs';

const BASE = '/course/castlab/';
let server;
let browser;
before(async () => {
  server = await serve({ [BASE]: DIST });
  // The full browser: the service worker as a reader's Chrome runs it (in
  // the headless shell a navigation once also fetched sw.js again).
  browser = await launch({ full: true });
});
after(async () => {
  await browser?.close();
  await server?.close();
});

test('under a sub-path: every URL is relative, nothing is fetched after load, and a visited site works offline', async () => {
  const page = await openPage(browser, `${server.url}${BASE}?v=1&dims=16x16`);
  await settled(page, [0, 0]);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  // The service worker has stored the site: wait for its install to finish.
  await page.evaluate(() => navigator.serviceWorker.ready);
  const loaded = [...server.requests];
  assert.ok(loaded.length > 0);
  for (const path of loaded) assert.ok(path.startsWith(BASE), `${path} is outside ${BASE}`);
  assert.ok(loaded.includes(`${BASE}sw.js`), 'the service worker was fetched');

  // Working with the page fetches nothing: not a new source, not another
  // algorithm or network, not a cancelled computation's new worker.
  const before = server.requests.length;
  const cell = await nodeCentre(page, [3, 5], [16, 16]);
  await page.mouse.click(cell.x, cell.y);
  await settled(page, [3, 5]);
  await page.selectOption('[data-testid=algo]', 'recursive');
  await page.waitForFunction(() => location.search.includes('algo=recursive'));
  await page.selectOption('[data-testid=view]', 'orderly');
  await page.waitForSelector('[data-testid=from-source]');
  await page.goto(`${server.url}${BASE}?v=1&dims=181x181&view=orderly`);
  await page.waitForSelector('[data-testid=engine-busy]', { state: 'visible', timeout: 30_000 });
  await page.click('[data-testid=cancel]');
  await page.waitForSelector('[data-testid=engine-halt]');
  await page.waitForTimeout(500); // the new worker has started
  const fetched = server.requests.slice(before);
  // The one navigation above is a page load; it is the only request.
  assert.deepEqual(fetched, [BASE], `requests after load: ${fetched.join(', ')}`);

  // The server goes away; a visited site still opens any permalink.
  await server.close();
  const link = 'v=1&dims=16x16&src=9,2&algo=symmetric';
  await page.goto(`${server.url}${BASE}?${link}`);
  const offline = await settled(page, [9, 2]);
  assert.equal(offline.tcd, castlabEval(link).tcd);
  assert.equal(offline.search, `?${link}`);
  assertClean(page);
});
