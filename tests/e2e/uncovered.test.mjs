// End-to-end: the picture is never covered, on every view (issue "Works
// where it is used", items 9-11). Every view of every network and every
// panel that sits over a view, with and without trace=1, at 1280×900, at
// 390×844 and in a 600×400 embed: no element stands over any cell or
// vertex of any map, wherever the reader scrolls the map to (the points
// come from the layouts' own definitions, tests/support/drawing.mjs); every
// colour scale has its caption right above it (each page load serves
// both checks); on a
// phone the map and the step's sentence fit on one screen (narrated, the
// log comes before the algorithm's lines); every marked
// line of the algorithm is inside every box that scrolls it, at every
// step; and on the WK drawing no two words overprint and no word sits on
// an arrow other than the one it labels, at every step.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { castlabExamples } from '../support/cli.mjs';
import { gridPoint, msnPoint, wkPoint } from '../support/drawing.mjs';
import { assertClean } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();

/** Your own schedule (the gallery's plan= example, "Your schedule" open). */
function planLink() {
  const link = castlabExamples().map((e) => e.permalink).find((l) => l.includes('plan=') && !l.includes('view=orderly'));
  assert.ok(link, 'the gallery has a schedule of the reader\'s own');
  return link;
}

/** Every view of every network, and the panels that stand with a view:
 * [name, link, whether it narrates with trace=1]. */
function views() {
  return [
    // Plain views (no step): their colour scales, and no stepper over them.
    ['tcd plain', 'v=1&dims=16x16&src=5,9', false],
    ['tcd cmp plain', 'v=1&dims=16x16&cmp=recursive', false],
    ['orderly plain', 'v=1&net=torus&dims=9x13&src=0,3&view=orderly', false],
    ['tcd', 'v=1&src=2,2&step=4', true],
    ['tcd cmp', 'v=1&src=3,1&algo=recursive&cmp=paper&step=2', true],
    ['tcd least', 'v=1&src=2,2&algo=least&step=2', true],
    ['tcd 3-D', 'v=1&dims=4x4x4&src=1,0,0&algo=recursive&step=2', true],
    ['torus', 'v=1&net=torus&dims=16x16&src=5,9&step=3', true],
    ['wk', 'v=1&net=wk&src=201&step=2', true],
    ['msn route', 'v=1&net=msn&dims=8x6&src=1,2&dst=7,5&step=2', true],
    ['msn te', 'v=1&net=msn&view=te&step=3', true],
    ['msn mnb', 'v=1&net=msn&view=mnb&step=2', true],
    ['msn hamiltonian', 'v=1&net=msn&view=hamiltonian&step=2', true],
    ['msn areas', 'v=1&net=msn&dims=10x8&view=areas', true],
    ['orderly', 'v=1&net=torus&dims=9x13&src=0,3&view=orderly&step=2', true],
    ['tcd sweep', 'v=1&dims=2..64^2', false],
    ['msn sweep', 'v=1&net=msn&dims=4..64^2', false],
    ['your schedule', `${planLink()}&step=2`, true],
    ['exercise', 'v=1&ask=least', true],
    ['your turn', 'v=1&dims=4x4&algo=exact&ask=build', true],
    // A family drawn as itself, and one beyond that size on its address grid.
    ['hypercube classical', 'v=1&net=cube&m=4&view=classical&step=2', false],
    ['butterfly classical', 'v=1&net=butterfly&m=5&view=classical', false],
    ['mesh classical', 'v=1&dims=8x8&view=classical&step=2', false],
  ].flatMap(([name, link, narrates]) => [[name, link], ...(narrates ? [[`${name} narrated`, `${link}&trace=1`]] : [])]);
}

const MAPS = '[data-testid=heatmap], [data-testid=wk-canvas], [data-testid=msn-canvas], [data-testid=family-picture], [data-testid=chart]';

/** Waits for the first map and its words, or for a page with none. */
async function settle(page) {
  await page.waitForSelector(`${MAPS}, [data-testid=sweep-table]`, { timeout: 60_000 });
  await page.waitForFunction((sel) => [...document.querySelectorAll(sel)]
    .every((m) => m.dataset.testid === 'chart' || m.dataset.labels !== undefined), MAPS, { timeout: 60_000 });
  if (await page.$('[data-testid=step-log]')) {
    await page.waitForSelector('[data-testid=pseudocode] .lines, [data-testid=no-trace], [data-testid=pseudocode] .note', { timeout: 60_000 });
  }
  await frames(page, 2);
}

