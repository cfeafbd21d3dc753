import { getSearchIndex } from '@/lib/queries/search';

/**
 * The global search index, one JSON document that the navbar's box downloads on first focus.
 * Prerendered from a cached read tagged with every searched collection, so a write expires it.
 */
export async function GET(): Promise<Response> {
  return Response.json(await getSearchIndex());
}
