import 'server-only';
import { getCharacter, getCharacterDetails } from './characters';

/**
 * Up to four characters with what the compare page shows of each: skills, traits, tier
 * placements and build pieces. Every read is a cached, tagged read of lib/queries; the ids are
 * bounded by the caller (lib/player/compare.ts). Unknown ids come back in `missing`.
 */
export async function getComparison(ids: readonly string[]) {
  // One cached read per id (the per-document entries every character page uses).
  const characters = (await Promise.all(ids.map((id) => getCharacter(id)))).filter((c) => c !== null);
  const found = new Set(characters.map((c) => c._id));
  const rows = await Promise.all(
    characters.map(async (character) => ({ character, details: await getCharacterDetails(character) })),
  );
  return { rows, missing: ids.filter((id) => !found.has(id)) };
}