function frames(page, n) {
  return page.evaluate((k) => new Promise((done) => {
    const tick = (left) => (left === 0 ? done() : requestAnimationFrame(() => tick(left - 1)));
    tick(k);
  }), n);
}

/** The points of a map that must show: each cell of a grid's image (one
 * pixel per node), each MSN node, each WK vertex; a lattice on a chart. */
async function points(page, handle) {
  const testid = await handle.getAttribute('data-testid');
  const lattice = (n, m) => Array.from({ length: n * m }, (_, k) => [((k % n) + 0.5) / n, (Math.floor(k / n) + 0.5) / m]);
  if (testid === 'heatmap') {
    const [w, h] = [Number(await handle.getAttribute('data-width')), Number(await handle.getAttribute('data-height'))];
    if (w * h > 4096) return lattice(64, 64);
    return Array.from({ length: w * h }, (_, k) => gridPoint([k % w, Math.floor(k / w)], [w, h], [w, h]));
  }
  if (testid === 'family-picture') {
    // Each vertex's centre, as the picture says it drew it.
    return (await handle.getAttribute('data-points')).split(' ').map((p) => p.split(',').map(Number));
  }
  if (testid === 'msn-canvas') {
    const [w, h] = [Number(await handle.getAttribute('data-width')), Number(await handle.getAttribute('data-height'))];
    return Array.from({ length: w * h }, (_, k) => msnPoint([k % w, Math.floor(k / w)], [w, h]));
  }
  if (testid === 'wk-canvas') {
    const [, w, l] = (await handle.getAttribute('aria-label')).match(/^WK\((\d+), (\d+)\)/).map(Number);
    return Array.from({ length: w ** l }, (_, k) => wkPoint(w, k.toString(w).padStart(l, '0')));
  }
  return lattice(12, 8);
}

/** Where the map's points (fractions of its drawing) are on the page,
 * through its zoom (`onPage`'s arithmetic, tests/support/drawing.mjs, in
 * the page: one round trip per map and scroll position), and what the
 * browser finds at each one the reader can see: inside the window and
 * inside every box round the map that clips it. Returns the elements found
 * over the map, with how many points each covers, and the points seen. */
