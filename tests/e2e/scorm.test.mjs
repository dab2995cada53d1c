// End-to-end: castlab's SCORM packages under an LMS-side runtime castlab
// did not write (issue "Grades in the gradebook"). `castlab package`
// writes a SCORM 2004 and a SCORM 1.2 zip of three exercises; each is
// unpacked beside an LMS page that installs scorm-again (tests/package.json)
// as the LMS's API in the parent frame and records every call the runtime
// refuses and every value set. Chromium answers the exercises in the
// package's launch page; the values the LMS reads back must be what
// castlab eval and the README's scoring rules say, and every value set
// must be of its type in the standard's tables (tests/support/lms-types.mjs).
// Everything is served as an LMS serves a package's files: by name, with
// an error for a folder's address (issue "Works where it is used").
// Last, LMS runtimes with faults: functions missing, throwing, returning
// false; the exercises must go on, and the page must say the score may
// not be recorded.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { CASTLAB, castlabEval } from '../support/cli.mjs';
import { checkCalls } from '../support/lms-types.mjs';
import { assertClean, nodeCentre } from '../support/page.mjs';
import { DIST, useSite } from '../support/site.mjs';

const RUNTIME = fileURLToPath(new URL('../node_modules/scorm-again/dist', import.meta.url));
const LMS = mkdtempSync(join(tmpdir(), 'castlab-lms-'));
after(() => rmSync(LMS, { recursive: true, force: true }));
const site = useSite({ '/lms/': LMS, '/scorm-again/': RUNTIME }, { filesOnly: true });

const LINKS = [
  'v=1&dims=4x4&src=1,2&ask=hops&pass=0.8',
  'v=1&dims=4x4&src=1,0&algo=exact&ask=contention&pass=0.8',
  'v=1&dims=4x4&ask=least&pass=0.8',
];

/** Packages `links` as `kind` ('2004' or '1.2') and unpacks it under
 * /lms/<name>/. With `template` (the text of its exercises.txt), the
 * package goes the way a lecturer without Rust goes: the release's
 * template, its exercises.txt edited. */
function unpack(name, kind, { links = LINKS, template = null } = {}) {
  const zip = join(LMS, `castlab-${name}.zip`);
  const made = [...(kind === '1.2' ? ['--scorm12'] : []), ...(template === null ? links : ['--template'])];
  execFileSync(CASTLAB, ['package', ...made, '--site', DIST, '--output', zip, '--title', 'Week 6'], { stdio: 'ignore' });
  execFileSync('python3', ['-m', 'zipfile', '-e', zip, join(LMS, name)]);
  if (template !== null) writeFileSync(join(LMS, name, 'exercises.txt'), template);
}

/** The LMS page /lms/<page>.html: scorm-again in the parent frame, every
 * value set and every refused call kept, `fault` (a script) run on its
 * API object `api` before the package sees it; the package of /lms/<name>/
 * in a frame. */
