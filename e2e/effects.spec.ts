import { expect, test, type Page } from './test';

// The effect graph as a visitor reads it: each effect's own page lists what its structured data
// says touches it, by relation, and every source shows a badge per structured entry.

/** One relation's section of an effect page. */
const section = (page: Page, name: string) => page.getByRole('main').locator('section', { has: page.getByRole('heading', { level: 2, name, exact: true }) });

test('/effects/taunt: applied by what applies it; Wickblade Sweep only benefits from it', async ({ page }) => {
  const response = await page.goto('/effects/taunt');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Taunt' })).toBeVisible();
  await expect(page).toHaveTitle(/^Taunt \(status effect\)/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/effects\/taunt$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/effects\/taunt\/opengraph-image/);

  const applied = section(page, 'Applied by');
  await expect(applied.getByRole('link', { name: 'Boarding Challenge' })).toHaveAttribute('href', '/skills#boarding-challenge');
  await expect(applied.getByRole('listitem').filter({ hasText: 'Boarding Challenge' })).toContainText(/\d+% · \d+ turns? · /);
  await expect(applied.getByRole('link', { name: 'Wickblade Sweep' })).toHaveCount(0);

  const benefits = section(page, 'Benefits from it');
  await expect(benefits.getByRole('listitem').filter({ hasText: 'Wickblade Sweep' })).toContainText('+20% damage');
  await expect(section(page, 'Enemies that use it').getByRole('link', { name: 'Sallow Gate Sentinel' })).toBeVisible();
});

test('/effects/burn: Cinder Ward resists it by 10–30% damage and is not among what applies it', async ({ page }) => {
  await page.goto('/effects/burn');
  await expect(page.getByRole('heading', { level: 1, name: 'Burn' })).toBeVisible();
  const resisted = section(page, 'Resisted by');
  await expect(resisted.getByRole('listitem').filter({ hasText: 'Cinder Ward' })).toContainText('−10–30% damage');
  await expect(section(page, 'Applied by').getByRole('link', { name: 'Cinder Ward' })).toHaveCount(0);
  await expect(section(page, 'Removed by').getByRole('listitem').first()).toBeVisible();
});

test('a skill list entry shows a badge per structured entry, each linking to its effect page', async ({ page }) => {
  await page.goto('/skills#wickblade-sweep');
  const entry = page.locator('article#wickblade-sweep');
  await expect(entry).toBeVisible();
  const badges = entry.locator('.lf-fx').getByRole('link');
  await expect(badges).toHaveText(['applies Blind · 50% · 1 turn · enemies', 'benefits from Taunt: +20% damage']);
  await expect(badges.nth(1)).toHaveAttribute('href', '/effects/taunt');
  await badges.nth(1).click();
  await expect(page).toHaveURL(/\/effects\/taunt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Taunt' })).toBeVisible();
});

test('an engraving shows what it resists, never "applies"', async ({ page }) => {
  await page.goto('/engravings#cinder-ward');
  const badges = page.locator('article#cinder-ward .lf-fx').getByRole('link');
  await expect(badges).toHaveText([/^resists Burn −10–30% damage/, /^resists Poison −10–30% damage/, /^resists Bleed −10–30% damage/]);
});

test('/effects#burn still lands on a lighter entry that links to the page', async ({ page }) => {
  await page.goto('/effects#burn');
  const burn = page.locator('article#burn');
  await expect(burn).toBeVisible();
  await expect(burn).toContainText(/Applied by \d+/);
  await expect(burn.getByRole('link', { name: 'Burn', exact: true })).toHaveAttribute('href', '/effects/burn');
});