function coverers(handle, fractions) {
  return handle.evaluate((map, points) => {
    const r = map.getBoundingClientRect();
    const box = { x: r.x + map.clientLeft, y: r.y + map.clientTop, width: map.clientWidth, height: map.clientHeight };
    const [zoom, vx, vy] = (map.getAttribute('data-viewport') ?? '1 0 0').split(' ').map(Number);
    let clip = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    for (let el = map.parentElement; el && el !== document.body; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const c = el.getBoundingClientRect();
        clip = { left: Math.max(clip.left, c.left + el.clientLeft), top: Math.max(clip.top, c.top + el.clientTop),
          right: Math.min(clip.right, c.left + el.clientLeft + el.clientWidth), bottom: Math.min(clip.bottom, c.top + el.clientTop + el.clientHeight) };
      }
    }
    const over = {};
    let seen = 0;
    for (const [fx, fy] of points) {
      const x = box.x + (fx - vx) * zoom * box.width;
      const y = box.y + (fy - vy) * zoom * box.height;
      if (x < clip.left + 1 || x > clip.right - 1 || y < clip.top + 1 || y > clip.bottom - 1) continue;
      seen += 1;
      const el = document.elementFromPoint(x, y);
      if (el === map) continue;
      const name = el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` : 'nothing';
      over[name] = (over[name] ?? 0) + 1;
    }
    return { over, seen, of: points.length };
  }, fractions);
}

/** Every map on the page checked where it stands now (`fractions[i]`
 * are map i's points); `where` names the scroll position for the
 * messages. */
async function assertUncovered(page, fractions, what, where) {
  const maps = await page.$$(MAPS);
  assert.equal(maps.length, fractions.length, `${what}: the maps stay ${where}`);
  let seen = 0;
  for (const [i, handle] of maps.entries()) {
    const found = await coverers(handle, fractions[i]);
    seen += found.seen;
    assert.deepEqual(found.over, {}, `${what}: map ${i} covered ${where} (${found.seen} of ${found.of} points seen)`);
  }
  return seen;
}

/** The page's views at one size: every map uncovered where it loads and
 * wherever the reader scrolls each of the first maps to; `also(page,
 * name)` runs on each page as it loads, before any scrolling (one load
 * serves both checks). */
async function everyView(size, embed, also = async () => {}) {
  let seen = 0;
  for (const [name, link] of views()) {
    const page = await site.open(`/?${link}${embed ? '&embed=1' : ''}`, size);
    await settle(page);
    // Every link here is valid: a refused one would sweep its fallback.
    assert.equal(await page.$('[data-testid=notices] li'), null, `${name}: the link is refused`);
    await also(page, name);
    const what = `${name} at ${size.width}×${size.height}${embed ? ' (embed)' : ''}`;
    const fractions = [];
    for (const handle of await page.$$(MAPS)) fractions.push(await points(page, handle));
    seen += await assertUncovered(page, fractions, what, 'as it loads');
    if (!embed) {
      const count = Math.min(3, fractions.length);
      for (let i = 0; i < count; i += 1) {
        // A map no taller than the window shows every point at its start
        // and at its end; a taller one is also looked at from its centre.
        const tall = await page.evaluate(([sel, k]) => document.querySelectorAll(sel)[k].getBoundingClientRect().height > innerHeight, [MAPS, i]);
        for (const block of tall ? ['start', 'center', 'end'] : ['start', 'end']) {
          await page.evaluate(([sel, k, b]) => document.querySelectorAll(sel)[k].scrollIntoView({ block: b }), [MAPS, i, block]);
          await frames(page, 1);
          seen += await assertUncovered(page, fractions, what, `with map ${i} scrolled to its ${block}`);
        }
      }
    }
    assertClean(page);
    await page.close();
  }
  return seen;
}

/** Every colour scale on the page has its caption shown whole, right
 * above it (within 12 px, overlapping it sideways): the check a
 * downloaded figure relies on (figure.test.mjs checks the downloads).
 * The caption says what a colour means, not the map's caption again.
 * Returns how many scales it checked. */
async function assertCaptionsAbove(page, where) {
  const scales = await page.$$eval('figure.legend', (all) => all.filter((f) => f.checkVisibility()).map((f) => {
    const caption = f.querySelector('figcaption');
    const bar = f.querySelector('canvas').getBoundingClientRect();
    const c = caption?.getBoundingClientRect();
    return {
      text: caption?.textContent.trim() ?? '',
      map: f.parentElement?.closest('figure')?.querySelector(':scope > figcaption')?.textContent.trim() ?? '',
      shown: !!caption && caption.checkVisibility() && c.width > 0 && c.height > 0,
      gap: c ? bar.top - c.bottom : Infinity,
      across: c ? Math.min(c.right, bar.right) - Math.max(c.left, bar.left) : 0,
    };
  }));
  for (const s of scales) {
    assert.ok(s.text.length > 3 && s.shown, `${where}: a colour scale without a caption ("${s.text}")`);
    assert.ok(s.gap >= -1 && s.gap <= 12 && s.across > 0, `${where}: the caption "${s.text}" is ${s.gap} px from its scale`);
    assert.notEqual(s.text, s.map, `${where}: the colour scale repeats its map's caption`);
  }
  return scales.length;
}

test('at 1280×900 nothing covers a cell or vertex of any map, and every colour scale has its caption right above it, on every view and panel, narrated or not', async () => {
  let scales = 0;
  const seen = await everyView({ width: 1280, height: 900 }, false, async (page, name) => {
    scales += await assertCaptionsAbove(page, `${name} at 1280×900`);
  });
  assert.ok(seen > 10_000, `${seen} points looked at`);
  assert.ok(scales >= 8, `${scales} colour scales checked`);
});

/** Whether the map and the step's sentence fit on one 844 px screen
 * (`undefined` where the view has no stepper or no sentence). The step's
 * sentence: the log's first reason when narrated, else the stepper's line
 * and the room's words under it. */
async function sentenceSpan(page) {
  const sentence = (await page.$('[data-testid=step-log] li'))
    ? '[data-testid=step-log] li'
    : '[data-testid=step-status], .step-foot .narration';
  if (!(await page.$('[data-testid=stepper]')) || !(await page.$(sentence))) return undefined;
  return page.evaluate(([maps, words]) => {
    const boxes = [document.querySelector(maps), ...document.querySelectorAll(words)]
      .map((e) => e.getBoundingClientRect()).filter((r) => r.height > 0);
    return Math.max(...boxes.map((r) => r.bottom)) - Math.min(...boxes.map((r) => r.top));
  }, [MAPS, sentence]);
}

test('at 390×844 nothing covers a cell or vertex of any map, every colour scale has its caption right above it, and the map and the step\'s sentence fit on one screen, on every view and panel, narrated or not', async () => {
  let [measured, scales] = [0, 0];
  const seen = await everyView({ width: 390, height: 844 }, false, async (page, name) => {
    scales += await assertCaptionsAbove(page, `${name} at 390×844`);
    const span = await sentenceSpan(page);
    if (span === undefined) return;
    assert.ok(span <= 844, `${name}: the map and the step's sentence span ${span} px of an 844 px screen`);
    measured += 1;
  });
  assert.ok(seen > 10_000, `${seen} points looked at`);
  assert.ok(measured >= 8, `${measured} views had a stepper and a sentence to measure`);
  assert.ok(scales >= 8, `${scales} colour scales checked`);
});

test('in a 600×400 embed nothing covers a cell or vertex of any map, and every colour scale has its caption right above it, on every view, narrated or not', async () => {
  let scales = 0;
  const seen = await everyView({ width: 600, height: 400 }, true, async (page, name) => {
    scales += await assertCaptionsAbove(page, `${name} in a 600×400 embed`);
  });
  assert.ok(seen > 2_000, `${seen} points looked at`);
  assert.ok(scales >= 4, `${scales} colour scales checked`);
});

/** The marked lines that some box round them (or the window) hides,
 * wholly or in part. */
function hiddenMarks(page) {
  return page.evaluate(() => {
    const out = [];
    for (const line of document.querySelectorAll('[data-testid=pseudocode] .line.current')) {
      const r = line.getBoundingClientRect();
      if (r.height === 0) continue;
      let clip = { top: 0, bottom: innerHeight };
      for (let el = line.parentElement; el && el !== document.body; el = el.parentElement) {
        const { overflowY } = getComputedStyle(el);
        if (overflowY === 'visible') continue;
        const b = el.getBoundingClientRect();
        clip = { top: Math.max(clip.top, b.top + el.clientTop), bottom: Math.min(clip.bottom, b.top + el.clientTop + el.clientHeight) };
      }
      if (r.top < clip.top - 0.5 || r.bottom > clip.bottom + 0.5) {
        out.push(`line ${line.dataset.line} at ${Math.round(r.top)}–${Math.round(r.bottom)} in ${Math.round(clip.top)}–${Math.round(clip.bottom)}`);
      }
    }
    return out;
  });
}

// WK's narrated run is stepped by the words test below, which checks its
// marked lines at every step too.
const NARRATED = [
  ['mesh', 'v=1&src=2,2&trace=1'],
  ['msn te', 'v=1&net=msn&view=te&trace=1'],
  ['orderly', 'v=1&net=torus&dims=9x13&src=0,3&view=orderly&trace=1'],
];

/** Steps through the run from step 0 to the last with ▶, calling `check`
 * at each step once its log and lines are shown. */
async function eachStep(page, check) {
  await settle(page);
  const last = Number(await page.getAttribute('[data-testid=stepper] input[type=range]', 'max'));
  for (let step = 0; step <= last; step += 1) {
    if (step > 0) await page.click('[data-testid=next-step]');
    await page.waitForFunction((s) => document.querySelector('[data-testid=stepper] input[type=range]')?.value === String(s)
      && (s === 0 || !document.querySelector('[data-testid=step-log]')
        || document.querySelector('[data-testid=step-log] strong')?.textContent.startsWith(`Step ${s} of`)), step);
    await frames(page, 2);
    await check(step);
  }
  return last;
}

for (const [size, embed] of [[{ width: 1280, height: 900 }, false], [{ width: 600, height: 400 }, true]]) {
  test(`every marked line of the algorithm is in view at every step (${size.width}×${size.height}${embed ? ', embed' : ''})`, async () => {
    let marked = 0;
    for (const [name, link] of NARRATED) {
      const page = await site.open(`/?${link}&step=0${embed ? '&embed=1' : ''}`, size);
      await eachStep(page, async (step) => {
        marked += await page.$$eval('[data-testid=pseudocode] .line.current', (ls) => ls.length);
        assert.deepEqual(await hiddenMarks(page), [], `${name} at step ${step}: marked lines out of sight`);
      });
      assertClean(page);
      await page.close();
    }
    assert.ok(marked > 100, `${marked} marked lines looked at`);
  });
}

/** Pairs of words on the drawing whose inked boxes overlap, and words an
 * arrow other than their own crosses (an arrow is a word's own when its
 * shaft runs through the word's anchor: the label sits on it). Boxes are
 * measured with the browser's text metrics, arrows from `data-arrows`:
 * the shaft and the head's two sides (spread 0.45 rad, web/src/pen.rs). */
function collisions(page, sel) {
  return page.evaluate((s) => {
    const map = document.querySelector(s);
    const ctx = document.createElement('canvas').getContext('2d');
    const boxes = JSON.parse(map.dataset.labels).map(([text, x, y, size, bold, align, baseline]) => {
      ctx.font = `${bold ? 'bold ' : ''}${size.toFixed(1)}px system-ui, sans-serif`;
      ctx.textAlign = align;
      ctx.textBaseline = baseline;
      const m = ctx.measureText(text);
      return { text, x, y, left: x - m.actualBoundingBoxLeft + 0.5, right: x + m.actualBoundingBoxRight - 0.5,
        top: y - m.actualBoundingBoxAscent + 0.5, bottom: y + m.actualBoundingBoxDescent - 0.5 };
    });
    const arrows = JSON.parse(map.dataset.arrows ?? '[]').map(([ax, ay, bx, by, head]) => {
      const angle = Math.atan2(by - ay, bx - ax);
      const side = (a) => [bx - head * Math.cos(a), by - head * Math.sin(a)];
      return { shaft: [[ax, ay], [bx, by]], lines: [[[ax, ay], [bx, by]], [[bx, by], side(angle - 0.45)], [[bx, by], side(angle + 0.45)], [side(angle - 0.45), side(angle + 0.45)]] };
    });
    // Liang–Barsky: whether the segment enters the box.
    const crosses = ([[ax, ay], [bx, by]], b) => {
      let [t0, t1] = [0, 1];
      const [dx, dy] = [bx - ax, by - ay];
      for (const [p, q] of [[-dx, ax - b.left], [dx, b.right - ax], [-dy, ay - b.top], [dy, b.bottom - ay]]) {
        if (p === 0) { if (q < 0) return false; } else if (p < 0) t0 = Math.max(t0, q / p); else t1 = Math.min(t1, q / p);
      }
      return t0 < t1;
    };
    const through = ([[ax, ay], [bx, by]], x, y) => {
      const len = Math.hypot(bx - ax, by - ay);
      const t = ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / (len * len);
      return t > 0 && t < 1 && Math.abs((bx - ax) * (ay - y) - (ax - x) * (by - ay)) / len < 1;
    };
    const out = [];
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const [a, b] = [boxes[i], boxes[j]];
        if (Math.min(a.right, b.right) > Math.max(a.left, b.left) && Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top)) {
          out.push(`"${a.text}" and "${b.text}"`);
        }
      }
      arrows.forEach((arrow, k) => {
        if (through(arrow.shaft, boxes[i].x, boxes[i].y)) return;
        if (arrow.lines.some((l) => crosses(l, boxes[i]))) out.push(`"${boxes[i].text}" and arrow ${k}`);
      });
    }
    return { words: boxes.length, arrows: arrows.length, out };
  }, sel);
}

