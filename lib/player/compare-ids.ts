import { slug } from '@/lib/content/common';
import { COMPARE_LIMIT } from './compare';

export type CompareIds = { ok: true; ids: string[] } | { ok: false; message: string };

/**
 * The `ids` query of /compare ("a,b,c"): 1 to 4 character ids, duplicates dropped. Anything
 * else gets a message saying what is wrong, shown on the page instead of a comparison.
 */
export function parseCompareIds(raw: string | string[] | undefined): CompareIds {
  const text = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  if (text.length > 400) return { ok: false, message: 'The ids parameter is too long.' };
  const ids = [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0)
    return { ok: false, message: 'Choose characters to compare: /compare?ids=first,second.' };
  if (ids.length > COMPARE_LIMIT) {
    return {
      ok: false,
      message: `Compare takes up to ${COMPARE_LIMIT} characters; the link names ${ids.length}.`,
    };
  }
  const bad = ids.find((id) => !slug.safeParse(id).success);
  if (bad !== undefined) return { ok: false, message: `"${bad.slice(0, 64)}" is not a character id.` };
  return { ok: true, ids };
}
