import { isSiteLocale, siteLocales } from '@/lib/i18n/locales';
import { getSearchIndex } from '@/lib/queries/search';
import { navbarResultWords, type NavbarSearchIndex } from '@/components/search/navbar-search-labels';

/** Prerendered per language (a route handler has no layout above it to name the locales). */
export const generateStaticParams = () => siteLocales.map((locale) => ({ locale }));

interface Context {
  params: Promise<{ locale: string }>;
}

/**
 * The global search index in a language (`/ja/search-index.json`), one JSON document that the
 * navbar's box downloads on first focus, with the words its results are shown with in that
 * language. Prerendered from a cached read tagged with every searched collection, so a write
 * expires it.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale: asked } = await params;
  const locale = isSiteLocale(asked) ? asked : 'en';
  const body: NavbarSearchIndex = { ...(await getSearchIndex(locale)), words: navbarResultWords(locale) };
  return Response.json(body);
}
