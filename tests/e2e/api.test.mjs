// End-to-end: the embed's scripting API (issue "The course kit"), on the
// sample course page tests/course/api.html: the host sets a configuration
// and reads castlab eval's numbers back, a click in the embed arrives as
// `select` with castlab eval's value, evaluate() is castlab eval's JSON,
// step and play work, and a page of another origin, a forged origin and 20
// malformed messages change nothing and crash nothing.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { serious } from '../support/axe.mjs';
import { castlabEval } from '../support/cli.mjs';
import { assertClean, nodeCentre } from '../support/page.mjs';
import { serve } from '../support/server.mjs';
import { DIST, useSite } from '../support/site.mjs';

const COURSE = fileURLToPath(new URL('../course', import.meta.url));
const site = useSite({ '/castlab/': DIST, '/course/': COURSE });

/** Opens the course page and waits for the embed's `ready`. */
async function course() {
  const page = await site.open('/course/api.html');
  await page.waitForFunction(() => window.castlabEvents?.some((e) => e.type === 'castlab:ready'), null, { timeout: 30_000 });
  return page;
}

/** Waits for an event of `type`, after the first `skip` events, for which
 * the expression `when` (of `e`) holds, and returns it. */
async function next(page, type, when = 'true', skip = 0) {
  const handle = await page.waitForFunction(
    ([t, w, s]) => window.castlabEvents.slice(s).find((e) => e.type === t && new Function('e', `return ${w};`)(e)),
    [type, when, skip],
    { timeout: 30_000 },
  );
  return handle.jsonValue();
}

const count = (page) => page.evaluate(() => window.castlabEvents.length);

test('the host sets a configuration and hears castlab eval\'s numbers; evaluate() is castlab eval\'s JSON', async () => {
  const page = await course();
  const ready = await next(page, 'castlab:ready');
  assert.equal(ready.version, 1);
  assert.equal(ready.permalink, 'v=1&src=2,2&embed=1');
  const first = await next(page, 'castlab:state');
  assert.equal(first.values.tcd, castlabEval('v=1&src=2,2').tcd);

  const link = 'v=1&dims=16x16&src=5,9';
  const cli = castlabEval(link);
  const before = await count(page);
  await page.click('#big');
  const state = await next(page, 'castlab:state', "e.permalink.includes('16x16')", before);
  assert.equal(state.permalink, `${link}&embed=1`);
  assert.deepEqual(
    [state.values.tcd, state.values.steps, state.values.messages],
    [cli.tcd, cli.steps, cli.messages],
  );
  // The embed shows the same number.
  const frame = page.frameLocator('#lab');
  await frame.locator('[data-testid=tcd]').filter({ hasText: String(cli.tcd) }).waitFor();
  await page.click('#evaluate');
  await page.waitForFunction(() => document.getElementById('said').textContent.startsWith('castlab eval says'));
  const evaluation = await next(page, 'castlab:evaluation');
  assert.deepEqual(evaluation.evaluation, cli);
  assert.equal(typeof evaluation.id, 'number');
  assertClean(page);
  await page.close();
});

test('a click in the embed arrives as select with the node and castlab eval\'s value; step, play and pause', async () => {
  const page = await course();
  await next(page, 'castlab:state');
  const cli = castlabEval('v=1&src=2,2');
  const frame = page.frames().find((f) => f.url().includes('/castlab/'));
  for (const at of [[6, 1], [0, 7]]) {
    const before = await count(page);
    const c = await nodeCentre(frame, at, [8, 8]);
    // The frame's coordinates are inside the iframe: offset by its box.
    const box = await page.locator('#lab').boundingBox();
    await page.mouse.click(box.x + c.x, box.y + c.y);
    const select = await next(page, 'castlab:select', 'true', before);
    assert.deepEqual(select.node, at);
    assert.equal(select.value, cli.tcd_map[at[0] + 8 * at[1]]);
  }
  assert.match(await page.textContent('#picked'), /You picked \(0, 7\): a broadcast from there travels 79 hops/);

  let before = await count(page);
  await page.click('#step');
  const step = await next(page, 'castlab:step', 'e.step === 3', before);
  assert.equal(step.steps, 6);
  await frame.waitForFunction(() => document.querySelector('[data-testid=step-status]')?.textContent.startsWith('Step 3 of 6'));
  before = await count(page);
  await page.click('#play');
  await next(page, 'castlab:step', 'e.step === 4', before);
  await page.click('#pause');
  await frame.waitForFunction(() => document.querySelector('[data-testid=play]')?.textContent === 'Play');
  assert.deepEqual(await serious(page), []);
  assertClean(page);
  await page.close();
});

