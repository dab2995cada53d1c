// End-to-end: castlab's SCORM packages under an LMS-side runtime castlab
// did not write (issue "Grades in the gradebook"). `castlab package`
// writes a SCORM 2004 and a SCORM 1.2 zip of three exercises; each is
// unpacked beside an LMS page that installs scorm-again (tests/package.json)
// as the LMS's API in the parent frame and records every call the runtime
// refuses. Chromium answers the exercises in the package's launch page;
// the values the LMS reads back must be what castlab eval and the README's
// scoring rules say.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { CASTLAB, castlabEval } from '../support/cli.mjs';
import { assertClean, nodeCentre } from '../support/page.mjs';
import { DIST, useSite } from '../support/site.mjs';

const RUNTIME = fileURLToPath(new URL('../node_modules/scorm-again/dist', import.meta.url));
const LMS = mkdtempSync(join(tmpdir(), 'castlab-lms-'));
after(() => rmSync(LMS, { recursive: true, force: true }));
const site = useSite({ '/lms/': LMS, '/scorm-again/': RUNTIME });

const LINKS = [
  'v=1&dims=4x4&src=1,2&ask=hops&pass=0.8',
  'v=1&dims=4x4&src=1,0&algo=exact&ask=contention&pass=0.8',
  'v=1&dims=4x4&ask=least&pass=0.8',
];

/** Packages LINKS as `kind` ('2004' or '1.2') and unpacks it under
 * /lms/<kind>/. SCORM 1.2 goes the way a lecturer without Rust goes: the
 * release's template, its exercises.txt edited (a comment, a whole
 * address, a bare link). */
