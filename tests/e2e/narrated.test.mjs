// End-to-end: narrated steps (issue "Narrated steps"): with trace=1 the
// pseudocode's highlighted lines and the step log follow `castlab eval
// --trace` step by step, hovering a line emphasises exactly its messages
// on the drawing, hovering a node highlights its line, the log is a live
// region that keeps quiet while playing, a read-only embed shows it, and
// axe finds nothing serious with the panel open.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

import { serious } from '../support/axe.mjs';
import { castlabEvalBytes } from '../support/cli.mjs';
import { afterPaint, assertClean, nodeCentre } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();

/** `castlab eval --trace`, parsed. */
function traced(link) {
  return JSON.parse(castlabEvalBytes(link, ['--trace']).toString());
}

/** A sentence as the page shows it: the notation's ^ and _ set as raised
 * and lowered text, which reads without them. */
function shown(sentence) {
  return sentence.replace(/[\^_]\{([^}]*)\}/g, '$1').replace(/[\^_](?=\S)/g, '');
}

/** The drawing's emphasis attribute for messages given as coordinates. */
function emphasisOf(messages) {
  return messages.map((m) => `${m.from.join(',')}>${m.to.join(',')}`).join(';');
}

/** Waits for the log of `step`, then reads the highlighted lines and the
 * log's reasons. */
async function stepShown(page, step, steps) {
  await page.waitForFunction(
    (lead) => document.querySelector('[data-testid=step-log] li strong')?.textContent === lead,
    `Step ${step} of ${steps}: `,
  );
  await afterPaint(page);
  return page.evaluate(() => ({
    current: [...document.querySelectorAll('[data-testid=pseudocode] li.current')].map((li) => Number(li.dataset.line)),
    log: [...document.querySelectorAll('[data-testid=step-log] li')].map((li) => ({
      line: Number(li.dataset.line),
      rule: li.dataset.rule,
      text: li.textContent,
    })),
  }));
}

/** Steps through `link` with ▶ and checks every step against the CLI. */
async function walk(page, cli) {
  const steps = Math.max(...cli.trace.map((r) => r.step));
  for (let step = 1; step <= steps; step++) {
    await page.click('[data-testid=next-step]');
    const seen = await stepShown(page, step, steps);
    const want = cli.trace.filter((r) => r.step === step);
    assert.deepEqual(seen.current, [...new Set(want.map((r) => r.line))].sort((a, b) => a - b), `lines at step ${step}`);
    const logged = want.slice(0, 6);
    assert.equal(seen.log.length, logged.length, `reasons at step ${step}`);
    for (const [i, r] of logged.entries()) {
      assert.equal(seen.log[i].rule, r.rule);
      assert.ok(seen.log[i].text.endsWith(`line ${r.line}: ${shown(r.sentence)}`), `step ${step}: ${seen.log[i].text} / ${r.sentence}`);
    }
  }
  return steps;
}

/** Goes to `step`, hovers `line` and reads `canvas`'s emphasis. */
async function hoverLine(page, step, line, canvas) {
  const url = new URL(page.url());
  url.searchParams.set('step', String(step));
  await page.goto(url.toString());
  await page.waitForSelector(`[data-testid=pseudocode] li[data-line="${line}"]`);
  await page.waitForSelector('[data-testid=step-log] li');
  await page.hover(`[data-testid=pseudocode] li[data-line="${line}"]`);
  await page.waitForFunction((c) => document.querySelector(c)?.dataset.emphasis, canvas);
  return page.getAttribute(canvas, 'data-emphasis');
}

/** The messages of `line` at `step`, as the drawing names them. */
function messagesOf(cli, step, line) {
  return emphasisOf(cli.trace.filter((r) => r.step === step && r.line === line).flatMap((r) => r.messages));
}

test('8×8 from (2, 2): every step\'s lines and log match castlab eval --trace; a hovered line emphasises its messages', async () => {
  const link = 'v=1&src=2,2&trace=1';
  const cli = traced(link);
  const page = await site.open(`/?${link}`);
  await page.waitForSelector('[data-testid=pseudocode] li');
  assert.equal(await page.textContent('[data-testid=pseudocode] h3'), cli.pseudocode.title);
  assert.equal(await walk(page, cli), 6);
  // Step 2: the holder's own message (line 3) and E_k(2)'s (line 4).
  const four = await hoverLine(page, 2, 4, '[data-testid=heatmap]');
  assert.equal(four, messagesOf(cli, 2, 4));
  assert.equal(four.split(';').length, 1);
  // Hovering a node on the map highlights the line that informed it.
  await page.mouse.move(0, 0);
  const three = cli.trace.find((r) => r.step === 2 && r.line === 3).messages[0].to;
  const at = await nodeCentre(page, three, [8, 8]);
  await page.mouse.move(at.x, at.y);
  await page.waitForSelector('[data-testid=pseudocode] li[data-line="3"].focused');
  assert.equal(await page.$('[data-testid=pseudocode] li[data-line="4"].focused'), null);
  assertClean(page);
  await page.close();
});

