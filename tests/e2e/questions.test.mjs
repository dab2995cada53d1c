// End-to-end: every question castlab asks (issue "Exercises you can
// trust"). The (net, view, ask) triples come from castlab eval's own
// refusals, so a question added to the rules table fails this file until
// it is answered here. Each is opened in a scripted embed and, while it is
// open, its answer is looked for in everything the page hands out: every
// postMessage event, the DOM's text and attributes, the readout under the
// pointer over the whole drawing, the step keys, evaluate() and the "Open
// in castlab" link. Then it is answered wrong and right, each answer
// derived here from castlab eval's numbers without the question, and the
// values come back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

import { castlabEval } from '../support/cli.mjs';
import { msnPoint, onPage, pathPoint, wkPoint } from '../support/drawing.mjs';
import { broadcastTime } from '../support/orderly.mjs';
import { assertClean, nodeCentre } from '../support/page.mjs';
import { DIST, useSite } from '../support/site.mjs';

const COURSE = fileURLToPath(new URL('../course', import.meta.url));
const site = useSite({ '/castlab/': DIST, '/course/': COURSE });

/** The names a refusal lists: "expected one of a, b, c; using …". */
function listed(link, key) {
  const error = castlabEval(link).errors.find((e) => e.key === key);
  const [, names] = error.message.match(/expected one of ([a-z, ]+);/);
  return names.split(', ');
}

/** Every (net, view, ask) the grammar takes: a view is on a net when the
 * link keeps it, a question on a view when the link keeps it. */
function rulesTable() {
  const views = listed('v=1&view=none-such', 'view');
  const asks = listed('v=1&ask=none-such', 'ask');
  const table = [];
  for (const net of listed('v=1&net=none-such', 'net')) {
    for (const view of views) {
      if (castlabEval(`v=1&net=${net}&view=${view}`).errors.some((e) => e.key === 'view')) continue;
      for (const ask of asks) {
        const kept = !castlabEval(`v=1&net=${net}&view=${view}&ask=${ask}`).errors.some((e) => e.key === 'ask');
        if (kept) table.push(`${net} ${view} ${ask}`);
      }
    }
  }
  return table;
}

/** Coordinates of node `v` on a grid with `sides`, x fastest. */
const coordsOf = (v, sides) => sides.map((_, i) => Math.floor(v / sides.slice(0, i).reduce((a, b) => a * b, 1)) % sides[i]);
/** Index of `coords` on a grid with `sides`. */
const indexOf = (coords, sides) => coords.reduce((acc, c, i) => acc + c * sides.slice(0, i).reduce((a, b) => a * b, 1), 0);
/** The numbers in a text, as written. */
const numbers = (text) => text.match(/\d+/g) ?? [];
/** Every "(x, y)" in a text. */
const points = (text) => [...text.matchAll(/\((\d+), (\d+)\)/g)].map((m) => [Number(m[1]), Number(m[2])]);

/** The directed links (a → b, as "x,y>x,y") a message's route crosses:
 * axis by axis in its order, the shorter way round a torus ring, forward
 * on a tie (the same rule the papers' dimension-ordered routes follow). */
function crossed(m, sides, torus) {
  const at = [...m.from];
  const out = [];
  for (const axis of [...m.route].map((c) => 'xyz'.indexOf(c))) {
    const side = sides[axis];
    const ahead = (m.to[axis] - at[axis] + side) % side;
    let [count, step] = [Math.abs(m.to[axis] - at[axis]), Math.sign(m.to[axis] - at[axis])];
    if (torus && ahead !== 0) [count, step] = ahead <= side - ahead ? [ahead, 1] : [side - ahead, -1];
    for (let k = 0; k < count; k++) {
      const next = [...at];
      next[axis] = (at[axis] + step + side) % side;
      out.push(`${at}>${next}`);
      at.splice(0, at.length, ...next);
    }
  }
  return out;
}


const permutations = (list) => (list.length <= 1 ? [list]
  : list.flatMap((x, i) => permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((p) => [x, ...p])));

/** The orderly view's grid of vertices: every net but WK its own grid
 * (WK's orderly view draws WK's own picture; its grid of addresses, rows
 * of w^⌈l/2⌉, is for networks too big for it). */
function orderlyGrid(net, cli, link) {
  if (net !== 'wk') return link.match(/dims=(\d+)x(\d+)/).slice(1).map(Number);
  const [w, l] = [Number(link.match(/w=(\d+)/)[1]), Number(link.match(/l=(\d+)/)[1])];
  return [w ** Math.ceil(l / 2), w ** Math.floor(l / 2)];
}

/** A WK address's digits as the vertex's index (most significant first). */
const wkIndex = (address, w) => [...address].reduce((acc, d) => acc * w + Number(d), 0);

