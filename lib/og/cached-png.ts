/*
 * Drawing a share image (satori, then resvg) costs far more than a cache read, and social
 * platforms, chat apps and crawlers fetch them again and again. Each drawing function caches its
 * PNG in a 'use cache' entry keyed by everything it draws (`cacheScope([])`, no tags): the first
 * request for a card draws it, later ones are a cache read. Freshness needs no tags: the card's
 * text comes from cached reads that a write expires, so an edited document gives a new card, a new
 * key and a new drawing.
 */

/** A PNG as bytes, the form a 'use cache' entry can keep. */
export type Png = Uint8Array<ArrayBuffer>;

/** The PNG bytes of a drawn image. */
export async function pngBytes(image: Response): Promise<Png> {
  return new Uint8Array(await image.arrayBuffer());
}

/**
 * A cached PNG as the response a metadata image route or route handler returns. Its URL stays
 * the same when the document changes, so browsers and the proxy ask again each time (the
 * Cache-Control Next gave the uncached images), and the server answers from its cache.
 */
export function pngResponse(png: Png): Response {
  return new Response(png, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=0, must-revalidate' },
  });
}
