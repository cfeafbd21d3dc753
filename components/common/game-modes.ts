import type { gameModes } from '@/lib/content';
import type { IconName } from '@/lib/config/icon-names';

/** A game mode, from the schema's list. */
export type GameMode = (typeof gameModes)[number];

/** Display names of the game modes. */
export const modeLabels = { story: 'Story', arena: 'Arena', boss: 'Boss' } as const satisfies Record<
  GameMode,
  string
>;

/** bootstrap-icons names for the game modes. */
export const modeIcons = { story: 'book', arena: 'trophy', boss: 'fire' } as const satisfies Record<
  GameMode,
  IconName
>;
