// End-to-end: sharing and embedding (issue "Share, embed, export,
// offline"): the URL follows the state with Back and Forward, the copy
// buttons, the embed snippet, and a course page with three embeds. The site
// is served under a sub-path, as a course site would host it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

import { castlabEval } from '../support/cli.mjs';
import { afterPaint, assertClean, nodeCentre, settled } from '../support/page.mjs';
import { DIST, useSite } from '../support/site.mjs';

const COURSE = fileURLToPath(new URL('../course', import.meta.url));
const site = useSite({ '/castlab/': DIST, '/course/': COURSE });

const search = (page) => new URL(page.url()).search;

test('deliberate changes are history entries; Back and Forward step through them', async () => {
  const page = await site.open('/castlab/?v=1&dims=16x16');
  await settled(page, [0, 0]);
  const start = await page.evaluate(() => history.length);
  for (const at of [[3, 5], [9, 2]]) {
    const c = await nodeCentre(page, at, [16, 16]);
    await page.mouse.click(c.x, c.y);
    await settled(page, at);
  }
  await page.selectOption('[data-testid=algo]', 'recursive');
  await page.waitForFunction(() => location.search.includes('algo=recursive'));
  assert.equal(await page.evaluate(() => history.length), start + 3);

  await page.goBack();
  const back = await settled(page, [9, 2]);
  assert.equal(back.search, '?v=1&dims=16x16&src=9,2');
  assert.equal(back.tcd, castlabEval('v=1&dims=16x16&src=9,2').tcd);
  await page.goBack();
  assert.equal((await settled(page, [3, 5])).tcd, castlabEval('v=1&dims=16x16&src=3,5').tcd);
  await page.goForward();
  await page.goForward();
  await page.waitForFunction(() => document.querySelector('[data-testid=algo]')?.value === 'recursive');
  const forward = await settled(page, [9, 2]);
  assert.equal(forward.search, '?v=1&dims=16x16&src=9,2&algo=recursive');
  assert.equal(forward.tcd, castlabEval('v=1&dims=16x16&src=9,2&algo=recursive').tcd);
  // The title says what the entry shows, for history menus and bookmarks.
  assert.equal(await page.title(), 'castlab: TCD map of the best subcube-recursive schedule (castlab) on the 16×16 mesh, source (9, 2)');
  assertClean(page);
});

test('the animation and arrow keys replace the entry, at most once per 700 ms, ending on the last state', async () => {
  const page = await site.open('/castlab/?v=1&dims=16x16&speed=20');
  await settled(page, [0, 0]);
  await page.evaluate(() => {
    window.__historyCalls = 0;
    for (const name of ['pushState', 'replaceState']) {
      const original = history[name].bind(history);
      history[name] = (...args) => {
        window.__historyCalls += 1;
        return original(...args);
      };
    }
  });
  const start = await page.evaluate(() => history.length);
  const began = Date.now();
  await page.click('[data-testid=play]'); // a deliberate step: one entry
  // 8 steps at 20 per second, then held arrow keys: 8 moves.
  await page.waitForFunction(() => document.querySelector('[data-testid=play]')?.textContent === 'Play');
  await page.focus('[data-testid=heatmap]');
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => location.search === '?v=1&dims=16x16&src=8,0&step=8&speed=20', null, {
    timeout: 5_000,
  });
  const elapsed = Date.now() - began;
  const calls = await page.evaluate(() => window.__historyCalls);
  // 17 state changes; writes are at most one per 700 ms, plus the first.
  assert.ok(calls <= Math.ceil(elapsed / 700) + 2, `${calls} history calls in ${elapsed} ms`);
  // Dragging the step slider replaces the entry too.
  for (const step of ['6', '5', '4', '3']) await page.fill('[data-testid=stepper] input[type=range]', step);
  await page.waitForFunction(() => location.search === '?v=1&dims=16x16&src=8,0&step=3&speed=20');
  assert.ok(await page.evaluate(() => history.length) <= start + 1);
  assert.equal((await settled(page, [8, 0])).tcd, castlabEval('v=1&dims=16x16&src=8,0').tcd);
  assertClean(page);
});

