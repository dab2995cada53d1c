// End-to-end: castlab.Widget in a real JupyterLab (issue #56, item 3). The
// venv's JupyterLab serves a notebook that makes a widget; Chromium runs its
// cells from the Run menu, a click on the map inside the widget's iframe
// picks a source, and a cell then prints w.source, w.link, w.values and
// w.evaluate()'s numbers, which must be castlab eval's (the CLI) for the
// link the widget reports. Setting w.link and w.step from Python must
// change the iframe, the lab's stepper w.step, and a step past the
// schedule the lab counted is refused. An exercise must hide its values
// from Python until it is answered right in the lab (ask=link shows its
// numbers, as castlab eval's exercise says, but evaluate() still refuses:
// the whole evaluation holds the answer). JupyterLab and the page reach
// nothing but 127.0.0.1.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { launch } from '../support/browser.mjs';
import { castlabEval } from '../support/cli.mjs';
import { nodeCentre, plain } from '../support/page.mjs';

const VENV = process.env.CASTLAB_VENV ?? fileURLToPath(new URL('../../target/xtask/venv', import.meta.url));
const ARTIFACTS = fileURLToPath(new URL('../artifacts', import.meta.url));
const TIMEOUT = 60_000;

const FIRST = 'v=1&src=2,2';
const PICK = [12, 3];
const MOVED = [1, 14];
const LATER = 'v=1&dims=16x16&src=5,9';
const STEP = 3;
/** An exercise: the TCD from (2, 2), typed in. */
const QUIZ = 'v=1&src=2,2&ask=hops';
/** An exercise whose numbers do not answer it (hides_values false). */
const LINK_QUIZ = 'v=1&src=2,2&ask=link';

/** The notebook: a widget, a cell that prints what Python sees, and
 * cells that set the link and the step from Python. */
function notebook() {
  const cell = (source) => ({ cell_type: 'code', execution_count: null, metadata: {}, outputs: [], source });
  return {
    cells: [
      cell(`import json\nimport castlab\nw = castlab.Widget(${JSON.stringify(FIRST)})\nw`),
      cell('print("STATE" + json.dumps({"source": w.source, "link": w.link, "values": w.values, "step": w.step, "steps": w.steps, "tcd": w.evaluate()["tcd"]}))'),
      cell(`w.link = ${JSON.stringify(LATER)}`),
      cell(`w.step = ${STEP}`),
      cell(`q = castlab.Widget(${JSON.stringify(QUIZ)}, height=420)\nq`),
      cell([
        'try:',
        '    said = q.evaluate()["tcd"]',
        'except castlab.UsageError as e:',
        '    said = e.kind',
        'print("QUIZ" + json.dumps({"values": q.values, "answered": q.answered, "evaluate": said}))',
      ].join('\n')),
      cell(`k = castlab.Widget(${JSON.stringify(LINK_QUIZ)}, height=420)\nk`),
      cell([
        'try:',
        '    said = k.evaluate()["tcd"]',
        'except castlab.UsageError as e:',
        '    said = e.kind',
        'print("LINKQ" + json.dumps({"values": k.values, "open": k.exercise_open(), "evaluate": said}))',
      ].join('\n')),
    ],
    metadata: { kernelspec: { display_name: 'Python 3 (ipykernel)', language: 'python', name: 'python3' } },
    nbformat: 4,
    nbformat_minor: 5,
  };
}

let dir;
let server;
let browser;
let lab;

/** Starts `jupyter lab` on a free loopback port and resolves to its base
 * address once it says where it listens. */
