import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { FilterForm } from './filter-form';
import { formKey, type SearchParams } from './query';
import { ResultCount } from './result-count';

export interface FilteredListProps {
  /** The list route: the form's GET target and the "clear all filters" link. */
  action: string;
  label: string;
  params: SearchParams;
  filters: ReactNode;
  count: number;
  noun: [singular: string, plural: string];
  /** The list itself, shown when something matches. */
  children: ReactNode;
}

/** A list page's body: the URL-driven filter form, the result count, then the list or an empty state. */
export function FilteredList({ action, label, params, filters, count, noun, children }: FilteredListProps) {
  return (
    <>
      <FilterForm key={formKey(params)} action={action} label={label}>
        {filters}
      </FilterForm>
      <ResultCount count={count} noun={noun} />
      {count > 0 ? children : <EmptyState resetHref={action} what={noun[1]} />}
    </>
  );
}
