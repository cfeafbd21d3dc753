import type { classes, elements } from '@/lib/content';

export type Element = (typeof elements)[number];
export type CharacterClass = (typeof classes)[number];
