// End-to-end: pictures a lecturer reuses (issue "Works where it is used",
// items 12 and 13). A downloaded PNG or SVG carries what the page shows
// around the drawing: the view's title as the page heads it, each colour
// scale with its caption and ticks, and the keys' entries, read here from
// the page as the reader sees it (that every colour scale has its caption
// next to it on the page, uncovered.test.mjs checks). The MS network's
// pictures have a key whose colours are the drawing's, and coordinates on
// their axes where the nodes are.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

import { msnPoint } from '../support/drawing.mjs';
import { assertClean } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();

const MAP = '[data-testid=heatmap], [data-testid=wk-canvas], [data-testid=msn-canvas], canvas.chart';

/** Every view that offers downloads, each with what shows it is ready. */
const VIEWS = [
  ['v=1&dims=16x16&src=5,9', '[data-testid=tcd]'],
  ['v=1&src=2,2&step=4', '[data-testid=run-key]'],
  ['v=1&dims=16x16&cmp=recursive', '[data-testid=tcd]'],
  ['v=1&src=2,2&algo=least', '[data-testid=least-key]'],
  ['v=1&net=torus&dims=9x13&src=0,3&view=orderly&step=2', '[data-testid=from-source]'],
  ['v=1&net=wk&src=201&step=2', '[data-testid=wk-metrics]'],
  ['v=1&net=msn&view=te&step=3', '[data-testid=slots]'],
  ['v=1&net=msn&view=mnb&step=3', '[data-testid=msn-key]'],
  ['v=1&net=msn&view=hamiltonian&step=3', '[data-testid=msn-key]'],
  ['v=1&net=msn&dst=3,5', '[data-testid=distance]'],
  ['v=1&net=msn&view=areas', '[data-testid=areas-key]'],
  ['v=1&dims=2..64^2', '[data-testid=sweep-sizes]'],
];

async function download(page, selector) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  return readFile(await file.path());
}

const squash = (text) => text.replace(/\s+/g, ' ').trim();

/** The words the reader sees around the drawing: the heading, each
 * scale's caption and ticks, and each key's words. */
function seen(page) {
  return page.evaluate(() => {
    const squash = (t) => t.replace(/\s+/g, ' ').trim();
    const visible = (el) => el.checkVisibility();
    const view = document.querySelector('section.view');
    const heading = view.querySelector('.view-title');
    const scales = [...view.querySelectorAll('figure.legend')].filter(visible).map((f) => ({
      caption: squash(f.querySelector('figcaption').textContent),
      ticks: [...f.querySelectorAll('.legend-ticks span')].map((s) => squash(s.textContent)),
    }));
    const keys = [...view.querySelectorAll('.key')].filter(visible).map((k) => {
      const items = [...k.querySelectorAll('.run-key-item')];
      return items.length ? items.map((i) => squash(i.textContent)) : [squash(k.textContent)];
    });
    return { title: squash(heading.textContent), scales, keys };
  });
}

/** The SVG's words, each text element's, in order, unescaped. */
function svgWords(svg) {
  const unescape = (t) => t.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => unescape(m[1]));
}

/** A PNG's size and how many pixels of its top `band` rows are not white,
 * decoded by the browser. */
function pngFacts(page, bytes, band) {
  return page.evaluate(async ({ data, band }) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const c = document.createElement('canvas');
    [c.width, c.height] = [img.naturalWidth, img.naturalHeight];
    const ctx = c.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const px = ctx.getImageData(0, 0, c.width, band).data;
    let inked = 0;
    for (let i = 0; i < px.length; i += 4) if (px[i] < 200 || px[i + 1] < 200 || px[i + 2] < 200) inked += 1;
    return { width: c.width, height: c.height, inked };
  }, { data: bytes.toString('base64'), band });
}

