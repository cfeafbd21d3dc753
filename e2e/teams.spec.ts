import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './test';

// Each test gets a fresh browser context, so a fresh IndexedDB: no roster, no saved teams.

/** The eight characters the suggestion test owns, at levels and ranks the "built only" test splits. */
const roster = [
  { character: 'aurelia-vance', level: 50, rank: 4 },
  { character: 'baron-grisk', level: 45, rank: 3 },
  { character: 'keel', level: 60, rank: 6 },
  { character: 'ione', level: 40, rank: 3 },
  { character: 'bramble', level: 12, rank: 1 },
  { character: 'ashby-thorne', level: 30, rank: 2 },
  { character: 'sister-ylva', level: 55, rank: 5 },
  { character: 'maelis', level: 20, rank: 4 },
];
const owned = new Set(roster.map((e) => e.character));

/** Opens /teams and waits for the builder, which loads after the page is interactive. */
async function openBuilder(page: Page, url = '/teams') {
  await page.goto(url);
  await expect(page.getByLabel('Game mode')).toBeVisible({ timeout: 20_000 });
}

/** Imports a roster file on /roster, as a player would. */
async function importRoster(page: Page, file: object) {
  await page.goto('/roster');
  await page.getByLabel('Roster file to import').setInputFiles({
    name: 'roster.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(page.getByText(/^Imported \d+ characters/)).toBeVisible();
}

/** Builds and saves an arena team of Aurelia Vance and Grisk Morrowgate under `label`. */
async function saveArenaPair(page: Page, label: string) {
  await openBuilder(page);
  await page.getByLabel('Game mode').selectOption('arena');
  for (const name of ['Aurelia Vance', 'Grisk Morrowgate']) {
    await page.getByLabel('Character to add').selectOption({ label: name });
    await page.getByRole('button', { name: 'Add to team' }).click();
  }
  await page.getByLabel('Team label').fill(label);
  await page.getByRole('button', { name: 'Save team' }).click();
  await expect(page.getByRole('list', { name: 'Saved teams' }).getByText(label)).toBeVisible();
}

/** The members of each listed suggestion, and the one it borrowed. */
async function suggestions(page: Page) {
  const items = page.getByRole('list', { name: 'Suggested teams' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  return Promise.all(
    (await items.all()).map(async (item) => ({
      members: (await item.getAttribute('data-suggestion'))!.split(' '),
      borrowed: (await item.getAttribute('data-borrowed')) || undefined,
    })),
  );
}

test.describe('teams', () => {
  test('a team is built, scored and saved with the keyboard alone', async ({ page }) => {
    await openBuilder(page);
    const synergy = page.getByRole('region', { name: 'Synergy breakdown' });
    await expect(synergy).toContainText('Synergy 0');
    // An empty team is not yet a broken one: no warning before the first pick.
    await expect(synergy.getByRole('note')).toHaveCount(0);

    // Each control is reached and worked by keys: a select takes typed letters, a button Enter.
    await page.getByLabel('Game mode').focus();
    await page.keyboard.type('Arena');
    await expect(page.getByLabel('Game mode')).toHaveValue('arena');
    await expect(page.getByRole('list', { name: 'Team slots' }).getByRole('listitem')).toHaveCount(5);
    for (const name of ['Aurelia', 'Grisk']) {
      await page.getByLabel('Character to add').focus();
      await page.keyboard.type(name);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Add to team' })).toBeFocused();
      await page.keyboard.press('Enter');
      // Focus goes back to the list, ready for the next pick.
      await expect(page.getByLabel('Character to add')).toBeFocused();
    }
    const slots = page.getByRole('list', { name: 'Team slots' });
    await expect(slots.locator('[data-slot="aurelia-vance"]')).toContainText('Aurelia Vance');
    await expect(slots.locator('[data-slot="baron-grisk"]')).toContainText('Grisk Morrowgate');

    // The breakdown names the pair and links the skills involved; the total is the sum of its parts.
    await expect(synergy).toContainText(
      "Taunt ← Grisk Morrowgate's Furnace Bellow → Aurelia Vance's Wickblade Sweep: +20% damage",
    );
    await expect(synergy.getByRole('link', { name: 'Furnace Bellow' })).toHaveAttribute(
      'href',
      '/skills#furnace-bellow',
    );
    await expect(synergy.getByRole('link', { name: 'Wickblade Sweep' })).toHaveAttribute(
      'href',
      '/skills#wickblade-sweep',
    );
    const points = (await synergy.locator('.badge').allTextContents()).map(Number);
    expect(points.length).toBeGreaterThan(1);
    await expect(synergy).toHaveAttribute('data-synergy-total', String(points.reduce((a, b) => a + b, 0)));
    await expect(synergy).toContainText(`Synergy ${points.reduce((a, b) => a + b, 0)}`);
    // Two units cannot meet the arena's rules (a control unit at least).
    await expect(synergy.getByRole('note')).toContainText('Breaks the mode');

    await page.getByRole('button', { name: 'Remove Grisk Morrowgate from the team' }).focus();
    await page.keyboard.press('Enter');
    await expect(slots.locator('[data-slot="baron-grisk"]')).toHaveCount(0);
    await expect(synergy).not.toContainText('Furnace Bellow');

    await page.getByLabel('Team label').focus();
    await page.keyboard.type('Lantern wall');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('list', { name: 'Saved teams' }).locator('[data-saved-team="Lantern wall"]'),
    ).toBeVisible();
  });

  test('suggestions from a roster of eight honour the lock, the exclusions, the borrowed slot and "built only"', async ({
    page,
  }) => {
    await importRoster(page, { characters: roster });
    await openBuilder(page);
    const suggest = () => page.getByRole('button', { name: 'Suggest teams' }).click();

    await suggest();
    for (const s of await suggestions(page)) {
      expect(s.members).toHaveLength(4);
      expect(
        s.members.every((id) => owned.has(id)),
        s.members.join(),
      ).toBe(true);
      expect(s.borrowed).toBeUndefined();
    }

    await page.getByLabel('Build around').selectOption({ label: 'Keel' });
    await suggest();
    for (const s of await suggestions(page)) expect(s.members).toContain('keel');

    await page.getByLabel('Build around').selectOption({ label: 'Anyone' });
    await page.getByRole('group', { name: 'Leave out' }).getByLabel('Ione').check();
    await page.getByRole('group', { name: 'Leave out' }).getByLabel('Aurelia Vance').check();
    await suggest();
    for (const s of await suggestions(page)) {
      expect(s.members).not.toContain('ione');
      expect(s.members).not.toContain('aurelia-vance');
    }

    await page.getByLabel('Allow one borrowed support').check();
    await suggest();
    const borrowed = await suggestions(page);
    for (const s of borrowed) {
      const outside = s.members.filter((id) => !owned.has(id));
      expect(outside.length, s.members.join()).toBeLessThanOrEqual(1);
      expect(s.borrowed).toBe(outside[0]);
      expect(s.members).not.toContain('ione');
    }
    expect(borrowed.some((s) => s.borrowed)).toBe(true);
    const marked = page
      .getByRole('list', { name: 'Suggested teams' })
      .locator('[data-borrowed]:not([data-borrowed=""])');
    await expect(marked.first().getByText('borrowed')).toBeVisible();

    await page.getByLabel('Allow one borrowed support').uncheck();
    await page.getByRole('group', { name: 'Leave out' }).getByLabel('Ione').uncheck();
    await page.getByRole('group', { name: 'Leave out' }).getByLabel('Aurelia Vance').uncheck();
    await page.getByLabel('Built units only').check();
    await page.getByLabel('Level at least').fill('40');
    await page.getByLabel('Rank at least').fill('3');
    await suggest();
    const built = new Set(roster.filter((e) => e.level >= 40 && e.rank >= 3).map((e) => e.character));
    const first = await suggestions(page);
    for (const s of first)
      expect(
        s.members.every((id) => built.has(id)),
        s.members.join(),
      ).toBe(true);

    // A suggestion loads into the builder, slot by slot.
    await page.getByRole('button', { name: 'Load suggestion 1 into the builder' }).click();
    const slots = page.getByRole('list', { name: 'Team slots' });
    for (const id of first[0]!.members) await expect(slots.locator(`[data-slot="${id}"]`)).toBeVisible();
  });

  test('a saved team survives a reload, and an export, delete and import bring it back', async ({ page }) => {
    await saveArenaPair(page, 'Taunt pair');
    await page.reload();
    const saved = page.getByRole('list', { name: 'Saved teams' }).locator('[data-saved-team="Taunt pair"]');
    await expect(saved).toContainText('Aurelia Vance, Grisk Morrowgate');
    await expect(saved).toContainText('Arena');

    await page.goto('/roster');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export roster' }).click(),
    ]);
    const exported = await readFile((await download.path())!, 'utf8');
    expect(JSON.parse(exported).savedTeams).toEqual([
      expect.objectContaining({
        mode: 'arena',
        label: 'Taunt pair',
        members: ['aurelia-vance', 'baron-grisk'],
      }),
    ]);

    // "Your data" lists it and deletes it.
    await page.goto('/me');
    await expect(page.getByRole('list', { name: 'Stored in this browser' })).toContainText('Saved teams: 1');
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Delete Taunt pair (Arena)' }).click();
    await expect(page.getByRole('list', { name: 'Stored in this browser' })).toContainText('Saved teams: 0');

    await page.goto('/roster');
    await page.getByLabel('Roster file to import').setInputFiles({
      name: 'export.json',
      mimeType: 'application/json',
      buffer: Buffer.from(exported),
    });
    await expect(page.getByText('Imported 0 characters and 1 saved teams')).toBeVisible();
    await openBuilder(page);
    await expect(
      page.getByRole('list', { name: 'Saved teams' }).locator('[data-saved-team="Taunt pair"]'),
    ).toContainText('Aurelia Vance, Grisk Morrowgate');
  });

  test('a share link renders the team and its breakdown on the server, without JavaScript, with its own image', async ({
    page,
    browser,
    request,
  }) => {
    await saveArenaPair(page, 'Shared pair');
    await page.getByRole('button', { name: 'Copy share link of Shared pair (Arena)' }).click();
    const link = await page.getByRole('textbox', { name: 'Share link of Shared pair (Arena)' }).inputValue();
    const path = new URL(link).pathname;
    expect(path).toMatch(/^\/teams\/arena\.aurelia-vance\.baron-grisk~/);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const reader = await noScript.newPage();
    const response = await reader.goto(path);
    expect(response!.status()).toBe(200);
    await expect(reader.getByRole('heading', { level: 1, name: 'Shared pair' })).toBeVisible();
    await expect(reader.getByRole('link', { name: 'Aurelia Vance' })).toHaveAttribute(
      'href',
      '/chars/aurelia-vance',
    );
    await expect(reader.getByRole('link', { name: 'Grisk Morrowgate' })).toBeVisible();
    const synergy = reader.getByRole('region', { name: 'Synergy breakdown' });
    await expect(synergy).toContainText("Taunt ← Grisk Morrowgate's Furnace Bellow");
    await expect(synergy.getByRole('link', { name: 'Wickblade Sweep' })).toBeVisible();

    const image = await reader.locator('meta[property="og:image"]').getAttribute('content');
    // Next names a page's image by its route, which English has under /en (the proxy serves it there).
    expect(new URL(image!).pathname).toMatch(
      new RegExp(`^(/en)?${path.replace(/[.~]/g, '\\$&')}/opengraph-image`),
    );
    const png = await request.get(new URL(image!).pathname + new URL(image!).search);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    // The PNG signature, then the IHDR chunk: width and height as big-endian 32-bit integers.
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    await noScript.close();
  });

  test('a bad share link gets a page naming the problem, never an error', async ({ request }) => {
    for (const [code, problem] of [
      ['arena.keel.keel', '"keel" is in the team twice'],
      ['chess.keel', 'There is no game mode "chess"'],
      ['arena.keel.nobody', 'There is no character "nobody"'],
      ['story.keel.ione.bramble.maelis.ashby-thorne', 'squads have 4 units; the link names 5'],
      ['arena', 'names no members'],
      ['arena.keel~%25%25', 'not valid base64url'],
    ]) {
      const response = await request.get(`/teams/${code}`);
      expect(response.status(), code).toBeLessThan(500);
      const html = await response.text();
      expect(html, code).toContain('This team link does not work');
      expect(html, code).toContain(problem!.replace(/"/g, '&quot;'));
    }
  });

  test('a character page lists the curated teams it appears in, linked on /teams', async ({ page }) => {
    await page.goto('/chars/morwen-gale');
    const line = page.locator('#teams');
    await expect(line.getByRole('link', { name: 'Drowned Coast' })).toHaveAttribute(
      'href',
      '/teams#drowned-coast',
    );
    await expect(line.getByRole('link', { name: 'Eye of the Gale' })).toHaveAttribute(
      'href',
      '/teams#eye-of-the-gale',
    );
    await expect(line.getByRole('link', { name: 'build a team' })).toHaveAttribute('href', '/teams');
  });
});
