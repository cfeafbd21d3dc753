import { z } from 'zod';
import { rosterSchema, savedTeamSchema } from '@/lib/content/player';
import type { RosterData } from './roster';
import type { SavedTeam } from './saved-team';

export type ParseResult =
  { ok: true; roster: RosterData; teams: SavedTeam[] } | { ok: false; errors: string[] };

/** A saved team in an export file: the `savedTeams` document's fields, `team` named `id` as the browser keeps it. */
const fileTeamSchema = savedTeamSchema
  .pick({ mode: true, label: true, members: true })
  .extend({ id: savedTeamSchema.shape.team, updatedAt: z.iso.datetime({ offset: true }) })
  .strict();

const fileSchema = rosterSchema.extend({
  savedTeams: z
    .array(fileTeamSchema)
    .max(500)
    .refine((teams) => new Set(teams.map((t) => t.id)).size === teams.length, 'a team id is listed twice')
    .optional(),
});

/**
 * Reads an export file: JSON holding a `rosters` document (and, optionally, the saved teams),
 * checked with the collections' own zod schemas. Every problem is named by its path
 * (`characters.2.level: …`, `savedTeams.0.members: …`); nothing is returned then.
 */
export function parseRosterFile(text: string, knownIds?: ReadonlySet<string>): ParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [`The file is not JSON (${(error as Error).message}).`] };
  }
  const result = fileSchema.safeParse(json);
  if (!result.success) {
    return {
      ok: false,
      errors: result.error.issues.slice(0, 10).map((issue) => {
        const path = issue.path.join('.');
        return path ? `${path}: ${issue.message}` : issue.message;
      }),
    };
  }
  const { characters, updatedAt, savedTeams = [] } = result.data;
  if (knownIds) {
    const unknown = [
      ...characters.map((entry, index) => ({ id: entry.character, path: `characters.${index}.character` })),
      ...savedTeams.flatMap((team, t) =>
        team.members.map((id, m) => ({ id, path: `savedTeams.${t}.members.${m}` })),
      ),
    ].filter(({ id }) => !knownIds.has(id));
    if (unknown.length > 0) {
      return {
        ok: false,
        errors: unknown.slice(0, 10).map(({ id, path }) => `${path}: no character "${id}" on this site`),
      };
    }
  }
  return {
    ok: true,
    roster: { characters, updatedAt: updatedAt ?? new Date().toISOString() },
    teams: savedTeams,
  };
}
