// End-to-end: the TCD pages for meshes and tori (issue "Mesh and torus TCD
// engine"): algorithms, difference maps, 3-D slices, 4-D tables, the
// schedule animation and the paper check, all against `castlab eval`.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { castlabEval } from '../support/cli.mjs';
import { afterPaint, assertClean, nodeCentre, settled, plain, count } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();

test('switching the algorithm recomputes the source from its own schedule', async () => {
  const page = await site.open(`/?v=1&src=3,1`);
  const paper = await settled(page, [3, 1]);
  const cli = castlabEval('v=1&src=3,1');
  assert.equal(paper.tcd, cli.tcd);
  assert.equal(paper.tcd, 73);

  await page.selectOption('[data-testid=algo]', 'recursive');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('algo') === 'recursive');
  const recursive = await settled(page, [3, 1]);
  const cliRec = castlabEval('v=1&src=3,1&algo=recursive');
  assert.equal(recursive.tcd, cliRec.tcd);
  assert.ok(recursive.tcd < paper.tcd, 'recursive beats Algorithm 1 at (3,1)');
  // The comparison table lists the same per-algorithm values as the CLI.
  for (const name of ['paper', 'symmetric', 'recursive']) {
    assert.equal(
      Number(await page.textContent(`[data-testid=compare-${name}]`)),
      cliRec.algorithms[name],
      name,
    );
  }
  assertClean(page);
  await page.close();
});

test('the difference map spans the differences castlab eval implies', async () => {
  const page = await site.open(`/?v=1&dims=16x16&cmp=recursive`);
  await settled(page, [0, 0]);
  const paper = castlabEval('v=1&dims=16x16').tcd_map;
  const recursive = castlabEval('v=1&dims=16x16&algo=recursive').tcd_map;
  const reach = Math.max(...paper.map((p, i) => Math.abs(p - recursive[i])));
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid=legend-max]')?.textContent === text,
    `+${reach}`,
  );
  assert.equal(await page.textContent('[data-testid=legend-min]'), `-${reach}`);
  // Hovering reads both values and their difference.
  const at = await nodeCentre(page, [6, 3], [16, 16]);
  await page.mouse.move(at.x, at.y);
  const i = 6 + 16 * 3;
  const text = `(6, 3): TCD ${paper[i]} under Algorithm 1 (Cang and Wu 1998), ${recursive[i]} under the best subcube-recursive schedule (castlab), difference +${paper[i] - recursive[i]}`;
  await page.waitForFunction((t) => document.querySelector('[data-testid=readout]')?.textContent === t, text);
  assertClean(page);
  await page.close();
});

test('3-D meshes are shown as z-slices and clicking picks the right node', async () => {
  const page = await site.open(`/?v=1&dims=4x4x4`);
  await settled(page, [0, 0, 0]);
  const at = await nodeCentre(page, [1, 2, 3], [4, 4, 4]);
  await page.mouse.click(at.x, at.y);
  const shown = await settled(page, [1, 2, 3]);
  assert.equal(shown.search, '?v=1&dims=4x4x4&src=1,2,3');
  const cli = castlabEval('v=1&dims=4x4x4&src=1,2,3');
  assert.equal(shown.tcd, cli.tcd);
  // 002 prints the 4x4x4 optimum OD_2 = 63 and Theorem 1's closed form.
  assert.equal(plain(await page.textContent('[data-testid=optimum]')), 63);
  assert.equal(plain(await page.textContent('[data-testid=closed-form]')), cli.closed_form.tcd);
  assertClean(page);
  await page.close();
});

