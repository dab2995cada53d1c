// End-to-end: the built site in headless Chromium, checked against the native
// `castlab eval` and against numbers printed in paper 000.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { castlabEval } from '../support/cli.mjs';
import { assertClean, crashWorker, nodeCentre, settled as sourceSettled, plain } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const ARTIFACTS = fileURLToPath(new URL('../artifacts', import.meta.url));

const site = useSite();

before(() => mkdirSync(ARTIFACTS, { recursive: true }));

/** Waits until the panel shows the schedule of `coords` and the map is drawn. */
async function settled(page, coords, timeout) {
  const shown = await sourceSettled(page, coords, timeout);
  await page.waitForSelector('[data-testid=heatmap]', { timeout });
  return shown;
}

test('the default view is the 8x8 mesh heatmap from the corner', async () => {
  const page = await site.open('/');
  // A first visit opens on the examples gallery; skipping it shows the view.
  await page.click('[data-testid=gallery-close]');
  const shown = await settled(page, [0, 0]);
  const cli = castlabEval('');
  // Paper 000 prints MD_3(0,0) = 79 and the 8x8 optimum MD_3(E_3) = 69.
  assert.equal(shown.tcd, 79);
  assert.equal(shown.tcd, cli.tcd);
  assert.equal(shown.steps, 6);
  assert.equal(plain(await page.textContent('[data-testid=legend-min]')), 69);
  assert.equal(plain(await page.textContent('[data-testid=legend-max]')), cli.map_max);
  assert.equal(shown.search, '?v=1');
  assert.ok(await page.isVisible('[data-testid=valid] .ok'), 'schedule is valid');

  // The canvas really shows the map: the least and the largest TCD cells
  // get different colours, and equal values get equal colours.
  const argmax = cli.tcd_map.indexOf(cli.map_max);
  const colours = await page.evaluate(
    ({ cells }) => {
      const canvas = document.querySelector('[data-testid=heatmap]');
      const ctx = canvas.getContext('2d');
      return cells.map(([x, y]) => {
        const px = Math.floor(((x + 0.5) / 8) * canvas.width);
        // Sample off the cell centre so eye markers do not interfere.
        const py = Math.floor(((y + 0.15) / 8) * canvas.height);
        return Array.from(ctx.getImageData(px, py, 1, 1).data).join(',');
      });
    },
    { cells: [[2, 2], [5, 5], [argmax % 8, Math.floor(argmax / 8)]] },
  );
  assert.equal(colours[0], colours[1], 'two eyes, same TCD, same colour');
  assert.notEqual(colours[0], colours[2], 'least and largest TCD differ in colour');

  await page.screenshot({ path: `${ARTIFACTS}/default-view.png`, fullPage: true });
  assertClean(page);
  await page.close();
});

test('a permalink loads and shows the same numbers as castlab eval', async () => {
  const query = 'v=1&net=mesh&dims=8x8&src=2,2&view=tcd&algo=paper';
  const page = await site.open(`/?${query}`);
  const shown = await settled(page, [2, 2]);
  const cli = castlabEval(query);
  // (2,2) is the eye E_3(1); paper 000 prints MD_3(E_3) = 69.
  assert.equal(shown.tcd, 69);
  assert.equal(shown.tcd, cli.tcd);
  assert.equal(plain(await page.textContent('[data-testid=closed-form]')), cli.closed_form.tcd);
  assert.equal(plain(await page.textContent('[data-testid=messages]')), cli.messages);
  assert.ok(await page.isVisible('.badge'), 'the eye badge is shown');
  // The canonical form of the link replaces the long one.
  assert.equal(shown.search, `?${cli.permalink}`);
  assertClean(page);
  await page.close();
});

test('clicking a cell moves the source and the URL, and a reload keeps it', async () => {
  const page = await site.open('/');
  await page.click('[data-testid=gallery-close]');
  await settled(page, [0, 0]);
  const target = await nodeCentre(page, [5, 6], [8, 8]);
  await page.mouse.click(target.x, target.y);
  const clicked = await settled(page, [5, 6]);
  assert.equal(clicked.search, '?v=1&src=5,6');
  const cli = castlabEval('v=1&src=5,6');
  assert.equal(clicked.tcd, cli.tcd);

  await page.reload();
  const reloaded = await settled(page, [5, 6]);
  assert.equal(reloaded.tcd, cli.tcd);
  assert.equal(reloaded.search, '?v=1&src=5,6');
  assertClean(page);
  await page.close();
});

test('the literal Algorithm 1 values of paper 002 show at (1,0) and (0,1) of the 4x4 mesh', async () => {
  // Paper 002 prints 17 at (1,0) and 16 at (0,1) for Algorithm 1 as printed.
  for (const [src, printed] of [[[1, 0], 17], [[0, 1], 16]]) {
    const query = `v=1&dims=4x4&src=${src.join(',')}`;
    const page = await site.open(`/?${query}`);
    const shown = await settled(page, src);
    assert.equal(shown.tcd, printed);
    assert.equal(shown.tcd, castlabEval(query).tcd);
    assertClean(page);
    await page.close();
  }
});

test('hovering reads the map value castlab eval computes for that cell', async () => {
  const query = 'v=1&dims=16x16&src=7,7';
  const page = await site.open(`/?${query}`);
  await settled(page, [7, 7]);
  const cli = castlabEval(query);
  for (const [x, y] of [[3, 12], [0, 0], [15, 15], [10, 4]]) {
    const at = await nodeCentre(page, [x, y], [16, 16]);
    await page.mouse.move(at.x, at.y);
    const expected = `(${x}, ${y}): TCD ${cli.tcd_map[x + 16 * y].toLocaleString('en-US')} as a source`;
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid=readout]')?.textContent === text,
      expected,
    );
  }
  // Paper 000 prints the 16x16 optimum MD_4(E_4) = 291.
  assert.equal(plain(await page.textContent('[data-testid=legend-min]')), 291);
  assertClean(page);
  await page.close();
});

