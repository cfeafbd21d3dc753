import { expect, test, type Page } from './test';

const tier = (page: Page, n: number) => page.locator(`#planner fieldset[data-plan-tier="${n}"]`);
/** An option's button in a tier of the planner. */
const pick = (page: Page, n: number, name: RegExp) => tier(page, n).getByRole('button', { name });

test.describe('skill-tree planner', () => {
  test('picks follow the tree, persist, and a share link reopens the same picks, rendered on the server', async ({
    page,
    request,
  }) => {
    await page.goto('/chars/keel');
    await expect(page.locator('[data-planner]')).toHaveAttribute('data-planner', 'ready');

    // The mode is in the URL, for the recommendations and the planner alike.
    await page.getByRole('group', { name: 'Planner mode' }).getByRole('button', { name: 'Arena' }).click();
    await expect(page).toHaveURL(/[?&]mode=arena/);
    await expect(
      page.getByRole('group', { name: 'Recommended picks for mode' }).getByRole('button', { name: 'Arena' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await pick(page, 1, /Barbed Head/).click();
    await pick(page, 1, /Taut Line/).click();
    await pick(page, 3, /Wind Reader/).click();
    // One pick per tier: the second click on tier 1 replaced the first.
    await expect(pick(page, 1, /Barbed Head/)).toHaveAttribute('aria-pressed', 'false');
    await expect(pick(page, 1, /Taut Line/)).toHaveAttribute('aria-pressed', 'true');

    const link = await page.getByLabel(/Share link/).inputValue();
    expect(new URL(link).pathname).toBe('/chars/keel/plan/202');

    await page.reload();
    await expect(page).toHaveURL(/[?&]mode=arena/);
    await expect(pick(page, 3, /Wind Reader/)).toHaveAttribute('aria-pressed', 'true');

    // The share page is server-rendered from its path: the raw HTML holds the picks.
    const html = await (await request.get(new URL(link).pathname)).text();
    expect(html).toContain('data-picked="taut-line"');
    expect(html).toContain('Wind Reader');
    expect(html).not.toContain('Barbed Head');
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(ogImage).toBeTruthy();
    const image = await request.get(new URL(ogImage!).pathname);
    expect(image.headers()['content-type']).toBe('image/png');

    // A second player opens the link and gets the same picks in their planner.
    const other = await page.context().browser()!.newContext();
    const friend = await other.newPage();
    await friend.goto(new URL(link).pathname);
    await friend.getByRole('link', { name: 'Open in the planner' }).click();
    await expect(friend.locator('[data-planner]')).toHaveAttribute('data-planner', 'ready');
    await expect(friend.getByText('You opened a shared plan')).toBeVisible();
    await expect(pick(friend, 1, /Taut Line/)).toHaveAttribute('aria-pressed', 'true');
    await expect(pick(friend, 3, /Wind Reader/)).toHaveAttribute('aria-pressed', 'true');
    await expect(tier(friend, 2).getByRole('button', { pressed: true })).toHaveCount(0);
    await other.close();
  });

  test('a share code that does not fit the tree is a 404, not an error', async ({ request }) => {
    for (const code of ['9', '333333', '2020', 'abc']) {
      expect((await request.get(`/chars/keel/plan/${code}`)).status(), code).toBe(404);
    }
  });
});
