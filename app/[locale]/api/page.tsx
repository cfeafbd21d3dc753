import type { Metadata } from 'next';
import { currentLocale } from '@/lib/i18n/current';
import { localeAlternates } from '@/lib/seo/page-metadata';
import { ApiReference } from '@/components/api/api-reference';
import { PageHeader } from '@/components/common/page-header';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: 'Data API',
  description:
    'Read the Lanternfall Codex data from your own tools: find and findOne over characters, skills, gear and more, with CORS and an OpenAPI 3.1 description.',
  alternates: localeAlternates('/api', await currentLocale()).alternates,
});

export default function ApiPage() {
  return (
    <>
      <PageHeader
        title="Data API"
        icon="braces"
        lead="Every character, skill, trait, effect, gear, tarot, engraving, event, enemy and tier list, as JSON, from any site."
      />
      <ApiReference />
    </>
  );
}
