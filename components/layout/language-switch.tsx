import Link from '@/components/common/page-link';
import { useLocale } from '#i18n/use-locale';
import { localeHref, siteLocaleNames, siteLocales } from '@/lib/i18n/locales';

/**
 * The footer's languages, each in its own name and language. The layout does not know the page's
 * path, so each link leads to that language's home page; in the browser, ClientNavigation sends a
 * click on a link with `hreflang` to the same page in that language, with its filters (query) and
 * anchor. Crawlers find each page's other languages in its head (hreflang). Every page carries it
 * twice (HTML and payload), so it holds no more attributes than these. After them, a link to the
 * Translations page (how much of the content each language translates), named `translations`.
 */
export function LanguageSwitch({ label, translations }: { label: string; translations: string }) {
  const current = useLocale();
  return (
    <nav aria-label={label}>
      <ul className="list-inline mb-0">
        {siteLocales.map((locale) => (
          <li key={locale} className="list-inline-item">
            <a
              href={localeHref('/', locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
            >
              {siteLocaleNames[locale]}
            </a>
          </li>
        ))}
        <li className="list-inline-item">
          <Link href="/translations">{translations}</Link>
        </li>
      </ul>
    </nav>
  );
}
