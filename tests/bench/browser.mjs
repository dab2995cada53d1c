// The browser benchmark harness (`cargo xtask bench` runs it): headless
// Chromium on the release build.
//   1. bench.html: the core's map computations in wasm, in fresh workers,
//      median of several runs, with the wasm memory each needed;
//   2. the page itself: main-thread work from a click on the map to the
//      redrawn canvas, the time from a size change to the drawn map with
//      the long tasks (> 50 ms) meanwhile, and every originator's orderly
//      time with 1 core against the cores this machine has;
//      the long tasks while a 1024×1024 narrated broadcast steps, and
//      while every originator of T_183×181 computes with 1 and 4 cores
//      (the browser tests check what these show, never how fast);
//   3. the orderly sweep of every torus 3..40 × 3..40 in the page: the time
//      to its chart and the main thread's long tasks, 1 core and all;
//   4. the first visit: navigation to the first drawn map (the app's
//      `castlab:first-map` mark) in a fresh context (empty cache), when the
//      worker was started against when the app's wasm had loaded and when
//      the app started, and the wasm sizes raw, gzip and brotli.
// Prints one JSON object; `--out FILE` also writes it there.
//   node tests/bench/browser.mjs [--quick] [--only PART,…] [--out target/bench/browser.json]
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';

import { launch, openPage } from '../support/browser.mjs';
import { serve } from '../support/server.mjs';
import { DIST, wasmSizes } from '../support/site.mjs';
import { nodeCentre } from '../support/page.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const out = args.includes('--out') ? resolve(args[args.indexOf('--out') + 1]) : null;
// `--only trace,busy`: just those parts (wasm, click, map, cores, trace,
// busy, sweep, first); every part by default.
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const part = (name) => !only || only.includes(name);
const BENCH = fileURLToPath(new URL('.', import.meta.url));
/** Records the page's main-thread tasks over 50 ms (the Long Tasks API's
 * threshold) from now on, and the time now, in `window.t0`. */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.longTasks.push(e.duration); })
      .observe({ type: 'longtask' });
    window.t0 = performance.now();
  });
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

const SUITE = quick
  ? [['tcd-recursive', '256x256', 3], ['orderly-all', '64x64', 3], ['msn-mean-distance', '64x64', 3]]
  : [
    ...['256x256', '512x512', '1024x1024', '32x32x32', '64x64x64'].flatMap((d) => [
      ['tcd-paper', d, 5], ['tcd-recursive', d, 5], ['tcd-analysis', d, 5],
    ]),
    ['orderly-all', '64x64', 5], ['orderly-all', '128x128', 5], ['orderly-all', '127x127', 3],
    ['orderly-all-no-symmetry', '64x64', 5], ['orderly-all-no-symmetry', '128x128', 3],
    ['msn-mean-distance', '64x64', 5], ['msn-mean-distance', '256x256', 5], ['msn-mean-distance', '512x512', 5],
  ];

const server = await serve({ '/': DIST, '/bench/': BENCH });
const browser = await launch({ full: true });
const result = {
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memory_gib: round(os.totalmem() / 2 ** 30, 1), chromium: browser.version() },
  wasm: [],
  click: [],
  map: [],
  cores: [],
  trace_step: null,
  busy_orderly: [],
  sweep: [],
  first_visit: [],
  families: [],
  sizes: [],
};

// 1. The core in wasm.
if (part('wasm')) {
  const page = await openPage(browser, `${server.url}/bench/bench.html?suite=${encodeURIComponent(JSON.stringify(SUITE))}`);
  await page.waitForFunction(() => document.body.dataset.done, null, { timeout: 30 * 60_000 });
  result.wasm = JSON.parse(await page.textContent('#results'));
  for (const r of result.wasm) delete r.runs_ms;
  await page.close();
}