test('every view\'s PNG and SVG carry its title, its colour scales with their captions, and its keys', async () => {
  let scales = 0;
  let entries = 0;
  for (const [link, ready] of VIEWS) {
    const page = await site.open(`/?${link}`, { width: 1280, height: 900 });
    await page.waitForSelector(ready, { timeout: 60_000 });
    await page.waitForSelector(MAP);
    await page.waitForTimeout(300);
    const want = await seen(page);
    assert.ok(want.title.length > 10, `${link}: heading "${want.title}"`);
    const svg = (await download(page, '[data-testid=export-svg]')).toString();
    const words = squash(svgWords(svg).join(' '));
    assert.ok(words.includes(want.title), `${link}: the SVG lacks the title "${want.title}"`);
    for (const { caption, ticks } of want.scales) {
      assert.ok(caption.length > 3 && words.includes(caption), `${link}: the SVG lacks the scale's caption "${caption}"`);
      assert.ok(words.includes(ticks.join(' ')), `${link}: the SVG lacks the ticks ${ticks.join(', ')} of "${caption}"`);
      scales += 1;
    }
    for (const key of want.keys) {
      for (const entry of key) {
        assert.ok(words.includes(entry), `${link}: the SVG lacks the key's "${entry}"`);
        entries += 1;
      }
    }
    // The SVG draws the scale's gradient: many distinct fills in its group.
    if (want.scales.length) assert.match(svg, /<g class="colour-scale">/, link);

    // The PNG: wider than nothing, taller than the drawings (a title band
    // above and the scale and key below), and the title band is inked.
    const drawn = await page.$$eval(MAP, (all) => all.map((c) => c.getBoundingClientRect()).map((r) => [r.width, r.height]));
    const png = await pngFacts(page, await download(page, '[data-testid=export-png]'), 30);
    const tallest = Math.round(Math.max(...drawn.map(([, h]) => h)));
    assert.equal(png.width, Math.round(Math.max(...drawn.map(([w]) => w))), link);
    assert.ok(png.height > tallest + 40, `${link}: a PNG ${png.height} px high for drawings up to ${tallest}`);
    assert.ok(png.inked > 100, `${link}: ${png.inked} inked pixels in the title band`);
    assertClean(page);
    await page.close();
  }
  assert.ok(scales >= 4 && entries >= 30, `${scales} scales, ${entries} key entries checked`);
});

// Every colour scale's caption right above it, in the full app, on a phone
// and in an embed: uncovered.test.mjs checks it on every view it loads.

/** The words the drawing painted (`data-labels`): [text, x, y, size, …]. */
const labels = (page) => page.$eval('[data-testid=msn-canvas]', (c) => JSON.parse(c.dataset.labels));

