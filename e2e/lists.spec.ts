import { readEvents, type EventFile } from './content';
import { isListName } from '../lib/kinds/registry';
import { listRoutes } from './routes';
import { expect, test, type Page } from './test';

/** Opens a list page and waits until its filters (not the navbar search) are live (hydrated), as a visitor's first click would. */
const open = async (page: Page, url: string) => {
  await page.goto(url);
  await page.locator('#content form[role="search"][data-live]').waitFor();
};

// Visible only: after a client navigation Next keeps the page left behind, hidden, for Back.
const count = async (page: Page) =>
  Number((await page.getByTestId('result-count').filter({ visible: true }).innerText()).split(' ')[0]);

test.describe('list filters', () => {
  test('characters: a select updates the URL and the results', async ({ page }) => {
    await open(page, '/chars');
    const all = await count(page);
    expect(all).toBeGreaterThan(10);

    await page.getByLabel('Rarity').selectOption('5');
    await expect(page).toHaveURL(/\/chars\?rarity=5$/);
    await expect.poll(() => count(page)).toBeLessThan(all);
    const stars = await page
      .getByRole('main')
      .locator('article:visible')
      .getByRole('img', { name: /-star$/ })
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(stars.length).toBe(await count(page));
    expect(new Set(stars)).toEqual(new Set(['5-star']));

    await page.getByLabel('Class').selectOption('duelist');
    await expect(page).toHaveURL(/rarity=5&class=duelist/);
    await expect(page.getByRole('main').locator('article:visible .badge', { hasText: 'Mystic' })).toHaveCount(
      0,
    );
    await expect(
      page.getByRole('main').locator('article:visible .badge', { hasText: 'Duelist' }).first(),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/chars$/);
    await expect.poll(() => count(page)).toBe(all);
  });

  test('characters: text search, sort and links to the detail page', async ({ page }) => {
    await open(page, '/chars?q=vance');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('vance');
    await expect.poll(() => count(page)).toBe(1);
    await expect(page.getByRole('link', { name: /Aurelia Vance/ })).toHaveAttribute(
      'href',
      '/chars/aurelia-vance',
    );

    await open(page, '/chars?q=' + encodeURIComponent('.*('));
    await expect.poll(() => count(page)).toBe(0);
    await expect(page.getByText('No characters match these filters.')).toBeVisible();

    await open(page, '/chars?sort=release');
    await expect(page.getByLabel('Sort by')).toHaveValue('release');
  });

  test('a shared URL opens on its filters: the browser applies them to the static list', async ({ page }) => {
    const response = await page.goto('/chars?element=frost&role=damage');
    expect(response?.status()).toBe(200);
    await expect(page.getByLabel('Element')).toHaveValue('frost');
    await expect(page.getByLabel('Role')).toHaveValue('damage');
    await expect(page.locator('a[href="/chars/hollis-crane"]')).toBeVisible();
    await expect(page.locator('a[href="/chars/aurelia-vance"]')).toBeHidden();
  });

  test('without JavaScript the first HTML holds the canonical page and links to the others, not a spinner', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/chars?element=frost');
    await expect(page.getByRole('heading', { level: 1, name: 'Characters' })).toBeVisible();
    await expect(page.locator('a[href="/chars/aurelia-vance"]')).toBeVisible();
    // Cards are client components drawn from their fields; the server HTML holds them whole.
    const card = page.locator('article', { has: page.locator('a[href="/chars/aurelia-vance"]') });
    await expect(card.getByRole('img', { name: 'Portrait of Aurelia Vance' })).toBeVisible();
    await expect(card.getByRole('img', { name: '5-star' })).toBeVisible();
    await expect(card).toContainText('Radiant');
    await expect(card).toContainText('Vanguard');
    await expect(page.getByTestId('full-screen-loader')).toHaveCount(0);
    // Every character is a link or two away: the pager's links are real.
    const pager = page.getByRole('navigation', { name: 'Pages of characters' });
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/chars\/page\/2$/);
    await expect(page.getByRole('main').locator('article a[href^="/chars/"]').first()).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/tierlist');
    await expect(page.locator('#tier-S')).toBeVisible();
    await expect(page.getByRole('main').locator('a[href^="/chars/"]').first()).toBeVisible();
    // So are the tier list's entries: portrait, name, rarity, class and the reason with its effect links.
    const entry = page
      .getByRole('main')
      .locator('li', { has: page.locator('a[href="/chars/aurelia-vance"]') });
    await expect(entry.getByRole('img', { name: 'Portrait of Aurelia Vance' })).toBeVisible();
    await expect(entry.getByRole('img', { name: '5-star' })).toBeVisible();
    await expect(entry).toContainText('Vanguard');
    await expect(entry.locator('a.lf-effect-link[href^="/effects#"]').first()).toBeVisible();
    await context.close();
  });

  const cases = [
    { path: '/skills', field: 'Kind', value: 'passive', param: 'kind=passive', badge: 'Passive' },
    { path: '/traits', field: 'Category', value: 'aura', param: 'category=aura', badge: 'Aura' },
    { path: '/effects', field: 'Type', value: 'control', param: 'type=control', badge: 'Control' },
    { path: '/engravings', field: 'Category', value: 'tempo', param: 'category=tempo', badge: 'Tempo' },
    { path: '/gears', field: 'Slot', value: 'relic', param: 'slot=relic', badge: null },
    { path: '/enemies', field: 'Type', value: 'undead', param: 'type=undead', badge: 'Undead' },
    { path: '/tarots', field: 'Stat bonus', value: 'crit', param: 'stat=crit', badge: null },
  ];
  for (const c of cases) {
    test(`${c.path}: filtering by ${c.field.toLowerCase()} narrows the list`, async ({ page }) => {
      await open(page, c.path);
      const all = await count(page);
      await page.getByLabel(c.field, { exact: true }).selectOption(c.value);
      await expect(page).toHaveURL(new RegExp(`\\?${c.param}$`));
      await expect.poll(() => count(page)).toBeLessThan(all);
      const n = await count(page);
      expect(n).toBeGreaterThan(0);
      if (c.badge)
        await expect(
          page.getByRole('main').locator('article:visible .badge', { hasText: c.badge }),
        ).toHaveCount(n);

      // The same view opened from a shared URL.
      await open(page, `${c.path}?${c.param}`);
      await expect(page.getByLabel(c.field, { exact: true })).toHaveValue(c.value);
      await expect.poll(() => count(page)).toBe(n);
      await expect(page.getByRole('main').locator('article:visible')).toHaveCount(n);
    });
  }

  test('skills and traits link to the characters who have them', async ({ page }) => {
    await open(page, '/skills');
    const first = page.getByRole('main').locator('article').first();
    await expect(first.getByRole('link').last()).toHaveAttribute('href', /^\/chars\/[a-z0-9-]+$/);
    await open(page, '/traits');
    await expect(page.getByRole('main').locator('article a[href^="/chars/"]').first()).toBeVisible();
  });

  test('effects are anchored by id and link to their own page', async ({ page }) => {
    await open(page, '/effects#burn');
    const burn = page.locator('article#burn');
    await expect(burn).toBeVisible();
    await expect(burn.getByRole('heading', { name: 'Burn' })).toBeVisible();
    await expect(burn.locator('a[href="/effects/burn"]').first()).toBeVisible();
  });

  test('[[effect]] markers link to the effects list', async ({ page }) => {
    await open(page, '/tarots');
    const link = page.getByRole('main').locator('a.lf-effect-link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/effects#[a-z0-9-]+$/);
    await link.click();
    await expect(page.locator(`article${href!.slice('/effects'.length)}`)).toBeVisible();
  });

  test('enemies: boss toggle and location filter', async ({ page }) => {
    await open(page, '/enemies');
    const all = await count(page);
    await page.getByRole('switch', { name: 'Bosses only' }).check();
    await expect(page).toHaveURL(/boss=1/);
    await expect.poll(() => count(page)).toBeLessThan(all);
    await expect(page.getByRole('main').locator('article:visible .badge', { hasText: 'Boss' })).toHaveCount(
      await count(page),
    );
    await open(page, '/enemies?location=raid');
    await expect(page.getByLabel('Found in')).toHaveValue('raid');
    await expect(page.getByRole('main').locator('article:visible').first()).toContainText('(Raid)');
  });

  test('tierlist: mode tabs, filters and last-updated date', async ({ page }) => {
    await open(page, '/tierlist');
    await expect(page.getByRole('link', { name: 'Story' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/Last updated/)).toBeVisible();
    await page.getByRole('navigation', { name: 'Game mode' }).getByRole('link', { name: 'Arena' }).click();
    await expect(page).toHaveURL(/\/tierlist\/arena$/);
    await expect(page.getByRole('link', { name: 'Arena' })).toHaveAttribute('aria-current', 'page');
    // Next keeps the page navigated from in the document, hidden (React's Activity), for Back.
    await page.locator('#content form[role="search"][data-live]:visible').waitFor();
    const placed = page.getByRole('main').locator('a[href^="/chars/"]:visible');
    const before = await placed.count();
    const classFilter = page.getByRole('combobox', { name: 'Class' });
    await classFilter.selectOption('mystic');
    await expect(page).toHaveURL(/\/tierlist\/arena\?class=mystic$/);
    await expect.poll(() => placed.count()).toBeLessThan(before);
    await expect(page.getByRole('main').locator('li:visible .badge', { hasText: 'Warden' })).toHaveCount(0);
    // The filter rides along to another mode.
    await page.getByRole('navigation', { name: 'Game mode' }).getByRole('link', { name: 'Boss' }).click();
    await expect(page).toHaveURL(/\/tierlist\/boss\?class=mystic$/);
    await expect(classFilter).toHaveValue('mystic');

    // The same view from a shared URL, and from the older ?mode= form of it.
    for (const url of ['/tierlist/arena?class=mystic', '/tierlist?mode=arena&class=mystic']) {
      await page.goto(url);
      await expect(page).toHaveURL(/\/tierlist\/arena\?class=mystic$/);
      await expect(page.getByRole('link', { name: 'Arena' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByLabel('Class')).toHaveValue('mystic');
      await expect.poll(() => placed.count()).toBeLessThan(before);
    }
  });

  test('a list shows one page, with real links to the others, and filters span every page', async ({
    page,
  }) => {
    await open(page, '/skills');
    const cards = page.getByRole('main').locator('article:visible');
    const total = await count(page);
    const perPage = await cards.count();
    expect(perPage).toBeLessThan(total);
    const pager = page.getByRole('navigation', { name: 'Pages of skills' });
    await expect(pager.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Pages are cut by count and by weight, so the last page's number is read from the pager.
    const last = Math.max(
      ...(await pager.getByRole('link', { name: /^Page \d+$/ }).allInnerTexts()).map((t) => Number(t.trim())),
    );
    expect(last).toBeGreaterThanOrEqual(Math.ceil(total / perPage));
    await pager.getByRole('link', { name: `Page ${last}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/skills/page/${last}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Skills, page ${last} of ${last} \\|`));
    const lastNames = await cards.locator('h2').allInnerTexts();
    expect(lastNames.length).toBeLessThanOrEqual(perPage);

    // A filter covers the whole list, not only the page it was chosen on: the list arrives whole.
    await page.locator('#content form[role="search"][data-live]:visible').waitFor();
    const whole = page.waitForResponse((r) => r.url().endsWith('/lists/skills'));
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('passive');
    expect((await whole).status()).toBe(200);
    await expect(pager).toBeHidden();
    await expect.poll(() => count(page)).toBeGreaterThan(perPage);
    await expect(cards).toHaveCount(await count(page));
    await expect(cards.locator('.badge', { hasText: 'Active' })).toHaveCount(0);
    // A search finds a skill from the first page while on the last.
    const firstName = await (
      await page.request.get('/skills')
    )
      .text()
      .then((html) => /<h2[^>]*>([^<]+)<\/h2>/.exec(html)![1]!);
    await open(page, `/skills/page/${last}?q=${encodeURIComponent(firstName)}`);
    await expect(cards.locator('h2', { hasText: firstName }).first()).toBeVisible();
  });

  test('a link to an item on a later page of its list lands on it', async ({ page }) => {
    const { ids } = (await (await page.request.get('/lists/skills')).json()).model as { ids: string[] };
    const id = ids.at(-1)!;
    await page.goto(`/skills#${id}`);
    await expect(page).toHaveURL(new RegExp(`/skills/page/\\d+#${id}$`));
    await expect(page.locator(`article#${id}`)).toBeInViewport();
  });

  test("an unknown page of a list is a 404 with the site's own page", async ({ request }) => {
    for (const path of [
      '/skills/page/999',
      '/skills/page/0',
      '/skills/page/x',
      '/skills/page/1',
      '/tierlist/nope',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Page not found');
    }
    const unknown = await request.get('/lists/nope');
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).error.message).toContain('nope');
  });
});

const events = readEvents();
/** Ids of the event cards shown, in their order. */
const shownEvents = (page: Page) =>
  page
    .locator('#content [data-event]:visible')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-event')));

test.describe('events list', () => {
  // A moment unlike today's, so the statuses come from the browser's clock, not from the build's.
  const at = new Date('2026-07-01T12:00:00Z');
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: at });
  });

  test('status, type and text each narrow the list to the right events', async ({ page }) => {
    await open(page, '/events');
    expect(await count(page)).toBe(events.length);
    await page.getByLabel('Status').selectOption('live');
    await expect(page).toHaveURL(/\/events\?status=live$/);
    // Running on July 1st: the Bell Below raid, the Salt and Steel banner and the Ember Cup.
    await expect
      .poll(async () => (await shownEvents(page)).sort())
      .toEqual(['ember-cup-season', 'salt-and-steel-banner', 'the-bell-below']);
    await page.getByLabel('Status').selectOption('ended');
    await expect
      .poll(async () => (await shownEvents(page)).sort())
      .toEqual(['ashen-masquerade', 'relit-lanterns-login', 'unburnt-light-banner']);
    await page.getByLabel('Status').selectOption('upcoming');
    const upcoming = events.filter((e) => Date.parse(e.start) > at.getTime()).map((e) => e._id);
    expect(upcoming).toHaveLength(11);
    await expect.poll(async () => (await shownEvents(page)).sort()).toEqual(upcoming.sort());
    await expect(page.locator('[data-event="ember-cup-season"]')).toBeHidden();

    await open(page, '/events?type=raid');
    await expect(page.getByLabel('Type')).toHaveValue('raid');
    await expect
      .poll(async () => (await shownEvents(page)).sort())
      .toEqual(['cinder-leviathan-raid', 'the-bell-below']);
    await open(page, '/events?type=raid&status=live');
    await expect.poll(() => shownEvents(page)).toEqual(['the-bell-below']);

    await open(page, '/events');
    await page.getByRole('searchbox', { name: 'Search' }).fill('frostbound');
    await expect(page).toHaveURL(/\/events\?q=frostbound$/);
    await expect.poll(() => shownEvents(page)).toEqual(['frostbound-cup-season']);
  });

  test('sorts by start date, end date and name', async ({ page }) => {
    const ids = (key: (e: EventFile) => number | string, dir: 1 | -1) =>
      [...events]
        .sort((a, b) => {
          const x = key(a);
          const y = key(b);
          return (
            (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) *
            dir
          );
        })
        .map((e) => e._id);
    await open(page, '/events');
    // Latest first by default.
    expect(await shownEvents(page)).toEqual(ids((e) => Date.parse(e.start), -1));
    expect((await shownEvents(page))[0]).toBe('two-years-of-light');
    await page.getByLabel('Sort by').selectOption('end');
    await expect(page).toHaveURL(/\/events\?sort=end$/);
    await expect.poll(() => shownEvents(page)).toEqual(ids((e) => Date.parse(e.end), -1));
    await page.getByLabel('Sort by').selectOption('name');
    await expect.poll(() => shownEvents(page)).toEqual(ids((e) => e.name, 1));
    expect((await shownEvents(page))[0]).toBe('ember-cup-season');
  });
});

