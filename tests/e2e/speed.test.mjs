// End-to-end: large maps, traces and propagations in the page give the
// numbers `castlab eval` gives, with the work off the main thread. How
// long the main thread's tasks are (the 50 ms budget of a responsive page)
// is measured by the browser benchmark (`cargo xtask bench`,
// tests/bench/browser.mjs; BENCHMARKS.md), never asserted here: a busy CI
// machine stretches any task. These tests fail only on a task that blocks
// the page for seconds, as work moved back onto the main thread would.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { castlabEval, castlabEvalBytes } from '../support/cli.mjs';
import { assertClean } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();
/** A main-thread task this long means the work ran on the main thread: the
 * benchmark's longest task while these views load is about 50 ms even at
 * 1024×1024 (BENCHMARKS.md), 40 times less, so a busy machine never reaches
 * it by accident. */
const BLOCKED_MS = 2000;

/** Starts recording the page's long tasks (main-thread tasks over 50 ms). */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.castlabLongTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.castlabLongTasks.push(Math.round(e.duration));
    }).observe({ type: 'longtask' });
  });
}

/** Fails on any main-thread task recorded since `watchLongTasks` that
 * blocked the page for seconds. */
async function assertNeverBlocked(page) {
  const long = await page.evaluate(() => window.castlabLongTasks);
  assert.deepEqual(long.filter((ms) => ms >= BLOCKED_MS), [], `tasks that blocked the page (ms): ${long}`);
}

test('a 512x512 TCD map and its schedule compute in the worker, arrive and are drawn', async () => {
  const page = await site.open('/?v=1&dims=8x8');
  await page.waitForSelector('[data-testid=tcd]');
  await watchLongTasks(page);
  const cli = castlabEval('v=1&dims=512x512');
  await page.selectOption('[data-testid=size]', '9'); // 512 × 512
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid=heatmap]')?.dataset.width === '512'
      && document.querySelector('[data-testid=tcd]')?.textContent.replace(/,/g, '') === String(want),
    cli.tcd,
    { timeout: 60_000 },
  );
  // Let the last frames land before reading the observer.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 200))));
  await assertNeverBlocked(page);
  assertClean(page);
  await page.close();
});

test('1024x1024 with trace=1: stepping brings the next step\'s trace and layer, never blocking the page', async () => {
  const link = 'v=1&dims=1024x1024&src=512,512&step=5&trace=1';
  const cli = JSON.parse(castlabEvalBytes(link, ['--trace']).toString());
  const reasons = (step) => cli.trace.filter((r) => r.step === step);
  const shown = async (step) => {
    await page.waitForFunction(
      (lead) => document.querySelector('[data-testid=step-log] li strong')?.textContent === lead,
      `Step ${step} of 20: `,
      { timeout: 120_000 },
    );
    await page.waitForFunction((s) => document.querySelector('[data-testid=heatmap]')?.dataset.layerStep === String(s), step, { timeout: 120_000 });
    // The panel is drawn from grouped reasons: a few rows, not 2^(step-1).
    const rows = await page.$$eval('[data-testid=step-log] li', (lis) => lis.map((li) => li.dataset.rule));
    assert.deepEqual(rows, reasons(step).slice(0, 6).map((r) => r.rule));
    const counted = await page.$$eval('[data-testid=pseudocode] li.current', (lis) => lis.reduce((n, li) => n + Number(li.dataset.messages), 0));
    assert.equal(counted, 2 ** (step - 1), `messages at step ${step}`);
  };
  const page = await site.open(`/?${link}`);
  await page.waitForSelector('[data-testid=tcd]', { timeout: 120_000 });
  await shown(5);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))));
  // From here on: a step, its layer and its trace asked for, received and drawn.
  await watchLongTasks(page);
  await page.click('[data-testid=next-step]');
  await shown(6);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 200))));
  await assertNeverBlocked(page);
  assertClean(page);
  await page.close();
});

/** Makes the page report `cores` as navigator.hardwareConcurrency. */
const withCores = (cores) => `Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => ${cores} });`;

