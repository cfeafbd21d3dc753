import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/common/page-header';
import { kindRoute } from '@/lib/kinds/registry';
import {
  forPage,
  pageCount,
  pageIds,
  type ListData,
  type ListDeclaration,
  type ListName,
} from '@/lib/queries/list';
import { currentLocale } from '@/lib/i18n/current';
import { listPageText } from '@/lib/queries/list-model';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { useLocale } from '#i18n/use-locale';
import { FilterableList } from './filterable-list';
import { listLabels } from './list-labels';
import { Pagination } from './pagination';

export interface ListPageProps<T extends { _id: string }, C> {
  /** The list's name in the registry of paged lists, whose whole data a filter fetches. */
  name?: ListName;
  /** The whole list, from its query in lib/queries. */
  data: ListData<T, C>;
  /** Which page of the canonical list this is (1-based). */
  page: number;
  /** One item's card. */
  card: (item: T, context: C) => ReactNode;
  /** Said under the declared lead, where a list needs more than words (the events' time zone). */
  note?: ReactNode;
}

/** A list page's title, description, canonical URL and share tags, from its declaration. */
export async function listMetadata(list: Pick<ListDeclaration<never>, 'kind' | 'page'>): Promise<Metadata> {
  const locale = await currentLocale();
  const { title, description } = listPageText(list, locale);
  return pageMetadata({ title, description, path: kindRoute(list.kind) });
}

/**
 * The one list template: header, the declared filters, and one page of the canonical list, each
 * card rendered here. Filtering in the browser spans the whole list (FilterableList).
 */
export function ListPage<T extends { _id: string }, C>({
  name,
  data,
  page,
  card,
  note,
}: ListPageProps<T, C>) {
  const locale = useLocale();
  // The model is in the page's language already (built per language: lib/queries/list-model.ts).
  const { model, items, context } = data;
  const { title, icon, lead, columns } = model.page;
  const byId = new Map(items.map((item) => [item._id, item]));
  const cards = Object.fromEntries(
    pageIds(model, page).flatMap((id) => {
      const item = byId.get(id);
      return item ? [[id, card(item, context)]] : [];
    }),
  );
  return (
    <>
      <PageHeader
        title={title}
        icon={icon}
        lead={
          note ? (
            <>
              {lead}
              {note}
            </>
          ) : (
            lead
          )
        }
      />
      <FilterableList
        name={name}
        model={forPage(model, page)}
        page={page}
        cards={cards}
        columns={columns}
        labels={listLabels(locale, model.kind)}
        // The cards' words, once for the entries drawn in the browser.
        words={(context as { words?: unknown }).words}
        pager={
          pageCount(model) > 1 && (
            <Pagination route={model.route} page={page} count={pageCount(model)} noun={model.noun} />
          )
        }
      />
    </>
  );
}
