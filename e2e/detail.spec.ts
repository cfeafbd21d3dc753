import { readEvents } from './content';
import { expect, test } from './test';

test.describe('character detail', () => {
  test('renders the profile, skills, traits, tree, builds and structured data', async ({ page }) => {
    const response = await page.goto('/chars/aurelia-vance');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Aurelia Vance, The Last Lamplighter/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aurelia Vance' })).toBeVisible();
    await expect(page.getByText(/Verified for v\d+\.\d+ on/).first()).toBeVisible();

    const skills = page.locator('#skills');
    await expect(skills.getByRole('heading', { name: "Lamplighter's Oath" })).toBeVisible();
    await expect(
      skills.getByRole('link', { name: /^applies Taunt · \d+% · \d+ turns?/ }).first(),
    ).toHaveAttribute('href', '/effects/taunt');
    await expect(page.locator('#traits').getByText('Lantern-Sworn')).toBeVisible();

    const tree = page.locator('#skill-tree');
    await expect(tree.getByText('Tier 1')).toBeVisible();
    const storyReason = tree.getByText(/Recommended for Story:/).first();
    await expect(storyReason).toBeVisible();
    await tree.getByRole('button', { name: 'Arena' }).click();
    await expect(tree.getByRole('button', { name: 'Arena' })).toHaveAttribute('aria-pressed', 'true');
    await expect(storyReason).toBeHidden();
    // Arena picks Bright Edge at tier 2; story picks Ash Guard.
    await expect(
      tree.locator('[data-option="bright-edge"]').getByText(/Recommended for Arena:/),
    ).toBeVisible();
    for (const reason of await tree
      .locator('[data-option="ash-guard"]')
      .getByText(/Recommended for/)
      .all()) {
      await expect(reason).toBeHidden();
    }

    const builds = page.locator('#builds');
    await expect(builds.getByRole('heading', { name: 'Lanternwarden Bastion' })).toBeVisible();
    await expect(builds.getByRole('link', { name: 'Wickblade' }).first()).toHaveAttribute(
      'href',
      '/gears/wickblade',
    );
    await expect(builds.locator('a[href^="/tarots#"]').first()).toBeVisible();
    await expect(builds.locator('a[href^="/engravings#"]').first()).toBeVisible();

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
    expect(jsonLd.some((text) => text.includes('"WebPage"') && text.includes('Aurelia Vance'))).toBe(true);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toContain('/chars/aurelia-vance/opengraph-image');
    const png = await page.request.get(image!);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
  });

  test('stats follow the chosen level and rank, and the URL keeps them', async ({ page }) => {
    await page.goto('/chars/aurelia-vance');
    // Typing before the calculator is hydrated would be lost, as it would for a visitor.
    await page.locator('form[aria-label="Stat calculator"][data-live]').waitFor();
    const hp = page.locator('#stats tr[data-stat="hp"] td').first();
    // (1300 + 66.6 × 59) × (1 + 0.1 × 5) = 7844.1
    await expect(hp).toHaveText('7,844');

    await page.getByRole('spinbutton', { name: /Level/ }).fill('1');
    await page.getByRole('combobox', { name: /Rank/ }).selectOption('1');
    await expect(hp).toHaveText('1,300');
    await expect(page.getByText('Stats at level 1, rank 1')).toBeVisible();
    await expect(page).toHaveURL(/\?level=1&rank=1$/);

    await page.reload();
    await expect(page.locator('#stats tr[data-stat="hp"] td').first()).toHaveText('1,300');
  });

  test('the calculator the page arrives with is the one that goes live, its controls shown only then', async ({
    page,
  }) => {
    // Mark the server's form as soon as it is parsed, before any script runs, and note whether
    // its controls could be used then (they cannot: they wait, hidden, until they work).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const form = document.querySelector('form[aria-label="Stat calculator"]');
        const box = form?.querySelector<HTMLInputElement>('#stat-level');
        Object.assign(window, {
          serverForm: form,
          boxShownEarly: box ? getComputedStyle(box).visibility === 'visible' : undefined,
        });
      });
    });
    await page.goto('/chars/aurelia-vance');
    await page.locator('form[aria-label="Stat calculator"][data-live]').waitFor();
    const same = await page.evaluate(
      () =>
        (window as unknown as { serverForm: Element | null }).serverForm ===
        document.querySelector('form[aria-label="Stat calculator"]'),
    );
    expect(same, 'the live calculator replaced the server form').toBe(true);
    expect(await page.evaluate(() => (window as unknown as { boxShownEarly?: boolean }).boxShownEarly)).toBe(
      false,
    );
    await expect(page.locator('#stat-level')).toBeVisible();
    await expect(page.locator('#stats tr[data-stat="hp"] td').first()).toHaveText('7,844');
  });

  test('a shared level and rank open on the same numbers; without JavaScript the page shows max stats', async ({
    browser,
  }) => {
    const withJs = await browser.newContext();
    const shared = await withJs.newPage();
    await shared.goto('/chars/aurelia-vance?level=30&rank=3');
    // (1300 + 66.6 × 29) × 1.2 = 3877.68
    await expect(shared.locator('#stats tr[data-stat="hp"] td').first()).toHaveText('3,878');
    await withJs.close();

    // The page is one static document: the server renders level 60, rank 6 whatever the query.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/chars/aurelia-vance?level=30&rank=3');
    await expect(page.getByText('Stats at level 60, rank 6')).toBeVisible();
    await context.close();
  });
});