test('"Copy link" and "Copy as Markdown" copy the full link of the state', async () => {
  const page = await site.open('/castlab/?v=1&net=torus&dims=9x13&src=0,3&view=orderly');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin() });
  await page.waitForSelector('[data-testid=from-source]');
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await page.click('[data-testid=copy-link]');
  await page.waitForFunction(() => document.querySelector('[data-testid=share-status]')?.textContent === 'Link copied.');
  const link = await clipboard();
  assert.equal(link, `${site.origin()}/castlab/?v=1&net=torus&dims=9x13&src=0,3&view=orderly`);
  await page.click('[data-testid=copy-markdown]');
  await page.waitForFunction(() => /Markdown/.test(document.querySelector('[data-testid=share-status]')?.textContent));
  assert.equal(await clipboard(), `[castlab: Orderly broadcast with Π (Taslakian 2004) on the 9×13 torus from (0, 3)](${link})`);

  // The copied link opens the same numbers in a fresh page.
  const again = await site.open(link.slice(site.origin().length));
  const cli = castlabEval('v=1&net=torus&dims=9x13&src=0,3&view=orderly');
  await again.waitForFunction(
    (want) => document.querySelector('[data-testid=from-source]')?.textContent === String(want),
    cli.from_source,
  );
  assertClean(page);
  assertClean(again);
});

test('the embed dialog writes an iframe snippet with a title, lazy loading, fullscreen and a 4:3 box', async () => {
  const page = await site.open('/castlab/?v=1&dims=16x16&src=5,9');
  await settled(page, [5, 9]);
  await page.click('[data-testid=embed-dialog] summary');
  const snippet = () => page.inputValue('[data-testid=embed-snippet]');
  const html = await snippet();
  const origin = site.origin();
  assert.match(html, /^<div class="castlab-embed" style="[^"]*aspect-ratio:4\/3"/);
  assert.ok(html.includes(`<iframe src="${origin}/castlab/?v=1&amp;dims=16x16&amp;src=5,9&amp;embed=1"`), html);
  assert.ok(html.includes('title="castlab: TCD map of Algorithm 1 (Cang and Wu 1998) on the 16×16 mesh, source (5, 9)"'), html);
  assert.ok(html.includes('loading="lazy" allowfullscreen'), html);
  assert.ok(html.includes(`<script src="${origin}/castlab/embed-host.js" defer></script>`), html);
  await page.check('[data-testid=embed-read-only]');
  await page.selectOption('[data-testid=embed-panel]', 'none');
  await page.selectOption('[data-testid=embed-theme]', 'projector');
  assert.ok(
    (await snippet()).includes('?v=1&amp;dims=16x16&amp;src=5,9&amp;embed=1&amp;controls=0&amp;panel=none&amp;theme=projector"'),
    await snippet(),
  );
  // Writing the snippet is not a change of state: the URL stays.
  await afterPaint(page);
  assert.equal(search(page), '?v=1&dims=16x16&src=5,9');
  assertClean(page);
});