// The link each question is asked on: small enough to answer by clicks,
// with a seed whose answer no static text of the embed happens to hold.
const LINKS = {
  'mesh tcd': ['v=1&net=mesh&dims=4x4&src=1,2', 3],
  'torus tcd': ['v=1&net=torus&dims=4x4&src=1,2', 3],
  'mesh orderly': ['v=1&net=mesh&dims=5x6&view=orderly', 12],
  'torus orderly': ['v=1&net=torus&dims=5x6&view=orderly', 11],
  'wk orderly': ['v=1&net=wk&w=3&l=3&view=orderly', 16],
  'msn orderly': ['v=1&net=msn&dims=6x4&view=orderly', 12],
  'wk broadcast': ['v=1&net=wk&w=3&l=3&src=021', 13],
  'msn route': ['v=1&net=msn&dims=8x6&src=1,0&dst=5,3', 3],
  // The protocol families share one room and one question code; each view
  // is asked on one family (see the rules table's test).
  'path classical': ['v=1&net=path&n=9&src=2&view=classical&algo=tree', 8],
  // The papers' networks in the same room: by coordinates (a mesh, as a
  // torus and the MSN are asked) and by WK's digits.
  'mesh classical': ['v=1&net=mesh&dims=6x3&view=classical&algo=tree', 4],
  'wk classical': ['v=1&net=wk&w=4&l=2&view=classical&algo=tree', 7],
  'debruijn orderly': ['v=1&net=debruijn&m=4&view=orderly', 9],
  // A classical schedule built by hand on two more families (every
  // originator of Q_3 ties, so only build is asked there).
  'cube classical': ['v=1&net=cube&m=3&src=101&view=classical', 2, ['build']],
  'butterfly classical': ['v=1&net=butterfly&m=3&src=1,010&view=classical', 2, ['build']],
};

/** The questions asked on a LINKS entry: its list, or every one its view takes. */
const asksOf = (nv) => LINKS[nv][2] ?? Object.keys(ANSWERS[nv.split(' ')[1]]);

/** The nets with their own rooms; every other net is a protocol family. */
const OWN_NETS = ['mesh', 'torus', 'wk', 'msn'];

/** A family's vertex index from its address, by the families' published
 * numbering: "ℓ,w" (a butterfly's level and row, w in binary) is w·m + ℓ;
 * a binary word is its value; a number is itself. */
function familyIndex(address, link) {
  const m = Number(link.match(/[&?]m=(\d+)/)?.[1]);
  const [level, word] = address.includes(',') ? address.split(',') : [null, address];
  const value = /^[01]+$/.test(word) && word.length === m ? parseInt(word, 2) : Number(word);
  return level === null ? value : value * m + Number(level);
}

/**
 * How each question is answered: `kind` (number, yesno, node, plan,
 * order), and from castlab eval's report without the question and the
 * prompt, the right answer, a wrong one, and `secret`: numbers that would
 * give the answer away, absent while the question is open.
 */
