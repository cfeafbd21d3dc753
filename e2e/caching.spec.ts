import { expect, readText, setTraitDescription, test } from './test';

test.describe('caching', () => {
  test('pages serve cached data until a write through the protocol, then show the new data', async ({
    page,
    request,
  }) => {
    const original = await readText(request, 'traits', 'keen-eye', 'description');
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Keen Eye' }) });

    await page.goto('/traits?q=Keen');
    await expect(entry).toContainText('+10% Crit chance');
    // A second request with unchanged data serves the same page.
    await page.reload();
    await expect(entry).toContainText('+10% Crit chance');

    const changed = 'Sharpened by the patch: +12% Crit chance while standing still.';
    // The trait's structured entry (it benefits from Mark) must stay marked in its text, or the
    // write is refused as a disagreement.
    await setTraitDescription(
      request,
      `${changed} Attacks against targets under [[mark]] ignore 10% of their Defense.`,
    );
    try {
      // The very next request shows the new text, on the list and on a character who has the trait.
      await page.reload();
      await expect(entry).toContainText(changed);
      await page.goto('/chars/keel');
      await expect(page.getByText(changed)).toBeVisible();
    } finally {
      await setTraitDescription(request, original);
    }
    await page.goto('/traits?q=Keen');
    await expect(entry).toContainText('+10% Crit chance');
  });

  test('a write without the editor credential is refused and changes nothing', async ({ page, request }) => {
    const response = await request.post('/api/data/updateOne', {
      data: {
        collection: 'traits',
        filter: { _id: 'keen-eye' },
        update: { $set: { description: 'vandalised' } },
      },
    });
    expect(response.status()).toBe(401);
    expect((await response.json()).error.code).toBeTruthy();
    await page.goto('/traits?q=Keen');
    await expect(page.getByText('vandalised')).toHaveCount(0);
  });
});