function startLab(root, token) {
  const jupyter = join(VENV, 'bin', 'jupyter');
  const env = {
    ...process.env,
    // A fresh configuration: no user settings, workspaces or news.
    JUPYTER_CONFIG_DIR: join(root, 'config'),
    JUPYTER_RUNTIME_DIR: join(root, 'runtime'),
    IPYTHONDIR: join(root, 'ipython'),
  };
  const child = spawn(jupyter, [
    'lab', '--no-browser', '--allow-root',
    '--ServerApp.ip=127.0.0.1', '--ServerApp.port=0', `--IdentityProvider.token=${token}`,
    `--ServerApp.root_dir=${join(root, 'notebooks')}`,
    // Nothing from the network: no news, no update check, no PyPI listing.
    '--LabApp.news_url=None', '--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate',
    '--LabApp.extension_manager=readonly',
    // window.jupyterapp: the test reads when the kernel is connected.
    '--LabApp.expose_app_in_browser=True',
  ], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: false });
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`jupyter lab did not say where it listens within ${TIMEOUT / 1000} s:\n${log}`)), TIMEOUT);
    const hear = (chunk) => {
      log += chunk;
      const m = log.match(/http:\/\/127\.0\.0\.1:(\d+)\/lab/);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${m[1]}`, log: () => log });
      }
    };
    child.stdout.on('data', hear);
    child.stderr.on('data', hear);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`jupyter lab exited (${code}) before it listened:\n${log}`));
    });
  });
}

before(async () => {
  const python = join(VENV, 'bin', 'python');
  if (!existsSync(python)) throw new Error(`no venv at ${VENV}: set CASTLAB_VENV or run cargo xtask test`);
  // The widget serves the site the package carries: it must be there.
  const probe = spawnSync(python, ['-c', 'import castlab._site as s, os; print(os.environ.get("CASTLAB_SITE") or s.SITE)'], { encoding: 'utf8' });
  if (probe.status !== 0) throw new Error(`castlab does not import in ${VENV}: ${probe.stderr}`);
  const site = probe.stdout.trim();
  if (!existsSync(join(site, 'index.html'))) {
    throw new Error(`the package has no site at ${site}: copy or link dist/ (trunk build --release) there`);
  }
  dir = mkdtempSync(join(tmpdir(), 'castlab-notebook-'));
  mkdirSync(join(dir, 'notebooks'));
  // The announcements plugin would ask, in a toast, to fetch Jupyter news.
  mkdirSync(join(dir, 'config', 'labconfig'), { recursive: true });
  writeFileSync(join(dir, 'config', 'labconfig', 'page_config.json'),
    JSON.stringify({ disabledExtensions: { '@jupyterlab/apputils-extension:announcements': true } }));
  // Start the notebook's kernel on opening, without the "Select Kernel"
  // dialog JupyterLab 4 asks a new user.
  const tracker = join(dir, 'config', 'lab', 'user-settings', '@jupyterlab', 'notebook-extension');
  mkdirSync(tracker, { recursive: true });
  writeFileSync(join(tracker, 'tracker.jupyterlab-settings'), JSON.stringify({ autoStartDefaultKernel: true }));
  writeFileSync(join(dir, 'notebooks', 'widget.ipynb'), JSON.stringify(notebook(), null, 1));
  const token = randomBytes(16).toString('hex');
  server = await startLab(dir, token);
  server.token = token;
  browser = await launch({ full: true });
  mkdirSync(ARTIFACTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  if (server?.child && server.child.exitCode === null) {
    const exited = new Promise((ok) => server.child.once('exit', ok));
    server.child.kill('SIGTERM');
    const late = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(late);
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The output text of the notebook's cell `index` (0-based). */
async function outputOf(page, index) {
  return page.locator('.jp-Notebook .jp-Cell').nth(index).locator('.jp-OutputArea-output').allTextContents();
}

/** Runs cell `index` alone (select it, Ctrl+Enter) and waits until its
 * execution count changes. */
async function runCell(page, index) {
  const cell = page.locator('.jp-Notebook .jp-Cell').nth(index);
  const prompt = cell.locator('.jp-InputPrompt');
  const before = await prompt.textContent();
  await prompt.click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+Enter');
  await page.waitForFunction(
    ([i, b]) => {
      const text = document.querySelectorAll('.jp-Notebook .jp-Cell')[i]?.querySelector('.jp-InputPrompt')?.textContent ?? '';
      return /\[\d+\]/.test(text) && text !== b;
    },
    [index, before],
    { timeout: TIMEOUT },
  ).catch(() => { throw new Error(`cell ${index} did not run within ${TIMEOUT / 1000} s`); });
}

/** Adds a cell at the end of the notebook, types `code` into it and runs
 * it, as a reader would (b, Enter, typing, Ctrl+Enter); returns its index. */
async function typeCell(page, code) {
  const cells = page.locator('.jp-Notebook .jp-Cell');
  const index = await cells.count();
  await cells.nth(index - 1).locator('.jp-InputPrompt').click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('b');
  await cells.nth(index).waitFor({ timeout: TIMEOUT });
  await page.keyboard.press('Enter');
  await page.keyboard.type(code);
  await page.keyboard.press('Control+Enter');
  await page.waitForFunction(
    (i) => /\[\d+\]/.test(document.querySelectorAll('.jp-Notebook .jp-Cell')[i]?.querySelector('.jp-InputPrompt')?.textContent ?? ''),
    index,
    { timeout: TIMEOUT },
  ).catch(() => { throw new Error(`the typed cell (${code}) did not run within ${TIMEOUT / 1000} s`); });
  const typed = await cells.nth(index).locator('.jp-InputArea-editor').textContent();
  assert.equal(typed.trim(), code, 'what the new cell holds');
  return index;
}

/** Runs the printing cell until what it prints satisfies `ok` (the
 * embed's news reaches the kernel over the widget's comm, after the
 * frame shows it); returns the last state printed. */
async function pythonState(page, ok, what, [cell, tag] = [1, 'STATE']) {
  let last = null;
  const deadline = Date.now() + TIMEOUT;
  while (Date.now() < deadline) {
    await runCell(page, cell);
    const text = (await outputOf(page, cell)).join('\n');
    const line = text.split('\n').find((l) => l.startsWith(tag));
    assert.ok(line, `cell ${cell} printed no ${tag}:\n${text}`);
    last = JSON.parse(line.slice(tag.length));
    if (ok(last)) return last;
    await page.waitForTimeout(250);
  }
  throw new Error(`Python never saw ${what} within ${TIMEOUT / 1000} s; last: ${JSON.stringify(last)}`);
}

/** The embed's frame inside the notebook, once its map is drawn. */
async function embed(page, index = 0) {
  const element = page.locator('iframe[data-castlab-widget]').nth(index);
  await element.waitFor({ timeout: TIMEOUT }).catch(async () => {
    await page.screenshot({ path: join(ARTIFACTS, 'notebook-failure.png') });
    throw new Error(`no castlab iframe in the notebook's output (tests/artifacts/notebook-failure.png); the first cell says: ${(await outputOf(page, 0)).join('\n')}`);
  });
  const frame = await (await element.elementHandle()).contentFrame();
  await frame.waitForSelector('[data-testid=heatmap]', { timeout: TIMEOUT })
    .catch(() => { throw new Error(`the embed at ${frame.url()} drew no map`); });
  return { element, frame };
}

