// End-to-end: what a student sees (issue "What a student sees"): the run
// drawn as a run, the stepper kept with the picture, embeds that fit their
// box, embed-host.js within its cap, words instead of identifiers, nothing
// wider than a phone, and axe on each. Screenshots of the five views at
// the three sizes go to tests/artifacts/student-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { serious } from '../support/axe.mjs';
import { castlabEval } from '../support/cli.mjs';
import { afterPaint, assertClean, nodeCentre } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();
const ARTIFACTS = fileURLToPath(new URL('../artifacts', import.meta.url));
mkdirSync(ARTIFACTS, { recursive: true });

// The five views, each at a step where something happens.
const VIEWS = {
  mesh: ['v=1&src=2,2&step=4', '[data-testid=tcd]', '[data-testid=heatmap]'],
  orderly: ['v=1&net=torus&dims=9x13&src=0,3&view=orderly&step=2', '[data-testid=from-source]', '[data-testid=arrival-map] canvas'],
  wk: ['v=1&net=wk&src=201&step=2', '[data-testid=wk-metrics]', '[data-testid=wk-canvas]'],
  te: ['v=1&net=msn&view=te&step=3', '[data-testid=slots]', '[data-testid=msn-canvas]'],
  sweep: ['v=1&dims=2..64^2', '[data-testid=sweep-sizes]', '[data-testid=sweep-panel]'],
};

/** The box of `selector`, and whether it lies inside the window. */
async function inside(page, selector) {
  const box = await page.$eval(selector, (e) => {
    const r = e.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
  });
  const size = page.viewportSize();
  return { box, ok: box.top >= -0.5 && box.left >= -0.5 && box.bottom <= size.height + 0.5 && box.right <= size.width + 0.5 };
}

test('at 1280×900 the stepper stays on screen with the map, before and after ▶ and Play', async () => {
  const page = await site.open('/?v=1&src=2,2');
  await page.waitForSelector('[data-testid=tcd]');
  await afterPaint(page);
  for (const press of [null, '[data-testid=next-step]', '[data-testid=play]']) {
    if (press) await page.click(press);
    await afterPaint(page);
    const stepper = await inside(page, '[data-testid=stepper]');
    assert.ok(stepper.ok, `stepper after ${press}: ${JSON.stringify(stepper.box)}`);
    // The top of the map is still in view: nothing scrolled it away.
    const map = await inside(page, '[data-testid=heatmap]');
    assert.ok(map.box.top >= 0, `map top after ${press}: ${map.box.top}`);
    assert.equal(await page.evaluate(() => window.scrollY), 0, `scrolled after ${press}`);
  }
  assertClean(page);
  await page.close();
});

