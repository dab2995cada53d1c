// Helpers shared by the browser tests: waiting for the panel and finding
// cells on the map.
import assert from 'node:assert/strict';

import { gridPoint, onPage } from './drawing.mjs';

/**
 * Waits until the page has painted its current frame and run what it
 * writes after a paint: the address bar, the title and the saved session
 * (web/src/hooks.rs, `after_paint`).
 */
export async function afterPaint(page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

/**
 * Throws an exception inside the page's worker (a crash that is not a
 * panic), waits for the page to report it, takes the expected error off
 * `page.problems` and presses the report's button; returns the report.
 */
export async function crashWorker(page) {
  const [worker] = page.workers();
  await worker.evaluate(() => setTimeout(() => { throw new Error('simulated worker crash'); }));
  await page.waitForSelector('[data-testid=engine-halt]');
  const report = await page.textContent('[data-testid=engine-halt]');
  page.problems = page.problems.filter((p) => !/simulated worker crash/.test(p));
  await page.click('[data-testid=engine-halt] button');
  return report;
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
    tcd: plain(await page.textContent('[data-testid=tcd]')),
    steps: Number(await page.textContent('[data-testid=steps]')),
    search: new URL(page.url()).search,
  };
}

/**
 * Page coordinates of the centre of a node's cell (see `gridPoint`), through
 * the map's zoom. `canvas` picks one map where the page shows several.
 */
export async function nodeCentre(page, coords, sides, canvas = '[data-testid=heatmap]') {
  const width = Number(await page.getAttribute(canvas, 'data-width'));
  const height = Number(await page.getAttribute(canvas, 'data-height'));
  return onPage(page, canvas, gridPoint(coords, sides, [width, height]));
}

export function assertClean(page) {
  assert.deepEqual(page.problems, [], 'console errors, page errors or failed requests');
}

/** A number the page shows, digits grouped for reading ("1,258,356"). */
export function plain(text) {
  return Number(String(text).replace(/,/g, ''));
}

/** "1 message", "3 messages": a count as the stepper words it. */
export function count(n, one) {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : `${one}s`}`;
}
