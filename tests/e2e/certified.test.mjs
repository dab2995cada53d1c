// End-to-end: certified optima on the page (issue "Certified optima"): the
// "proven optimum" panel beside the values, the witness opened from it as a
// `cert=1` link, and the paper check reading the proofs, each against
// `castlab eval` for the same link.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { serious } from '../support/axe.mjs';
import { castlabEval } from '../support/cli.mjs';
import { afterPaint, assertClean, settled } from '../support/page.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite();

async function text(page, id) {
  return (await page.textContent(`[data-testid=${id}]`))?.trim();
}

test('a TCD source shows its certificate, and the witness opens as cert=1 with the proofs read', async () => {
  const page = await site.open('/?v=1&dims=4x4&src=1,0');
  const paper = await settled(page, [1, 0]);
  const cert = castlabEval('v=1&dims=4x4&src=1,0&cert=1');
  assert.equal(cert.certificate.proven_optimum, true);
  // The page's bound is the CLI's, and Algorithm 1 misses it (17 > 16).
  assert.equal(Number(await text(page, 'proven-optimum')), cert.certificate.lower);
  assert.equal(paper.tcd, castlabEval('v=1&dims=4x4&src=1,0').tcd);
  assert.ok(paper.tcd > cert.certificate.lower);
  assert.match(await text(page, 'certificate-verdict'), new RegExp(`${paper.tcd - cert.certificate.lower} above`));
  assert.match(await text(page, 'certificate-method'), /dratify/);

  await page.click('[data-testid=show-certified]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('cert') === '1');
  assert.equal(new URL(page.url()).search, `?${cert.permalink}`);
  const shown = await settled(page, [1, 0]);
  assert.equal(shown.tcd, cert.tcd);
  assert.equal(shown.tcd, cert.certificate.lower);
  assert.match(await text(page, 'certificate-verdict'), /optimal/);
  assert.equal(await page.locator('[data-testid=show-certified]').count(), 0);
  assert.equal(await page.inputValue('[data-testid=algo]'), 'optimum');
  assertClean(page);
  await page.close();
});

test('the 8x8 mesh: the paper check under cert=1 is the CLI\'s, and bounds show where a gap remains', async () => {
  const link = 'v=1&src=3,3&cert=1';
  const cli = castlabEval(link);
  const page = await site.open(`/?${link}`);
  const shown = await settled(page, [3, 3]);
  assert.equal(shown.tcd, cli.tcd);
  await page.waitForSelector('[data-testid=claims] [data-claim=eye-is-optimal]');
  for (const claim of cli.claims) {
    const verdict = await page.getAttribute(`[data-claim=${claim.id}]`, 'data-verdict');
    assert.equal(verdict, claim.verdict, claim.id);
  }
  // Corollary 1 holds exactly when no source's proven lower bound is
  // below the eye's TCD: read every source's certificate on its own.
  const eye = castlabEval('v=1&src=2,2').tcd;
  let least = Infinity;
  for (let x = 0; x < 8; x++) {
    for (let y = 0; y < 8; y++) {
      least = Math.min(least, castlabEval(`v=1&src=${x},${y}&cert=1`).certificate.lower);
    }
  }
  const after = cli.claims.find((c) => c.id === 'eye-is-optimal').verdict;
  assert.equal(after, least >= eye ? 'holds' : 'open');
  // Without cert=1 the claim keeps the verdict a v1 link always printed.
  const plain = castlabEval('v=1&src=3,3');
  assert.equal(plain.claims.find((c) => c.id === 'eye-is-optimal').verdict, 'open');

  // A corner: the witness (79) is above the proven lower bound.
  await page.goto(page.url().replace(/\?.*/, '?v=1&cert=1'));
  await settled(page, [0, 0]);
  const corner = castlabEval('v=1&cert=1');
  assert.equal(corner.certificate.upper, corner.tcd);
  assert.ok(corner.certificate.lower < corner.certificate.upper);
  assert.equal(Number(await text(page, 'proven-lower')), corner.certificate.lower);
  assert.equal(Number(await text(page, 'proven-upper')), corner.certificate.upper);
  assertClean(page);
  await page.close();
});

test('an orderly torus shows b^o proven, and the certified ordering beats Π', async () => {
  const page = await site.open('/?v=1&net=torus&dims=5x6&view=orderly');
  const pi = castlabEval('v=1&net=torus&dims=5x6&view=orderly');
  const cert = castlabEval('v=1&net=torus&dims=5x6&view=orderly&cert=1');
  await page.waitForSelector('[data-testid=proven-optimum]');
  assert.equal(Number(await text(page, 'proven-optimum')), cert.certificate.lower);
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid=broadcast-time]')?.textContent === String(want),
    pi.broadcast_time,
  );
  assert.ok(pi.broadcast_time > cert.certificate.lower, 'Π misses b^o on T_5×6');

  await page.selectOption('[data-testid=algo]', 'optimum');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('cert') === '1');
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid=broadcast-time]')?.textContent === String(want),
    cert.broadcast_time,
  );
  assert.equal(cert.broadcast_time, cert.certificate.lower);
  await afterPaint(page);
  assert.match(await text(page, 'certificate-verdict'), /optimal/);
  // The adaptive model is outside what the solver proved: no certificate.
  await page.goto(page.url().replace(/\?.*/, '?v=1&net=torus&dims=5x6&view=orderly&model=adaptive'));
  await page.waitForSelector('[data-testid=broadcast-time]');
  assert.equal(await page.locator('[data-testid=certificate]').count(), 0);
  assertClean(page);
  await page.close();
});

