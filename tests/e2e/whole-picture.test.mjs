// End-to-end: narration keeps the whole picture in view (issue "Narration
// a student follows"). Every narrated gallery example, at 1280×900, at
// 390 px and as a 600×400 embed: nothing covers the map (elementFromPoint
// at its corners and centre), no two words written on the drawing
// overprint (each measured with the browser's own text metrics from the
// canvas's `data-labels`), at 1280×900 the map, the stepper, the marked
// pseudocode line and the step's log are on screen together without
// scrolling, an embed keeps the map at least half the frame's height and
// the log readable, axe finds nothing serious (wide and embedded), and the sample course
// page's embeds never scroll sideways, settle at one height (counted in
// frames) and never break a header or a number inside a word.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

import { serious } from '../support/axe.mjs';
import { castlabEvalBytes, castlabExamples } from '../support/cli.mjs';
import { onPage, wkPoint } from '../support/drawing.mjs';
import { assertClean } from '../support/page.mjs';
import { DIST, useSite } from '../support/site.mjs';

const COURSE = fileURLToPath(new URL('../course', import.meta.url));
const site = useSite({ '/castlab/': DIST, '/course/': COURSE });

/** The gallery's narrated examples, each at a step that sends (its own
 * step, else step 2), as the reader opens them. */
function narrated() {
  return castlabExamples()
    .map((e) => e.permalink)
    .filter((link) => link.includes('trace=1'))
    .map((link) => (/[?&]step=/.test(`&${link}`) ? link : `${link}&step=2`));
}

const MAP = '[data-testid=heatmap], [data-testid=wk-canvas], [data-testid=msn-canvas]';

/** Waits for the log of the step and the first map's words; whether there
 * is a map (a 4-D torus is shown as numbers only). */
async function settle(page) {
  await page.waitForSelector('[data-testid=step-log] li', { timeout: 60_000 });
  await page.waitForSelector('[data-testid=pseudocode] .lines');
  if (!(await page.$(MAP))) return false;
  await page.waitForFunction((sel) => document.querySelector(sel)?.dataset.labels !== undefined, MAP);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return true;
}

/** What covers the map: the elements found at its corners (2 px in) and
 * its centre, other than the map itself. */
function covering(page) {
  return page.evaluate((sel) => {
    const map = document.querySelector(sel);
    const r = map.getBoundingClientRect();
    const points = [[r.left + 2, r.top + 2], [r.right - 2, r.top + 2], [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2], [(r.left + r.right) / 2, (r.top + r.bottom) / 2]];
    return points
      .map(([x, y]) => document.elementFromPoint(x, y))
      .filter((el) => el !== map)
      .map((el) => (el ? `${el.tagName.toLowerCase()}.${el.className}` : 'nothing (off screen)'));
  }, MAP);
}

/** Pairs of words on the drawing whose inked boxes overlap, measured in
 * the page with the canvas's own text metrics. */
function overprints(page) {
  return page.evaluate((sel) => {
    const map = document.querySelector(sel);
    const words = JSON.parse(map.dataset.labels);
    const ctx = document.createElement('canvas').getContext('2d');
    const boxes = words.map(([text, x, y, size, bold, align, baseline]) => {
      ctx.font = `${bold ? 'bold ' : ''}${size.toFixed(1)}px system-ui, sans-serif`;
      ctx.textAlign = align;
      ctx.textBaseline = baseline;
      const m = ctx.measureText(text);
      return { text, left: x - m.actualBoundingBoxLeft, right: x + m.actualBoundingBoxRight,
        top: y - m.actualBoundingBoxAscent, bottom: y + m.actualBoundingBoxDescent };
    });
    const out = [];
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const [a, b] = [boxes[i], boxes[j]];
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5
          && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
        if (overlap) out.push(`"${a.text}" and "${b.text}"`);
      }
    }
    return { count: boxes.length, out };
  }, MAP);
}

/** Whether the element's box lies wholly in the window. */
function inView(page, selector) {
  return page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && r.height > 0;
  });
}