/** Waits until the embed's panel shows the source `at` and a TCD; returns it. */
async function shownTcd(frame, at) {
  await frame.waitForFunction(
    (label) => document.querySelector('[data-testid=source]')?.textContent === label && document.querySelector('[data-testid=tcd]'),
    `(${at.join(', ')})`,
    { timeout: TIMEOUT },
  ).catch(async () => {
    const said = await frame.evaluate(() => ({
      source: document.querySelector('[data-testid=source]')?.textContent,
      tcd: document.querySelector('[data-testid=tcd]')?.textContent,
      url: location.href,
    }));
    throw new Error(`the embed did not show source (${at.join(', ')}) and its TCD: ${JSON.stringify(said)}`);
  });
  return plain(await frame.textContent('[data-testid=tcd]'));
}

/** The exercise widget (the notebook's second): while its question is
 * open Python hears no value and evaluate() refuses; a right answer typed
 * into the lab opens both. */
async function exercise(page) {
  const quiz = await embed(page, 1);
  await quiz.frame.waitForSelector('[data-testid=answer-input]', { timeout: TIMEOUT });
  const hidden = await pythonState(page, (s) => s.evaluate === 'answer_hidden', 'the open exercise', [5, 'QUIZ']);
  assert.deepEqual([hidden.values, hidden.answered], [{}, null]);
  const answer = castlabEval('v=1&src=2,2').tcd;
  await quiz.frame.fill('[data-testid=answer-input]', String(answer));
  await quiz.frame.click('[data-testid=answer-check]');
  const solved = await pythonState(page, (s) => s.answered !== null && s.values.tcd !== undefined, 'the right answer', [5, 'QUIZ']);
  assert.equal(solved.answered.statement.result.success, true);
  assert.equal(solved.answered.statement.result.response, String(answer));
  assert.equal(solved.evaluate, answer);
  assert.equal(solved.values.tcd, answer);
}

