import type { IconName } from '@/lib/config/icon-names';
import type { CharacterClass, Element } from './game-types';

/** Element colours: dark enough for white text (WCAG AA) in both colour modes. */
export const elementColors: Record<Element, string> = {
  flame: '#b3300c',
  frost: '#0b5e9e',
  storm: '#5a36b8',
  earth: '#6e4f12',
  radiant: '#8a5d00',
  umbral: '#3f2b6b',
};

export const elementIcons: Record<Element, IconName> = {
  flame: 'fire',
  frost: 'snow',
  storm: 'lightning',
  earth: 'globe-americas',
  radiant: 'sun',
  umbral: 'moon-stars',
};

export const classIcons: Record<CharacterClass, IconName> = {
  vanguard: 'shield-fill',
  duelist: 'crosshair',
  marksman: 'bullseye',
  arcanist: 'stars',
  warden: 'shield-lock',
  mystic: 'heart-pulse',
};

export const gearRarityColors: Record<string, string> = {
  common: '#495057',
  rare: '#0b5e9e',
  epic: '#6f2dbd',
  legendary: '#9a4a00',
  mythic: '#a61e4d',
};

// One wording of enum values for the server's list models and the components alike.
export { titleCase } from '@/lib/content/format';
