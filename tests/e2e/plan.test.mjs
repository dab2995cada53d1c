// End-to-end: your own schedule or ordering (issue "Your own schedule").
// A plan file is imported by drop and by paste, stepped, and its numbers
// and first broken rule read from the page equal `castlab check --json`'s
// for the same file; the plan= link it opens reopens the same state in a
// fresh page; "Edit as JSON" starts from `castlab eval --export`'s bytes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CASTLAB, castlabEvalBytes } from '../support/cli.mjs';
import { assertClean } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();
const dir = mkdtempSync(join(tmpdir(), 'castlab-plan-'));

/** `castlab check --json FILE` for `text`, parsed (exit 3 is a verdict). */
function check(text) {
  const file = join(dir, `plan-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, text);
  try {
    return JSON.parse(execFileSync(CASTLAB, ['check', '--json', file]).toString());
  } catch (e) {
    if (e.status === 3) return JSON.parse(e.stdout.toString());
    throw e;
  }
}

/** castlab's own schedule for `link`, as the plan file it exports. */
const exported = (link, what = 'schedule') => castlabEvalBytes(link, ['--export', what]).toString();

/** The same schedule with step 3's second message sent by step 3's first
 * sender too: one node sends twice in a step (one-port broken). */
function brokenOnePort(text) {
  const plan = JSON.parse(text);
  const step = plan.steps[2];
  step[1].from = step[0].from;
  return JSON.stringify(plan, null, 1);
}

/** Drops `text` as a file on the map. */
async function drop(page, text) {
  const data = await page.evaluateHandle((t) => {
    const dt = new DataTransfer();
    dt.items.add(new File([t], 'my-plan.json', { type: 'application/json' }));
    return dt;
  }, text);
  await page.dispatchEvent('[data-testid=heatmap]', 'drop', { dataTransfer: data });
}

/** Pastes `text` on the page (outside any field). */
async function paste(page, text) {
  await page.evaluate((t) => {
    const dt = new DataTransfer();
    dt.setData('text', t);
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true }));
  }, text);
}

/** What the plan panel says, once the worker's check is in. */
async function panel(page) {
  await page.waitForSelector('[data-testid=plan-verdict]', { timeout: 30_000 });
  const text = async (id) => (await page.$(`[data-testid=${id}]`))?.textContent() ?? null;
  return {
    value: Number(await text('plan-value')),
    rule: await text('plan-broken-rule'),
    message: await text('plan-broken-message'),
    count: await text('plan-broken-count'),
    algorithm: Number(await text('plan-compare-algorithm')),
    best: Number(await text('plan-compare-best')),
  };
}

test('a schedule dropped on the map is checked, scored and linked as castlab check does', async () => {
  const text = exported('v=1&dims=8x8&src=1,0&algo=recursive');
  const cli = check(text);
  assert.equal(cli.valid, true);
  const page = await site.open('/?v=1&dims=8x8&src=2,2');
  await page.waitForSelector('[data-testid=heatmap]');
  await drop(page, text);
  const seen = await panel(page);
  assert.equal(seen.value, cli.value, 'the TCD castlab check prints');
  const by = (role) => cli.compare.find((c) => c.role === role).value;
  assert.equal(seen.algorithm, by('algorithm'));
  assert.equal(seen.best, by('best'));
  assert.ok(seen.value < seen.algorithm, `this export beats Algorithm 1 at (1, 0): ${seen.value} < ${seen.algorithm}`);
  assert.equal(seen.rule, null);
  // The address bar carries the plan: the link castlab check prints, on
  // the schedule's run.
  const shown = new URLSearchParams(new URL(page.url()).search);
  assert.equal(shown.get('show'), 'run');
  shown.delete('show');
  assert.equal(`${shown}`, `${new URLSearchParams(cli.permalink)}`);
  // The metrics are the plan's, recounted from its routes.
  assert.equal(Number(await page.textContent('[data-testid=tcd]')), cli.value);
  assertClean(page);
  await page.close();
});

test('a pasted invalid schedule shows its first broken rule at its step, and its link reopens it', async () => {
  const text = brokenOnePort(exported('v=1&dims=8x8&src=1,0&algo=recursive'));
  const cli = check(text);
  assert.equal(cli.valid, false);
  assert.equal(cli.first_broken.rule, 'one-port');
  const page = await site.open('/?v=1&dims=8x8');
  await page.waitForSelector('[data-testid=heatmap]');
  await paste(page, text);
  const seen = await panel(page);
  assert.equal(seen.rule, 'one-port');
  assert.equal(seen.message, cli.first_broken.message);
  assert.equal(seen.count, `Broken rules in all: ${cli.broken}.`);
  assert.equal(seen.value, cli.value);
  // Step to the broken rule: the stepper and the narration say step 3.
  await page.click('[data-testid=plan-show-broken]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('step') === '3');
  assert.match(await page.textContent('.stepper, [data-testid=step-summary]'), /Step 3 of 6/);

  // A fresh page from the link alone shows the same verdict and numbers.
  const link = new URL(page.url()).search;
  const shown = new URLSearchParams(link);
  assert.equal(shown.get('step'), '3');
  shown.delete('step');
  shown.delete('show');
  assert.equal(`?${shown}`, `?${new URLSearchParams(cli.permalink)}`, 'the link castlab check prints, at step 3');
  const fresh = await site.open(`/${link}`);
  const again = await panel(fresh);
  assert.deepEqual(again, seen);
  assertClean(page);
  assertClean(fresh);
  await page.close();
  await fresh.close();
});

test('Edit as JSON starts from castlab eval --export, and an edit that breaks a rule is checked', async () => {
  const link = 'v=1&dims=4x4&src=1,2';
  const page = await site.open(`/?${link}`);
  await page.waitForSelector('[data-testid=tcd]', { timeout: 30_000 });
  await page.click('[data-testid=plan-edit-own]');
  await page.waitForSelector('[data-testid=plan-text]');
  const opened = await page.inputValue('[data-testid=plan-text]');
  assert.equal(opened, exported(link), 'the editor opens on the exported bytes');
  const edited = brokenOnePort(opened);
  await page.fill('[data-testid=plan-text]', edited);
  await page.click('[data-testid=plan-apply]');
  const seen = await panel(page);
  const cli = check(edited);
  assert.equal(seen.rule, cli.first_broken.rule);
  assert.equal(seen.message, cli.first_broken.message);
  assertClean(page);
  await page.close();
});

test('an ordering of T_4×6 reaches the certified 6 in the page as on the command line', async () => {
  const text = exported('v=1&net=torus&dims=4x6&view=orderly&cert=1', 'ordering');
  const cli = check(text);
  assert.equal(cli.value, 6, 'the certified b^o of T_4×6');
  const page = await site.open('/?v=1&net=torus&dims=4x6&view=orderly');
  await page.waitForSelector('[data-testid=from-source]', { timeout: 30_000 });
  await paste(page, text);
  const seen = await panel(page);
  assert.equal(seen.value, 6);
  assert.equal(seen.algorithm, cli.compare.find((c) => c.role === 'algorithm').value);
  assertClean(page);
  await page.close();
});

test('a file that is not a plan gets a notice naming the fault, and the view stays', async () => {
  const page = await site.open('/?v=1&dims=8x8&src=3,3');
  await page.waitForSelector('[data-testid=heatmap]');
  await drop(page, '{"castlab": "schedule", "version": 1, "network": "v=1&net=mesh&dims=8x8&view=tcd", "source": [9, 9], "steps": []}');
  await page.waitForSelector('[data-testid=notices]');
  assert.match(await page.textContent('[data-testid=notices]'), /\(9, 9\) is not a node/);
  assert.equal(new URL(page.url()).searchParams.get('plan'), null);
  await page.close();
});

test('a plan link with an open question holds the plan\'s numbers back until it is answered', async () => {
  const text = exported('v=1&dims=8x8&src=1,0&algo=recursive');
  const cli = check(text);
  const asked = `${cli.permalink}&ask=hops`;
  const answer = JSON.parse(castlabEvalBytes(asked).toString()).exercise.expect.number;
  assert.equal(answer, cli.value, 'the question asks for the plan\'s own TCD');
  const page = await site.open(`/?${asked}`);
  await page.waitForSelector('[data-testid=plan-waiting]', { timeout: 30_000 });
  await page.waitForTimeout(1500);
  assert.equal(await page.$('[data-testid=plan-value]'), null, 'no score while the question is open');
  const body = await page.textContent('body');
  assert.ok(!new RegExp(`\\b${answer}\\b`).test(body), `the page text shows ${answer}`);
  // A plan file pasted now is refused, so its score cannot answer either.
  await paste(page, text);
  await page.waitForSelector('[data-testid=notices]');
  assert.match(await page.textContent('[data-testid=notices]'), /Answer the question first/);
  assertClean(page);
  await page.close();
});

test('a refused edit stays in the editor with its fault beside it', async () => {
  const page = await site.open('/?v=1&dims=4x4&src=1,2');
  await page.waitForSelector('[data-testid=tcd]', { timeout: 30_000 });
  await page.click('[data-testid=plan-edit-own]');
  await page.waitForSelector('[data-testid=plan-text]');
  const edited = (await page.inputValue('[data-testid=plan-text]')).replace('[1, 2]', '[9, 2]');
  await page.fill('[data-testid=plan-text]', edited);
  await page.click('[data-testid=plan-apply]');
  await page.waitForSelector('[data-testid=plan-editor-error]');
  assert.match(await page.textContent('[data-testid=plan-editor-error]'), /\(9, 2\) is not a node/);
  assert.equal(await page.inputValue('[data-testid=plan-text]'), edited, 'the edit is kept');
  assert.equal(new URL(page.url()).searchParams.get('plan'), null);
  await page.close();
});

/** Whether the element `selector` finds lies wholly in the window. */
const inView = (page, selector) => page.$eval(selector, (el) => {
  const r = el.getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
});

test('an invalid plan says why it is not compared, in its panel and in the proven-optimum box', async () => {
  // 8×8 from (2, 3): a stored certificate covers the source.
  const text = brokenOnePort(exported('v=1&dims=8x8&src=2,3'));
  const cli = check(text);
  assert.equal(cli.valid, false);
  const page = await site.open('/?v=1&dims=8x8&src=2,3');
  await page.waitForSelector('[data-testid=heatmap]');
  await paste(page, text);
  await panel(page);
  // The "Yours" column: not compared, and the note says why.
  for (const c of cli.compare) {
    assert.equal(await page.textContent(`[data-testid=plan-yours-${c.role}]`), 'not compared');
  }
  assert.match(await page.textContent('[data-testid=plan-not-compared]'), /breaks a rule/);
  // The "Proven optimum" box compares no invalid value either.
  await page.waitForSelector('[data-testid=certificate-verdict]');
  const said = await page.textContent('[data-testid=certificate-verdict]');
  assert.match(said, /breaks a rule, so its value is not compared/);
  assert.doesNotMatch(said, /the value shown/);
  // The run's key names the purple ring the broken rule's nodes get.
  await page.click('[data-testid=plan-show-broken]');
  await page.waitForSelector('[data-testid=run-key-marked]');
  assert.match(await page.textContent('[data-testid=run-key-marked]'), /purple ring.*one-port/);
  assertClean(page);
  await page.close();
});

test('a plan opened from the tools under the room has its verdict brought into view', async () => {
  const text = brokenOnePort(exported('v=1&dims=8x8&src=1,0&algo=recursive'));
  const page = await site.open('/?v=1&dims=8x8');
  await page.waitForSelector('[data-testid=tcd]', { timeout: 30_000 });
  // Where the reader is when they open a file: at the tools.
  await page.$eval('[data-testid=plan-edit-own]', (el) => el.scrollIntoView());
  assert.ok(await page.evaluate(() => scrollY > 0), 'the tools lie below the first screen');
  await page.setInputFiles('[data-testid=plan-file]', {
    name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(text),
  });
  await page.waitForSelector('[data-testid=plan-verdict]', { timeout: 30_000 });
  // The verdict in view (the whole panel may be taller than the window).
  await page.waitForFunction(() => {
    const r = document.querySelector('[data-testid=plan-verdict]').getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight;
  });
  assert.ok(await inView(page, '[data-testid=plan-verdict]'));
  assertClean(page);
  await page.close();
});

test('on a phone, "Show step N on the map" brings the map into view', async () => {
  const text = brokenOnePort(exported('v=1&dims=8x8&src=1,0&algo=recursive'));
  const cli = check(text);
  const page = await site.open(`/?${cli.permalink}&show=run`, { width: 390, height: 844 });
  await page.waitForSelector('[data-testid=plan-show-broken]', { timeout: 30_000 });
  await page.click('[data-testid=plan-show-broken]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('step') === '3');
  await page.waitForFunction(() => {
    const r = document.querySelector('[data-testid=heatmap]').getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
  });
  assertClean(page);
  await page.close();
});

test('an embed of a plan says its verdict beside the picture', async () => {
  const broken = check(brokenOnePort(exported('v=1&dims=8x8&src=1,0&algo=recursive')));
  const valid = check(exported('v=1&dims=8x8&src=1,0&algo=recursive'));
  for (const [cli, words] of [
    [broken, /^Your schedule: invalid, one-port at step 3$/],
    [valid, new RegExp(`^Your schedule: valid, TCD ${valid.value}$`)],
  ]) {
    const page = await site.open(`/?${cli.permalink}&embed=1`, { width: 600, height: 400 });
    await page.waitForSelector('[data-testid=plan-verdict]', { timeout: 30_000 });
    await page.waitForFunction(() => !/checking/.test(document.querySelector('[data-testid=plan-verdict]').textContent));
    assert.match(await page.textContent('[data-testid=plan-verdict]'), words);
    assert.ok(await inView(page, '[data-testid=plan-verdict]'), 'the verdict is inside the frame');
    assert.ok(await inView(page, '[data-testid=open-in-castlab]'), '"Open in castlab" stays inside the frame');
    assertClean(page);
    await page.close();
  }
});
