import { PageHeader } from '@/components/common/page-header';
import { CuratedTeams } from '@/components/teams/curated-teams';
import { TeamBuilder } from '@/components/teams/team-builder';
import { kinds } from '@/lib/kinds/registry';
import { getCuratedTeams } from '@/lib/queries/teams';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () =>
  pageMetadata({
    title: kinds.teams.title,
    description:
      'Lanternfall teams for story, arena and boss: curated squads with the reason they work and a synergy score read from what each skill does.',
    path: '/teams',
  });

export default async function TeamsPage() {
  const { modes, effects } = await getCuratedTeams();
  return (
    <>
      <PageHeader
        title={kinds.teams.title}
        icon={kinds.teams.icon}
        lead="Squads per game mode, with every point of their synergy explained by the skills behind it."
      />
      <TeamBuilder />
      <CuratedTeams modes={modes} effects={effects} />
    </>
  );
}
