// No text cut off, in any language (issue #57: "Screenshots at 1280×900,
// 390 px and a 600×400 embed show no text cut off in any locale. Chinese
// text wraps correctly"). Every view, the gallery, an exercise of each kind
// and the About panel (glossary, papers), with every <details> open, in
// English, German, Spanish and Chinese at the three sizes: the document
// never scrolls sideways, no text is hidden by a box that clips it
// (overflow hidden or clip, an ellipsis, a line clamp) while a box that
// scrolls shows the rest, and no text lies past the window's edge. German
// compounds and Chinese lines without spaces are what break a layout made
// in English. One page per language and size: after its first view, a
// view arrives by the app's own navigation (pushState and popstate), the
// wasm loaded once.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { castlabExamples } from '../support/cli.mjs';
import { assertClean } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();
const EXAMPLES = castlabExamples();
const LOCALES = ['en', 'de', 'es', 'zh-Hans'];
const SIZES = [
  ['1280×900', { width: 1280, height: 900 }, false],
  ['390×844', { width: 390, height: 844 }, false],
  ['600×400 embed', { width: 600, height: 400 }, true],
];

/** The gallery's schedule of the reader's own (plan=, on the mesh). */
const PLAN = EXAMPLES.map((e) => e.permalink).find((l) => l.includes('plan=') && !l.includes('view=orderly'));

/** Every view of every network, the panels that stand with one (claims,
 * certificate, comparison, census, your schedule), the narration, the
 * sweeps' charts and tables and each kind of exercise: [name, link]. */
const VIEWS = [
  ['tcd', 'v=1&src=2,2&step=4'],
  ['tcd narrated', 'v=1&src=2,2&step=4&trace=1'],
  ['tcd compared', 'v=1&src=3,1&algo=recursive&cmp=paper&step=2'],
  ['tcd certified', 'v=1&src=2,3&cert=1'],
  ['tcd least, narrated', 'v=1&src=2,2&algo=least&step=2&trace=1'],
  ['tcd 3-D', 'v=1&dims=4x4x4&src=1,0,0&algo=recursive&step=2'],
  ['torus', 'v=1&net=torus&dims=16x16&src=5,9&step=3'],
  ['wk broadcast, narrated', 'v=1&net=wk&src=201&step=2&trace=1'],
  ['wk broadcast', 'v=1&net=wk&w=3&l=3&src=012'],
  ['msn route', 'v=1&net=msn&dims=8x6&src=1,2&dst=7,5&step=2'],
  ['msn te, narrated', 'v=1&net=msn&view=te&step=3&trace=1'],
  ['msn mnb', 'v=1&net=msn&view=mnb&step=2'],
  ['msn hamiltonian', 'v=1&net=msn&view=hamiltonian&step=2'],
  ['msn areas', 'v=1&net=msn&dims=10x8&view=areas'],
  ['orderly, narrated', 'v=1&net=torus&dims=9x13&src=0,3&view=orderly&step=2&trace=1'],
  ['orderly search', 'v=1&net=torus&dims=4x4&view=orderly&algo=search'],
  ['orderly on wk', 'v=1&net=wk&w=3&l=2&view=orderly'],
  ['classical hypercube', 'v=1&net=cube&m=4&view=classical&step=2'],
  ['classical mesh', 'v=1&dims=8x8&view=classical&step=2'],
  ['butterfly', 'v=1&net=butterfly&algo=exact'],
  ['de bruijn', 'v=1&net=debruijn&m=5&algo=exact'],
  ['ccc', 'v=1&net=ccc&m=4&algo=exact'],
  ['complete', 'v=1&net=complete&n=6&view=orderly'],
  ['path', 'v=1&net=path&n=9&src=4'],
  ['cycle', 'v=1&net=cycle&n=9'],
  ['census', 'v=1&net=census&g=84'],
  ['sweep tcd', 'v=1&dims=2..32^2'],
  ['sweep orderly', 'v=1&net=torus&dims=3..12x3..12&view=orderly'],
  ['sweep msn', 'v=1&net=msn&dims=4..64^2'],
  ['sweep wk', 'v=1&net=wk&w=4&l=1..7'],
  ['sweep family', 'v=1&net=butterfly&m=3..7'],
  ['your schedule', `${PLAN}&step=2`],
  ['exercise least', 'v=1&dims=8x8&ask=least'],
  ['exercise when', 'v=1&net=wk&src=201&seed=3&ask=when'],
  ['exercise hops', 'v=1&net=msn&dims=10x6&dst=7,5&ask=hops'],
  ['exercise build', 'v=1&net=cube&m=3&src=101&ask=build'],
];

const MAPS = '[data-testid=heatmap], [data-testid=wk-canvas], [data-testid=msn-canvas], [data-testid=family-picture], [data-testid=chart]';