test('20 malformed messages get 20 errors and change nothing; a forged origin is not even answered', async () => {
  const page = await course();
  await next(page, 'castlab:state');
  const frame = page.frames().find((f) => f.url().includes('/castlab/'));
  const url = frame.url();
  const before = await count(page);
  await page.evaluate(() => {
    const target = document.getElementById('lab').contentWindow;
    const bad = [
      null, 42, 'castlab:set', [], {}, { type: 'castlab:set' }, { type: 'castlab:set', query: 7 },
      { type: 'castlab:step', step: 'three' }, { type: 'castlab:step', step: -1 }, { type: 'castlab:fly' },
      { type: 'castlab:set', query: {} }, { type: 'set', query: 'v=1' }, { type: 'castlab:evaluate', id: 'x' },
      { type: 'castlab:evaluate', id: [] }, { type: 'CASTLAB:SET', query: 'v=1' }, { query: 'v=1' }, { type: null },
      { type: 'castlab:step', step: 1e12 }, { type: 'castlab:set', query: ['v=1'] }, true,
    ];
    for (const m of bad) target.postMessage(m, location.origin);
  });
  // All 20 answers arrive (a loaded machine may take a while), then none more.
  await page.waitForFunction((b) => window.castlabEvents.slice(b).filter((e) => e.type === 'castlab:error').length >= 20, before, { timeout: 30_000 }).catch(() => {});
  await page.waitForTimeout(300);
  const after = await page.evaluate((b) => window.castlabEvents.slice(b), before);
  assert.equal(after.length, 20, JSON.stringify(after));
  assert.ok(after.every((e) => e.type === 'castlab:error' && e.kind === 'not_a_command' && e.message.includes('not a castlab command')));
  assert.equal(frame.url(), url);
  // A message whose origin is not the page's (forged inside the frame) is
  // ignored without an answer.
  await frame.evaluate(() => {
    const forged = new MessageEvent('message', { data: { type: 'castlab:set', query: 'v=1&src=7,7' }, origin: 'https://elsewhere.example', source: window.parent });
    window.dispatchEvent(forged);
  });
  await page.waitForTimeout(500);
  assert.equal(await count(page), before + 20);
  assert.equal(frame.url(), url);
  assertClean(page);
  await page.close();
});

test('hello, error kinds with ids, an unknown field, and no answer leaked while an exercise is open', async () => {
  const page = await course();
  await next(page, 'castlab:state');
  const post = (message) => page.evaluate((m) => document.getElementById('lab').contentWindow.postMessage(m, location.origin), message);
  // A host that loads late asks for ready again.
  let before = await count(page);
  await post({ type: 'castlab:hello', id: 5 });
  await next(page, 'castlab:ready', 'true', before);
  // A newer host's unknown field is ignored, not refused.
  before = await count(page);
  await post({ type: 'castlab:set', query: 'v=1&src=1,1', id: 6, since: 'v2' });
  await next(page, 'castlab:state', "e.permalink === 'v=1&src=1,1&embed=1'", before);
  assert.equal(await page.evaluate((b) => window.castlabEvents.slice(b).filter((e) => e.type === 'castlab:error').length, before), 0);
  // Errors carry the grammar's kind, or the API's, and the request's id.
  before = await count(page);
  await post({ type: 'castlab:set', query: 'v=1&dims=2048x2048', id: 7 });
  const big = await next(page, 'castlab:error', 'e.id === 7', before);
  assert.equal(big.kind, 'too_many_nodes');
  await post({ type: 'castlab:fly', id: 8 });
  assert.equal((await next(page, 'castlab:error', 'e.id === 8', before)).kind, 'not_a_command');
  // evaluate() rejects on a timeout.
  const late = await page.evaluate(() => window.castlabLab.evaluate({ timeout: 0 }).then(() => 'resolved', (e) => e.kind));
  assert.equal(late, 'timeout');

  // An exercise: while it is open, neither state, select nor evaluate
  // carries its answer (the TCD, 69 from (2, 2)).
  const cli = castlabEval('v=1&src=2,2');
  before = await count(page);
  await page.evaluate(() => window.castlabLab.set('v=1&src=2,2&ask=hops'));
  const asked = await next(page, 'castlab:state', "e.permalink.includes('ask=hops')", before);
  assert.deepEqual(asked.values, {});
  const refused = await page.evaluate(() => window.castlabLab.evaluate().then(() => null, (e) => ({ kind: e.kind, message: e.message })));
  assert.equal(refused.kind, 'answer_hidden');
  const frame = page.frames().find((f) => f.url().includes('/castlab/'));
  const box = await page.locator('#lab').boundingBox();
  const c = await nodeCentre(frame, [5, 5], [8, 8]);
  const prompt = await frame.textContent('[data-testid=prompt]');
  before = await count(page);
  await page.mouse.click(box.x + c.x, box.y + c.y);
  // A click on the map is no answer here, and it does not swap the
  // question for another source's: nothing is selected, nothing moves.
  await page.waitForTimeout(500);
  assert.deepEqual(await page.evaluate((n) => window.castlabEvents.slice(n).filter((e) => e.type === 'castlab:select'), before), []);
  assert.equal(await frame.textContent('[data-testid=prompt]'), prompt);
  const seen = JSON.stringify(await page.evaluate(() => window.castlabEvents.filter((e) => e.type !== 'castlab:ready')));
  assert.doesNotMatch(seen.slice(seen.indexOf('ask=hops')), new RegExp(`[^0-9]${cli.tcd}[^0-9]`));
  // Answered right: the numbers are shown and evaluate() answers.
  const source = await frame.textContent('[data-testid=prompt]');
  const [, sx, sy] = source.match(/from \((\d+), (\d+)\)/);
  const tcd = castlabEval(`v=1&src=${sx},${sy}`).tcd;
  before = await count(page);
  await frame.fill('[data-testid=answer-input]', String(tcd));
  await frame.click('[data-testid=answer-check]');
  await next(page, 'castlab:answered', 'e.statement.result.success', before);
  const shown = await next(page, 'castlab:state', `e.values.tcd === ${tcd}`, before);
  assert.ok(shown.permalink.includes('ask=hops'));
  const evaluation = await page.evaluate(() => window.castlabLab.evaluate());
  assert.equal(evaluation.tcd, tcd);
  assertClean(page);
  await page.close();
});

