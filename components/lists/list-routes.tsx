import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CompareSelectionProvider } from '@/components/compare/compare-selection';
import { OwnedFilterProvider } from '@/components/player/owned-filter';
import { characterList, getCharacterList } from '@/lib/queries/characters';
import { effectList, getEffectList } from '@/lib/queries/effects';
import { enemyList, getEnemyList } from '@/lib/queries/enemies';
import { engravingList, getEngravingList } from '@/lib/queries/engravings';
import { gearList, getGearList } from '@/lib/queries/gears';
import { pageCount, pageHref, parsePage, type ListData, type ListName } from '@/lib/queries/list';
import { getSkillList, skillList } from '@/lib/queries/skills';
import { getTarotList, tarotList } from '@/lib/queries/tarots';
import { getTraitList, traitList } from '@/lib/queries/traits';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { characterListCard } from './character-card';
import { effectListCard } from './effect-card';
import { enemyListCard } from './enemy-card';
import { engravingListCard } from './engraving-card';
import { gearListCard } from './gear-card';
import { ListPage, listMetadata } from './list-page';
import { skillListCard } from './skill-card';
import { tarotListCard } from './tarot-card';
import { traitListCard } from './trait-card';

/** A list as its routes serve it: its wording, how its data is read and how a card is drawn. */
interface ListRoute<T extends { _id: string }, C> {
  list: { route: string; page: { title: string; description: string } };
  load: () => Promise<ListData<T, C>>;
  card: (item: T, context: C) => ReactNode;
  /** Client state the list's cards share (the roster's owned-only switch, the compare tray). */
  wrap?: (page: ReactNode) => ReactNode;
}

type AnyListRoute = ListRoute<{ _id: string }, unknown>;

/** Checks that a list's card takes what its query gives, then keeps it beside the others. */
const route = <T extends { _id: string }, C>(r: ListRoute<T, C>) => r as unknown as AnyListRoute;

/** Every list page, by name: `/<name>` is its first page, `/<name>/page/<n>` the others. */
const listRoutes: Record<ListName, AnyListRoute> = {
  chars: route({
    list: characterList,
    load: getCharacterList,
    card: characterListCard,
    wrap: (page) => (
      <OwnedFilterProvider>
        <CompareSelectionProvider>{page}</CompareSelectionProvider>
      </OwnedFilterProvider>
    ),
  }),
  gears: route({ list: gearList, load: getGearList, card: gearListCard }),
  skills: route({ list: skillList, load: getSkillList, card: skillListCard }),
  traits: route({ list: traitList, load: getTraitList, card: traitListCard }),
  effects: route({ list: effectList, load: getEffectList, card: effectListCard }),
  tarots: route({ list: tarotList, load: getTarotList, card: tarotListCard }),
  engravings: route({ list: engravingList, load: getEngravingList, card: engravingListCard }),
  enemies: route({ list: enemyList, load: getEnemyList, card: enemyListCard }),
};

/** A whole list's data (the JSON document behind filtering, app/lists/[list]). */
export function loadList(name: ListName): Promise<ListData> {
  return listRoutes[name].load();
}

interface PageProps {
  params: Promise<{ n: string }>;
}

/** The exports of a list's two routes: its first page (`page.tsx`) and the others (`page/[n]`). */
export function listPages(name: ListName) {
  const { list, load, card, wrap = (page) => page } = listRoutes[name];

  async function render(page: number | undefined) {
    const data = await load();
    if (page === undefined || page > pageCount(data.model)) notFound();
    return wrap(<ListPage name={name} data={data} page={page} card={card} />);
  }

  async function pageNumber(params: PageProps['params']): Promise<number | undefined> {
    const page = parsePage((await params).n);
    // The first page is the list's own route; /<list>/page/1 names no page of its own.
    return page === 1 ? undefined : page;
  }

  return {
    metadata: listMetadata(list),
    FirstPage: () => render(1),
    /** Every page after the first is prerendered; a page that appears later renders on request. */
    async generateStaticParams(): Promise<{ n: string }[]> {
      const count = pageCount((await load()).model);
      // Cache Components wants at least one sample; a one-page list's page 2 is a prerendered 404.
      return Array.from({ length: Math.max(1, count - 1) }, (_, i) => ({ n: String(i + 2) }));
    },
    async generateMetadata({ params }: PageProps): Promise<Metadata> {
      const page = await pageNumber(params);
      const count = pageCount((await load()).model);
      if (page === undefined || page > count) notFound();
      return pageMetadata({
        title: `${list.page.title}, page ${page} of ${count}`,
        description: `${list.page.description} Page ${page} of ${count}.`,
        path: pageHref(list.route, page),
      });
    },
    OtherPage: async ({ params }: PageProps) => render(await pageNumber(params)),
  };
}
