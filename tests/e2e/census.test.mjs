// End-to-end: the graph census (issue #55, "the three models, related").
// A census graph's classical view shows its stored row beside the three
// models, castlab eval's numbers; below, the census chart and the graphs
// where each ratio is extreme, each a link whose graph has the values the
// link names (read again through castlab eval), opening in the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';

import { castlabEval } from '../support/cli.mjs';
import { afterPaint, assertClean } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();

/** `castlab census`'s rows (the stored table), each with its `g=`. */
function castlabCensus() {
  const out = execFileSync(process.env.CASTLAB_BIN ?? '../target/debug/castlab', ['census'], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const [header, ...lines] = out.trim().split('\n');
  const keys = header.split('\t');
  return lines.map((line, i) => ({ index: i + 1, ...Object.fromEntries(line.split('\t').map((v, k) => [keys[k], v])) }));
}

/** The measure a table row names, as castlab eval's `models.census`
 * holds it. */
function measure(census, name) {
  const messy = { 'bm₁': 0, 'bm₂': 1, 'bm₃': 2 }[name];
  if (messy !== undefined) return census.messy[messy];
  return { b: census.classical, bo: census.orderly }[name];
}

test('a census graph shows its exact row, the census chart, and extreme graphs that open by link', async () => {
  const link = 'v=1&net=census&g=84';
  const cli = castlabEval(link);
  const page = await site.open(`/?${link}`, { width: 1280, height: 900 });
  await page.waitForSelector('[data-testid=models-census-orderly]', { timeout: 60_000 });
  assert.equal(await page.textContent('[data-testid=models-census-orderly]'), String(cli.models.census.orderly));
  assert.equal(await page.textContent('[data-testid=models-census-graph6]'), cli.models.census.graph6);
  assert.equal(await page.textContent('[data-testid=models-census-classical]'), String(cli.models.census.classical));
  assert.equal(await page.textContent('[data-testid=models-census-messy]'), cli.models.census.messy.join(', '));
  // The chart is drawn, with a target per cell.
  await page.waitForSelector('[data-testid=census-panel] canvas[data-targets]');
  // Each extreme: its graph's values through castlab eval are the pair shown.
  const rows = await page.$$eval('[data-testid=census-relations] tbody tr', (all) => all.map((tr) => ({
    pair: tr.querySelector('th').textContent,
    links: [...tr.querySelectorAll('a')].map((a) => ({ href: a.getAttribute('href'), text: a.textContent })),
  })));
  assert.equal(rows.length, 6);
  for (const { pair, links } of rows) {
    const [a, b] = pair.replace(/\^/g, '').split(', ');
    for (const { href, text } of links) {
      const [, g, low, high] = text.match(/^G_(\d+) \((\d+), (\d+)\)$/);
      assert.equal(href, `?v=1&net=census&g=${g}`, text);
      const there = castlabEval(href.slice(1)).models;
      const lowValue = a === 'D' ? there.diameter : measure(there.census, a);
      assert.deepEqual([lowValue, measure(there.census, b)], [Number(low), Number(high)], `${pair}: ${text}`);
    }
  }
  // b^o over b's largest ratio opens in the page with its own row.
  const target = rows.find((r) => r.pair.replace(/\^/g, '') === 'bo, bm₃').links[0];
  await page.click(`[data-testid=census-relations] a[href="${target.href}"]`);
  await page.waitForFunction((want) => location.search === want, target.href);
  const opened = castlabEval(target.href.slice(1));
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid=models-census-orderly]')?.textContent === want,
    String(opened.models.census.orderly),
  );
  assert.equal(await page.textContent('[data-testid=models-census-messy]'), opened.models.census.messy.join(', '));
  // Another pair redraws the chart under its own title.
  const before = await page.getAttribute('[data-testid=census-panel] canvas', 'data-targets');
  await page.selectOption('[data-testid=census-pair]', '1');
  await afterPaint(page);
  const canvas = '[data-testid=census-panel] canvas';
  assert.match(await page.getAttribute(canvas, 'aria-label') ?? '', /bᵒ and bᵐ₃/);
  // A click on a cell opens the first graph drawn there, whose values
  // castlab eval gives.
  await page.waitForFunction(([sel, old]) => document.querySelector(sel)?.dataset.targets !== old, [canvas, before]);
  const cells = (await page.getAttribute(canvas, 'data-targets')).split(';').map((t) => t.split(' ').map(Number));
  assert.equal(new Set(cells.map((c) => c[2])).size, cells.length, 'one graph per cell');
  const [x, y, g] = cells[cells.length - 1];
  const box = await page.locator(canvas).boundingBox();
  // Hovering the cell names its pair and counts its graphs, as the
  // census file does (castlab census, one row per graph).
  await page.mouse.move(box.x + x, box.y + y);
  const said = await page.waitForFunction(
    () => document.querySelector('[data-testid=census-readout]')?.textContent.match(/^bᵒ = (\d+), bᵐ₃ = (\d+): (\d+) graphs?; the first, G_(\d+)/),
  );
  const [, o, m3, count, firstG] = (await said.jsonValue()).map(String);
  assert.equal(Number(firstG), g);
  const table = castlabCensus().filter((r) => r.b_o === o && r.b_m3 === m3);
  assert.equal(table.length, Number(count));
  assert.equal(table[0].index, g);
  await page.mouse.click(box.x + x, box.y + y);
  await page.waitForFunction((want) => location.search === want, `?v=1&net=census&g=${g}`);
  const first = castlabEval(`v=1&net=census&g=${g}`).models.census;
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid=models-census-messy]')?.textContent === want,
    first.messy.join(', '),
  );
  assertClean(page);
  await page.close();
});

test('the census fits a phone and stays out of an embed', async () => {
  const page = await site.open('/?v=1&net=census&g=865', { width: 390, height: 844 });
  await page.waitForSelector('[data-testid=census-panel] canvas[data-targets]', { timeout: 60_000 });
  await afterPaint(page);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(wide <= 0, `${wide} px cut off sideways`);
  const embed = await site.open('/?v=1&net=census&g=865&embed=1', { width: 600, height: 400 });
  await embed.waitForSelector('[data-testid=arrival-map]', { timeout: 60_000 });
  assert.equal(await embed.$('[data-testid=census-panel]'), null);
  assertClean(page);
  assertClean(embed);
  await page.close();
  await embed.close();
});
