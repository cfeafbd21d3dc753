import type { SiteLocale } from './locales';

/**
 * The page's locale on the server. Until the app's routes move under `app/[locale]`, every page is
 * English; then this reads the root param.
 */
export function useLocale(): SiteLocale {
  return 'en';
}
