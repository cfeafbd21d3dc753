import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/common/page-header';
import { OwnedFilterProvider } from '@/components/player/owned-filter';
import { gameModes } from '@/lib/content';
import { listPageText } from '@/lib/queries/list-model';
import { getTierlists, tierlistFilters } from '@/lib/queries/tierlists';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { entityHref } from '@/lib/kinds/registry';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import { listMetadata } from './list-page';
import { Tierlists } from './tierlists';

const [firstMode] = gameModes;

/** A mode's page: the first mode is /tierlist, each other /tierlist/<mode>. */
async function TierlistPage({ mode }: { mode: string }) {
  const { tierlists, characters, effectNames, model } = await getTierlists();
  const { title, icon, lead } = listPageText(tierlistFilters, await currentLocale());
  return (
    <>
      <PageHeader title={title} icon={icon} lead={lead} />
      <OwnedFilterProvider>
        <Tierlists
          tierlists={tierlists}
          mode={mode}
          characters={characters}
          effectNames={effectNames}
          model={model}
        />
      </OwnedFilterProvider>
    </>
  );
}

interface ModeProps {
  params: Promise<{ mode: string }>;
}

/** The mode a route names, other than the first (which is /tierlist itself). */
async function otherMode(params: ModeProps['params']): Promise<string> {
  const { mode } = await params;
  if (mode === firstMode || !(gameModes as readonly string[]).includes(mode)) notFound();
  return mode;
}

export const tierlistRoutes = {
  firstMetadata: () => listMetadata(tierlistFilters),
  FirstPage: () => <TierlistPage mode={firstMode} />,
  generateStaticParams: () => gameModes.filter((m) => m !== firstMode).map((mode) => ({ mode })),
  async generateMetadata({ params }: ModeProps): Promise<Metadata> {
    const mode = await otherMode(params);
    const locale = await currentLocale();
    const t = getT(locale, 'tierList');
    const name = term(locale, 'gameModes', mode);
    return pageMetadata({
      title: t('modeTitle', { mode: name }),
      description: t('modeDescription', { mode: name }),
      path: entityHref('tierlists', mode),
    });
  },
  ModePage: async ({ params }: ModeProps) => <TierlistPage mode={await otherMode(params)} />,
};
