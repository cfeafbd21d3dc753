import { expect, test, type Page } from './test';
import { E2E_EDITOR_TOKEN } from './server-env';

/** Waits until the service worker controls the page (it claims open pages as soon as it activates). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
}

test.describe('offline reading (service worker)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a page read before opens offline; one never read shows the offline page', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await controlled(page);
    await page.goto('/chars/aurelia-vance');
    await expect(page.getByRole('heading', { level: 1, name: 'Aurelia Vance' })).toBeVisible();

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Aurelia Vance' })).toBeVisible();
      await page.goto('/gears/wickblade');
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test("Chromium finds the site installable (its own check, which Lighthouse's PWA audit ran)", async ({
    page,
  }) => {
    await page.goto('/');
    await controlled(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito, where Chromium never offers to install; that one is about
    // the browser. Every check of the site (manifest, icons, a worker that handles fetches) passes.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });

  test('online, pages still come from the network: a write shows at once', async ({ page, request }) => {
    await page.goto('/');
    await controlled(page);
    await page.goto('/chars/keel');
    const original = await page.getByRole('heading', { level: 1 }).innerText();
    const renamed = `${original} Offline-Aware`;
    const write = (name: string) =>
      request.post('/api/data/updateOne', {
        headers: { authorization: `Bearer ${E2E_EDITOR_TOKEN}` },
        data: { collection: 'characters', filter: { _id: 'keel' }, update: { $set: { name } } },
      });
    expect((await write(renamed)).status()).toBe(200);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
    } finally {
      expect((await write(original)).status()).toBe(200);
    }
  });

  test('the search box works offline once its index was loaded', async ({ page, context }) => {
    await page.goto('/');
    await controlled(page);
    // The first load came before the worker: load it again through the worker, as a second visit would.
    await page.reload();
    const box = page.getByRole('combobox', { name: 'Search the codex' });
    await box.fill('wick');
    await expect(page.getByRole('option', { name: /Wickblade/ }).first()).toBeVisible();
    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByRole('combobox', { name: 'Search the codex' }).fill('aurelai');
      await expect(page.getByRole('option', { name: /Aurelia Vance/ }).first()).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('"Changes for you" works offline once read: its public data is kept by the worker', async ({
    page,
    context,
  }) => {
    await page.goto('/chars/captain-maren');
    await controlled(page);
    const box = page.getByRole('region', { name: 'Your roster' });
    await expect(box).toHaveAttribute('data-roster-control', 'ready');
    await box.getByRole('button', { name: 'Add Maren Saltmarsh to my roster' }).click();
    await expect(box.getByText('In your roster')).toBeVisible();
    await page.goto('/me/changes');
    const change = page.getByText('base stats › HP: 1,280 → 1,325');
    await expect(change).toBeVisible();
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Changes for you' })).toBeVisible();
      await expect(change).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
