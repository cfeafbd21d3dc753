import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { templates } from './routes';

/** Phone, tablet and desktop widths (px) every page must be whole at. */
const widths = [320, 360, 375, 390, 414, 768, 992, 1280, 1440];

/** One page of every template, and the pages a player reaches (rendered in the browser). */
const pages = [
  ...templates.map((t) => t.path),
  '/compare?ids=ashby-thorne,aurelia-vance',
  '/search?q=x',
  '/roster',
  '/me',
  '/offline',
  // Each other language's longest words and scripts, on a smoke subset of its pages.
  ...[
    '/ja',
    '/ja/chars',
    '/ja/chars/aurelia-vance',
    '/ja/teams',
    '/es',
    '/es/chars/aurelia-vance',
    '/es/events',
  ],
];

/** In-page targets that must land whole below the navbar. */
const anchors = ['/skills#cinder-waltz', '/effects#burn', '/chars/ashby-thorne#skill-tree'];

type Shell = {
  navBottom: number;
  navHeight: number;
  offset: number;
  barHeight: number;
  /** Brand, search box and toggler: their boxes, where one is shown. */
  bar: { name: string; top: number; bottom: number; left: number; right: number }[];
};

/** The navbar as the visitor sees it at the top of the page, and the body's offset below it. */
function shell(page: Page): Promise<Shell> {
  return page.evaluate(() => {
    const nav = document.querySelector('nav.navbar')!.getBoundingClientRect();
    const box = (name: string, selector: string) => {
      const el = document.querySelector(selector);
      if (!el) return [];
      const r = el.getBoundingClientRect();
      return r.width === 0 ? [] : [{ name, top: r.top, bottom: r.bottom, left: r.left, right: r.right }];
    };
    return {
      navBottom: nav.bottom,
      navHeight: nav.height,
      offset: parseFloat(getComputedStyle(document.body).paddingTop),
      barHeight: parseFloat(
        getComputedStyle(document.documentElement).getPropertyValue('--lf-navbar-height'),
      ),
      bar: [
        ...box('brand', 'nav .navbar-brand'),
        ...box('search', 'nav form[role="search"]'),
        ...box('toggler', 'nav .navbar-toggler'),
      ],
    };
  });
}

/** Visible elements whose box sticks out of the viewport sideways (those a scroller or clip holds excepted). */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const contained = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.overflowX !== 'visible' || s.clip !== 'auto') return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') return false;
        return (r.right > vw + 1 || r.left < -1) && !contained(el);
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} “${el.textContent?.slice(0, 30)}”`,
      );
  });
}

test.describe('the shell at every width', () => {
  for (const path of pages) {
    test(`${path}: heading below the navbar, navbar one row, nothing overflows`, async ({ page }) => {
      await page.goto(path);
      const heading = page.locator('main h1').first();
      await expect(heading).toBeVisible();
      for (const width of widths) {
        const at = `${path} at ${width} px`;
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate(() => window.scrollTo(0, 0));
        // A frame after the resize, so the boxes read are the new layout's.
        await page.evaluate(() => new Promise(requestAnimationFrame));

        const s = await shell(page);
        // The bar is the height the layout promises, and the page starts right below it.
        expect(s.navHeight, at).toBe(s.barHeight);
        expect(s.offset, at).toBe(s.navHeight);
        for (const part of s.bar) {
          expect(part.top, `${at}: ${part.name}`).toBeGreaterThanOrEqual(0);
          expect(part.bottom, `${at}: ${part.name}`).toBeLessThanOrEqual(s.navBottom);
          expect(part.right, `${at}: ${part.name}`).toBeLessThanOrEqual(width);
        }
        if (width < 992) {
          // One row: brand, search, toggler, left to right, the toggler at the right edge.
          expect(
            s.bar.map((p) => p.name),
            at,
          ).toEqual(['brand', 'search', 'toggler']);
          const [brand, search, toggler] = s.bar;
          expect(search!.left, at).toBeGreaterThanOrEqual(brand!.right);
          expect(toggler!.left, at).toBeGreaterThanOrEqual(search!.right);
          expect(width - toggler!.right, at).toBeLessThanOrEqual(24);
        }

        const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
        expect(top, `${at}: the heading's top is below the navbar`).toBeGreaterThanOrEqual(s.navBottom);

        expect(await page.evaluate(() => document.documentElement.scrollWidth), at).toBeLessThanOrEqual(
          width,
        );
        expect(await overflowing(page), at).toEqual([]);
      }
    });
  }

  for (const link of anchors) {
    test(`${link} lands whole below the navbar at every width`, async ({ page }) => {
      const id = link.split('#')[1]!;
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        // A fresh document each time: the same URL again would only be a scroll.
        await page.goto('about:blank');
        await page.goto(link);
        // An entry on a later page of a list sends the visitor there (a navigation, which ends
        // the evaluation it interrupts: measured again once it is over).
        const placed = () =>
          page
            .evaluate((id) => {
              const target = document.getElementById(id);
              if (!target) return 'missing';
              const nav = document.querySelector('nav.navbar')!.getBoundingClientRect();
              const r = target.getBoundingClientRect();
              if (r.top < nav.bottom) return `under the navbar (top ${r.top}, navbar to ${nav.bottom})`;
              // A target taller than the window can only start in it.
              if (r.bottom > innerHeight && r.height <= innerHeight - nav.bottom)
                return `cut at the bottom (${r.bottom})`;
              if (r.top > innerHeight) return `below the window (top ${r.top})`;
              return 'whole';
            }, id)
            .catch(() => 'navigating');
        await expect.poll(placed, { message: `${link} at ${width} px` }).toBe('whole');
        // Still there once hydration and late content have settled.
        await page.waitForLoadState('networkidle');
        expect(await placed(), `${link} at ${width} px, settled`).toBe('whole');
      }
    });
  }
});
