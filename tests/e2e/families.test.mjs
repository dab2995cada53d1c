// End-to-end: the protocol families (issue "Every network a course
// teaches") and the classical view on the papers' networks (issue #54).
// Every gallery example of a family, at 1280×900, at 390×844
// and in a 600×400 embed, shows the number it promises, which is castlab
// eval's; the full app shows the three models with eval's D and k and a
// verdict for every bound; nothing is cut off sideways, and the page
// stays clean. One page per size: after the first, an example arrives by
// Back and Forward's path (the same parsing, without loading the wasm
// again).
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { castlabEval, castlabExamples } from '../support/cli.mjs';
import { afterPaint, assertClean } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();

/** The gallery's examples on a protocol family (their links name one of
 * the nets beyond mesh, torus, WK and MSN). */
const FAMILY_EXAMPLES = castlabExamples().filter((e) => {
  const net = new URLSearchParams(e.permalink).get('net');
  return net !== null && !['mesh', 'torus', 'wk', 'msn'].includes(net) && !e.permalink.includes('..');
});

/** The gallery's classical examples on the papers' networks (issue #54:
 * the three-model panel on all eight kinds of network). */
const PAPERS_CLASSICAL = castlabExamples().filter((e) => {
  const params = new URLSearchParams(e.permalink);
  return ['mesh', 'torus', 'wk', 'msn'].includes(params.get('net') ?? 'mesh') && params.get('view') === 'classical';
});

/** Where the full app shows a headline: the classical panel's rounds, the
 * orderly panel's b^Π(G). */
const SHOWN = { from_source: 'from-source', broadcast_time: 'broadcast-time' };

async function visit(page, first, search) {
  if (first) {
    await page.goto(`${new URL(page.url()).origin}/?${search}`);
  } else {
    await page.evaluate((s) => {
      history.pushState(null, '', s);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `?${search}`);
  }
}

for (const [size, embed] of [['1280x900', false], ['390x844', false], ['600x400', true]]) {
  test(`every family's gallery examples at ${size}${embed ? ' (embed)' : ''} show castlab eval's numbers, uncut`, async () => {
    assert.ok(FAMILY_EXAMPLES.length >= 14, `${FAMILY_EXAMPLES.length} family examples`);
    // Two or more per family.
    const perNet = {};
    for (const e of FAMILY_EXAMPLES) {
      const net = new URLSearchParams(e.permalink).get('net');
      perNet[net] = (perNet[net] ?? 0) + 1;
    }
    assert.equal(Object.keys(perNet).length, 7, JSON.stringify(perNet));
    assert.ok(Object.values(perNet).every((n) => n >= 2), JSON.stringify(perNet));
    const papers = new Set(PAPERS_CLASSICAL.map((e) => new URLSearchParams(e.permalink).get('net') ?? 'mesh'));
    assert.equal(papers.size, 4, PAPERS_CLASSICAL.map((e) => e.id).join(', '));
    const [width, height] = size.split('x').map(Number);
    const page = await site.open('/?v=1&net=cube', { width, height });
    for (const [i, example] of FAMILY_EXAMPLES.concat(PAPERS_CLASSICAL).entries()) {
      const cli = castlabEval(example.permalink);
      const value = String(example.expect[example.headline]);
      assert.equal(String(cli[example.headline]), value, `${example.id}: the promise is castlab eval's`);
      const search = embed ? `${example.permalink}&embed=1` : example.permalink;
      await visit(page, i === 0, search);
      const classical = cli.view === 'classical';
      if (embed) {
        // The embed draws the run's map; its caption names the last round.
        if (classical) {
          await page.waitForFunction(
            (want) => document.querySelector('[data-testid=arrival-map] figcaption')?.textContent.endsWith(`(the last in round ${want})`),
            value, { timeout: 60_000 },
          );
        } else {
          await page.waitForSelector('[data-testid=heatmap][data-labels]', { timeout: 60_000 });
        }
      } else {
        await page.waitForFunction(
          ([sel, want]) => document.querySelector(sel)?.textContent.split(' ')[0] === want,
          [`[data-testid=${SHOWN[example.headline]}]`, value],
          { timeout: 60_000 },
        );
        if (classical) {
          // The three models: eval's D and k, and a verdict for each bound.
          const d = await page.textContent('[data-testid=models-d]');
          assert.equal(d, `${cli.models.diameter}, ${cli.models.max_degree}`, example.id);
          const b = await page.textContent('[data-testid=models-classical]');
          assert.equal(b.split(' ')[0], String(cli.models.classical), example.id);
          const verdicts = await page.$$eval('[data-testid=model-bounds] li', (all) => all.map((li) => li.dataset.verdict));
          assert.deepEqual(verdicts, cli.models.bounds.map((b) => (b.verdict === 'holds' ? 'holds' : b.verdict)), example.id);
          assert.ok(verdicts.length >= 2, example.id);
        }
      }
      await afterPaint(page);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(wide <= 0, `${example.id} at ${size}: ${wide} px cut off sideways`);
    }
    assertClean(page);
    await page.close();
  });
}
