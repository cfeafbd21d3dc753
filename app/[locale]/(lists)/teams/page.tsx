import { PageHeader } from '@/components/common/page-header';
import { CuratedTeams } from '@/components/teams/curated-teams';
import { TeamBuilder } from '@/components/teams/team-builder';
import { teamsLabels } from '@/components/teams/teams-labels';
import { kinds } from '@/lib/kinds/registry';
import { getCuratedTeams } from '@/lib/queries/teams';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';

export const generateMetadata = async () => {
  const locale = await currentLocale();
  return pageMetadata({
    title: getT(locale, 'kinds')('teams'),
    description: getT(locale, 'teams')('description'),
    path: '/teams',
  });
};

export default async function TeamsPage() {
  const locale = await currentLocale();
  const { modes, effects } = await getCuratedTeams(locale);
  const t = getT(locale, 'teams');
  return (
    <>
      <PageHeader title={getT(locale, 'kinds')('teams')} icon={kinds.teams.icon} lead={t('lead')} />
      <TeamBuilder labels={teamsLabels(locale)} noscript={t('noscript')} />
      <CuratedTeams modes={modes} effects={effects} />
    </>
  );
}
