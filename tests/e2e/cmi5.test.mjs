// End-to-end: castlab's cmi5 package launched as a cmi5 LMS launches an
// assignable unit (issue "Grades in the gradebook"). The LMS side is
// played here: its fetch URL hands out the auth token, its state API holds
// LMS.LaunchData (the context template, the mastery score), and its
// statements API is the real Learning Record Store of the grade tests,
// which refuses any key xAPI 1.0.3 does not define. Chromium answers the
// exercises; the statements must arrive in cmi5's order, with its context,
// each of its types in xAPI's and cmi5's rules (tests/support/lms-types.mjs).
// The package is served as an LMS serves its files: by name, with an
// error for a folder's address (issue "Works where it is used").
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CASTLAB, castlabEval } from '../support/cli.mjs';
import { checkCmi5 } from '../support/lms-types.mjs';
import { AUTH, startLrs } from '../support/lrs.mjs';
import { say } from '../support/fluent.mjs';
import { assertClean } from '../support/page.mjs';
import { DIST, useSite } from '../support/site.mjs';

const LMS = mkdtempSync(join(tmpdir(), 'castlab-cmi5-'));
const site = useSite({ '/lms/': LMS }, { filesOnly: true });
const CMI5 = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
const MOVEON = 'https://w3id.org/xapi/cmi5/context/categories/moveon';
const SESSION = 'https://w3id.org/xapi/cmi5/context/extensions/sessionid';
const LINKS = ['v=1&dims=4x4&src=1,2&ask=hops&pass=0.5', 'v=1&dims=4x4&src=1,0&algo=exact&ask=contention&pass=0.5'];

let lrs;
let lms;
// The launch the LMS is making now (one course at a time).
const launch = { registration: '', session: '', activityId: '', mastery: undefined };
Object.defineProperty(launch, 'masteryScore', { get: () => launch.mastery });

/** Packages the course (the links given, or the template with its
 * exercises.txt edited as a lecturer would) and unpacks it under /lms/<name>/;
 * returns its AU's id and mastery score, as cmi5.xml says. */
function course(name) {
  const zip = join(LMS, `${name}.zip`);
  const made = name === 'template' ? ['--template'] : name === 'links-de' ? LINKS.map((l) => `${l}&locale=de`) : LINKS;
  execFileSync(CASTLAB, ['package', '--cmi5', '--site', DIST, '--output', zip, '--title', 'Week 6', ...made], { stdio: 'ignore' });
  execFileSync('python3', ['-m', 'zipfile', '-e', zip, join(LMS, name)]);
  if (name === 'template') writeFileSync(join(LMS, name, 'exercises.txt'), `# Week 6\n${LINKS.join('\n')}\n`);
  const structure = readFileSync(join(LMS, name, 'cmi5.xml'), 'utf8');
  const mastery = structure.match(/masteryScore="([^"]+)"/);
  return { activityId: structure.match(/<au id="([^"]+)"/)[1], mastery: mastery ? Number(mastery[1]) : undefined };
}

before(async () => {
  lrs = await startLrs();
  // The LMS: the fetch URL, LMS.LaunchData, and statements passed to the LRS.
  lms = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Experience-API-Version');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, OPTIONS');
    if (req.method === 'OPTIONS') return res.end();
    const url = new URL(req.url, 'http://127.0.0.1');
    if (url.pathname === '/fetch' && req.method === 'POST') {
      res.setHeader('Content-Type', 'application/json');
      return res.end(JSON.stringify({ 'auth-token': AUTH.slice('Basic '.length) }));
    }
    if (url.pathname === '/xAPI/activities/state' && url.searchParams.get('stateId') === 'LMS.LaunchData') {
      res.setHeader('Content-Type', 'application/json');
      return res.end(JSON.stringify({
        contextTemplate: {
          contextActivities: { grouping: [{ objectType: 'Activity', id: launch.activityId }] },
          extensions: { [SESSION]: launch.session },
        },
        launchMode: 'Normal',
        moveOn: 'CompletedAndPassed',
        ...(launch.mastery === undefined ? {} : { masteryScore: launch.mastery }),
      }));
    }
    if (url.pathname === '/xAPI/statements' && req.method === 'POST') {
      const body = [];
      for await (const chunk of req) body.push(chunk);
      const answer = await fetch(`${lrs.endpoint}statements`, {
        method: 'POST',
        headers: { Authorization: req.headers.authorization ?? '', 'Content-Type': 'application/json', 'X-Experience-API-Version': '1.0.3' },
        body: Buffer.concat(body),
      });
      res.statusCode = answer.status;
      return res.end(await answer.text());
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise((done) => lms.listen(0, '127.0.0.1', done));
});
after(() => {
  lms?.close();
  lrs?.stop();
  rmSync(LMS, { recursive: true, force: true });
});

