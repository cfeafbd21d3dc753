import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { locale as rootLocale } from 'next/root-params';
import { defaultLocale, isSiteLocale, type SiteLocale } from './locales';

/**
 * The locale a route handler under `app/[locale]` serves, which it names with inLocale: root params
 * are for pages and layouts, and a handler has its own `params`.
 */
const handlerLocale = new AsyncLocalStorage<SiteLocale>();

/** Runs `work` as the given locale's: the reads it makes are localized to it (lib/queries/read.ts). */
export function inLocale<T>(locale: SiteLocale, work: () => T): T {
  return handlerLocale.run(locale, work);
}

/**
 * The locale of the page being rendered: the `[locale]` root param (the proxy gives English pages
 * `/en`), read from the path alone so every page stays prerendered. Not inside 'use cache': a cached
 * read takes the locale as an argument instead.
 */
export async function currentLocale(): Promise<SiteLocale> {
  const handler = handlerLocale.getStore();
  if (handler) return handler;
  const locale = await rootLocale();
  return isSiteLocale(locale) ? locale : defaultLocale;
}
