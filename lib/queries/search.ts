import 'server-only';
import { createHash } from 'node:crypto';
import { collectionTag } from '@/lib/data';
import synonyms from '@/content/search/synonyms.json';
import { searchVocabularySchema } from '@/lib/content/search-vocabulary';
import {
  localizedSearchDocs,
  type SearchLines,
  searchDocs,
  type SearchSources,
  type SearchTranslations,
} from '@/lib/search/docs';
import { createEngine, type SearchEngine } from '@/lib/search/engine';
import { type SearchIndex, type SearchResults } from '@/lib/search/types';
import { searchKinds } from '@/lib/kinds/registry';
import { defaultLocale, type SiteLocale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { term, type TermGroup } from '@/lib/i18n/terms';
import type { Locale } from '@/lib/content/i18n';
import { cacheScope } from './cache';
import { getEffectRelations } from './effect-graph';
import { readAll } from './read-stored';
import { readTranslations } from './translations';

const byName = { name: 1 } as const;

/** The cache tags of a locale's search index: every searched collection, and for a translated locale the translations. */
export function searchIndexTags(locale: SiteLocale = defaultLocale): string[] {
  const tags = searchKinds.map(collectionTag);
  return locale === defaultLocale ? tags : [...tags, collectionTag('translations')];
}

/**
 * The global search index of a locale: every character, skill, trait, effect, gear, tarot,
 * engraving, event, enemy and curated team, with its aliases and a few keywords; in a translated
 * locale with its names and titles in that locale, the English ones as aliases and keywords, and
 * in Japanese its name's kana reading. Links stay English paths (the routes prefix them). One
 * cached read tagged with each of those collections (searchIndexTags), so any write to them
 * expires it (and the /search-index.json route built from it).
 */
export async function getSearchIndex(locale: SiteLocale = defaultLocale): Promise<SearchIndex> {
  'use cache';
  cacheScope(searchIndexTags(locale));
  const sources = await readSearchSources();
  const docs =
    locale === defaultLocale
      ? searchDocs(sources)
      : localizedSearchDocs(sources, await readSearchTranslations(locale), searchLines(locale));
  // The players' words come with the index, so the navbar's box understands them too.
  const vocabulary = searchVocabularySchema.parse(synonyms);
  return { version: versionOf({ docs, vocabulary }), docs, vocabulary };
}

/** The fields of every searched collection that the index reads. */
async function readSearchSources(): Promise<SearchSources> {
  const base = { _id: 1, name: 1, aliases: 1 } as const;
  const [characters, skills, traits, effects, gears, tarots, engravings, events, enemies, teams] =
    await Promise.all([
      readAll('characters', {
        projection: { ...base, title: 1, class: 1, faction: 1, element: 1, role: 1, weapon: 1, rarity: 1 },
        sort: byName,
      }),
      readAll('skills', { projection: { ...base, kind: 1, area: 1 }, sort: byName }),
      readAll('traits', { projection: { ...base, category: 1 }, sort: byName }),
      readAll('effects', { projection: { ...base, type: 1 }, sort: byName }),
      readAll('gears', { projection: { ...base, slot: 1, rarity: 1, set: 1, passive: 1 }, sort: byName }),
      readAll('tarots', {
        projection: { ...base, numeral: 1, upright: 1, reversed: 1 },
        sort: { arcana: 1 },
      }),
      readAll('engravings', { projection: { ...base, category: 1 }, sort: byName }),
      readAll('events', { projection: { ...base, type: 1, start: 1 }, sort: { start: 1 } }),
      readAll('enemies', { projection: { ...base, type: 1, element: 1, boss: 1, level: 1 }, sort: byName }),
      readAll('teams', { projection: { ...base, mode: 1 }, sort: byName }),
    ]);
  return {
    characters,
    skills,
    traits,
    effects,
    gears,
    tarots,
    engravings,
    events,
    enemies,
    teams,
  };
}

/** A locale's translations of every searched collection. */
async function readSearchTranslations(locale: Locale): Promise<SearchTranslations> {
  const files = await Promise.all(searchKinds.map((kind) => readTranslations(locale, kind)));
  return Object.fromEntries(searchKinds.map((kind, i) => [kind, files[i]]));
}

const versionOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

const engines = new Map<SiteLocale, SearchEngine>();

/**
 * Runs a query on the server, over the same index and engine the navbar box uses in that locale:
 * every match (the box shows the first few of each kind), and the answer when it is a relation
 * question.
 */
export async function searchCodex(query: string, locale: SiteLocale = defaultLocale): Promise<SearchResults> {
  const index = await getSearchIndex(locale);
  // Building the engine takes a few milliseconds; it is rebuilt only when the index changed.
  let engine = engines.get(locale);
  if (engine?.version !== index.version) {
    engine = createEngine(index);
    engines.set(locale, engine);
  }
  const results = engine.search(query);
  const effect = results.question?.effect;
  // A question is answered from its effect's relation lists, the graph summary the store keeps.
  return effect
    ? engine.search(query, { relations: { [effect]: await getEffectRelations(effect) } })
    : results;
}

/** The line under each result in a translated locale: its kind's facets in the locale's words. */
function searchLines(locale: SiteLocale): SearchLines {
  const t = getT(locale, 'searchLines');
  const say = (group: TermGroup, id: unknown) => term(locale, group, String(id));
  return (kind, d) => {
    const f = d as Record<string, unknown> & { passive?: unknown };
    switch (kind) {
      case 'characters':
        return t('character', {
          title: String(f.title),
          rarity: `${String(f.rarity)}★`,
          element: say('elements', f.element),
          class: say('classes', f.class),
        });
      case 'skills':
        return t('skill', { kind: say('skillKinds', f.kind), area: say('areas', f.area) });
      case 'traits':
        return t('trait', { category: say('traitCategories', f.category) });
      case 'effects':
        return say('effectTypes', f.type);
      case 'gears': {
        const words = { rarity: say('gearRarities', f.rarity), slot: say('gearSlots', f.slot) };
        return f.set ? t('gearSet', { ...words, set: String(f.set) }) : t('gear', words);
      }
      case 'tarots':
        return t('tarot', { numeral: String(f.numeral) });
      case 'engravings':
        return t('engraving', { category: say('engravingCategories', f.category) });
      case 'events':
        return t('event', { type: say('eventTypes', f.type), date: String(f.start).slice(0, 10) });
      case 'enemies': {
        const words = {
          level: Number(f.level),
          element: say('elements', f.element),
          type: say('enemyTypes', f.type),
        };
        return f.boss ? t('boss', words) : t('enemy', words);
      }
      case 'teams':
        return t('team', { mode: say('gameModes', f.mode) });
    }
  };
}
