import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { statsAt } from '../lib/content/stats';

const character = (id: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', 'content', 'characters', `${id}.json`), 'utf8'));

test.describe('compare', () => {
  test('the compare page is rendered on the server from its URL', async ({ request }) => {
    const response = await request.get('/compare?ids=keel,bramble&level=30&rank=2');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('aria-label="Characters compared"');
    expect(html).toContain('>Keel</a>');
    expect(html).toContain('>Bramble</a>');
    expect(html).toContain('Attack (Lv 30, R2)');
    for (const id of ['keel', 'bramble']) {
      const attack = statsAt(character(id), 30, 2).atk.toLocaleString('en-US');
      expect(html).toMatch(new RegExp(`data-stat="atk">${attack}`));
    }
    // The share image is the page's: same ids, same level and rank.
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    const imageUrl = new URL(ogImage!);
    expect(imageUrl.pathname).toBe('/compare/image');
    expect(Object.fromEntries(imageUrl.searchParams)).toEqual({
      ids: 'keel,bramble',
      level: '30',
      rank: '2',
    });
    const image = await request.get(imageUrl.pathname + imageUrl.search);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('the share image of a level and rank is drawn at them, not at max level', async ({ request }) => {
    const html = await (await request.get('/compare?ids=ashby-thorne,aurelia-vance&level=40&rank=3')).text();
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(ogImage).toMatch(/\/compare\/image\?ids=ashby-thorne,aurelia-vance&level=40&rank=3$/);
    const atLevel = await request.get('/compare/image?ids=ashby-thorne,aurelia-vance&level=40&rank=3');
    const atMax = await request.get('/compare/image?ids=ashby-thorne,aurelia-vance');
    for (const response of [atLevel, atMax]) {
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
    // Different figures draw a different picture (the figures are lib/player/compare-card.test.ts's).
    expect(Buffer.compare(await atLevel.body(), await atMax.body())).not.toBe(0);
  });

  test('each column has a remove button, reached by keyboard, that keeps level and rank', async ({
    page,
  }) => {
    await page.goto('/compare?ids=keel,bramble,aurelia-vance&level=40&rank=3');
    const table = page.getByRole('table', { name: 'Characters compared' });
    const remove = table.getByRole('link', { name: 'Remove Bramble from the comparison' });
    await expect(table.getByRole('link', { name: /^Remove .* from the comparison$/ })).toHaveCount(3);
    await remove.focus();
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/compare\?ids=keel,aurelia-vance&level=40&rank=3$/);
    await expect(table.getByRole('link', { name: 'Bramble', exact: true })).toHaveCount(0);
    await expect(table.getByRole('link', { name: 'Keel', exact: true })).toBeVisible();
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('two characters are readable side by side, names whole', async ({ page }) => {
      await page.goto('/compare?ids=ashby-thorne,aurelia-vance');
      const table = page.getByRole('table', { name: 'Characters compared' });
      for (const name of ['Ashby', 'Aurelia Vance']) {
        const link = table.getByRole('link', { name, exact: true });
        await expect(link).toBeInViewport({ ratio: 1 });
        // Not cut: the name ends inside the scroll box that clips the table, and inside its own cell.
        const fits = await link.evaluate((a) => {
          const name = a.getBoundingClientRect();
          const box = a.closest('.table-responsive')!.getBoundingClientRect();
          const cell = a.closest('th')!;
          return name.right <= box.right && name.left >= box.left && cell.scrollWidth <= cell.clientWidth;
        });
        expect(fits, name).toBe(true);
      }
      // Every row label fits its narrow column without splitting a word ("Resistance" included).
      const splitLabels = await table.locator('tbody th').evaluateAll((cells) =>
        cells.flatMap((cell) => {
          (cell as HTMLElement).style.overflowWrap = 'normal';
          return cell.scrollWidth > cell.clientWidth ? [cell.textContent] : [];
        }),
      );
      expect(splitLabels).toEqual([]);
      await page.screenshot({ path: path.join(__dirname, 'screenshots', 'compare-360.png'), fullPage: true });
    });
  });

  const wrongLinks: [string, string][] = [
    [
      '/compare?ids=keel,bramble,aurelia-vance,ashby-thorne,aspen-kael',
      'up to 4 characters; the link names 5',
    ],
    ['/compare?ids=keel,nobody', 'No character “nobody” on this site; the others are compared below.'],
    ['/compare?ids=Keel!', '&quot;Keel!&quot; is not a character id.'],
    ['/compare', 'Choose characters to compare'],
  ];
  for (const [url, message] of wrongLinks) {
    test(`${url} explains what is wrong instead of failing`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(message);
    });
  }

  test('pick characters on the list, then compare them', async ({ page }) => {
    await page.goto('/chars');
    await page.getByLabel('Compare Keel', { exact: true }).check();
    await page.getByLabel('Compare Bramble', { exact: true }).check();
    await page.getByRole('link', { name: 'Compare', exact: true }).click();
    await expect(page).toHaveURL(/\/compare\?ids=keel,bramble$/);
    const table = page.getByRole('table', { name: 'Characters compared' });
    await expect(table.getByRole('link', { name: 'Keel', exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Bramble', exact: true })).toBeVisible();
  });
});