test.describe('unknown ids answer 404', () => {
  for (const url of ['/chars/does-not-exist', '/gears/nope', '/events/nope']) {
    test(url, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    });
  }
});

test('gear detail shows its set and which characters use it', async ({ page }) => {
  const response = await page.goto('/gears/wickblade');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Wickblade' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Passive: / })).toBeVisible();
  await expect(page.locator('#set').getByRole('link', { name: 'Lanternwarden Plate' })).toHaveAttribute(
    'href',
    '/gears/lanternwarden-plate',
  );
  const usedBy = page.locator('#used-by');
  for (const id of ['aurelia-vance', 'ashby-thorne', 'magnus-rivet']) {
    await expect(usedBy.locator(`a[href="/chars/${id}"]`)).toBeVisible();
  }
  await expect(usedBy.getByText(/Lanternwarden Bastion \(Story\)/)).toBeVisible();
});

const eventFiles = readEvents();

test.describe('events', () => {
  test('lists every event once, each saying whether it is upcoming, running or over', async ({ page }) => {
    await page.goto('/events');
    await page.locator('#content form[role="search"][data-live]').waitFor();
    const now = Date.now();
    for (const event of eventFiles) {
      const phase =
        now < Date.parse(event.start) ? 'upcoming' : now < Date.parse(event.end) ? 'ongoing' : 'past';
      await expect(page.locator(`[data-event="${event._id}"] .countdown`)).toHaveAttribute(
        'data-phase',
        phase,
      );
    }
    await expect(page.locator('[data-event]')).toHaveCount(eventFiles.length);
  });

  test('the server sends UTC times and the browser turns them into a ticking countdown', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/events')).text();
    expect(html).toContain('Arena Season: The Frostbound Cup');
    expect(html).toMatch(/<time dateTime="[^"]+">\d{4}-\d\d-\d\d \d\d:\d\d UTC<\/time>/);

    // The browser clock decides the countdown, so pin it inside the Frostbound Cup (Nov 1 – Dec 31 2026).
    await page.clock.install({ time: new Date('2026-12-31T23:00:00Z') });
    await page.goto('/events');
    const card = page.locator('[data-event="frostbound-cup-season"]');
    const countdown = card.locator('.countdown');
    await expect(countdown).toContainText(/Ends in 00h 5\dm \d\ds/);
    const first = await countdown.innerText();
    await page.clock.runFor(2000);
    await expect.poll(() => countdown.innerText()).not.toBe(first);
    await expect(card.getByRole('link', { name: 'Keel' })).toHaveAttribute('href', '/chars/keel');
  });
});

test.describe('event detail', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('shows dates in one zone (the visitor’s), rewards, featured characters, shop and tasks', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/events/cinder-leviathan-raid');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Raid: The Cinder Leviathan' })).toBeVisible();

    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    // The visitor's own zone: 15:00 UTC is 20:30 in India, labelled as such.
    await expect(header.getByText('Times in your time zone (GMT+5:30).')).toBeVisible();
    await expect(header.getByText('Starts Nov 12, 2026, 8:30 PM GMT+5:30')).toBeVisible();
    // The event's own zone is there on demand, not beside it.
    const own = header.getByText('Nov 12, 2026, 10:00 AM EST');
    await expect(own).toBeHidden();
    await header.getByText('In the event’s own time zone (America/New_York)').click();
    await expect(own).toBeVisible();

    await expect(page.locator('#rewards').getByText('Leviathan Scales')).toBeVisible();
    await expect(page.locator('#featured a[href="/chars/maelis"]')).toBeVisible();
    const shop = page.locator('#shop');
    await expect(shop.getByRole('row', { name: /Galecoil Bracer.*28 Leviathan Scales/ })).toBeVisible();
    await expect(page.locator('#tasks').getByText('Clear the raid on normal')).toBeVisible();
    // No Firebase configuration in this run: no sign-in UI at all.
    await expect(page.getByText(/Sign in to track/)).toHaveCount(0);

    const html = await (await request.get('/events/cinder-leviathan-raid')).text();
    for (const text of [
      'Galecoil Bracer',
      'Clear the raid on normal',
      'Leviathan Scales',
      '"@type":"Event"',
    ]) {
      expect(html).toContain(text);
    }
  });
});
