import { getChangelogFeed } from '@/lib/queries/changelog-feed';

/** The changelog's Atom feed, built from the same cached reads as /changelog. */
export async function GET(): Promise<Response> {
  return new Response(await getChangelogFeed(), {
    headers: { 'content-type': 'application/atom+xml; charset=utf-8' },
  });
}
