const dayFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date ("2026-11-05") as "Nov 5, 2026", the same on every machine. */
export function formatDay(date: string): string {
  return dayFormat.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** Display names of the game modes. */
export const modeLabels = { story: 'Story', arena: 'Arena', boss: 'Boss' } as const;
/** bootstrap-icons names for the game modes. */
export const modeIcons = { story: 'book', arena: 'trophy', boss: 'fire' } as const;

export type GameMode = keyof typeof modeLabels;
