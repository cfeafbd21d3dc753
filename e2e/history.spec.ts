import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, readText, test, type APIRequestContext } from './test';
import { E2E_EDITOR_TOKEN } from './server-env';

// The sample game's history (content/patches, replayed by the first-start import) as a visitor sees it.

test('a character page has a History section and shows when and why it moved tier', async ({ page }) => {
  await page.goto('/chars/nixie-brand');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText(/Verified for v2\.6 on/)).toBeVisible();
  await expect(history.getByText('base stats › Attack: 178 → 170')).toBeVisible();
  await expect(history.getByText(/Stormcaller teams dominated boss mode/)).toBeVisible();
  const tiers = page.getByRole('region', { name: 'Tier list placements' });
  await expect(tiers.getByText('Boss: S → A')).toBeVisible();
  await expect(tiers.getByText('Story: S → S+')).toBeVisible();
});

test('a list entry shows its verified stamp and opens its history', async ({ page }) => {
  await page.goto('/effects#burn');
  const card = page.locator('article#burn');
  await expect(card.getByText(/Verified for v2\.6 on/)).toBeVisible();
  await card.getByText(/^History \(\d+\)$/).click();
  await expect(card.getByText('max stacks: 3 → 5')).toBeVisible();
  await expect(card.getByText(/rewarding long fights over burst/)).toBeVisible();
});

test('/changelog groups the changes by game version, newest first, each linking its entry', async ({
  page,
}) => {
  await page.goto('/changelog');
  await expect(page.getByRole('heading', { level: 2, name: /^Version / }).first()).toHaveText('Version 2.6');
  // The changelog is paged by weight; its pages, read in order, run from the newest version down.
  const names: string[] = [];
  const pager = page.getByRole('navigation', { name: 'Pages of changes' });
  for (;;) {
    const headings = page.getByRole('heading', { level: 2, name: /^Version / }).filter({ visible: true });
    names.push(...(await headings.allInnerTexts()).map((n) => n.replace(' (continued)', '')));
    if (names.includes('Version 2.5') || !(await pager.getByRole('link', { name: 'Next' }).count())) break;
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/changelog\/page\/\d+$/);
  }
  expect([...new Set(names)].slice(0, 2)).toEqual(['Version 2.6', 'Version 2.5']);
  // Version 2.5 may go on, continued, on the following pages: read all of them, and come back to
  // the one with its Burn entry.
  const v25 = page.getByRole('region', { name: /^Version 2\.5/ });
  let burnPage: string | undefined;
  let cooldown = false;
  while (await v25.count()) {
    cooldown ||= (await v25.getByText('Cooldown', { exact: false }).count()) > 0;
    if (!burnPage && (await v25.getByRole('link', { name: 'Burn' }).count())) burnPage = page.url();
    const next = pager.getByRole('link', { name: 'Next' });
    if (!(await next.count())) break;
    await page.goto((await next.getAttribute('href'))!);
  }
  expect(cooldown, 'a cooldown change in version 2.5').toBe(true);
  expect(burnPage, 'version 2.5 lists Burn').toBeTruthy();
  await page.goto(burnPage!);
  // An entry with a page of its own links to it (lib/kinds/registry.ts: entityHref), where its history is.
  await expect(v25.getByRole('link', { name: 'Burn' })).toHaveAttribute('href', '/effects/burn');
  await v25.getByRole('link', { name: 'Burn' }).click();
  await expect(page).toHaveURL(/\/effects\/burn$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Burn' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByText('max stacks: 3 → 5')).toBeAttached();
});

test('/changelog.xml is an Atom feed of the changes', async ({ request }) => {
  const response = await request.get('/changelog.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/atom+xml');
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="utf-8"\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/,
  );
  // Atom requires a feed id, title and updated, and each entry an id, title, updated and link.
  expect(xml).toMatch(/<id>http[^<]+\/changelog<\/id>/);
  const entries = xml.match(/<entry>[\s\S]*?<\/entry>/g) ?? [];
  expect(entries.length).toBeGreaterThanOrEqual(20);
  for (const entry of entries) {
    expect(entry).toMatch(/<title type="html"><!\[CDATA\[v\d+\.\d+: .+ changed\]\]><\/title>/);
    expect(entry).toMatch(/<id>[^<]+<\/id>/);
    expect(entry).toMatch(/<updated>\d{4}-\d\d-\d\dT[^<]+<\/updated>/);
    expect(entry).toMatch(/<link href="http[^"]+"\/>/);
  }
  expect(xml).toContain('Nixie Brand changed');
});

