import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/common/page-header';
import type { ListDeclaration, ListModel } from '@/lib/queries/list';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { FilterableList } from './filterable-list';

export interface ListPageProps<T extends { _id: string }> {
  /** The list's model, from its declaration in lib/queries. */
  model: ListModel;
  items: readonly T[];
  /** One item's card. */
  card: (item: T) => ReactNode;
}

/** A list page's title, description, canonical URL and share tags, from its declaration. */
export function listMetadata(list: Pick<ListDeclaration<never>, 'page' | 'route'>): Metadata {
  return pageMetadata({ title: list.page.title, description: list.page.description, path: list.route });
}

/** The one list template: header, the declared filters, and every item's card, filtered in the browser. */
export function ListPage<T extends { _id: string }>({ model, items, card }: ListPageProps<T>) {
  const { title, icon, lead, columns } = model.page;
  const cards = Object.fromEntries(items.map((item) => [item._id, card(item)]));
  return (
    <>
      <PageHeader title={title} icon={icon} lead={lead} />
      <FilterableList model={model} cards={cards} columns={columns} />
    </>
  );
}
