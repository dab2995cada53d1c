// End-to-end: the protocol families (issue "Every network a course
// teaches") and the classical view on the papers' networks (issue #54).
// Every gallery example of a family, at 1280×900, at 390×844
// and in a 600×400 embed, shows the number it promises, which is castlab
// eval's; the full app shows the three models with eval's D and k and a
// verdict for every bound; nothing is cut off sideways, and the page
// stays clean. One page per size: after the first, an example arrives by
// Back and Forward's path (the same parsing, without loading the wasm
// again).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

import { castlabEval, castlabExamples } from '../support/cli.mjs';
import { onPage } from '../support/drawing.mjs';
import { afterPaint, assertClean } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();

/** The gallery's examples on a protocol family (their links name one of
 * the nets beyond mesh, torus, WK and MSN). */
const FAMILY_EXAMPLES = castlabExamples().filter((e) => {
  const net = new URLSearchParams(e.permalink).get('net');
  // Not a sweep (its charts have their own test) nor an exercise (its
  // numbers wait for the answer: questions.test.mjs).
  return net !== null && !['mesh', 'torus', 'wk', 'msn'].includes(net) && !e.permalink.includes('..')
    && !/(^|&)ask=/.test(e.permalink);
});

/** The gallery's classical examples on the papers' networks (issue #54:
 * the three-model panel on all eight kinds of network). */
const PAPERS_CLASSICAL = castlabExamples().filter((e) => {
  const params = new URLSearchParams(e.permalink);
  return ['mesh', 'torus', 'wk', 'msn'].includes(params.get('net') ?? 'mesh') && params.get('view') === 'classical';
});

/** Where the full app shows a headline: the classical panel's rounds, the
 * orderly panel's b^Π(G). */
const SHOWN = { from_source: 'from-source', broadcast_time: 'broadcast-time', 'models.census.orderly': 'models-census-orderly' };

/** `castlab eval`'s value at a dotted key (`models.census.orderly`). */
const at = (json, key) => key.split('.').reduce((v, k) => v?.[k], json);

