import Link from '@/components/common/page-link';
import { cacheLife } from 'next/cache';
import { siteConfig } from '@/lib/config/site';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';
import { LanguageSwitch } from './language-switch';

/** The year for the copyright line; every page is static, so it is computed with them and kept an hour. */
async function currentYear(): Promise<number> {
  'use cache';
  cacheLife('content');
  return new Date().getFullYear();
}

/** Footer: contact address, copyright with the current year, sister-wiki link, changelog and API. */
export async function SiteFooter() {
  const [year, locale] = await Promise.all([currentYear(), currentLocale()]);
  const t = getT(locale, 'footer');
  return (
    <footer className="lf-footer bg-body-tertiary border-top mt-5 py-4">
      <div className="container-xl d-flex flex-column flex-md-row gap-2 justify-content-between small">
        <p className="mb-0">
          {t('copyright', { year: String(year), site: siteConfig.name, game: siteConfig.gameName })}
        </p>
        <p className="mb-0">
          {t('contact')} <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>
        </p>
        <p className="mb-0">
          {t('sisterWiki')}{' '}
          <Link href={siteConfig.sisterWiki.href} rel="noopener">
            {siteConfig.sisterWiki.name}
          </Link>
        </p>
        <nav aria-label={t('about')}>
          <ul className="list-inline mb-0">
            {siteConfig.footerLinks.map((l) => (
              <li key={l.href} className="list-inline-item">
                <Link href={l.href}>{t(l.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch label={t('language')} translations={getT(locale, 'translations')('title')} />
      </div>
    </footer>
  );
}
