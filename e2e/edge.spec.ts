import { expect, test, type APIRequestContext } from './test';
import { startVarnish, varnishInstalled, type Running } from '../scripts/lib/stack';
import { headingAndTitle } from './html';
import { E2E_EDGE_PORT, E2E_EDITOR_TOKEN, E2E_PORT } from './server-env';

/**
 * The shipped proxy cache (ops/varnish, `npm run serve:edge`) in front of the e2e server, which
 * purges it on every write (EDGE_PURGE_URL in playwright.config.ts).
 */
const edge = `http://127.0.0.1:${E2E_EDGE_PORT}`;
const auth = { authorization: `Bearer ${E2E_EDITOR_TOKEN}` };

async function cacheStatus(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(`${edge}${path}`, { headers });
  expect(response.status(), path).toBe(200);
  return response.headers()['x-cache'];
}

/** Requests a page until the proxy holds it (the first request may render it). */
async function warm(request: APIRequestContext, path: string) {
  await cacheStatus(request, path);
  expect(await cacheStatus(request, path), `${path} is served from the proxy`).toBe('HIT');
}

async function setCharacter(request: APIRequestContext, id: string, set: Record<string, unknown>) {
  // Through the proxy, as an editor's tool would reach the site.
  const response = await request.post(`${edge}/api/data/updateOne`, {
    headers: auth,
    data: { collection: 'characters', filter: { _id: id }, update: { $set: set } },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['x-cache']).toBe('PASS');
}

test.describe('the proxy cache (serve:edge)', () => {
  test.skip(
    !varnishInstalled(),
    'Varnish with xkey is not installed: apt-get install -y varnish varnish-modules',
  );

  let varnish: Running | undefined;
  test.beforeAll(async () => {
    varnish = await startVarnish({ edgePort: E2E_EDGE_PORT, appPort: E2E_PORT });
  });
  test.afterAll(async () => {
    await varnish?.stop();
  });

  test('a page is one cache entry, whatever query string a link or a bot adds', async ({ request }) => {
    await warm(request, '/skills');
    for (const query of [
      '?q=ember',
      '?utm_source=feed&utm_medium=rss',
      '?page=7&sort=junk',
      '?_rsc=forged',
    ]) {
      expect(await cacheStatus(request, `/skills${query}`), query).toBe('HIT');
    }
  });

  test('HTML and client-navigation payloads never mix', async ({ page, request }) => {
    await page.goto(`${edge}/engravings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Engravings' })).toBeVisible();
    // A client navigation fetches /tarots as an RSC payload through the proxy …
    const payload = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/tarots' && r.request().headers().rsc === '1',
    );
    await page.getByRole('navigation').getByRole('link', { name: 'Tarots', exact: true }).click();
    expect((await payload).headers()['content-type']).toContain('text/x-component');
    await expect(page.getByRole('heading', { level: 1, name: 'Tarots' })).toBeVisible();
    // … and a visitor landing on /tarots still gets the HTML page.
    const html = await request.get(`${edge}/tarots`);
    expect(html.headers()['content-type']).toContain('text/html');
    expect(await html.text()).toMatch(/^<!DOCTYPE html>/i);
    await page.goto(`${edge}/tarots`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tarots' })).toBeVisible();
  });

  test('pages are kept compressed and sent compressed to browsers, plain to clients that ask so', async ({
    request,
  }) => {
    await warm(request, '/gears');
    const gzip = await fetch(`${edge}/gears`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${edge}/gears`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // One stored object, inflated by the proxy for the second client.
    expect([gzip.headers.get('x-cache'), plain.headers.get('x-cache')]).toEqual(['HIT', 'HIT']);
    expect((await plain.text()) === (await gzip.text()), 'the same page both ways').toBe(true);
  });

  test('a browser revalidating a page it holds gets 304 from the proxy', async ({ request }) => {
    await warm(request, '/tarots');
    const first = await request.get(`${edge}/tarots`);
    const etag = first.headers()['etag'];
    expect(etag, 'the proxy gives the page a validator').toMatch(/^W\/"\d+"$/);
    const again = await request.get(`${edge}/tarots`, { headers: { 'if-none-match': etag! } });
    expect(again.status()).toBe(304);
    expect(again.headers()['x-cache']).toBe('HIT');
    expect(await again.body()).toHaveLength(0);
    // A client holding another version is sent the page whole.
    const other = await request.get(`${edge}/tarots`, { headers: { 'if-none-match': 'W/"1"' } });
    expect(other.status()).toBe(200);
  });

  test('the data protocol and requests with credentials are never cached', async ({ request }) => {
    const find = await request.post(`${edge}/api/data/find`, { data: { collection: 'tarots', limit: 1 } });
    expect(find.status()).toBe(200);
    expect(find.headers()['x-cache']).toBe('PASS');
    expect(await cacheStatus(request, '/engravings', auth)).toBe('PASS');
  });

  test('a write shows on the first request through the proxy: detail page, the list and home', async ({
    page,
    request,
  }) => {
    const id = 'keel';
    const original = (
      await (
        await request.post(`${edge}/api/data/findOne`, {
          data: { collection: 'characters', filter: { _id: id }, projection: { name: 1, verified: 1 } },
        })
      ).json()
    ).document as { name: string; verified: { version: string; date: string } };
    const pages = [`/chars/${id}`, '/chars', '/'];
    for (const path of pages) await warm(request, path);

    // Verified later than any shipped entry, so home lists it among the recently updated.
    const name = `Keel Edgewise ${Date.now().toString(36)}`;
    await setCharacter(request, id, { name, verified: { version: '2.6', date: '2026-11-22' } });
    try {
      for (const path of pages) {
        const response = await request.get(`${edge}${path}`);
        expect((await response.text()).includes(name), `${path} on the first request after the write`).toBe(
          true,
        );
      }
      await page.goto(`${edge}/chars/${id}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    } finally {
      await setCharacter(request, id, { name: original.name, verified: original.verified });
    }
    // The detail page's History section now names the restored write's old value, so it is the
    // page's heading and title that must be back to the original name.
    for (const path of pages) {
      const html = await (await request.get(`${edge}${path}`)).text();
      const shown = path === `/chars/${id}` ? headingAndTitle(html) : html;
      expect(shown.includes(name), `${path} after the restore`).toBe(false);
      if (path === `/chars/${id}`) expect(shown).toContain(original.name);
    }
  });
});