test('a course page with three embeds: right numbers, no stolen focus, fitted heights, and "Open in castlab" round-trips', async () => {
  const page = await site.open('/course/', { width: 1100, height: 4000 });
  const frame = async (id) => {
    const handle = await page.waitForSelector(`iframe#${id}`);
    return handle.contentFrame();
  };
  const [tcd, orderly, msn] = [await frame('tcd'), await frame('orderly'), await frame('msn')];
  const entries = await page.evaluate(() => history.length);

  // 1. The TCD heatmap, read-only.
  const tcdCli = castlabEval('v=1&dims=16x16&src=5,9');
  await tcd.waitForFunction((want) => document.querySelector('[data-testid=tcd]')?.textContent.replace(/,/g, '') === String(want), tcdCli.tcd);
  assert.equal(await tcd.$('[data-testid=size]'), null, 'no controls in an embed');
  assert.equal(await tcd.$('[data-testid=stepper]'), null, 'controls=0 hides the stepper');
  assert.equal(await tcd.$('header'), null, 'no page header');

  // 2. The orderly animation plays by itself.
  const orderlyCli = castlabEval('v=1&net=torus&dims=9x13&src=0,3&view=orderly');
  await orderly.waitForFunction(
    (want) => document.querySelector('[data-testid=from-source]')?.textContent === String(want),
    orderlyCli.from_source,
  );
  assert.equal(Number(await orderly.textContent('[data-testid=broadcast-time]')), orderlyCli.broadcast_time);
  await orderly.waitForFunction(() => /^Step [2-9]/.test(document.querySelector('[data-testid=step-status]')?.textContent));
  assert.equal(await orderly.evaluate(() => document.documentElement.dataset.theme), 'projector');

  // 3. The MSN route.
  const msnCli = castlabEval('v=1&net=msn&dims=8x6&src=1,2&dst=7,5');
  await msn.waitForFunction((want) => document.querySelector('[data-testid=distance]')?.textContent === String(want), msnCli.distance);
  assert.equal(await msn.textContent('[data-testid=mean-distance]'), msnCli.mean_distance_exact);

  // An embed is not the reader's session: it saves nothing, even after
  // each frame has run what it writes after a paint.
  for (const embed of [tcd, orderly, msn]) await afterPaint(embed);
  assert.equal(await page.evaluate(() => localStorage.getItem('castlab.session')), null);

  // Nothing took the focus from the host page's own field.
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'notes');
  assert.equal(await page.evaluate(() => window.scrollY), 0);

  // The wheel over an embed scrolls the host page: the embed takes no wheel.
  await page.setViewportSize({ width: 1100, height: 700 });
  const over = await (await page.$('iframe#tcd')).boundingBox();
  await page.mouse.move(over.x + over.width / 2, over.y + over.height / 2);
  await page.mouse.wheel(0, 400);
  await page.waitForFunction(() => window.scrollY > 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1100, height: 4000 });

  // Read-only: a click on the map does not move the source.
  const cell = await nodeCentre(tcd, [1, 1], [16, 16]);
  await page.mouse.click(cell.x, cell.y);
  await page.waitForTimeout(300);
  assert.equal(await tcd.textContent('[data-testid=source]'), '(5, 9)');

  // embed-host.js fitted each box to its embed's content: no inner scrollbars.
  for (const [id, f] of [['tcd', tcd], ['orderly', orderly], ['msn', msn]]) {
    await page.waitForFunction((id) => document.getElementById(id).parentElement.style.height !== '', id);
    const content = await f.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
    const outer = await page.evaluate((id) => document.getElementById(id).getBoundingClientRect().height, id);
    assert.ok(Math.abs(outer - content) <= 2, `${id}: iframe ${outer}px, content ${content}px`);
    const overflow = await f.evaluate(() => ({
      x: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      y: document.documentElement.scrollHeight - document.documentElement.clientHeight,
    }));
    assert.ok(overflow.x <= 0 && overflow.y <= 1, `${id}: overflow ${JSON.stringify(overflow)}`);
  }

  // Keyboard control works inside an iframe: the orderly map takes arrows.
  await orderly.focus('[data-testid=heatmap]');
  await page.keyboard.press('ArrowRight');
  const movedCli = castlabEval('v=1&net=torus&dims=9x13&src=1,3&view=orderly');
  await orderly.waitForFunction(
    (want) => document.querySelector('[data-testid=from-source]')?.textContent === String(want) && location.search.includes('src=1,3'),
    movedCli.from_source,
  );
  // An embed never adds entries to the host page's history.
  assert.equal(await page.evaluate(() => history.length), entries);

  // "Open in castlab" opens the same state in the full app.
  const href = await tcd.getAttribute('[data-testid=open-in-castlab]', 'href');
  assert.equal(await tcd.getAttribute('[data-testid=open-in-castlab]', 'target'), '_blank');
  const full = new URL(href, tcd.url());
  assert.equal(full.pathname, '/castlab/');
  assert.equal(full.search, '?v=1&dims=16x16&src=5,9');
  const app = await site.open(full.pathname + full.search);
  assert.equal((await settled(app, [5, 9])).tcd, tcdCli.tcd);
  assert.ok(await app.$('[data-testid=size]'), 'the full app has its controls');
  assertClean(page);
  assertClean(app);
});

test('an embed fits 320 px without horizontal scrolling and keeps the theme', async () => {
  for (const link of [
    '/castlab/?v=1&dims=16x16&src=5,9&embed=1&theme=dark',
    '/castlab/?v=1&net=torus&dims=9x13&view=orderly&embed=1&panel=none',
    '/castlab/?v=1&net=wk&src=201&embed=1&controls=0',
    '/castlab/?v=1&net=msn&dims=8x8&view=mnb&embed=1',
  ]) {
    const page = await site.open(link, { width: 320, height: 480 });
    await page.waitForSelector('[data-testid=open-in-castlab]');
    await page.waitForFunction(() => !document.querySelector('[data-testid=loading]'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${link}: ${overflow}px of horizontal scroll`);
    assert.equal((await page.$('aside.panel')) !== null, !link.includes('panel=none'), link);
    assertClean(page);
    await page.close();
  }
});