const ANSWERS = {
  tcd: {
    least: (cli) => {
      const least = Math.min(...cli.tcd_map);
      const sides = cli.dims;
      return {
        kind: 'node', sides,
        right: coordsOf(cli.tcd_map.indexOf(least), sides),
        wrong: cli.tcd_map.some((t) => t > least) ? coordsOf(cli.tcd_map.indexOf(Math.max(...cli.tcd_map)), sides) : null,
        secret: [least],
      };
    },
    hops: (cli) => ({ kind: 'number', right: cli.tcd, wrong: cli.tcd + 2, secret: [cli.tcd] }),
    link: (cli, prompt) => {
      const [a, b] = points(prompt);
      const torus = cli.permalink.includes('net=torus');
      const first = cli.schedule.find((m) => crossed(m, cli.dims, torus).includes(`${a}>${b}`));
      return { kind: 'number', right: first.step, wrong: first.step === 1 ? 2 : first.step - 1, secret: [] };
    },
    contention: (cli) => ({ kind: 'yesno', right: cli.contention_free, wrong: !cli.contention_free, secret: [], shows: '[data-testid=contention]' }),
    build: (cli) => ({ kind: 'plan', schedule: cli.schedule, sides: cli.dims, secret: [cli.tcd] }),
  },
  orderly: {
    least: (cli, _prompt, net, link) => {
      const times = cli.per_originator;
      const least = Math.min(...times);
      // A family up to its drawn size is on its own picture (UB(2, 4) is):
      // vertex v at the picture's v-th point (`data-points`).
      if (!OWN_NETS.includes(net)) return { ...ANSWERS.classical.least(cli), map: '.orderly-map [data-testid=family-picture]', points: true, index: false };
      const sides = orderlyGrid(net, cli, link);
      // A WK network is drawn on its own picture: a vertex by its address.
      const w = net === 'wk' ? Number(link.match(/w=(\d+)/)[1]) : null;
      const at = (v) => (w ? v.toString(w).padStart(Number(link.match(/l=(\d+)/)[1]), '0') : coordsOf(v, sides));
      return {
        kind: 'node', sides, map: '.orderly-map canvas', wk: w,
        right: at(times.indexOf(least)),
        wrong: times.some((t) => t > least) ? at(times.indexOf(Math.max(...times))) : null,
        secret: [least],
      };
    },
    when: (cli, prompt, net, link) => {
      if (!OWN_NETS.includes(net)) {
        const v = familyIndex(prompt.match(/vertex ([0-9,]+) informed/)[1], link);
        return { kind: 'number', right: cli.arrival[v], wrong: cli.arrival[v] + 1, secret: [cli.arrival[v]] };
      }
      const named = prompt.match(/vertex (\(\d+, \d+\)|\d+) informed/)[1];
      const v = net === 'wk' ? wkIndex(named, Number(link.match(/w=(\d+)/)[1])) : indexOf(points(named)[0], orderlyGrid(net, cli, link));
      return { kind: 'number', right: cli.arrival[v], wrong: cli.arrival[v] + 1, secret: [cli.arrival[v]] };
    },
    build: (cli) => ({ kind: 'order', cli, secret: [] }),
  },
  broadcast: {
    when: (cli, prompt) => {
      const address = prompt.match(/node (\d+) informed/)[1];
      const first = Math.min(...cli.deliveries.filter((d) => d.to === address).map((d) => d.time));
      return { kind: 'number', right: first, wrong: first + 1, secret: [first] };
    },
  },
  classical: {
    least: (cli, _prompt, net) => {
      const times = cli.per_originator;
      const least = Math.min(...times);
      const [right, wrong] = [times.indexOf(least), times.some((t) => t > least) ? times.indexOf(Math.max(...times)) : null];
      // A path drawn as itself (the classical view, up to 32 vertices).
      if (net === 'path' && cli.view === 'classical') {
        const n = times.length;
        return { kind: 'node', map: '[data-testid=family-picture]', at: (v) => pathPoint(v, n), right, wrong, secret: [least] };
      }
      // Vertex v is node v of the address grid, x fastest: its sides are
      // the map's own (`sides: null`).
      return { kind: 'node', sides: null, index: true, right, wrong, secret: [least] };
    },
    when: (cli, prompt, net, link) => {
      // A paper's network names a vertex as its links do: "(x, y)" or WK's digits.
      const own = OWN_NETS.includes(net) && prompt.match(/vertex (\(\d+, \d+\)|\d+) informed/)[1];
      const v = !own ? familyIndex(prompt.match(/vertex ([0-9,]+) informed/)[1], link)
        : net === 'wk' ? wkIndex(own, Number(link.match(/w=(\d+)/)[1]))
          : indexOf(points(own)[0], orderlyGrid(net, cli, link));
      return { kind: 'number', right: cli.arrival[v], wrong: cli.arrival[v] + 1, secret: [cli.arrival[v]] };
    },
    // The link's own schedule, replayed call by call from the keyboard's
    // list; b(u) and the schedule's rounds are the secrets.
    // A number the link itself writes is the network's name, not a
    // secret: b(u) = m on Q_m is the counting bound ⌈log₂ 2^m⌉, which no
    // page hides; there the schedule itself is looked for (`leaks`). The
  // seed the question is asked with is the link's too.
    build: (cli, _prompt, _net, _link, asked) => ({
      kind: 'calls', cli,
      secret: [...new Set([cli.models.classical, cli.from_source])].filter((t) => !numbers(asked).includes(String(t))),
      leaks: /"(rounds|arrival|calls|per_originator)"/,
    }),
  },
  route: {
    hops: (cli) => {
      const dst = cli.permalink.match(/dst=(\d+),(\d+)/).slice(1).map(Number);
      const hops = cli.distance_map[indexOf(dst, cli.dims)];
      return { kind: 'number', right: hops, wrong: hops + 1, secret: [hops] };
    },
  },
};

test('the questions answered here are exactly the rules table\'s', () => {
  const table = rulesTable();
  const netOf = (t) => t.split(' ')[0];
  // Every protocol family takes the same questions; they are answered on
  // one family per view, so the table's family rows read as "family".
  const families = [...new Set(table.map(netOf))].filter((n) => !OWN_NETS.includes(n));
  const asks = (net) => table.filter((t) => netOf(t) === net).map((t) => t.slice(net.length + 1)).sort();
  for (const f of families) assert.deepEqual(asks(f), asks(families[0]), f);
  // The classical room asks a torus and the MSN by coordinates, as it
  // asks the mesh: one question code and one drawing (the grid) for all three.
  const familyRow = (t) => (!OWN_NETS.includes(netOf(t)) ? `family ${t.slice(netOf(t).length + 1)}`
    : /^(torus|msn) classical /.test(t) ? t.replace(/^(torus|msn)/, 'mesh') : t);
  const covered = Object.keys(LINKS)
    .flatMap((nv) => asksOf(nv).map((ask) => `${nv} ${ask}`))
    .filter((t) => t !== 'msn orderly build' && !(t.startsWith('debruijn orderly') && t.endsWith('build')));
  assert.deepEqual([...new Set(table.map(familyRow))].sort(), [...new Set(covered.map(familyRow))].sort());
  // Meshes and tori take all eight, WK four, MSN three; each of the eight
  // families three on the classical view and two on the orderly one; the
  // four papers' networks three more on the classical view.
  assert.equal(families.length, 8);
  assert.equal(table.length, 8 + 8 + 4 + 3 + 8 * 5 + 4 * 3);
});

