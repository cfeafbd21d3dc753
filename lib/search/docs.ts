import type {
  Character,
  Effect,
  Enemy,
  Engraving,
  GameEvent,
  Gear,
  Skill,
  Tarot,
  Team,
  Trait,
} from '@/lib/content';
import { applyTranslation, type TranslationFile } from '@/lib/content/i18n';
import type { SearchKind } from '@/lib/kinds/registry';
import type { SearchDoc } from './types';

type Base = { _id: string; name: string; aliases?: string[] | undefined };

/** The fields of each searched collection that the index reads (the store query's projection). */
export interface SearchSources {
  characters: (Base &
    Pick<Character, 'title' | 'class' | 'faction' | 'element' | 'role' | 'weapon' | 'rarity'>)[];
  skills: (Base & Pick<Skill, 'kind' | 'area'>)[];
  traits: (Base & Pick<Trait, 'category'>)[];
  effects: (Base & Pick<Effect, 'type'>)[];
  gears: (Base & Pick<Gear, 'slot' | 'rarity' | 'set'> & { passive: { name: string } })[];
  tarots: (Base & Pick<Tarot, 'numeral'> & { upright: { name: string }; reversed: { name: string } })[];
  engravings: (Base & Pick<Engraving, 'category'>)[];
  events: (Base & Pick<GameEvent, 'type' | 'start'>)[];
  enemies: (Base & Pick<Enemy, 'type' | 'element' | 'boss' | 'level'>)[];
  teams: (Base & Pick<Team, 'mode'>)[];
}

const words = (...parts: (string | number | undefined | false)[]) =>
  parts.filter((p) => p !== undefined && p !== false && p !== '').join(' ');
const label = (value: string) => value.replace(/-/g, ' ');

/**
 * The search index's documents: each entity's name, aliases, the words that also find it (a
 * character's title, class, faction, element, role and weapon; a gear's slot and set…) and the
 * line shown under it. Facets are keywords, so "tank" or "flame" finds every character of it.
 */
export function searchDocs(s: SearchSources, lines?: SearchLines): SearchDoc[] {
  const doc = (kind: SearchDoc['kind'], d: Base, detail: string, keywords: string): SearchDoc => ({
    kind,
    id: d._id,
    name: d.name,
    aliases: d.aliases ?? [],
    keywords,
    detail: lines?.(kind, d) ?? detail,
  });
  return [
    ...s.characters.map((c) =>
      doc(
        'characters',
        c,
        `${c.title} · ${c.rarity}★ ${c.element} ${c.class}`,
        words(c.title, c.class, label(c.faction), c.element, c.role, c.weapon),
      ),
    ),
    ...s.skills.map((x) => doc('skills', x, `${x.kind} skill · ${label(x.area)}`, words(x.kind))),
    ...s.traits.map((t) => doc('traits', t, `${t.category} trait`, words(t.category))),
    ...s.effects.map((e) => doc('effects', e, e.type, words(e.type))),
    ...s.gears.map((g) =>
      doc(
        'gears',
        g,
        words(g.rarity, g.slot, g.set && `· ${g.set} set`),
        words(g.slot, g.rarity, g.set, g.passive.name),
      ),
    ),
    ...s.tarots.map((t) =>
      doc('tarots', t, `Major Arcana ${t.numeral}`, words(t.numeral, t.upright.name, t.reversed.name)),
    ),
    ...s.engravings.map((e) => doc('engravings', e, `${e.category} engraving`, words(e.category))),
    ...s.events.map((e) =>
      doc('events', e, `${label(e.type)} · ${e.start.slice(0, 10)}`, words(label(e.type))),
    ),
    ...s.enemies.map((e) =>
      doc(
        'enemies',
        e,
        words(e.boss && 'boss ·', `level ${e.level}`, e.element, e.type),
        words(e.type, e.element, e.boss && 'boss'),
      ),
    ),
    ...s.teams.map((t) => doc('teams', t, `${t.mode} team`, words(t.mode, 'team', 'squad'))),
  ];
}

/**
 * The line under a result in a translated locale, from the document's fields (lib/queries/search.ts
 * writes it with the locale's catalog); English writes its own above.
 */
export type SearchLines = (kind: SearchKind, doc: Base & Record<string, unknown>) => string;

/** A locale's translation files for the searched collections: kind → document id → file. */
export type SearchTranslations = Partial<Record<SearchKind, ReadonlyMap<string, TranslationFile>>>;

/**
 * A locale's search index documents: names, titles and the other translated words in the locale
 * (a stale or missing translation leaves the English), the English name and aliases kept as
 * aliases, so an English name typed in /ja still finds its page, and in Japanese the name's
 * kana reading when it is not written in kana already. Facets stay the English keywords. Ids and kinds stay the English index's.
 */
export function localizedSearchDocs(
  sources: SearchSources,
  translations: SearchTranslations,
  lines?: SearchLines,
): SearchDoc[] {
  const t = <T extends { _id: string }>(kind: SearchKind, docs: T[]) =>
    docs.map((d) => applyTranslation(kind, d, translations[kind]?.get(d._id) ?? {}).doc);
  const localized: SearchSources = {
    characters: t('characters', sources.characters),
    skills: t('skills', sources.skills),
    traits: t('traits', sources.traits),
    effects: t('effects', sources.effects),
    gears: t('gears', sources.gears),
    tarots: t('tarots', sources.tarots),
    engravings: t('engravings', sources.engravings),
    events: t('events', sources.events),
    enemies: t('enemies', sources.enemies),
    teams: t('teams', sources.teams),
  };
  const english = searchDocs(sources);
  return searchDocs(localized, lines).map((doc, i) => {
    const en = english[i]!;
    const seen = new Set([doc.name.toLowerCase()]);
    const aliases = [en.name, ...doc.aliases].filter((a) => {
      const key = a.toLowerCase();
      return seen.has(key) ? false : (seen.add(key), true);
    });
    const reading = translations[doc.kind]?.get(doc.id)?._reading;
    return {
      ...doc,
      aliases,
      // A name written in kana is its own reading.
      ...(reading && reading !== doc.name ? { reading } : {}),
    };
  });
}
