// Sweeps and charts: each network's chart opened from its permalink, the
// values shown on hover against `castlab sweep`, a click that lands on the
// point's configuration, the keyboard, the CSV and JSON downloads byte for
// byte, an embed, a refused sweep, and the progress of a long one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';

import { serious } from '../support/axe.mjs';
import { CASTLAB, castlabEval } from '../support/cli.mjs';
import { afterPaint, assertClean } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();

/** `castlab sweep [flags] '<link>'` as bytes. */
function sweepBytes(link, flags = []) {
  return execFileSync(CASTLAB, ['sweep', ...flags, link], { maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'ignore'] });
}

/** The sweep's rows as castlab sweep --json gives them. */
const sweepRows = (link) => JSON.parse(sweepBytes(link, ['--json']).toString());

/** A value as the page's readout writes it (null as a dash). */
const shown = (v) => (v === null ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** Where the chart drew each row: `row → {x, y}` in page pixels. */
async function targets(page, nth = 0) {
  const chart = page.locator('[data-testid=chart]').nth(nth);
  await chart.waitFor();
  const box = await chart.boundingBox();
  const text = await chart.getAttribute('data-targets');
  const out = new Map();
  for (const part of text.split(';').filter(Boolean)) {
    const [x, y, row] = part.split(' ').map(Number);
    if (!out.has(row)) out.set(row, { x: box.x + x, y: box.y + y });
  }
  return out;
}

/** Where row `row` is drawn, scrolled into the window first. */
async function pointAt(page, row, nth = 0) {
  let at = (await targets(page, nth)).get(row);
  const height = page.viewportSize().height;
  if (at && (at.y < 60 || at.y > height - 60)) {
    await page.evaluate((dy) => window.scrollBy(0, dy), at.y - height / 2);
    at = (await targets(page, nth)).get(row);
  }
  return at;
}

async function download(page, selector) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

const CHARTS = [
  // [link, charts drawn, a row to point at, what the row's size shows, the panel value it opens on]
  ['v=1&dims=2..64^2', 2, 3, '16x16', ['tcd', 'tcd']],
  ['v=1&net=torus&dims=3..14x3..14&view=orderly&algo=pi-literal', 2, 11 * 12 + 7, '14x10', ['broadcast-time', 'broadcast_time']],
  ['v=1&net=msn&dims=4..32^2', 1, 2, '8x8', ['distance', 'distance']],
  ['v=1&net=wk&w=4&l=1..6', 3, 2, '4,3', ['steps', 'steps']],
  // 3-D tori against Theorem 4.3.1: row 0 is T_3×3×4.
  ['v=1&net=torus&dims=3..6x3..6x4&view=orderly', 1, 0, '3x3x4', ['broadcast-time', 'broadcast_time']],
];

for (const [link, charts, row, size, [testid, key]] of CHARTS) {
  test(`the chart of ${link}: hover values are castlab sweep's, a click opens the size, CSV and JSON are byte for byte`, async () => {
    const page = await site.open(`/?${link}`);
    await page.waitForSelector('[data-testid=chart]', { timeout: 60_000 });
    assert.equal(await page.locator('[data-testid=chart]').count(), charts);
    assert.equal(new URL(page.url()).search, `?${link}`, 'the link is canonical and stays');
    const rows = sweepRows(link);
    assert.equal(await page.textContent('[data-testid=sweep-sizes]').then((t) => Number(t.split(' ')[0].replace(/,/g, ''))), rows.length);

    // Hover: the readout shows the row's size and every value.
    const at = await pointAt(page, row);
    assert.ok(at, `row ${row} is drawn`);
    await page.mouse.move(at.x, at.y);
    const want = rows[row];
    await page.waitForFunction((s) => document.querySelector('[data-testid=readout]')?.textContent.includes(s), size.replace(',', ', l '));
    const readout = await page.textContent('[data-testid=readout]');
    for (const [column, value] of Object.entries(want)) {
      if (column === 'permalink' || column === 'dims' || column === 'w' || column === 'l') continue;
      assert.ok(readout.includes(`${column} ${shown(value)}`), `${column} ${shown(value)} in ${readout}`);
    }

    // The downloads are castlab sweep's bytes.
    const csv = await download(page, '[data-testid=export-csv-sweep]');
    assert.ok(csv.name.endsWith('-sweep.csv'), csv.name);
    assert.ok(csv.bytes.equals(sweepBytes(link)), 'CSV equals castlab sweep');
    const json = await download(page, '[data-testid=export-json]');
    assert.ok(json.bytes.equals(sweepBytes(link, ['--json'])), 'JSON equals castlab sweep --json');

    // A click lands on the size's own configuration; Back returns.
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction((l) => location.search === `?${l}`, want.permalink);
    const single = castlabEval(want.permalink);
    await page.waitForFunction(
      ([id, v]) => document.querySelector(`[data-testid=${id}]`)?.textContent.split(' ')[0] === String(v),
      [testid, single[key]],
      { timeout: 30_000 },
    );
    await page.goBack();
    await page.waitForSelector('[data-testid=chart]', { timeout: 60_000 });
    assert.equal(new URL(page.url()).search, `?${link}`);
    assertClean(page);
    await page.close();
  });
}

test('the keyboard walks the points, Enter opens one, and ? lists the chart keys', async () => {
  const link = 'v=1&net=msn&dims=4..16^2';
  const rows = sweepRows(link);
  const page = await site.open(`/?${link}`);
  await page.waitForSelector('[data-testid=chart]', { timeout: 60_000 });
  await page.focus('[data-testid=chart]');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  // Rows in order of N: the second is 6x6.
  await page.waitForFunction(() => document.querySelector('[data-testid=readout]')?.textContent.startsWith('dims 6x6:'));
  assert.ok((await page.textContent('[data-testid=readout]')).includes(`mean_distance_exact ${rows[1].mean_distance_exact}`));
  await page.keyboard.press('End');
  await page.waitForFunction(() => document.querySelector('[data-testid=readout]')?.textContent.startsWith('dims 16x16:'));
  await page.keyboard.press('?');
  await page.waitForSelector('[data-testid=shortcuts][open]');
  const keys = await page.$$eval('[data-testid=shortcuts] th', (all) => all.map((th) => th.textContent));
  for (const k of ['← →', 'Home End', 'Enter']) assert.ok(keys.includes(k), `${k} in ${keys}`);
  await page.keyboard.press('Escape');
  await page.focus('[data-testid=chart]');
  await page.keyboard.press('Enter');
  await page.waitForFunction((l) => location.search === `?${l}`, rows[rows.length - 1].permalink);
  assertClean(page);
  await page.close();
});

test('a chart exports as PNG at 1× and 2× and as SVG with its points', async () => {
  const link = 'v=1&net=msn&dims=4..12^2';
  const page = await site.open(`/?${link}`);
  await page.waitForSelector('[data-testid=chart]', { timeout: 60_000 });
  const css = await page.$eval('[data-testid=chart]', (c) => c.getBoundingClientRect());
  const png = async (selector) => {
    const { bytes } = await download(page, selector);
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  };
  // The width is the drawing's, in whole pixels. Over the chart stands
  // the title's band (a line of 18 px type at least, #53 item 13), and at
  // 2× the whole picture is twice the 1× one (each part rounded up).
  const heights = [];
  for (const [selector, scale] of [['[data-testid=export-png]', 1], ['[data-testid=export-png-2x]', 2]]) {
    const { width, height } = await png(selector);
    assert.equal(width, Math.round(scale * css.width), `${scale}× width`);
    const band = height - scale * css.height;
    assert.ok(band >= scale * 18 && band <= scale * 120, `${scale}×: a title band of ${band} px over the ${scale * css.height} px chart`);
    heights.push(height);
  }
  assert.ok(Math.abs(heights[1] - 2 * heights[0]) <= 3, `2× is ${heights[1]} px high for 1×'s ${heights[0]}`);
  const svg = (await download(page, '[data-testid=export-svg]')).bytes.toString();
  assert.ok(svg.includes('Mean distance of the N × N Manhattan Street network'), 'the title');
  // One marker per size and series drawn with markers (mean distance and
  // the throughput bound), and the legend's swatches.
  const rows = sweepRows(link).length;
  const circles = (svg.match(/<circle /g) ?? []).length;
  assert.ok(circles >= 2 * rows, `${circles} circles for ${rows} sizes`);
  assertClean(page);
  await page.close();
});

test('an embedded chart, the table for screen readers, and axe', async () => {
  const link = 'v=1&net=wk&w=3&l=1..5&embed=1';
  const page = await site.open(`/?${link}`);
  await page.waitForSelector('[data-testid=chart]', { timeout: 60_000 });
  assert.equal(await page.$('header'), null, 'no page header in an embed');
  await page.click('[data-testid=sweep-table] summary');
  // The table is built when it opens.
  await page.waitForSelector('[data-testid=sweep-table] tbody tr');
  const cells = await page.$$eval('[data-testid=sweep-table] tbody tr', (trs) => trs.map((tr) => tr.textContent));
  const rows = sweepRows('v=1&net=wk&w=3&l=1..5');
  assert.equal(cells.length, rows.length);
  assert.deepEqual(await page.$$eval('[data-testid=sweep-table] th[scope=col]', (all) => all.map((th) => th.textContent)).then((h) => h.slice(0, 3)), ['w', 'l', 'nodes']);
  assert.deepEqual(await serious(page), []);
  assertClean(page);
  await page.close();
});

test('a sweep beyond the page budget is refused with the limit; a range that does not read gets a notice', async () => {
  const page = await site.open('/?v=1&net=torus&view=orderly&dims=3..100x3..100');
  await page.waitForSelector('[data-testid=sweep-refused]', { timeout: 60_000 });
  const text = await page.textContent('[data-testid=sweep-refused]');
  assert.match(text, /the budget is 2147483648/);
  assertClean(page);
  await page.close();

  const bad = await site.open('/?v=1&net=torus&dims=9..3x4&view=orderly');
  await bad.waitForSelector('[data-testid=notices]');
  assert.match(await bad.textContent('[data-testid=notices]'), /dims=9\.\.3x4: a range A\.\.B needs A <= B/);
  await bad.waitForSelector('[data-testid=broadcast-time]', { timeout: 30_000 });
  assertClean(bad);
  await bad.close();
});

test('a long sweep shows its progress in sizes and can be cancelled', async () => {
  const page = await site.open('/?v=1&net=torus&view=orderly&dims=3..40x3..40');
  // The sweep takes about a second: Cancel is pressed in the page as soon
  // as the progress shows, with the words shown then, so a slow round trip
  // from a busy test driver cannot let the sweep end first.
  const busy = await page.waitForFunction(() => {
    if (!document.querySelector('[data-testid=progress]')) return null;
    const words = document.querySelector('[data-testid=engine-busy]')?.textContent;
    document.querySelector('[data-testid=cancel]').click();
    return words;
  }, null, { timeout: 60_000 });
  // 38 × 38 sizes (3..40 on each side), grouped as the page groups counts in English.
  assert.match(await busy.jsonValue(), new RegExp(`[\\d,]+ of ${(38 * 38).toLocaleString('en')} sizes`));
  await page.waitForSelector('[data-testid=engine-halt]');
  await page.click('[data-testid=engine-halt] button');
  await page.waitForSelector('[data-testid=chart]', { timeout: 120_000 });
  assert.equal(await page.textContent('[data-testid=sweep-sizes]').then((t) => t.split(' ')[0]), '1,444');
  await afterPaint(page);
  assertClean(page);
  await page.close();
});

/** CSV text (RFC 4180, no line breaks in cells) as rows of cells. */
function csvRows(text) {
  return text.split('\r\n').filter(Boolean).map((line) => {
    const out = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (c === '"' && quoted && line[i + 1] === '"') { cell += '"'; i++; }
      else if (c === '"') quoted = !quoted;
      else if (c === ',' && !quoted) { out.push(cell); cell = ''; }
      else cell += c;
    }
    out.push(cell);
    return out;
  });
}