/** The ask=link widget (the notebook's third): castlab eval's exercise
 * hides no value, so Python hears the lab's numbers; evaluate() is refused
 * while the question is open, as the embed refuses castlab:evaluate (the
 * evaluation lists the schedule, which answers it). */
async function linkExercise(page) {
  const cli = castlabEval(LINK_QUIZ);
  assert.equal(cli.exercise.hides_values, false);
  const quiz = await embed(page, 2);
  await quiz.frame.waitForSelector('[data-testid=answer-input]', { timeout: TIMEOUT });
  const heard = await pythonState(page, (s) => s.values.tcd !== undefined, 'the ask=link numbers', [7, 'LINKQ']);
  assert.deepEqual(heard.values, { tcd: cli.tcd, steps: cli.steps, messages: cli.messages });
  assert.equal(heard.open, true);
  assert.equal(heard.evaluate, 'answer_hidden');
}

test('the widget in JupyterLab: a click in the lab reaches Python as castlab eval\'s numbers; w.link and w.step move the lab, a step past the schedule is refused; an exercise hides its answer, ask=link its answer but not its numbers', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Only the notebook server and the widget's site, both on 127.0.0.1.
  const outside = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    outside.push(url.href);
    return route.abort();
  });
  // Page errors, console errors (JupyterLab's, the widget's, the embeds')
  // and failed responses.
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || /panicked/.test(m.text())) problems.push({ url: m.location().url ?? '', text: m.text() });
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push({ url: r.url(), text: `HTTP ${r.status()}` });
  });

  await page.goto(`${server.url}/lab/tree/widget.ipynb?token=${server.token}`);
  await page.waitForSelector('.jp-Notebook .jp-Cell', { timeout: TIMEOUT })
    .catch(() => { throw new Error(`JupyterLab did not open the notebook:\n${server.log()}`); });
  // The menu's commands do nothing until the kernel's socket is open.
  await page.waitForFunction(() => {
    const kernel = window.jupyterapp?.shell.currentWidget?.sessionContext?.session?.kernel;
    return kernel?.connectionStatus === 'connected' && kernel.status === 'idle';
  }, null, { timeout: TIMEOUT }).catch(() => { throw new Error(`the kernel did not start:\n${server.log()}`); });

  // Run → Run All Cells, as a reader would, once the notebook has the
  // focus (the command is off until it is the current widget). The last
  // cells set w.link and w.step from Python: the lab shows them.
  await page.locator('.jp-Notebook .jp-Cell .jp-InputPrompt').first().click();
  await page.locator('.lm-MenuBar-itemLabel', { hasText: /^Run$/ }).click();
  await page.locator('.lm-Menu-item:not(.lm-mod-disabled) .lm-Menu-itemLabel', { hasText: /^Run All Cells$/ }).click();
  const { element, frame } = await embed(page);
  const later = castlabEval(LATER);
  assert.equal(await shownTcd(frame, later.source), later.tcd);
  // The iframe obeys this page: its link names the notebook's origin.
  const search = new URL(frame.url()).searchParams;
  assert.equal(search.get('embed'), '1');
  assert.equal(search.get('origin'), server.url);
  const status = (step) => frame.waitForFunction(
    (text) => document.querySelector('[data-testid=step-status]')?.textContent.startsWith(text),
    `Step ${step} of ${later.steps}`,
    { timeout: TIMEOUT },
  ).catch(() => { throw new Error(`the embed's stepper never said "Step ${step} of ${later.steps}"`); });
  await status(STEP);
  const stepped = castlabEval(`${LATER}&step=${STEP}`).permalink;
  const shown = await pythonState(page, (s) => s.link === stepped && s.step === STEP && s.values.tcd !== undefined, `${LATER} at step ${STEP}`);
  assert.deepEqual(shown.values, { tcd: later.tcd, steps: later.steps, messages: later.messages });
  assert.equal(shown.steps, later.steps);
  // The lab's own stepper reaches Python.
  await frame.click('[data-testid=next-step]');
  await status(STEP + 1);
  await pythonState(page, (s) => s.step === STEP + 1, `step ${STEP + 1}`);
  // Past the schedule the lab counted: refused in Python, naming the limit;
  // the lab stays where it was.
  const pastCell = await typeCell(page, `w.step = ${later.steps + 1}`);
  await page.locator('.jp-Notebook .jp-Cell').nth(pastCell).locator('.jp-OutputArea-output').first().waitFor({ timeout: TIMEOUT });
  const past = (await outputOf(page, pastCell)).join('\n');
  assert.match(past, /UsageError/);
  assert.ok(past.includes(`step=${later.steps + 1}`) && past.includes(`0 to ${later.steps}`), past);
  await status(STEP + 1);

  // A click on the map picks a source; Python hears it.
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const c = await nodeCentre(frame, PICK, [16, 16]);
  await page.mouse.click(box.x + c.x, box.y + c.y);
  const picked = await shownTcd(frame, PICK);
  const seen = await pythonState(page, (s) => JSON.stringify(s.source) === JSON.stringify(PICK) && s.link.includes(`src=${PICK.join(',')}`) && s.values.tcd !== undefined, `the pick ${PICK}`);
  const cli = castlabEval(seen.link);
  assert.deepEqual(cli.errors, []);
  assert.deepEqual(cli.source, PICK);
  assert.equal(seen.link, cli.permalink);
  assert.deepEqual(seen.values, { tcd: cli.tcd, steps: cli.steps, messages: cli.messages });
  assert.equal(seen.tcd, cli.tcd);
  assert.equal(picked, cli.tcd);
  await page.screenshot({ path: join(ARTIFACTS, 'notebook-widget.png') });

  // Python sets the link again: the same iframe goes back to (5, 9), its
  // schedule hidden (the link names no step).
  await runCell(page, 2);
  assert.equal(await shownTcd(frame, later.source), later.tcd);
  await pythonState(page, (s) => s.link === later.permalink && s.values.tcd === later.tcd && s.step === null, `${LATER} again`);
  // w.source from Python writes src= into the link; the lab follows.
  await typeCell(page, `w.source = [${MOVED.join(', ')}]`);
  const moved = castlabEval(`v=1&dims=16x16&src=${MOVED.join(',')}`);
  assert.equal(await shownTcd(frame, MOVED), moved.tcd);
  const there = await pythonState(page, (s) => s.link === moved.permalink && s.values.tcd === moved.tcd, `the source ${MOVED}`);
  assert.deepEqual(there.source, MOVED);

  await exercise(page);
  await linkExercise(page);
  assert.equal(await page.locator('iframe[data-castlab-widget]').count(), 3);

  assert.deepEqual(outside, [], 'requests beyond 127.0.0.1');
  assert.deepEqual(problems, [], 'errors in JupyterLab, the widget or the embeds');
  await page.close();
});
