// End-to-end: an orderly question can be worked out from the page (issue
// "Works where it is used", item 7). On a WK network the run is drawn on
// WK's own picture with every address and every vertex's edge labels
// (each word checked against castlab eval's ordering and the layout's own
// formula, tests/support/drawing.mjs), while the asked vertex's time stays
// out of the page; on a torus the key names the boxed numbers and the
// mark on the asked vertex leaves its labels unpainted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

import { castlabEval, castlabExamples } from '../support/cli.mjs';
import { gridPoint, onPage, wkPoint } from '../support/drawing.mjs';
import { assertClean } from '../support/page.mjs';
import { DIST, useSite } from '../support/site.mjs';

const COURSE = fileURLToPath(new URL('../course', import.meta.url));
const site = useSite({ '/castlab/': DIST, '/course/': COURSE });

// The issue's question: "At what time is vertex 120 informed, from the
// originator 000?" on WK(4, 3).
const WK_LINK = 'v=1&net=wk&w=4&l=3&src=000&view=orderly';
const WK_SEED = 1;
const ARRIVAL_WK = '[data-testid=arrival-map] [data-testid=wk-canvas]';

/** A vertex's address: its index in base w, l digits, most significant
 * first (castlab's WK addresses). */
const addressOf = (v, w, l) => v.toString(w).padStart(l, '0');

/** The words written on a canvas (`data-labels`), with their inked boxes
 * measured by the page's own text metrics, in CSS pixels from the
 * drawing's corner. */
function words(page, canvas) {
  return page.$eval(canvas, (el) => {
    const ctx = document.createElement('canvas').getContext('2d');
    return JSON.parse(el.dataset.labels).map(([text, x, y, size, bold, align, baseline]) => {
      ctx.font = `${bold ? 'bold ' : ''}${size.toFixed(1)}px system-ui, sans-serif`;
      ctx.textAlign = align;
      ctx.textBaseline = baseline;
      const m = ctx.measureText(text);
      return { text, x, y, left: x - m.actualBoundingBoxLeft, right: x + m.actualBoundingBoxRight,
        top: y - m.actualBoundingBoxAscent, bottom: y + m.actualBoundingBoxDescent };
    });
  });
}

/** Pairs of words whose inked boxes overlap. */
function overprints(list) {
  const out = [];
  for (let i = 0; i < list.length; i += 1) {
    for (let j = i + 1; j < list.length; j += 1) {
      const [a, b] = [list[i], list[j]];
      if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5
        && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5) out.push(`"${a.text}" and "${b.text}"`);
    }
  }
  return out;
}

/** The canvas's drawing size in CSS pixels: its bitmap's, which the
 * words' coordinates are in (the page sizes it to the canvas's border box,
 * 2 px wider than the box it is shown in). */
const drawingSize = (page, canvas) => page.$eval(canvas, (el) => [el.width / devicePixelRatio, el.height / devicePixelRatio]);

/** Which edge label each one-digit word is: the vertex it sits beside
 * (the nearest), and its label k, when the word lies on the edge to that
 * vertex's k-th neighbour, nearer the vertex than the neighbour. */
function labelsRead(list, cli, w, l, [width, height], view = { zoom: 1, x: 0, y: 0 }) {
  const n = cli.label_offsets.length - 1;
  const at = [...Array(n).keys()].map((v) => {
    const [fx, fy] = wkPoint(w, addressOf(v, w, l));
    return [(fx - view.x) * view.zoom * width, (fy - view.y) * view.zoom * height];
  });
  const read = [];
  for (const word of list.filter((x) => /^\d$/.test(x.text))) {
    const v = at.map(([x, y], i) => [Math.hypot(x - word.x, y - word.y), i]).sort((a, b) => a[0] - b[0])[0][1];
    const k = Number(word.text);
    const u = cli.label_targets[cli.label_offsets[v] + k - 1];
    if (u === undefined) continue;
    const [[ax, ay], [bx, by]] = [at[v], at[u]];
    const len = Math.hypot(bx - ax, by - ay);
    const along = ((word.x - ax) * (bx - ax) + (word.y - ay) * (by - ay)) / len;
    const off = Math.abs((word.x - ax) * (by - ay) - (word.y - ay) * (bx - ax)) / len;
    if (off < 1 && along > 0 && along < len / 2) read.push(`${v}:${k}`);
  }
  return read;
}

