// End-to-end: the classical (telephone-model) view narrates its rounds
// (issue #54: "a stepped, narrated run of the classical schedule"). On
// Q_4 and BF(3): "Why? Narrate the steps" opens the algorithm, and at
// round 2 the log's reasons count exactly the round's calls of the
// schedule `castlab eval` lists, rule by rule as `castlab eval --trace`
// names them. One page load per network.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { castlabEval, castlabEvalBytes } from '../support/cli.mjs';
import { afterPaint, assertClean } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();

/** Text as the page shows it: the notation's ^ and _ set as raised and
 * lowered text, which reads without them (as narrated.test.mjs does). */
function shown(text) {
  return text.replace(/[\^_]\{([^}]*)\}/g, '$1').replace(/[\^_](?=\S)/g, '');
}

for (const link of ['v=1&net=cube&m=4&view=classical', 'v=1&net=butterfly&m=3&view=classical']) {
  test(`${link}: narrated, round 2's reasons count the schedule's round-2 calls`, async () => {
    const schedule = castlabEval(link).calls;
    const round2 = schedule.rounds[1].length;
    const cli = JSON.parse(castlabEvalBytes(link, ['--trace']).toString());
    const page = await site.open(`/?${link}`);
    await page.waitForSelector('[data-testid=arrival-map]');
    await page.click('[data-testid=trace-toggle]');
    await page.waitForSelector('[data-testid=pseudocode] li');
    assert.equal(await page.textContent('[data-testid=pseudocode] h3'), shown(cli.pseudocode.title));
    await page.click('[data-testid=next-step]');
    await page.click('[data-testid=next-step]');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=step-log] li strong')?.textContent.startsWith('Step 2 of '),
    );
    await afterPaint(page);
    const log = await page.$$eval('[data-testid=step-log] li', (lis) =>
      lis.map((li) => ({ rule: li.dataset.rule, text: li.textContent })));
    assert.ok(log.length >= 1, link);
    // Each reason's sentence opens with its count: "2 vertices call …".
    const counts = log.map((l) => Number(/line \d+: (\d+) /.exec(l.text)[1]));
    assert.equal(counts.reduce((a, b) => a + b, 0), round2, JSON.stringify(log));
    assert.deepEqual(log.map((l) => l.rule), cli.trace.filter((r) => r.step === 2).map((r) => r.rule));
    // The page says what the CLI says, examples in the network's addresses.
    const want = cli.trace.filter((r) => r.step === 2);
    for (const [i, l] of log.entries()) {
      assert.ok(l.text.endsWith(`line ${want[i].line}: ${shown(want[i].sentence)}`), `${l.text} / ${want[i].sentence}`);
      assert.match(l.text, /e\.g\. [0-9,]+ → [0-9,]+\.$/);
    }
    // The step's line is marked in the algorithm.
    const current = await page.$$eval('[data-testid=pseudocode] li.current', (lis) => lis.map((li) => Number(li.dataset.line)));
    assert.deepEqual(current, [...new Set(cli.trace.filter((r) => r.step === 2).map((r) => r.line))].sort((a, b) => a - b));
    assertClean(page);
    await page.close();
  });
}
