import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';
import { E2E_PORT } from './server-env';

const api = `http://localhost:${E2E_PORT}/api/data`;

test.describe('the read API', () => {
  test('/api/openapi.json is a cached OpenAPI 3.1 document of the four actions', async ({ request }) => {
    const response = await request.get('/api/openapi.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/application\/json/);
    expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(['/find', '/findOne', '/insertOne', '/updateOne']);
  });

  test('/api explains the API with curl and fetch examples and links the description', async ({ page }) => {
    const response = await page.goto('/api');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Data API' })).toBeVisible();
    for (const name of ['Overview', 'Examples', 'Limits', 'Error codes']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(
      main
        .locator('pre')
        .filter({ hasText: /^curl -s http.*\/api\/data\/find/ })
        .first(),
    ).toBeVisible();
    await expect(main.locator('pre').filter({ hasText: "await fetch('" }).first()).toContainText(
      '"rarity": 5',
    );
    await expect(main.getByRole('link', { name: '/api/openapi.json' })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  });

  test('a page on another origin reads with find and findOne, and cannot write', async ({ page }) => {
    // A fan tool's page on its own origin (127.0.0.1 on a free port, vs the site on localhost), served
    // by the test itself with no CSP of ours: the browser enforces CORS between the two.
    const fanTool = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Fan tool</title>');
    });
    await new Promise<void>((resolve) => fanTool.listen(0, '127.0.0.1', resolve));
    page.on('close', () => fanTool.close());
    await page.goto(`http://127.0.0.1:${(fanTool.address() as AddressInfo).port}/`);
    const outcome = await page.evaluate(async (base) => {
      const call = async (action: string, body: unknown) => {
        try {
          const response = await fetch(`${base}/${action}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          return { status: response.status, json: await response.json() };
        } catch (error) {
          return { blocked: String(error) };
        }
      };
      return {
        find: await call('find', {
          collection: 'gears',
          filter: { _id: 'wickblade' },
          projection: { name: 1 },
        }),
        findOne: await call('findOne', {
          collection: 'characters',
          filter: { _id: 'ashby-thorne' },
          projection: { name: 1 },
        }),
        error: await call('find', { collection: 'heroes' }),
        write: await call('updateOne', {
          collection: 'gears',
          filter: { _id: 'wickblade' },
          update: { $set: { name: 'Stolen' } },
        }),
      };
    }, api);
    expect(outcome.find).toEqual({
      status: 200,
      json: { documents: [{ _id: 'wickblade', name: 'Wickblade' }] },
    });
    expect(outcome.findOne).toEqual({
      status: 200,
      json: { document: { _id: 'ashby-thorne', name: 'Ashby' } },
    });
    expect(outcome.error).toEqual({
      status: 400,
      json: { error: { code: 'bad_request', message: 'unknown collection "heroes"' } },
    });
    expect(outcome.write).toEqual({ blocked: expect.stringMatching(/Failed to fetch/) });
  });

  test('preflights over HTTP: allowed for reads, refused for writes', async ({ request }) => {
    const headers = {
      origin: 'http://fan-tool.test',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    };
    const read = await request.fetch(`${api}/find`, { method: 'OPTIONS', headers });
    expect(read.status()).toBe(204);
    expect(read.headers()['access-control-allow-origin']).toBe('*');
    const write = await request.fetch(`${api}/insertOne`, { method: 'OPTIONS', headers });
    expect(write.status()).toBe(403);
    expect(write.headers()['access-control-allow-origin']).toBeUndefined();
  });
});
