'use client';

import { useEffect, useState } from 'react';
import type { ListName } from '@/lib/queries/list';
import type { WholeList } from './whole-list-load';

/** Loads of this page's lifetime, so going back to a filter does not fetch the list again. */
const loads = new Map<ListName, Promise<WholeList>>();

/** The whole list, fetched (once) as soon as `wanted`; `error` when it could not be loaded. */
export function useWholeList(
  name: ListName | undefined,
  wanted: boolean,
): { data?: WholeList; error?: boolean } {
  const [state, setState] = useState<{ data?: WholeList; error?: boolean }>({});
  useEffect(() => {
    if (!name || !wanted || state.data) return;
    let live = true;
    let pending = loads.get(name);
    if (!pending) {
      pending = import('./whole-list-load').then((m) => m.loadWholeList(name));
      loads.set(name, pending);
      // A failed load may be tried again by the next filter change.
      pending.catch(() => loads.delete(name));
    }
    pending.then(
      (data) => live && setState({ data }),
      () => live && setState({ error: true }),
    );
    return () => {
      live = false;
    };
  }, [name, wanted, state.data]);
  return state;
}
