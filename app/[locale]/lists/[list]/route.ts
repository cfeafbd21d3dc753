import { isListName, listNames } from '@/lib/kinds/registry';
import { inLocale } from '@/lib/i18n/current';
import { isSiteLocale, siteLocales } from '@/lib/i18n/locales';
import { lists } from '@/lib/queries/lists';

interface Context {
  params: Promise<{ list: string; locale: string }>;
}

/** Every list's document is prerendered; its reads are tagged, so a write expires it. */
// A route handler has no layout above it to name the locales, so it names them itself.
export const generateStaticParams = () =>
  siteLocales.flatMap((locale) => listNames.map((list) => ({ locale, list })));

/**
 * A whole list as one JSON document (model, items, what the cards show besides the item): what a
 * list page fetches when a visitor first filters it, so a filter spans every page; in the page's
 * language (`/ja/lists/chars`).
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { list, locale } = await params;
  if (!isListName(list) || !isSiteLocale(locale)) {
    return Response.json(
      { error: { code: 'not_found', message: `There is no list named "${list}"` } },
      { status: 404 },
    );
  }
  return Response.json(await inLocale(locale, () => lists[list].load()));
}
