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

/**
 * What slot t of total exchange moves, from the phases `castlab eval`
 * lists and 004 §4's timing: a hop of P(i, j) takes a slot, half a slot on
 * the diagonal (i = j, half packets); a hop belongs to the slot its end
 * falls in.
 */
function slotWords(phases, t) {
  let start = 0;
  const parts = [];
  for (const [i, j, tag] of phases) {
    const per = i === j ? 1 : 2;
    const now = [];
    for (let k = 0; k < tag.length; k += 1) {
      const end = start + per * (k + 1);
      if (end > 2 * t - 2 && end <= 2 * t) now.push(k + 1);
    }
    start += per * tag.length;
    if (!now.length) continue;
    const hops = now.length === 1 ? `hop ${now[0]} of ${tag.length}` : `hops ${now[0]}–${now.at(-1)} of ${tag.length}`;
    parts.push(`phase P(${i},${j}), ${hops}${i === j ? ', half packets' : ''}`);
  }
  return parts.join('; then ');
}

test('total exchange: H/2 slots at full utilization, one step per slot', async () => {
  const query = 'v=1&net=msn&view=te';
  const page = await site.open(`/?${query}`);
  await page.waitForSelector('[data-testid=slots]');
  const cli = castlabEval(query);
  // Eq. (28) for N = 8: N³/4 + N²/2 − 2 = 158.
  assert.equal(Number(await text(page, 'slots')), 158);
  assert.equal(cli.slots, 158);
  assert.equal(await text(page, 'utilization'), '100%');
  // The stepper steps by slot: 158 steps, as many as Eq. (28)'s slots.
  assert.equal(await page.getAttribute('[data-testid=stepper] input[type=range]', 'max'), '158');
  await page.click('[data-testid=next-step]');
  const say = (t) => `Slot ${t} of 158: ${slotWords(cli.phases, t)}. Showing the packets of (0, 0); every node sends its own the same way in the same slot, so all 128 links are busy.`;
  await status(page, say(1));
  assert.match(await text(page, 'step-status'), /^Step 1 of 158/);
  // A slot inside a diagonal phase moves two half-slot hops.
  const diagonal = cli.phases.findIndex(([i, j, tag]) => i === j && tag.length >= 2);
  let slot = 1;
  for (let h = 0, p = 0; p < diagonal; p += 1) {
    h += (cli.phases[p][0] === cli.phases[p][1] ? 1 : 2) * cli.phases[p][2].length;
    slot = Math.floor(h / 2) + 1;
  }
  await page.goto(`${site.origin()}/?${query}&step=${slot}`);
  await status(page, say(slot));
  assert.match(await text(page, 'msn-status'), /half packets/);
  // The hover says in which slot the drawn packet reaches a node; in that
  // slot (by the independent walk above) its phase moves its last hop.
  const hover = await nodeAt(page, [3, 5], [8, 8]);
  await page.mouse.move(hover.x, hover.y);
  await page.waitForFunction(() => /reaches it in slot/.test(document.querySelector('[data-testid=readout]')?.textContent));
  const said = await text(page, 'readout');
  const [, hops, reached, pi, pj] = said.match(/^\(3, 5\): (\d+) hops from the source; the packet of \(0, 0\) reaches it in slot (\d+), at the end of phase P\((\d+),(\d+)\)$/);
  const [, , lastTag] = cli.phases.find(([i, j]) => i === Number(pi) && j === Number(pj));
  // Total exchange routes on shortest paths: the phase's tag is as long as
  // the breadth-first distance castlab eval gives.
  assert.equal(Number(hops), cli.distance_map[3 + 8 * 5]);
  assert.equal(lastTag.length, cli.distance_map[3 + 8 * 5]);
  assert.match(slotWords(cli.phases, Number(reached)), new RegExp(`phase P\\(${pi},${pj}\\), hops? (\\d+–)?${lastTag.length} of ${lastTag.length}`));
  // The panel says whose packets are drawn: every node sends.
  assert.match(await text(page, 'msn-metrics'), /Every node sends; drawn: the packets of \(0, 0\)/);
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
