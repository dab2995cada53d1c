// A way in: the examples gallery on a first visit, the explanations and the
// glossary, the papers cited in full, and what a shared link or an
// installed site needs (a loading note, link-card tags, icons, a manifest,
// the licences).
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { serious } from '../support/axe.mjs';
import { castlabEval, castlabExamples } from '../support/cli.mjs';
import { afterPaint, assertClean } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();
const EXAMPLES = castlabExamples();

/** The panel element that shows `key` of `castlab eval`. */
const SHOWN = { tcd: 'tcd', steps: 'steps', label_bits: 'label-bits', broadcast_time: 'broadcast-time',
  optimum: 'optimum', distance: 'distance', slots: 'slots', 'optimum.tcd': 'optimum' };

test('a first visit opens on the gallery; an example shows the number it promises', async () => {
  const page = await site.open('/');
  await page.waitForSelector('[data-testid=gallery]');
  // "Start here" once: the path of five, under a title of its own.
  assert.match(await page.textContent('#gallery-title'), /^Welcome/);
  assert.equal((await page.textContent('[data-testid=gallery]')).match(/Start here/g).length, 1);
  // Every example of `castlab examples` is offered, with its headline number.
  const offered = await page.$$eval('[data-example]', (all) => all.map((e) => e.dataset.example));
  assert.deepEqual(offered.sort(), EXAMPLES.map((e) => e.id).sort());
  // The families beyond the papers have a section of their own, read off
  // each example's link (exercises stay with the exercises).
  const families = /(^|&)net=(cube|butterfly|debruijn|ccc|complete|path|cycle|census)(&|$)/;
  const beyond = await page.$$eval('[data-testid=beyond-the-papers] [data-example]', (all) => all.map((e) => e.dataset.example));
  assert.deepEqual(beyond.sort(), EXAMPLES.filter((e) => families.test(e.permalink) && !/(^|&)ask=/.test(e.permalink)).map((e) => e.id).sort());
  assert.ok(beyond.length >= 14, `${beyond.length} family examples`);
  // One example per family, picked from the gallery (reopened each time).
  for (const id of ['tcd-4x4-theorem-2', 'wk-figure-3', 'orderly-search-4x4', 'msn-total-exchange', 'tcd-eye-8x8x8']) {
    const example = EXAMPLES.find((e) => e.id === id);
    if (!(await page.$('[data-testid=gallery]'))) await page.click('[data-testid=examples-button]');
    const value = JSON.stringify(example.expect[example.headline]).replace(/"/g, '');
    const card = `[data-testid=example-${id}]`;
    assert.ok((await page.textContent(`${card} [data-testid=example-number]`)).endsWith(value), id);
    await page.click(card);
    await page.waitForFunction((link) => location.search === `?${link}`, example.permalink);
    assert.equal(await page.$('[data-testid=gallery]'), null, 'the gallery closes');
    // The card was scrolled to (page.click scrolls it into view); the
    // example opens at the top of its page, not at its footer.
    assert.equal(await page.evaluate(() => window.scrollY), 0, `${id} opens at the top`);
    const shown = `[data-testid=${SHOWN[example.headline]}]`;
    await page.waitForFunction(
      ([sel, want]) => document.querySelector(sel)?.textContent.split(' ')[0] === want,
      [shown, value],
      { timeout: 60_000 },
    );
    // The same number castlab eval gives for the link.
    const cli = castlabEval(example.permalink);
    const key = example.headline.split('.').reduce((v, k) => v[k], cli);
    assert.equal(String(key).replace(/\.0$/, ''), value.replace(/\.0$/, ''), id);
  }
  // Back returns to the previous example: each pick was a history entry.
  await page.goBack();
  await page.waitForFunction(
    (link) => location.search === `?${link}`,
    EXAMPLES.find((e) => e.id === 'msn-total-exchange').permalink,
  );
  assertClean(page);
  await page.close();
});

test('a permalink visit and an embed open without the gallery; Skip and Examples toggle it', async () => {
  for (const link of ['/?v=1&src=2,2', '/?v=1&src=2,2&embed=1']) {
    const page = await site.open(link);
    await page.waitForSelector('[data-testid=tcd]');
    await afterPaint(page);
    assert.equal(await page.$('[data-testid=gallery]'), null, link);
    if (link.includes('embed')) {
      assert.equal(await page.$('[data-testid=examples-button]'), null, 'no gallery in an embed');
    } else {
      await page.click('[data-testid=examples-button]');
      await page.waitForSelector('[data-testid=gallery]');
      assert.match(await page.textContent('#gallery-title'), /^Examples/);
      await page.click('[data-testid=gallery-close]');
      assert.equal(await page.$('[data-testid=gallery]'), null);
    }
    assertClean(page);
    await page.close();
  }
  // The start screen is skipped for good once the reader moves on: a
  // second bare visit offers the last session instead.
  const page = await site.open('/');
  await page.click('[data-testid=gallery-close]');
  await page.waitForSelector('[data-testid=tcd]');
  await afterPaint(page);
  await page.goto(`${site.origin()}/`);
  await page.waitForSelector('[data-testid=tcd]');
  assert.equal(await page.$('[data-testid=gallery]'), null);
  await page.close();
});

test('the Start here path leads on: each card and each opened example links to the next, the last says it ends', async () => {
  const page = await site.open('/');
  await page.waitForSelector('[data-testid=start-here]');
  // The path's order is the cards' order on the page; each card's link
  // opens its own example.
  const path = await page.$$eval('[data-start]', (all) => all.map((li) => ({
    id: li.dataset.start,
    href: li.querySelector(`[data-testid=start-${li.dataset.start}]`).getAttribute('href'),
  })));
  assert.equal(path.length, 5);
  for (const [k, { id }] of path.entries()) {
    const next = await page.$(`[data-start="${id}"] [data-testid=next-${id}]`);
    assert.ok(next, `${id} has a next link or an end`);
    if (k + 1 < path.length) {
      assert.equal(await next.getAttribute('href'), path[k + 1].href, `${id} leads to ${path[k + 1].id}`);
      assert.match(await next.textContent(), /^Next: /);
    } else {
      assert.equal(await next.getAttribute('href'), null, 'the last card links nowhere');
      assert.match(await next.textContent(), /last of the five/);
    }
  }
  // Opened, an example's note carries the same way on: follow it twice.
  await page.click(`[data-testid=start-${path[0].id}]`);
  for (const k of [1, 2]) {
    const link = `[data-testid=example-note] [data-testid=next-${path[k - 1].id}]`;
    await page.waitForSelector(link);
    await page.click(link);
    await page.waitForFunction((href) => location.search === href, path[k].href);
  }
  assertClean(page);
  await page.close();
});

test('every view explains itself, with terms that lead to the glossary and the papers in full', async () => {
  for (const [link, words] of [
    ['/?v=1&src=2,2', /one-port.*time-step optimal.*TCD/s],
    ['/?v=1&net=wk&src=201', /all-port/],
    ['/?v=1&net=msn&view=te', /Total exchange/],
    // The notation is set with its script raised: b<sup>Π</sup>(u).
    ['/?v=1&net=torus&dims=9x13&view=orderly', /bΠ\(u\)/],
  ]) {
    const page = await site.open(link);
    await page.waitForSelector('[data-testid=explain]');
    await page.click('[data-testid=explain] summary');
    assert.match(await page.textContent('[data-testid=explain]'), words, link);
    // A term leads to its glossary entry, opening the About panel, without
    // touching the URL.
    const before = page.url();
    const term = page.locator('[data-testid=explain] a.term').first();
    const target = (await term.getAttribute('href')).slice(1);
    await term.click();
    await page.waitForFunction(() => document.querySelector('[data-testid=about]').open);
    assert.ok(await page.isVisible(`#${target}`), target);
    assert.equal(page.url(), before);
    assertClean(page);
    await page.close();
  }
  // The About panel cites the five papers in full; claims name them.
  const page = await site.open('/?v=1&dims=4x4');
  await page.waitForSelector('[data-testid=claims]');
  const papers = await page.$$eval('.papers li', (all) => all.map((li) => li.textContent));
  assert.equal(papers.length, 5);
  assert.match(papers[0], /S\. Cang and J\. Wu, “Minimizing Total Communication Distance/);
  assert.match(papers[3], /ISBN 0-612-91122-5/);
  const cited = await page.$$eval('[data-testid=claims] .cited', (all) => all.map((c) => [c.textContent, c.title]));
  assert.ok(cited.length > 0);
  for (const [text, title] of cited) {
    assert.doesNotMatch(text, /^00\d/, 'no claim is named by its number alone');
    assert.match(title, /Cang and J\. Wu/);
  }
  assertClean(page);
  await page.close();
});

test('axe-core finds no serious violation with the gallery or an explanation open', async () => {
  // An embed has no explanation (it fits its box; "Open in castlab" has it).
  for (const [link, ready] of [
    ['/', '[data-testid=gallery]'],
    ['/?v=1&net=torus&dims=9x13&view=orderly', '[data-testid=explain]'],
    ['/?v=1&src=1,1&embed=1', '[data-testid=tcd]'],
  ]) {
    const page = await site.open(link);
    await page.waitForSelector(ready);
    await page.$$eval('details', (all) => all.forEach((d) => (d.open = true)));
    await page.waitForTimeout(100);
    assert.deepEqual(await serious(page), [], link);
    assertClean(page);
    await page.close();
  }
});

test('before the app starts the page shows its name; the site carries its cards, icons, manifest and licences', async () => {
  const html = await (await fetch(`${site.origin()}/`)).text();
  assert.match(html, /id="loading"[\s\S]*castlab[\s\S]*Loading/);
  for (const tag of ['og:title', 'og:description', 'og:image', 'twitter:card']) {
    assert.match(html, new RegExp(`(property|name)="${tag}" content="[^"]+"`), tag);
  }
  assert.match(html, /<link rel="manifest" href="manifest.webmanifest">/);
  assert.match(html, /<meta name="theme-color"/);
  assert.match(html, /Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval';/);
  const manifest = await (await fetch(`${site.origin()}/manifest.webmanifest`)).json();
  assert.equal(manifest.short_name, 'castlab');
  // A file, not a folder: an LMS's file store serves no folder index.
  assert.equal(manifest.start_url, 'index.html');
  for (const file of ['preview.png', 'apple-touch-icon.png', ...manifest.icons.map((i) => i.src)]) {
    const response = await fetch(`${site.origin()}/${file}`);
    assert.equal(response.status, 200, file);
    const bytes = new Uint8Array(await response.arrayBuffer());
    assert.deepEqual([...bytes.slice(1, 4)], [0x50, 0x4e, 0x47], `${file} is a PNG`);
  }
  for (const file of ['LICENSE-MIT', 'LICENSE-APACHE']) {
    const response = await fetch(`${site.origin()}/${file}`);
    assert.equal(response.status, 200, file);
    assert.match(await response.text(), /Permission is hereby granted|Apache License/);
  }
  // Once the app runs, the loading note is gone.
  const page = await site.open('/?v=1');
  await page.waitForSelector('[data-testid=tcd]');
  assert.equal(await page.$('#loading'), null);
  assertClean(page);
  await page.close();
});
