// End-to-end: accessibility (issue "Share, embed, export, offline"): axe-core
// finds no serious violation on any view, everything works from the
// keyboard, steps are announced, and every map has a data table.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { serious } from '../support/axe.mjs';
import { castlabEval } from '../support/cli.mjs';
import { afterPaint, assertClean, settled } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();

test('axe-core reports no serious violation on any view, theme or embed', async () => {
  for (const [link, ready] of [
    ['/?v=1&dims=16x16&src=3,5', '[data-testid=tcd]'],
    ['/?v=1&dims=16x16&cmp=recursive&step=2', '[data-testid=tcd]'],
    ['/?v=1&dims=8x8x8&src=1,2,3', '[data-testid=tcd]'],
    ['/?v=1&dims=4x4x4x4&algo=recursive', '[data-testid=tcd]'],
    ['/?v=1&net=torus&dims=9x13&src=0,3&view=orderly&step=3', '[data-testid=from-source]'],
    ['/?v=1&net=wk&src=201&step=2', '[data-testid=wk-metrics]'],
    ['/?v=1&net=msn&dims=8x6&src=1,2&dst=7,5', '[data-testid=distance]'],
    ['/?v=1&net=msn&dims=8x8&view=mnb&step=3', '[data-testid=msn-metrics]'],
    ['/?v=1&dims=16x16&theme=dark', '[data-testid=tcd]'],
    ['/?v=1&dims=16x16&theme=projector', '[data-testid=tcd]'],
    ['/?v=1&dims=banana&src=99,99', '[data-testid=notices]'],
    ['/?v=1&dims=16x16&src=5,9&embed=1&controls=0', '[data-testid=tcd]'],
    ['/?v=1&net=torus&dims=9x13&view=orderly&embed=1&theme=dark', '[data-testid=from-source]'],
  ]) {
    const page = await site.open(link);
    await page.waitForSelector(ready, { timeout: 30_000 });
    // Open the disclosures too, so their contents are checked.
    await page.$$eval('details', (all) => all.forEach((d) => (d.open = true)));
    await page.waitForTimeout(100);
    assert.deepEqual(await serious(page), [], link);
    assertClean(page);
    await page.close();
  }
});

test('the keyboard alone moves the source, steps the animation and hears each step', async () => {
  const page = await site.open('/?v=1&dims=16x16');
  await settled(page, [0, 0]);
  // Tab from the top of the page reaches the map (past the controls and
  // the stepper, which stands above the picture).
  await page.keyboard.press('Tab');
  for (let i = 0; i < 25 && !(await page.evaluate(() => document.activeElement?.dataset.testid === 'heatmap')); i += 1) {
    await page.keyboard.press('Tab');
  }
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'heatmap');
  // The focus is visible.
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
  assert.notEqual(outline, 'none');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const moved = await settled(page, [1, 2]);
  assert.equal(moved.tcd, castlabEval('v=1&dims=16x16&src=1,2').tcd);
  // The map says where the source is.
  assert.match(await page.getAttribute('[data-testid=heatmap]', 'aria-label'), /Source \(1,2\)/);

  // Back to the stepper above the picture (Shift+Tab); Enter on "next
  // step" steps, and it is announced.
  for (let i = 0; i < 10 && !(await page.evaluate(() => document.activeElement?.dataset.testid === 'next-step')); i += 1) {
    await page.keyboard.press('Shift+Tab');
  }
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'next-step');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const cli = castlabEval('v=1&dims=16x16&src=1,2');
  const inStep2 = cli.schedule.filter((m) => m.step === 2);
  const status = page.locator('[data-testid=step-status]');
  assert.equal(await status.getAttribute('aria-live'), 'polite');
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid=step-status]')?.textContent.startsWith(want),
    `Step 2 of ${cli.steps}: ${inStep2.length} messages, ${inStep2.reduce((s, m) => s + m.hops, 0)} hops`,
  );
  await afterPaint(page);
  assert.equal(new URL(page.url()).search, '?v=1&dims=16x16&src=1,2&step=2');
  assertClean(page);
});

test('every map has a data table with the numbers castlab eval gives', async () => {
  for (const [link, column, pick] of [
    ['v=1&dims=16x16&src=3,5', 1, (cli) => cli.tcd_map],
    ['v=1&net=torus&dims=9x13&src=0,3&view=orderly', 1, (cli) => cli.arrival],
    ['v=1&net=torus&dims=9x13&src=0,3&view=orderly', 2, (cli) => cli.per_originator],
    ['v=1&net=msn&dims=8x6&src=1,2&dst=7,5', 1, (cli) => cli.distance_map],
  ]) {
    const page = await site.open(`/?${link}`);
    const cli = castlabEval(link);
    await page.waitForSelector('[data-testid=data-table] summary', { timeout: 30_000 });
    await page.click('[data-testid=data-table] summary');
    await page.waitForSelector('[data-testid=data-table] tbody tr');
    const rows = await page.$$eval('[data-testid=data-table] tbody tr', (trs, c) =>
      trs.map((tr) => [tr.cells[0].textContent, tr.cells[c].textContent]), column);
    const want = pick(cli);
    assert.equal(rows.length, want.length, link);
    assert.deepEqual(rows.map(([, v]) => Number(v)), want, link);
    // Rows name their node, x fastest.
    assert.equal(rows[1][0], '(1, 0)');
    assertClean(page);
    await page.close();
  }
});