test.describe('sorts', () => {
  /** The badge of each visible card that is one of `values`, in order. */
  const badges = (page: Page, values: string[]) =>
    page
      .getByRole('main')
      .locator('article:visible')
      .evaluateAll(
        (cards, values) =>
          cards.map((c) =>
            [...c.querySelectorAll('.badge')]
              .map((b) => b.textContent?.trim() ?? '')
              .find((t) => values.includes(t)),
          ),
        values,
      );
  const names = (page: Page) => page.getByRole('main').locator('article:visible h2').allInnerTexts();

  for (const c of [
    { path: '/traits', sort: 'category', order: ['Innate', 'Aura', 'Conditional', 'Awakening'], total: 41 },
    { path: '/effects', sort: 'type', order: ['Buff', 'Debuff', 'Control'], total: 44 },
  ]) {
    test(`${c.path}: by name, and by ${c.sort} in the schema's order across every page`, async ({ page }) => {
      await open(page, c.path);
      const first = await names(page);
      expect(first).toEqual([...first].sort((a, b) => a.localeCompare(b)));
      await page.getByLabel('Sort by').selectOption(c.sort);
      await expect(page).toHaveURL(new RegExp(`\\?sort=${c.sort}$`));
      // Another order spans the whole list, not only the first page.
      await expect.poll(() => count(page)).toBe(c.total);
      await expect(page.getByRole('main').locator('article:visible')).toHaveCount(c.total);
      const seen = await badges(page, c.order);
      expect(seen).toHaveLength(c.total);
      const ranks = seen.map((b) => c.order.indexOf(b!));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(new Set(seen).size).toBe(c.order.length);
      // Within one group, by name.
      const all = await names(page);
      const group = all.filter((_, i) => seen[i] === c.order[0]);
      expect(group).toEqual([...group].sort((a, b) => a.localeCompare(b)));
    });
  }
});

