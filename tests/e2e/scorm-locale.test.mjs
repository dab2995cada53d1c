// End-to-end: a package in the students' language (issue #57: "A SCORM
// package built with locale=de shows German in scorm-again"). castlab
// package writes the same exercises with locale=de in their links, in
// English, and with --locale zh-Hans instead of a link's locale=; each is
// served as an LMS serves a package (files only, no folder index) under
// scorm-again in the parent frame, and answered wrong, then right.
// What the student reads is held to the words of locales/<tag>/*.ftl
// (read by tests/support/fluent.mjs) and the prompts and hints of
// `castlab --locale <tag> eval`; numbers as Intl writes them for the
// locale. What the LMS records is the English package's, but for the
// description's language.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

import { CASTLAB } from '../support/cli.mjs';
import { say } from '../support/fluent.mjs';
import { checkCalls } from '../support/lms-types.mjs';
import { assertClean } from '../support/page.mjs';
import { DIST, useSite } from '../support/site.mjs';

const RUNTIME = fileURLToPath(new URL('../node_modules/scorm-again/dist', import.meta.url));
const LMS = mkdtempSync(join(tmpdir(), 'castlab-lms-locale-'));
after(() => rmSync(LMS, { recursive: true, force: true }));
const PACKAGE = new URL('../../cli/src/package/', import.meta.url);
const site = useSite({ '/lms/': LMS, '/scorm-again/': RUNTIME }, { filesOnly: true });

// A TCD in the thousands, which German may group ("1.238"): the answer
// must not show in any spelling while the question is open.
const HOPS = 'v=1&dims=32x32&src=1,2&ask=hops&pass=0.8';
const CONTENTION = 'v=1&dims=4x4&src=1,0&algo=exact&ask=contention&pass=0.8';

/** `castlab [--locale tag] eval link`, parsed. */
function evaluate(link, locale) {
  const flags = locale ? ['--locale', locale] : [];
  return JSON.parse(execFileSync(CASTLAB, [...flags, 'eval', link], { stdio: ['ignore', 'pipe', 'ignore'] }).toString());
}

/** `castlab package` (no --title: the title is the package's words) of
 * `links` with `flags`, unpacked under /lms/<name>/, and the LMS page
 * /lms/<name>.html that frames it under scorm-again (`kind` 2004 or 1.2),
 * keeping every value set and every call refused; `fault` runs on the
 * runtime before the package finds it. */
