// Helpers shared by the browser tests: waiting for the panel and finding
// cells on the map.
import assert from 'node:assert/strict';

/**
 * Waits until the page has painted its current frame and run what it
 * writes after a paint: the address bar, the title and the saved session
 * (web/src/hooks.rs, `after_paint`).
 */
export async function afterPaint(page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

/** Waits until the panel shows the validated schedule of `coords`. */
export async function settled(page, coords, timeout = 30_000) {
  await page.waitForFunction(
    (label) =>
      document.querySelector('[data-testid=source]')?.textContent === label &&
      document.querySelector('[data-testid=tcd]') !== null,
    `(${coords.join(', ')})`,
    { timeout },
  );
  await afterPaint(page);
  return {
    tcd: Number(await page.textContent('[data-testid=tcd]')),
    steps: Number(await page.textContent('[data-testid=steps]')),
    search: new URL(page.url()).search,
  };
}

/**
 * Page coordinates of the centre of a node's cell. The map image has one
 * pixel per node: 2-D as is, 3-D as z-slices in ceil(sqrt(Z)) columns with
 * gaps of max(1, floor(max(X, Y) / 8)) pixels (see web/src/layout.rs).
 * `canvas` picks one map where the page shows several.
 */
export async function nodeCentre(page, coords, sides, canvas = '[data-testid=heatmap]') {
  const box = await page.locator(canvas).boundingBox();
  const width = Number(await page.getAttribute(canvas, 'data-width'));
  const height = Number(await page.getAttribute(canvas, 'data-height'));
  let [px, py] = [coords[0], coords[1] ?? 0];
  if (sides.length === 3) {
    const columns = Math.ceil(Math.sqrt(sides[2]));
    const gap = Math.max(1, Math.floor(Math.max(sides[0], sides[1]) / 8));
    px += (coords[2] % columns) * (sides[0] + gap);
    py += Math.floor(coords[2] / columns) * (sides[1] + gap);
  }
  return {
    x: box.x + ((px + 0.5) / width) * box.width,
    y: sides.length === 1 ? box.y + box.height / 2 : box.y + ((py + 0.5) / height) * box.height,
  };
}

export function assertClean(page) {
  assert.deepEqual(page.problems, [], 'console errors, page errors or failed requests');
}
