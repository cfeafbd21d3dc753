import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';
import { templates } from './routes';

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe (${theme} mode)`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('lf-theme', t), theme);
      // No fade-in or colour transitions (Bootstrap's buttons ease theirs): colours are measured
      // as they end, not half-way.
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    for (const template of templates) {
      test(`${template.name} has no WCAG 2 A/AA violations`, async ({ page }) => {
        await page.goto(template.path);
        await expect(page.getByRole('heading', { level: 1, name: template.heading })).toBeVisible();
        await expect(page.getByTestId('full-screen-loader')).toBeHidden();
        // Wait for the 300 ms fade-in so colours are measured at full opacity.
        await page.waitForFunction(
          () => getComputedStyle(document.querySelector('.lf-page')!).opacity === '1',
        );
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
        const summary = results.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
        }));
        expect(summary).toEqual([]);
      });
    }

    test('the navbar menu, opened at 375 px, has no violations', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/');
      await page.getByRole('button', { name: 'Toggle navigation' }).click();
      await expect(page.locator('#main-nav')).toBeVisible();
      await page.locator('nav summary', { hasText: 'Skills' }).click();
      const results = await new AxeBuilder({ page }).include('nav').withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  });
}