let other;
let dir;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'castlab-other-origin-'));
});
after(async () => {
  await other?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a page of another origin can neither script an embed nor hear it, unless the link names its origin', async () => {
  const castlab = site.origin();
  other = await serve({ '/': dir });
  // The same embed twice on a page of another origin (another port): one
  // link without origin=, one naming this page's origin.
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another site</title><link rel="icon" href="data:,"></head><body>
    <iframe id="closed" title="closed" src="${castlab}/castlab/?v=1&src=2,2&embed=1" style="width:600px;height:400px"></iframe>
    <iframe id="open" title="open" src="${castlab}/castlab/?v=1&src=2,2&embed=1&origin=${encodeURIComponent(other.url)}" style="width:600px;height:400px"></iframe>
    <iframe id="written" title="written" src="${castlab}/castlab/?v=1&src=2,2&embed=1&origin=${encodeURIComponent(`${other.url.replace('http://', 'HTTP://')}/`)}" style="width:600px;height:400px"></iframe>
    <iframe id="default-port" title="default port" src="${castlab}/castlab/?v=1&src=2,2&embed=1&origin=HTTPS://Course.Example.EDU:443" style="width:600px;height:400px"></iframe>
    <script src="${castlab}/castlab/embed-host.js"></script>
    <script>
      window.castlabEvents = { closed: [], open: [], written: [] };
      window.labs = {};
      for (const id of ['closed', 'open', 'written']) {
        const lab = castlab.embed(document.getElementById(id));
        for (const t of ['ready', 'state', 'error']) lab.on(t, (m) => window.castlabEvents[id].push(m));
        window.labs[id] = lab;
      }
    </script></body></html>`);
  const page = await site.open('/castlab/?v=1'); // any page of the browser's context
  await page.goto(`${other.url}/index.html`);
  await page.waitForFunction(() => window.castlabEvents.open.some((e) => e.type === 'castlab:state'), null, { timeout: 30_000 });
  await page.evaluate(() => { window.labs.closed.set('v=1&src=7,7'); window.labs.open.set('v=1&src=0,0'); });
  await page.waitForFunction(() => window.castlabEvents.open.some((e) => e.type === 'castlab:state' && e.permalink.startsWith('v=1&embed=1')), null, { timeout: 30_000 });
  await page.waitForTimeout(500);
  assert.deepEqual(await page.evaluate(() => window.castlabEvents.closed), []);
  const closed = await (await page.$('#closed')).contentFrame();
  assert.match(await closed.textContent('[data-testid=source]'), /\(2, 2\)/);
  // An origin written with capitals and a trailing slash still matches
  // (it is stored as the browser writes it); one with its default port is
  // stored without it.
  assert.ok((await page.evaluate(() => window.castlabEvents.written)).some((e) => e.type === 'castlab:state'));
  const port = await (await page.$('#default-port')).contentFrame();
  await port.waitForFunction(() => location.search.includes('origin='));
  assert.match(port.url(), /[?&]origin=https:\/\/course\.example\.edu(&|$)/);
  await page.close();
});
