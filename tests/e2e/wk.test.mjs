// End-to-end: the WK-recursive page (issue "WK-recursive networks"): the
// broadcast's checks and both algorithms against `castlab eval`, the step
// animation, picking a source on the drawing and in the node table.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { castlabEval } from '../support/cli.mjs';
import { onPage, wkPoint } from '../support/drawing.mjs';
import { afterPaint, assertClean, count } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();

async function shows(page, address) {
  await page.waitForFunction(
    (a) => document.querySelector('[data-testid=wk-metrics] [data-testid=source]')?.textContent === a,
    address,
  );
}

/** Page coordinates of a node on the WK drawing (see `wkPoint`). */
const nodeAt = (page, w, address) => onPage(page, '[data-testid=wk-canvas]', wkPoint(w, address));

test('WK(4,3) from 201 shows the checks and both algorithms as castlab eval does', async () => {
  const query = 'v=1&net=wk&src=201';
  const page = await site.open(`/?${query}`);
  await shows(page, '201');
  const cli = castlabEval(query);
  await page.waitForSelector('[data-testid=wk-compare]');
  assert.equal(Number(await page.textContent('[data-testid=wk-metrics] [data-testid=steps]')), cli.steps);
  assert.equal(cli.steps, 7, '2^L − 1 for L = 3 (001 Theorem 2)');
  assert.ok(await page.isVisible('[data-testid=exactly-once] .ok'));
  assert.ok(await page.isVisible('[data-testid=async] .ok'));
  assert.equal(await page.textContent('[data-testid=label-bits]'), `${cli.label_bits} bits`);
  for (const row of cli.compare) {
    const cells = await page.locator(`[data-testid=wk-compare] tr[data-algorithm=${row.algorithm}] td`).allTextContents();
    assert.deepEqual(cells.map(Number), [row.steps, row.label_bits, row.stack_size, row.work_max, row.work_total]);
  }
  assertClean(page);
  await page.close();
});

test('the step animation follows the deliveries, stage by stage', async () => {
  const query = 'v=1&net=wk&src=201';
  const page = await site.open(`/?${query}`);
  await shows(page, '201');
  const cli = castlabEval(query);
  for (let step = 1; step <= 3; step += 1) {
    await page.click('[data-testid=next-step]');
    const now = cli.deliveries.filter((d) => d.time === step).length;
    const informed = 1 + cli.deliveries.filter((d) => d.time <= step).length;
    const status = `Step ${step} of 7: ${count(now, 'message')}, ${count(now, 'hop')}; ${count(informed, 'node')} informed.`;
    await page.waitForFunction((s) => document.querySelector('[data-testid=step-status]')?.textContent === s, status);
  }
  // 001 Figure 3: in step 1, 201 sends (0, 1) to 200, 202, 203 and (1, 0) to 210.
  const first = cli.deliveries.filter((d) => d.time === 1).map((d) => `${d.to} ${d.label}`).sort();
  assert.deepEqual(first, ['200 (0, 1)', '202 (0, 1)', '203 (0, 1)', '210 (1, 0)']);
  assertClean(page);
  await page.close();
});

test('clicking a node of the drawing or of the table makes it the source', async () => {
  const page = await site.open(`/?v=1&net=wk&src=201`);
  await shows(page, '201');
  const at = await nodeAt(page, 4, '022');
  await page.mouse.click(at.x, at.y);
  await shows(page, '022');
  await afterPaint(page);
  assert.equal(new URL(page.url()).search, '?v=1&net=wk&src=022');

  await page.click('[data-testid=wk-table] summary');
  await page.click('[data-testid=wk-table] button:text-is("311")');
  await shows(page, '311');
  const cli = castlabEval('v=1&net=wk&src=311');
  assert.equal(Number(await page.textContent('[data-testid=wk-metrics] [data-testid=steps]')), cli.steps);
  // The table lists 001's properties: flip-cor-id(311) = 3.
  const row = await page.locator('[data-testid=wk-table] tr:has(button:text-is("311")) td').allTextContents();
  assert.deepEqual(row, ['311', '1', '2', '3']);
  assertClean(page);
  await page.close();
});

test('the stack algorithm and other sizes come from the controls', async () => {
  const page = await site.open(`/?v=1&net=wk&src=201`);
  await shows(page, '201');
  await page.selectOption('[data-testid=algo]', 'stack');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('algo') === 'stack');
  const cli = castlabEval('v=1&net=wk&src=201&algo=stack');
  await page.waitForFunction(
    (bits) => document.querySelector('[data-testid=label-bits]')?.textContent === `${bits} bits`,
    cli.label_bits,
  );
  await page.selectOption('[data-testid=wk-w]', '5');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('w') === '5');
  const search = new URL(page.url()).search;
  const sized = castlabEval(search);
  assert.equal(sized.nodes, 125);
  await shows(page, sized.source);
  assert.equal(Number(await page.textContent('[data-testid=wk-metrics] [data-testid=steps]')), sized.steps);
  assertClean(page);
  await page.close();
});