test('the schedule animation steps through the messages castlab eval lists', async () => {
  const page = await site.open(`/?v=1&dims=4x4&src=1,0&algo=exact`);
  await settled(page, [1, 0]);
  const cli = castlabEval('v=1&dims=4x4&src=1,0&algo=exact');
  assert.equal(cli.tcd, 16);
  for (let step = 1; step <= 3; step += 1) {
    await page.click('[data-testid=next-step]');
    const messages = cli.schedule.filter((m) => m.step === step);
    const hops = messages.reduce((sum, m) => sum + m.hops, 0);
    const informed = 1 + cli.schedule.filter((m) => m.step <= step).length;
    const status = `Step ${step} of 4: ${count(messages.length, 'message')}, ${count(hops, 'hop')}; ${count(informed, 'node')} informed.`;
    await page.waitForFunction((s) => document.querySelector('[data-testid=step-status]')?.textContent === s, status);
  }
  await afterPaint(page);
  assert.equal(new URL(page.url()).searchParams.get('step'), '3');
  // The step's messages are drawn: the canvas changes between steps.
  const before = await page.evaluate(() => document.querySelector('[data-testid=heatmap]').toDataURL());
  await page.click('[data-testid=next-step]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('step') === '4');
  const afterStep = await page.evaluate(() => document.querySelector('[data-testid=heatmap]').toDataURL());
  assert.notEqual(before, afterStep);
  assertClean(page);
  await page.close();
});

test('the paper check shows the verdicts castlab eval reaches, with the certificates where they cover the grid', async () => {
  // Each of these grids has a certificate at every source: the page's
  // paper check agrees with its "Proven optimum" panel, as `cert=1` checks.
  for (const query of ['v=1&dims=4x4', 'v=1&dims=8x8', 'v=1&dims=4x4x4', 'v=1&net=torus&dims=4x4']) {
    const page = await site.open(`/?${query}`);
    await page.waitForSelector('[data-testid=claims]');
    const cli = castlabEval(`${query}&cert=1`);
    for (const claim of cli.claims) {
      const shown = await page.getAttribute(`[data-claim=${claim.id}]`, 'data-verdict');
      assert.equal(shown, claim.verdict, `${query}: ${claim.id}`);
      assert.ok((await page.textContent(`[data-claim=${claim.id}]`)).includes(claim.evidence));
    }
    assertClean(page);
    await page.close();
  }
  // On 4x4 the exhaustive search refutes 000 Theorem 2 (17 vs 16 at (1,0)).
  const cli = castlabEval('v=1&dims=4x4');
  assert.equal(cli.claims.find((c) => c.id === 'algorithm-is-minimum').verdict, 'fails');
  // One verdict per claim: on 8×8 the maps alone leave Corollary 1 open;
  // the page shows it settled by the certificates.
  const maps = castlabEval('v=1&dims=8x8').claims.find((c) => c.id === 'eye-is-optimal');
  assert.equal(maps.verdict, 'open');
  const page = await site.open('/?v=1&dims=8x8&src=2,2');
  await page.waitForSelector('[data-claim=eye-is-optimal]');
  assert.equal(await page.getAttribute('[data-claim=eye-is-optimal]', 'data-verdict'), 'holds');
  await page.waitForSelector('[data-testid=proven-optimum]');
  assert.equal(plain(await page.textContent('[data-testid=proven-optimum]')), 69);
  assertClean(page);
  await page.close();
});

test('4-D meshes show numbers and the schedule table', async () => {
  const query = 'v=1&dims=2x2x2x2&src=1,0,1,0';
  const page = await site.open(`/?${query}`);
  await settled(page, [1, 0, 1, 0]);
  const cli = castlabEval(query);
  assert.equal(plain(await page.textContent('[data-testid=tcd]')), cli.tcd);
  assert.equal(cli.tcd, 15, 'eq. (11): 2^4 − 1 from any node of the unit 4-cube');
  assert.equal(await page.locator('[data-testid=schedule-table] tbody tr').count(), 15);
  assert.ok(await page.isVisible('[data-testid=summary]'));
  assertClean(page);
  await page.close();
});

test('on a torus every source gets the eye TCD', async () => {
  const page = await site.open(`/?v=1&net=torus&dims=8x8`);
  await settled(page, [0, 0]);
  for (const cell of [[0, 0], [7, 3], [4, 4]]) {
    const at = await nodeCentre(page, cell, [8, 8]);
    await page.mouse.click(at.x, at.y);
    const shown = await settled(page, cell);
    // 000 §5: every torus node is an eye; MD_3(E_3) = 69.
    assert.equal(shown.tcd, 69);
    assert.equal(shown.tcd, castlabEval(`v=1&net=torus&dims=8x8&src=${cell.join(',')}`).tcd);
  }
  assertClean(page);
  await page.close();
});
