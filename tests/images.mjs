// The site's images, made from its own sources (run by hand after a visual
// change; the results are committed under assets/):
//   node images.mjs
// draws favicon.svg as the PNG icons (192, 512, and 180 for Apple's touch
// icon) and screenshots the app, served from ../dist, as the 1200 x 630
// preview that Open Graph and Twitter cards show.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { launch } from './support/browser.mjs';
import { serve } from './support/server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const assets = `${root}/assets`;
const svg = readFileSync(`${root}/favicon.svg`, 'utf8');
const browser = await launch({ full: true });

for (const [name, size] of [['icon-192.png', 192], ['icon-512.png', 512], ['apple-touch-icon.png', 180]]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const data = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(`<body style="margin:0"><img src="${data}" width="${size}" height="${size}" style="display:block"></body>`);
  await page.screenshot({ path: `${assets}/${name}`, omitBackground: true });
  console.log(name);
  await page.close();
}

const server = await serve(process.env.CASTLAB_DIST ?? `${root}/dist`);
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.goto(`${server.url}/?v=1&src=2,2&step=4&theme=light`);
await page.waitForSelector('[data-testid=heatmap]', { timeout: 60_000 });
await page.waitForSelector('[data-testid=tcd]', { timeout: 60_000 });
await page.waitForTimeout(500);
await page.screenshot({ path: `${assets}/preview.png` });
console.log('preview.png');
await browser.close();
await server.close();