test('at 1280×900 the map, the stepper, the marked line and the log share the screen, uncovered', async () => {
  const links = narrated();
  assert.ok(links.length >= 8, `${links.length} narrated examples`);
  let words = 0;
  for (const link of links) {
    const page = await site.open(`/castlab/?${link}`, { width: 1280, height: 900 });
    const drawn = await settle(page);
    assert.equal(await page.evaluate(() => scrollY), 0, link);
    if (drawn) {
      assert.deepEqual(await covering(page), [], `${link}: the map is covered`);
      const { count, out } = await overprints(page);
      words += count;
      assert.deepEqual(out, [], `${link}: words overprint`);
      assert.ok(await inView(page, MAP), `${link}: the map is off screen`);
    }
    assert.ok(await inView(page, '.stepper'), `${link}: the stepper is off screen`);
    assert.ok(await inView(page, '[data-testid=step-log] li'), `${link}: the log is off screen`);
    assert.ok(await inView(page, '.narration-column'), `${link}: the algorithm and the log run off screen`);
    // The step's whole log shows, not cut by its box.
    const log = await page.$eval('[data-testid=step-log]', (l) => [l.scrollHeight, l.clientHeight]);
    assert.ok(log[0] <= log[1] + 1, `${link}: the log needs ${log[0]} px in a ${log[1]} px box`);
    if (await page.$('[data-testid=pseudocode] .line.current')) {
      assert.ok(await inView(page, '[data-testid=pseudocode] .line.current'), `${link}: the marked line is off screen`);
    }
    assert.deepEqual(await serious(page), [], link);
    assertClean(page);
    await page.close();
  }
  assert.ok(words > 50, `${words} words measured`);
});

test('at 390 px nothing covers the map, and the step\'s lines and log sit right under it', async () => {
  for (const link of narrated()) {
    const page = await site.open(`/castlab/?${link}`, { width: 390, height: 844 });
    // Wherever the reader scrolls it to, nothing sticks over it.
    const drawn = await settle(page);
    if (drawn) {
      for (const block of ['start', 'center', 'end']) {
        await page.$eval(MAP, (el, b) => el.scrollIntoView({ block: b }), block);
        assert.deepEqual(await covering(page), [], `${link}: the map is covered (${block})`);
      }
      assert.deepEqual((await overprints(page)).out, [], `${link}: words overprint`);
    }
    // The map and the algorithm's marked line share one screen.
    if (drawn && (await page.$('[data-testid=pseudocode] .line.current'))) {
      await page.$eval(MAP, (el) => el.scrollIntoView({ block: 'start' }));
      const bottom = await page.$eval('[data-testid=pseudocode] .line.current', (l) => l.getBoundingClientRect().bottom);
      assert.ok(bottom <= 844, `${link}: the marked line ends ${bottom} px down, under a map at the top`);
    }
    // The algorithm's marked line is shown without a tap (the others one
    // tap away), and the whole page never scrolls sideways.
    if (await page.$('[data-testid=pseudocode] .line.current')) {
      assert.ok(await page.isVisible('[data-testid=pseudocode] .line.current'), link);
      const hidden = await page.$$eval('[data-testid=pseudocode] .line', (ls) => ls.filter((l) => !l.checkVisibility()).length);
      if (hidden > 0) {
        await page.click('[data-testid=pseudocode] .all-lines');
        assert.equal(await page.$$eval('[data-testid=pseudocode] .line', (ls) => ls.filter((l) => !l.checkVisibility()).length), 0, link);
      }
    }
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, `${link} scrolls sideways`);
    // axe runs on these at 1280×900 and in the embed (2–3 s a run);
    // student.test.mjs runs it at 390 px on every view.
    assertClean(page);
    await page.close();
  }
});

test('a 600×400 embed keeps the map at least half the frame high and the log readable', async () => {
  for (const link of narrated()) {
    const page = await site.open(`/castlab/?${link}&embed=1`, { width: 600, height: 400 });
    if (await settle(page)) {
      assert.deepEqual(await covering(page), [], `${link}: the map is covered`);
      assert.deepEqual((await overprints(page)).out, [], `${link}: words overprint`);
      const height = await page.$eval(MAP, (el) => el.getBoundingClientRect().height);
      assert.ok(height >= 200, `${link}: the map is ${height} px high`);
    }
    const log = await page.$eval('[data-testid=step-log] li', (el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, size: parseFloat(getComputedStyle(el).fontSize), wide: r.width };
    });
    assert.ok(log.top >= 0 && log.top < 400 - 30, `${link}: the log starts off the frame (${log.top})`);
    assert.ok(log.size >= 12 && log.wide >= 150, `${link}: the log is ${log.size} px type, ${log.wide} px wide`);
    // The heading is whole: the full title where it fits, else the short
    // one, never cut with "…"; the full one stays its tooltip.
    const heading = await page.$eval('.view-title', (h) => {
      const shown = h.classList.contains('cut') ? h.querySelector('.short-title') : h.querySelector('.full-title');
      return { cut: shown.scrollWidth > shown.clientWidth + 1, text: shown.textContent, full: h.title };
    });
    assert.equal(heading.cut, false, `${link}: "${heading.text}" is cut`);
    assert.ok(heading.full.length >= heading.text.length, link);
    assert.deepEqual(await serious(page), [], link);
    assertClean(page);
    await page.close();
  }
});

