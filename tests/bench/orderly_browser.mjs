// Orderly times in the browser: every originator of T_{m×n} with Π, computed
// by the wasm core in the page's worker. For each size the page is warm
// (wasm loaded, the 8×8 torus shown) and the size is typed into the sides
// field; the time is from that change to b^Π(G) on the page, so it covers
// the worker's computation, the transfer and the drawing. Median of 5.
//   node tests/bench/orderly_browser.mjs 64x64 128x128 127x127 512x512
import { launch, openPage } from '../support/browser.mjs';
import { serve } from '../support/server.mjs';
import { DIST } from '../support/site.mjs';

const server = await serve(DIST);
const browser = await launch({ full: true });
const results = [];
for (const dims of process.argv.slice(2)) {
  const runs = [];
  for (let r = 0; r < 5; r++) {
    const page = await openPage(browser, `${server.url}/?v=1&net=torus&view=orderly`);
    await page.waitForSelector('[data-testid=broadcast-time]');
    const ms = await page.evaluate(async (dims) => {
      const input = document.querySelector('[data-testid=dims-input]');
      const start = performance.now();
      input.value = dims;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      const want = `dims=${dims}`;
      while (!(location.search.includes(want) && document.querySelector('[data-testid=broadcast-time]')
        && document.querySelector('[data-testid=per-originator-map]'))) {
        await new Promise((r) => setTimeout(r, 5));
      }
      return performance.now() - start;
    }, dims);
    runs.push(ms);
    if (page.problems.length) throw new Error(page.problems.join('\n'));
    await page.close();
  }
  runs.sort((a, b) => a - b);
  results.push({ torus: dims, median_ms: Math.round(runs[2]), runs_ms: runs.map(Math.round) });
  console.log(JSON.stringify(results.at(-1)));
}
await browser.close();
await server.close();
