// Viewport screenshots while working on the page:
//   node vshot.mjs 1280x900 'v=1&src=2,2&step=4' ...
// writes artifacts/v-<size>-<n>.png (the viewport only, as a reader sees it)
// and prints the document's scroll size and any console problems.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { launch, openPage } from './support/browser.mjs';
import { serve } from './support/server.mjs';

const dist = process.env.CASTLAB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const out = fileURLToPath(new URL('./artifacts', import.meta.url));
mkdirSync(out, { recursive: true });
const [size, ...queries] = process.argv.slice(2);
const [width, height] = size.split('x').map(Number);
const server = await serve(dist);
const browser = await launch({ full: true });
for (const [i, query] of queries.entries()) {
  const page = await openPage(browser, `${server.url}/?${query}`, { width, height });
  await page.waitForTimeout(2500);
  const path = `${out}/v-${size}-${i}.png`;
  await page.screenshot({ path });
  const scroll = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
  console.log(path, query, 'scroll', scroll, page.problems.length ? page.problems : 'clean');
  await page.close();
}
await browser.close();
await server.close();