test('a character links its skills and traits to the glossary; an event lists its enemies; gear sources link events', async ({
  page,
}) => {
  await page.goto('/chars/tamsin-pyre');
  await expect(page.locator('#skills').getByRole('link', { name: "Heretic's Heat" })).toHaveAttribute(
    'href',
    '/skills#heretics-heat',
  );
  await page.goto('/events/the-bell-below');
  await expect(page.getByRole('region', { name: 'Enemies' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/enemies#/,
  );
  await page.goto('/gears/lanternwarden-plate');
  await expect(page.getByRole('link', { name: 'Raid: The Bell Below' })).toHaveAttribute(
    'href',
    '/events/the-bell-below',
  );
});

test.describe('recent changes', () => {
  const auth = { authorization: `Bearer ${E2E_EDITOR_TOKEN}` };
  const setLore = async (request: APIRequestContext, lore: string, note: string) => {
    const response = await request.post('/api/data/updateOne', {
      headers: auth,
      data: {
        collection: 'tarots',
        filter: { _id: 'the-moon' },
        update: { $set: { lore } },
        history: { note },
      },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ matchedCount: 1, modifiedCount: 1 });
  };

  test('an edit made now opens /changelog, though its entry was verified for an old version', async ({
    page,
    request,
  }) => {
    const original = await readText(request, 'tarots', 'the-moon', 'lore');
    const note = `Lore corrected by the e2e suite at ${Date.now()}.`;
    await setLore(request, `${original} Corrected.`, note);
    try {
      await page.goto('/changelog');
      const recent = page.getByRole('region', { name: 'Recent changes' });
      const first = recent.getByRole('listitem').first();
      await expect(first.getByRole('link', { name: 'The Moon — Tide of Dreams' })).toHaveAttribute(
        'href',
        '/tarots#the-moon',
      );
      await expect(first).toContainText(note);
      await expect(first).toContainText('Changed: lore.');
      // Dated, and labelled, as the edit it is: today (UTC), filed under the tarot's old version.
      const today = new Date().toISOString().slice(0, 10);
      await expect(first.locator('time')).toHaveAttribute('dateTime', new RegExp(`^${today}T`));
      await expect(first).toContainText(/Edited \w{3} \d{1,2}, \d{4} · v2\.3/);
      // Recent changes comes before the changelog by version.
      const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
      expect(headings[0]).toBe('Recent changes');
      expect(headings[1]).toBe('Version 2.6');
    } finally {
      await setLore(request, original, 'Lore restored by the e2e suite.');
    }
  });

  test('/changelog and /api are linked from the footer of every page and listed in the sitemap', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/chars/keel']) {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Changelog' })).toHaveAttribute('href', '/changelog');
      await expect(footer.getByRole('link', { name: 'API' })).toHaveAttribute('href', '/api');
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Changelog' }).click();
    await expect(page).toHaveURL(/\/changelog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();

    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toEqual(expect.arrayContaining(['/changelog', '/api']));
    for (const path of ['/changelog', '/api']) expect((await request.get(path)).status(), path).toBe(200);
  });
});

test('each tier list says when its content last changed: its last move or verified stamp, not the import day', async ({
  page,
}) => {
  const content = path.join(__dirname, '..', 'content');
  const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
  const patches = readdirSync(path.join(content, 'patches')).map((f) =>
    json(path.join(content, 'patches', f)),
  );
  const today = new Date().toISOString().slice(0, 10);
  for (const [mode, route] of [
    ['story', '/tierlist'],
    ['arena', '/tierlist/arena'],
    ['boss', '/tierlist/boss'],
  ] as const) {
    const verified: string = json(path.join(content, 'tierlists', `${mode}.json`)).verified.date;
    const moves: string[] = patches
      .filter((p) =>
        p.changes.some(
          (c: { collection: string; id: string }) => c.collection === 'tierlists' && c.id === mode,
        ),
      )
      .map((p) => p.date);
    const expected = [verified, ...moves].sort().at(-1)!;
    // The fixture's dates differ from the day the store was written (the build), or the test proves nothing.
    expect(expected).not.toBe(today);
    await page.goto(route);
    const stamp = page.getByText(/^Last updated/).filter({ visible: true });
    await expect(stamp.locator('time')).toHaveAttribute('dateTime', expected);
    const [y, m, d] = expected.split('-').map(Number);
    const day = new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(stamp).toContainText(`Last updated ${day}`);
  }
});
