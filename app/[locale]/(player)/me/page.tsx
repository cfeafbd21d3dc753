import type { Metadata } from 'next';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';
import { localeAlternates } from '@/lib/seo/page-metadata';
import { PageHeader } from '@/components/common/page-header';
import { YourData } from '@/components/player/your-data';
import type { SavedTeamLabels } from '@/components/teams/saved-team-list';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getRosterCatalog } from '@/lib/queries/roster';
import { yourDataLabels } from '@/components/player/player-labels';
import { teamsLabels } from '@/components/teams/teams-labels';

export const generateMetadata = async (): Promise<Metadata> => {
  const locale = await currentLocale();
  const t = getT(locale, 'player');
  return {
    title: t('title'),
    description: t('description'),
    alternates: localeAlternates('/me', locale).alternates,
    robots: { index: false },
  };
};

/** The saved-team list's words only: each word sent is in the page's payload. */
function savedTeamLabels(locale: SiteLocale): SavedTeamLabels {
  const all = teamsLabels(locale);
  return {
    modes: all.modes,
    noSaved: all.noSaved,
    savedTeams: all.savedTeams,
    savedTitleOf: all.savedTitleOf,
    noMembers: all.noMembers,
    loadInto: all.loadInto,
    load: all.load,
    deleteTitle: all.deleteTitle,
    confirmDelete: all.confirmDelete,
    delete: all.delete,
    copyLinkOf: all.copyLinkOf,
    linkCopied: all.linkCopied,
    copyLink: all.copyLink,
    shareLinkOf: all.shareLinkOf,
  };
}

/** A static page; what is stored is read in the browser. */
export default async function YourDataPage() {
  const [catalog, locale] = await Promise.all([getRosterCatalog(), currentLocale()]);
  const t = getT(locale, 'player');
  return (
    <>
      <PageHeader title={t('title')} icon="person-badge" lead={t('lead')} />
      <YourData
        names={Object.fromEntries(catalog.map((c) => [c._id, c.name]))}
        labels={yourDataLabels(locale)}
        teamLabels={savedTeamLabels(locale)}
      />
    </>
  );
}