test('the sample course page\'s embeds never scroll sideways, wide or on a phone', async () => {
  for (const width of [1280, 390]) {
    const page = await site.open('/course/index.html', { width, height: 900 });
    const frames = await page.$$('iframe');
    assert.ok(frames.length >= 3, `${frames.length} embeds`);
    for (const handle of frames) {
      const frame = await handle.contentFrame();
      await frame.waitForSelector('.view-title', { timeout: 60_000 });
      // The side panel's numbers (laid out even where a phone hides it).
      await frame.waitForFunction(() => document.querySelector('.panel .numbers dd') || !document.querySelector('.panel'), null, { timeout: 60_000 });
      const sideways = await frame.evaluate(() => {
        const out = [];
        if (document.documentElement.scrollWidth > innerWidth) out.push(`the document (${document.documentElement.scrollWidth} > ${innerWidth})`);
        for (const el of document.querySelectorAll('*')) {
          const { overflowX } = getComputedStyle(el);
          if (['auto', 'scroll'].includes(overflowX) && el.scrollWidth > el.clientWidth + 1) {
            out.push(`${el.tagName.toLowerCase()}.${el.className} (${el.scrollWidth} > ${el.clientWidth})`);
          }
        }
        return out;
      });
      assert.deepEqual(sideways, [], `${width} px: ${await frame.evaluate(() => location.search)}`);
    }
    await page.close();
  }
});

test('the adaptive orderly model says why it has no narration', async () => {
  const link = 'v=1&net=torus&dims=6x6&view=orderly&model=adaptive&trace=1&step=2';
  assert.equal(JSON.parse(castlabEvalBytes(link, ['--trace']).toString()).trace, undefined, 'castlab eval has no trace either');
  const page = await site.open(`/castlab/?${link}`);
  await page.waitForSelector('[data-testid=no-trace]', { timeout: 60_000 });
  assert.match(await page.textContent('[data-testid=no-trace]'), /skips the neighbours it has already heard from/);
  assertClean(page);
  await page.close();
});

test('a term of the log shows its definition where the reader is, as the glossary gives it', async () => {
  const page = await site.open('/castlab/?v=1&net=wk&src=201&step=2&trace=1', { width: 1280, height: 900 });
  await page.waitForSelector('[data-testid=step-log] button.term');
  const terms = await page.$$eval('[data-testid=step-log] button.term', (bs) => bs.map((b) => b.textContent));
  assert.ok(terms.includes('inter-cluster link') && terms.includes('cor-level(v)'), terms.join(', '));
  const before = await page.evaluate(() => scrollY);
  const term = page.locator('[data-testid=step-log] button.term', { hasText: 'cor-level(v)' }).first();
  await term.click();
  const shown = await page.$eval('dialog.definition[open]', (d) => d.textContent);
  // The same words as the glossary's entry at the page's foot.
  const entry = await page.$eval('#glossary-cor-level + dd', (dd) => dd.textContent);
  assert.ok(shown.includes(entry), `${shown} / ${entry}`);
  assert.equal(await page.evaluate(() => scrollY), before, 'the page did not move');
  await page.keyboard.press('Escape');
  assert.equal(await page.$('dialog.definition[open]'), null);
  // A tap on the map closes it and does nothing else: the source stays.
  await term.click();
  await page.waitForSelector('dialog.definition[open]');
  // Where node 022 is drawn: a click there would make it the source.
  const at = await onPage(page, '[data-testid=wk-canvas]', wkPoint(4, '022'));
  await page.mouse.click(at.x, at.y);
  await page.waitForFunction(() => !document.querySelector('dialog.definition[open]'));
  assert.match(await page.evaluate(() => location.search), /src=201/);
  // The same click with no definition open does move the source there.
  await page.mouse.click(at.x, at.y);
  await page.waitForFunction(() => /src=022/.test(location.search));
  assertClean(page);
  await page.close();
});

/** The course page with every embed loaded (they load lazily, as each
 * nears the screen). */
