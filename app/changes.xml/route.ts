import type { NextRequest } from 'next/server';
import { getRosterFeed, RosterFeedError } from '@/lib/queries/changes-feed';

/**
 * The Atom feed of one roster's changes, the roster encoded in the URL (lib/player/roster-code).
 * Rendered per URL from the cached changelog data, so no URL adds a server cache entry; shared
 * caches may keep each URL a few minutes. A bad code is a 400 naming the problem.
 */
export async function GET(request: NextRequest): Promise<Response> {
  try {
    const xml = await getRosterFeed(request.nextUrl.searchParams.get('roster'));
    return new Response(xml, {
      headers: {
        'content-type': 'application/atom+xml; charset=utf-8',
        'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
      },
    });
  } catch (error) {
    if (!(error instanceof RosterFeedError)) throw error;
    return Response.json(
      { error: { code: 'bad_request', message: error.message } },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    );
  }
}
