// Debian's Chromium under playwright-core. Never downloads a browser.
import { chromium } from 'playwright-core';
import { existsSync } from 'node:fs';

/** The full browser, as a reader runs it: the screenshots and the
 * benchmarks (`launch({ full: true })`). */
export const CHROMIUM = process.env.CASTLAB_CHROMIUM ?? '/usr/bin/chromium';
/** The same Chromium's headless shell (Debian's chromium-headless-shell:
 * the same version's Blink and V8 without Chrome's browser layer, the old
 * headless mode), for the browser tests: what Playwright runs for headless
 * Chromium since 1.49. It spends about two thirds of the full browser's
 * CPU on the same page loads (BENCHMARKS.md, "CI at 34.2 min"), and the
 * browser stage is CPU-bound on two cores. */
export const HEADLESS_SHELL = process.env.CASTLAB_CHROMIUM ?? '/usr/lib/chromium/chromium-headless-shell';

export async function launch({ full = false } = {}) {
  const executablePath = full ? CHROMIUM : HEADLESS_SHELL;
  if (!existsSync(executablePath)) {
    throw new Error(`${executablePath} is missing: run 'cargo xtask test', which installs Debian's chromium and chromium-headless-shell`);
  }
  return chromium.launch({
    executablePath,
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

/** Pages a test closed, kept for the next test of the same browser that
 * opens a page with the same context options (by their JSON). A
 * page in a new context costs a renderer process and a compile of the
 * site's wasm: the browser suite took 21.0 min with a new page each time
 * and 13.4 min with these (BENCHMARKS.md, "CI at 45 min, and what
 * brought it down"). */
const parked = new WeakMap();
/** Uses of one page before it is really closed: history keeps 50 entries,
 * and a test counts its own. */
const MAX_USES = 8;
/** What a test may change beyond the page's document, on the page or on
 * its context (each page has a context of its own): such a page is
 * closed, never handed to another test. */
const TAINTING = ['addInitScript', 'route', 'routeFromHAR', 'emulateMedia', 'exposeFunction', 'exposeBinding',
  'setExtraHTTPHeaders'];
const TAINTING_CONTEXT = [...TAINTING, 'newCDPSession', 'grantPermissions', 'setOffline', 'setGeolocation',
  'addCookies'];

/** Empties a page a test closed, so nothing of that test reaches the next:
 * the site's storage goes, the page goes to about:blank (stopping its
 * workers) and the test's listeners go. The service worker and its copy
 * of the site stay, as for a visitor who comes back: the build does not
 * change during a run, and installing it again on every test's first
 * load cost 0.27 s of CPU a test (26 files fetched and stored). The
 * tests of the service worker itself (offline, hosting) start from a new
 * browser. */
async function park(browser, page) {
  try {
    await page.evaluate(async () => {
      if (location.protocol !== 'http:') return;
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('about:blank');
    page.removeAllListeners();
  } catch {
    await page.__close().catch(() => {});
    return;
  }
  if (!parked.has(browser)) parked.set(browser, new Map());
  const pool = parked.get(browser);
  if (!pool.has(page.__options)) pool.set(page.__options, []);
  pool.get(page.__options).push(page);
}

/** Makes `page.close()` park a page no test changed beyond its document,
 * for a later page opened with the same context `options`. */
function parkable(browser, page, options) {
  page.__uses = (page.__uses ?? 0) + 1;
  page.__options = options;
  if (page.__close) return;
  page.__close = page.close.bind(page);
  const taint = (object, names) => {
    for (const name of names) {
      if (typeof object[name] !== 'function') continue;
      const real = object[name].bind(object);
      object[name] = (...args) => {
        page.__tainted = true;
        return real(...args);
      };
    }
  };
  taint(page, TAINTING);
  taint(page.context(), TAINTING_CONTEXT);
  page.close = async (...args) => {
    if (page.__tainted || page.__uses >= MAX_USES || page.isClosed()) return page.__close(...args);
    return park(browser, page);
  };
}

/** A parked page of `browser` opened with `options`, now at `viewport`,
 * or null. */
async function reused(browser, viewport, options) {
  const page = parked.get(browser)?.get(options)?.pop();
  if (!page) return null;
  await page.setViewportSize(viewport);
  return page;
}

/**
 * Opens a page that records console errors, page errors and failed requests
 * in `page.problems`, so every test can assert a clean console. `init` runs
 * before the page's scripts; `options` are more of Playwright's context
 * options (`hasTouch`, `isMobile`, `reducedMotion`, `permissions`, …). A
 * page opened with no `init` may be one an earlier test closed that had
 * the same `options` (see `reused`).
 */
export async function openPage(browser, url, viewport = { width: 1280, height: 900 }, init = null, options = {}) {
  const plain = init == null;
  const key = JSON.stringify(options);
  const page = (plain && (await reused(browser, viewport, key))) || (await browser.newPage({ viewport, ...options }));
  if (plain) parkable(browser, page, key);
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
