import { isSiteLocale, siteLocales } from '@/lib/i18n/locales';
import { getChangesData } from '@/lib/queries/changes';

/** Prerendered per language (a route handler has no layout above it to name the locales). */
export const generateStaticParams = () => siteLocales.map((locale) => ({ locale }));

interface Context {
  params: Promise<{ locale: string }>;
}

/**
 * The public half of "Changes for you" in a language (`/ja/changes.json`): every recorded change
 * in its words and whom it can touch. Prerendered from a read tagged with every content collection
 * (and the translations), so a write expires it; the browser filters it by the player's roster
 * and plans, and the service worker keeps a copy.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale: asked } = await params;
  return Response.json(await getChangesData(isSiteLocale(asked) ? asked : 'en'));
}