// 2a. A click on the map: the main thread's work until the canvas is
// redrawn (the schedule of the new source arrives later, from the worker).
const CLICKS = [['256x256', [256, 256]], ['32x32x32', [32, 32, 32]], ['1024x1024', [1024, 1024]]];
for (const [dims, sides] of !part('click') ? [] : quick ? CLICKS.slice(0, 1) : CLICKS) {
  const page = await openPage(browser, `${server.url}/?v=1&dims=${dims}&algo=recursive`);
  await page.waitForSelector('[data-testid=tcd]', { timeout: 120_000 });
  const runs = [];
  for (let i = 0; i < 7; i++) {
    // Distinct nodes spread over the grid (never a gap between 3-D slices).
    const coords = sides.map((s, a) => (17 + 131 * i + 53 * a) % s);
    const at = await nodeCentre(page, coords, sides);
    const ms = await page.evaluate(async ({ x, y }) => {
      const canvas = document.querySelector('[data-testid=heatmap]');
      const before = location.search;
      // Counts the map's redraws (each scales the cells with drawImage).
      if (!window.drawn) {
        window.drawn = 0;
        const draw = CanvasRenderingContext2D.prototype.drawImage;
        CanvasRenderingContext2D.prototype.drawImage = function (...a) { window.drawn += 1; return draw.apply(this, a); };
      }
      const drawnBefore = window.drawn;
      const start = performance.now();
      canvas.dispatchEvent(new MouseEvent('click', {
        bubbles: true, clientX: x, clientY: y,
      }));
      // Yew renders and the canvas is redrawn in microtasks queued by the
      // click; a few hops drain them (a timer would also count whatever
      // other task the browser runs first, e.g. the worker's answer).
      for (let hop = 0; hop < 5; hop++) await Promise.resolve();
      const ms = performance.now() - start;
      if (window.drawn === drawnBefore) throw new Error('the map was not redrawn in the measured time');
      // The address bar, title and saved session are written after the
      // frame is painted, so they are not part of the repaint.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 20)));
      if (location.search === before) throw new Error('the click did not move the source');
      return ms;
    }, at);
    runs.push(ms);
  }
  result.click.push({ dims, nodes: sides.reduce((a, b) => a * b), median_ms: round(median(runs)), max_ms: round(Math.max(...runs)) });
  if (page.problems.length) throw new Error(page.problems.join('\n'));
  await page.close();
}

// 2b. From a size change to the drawn map, with the long tasks meanwhile.
for (const k of !part('map') ? [] : quick ? [8] : [8, 9, 10]) {
  const runs = [];
  const long = [];
  for (let r = 0; r < 3; r++) {
    const page = await openPage(browser, `${server.url}/?v=1&algo=recursive`);
    await page.waitForSelector('[data-testid=tcd]');
    await page.evaluate(() => {
      window.longTasks = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.longTasks.push(e.duration); })
        .observe({ type: 'longtask' });
      window.t0 = performance.now();
    });
    await page.selectOption('[data-testid=size]', String(k));
    const side = 2 ** k;
    await page.waitForFunction((side) => document.querySelector('[data-testid=heatmap]')?.dataset.width === String(side)
      && document.querySelector('[data-testid=tcd]') && location.search.includes(`dims=${side}x${side}`), side, { timeout: 120_000 });
    runs.push(await page.evaluate(() => performance.now() - window.t0));
    await page.waitForTimeout(300);
    long.push(...await page.evaluate(() => window.longTasks));
    if (page.problems.length) throw new Error(page.problems.join('\n'));
    await page.close();
  }
  result.map.push({ dims: `${2 ** k}x${2 ** k}`, nodes: 4 ** k, median_ms: Math.round(median(runs)), long_tasks_ms: long.map(Math.round), longest_task_ms: Math.round(Math.max(0, ...long)) });
}

// 2c. Every originator's orderly time with one core, then with all.
for (const dims of !part('cores') ? [] : quick ? ['65x65'] : ['127x127', '128x128', '255x255']) {
  for (const cores of [1, os.cpus().length]) {
    const runs = [];
    let workers = 1;
    for (let r = 0; r < 3; r++) {
      const page = await openPage(browser, `${server.url}/?v=1&net=torus&dims=8x8&view=orderly`, undefined,
        `Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => ${cores} });`);
      await page.waitForSelector('[data-testid=broadcast-time]');
      const ms = await page.evaluate(async (dims) => {
        const start = performance.now();
        history.pushState(null, '', `?v=1&net=torus&dims=${dims}&view=orderly`);
        dispatchEvent(new PopStateEvent('popstate'));
        while (!(document.querySelector('[data-testid=orderly-metrics]')?.textContent.includes('propagated')
          && document.querySelector('[data-testid=per-originator-map]')
          && document.querySelector('[data-testid=heatmap]')?.dataset.width === dims.split('x')[0])) {
          await new Promise((r) => setTimeout(r, 5));
        }
        return performance.now() - start;
      }, dims);
      const text = await page.textContent('[data-testid=orderly-metrics]');
      workers = Number(text.match(/by (\d+) workers/)?.[1] ?? 1);
      runs.push(ms);
      if (page.problems.length) throw new Error(page.problems.join('\n'));
      await page.close();
    }
    result.cores.push({ torus: dims, cores, workers, median_ms: Math.round(median(runs)) });
  }
}

