import { isSiteLocale, siteLocales } from '@/lib/i18n/locales';
import { getSearchIndex } from '@/lib/queries/search';

/** Prerendered per language (a route handler has no layout above it to name the locales). */
export const generateStaticParams = () => siteLocales.map((locale) => ({ locale }));

interface Context {
  params: Promise<{ locale: string }>;
}

/**
 * The global search index in a language (`/ja/search-index.json`), one JSON document that the
 * navbar's box downloads on first focus. Prerendered from a cached read tagged with every
 * searched collection, so a write expires it.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale } = await params;
  return Response.json(await getSearchIndex(isSiteLocale(locale) ? locale : 'en'));
}
