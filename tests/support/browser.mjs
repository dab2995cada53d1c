// Debian's Chromium under playwright-core. Never downloads a browser.
import { chromium } from 'playwright-core';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CASTLAB_CHROMIUM ?? '/usr/bin/chromium';

export async function launch() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: run 'cargo xtask test', which installs Debian's chromium`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

/**
 * Opens a page that records console errors, page errors and failed requests
 * in `page.problems`, so every test can assert a clean console. `init` runs
 * before the page's scripts; `options` are more of Playwright's context
 * options (`hasTouch`, `isMobile`, `reducedMotion`, …).
 */
export async function openPage(browser, url, viewport = { width: 1280, height: 900 }, init = null, options = {}) {
  const page = await browser.newPage({ viewport, ...options });
  // A script to run before the page's own (e.g. to fake navigator values).
  if (init) await page.addInitScript(init);
  page.problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /panicked/.test(m.text())) page.problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => page.problems.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => {
    // A reload or navigation cancels requests in flight; that is not a fault.
    const reason = r.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') page.problems.push(`requestfailed: ${r.url()} (${reason})`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) page.problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  await page.goto(url);
  return page;
}
