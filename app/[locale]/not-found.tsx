import type { Metadata } from 'next';
import { useLocale } from '#i18n/use-locale';
import { SearchForm } from '@/components/common/search-form';
import Link from '@/components/common/page-link';
import { Icon } from '@/components/common/icon';
import { sections } from '@/lib/config/site';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';
import { siteSocial } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await currentLocale();
  const title = getT(locale, 'notFound')('title');
  const social = siteSocial(locale);
  return {
    title,
    robots: { index: false },
    openGraph: { ...social.openGraph, type: 'website', title },
    twitter: { ...social.twitter, title },
  };
}

/**
 * Next places this page's element in every page's RSC payload (twice: the root layout's boundary
 * and the route group's), so it is rendered and sent with every page, not only on a 404. It stays
 * small: a compact list of the sections rather than home's cards, which every page's HTML would
 * carry (the 150 KB HTML budget).
 */
export default function NotFound() {
  const locale = useLocale();
  const t = getT(locale, 'notFound');
  const kindLabel = getT(locale, 'kinds');
  return (
    <section className="py-4">
      <h1 className="h2">
        <Icon name="signpost-split" className="me-2" />
        {t('title')}
      </h1>
      <p className="lead">{t('lead')}</p>
      <div className="my-4 lf-narrow">
        <SearchForm />
      </div>
      <h2 className="h5 mb-3">{t('browse')}</h2>
      <ul className="list-inline">
        {sections.map((s) => (
          <li key={s.href} className="list-inline-item me-3 mb-2">
            <Link href={s.href}>{kindLabel(s.kind)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
