import { cacheLife } from 'next/cache';

/**
 * Share images are drawn (satori, then resvg) in about 150 ms each, and social platforms, chat
 * apps and crawlers fetch them again and again. Each drawing function caches its PNG in a
 * 'use cache' entry keyed by everything it draws: the first request for a card draws it, later
 * ones are a cache read. Freshness needs no tags: the card's text comes from cached reads that a
 * write expires, so an edited document gives a new card, a new key and a new drawing.
 */
export function pngCacheLife(): void {
  // Outside a Next server (jest) nothing is cached and cacheLife would throw.
  if (process.env.NEXT_RUNTIME === 'nodejs') cacheLife('content');
}

/** The PNG bytes of a drawn image, the form a 'use cache' entry can keep. */
export async function pngBytes(image: Response): Promise<Uint8Array> {
  return new Uint8Array(await image.arrayBuffer());
}

/**
 * A cached PNG as the response a metadata image route or route handler returns. Its URL stays
 * the same when the document changes, so browsers and the proxy ask again each time (the
 * Cache-Control Next gave the uncached images), and the server answers from its cache.
 */
export function pngResponse(png: Uint8Array): Response {
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=0, must-revalidate' },
  });
}
