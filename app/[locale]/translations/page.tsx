import type { Metadata } from 'next';
import { PageHeader } from '@/components/common/page-header';
import { CoverageTable } from '@/components/translations/coverage-table';
import { StaleList } from '@/components/translations/stale-list';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';
import { getTranslationCoverage } from '@/lib/queries/translation-coverage';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = getT(await currentLocale(), 'translations');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/translations' });
}

/** How much of the content each language translates, read from the store (issue 37). */
export default async function TranslationsPage() {
  const [locale, coverage] = await Promise.all([currentLocale(), getTranslationCoverage()]);
  const t = getT(locale, 'translations');
  return (
    <>
      <PageHeader title={t('title')} icon="translate" lead={t('lead')} />
      {coverage.map((each) => (
        <section key={each.locale} className="mb-5">
          <CoverageTable coverage={each} />
          <StaleList coverage={each} />
        </section>
      ))}
    </>
  );
}
