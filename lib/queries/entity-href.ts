import type { ContentCollection } from '@/lib/content';

/** Where a document of each collection is shown: its own page, or its anchor on the list page. */
export function entityHref(collection: string, id: string): string {
  const pages: Partial<Record<ContentCollection, string>> = {
    characters: '/chars',
    gears: '/gears',
    events: '/events',
  };
  const page = pages[collection as ContentCollection];
  if (page) return `${page}/${id}`;
  // A mode's tier list: the first mode (story) is /tierlist itself.
  if (collection === 'tierlists') return id === 'story' ? '/tierlist' : `/tierlist/${id}`;
  return `/${collection}#${id}`;
}
