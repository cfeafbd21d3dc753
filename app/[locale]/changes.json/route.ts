import { getChangesData } from '@/lib/queries/changes';

/**
 * The public half of "Changes for you": every recorded change in words and whom it can touch.
 * Prerendered from a read tagged with every content collection, so a write expires it; the
 * browser filters it by the player's roster and plans, and the service worker keeps a copy.
 */
export async function GET(): Promise<Response> {
  return Response.json(await getChangesData());
}
