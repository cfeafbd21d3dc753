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
    const last = Math.ceil(total / perPage);
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