// The marked lines are checked where the algorithm shares the screen with
// the map (on a phone it comes under it: whole-picture.test.mjs).
for (const [size, embed, marks] of [[{ width: 1280, height: 900 }, false, true], [{ width: 390, height: 844 }, false, false], [{ width: 600, height: 400 }, true, true]]) {
  test(`WK words never overprint each other or an arrow${marks ? ', and narrated its marked lines are in view' : ''}, at every step (${size.width}×${size.height}${embed ? ', embed' : ''})`, async () => {
    let [words, arrows, marked] = [0, 0, 0];
    for (const trace of ['', '&trace=1']) {
      const page = await site.open(`/?v=1&net=wk&src=201&step=0${trace}${embed ? '&embed=1' : ''}`, size);
      const last = await eachStep(page, async (step) => {
        await page.waitForFunction(() => document.querySelector('[data-testid=wk-canvas]')?.dataset.arrows !== undefined);
        const found = await collisions(page, '[data-testid=wk-canvas]');
        words += found.words;
        arrows += found.arrows;
        assert.deepEqual(found.out, [], `step ${step}${trace}: ${found.words} words, ${found.arrows} arrows`);
        if (trace && marks) {
          marked += await page.$$eval('[data-testid=pseudocode] .line.current', (ls) => ls.length);
          assert.deepEqual(await hiddenMarks(page), [], `WK at step ${step}: marked lines out of sight`);
        }
      });
      assert.ok(last >= 4, `${last} steps`);
      assertClean(page);
      await page.close();
    }
    assert.ok(words > 40 && arrows > 20, `${words} words and ${arrows} arrows measured`);
    if (marks) assert.ok(marked >= 5, `${marked} marked lines looked at`);
  });
}