test('the views cover every network, view and kind of exercise the gallery offers', () => {
  const key = (link) => {
    const q = new URLSearchParams(link);
    return [`net=${q.get('net') ?? 'mesh'}`, `view=${q.get('view') ?? ''}`, `ask=${q.get('ask') ?? ''}`];
  };
  const ours = new Set(VIEWS.flatMap(([, link]) => key(link)));
  const missing = [...new Set(EXAMPLES.flatMap((e) => key(e.permalink)))].filter((k) => !ours.has(k));
  assert.deepEqual(missing, [], 'kinds of page the gallery shows that this test does not look at');
  assert.ok(PLAN, 'the gallery has a schedule of the reader\'s own');
});

/** Waits until the page shows `link`'s room with its maps drawn, its
 * numbers in and every <details> open (the About panel's only on `about`). */
async function settle(page, { gallery = false, about = false } = {}) {
  await page.waitForFunction(() => document.documentElement.lang && !document.getElementById('loading'));
  if (gallery) {
    await page.waitForSelector('[data-testid=gallery]');
  } else {
    await page.waitForSelector(`${MAPS}, [data-testid=sweep-table]`, { timeout: 60_000 });
  }
  await page.waitForFunction((sel) => !document.querySelector('[data-testid=engine-busy], [aria-busy=true]')
    && [...document.querySelectorAll(sel)].every((m) => m.dataset.testid === 'chart' || m.dataset.labels !== undefined),
  MAPS, { timeout: 60_000 });
  await page.$$eval('details', (all, open) => all.forEach((d) => (d.open = open || !d.matches('.about'))), about);
  // Two frames: what the opened details build, and its layout.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  await page.waitForFunction(() => !document.querySelector('[data-testid=engine-busy], [aria-busy=true]'));
}

