// Screenshots of permalinks, for looking at the page while working on it:
//   node shot.mjs 'v=1&dims=4x4x4&step=3' 'v=1&algo=recursive'
// serves ../dist on a loopback port and writes artifacts/shot-<n>.png,
// printing any console errors each page logged.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { launch, openPage } from './support/browser.mjs';
import { serve } from './support/server.mjs';

const dist = process.env.CASTLAB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const out = fileURLToPath(new URL('./artifacts', import.meta.url));
mkdirSync(out, { recursive: true });
const server = await serve(dist);
const browser = await launch({ full: true });
for (const [i, query] of process.argv.slice(2).entries()) {
  const page = await openPage(browser, `${server.url}/?${query}`);
  await page.waitForSelector('[data-testid=tcd]', { timeout: 60_000 }).catch(() => {});
  await page.waitForTimeout(300);
  const path = `${out}/shot-${i}.png`;
  await page.screenshot({ path, fullPage: true });
  console.log(path, query, page.problems.length ? page.problems : 'clean');
  await page.close();
}
await browser.close();
await server.close();
