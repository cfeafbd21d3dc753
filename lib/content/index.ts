import type { z } from 'zod';
import { kindNames, type Kind } from '@/lib/kinds/registry';
import { characterSchema } from './characters';
import { effectSchema } from './effects';
import { enemySchema } from './enemies';
import { engravingSchema } from './engravings';
import { eventSchema } from './events';
import { gearSchema } from './gears';
import { historySchema } from './history';
import { modeSchema } from './modes';
import { planSchema, progressSchema, rosterSchema, savedTeamSchema } from './player';
import { skillSchema } from './skills';
import { summarySchema } from './summaries';
import { tarotSchema } from './tarots';
import { teamSchema } from './teams';
import { tierlistSchema } from './tierlists';
import { traitSchema } from './traits';
import { translationSchema } from './translations';

/**
 * Game data: readable by anyone, writable by editors. One schema per kind of content declared in
 * lib/kinds/registry.ts, no more and no fewer (`satisfies` names a missing or an extra one).
 */
export const contentSchemas = {
  characters: characterSchema,
  skills: skillSchema,
  traits: traitSchema,
  effects: effectSchema,
  gears: gearSchema,
  tarots: tarotSchema,
  engravings: engravingSchema,
  events: eventSchema,
  enemies: enemySchema,
  tierlists: tierlistSchema,
  modes: modeSchema,
  teams: teamSchema,
} as const satisfies Record<Kind, z.ZodType>;

/** Players' own data: readable and writable by the owner only. */
export const playerSchemas = {
  progress: progressSchema,
  rosters: rosterSchema,
  plans: planSchema,
  savedTeams: savedTeamSchema,
} as const;

/**
 * Records the server keeps: readable by anyone, never written through the protocol. The store
 * writes history (what each write changed) and summaries (figures derived from a whole
 * collection) alongside a content write; the import writes translations (content/i18n).
 */
export const recordSchemas = {
  history: historySchema,
  summaries: summarySchema,
  translations: translationSchema,
} as const;

export const schemas = { ...contentSchemas, ...playerSchemas, ...recordSchemas } as const;

export type ContentCollection = keyof typeof contentSchemas;
export type PlayerCollection = keyof typeof playerSchemas;
export type RecordCollection = keyof typeof recordSchemas;
export type CollectionName = ContentCollection | PlayerCollection | RecordCollection;

/** In the kinds' declared order. */
export const contentCollections: ContentCollection[] = kindNames;

export const playerCollections = Object.keys(playerSchemas) as PlayerCollection[];
export const recordCollections = Object.keys(recordSchemas) as RecordCollection[];

/** The document type stored in a collection. */
export type DocOf<C extends CollectionName> = z.infer<(typeof schemas)[C]>;

/** True when `name` is one of the collections that exist. */
export function isCollection(name: unknown): name is CollectionName {
  return typeof name === 'string' && Object.hasOwn(schemas, name);
}

/** True when `name` is a collection the server writes itself (history, summaries, translations). */
export function isRecordCollection(name: unknown): name is RecordCollection {
  return typeof name === 'string' && Object.hasOwn(recordSchemas, name);
}

/** True when `name` is a content (public, editor-written) collection. */
export function isContentCollection(name: unknown): name is ContentCollection {
  return typeof name === 'string' && Object.hasOwn(contentSchemas, name);
}

export * from './common';
export * from './characters';
export * from './effects';
export * from './enemies';
export * from './engravings';
export * from './events';
export * from './gears';
export * from './history';
export * from './patches';
export * from './player';
export * from './search-vocabulary';
export * from './skills';
export * from './summaries';
export * from './interactions';
export * from './effect-graph';
export * from './interaction-label';
export * from './interaction-detail';
export * from './tier-summary';
export * from './tarots';
export * from './tierlists';
export * from './modes';
export * from './teams';
export * from './traits';
export * from './translations';
