import { expect, test } from './test';
import { templates } from './routes';

// Content links status effects as [[effect-id]]; a visitor must only ever see the link.
for (const template of templates) {
  test(`${template.name} shows no raw [[effect]] markers`, async ({ page }) => {
    await page.goto(template.path);
    await expect(page.getByTestId('full-screen-loader')).toBeHidden();
    const text = await page.getByRole('main').innerText();
    expect(text).not.toMatch(/\[\[(?:[a-z]+:)?[a-z0-9-]+\]\]/);
  });
}
