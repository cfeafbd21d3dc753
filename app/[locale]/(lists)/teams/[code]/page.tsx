import type { Metadata } from 'next';
import Link from '@/components/common/page-link';
import { PageHeader } from '@/components/common/page-header';
import { SharedTeam } from '@/components/teams/shared-team';
import { getSharedTeam } from '@/lib/queries/shared-team';
import { getTeamsData } from '@/lib/queries/teams';
import { encodeTeamCode } from '@/lib/player/team-code';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { currentLocale } from '@/lib/i18n/current';
import { getT, type Translator } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import type { SiteLocale } from '@/lib/i18n/locales';

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

type Team = Awaited<ReturnType<typeof getSharedTeam>>;

const modeName = (locale: SiteLocale, team: Team & { ok: true }) => term(locale, 'gameModes', team.mode.id);

const titleOf = (t: Translator<'teams'>, locale: SiteLocale, team: Team) =>
  team.ok ? (team.label ?? t('sharedTitle', { mode: modeName(locale, team) })) : t('brokenTitle');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { code } = await params;
  const locale = await currentLocale();
  const team = await getSharedTeam(code, locale);
  const t = getT(locale, 'teams');
  const title = titleOf(t, locale, team);
  const description = team.ok
    ? t('sharedDescription', {
        members: new Intl.ListFormat(locale, { type: 'unit' }).format(team.members.map((m) => m.name)),
        total: team.report.total,
        mode: modeName(locale, team),
      })
    : team.message;
  // The route's own opengraph-image (this team's card) stands in for the site's default image.
  return {
    ...(await pageMetadata({ title, description, path: `/teams/${code}`, ownImage: team.ok })),
    robots: { index: false },
  };
}

export default async function SharedTeamPage({ params }: Props) {
  const { code } = await params;
  const locale = await currentLocale();
  const team = await getSharedTeam(code, locale);
  const t = getT(locale, 'teams');
  if (!team.ok)
    return (
      <>
        <PageHeader title={t('brokenTitle')} icon="signpost-split" lead={team.message} />
        <p>
          {t('brokenBefore')}
          <Link href="/teams">{t('brokenLink')}</Link>
          {t('brokenAfter')}
        </p>
      </>
    );
  return (
    <>
      <PageHeader
        title={titleOf(t, locale, team)}
        icon="people"
        lead={t('sharedLead', { mode: modeName(locale, team) })}
      >
        <Link className="btn btn-primary" href={`/teams?team=${code}`}>
          {t('openInBuilder')}
        </Link>
      </PageHeader>
      <SharedTeam team={team} />
      <p>
        <Link href="/teams">{t('allTeams')}</Link>
      </p>
    </>
  );
}
