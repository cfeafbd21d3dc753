import { expect, test } from './test';
import { listRoutes } from './routes';
import { E2E_PORT } from './server-env';

const site = `http://localhost:${E2E_PORT}`;

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
    await page.getByRole('main').getByRole('searchbox', { name: 'Search the codex' }).fill('aurelia');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=aurelia/);
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
    for (const route of listRoutes) expect(xml).toContain(`<loc>${site}${route.path}</loc>`);
    expect(xml).toMatch(/\/chars\/[a-z0-9-]+<\/loc>/);
    expect(xml).toMatch(/\/gears\/[a-z0-9-]+<\/loc>/);
    expect(xml).toMatch(/\/events\/[a-z0-9-]+<\/loc>/);
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${site}/sitemap.xml`);
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
    expect(await nav.locator('.navbar-nav.me-auto .nav-link svg.bi').count()).toBe(7);
    await expect(nav.getByRole('link', { name: /Enemies/ })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /Donate/ })).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('link', { name: /Community/ })).toHaveAttribute('href', /discord/);

    await nav.locator('summary', { hasText: 'Skills' }).click();
    await expect(nav.getByRole('link', { name: 'Traits' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Effects' })).toBeVisible();
    await nav.getByRole('link', { name: 'Traits' }).click();
    await expect(page).toHaveURL(/\/traits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Traits' })).toBeVisible();

    await nav.locator('summary', { hasText: 'Gears' }).click();
    for (const name of ['Gears', 'Tarots', 'Engravings']) {
      await expect(nav.locator('details[open] .dropdown-menu').getByRole('link', { name })).toBeVisible();
    }
    // One dropdown at a time; Escape and a click elsewhere close it.
    await nav.locator('summary', { hasText: 'Skills' }).click();
    await expect(nav.locator('details[open]')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(nav.locator('details[open]')).toHaveCount(0);
    await nav.locator('summary', { hasText: 'Gears' }).click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(nav.locator('details[open]')).toHaveCount(0);
  });

  test('every menu entry is a link in the server HTML, in the order of the specification', async ({
    request,
  }) => {
    const html = await (await request.get('/chars')).text();
    const nav = /<nav[^>]*aria-label="Main"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    const menu = /class="navbar-nav me-auto">([\s\S]*?)<\/div><div class="navbar-nav/.exec(nav)?.[1] ?? '';
    const links = [...menu.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(?:<[^>]+>)*([^<]+)/g)].map(
      ([, href, label]) => `${label} ${href}`,
    );
    expect(links).toEqual([
      'Home /',
      'Characters /chars',
      'Skills /skills',
      'Traits /traits',
      'Effects /effects',
      'Gears /gears',
      'Tarots /tarots',
      'Engravings /engravings',
      'Tarots /tarots',
      'Tierlist /tierlist',
      'Events /events',
    ]);
    // No dropdown toggle posing as a link.
    expect(nav).not.toContain('href="#"');
  });

  test('without JavaScript the whole menu works, dropdowns included', async ({ browser }) => {
    for (const width of [1280, 375]) {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: 800 },
      });
      const page = await context.newPage();
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Characters' })).toBeVisible();
      await nav.locator('summary', { hasText: 'Gears' }).click();
      await nav.getByRole('link', { name: 'Engravings' }).click();
      await expect(page).toHaveURL(/\/engravings$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Engravings' })).toBeVisible();
      await context.close();
    }
  });

  test('by keyboard: Tab to a dropdown, open it, pick an entry; Escape returns to the toggle', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Escape closing a menu is the script's part: wait for the page to hydrate (the navbar's search
    // form is marked live then), as a key pressed earlier would do nothing for a visitor too.
    await page.locator('form[role="search"][data-live]').first().waitFor();
    const skills = nav.locator('summary', { hasText: 'Skills' });
    await nav.getByRole('link', { name: 'Characters' }).focus();
    await page.keyboard.press('Tab');
    await expect(skills).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Effects' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Skills', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(skills).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Effects' })).toBeHidden();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Traits' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/traits$/);
    await expect(nav.locator('a[href="/traits"]')).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('details[open]')).toHaveCount(0);
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

  test('a page a client navigation opens fades in over 300 ms; the page a visit starts on paints at once', async ({
    page,
  }) => {
    /** The durations of the animations running on the page's wrapper: the fade, while it runs. */
    const fades = () =>
      page.evaluate(() =>
        document
          .querySelector('.lf-page')!
          .getAnimations()
          .map((a) => a.effect!.getTiming().duration),
      );
    await page.goto('/chars');
    expect(await fades(), 'no fade on a document load').toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.lf-page')!).opacity)).toBe(
      '1',
    );
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Events', exact: true })
      .click();
    // The fade runs while the new page appears (polled every frame until it is seen).
    await page.waitForFunction(() =>
      document
        .querySelector('.lf-page')!
        .getAnimations()
        .some((a) => a.effect!.getTiming().duration === 300),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect.poll(fades, { message: 'the fade ends' }).toEqual([]);
    // Filters change the query, not the page: no fade.
    await page.goto('/chars');
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').getByRole('combobox').first().selectOption({ index: 1 });
    await expect(page).toHaveURL(/\/chars\?/);
    expect(await fades()).toEqual([]);
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

test.describe('loading overlay, widths, 404 and deep links', () => {
  // Each route the overlay must cover, with a page that links to it.
  const slowTargets = [
    { from: '/chars', link: 'a[href="/chars/aurelia-vance"]', path: '/chars/aurelia-vance' },
    { from: '/gears', link: 'a[href="/gears/wickblade"]', path: '/gears/wickblade' },
    {
      from: '/events',
      link: 'a[href="/events/cinder-leviathan-raid"]',
      path: '/events/cinder-leviathan-raid',
    },
    { from: '/', link: 'nav a[href="/tierlist"]', path: '/tierlist' },
  ];
  for (const target of slowTargets) {
    test(`a slow client navigation to ${target.path} shows the full-screen loader over the navbar`, async ({
      page,
    }) => {
      // The target page is not prefetched (a prefetched page opens at once, with no loader: its
      // prefetches fail), and the navigation's own request for it takes 2.5 s.
      await page.route(
        (url) => url.pathname === target.path || url.pathname.startsWith(`${target.path}.`),
        async (route) => {
          const headers = route.request().headers();
          if (headers['next-router-prefetch'] || headers['next-router-segment-prefetch']) {
            await route.abort();
            return;
          }
          if (route.request().isNavigationRequest()) {
            await route.continue();
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 2500));
          await route.continue().catch(() => undefined);
        },
      );
      await page.goto(target.from);
      await expect(page.locator(target.link).first()).toBeVisible();
      // Hydrated: before that a click is the browser's own navigation, with its own indicator.
      await page.waitForLoadState('networkidle');
      await page.locator(target.link).first().click();
      const loader = page.getByTestId('full-screen-loader');
      await expect(loader).toBeVisible({ timeout: 2000 });
      // Full screen, white, and on top: the navbar's middle is covered by the loader.
      const covered = await page.evaluate(() => {
        const nav = document.querySelector('nav.navbar')!.getBoundingClientRect();
        const top = document.elementFromPoint(nav.left + nav.width / 2, nav.top + nav.height / 2);
        const box = document.querySelector('.lf-loader')!.getBoundingClientRect();
        return {
          onTop: !!top?.closest('.lf-loader'),
          full: box.width === window.innerWidth && box.height === window.innerHeight,
          background: getComputedStyle(document.querySelector('.lf-loader')!).backgroundColor,
        };
      });
      expect(covered).toEqual({ onTop: true, full: true, background: 'rgb(255, 255, 255)' });
      await expect(page.getByTestId('spinner')).toHaveCSS('width', '40px');
      await expect(page.getByTestId('spinner')).toHaveCSS('animation-duration', '1.3s');
      await expect(page).toHaveURL(new RegExp(`${target.path}$`), { timeout: 15_000 });
      await expect(loader).toBeHidden({ timeout: 15_000 });
    });
  }

  test('a link in the content opens its page in the browser, prefetched when pointed at, without a reload', async ({
    page,
  }) => {
    await page.goto('/tierlist');
    // Hydrated: before that a click is the browser's own navigation.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const link = page.locator('main a[href^="/chars/"]:visible').first();
    const href = (await link.getAttribute('href'))!;
    const fetchedFor = (request: import('@playwright/test').Request) => {
      const url = new URL(request.url());
      return (url.pathname === href || url.pathname.startsWith(`${href}.`)) && !!request.headers()['rsc'];
    };
    const prefetched = page.waitForRequest(fetchedFor);
    await link.hover();
    await prefetched;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The same document: the page was not loaded again.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    // Back returns to the tier list, still without a reload.
    await page.goBack();
    await expect(page).toHaveURL(/\/tierlist$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  test('nothing overflows the viewport at any width from 320 to 1920 px', async ({ page }) => {
    const widths = [320, 375, 414, 576, 768, 991, 992, 996, 1000, 1024, 1199, 1200, 1280, 1366, 1400, 1920];
    for (const path of ['/', '/chars/aurelia-vance', '/tierlist']) {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const clipped = await page.evaluate(() => {
          const vw = document.documentElement.clientWidth;
          // Elements inside a scroll or clip container (tables that scroll, visually hidden
          // text) are measured by that container instead. The fixed navbar is no such container:
          // what sticks out of it (the dark-mode button at 1280 px once) cannot be reached.
          const contained = (el: Element) => {
            for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
              const s = getComputedStyle(p);
              if (s.overflowX !== 'visible' || s.clip !== 'auto') return p !== el;
            }
            return false;
          };
          return [...document.querySelectorAll('body *')]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden')
                return false;
              return (r.right > vw + 1 || r.left < -1) && !contained(el);
            })
            .map(
              (el) =>
                `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${el.textContent?.slice(0, 30)}`,
            );
        });
        expect(clipped, `${path} at ${width} px`).toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${path} at ${width} px`,
        ).toBe(width);
      }
    }
    // The dark-mode switch is whole, not cut off at the viewport's edge, just above the lg breakpoint.
    await page.setViewportSize({ width: 996, height: 900 });
    const box = (await page.getByRole('button', { name: 'Dark mode' }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(996);
  });

  for (const path of ['/chars/no-such-hero', '/gears/no-such-blade', '/events/no-such-event']) {
    test(`${path} answers 404 with the not-found page in the server HTML`, async ({ request, browser }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).not.toContain('__next_error__');
      expect(html).toMatch(/<h1[^>]*>(?:<[^>]+>)*Page not found<\/h1>/);
      expect(html).toContain('<html lang="en"');
      // And a visitor without JavaScript sees it, with the site's menu.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await context.close();
    });
  }

  for (const link of [
    '/skills#cinder-waltz',
    '/tarots#the-moon',
    '/effects#barrier',
    '/enemies#ash-tower-warden',
  ]) {
    test(`deep link ${link} lands on its target`, async ({ page }) => {
      const id = link.split('#')[1]!;
      const target = page.locator(`[id="${id}"]`);
      await page.goto(link);
      await expect(target).toHaveCount(1);
      // Settled: hydration and streamed content have had their chance to move it.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await expect(target).toBeInViewport();
      const top = await target.evaluate((el) => el.getBoundingClientRect().top);
      // Below the fixed navbar, not under it.
      expect(top).toBeGreaterThanOrEqual(40);
    });
  }
});