for (const cores of [4, 1]) {
  // T_183x181 has no automorphism, and at 2^30 pairs its translated lanes
  // are split over helpers (smaller tori in lanes stay in one worker).
  test(`every originator of T_183x181 with ${cores} core(s): the same numbers as castlab eval, never blocking the page`, async () => {
    const query = 'v=1&net=torus&dims=183x181&view=orderly&src=7,30';
    const cli = castlabEval(query);
    const page = await site.open('/?v=1&net=torus&dims=8x8&view=orderly', undefined, withCores(cores));
    await page.waitForSelector('[data-testid=broadcast-time]');
    assert.equal(await page.evaluate(() => navigator.hardwareConcurrency), cores);
    await watchLongTasks(page);
    await page.evaluate((q) => { history.pushState(null, '', `?${q}`); dispatchEvent(new PopStateEvent('popstate')); }, query);
    await page.waitForFunction(
      (want) => document.querySelector('[data-testid=from-source]')?.textContent === String(want.from_source)
        && document.querySelector('[data-testid=broadcast-time]')?.textContent === String(want.broadcast_time),
      { from_source: cli.from_source, broadcast_time: cli.broadcast_time },
      { timeout: 90_000 },
    );
    const metrics = await page.textContent('[data-testid=orderly-metrics]');
    // The count of worst originators depends on every originator's time.
    const n = (v) => v.toLocaleString('en-US');
    assert.match(metrics, new RegExp(`reached by ${n(cli.worst_originators)} of them; ${n(cli.originators_computed)} propagated`));
    if (cores > 1) assert.match(metrics, new RegExp(`propagated by ${cores} workers in parallel`));
    else assert.doesNotMatch(metrics, /workers in parallel/);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 200))));
    await assertNeverBlocked(page);
    assertClean(page);
    await page.close();
  });
}

test('a long propagation shows its progress, which moves, and Cancel stops it', async () => {
  // T_255x255 has no symmetry: 65,025 originators in translated lanes,
  // seconds of work on one core (T_127x127 now ends in under one).
  const page = await site.open('/?v=1&net=torus&dims=8x8&view=orderly', undefined, withCores(1));
  await page.waitForSelector('[data-testid=broadcast-time]');
  await page.evaluate(() => { history.pushState(null, '', '?v=1&net=torus&dims=255x255&view=orderly'); dispatchEvent(new PopStateEvent('popstate')); });
  const value = async () => Number(await page.getAttribute('[data-testid=progress]', 'value'));
  await page.waitForSelector('[data-testid=progress]', { timeout: 30_000 });
  assert.equal(Number(await page.getAttribute('[data-testid=progress]', 'max')), 255 * 255);
  const first = await value();
  // Once the bar moves, Cancel is pressed in the page at once, with the
  // words shown then: no round trip from a busy test driver lets the
  // propagation end first.
  const busy = await page.waitForFunction((first) => {
    const bar = document.querySelector('[data-testid=progress]');
    if (!(Number(bar?.value) > first)) return null;
    const words = document.querySelector('[data-testid=engine-busy]')?.textContent;
    document.querySelector('[data-testid=cancel]').click();
    return words;
  }, first, { timeout: 30_000 });
  // 255² originators, grouped as the page groups counts in English.
  assert.match(await busy.jsonValue(), new RegExp(`[\\d,]+ of ${(255 * 255).toLocaleString('en')} originators`));
  await page.waitForSelector('[data-testid=engine-halt]');
  assert.equal(await page.$('[data-testid=progress]'), null);
  assert.equal(await page.$('[data-testid=per-originator-map]'), null, 'the cancelled map was not drawn');
  assertClean(page);
  await page.close();
});

test('a schedule too big to list is drawn step by step as link-load layers that add up to castlab eval', async () => {
  const query = 'v=1&dims=256x256&algo=recursive&src=10,200';
  const cli = castlabEval(query);
  assert.equal(cli.schedule ?? null, null, 'eval lists no messages for 65,536 nodes');
  const page = await site.open(`/?${query}&step=1`);
  let hops = 0;
  for (let step = 1; step <= cli.steps; step++) {
    if (step > 1) {
      await page.evaluate((q) => { history.pushState(null, '', `?${q}`); dispatchEvent(new PopStateEvent('popstate')); }, `${query}&step=${step}`);
    }
    await page.waitForFunction((s) => document.querySelector('[data-testid=heatmap]')?.dataset.layerStep === String(s), step, { timeout: 30_000 });
    const data = await page.$eval('[data-testid=heatmap]', (c) => ({ ...c.dataset }));
    // One-port doubling: 2^s nodes informed after step s, by 2^(s-1) messages.
    assert.equal(Number(data.layerInformed), 2 ** step);
    assert.equal(Number(data.layerMessages), 2 ** (step - 1));
    if (cli.contention_free) assert.equal(Number(data.layerContended), 0);
    hops += Number(data.layerHops);
  }
  assert.equal(hops, cli.tcd, 'the layers\' hops are the validated TCD');
  assertClean(page);
  await page.close();
});
