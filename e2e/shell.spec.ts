import { expect, test } from '@playwright/test';
import { listRoutes } from './routes';

test.describe('routes', () => {
  test('home answers 200 with search, events and a card for every section', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Lanternfall Codex' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Current and upcoming events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recently updated' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Enemies/ })).toHaveAttribute(
      'href',
      '/enemies',
    );
    await page.getByRole('main').getByRole('searchbox', { name: 'Search characters' }).fill('aurelia');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/chars\?q=aurelia/);
    await expect(page.getByRole('main').locator('a[href="/chars/aurelia-vance"]')).toBeVisible();
  });

  for (const route of listRoutes) {
    test(`${route.path} answers 200 with its content`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page.getByTestId('full-screen-loader')).toBeHidden();
      await expect(page.getByRole('main').locator('article, section.card').first()).toBeVisible();
    });
  }

  test('unknown routes answer a real 404 with links and a search box', async ({ page }) => {
    const response = await page.goto('/definitely/not/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Characters/ })).toHaveAttribute(
      'href',
      '/chars',
    );
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  });

  test('sitemap lists every list route and entity, robots points to it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const route of listRoutes) expect(xml).toContain(`<loc>http://localhost:3100${route.path}</loc>`);
    expect(xml).toContain('http://localhost:3100/events</loc>');
    expect(xml).toMatch(/\/chars\/[a-z0-9-]+<\/loc>/);
    expect(xml).toMatch(/\/gears\/[a-z0-9-]+<\/loc>/);
    expect(xml).toMatch(/\/events\/[a-z0-9-]+<\/loc>/);
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Sitemap: http://localhost:3100/sitemap.xml');
  });
});

test.describe('navbar and footer', () => {
  test('desktop: dark fixed navbar, entries in order with icons, dropdowns work', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveClass(/fixed-top/);
    await expect(nav).toHaveAttribute('data-bs-theme', 'dark');
    const labels = await nav
      .locator('.navbar-nav.me-auto > .nav-link, .navbar-nav.me-auto > .dropdown > .nav-link')
      .allInnerTexts();
    expect(labels.map((l) => l.trim())).toEqual([
      'Home',
      'Characters',
      'Skills',
      'Gears',
      'Tarots',
      'Tierlist',
      'Events',
    ]);
    expect(await nav.locator('.navbar-nav.me-auto .nav-link i.bi').count()).toBe(7);
    await expect(nav.getByRole('link', { name: /Enemies/ })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /Donate/ })).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('link', { name: /Community/ })).toHaveAttribute('href', /discord/);

    await nav.getByRole('button', { name: 'Skills' }).click();
    await expect(nav.getByRole('link', { name: 'Traits' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Effects' })).toBeVisible();
    await nav.getByRole('link', { name: 'Traits' }).click();
    await expect(page).toHaveURL(/\/traits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Traits' })).toBeVisible();

    await nav.getByRole('button', { name: 'Gears' }).click();
    for (const name of ['Gears', 'Tarots', 'Engravings']) {
      await expect(nav.locator('.dropdown-menu.show').getByRole('link', { name })).toBeVisible();
    }
  });

  test('375 px: the menu collapses behind the toggler and expands in 300 ms', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggler = page.getByRole('button', { name: 'Toggle navigation' });
    const menu = page.locator('#main-nav');
    await expect(toggler).toBeVisible();
    await expect(menu).toBeHidden();
    await toggler.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Characters' })).toBeVisible();
    const duration = await page.evaluate(() => {
      const el = document.createElement('div');
      el.className = 'collapsing';
      document.querySelector('.navbar')!.appendChild(el);
      const value = getComputedStyle(el).transitionDuration;
      el.remove();
      return value;
    });
    expect(duration).toBe('0.3s');
    await menu.getByRole('link', { name: 'Characters' }).click();
    await expect(page).toHaveURL(/\/chars$/);
    await expect(menu).toBeHidden();
    await toggler.click();
    await expect(menu).toBeVisible();
    await toggler.click();
    await expect(menu).toBeHidden();
  });

  test('footer: contact address, copyright with the current year, sister wiki', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Lanternfall Codex`);
    await expect(footer.getByRole('link', { name: 'Tidecaller Wiki' })).toHaveAttribute('href', /^https:/);
  });

  test('dark mode is remembered and applied before first paint', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    // Capture the attribute as soon as the body exists, before any app script has run.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive' && !('firstTheme' in window)) {
          (window as unknown as { firstTheme: string | null }).firstTheme =
            document.documentElement.getAttribute('data-bs-theme');
        }
      });
    });
    await page.goto('/chars');
    expect(await page.evaluate(() => (window as unknown as { firstTheme: string | null }).firstTheme)).toBe(
      'dark',
    );
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
  });
});

test.describe('head', () => {
  for (const path of ['/', '/chars', '/effects', '/tierlist']) {
    test(`${path} carries title, description, keywords, social tags and WebSite JSON-LD`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(path === '/' ? /Lanternfall Codex/ : /\| Lanternfall Codex$/);
      const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
      expect(await meta('meta[name="description"]')).toBeTruthy();
      expect(await meta('meta[name="keywords"]')).toContain('Lanternfall');
      expect(await meta('meta[property="og:title"]')).toBeTruthy();
      expect(await meta('meta[property="og:site_name"]')).toBe('Lanternfall Codex');
      expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      // Pages without their own share image use the site's generated one.
      const image = await meta('meta[property="og:image"]');
      expect(image).toMatch(/opengraph-image/);
      const png = await page.request.get(image!);
      expect(png.status()).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const docs = scripts.map((s) => JSON.parse(s) as Record<string, unknown>);
      expect(docs.some((d) => d['@type'] === 'WebSite' && d.name === 'Lanternfall Codex')).toBe(true);
    });
  }
});