function unpacked(kind) {
  const zip = join(LMS, `castlab-${kind}.zip`);
  const made = kind === '1.2' ? ['--scorm12', '--template'] : [...LINKS];
  execFileSync(CASTLAB, ['package', ...made, '--site', DIST, '--output', zip, '--title', 'Week 6'], { stdio: 'ignore' });
  execFileSync('python3', ['-m', 'zipfile', '-e', zip, join(LMS, kind)]);
  if (kind === '1.2') {
    const edited = ['# Week 6', `https://example.edu/castlab/?${LINKS[0]}`, ...LINKS.slice(1), ''].join('\n');
    writeFileSync(join(LMS, kind, 'exercises.txt'), edited);
  }
  // The LMS: scorm-again in the parent frame, every refused call kept.
  writeFileSync(join(LMS, `${kind}.html`), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,"></head><body>
    <script src="../scorm-again/${kind === '1.2' ? 'scorm12' : 'scorm2004'}.js"></script>
    <script>
      const api = new ${kind === '1.2' ? 'Scorm12API' : 'Scorm2004API'}({ logLevel: 5 });
      window.refused = [];
      window.wrapped = [];
      const last = '${kind === '1.2' ? 'LMSGetLastError' : 'GetLastError'}';
      // scorm-again binds its API methods to the instance.
      for (const m of Object.keys(api).filter((n) => /^(LMS)?(Initialize|SetValue|GetValue|Commit|Terminate|Finish)$/.test(n))) {
        window.wrapped.push(m);
        const f = api[m].bind(api);
        api[m] = (...args) => {
          const out = f(...args);
          const code = String(api[last]());
          if (code !== '0' && !(m.endsWith('GetValue'))) window.refused.push({ m, args, code });
          return out;
        };
      }
      window.${kind === '1.2' ? 'API' : 'API_1484_11'} = api;
    </script>
    <iframe id="sco" src="${kind}/launch.html" style="width:800px;height:2400px;border:0" title="The package"></iframe>
  </body></html>`);
}

/** Answers the three exercises in the launch page: each wrong, then right. */
async function answerAll(page) {
  const sco = await (await page.$('#sco')).contentFrame();
  // The launch page adds its three embeds together, after reading its list.
  await sco.waitForFunction(() => document.querySelectorAll('iframe').length >= 3, null, { timeout: 30_000 });
  const frames = await sco.$$('iframe');
  const inner = async (i) => {
    const f = await frames[i].contentFrame();
    await f.waitForSelector('[data-testid=prompt]', { timeout: 30_000 });
    return f;
  };
  const answered = (n) => page.waitForFunction((k) => (window.API_1484_11
    ? Number(window.API_1484_11.GetValue('cmi.interactions._count'))
    : Number(window.API.LMSGetValue('cmi.interactions._count'))) >= k, n, { timeout: 30_000 });
  const hops = castlabEval('v=1&dims=4x4&src=1,2').tcd;
  const one = await inner(0);
  for (const given of [hops + 1, hops]) {
    await one.fill('[data-testid=answer-input]', String(given));
    await one.click('[data-testid=answer-check]');
  }
  await answered(2);
  // The page's total so far: 0.75 (right at the second try) over three
  // exercises, one of them answered right.
  await sco.waitForFunction((want) => document.getElementById('castlab-status')?.textContent === want,
    `Score so far: ${Math.round(0.75 / 3 * 100)}% (each exercise's best, over all 3); 1 of 3 answered right.`);
  const free = castlabEval('v=1&dims=4x4&src=1,0&algo=exact').contention_free;
  const two = await inner(1);
  await two.click(free ? '[data-testid=answer-no]' : '[data-testid=answer-yes]');
  await answered(3);
  await two.click(free ? '[data-testid=answer-yes]' : '[data-testid=answer-no]');
  await answered(4);
  const map = castlabEval('v=1&dims=4x4').tcd_map;
  const three = await inner(2);
  await three.waitForSelector('[data-testid=heatmap]');
  await frames[2].scrollIntoViewIfNeeded();
  const box = await frames[2].boundingBox();
  const picks = [map.indexOf(Math.max(...map)), map.indexOf(Math.min(...map))];
  for (const [k, v] of picks.entries()) {
    const c = await nodeCentre(three, [v % 4, Math.floor(v / 4)], [4, 4]);
    await page.mouse.click(box.x + c.x, box.y + c.y);
    await answered(5 + k);
  }
  // What the README's rules give: 0.75 at the second try, 0 for a yes/no
  // right at its second, and for least the best of the wrong pick's worth
  // (least over its value) and 0.75.
  const least = Math.max(Math.min(...map) / Math.max(...map), 0.75);
  const score = (0.75 + 0 + least) / 3;
  await sco.waitForFunction((want) => document.getElementById('castlab-status')?.textContent === want,
    `All answered: score ${Math.round(score * 100)}%.`);
  return { score, hops, free, picks };
}

test('SCORM 2004: scorm-again takes every call, and reads back the interactions, the score and failed below pass=0.8', async () => {
  unpacked('2004');
  const page = await site.open('/lms/2004.html', { width: 900, height: 900 });
  const want = await answerAll(page);
  const read = await page.evaluate(() => {
    const api = window.API_1484_11;
    const n = Number(api.GetValue('cmi.interactions._count'));
    const interactions = [...Array(n).keys()].map((i) => ['id', 'type', 'learner_response', 'result']
      .map((f) => api.GetValue(`cmi.interactions.${i}.${f}`)));
    return {
      refused: window.refused,
      success: api.GetValue('cmi.success_status'),
      completion: api.GetValue('cmi.completion_status'),
      scaled: Number(api.GetValue('cmi.score.scaled')),
      interactions,
    };
  });
  assert.deepEqual(read.refused, []);
  assert.deepEqual((await page.evaluate(() => window.wrapped)).sort(), ['Commit', 'GetValue', 'Initialize', 'SetValue', 'Terminate']);
  assert.ok(Math.abs(read.scaled - want.score) < 1e-4, `${read.scaled} against ${want.score}`);
  assert.equal(read.success, want.score >= 0.8 ? 'passed' : 'failed');
  assert.equal(read.completion, 'completed');
  const node = (v) => `${v % 4}_${Math.floor(v / 4)}`;
  assert.deepEqual(read.interactions, [
    ['urn:castlab:1-hops', 'numeric', String(want.hops + 1), 'incorrect'],
    ['urn:castlab:1-hops', 'numeric', String(want.hops), 'correct'],
    ['urn:castlab:2-contention', 'true-false', String(!want.free), 'incorrect'],
    ['urn:castlab:2-contention', 'true-false', String(want.free), 'correct'],
    ['urn:castlab:3-least', 'choice', node(want.picks[0]), 'incorrect'],
    ['urn:castlab:3-least', 'choice', node(want.picks[1]), 'correct'],
  ]);
  // Leaving ends the session, which the runtime takes too.
  await (await page.$('#sco')).contentFrame().then((f) => f.evaluate(() => window.castlabFinish()));
  assert.deepEqual(await page.evaluate(() => window.refused), []);
  assertClean(page);
  await page.close();
});

test('SCORM 1.2: scorm-again takes every call, and reads back the score out of 100 and the lesson status', async () => {
  unpacked('1.2');
  const page = await site.open('/lms/1.2.html', { width: 900, height: 900 });
  const want = await answerAll(page);
  const read = await page.evaluate(() => {
    const api = window.API;
    return {
      refused: window.refused,
      status: api.LMSGetValue('cmi.core.lesson_status'),
      raw: Number(api.LMSGetValue('cmi.core.score.raw')),
      count: Number(api.LMSGetValue('cmi.interactions._count')),
    };
  });
  assert.deepEqual(read.refused, []);
  assert.deepEqual((await page.evaluate(() => window.wrapped)).sort(), ['LMSCommit', 'LMSFinish', 'LMSGetValue', 'LMSInitialize', 'LMSSetValue']);
  assert.ok(Math.abs(read.raw - want.score * 100) < 0.01, `${read.raw} against ${want.score * 100}`);
  assert.equal(read.status, want.score >= 0.8 ? 'passed' : 'failed');
  assert.equal(read.count, 6);
  assertClean(page);
  await page.close();
});
