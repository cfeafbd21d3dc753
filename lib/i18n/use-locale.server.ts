import { use } from 'react';
import { currentLocale } from './current';
import type { SiteLocale } from './locales';

/** The page's locale in a server component: the `[locale]` root param (lib/i18n/current.ts). */
export function useLocale(): SiteLocale {
  return use(currentLocale());
}
