import { expect, test, type Page } from '@playwright/test';

/** Opens a list page and waits until its filters are live (hydrated), as a visitor's first click would. */
const open = async (page: Page, url: string) => {
  await page.goto(url);
  await page.locator('form[role="search"][data-live]').waitFor();
};

const count = async (page: Page) =>
  Number((await page.getByTestId('result-count').innerText()).split(' ')[0]);

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

  test('without JavaScript the first HTML holds the whole list, not a spinner', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/chars?element=frost');
    await expect(page.getByRole('heading', { level: 1, name: 'Characters' })).toBeVisible();
    await expect(page.locator('a[href="/chars/hollis-crane"]')).toBeVisible();
    await expect(page.locator('a[href="/chars/aurelia-vance"]')).toBeVisible();
    await expect(page.getByTestId('full-screen-loader')).toHaveCount(0);
    await page.goto('/tierlist');
    await expect(page.locator('#tier-S')).toBeVisible();
    await expect(page.getByRole('main').locator('a[href^="/chars/"]').first()).toBeVisible();
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

  test('effects are anchored by id and list what applies them', async ({ page }) => {
    await open(page, '/effects#burn');
    const burn = page.locator('article#burn');
    await expect(burn).toBeVisible();
    await expect(burn.getByRole('heading', { name: 'Burn' })).toBeVisible();
    await expect(burn.locator('a[href^="/skills#"], a[href^="/enemies#"]').first()).toBeVisible();
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
    await expect(page).toHaveURL(/mode=arena/);
    await expect(page.getByRole('link', { name: 'Arena' })).toHaveAttribute('aria-current', 'page');
    const placed = page.getByRole('main').locator('a[href^="/chars/"]:visible');
    const before = await placed.count();
    await page.getByLabel('Class').selectOption('mystic');
    await expect(page).toHaveURL(/class=mystic&mode=arena/);
    await expect.poll(() => placed.count()).toBeLessThan(before);
    await expect(page.getByRole('main').locator('li:visible .badge', { hasText: 'Warden' })).toHaveCount(0);

    // The same view from a shared URL.
    await open(page, '/tierlist?mode=arena&class=mystic');
    await expect(page.getByRole('link', { name: 'Arena' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel('Class')).toHaveValue('mystic');
    await expect.poll(() => placed.count()).toBeLessThan(before);
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
