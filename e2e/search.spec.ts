import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { E2E_EDITOR_TOKEN } from './server-env';
import { searchKinds } from '../lib/kinds/registry';

const distDir = path.join(__dirname, '..', process.env.NEXT_DIST_DIR ?? '.next-e2e');

/** The navbar's search box. */
const box = (page: Page) =>
  page
    .getByRole('banner')
    .or(page.getByRole('navigation', { name: 'Main' }))
    .getByRole('combobox', { name: 'Search the codex' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

/** Opens a page and waits until the navbar's shortcuts work: a key pressed before hydration does nothing. */
async function openLive(page: Page, url: string) {
  await page.goto(url);
  await page
    .getByRole('banner')
    .or(page.getByRole('navigation', { name: 'Main' }))
    .locator('form[role="search"][data-live]')
    .waitFor();
}

async function search(page: Page, query: string) {
  await box(page).fill(query);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: /results?$|Nothing matches/ })).toBeVisible();
}

test.describe('global search in the navbar', () => {
  test('loads the index and the search library only on first focus, not with the page', async ({ page }) => {
    const scripts: string[] = [];
    let indexRequests = 0;
    page.on('request', (r) => void (r.url().endsWith('/search-index.json') && indexRequests++));
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script') scripts.push(await r.text().catch(() => ''));
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toBe(0);
    // MiniSearch's fuzzy lookup: in none of the scripts the page loaded by itself.
    expect(scripts.some((s) => s.includes('fuzzyGet'))).toBe(false);
    const before = scripts.length;

    await box(page).focus();
    await search(page, 'wickblade');
    expect(indexRequests).toBe(1);
    expect(scripts.slice(before).some((s) => s.includes('fuzzyGet'))).toBe(true);
  });

  test('a typo finds the character: "aurelai" → Aurelia Vance, opened with the keyboard', async ({
    page,
  }) => {
    await openLive(page, '/events');
    await page.keyboard.press('/');
    await expect(box(page)).toBeFocused();
    await search(page, 'aurelai');
    const group = results(page).getByRole('group', { name: 'Characters' });
    await expect(group.getByRole('option').first()).toContainText('Aurelia Vance');
    await box(page).press('ArrowDown');
    await expect(group.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/chars\/aurelia-vance$/);
    await expect(page.getByRole('heading', { level: 1, name: /Aurelia Vance/ })).toBeVisible();
  });

  test('an alias finds the character: "thorne" → Ashby, found by Ctrl-K', async ({ page }) => {
    await openLive(page, '/skills');
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    await search(page, 'thorne');
    const option = results(page).getByRole('option', { name: /Ashby/ }).first();
    await expect(option).toContainText('also known as Thorne');
    await expect(option).toHaveAttribute('href', '/chars/ashby-thorne');
    await option.click();
    await expect(page).toHaveURL(/\/chars\/ashby-thorne$/);
  });

  const kinds: [kind: string, query: string, name: string, href: string][] = [
    ['Characters', 'vance', 'Aurelia Vance', '/chars/aurelia-vance'],
    ['Skills', 'anchorfal', 'Anchorfall', '/skills#anchorfall'],
    ['Traits', 'candle sight', 'Candle Sight', '/traits#candle-sight'],
    ['Status effects', 'petrfy', 'Petrify', '/effects/petrify'],
    ['Gear', 'wickblade', 'Wickblade', '/gears/wickblade'],
    ['Tarot cards', 'the fool', 'The Fool', '/tarots#the-fool'],
    ['Engravings', 'anchor rune', 'Anchor Rune', '/engravings#anchor-rune'],
    ['Events', 'longest night', 'The Longest Night', '/events/the-longest-night'],
    ['Enemies', 'wick thief', 'Wick Thief', '/enemies#wick-thief'],
  ];
  test('finds every kind, grouped by kind, each linking to its page or anchor', async ({ page }) => {
    await page.goto('/');
    for (const [kind, query, name, href] of kinds) {
      await search(page, query);
      const option = results(page)
        .getByRole('group', { name: kind })
        .getByRole('option', { name: new RegExp(`^${name}`) });
      await expect(option.first(), `${query} → ${kind}`).toHaveAttribute('href', href);
    }
    await search(page, 'anchor rune');
    await page.getByRole('option', { name: /^Anchor Rune/ }).click();
    await expect(page).toHaveURL(/\/engravings#anchor-rune$/);
    await expect(page.locator('#anchor-rune')).toBeInViewport();
  });

  test('arrow keys walk the options across groups, Escape closes, Enter without a choice opens /search', async ({
    page,
  }) => {
    await page.goto('/');
    await search(page, 'wick');
    const options = results(page).getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThan(4);
    await expect(results(page).getByRole('group')).not.toHaveCount(1);
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown']) await box(page).press(key);
    await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(2).getAttribute('id'))!,
    );
    await box(page).press('ArrowUp');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await box(page).press('ArrowUp');
    await box(page).press('ArrowUp');
    // From the first option, up wraps to the last: "All results" on /search.
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await expect(options.last()).toHaveText(/All results for “wick”/);
    await box(page).press('Escape');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=wick$/);
    await expect(page.getByRole('main').getByRole('link', { name: /^Wickblade legendary/ })).toHaveAttribute(
      'href',
      '/gears/wickblade',
    );
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the open results and /search have no WCAG 2 A/AA violations (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('lf-theme', t), theme);
      // No 300 ms page fade-in: colours are measured at full opacity.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await search(page, 'wick');
      await box(page).press('ArrowDown');
      const wcag = ['wcag2a', 'wcag2aa'];
      const open = await new AxeBuilder({ page }).include('nav').withTags(wcag).analyze();
      expect(open.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
      await page.goto('/search?q=wick');
      const full = await new AxeBuilder({ page }).withTags(wcag).analyze();
      expect(full.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });
  }

  test('"/" typed into another field stays there', async ({ page }) => {
    await page.goto('/chars');
    const filter = page.getByRole('main').getByRole('searchbox').first();
    await filter.click();
    await filter.pressSequentially('a/b');
    await expect(filter).toHaveValue('a/b');
    await expect(box(page)).not.toBeFocused();
  });

  test('the index is one cached document, tagged with every collection, fresh after a write', async ({
    page,
    request,
  }) => {
    const first = await request.get('/search-index.json');
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    const meta = JSON.parse(readFileSync(path.join(distDir, 'server/app/en/search-index.json.meta'), 'utf8'));
    const read = String(meta.headers['x-next-cache-tags'])
      .split(',')
      .filter((t) => !t.startsWith('_N_T_'));
    const announced = first.headers()['surrogate-key']!.split(' ');
    for (const kind of searchKinds) {
      expect(read).toContain(`col:${kind}`);
      expect(announced).toContain(`col:${kind}`);
    }

    const write = await request.post('/api/data/updateOne', {
      headers: { authorization: `Bearer ${E2E_EDITOR_TOKEN}` },
      data: {
        collection: 'gears',
        filter: { _id: 'tin-whistle' },
        update: { $set: { aliases: ['Penny Whistle'] } },
      },
    });
    expect(write.status()).toBe(200);
    const after = (await (await request.get('/search-index.json')).json()) as {
      docs: { id: string; aliases: string[] }[];
    };
    expect(after.docs.find((d) => d.id === 'tin-whistle')?.aliases).toEqual(['Penny Whistle']);
    // The relation lists a question loads: cached the same way, under every source collection.
    const relations = await request.get('/search-relations/burn');
    expect(relations.status()).toBe(200);
    const relationsMeta = JSON.parse(
      readFileSync(path.join(distDir, 'server/app/search-relations/burn.meta'), 'utf8'),
    );
    const relationTags = String(relationsMeta.headers['x-next-cache-tags']).split(',');
    const relationKeys = relations.headers()['surrogate-key']!.split(' ');
    for (const kind of ['skills', 'traits', 'gears', 'tarots', 'engravings', 'enemies', 'characters']) {
      expect(relationTags).toContain(`col:${kind}`);
      expect(relationKeys).toContain(`col:${kind}`);
    }

    await page.goto('/');
    await search(page, 'penny');
    await expect(results(page).getByRole('option', { name: /Tin Whistle/ })).toContainText(
      'also known as Penny Whistle',
    );
  });
});

