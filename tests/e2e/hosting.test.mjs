// End-to-end: the hosting archives of `cargo xtask dist --archive` (issue
// "The course kit"): SHA256SUMS verifies both, and the .tar.gz unpacked
// under a new sub-path is the site, numbers and offline use included.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { launch, openPage } from '../support/browser.mjs';
import { castlabEval } from '../support/cli.mjs';
import { assertClean, settled } from '../support/page.mjs';
import { serve } from '../support/server.mjs';

const SITE = process.env.CASTLAB_ARCHIVES ?? fileURLToPath(new URL('../../target/site', import.meta.url));
const BASE = '/courses/2026/broadcast/castlab/';
let unpacked;
let server;
let browser;

before(async () => {
  assert.ok(existsSync(join(SITE, 'SHA256SUMS')), `${SITE}/SHA256SUMS is missing: run cargo xtask dist --archive`);
  unpacked = mkdtempSync(join(tmpdir(), 'castlab-unpacked-'));
  // The full browser: the service worker as a reader's Chrome runs it (in
  // the headless shell a navigation once also fetched sw.js again).
  browser = await launch({ full: true });
});
after(async () => {
  await browser?.close();
  await server?.close();
  if (unpacked) rmSync(unpacked, { recursive: true, force: true });
});

test('SHA256SUMS verifies the .zip and the .tar.gz', () => {
  const lines = readFileSync(join(SITE, 'SHA256SUMS'), 'utf8').trim().split('\n');
  const names = lines.map((line) => {
    const [digest, name] = line.split('  ');
    const actual = createHash('sha256').update(readFileSync(join(SITE, name))).digest('hex');
    assert.equal(actual, digest, name);
    return name;
  });
  // The site twice, and the three LMS package templates (README, "Put it in your LMS").
  assert.equal(names.length, 5);
  for (const kind of ['scorm', 'scorm12', 'cmi5']) {
    assert.ok(names.some((n) => new RegExp(`^castlab-${kind}-template-[\\d.]+\\.zip$`).test(n)), names.join(', '));
  }
  assert.ok(names.some((n) => /^castlab-site-[\d.]+\.zip$/.test(n)), names.join(', '));
  assert.ok(names.some((n) => /^castlab-site-[\d.]+\.tar\.gz$/.test(n)), names.join(', '));
});

test('the .tar.gz unpacked under a new sub-path is the site: castlab eval\'s numbers, then offline', async () => {
  const archive = readdirSync(SITE).find((n) => n.endsWith('.tar.gz'));
  execFileSync('tar', ['-xzf', join(SITE, archive), '-C', unpacked]);
  const [folder] = readdirSync(unpacked);
  assert.match(folder, /^castlab-site-[\d.]+$/);
  server = await serve({ [BASE]: join(unpacked, folder) });
  const link = 'v=1&src=2,2&trace=1';
  const page = await openPage(browser, `${server.url}${BASE}?${link}`);
  const shown = await settled(page, [2, 2]);
  assert.equal(shown.tcd, castlabEval(link).tcd);
  await page.waitForSelector('[data-testid=pseudocode] li');
  for (const path of server.requests) assert.ok(path.startsWith(BASE), `${path} is outside ${BASE}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await server.close();
  server = undefined;
  await page.reload();
  assert.equal((await settled(page, [2, 2])).tcd, shown.tcd);
  assertClean(page);
  await page.close();
});