function unpack(name, kind, links, flags = [], fault = '') {
  const zip = join(LMS, `${name}.zip`);
  execFileSync(CASTLAB, ['package', ...flags, ...(kind === '1.2' ? ['--scorm12'] : []), '--site', DIST, '--output', zip, ...links], { stdio: 'ignore' });
  execFileSync('python3', ['-m', 'zipfile', '-e', zip, join(LMS, name)]);
  const api = kind === '1.2' ? 'API' : 'API_1484_11';
  writeFileSync(join(LMS, `${name}.html`), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,"></head><body>
    <script src="../scorm-again/${kind === '1.2' ? 'scorm12' : 'scorm2004'}.js"></script>
    <script>
      const api = new ${kind === '1.2' ? 'Scorm12API' : 'Scorm2004API'}({ logLevel: 5 });
      window.refused = [];
      window.calls = [];
      const lastError = api['${kind === '1.2' ? 'LMSGetLastError' : 'GetLastError'}'].bind(api);
      for (const m of Object.keys(api).filter((n) => /^(LMS)?(Initialize|SetValue|Commit|Terminate|Finish)$/.test(n))) {
        const f = api[m].bind(api);
        api[m] = (...args) => {
          if (m.endsWith('SetValue')) window.calls.push(args);
          const out = f(...args);
          if (String(lastError()) !== '0') window.refused.push({ m, args });
          return out;
        };
      }
      ${fault}
      window.${api} = api;
    </script>
    <iframe id="sco" src="${name}/launch.html" style="width:800px;height:2400px;border:0" title="The package"></iframe>
  </body></html>`);
  return readFileSync(join(LMS, name, kind === 'cmi5' ? 'cmi5.xml' : 'imsmanifest.xml'), 'utf8');
}

/** A whole percent as Intl writes it in `locale`. */
const percent = (locale, score) => new Intl.NumberFormat(locale, { style: 'percent' }).format(Math.round(score * 100) / 100);
/** A score as the page writes it: at most two decimals, no grouping. */
const decimal = (locale, x) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(x);

/** The embed's text and readable attributes outside its question (which
 * names nodes, not answers), as a student or a script can read them. */
function outsideQuestion() {
  const out = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (el.closest('[data-testid=exercise]') || el.matches('script, style')) continue;
    for (const a of el.attributes) if (/^(aria-|title$|alt$|value$|href$|data-(?!testid))/.test(a.name)) out.push(a.value);
    for (const n of el.childNodes) if (n.nodeType === Node.TEXT_NODE) out.push(n.textContent);
  }
  return out.join(' ');
}

/** Every way `locale` may write `n`: plain, and grouped as Intl groups it. */
const spellings = (locale, n) => [...new Set([String(n), new Intl.NumberFormat(locale).format(n), n.toLocaleString('en-US')])];

/** Opens /lms/<name>.html; answers hops wrong then right and contention
 * right at once; returns what the student read and what the LMS holds. */
async function answer(name, locale, kind = '2004') {
  const page = await site.open(`/lms/${name}.html`, { width: 900, height: 900 });
  const sco = await (await page.$('#sco')).contentFrame();
  await sco.waitForFunction(() => document.querySelectorAll('iframe').length === 2, null, { timeout: 30_000 });
  const frames = await sco.$$('iframe');
  const embeds = [];
  for (const f of frames) {
    const inner = await f.contentFrame();
    await inner.waitForSelector('[data-testid=prompt]', { timeout: 60_000 });
    embeds.push(inner);
  }
  const [hops, contention] = embeds;
  const cli = evaluate(HOPS, locale);
  const seen = {
    launch: await sco.evaluate(() => ({ lang: document.documentElement.lang, title: document.title, h1: document.querySelector('h1').textContent })),
    frames: await sco.$$eval('iframe', (fs) => fs.map((f) => ({ title: f.title, src: f.getAttribute('src') }))),
    langs: await Promise.all(embeds.map((e) => e.evaluate(() => document.documentElement.lang))),
    prompts: await Promise.all(embeds.map((e) => e.textContent('[data-testid=prompt]'))),
    controls: {
      label: (await hops.$eval('[data-testid=answer-input]', (i) => i.closest('label').textContent)).trim(),
      check: await hops.textContent('[data-testid=answer-check]'),
      yes: await contention.textContent('[data-testid=answer-yes]'),
      no: await contention.textContent('[data-testid=answer-no]'),
    },
    // Read while both questions are open.
    open: `${await hops.evaluate(outsideQuestion)} ${await contention.evaluate(outsideQuestion)}`,
  };
  await hops.fill('[data-testid=answer-input]', String(cli.tcd + 1));
  await hops.click('[data-testid=answer-check]');
  await hops.waitForSelector('[data-testid=feedback][data-success=false]');
  seen.wrong = await hops.textContent('[data-testid=feedback]');
  await hops.fill('[data-testid=answer-input]', String(cli.tcd));
  await hops.click('[data-testid=answer-check]');
  await hops.waitForSelector('[data-testid=feedback][data-success=true]');
  seen.right = await hops.textContent('[data-testid=feedback]');
  seen.score = await hops.textContent('[data-testid=score]');
  seen.progress = await sco.textContent('#castlab-status');
  const free = evaluate(CONTENTION).contention_free;
  await contention.click(free ? '[data-testid=answer-yes]' : '[data-testid=answer-no]');
  await contention.waitForSelector('[data-testid=feedback][data-success=true]');
  seen.contention = await contention.textContent('[data-testid=feedback]');
  const want = (0.75 + 1) / 2;
  await sco.waitForFunction((w) => document.getElementById('castlab-status').textContent === w, say(locale, 'package-status-done', { percent: percent(locale, want) }));
  seen.warning = await sco.$eval('#castlab-recording', (p) => (p.hidden ? null : p.textContent));
  const lms = await page.evaluate((k) => {
    const get = (e) => (k === '1.2' ? window.API.LMSGetValue(e) : window.API_1484_11.GetValue(e));
    const n = Number(get('cmi.interactions._count'));
    const fields = k === '1.2' ? ['id', 'type', 'result'] : ['id', 'type', 'learner_response', 'result', 'description'];
    return {
      refused: window.refused,
      calls: window.calls,
      score: get(k === '1.2' ? 'cmi.core.score.raw' : 'cmi.score.scaled'),
      status: k === '1.2' ? get('cmi.core.lesson_status') : get('cmi.success_status'),
      interactions: [...Array(n).keys()].map((i) => Object.fromEntries(fields.map((f) => [f, get(`cmi.interactions.${i}.${f}`)]))),
    };
  }, kind);
  return { page, cli, free, seen, lms };
}

test('SCORM 2004, locale=de in scorm-again on a files-only server: German throughout, German numbers, no answer before it is given, and the English package\'s grade', async () => {
  const german = [HOPS, CONTENTION].map((l) => `${l}&locale=de`);
  const manifest = unpack('de', '2004', german);
  unpack('en', '2004', [HOPS, CONTENTION]);
  const title = say('de', 'package-default-title');
  assert.match(manifest, new RegExp(`<title>${title}</title>`));
  // The German words of the site's pages travel in the package.
  const ftl = manifest.match(/<file href="(castlab\/locales\/de-[0-9a-f]{16}\.ftl)"\/>/)?.[1];
  assert.ok(ftl, 'the manifest lists castlab/locales/de-<hash>.ftl');

  const before = site.requests().length;
  const de = await answer('de', 'de');
  const { seen, cli } = de;
  assert.deepEqual(seen.launch, { lang: 'de', title, h1: title });
  assert.deepEqual(seen.frames.map((f) => f.title), [1, 2].map((n) => say('de', 'package-exercise-title', { n })));
  for (const f of seen.frames) assert.match(f.src, /^castlab\/index\.html\?v=1&.*locale=de.*&embed=1$/);
  assert.deepEqual(seen.langs, ['de', 'de']);
  const question = say('de', 'exercise-question');
  assert.deepEqual(seen.prompts, [HOPS, CONTENTION].map((l) => `${question} ${evaluate(l, 'de').exercise.prompt}`));
  assert.deepEqual(seen.controls, {
    label: say('de', 'exercise-your-answer'), check: say('de', 'exercise-check'), yes: say('de', 'exercise-yes'), no: say('de', 'exercise-no'),
  });
  // The feedback in German; numbers with German's decimal comma, not
  // grouped (castlab writes 1238 in a sentence as in a link).
  assert.equal(seen.wrong, say('de', 'exercise-wrong-number', { given: cli.tcd + 1, hint: cli.exercise.hint }));
  assert.equal(seen.right, say('de', 'exercise-right-number', { n: cli.tcd }));
  assert.equal(seen.score, say('de', 'exercise-score', { score: decimal('de', 0.75) })
    + say('de', 'exercise-score-why', { why: say('de', 'exercise-tries-earlier', { n: 1 }) }));
  assert.match(seen.score, /0,75/);
  assert.equal(seen.progress, say('de', 'package-status-progress', { percent: percent('de', 0.75 / 2), count: 2, right: 1 }));
  assert.equal(seen.contention, say('de', de.free ? 'exercise-right-yes' : 'exercise-right-no'));
  assert.equal(seen.warning, null);
  // While open, no spelling of the answer outside the question itself.
  for (const s of spellings('de', cli.tcd)) {
    assert.doesNotMatch(seen.open, new RegExp(`(?<![0-9.,])${s.replace('.', '\\.')}(?![0-9])`), `${s} shown before it was answered`);
  }
  // Everything came from the package's own files: the German words from
  // castlab/locales/de-<hash>.ftl beside the site, no folder address.
  const asked = site.requests().slice(before);
  assert.ok(asked.includes(`/lms/de/${ftl}`), asked.join(' '));
  assert.deepEqual(asked.filter((p) => !p.startsWith('/lms/de') && !p.startsWith('/scorm-again/')), []);
  assert.deepEqual(site.refused(), []);

  // The LMS holds what the English package gives it, but for the
  // description, which is the German question, marked German.
  const en = await answer('en', 'en');
  assert.deepEqual(de.lms.refused, []);
  assert.deepEqual(checkCalls('2004', de.lms.calls), []);
  assert.equal(de.lms.score, en.lms.score);
  assert.equal(Number(de.lms.score), 0.875);
  assert.equal(de.lms.status, en.lms.status);
  const bare = (list) => list.map(({ description, ...rest }) => rest);
  assert.deepEqual(bare(de.lms.interactions), bare(en.lms.interactions));
  assert.deepEqual(de.lms.interactions.map((i) => i.description), [HOPS, HOPS, CONTENTION].map((l) => `{lang=de}${evaluate(l, 'de').exercise.prompt}`));
  assert.deepEqual(en.lms.interactions.map((i) => i.description), [HOPS, HOPS, CONTENTION].map((l) => evaluate(l, 'en').exercise.prompt));
  assert.equal(en.seen.launch.lang, 'en');
  assert.deepEqual(site.refused(), []);
  for (const p of [de.page, en.page]) {
    assertClean(p);
    await p.close();
  }
});

test('SCORM 1.2 with --locale zh-Hans (no locale= in the links) under a runtime whose LMSCommit throws: Chinese throughout, the warning in Chinese, and the score still recorded', async () => {
  unpack('zh', '1.2', [HOPS, CONTENTION], ['--locale', 'zh-Hans'], "api.LMSCommit = () => { throw new TypeError('no commit'); };");
  const zh = await answer('zh', 'zh-Hans', '1.2');
  const { seen, cli } = zh;
  assert.equal(seen.launch.lang, 'zh-Hans');
  assert.equal(seen.launch.h1, say('zh-Hans', 'package-default-title'));
  // The embeds are asked for the package's language.
  for (const f of seen.frames) assert.match(f.src, /^castlab\/index\.html\?v=1&.*&locale=zh-Hans&embed=1$/);
  assert.deepEqual(seen.langs, ['zh-Hans', 'zh-Hans']);
  // No space after a full-width colon (web/src/components/exercise.rs).
  assert.equal(seen.prompts[0], `${say('zh-Hans', 'exercise-question')}${cli.exercise.prompt}`);
  assert.equal(seen.wrong, say('zh-Hans', 'exercise-wrong-number', { given: cli.tcd + 1, hint: cli.exercise.hint }));
  assert.equal(seen.right, say('zh-Hans', 'exercise-right-number', { n: cli.tcd }));
  assert.equal(seen.warning, say('zh-Hans', 'package-not-recorded', {
    why: say('zh-Hans', 'package-lms-failed', { call: 'LMSCommit', why: 'no commit' }),
  }));
  assert.equal(Number(zh.lms.score), 87.5);
  assert.equal(zh.lms.status, 'passed');
  assert.deepEqual(checkCalls('1.2', zh.lms.calls), []);
  assert.deepEqual(site.refused(), []);
  assertClean(zh.page);
  await zh.page.close();
});

test('cmi5 with locale=de: cmi5.xml in German, and the launch page says in German that it was not launched by a cmi5 LMS', async () => {
  const zip = join(LMS, 'cmi5-de.zip');
  execFileSync(CASTLAB, ['package', '--cmi5', '--site', DIST, '--output', zip, `${CONTENTION}&locale=de`], { stdio: 'ignore' });
  execFileSync('python3', ['-m', 'zipfile', '-e', zip, join(LMS, 'cmi5-de')]);
  const structure = readFileSync(join(LMS, 'cmi5-de', 'cmi5.xml'), 'utf8');
  assert.equal(structure.match(/<title><langstring lang="de">([^<]*)</)?.[1], say('de', 'package-default-title'));
  assert.equal(structure.match(/<description><langstring lang="de">([^<]*)</)?.[1], say('de', 'package-course-description', { count: 1 }));
  assert.doesNotMatch(structure, /lang="en/);
  const page = await site.open('/lms/cmi5-de/launch.html', { width: 900, height: 900 });
  await page.waitForFunction(() => document.querySelectorAll('iframe').length === 1, null, { timeout: 30_000 });
  const embed = await (await page.$('iframe')).contentFrame();
  await embed.waitForSelector('[data-testid=prompt]', { timeout: 30_000 });
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
  assert.equal(await embed.evaluate(() => document.documentElement.lang), 'de');
  assert.equal(await page.$eval('#castlab-recording', (p) => p.textContent),
    say('de', 'package-not-recorded', { why: say('de', 'package-cmi5-not-launched') }));
  assert.deepEqual(site.refused(), []);
  assertClean(page);
  await page.close();
});

test('SCORM 2004\'s description says its language ({lang=<tag>}, none for English), at most 250 characters after it; the status line writes the percent as the package\'s language does', () => {
  const values = createRequire(import.meta.url)(new URL('scorm-values.js', PACKAGE).pathname);
  const long = 'Wie viele Hops '.repeat(30);
  const answered = (name) => ({
    timestamp: '2026-11-29T21:00:00.000Z',
    object: { definition: { name, interactionType: 'numeric' } },
    result: { response: '12', success: true, score: { scaled: 1 } },
  });
  const description = (name) => Object.fromEntries(values.interaction('2004', 0, 'hops', answered(name))).description;
  const german = description({ de: long });
  assert.ok(german.startsWith('{lang=de}'), german);
  assert.equal([...german.slice('{lang=de}'.length)].length, 250);
  assert.equal(description({ 'zh-Hans': '{x} 问' }), '{lang=zh-Hans}(x} 问');
  assert.equal(description({ 'en-US': 'How many hops?' }), 'How many hops?');
  for (const name of [{ de: long }, { 'zh-Hans': '问题' }, { 'en-US': long }]) {
    const calls = values.interaction('2004', 0, 'hops', answered(name)).map(([k, v]) => [`cmi.interactions.0.${k}`, v]);
    assert.deepEqual(checkCalls('2004', calls), []);
  }
  // castlabStatus as the launch page runs it, with the package's JSON.
  const status = (config) => {
    const context = { URLSearchParams, Intl, document: { getElementById: () => ({ textContent: JSON.stringify(config) }) } };
    vm.createContext(context);
    vm.runInContext(readFileSync(new URL('exercises.js', PACKAGE), 'utf8'), context);
    return context.castlabStatus(0.875, [true, true], true);
  };
  assert.equal(status({}), say('en', 'package-status-done', { percent: percent('en', 0.875) }));
  assert.equal(status({}), 'All answered: score 88%.');
  for (const locale of ['de', 'es', 'zh-Hans']) {
    const words = { 'package-status-done': say(locale, 'package-status-done', { percent: '{percent}' }) };
    assert.equal(status({ locale, words }), say(locale, 'package-status-done', { percent: percent(locale, 0.875) }));
  }
});

test('a template whose exercises.txt links carry locale=de: the page speaks German, like a package made from them; links of two languages are refused in German, as the CLI refuses them', async () => {
  const one = `${CONTENTION}&locale=de`;
  const mixed = [one, 'v=1&dims=4x4&src=1,2&ask=hops&pass=0.8'];
  const cli = (() => {
    try {
      execFileSync(CASTLAB, ['--locale', 'de', 'package', '--site', DIST, '--output', join(LMS, 'mixed.zip'), ...mixed], { stdio: 'pipe' });
      return null;
    } catch (e) {
      return { status: e.status, said: e.stderr.toString() };
    }
  })();
  const differs = say('de', 'package-locale-differs', { link: mixed[1] });
  assert.equal(cli?.status, 2);
  assert.ok(cli.said.includes(differs), cli.said);
  for (const [name, links] of [['template-mixed', mixed], ['template-de', [one]]]) {
    unpack(name, '1.2', ['--template']);
    writeFileSync(join(LMS, name, 'exercises.txt'), `# Woche 6\n${links.join('\n')}\n`);
  }
  let page = await site.open('/lms/template-mixed.html', { width: 900, height: 900 });
  let sco = await (await page.$('#sco')).contentFrame();
  const refused = await (await sco.waitForSelector('[data-testid=package-refused]')).textContent();
  assert.equal(refused, say('de', 'package-refused', { why: differs }));
  assert.equal(await sco.evaluate(() => document.documentElement.lang), 'de');
  assert.equal(await sco.$$eval('iframe', (f) => f.length), 0);
  assertClean(page);
  await page.close();

  page = await site.open('/lms/template-de.html', { width: 900, height: 900 });
  sco = await (await page.$('#sco')).contentFrame();
  await sco.waitForFunction(() => document.querySelectorAll('iframe').length === 1, null, { timeout: 30_000 });
  const embed = await (await sco.$('iframe')).contentFrame();
  await embed.waitForSelector('[data-testid=prompt]', { timeout: 30_000 });
  const title = say('de', 'package-default-title');
  assert.deepEqual(await sco.evaluate(() => [document.documentElement.lang, document.title, document.querySelector('h1').textContent]), ['de', title, title]);
  assert.equal(await sco.$eval('iframe', (f) => f.title), say('de', 'package-exercise-title', { n: 1 }));
  assert.equal(await embed.evaluate(() => document.documentElement.lang), 'de');
  const free = evaluate(CONTENTION).contention_free;
  await embed.click(free ? '[data-testid=answer-yes]' : '[data-testid=answer-no]');
  await sco.waitForFunction((w) => document.getElementById('castlab-status').textContent === w,
    say('de', 'package-status-done', { percent: percent('de', 1) }));
  assert.equal(Number(await page.evaluate(() => window.API.LMSGetValue('cmi.core.score.raw'))), 100);
  assert.deepEqual(site.refused(), []);
  assertClean(page);
  await page.close();
});