test.describe('/search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('renders the results on the server, is noindex and never cached', async ({ page }) => {
    const response = await page.goto('/search?q=thorne');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(/no-store/);
    expect(response?.headers()['cache-control']).not.toMatch(/s-maxage|public/);
    expect(response?.headers()['surrogate-key']).toBeUndefined();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 2, name: 'Characters' })).toBeVisible();
    const ashby = page.getByRole('main').getByRole('link', { name: /Ashby/ });
    await expect(ashby).toBeVisible();
    await expect(ashby).toHaveAttribute('href', '/chars/ashby-thorne');
    await expect(ashby).toContainText('also known as Thorne');
  });

  test('the home box and the navbar box are plain GET forms to /search', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('searchbox', { name: 'Search the codex' }).fill('aurelai');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=aurelai$/);
    await expect(page.getByRole('main').getByRole('link', { name: /Aurelia Vance/ })).toHaveAttribute(
      'href',
      '/chars/aurelia-vance',
    );
    await box(page).fill('wickblade');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=wickblade$/);
    await expect(page.getByRole('main').getByRole('link', { name: /^Wickblade legendary/ })).toBeVisible();
  });

  test('a query nothing matches says so; an oversized one is cut, not refused', async ({ page }) => {
    await page.goto('/search?q=qqqxxzz');
    await expect(page.getByRole('main')).toContainText('Nothing in the codex matches “qqqxxzz”');
    const response = await page.goto(`/search?q=${'thorne%20'.repeat(300)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('link', { name: /Ashby/ })).toBeVisible();
  });
});

/** Characters by facet, as the sample content has them. */
const tanks = [
  'Garrow',
  'Magnus',
  'Grisk Morrowgate',
  'Osric',
  'Maren Saltmarsh',
  'Aurelia Vance',
  'Oren Hale',
];
const flame = [
  'Dagny',
  'Corvin Ashlock',
  'Tamsin Pyre',
  'Ilsa Morrow',
  'Lira',
  'Pip',
  'Grisk Morrowgate',
  'Osric',
];

/** What each named query must show first, what its first group must hold, and what must not appear. */
const rankedQueries: { query: string; first: string; includes: string[]; excludes: string[] }[] = [
  { query: 'tank', first: 'Characters', includes: tanks, excludes: ['Capacitor Bank'] },
  { query: 'flame', first: 'Characters', includes: flame, excludes: [] },
  {
    query: 'fire',
    first: 'Characters',
    includes: flame,
    excludes: ['Live Wire', 'Fine Print', 'Mire Lurker'],
  },
  { query: 'Asbhy', first: 'Characters', includes: ['Ashby'], excludes: [] },
  {
    query: 'wickbl',
    first: 'Gear',
    includes: ['Wickblade'],
    excludes: ['Black Wick', 'Wick Thief', 'Night of Hollow Wicks'],
  },
];

/** Each relation question, the heading of its answer, and entries it must list with their figures. */
const questions: {
  query: string;
  heading: string;
  entries: [name: RegExp, figures: string, href: string][];
}[] = [
  {
    query: 'what removes burn',
    heading: 'What removes Burn',
    entries: [
      [/^Oathburner/, 'an enemy', '/skills#oathburner'],
      [/^Tamsin Pyre — Keep the Embers/, 'an enemy', '/chars/tamsin-pyre#skill-tree'],
    ],
  },
  {
    query: 'burn cleanse',
    heading: 'What removes Burn',
    entries: [[/^Spring Suture/, 'an ally', '/skills#tobiah-spring-suture']],
  },
  {
    query: 'who applies taunt',
    heading: 'What applies Taunt',
    entries: [
      [/^Canopy Shelter/, '100% · 1 turn · enemies', '/skills#garrow-canopy-shelter'],
      [/^Ironclad Champion — Bastion Protocol/, '70% · 1 turn · enemies', '/enemies#ironclad-champion'],
    ],
  },
  {
    query: 'burn immunity',
    heading: 'What gives immunity to Burn',
    entries: [[/^Brinesoaked Coat — Salt Crust/, 'self', '/gears/brinesoaked-coat']],
  },
  {
    query: 'resists burn',
    heading: 'What resists Burn',
    entries: [[/^Cinder Ward/, '−10–30% damage · self', '/engravings#cinder-ward']],
  },
  {
    query: 'benefits from taunt',
    heading: 'What benefits from Taunt',
    entries: [[/^Wickblade Sweep/, '+20% damage · against a target under it', '/skills#wickblade-sweep']],
  },
];

test.describe('search that answers: /search on the server', () => {
  test.use({ javaScriptEnabled: false });

  for (const { query, first, includes, excludes } of rankedQueries) {
    test(`"${query}": ${first} first, every match listed`, async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(first);
      const group = main.getByRole('region', { name: first });
      for (const name of includes)
        await expect(group.getByRole('link', { name: new RegExp(`^${name}\\b`) }), name).toBeVisible();
      for (const name of excludes)
        await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(0);
    });
  }

  test('"tank" lists exactly the seven tanks among characters', async ({ page }) => {
    await page.goto('/search?q=tank');
    await expect(
      page.getByRole('main').getByRole('region', { name: 'Characters' }).getByRole('link'),
    ).toHaveCount(7);
  });

  for (const { query, heading, entries } of questions) {
    test(`"${query}" answers first with its relation list`, async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(heading);
      const answer = main.getByRole('region', { name: heading });
      for (const [name, figures, href] of entries) {
        const link = answer.getByRole('link', { name });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toContainText(figures);
      }
      // Then the ordinary results, the effect itself among them.
      await expect(
        main.getByRole('region', { name: 'Status effects' }).getByRole('link').first(),
      ).toHaveAttribute('href', /^\/effects\/(burn|taunt)$/);
    });
  }
});

test.describe('search that answers: the navbar box', () => {
  for (const { query, first, includes, excludes } of rankedQueries) {
    test(`"${query}": ${first} first, in the order of /search`, async ({ page }) => {
      await page.goto('/');
      await search(page, query);
      const groups = results(page).getByRole('group');
      await expect(groups.first()).toHaveAccessibleName(first);
      const shown = await groups.first().getByRole('option').allTextContents();
      // The box shows six of each kind at most, all of them expected, the full list's first six.
      expect(shown).toHaveLength(Math.min(6, includes.length));
      for (const text of shown)
        expect(
          includes.some((name) => text.startsWith(name)),
          text,
        ).toBe(true);
      for (const name of excludes)
        await expect(results(page).getByRole('option', { name: new RegExp(`^${name}`) })).toHaveCount(0);
      const page2 = await page.context().newPage();
      await page2.goto(`/search?q=${encodeURIComponent(query)}`);
      const full = await page2
        .getByRole('main')
        .getByRole('region', { name: first })
        .getByRole('link')
        .allTextContents();
      expect(shown).toEqual(full.slice(0, shown.length));
      await page2.close();
    });
  }

  for (const { query, heading, entries } of questions) {
    test(`"${query}" answers first with its relation list`, async ({ page }) => {
      await page.goto('/');
      await search(page, query);
      const answer = results(page).getByRole('group').first();
      await expect(answer).toHaveAccessibleName(heading);
      // The box lists the first few entries; the first named here is among them.
      const [name, figures, href] = entries[0]!;
      const option = answer.getByRole('option', { name });
      await expect(option).toHaveAttribute('href', href);
      await expect(option).toContainText(figures);
      await expect(results(page).getByRole('group', { name: 'Status effects' })).toBeVisible();
    });
  }

  test('the answer is the first option the arrow keys reach, and Enter opens it', async ({ page }) => {
    await openLive(page, '/');
    await search(page, 'resists burn');
    await expect(results(page).getByRole('group').first()).toHaveAccessibleName('What resists Burn');
    await box(page).press('ArrowDown');
    const first = results(page).getByRole('group').first().getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/traits#foundry-tempered$/);
  });
});
