import 'server-only';
import { findOne } from '@/lib/data';
import type { DetailKind } from '@/lib/kinds/registry';

// The protocol has no delete, so an id once found stays found: each process asks the store at
// most once per existing entity. Unknown ids are not remembered (an insert may add them later).
const known = new Set<string>();

/**
 * Whether a detail page has an entity to show. Used by proxy.ts before any render, so an unknown
 * id is answered by the not-found page with its body in the first HTML (a page's notFound()
 * renders an empty error shell under Cache Components). A store that cannot answer says yes: the
 * page then renders and decides itself.
 */
export async function entityExists(collection: DetailKind, id: string): Promise<boolean> {
  const key = `${collection}/${id}`;
  if (known.has(key)) return true;
  try {
    const doc = await findOne(collection, { _id: id }, { projection: { _id: 1 } });
    if (doc) known.add(key);
    return doc !== null;
  } catch {
    return true;
  }
}