/** Fails if `text` holds one of `answer`'s secrets as a number: the
 * question's own text and nodes, however written, are no answer. */
function assertNoSecret(text, prompt, answer, asked) {
  let everything = text.replaceAll(prompt, '');
  for (const [x, y] of points(prompt)) everything = everything.replaceAll(`${x},${y}`, '').replaceAll(`(${x}, ${y})`, '');
  for (const secret of answer.secret) {
    const seen = [...everything.matchAll(new RegExp(`(?<![0-9])${secret}(?![0-9])`, 'g'))]
      .map((m) => everything.slice(Math.max(0, m.index - 80), m.index + 40));
    assert.deepEqual(seen, [], `${secret} handed out while ${asked} is open`);
  }
}

/** The page's text and readable attributes (the question itself left
 * out: it names nodes, not answers), but for the elements `skip` selects
 * and the `fixed` ones ([selector, index] pairs), and the words on the
 * MSN drawing, which `msnWords` reads apart. */
function domText({ skip, fixed } = {}) {
  const out = [];
  const left = new Set((fixed ?? []).map(([sel, i]) => document.querySelectorAll(sel)[i]));
  for (const el of document.body.querySelectorAll('*')) {
    // The pseudocode's line numbers are its structure, not values.
    if (el.closest('[data-testid=exercise]') || el.matches('script, style, .line-no') || (skip && el.closest(skip))) continue;
    if ([...left].some((f) => f.contains(el))) continue;
    for (const a of el.attributes) {
      // A canvas's words: their texts (their coordinates are no values).
      if (a.name === 'data-labels') {
        if (el.dataset.testid !== 'msn-canvas') out.push(JSON.parse(a.value).map((word) => word[0]).join(' '));
      } else if (/^(aria-|title$|alt$|value$|href$|data-(?!width|height|testid|line$|arrows$))/.test(a.name)) out.push(a.value);
    }
    for (const n of el.childNodes) if (n.nodeType === Node.TEXT_NODE) out.push(n.textContent);
  }
  return out.join(' ');
}

/** The words on the MSN drawing of the link's `dims`, but its axes'
 * coordinates: a column's number under the bottom row at that column's
 * centre, a row's number left of the first column at that row's centre,
 * placed by the layout's own definition (`msnPoint`), are no values. */
async function msnWords(frame, link) {
  const canvas = await frame.$('[data-testid=msn-canvas]');
  if (!canvas) return '';
  const [X, Y] = link.match(/dims=(\d+)x(\d+)/).slice(1).map(Number);
  const { words, width, height } = await canvas.evaluate((c) => ({
    words: JSON.parse(c.dataset.labels ?? '[]'), width: c.clientWidth, height: c.clientHeight,
  }));
  const at = (x, y) => { const [fx, fy] = msnPoint([x, y], [X, Y]); return [fx * width, fy * height]; };
  const [step, rise] = [at(1, 0)[0] - at(0, 0)[0], at(0, 0)[1] - at(0, 1)[1]];
  const axis = ([text, x, y]) => {
    if (!/^\d+$/.test(text)) return false;
    const n = Number(text);
    const under = n < X && Math.abs(x - at(n, 0)[0]) < step / 4 && y > at(n, 0)[1] + rise / 2;
    const beside = n < Y && Math.abs(y - at(0, n)[1]) < rise / 4 && x < at(0, n)[0] - step / 2;
    return under || beside;
  };
  const kept = words.filter((w) => !axis(w));
  assert.ok(words.length - kept.length >= 2, `the drawing's axes are numbered (${words.length} words)`);
  return kept.map((w) => w[0]).join(' ');
}

/** Everything the embed has handed out so far, as text: the host's
 * events, and the frame's text and readable attributes (the question
 * itself left out: it names nodes, not answers). */
async function handedOut(page, frame, from, link) {
  const events = await page.evaluate((n) => JSON.stringify(window.castlabEvents.slice(n)), from);
  const dom = `${await frame.evaluate(domText, {})} ${await msnWords(frame, link)}`;
  return { events, dom };
}

