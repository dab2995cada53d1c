// End-to-end: grades in a real Learning Record Store (issue "Grades in the
// gradebook"). A course page embeds three questions and names a store;
// Chromium answers each wrong and then right; embed-host.js adds the
// learner and the page to each answer's xAPI statement and posts it.
// Learning Locker's statement service, which refuses any key xAPI 1.0.3
// does not define, must store every one as sent, and give them back.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

import { castlabEval } from '../support/cli.mjs';
import { AUTH, startLrs } from '../support/lrs.mjs';
import { assertClean, nodeCentre } from '../support/page.mjs';
import { DIST, useSite } from '../support/site.mjs';

const COURSE = fileURLToPath(new URL('../course', import.meta.url));
const site = useSite({ '/castlab/': DIST, '/course/': COURSE });
let lrs;
before(async () => { lrs = await startLrs(); });
after(() => lrs?.stop());

const ISO_DURATION = /^PT\d+(\.\d+)?S$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('three questions answered wrong and right: the store keeps all six statements as sent, with the learner, the page and castlab\'s verdicts', async () => {
  const page = await site.open(`/course/grades.html?lrs=${encodeURIComponent(lrs.endpoint)}&auth=${encodeURIComponent(AUTH)}`);
  const frame = async (id) => {
    const f = await (await page.$(`#${id}`)).contentFrame();
    await f.waitForSelector('[data-testid=prompt]', { timeout: 30_000 });
    return f;
  };
  const recorded = (n) => page.waitForFunction((k) => window.recorded.length >= k, n, { timeout: 30_000 });

  // 1. How many hops (numeric): castlab eval's TCD.
  const hops = castlabEval('v=1&dims=4x4&src=1,2');
  const one = await frame('hops');
  for (const given of [hops.tcd + 1, hops.tcd]) {
    await one.fill('[data-testid=answer-input]', String(given));
    await one.click('[data-testid=answer-check]');
  }
  await recorded(2);
  // 2. Contention-free (true-false).
  const free = castlabEval('v=1&dims=4x4&src=1,0&algo=exact').contention_free;
  const two = await frame('contention');
  await two.click(free ? '[data-testid=answer-no]' : '[data-testid=answer-yes]');
  await recorded(3);
  await two.click(free ? '[data-testid=answer-yes]' : '[data-testid=answer-no]');
  await recorded(4);
  // 3. The least TCD (a choice): the map's least and a node off it.
  const map = castlabEval('v=1&dims=4x4').tcd_map;
  const least = Math.min(...map);
  const three = await frame('least');
  await three.waitForSelector('[data-testid=heatmap]');
  await page.$eval('#least', (el) => el.scrollIntoView());
  const box = await (await page.$('#least')).boundingBox();
  for (const v of [map.indexOf(Math.max(...map)), map.indexOf(least)]) {
    const c = await nodeCentre(three, [v % 4, Math.floor(v / 4)], [4, 4]);
    await page.mouse.click(box.x + c.x, box.y + c.y);
    await page.waitForFunction((k) => window.recorded.length >= k, v === map.indexOf(least) ? 6 : 5, { timeout: 30_000 });
  }

  const sent = await page.evaluate(() => window.recorded);
  assert.equal(sent.length, 6);
  // Every post stored: HTTP 200, nothing refused or warned about.
  assert.deepEqual(sent.map((r) => [r.ok, r.status]), Array(6).fill([true, 200]));
  const { status, body } = await lrs.get('statements?limit=100&ascending=true');
  assert.equal(status, 200);
  const stored = body.statements.filter((s) => sent.some((r) => r.id === s.id));
  assert.equal(stored.length, 6);
  // Posted one at a time: the store keeps them in the order answered, even
  // the two numeric answers given without waiting between them.
  assert.deepEqual(stored.map((s) => s.id), sent.map((r) => r.id));
  // A node as a choice id: its coordinates joined by "_".
  const id = (v) => `${v % 4}_${Math.floor(v / 4)}`;
  const courseUrl = `${site.origin()}/course/grades.html?lrs=${encodeURIComponent(lrs.endpoint)}&auth=${encodeURIComponent(AUTH)}`;
  const want = [
    ['numeric', false, String(hops.tcd + 1), 'v=1&dims=4x4&src=1,2&ask=hops'],
    ['numeric', true, String(hops.tcd), 'v=1&dims=4x4&src=1,2&ask=hops'],
    ['true-false', false, String(!free), 'v=1&src=1,0&algo=exact&ask=contention'],
    ['true-false', true, String(free), 'v=1&src=1,0&algo=exact&ask=contention'],
    ['choice', false, id(map.indexOf(Math.max(...map))), 'v=1&dims=4x4&ask=least'],
    ['choice', true, id(map.indexOf(least)), 'v=1&dims=4x4&ask=least'],
  ];
  for (const [i, [kind, success, response, activity]] of want.entries()) {
    const s = stored.find((x) => x.id === sent[i].id);
    assert.match(s.id, UUID);
    assert.equal(s.actor.account.name, 'ada');
    assert.equal(s.verb.id, 'http://adlnet.gov/expapi/verbs/answered');
    // The question's own link: the same for both answers, however shown.
    assert.equal(s.object.id, `${site.origin()}/castlab/?${activity}`);
    assert.equal(s.object.definition.interactionType, kind);
    assert.equal(s.result.success, success);
    assert.equal(s.result.completion, success);
    assert.equal(s.result.response, response);
    assert.match(s.result.duration, ISO_DURATION);
    const { scaled, raw, min, max } = s.result.score;
    assert.ok(scaled >= 0 && scaled <= 1 && raw === scaled && min === 0 && max === 1, JSON.stringify(s.result.score));
    assert.ok(Object.keys(s.result.extensions).every((k) => k === `${site.origin()}/castlab/xapi/feedback`));
    assert.deepEqual(s.context.contextActivities.parent.map((p) => p.id), [courseUrl]);
  }
  // The scores: a right answer at the second try is worth 0.75, a yes/no
  // right at its second try 0 (README, "Exercises"); a wrong least pick the
  // least over its value, times 1.
  const scaled = want.map((_, i) => stored.find((x) => x.id === sent[i].id).result.score.scaled);
  assert.deepEqual(scaled.slice(0, 4), [0, 0.75, 0, 0]);
  assert.ok(Math.abs(scaled[4] - least / Math.max(...map)) < 1e-12);
  assert.equal(scaled[5], 0.75);
  assertClean(page);
  await page.close();
});
