import fs from 'node:fs';
import path from 'node:path';
import { entityHref } from '../lib/kinds/registry';
import { expect, readText, setTraitDescription, test, type Page } from './test';

/**
 * The Translations page (issue 37) in each language: every language's coverage as the store holds
 * it, and an editor's change to an English text showing its translations stale at once.
 */
const languages = [
  {
    locale: 'en',
    url: '/translations',
    heading: 'Translations',
    upToDate: 'Every translation is up to date.',
  },
  { locale: 'ja', url: '/ja/translations', heading: '翻訳状況', upToDate: 'すべての翻訳が最新です。' },
  {
    locale: 'es',
    url: '/es/translations',
    heading: 'Traducciones',
    upToDate: 'Todas las traducciones están al día.',
  },
] as const;

/** 100% as the page's language writes it (Spanish puts a space before the sign). */
const whole = (locale: string) => new Intl.NumberFormat(locale, { style: 'percent' }).format(1);

/** Keen Eye's name in a locale, as its translation file says. */
function keenEyeIn(locale: string): string {
  if (locale === 'en') return 'Keen Eye';
  const file = path.join(__dirname, '..', 'content', 'i18n', locale, 'traits', 'keen-eye.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string }).name;
}

/** The page's tables: one per translated language (Japanese, Spanish), each ending in its total. */
function totals(page: Page) {
  return page.getByRole('main').getByRole('table').locator('tfoot tr');
}

test.describe('the Translations page', () => {
  for (const { locale, url, heading, upToDate } of languages) {
    test(`${locale}: the heading in the language, and Japanese and Spanish wholly translated`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(totals(page)).toHaveCount(2);
      for (const total of await totals(page).all()) await expect(total).toContainText(whole(locale));
      await expect(page.getByRole('main').getByText(upToDate)).toHaveCount(2);
      // At 360 px the tables scroll in their own box; the page itself is no wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // The footer links to it after the languages, in the page's language.
      await expect(page.locator('footer').getByRole('link', { name: heading })).toHaveAttribute('href', url);
    });
  }

  test('an English text changed through the protocol shows its translations stale until it is restored', async ({
    page,
    request,
  }) => {
    const original = await readText(request, 'traits', 'keen-eye', 'description');
    await setTraitDescription(
      request,
      'Sharpened by the patch: +12% Crit chance while standing still. Attacks against targets under [[mark]] ignore 10% of their Defense.',
    );
    try {
      for (const { locale, url, upToDate } of languages) {
        await page.goto(url);
        // Listed under each language, under the name the language gives it, with its stale field.
        const listed = page.getByRole('main').getByRole('listitem').filter({ hasText: 'description' });
        await expect(listed).toHaveCount(2);
        for (const [i, translated] of (['ja', 'es'] as const).entries()) {
          const link = listed.nth(i).getByRole('link', { name: keenEyeIn(translated) });
          await expect(link).toHaveAttribute(
            'href',
            url.replace('/translations', '') + entityHref('traits', 'keen-eye'),
          );
        }
        // One field of thousands: each total falls short of 100% and counts one stale field.
        for (const total of await totals(page).all()) await expect(total).not.toContainText(whole(locale));
        await expect(page.getByRole('main').getByText(upToDate)).toHaveCount(0);
      }
    } finally {
      await setTraitDescription(request, original);
    }
    await page.goto('/ja/translations');
    for (const total of await totals(page).all()) await expect(total).toContainText(whole('ja'));
    await expect(page.getByRole('main').getByText('すべての翻訳が最新です。')).toHaveCount(2);
  });
});