for (const [nv, [link, seed]] of Object.entries(LINKS)) {
  const [net, view] = nv.split(' ');
  for (const ask of asksOf(nv)) {
    if ((net === 'msn' || !OWN_NETS.includes(net)) && view === 'orderly' && ask === 'build') continue;
    test(`${net} ${view} ask=${ask}: nothing hands out the answer while it is open; wrong then right, against castlab eval`, async () => {
      const cli = castlabEval(link);
      const page = await site.open('/course/api.html', { width: 1280, height: 900 });
      await page.waitForFunction(() => window.castlabEvents?.some((e) => e.type === 'castlab:state'), null, { timeout: 30_000 });
      // Narrated (trace=1): the pseudocode's marks and counts are a channel too.
      const asked = `${link}&ask=${ask}&seed=${seed}&trace=1`;
      // Only what the embed says about the question counts.
      const before = await page.evaluate(() => window.castlabEvents.length);
      await page.evaluate((q) => window.castlabLab.set(q), asked);
      const frame = await (await page.$('#lab')).contentFrame();
      await frame.waitForSelector('[data-testid=prompt]', { timeout: 30_000 });
      const prompt = await frame.textContent('[data-testid=prompt]');
      const answer = ANSWERS[view][ask](cli, prompt, net, link, asked);
      await page.waitForFunction(() => window.castlabEvents.filter((e) => e.type === 'castlab:state').length >= 2);

      // evaluate() is refused, with its kind and the request's id.
      const refused = await page.evaluate(() => window.castlabLab.evaluate().then(() => 'answered', (e) => e.kind));
      assert.equal(refused, 'answer_hidden');
      // "Open in castlab" keeps the question.
      const full = await frame.getAttribute('[data-testid=open-in-castlab]', 'href');
      const kept = new URLSearchParams(full.slice(full.indexOf('?')));
      assert.deepEqual([kept.get('ask'), kept.get('seed')], [ask, String(seed)]);
      // Play from the host: a replay that would answer does not run, and
      // the step events carry no count of steps.
      await page.evaluate(() => window.castlabLab.play());
      // The pointer over the whole drawing, a 7 × 7 lattice of points; the
      // frame records every text the readout shows (one round trip, not 49).
      const canvas = await frame.$('canvas');
      const box = await canvas.boundingBox();
      await frame.evaluate(() => {
        const seen = (window.__readouts = new Set());
        const read = () => seen.add(document.querySelector('[data-testid=readout]')?.textContent ?? '');
        new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
        read();
      });
      for (let i = 0; i < 7; i++) {
        for (let j = 0; j < 7; j++) {
          await page.mouse.move(box.x + box.width * (i + 0.5) / 7, box.y + box.height * (j + 0.5) / 7);
        }
      }
      const readouts = new Set(await frame.evaluate(() => [...window.__readouts]));
      await page.mouse.move(0, 0);
      // (An ordering's build shows its values: its target is the prompt's.)
      if (ask === 'when' || ask === 'least' || (ask === 'build' && view === 'tcd')) {
        assert.equal(await frame.$('[data-testid=stepper]'), null, `no replay of a ${ask} question`);
      }
      // The arrow keys on the drawing do not swap the question for another
      // (least is about every node, and its clicks are answers).
      if (ask !== 'least') {
        await canvas.focus();
        for (const key of ['ArrowRight', 'ArrowUp']) await page.keyboard.press(key);
        assert.equal(await frame.textContent('[data-testid=prompt]'), prompt);
      }
      const out = await handedOut(page, frame, before, link);
      assertNoSecret(`${out.events} ${out.dom} ${[...readouts].join(' ')}`, prompt, answer, asked);
      assert.doesNotMatch(out.events, /"expect"/);
      if (answer.leaks) assert.doesNotMatch(out.events, answer.leaks);
      if (answer.shows) assert.equal(await frame.$(answer.shows), null, `${answer.shows} while open`);

      await answerWrongThenRight(page, frame, answer);
      // Answered: the values are back, and evaluate() gives the answer.
      const evaluation = await page.evaluate(() => window.castlabLab.evaluate());
      assert.ok(evaluation.exercise.expect, JSON.stringify(evaluation.exercise));
      if (answer.shows) await frame.waitForSelector(answer.shows);
      if (answer.secret.length > 0) {
        await frame.waitForFunction((s) => document.body.textContent.match(/\d+/g).includes(String(s)), answer.secret[0]);
      }
      assertClean(page);
      await page.close();
    });
  }
}

/** Opens every panel of the full app: the gallery (from "Examples"),
 * every collapsible part (About and its glossary, the explanation, the
 * embed dialog), the shortcuts dialog, and "Copy link" and "Copy as
 * Markdown", whose copies it returns. */
async function openEverything(page) {
  await page.click('[data-testid=examples-button]');
  await page.waitForSelector('[data-testid=gallery]');
  await page.evaluate(() => { for (const d of document.querySelectorAll('details')) d.open = true; });
  await page.click('[data-testid=shortcuts-hint]');
  await page.waitForFunction(() => document.querySelector('[data-testid=shortcuts]')?.open);
  // Read, then closed: the modal dialog takes the page's clicks.
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-testid=shortcuts]')?.open);
  const copies = [];
  for (const [button, said] of [['copy-link', 'Link copied.'], ['copy-markdown', 'Markdown link copied.'], ['copy-embed', 'Embed snippet copied.']]) {
    await page.click(`[data-testid=${button}]`);
    await page.waitForFunction((s) => document.querySelector('[data-testid=share-status]')?.textContent === s, said);
    copies.push(await page.evaluate(() => navigator.clipboard.readText()));
  }
  return copies;
}

