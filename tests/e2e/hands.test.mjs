// Hands, eyes and shells: touch (pinch, drag, tap) on a phone, the mouse's
// zoom (buttons, Ctrl + wheel, keys, Fit) with cells drawn crisp, reduced
// motion and the pause control of a read-only embed, the keyboard help,
// and the notice for a mistyped key. Every node the tests pick is placed
// by the layouts' definitions (support/drawing.mjs) and every number is
// checked against `castlab eval`.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { serious } from '../support/axe.mjs';
import { castlabEval } from '../support/cli.mjs';
import { drawingBox, msnPoint, onPage, viewport, wkPoint } from '../support/drawing.mjs';
import { afterPaint, assertClean, nodeCentre, settled } from '../support/page.mjs';
import { DIST, useSite } from '../support/site.mjs';

// The full browser: touch as a phone's Chrome handles it (see useSite).
const site = useSite(DIST, { full: true });
const PHONE = [{ width: 390, height: 844 }, null, { hasTouch: true, isMobile: true, deviceScaleFactor: 2 }];
/** One step of the zoom buttons and keys (web/src/hooks/use_zoom.rs). */
const STEP = 1.6;
/** What a finger can hit: WCAG 2.5.5's 44 CSS pixels, less a little for rounding. */
const FINGER = 40;

const param = (page, key) => new URL(page.url()).searchParams.get(key);

