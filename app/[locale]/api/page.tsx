import type { Metadata } from 'next';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';
import { localeAlternates } from '@/lib/seo/page-metadata';
import { ApiReference } from '@/components/api/api-reference';
import { PageHeader } from '@/components/common/page-header';

export const generateMetadata = async (): Promise<Metadata> => {
  const locale = await currentLocale();
  const t = getT(locale, 'api');
  return {
    title: t('title'),
    description: t('description'),
    alternates: localeAlternates('/api', locale).alternates,
  };
};

export default async function ApiPage() {
  const t = getT(await currentLocale(), 'api');
  return (
    <>
      <PageHeader title={t('title')} icon="braces" lead={t('lead')} />
      <ApiReference />
    </>
  );
}