// 2d. A step of a narrated 1024×1024 broadcast: the step, its layer and
// its trace asked for, received and drawn, with the long tasks meanwhile
// (the browser tests check the numbers; the time is measured here).
if (part('trace')) {
  const runs = [];
  const long = [];
  const lead = (step) => `Step ${step} of 20: `;
  for (let r = 0; r < (quick ? 1 : 3); r++) {
    const page = await openPage(browser, `${server.url}/?v=1&dims=1024x1024&src=512,512&step=5&trace=1`);
    await page.waitForFunction((want) => document.querySelector('[data-testid=step-log] li strong')?.textContent === want
      && document.querySelector('[data-testid=heatmap]')?.dataset.layerStep === '5', lead(5), { timeout: 120_000 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))));
    await watchLongTasks(page);
    await page.click('[data-testid=next-step]');
    await page.waitForFunction((want) => document.querySelector('[data-testid=step-log] li strong')?.textContent === want
      && document.querySelector('[data-testid=heatmap]')?.dataset.layerStep === '6', lead(6), { timeout: 120_000 });
    runs.push(await page.evaluate(() => performance.now() - window.t0));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 200))));
    long.push(...await page.evaluate(() => window.longTasks));
    if (page.problems.length) throw new Error(page.problems.join('\n'));
    await page.close();
  }
  result.trace_step = { link: 'v=1&dims=1024x1024&src=512,512&step=5&trace=1', runs: runs.length, median_ms: Math.round(median(runs)),
    long_tasks_ms: long.map(Math.round), longest_task_ms: Math.round(Math.max(0, ...long)) };
}

// 2e. Every originator of T_183×181 (no automorphism; its lanes are split
// over helper workers), with the main thread's long tasks meanwhile.
for (const cores of !part('busy') || quick ? [] : [1, 4]) {
  const runs = [];
  const long = [];
  for (let r = 0; r < 3; r++) {
    const page = await openPage(browser, `${server.url}/?v=1&net=torus&dims=8x8&view=orderly`, undefined,
      `Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => ${cores} });`);
    await page.waitForSelector('[data-testid=broadcast-time]');
    await watchLongTasks(page);
    await page.evaluate(() => { history.pushState(null, '', '?v=1&net=torus&dims=183x181&view=orderly&src=7,30'); dispatchEvent(new PopStateEvent('popstate')); });
    await page.waitForFunction(() => document.querySelector('[data-testid=orderly-metrics]')?.textContent.includes('propagated')
      && document.querySelector('[data-testid=per-originator-map]'), null, { timeout: 180_000 });
    runs.push(await page.evaluate(() => performance.now() - window.t0));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 200))));
    long.push(...await page.evaluate(() => window.longTasks));
    if (page.problems.length) throw new Error(page.problems.join('\n'));
    await page.close();
  }
  result.busy_orderly.push({ torus: '183x181', cores, median_ms: Math.round(median(runs)), long_tasks_ms: long.map(Math.round), longest_task_ms: Math.round(Math.max(0, ...long)) });
}

// 3. The orderly sweep of 1,444 tori: from the link to the drawn chart,
// with every main-thread task over 50 ms meanwhile.
for (const cores of part('sweep') ? [1, os.cpus().length] : []) {
  const runs = [];
  const long = [];
  let workers = 1;
  for (let r = 0; r < (quick ? 1 : 3); r++) {
    const page = await openPage(browser, `${server.url}/?v=1&net=torus&dims=8x8&view=orderly`, undefined,
      `Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => ${cores} });`);
    await page.waitForSelector('[data-testid=broadcast-time]');
    const ms = await page.evaluate(async () => {
      window.longTasks = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.longTasks.push(e.duration); })
        .observe({ type: 'longtask' });
      const start = performance.now();
      history.pushState(null, '', '?v=1&net=torus&dims=3..40x3..40&view=orderly');
      dispatchEvent(new PopStateEvent('popstate'));
      while (!document.querySelector('[data-testid=chart]')?.dataset.targets) {
        await new Promise((r) => setTimeout(r, 5));
      }
      return performance.now() - start;
    });
    await page.waitForTimeout(300);
    long.push(...await page.evaluate(() => window.longTasks));
    workers = Number((await page.textContent('[data-testid=sweep-sizes]')).match(/by (\d+) worker/)?.[1] ?? 1);
    runs.push(ms);
    if (page.problems.length) throw new Error(page.problems.join('\n'));
    await page.close();
  }
  result.sweep.push({ sweep: '3..40x3..40 orderly', cores, workers, median_ms: Math.round(median(runs)), long_tasks_ms: long.map(Math.round), longest_task_ms: Math.round(Math.max(0, ...long)) });
}

