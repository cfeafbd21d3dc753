'use client';

import Link from '@/components/common/page-link';
import { useEffect, useRef } from 'react';
import { MAX_SEARCH_LENGTH, type ListModel, type ListState } from '@/lib/queries/list';
import { Icon } from '@/components/common/icon';
import { SmallSelect, type SmallSelectProps } from '@/components/common/small-select';
import type { FilterLabels } from './list-labels';

export interface ListFiltersProps {
  model: Pick<ListModel, 'route' | 'label' | 'controls' | 'sorts' | 'searchPlaceholder'>;
  state: ListState;
  /** The form's own words in the page's language, from the server (listLabels). */
  labels: FilterLabels;
  /** Applies a new state at once; without it (the server's HTML, before hydration) the form is hidden. */
  onChange?: (state: ListState) => void;
}

/**
 * A list's filter form, built from its declaration: a search box, a select per filter, a switch
 * per on/off filter and the sort. Every change applies at once in the browser. The pages are
 * static and never read the query, so submitting the form without JavaScript would only reload
 * the unfiltered page: the server's HTML holds the form invisible and disabled until it is live.
 * It keeps its place, so it appears on hydration without moving the list.
 */
export function ListFilters({ model, state, labels, onChange }: ListFiltersProps) {
  const text = useRef<HTMLInputElement>(null);
  // A reset from elsewhere (the empty state's link) clears the box unless the visitor is typing in it.
  useEffect(() => {
    const input = text.current;
    if (input && document.activeElement !== input && input.value.trim() !== state.q) input.value = state.q;
  }, [state.q]);

  const set = (patch: Partial<ListState>) => onChange?.({ ...state, ...patch });
  const setFilter = (name: string, value: string) => {
    const filters = { ...state.filters };
    if (value) filters[name] = value;
    else delete filters[name];
    set({ filters });
  };

  return (
    <form
      role="search"
      aria-label={model.label}
      // Marks the form live: from here on a change applies at once (tests wait for it).
      data-live={onChange ? '' : undefined}
      className={`mb-4${onChange ? '' : ' invisible'}`}
      onSubmit={(event) => {
        event.preventDefault();
        set({ q: text.current?.value.trim() ?? '' });
      }}
    >
      <fieldset disabled={!onChange} className="row g-2 align-items-end">
        <legend className="visually-hidden">{model.label}</legend>
        <div className="col-12 col-sm-8 col-lg-3">
          <label htmlFor="filter-q" className="form-label small mb-1">
            {labels.search}
          </label>
          <input
            ref={text}
            id="filter-q"
            type="search"
            name="q"
            className="form-control form-control-sm"
            defaultValue={state.q}
            placeholder={model.searchPlaceholder}
            maxLength={MAX_SEARCH_LENGTH}
            onChange={(event) => set({ q: event.currentTarget.value.trim() })}
          />
        </div>
        {model.controls.map((control) =>
          control.kind === 'switch' || control.kind === 'owned' ? (
            <div key={control.name} className="col-auto">
              <div className="form-check form-switch mb-1">
                <input
                  id={`filter-${control.name}`}
                  className="form-check-input"
                  type="checkbox"
                  role="switch"
                  name={control.name}
                  value="1"
                  checked={state.filters[control.name] === '1'}
                  onChange={(event) => setFilter(control.name, event.currentTarget.checked ? '1' : '')}
                />
                <label htmlFor={`filter-${control.name}`} className="form-check-label">
                  {control.label}
                </label>
              </div>
            </div>
          ) : (
            <SelectField
              key={control.name}
              id={`filter-${control.name}`}
              name={control.name}
              label={control.label}
              value={state.filters[control.name] ?? ''}
              options={[{ value: '', label: labels.any }, ...control.options]}
              onChange={(value) => setFilter(control.name, value)}
            />
          ),
        )}
        {model.sorts.length > 1 && (
          <SelectField
            id="filter-sort"
            name="sort"
            label={labels.sortBy}
            value={state.sort}
            options={model.sorts}
            onChange={(value) => set({ sort: value })}
          />
        )}
        <div className="col-auto d-flex gap-2">
          <button type="submit" className="btn btn-primary">
            <Icon name="funnel" className="me-1" />
            {labels.apply}
          </button>
          <Link href={model.route} className="btn btn-outline-secondary">
            {labels.reset}
          </Link>
        </div>
      </fieldset>
    </form>
  );
}

interface SelectFieldProps extends Omit<SmallSelectProps, 'style' | 'aria-label'> {
  name: string;
  label: string;
}

/** A filter's or the sort's drop-down, labelled above, in a column of the form's row. */
function SelectField({ label, ...select }: SelectFieldProps) {
  return (
    <div className="col-6 col-sm-4 col-lg-2">
      <label htmlFor={select.id} className="form-label small mb-1">
        {label}
      </label>
      <SmallSelect {...select} />
    </div>
  );
}
