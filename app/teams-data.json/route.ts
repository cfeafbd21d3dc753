import { getTeamsData } from '@/lib/queries/teams';

/**
 * The compact teams data (characters' effect edges, modes' rules and threats) that the team
 * builder on /teams fetches once it is interactive, instead of carrying it in the page's HTML.
 * Prerendered from a cached read tagged with every collection it is built from.
 */
export async function GET(): Promise<Response> {
  return Response.json(await getTeamsData());
}