// 4. The first visit, each run in a fresh context: nothing cached, no
// service worker yet.
for (const [view, query] of part('first') ? [['default view (8×8 mesh)', ''], ['512×512 permalink', '?v=1&dims=512x512']] : []) {
  const runs = [];
  for (let r = 0; r < (quick ? 2 : 7); r++) {
    const page = await openPage(browser, `${server.url}/${query}`);
    await page.waitForFunction(() => performance.getEntriesByName('castlab:first-map').length, null, { timeout: 60_000 });
    runs.push(await page.evaluate(() => {
      const resource = (pattern) => performance.getEntriesByType('resource').find((e) => pattern.test(e.name));
      return {
        first_map_ms: performance.getEntriesByName('castlab:first-map')[0].startTime,
        app_wasm_loaded_ms: resource(/\/app-[0-9a-f]+_bg\.wasm$/)?.responseEnd,
        worker_spawned_ms: performance.getEntriesByName('castlab:worker-spawned')[0]?.startTime,
        app_start_ms: performance.getEntriesByName('castlab:app-start')[0]?.startTime,
      };
    }));
    if (page.problems.length) throw new Error(page.problems.join('\n'));
    await page.close();
  }
  const pick = (key) => Math.round(median(runs.map((x) => x[key] ?? NaN)));
  result.first_visit.push({ view, query, first_map_ms: pick('first_map_ms'), runs_ms: runs.map((x) => Math.round(x.first_map_ms)),
    app_wasm_loaded_ms: pick('app_wasm_loaded_ms'), worker_spawned_ms: pick('worker_spawned_ms'), app_start_ms: pick('app_start_ms') });
}
// 5. A protocol family's classical view: from a link to the first map (the
// arrival map drawn with its numbers) and the report, with the long tasks
// meanwhile; then a click on another originator of the same network, which
// reuses the worker's ClassicalNetwork.
const FAMILIES = [['v=1&net=cube&m=16', 'Q_16'], ['v=1&net=butterfly&m=12', 'BF(12)'],
  ['v=1&net=debruijn&m=16', 'UB(2, 16)'], ['v=1&net=ccc&m=12', 'CCC(12)']];
for (const [link, network] of !part('families') ? [] : quick ? FAMILIES.slice(0, 1) : FAMILIES) {
  const runs = [];
  const clicks = [];
  const long = [];
  for (let r = 0; r < 3; r++) {
    const page = await openPage(browser, `${server.url}/?v=1&net=cube&m=3`);
    await page.waitForSelector('[data-testid=from-source]');
    await watchLongTasks(page);
    const ms = await page.evaluate(async ([to, name]) => {
      const start = performance.now();
      history.pushState(null, '', `?${to}`);
      dispatchEvent(new PopStateEvent('popstate'));
      while (!(document.querySelector('[data-testid=classical-metrics] h2')?.textContent.endsWith(` in ${name}`)
        && document.querySelector('[data-testid=arrival-map] [data-testid=heatmap]')?.dataset.labels !== undefined)) {
        await new Promise((res) => setTimeout(res, 5));
      }
      return performance.now() - start;
    }, [link, network]);
    runs.push(ms);
    long.push(...await page.evaluate(() => window.longTasks));
    // Another originator: the last vertex, typed in the source field.
    const click = await page.evaluate(async () => {
      const before = document.querySelector('[data-testid=source]').textContent;
      const start = performance.now();
      const canvas = document.querySelector('[data-testid=arrival-map] canvas');
      const box = canvas.getBoundingClientRect();
      for (const type of ['pointerdown', 'pointerup', 'click']) {
        canvas.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: box.right - 2, clientY: box.bottom - 2, pointerId: 1, isPrimary: true }));
      }
      // The panel empties while the worker computes: wait for the new one.
      const shown = () => document.querySelector('[data-testid=source]')?.textContent;
      while (shown() === undefined || shown() === before
        || document.querySelector('[data-testid=arrival-map] [data-testid=heatmap]')?.dataset.labels === undefined) {
        await new Promise((res) => setTimeout(res, 5));
        if (performance.now() - start > 60_000) return null;
      }
      return performance.now() - start;
    });
    if (click !== null) clicks.push(click);
    if (page.problems.length) throw new Error(page.problems.join('\n'));
    await page.close();
  }
  result.families.push({ link, network, first_map_ms: Math.round(median(runs)), runs_ms: runs.map(Math.round),
    click_ms: clicks.length ? Math.round(median(clicks)) : null, longest_task_ms: Math.round(Math.max(0, ...long)), long_tasks: long.length });
}
result.sizes.push(...wasmSizes(DIST));

await browser.close();
await server.close();
const text = JSON.stringify(result, null, 1);
if (out) {
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${text}\n`);
}
console.log(text);