const FAMILY_CHARTS = [
  // [link, the first series' value of a CSV row (by column name), its size key]
  ['v=1&net=butterfly&m=3..10', (r) => Number(r['models.classical']) / Number(r.m), 'm'],
  ['v=1&net=debruijn&m=2..10', (r) => Number(r['models.classical']) / Number(r.m), 'm'],
  ['v=1&net=cube&m=1..10&view=orderly', (r) => Number(r.broadcast_time), 'm'],
];

for (const [link, value, key] of FAMILY_CHARTS) {
  test(`the family chart of ${link}: every plotted point is the CSV download's row`, async () => {
    const page = await site.open(`/?${link}`);
    await page.waitForSelector('[data-testid=chart]', { timeout: 60_000 });
    const csv = await download(page, '[data-testid=export-csv-sweep]');
    assert.ok(csv.bytes.equals(sweepBytes(link)), 'CSV equals castlab sweep');
    const [header, ...cells] = csvRows(csv.bytes.toString());
    const rows = cells.map((c) => Object.fromEntries(header.map((h, i) => [h, c[i]])));
    // The first series' points lie on one line with the CSV's values:
    // y is affine in the value (the chart's linear scale).
    const at = await targets(page);
    assert.equal(at.size, rows.length, 'a point per size');
    const v = rows.map(value);
    const lo = v.indexOf(Math.min(...v));
    const hi = v.indexOf(Math.max(...v));
    const scale = (at.get(hi).y - at.get(lo).y) / (v[hi] - v[lo]);
    assert.ok(scale < 0, 'larger values are drawn higher');
    rows.forEach((_, i) => {
      const y = at.get(lo).y + (v[i] - v[lo]) * scale;
      assert.ok(Math.abs(at.get(i).y - y) < 1.5, `row ${i}: drawn at ${at.get(i).y}, the CSV's value at ${y}`);
    });
    // Hovering a point reads its row's values as the CSV writes them.
    const row = rows.length - 1;
    const point = await pointAt(page, row);
    await page.mouse.move(point.x, point.y);
    await page.waitForFunction((s) => document.querySelector('[data-testid=readout]')?.textContent.includes(s), `${key} ${rows[row][key]}`);
    const readout = await page.textContent('[data-testid=readout]');
    for (const [column, cell] of Object.entries(rows[row])) {
      if (column === 'permalink' || column === key) continue;
      assert.ok(readout.includes(`${column} ${cell === '' ? '—' : cell}`), `${column} ${cell} in ${readout}`);
    }
    // A click opens that size's own configuration.
    await page.mouse.click(point.x, point.y);
    await page.waitForFunction((l) => location.search === `?${l}`, rows[row].permalink);
    assertClean(page);
    await page.close();
  });
}
