import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_EDITOR_TOKEN } from './server-env';

// Everything else as Playwright exports it; the local `test` below takes the place of its own.
export * from '@playwright/test';

/**
 * Resolves once the page has hydrated. server.mjs loads the framework's scripts after the first
 * paint (lib/serving/defer-scripts.mjs), so a page's load event can come before React has attached
 * a single handler: a click or key a test sends at that moment would do nothing, as it would for a
 * visitor. The navbar's search form, on every page, is marked live when its component mounts. A
 * page with no deferred script (an API answer, a page served without the rewrite) is ready as is.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('script[data-lf-src]') ||
      !!document.querySelector('form[role="search"][data-live]'),
  );
}

/**
 * Playwright's test, whose `page` waits for hydration after `goto` and `reload` (unless the test
 * asked for an earlier moment with `waitUntil`, or runs without JavaScript).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const settles = (waitUntil: string | undefined) =>
        !waitUntil || waitUntil === 'load' || waitUntil === 'networkidle';
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (settles(options?.waitUntil)) await hydrated(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (settles(options?.waitUntil)) await hydrated(page);
        return response;
      };
    }
    await provide(page);
  },
});

/** One text field of a stored document, read through the protocol (tests that write restore it after). */
export async function readText(
  request: APIRequestContext,
  collection: string,
  id: string,
  field: string,
): Promise<string> {
  const response = await request.post('/api/data/findOne', {
    data: { collection, filter: { _id: id }, projection: { [field]: 1 } },
  });
  return ((await response.json()) as { document: Record<string, string> }).document[field]!;
}

/**
 * Writes Keen Eye's description through the protocol with the editor credential, as the freshness
 * tests do (they restore it after): a write every page showing the trait must show at once.
 */
export async function setTraitDescription(request: APIRequestContext, description: string): Promise<void> {
  const response = await request.post('/api/data/updateOne', {
    headers: { authorization: `Bearer ${E2E_EDITOR_TOKEN}` },
    data: { collection: 'traits', filter: { _id: 'keen-eye' }, update: { $set: { description } } },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ matchedCount: 1, modifiedCount: 1 });
}
