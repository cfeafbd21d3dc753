import path from 'node:path';
import { expect, test } from './test';
import { templates } from './routes';

// 360 px: the phone width most players read at (the layout spec walks the others).
const widths = [360, 1280] as const;

for (const template of templates) {
  for (const width of widths) {
    test(`screenshot ${template.name} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 576 ? 800 : 900 });
      await page.goto(template.path);
      await expect(page.getByRole('heading', { level: 1, name: template.heading })).toBeVisible();
      await expect(page.getByTestId('full-screen-loader')).toBeHidden();
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.lf-page')!).opacity === '1');
      await page.screenshot({
        path: path.join(__dirname, 'screenshots', `${template.name}-${width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    });
  }
}