/** The text of the part that is the same on every page (About, with its
 * glossary and the papers in full), from a page of another family with
 * no question: where a question's page shows the very same
 * text, it cannot hold that question's answer, and is left out of the
 * search (its papers' years and page numbers would collide with small
 * answers). */
const FIXED = ['[data-testid=about]'];
/** The context options of the full app's pages: "Copy link" is read back. */
const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };
let fixedText;
async function fixedParts() {
  fixedText ??= (async () => {
    const page = await site.open('/castlab/?v=1&net=msn&view=te', { width: 1280, height: 900 });
    await page.waitForSelector('[data-testid=about]');
    const text = await page.$$eval(FIXED.join(', '), (all) => all.map((e) => e.textContent));
    await page.close();
    return text;
  })();
  return fixedText;
}

/** The same view of the same network with no question, from its first
 * node (no source, no route's end). */
function unasked(link) {
  return link.replace(/&(src|dst)=[^&]*/g, '');
}

/** The words of the menus and the keys (every menu's options, the
 * shortcuts dialog) that read the same on `link`'s page as on the same
 * network's page with no question and another source (each key's row
 * alone: a question leaves out the replay's keys): they are the
 * controls' and keys' words, which name choices, never a computed value,
 * and they do not change with the question. As [selector, index] pairs of
 * the page's elements. */
const WORDS = ['select', '[data-testid=shortcuts] tr'];
/** The words of `WORDS` on each unasked page, by link: several questions
 * share one network's page. */
const unaskedWords = new Map();
async function menuWords(page, link) {
  const plain = unasked(link);
  if (!unaskedWords.has(plain)) {
    unaskedWords.set(plain, (async () => {
      const other = await site.open(`/castlab/?${plain}`, { width: 1280, height: 900 });
      await other.waitForSelector('[data-testid=shortcuts]', { state: 'attached' });
      const words = await other.$$eval(WORDS.join(', '), (all) => all.map((e) => e.textContent));
      await other.close();
      return words;
    })());
  }
  const there = await unaskedWords.get(plain);
  const here = await page.evaluate((sels) => sels.flatMap((sel) => [...document.querySelectorAll(sel)]
    .map((e, i) => [sel, i, e.textContent])), WORDS);
  return here.filter(([, , text]) => there.includes(text)).map(([sel, i]) => [sel, i]);
}

for (const [nv, [link, seed]] of Object.entries(LINKS)) {
  const [net, view] = nv.split(' ');
  for (const ask of asksOf(nv)) {
    if ((net === 'msn' || !OWN_NETS.includes(net)) && view === 'orderly' && ask === 'build') continue;
    test(`${net} ${view} ask=${ask} in the full app: the gallery, About, the glossary, the shortcuts, sharing and every panel hold no answer while it is open`, async () => {
      const cli = castlabEval(link);
      const asked = `${link}&ask=${ask}&seed=${seed}&trace=1`;
      // Granted as the context opens (not after): such pages are reused.
      const page = await site.open(`/castlab/?${asked}`, { width: 1280, height: 900 }, null, CLIPBOARD);
      await page.waitForSelector('[data-testid=prompt]', { timeout: 30_000 });
      const prompt = await page.textContent('[data-testid=prompt]');
      const answer = ANSWERS[view][ask](cli, prompt, net, link, asked);
      const copies = await openEverything(page);
      // The gallery offers no example while the question is open (an
      // example's number or note could answer it), and says so.
      assert.deepEqual(await page.$$eval('[data-testid=gallery] a, [data-example]', (all) => all.length), 0);
      assert.match(await page.textContent('[data-testid=gallery-waiting]'), /once the question is answered/);
      // No download and no plan tool ("Download schedule", "Edit as JSON")
      // is offered: each holds the answer.
      for (const id of ['export-json', 'export-png', 'export-svg', 'plan-file', 'plan-download', 'plan-edit-own']) {
        assert.equal(await page.$(`[data-testid=${id}]`), null, id);
      }
      assert.equal(await page.$('[data-testid^=export-csv]'), null);
      await page.waitForSelector('[data-testid=downloads-waiting]');
      // The fixed parts are left out only where they are the fixed text.
      const fixed = await fixedParts();
      const here = await page.$$eval(FIXED.join(', '), (all) => all.map((e) => e.textContent));
      assert.deepEqual(here, fixed, 'About is the same on every page');
      // The menus' and keys' words are left out where they read the same
      // without the question (a small answer reads as "move 8 nodes at a
      // time" or W's option "8").
      const menus = await menuWords(page, link);
      assert.ok(menus.length >= 2, `the menus and keys read the same unasked (${menus.length})`);
      const dom = `${await page.evaluate(domText, { skip: FIXED.join(', '), fixed: menus })} ${await msnWords(page, link)}`;
      // Each copy keeps the question (its ask and seed).
      for (const copy of copies.slice(0, 1)) {
        const kept = new URLSearchParams(copy.slice(copy.indexOf('?')));
        assert.deepEqual([kept.get('ask'), kept.get('seed')], [ask, String(seed)], copy);
      }
      assertNoSecret(`${dom} ${copies.join(' ')}`, prompt, answer, asked);
      assertClean(page);
      await page.close();
    });
  }
}