/** Opens the WK question at `viewport`, full app or embed. */
async function openWk(viewport, embed = false) {
  const page = await site.open(`/castlab/?${WK_LINK}&ask=when&seed=${WK_SEED}${embed ? '&embed=1' : ''}`, viewport);
  await page.waitForSelector('[data-testid=prompt]', { timeout: 30_000 });
  await page.waitForFunction((sel) => document.querySelector(sel)?.dataset.labels !== undefined, ARRIVAL_WK, { timeout: 30_000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page;
}

/** Vertex v's labels, as labelsRead names them. */
const labelsOf = (cli, v) => [...Array(cli.label_offsets[v + 1] - cli.label_offsets[v]).keys()].map((k) => `${v}:${k + 1}`);

/** WK(w, l)'s neighbours of v by castlab eval's label lists. */
const neighboursOf = (cli, v) => cli.label_targets.slice(cli.label_offsets[v], cli.label_offsets[v + 1]);

test('with room, the WK orderly picture writes every address and every vertex\'s labels on its own edges', async () => {
  const [w, l] = [4, 3];
  const cli = castlabEval(WK_LINK);
  const n = w ** l;
  // One picture, in a frame large enough for WK(4, 3)'s smallest clusters.
  const page = await openWk({ width: 1300, height: 1300 }, true);
  const list = await words(page, ARRIVAL_WK);
  assert.deepEqual(overprints(list), []);
  const texts = list.map((x) => x.text);
  for (let u = 0; u < n; u += 1) assert.equal(texts.filter((t) => t === addressOf(u, w, l)).length, 1, addressOf(u, w, l));
  const read = labelsRead(list, cli, w, l, await drawingSize(page, ARRIVAL_WK));
  const want = [...Array(n).keys()].flatMap((u) => labelsOf(cli, u));
  assert.deepEqual([...read].sort(), [...want].sort());
  assertClean(page);
  await page.close();
});

test('the WK orderly question is drawn on WK\'s picture: the asked vertex\'s neighbourhood labelled, its time withheld until answered right', async () => {
  const [w, l] = [4, 3];
  const cli = castlabEval(WK_LINK);
  const n = w ** l;
  const page = await openWk({ width: 1280, height: 900 });
  const prompt = await page.textContent('[data-testid=prompt]');
  const [, asked] = prompt.match(/vertex (\d+) informed, from the originator 000\?/) ?? [];
  assert.ok(asked, prompt);
  const v = parseInt(asked, w);
  // WK's picture, not the grid of addresses.
  assert.equal(await page.$('[data-testid=arrival-map] [data-testid=heatmap]'), null);
  const list = await words(page, ARRIVAL_WK);
  assert.deepEqual(overprints(list), []);
  // The source, the asked vertex and its neighbours (one of them its
  // informer): each address and all of each one's labels.
  const texts = list.map((x) => x.text);
  const size = await drawingSize(page, ARRIVAL_WK);
  const read = labelsRead(list, cli, w, l, size);
  for (const u of [0, v, ...neighboursOf(cli, v)]) {
    assert.ok(texts.includes(addressOf(u, w, l)), addressOf(u, w, l));
    for (const label of labelsOf(cli, u)) assert.ok(read.includes(label), `label ${label}`);
  }
  // No label is drawn where it is not (every word read is some vertex's).
  assert.equal(read.length, list.filter((x) => /^\d$/.test(x.text)).length);
  assert.match(await page.textContent('[data-testid=labels-key]'), /Boxed numbers: each vertex's edge labels/);
  assert.match(await page.textContent('[data-testid=wk-words-key]'), /zoom in/);

  // While open: no time in the readout or a table, and every vertex the
  // same colour on both pictures.
  const time = cli.arrival[v];
  assert.equal(await page.$('[data-testid=data-table]'), null);
  assert.doesNotMatch(await page.textContent('[data-testid=readout]'), /informed at step/);
  for (const canvas of [ARRIVAL_WK, '[data-testid=per-originator-map] [data-testid=wk-canvas]']) {
    const fills = await page.$eval(canvas, (el, points) => {
      const ctx = el.getContext('2d');
      return [...new Set(points.map(([fx, fy]) => ctx.getImageData(Math.round(fx * el.width), Math.round(fy * el.height), 1, 1).data.join(',')))];
    }, [...Array(n).keys()].map((u) => wkPoint(w, addressOf(u, w, l))));
    assert.equal(fills.length, 1, `${canvas}: ${fills}`);
  }

  // A wrong answer's hint names a label the picture shows, and that label
  // leads to the asked vertex.
  await page.fill('[data-testid=answer-input]', String(time + 1));
  await page.click('[data-testid=answer-check]');
  await page.waitForSelector('[data-testid=feedback][data-success=false]');
  const [, k, informer] = (await page.textContent('[data-testid=feedback]')).match(/label (\d+) of (\d+)/) ?? [];
  assert.ok(k, await page.textContent('[data-testid=feedback]'));
  const u = parseInt(informer, w);
  assert.equal(cli.label_targets[cli.label_offsets[u] + Number(k) - 1], v);
  assert.ok(read.includes(`${u}:${k}`));
  assert.equal(cli.arrival[u] + Number(k), time);

  // Right: the times come back (the pointer's readout, the table).
  await page.fill('[data-testid=answer-input]', String(time));
  await page.click('[data-testid=answer-check]');
  await page.waitForSelector('[data-testid=feedback][data-success=true]');
  const box = await page.$eval(ARRIVAL_WK, (el) => { const r = el.getBoundingClientRect(); return [r.x + el.clientLeft, r.y + el.clientTop]; });
  const [fx, fy] = wkPoint(w, asked);
  await page.mouse.move(box[0] + fx * size[0], box[1] + fy * size[1]);
  await page.waitForFunction((want) => document.querySelector('[data-testid=readout]')?.textContent.includes(want), `${asked}: informed at step ${time} `);
  assertClean(page);
  await page.close();
});

test('at 390 px and in a 600×400 embed the WK orderly question opens zoomed on the asked vertex: its labels and the hint\'s written, none overprinting', async () => {
  const [w, l] = [4, 3];
  const cli = castlabEval(WK_LINK);
  for (const [viewport, embed] of [[{ width: 390, height: 844 }, false], [{ width: 600, height: 400 }, true]]) {
    const name = JSON.stringify(viewport);
    const page = await openWk(viewport, embed);
    const [, asked] = (await page.textContent('[data-testid=prompt]')).match(/vertex (\d+) informed/) ?? [];
    const v = parseInt(asked, w);
    const [zoom, x, y] = (await page.getAttribute(ARRIVAL_WK, 'data-viewport')).split(' ').map(Number);
    assert.ok(zoom > 1, `${name}: zoom ${zoom}`);
    const view = { zoom, x, y };
    // The asked vertex is in view.
    const [fx, fy] = wkPoint(w, asked);
    for (const f of [(fx - x) * zoom, (fy - y) * zoom]) assert.ok(f > 0 && f < 1, `${name}: ${f}`);
    const list = await words(page, ARRIVAL_WK);
    assert.deepEqual(overprints(list), [], name);
    const read = labelsRead(list, cli, w, l, await drawingSize(page, ARRIVAL_WK), view);
    assert.ok(list.some((t) => t.text === asked), name);
    for (const label of labelsOf(cli, v)) assert.ok(read.includes(label), `${name}: label ${label}`);
    // A wrong answer's hint: its vertex's labels are written, the hint's among them.
    await page.fill('[data-testid=answer-input]', String(cli.arrival[v] + 1));
    await page.click('[data-testid=answer-check]');
    await page.waitForSelector('[data-testid=feedback][data-success=false]');
    const [, k, informer] = (await page.textContent('[data-testid=feedback]')).match(/label (\d+) of (\d+)/) ?? [];
    const u = parseInt(informer, w);
    assert.equal(cli.label_targets[cli.label_offsets[u] + Number(k) - 1], v);
    for (const label of labelsOf(cli, u)) assert.ok(read.includes(label), `${name}: label ${label}`);
    assertClean(page);
    await page.close();
  }
});

test('a WK network past the picture limit is drawn as its address grid, and the page says why', async () => {
  const page = await site.open('/castlab/?v=1&net=wk&w=3&l=8&view=orderly', { width: 1280, height: 900 });
  await page.waitForSelector('[data-testid=wk-words-key]', { timeout: 120_000 });
  assert.match(await page.textContent('[data-testid=wk-words-key]'), /more than 4,096 vertices are drawn as the grid of their addresses/);
  assert.ok(await page.$('[data-testid=arrival-map] [data-testid=heatmap]'));
  assertClean(page);
  await page.close();
});

test('the torus when question: the key names the boxed numbers, and the mark leaves the asked vertex\'s labels unpainted', async () => {
  const link = castlabExamples().map((e) => e.permalink).find((p) => p.includes('net=torus') && p.includes('ask=when'));
  assert.ok(link, 'the gallery has a torus when question');
  const bare = link.replace(/&(ask|seed)=[^&]*/g, '');
  const cli = castlabEval(bare);
  const sides = link.match(/dims=(\d+)x(\d+)/).slice(1).map(Number);
  const page = await site.open(`/castlab/?${link}`, { width: 1280, height: 900 });
  await page.waitForSelector('[data-testid=prompt]', { timeout: 30_000 });
  const key = await page.textContent('[data-testid=labels-key]');
  assert.match(key, /Boxed numbers: each vertex's edge labels/);
  assert.match(key, /label i at time t \+ i/);
  const canvas = '[data-testid=arrival-map] [data-testid=heatmap]';
  await page.waitForFunction((sel) => document.querySelector(sel)?.dataset.labels !== undefined, canvas);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const [, x, y] = (await page.textContent('[data-testid=prompt]')).match(/vertex \((\d+), (\d+)\)/).map(Number);
  const v = x + sides[0] * y;
  const [width, height] = await drawingSize(page, canvas);
  const image = [Number(await page.getAttribute(canvas, 'data-width')), Number(await page.getAttribute(canvas, 'data-height'))];
  const [fx, fy] = gridPoint([x, y], sides, image);
  const [cx, cy, half] = [fx * width, fy * height, width / image[0] / 2];
  // The vertex's own labels: the words inside its cell, one per edge.
  const own = (await words(page, canvas)).filter((w) => Math.abs(w.x - cx) < half && Math.abs(w.y - cy) < half);
  const degree = cli.label_offsets[v + 1] - cli.label_offsets[v];
  assert.deepEqual(own.map((w) => w.text).sort(), [...Array(degree).keys()].map((k) => String(k + 1)));
  // The mark's purple (#8e24aa) is on the cell, and in none of the
  // labels' inked boxes.
  const purple = (boxes) => page.$eval(canvas, (el, list) => {
    const ctx = el.getContext('2d');
    const k = el.width / el.clientWidth;
    let count = 0;
    for (const b of list) {
      const [x0, y0] = [Math.floor(b.left * k), Math.floor(b.top * k)];
      const [w, h] = [Math.ceil((b.right - b.left) * k) + 1, Math.ceil((b.bottom - b.top) * k) + 1];
      const d = ctx.getImageData(x0, y0, w, h).data;
      for (let i = 0; i < d.length; i += 4) {
        if (Math.abs(d[i] - 142) + Math.abs(d[i + 1] - 36) + Math.abs(d[i + 2] - 170) < 90) count += 1;
      }
    }
    return count;
  }, boxes);
  assert.ok(await purple([{ left: cx - half, right: cx + half, top: cy - half, bottom: cy + half }]) > 0, 'the asked vertex is marked');
  assert.equal(await purple(own), 0, 'the mark paints over a label');
  assertClean(page);
  await page.close();
});

// A protocol family's orderly view on its own picture (issue #54): every
// link carries its label at each end, the labels each vertex's list in
// castlab eval's ordering gives (on Q_3 also derived by hand: the link
// across dimension i is i at both ends); at each step the calls drawn are
// one message into each vertex eval informs then, each on the label its
// sender fires then; at the last step every vertex's number is eval's
// arrival; no label stands on a vertex; the arrow keys and a click move
// the originator. One page load per family.
const FAMILY_PICTURES = {
  'Q_3': 'v=1&net=cube&m=3&src=000&view=orderly',
  'BF(3)': 'v=1&net=butterfly&m=3&view=orderly',
};

for (const [name, link] of Object.entries(FAMILY_PICTURES)) {
  test(`${name} orderly on its own picture: eval's labels at each link end, its arrivals, the step's calls, keys and clicks`, async () => {
    const cli = castlabEval(link);
    const n = cli.arrival.length;
    const label = (u, v) => cli.label_targets.slice(cli.label_offsets[u], cli.label_offsets[u + 1]).indexOf(v) + 1;
    const page = await site.open(`/castlab/?${link}&step=1`, { width: 1280, height: 900 });
    const canvas = '[data-testid=arrival-map] [data-testid=family-picture]';
    await page.waitForSelector(`${canvas}[data-link-labels][data-calls]`, { timeout: 60_000 });
    // The labels: every link once, eval's at both ends.
    const links = (await page.getAttribute(canvas, 'data-link-labels')).split(' ').map((w) => w.split(/[-:,]/).map(Number));
    assert.equal(links.length, cli.label_targets.length / 2, 'every link');
    for (const [u, v, i, j] of links) {
      assert.deepEqual([i, j], [label(u, v), label(v, u)], `${name}: ${u}–${v}`);
      if (name === 'Q_3') {
        const d = Math.log2(u ^ v);
        assert.ok(Number.isInteger(d), `${u}–${v} is a cube link`);
        assert.deepEqual([i, j], [d + 1, d + 1], `dimension ${d + 1}`);
      }
    }
    const labelled = new Map(links.flatMap(([u, v, i, j]) => [[`${u}>${v}`, i], [`${v}>${u}`, j]]));
    const last = cli.from_source;
    for (let t = 1; t <= last; t += 1) {
      await page.waitForFunction((want) => new URL(location.href).searchParams.get('step') === want, String(t));
      await page.waitForFunction((want) => document.querySelector('[data-testid=fired]')?.textContent.startsWith(`Step ${want}:`), t);
      const calls = (await page.getAttribute(canvas, 'data-calls')).split(' ').filter(Boolean).map((c) => c.split('>').map(Number));
      const into = calls.map(([, w]) => w).sort((a, b) => a - b);
      const informed = [...Array(n).keys()].filter((w) => cli.arrival[w] === t);
      assert.deepEqual(into, informed, `${name} step ${t}: one call into each vertex informed then`);
      for (const [v, w] of calls) assert.equal(cli.arrival[v] + labelled.get(`${v}>${w}`), t, `${v}>${w} fires at ${t}`);
      if (t < last) await page.click('[data-testid=next-step]');
    }
    // The numbers at the vertices' centres are eval's arrivals (the
    // originator's 0 is its ring); the labels stand clear of every circle.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const [width, height] = await drawingSize(page, canvas);
    const points = (await page.getAttribute(canvas, 'data-points')).split(' ').map((p) => p.split(',').map(Number)).map(([x, y]) => [x * width, y * height]);
    const unit = Math.min(...points.flatMap((p, a) => points.slice(a + 1).map((q) => Math.hypot(p[0] - q[0], p[1] - q[1]))));
    // A vertex's circle: 0.3 of the least distance, at most 12 CSS px
    // beside labels (family_picture.rs).
    const radius = Math.min(0.3 * unit, 12);
    const list = await words(page, canvas);
    for (let v = 0; v < n; v += 1) {
      const at = list.filter((w) => Math.hypot(w.x - points[v][0], w.y - points[v][1]) < 1);
      assert.deepEqual(at.map((w) => w.text), cli.arrival[v] === 0 ? [] : [String(cli.arrival[v])], `vertex ${v}`);
    }
    const boxes = list.filter((w) => !points.some(([x, y]) => Math.hypot(w.x - x, w.y - y) < 1));
    assert.equal(boxes.length, 2 * links.length, 'a label at each end of each link');
    for (const w of boxes) {
      for (const [x, y] of points) {
        const dx = Math.max(w.left - x, 0, x - w.right);
        const dy = Math.max(w.top - y, 0, y - w.bottom);
        assert.ok(Math.hypot(dx, dy) > radius, `label "${w.text}" at (${w.x}, ${w.y}) over a vertex`);
      }
    }
    assert.deepEqual(overprints(boxes), [], 'no two labels overprint');
    // Keyboard: the picture takes the arrow keys, as the classical one does.
    assert.match(await page.getAttribute(canvas, 'aria-label'), /drawn as itself/);
    const src = () => new URL(page.url()).searchParams.get('src');
    const before = src() ?? '';
    await page.focus(canvas);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((b) => (new URL(location.href).searchParams.get('src') ?? '') !== b, before);
    // A click on the originators' picture makes that vertex the originator.
    const originators = '[data-testid=per-originator-map] [data-testid=family-picture]';
    const target = n - 1;
    const frac = (await page.getAttribute(originators, 'data-points')).split(' ')[target].split(',').map(Number);
    await page.$eval(originators, (el) => el.scrollIntoView({ block: 'center' }));
    const point = await onPage(page, originators, frac);
    // Its address: Q_3's binary word; a butterfly's "level,row" (vertex
    // row·m + level, the row in binary).
    const address = name === 'Q_3' ? target.toString(2).padStart(3, '0')
      : `${target % 3},${Math.floor(target / 3).toString(2).padStart(3, '0')}`;
    await page.mouse.click(point.x, point.y);
    await page.waitForFunction((a) => new URL(location.href).searchParams.get('src') === a, address);
    await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('aria-label').includes('Originator'), canvas);
    assertClean(page);
    await page.close();
  });
}

test('Q_5 orderly: its 80 links\' labels wait for the labels toggle; Q_7 orderly is its address grid, and says why', async () => {
  const page = await site.open('/castlab/?v=1&net=cube&m=5&view=orderly', { width: 1280, height: 900 });
  const canvas = '[data-testid=arrival-map] [data-testid=family-picture]';
  await page.waitForSelector(`${canvas}[data-links]`, { timeout: 60_000 });
  // Q_m has m·2^(m−1) links.
  assert.equal(Number(await page.getAttribute(canvas, 'data-links')), 5 * 2 ** 4);
  assert.equal(await page.getAttribute(canvas, 'data-link-labels'), null, 'no labels by default past 48 links');
  await page.click('[data-testid=labels-toggle]');
  await page.waitForSelector(`${canvas}[data-link-labels]`);
  const links = (await page.getAttribute(canvas, 'data-link-labels')).split(' ').map((w) => w.split(/[-:,]/).map(Number));
  assert.equal(links.length, 80);
  for (const [u, v, i, j] of links) assert.deepEqual([i, j], [Math.log2(u ^ v) + 1, Math.log2(u ^ v) + 1], `${u}–${v}`);
  await page.goto(`${site.origin()}/castlab/?v=1&net=cube&m=7&view=orderly`);
  await page.waitForSelector('[data-testid=arrival-map] [data-testid=heatmap]', { timeout: 60_000 });
  assert.equal(await page.$('[data-testid=family-picture]'), null);
  assert.match(await page.textContent('[data-testid=why-grid]'), /^Q_7 has 128 vertices: too many to draw legibly/);
  assertClean(page);
  await page.close();
});
