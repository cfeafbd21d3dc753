import Link from '@/components/common/page-link';
import { cacheLife } from 'next/cache';
import { siteConfig } from '@/lib/config/site';
import { LanguageSwitch } from './language-switch';

/** The year for the copyright line; every page is static, so it is computed with them and kept an hour. */
async function currentYear(): Promise<number> {
  'use cache';
  cacheLife('content');
  return new Date().getFullYear();
}

/** Footer: contact address, copyright with the current year, sister-wiki link, changelog and API. */
export async function SiteFooter() {
  const year = await currentYear();
  return (
    <footer className="lf-footer bg-body-tertiary border-top mt-5 py-4">
      <div className="container-xl d-flex flex-column flex-md-row gap-2 justify-content-between small">
        <p className="mb-0">
          © {year} {siteConfig.name}. Fan-made; not affiliated with the makers of {siteConfig.gameName}.
        </p>
        <p className="mb-0">
          Contact: <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>
        </p>
        <p className="mb-0">
          Sister wiki:{' '}
          <Link href={siteConfig.sisterWiki.href} rel="noopener">
            {siteConfig.sisterWiki.name}
          </Link>
        </p>
        <nav aria-label="About the wiki">
          <ul className="list-inline mb-0">
            {siteConfig.footerLinks.map((l) => (
              <li key={l.href} className="list-inline-item">
                <Link href={l.href}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch />
      </div>
    </footer>
  );
}
