import { signInWords } from '@/components/auth/sign-in-words';
import { isSiteLocale, siteLocales } from '@/lib/i18n/locales';

/** Prerendered per language (a route handler has no layout above it to name the locales). */
export const generateStaticParams = () => siteLocales.map((locale) => ({ locale }));

/**
 * The sign-in button's words in a language (`/ja/sign-in-words.json`), fetched by the button when
 * it first shows: only a site that configures Firebase shows it, and most of its words only in
 * its dialog, so no page carries them. They change only with the catalogs, at a deploy.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return Response.json(signInWords(isSiteLocale(locale) ? locale : 'en'));
}
