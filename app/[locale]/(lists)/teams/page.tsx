import { PageHeader } from '@/components/common/page-header';
import { CuratedTeams } from '@/components/teams/curated-teams';
import { TeamBuilder } from '@/components/teams/team-builder';
import { kinds } from '@/lib/kinds/registry';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';
import { getCuratedTeamsInPageLocale } from '@/lib/queries/teams';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata() {
  const locale = await currentLocale();
  return pageMetadata({
    title: getT(locale, 'listTitles')('teams'),
    description: getT(locale, 'listDescriptions')('teams'),
    path: '/teams',
  });
}

export default async function TeamsPage() {
  const locale = await currentLocale();
  const { modes, effects } = await getCuratedTeamsInPageLocale();
  const t = getT(locale, 'teams');
  return (
    <>
      <PageHeader
        title={getT(locale, 'listTitles')('teams')}
        icon={kinds.teams.icon}
        lead={getT(locale, 'listLeads')('teams')}
      />
      <TeamBuilder
        labels={{
          loading: t('builderLoading'),
          failed: t('builderFailed', { error: '{error}' }),
          needsScript: t('builderNeedsScript'),
        }}
      />
      <CuratedTeams modes={modes} effects={effects} />
    </>
  );
}