async function visit(page, first, search) {
  if (first) {
    await page.goto(`${new URL(page.url()).origin}/?${search}`);
  } else {
    await page.evaluate((s) => {
      history.pushState(null, '', s);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `?${search}`);
  }
}

for (const [size, embed] of [['1280x900', false], ['390x844', false], ['600x400', true]]) {
  test(`every family's gallery examples at ${size}${embed ? ' (embed)' : ''} show castlab eval's numbers, uncut`, async () => {
    assert.ok(FAMILY_EXAMPLES.length >= 14, `${FAMILY_EXAMPLES.length} family examples`);
    // Two or more per family.
    const perNet = {};
    for (const e of FAMILY_EXAMPLES) {
      const net = new URLSearchParams(e.permalink).get('net');
      perNet[net] = (perNet[net] ?? 0) + 1;
    }
    assert.equal(Object.keys(perNet).length, 8, JSON.stringify(perNet));
    assert.ok(Object.values(perNet).every((n) => n >= 2), JSON.stringify(perNet));
    const papers = new Set(PAPERS_CLASSICAL.map((e) => new URLSearchParams(e.permalink).get('net') ?? 'mesh'));
    assert.equal(papers.size, 4, PAPERS_CLASSICAL.map((e) => e.id).join(', '));
    const [width, height] = size.split('x').map(Number);
    const page = await site.open('/?v=1&net=cube', { width, height });
    for (const [i, example] of FAMILY_EXAMPLES.concat(PAPERS_CLASSICAL).entries()) {
      const cli = castlabEval(example.permalink);
      const value = String(example.expect[example.headline]);
      assert.equal(String(at(cli, example.headline)), value, `${example.id}: the promise is castlab eval's`);
      const search = embed ? `${example.permalink}&embed=1` : example.permalink;
      await visit(page, i === 0, search);
      const classical = cli.view === 'classical';
      if (embed) {
        // The embed draws the run's map; its caption names the last round
        // (castlab eval's from_source: a census example's headline is b^o).
        if (classical) {
          await page.waitForFunction(
            (want) => document.querySelector('[data-testid=arrival-map] figcaption')?.textContent.endsWith(`(the last in round ${want})`),
            String(cli.from_source), { timeout: 60_000 },
          );
        } else {
          await page.waitForSelector('[data-testid=heatmap][data-labels], [data-testid=family-picture][data-labels]', { timeout: 60_000 });
        }
      } else {
        await page.waitForFunction(
          ([sel, want]) => document.querySelector(sel)?.textContent.split(' ')[0] === want,
          [`[data-testid=${SHOWN[example.headline]}]`, value],
          { timeout: 60_000 },
        );
        if (classical) {
          // The three models: eval's D and k, and a verdict for each bound.
          const d = await page.textContent('[data-testid=models-d]');
          assert.equal(d, `${cli.models.diameter}, ${cli.models.max_degree}`, example.id);
          const b = await page.textContent('[data-testid=models-classical]');
          assert.equal(b.split(' ')[0], String(cli.models.classical), example.id);
          const verdicts = await page.$$eval('[data-testid=model-bounds] li', (all) => all.map((li) => li.dataset.verdict));
          assert.deepEqual(verdicts, cli.models.bounds.map((b) => (b.verdict === 'holds' ? 'holds' : b.verdict)), example.id);
          assert.ok(verdicts.length >= 2, example.id);
        }
      }
      await afterPaint(page);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(wide <= 0, `${example.id} at ${size}: ${wide} px cut off sideways`);
    }
    assertClean(page);
    await page.close();
  });
}

/** The canvas colour most pixels round (fx, fy) have, of `fills`
 * (CSS colours): a vertex's fill, whatever word is printed on it. */
async function fillAt(page, canvas, [fx, fy], fills) {
  return page.$eval(canvas, (el, [fx, fy, fills]) => {
    const probe = document.createElement('canvas').getContext('2d');
    const rgb = fills.map((f) => {
      probe.fillStyle = f;
      probe.fillRect(0, 0, 1, 1);
      return [...probe.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    });
    const [x, y] = [Math.round(fx * el.width), Math.round(fy * el.height)];
    const { data } = el.getContext('2d').getImageData(x - 3, y - 3, 7, 7);
    const votes = fills.map(() => 0);
    for (let i = 0; i < data.length; i += 4) {
      const k = rgb.findIndex((c) => c.every((v, j) => Math.abs(v - data[i + j]) <= 2));
      if (k >= 0) votes[k] += 1;
    }
    const best = Math.max(...votes);
    return best > 0 ? fills[votes.indexOf(best)] : null;
  }, [fx, fy, fills]);
}

test('Q_4 is drawn as itself: its 16 vertices and 32 links, round 2 coloured as castlab eval informs, hover, click and arrow keys by vertex; Q_10 says why it is a grid', async () => {
  const link = 'v=1&net=cube&m=4&src=0110&view=classical&step=2';
  const cli = castlabEval(link);
  const page = await site.open(`/?${link}`, { width: 1280, height: 900 });
  const canvas = '[data-testid=arrival-map] [data-testid=family-picture]';
  await page.waitForSelector(`${canvas}[data-links]`, { timeout: 60_000 });
  await afterPaint(page);
  // Q_m has 2^m vertices and m·2^(m−1) links.
  const [m, n] = [4, 2 ** 4];
  assert.equal(Number(await page.getAttribute(canvas, 'data-vertices')), n);
  assert.equal(Number(await page.getAttribute(canvas, 'data-links')), m * 2 ** (m - 1));
  assert.match(await page.getAttribute(canvas, 'aria-label'), /16 vertices and 32 links/);
  // The key names the four dimensions.
  assert.deepEqual(await page.$$eval('[data-testid=arrival-map] [data-testid=link-key] .run-key-item', (items) => items.map((i) => i.textContent.trim())),
    ['dimension 1', 'dimension 2', 'dimension 3', 'dimension 4']);
  // Where each vertex is: the SVG export's circles (the same painter).
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=export-svg]')]);
  const svg = (await readFile(await file.path())).toString().split('<svg x="0"')[1];
  const [vw, vh] = svg.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/).slice(1).map(Number);
  const at = [];
  for (const c of svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)"[^>]*data-node="(\d+)"/g)) at[Number(c[3])] = [Number(c[1]) / vw, Number(c[2]) / vh];
  assert.equal(at.filter(Boolean).length, n);
  // The run's colours, as its key paints them.
  const swatch = async (cls) => page.$eval(`[data-testid=arrival-map] .swatch.${cls}`, (el) => getComputedStyle(el).backgroundColor);
  const looks = { source: await swatch('look-source'), earlier: await swatch('look-earlier'), now: await swatch('look-now'), notYet: await swatch('look-not-yet') };
  const fills = Object.values(looks);
  for (let v = 0; v < n; v++) {
    const t = cli.arrival[v];
    const want = t === 0 ? looks.source : t < 2 ? looks.earlier : t === 2 ? looks.now : looks.notYet;
    assert.equal(await fillAt(page, canvas, at[v], fills), want, `vertex ${v}, informed in round ${t}`);
  }
  assert.equal(cli.arrival.filter((t) => t <= 2).length, 4, 'the binomial tree informs 4 by round 2');
  // Hover: the readout names the vertex by its address; a click makes it the originator.
  const address = (v) => v.toString(2).padStart(m, '0');
  const target = 9;
  // The export's button is further down: the picture back in view.
  await page.$eval(canvas, (el) => el.scrollIntoView({ block: 'center' }));
  const point = await onPage(page, canvas, at[target]);
  await page.mouse.move(point.x, point.y);
  await page.waitForFunction((a) => document.querySelector('[data-testid=readout]')?.textContent.startsWith(`${a}:`), address(target));
  await page.mouse.click(point.x, point.y);
  await page.waitForFunction((a) => new URL(location.href).searchParams.get('src') === a, address(target));
  // The arrow keys move the originator along its address grid (the low two
  // bits across), and the picture keeps the focus from one move to the next.
  await page.focus(canvas);
  for (const v of [target + 1, target + 2]) {
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((a) => new URL(location.href).searchParams.get('src') === a, address(v));
    await page.waitForSelector(`${canvas}:focus`);
  }
  // Too many to draw: the address grid, and the reason in words.
  await page.goto(`${site.origin()}/?v=1&net=cube&m=10&view=classical`);
  await page.waitForSelector('[data-testid=arrival-map] [data-testid=heatmap]', { timeout: 60_000 });
  assert.equal(await page.$('[data-testid=family-picture]'), null);
  assert.match(await page.textContent('[data-testid=why-grid]'), /^Q_10 has 1,024 vertices: too many to draw legibly/);
  assertClean(page);
  await page.close();
});
