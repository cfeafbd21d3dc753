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
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(ogImage).toContain('/compare/image?ids=keel,bramble');
    const image = await request.get(new URL(ogImage!.replace(/&amp;/g, '&')).pathname + '?ids=keel,bramble');
    expect(image.headers()['content-type']).toBe('image/png');
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
    await expect(table.getByRole('link', { name: 'Keel' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Bramble' })).toBeVisible();
  });
});
