'use client';
import { useParams } from 'next/navigation';
import { defaultLocale, isSiteLocale, type SiteLocale } from './locales';

/** The page's locale in the browser: the `[locale]` route segment (the proxy gives English `/en`). */
export function useLocale(): SiteLocale {
  const locale = useParams<{ locale?: string }>()?.locale;
  return isSiteLocale(locale) ? locale : defaultLocale;
}