/** Opens `link` through the app's navigation, as Back and Forward do. */
async function visit(page, link) {
  await page.evaluate((search) => {
    history.pushState(null, '', search);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `?${link}`);
  // The worker's request leaves with the next frame.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())));
}

/**
 * In the page: each text that the reader cannot read whole, once per box
 * at fault: "<element> "<text>": <why>". A text node is cut when a box
 * round it that clips (overflow hidden or clip, whatever the ellipsis or
 * line clamp) does not hold its glyphs' boxes; a box that scrolls shows the
 * rest, so only the part inside it goes on up; what is left must lie inside
 * the window sideways. Visually hidden text (a 1 px clipped box, for
 * screen readers) is not on screen and not counted.
 */
function cutText() {
  const root = document.documentElement;
  const vw = root.clientWidth;
  const faults = [];
  const seen = new Set();
  const name = (el) => {
    const parts = [];
    for (let e = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
      let s = e.tagName.toLowerCase();
      if (e.id) s += `#${e.id}`;
      if (e.dataset.testid) s += `[data-testid=${e.dataset.testid}]`;
      s += [...e.classList].slice(0, 2).map((c) => `.${c}`).join('');
      parts.unshift(s);
    }
    return parts.join(' > ');
  };
  const clips = (v) => v === 'hidden' || v === 'clip';
  const scrolls = (v) => v === 'auto' || v === 'scroll';
  // Per box, what the walk up needs (many texts share their ancestors).
  const boxes = new Map();
  const measure = (a) => {
    if (!boxes.has(a)) {
      const cs = getComputedStyle(a);
      const r = a.getBoundingClientRect();
      boxes.set(a, {
        cs, r,
        inner: {
          left: r.left + a.clientLeft, top: r.top + a.clientTop,
          right: r.left + a.clientLeft + a.clientWidth, bottom: r.top + a.clientTop + a.clientHeight,
        },
      });
    }
    return boxes.get(a);
  };
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent.trim();
    const el = n.parentElement;
    if (!text || !el || el.closest('script, style, noscript, option, textarea')) continue;
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    range.selectNodeContents(n);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (!rects.length) continue;
    const box = {
      left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right)),
      top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)),
    };
    let why = null;
    let key = null;
    for (let a = el; a && a !== root; a = a.parentElement) {
      const { cs, r, inner } = measure(a);
      if ((r.width <= 2 || r.height <= 2) && (clips(cs.overflowX) || cs.clip !== 'auto')) { why = 'hidden'; break; }
      const overX = box.right > inner.right + 1 || box.left < inner.left - 1;
      const overY = box.bottom > inner.bottom + 1 || box.top < inner.top - 1;
      if ((clips(cs.overflowX) && overX) || (clips(cs.overflowY) && overY)) {
        const how = [`overflow ${cs.overflowX}/${cs.overflowY}`];
        if (cs.textOverflow === 'ellipsis' || getComputedStyle(el).textOverflow === 'ellipsis') how.push('ellipsis');
        if (cs.webkitLineClamp !== 'none') how.push(`line clamp ${cs.webkitLineClamp}`);
        const size = (b) => `${Math.round(b.right - b.left)}×${Math.round(b.bottom - b.top)}`;
        key = name(a);
        why = `cut off by ${key} (${how.join(', ')}): the text takes ${size(box)} px, the box shows ${size(inner)}`;
        break;
      }
      if (scrolls(cs.overflowX) || scrolls(cs.overflowY)) {
        box.left = Math.max(box.left, inner.left);
        box.right = Math.min(box.right, inner.right);
        box.top = Math.max(box.top, inner.top);
        box.bottom = Math.min(box.bottom, inner.bottom);
        if (box.right <= box.left || box.bottom <= box.top) { why = 'hidden'; break; }
      }
    }
    if (why === 'hidden') continue;
    if (!why && (box.right > vw + 1 || box.left < -1)) {
      // The outermost box that reaches past the window: one report for a wide table.
      let outer = el;
      while (outer.parentElement && outer.parentElement !== document.body
        && outer.parentElement.getBoundingClientRect().right > vw + 1) outer = outer.parentElement;
      key = name(outer);
      why = `past the window's edge (x ${Math.round(box.left)} to ${Math.round(box.right)} in ${vw} px), in ${key}`;
    }
    if (why && !seen.has(key)) {
      seen.add(key);
      faults.push(`${name(el)} "${text.slice(0, 60)}": ${why}`);
    }
  }
  if (root.scrollWidth > root.clientWidth) faults.unshift(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth}`);
  return faults;
}

test('the check finds planted faults: a clipped heading, a line past the window; a box that scrolls is no fault', async () => {
  const page = await site.open('/?v=1&dims=4x4&locale=de', { width: 390, height: 844 });
  await settle(page);
  assert.deepEqual(await page.evaluate(cutText), [], 'the page as it is');
  // Through a constructed style sheet and the DOM: the site's CSP
  // refuses inline styles.
  const plant = (css, html = '') => page.evaluate(([c, h]) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(c);
    document.adoptedStyleSheets = [sheet];
    document.getElementById('planted')?.remove();
    if (h) document.querySelector('.view').insertAdjacentHTML('beforeend', `<div id="planted">${h}</div>`);
  }, [css, html]);
  await plant('.view-title { white-space: nowrap; overflow: hidden; width: 40px; }');
  const clipped = await page.evaluate(cutText);
  assert.equal(clipped.length, 1, clipped.join('\n'));
  const title = (await page.textContent('.view-title')).trim().slice(0, 20);
  assert.ok(clipped[0].includes(`.view-title "${title}`), clipped[0]);
  assert.match(clipped[0], /\.view-title \(overflow hidden\/hidden\): the text takes \d+×\d+ px, the box shows 40×\d+$/);
  await plant('.view-title { display: -webkit-box; -webkit-line-clamp: 1; -webkit-box-orient: vertical; overflow: hidden; }');
  assert.match((await page.evaluate(cutText)).join('\n'), /\.view-title ".+": cut off by .+ \(overflow hidden\/hidden, line clamp 1\)/);
  await plant('.long { white-space: nowrap; }', '<p class="long">Gesamtkommunikationsentfernungsberechnungsergebnis und noch mehr</p>');
  const past = await page.evaluate(cutText);
  assert.match(past[0], /^the page scrolls sideways: \d+ px in 390$/);
  assert.match(past[1], /p\.long "Gesamtkommunikations[^"]*": past the window's edge \(x \d+ to \d+ in 390 px\)/);
  // The same line in a box that scrolls, or visually hidden, is no fault.
  await plant('.long { white-space: nowrap; overflow-x: auto; }', '<p class="long">Gesamtkommunikationsentfernungsberechnungsergebnis und noch mehr</p>'
    + '<p class="visually-hidden">Gesamtkommunikationsentfernungsberechnungsergebnis und noch mehr</p>');
  assert.deepEqual(await page.evaluate(cutText), []);
  await page.close();
});

for (const locale of LOCALES) {
  for (const [size, viewport, embed] of SIZES) {
    test(`${locale} at ${size}: no text cut off or past the window on any view`, async () => {
      const faults = [];
      const look = async (name) => {
        for (const f of await page.evaluate(cutText)) faults.push(`${name}: ${f}`);
      };
      const at = (link) => `${link}&locale=${locale}${embed ? '&embed=1' : ''}`;
      // A first visit opens on the gallery (not in an embed, which has none).
      const page = await site.open(embed ? `/?${at(VIEWS[0][1])}` : `/?locale=${locale}`, viewport);
      if (!embed) {
        await settle(page, { gallery: true });
        await look('gallery');
        // Closed, so the views below are looked at alone.
        await page.click('[data-testid=gallery-close]');
      }
      for (const [k, [name, link]] of VIEWS.entries()) {
        if (embed ? k > 0 : true) await visit(page, at(link));
        await settle(page);
        assert.equal(await page.evaluate(() => document.documentElement.lang), locale, name);
        await look(name);
      }
      if (!embed) {
        await visit(page, at('v=1&dims=4x4'));
        await settle(page, { about: true });
        await look('the About panel (papers, glossary)');
      }
      assert.deepEqual(faults, [], `${locale} at ${size}: text cut off or past the window`);
      assertClean(page);
      await page.close();
    });
  }
}
