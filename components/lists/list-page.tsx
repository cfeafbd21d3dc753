import type { ReactNode } from 'react';
import { PageHeader } from '@/components/common/page-header';
import type { ListModel } from '@/lib/queries/list';
import { FilterableList } from './filterable-list';

export interface ListPageProps<T extends { _id: string }> {
  title: string;
  icon: string;
  lead: string;
  /** The list's model, from its declaration in lib/queries. */
  model: ListModel;
  items: readonly T[];
  /** One item's card. */
  card: (item: T) => ReactNode;
  /** Bootstrap row-cols classes of the grid, e.g. "row-cols-1 row-cols-lg-2". */
  columns: string;
}

/** The one list template: header, the declared filters, and every item's card, filtered in the browser. */
export function ListPage<T extends { _id: string }>({
  title,
  icon,
  lead,
  model,
  items,
  card,
  columns,
}: ListPageProps<T>) {
  return (
    <>
      <PageHeader title={title} icon={icon} lead={lead} />
      <FilterableList
        model={model}
        cards={Object.fromEntries(items.map((item) => [item._id, card(item)]))}
        columns={columns}
      />
    </>
  );
}
