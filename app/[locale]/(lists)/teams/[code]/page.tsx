import type { Metadata } from 'next';
import Link from '@/components/common/page-link';
import { PageHeader } from '@/components/common/page-header';
import { SharedTeam } from '@/components/teams/shared-team';
import { getSharedTeam } from '@/lib/queries/shared-team';
import { getTeamsData } from '@/lib/queries/teams';
import { encodeTeamCode } from '@/lib/player/team-code';
import { pageMetadata } from '@/lib/seo/page-metadata';

interface Props {
  params: Promise<{ code: string }>;
}

/**
 * A shared team, rendered on the server from its path for anyone (no JavaScript needed) and cached
 * per code for a bounded time (lib/queries/shared-team.ts). One example is prerendered; every
 * other code renders on its first request. A bad link gets a page naming what is wrong with it.
 */
export async function generateStaticParams() {
  const { modes, characters } = await getTeamsData();
  const mode = modes[0]!;
  return [
    {
      code: encodeTeamCode({ mode: mode.id, members: characters.slice(0, mode.squadSize).map((c) => c.id) }),
    },
  ];
}

const titleOf = (team: Awaited<ReturnType<typeof getSharedTeam>>) =>
  team.ok ? (team.label ?? `A shared team for ${team.mode.name}`) : 'This team link does not work';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { code } = await params;
  const team = await getSharedTeam(code);
  const title = titleOf(team);
  const description = team.ok
    ? `${team.members.map((m) => m.name).join(', ')}: ${team.report.total} synergy points in ${team.mode.name}, part by part.`
    : team.message;
  // The route's own opengraph-image (this team's card) stands in for the site's default image.
  return {
    ...(await pageMetadata({ title, description, path: `/teams/${code}`, ownImage: team.ok })),
    robots: { index: false },
  };
}

export default async function SharedTeamPage({ params }: Props) {
  const { code } = await params;
  const team = await getSharedTeam(code);
  if (!team.ok)
    return (
      <>
        <PageHeader title="This team link does not work" icon="signpost-split" lead={team.message} />
        <p>
          Build your own on the <Link href="/teams">teams page</Link>, or ask whoever shared it for the whole
          link.
        </p>
      </>
    );
  return (
    <>
      <PageHeader
        title={titleOf(team)}
        icon="people"
        lead={`A team for ${team.mode.name} that someone shared with you, scored part by part.`}
      >
        <Link className="btn btn-primary" href={`/teams?team=${code}`}>
          Open in the team builder
        </Link>
      </PageHeader>
      <SharedTeam team={team} />
      <p>
        <Link href="/teams">All teams</Link>
      </p>
    </>
  );
}