test('keyboard and the size control change the state and the URL', async () => {
  const page = await site.open(`/?v=1&src=3,3`);
  await settled(page, [3, 3]);
  await page.focus('[data-testid=heatmap]');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const moved = await settled(page, [4, 5]);
  // Key moves replace the URL at most every 700 ms; the last one lands.
  await page.waitForFunction(() => location.search === '?v=1&src=4,5');
  assert.equal(moved.tcd, castlabEval('v=1&src=4,5').tcd);

  await page.selectOption('[data-testid=size]', '5');
  const resized = await settled(page, [4, 5]);
  assert.equal(resized.search, '?v=1&dims=32x32&src=4,5');
  assert.equal(resized.tcd, castlabEval('v=1&dims=32x32&src=4,5').tcd);
  // Paper 000 prints the 32x32 optimum MD_5(E_5) = 1197.
  await page.waitForFunction(
    () => document.querySelector('[data-testid=legend-min]')?.textContent === '1,197',
  );
  assertClean(page);
  await page.close();
});

test('a malformed query shows a message and the default view', async () => {
  const query = 'v=1&dims=banana&src=99,99&net=hypercube&algo=%3Cscript%3Ealert(1)%3C/script%3E';
  const page = await site.open(`/?${query}`);
  const shown = await settled(page, [0, 0]);
  const notices = await page.textContent('[data-testid=notices]');
  for (const fragment of ['dims=banana', 'src=99,99', 'net=hypercube', 'algo=<script>alert(1)</script>']) {
    assert.ok(notices.includes(fragment), `notice names ${fragment}: ${notices}`);
  }
  assert.equal(await page.$('[data-testid=notices] script'), null, 'input is never rendered as HTML');
  const cli = castlabEval(query);
  assert.deepEqual(cli.errors.map((e) => e.key), ['net', 'algo', 'dims', 'src']);
  assert.equal(shown.tcd, 79, 'the default 8x8 corner');
  assert.equal(shown.search, '?v=1');
  assertClean(page);
  await page.close();
});

test('a 1024x1024 mesh stays usable', async () => {
  const query = 'v=1&dims=1024x1024&src=1023,0';
  const page = await site.open(`/?${query}`);
  const shown = await settled(page, [1023, 0], 120_000);
  const cli = castlabEval(query);
  assert.equal(shown.tcd, cli.tcd);
  assert.equal(shown.steps, 20);
  // The closed form of Eq. (9) for the corners: k = 10 gives 1259634.
  assert.equal(shown.tcd, 1259634);

  const at = await nodeCentre(page, [511, 700], [1024, 1024]);
  await page.mouse.click(at.x, at.y);
  // The address bar is written after the paint (web/src/hooks.rs).
  await page.waitForFunction(() => new URL(location.href).searchParams.get('src') !== '1023,0');
  const [x, y] = await page.evaluate(() =>
    new URL(location.href).searchParams.get('src').split(',').map(Number),
  );
  // A cell is about half a CSS pixel here: the click lands within two.
  assert.ok(Math.abs(x - 511) <= 2 && Math.abs(y - 700) <= 2, `clicked near (511, 700), got (${x}, ${y})`);
  const clicked = await settled(page, [x, y], 120_000);
  assert.equal(clicked.tcd, cli.tcd_map[x + 1024 * y]);
  assertClean(page);
  await page.close();
});

test('the page head starts the worker before the app, and the app adopts it', async () => {
  // Counts the page's workers; the wrapper keeps `instanceof Worker` true.
  const count = `{
    const Native = window.Worker;
    window.startedWorkers = [];
    window.Worker = function (url, options) { window.startedWorkers.push(String(url)); return new Native(url, options); };
    window.Worker.prototype = Native.prototype;
  }`;
  const page = await site.open('/?v=1&dims=16x16&src=3,5', undefined, count);
  await page.waitForFunction(() => performance.getEntriesByName('castlab:first-map').length, null, { timeout: 30_000 });
  const shown = await settled(page, [3, 5]);
  assert.equal(shown.tcd, castlabEval('v=1&dims=16x16&src=3,5').tcd);
  const seen = await page.evaluate(() => ({
    workers: window.startedWorkers,
    loader: document.querySelector('meta[name=castlab-worker]').content,
    leftOver: 'castlabEarlyWorker' in window,
    spawned: performance.getEntriesByName('castlab:worker-spawned').map((e) => e.startTime),
    firstMap: performance.getEntriesByName('castlab:first-map')[0].startTime,
    appStarted: performance.getEntriesByType('resource').find((e) => /\/app-[0-9a-f]+_bg\.wasm$/.test(e.name)).responseEnd,
  }));
  // One worker, the early one, taken by the bridge, which started none.
  assert.deepEqual(seen.workers, [seen.loader]);
  assert.equal(seen.leftOver, false);
  assert.equal(seen.spawned.length, 1);
  assert.ok(seen.spawned[0] < seen.firstMap);
  assertClean(page);

  // A crash ends it; the next worker is the bridge's own.
  await crashWorker(page);
  await page.focus('[data-testid=heatmap]');
  await page.keyboard.press('ArrowRight');
  const moved = await settled(page, [4, 5]);
  assert.equal(moved.tcd, castlabEval('v=1&dims=16x16&src=4,5').tcd);
  const workers = await page.evaluate(() => window.startedWorkers);
  assert.equal(workers.length, 2);
  assert.equal(workers[1], seen.loader);
  assertClean(page);
});