test('tierlist: the search finds characters by name or alias across tiers', async ({ page }) => {
  await open(page, '/tierlist?q=thorne');
  const placed = page.getByRole('main').locator('li:visible a[href^="/chars/"]');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('thorne');
  // "Thorne" is an alias of Ashby, placed once in the story tier list.
  await expect
    .poll(() => placed.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    .toEqual(['/chars/ashby-thorne']);
  await open(page, '/tierlist/arena');
  const before = await placed.count();
  await page.getByRole('searchbox', { name: 'Search' }).fill('vance');
  await expect(page).toHaveURL(/\/tierlist\/arena\?q=vance$/);
  await expect
    .poll(() => placed.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    .toEqual(['/chars/aurelia-vance']);
  expect(before).toBeGreaterThan(10);
  // A reason that mentions a name does not make its character match.
  await page.getByRole('searchbox', { name: 'Search' }).fill('nobody-is-called-this');
  await expect(placed).toHaveCount(0);
  await expect(page.getByText('No characters match these filters.')).toBeVisible();
});

test.describe('owned only', () => {
  test('is kept in the URL: a reload keeps it, and the tier list reads it too', async ({ page }) => {
    await open(page, '/chars');
    await page.getByRole('button', { name: 'Add Keel to your roster' }).click();
    await page.getByRole('button', { name: 'Add Bramble to your roster' }).click();
    await expect(page.getByText('Owned · Lv 1 · R1')).toHaveCount(2);
    await page.getByRole('switch', { name: 'Owned only' }).check();
    await expect(page).toHaveURL(/\/chars\?owned=1$/);
    const shown = page.getByRole('list', { name: 'characters' }).locator('li:visible a[href^="/chars/"]');
    const hrefs = () => shown.evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')))].sort());
    await expect.poll(hrefs).toEqual(['/chars/bramble', '/chars/keel']);

    await page.reload();
    await page.locator('#content form[role="search"][data-live]').waitFor();
    await expect(page).toHaveURL(/\/chars\?owned=1$/);
    await expect(page.getByRole('switch', { name: 'Owned only' })).toBeChecked();
    await expect.poll(hrefs).toEqual(['/chars/bramble', '/chars/keel']);
    expect(await count(page)).toBe(2);

    // Of the two, Bramble is the duelist (Keel is a marksman).
    await open(page, '/tierlist?owned=1&class=duelist');
    await expect(page.getByRole('switch', { name: 'Owned only' })).toBeChecked();
    const placed = page.getByRole('main').locator('li:visible a[href^="/chars/"]');
    await expect
      .poll(() => placed.evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')))]))
      .toEqual(['/chars/bramble']);
  });

  test('a shared owned-only link, opened with no roster, says why it is empty', async ({ page }) => {
    await open(page, '/chars?owned=1');
    await expect(page.getByRole('switch', { name: 'Owned only' })).toBeChecked();
    await expect(
      page.getByText(/shows the characters in your roster, and this browser has none yet/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add characters to your roster' })).toHaveAttribute(
      'href',
      '/roster',
    );
    await expect(page.getByRole('list', { name: 'characters' }).locator('li:visible')).toHaveCount(0);
  });
});

// Lists whose entries are still too heavy for 20 within the 150 KB HTML budget (enemies' skills,
// tarots' two sides with their badges): each holds what fits until its entry is made lighter. Every
// page's language chrome (hreflang links, the language switch) took the room of one enemy, and the
// cards' words (sent once per page so a filter draws them in the page's language) two tarots and
// another enemy.
const fewerThan20: Record<string, number> = { enemies: 14, tarots: 16 };

test('every list shows at least 20 entries on its first page (or all it has)', async ({ page, request }) => {
  // The paged lists, the events and the tier list; /teams and /modes show every entry on one page
  // and are read in e2e/teams-curated.spec.ts.
  const entryLists = listRoutes.filter(
    ({ name }) => isListName(name) || name === 'events' || name === 'tierlist',
  );
  expect(entryLists.length).toBeGreaterThanOrEqual(10);
  for (const { path, name } of entryLists) {
    await page.goto(path);
    if (name === 'tierlist') {
      // One page per mode, which places every character it ranks.
      const placed = await page
        .getByRole('main')
        .locator('li a[href^="/chars/"]')
        .evaluateAll((as) => new Set(as.map((a) => a.getAttribute('href'))).size);
      expect(placed, path).toBeGreaterThanOrEqual(20);
      continue;
    }
    const entries = page.getByRole('main').locator('ul.lf-list > li');
    const total =
      name === 'events'
        ? events.length
        : ((await (await request.get(`/lists/${name}`)).json()).model.ids as string[]).length;
    expect(await entries.count(), path).toBeGreaterThanOrEqual(Math.min(fewerThan20[name] ?? 20, total));
  }
});

test('without JavaScript no list shows a control that does nothing; the navbar search still works', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path } of [...listRoutes, { path: '/skills/page/2' }, { path: '/tierlist/arena' }]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Pages are static and read no query: a filter form would submit to the same, unfiltered page.
    const live = page
      .locator('#content')
      .locator(
        'input:visible:enabled, select:visible:enabled, textarea:visible:enabled, button:visible:enabled',
      );
    expect(await live.evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 120))), path).toEqual([]);
    // The list itself is there, and the filter form is not shown.
    await expect(page.getByRole('main').locator('a[href]').filter({ visible: true }).first()).toBeVisible();
    await expect(page.locator('#content form[role="search"]')).toBeHidden();
  }
  // Nor do the stat calculator, the picks' mode buttons, the planner, the roster box, the compare
  // page or an event's tasks.
  for (const path of [
    '/chars/aurelia-vance',
    '/compare?ids=aurelia-vance,keel',
    '/events/cinder-leviathan-raid',
  ]) {
    await page.goto(path);
    const live = page
      .locator('#content')
      .locator(
        'input:visible:enabled, select:visible:enabled, textarea:visible:enabled, button:visible:enabled',
      );
    expect(await live.evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 120))), path).toEqual([]);
  }
  // The navbar's colour-mode switch works only from script, so it is not shown.
  await page.goto('/traits');
  await expect(page.getByRole('button', { name: 'Dark mode' })).toBeHidden();
  // The navbar's search box submits to /search, which the server answers with results.
  const box = page.getByRole('combobox', { name: 'Search the codex' });
  await box.fill('aurelia');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=aurelia$/);
  await expect(page.getByRole('main').locator('a[href="/chars/aurelia-vance"]').first()).toBeVisible();
  await context.close();
});

test.describe('lazy loading', () => {
  test('the full-screen spinner shows while a lazy route loads', async ({ page }) => {
    // Hold back the server's answers for the next page (its prefetch included), as a slow network
    // would, so the page is still loading when its link is clicked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/skills**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Skills/ })
      .first()
      .click();
    const loader = page.getByTestId('full-screen-loader');
    await expect(loader).toBeVisible();
    const spinner = loader.getByRole('status');
    await expect(spinner).toHaveCSS('width', '40px');
    await expect(spinner).toHaveCSS('animation-duration', '1.3s');
    await expect(spinner).toHaveCSS('border-top-color', 'rgb(0, 0, 0)');
    await expect(loader).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
    await expect(loader).toBeHidden();
  });
});