function lmsPage(page, name, kind, fault = '') {
  writeFileSync(join(LMS, `${page}.html`), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,"></head><body>
    <script src="../scorm-again/${kind === '1.2' ? 'scorm12' : 'scorm2004'}.js"></script>
    <script>
      const api = new ${kind === '1.2' ? 'Scorm12API' : 'Scorm2004API'}({ logLevel: 5 });
      window.refused = [];
      window.wrapped = [];
      window.calls = [];
      // The runtime's own error code, kept before any fault removes it.
      const lastError = api['${kind === '1.2' ? 'LMSGetLastError' : 'GetLastError'}'].bind(api);
      // scorm-again binds its API methods to the instance.
      for (const m of Object.keys(api).filter((n) => /^(LMS)?(Initialize|SetValue|GetValue|Commit|Terminate|Finish)$/.test(n))) {
        window.wrapped.push(m);
        const f = api[m].bind(api);
        api[m] = (...args) => {
          if (m.endsWith('SetValue')) window.calls.push(args);
          const out = f(...args);
          const code = String(lastError());
          if (code !== '0' && !(m.endsWith('GetValue'))) window.refused.push({ m, args, code });
          return out;
        };
      }
      ${fault}
      window.${kind === '1.2' ? 'API' : 'API_1484_11'} = api;
    </script>
    <iframe id="sco" src="${name}/launch.html" style="width:800px;height:2400px;border:0" title="The package"></iframe>
  </body></html>`);
}

/** The three LINKS as `kind`. SCORM 1.2 from the template, its
 * exercises.txt edited (a comment, a whole address, bare links). */
function unpacked(kind) {
  const template = kind === '1.2' ? ['# Week 6', `https://example.edu/castlab/?${LINKS[0]}`, ...LINKS.slice(1), ''].join('\n') : null;
  unpack(kind, kind, { template });
  lmsPage(kind, kind, kind);
}

/** Every value the package set is of its type in `version`'s tables; each
 * exercise was framed by a file's address; the server, which serves files
 * only, refused nothing (no folder address, from the page, its frames or
 * the site's service worker). */
async function servedAsFiles(page, version) {
  assert.deepEqual(checkCalls(version, await page.evaluate(() => window.calls)), []);
  const sco = await (await page.$('#sco')).contentFrame();
  const srcs = await sco.$$eval('iframe', (frames) => frames.map((f) => f.getAttribute('src')));
  assert.ok(srcs.length > 0 && srcs.every((src) => src.startsWith('castlab/index.html?')), srcs.join(' '));
  assert.deepEqual(site.refused(), []);
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
  // Each value of its type first: castlab's former "0_0" fails here.
  await servedAsFiles(page, '2004');
  assert.deepEqual((await page.evaluate(() => window.wrapped)).sort(), ['Commit', 'GetValue', 'Initialize', 'SetValue', 'Terminate']);
  assert.ok(Math.abs(read.scaled - want.score) < 1e-4, `${read.scaled} against ${want.score}`);
  assert.equal(read.success, want.score >= 0.8 ? 'passed' : 'failed');
  assert.equal(read.completion, 'completed');
  // A node is a short_identifier_type, a URI: its coordinates in a URN.
  const node = (v) => `urn:castlab:node:${v % 4}_${Math.floor(v / 4)}`;
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
  assert.deepEqual(site.refused(), []);
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
  // Each value of its type first: castlab's former "true" and "0_0" fail here.
  await servedAsFiles(page, '1.2');
  assert.deepEqual((await page.evaluate(() => window.wrapped)).sort(), ['LMSCommit', 'LMSFinish', 'LMSGetValue', 'LMSInitialize', 'LMSSetValue']);
  assert.ok(Math.abs(read.raw - want.score * 100) < 0.01, `${read.raw} against ${want.score * 100}`);
  assert.equal(read.status, want.score >= 0.8 ? 'passed' : 'failed');
  assert.equal(read.count, 6);
  // 1.2's own formats: "t" or "f", a node as a fill-in (a 1.2 choice is
  // one of 36 single characters).
  const responses = (await page.evaluate(() => window.calls))
    .filter(([e]) => /^cmi\.interactions\.\d+\.(type|student_response)$/.test(e)).map(([, v]) => v);
  const tf = (b) => (b ? 't' : 'f');
  const node = (v) => `${v % 4}_${Math.floor(v / 4)}`;
  assert.deepEqual(responses, [
    'numeric', String(want.hops + 1), 'numeric', String(want.hops),
    'true-false', tf(!want.free), 'true-false', tf(want.free),
    'fill-in', node(want.picks[0]), 'fill-in', node(want.picks[1]),
  ]);
  assertClean(page);
  await page.close();
});

/** The launch page of /lms/<page>.html, once its one exercise (hops on
 * the 4×4 mesh) is shown: answered right there, which the LMS's faults
 * must not prevent. Returns the page, the package's frame and what its
 * warning says (null while hidden). */
async function answerOne(path) {
  const page = await site.open(path, { width: 900, height: 900 });
  const sco = await (await page.$('#sco')).contentFrame();
  await sco.waitForFunction(() => document.querySelectorAll('iframe').length === 1, null, { timeout: 30_000 });
  const frame = await (await sco.$('iframe')).contentFrame();
  await frame.waitForSelector('[data-testid=prompt]', { timeout: 30_000 });
  const hops = castlabEval('v=1&dims=4x4&src=1,2').tcd;
  await frame.fill('[data-testid=answer-input]', String(hops));
  await frame.click('[data-testid=answer-check]');
  await frame.waitForSelector('[data-testid=feedback][data-success=true]');
  await sco.waitForFunction(() => /All answered/.test(document.getElementById('castlab-status').textContent));
  const warning = () => sco.$eval('#castlab-recording', (p) => (p.hidden ? null : p.textContent));
  return { page, sco, warning };
}

