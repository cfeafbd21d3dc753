import 'server-only';
import { siteConfig } from '@/lib/config/site';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';

/**
 * The site's own title, description and keywords in a language: the head's defaults, the home
 * page's title and the WebSite JSON-LD. The names in them (site, game) stay as they are.
 */
export function siteWords(locale: SiteLocale) {
  const t = getT(locale, 'site');
  return {
    title: t('homeTitle', { site: siteConfig.name, game: siteConfig.gameName }),
    description: t('description'),
    keywords: t('keywords').split(/,\s*/),
  };
}
