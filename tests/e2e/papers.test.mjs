// End-to-end: the papers' remaining figures on the page (issue "The papers,
// complete"): the least-TCD map of 000's Figure 2 and 002's Figure 5 with
// how each value is known, the closed forms as printed beside it, and the
// submeshes each informed node is responsible for (000 Figs. 4–6), each
// against `castlab eval` for the same link.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { serious } from '../support/axe.mjs';
import { castlabEval, castlabEvalBytes } from '../support/cli.mjs';
import { assertClean, nodeCentre, plain, settled } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();

async function text(page, id) {
  return (await page.textContent(`[data-testid=${id}]`))?.trim();
}

/** The panel's count of each kind of value, read from its list. */
async function counts(page) {
  const items = await page.$$eval('[data-testid=least] li[data-known]', (lis) =>
    lis.map((li) => [li.dataset.known, li.querySelector('strong').textContent]),
  );
  return Object.fromEntries(items.map(([k, n]) => [k, plain(n)]));
}

function tally(known) {
  const out = {};
  for (const k of known) out[k] = (out[k] ?? 0) + 1;
  return out;
}

test('the least-TCD view: every kind of value counted as the CLI has it, the printed forms beside', async () => {
  const link = 'v=1&src=2,2&algo=least';
  const cli = castlabEval(link);
  const page = await site.open(`/?${link}`);
  const shown = await settled(page, [2, 2]);
  assert.equal(shown.tcd, cli.tcd);
  await page.waitForSelector('[data-testid=least] li[data-known]');
  assert.deepEqual(await counts(page), tally(cli.least.known));
  assert.equal(await text(page, 'least-known'), cli.least.known[18]);
  assert.equal(plain(await text(page, 'least-value')), cli.tcd_map[18]);
  // The printed forms, row by row, as the CLI evaluates them.
  const rows = await page.$$eval('[data-testid=printed-forms] tbody tr', (trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.trim())),
  );
  assert.equal(rows.length, cli.least.printed.length);
  for (const [k, form] of cli.least.printed.entries()) {
    assert.equal(plain(rows[k][2]), form.value, form.cited);
    assert.equal(plain(rows[k][3]), form.schedule, form.cited);
    assert.equal(rows[k][4], form.value === form.schedule ? '✓' : '✗', form.cited);
  }
  assert.ok(await page.isVisible('[data-testid=least-key]'));
  // Picking the corner shows its interval: the certificate's bound below
  // the best schedule.
  const corner = await nodeCentre(page, [0, 0], [8, 8]);
  await page.mouse.click(corner.x, corner.y);
  await settled(page, [0, 0]);
  assert.equal(await text(page, 'least-known'), cli.least.known[0]);
  assert.equal(await text(page, 'least-value'), `${cli.least.lower[0]}–${cli.tcd_map[0]}`);
  assert.deepEqual(await serious(page), []);
  assertClean(page);
  await page.close();
});

test('002 Figure 5: the 4x4x4 least map, every value proven, the eyes at 63', async () => {
  const link = 'v=1&dims=4x4x4&src=1,1,1&algo=least';
  const cli = castlabEval(link);
  const page = await site.open(`/?${link}`);
  const shown = await settled(page, [1, 1, 1]);
  assert.equal(shown.tcd, cli.tcd);
  await page.waitForSelector('[data-testid=least] li[data-known]');
  assert.deepEqual(await counts(page), tally(cli.least.known));
  assert.equal(await text(page, 'least-known'), 'proven');
  assert.deepEqual(await serious(page), []);
  assertClean(page);
  await page.close();
});

/** The boxes the CLI's trace gives after `step`, as the canvas writes them. */
function boxesAt(link, step) {
  const cli = JSON.parse(castlabEvalBytes(link, ['--trace']).toString());
  return cli.regions
    .filter((r) => r.step === step)
    .map((r) => `${r.low.join(',')}>${r.high.join(',')}`)
    .sort();
}

async function drawnBoxes(page) {
  const attr = await page.getAttribute('[data-testid=heatmap]', 'data-regions');
  return (attr ?? '').split(';').filter(Boolean).sort();
}