/** Answers wrong (where a wrong answer exists) and then right, in the
 * frame, and waits for each verdict. */
async function answerWrongThenRight(page, frame, answer) {
  const verdict = async (success) => frame.waitForSelector(`[data-testid=feedback][data-success=${success}]`, { timeout: 30_000 });
  const click = async (at, sides, map = '[data-testid=heatmap]') => {
    const frameBox = await (await page.$('#lab')).boundingBox();
    const drawn = async (v) => (await frame.getAttribute(map, 'data-points')).split(' ')[v].split(',').map(Number);
    const c = answer.points ? await onPage(frame, map, await drawn(at))
      : answer.at ? await onPage(frame, map, answer.at(at))
      : answer.wk ? await onPage(frame, map, wkPoint(answer.wk, at)) : await nodeCentre(frame, at, sides, map);
    await page.mouse.click(frameBox.x + c.x, frameBox.y + c.y);
  };
  switch (answer.kind) {
    case 'number': {
      await frame.fill('[data-testid=answer-input]', String(answer.wrong));
      await frame.click('[data-testid=answer-check]');
      await verdict(false);
      assert.ok(!numbers(await frame.textContent('[data-testid=feedback]')).includes(String(answer.right)));
      await frame.fill('[data-testid=answer-input]', String(answer.right));
      await frame.click('[data-testid=answer-check]');
      await verdict(true);
      return;
    }
    case 'yesno': {
      await frame.click(answer.wrong ? '[data-testid=answer-yes]' : '[data-testid=answer-no]');
      await verdict(false);
      assert.doesNotMatch(await frame.textContent('[data-testid=feedback]'), /not (yes|no)/);
      await frame.click(answer.right ? '[data-testid=answer-yes]' : '[data-testid=answer-no]');
      await verdict(true);
      return;
    }
    case 'node': {
      await frame.waitForSelector(answer.map ?? '[data-testid=heatmap]');
      if (answer.index) {
        // A family's vertex v at node v of the map's own grid.
        const map = await frame.$(answer.map ?? '[data-testid=heatmap]');
        const sides = [Number(await map.getAttribute('data-width')), Number(await map.getAttribute('data-height'))];
        answer = { ...answer, sides, right: coordsOf(answer.right, sides), wrong: answer.wrong === null ? null : coordsOf(answer.wrong, sides) };
      }
      if (answer.wrong) {
        await click(answer.wrong, answer.sides, answer.map);
        await verdict(false);
      }
      await click(answer.right, answer.sides, answer.map);
      await verdict(true);
      return;
    }
    case 'plan': {
      // Wrong: a step 1 sender that is not the source. Then the link's
      // own schedule, message by message, which the validator takes.
      const [sx, sy] = answer.schedule[0].from;
      const to = answer.schedule[0].to;
      const other = [0, 1, 2].map((d) => [(sx + d + 1) % answer.sides[0], sy]).find(([x, y]) => x !== to[0] || y !== to[1]);
      await click(other, answer.sides);
      await click(answer.schedule[0].to, answer.sides);
      await frame.waitForFunction(() => document.querySelector('[data-testid=plan-verdict]')?.textContent.includes('Not allowed'));
      await frame.click('[data-testid=plan-clear]');
      const steps = Math.max(...answer.schedule.map((m) => m.step));
      for (let step = 1; step <= steps; step++) {
        for (const m of answer.schedule.filter((e) => e.step === step)) {
          await click(m.from, answer.sides);
          await click(m.to, answer.sides);
        }
        if (step < steps) await frame.click('[data-testid=plan-next]');
      }
      await verdict(true);
      // It ties the link's schedule: no word on where it parts from it.
      assert.equal(await frame.$('[data-testid=plan-divergence]'), null);
      return;
    }
    case 'calls': {
      // Wrong: submitted before any call, a vertex is left out. Then the
      // link's own schedule, call by call from the list, round by round.
      const { cli } = answer;
      await frame.click('[data-testid=plan-submit]');
      await verdict(false);
      assert.match(await frame.textContent('[data-testid=feedback]'), /is never informed/);
      const rounds = cli.calls.rounds;
      for (let r = 0; r < rounds.length; r++) {
        for (const c of rounds[r]) {
          await frame.selectOption('[data-testid=plan-call-select]', `${c.from}-${c.to}`);
          await frame.click('[data-testid=plan-call-add]');
        }
        if (r + 1 < rounds.length) await frame.click('[data-testid=plan-next]');
      }
      await verdict(true);
      // Its score: the best castlab knows over the schedule's rounds.
      const score = Number(await frame.getAttribute('[data-testid=score]', 'data-score'));
      assert.equal(score, Math.min(1, cli.models.classical / cli.from_source));
      return;
    }
    case 'order': {
      const { cli } = answer;
      const shown = async () => frame.$$eval('[data-testid=order] li', (lis) => lis.map((li) => Number(li.dataset.vertex)));
      const start = await shown();
      const n = cli.label_offsets.length - 1;
      const vertex = [...Array(n).keys()].find((u) => JSON.stringify(cli.label_targets.slice(cli.label_offsets[u], cli.label_offsets[u + 1])) === JSON.stringify(start));
      const timeOf = (order) => {
        const targets = [...cli.label_targets];
        targets.splice(cli.label_offsets[vertex], order.length, ...order);
        return broadcastTime(cli.label_offsets, targets);
      };
      const orders = permutations(start);
      const times = orders.map(timeOf);
      const target = Math.min(...times);
      assert.match(await frame.textContent('[data-testid=prompt]'), new RegExp(`done by time ${target}:`));
      const arrange = async (order) => {
        for (let i = 0; i < order.length; i++) {
          for (let j = (await shown()).indexOf(order[i]); j > i; j--) await frame.click(`[data-testid=order-up-${j}]`);
        }
        assert.deepEqual(await shown(), order);
        await frame.click('[data-testid=order-check]');
      };
      const worse = orders[times.findIndex((t) => t > target)];
      assert.ok(worse, 'some order misses the target');
      await arrange(worse);
      await verdict(false);
      await arrange(orders[times.indexOf(target)]);
      await verdict(true);
      return;
    }
    default:
      throw new Error(`no way to answer ${answer.kind}`);
  }
}

