// No zod here: the list pages' compare selection imports this module into the browser.
import { MAX_LEVEL, MAX_RANK } from '@/lib/content/stats';

/** How many characters the compare page shows side by side. */
export const COMPARE_LIMIT = 4;

/** The level and rank a comparison shows stats at. */
export interface CompareAt {
  level: number;
  rank: number;
}

/**
 * The query of a comparison: the ids, then level and rank unless they are the defaults (max), so
 * the plain link stays short and the one that names a level keeps it.
 */
function compareQuery(ids: readonly string[], at?: CompareAt): string {
  const levelRank = at && (at.level !== MAX_LEVEL || at.rank !== MAX_RANK);
  return `ids=${ids.join(',')}${levelRank ? `&level=${at.level}&rank=${at.rank}` : ''}`;
}

/** The compare page's URL for these ids (at a level and rank). */
export const compareHref = (ids: readonly string[], at?: CompareAt) => `/compare?${compareQuery(ids, at)}`;

/** The compare page's share image for these ids, drawn at the same level and rank as the page. */
export const compareImageHref = (ids: readonly string[], at?: CompareAt) =>
  `/compare/image?${compareQuery(ids, at)}`;