/** Two fingers, `from` then `to` CSS pixels apart, about `centre`. */
async function pinch(cdp, centre, from, to) {
  const fingers = (d) => [
    { x: centre.x - d / 2, y: centre.y, id: 0 },
    { x: centre.x + d / 2, y: centre.y, id: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
  for (let i = 1; i <= 8; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(from + ((to - from) * i) / 8) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** One finger dragged by (dx, dy). */
async function drag(cdp, start, [dx, dy]) {
  const at = (t) => [{ x: start.x + dx * t, y: start.y + dy * t, id: 0 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let i = 1; i <= 8; i += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i / 8) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * Pinches out about the point `where()` returns until the zoom stops
 * growing: the canvas's own limit, where a node is finger-sized.
 */
async function pinchToLimit(page, cdp, canvas, where) {
  let last = 1;
  for (let i = 0; i < 8; i += 1) {
    await pinch(cdp, await where(), 30, 150);
    await afterPaint(page);
    const { zoom } = await viewport(page, canvas);
    if (zoom <= last + 1e-6) return zoom;
    last = zoom;
  }
  return last;
}

async function centreOf(page, selector) {
  const b = await page.locator(selector).boundingBox();
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

test('touch: pinching the 1024x1024 map makes a node finger-sized, a tap reads and picks it, a drag pans', async () => {
  const query = 'v=1&dims=1024x1024&src=1023,0';
  const page = await site.open(`/?${query}`, ...PHONE);
  await settled(page, [1023, 0], 120_000);
  const cli = castlabEval(query);
  const canvas = '[data-testid=heatmap]';
  const target = [300, 600];
  const box = await drawingBox(page, canvas);
  assert.ok(box.width / 1024 < 1, `before zooming a cell is ${box.width / 1024} CSS px`);

  const cdp = await page.context().newCDPSession(page);
  const zoom = await pinchToLimit(page, cdp, canvas, () => nodeCentre(page, target, [1024, 1024]));
  const cell = (zoom * box.width) / 1024;
  assert.ok(cell >= FINGER, `a cell is ${cell.toFixed(1)} CSS px at zoom ${zoom}`);
  // The page itself did not zoom: the map took the pinch.
  assert.equal(await page.evaluate(() => visualViewport.scale), 1);

  // The pinches zoomed about the target: it is still on the map.
  const at = await nodeCentre(page, target, [1024, 1024]);
  assert.ok(at.x > box.x && at.x < box.x + box.width && at.y > box.y && at.y < box.y + box.height, JSON.stringify(at));
  await page.touchscreen.tap(at.x, at.y);
  await page.waitForFunction((want) => new URL(location.href).searchParams.get('src') === want, target.join(','));
  const tcd = cli.tcd_map[target[0] + 1024 * target[1]];
  assert.equal(await page.textContent('[data-testid=readout]'), `(300, 600): TCD ${tcd.toLocaleString('en-US')} as a source`);
  const picked = await settled(page, target, 120_000);
  assert.equal(picked.tcd, tcd);
  assert.equal(picked.tcd, castlabEval(`v=1&dims=1024x1024&src=${target}`).tcd);

  // One finger drags the zoomed map: the drawing follows the finger.
  const before = await viewport(page, canvas);
  await drag(cdp, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, [-100, 60]);
  await afterPaint(page);
  const moved = await viewport(page, canvas);
  assert.ok(Math.abs(moved.x - before.x - 100 / (zoom * box.width)) < 1e-4, `${before.x} → ${moved.x}`);
  assert.ok(Math.abs(moved.y - before.y + 60 / (zoom * box.height)) < 1e-4, `${before.y} → ${moved.y}`);
  assert.equal(param(page, 'src'), '300,600', 'a drag is not a tap');

  // Fit. Chromium drops a tap that comes while the drag's fling is still
  // settling (as a phone does: that tap stops the fling), so tap until
  // one lands.
  const fit = await centreOf(page, '[data-testid=zoom-fit]');
  const whole = () => page.getAttribute(canvas, 'data-viewport');
  for (let i = 0; i < 20 && (await whole()) !== '1.000000 0.000000 0.000000'; i += 1) {
    await page.touchscreen.tap(fit.x, fit.y);
    await page.waitForTimeout(100);
  }
  assert.equal(await whole(), '1.000000 0.000000 0.000000');
  assertClean(page);
  await page.close();
});

test('touch: the WK and MSN drawings zoom until nodes are finger-sized, and a tap picks a node', async () => {
  // WK(4, 5): 1024 nodes. A tap makes the node the source; the readout
  // shows its properties as castlab eval's node table has them.
  {
    const page = await site.open('/?v=1&net=wk&w=4&l=5', ...PHONE);
    await page.waitForSelector('[data-testid=wk-metrics] [data-testid=source]');
    const canvas = '[data-testid=wk-canvas]';
    const cdp = await page.context().newCDPSession(page);
    const address = '31203';
    const zoom = await pinchToLimit(page, cdp, canvas, () => onPage(page, canvas, wkPoint(4, address)));
    // Its nearest neighbour (the last digit changed) is a finger away.
    const [a, b] = [await onPage(page, canvas, wkPoint(4, address)), await onPage(page, canvas, wkPoint(4, '31202'))];
    assert.ok(Math.hypot(a.x - b.x, a.y - b.y) >= FINGER, `neighbours ${Math.hypot(a.x - b.x, a.y - b.y)} px apart at zoom ${zoom}`);
    await page.touchscreen.tap(a.x, a.y);
    await page.waitForFunction((want) => new URL(location.href).searchParams.get('src') === want, address);
    const row = castlabEval(`v=1&net=wk&w=4&l=5&src=${address}`).table.find((n) => n.address === address);
    assert.equal(
      await page.textContent('[data-testid=readout]'),
      `${address}: the source; cor-id ${row.cor_id}, cor-level ${row.cor_level}, flip-cor-id ${row.flip_cor_id ?? 'none (free link)'}`,
    );
    await page.waitForFunction((a) => document.querySelector('[data-testid=wk-metrics] [data-testid=source]')?.textContent === a, address);
    assertClean(page);
    await page.close();
  }
  // The 32 x 32 MS network's route view: a tap routes to the node, and the
  // readout's hops are castlab eval's distance.
  {
    const query = 'v=1&net=msn&dims=32x32&src=3,4';
    const page = await site.open(`/?${query}`, ...PHONE);
    await page.waitForSelector('[data-testid=distance]');
    const canvas = '[data-testid=msn-canvas]';
    const cdp = await page.context().newCDPSession(page);
    const node = [20, 7];
    await pinchToLimit(page, cdp, canvas, () => onPage(page, canvas, msnPoint(node, [32, 32])));
    const [a, b] = [await onPage(page, canvas, msnPoint(node, [32, 32])), await onPage(page, canvas, msnPoint([21, 7], [32, 32]))];
    assert.ok(b.x - a.x >= FINGER, `neighbours ${b.x - a.x} px apart`);
    await page.touchscreen.tap(a.x, a.y);
    await page.waitForFunction(() => new URL(location.href).searchParams.get('dst') === '20,7');
    const hops = castlabEval(query).distance_map[20 + 32 * 7];
    // The readout follows the tap once the route is drawn.
    const said = `(20, 7): ${hops} hops from the source`;
    await page.waitForFunction((s) => document.querySelector('[data-testid=readout]')?.textContent === s, said, { timeout: 10_000 })
      .catch(() => {});
    assert.equal(await page.textContent('[data-testid=readout]'), said);
    const routed = castlabEval(`${query}&dst=20,7`);
    assert.equal(routed.distance, hops);
    await page.waitForFunction((d) => document.querySelector('[data-testid=distance]')?.textContent === String(d), hops);
    assertClean(page);
    await page.close();
  }
});

test('mouse: the buttons, Ctrl + wheel and the keys zoom, the plain wheel scrolls, cells stay crisp, Fit returns', async () => {
  const query = 'v=1&dims=256x256';
  // Tall enough that the map is as wide as its column (it is at most as
  // tall as the window leaves it).
  const page = await site.open(`/?${query}`, { width: 1100, height: 1100 });
  await settled(page, [0, 0]);
  const cli = castlabEval(query);
  const canvas = '[data-testid=heatmap]';
  const readout = () => page.textContent('[data-testid=readout]');
  const zoomNow = async () => (await viewport(page, canvas)).zoom;

  await page.click('[data-testid=zoom-in]');
  await page.click('[data-testid=zoom-in]');
  assert.ok(Math.abs((await zoomNow()) - STEP * STEP) < 1e-6);

  // Ctrl + wheel zooms about the pointer: the node under it stays there.
  // Two steps about the centre show nodes 78 to 178 of each axis.
  const node = [110, 100];
  const at = await nodeCentre(page, node, [256, 256]);
  await page.mouse.move(at.x, at.y);
  const reading = `(110, 100): TCD ${cli.tcd_map[110 + 256 * 100].toLocaleString('en-US')} as a source`;
  await page.waitForFunction((want) => document.querySelector('[data-testid=readout]')?.textContent === want, reading);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -300);
  await page.keyboard.up('Control');
  await page.waitForFunction((c) => Number(document.querySelector(c).dataset.viewport.split(' ')[0]) > 2.6, canvas);
  const still = await nodeCentre(page, node, [256, 256]);
  // Within 1.5 px: the bitmap is sized to the canvas's border box, 2 px
  // wider than the box it shows in, so a node drifts by under 1 % of its
  // offset from the corner (a known defect, in the closing note of #53).
  assert.ok(Math.hypot(still.x - at.x, still.y - at.y) < 1.5, `the node moved from ${JSON.stringify(at)} to ${JSON.stringify(still)}`);
  await page.mouse.move(at.x + 1, at.y);
  await page.mouse.move(at.x, at.y);
  assert.equal(await readout(), reading);

  // The plain wheel scrolls the page and leaves the zoom alone.
  const zoomed = await zoomNow();
  await page.mouse.wheel(0, 200);
  await page.waitForFunction(() => window.scrollY > 0);
  assert.equal(await zoomNow(), zoomed);
  await page.evaluate(() => window.scrollTo(0, 0));

  // Crisp cells: zoomed in, every device pixel inside a cell has the cell's
  // one colour, right up to the next cell (no smoothing across the edge).
  await page.mouse.move(0, 0);
  await afterPaint(page);
  const rows = await page.evaluate(
    ([c, [nx, ny], v]) => {
      const el = document.querySelector(c);
      const scale = el.width / 256;
      const y = Math.floor(((ny + 0.5) / 256 - v.y) * v.zoom * 256 * scale);
      const data = el.getContext('2d').getImageData(0, y, el.width, 1).data;
      const px = (x) => Array.from(data.slice(4 * x, 4 * x + 4)).join(',');
      return [nx - 1, nx, nx + 1].map((i) => {
        const [from, to] = [(i / 256 - v.x) * v.zoom * 256 * scale, ((i + 1) / 256 - v.x) * v.zoom * 256 * scale];
        const inside = [];
        for (let x = Math.ceil(from + 0.5); x <= Math.floor(to - 1.5); x += 1) inside.push(px(x));
        return inside;
      });
    },
    [canvas, node, await viewport(page, canvas)],
  );
  const colours = rows.map((pixels) => {
    assert.ok(pixels.length >= 8, `${pixels.length} device px per cell`);
    assert.equal(new Set(pixels).size, 1, `one colour per cell: ${[...new Set(pixels)]}`);
    return pixels[0];
  });
  // Neighbours with different TCDs have different colours.
  const values = [109, 110, 111].map((x) => cli.tcd_map[x + 256 * 100]);
  for (const i of [0, 1]) {
    if (values[i] !== values[i + 1]) assert.notEqual(colours[i], colours[i + 1], `${values}`);
  }

  // A click while zoomed picks the node under the pointer.
  const target = await nodeCentre(page, node, [256, 256]);
  await page.mouse.click(target.x, target.y);
  const picked = await settled(page, node);
  assert.equal(picked.tcd, cli.tcd_map[110 + 256 * 100]);

  // Keys on the focused map: - zooms out one step, 0 fits.
  await page.focus(canvas);
  const z = await zoomNow();
  await page.keyboard.press('-');
  assert.ok(Math.abs((await zoomNow()) - z / STEP) < 1e-6);
  await page.keyboard.press('+');
  assert.ok(Math.abs((await zoomNow()) - z) < 1e-6);
  await page.keyboard.press('0');
  assert.equal(await page.getAttribute(canvas, 'data-viewport'), '1.000000 0.000000 0.000000');
  // And the Fit button.
  await page.click('[data-testid=zoom-in]');
  await page.click('[data-testid=zoom-fit]');
  assert.equal(await page.getAttribute(canvas, 'data-viewport'), '1.000000 0.000000 0.000000');
  assertClean(page);
  await page.close();
});

test('zoomed in on WK(4, 4), the links that cross the view are drawn though both their ends are outside it', async () => {
  const page = await site.open('/?v=1&net=wk&w=4&l=4');
  await page.waitForSelector('[data-testid=wk-metrics]');
  const canvas = '[data-testid=wk-canvas]';
  for (let i = 0; i < 4; i += 1) await page.click('[data-testid=zoom-in]');
  // By symmetry the level-3 links between opposite quarters (W = 4) cross
  // at the centre of the drawing, far from every node at this zoom.
  const v = await viewport(page, canvas);
  assert.ok(v.zoom > 6 && Math.abs(v.x + 0.5 / v.zoom - 0.5) < 1e-6, JSON.stringify(v));
  await afterPaint(page);
  const [centre, background] = await page.$eval(canvas, (el) => {
    const ctx = el.getContext('2d');
    const px = (x, y) => Array.from(ctx.getImageData(x, y, 1, 1).data).join(',');
    return [px(el.width / 2, el.height / 2), px(el.width / 2, 3)];
  });
  // The X of the two links reaches the corners, not the top edge's middle.
  assert.notEqual(centre, background, 'a link is drawn through the centre');
  assertClean(page);
  await page.close();
});

const stepText = (page) => page.textContent('[data-testid=step-status]');

test('reduced motion: an autoplay embed waits for Play; the read-only embed has a pause control on the keyboard', async () => {
  const link = '/?v=1&dims=8x8&step=0&embed=1&controls=0&autoplay=1';
  // With reduced motion nothing moves until Play is pressed.
  {
    const page = await site.open(link, undefined, null, { reducedMotion: 'reduce' });
    await page.waitForSelector('[data-testid=tcd]');
    assert.equal(await page.textContent('[data-testid=play]'), 'Play');
    const before = await stepText(page);
    // Three ticks of the default 1.5 steps per second.
    await page.waitForTimeout(2_100);
    assert.equal(await stepText(page), before);
    assert.match(before, /^Before step 1/);
    await page.click('[data-testid=play]');
    await page.waitForFunction(() => /^Step 2 of 6/.test(document.querySelector('[data-testid=step-status]')?.textContent));
    assertClean(page);
    await page.close();
  }
  // Without it the embed plays by itself; Tab reaches Pause, Enter stops it.
  {
    const page = await site.open(link);
    await page.waitForFunction(() => /^Step [2-6] of 6/.test(document.querySelector('[data-testid=step-status]')?.textContent));
    let reached = false;
    for (let i = 0; i < 12 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.dataset.testid === 'play');
    }
    assert.ok(reached, 'Tab reaches the pause control');
    assert.equal(await page.textContent('[data-testid=play]'), 'Pause');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid=play]')?.textContent === 'Play');
    const stopped = await stepText(page);
    await page.waitForTimeout(2_100);
    assert.equal(await stepText(page), stopped, 'the steps stopped');
    assert.equal(await page.$('[data-testid=size]'), null, 'still read-only: no controls');
    assertClean(page);
    await page.close();
  }
});

test('? opens the list of this view\'s shortcuts; it keeps the focus, Escape closes it, and axe is content', async () => {
  for (const [link, ready, row] of [
    ['/?v=1&dims=8x8x8&src=1,2,3', '[data-testid=tcd]', ['Page Up, Page Down', 'move the source along z']],
    ['/?v=1&net=wk&w=4&l=3&src=201', '[data-testid=wk-metrics]', ['← →', 'the source to the previous or next address (its last digit)']],
    ['/?v=1&net=msn&dims=8x6&src=1,2', '[data-testid=distance]', ['↑ ↓', 'move the source north or south']],
    ['/?v=1&net=torus&dims=9x13&src=0,3&view=orderly', '[data-testid=broadcast-time]', ['← →', 'move the originator along x']],
  ]) {
    const page = await site.open(link);
    await page.waitForSelector(ready);
    assert.ok(await page.isVisible('[data-testid=shortcuts-hint]'), 'a visible hint');
    assert.equal(await page.$('dialog[open]'), null);
    await page.keyboard.press('?');
    await page.waitForSelector('[data-testid=shortcuts][open]');
    const rows = await page.$$eval('[data-testid=shortcuts] tr', (all) =>
      all.map((tr) => [tr.querySelector('th').textContent, tr.querySelector('td').textContent]),
    );
    assert.ok(rows.some(([k, v]) => k === row[0] && v === row[1]), `${link}: ${JSON.stringify(rows)}`);
    for (const key of ['+ −', '0', '?', 'Escape', 'pinch', 'tap']) {
      assert.ok(rows.some(([k]) => k === key), `${link} lists ${key}`);
    }
    // The focus stays in the dialog.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      assert.ok(await page.evaluate(() => document.activeElement?.closest('dialog') !== null), `Tab ${i}`);
    }
    if (link.includes('dims=8x8x8')) assert.deepEqual(await serious(page), []);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('dialog[open]') === null);
    assertClean(page);
    await page.close();
  }
  // The hint opens it too; `?` typed into a text field is text.
  const page = await site.open('/?v=1&net=torus&dims=9x13&view=orderly');
  await page.waitForSelector('[data-testid=broadcast-time]');
  await page.click('[data-testid=shortcuts-hint]');
  await page.waitForSelector('[data-testid=shortcuts][open]');
  await page.click('[data-testid=shortcuts-close]');
  await page.waitForFunction(() => document.querySelector('dialog[open]') === null);
  await page.focus('[data-testid=dims-input]');
  await page.keyboard.press('?');
  await afterPaint(page);
  assert.equal(await page.$('dialog[open]'), null);
  assertClean(page);
  await page.close();
});

test('the arrow keys move the source on the WK and MSN drawings too', async () => {
  const page = await site.open('/?v=1&net=wk&w=4&l=3&src=201');
  await page.waitForSelector('[data-testid=wk-metrics]');
  await page.focus('[data-testid=wk-canvas]');
  // 201 is node 2·16 + 0·4 + 1 = 33; right: 34 = 202; down: 34 + 4 = 38 = 212.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.querySelector('[data-testid=wk-metrics] [data-testid=source]')?.textContent === '212');
  await page.goto(page.url().replace(/\?.*/, '?v=1&net=msn&dims=8x6&src=1,2'));
  await page.waitForSelector('[data-testid=distance]');
  await page.focus('[data-testid=msn-canvas]');
  // North is up: up is y + 1; Shift moves 8, stopping at the border.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Shift+ArrowRight');
  await page.waitForFunction(() => document.querySelector('[data-testid=source]')?.textContent === '(7, 3)');
  assertClean(page);
  await page.close();
});

test('a mistyped key in a link gets a notice with the key meant, and its button applies it', async () => {
  const query = 'v=1&dim=4x4&sorce=1,1';
  const page = await site.open(`/?${query}`);
  await page.waitForSelector('[data-testid=notices]');
  const notices = await page.textContent('[data-testid=notices]');
  for (const e of castlabEval(query).errors) assert.ok(notices.includes(e.message), `${e.message} in ${notices}`);
  const buttons = await page.$$eval('[data-testid=use-suggestion]', (all) => all.map((b) => b.textContent));
  assert.deepEqual(buttons, ['Use dims=4x4', 'Use src=1,1']);
  await page.click('[data-testid=use-suggestion]:text-is("Use dims=4x4")');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('dims') === '4x4');
  await page.click('[data-testid=use-suggestion]:text-is("Use src=1,1")');
  const shown = await settled(page, [1, 1]);
  assert.equal(shown.tcd, castlabEval('v=1&dims=4x4&src=1,1').tcd);
  assert.equal(await page.$('[data-testid=notices]'), null, 'both notices are resolved');
  assertClean(page);
  await page.close();
});

test('. and , step the run from anywhere: the focus and the scroll stay put, the status says the step, the list names the keys', async () => {
  const link = 'v=1&src=2,2';
  const cli = castlabEval(link);
  const page = await site.open(`/?${link}`);
  await settled(page, [2, 2]);
  // The focus on a control far from the stepper, the page scrolled a little.
  await page.focus('[data-testid=examples-button]');
  await page.evaluate(() => window.scrollTo(0, 40));
  const before = await page.evaluate(() => [document.activeElement?.dataset.testid, window.scrollY]);
  const status = () => page.textContent('[data-testid=step-status]');
  for (const key of ['.', '.']) await page.keyboard.press(key);
  const inStep2 = cli.schedule.filter((m) => m.step === 2);
  await page.waitForFunction((s) => document.querySelector('[data-testid=step-status]')?.textContent.startsWith(s), `Step 2 of ${cli.steps}: ${inStep2.length} messages`);
  await page.keyboard.press(',');
  await page.waitForFunction(() => document.querySelector('[data-testid=step-status]')?.textContent.startsWith('Step 1 of'));
  assert.deepEqual(await page.evaluate(() => [document.activeElement?.dataset.testid, window.scrollY]), before);
  assert.equal(await page.getAttribute('[data-testid=step-status]', 'aria-live'), 'polite');
  // Typed into a field, the keys are text, not steps.
  await page.fill('[data-testid=source-input]', '');
  await page.focus('[data-testid=source-input]');
  await page.keyboard.type('1,2');
  assert.match(await status(), /^Step 1 of/);
  await page.keyboard.press('Escape');
  await page.click('[data-testid=shortcuts-hint]');
  assert.match(await page.textContent('[data-testid=shortcuts]'), /\. ,\s*the next or previous step, from anywhere on the page/);
  assertClean(page);
  await page.close();
});
