import { getEffectRelations } from '@/lib/queries/effect-graph';
import { readIds } from '@/lib/queries/read';

interface Context {
  params: Promise<{ effect: string }>;
}

/** One document per effect, prerendered; its read is tagged with every source collection. */
export const generateStaticParams = async () => (await readIds('effects')).map(({ id }) => ({ effect: id }));

/**
 * Everything that applies, removes, prevents, resists, extends, spreads or benefits from one
 * effect (the graph's summary): what the navbar's box loads to answer "what removes burn".
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { effect } = await params;
  const ids = await readIds('effects');
  if (!ids.some(({ id }) => id === effect)) {
    return Response.json(
      { error: { code: 'not_found', message: `There is no effect "${effect}"` } },
      { status: 404 },
    );
  }
  return Response.json(await getEffectRelations(effect));
}