test('the region overlay on 8x8 from (2, 2): steps 1 to 3 draw the CLI\'s boxes, one per informed node', async () => {
  const link = 'v=1&src=2,2&trace=1';
  const page = await site.open(`/?${link}`);
  await settled(page, [2, 2]);
  await page.waitForSelector('[data-testid=pseudocode] li');
  for (let step = 1; step <= 3; step++) {
    await page.click('[data-testid=next-step]');
    const want = boxesAt(link, step);
    // 2^step informed nodes, each with its box; together they tile the mesh.
    assert.equal(want.length, 2 ** step);
    const area = want.reduce((sum, b) => {
      const [lo, hi] = b.split('>').map((c) => c.split(',').map(Number));
      return sum + (hi[0] - lo[0] + 1) * (hi[1] - lo[1] + 1);
    }, 0);
    assert.equal(area, 64);
    await page.waitForFunction(
      (n) => (document.querySelector('[data-testid=heatmap]')?.dataset.regions ?? '').split(';').length === n,
      want.length,
    );
    assert.deepEqual(await drawnBoxes(page), want, `step ${step}`);
    assert.ok(await page.isVisible('[data-testid=regions-key]'));
  }
  // The SVG export draws them too, tagged.
  assert.deepEqual(await serious(page), []);
  assertClean(page);
  await page.close();
});

test('the outline view: WK(4, 3)\'s clusters drawn as WK(4, 2), as the CLI counts them', async () => {
  const link = 'v=1&net=wk&outline=1';
  const cli = castlabEval(link);
  // WK(W, L − 1) for W = 4, L = 3, by formula: W^(L−1) vertices, C(W, 2)
  // links in each of its W^(L−2) clusters, (W^(L−1) − W)/2 between them.
  const [w, l] = [4, 3];
  const clusters = w ** (l - 1);
  const links = w ** (l - 2) * ((w * (w - 1)) / 2) + (w ** (l - 1) - w) / 2;
  assert.equal(cli.outline.clusters, clusters);
  assert.equal(cli.outline.inner_links + cli.outline.inter_links, links);
  assert.equal(cli.outline.is_wk_one_level_down, true);
  const page = await site.open(`/?${link}`);
  await page.waitForSelector('[data-testid=wk-canvas][data-outline]');
  assert.equal(await page.getAttribute('[data-testid=wk-canvas]', 'data-outline'), `${clusters},${links}`);
  assert.ok(await page.isVisible('[data-testid=outline-key]'));
  assert.deepEqual(await serious(page), []);
  // The toggle turns it off, and the link says so.
  await page.click('[data-testid=outline-toggle]');
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('outline'));
  await page.waitForFunction(() => !document.querySelector('[data-testid=wk-canvas]')?.dataset.outline);
  assertClean(page);
  await page.close();
});

test('the MSN area view: every destination in its family\'s area, the partial sums beside the printed forms', async () => {
  const link = 'v=1&net=msn&dims=10x8&view=areas';
  const cli = castlabEval(link);
  // Every destination but the source lies in exactly one area.
  assert.equal(cli.area_sizes.reduce((a, b) => a + b, 0), 10 * 8 - 1);
  const page = await site.open(`/?${link}`);
  await page.waitForSelector('[data-testid=partial-sums] tbody tr');
  const sizes = await page.textContent('[data-testid=area-sizes]');
  assert.equal(sizes, ['NE', 'SW', 'SE', 'NW'].map((f, k) => `${f} ${cli.area_sizes[k]}`).join(', '));
  const rows = await page.$$eval('[data-testid=partial-sums] tbody tr', (trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.trim())),
  );
  assert.equal(rows.length, 4);
  for (const [k, sum] of cli.sums.entries()) {
    assert.equal(Number(rows[k][1]), sum.bfs, sum.class);
    // ✓ where the printed form meets breadth-first search: all but Eq. (21).
    assert.equal(rows[k][2].endsWith('✓'), sum.body_value === sum.bfs, sum.body);
    assert.ok(rows[k][3].endsWith('✓'), sum.appendix);
  }
  assert.ok(rows[0][2].includes('Eq. (21): 64'));
  assert.ok(await page.isVisible('[data-testid=areas-key]'));
  assert.match(await page.textContent('[data-testid=msn-status]'), new RegExp(`${cli.tied} destinations tie`));
  assert.deepEqual(await serious(page), []);
  assertClean(page);
  await page.close();
});
