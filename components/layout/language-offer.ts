import {
  isSiteLocale,
  localeHref,
  localeOfPath,
  siteLocaleNames,
  siteLocales,
  type SiteLocale,
} from '@/lib/i18n/locales';

/** The offer's words, in the language offered: a reader who prefers it reads it best. */
const words: Record<SiteLocale, { text: string; go: string; close: string }> = {
  en: { text: 'This page is also in English.', go: 'Read it in English', close: 'No thanks' },
  ja: { text: 'このページは日本語でも読めます。', go: '日本語で読む', close: '閉じる' },
  es: { text: 'Esta página también está en español.', go: 'Leer en español', close: 'No, gracias' },
};

/** Where a visitor's answer is kept, so the offer is made once. */
export const OFFER_KEY = 'lf-language-offer';

/**
 * The one-time offer of the page in the language the browser prefers: a small bar at the foot of
 * the screen, never a redirect. Loaded only when there is something to offer (ClientNavigation).
 */
export function offerLanguage(locale: SiteLocale): void {
  const { text, go, close } = words[locale];
  const bar = document.createElement('aside');
  bar.className = 'lf-language-offer alert alert-info d-flex flex-wrap align-items-center gap-2 shadow m-0';
  bar.lang = locale;
  bar.setAttribute('aria-label', siteLocaleNames[locale]);
  const message = document.createElement('span');
  message.textContent = text;
  const link = document.createElement('a');
  link.className = 'btn btn-sm btn-primary';
  link.textContent = go;
  link.hreflang = locale;
  link.href = localeHref(location.pathname + location.search + location.hash, locale);
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'btn btn-sm btn-outline-secondary';
  dismiss.textContent = close;
  const answer = () => localStorage.setItem(OFFER_KEY, locale);
  link.addEventListener('click', answer);
  dismiss.addEventListener('click', () => {
    answer();
    bar.remove();
  });
  bar.append(message, link, dismiss);
  document.body.append(bar);
}

/** The offer, when the browser prefers another of the site's languages than the page's, and none was answered. */
export function offerPreferred(): void {
  if (localStorage.getItem(OFFER_KEY) !== null) return;
  const current = localeOfPath(location.pathname);
  const preferred = navigator.languages
    .map((tag) => tag.slice(0, 2).toLowerCase())
    .find((tag) => (siteLocales as readonly string[]).includes(tag));
  if (isSiteLocale(preferred) && preferred !== current) offerLanguage(preferred);
}

/**
 * The page being read in the language whose home is `home` (`/`, `/ja`, `/es`): where the footer's
 * language links go (ClientNavigation), with the page's query and anchor added by the caller.
 */
export function samePageIn(home: string): string {
  return localeHref(location.pathname, localeOfPath(home));
}
