import 'server-only';
import { currentLocale } from '@/lib/i18n/current';
import { getCharacterPage } from './characters';

/**
 * Up to four characters with what the compare page shows of each: skills, traits, tier
 * placements and build pieces. Each comes from the character page's own cached, tagged read; the
 * ids are bounded by the caller (lib/player/compare.ts). Unknown ids come back in `missing`.
 */
export async function getComparison(ids: readonly string[]) {
  const locale = await currentLocale();
  const pages = await Promise.all(ids.map((id) => getCharacterPage(id, locale)));
  const rows = pages
    .filter((page) => page !== null)
    .map(({ character, details }) => ({ character, details }));
  const found = new Set(rows.map((r) => r.character._id));
  return { rows, missing: ids.filter((id) => !found.has(id)) };
}