test('the MS network\'s total exchange has a key in the drawing\'s colours and coordinates on its axes', async () => {
  const sides = [8, 8];
  const page = await site.open('/?v=1&net=msn&view=te&step=1', { width: 1280, height: 900 });
  await page.waitForSelector('[data-testid=msn-key] .swatch');
  // Each swatch's colour is one the drawing paints (its SVG's strokes and
  // fills), and the key names at least the two routing tags' colours.
  const swatches = await page.$$eval('[data-testid=msn-key] .swatch', (all) => all.map((s) => {
    const style = getComputedStyle(s);
    const bg = style.backgroundColor;
    return bg === 'rgba(0, 0, 0, 0)' ? style.borderTopColor : bg;
  }));
  // What the drawing paints over its first slots (a hop done earlier in
  // its phase shows only once a phase has run a slot).
  const painted = new Set();
  for (let t = 1; t <= 8; t += 1) {
    if (t > 1) {
      await page.goto(`${site.origin()}/?v=1&net=msn&view=te&step=${t}`);
      await page.waitForSelector('[data-testid=msn-key] .swatch');
    }
    const svg = (await download(page, '[data-testid=export-svg]')).toString();
    const drawing = svg.split('<svg x="0"')[1].split('</svg>')[0];
    for (const m of drawing.matchAll(/(?:stroke|fill)="([^"]+)"/g)) painted.add(m[1].replace(/\s/g, ''));
  }
  const hex = (c) => {
    const m = c.match(/^rgb\((\d+), (\d+), (\d+)\)$/);
    return m ? `#${m.slice(1).map((v) => Number(v).toString(16).padStart(2, '0')).join('')}` : c.replace(/\s/g, '');
  };
  assert.ok(swatches.length >= 5, swatches.join(' '));
  for (const colour of swatches) {
    assert.ok(painted.has(hex(colour)) || painted.has(hex(colour).replace(/^#111111$/, '#111')), `the key's ${colour} is not in the drawing (${[...painted].join(' ')})`);
  }
  await page.goto(`${site.origin()}/?v=1&net=msn&view=te&step=3`);
  await page.waitForFunction(() => document.querySelector('[data-testid=msn-canvas]')?.dataset.labels?.length > 2);
  // The coordinates: x under each column, centred on its nodes, and y
  // beside each row, north up (y = 7 on top), as the nodes are drawn.
  // The labels' CSS pixels are the bitmap's over the device pixel ratio.
  const box = await page.$eval('[data-testid=msn-canvas]', (c) => ({ w: c.width / devicePixelRatio, h: c.height / devicePixelRatio }));
  const words = await labels(page);
  const numbers = words.filter(([t]) => /^\d+$/.test(t));
  const row = numbers.filter(([, , y]) => y > box.h * 0.9);
  const column = numbers.filter(([, x]) => x < box.w * 0.1);
  assert.deepEqual(row.map(([t]) => Number(t)), [0, 1, 2, 3, 4, 5, 6, 7]);
  assert.deepEqual(column.map(([t]) => Number(t)), [0, 1, 2, 3, 4, 5, 6, 7]);
  for (const [t, x] of row) {
    const [fx] = msnPoint([Number(t), 0], sides);
    assert.ok(Math.abs(x - fx * box.w) < 1, `x = ${t} written at ${x}, its column at ${fx * box.w}`);
  }
  for (const [t, , y] of column) {
    const [, fy] = msnPoint([0, Number(t)], sides);
    assert.ok(Math.abs(y - fy * box.h) < 1, `y = ${t} written at ${y}, its row at ${fy * box.h}`);
  }
  // Below the lowest nodes and left of the leftmost ones.
  const [, lowest] = msnPoint([0, 0], sides);
  const [leftmost] = msnPoint([0, 0], sides);
  assert.ok(row.every(([, , y]) => y > lowest * box.h + 0.5 * (box.h / (sides[1] + 1))), 'the x coordinates sit under the network');
  assert.ok(column.every(([, x]) => x < leftmost * box.w - 0.5 * (box.w / (sides[0] + 1))), 'the y coordinates sit left of it');
  assertClean(page);
  await page.close();
});

test('the coordinates thin out on a large network and never overprint, wide, on a phone and embedded', async () => {
  for (const [link, sides] of [['v=1&net=msn&view=te&step=3', [8, 8]], ['v=1&net=msn&dims=32x32&view=te&step=2', [32, 32]], ['v=1&net=msn&dims=64x64', [64, 64]]]) {
    for (const [width, height, embed] of [[1280, 900, false], [390, 844, false], [600, 400, true]]) {
      const page = await site.open(`/?${link}${embed ? '&embed=1' : ''}`, { width, height });
      await page.waitForFunction(() => document.querySelector('[data-testid=msn-canvas]')?.dataset.labels?.length > 2, null, { timeout: 60_000 });
      const where = `${link} at ${width}×${height}${embed ? ' (embed)' : ''}`;
      const overprints = await page.$eval('[data-testid=msn-canvas]', (map) => {
        const words = JSON.parse(map.dataset.labels);
        const ctx = document.createElement('canvas').getContext('2d');
        const boxes = words.map(([text, x, y, size, bold, align, baseline]) => {
          ctx.font = `${bold ? 'bold ' : ''}${size.toFixed(1)}px system-ui, sans-serif`;
          ctx.textAlign = align;
          ctx.textBaseline = baseline;
          const m = ctx.measureText(text);
          return { text, left: x - m.actualBoundingBoxLeft, right: x + m.actualBoundingBoxRight,
            top: y - m.actualBoundingBoxAscent, bottom: y + m.actualBoundingBoxDescent, size };
        });
        const out = [];
        for (let i = 0; i < boxes.length; i += 1) {
          for (let j = i + 1; j < boxes.length; j += 1) {
            const [a, b] = [boxes[i], boxes[j]];
            if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5) out.push(`"${a.text}" and "${b.text}"`);
          }
        }
        return { out, sizes: boxes.map((b) => b.size), outside: boxes.filter((b) => !(b.left >= 0 && b.right <= map.width / devicePixelRatio && b.top >= 0 && b.bottom <= map.height / devicePixelRatio)).map((b) => `${b.text} ${b.left.toFixed(1)}–${b.right.toFixed(1)}, ${b.top.toFixed(1)}–${b.bottom.toFixed(1)} of ${map.width / devicePixelRatio}×${map.height / devicePixelRatio}`) };
      });
      assert.deepEqual(overprints.out, [], `${where}: coordinates overprint`);
      assert.deepEqual(overprints.outside, [], `${where}: a coordinate runs off the drawing`);
      assert.ok(Math.min(...overprints.sizes) >= 9, `${where}: coordinates at ${Math.min(...overprints.sizes)} px`);
      // 0 is always written, and the largest coordinate written is within
      // one step of the side's last.
      const written = (await labels(page)).map(([t]) => Number(t));
      assert.ok(written.filter((t) => t === 0).length === 2, `${where}: ${written.join(' ')}`);
      assert.ok(Math.max(...written) >= Math.max(...sides) / 2, `${where}: ${written.join(' ')}`);
      assertClean(page);
      await page.close();
    }
  }
});