for (const name of ['links', 'template', 'links-de']) test(`a cmi5 launch (${name}): initialized, each answer, completed, passed, terminated, in that order, with cmi5's context, stored by the LRS`, async () => {
  Object.assign(launch, course(name), { registration: randomUUID(), session: randomUUID() });
  const base = `http://127.0.0.1:${lms.address().port}`;
  const actor = { objectType: 'Agent', account: { homePage: 'https://lms.example.edu', name: 'ada' } };
  const query = new URLSearchParams({
    endpoint: `${base}/xAPI/`,
    fetch: `${base}/fetch`,
    actor: JSON.stringify(actor),
    registration: launch.registration,
    activityId: launch.activityId,
  });
  const page = await site.open(`/lms/${name}/launch.html?${query}`);
  // The launch page adds the embeds once it has its token and list.
  await page.waitForFunction(() => document.querySelectorAll('iframe').length >= 2, null, { timeout: 30_000 });
  const frames = await page.$$('iframe');
  const inner = async (i) => {
    const f = await frames[i].contentFrame();
    await f.waitForSelector('[data-testid=prompt]', { timeout: 30_000 });
    return f;
  };
  const hops = castlabEval('v=1&dims=4x4&src=1,2').tcd;
  const one = await inner(0);
  for (const given of [hops + 1, hops]) {
    await one.fill('[data-testid=answer-input]', String(given));
    await one.click('[data-testid=answer-check]');
    await one.waitForSelector(`[data-testid=feedback][data-success=${given === hops}]`);
  }
  const free = castlabEval('v=1&dims=4x4&src=1,0&algo=exact').contention_free;
  const two = await inner(1);
  await two.click(free ? '[data-testid=answer-yes]' : '[data-testid=answer-no]');
  // German for links-de (locales/de/package.ftl): 0.75 and 1, 88 %.
  const locale = name === 'links-de' ? 'de' : 'en';
  const percent = new Intl.NumberFormat(locale, { style: 'percent' }).format(Math.round((0.75 + 1) / 2 * 100) / 100);
  await page.waitForFunction((w) => document.getElementById('castlab-status').textContent === w,
    say(locale, 'package-status-done', { percent }));
  await page.evaluate(() => window.castlabFinish());

  const mine = async () => {
    const { body } = await lrs.get(`statements?registration=${launch.registration}&ascending=true&limit=100`);
    return body.statements;
  };
  let stored = [];
  for (let i = 0; i < 100 && stored.length < 7; i++) {
    stored = await mine();
    await new Promise((r) => setTimeout(r, 100));
  }
  // Stored in the order sent (the AU sends one at a time).
  const verbs = stored.map((s) => s.verb.id.split('/').pop());
  assert.deepEqual(verbs, ['initialized', 'answered', 'answered', 'answered', 'completed', 'passed', 'terminated']);
  for (const s of stored) {
    assert.equal(s.actor.account.name, 'ada');
    assert.equal(s.context.registration, launch.registration);
    assert.equal(s.context.extensions[SESSION], launch.session);
    assert.deepEqual(s.context.contextActivities.grouping.map((g) => g.id), [launch.activityId]);
    const categories = (s.context.contextActivities.category ?? []).map((c) => c.id);
    if (s.verb.id.endsWith('/answered')) {
      // cmi5 "allowed" statements: castlab's own, under the AU.
      assert.deepEqual(categories, []);
      assert.deepEqual(s.context.contextActivities.parent.map((p) => p.id), [launch.activityId]);
      // The question's own link, under the file that shows it.
      assert.match(s.object.id, /\/castlab\/index\.html\?v=1/);
      // Its name in the page's language (en-US for English).
      assert.deepEqual(Object.keys(s.object.definition.name), [locale === 'en' ? 'en-US' : locale]);
    } else {
      assert.equal(s.object.id, launch.activityId);
      const moveon = ['completed', 'passed', 'failed'].some((v) => s.verb.id.endsWith(`/${v}`));
      assert.deepEqual(categories, moveon ? [CMI5, MOVEON] : [CMI5]);
    }
  }
  // Scores by the README's rules: hops right at its second try (0.75),
  // contention at its first (1); passed at the mastery score 0.5.
  const passed = stored.find((s) => s.verb.id.endsWith('/passed'));
  assert.equal(passed.result.success, true);
  assert.equal(passed.result.score.scaled, (0.75 + 1) / 2);
  assert.match(passed.result.duration, /^PT\d+(\.\d+)?S$/);
  assert.equal(stored.find((s) => s.verb.id.endsWith('/completed')).result.completion, true);
  assert.deepEqual(checkCmi5(stored, launch), []);
  assert.equal(await page.$eval('#castlab-recording', (p) => p.hidden), true);
  assert.deepEqual(site.refused(), []);
  assertClean(page);
  await page.close();
});

test('a cmi5 package opened without a cmi5 launch: the exercises work, and one sentence says the score may not be recorded', async () => {
  if (!existsSync(join(LMS, 'links'))) course('links');
  const page = await site.open('/lms/links/launch.html');
  await page.waitForFunction(() => document.querySelectorAll('iframe').length === 2, null, { timeout: 30_000 });
  const one = await (await page.$('iframe')).contentFrame();
  await one.waitForSelector('[data-testid=prompt]', { timeout: 30_000 });
  const hops = castlabEval('v=1&dims=4x4&src=1,2').tcd;
  await one.fill('[data-testid=answer-input]', String(hops));
  await one.click('[data-testid=answer-check]');
  await one.waitForSelector('[data-testid=feedback][data-success=true]');
  assert.equal(await page.$eval('#castlab-recording', (p) => p.textContent), 'Your score may not be recorded: this page was not launched by a cmi5 LMS.');
  assert.equal(await page.evaluate(() => Promise.resolve(window.castlabFinish()).then(() => 'returned')), 'returned');
  assertClean(page);
  await page.close();
});
