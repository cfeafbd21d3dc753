import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, type ComponentType, type ReactNode } from 'react';
import { kindRoute } from '@/lib/kinds/registry';
import {
  entryContext,
  otherPageNumber,
  otherPageParams,
  pageCount,
  pageHref,
  type ListName,
} from '@/lib/queries/list';
import { listPageText } from '@/lib/queries/list-model';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';
import { lists, type ListDataOf } from '@/lib/queries/lists';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ListPage, listMetadata } from './list-page';

interface PageProps {
  params: Promise<{ n: string }>;
}

/** A list's card, as its route draws it from the list's data. */
export type CardOf<N extends ListName> = (
  item: ListDataOf<N>['items'][number],
  context: ListDataOf<N>['context'],
) => ReactNode;

/**
 * A list's card as a client component, drawn from its item and the context of that item alone;
 * its words come from the list page (CardWordsProvider).
 */
export type EntryOf<N extends ListName> = ComponentType<{
  item: ListDataOf<N>['items'][number];
  context: Omit<ListDataOf<N>['context'], 'words'>;
}>;

/**
 * A card drawn in the browser from its data: the page's payload then carries each entry's fields
 * rather than the element tree the server drew from them (every class name and attribute, a
 * second copy of the HTML), so a page holds twice as many entries within its weight budget.
 */
export function entryCard<N extends ListName>(Entry: EntryOf<N>): CardOf<N> {
  return function drawEntry(item, context) {
    // The store's stamps (import times) are shown nowhere: the payload need not carry them.
    const shown = Object.fromEntries(
      Object.entries(item).filter(([key]) => key !== 'createdAt' && key !== 'updatedAt'),
    ) as typeof item;
    return <Entry item={shown} context={entryContext(context, item._id)} />;
  };
}

/**
 * The exports of a list's two routes: its first page (`page.tsx`) and the others (`page/[n]`).
 * Each route passes its own card, so it ships only its own list's client components, and what its
 * cards share on every page (`Shared`, e.g. the character list's owned-only switch).
 */
export function listPages<N extends ListName>(
  name: N,
  card: CardOf<N>,
  Shared: (props: { children: ReactNode }) => ReactNode = ({ children }) => children,
) {
  const { list } = lists[name];
  // Once per request: the page and its metadata read the same list.
  const load = cache(lists[name].load as () => Promise<ListDataOf<N>>);
  const draw = card as (item: { _id: string }, context: unknown) => ReactNode;

  async function render(page: number | undefined) {
    const data = await load();
    if (page === undefined || page > pageCount(data.model)) notFound();
    return (
      <Shared>
        <ListPage name={name} data={data} page={page} card={draw} />
      </Shared>
    );
  }

  return {
    firstMetadata: () => listMetadata(list),
    FirstPage: () => render(1),
    /** Every page after the first is prerendered; a page that appears later renders on request. */
    generateStaticParams: async () => otherPageParams(pageCount((await load()).model)),
    async generateMetadata({ params }: PageProps): Promise<Metadata> {
      const page = otherPageNumber((await params).n);
      const count = pageCount((await load()).model);
      if (page === undefined || page > count) notFound();
      const locale = await currentLocale();
      const { title, description } = listPageText(list, locale);
      const t = getT(locale, 'listUi');
      return pageMetadata({
        title: t('pageTitle', { title, page, count }),
        description: t('pageDescription', { description, page, count }),
        path: pageHref(kindRoute(list.kind), page),
      });
    },
    OtherPage: async ({ params }: PageProps) => render(otherPageNumber((await params).n)),
  };
}