test('the downloads and the command line wait for an open question, and hold its answer once it is right', async () => {
  const [link] = LINKS['mesh tcd'];
  const cli = castlabEval(link);
  const page = await site.open(`/castlab/?${link}&ask=hops`);
  await page.waitForSelector('[data-testid=answer-input]');
  await page.waitForSelector('[data-testid=downloads-waiting]');
  for (const id of ['export-json', 'export-png', 'export-svg']) assert.equal(await page.$(`[data-testid=${id}]`), null, id);
  assert.equal(await page.$('.cli'), null);
  // No empty panel: it says why its numbers wait.
  assert.match(await page.textContent('[data-testid=numbers-waiting]'), /come back once the question is answered/);
  assert.match(await page.textContent('.view-title'), /on the 4×4 mesh$/);
  await page.fill('[data-testid=answer-input]', String(cli.tcd));
  await page.click('[data-testid=answer-check]');
  await page.waitForSelector('[data-testid=feedback][data-success=true]');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=export-json]')]);
  const saved = JSON.parse(await new Promise((done, fail) => {
    download.createReadStream().then((s) => {
      const parts = [];
      s.on('data', (d) => parts.push(d));
      s.on('end', () => done(Buffer.concat(parts).toString()));
      s.on('error', fail);
    }, fail);
  }));
  assert.equal(saved.tcd, cli.tcd);
  assert.deepEqual(saved.exercise.expect, { number: cli.tcd });
  assertClean(page);
  await page.close();
});

test('a reload keeps the tries: a right answer after a wrong one and a reload scores 0.75, not 1', async () => {
  const [link] = LINKS['mesh tcd'];
  const cli = castlabEval(link);
  const page = await site.open('/course/api.html');
  await page.waitForFunction(() => window.castlabEvents?.some((e) => e.type === 'castlab:state'), null, { timeout: 30_000 });
  await page.evaluate((q) => window.castlabLab.set(q), `${link}&ask=hops`);
  let frame = await (await page.$('#lab')).contentFrame();
  await frame.waitForSelector('[data-testid=answer-input]');
  await frame.fill('[data-testid=answer-input]', String(cli.tcd + 1));
  await frame.click('[data-testid=answer-check]');
  await frame.waitForSelector('[data-testid=feedback][data-success=false]');
  // The old page's input stays until the new one replaces it, so wait for
  // the reloaded embed's own 'ready' before touching the form.
  const readies = () => window.castlabEvents.filter((e) => e.type === 'castlab:ready').length;
  const before = await page.evaluate(readies);
  await frame.evaluate(() => location.reload());
  await page.waitForFunction((n) => window.castlabEvents.filter((e) => e.type === 'castlab:ready').length > n, before, { timeout: 30_000 });
  frame = await (await page.$('#lab')).contentFrame();
  await frame.waitForSelector('[data-testid=answer-input]', { timeout: 30_000 });
  assert.equal(await frame.inputValue('[data-testid=answer-input]'), '', 'the reloaded form starts empty');
  await frame.fill('[data-testid=answer-input]', String(cli.tcd));
  await frame.click('[data-testid=answer-check]');
  const right = await page.waitForFunction(() => window.castlabEvents.find((e) => e.type === 'castlab:answered' && e.statement.result.success), null, { timeout: 30_000 });
  // The second try: a quarter off (README, "Exercises").
  assert.equal((await right.jsonValue()).statement.result.score.scaled, 0.75);
  await page.close();
});