test('WK from 201, T_9×13 orderly and MSN total exchange narrate as castlab eval --trace does', async () => {
  for (const [link, canvas, hoverAt] of [
    ['v=1&net=wk&src=201&trace=1', '[data-testid=wk-canvas]', [2, 4]],
    ['v=1&net=torus&dims=9x13&src=0,3&view=orderly&trace=1', '[data-testid=arrival-map] canvas', [3, 2]],
    ['v=1&net=msn&view=te&trace=1', '[data-testid=msn-canvas]', [3, 2]],
  ]) {
    const cli = traced(link);
    const page = await site.open(`/?${link}`);
    await page.waitForSelector('[data-testid=pseudocode] li');
    if (!link.includes('view=te')) {
      await walk(page, cli);
    } else {
      // 158 slots: the first twelve, each against the CLI.
      const steps = Math.max(...cli.trace.map((r) => r.step));
      for (let step = 1; step <= 12; step++) {
        await page.click('[data-testid=next-step]');
        const seen = await stepShown(page, step, steps);
        const want = cli.trace.filter((r) => r.step === step);
        assert.deepEqual(seen.log.map((l) => l.text.replace(/^Step \d+ of \d+: /, '')), want.map((r) => `line ${r.line}: ${shown(r.sentence)}`));
      }
    }
    const [step, line] = hoverAt;
    const emphasis = await hoverLine(page, step, line, canvas);
    assert.equal(emphasis, messagesOf(cli, step, line), link);
    assertClean(page);
    await page.close();
  }
});

test('the log is announced when stepping, not while playing; the toggle opens and closes the panel', async () => {
  const page = await site.open('/?v=1&src=2,2');
  await page.waitForSelector('[data-testid=tcd]');
  assert.equal(await page.$('[data-testid=pseudocode]'), null);
  await page.click('[data-testid=trace-toggle]');
  await page.waitForSelector('[data-testid=pseudocode] li');
  await page.waitForFunction(() => /trace=1/.test(window.location.search));
  assert.equal(await page.getAttribute('[data-testid=trace-toggle]', 'aria-pressed'), 'true');
  await page.click('[data-testid=next-step]');
  assert.equal(await page.getAttribute('[data-testid=step-log]', 'aria-live'), 'polite');
  await page.click('[data-testid=play]');
  assert.equal(await page.getAttribute('[data-testid=step-log]', 'aria-live'), 'off');
  await page.click('[data-testid=play]');
  await page.click('[data-testid=trace-toggle]');
  await page.waitForFunction(() => !document.querySelector('[data-testid=pseudocode]'));
  await page.waitForFunction(() => !/trace=1/.test(window.location.search));
  assertClean(page);
  await page.close();
});

test('axe finds no serious violation with the panel open, and a read-only embed shows the log', async () => {
  const page = await site.open('/?v=1&src=2,2&step=3&trace=1');
  await page.waitForSelector('[data-testid=step-log] li');
  await page.hover('[data-testid=pseudocode] li[data-line="2"]');
  assert.deepEqual(await serious(page), []);
  await page.close();

  const link = 'v=1&net=wk&src=201&step=2&trace=1';
  const cli = traced(link);
  const embed = await site.open(`/?${link}&embed=1&controls=0`, { width: 600, height: 400 });
  await embed.waitForSelector('[data-testid=step-log] li');
  const rules = await embed.$$eval('[data-testid=step-log] li', (lis) => lis.map((li) => li.dataset.rule));
  assert.deepEqual(rules, cli.trace.filter((r) => r.step === 2).map((r) => r.rule));
  // The log and the algorithm share the side panel, the step's lines shown.
  assert.ok(await embed.isVisible('.panel.narrating [data-testid=pseudocode] .line.current'));
  assert.deepEqual(await serious(embed), []);
  assertClean(embed);
  await embed.close();
});

test('the SVG export writes the step log under the drawing, and printing keeps the log', async () => {
  const link = 'v=1&src=2,2&step=2&trace=1';
  const cli = traced(link);
  const page = await site.open(`/?${link}`);
  await page.waitForSelector('[data-testid=step-log] li');
  await afterPaint(page);
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=export-svg]')]);
  const svg = (await readFile(await file.path())).toString();
  const lines = [...svg.matchAll(/<text class="step-log"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
  for (const r of cli.trace.filter((t) => t.step === 2)) {
    assert.ok(lines.includes(`Step 2, line ${r.line}: ${shown(r.sentence)}`.replace(/&/g, '&amp;')), `${lines} / ${r.sentence}`);
  }
  await page.emulateMedia({ media: 'print' });
  assert.ok(await page.isVisible('[data-testid=step-log] li'));
  assert.equal(await page.isVisible('[data-testid=trace-toggle]'), false);
  assertClean(page);
  await page.close();
});
