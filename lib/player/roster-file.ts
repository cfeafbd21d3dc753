import { rosterSchema } from '@/lib/content/player';
import type { RosterData } from './roster';

export type ParseResult = { ok: true; roster: RosterData } | { ok: false; errors: string[] };

/**
 * Reads an export file: JSON holding a `rosters` document, checked with the collection's own zod
 * schema. Every problem is named by its path (`characters.2.level: …`); nothing is returned then.
 */
export function parseRosterFile(text: string, knownIds?: ReadonlySet<string>): ParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [`The file is not JSON (${(error as Error).message}).`] };
  }
  const result = rosterSchema.safeParse(json);
  if (!result.success) {
    return {
      ok: false,
      errors: result.error.issues.slice(0, 10).map((issue) => {
        const path = issue.path.join('.');
        return path ? `${path}: ${issue.message}` : issue.message;
      }),
    };
  }
  const { characters, updatedAt } = result.data;
  if (knownIds) {
    const unknown = characters
      .map((entry, index) => ({ entry, index }))
      .filter(({ entry }) => !knownIds.has(entry.character));
    if (unknown.length > 0) {
      return {
        ok: false,
        errors: unknown
          .slice(0, 10)
          .map(
            ({ entry, index }) =>
              `characters.${index}.character: no character "${entry.character}" on this site`,
          ),
      };
    }
  }
  return { ok: true, roster: { characters, updatedAt: updatedAt ?? new Date().toISOString() } };
}
