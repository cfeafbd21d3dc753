import { renderToStaticMarkup } from 'react-dom/server';
import TranslationsPage from '@/app/[locale]/translations/page';
import { locales, translatableFields } from '@/lib/content/i18n';
import { createDataClient } from '@/lib/data';
import { inLocale } from '@/lib/i18n/current';
import type { SiteLocale } from '@/lib/i18n/locales';
import { runSeed } from '@/lib/seed';
import { withTestStore } from '@/lib/store/test-store';
import { getTranslationCoverage, type LocaleCoverage } from './translation-coverage';

// The Translations page's figures, read from the real store filled with the sample game and its
// translations: what an editor's change to an English text does to them.

let pageLocale: SiteLocale = 'en';
jest.mock('#i18n/use-locale', () => ({ useLocale: () => pageLocale }));

withTestStore();
const system = createDataClient({ system: true });
// Its interaction with Mark must stay marked in the text.
const keenEye =
  'Sharpened by the patch: +12% Crit chance while standing still. Attacks against targets under [[mark]] ignore 10% of their Defense.';
let original = '';

beforeAll(async () => {
  const result = await runSeed({ client: system, log: () => {} });
  expect(result.issues).toEqual([]);
  original = (await system.findOne('traits', { _id: 'keen-eye' }))!.description;
});

const of = (coverage: LocaleCoverage[], locale: string) => coverage.find((c) => c.locale === locale)!;

/** The page as a reader of a locale gets it, as HTML. */
async function renderPage(locale: SiteLocale): Promise<string> {
  pageLocale = locale;
  return renderToStaticMarkup(await inLocale(locale, () => TranslationsPage()));
}

test('the sample game ships every required field translated in Japanese and Spanish, none stale', async () => {
  const coverage = await getTranslationCoverage();
  expect(coverage.map((c) => c.locale)).toEqual([...locales]);
  for (const { locale, rows, total, stale } of coverage) {
    expect(rows.map((r) => r.collection)).toEqual(Object.keys(translatableFields));
    for (const row of rows)
      expect([locale, row.collection, row.translated]).toEqual([locale, row.collection, row.required]);
    // Characters, skills and traits alone hold hundreds of texts: the count walked the documents.
    expect(total.required).toBeGreaterThan(1000);
    expect(total).toMatchObject({ translated: total.required, stale: 0, fallBack: 0 });
    expect(stale).toEqual([]);
  }
});

describe('after an editor changes an English text', () => {
  beforeAll(async () => {
    await system.updateOne('traits', { _id: 'keen-eye' }, { description: keenEye });
  });
  afterAll(async () => {
    await system.updateOne('traits', { _id: 'keen-eye' }, { description: original });
  });

  test("each locale's translation of it is stale, and the coverage drops by that field", async () => {
    const coverage = await getTranslationCoverage();
    for (const [locale, name] of [
      ['ja', '鋭い眼'],
      ['es', expect.any(String)],
    ] as const) {
      const { rows, total, stale } = of(coverage, locale);
      const traits = rows.find((r) => r.collection === 'traits')!;
      expect(traits).toMatchObject({ stale: 1, translated: traits.required - 1 });
      expect(total).toMatchObject({ stale: 1, translated: total.required - 1 });
      // Listed under the name the locale shows (the name itself is still current).
      expect(stale).toEqual([{ collection: 'traits', id: 'keen-eye', name, field: 'description' }]);
      expect(stale[0]!.name).not.toBe('Keen Eye');
    }
  });

  test('the page lists it, in the Japanese page with Japanese words', async () => {
    const html = await renderPage('ja');
    expect(html).toContain('翻訳状況');
    expect(html).toContain('要更新');
    expect(html).toContain('更新待ちの翻訳');
    // Kind names from the kinds catalog, the languages' names and the figures in Japanese.
    expect(html).toContain('特性');
    expect(html).toContain('スペイン語');
    expect(html).toContain('href="/ja/traits#keen-eye"');
    expect(html).not.toContain('Waiting for an update');
    expect(html).not.toContain('>Collection<');
  });
});

test('English and Spanish say it in their words, and the figures are whole again once the English is restored', async () => {
  const en = await renderPage('en');
  expect(en).toContain('Translations');
  expect(en).toContain('Japanese');
  expect(en).toContain('100%');
  expect(en).toContain('Every translation is up to date.');
  const es = await renderPage('es');
  expect(es).toContain('Traducciones');
  expect(es).toContain('Japonés');
  expect(es).toContain(new Intl.NumberFormat('es', { style: 'percent' }).format(1));
  expect(es).not.toContain('Pendientes de actualizar');
});