test('the run: at step 4 from (2, 2) the hover on (7, 2) names its step and sender as castlab eval does', async () => {
  const page = await site.open('/?v=1&src=2,2&step=4');
  await page.waitForSelector('[data-testid=tcd]');
  await page.waitForSelector('[data-testid=run-key]');
  await afterPaint(page);
  await page.waitForTimeout(300);
  const cli = castlabEval('v=1&src=2,2');
  const message = cli.schedule.find((m) => m.to.join() === '7,2');
  const at = await nodeCentre(page, [7, 2], [8, 8]);
  await page.mouse.move(at.x, at.y);
  const hops = message.hops === 1 ? '1 hop' : `${message.hops} hops`;
  const how = `by (${message.from.join(', ')}) over ${hops}`;
  const want = message.step <= 4
    ? `(7, 2): informed at step ${message.step} ${how}`
    : `(7, 2): not informed yet; it will be at step ${message.step} ${how}`;
  await page.waitForFunction((w) => document.querySelector('[data-testid=readout]')?.textContent === w, want)
    .catch(async (e) => assert.fail(`${e.message}: wanted "${want}", read "${await page.textContent('[data-testid=readout]')}"`));
  // The map of every source is one toggle away, and says TCD again.
  await page.check('[data-testid=picture-toggle] input[value=map]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('show') === 'map');
  await afterPaint(page);
  const again = await nodeCentre(page, [7, 2], [8, 8]);
  await page.mouse.move(again.x, again.y);
  await page.waitForFunction(() => /^\(7, 2\): TCD [\d,]+ as a source/.test(document.querySelector('[data-testid=readout]')?.textContent));
  assert.equal(await page.$('[data-testid=run-key]'), null);
  assertClean(page);
  await page.close();
});

test('the run of a schedule too big to list: the hover names the step, the sender and the hops', async () => {
  // 128×128 = 16,384 nodes: the page draws the run from the worker's
  // layers and asks the worker who informs the hovered node.
  const page = await site.open('/?v=1&dims=128x128&src=5,9&step=14');
  await page.waitForFunction(() => document.querySelector('[data-testid=heatmap]')?.dataset.layerStep === '14', null, { timeout: 60_000 });
  const read = async (coords) => {
    const at = await nodeCentre(page, coords, [128, 128]);
    await page.mouse.move(at.x, at.y);
    const prefix = `(${coords.join(', ')}): `;
    await page.waitForFunction((p) => {
      const t = document.querySelector('[data-testid=readout]')?.textContent ?? '';
      return t.startsWith(p) && !t.endsWith('…');
    }, prefix);
    return page.textContent('[data-testid=readout]');
  };
  let node = [100, 30];
  let seen = 0;
  // Follow the senders back to the source: each was informed earlier, over
  // a dimension-ordered route as long as the Manhattan distance.
  let step = 15;
  while (seen < 20) {
    const text = await read(node);
    if (/: the source;/.test(text)) break;
    const [, sent, x, y, hops] = text.match(/^\(\d+, \d+\): informed at step (\d+) by \((\d+), (\d+)\) over (\d+) hops?$/);
    assert.ok(Number(sent) < step, `${text} after step ${step}`);
    assert.equal(Number(hops), Math.abs(node[0] - Number(x)) + Math.abs(node[1] - Number(y)), text);
    [node, step, seen] = [[Number(x), Number(y)], Number(sent), seen + 1];
  }
  assert.deepEqual(node, [5, 9], 'the senders lead back to the source');
  assertClean(page);
  await page.close();
});

test('a 600×400 embed shows the picture, the stepper and "Open in castlab" without scrolling', async () => {
  const views = [
    ['mesh 8×8', 'v=1&src=2,2&embed=1', '[data-testid=heatmap]'],
    ['orderly 9×13', 'v=1&net=torus&dims=9x13&src=0,3&view=orderly&embed=1&autoplay=1', '[data-testid=arrival-map] canvas'],
    ['WK', 'v=1&net=wk&src=201&step=2&embed=1', '[data-testid=wk-canvas]'],
    ['MSN TE', 'v=1&net=msn&view=te&step=3&embed=1', '[data-testid=msn-canvas]'],
  ];
  for (const [name, link, picture] of views) {
    const page = await site.open(`/?${link}`, { width: 600, height: 400 });
    await page.waitForSelector(picture);
    await page.waitForSelector('[data-testid=stepper]');
    await page.waitForTimeout(400);
    for (const part of [picture, '[data-testid=stepper]', '[data-testid=open-in-castlab]']) {
      const seen = await inside(page, part);
      assert.ok(seen.ok, `${name}: ${part} at ${JSON.stringify(seen.box)}`);
    }
    // A picture, not a thumbnail: at least a third of the frame's height.
    const { box } = await inside(page, picture);
    assert.ok(box.height >= 400 / 3, `${name}: picture ${box.height}px tall`);
    const overflow = await page.evaluate(() => ({
      x: document.documentElement.scrollWidth - innerWidth,
      y: document.documentElement.scrollHeight - innerHeight,
    }));
    assert.ok(overflow.x <= 0 && overflow.y <= 0, `${name}: the document scrolls ${JSON.stringify(overflow)}`);
    await page.screenshot({ path: `${ARTIFACTS}/student-embed-${name.split(' ')[0].toLowerCase()}.png` });
    assert.deepEqual(await serious(page), [], name);
    assertClean(page);
    await page.close();
  }
  // The autoplaying orderly embed shows the animated map, not the static one.
  const page = await site.open('/?v=1&net=torus&dims=9x13&src=0,3&view=orderly&embed=1&autoplay=1', { width: 600, height: 400 });
  await page.waitForSelector('[data-testid=arrival-map]');
  assert.equal(await page.$('[data-testid=per-originator-map]'), null);
  await page.close();
  // A read-only embed has no zoom chrome and does not offer to pick a source.
  const ro = await site.open('/?v=1&src=2,2&embed=1&controls=0', { width: 600, height: 400 });
  await ro.waitForSelector('[data-testid=tcd]');
  assert.equal(await ro.isVisible('.zoom'), false);
  assert.doesNotMatch(await ro.textContent('[data-testid=readout]'), /click/);
  await ro.close();
});

test('embed-host.js fits a frame to its content within the cap the author sets, and settles', async () => {
  const origin = site.origin();
  const host = (cap, link) => `<!doctype html><body>
    <div class="castlab-embed" style="position:relative;width:600px;aspect-ratio:4/3" ${cap ? `data-castlab-max-height="${cap}"` : ''}>
      <iframe id="f" src="${origin}/?${link.replace(/&/g, '&amp;')}" style="position:absolute;inset:0;width:100%;height:100%;border:0"></iframe>
    </div><script src="${origin}/embed-host.js"></script></body>`;
  // With a cap, an interactive embed; without, a read-only one (no stepper,
  // its data table hidden).
  for (const [cap, limit, link] of [
    [320, 320, 'v=1&src=2,2&step=4&embed=1'],
    [null, 810, 'v=1&dims=16x16&src=5,9&embed=1&controls=0'],
  ]) {
    // A fresh host page each time, on the site's origin.
    const page = await site.open('/embed-host.js', { width: 1000, height: 900 });
    await page.setContent(host(cap, link));
    // The box is sized once the embed has measured itself.
    await page.waitForFunction(() => document.querySelector('.castlab-embed').style.height !== '', null, { timeout: 30_000 })
      .catch((e) => assert.fail(`cap ${cap}: the box was never sized (${e.message}); ${page.problems}`));
    const frame = await (await page.$('#f')).contentFrame();
    await frame.waitForSelector('canvas.heatmap');
    await page.waitForTimeout(800);
    const boxHeight = () => page.evaluate(() => document.querySelector('.castlab-embed').getBoundingClientRect().height);
    const height = await boxHeight();
    assert.ok(height <= limit, `cap ${cap}: ${height}px`);
    assert.ok(height >= 120, `cap ${cap}: ${height}px`);
    // It settles: fitting the frame does not change what the embed asks.
    for (let k = 0; k < 4; k += 1) {
      await page.waitForTimeout(300);
      assert.equal(await boxHeight(), height, `cap ${cap}: the box moved`);
    }
    // Inside the frame everything still fits: no scrolling.
    const scroll = await frame.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    assert.ok(scroll <= 0, `cap ${cap}: the embed scrolls by ${scroll}`);
    const bottom = await frame.$eval('canvas.heatmap', (e) => e.getBoundingClientRect().bottom);
    assert.ok(bottom <= height + 0.5, `cap ${cap}: the picture ends at ${bottom}`);
    if (await frame.$('[data-testid=stepper]')) {
      const stepper = await frame.$eval('[data-testid=stepper]', (e) => e.getBoundingClientRect().bottom);
      assert.ok(stepper <= height + 0.5, `cap ${cap}: stepper at ${stepper}`);
    }
    await page.close();
  }
});

test('headings and legends use words and notation, not identifiers; nothing overflows at 390 px; axe passes', async () => {
  // `optimum` is left out: it is the English word ("Proven optimum"), and
  // no link spells it (cert=1 shows the certified witness).
  const identifiers = ['paper', 'symmetric', 'recursive', 'exact', 'fang', 'stack', 'pi', 'pi-literal', 'dim', 'search'];
  const links = [...Object.values(VIEWS), ['v=1&src=3,1&algo=recursive&cmp=paper', '[data-testid=tcd]', '[data-testid=heatmap]']];
  for (const [link, ready] of links) {
    for (const [width, height] of [[1280, 900], [390, 844]]) {
      const page = await site.open(`/?${link}`, { width, height });
      await page.waitForSelector(ready, { timeout: 60_000 });
      await page.waitForTimeout(300);
      const texts = await page.$$eval(
        'h1, h2, h3, .view-title, figcaption, legend, .legend, [data-testid=run-key], svg text.chart-title',
        (all) => all.map((e) => e.textContent.trim()).filter(Boolean),
      );
      for (const text of texts) {
        const words = text.split(/[^A-Za-z-]+/);
        const named = identifiers.filter((id) => words.includes(id));
        assert.deepEqual(named, [], `${link}: "${text}"`);
        assert.doesNotMatch(text, /\^|_\{/, `${link}: "${text}"`);
      }
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= width, `${link} at ${width}px: ${wide}px wide`);
      if (width === 390) assert.deepEqual(await serious(page), [], link);
      const name = Object.keys(VIEWS).find((k) => VIEWS[k][0] === link);
      if (name) await page.screenshot({ path: `${ARTIFACTS}/student-${name}-${width}.png` });
      assertClean(page);
      await page.close();
    }
  }
});