// One sentence: "Your score may not be recorded: <why>."
const ONE_SENTENCE = /^Your score may not be recorded: [^.]*(\.[^ .][^.]*)*\.$/;

// [kind, the fault, what it is, whether the page warns, whether the
// runtime still holds the score (its SetValue works after its Initialize)]
for (const [kind, fault, what, warned, records] of [
  ['1.2', 'api.LMSFinish = undefined;', 'no LMSFinish (one LMS names it otherwise)', false, true],
  ['1.2', "api.LMSInitialize = () => { throw new Error('adapter broken'); };", 'LMSInitialize throws', true, false],
  ['1.2', "api.LMSSetValue = () => 'false';", 'LMSSetValue returns "false"', true, false],
  ['1.2', 'for (const m of Object.keys(api)) if (/^LMS/.test(m)) api[m] = undefined;', 'every function removed', true, false],
  ['2004', 'api.SetValue = () => false;', 'SetValue returns false', true, false],
  ['2004', "api.Commit = () => { throw new TypeError('no commit'); }; api.GetLastError = undefined;", 'Commit throws, no GetLastError', true, true],
  ['2004', "api.Initialize = () => 'false'; api.GetLastError = () => { throw new Error('x'); };", 'Initialize returns "false", GetLastError throws', true, false],
  ['2004', 'api.Terminate = 42; api.GetErrorString = undefined;', 'Terminate is no function', false, true],
]) test(`SCORM ${kind} under a runtime whose ${what}: the exercise works, castlabFinish() does not throw, ${warned ? 'and one sentence says the score may not be recorded' : 'and no warning shows'}`, async () => {
  const name = `fault-${kind}`;
  if (!existsSync(join(LMS, name))) unpack(name, kind, { links: ['v=1&dims=4x4&src=1,2&ask=hops'] });
  const label = `${name}-${what.replace(/[^a-z]+/gi, '-')}`;
  lmsPage(label, name, kind, fault);
  const { page, sco, warning } = await answerOne(`/lms/${label}.html`);
  const said = await warning();
  if (warned) assert.match(said ?? '', ONE_SENTENCE);
  else assert.equal(said, null);
  // The score still goes to a runtime that can take it: right at the first try.
  if (records) {
    const score = await page.evaluate((v) => (v === '1.2' ? window.API.LMSGetValue('cmi.core.score.raw') : window.API_1484_11.GetValue('cmi.score.scaled')), kind);
    assert.equal(Number(score), kind === '1.2' ? 100 : 1);
  }
  assert.equal(await sco.evaluate(() => { window.castlabFinish(); return 'returned'; }), 'returned');
  assert.deepEqual(checkCalls(kind, await page.evaluate(() => window.calls)), []);
  assertClean(page);
  await page.close();
});

test('SCORM: no runtime at all: the exercise works and one sentence says the score may not be recorded', async () => {
  if (!existsSync(join(LMS, 'fault-2004'))) unpack('fault-2004', '2004', { links: ['v=1&dims=4x4&src=1,2&ask=hops'] });
  writeFileSync(join(LMS, 'alone.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>No LMS</title><link rel="icon" href="data:,"></head><body><iframe id="sco" src="fault-2004/launch.html" style="width:800px;height:1200px;border:0" title="The package"></iframe></body></html>');
  const { page, warning } = await answerOne('/lms/alone.html');
  assert.match(await warning(), ONE_SENTENCE);
  assertClean(page);
  await page.close();
});

test('a template whose exercises.txt has two pass= values is refused in the page, as the CLI refuses such links', async () => {
  unpack('two-pass', '1.2', { template: '# Week 6\nv=1&dims=4x4&src=1,2&ask=hops&pass=0.8\nv=1&dims=4x4&ask=least&pass=0.5\n' });
  lmsPage('two-pass', 'two-pass', '1.2');
  const page = await site.open('/lms/two-pass.html', { width: 900, height: 900 });
  const sco = await (await page.$('#sco')).contentFrame();
  const said = await (await sco.waitForSelector('[data-testid=package-refused]')).textContent();
  assert.match(said, /'v=1&dims=4x4&ask=least&pass=0\.5': pass= differs from the first link's; a package has one threshold/);
  assert.equal(await sco.$$eval('iframe', (f) => f.length), 0);
  assertClean(page);
  await page.close();
});
