import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './test';

// Each test gets a fresh browser context, so a fresh IndexedDB: the roster starts empty.

/** Opens the roster page and adds the characters whose option matches each of `names`. */
async function openRoster(page: Page, ...names: RegExp[]) {
  await page.goto('/roster');
  await expect(page.getByRole('heading', { name: /Owned characters/ })).toBeVisible();
  for (const name of names) await addOnRosterPage(page, name);
}

const rows = (page: Page) => page.locator('tr[data-roster-entry]');

async function addOnRosterPage(page: Page, name: RegExp) {
  await page.getByLabel('Character to add').selectOption({ label: (await optionLabel(page, name))! });
  await page.getByRole('button', { name: 'Add to roster' }).click();
}

async function optionLabel(page: Page, name: RegExp) {
  const labels = await page.getByLabel('Character to add').locator('option').allTextContents();
  return labels.find((l) => name.test(l));
}

test.describe('roster', () => {
  test('a character added on its page keeps level, rank and build after a reload, and shows on the lists', async ({
    page,
  }) => {
    await page.goto('/chars/bramble');
    const box = page.getByRole('region', { name: 'Your roster' });
    await expect(box).toHaveAttribute('data-roster-control', 'ready');
    await box.getByRole('button', { name: 'Add Bramble to my roster' }).click();
    await box.getByLabel('Bramble: level').fill('42');
    await box.getByLabel('Bramble: rank').selectOption('3');
    await box.getByLabel('Bramble: build').selectOption('Briar Cutpurse');
    const builds = page.locator('#builds article');
    await expect(builds.filter({ hasText: 'Briar Cutpurse' }).getByText('Your build')).toBeVisible();
    await expect(builds.filter({ hasText: 'Thorny Pest' }).getByText('Your build')).toHaveCount(0);

    await page.reload();
    await expect(box.getByLabel('Bramble: level')).toHaveValue('42');
    await expect(box.getByLabel('Bramble: rank')).toHaveValue('3');
    await expect(box.getByLabel('Bramble: build')).toHaveValue('Briar Cutpurse');

    await page.goto('/chars');
    const card = page.locator('article', { has: page.getByRole('link', { name: 'Bramble', exact: true }) });
    await expect(card.getByText('Owned · Lv 42 · R3')).toBeVisible();
    await page.getByRole('button', { name: 'Add Keel to your roster' }).click();
    await page.getByLabel(/Owned only/).check();
    await expect(page.getByRole('list', { name: 'characters' }).locator('li:visible')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Aurelia Vance' })).toBeHidden();

    await page.goto('/tierlist');
    await page.getByLabel(/Owned only/).check();
    await expect(page.getByRole('link', { name: 'Bramble', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Aurelia Vance' })).toBeHidden();
  });

  test('export, clear and import bring the same roster back; a bad file is refused and changes nothing', async ({
    page,
  }) => {
    await openRoster(page, /^Keel,/, /^Bramble,/);
    await page.getByLabel('Keel: level').fill('55');
    await page.getByLabel('Keel: rank').selectOption('6');
    await expect(rows(page)).toHaveCount(2);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export roster' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^lanternfall-roster-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = await readFile((await download.path())!, 'utf8');
    expect(JSON.parse(exported).characters).toEqual([
      { character: 'keel', level: 55, rank: 6 },
      { character: 'bramble', level: 1, rank: 1 },
    ]);

    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Clear roster' }).click();
    await expect(rows(page)).toHaveCount(0);

    await page.getByLabel('Roster file to import').setInputFiles({
      name: 'roster.json',
      mimeType: 'application/json',
      buffer: Buffer.from(exported),
    });
    await expect(page.getByText('Imported 2 characters from roster.json')).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByLabel('Keel: level')).toHaveValue('55');
    await expect(page.getByLabel('Keel: rank')).toHaveValue('6');

    const bad = JSON.parse(exported);
    bad.characters[1].level = 99;
    bad.characters.push({ character: 'not-a-hero', level: 3, rank: 1 });
    await page.getByLabel('Roster file to import').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(bad)),
    });
    const alert = page.getByRole('alert').filter({ hasText: 'was not imported' });
    await expect(alert).toContainText('your roster is unchanged');
    await expect(alert).toContainText('characters.1.level');
    await page.reload();
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByLabel('Keel: level')).toHaveValue('55');
    await expect(page.getByLabel('Bramble: level')).toHaveValue('1');

    await page.getByLabel('Roster file to import').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"characters": [ oops'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'was not imported' })).toContainText(
      'The file is not JSON',
    );
    await expect(rows(page)).toHaveCount(2);
  });

  test('a cleared roster comes back from its snapshot, and the restore is a snapshot too', async ({
    page,
  }) => {
    await openRoster(page, /^Keel,/, /^Bramble,/);
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Clear roster' }).click();
    await expect(rows(page)).toHaveCount(0);

    await page.reload();
    const snapshots = page.locator('[data-snapshot]');
    await expect(snapshots).toHaveCount(1);
    await expect(snapshots.first()).toContainText('before clearing');
    await expect(snapshots.first()).toContainText('2 characters: Keel, Bramble');
    await snapshots.first().getByRole('button', { name: 'Restore' }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(snapshots).toHaveCount(2);
    await expect(snapshots.first()).toContainText('before a restore');
    await expect(snapshots.first()).toContainText('0 characters');
  });

  test('pages with roster controls stay static and hold nothing personal', async ({ page, request }) => {
    await page.goto('/chars/keel');
    await page.getByRole('button', { name: 'Add Keel to my roster' }).click();
    await expect(page.getByText('In your roster')).toBeVisible();
    for (const url of ['/chars/keel', '/chars', '/tierlist', '/roster']) {
      await request.get(url);
      const response = await request.get(url);
      expect(response.headers()['cache-control'], url).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
      expect(response.headers()['x-nextjs-cache'], url).toBe('HIT');
      const html = await response.text();
      expect(html, url).not.toContain('In your roster');
      // The owned badge's words come with the list's data (its template, "Owned · Lv {level} …"),
      // never filled in with a roster's level.
      expect(html, url).not.toMatch(/Owned · Lv \d/);
    }
  });
});