test('an orderly sweep adds the certificates\' chart: one cell per certified torus, b^o against Theorem 2.2.1', async () => {
  const link = 'v=1&net=torus&dims=3..6x3..12&view=orderly';
  // Which tori of the sweep hold a certificate, and how many are settled,
  // each asked of castlab eval on its own.
  let certified = 0;
  let settledCount = 0;
  for (let m = 3; m <= 6; m++) {
    for (let n = 3; n <= 12; n++) {
      const c = castlabEval(`v=1&net=torus&dims=${m}x${n}&view=orderly&cert=1`).certificate;
      if (c) {
        certified += 1;
        if (c.proven_optimum) settledCount += 1;
      }
    }
  }
  assert.ok(certified > 0 && settledCount > 0, `${settledCount} of ${certified} settled`);
  const page = await site.open(`/?${link}`);
  await page.waitForSelector('[data-testid=chart]', { timeout: 60_000 });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=chart]').length === 2);
  const chart = page.locator('[data-testid=chart]').nth(1);
  assert.match(await chart.getAttribute('data-title'), /^b\^o − Theorem 2\.2\.1's bound \(SAT-proven\)/);
  const cells = (await chart.getAttribute('data-targets')).split(';').filter(Boolean);
  assert.equal(new Set(cells.map((c) => c.split(' ')[2])).size, certified);
  assert.deepEqual(await serious(page), []);
  assertClean(page);
  await page.close();
});

test('a family\'s smallest instance labels its certified b(u) and b^o; a larger one claims neither', async () => {
  // CCC(3): the exhaustive search's b(u) (an independent method) is the
  // certified value, and b^o lies between the diameter and the natural
  // ordering's b^Π(G).
  const link = 'v=1&net=ccc&m=3&algo=exact';
  const exact = castlabEval(link);
  const page = await site.open(`/?${link}`);
  await page.waitForSelector('[data-testid=models-orderly-certified]', { timeout: 60_000 });
  assert.equal(await text(page, 'models-classical-certified'), `${exact.from_source} (certified: SAT, DRAT-checked)`);
  const orderly = await text(page, 'models-orderly-certified');
  assert.match(orderly, /^\d+ \(certified: SAT, DRAT-checked\)$/);
  const bo = Number(orderly.split(' ')[0]);
  assert.ok(bo >= exact.models.diameter && bo <= exact.models.orderly, `${bo}`);
  assert.match(await page.textContent('[data-testid=classical-metrics] dd'), /certified: SAT, DRAT-checked/);
  await page.goto(`${new URL(page.url()).origin}/?v=1&net=cube&m=6`);
  await page.waitForSelector('[data-testid=models-d]', { timeout: 60_000 });
  assert.equal(await page.locator('[data-testid=models-classical-certified]').count(), 0);
  assert.equal(await page.locator('[data-testid=models-orderly-certified]').count(), 0);
  assertClean(page);
  await page.close();
});
