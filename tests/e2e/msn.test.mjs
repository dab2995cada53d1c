// End-to-end: the Manhattan Street pages (issue "Manhattan Street
// networks"): routes and distances, total exchange, multinode broadcast and
// the Hamiltonian cycles, against `castlab eval` and the paper's formulas.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { castlabEval } from '../support/cli.mjs';
import { msnPoint, onPage } from '../support/drawing.mjs';
import { assertClean } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();

async function text(page, id) {
  return (await page.textContent(`[data-testid=${id}]`))?.trim();
}

/** Page coordinates of node (x, y) (see `msnPoint`). */
const nodeAt = (page, at, sides) => onPage(page, '[data-testid=msn-canvas]', msnPoint(at, sides));

const status = (page, want) =>
  page.waitForFunction((w) => document.querySelector('[data-testid=msn-status]')?.textContent === w, want);

test('routes: Eq. (5) distance, routing tag and Eq. (27) mean, and clicking routes elsewhere', async () => {
  const page = await site.open(`/?v=1&net=msn&dst=3,5`);
  await page.waitForSelector('[data-testid=distance]');
  const cli = castlabEval('v=1&net=msn&dst=3,5');
  assert.equal(Number(await text(page, 'distance')), cli.distance);
  assert.equal(await text(page, 'routing-tag'), cli.routing_tag);
  // Eq. (27) for X = Y = 8: (X + Y)/4 + 1 − 4/(XY) = 79/16.
  assert.equal(await text(page, 'mean-distance'), '79/16');

  const at = await nodeAt(page, [6, 2], [8, 8]);
  await page.mouse.click(at.x, at.y);
  await page.waitForFunction(() => new URL(location.href).searchParams.get('dst') === '6,2');
  const other = castlabEval('v=1&net=msn&dst=6,2');
  await page.waitForFunction((d) => document.querySelector('[data-testid=distance]')?.textContent === String(d), other.distance);
  assert.equal(await text(page, 'routing-tag'), other.routing_tag);
  assertClean(page);
  await page.close();
});

test('total exchange: H/2 slots at full utilization, phase by phase', async () => {
  const query = 'v=1&net=msn&view=te';
  const page = await site.open(`/?${query}`);
  await page.waitForSelector('[data-testid=slots]');
  const cli = castlabEval(query);
  // Eq. (28) for N = 8: N³/4 + N²/2 − 2 = 158.
  assert.equal(Number(await text(page, 'slots')), 158);
  assert.equal(cli.slots, 158);
  assert.equal(await text(page, 'utilization'), '100%');
  await page.click('[data-testid=next-step]');
  const [i, j, tag] = cli.phases[0];
  await status(page, `Step 1: phase P(${i},${j}), hop 1 of ${tag.length}; slot 1 of 158; 128 of 128 links busy.`);
  assertClean(page);
  await page.close();
});

test('multinode broadcast: N²/2 slots, two new nodes per slot', async () => {
  const page = await site.open(`/?v=1&net=msn&view=mnb&step=10`);
  await page.waitForSelector('[data-testid=slots]');
  assert.equal(Number(await text(page, 'slots')), 32);
  // From (0,0), each of the first 10 slots informs one node per link.
  await status(page, "Slot 10 of 32: 21 nodes hold this source's packet; 128 of 128 links busy.");
  const cli = castlabEval('v=1&net=msn&view=mnb');
  assert.equal(cli.collision_free && cli.complete, true);
  assert.equal(await text(page, 'utilization'), `${(cli.utilization * 100).toFixed(2)}%`);
  assertClean(page);
  await page.close();
});

test('two edge-disjoint Hamiltonian cycles, and the controls reach every view', async () => {
  const page = await site.open(`/?v=1&net=msn&view=hamiltonian&dims=10x10`);
  await page.waitForSelector('[data-testid=edge-disjoint] .ok');
  assert.ok(await page.isVisible('[data-testid=hamiltonian] .ok'));
  // Eq. (30): (N² − 1)/2 = 49.5 for N = 10.
  assert.equal(Number(await text(page, 'slots')), 49.5);
  const cli = castlabEval('v=1&net=msn&view=hamiltonian&dims=10x10');
  assert.equal(cli.cycles.length, 2);
  assert.equal(cli.cycles[0].length, 100);

  await page.selectOption('[data-testid=view]', 'route');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('view') === null);
  await page.selectOption('[data-testid=net]', 'mesh');
  await page.waitForFunction(() => new URL(location.href).search === '?v=1');
  assertClean(page);
  await page.close();
});
