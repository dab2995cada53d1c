// End-to-end: exports and printing (issue "Share, embed, export,
// offline"): CSV tables equal `castlab eval --csv` byte for byte, PNG at 1×
// and 2×, SVG with the map's numbers, and a print layout without controls.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

import { castlabEval, castlabEvalBytes } from '../support/cli.mjs';
import { assertClean, settled } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();

async function download(page, selector) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes) {
  assert.equal(bytes.subarray(1, 4).toString(), 'PNG', 'a PNG file');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('every CSV table the page offers is castlab eval --csv, byte for byte', async () => {
  for (const [link, ready] of [
    ['v=1&dims=16x16&src=5,9&algo=recursive', '[data-testid=tcd]'],
    ['v=1&net=torus&dims=9x13&src=0,3&view=orderly', '[data-testid=from-source]'],
    ['v=1&net=wk&w=3&l=3&src=120', '[data-testid=wk-metrics]'],
    ['v=1&net=msn&dims=8x8&view=mnb', '[data-testid=msn-metrics]'],
  ]) {
    const page = await site.open(`/?${link}`);
    await page.waitForSelector(ready, { timeout: 30_000 });
    const tables = await page.$$eval('[data-testid^=export-csv-]', (all) => all.map((b) => b.textContent));
    assert.ok(tables.length >= 3, `${link}: ${tables}`);
    for (const table of tables) {
      const { name, bytes } = await download(page, `[data-testid=export-csv-${table}]`);
      assert.ok(name.endsWith(`-${table}.csv`), name);
      assert.ok(bytes.equals(castlabEvalBytes(link, ['--csv', table])), `${link}: ${table} differs from castlab eval --csv`);
    }
    assertClean(page);
    await page.close();
  }
});

test('PNG at 1× and 2× is the view drawn afresh at that scale; SVG carries the map numbers', async () => {
  const link = 'v=1&dims=16x16&src=5,9';
  const page = await site.open(`/?${link}`);
  await settled(page, [5, 9]);
  const css = await page.$eval('[data-testid=heatmap]', (c) => c.getBoundingClientRect());
  const one = await download(page, '[data-testid=export-png]');
  const two = await download(page, '[data-testid=export-png-2x]');
  assert.equal(one.name, `castlab-${link.replace(/[^A-Za-z0-9-]/g, '_')}.png`);
  assert.ok(two.name.endsWith('@2x.png'), two.name);
  // As wide as the map; taller by the title above it and the scale and key
  // under it (tests/e2e/figure.test.mjs reads them); at 2× twice the size.
  const [a, b] = [pngSize(one.bytes), pngSize(two.bytes)];
  assert.equal(a.width, Math.round(css.width));
  assert.ok(a.height > Math.round(css.height) + 40, `${a.height} px high for a ${css.height} px map`);
  assert.equal(b.width, Math.round(2 * css.width));
  assert.ok(Math.abs(b.height - 2 * a.height) <= 3, `${b.height} px at 2×, ${a.height} px at 1×`);

  const svg = (await download(page, '[data-testid=export-svg]')).bytes.toString();
  const cli = castlabEval(link);
  const values = [...svg.matchAll(/data-node="(\d+)" data-value="(-?\d+)"/g)].map((m) => [Number(m[1]), Number(m[2])]);
  assert.equal(values.length, 256);
  assert.deepEqual(values.map(([, v]) => v), cli.tcd_map);
  assert.deepEqual(values.map(([i]) => i), [...Array(256).keys()]);
  assert.equal((svg.match(/class="eye"/g) ?? []).length, cli.eyes.length);
  // The source square sits on (5, 9): one pixel per node, x first.
  assert.match(svg, /<rect class="source" x="5" y="9" width="1" height="1"/);

  // The orderly view is two maps: the PNG stacks both.
  await page.goto(`${site.origin()}/?v=1&net=torus&dims=9x13&src=0,3&view=orderly`);
  await page.waitForSelector('[data-testid=from-source]');
  const maps = await page.$$eval('[data-testid=heatmap]', (all) =>
    all.map((c) => ({ width: c.getBoundingClientRect().width, cells: [Number(c.dataset.width), Number(c.dataset.height)] })),
  );
  assert.equal(maps.length, 2);
  // Each map keeps its cells square: height = width × rows / columns.
  const px = maps.map((m) => {
    const width = Math.round(m.width);
    return { width, height: Math.round(width / (m.cells[0] / m.cells[1])) };
  });
  const both = pngSize((await download(page, '[data-testid=export-png]')).bytes);
  assert.equal(both.width, Math.max(...px.map((m) => m.width)));
  assert.ok(both.height > px[0].height + 12 + px[1].height + 40, `${both.height} px for maps of ${px[0].height} and ${px[1].height}`);
  // Its SVG holds both maps, each square carrying the value castlab eval gives.
  const orderlyCli = castlabEval('v=1&net=torus&dims=9x13&src=0,3&view=orderly');
  const orderlySvg = (await download(page, '[data-testid=export-svg]')).bytes.toString();
  const parts = orderlySvg.split('<svg x="0"').slice(1);
  assert.equal(parts.length, 2);
  const valuesOf = (part) => [...part.matchAll(/data-value="(-?\d+)"/g)].map((m) => Number(m[1]));
  // The arrival map (the run) first, then every originator's time.
  assert.deepEqual(valuesOf(parts[0]), orderlyCli.arrival);
  assert.deepEqual(valuesOf(parts[1]), orderlyCli.per_originator);

  // Grids of four or more dimensions are numbers only: no picture offered.
  await page.goto(`${site.origin()}/?v=1&dims=4x4x4x4&algo=recursive`);
  await page.waitForSelector('[data-testid=export-json]');
  assert.equal(await page.$('[data-testid=export-png]'), null);
  assertClean(page);
});

test('the WK and MSN drawings export as SVG with every node, the source and the step', async () => {
  const wkLink = 'v=1&net=wk&w=3&l=3&src=120&step=2';
  const page = await site.open(`/?${wkLink}`);
  await page.waitForSelector('[data-testid=wk-metrics]');
  const wk = (await download(page, '[data-testid=export-svg]')).bytes.toString();
  const addresses = [...wk.matchAll(/data-address="(\d+)"/g)].map((m) => m[1]);
  const all = [...Array(27).keys()].map((v) => [Math.floor(v / 9), Math.floor(v / 3) % 3, v % 3].join(''));
  assert.deepEqual(addresses, all);
  // The messages of step 2 are the deliveries castlab eval lists for it.
  const wkCli = castlabEval(wkLink);
  assert.equal((wk.match(/class="message"/g) ?? []).length, wkCli.deliveries.filter((d) => d.time === 2).length);
  // The run's looks (web/src/run.rs): the source, the nodes informed
  // earlier and those informed at step 2.
  const fills = (colour) => (wk.match(new RegExp(`fill="${colour}"`, 'g')) ?? []).length;
  assert.equal(fills('#41659c'), 1);
  assert.equal(fills('#a9c8ec'), wkCli.deliveries.filter((d) => d.time < 2).length);
  assert.equal(fills('#ffc470'), wkCli.deliveries.filter((d) => d.time === 2).length);
  assert.equal((wk.match(/class="source"/g) ?? []).length, 1);

  await page.goto(`${site.origin()}/?v=1&net=msn&dims=8x6&src=1,2&dst=7,5`);
  await page.waitForSelector('[data-testid=distance]');
  const msn = (await download(page, '[data-testid=export-svg]')).bytes.toString();
  const nodes = [...msn.matchAll(/data-x="(\d+)" data-y="(\d+)"/g)].map((m) => `${m[1]},${m[2]}`);
  assert.equal(new Set(nodes).size, 48);
  // Two one-way streets leave every node.
  assert.equal((msn.match(/marker-end/g) ?? []).length >= 2 * 48, true);
  assert.equal((msn.match(/class="destination"/g) ?? []).length, 1);
  assertClean(page);
});

test('printing shows the view and its numbers without controls', async () => {
  const page = await site.open('/?v=1&dims=16x16&src=5,9&step=2');
  await settled(page, [5, 9]);
  await page.emulateMedia({ media: 'print' });
  const shown = (selector) => page.$eval(selector, (e) => getComputedStyle(e).display !== 'none' && e.getBoundingClientRect().height > 0);
  for (const selector of ['[data-testid=heatmap]', '[data-testid=metrics]', '[data-testid=tcd]', '[data-testid=permalink]', '.view-title']) {
    assert.ok(await shown(selector), `${selector} is printed`);
  }
  for (const selector of ['.controls', '[data-testid=play]', '.share', '.export']) {
    assert.equal(await shown(selector), false, `${selector} is not printed`);
  }
  // One column: the panel follows the view instead of squeezing beside it.
  const view = await page.$eval('section.view', (e) => e.getBoundingClientRect());
  const panel = await page.$eval('aside.panel', (e) => e.getBoundingClientRect());
  assert.ok(panel.top >= view.bottom - 1, `panel at ${panel.top}, view ends at ${view.bottom}`);
  const pdf = await page.pdf({ format: 'A4' });
  assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
  assertClean(page);
});
