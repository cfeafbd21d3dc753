import { getSearchRelations } from '@/lib/queries/search';

/**
 * Every effect's relation lists, which the navbar's box downloads the first time a query is a
 * relation question ("what removes burn"). Prerendered from a cached read tagged with every
 * source collection, so a write expires it.
 */
export async function GET(): Promise<Response> {
  return Response.json(await getSearchRelations());
}
