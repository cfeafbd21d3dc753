import { expect, test } from './test';

test.describe('your data and install', () => {
  test('"Your data" lists what this browser keeps, and deletes it; sync says it needs sign-in', async ({
    page,
  }) => {
    await page.goto('/chars/keel');
    await page.getByRole('button', { name: 'Add Keel to my roster' }).click();
    await page
      .locator('#planner')
      .getByRole('button', { name: /Taut Line/ })
      .click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your data' }).click();
    await expect(page).toHaveURL(/\/me$/);

    const stored = page.getByRole('list', { name: 'Stored in this browser' });
    await expect(stored).toContainText('Roster: 1 character');
    await expect(stored).toContainText('Skill-tree plans: 1 (Keel)');
    await expect(page.getByText('Sync needs sign-in')).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export everything' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^lanternfall-data-/);

    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Delete everything in this browser' }).click();
    await expect(stored).toContainText('Roster: 0 characters');
    await expect(stored).toContainText('Skill-tree plans: 0');
    await page.goto('/roster');
    await expect(page.getByText('No characters yet.')).toBeVisible();
  });

  test('the web app manifest names the site and has installable icons', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({ name: 'Lanternfall Codex', display: 'standalone', start_url: '/' });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i: { sizes: string }) => i.sizes === size);
      const response = await request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });
});
