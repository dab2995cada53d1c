// The first visit, two builds side by side in one run (`cargo xtask bench`
// gives it the build before a change with `--before DIR`):
//   - the time to the first drawn map (the app's `castlab:first-map` mark),
//     median of 7 fresh contexts, for four links, as served (loopback) and
//     throttled to 10 Mbit/s with 40 ms latency by the Chrome DevTools
//     Protocol's network emulation (`Network.emulateNetworkConditions`);
//     runs alternate between the builds so that drift hits both alike;
//   - each build's wasm, raw, gzip -9 and brotli 11;
//   - renders: the newer build's certificate parses and long tasks over 20
//     source changes on the 4×4 mesh, certified at every source (the
//     controls ask what is certified on every render).
// The server sends gzip, as a real host would, so the throttle meters the
// bytes a visitor downloads.
//   node tests/bench/first_visit.mjs --before DIR [--after dist] [--runs 7] [--out FILE] [--renders-only]
import { createServer } from 'node:http';
import { readFileSync, writeFileSync, mkdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, extname, join, normalize, resolve } from 'node:path';

import { launch } from '../support/browser.mjs';
import { DIST, wasmSizes } from '../support/site.mjs';
import { nodeCentre } from '../support/page.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const before = arg('--before') && resolve(arg('--before'));
const after = resolve(arg('--after', DIST));
const RUNS = Number(arg('--runs', 7));
const out = arg('--out') && resolve(arg('--out'));
// `--renders-only`: skip the first visits (for a quick look at the renders).
const rendersOnly = args.includes('--renders-only');

const LINKS = [
  ['default view (8×8 mesh)', ''],
  ['v=1&src=2,2', '?v=1&src=2,2'],
  ['512×512', '?v=1&dims=512x512'],
  ['T_128×128 orderly', '?v=1&net=torus&dims=128x128&view=orderly'],
];
const NETWORKS = [
  ['loopback', null],
  ['10 Mbit/s, 40 ms', { offline: false, latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 }],
];
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.ftl': 'text/plain; charset=utf-8' };

/** Serves each build under its own prefix, gzipped where the browser accepts it. */
async function serveBuilds(builds) {
  const gzipped = new Map();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const [, name, rest] = path.match(/^\/([^/]+)(\/.*)$/) ?? [];
    const base = builds[name];
    if (!base) return res.writeHead(404).end();
    let file = normalize(join(base, rest));
    if (!file.startsWith(base)) return res.writeHead(403).end();
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      let body = readFileSync(file);
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' };
      if (/gzip/.test(req.headers['accept-encoding'] ?? '')) {
        if (!gzipped.has(file)) gzipped.set(file, gzipSync(body, { level: 9 }));
        body = gzipped.get(file);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(200, headers).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((ok) => { server.close(ok); server.closeAllConnections(); }) };
}

/** One fresh context's first map, in ms from navigation. */
async function firstMap(browser, url, network) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  if (network) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('castlab:first-map').length, null, { timeout: 120_000 });
  const ms = await page.evaluate(() => performance.getEntriesByName('castlab:first-map')[0].startTime);
  await context.close();
  if (problems.length) throw new Error(`${url}: ${problems.join('\n')}`);
  return ms;
}

/** Certificate parses and long tasks over 20 source changes on the 4×4 mesh
 * (certified at every source, so the optimum is on offer at each render). */
async function renders(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/?v=1&dims=4x4`);
  await page.waitForFunction(() => performance.getEntriesByName('castlab:first-map').length && window.wasmBindings);
  const parses = () => page.evaluate(() => window.wasmBindings.certificate_parses?.() ?? null);
  const first = await parses();
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.longTasks.push(e.duration); }).observe({ type: 'longtask' });
  });
  const changes = 20;
  for (let i = 0; i < changes; i++) {
    const coords = [(3 * i + 1) % 4, (5 * i + 2) % 4];
    const at = await nodeCentre(page, coords, [4, 4]);
    const search = await page.evaluate(() => location.search);
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction((s) => location.search !== s, search);
  }
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 200))));
  const last = await parses();
  const longTasks = await page.evaluate(() => window.longTasks.map(Math.round));
  await context.close();
  return { link: 'v=1&dims=4x4', source_changes: changes, parses_after_first_map: first, parses_after_changes: last, parses_per_render: first === null ? null : (last - first) / changes, long_tasks_ms: longTasks };
}

const builds = { after };
if (before) builds.before = before;
const server = await serveBuilds(builds);
const browser = await launch({ full: true });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const result = { chromium: browser.version(), runs: RUNS, sizes: {}, first_visit: [], renders: null };
for (const name of Object.keys(builds)) result.sizes[name] = wasmSizes(builds[name]);
for (const [view, query] of rendersOnly ? [] : LINKS) {
  for (const [network, conditions] of NETWORKS) {
    const runs = Object.fromEntries(Object.keys(builds).map((b) => [b, []]));
    for (let r = 0; r < RUNS; r++) {
      for (const name of Object.keys(builds)) {
        runs[name].push(Math.round(await firstMap(browser, `${server.url}/${name}/${query}`, conditions)));
      }
    }
    const row = { view, query, network };
    for (const name of Object.keys(builds)) row[name] = { median_ms: median(runs[name]), runs_ms: runs[name] };
    result.first_visit.push(row);
    console.error(JSON.stringify(row));
  }
}
result.renders = await renders(browser, `${server.url}/after`);
await browser.close();
await server.close();
const text = JSON.stringify(result, null, 1);
if (out) {
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${text}\n`);
}
console.log(text);