async function course(width) {
  const page = await site.open('/course/index.html', { width, height: 900 });
  for (const handle of await page.$$('iframe')) {
    await handle.scrollIntoViewIfNeeded();
    const frame = await handle.contentFrame();
    await frame.waitForSelector('.view-title', { timeout: 60_000 });
    await frame.waitForFunction(() => document.querySelector('.panel .numbers dd') || !document.querySelector('.panel'), null, { timeout: 60_000 });
  }
  return page;
}

test('the course page\'s embeds settle: once still, no embed\'s height changes again (a playing run\'s included)', async () => {
  for (const width of [1280, 390]) {
    const page = await course(width);
    // Counted in the browser's frames, not in milliseconds: still for 30
    // frames in a row (within 1,200), then 600 frames watched.
    const watched = await page.evaluate(() => new Promise((done) => {
      const frames = [...document.querySelectorAll('iframe')];
      const heights = () => frames.map((f) => f.getBoundingClientRect().height);
      let [last, still, n, settled] = [heights(), 0, 0, null];
      const changes = [];
      const tick = () => {
        n += 1;
        const now = heights();
        const moved = now.some((h, i) => h !== last[i]);
        if (moved && settled !== null) changes.push(`frame ${n - settled}: ${last.join('/')} → ${now.join('/')}`);
        last = now;
        if (settled === null) {
          still = moved ? 0 : still + 1;
          if (still === 30) settled = n;
        }
        if ((settled !== null && n - settled >= 600) || (settled === null && n >= 1200)) {
          done({ settled, changes, heights: now });
        } else {
          requestAnimationFrame(tick);
        }
      };
      requestAnimationFrame(tick);
    }));
    assert.notEqual(watched.settled, null, `${width} px: the heights never stood still for 30 frames (${watched.heights.join(', ')})`);
    assert.deepEqual(watched.changes, [], `${width} px: heights changed after settling`);
    assert.ok(watched.heights.every((h) => h >= 120), watched.heights.join(', '));
    assertClean(page);
    await page.close();
  }
});

test('nothing in an embed\'s side panel is cut off sideways, the projector theme\'s included: a wide table scrolls', async () => {
  let panels = 0;
  for (const width of [1280, 390]) {
    const page = await course(width);
    for (const handle of await page.$$('iframe')) {
      const frame = await handle.contentFrame();
      // The panel clips sideways (long prose wraps): whatever is wider
      // than it must scroll inside it, or it is lost.
      const cut = await frame.$$eval('.panel', (all) => all.map((p) => ({ over: p.scrollWidth - p.clientWidth, clip: getComputedStyle(p).overflowX })));
      for (const { over, clip } of cut) {
        panels += 1;
        assert.ok(clip !== 'hidden' || over <= 1, `${width} px, ${await frame.evaluate(() => location.search)}: ${over} px of the panel cut off`);
      }
    }
    assertClean(page);
    await page.close();
  }
  assert.ok(panels >= 2, `${panels} panels measured`);
});

test('no table header or number on the course page\'s embeds breaks inside a word, the projector theme\'s included', async () => {
  let words = 0;
  for (const width of [1280, 390]) {
    const page = await course(width);
    for (const handle of await page.$$('iframe')) {
      const frame = await handle.contentFrame();
      const theme = await frame.evaluate(() => document.documentElement.dataset.theme);
      // Each word of a header cell and each number, as the reader sees
      // it: a word laid out over two lines has two boxes.
      const found = await frame.evaluate(() => {
        const broken = [];
        let seen = 0;
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const header = node.parentElement.closest('th, caption, h2, h3, dt');
          for (const m of node.textContent.matchAll(/\S+/g)) {
            // A number: digits, grouped or with a decimal point, however
            // bracketed or followed.
            const number = /^\d[\d,.]*$/.test(m[0].replace(/^\W+|\W+$/g, ''));
            if (!header && !number) continue;
            const range = document.createRange();
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const rects = [...range.getClientRects()].filter((r) => r.width > 0);
            if (rects.length === 0) continue;
            seen += 1;
            const lines = new Set(rects.map((r) => Math.round(r.top)));
            if (lines.size > 1) broken.push(`"${m[0]}" over ${lines.size} lines`);
          }
        }
        return { seen, broken };
      });
      words += found.seen;
      assert.deepEqual(found.broken, [], `${width} px, theme ${theme}: ${await frame.evaluate(() => location.search)}`);
    }
    assertClean(page);
    await page.close();
  }
  assert.ok(words > 50, `${words} words measured`);
});
